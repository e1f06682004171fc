#include <stdio.h>
/* 400k frames deep: fine when the stack limit is the memory limit. */
static int depth(volatile int n) { char pad[32]; pad[n % 32] = (char)n; return n == 0 ? pad[0] : 1 + depth(n - 1) + (pad[n % 32] & 0); }
int main(void) { char word[64]; if (scanf("%63s", word) != 1) return 1; if (depth(400000) != 400000) return 2; puts(word); return 0; }
