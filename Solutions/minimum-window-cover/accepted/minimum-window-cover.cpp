// Minimum Window Cover — sliding window with letter counts. O(|s| + |t|).
#include <iostream>
#include <string>

int main() {
    std::ios::sync_with_stdio(false);
    std::string s, t;
    std::cin >> s >> t;
    int need[128] = {0};
    for (unsigned char c : t) ++need[c];
    int missing = (int)t.size();
    int bestLeft = -1, bestRight = -1, left = 0;
    for (int right = 0; right < (int)s.size(); ++right) {
        if (need[(unsigned char)s[right]]-- > 0) --missing;
        while (missing == 0) {
            if (bestLeft < 0 || right - left < bestRight - bestLeft) bestLeft = left, bestRight = right;
            if (++need[(unsigned char)s[left]] > 0) ++missing;
            ++left;
        }
    }
    if (bestLeft < 0) std::cout << -1 << "\n";
    else std::cout << bestLeft + 1 << " " << bestRight + 1 << "\n";
}
