static int down(volatile int n) { volatile char pad[64]; pad[0] = (char)n; return down(n + 1) + pad[0]; }
int main(void) { return down(0); }
