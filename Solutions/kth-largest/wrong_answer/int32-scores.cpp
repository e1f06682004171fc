// WRONG: scores are read into 32-bit ints; values beyond about 2.1 * 10^9 (they reach 10^18) are mangled.
#include <cstdio>
#include <queue>
#include <vector>
#include <functional>
int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    std::priority_queue<int, std::vector<int>, std::greater<int>> board;
    std::vector<char> out;
    for (int i = 0; i < n; i++) {
        long long raw;
        scanf("%lld", &raw);
        int s = (int)raw;
        if ((int)board.size() < k) board.push(s);
        else if (s > board.top()) { board.pop(); board.push(s); }
        if (i >= k - 1) printf("%d\n", board.top());
    }
}
