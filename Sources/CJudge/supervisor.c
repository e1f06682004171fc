// A limited run: the calling thread, a supervisor, and the program.
//
// cj_run starts a supervisor with clone(CLONE_VM | CLONE_VFORK | CLONE_FILES), as posix_spawn
// starts a child: no page tables to copy from this large, multithreaded process, and this
// thread sleeps in the kernel until the supervisor is done. The supervisor is a child
// subreaper: it starts the program the same way, waits for it with the wall-clock guard,
// kills its process group, and then reaps every process the run left behind (they are
// re-parented to it), killing any that escaped the group. So no process of a run outlives
// it, and none counts against the next run's RLIMIT_NPROC, even where
// init never reaps orphans. The supervisor keeps the judge's credentials, so the program
// (dropped to another uid) cannot signal it.
//
// The supervisor runs on this process's memory with every signal blocked: it is
// async-signal-safe (raw system calls, atomics; no malloc, stdio or pthread locks).

#define _GNU_SOURCE
#include "internal.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

// MARK: - Supervisor helpers (async-signal-safe)

/// SIGKILLs every current child of this (single-threaded) process, from
/// /proc/thread-self/children: processes of the run that left its group, re-parented here.
/// Children cannot be reaped by anyone else, so their pids cannot have been reused.
static void kill_children(void) {
    int fd = open("/proc/thread-self/children", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    char buffer[4096];
    ssize_t count;
    long pid = 0;
    int digits = 0;
    while ((count = read(fd, buffer, sizeof buffer)) > 0) {
        for (ssize_t i = 0; i < count; i++) {
            if (buffer[i] >= '0' && buffer[i] <= '9') {
                pid = pid * 10 + (buffer[i] - '0');
                digits = 1;
            } else {
                if (digits) kill((pid_t)pid, SIGKILL);
                pid = 0;
                digits = 0;
            }
        }
    }
    if (digits) kill((pid_t)pid, SIGKILL);
    close(fd);
}

/// Reaps what the run left behind: killed members of its group, and processes that escaped
/// the group (killed here). Gives up after about a second (then init inherits the rest).
static void reap_leftovers(void) {
    for (int round = 0; round < 1000; round++) {
        pid_t reaped;
        while ((reaped = waitpid(-1, NULL, WNOHANG | __WALL)) > 0) {}
        if (reaped < 0 && errno == ECHILD) return;
        if (reaped < 0 && errno != EINTR) return;
        kill_children();
        cj_pause_us(1000);
    }
}

/// Reads prep-runner's report (see cj_runner.h) and returns the max RSS, or -1 when there is
/// none (the runner was killed before it could write).
static long read_runner_rss(int fd) {
    char buffer[128];
    ssize_t total = 0, n;
    while (total < (ssize_t)sizeof buffer - 1 && (n = read(fd, buffer + total, sizeof buffer - 1 - (size_t)total)) != 0) {
        if (n < 0) {
            if (errno == EINTR) continue;
            break;
        }
        total += n;
    }
    buffer[total > 0 ? total : 0] = 0;
    // Skip the status, then parse the RSS.
    ssize_t i = 0;
    if (i < total && buffer[i] == '-') i++;
    while (i < total && buffer[i] >= '0' && buffer[i] <= '9') i++;
    if (i >= total || buffer[i] != ' ') return -1;
    i++;
    long rss = 0;
    int digits = 0;
    while (i < total && buffer[i] >= '0' && buffer[i] <= '9') {
        rss = rss * 10 + (buffer[i] - '0');
        i++;
        digits++;
    }
    return digits > 0 ? rss : -1;
}

static void fill_result(cj_run_result *out, int status, const struct rusage *usage) {
    out->user_seconds = (double)usage->ru_utime.tv_sec + (double)usage->ru_utime.tv_usec / 1e6;
    out->system_seconds = (double)usage->ru_stime.tv_sec + (double)usage->ru_stime.tv_usec / 1e6;
    out->max_rss_kib = usage->ru_maxrss;
    if (WIFEXITED(status)) {
        out->exited = 1;
        out->exit_code = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        out->signaled = 1;
        out->term_signal = WTERMSIG(status);
    }
}

// MARK: - Supervisor

static int supervisor_entry(void *argument) {
    struct cj_run_state *state = argument;
    const cj_run_request *r = state->request;
    cj_run_result *out = state->result;
    prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    int64_t start = cj_now_us();
    // See cj_credentials_lock: a child that changes credentials must not overlap the making of a box.
    int locked = r->drop_uid >= 0;
    if (locked) cj_credentials_lock(0);
    if (state->runner_argv != NULL) {
        int fds[2];
        if (pipe2(fds, O_CLOEXEC) != 0) {
            out->spawn_stage = CJ_STAGE_FORK;
            out->spawn_errno = errno;
            if (locked) cj_credentials_unlock();
            _exit(0);
        }
        state->report_read_fd = fds[0];
        state->report_write_fd = fds[1];
    }
    pid_t pid = clone(cj_program_entry, state->program_stack_top, CLONE_VM | CLONE_VFORK | SIGCHLD, state);
    int clone_errno = errno;
    if (locked) cj_credentials_unlock();
    if (state->report_write_fd >= 0) {
        close(state->report_write_fd);
        state->report_write_fd = -1;
    }
    if (pid < 0) {
        out->spawn_stage = CJ_STAGE_FORK;
        out->spawn_errno = clone_errno;
        _exit(0);
    }
    state->program = pid;
    // Both sides set the group, so a kill can never miss it.
    setpgid(pid, pid);

    int exited = state->program_stage != CJ_STAGE_NONE
        || cj_wait_for_exit(pid, r->wall_seconds > 0 ? start + (int64_t)(r->wall_seconds * 1e6) : 0);
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
        if (errno != EINTR) {
            out->spawn_stage = CJ_STAGE_WAIT;
            out->spawn_errno = errno;
            break;
        }
    }
    out->wall_seconds = (double)(cj_now_us() - start) / 1e6;
    reap_leftovers();
    if (state->program_stage != CJ_STAGE_NONE) {
        out->spawn_stage = state->program_stage;
        out->spawn_errno = state->program_errno;
    } else if (out->spawn_stage == CJ_STAGE_NONE) {
        fill_result(out, status, &usage);
    }
    if (state->report_read_fd >= 0) {
        long rss = read_runner_rss(state->report_read_fd);
        if (rss >= 0) out->max_rss_kib = rss;
        close(state->report_read_fd);
        state->report_read_fd = -1;
    }
    _exit(0);
}

