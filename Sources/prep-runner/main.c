// prep-runner: the small program that starts every program prep runs.
//
//   prep-runner box
//       PID 1 of a box (see box.c): runs the programs the judge sends on descriptor 3, one
//       at a time, and after each one kills every other process in the box.
//   prep-runner RESULT_FD PROGRAM [ARGUMENT...]
//       Outside a box (where boxes cannot be made): starts PROGRAM and reports its usage.
//
// Either way, programs are forked from this ~1 MiB process, so that their peak memory is
// their own: Linux records, at execve, the peak resident size of the address space being
// replaced into the process's rusage (ru_maxrss); started straight from the judge (a large
// Swift process) a program would report at least the judge's own peak.
//
// The box protocol (one message each way per program) and the runner mode's report are in
// CJudge's cj_runner.h, with the steps this program shares with the judge's own supervisor.
//
// Built by SwiftPM as the executable product `prep-runner` (statically linked: see
// Package.swift) and installed beside prep, which finds it next to its own executable
// (ProgramRunner.swift).

#define _GNU_SOURCE
#include <CJudge.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_STRINGS 8192

static char message[CJ_BOX_MAX_MESSAGE + 1];
static char *strings[MAX_STRINGS + 4];
// Written by the vfork child when it fails before execve.
static volatile int child_stage, child_errno;

/// In the vfork child: confine and exec; returns only on failure (with the stage).
static int start_program(const int64_t *fields, const int *fds, int fd_count, char *path, char *workdir,
                         char **argv, char **envp) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (setpgid(0, 0) != 0) return CJ_STAGE_SETPGID;
    // Lift the descriptors clear of 0..fd_count-1 first, so no dup2 overwrites one still needed.
    int high[CJ_BOX_MAX_FDS];
    for (int i = 0; i < fd_count; i++) {
        high[i] = fcntl(fds[i], F_DUPFD, 64);
        if (high[i] < 0) return CJ_STAGE_DUP;
    }
    for (int i = 0; i < fd_count; i++) {
        if (dup2(high[i], i) < 0) return CJ_STAGE_DUP;
    }
    cj_close_from((unsigned)fd_count);
    // RLIMIT_NPROC counts this box's processes of the uid: this init is one of them.
    int64_t cpu_seconds = fields[CJ_BOX_REQ_CPU_MS] > 0 ? (fields[CJ_BOX_REQ_CPU_MS] + 999) / 1000 : 0;
    int64_t processes = fields[CJ_BOX_REQ_NPROC] > 0 ? fields[CJ_BOX_REQ_NPROC] + 1 : 0;
    if (cj_set_limits(cpu_seconds, fields[CJ_BOX_REQ_AS], fields[CJ_BOX_REQ_STACK], fields[CJ_BOX_REQ_FSIZE],
                      processes) != 0) {
        return CJ_STAGE_RLIMIT;
    }
    if (chdir(workdir) != 0) return CJ_STAGE_CHDIR;
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    execve(path, argv, envp);
    return CJ_STAGE_EXEC;
}

/// Kills and reaps every process of the box but this one (kill(-1) from PID 1 reaches exactly
/// those). Gives up after about two seconds (the box's end kills the rest).
static void sweep(void) {
    for (int round = 0; round < 4000; round++) {
        int signalled = kill(-1, SIGKILL) == 0;
        while (waitpid(-1, NULL, WNOHANG | __WALL) > 0) {}
        if (!signalled) return;
        cj_pause_us(500);
    }
}

/// Runs one request; fills `result`.
static void run(ssize_t length, const int *fds, int fd_count, int64_t *result) {
    const int64_t *fields = (const int64_t *)message;
    if (length < (ssize_t)(CJ_BOX_REQ_COUNT * sizeof(int64_t)) || fields[CJ_BOX_REQ_MAGIC] != CJ_BOX_MAGIC
        || fields[CJ_BOX_REQ_ARGC] < 1 || fields[CJ_BOX_REQ_ENVC] < 0
        || fields[CJ_BOX_REQ_ARGC] + fields[CJ_BOX_REQ_ENVC] > MAX_STRINGS
        || fields[CJ_BOX_REQ_FDS] != fd_count || fd_count < 3) {
        result[CJ_BOX_RES_STAGE] = CJ_STAGE_PROTOCOL;
        result[CJ_BOX_RES_ERRNO] = EPROTO;
        return;
    }
    // The strings: path, workdir, argv, envp, each NUL-terminated inside the message.
    message[length] = 0;
    int64_t wanted = 2 + fields[CJ_BOX_REQ_ARGC] + fields[CJ_BOX_REQ_ENVC];
    char *cursor = message + CJ_BOX_REQ_COUNT * sizeof(int64_t), *end = message + length;
    for (int64_t i = 0; i < wanted; i++) {
        if (cursor >= end) {
            result[CJ_BOX_RES_STAGE] = CJ_STAGE_PROTOCOL;
            result[CJ_BOX_RES_ERRNO] = EPROTO;
            return;
        }
        strings[i] = cursor;
        cursor += strlen(cursor) + 1;
    }
    char *path = strings[0], *workdir = strings[1];
    char **argv = strings + 2;
    char **envp = argv + fields[CJ_BOX_REQ_ARGC] + 1;
    // Make room for the NULL after argv: shift envp up by one.
    memmove(envp, argv + fields[CJ_BOX_REQ_ARGC], sizeof(char *) * (size_t)fields[CJ_BOX_REQ_ENVC]);
    argv[fields[CJ_BOX_REQ_ARGC]] = NULL;
    envp[fields[CJ_BOX_REQ_ENVC]] = NULL;

    child_stage = 0;
    child_errno = 0;
    int64_t start = cj_now_us();
    pid_t pid = vfork();
    if (pid == 0) {
        child_stage = start_program(fields, fds, fd_count, path, workdir, argv, envp);
        child_errno = errno;
        _exit(127);
    }
    if (pid < 0) {
        result[CJ_BOX_RES_STAGE] = CJ_STAGE_FORK;
        result[CJ_BOX_RES_ERRNO] = errno;
        return;
    }
    if (child_stage != 0) {
        while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {}
        result[CJ_BOX_RES_STAGE] = child_stage;
        result[CJ_BOX_RES_ERRNO] = child_errno;
        sweep();
        return;
    }
    int64_t deadline = fields[CJ_BOX_REQ_WALL_MS] > 0 ? start + fields[CJ_BOX_REQ_WALL_MS] * 1000 : 0;
    if (!cj_wait_for_exit(pid, deadline)) {
        // Stop the whole group first, then collect the program's own accounting: its CPU time
        // up to the kill is real, not lost.
        result[CJ_BOX_RES_WALL_TIMEOUT] = 1;
        kill(-pid, SIGKILL);
        kill(pid, SIGKILL);
    }
    int status = 0;
    struct rusage usage;
    memset(&usage, 0, sizeof usage);
    while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {}
    result[CJ_BOX_RES_WALL_US] = cj_now_us() - start;
    sweep();
    if (WIFEXITED(status)) {
        result[CJ_BOX_RES_EXITED] = 1;
        result[CJ_BOX_RES_CODE] = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        result[CJ_BOX_RES_SIGNALED] = 1;
        result[CJ_BOX_RES_SIGNAL] = WTERMSIG(status);
    }
    result[CJ_BOX_RES_USER_US] = (int64_t)usage.ru_utime.tv_sec * 1000000 + usage.ru_utime.tv_usec;
    result[CJ_BOX_RES_SYS_US] = (int64_t)usage.ru_stime.tv_sec * 1000000 + usage.ru_stime.tv_usec;
    result[CJ_BOX_RES_MAXRSS_KIB] = usage.ru_maxrss;
}

