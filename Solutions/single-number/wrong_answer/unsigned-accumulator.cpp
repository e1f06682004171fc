// WRONG: XORs into an unsigned 64-bit accumulator "so the bits behave" and prints it with %llu, so a negative lonely code prints as 2^64 minus its size.
#include <cstdio>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    unsigned long long lonely = 0;
    for (int i = 0; i < n; i++) {
        unsigned long long code;
        scanf("%llu", &code);
        lonely ^= code;
    }
    printf("%llu\n", lonely);
}
