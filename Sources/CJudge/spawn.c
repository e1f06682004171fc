// The child side of a limited run, and the parent's wait with a wall-clock guard.
//
// Everything between clone() and execve() is async-signal-safe: raw system calls, no malloc,
// no stdio, no locks. Credentials are changed with raw syscalls so that only this (single)
// thread is affected and glibc's multi-thread setxid machinery is never involved.

#define _GNU_SOURCE
#include "CJudge.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434
#endif
#ifndef SYS_close_range
#define SYS_close_range 436
#endif

// MARK: - Child helpers (async-signal-safe)

static void child_fail(int fd, int stage) {
    int report[2] = { stage, errno };
    ssize_t ignored = write(fd, report, sizeof report);
    (void)ignored;
    _exit(127);
}

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
    close(fd);
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

static int set_limit(int resource, rlim_t soft, rlim_t hard) {
    struct rlimit limit = { soft, hard };
    return setrlimit(resource, &limit);
}

static void close_other_fds(int keep) {
    if (syscall(SYS_close_range, 3, (unsigned)keep - 1, 0) != 0 && keep > 3) {
        for (int fd = 3; fd < keep; fd++) close(fd);
    }
    if (syscall(SYS_close_range, (unsigned)keep + 1, ~0U, 0) != 0) {
        for (int fd = keep + 1; fd < 4096; fd++) close(fd);
    }
}

static void run_child(const cj_run_request *r, int report_fd) {
    // Signal state survives execve; start the program from a clean one. Every signal is
    // blocked on entry (see cj_run), so no handler of the parent's can run here before the
    // dispositions are reset.
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    for (int s = 1; s < 65; s++) {
        if (s != SIGKILL && s != SIGSTOP) sigaction(s, &dfl, NULL);
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);

    if (setpgid(0, 0) != 0) child_fail(report_fd, CJ_STAGE_SETPGID);

    if (dup2(r->stdin_fd, 0) < 0 || dup2(r->stdout_fd, 1) < 0 || dup2(r->stderr_fd, 2) < 0) {
        child_fail(report_fd, CJ_STAGE_DUP);
    }
    // The report pipe is at least 3: 0-2 were open in the parent.
    close_other_fds(report_fd);

    if (r->drop_uid >= 0 && r->drop_gid >= 0 && geteuid() == 0) {
        if (syscall(SYS_setgroups, 0, NULL) != 0
            || syscall(SYS_setresgid, r->drop_gid, r->drop_gid, r->drop_gid) != 0
            || syscall(SYS_setresuid, r->drop_uid, r->drop_uid, r->drop_uid) != 0) {
            child_fail(report_fd, CJ_STAGE_DROP_PRIVILEGES);
        }
    }
    // Credentials changed: set these only now (a uid change clears the death signal, and
    // makes the process non-dumpable, which would leave /proc/self/uid_map owned by root).
    prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);

    if (r->isolation != 0) {
        int flags = 0;
        if (r->isolation & CJ_ISOLATE_USER) flags |= CLONE_NEWUSER;
        if (r->isolation & CJ_ISOLATE_NET) flags |= CLONE_NEWNET;
        if (r->isolation & CJ_ISOLATE_MOUNT) flags |= CLONE_NEWNS;
        unsigned uid = (unsigned)getuid(), gid = (unsigned)getgid();
        if (unshare(flags) != 0) child_fail(report_fd, CJ_STAGE_UNSHARE);
        if (r->isolation & CJ_ISOLATE_USER) {
            // Map the id to itself: inside, the program is still an ordinary user, so it
            // gets no capabilities at execve and cannot undo the mounts below.
            if (write_file("/proc/self/setgroups", "deny", 4) != 0
                || write_id_map("/proc/self/uid_map", uid) != 0
                || write_id_map("/proc/self/gid_map", gid) != 0) {
                child_fail(report_fd, CJ_STAGE_ID_MAP);
            }
        }
        if (r->isolation & CJ_ISOLATE_MOUNT) {
            if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) {
                child_fail(report_fd, CJ_STAGE_MOUNT);
            }
            for (int i = 0; i < r->hidden_count; i++) {
                const char *path = r->hidden_paths[i];
                // A path that is missing or already out of the program's reach needs no cover.
                if (mount("prep-hidden", path, "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC,
                          "size=4k,mode=000") != 0
                    && errno != ENOENT && errno != ENOTDIR && errno != EACCES) {
                    child_fail(report_fd, CJ_STAGE_MOUNT);
                }
            }
        }
    }

    if (set_limit(RLIMIT_CORE, 0, 0) != 0) child_fail(report_fd, CJ_STAGE_RLIMIT);
    if (r->cpu_seconds > 0) {
        rlim_t soft = (rlim_t)ceil(r->cpu_seconds);
        if (set_limit(RLIMIT_CPU, soft, soft + 1) != 0) child_fail(report_fd, CJ_STAGE_RLIMIT);
    }
    if (r->address_space_bytes > 0
        && set_limit(RLIMIT_AS, (rlim_t)r->address_space_bytes, (rlim_t)r->address_space_bytes) != 0) {
        child_fail(report_fd, CJ_STAGE_RLIMIT);
    }
    if (r->stack_bytes > 0
        && set_limit(RLIMIT_STACK, (rlim_t)r->stack_bytes, (rlim_t)r->stack_bytes) != 0) {
        child_fail(report_fd, CJ_STAGE_RLIMIT);
    }
    if (r->file_size_bytes > 0
        && set_limit(RLIMIT_FSIZE, (rlim_t)r->file_size_bytes, (rlim_t)r->file_size_bytes) != 0) {
        child_fail(report_fd, CJ_STAGE_RLIMIT);
    }
    // Set after the user namespace exists, so the count is of this namespace's processes.
    if (r->max_processes > 0
        && set_limit(RLIMIT_NPROC, (rlim_t)r->max_processes, (rlim_t)r->max_processes) != 0) {
        child_fail(report_fd, CJ_STAGE_RLIMIT);
    }

    if (r->workdir != NULL && chdir(r->workdir) != 0) child_fail(report_fd, CJ_STAGE_CHDIR);
    execve(r->path, r->argv, r->envp);
    child_fail(report_fd, CJ_STAGE_EXEC);
}

