#include <stdio.h>
int main(void) { for (int i = 0; i < 4096; i++) putchar(i * 37 % 256); return 0; }
