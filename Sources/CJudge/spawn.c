// The program's side of a limited run: from clone() to execve().
//
// Everything here is async-signal-safe: raw system calls, no malloc, no stdio, no locks (the
// credential steps are in credentials.c). A failure is written to the shared run state, which
// the supervisor reads once clone() returns (CLONE_VFORK: after execve or _exit).

#define _GNU_SOURCE
#include "internal.h"

#include <errno.h>
#include <math.h>
#include <unistd.h>

static void fail(struct cj_run_state *state, int stage) {
    state->program_errno = errno;
    state->program_stage = stage;
    _exit(127);
}

int cj_program_entry(void *argument) {
    struct cj_run_state *state = argument;
    const cj_run_request *r = state->request;
    // Signal state survives execve; start the program from a clean one. Every signal is
    // blocked on entry (see cj_run), so no handler of the parent's can run here before the
    // dispositions are reset.
    cj_reset_signals();

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
    cj_close_from(first_closed);

    // RLIMIT_NPROC counts the uid's processes (prep-runner, when it starts the program, is
    // one); each run's supervisor reaps every process of the run before the next starts.
    int64_t cpu_seconds = r->cpu_seconds > 0 ? (int64_t)ceil(r->cpu_seconds) : 0;
    int64_t processes = r->max_processes > 0 && state->runner_argv != NULL ? r->max_processes + 1 : r->max_processes;
    if (cj_set_limits(cpu_seconds, r->address_space_bytes, r->stack_bytes, r->file_size_bytes, processes) != 0) {
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
