// WRONG: the algorithm is right, but the answer is kept in a 32-bit int. With many
// zero-sum stretches (about 2*10^10 on the all-zeros test) it silently wraps around.
#include <cstdio>
#include <unordered_map>

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    std::unordered_map<long long, int> timesSeen;
    timesSeen[0] = 1;
    long long prefix = 0;
    unsigned int count = 0;  // meant as "int"; unsigned only to make the wrap well-defined
    for (int i = 0; i < n; ++i) {
        long long v;
        if (scanf("%lld", &v) != 1) return 0;
        prefix += v;
        auto it = timesSeen.find(prefix - k);
        if (it != timesSeen.end()) count += it->second;
        ++timesSeen[prefix];
    }
    printf("%d\n", (int)count);
}
