// TIME LIMIT: the sliding window is right, but "does the window cover t?" is answered by
// walking over every letter of t and comparing counts, O(|t|) per check instead of a running
// count of missing letters: O(|s| * |t|) in all, too slow when t is long.
#include <cstdio>
#include <iostream>
#include <string>

int main() {
    std::ios::sync_with_stdio(false);
    std::string s, t;
    std::cin >> s >> t;
    int need[128] = {0}, have[128] = {0};
    for (char c : t) need[(unsigned char)c]++;
    auto covers = [&]() {
        for (char c : t)
            if (have[(unsigned char)c] < need[(unsigned char)c]) return false;
        return true;
    };
    int left = 0, bestL = -1, bestLen = 1 << 30;
    for (int right = 0; right < (int)s.size(); right++) {
        have[(unsigned char)s[right]]++;
        while (covers()) {
            if (right - left + 1 < bestLen) { bestLen = right - left + 1; bestL = left; }
            have[(unsigned char)s[left]]--;
            left++;
        }
    }
    if (bestL < 0) std::printf("-1\n");
    else std::printf("%d %d\n", bestL + 1, bestL + bestLen);
}
