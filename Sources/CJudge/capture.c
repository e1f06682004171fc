// In-memory files for a run's captured output, and the pipes of an interactive run.

#define _GNU_SOURCE
#include "CJudge.h"

#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef SYS_memfd_create
#define SYS_memfd_create 319
#endif
#define CJ_MFD_CLOEXEC 1U

int cj_memory_file(const char *name) {
    return (int)syscall(SYS_memfd_create, name, CJ_MFD_CLOEXEC);
}

int cj_pipe(int fds[2]) {
    // Close-on-exec from the start: another worker may fork at any moment.
    if (pipe2(fds, O_CLOEXEC) != 0) return -1;
    (void)fcntl(fds[0], F_SETPIPE_SZ, 1 << 20);
    return 0;
}
