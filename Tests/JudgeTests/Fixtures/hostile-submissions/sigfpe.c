#include <stdio.h>
int main(void) { volatile int zero = 0; printf("%d\n", 100 / zero); return 0; }
