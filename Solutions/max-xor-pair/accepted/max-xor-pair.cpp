// Most Different Pair (maximum XOR of two numbers, binary trie).
// Insert the numbers bit by bit from bit 29 down; for each number walk the trie preferring
// the opposite bit, which makes that bit of the XOR 1. O(30 n).
#include <cstdio>
#include <vector>
#include <array>
#include <algorithm>

int main() {
    const int BITS = 30;
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    std::vector<std::array<int, 2>> child(1, {0, 0});
    child.reserve(static_cast<size_t>(n) * BITS + 1);

    auto insert = [&](int x) {
        int node = 0;
        for (int b = BITS - 1; b >= 0; b--) {
            int bit = (x >> b) & 1;
            if (!child[node][bit]) {
                child[node][bit] = static_cast<int>(child.size());
                child.push_back({0, 0});
            }
            node = child[node][bit];
        }
    };
    auto bestXor = [&](int x) {
        int node = 0, result = 0;
        for (int b = BITS - 1; b >= 0; b--) {
            int bit = (x >> b) & 1;
            if (child[node][bit ^ 1]) {
                result |= 1 << b;
                node = child[node][bit ^ 1];
            } else {
                node = child[node][bit];
            }
        }
        return result;
    };

    int best = 0, x;
    if (std::scanf("%d", &x) != 1) return 0;
    insert(x);
    for (int i = 1; i < n; i++) {
        if (std::scanf("%d", &x) != 1) return 0;
        best = std::max(best, bestXor(x));
        insert(x);
    }
    std::printf("%d\n", best);
}
