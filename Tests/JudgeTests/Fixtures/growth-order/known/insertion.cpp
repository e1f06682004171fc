// O(n^2) at worst (shuffled input), O(n) on sorted input: insertion sort
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<int> values(n);
    for (auto& v : values) scanf("%d", &v);
    for (int i = 1; i < n; i++) {
        int value = values[i], j = i - 1;
        while (j >= 0 && values[j] > value) { values[j + 1] = values[j]; j--; }
        values[j + 1] = value;
    }
    for (int i = 0; i < n; i++) printf(i + 1 < n ? "%d " : "%d\n", values[i]);
}
