#include <stdio.h>
#include <unistd.h>
int main(void) {
  if (fork() == 0) { for (;;) pause(); }
  char w[64]; if (scanf("%63s", w) != 1) return 1; puts(w); fflush(stdout); return 0; }
