// The steps of starting and waiting for a program that the judge's supervisor (supervisor.c,
// spawn.c), the making of a box (box.c) and prep-runner (Sources/prep-runner) share.
//
// Everything here is async-signal-safe: raw system calls, no malloc, no stdio, no locks.

#define _GNU_SOURCE
#include "CJudge.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434
#endif
#ifndef SYS_close_range
#define SYS_close_range 436
#endif

int64_t cj_now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

void cj_pause_us(long microseconds) {
    struct timespec pause = { 0, microseconds * 1000 };
    nanosleep(&pause, NULL);
}

int cj_wait_for_exit(int pid, int64_t deadline_us) {
    int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
    if (pidfd >= 0) {
        for (;;) {
            int timeout = -1;
            if (deadline_us > 0) {
                int64_t left = deadline_us - cj_now_us();
                if (left <= 0) { close(pidfd); return 0; }
                timeout = (int)(left / 1000) + 1;
            }
            struct pollfd p = { pidfd, POLLIN, 0 };
            int n = poll(&p, 1, timeout);
            if (n > 0) { close(pidfd); return 1; }
            if (n < 0 && errno != EINTR) break;
        }
        close(pidfd);
    }
    // Kernels without pidfd: poll the child's state.
    for (;;) {
        siginfo_t info;
        memset(&info, 0, sizeof info);
        if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid) return 1;
        if (deadline_us > 0 && cj_now_us() >= deadline_us) return 0;
        cj_pause_us(1000);
    }
}

void cj_reset_signals(void) {
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    for (int s = 1; s < 65; s++) {
        if (s != SIGKILL && s != SIGSTOP) sigaction(s, &dfl, NULL);
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
}

static int set_limit(int resource, int64_t value) {
    if (value <= 0) return 0;
    struct rlimit limit = { (rlim_t)value, (rlim_t)value };
    return setrlimit(resource, &limit);
}

int cj_set_limits(int64_t cpu_seconds, int64_t address_space_bytes, int64_t stack_bytes, int64_t file_size_bytes,
                  int64_t max_processes) {
    struct rlimit no_core = { 0, 0 };
    if (setrlimit(RLIMIT_CORE, &no_core) != 0) return -1;
    if (cpu_seconds > 0) {
        struct rlimit cpu = { (rlim_t)cpu_seconds, (rlim_t)cpu_seconds + 1 };
        if (setrlimit(RLIMIT_CPU, &cpu) != 0) return -1;
    }
    if (set_limit(RLIMIT_AS, address_space_bytes) != 0 || set_limit(RLIMIT_STACK, stack_bytes) != 0
        || set_limit(RLIMIT_FSIZE, file_size_bytes) != 0 || set_limit(RLIMIT_NPROC, max_processes) != 0) {
        return -1;
    }
    return 0;
}

void cj_close_from(unsigned first) {
    if (syscall(SYS_close_range, first, ~0U, 0) != 0) {
        for (int fd = (int)first; fd < 4096; fd++) close(fd);
    }
}
