#include <stdio.h>

int main(void) {
    int a, b;
    /* Answers the first pair, then divides by zero. */
    if (scanf("%d %d", &a, &b) != 2) return 0;
    printf("%d\n", a + b);
    fflush(stdout);
    volatile int zero = 0;
    return a / zero;
}
