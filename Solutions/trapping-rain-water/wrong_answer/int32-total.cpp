// WRONG: right algorithm, but heights and the running total are 32-bit ints, so
// totals above 2^31 - 1 wrap around.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<int> h(n);
    for (auto& x : h) scanf("%d", &x);
    int left = 0, right = n - 1, leftMax = 0, rightMax = 0;
    unsigned int water = 0;  // "int water" — unsigned only so the wrap is well-defined
    while (left <= right) {
        if (leftMax <= rightMax) {
            leftMax = std::max(leftMax, h[left]);
            water += leftMax - h[left];
            ++left;
        } else {
            rightMax = std::max(rightMax, h[right]);
            water += rightMax - h[right];
            --right;
        }
    }
    printf("%d\n", (int)water);
}