static int box_main(void) {
    // Not traceable by the programs it starts (they run as the same uid).
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    // Programs start from default dispositions and an empty mask; ignored signals would
    // otherwise be inherited from the judge through execve.
    cj_reset_signals();
    for (;;) {
        union {
            char buffer[CMSG_SPACE(sizeof(int) * CJ_BOX_MAX_FDS)];
            struct cmsghdr align;
        } control;
        struct iovec iov = { message, CJ_BOX_MAX_MESSAGE };
        struct msghdr msg;
        memset(&msg, 0, sizeof msg);
        msg.msg_iov = &iov;
        msg.msg_iovlen = 1;
        msg.msg_control = control.buffer;
        msg.msg_controllen = sizeof control.buffer;
        ssize_t length = recvmsg(CJ_BOX_CONTROL_FD, &msg, MSG_CMSG_CLOEXEC);
        if (length < 0 && errno == EINTR) continue;
        if (length <= 0) return 0;
        int fds[CJ_BOX_MAX_FDS];
        int fd_count = 0;
        for (struct cmsghdr *c = CMSG_FIRSTHDR(&msg); c != NULL; c = CMSG_NXTHDR(&msg, c)) {
            if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) continue;
            int n = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
            int *received = (int *)CMSG_DATA(c);
            for (int i = 0; i < n; i++) {
                if (fd_count < CJ_BOX_MAX_FDS) fds[fd_count++] = received[i];
                else close(received[i]);
            }
        }
        int64_t result[CJ_BOX_RES_COUNT];
        memset(result, 0, sizeof result);
        if (msg.msg_flags & (MSG_TRUNC | MSG_CTRUNC)) {
            result[CJ_BOX_RES_STAGE] = CJ_STAGE_PROTOCOL;
            result[CJ_BOX_RES_ERRNO] = EMSGSIZE;
        } else {
            run(length, fds, fd_count, result);
        }
        for (int i = 0; i < fd_count; i++) close(fds[i]);
        if (send(CJ_BOX_CONTROL_FD, result, sizeof result, MSG_NOSIGNAL) != (ssize_t)sizeof result) return 1;
    }
}

/// Outside a box: fork PROGRAM, wait, report its usage on RESULT_FD (see cj_runner.h), then
/// end the same way as the program.
static int runner_main(int argc, char **argv) {
    int result_fd = atoi(argv[1]);
    pid_t child = fork();
    if (child < 0) {
        dprintf(result_fd, "fork %d\n", errno);
        return 126;
    }
    if (child == 0) {
        close(result_fd);
        execv(argv[2], argv + 2);
        _exit(127);
    }
    (void)argc;
    int status = 0;
    struct rusage usage;
    memset(&usage, 0, sizeof usage);
    while (wait4(child, &status, 0, &usage) < 0) {
        if (errno != EINTR) return 126;
    }
    long long user = (long long)usage.ru_utime.tv_sec * 1000000 + usage.ru_utime.tv_usec;
    long long system = (long long)usage.ru_stime.tv_sec * 1000000 + usage.ru_stime.tv_usec;
    dprintf(result_fd, "%d %ld %lld %lld\n", status, usage.ru_maxrss, user, system);
    close(result_fd);
    if (WIFSIGNALED(status)) {
        int sig = WTERMSIG(status);
        signal(sig, SIG_DFL);
        struct rlimit none = { 0, 0 };
        setrlimit(RLIMIT_CORE, &none);
        raise(sig);
        return 128 + sig;
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 126;
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "box") == 0) return box_main();
    if (argc >= 3) return runner_main(argc, argv);
    fprintf(stderr, "usage: prep-runner box | prep-runner RESULT_FD PROGRAM [ARGUMENT...]\n");
    return 125;
}
