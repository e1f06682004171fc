#include <stdio.h>
int main(void) { for (int i = 0; i < 600000; i++) putchar('a'); putchar('\n'); return 0; }
