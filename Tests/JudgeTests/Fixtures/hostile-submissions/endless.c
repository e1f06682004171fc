#include <stdio.h>
int main(void) { for (;;) puts("hello hello hello hello hello hello hello hello"); }
