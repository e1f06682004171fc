// Confining a child between clone() and execve(): credentials.
//
// Everything here is async-signal-safe: raw system calls, atomics, no malloc, no stdio. Credentials are changed
// with raw syscalls so that only this (single) thread is affected and glibc's multi-thread
// setxid machinery is never involved.

#define _GNU_SOURCE
#include "internal.h"

#include <errno.h>
#include <limits.h>
#include <linux/futex.h>
#include <stdatomic.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

// MARK: - Credentials

int cj_confine_credentials(const cj_run_request *r) {
    if (r->drop_uid >= 0 && r->drop_gid >= 0 && geteuid() == 0) {
        if (syscall(SYS_setgroups, 0, NULL) != 0
            || syscall(SYS_setresgid, r->drop_gid, r->drop_gid, r->drop_gid) != 0
            || syscall(SYS_setresuid, r->drop_uid, r->drop_uid, r->drop_uid) != 0) {
            return CJ_STAGE_DROP_PRIVILEGES;
        }
    }
    // Credentials changed: set these only now (a uid change clears the death signal, and
    // makes the process non-dumpable).
    prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    return 0;
}

// MARK: - Lock

/// 0: free; > 0: that many shared holders; -1: held exclusively.
static _Atomic int lock_state = 0;
static _Atomic int lock_waiters = 0;

void cj_credentials_lock(int exclusive) {
    for (;;) {
        int seen = atomic_load(&lock_state);
        if (exclusive ? seen == 0 : seen >= 0) {
            if (atomic_compare_exchange_weak(&lock_state, &seen, exclusive ? -1 : seen + 1)) return;
            continue;
        }
        atomic_fetch_add(&lock_waiters, 1);
        syscall(SYS_futex, &lock_state, FUTEX_WAIT_PRIVATE, seen, NULL, NULL, 0);
        atomic_fetch_sub(&lock_waiters, 1);
    }
}

void cj_credentials_unlock(void) {
    int seen = atomic_load(&lock_state);
    while (!atomic_compare_exchange_weak(&lock_state, &seen, seen < 0 ? 0 : seen - 1)) {}
    if (atomic_load(&lock_waiters) > 0) {
        syscall(SYS_futex, &lock_state, FUTEX_WAKE_PRIVATE, INT_MAX, NULL, NULL, 0);
    }
}
