// O(n^2) at worst: every pair from the front, stopping at the one that sums to the target
#include <cstdio>
#include <vector>
int main() {
    int n;
    long long target;
    if (scanf("%d %lld", &n, &target) != 2) return 1;
    std::vector<long long> values(n);
    for (auto& v : values) scanf("%lld", &v);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (values[i] + values[j] == target) {
                printf("%d %d\n", i + 1, j + 1);
                return 0;
            }
}
