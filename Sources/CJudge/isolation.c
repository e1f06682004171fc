// Confining a child between clone() and execve(): credentials and namespaces.
//
// Everything here is async-signal-safe: raw system calls, atomics, no malloc, no stdio. Credentials are changed
// with raw syscalls so that only this (single) thread is affected and glibc's multi-thread
// setxid machinery is never involved.

#define _GNU_SOURCE
#include "internal.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/futex.h>
#include <sched.h>
#include <stdatomic.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

// MARK: - Helpers

/// Formats `value` in decimal into `out`; returns the length.
static size_t format_uint(unsigned value, char *out) {
    char digits[16];
    size_t count = 0;
    do { digits[count++] = (char)('0' + value % 10); value /= 10; } while (value != 0);
    for (size_t i = 0; i < count; i++) out[i] = digits[count - 1 - i];
    return count;
}

static int write_file(const char *path, const char *text, size_t length) {
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t written = write(fd, text, length);
    int saved = errno;
    close(fd);
    errno = saved;
    return written == (ssize_t)length ? 0 : -1;
}

/// Maps `id` to itself in the new user namespace ("id id 1").
static int write_id_map(const char *path, unsigned id) {
    char line[48];
    size_t n = format_uint(id, line);
    line[n++] = ' ';
    n += format_uint(id, line + n);
    line[n++] = ' ';
    line[n++] = '1';
    line[n++] = '\n';
    return write_file(path, line, n);
}

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

// MARK: - Namespaces

int cj_make_isolation(const cj_run_request *r) {
    int flags = 0;
    if (r->isolation & CJ_ISOLATE_USER) flags |= CLONE_NEWUSER;
    if (r->isolation & CJ_ISOLATE_NET) flags |= CLONE_NEWNET;
    if (r->isolation & CJ_ISOLATE_MOUNT) flags |= CLONE_NEWNS;
    unsigned uid = (unsigned)getuid(), gid = (unsigned)getgid();
    if (unshare(flags) != 0) return CJ_STAGE_UNSHARE;
    if (r->isolation & CJ_ISOLATE_USER) {
        // Map the id to itself: inside, the program is still an ordinary user, so it gets no
        // capabilities at execve and cannot undo the mounts below.
        if (write_file("/proc/self/setgroups", "deny", 4) != 0
            || write_id_map("/proc/self/uid_map", uid) != 0
            || write_id_map("/proc/self/gid_map", gid) != 0) {
            return CJ_STAGE_ID_MAP;
        }
    }
    if (r->isolation & CJ_ISOLATE_MOUNT) {
        if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) return CJ_STAGE_MOUNT;
        for (int i = 0; i < r->hidden_count; i++) {
            // A path that is missing or already out of the program's reach needs no cover.
            if (mount("prep-hidden", r->hidden_paths[i], "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC,
                      "size=4k,mode=000") != 0
                && errno != ENOENT && errno != ENOTDIR && errno != EACCES) {
                return CJ_STAGE_MOUNT;
            }
        }
    }
    return 0;
}

int cj_join_isolation(const cj_namespaces *ns, int isolation) {
    // The user namespace first: it grants the capabilities the other two joins need (this
    // process's euid owns it). execve drops them again (the uid inside is not 0).
    if ((isolation & CJ_ISOLATE_USER) && setns(ns->user_fd, CLONE_NEWUSER) != 0) return CJ_STAGE_SETNS;
    if ((isolation & CJ_ISOLATE_NET) && setns(ns->net_fd, CLONE_NEWNET) != 0) return CJ_STAGE_SETNS;
    if ((isolation & CJ_ISOLATE_MOUNT) && setns(ns->mount_fd, CLONE_NEWNS) != 0) return CJ_STAGE_SETNS;
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