// MARK: - Caller

int cj_run(const cj_run_request *r, cj_run_result *out) {
    memset(out, 0, sizeof *out);
    // Two stacks, one for the supervisor and one for the program's child until its execve.
    const size_t stack_size = 256 * 1024;
    char *stacks = mmap(NULL, 2 * stack_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (stacks == MAP_FAILED) {
        out->spawn_stage = CJ_STAGE_FORK;
        out->spawn_errno = errno;
        return -1;
    }
    // prep-runner's argv: runner, "3" (its report descriptor), the program, its arguments.
    char **runner_argv = NULL;
    if (r->runner_path != NULL) {
        int argc = 0;
        while (r->argv[argc] != NULL) argc++;
        runner_argv = calloc((size_t)argc + 3, sizeof(char *));
        if (runner_argv == NULL) {
            munmap(stacks, 2 * stack_size);
            out->spawn_stage = CJ_STAGE_FORK;
            out->spawn_errno = ENOMEM;
            return -1;
        }
        runner_argv[0] = (char *)r->runner_path;
        runner_argv[1] = (char *)"3";
        runner_argv[2] = (char *)r->path;
        for (int i = 1; i < argc; i++) runner_argv[i + 2] = r->argv[i];
    }
    struct cj_run_state state = { r, out, stacks + 2 * stack_size, 0, CJ_STAGE_NONE, 0, runner_argv, -1, -1 };
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &previous);
    pid_t supervisor = clone(supervisor_entry, stacks + stack_size, CLONE_VM | CLONE_VFORK | CLONE_FILES | SIGCHLD, &state);
    int clone_errno = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    int status = 0;
    if (supervisor > 0) {
        while (waitpid(supervisor, &status, __WALL) < 0 && errno == EINTR) {}
    }
    munmap(stacks, 2 * stack_size);
    free(runner_argv);
    if (state.report_read_fd >= 0) close(state.report_read_fd);
    if (supervisor < 0) {
        out->spawn_stage = CJ_STAGE_FORK;
        out->spawn_errno = clone_errno;
        return -1;
    }
    if (!WIFEXITED(status)) {
        // The supervisor was killed: end the run's group all the same.
        if (state.program > 0) kill(-state.program, SIGKILL);
        memset(out, 0, sizeof *out);
        out->spawn_stage = CJ_STAGE_WAIT;
        out->spawn_errno = EINTR;
        return -1;
    }
    return out->spawn_stage == CJ_STAGE_NONE ? 0 : -1;
}
