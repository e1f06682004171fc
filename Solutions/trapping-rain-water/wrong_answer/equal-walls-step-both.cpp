// WRONG: two pointers that, when both walls are equal, take both sides and step both pointers; with an odd number of buildings between equal walls they jump over the middle one, whose water is never added.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<long long> h(n);
    for (auto& x : h) scanf("%lld", &x);
    int left = 0, right = n - 1;
    long long leftMax = 0, rightMax = 0, water = 0;
    while (left < right) {
        leftMax = std::max(leftMax, h[left]);
        rightMax = std::max(rightMax, h[right]);
        if (leftMax < rightMax) {
            water += leftMax - h[left++];
        } else if (leftMax > rightMax) {
            water += rightMax - h[right--];
        } else {
            water += leftMax - h[left++];
            water += rightMax - h[right--];
        }
    }
    printf("%lld\n", water);
}
