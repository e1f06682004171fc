// Correct but O(n^2) on flat or falling stretches: the right-to-left "jump by the next day's answer" trick,
// but when a not-warmer day has no warmer day after it (answer 0) it steps one day on instead of stopping.
#include <cstdio>
#include <vector>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> t(n), wait(n, 0);
    for (int i = 0; i < n; i++) scanf("%d", &t[i]);
    for (int i = n - 2; i >= 0; i--) {
        int j = i + 1;
        while (j < n && t[j] <= t[i]) j += wait[j] > 0 ? wait[j] : 1;
        wait[i] = j < n ? j - i : 0;
    }
    for (int i = 0; i < n; i++) printf(i + 1 < n ? "%d " : "%d\n", wait[i]);
    return 0;
}
