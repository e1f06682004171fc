// WRONG: the sum trick 2 * (sum of distinct codes) - (sum of all codes), accumulated in double "so 10^18 codes cannot overflow"; a double keeps only 53 bits, so large codes lose their low digits.
#include <cstdio>
#include <unordered_set>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::unordered_set<long long> distinct;
    double all = 0, once = 0;
    for (int i = 0; i < n; i++) {
        long long code;
        scanf("%lld", &code);
        all += code;
        if (distinct.insert(code).second) once += code;
    }
    printf("%.0f\n", 2 * once - all);
}
