// WRONG: XORs the codes into a 32-bit int; codes reach 10^18, so a lonely code beyond 2^31 comes out as its low 32 bits.
#include <cstdio>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int lonely = 0;
    for (int i = 0; i < n; i++) {
        long long code;
        scanf("%lld", &code);
        lonely ^= (int)code;
    }
    printf("%d\n", lonely);
}
