// The program's side of a limited run: from clone() to execve().
//
// Everything here is async-signal-safe: raw system calls, no malloc, no stdio, no locks (the
// credential steps are in credentials.c). A failure is written to the shared run state, which
// the supervisor reads once clone() returns (CLONE_VFORK: after execve or _exit).

#define _GNU_SOURCE
#include "internal.h"

#include <errno.h>
#include <math.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef SYS_close_range
#define SYS_close_range 436
#endif

static void fail(struct cj_run_state *state, int stage) {
    state->program_errno = errno;
    state->program_stage = stage;
    _exit(127);
}

static int set_limit(int resource, rlim_t soft, rlim_t hard) {
    struct rlimit limit = { soft, hard };
    return setrlimit(resource, &limit);
}

static int set_limit_if(int64_t value, int resource) {
    return value <= 0 ? 0 : set_limit(resource, (rlim_t)value, (rlim_t)value);
}

int cj_program_entry(void *argument) {
    struct cj_run_state *state = argument;
    const cj_run_request *r = state->request;
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

    if (setpgid(0, 0) != 0) fail(state, CJ_STAGE_SETPGID);
    if (dup2(r->stdin_fd, 0) < 0 || dup2(r->stdout_fd, 1) < 0 || dup2(r->stderr_fd, 2) < 0) {
        fail(state, CJ_STAGE_DUP);
    }
    int stage = cj_confine_credentials(r);
    if (stage != 0) fail(state, stage);
    // Everything above 2 is closed, except the runner's report pipe, kept as descriptor 3.
    unsigned int first_closed = 3;
    if (state->runner_argv != NULL) {
        if (dup2(state->report_write_fd, 3) < 0) fail(state, CJ_STAGE_DUP);
        first_closed = 4;
    }
    if (syscall(SYS_close_range, first_closed, ~0U, 0) != 0) {
        for (int fd = (int)first_closed; fd < 4096; fd++) close(fd);
    }

    if (set_limit(RLIMIT_CORE, 0, 0) != 0) fail(state, CJ_STAGE_RLIMIT);
    if (r->cpu_seconds > 0) {
        rlim_t soft = (rlim_t)ceil(r->cpu_seconds);
        if (set_limit(RLIMIT_CPU, soft, soft + 1) != 0) fail(state, CJ_STAGE_RLIMIT);
    }
    // RLIMIT_NPROC counts the uid's processes; each run's supervisor reaps every process of
    // the run before the next starts.
    if (set_limit_if(r->address_space_bytes, RLIMIT_AS) != 0
        || set_limit_if(r->stack_bytes, RLIMIT_STACK) != 0
        || set_limit_if(r->file_size_bytes, RLIMIT_FSIZE) != 0
        || set_limit_if(r->max_processes > 0 && state->runner_argv != NULL ? r->max_processes + 1 : r->max_processes,
                        RLIMIT_NPROC) != 0) {
        fail(state, CJ_STAGE_RLIMIT);
    }

    if (r->workdir != NULL && chdir(r->workdir) != 0) fail(state, CJ_STAGE_CHDIR);
    if (state->runner_argv != NULL) {
        execve(r->runner_path, state->runner_argv, r->envp);
    } else {
        execve(r->path, r->argv, r->envp);
    }
    fail(state, CJ_STAGE_EXEC);
    return 127;
}
