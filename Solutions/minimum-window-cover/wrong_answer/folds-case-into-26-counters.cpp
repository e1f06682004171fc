// WRONG: letter counts are kept in 26 counters indexed by tolower(c) - 'a', so 'a' and 'A'
// count as the same letter -- but letters are case-sensitive.
#include <cctype>
#include <cstdio>
#include <iostream>
#include <string>

int main() {
    std::ios::sync_with_stdio(false);
    std::string s, t;
    std::cin >> s >> t;
    int need[26] = {0};
    for (char c : t) need[std::tolower((unsigned char)c) - 'a']++;
    int missing = (int)t.size(), left = 0, bestL = -1, bestLen = 1 << 30;
    for (int right = 0; right < (int)s.size(); right++) {
        int c = std::tolower((unsigned char)s[right]) - 'a';
        if (need[c] > 0) missing--;
        need[c]--;
        while (missing == 0) {
            if (right - left + 1 < bestLen) { bestLen = right - left + 1; bestL = left; }
            int d = std::tolower((unsigned char)s[left]) - 'a';
            need[d]++;
            if (need[d] > 0) missing++;
            left++;
        }
    }
    if (bestL < 0) std::printf("-1\n");
    else std::printf("%d %d\n", bestL + 1, bestL + bestLen);
}