static pthread_mutex_t spawn_lock = PTHREAD_MUTEX_INITIALIZER;

struct child_start {
    const cj_run_request *request;
    int report_read, report_write;
};

static int child_entry(void *argument) {
    const struct child_start *start = argument;
    close(start->report_read);
    run_child(start->request, start->report_write);
    _exit(127);
}

// MARK: - Parent

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/// Waits until `pid` has exited (without reaping it) or `deadline` passes. Returns 1 on exit.
static int wait_for_exit(pid_t pid, double deadline) {
    int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
    if (pidfd >= 0) {
        for (;;) {
            int timeout = -1;
            if (deadline > 0) {
                double left = deadline - now_seconds();
                if (left <= 0) { close(pidfd); return 0; }
                timeout = (int)(left * 1000.0) + 1;
            }
            struct pollfd p = { pidfd, POLLIN, 0 };
            int n = poll(&p, 1, timeout);
            if (n > 0) { close(pidfd); return 1; }
            if (n < 0 && errno != EINTR) break;
        }
        close(pidfd);
    }
    // Fallback for kernels without pidfd: poll the child's state.
    for (;;) {
        siginfo_t info;
        memset(&info, 0, sizeof info);
        if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid) return 1;
        if (deadline > 0 && now_seconds() >= deadline) return 0;
        struct timespec pause = { 0, 2 * 1000 * 1000 };
        nanosleep(&pause, NULL);
    }
}

int cj_run(const cj_run_request *r, cj_run_result *out) {
    memset(out, 0, sizeof *out);
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) {
        out->spawn_stage = CJ_STAGE_FORK;
        out->spawn_errno = errno;
        return -1;
    }
    double start = now_seconds();
    // clone(CLONE_VM | CLONE_VFORK), as posix_spawn does: no page tables to copy and no
    // copy-on-write faults afterwards in this (large, multithreaded) process. The child runs
    // on its own stack until execve; this thread waits meanwhile.
    const size_t stack_size = 256 * 1024;
    void *stack = mmap(NULL, stack_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (stack == MAP_FAILED) {
        out->spawn_stage = CJ_STAGE_FORK;
        out->spawn_errno = errno;
        close(report[0]);
        close(report[1]);
        return -1;
    }
    struct child_start start_args = { r, report[0], report[1] };
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &previous);
    // The child shares this process's memory until execve, and a credential change marks the
    // shared mm non-dumpable (which hides /proc/self/uid_map from the child): children that
    // change credentials must not overlap, so their set-up is serialised.
    int serialise = r->drop_uid >= 0 || r->isolation != 0;
    if (serialise) pthread_mutex_lock(&spawn_lock);
    pid_t pid = clone(child_entry, (char *)stack + stack_size, CLONE_VM | CLONE_VFORK | SIGCHLD, &start_args);
    int clone_errno = errno;
    if (serialise) pthread_mutex_unlock(&spawn_lock);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    munmap(stack, stack_size);
    if (pid < 0) {
        out->spawn_stage = CJ_STAGE_FORK;
        out->spawn_errno = clone_errno;
        close(report[0]);
        close(report[1]);
        return -1;
    }
    close(report[1]);
    // Both sides set the group, so a kill can never miss it (the child may be slow to start).
    setpgid(pid, pid);

    int failure[2] = { 0, 0 };
    ssize_t got;
    do { got = read(report[0], failure, sizeof failure); } while (got < 0 && errno == EINTR);
    close(report[0]);

    int exited = wait_for_exit(pid, r->wall_seconds > 0 ? start + r->wall_seconds : 0);
    if (!exited) {
        out->wall_timeout = 1;
        kill(-pid, SIGKILL);
        kill(pid, SIGKILL);
    }
    // The leader is a zombie now (or about to be): its group id is still reserved, so killing
    // the group reaches every process it left behind before the id can be reused.
    siginfo_t info;
    memset(&info, 0, sizeof info);
    while (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT) != 0 && errno == EINTR) {}
    kill(-pid, SIGKILL);

    int status = 0;
    struct rusage usage;
    memset(&usage, 0, sizeof usage);
    while (wait4(pid, &status, 0, &usage) < 0) {
        if (errno != EINTR) { out->spawn_stage = CJ_STAGE_WAIT; out->spawn_errno = errno; return -1; }
    }
    out->wall_seconds = now_seconds() - start;
    if (got == (ssize_t)sizeof failure) {
        out->spawn_stage = failure[0];
        out->spawn_errno = failure[1];
        return -1;
    }
    out->user_seconds = (double)usage.ru_utime.tv_sec + (double)usage.ru_utime.tv_usec / 1e6;
    out->system_seconds = (double)usage.ru_stime.tv_sec + (double)usage.ru_stime.tv_usec / 1e6;
    out->max_rss_kib = usage.ru_maxrss;
    if (WIFEXITED(status)) {
        out->exited = 1;
        out->exit_code = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        out->signaled = 1;
        out->term_signal = WTERMSIG(status);
    }
    return 0;
}

int cj_kill_group(int pgid) {
    return kill(-pgid, SIGKILL) == 0 ? 0 : -1;
}

int cj_group_is_empty(int pgid) {
    return kill(-pgid, 0) != 0 && errno == ESRCH;
}
