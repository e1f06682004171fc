// Internal to CJudge: the async-signal-safe steps that confine a child (credentials.c), shared
// by the program's start (spawn.c), its supervisor (supervisor.c) and the making of boxes (box.c).

#ifndef CJUDGE_INTERNAL_H
#define CJUDGE_INTERNAL_H

#include "CJudge.h"

#include <sys/types.h>

#define CJ_INTERNAL __attribute__((visibility("hidden")))

/// Drops to `drop_uid`/`drop_gid` when asked and running as root, then makes the process
/// dumpable again (a uid change clears that, and would leave /proc/self/uid_map owned by
/// root) and sets no_new_privs. Returns 0, or a CJ_STAGE_* with errno set.
CJ_INTERNAL int cj_confine_credentials(const cj_run_request *request);

/// Children that change credentials share the parent's memory until execve, and a credential
/// change marks that memory non-dumpable, which hides /proc/self/uid_map from a child about
/// to write it. The making of a box (which writes uid maps) therefore runs alone (exclusive);
/// unboxed runs that only change credentials may overlap each other (shared).
/// Async-signal-safe (atomics and futexes): a supervisor takes it.
CJ_INTERNAL void cj_credentials_lock(int exclusive);
CJ_INTERNAL void cj_credentials_unlock(void);

/// One run, shared (CLONE_VM) by the calling thread, the supervisor and the program's child
/// until its execve.
struct cj_run_state {
    const cj_run_request *request;
    cj_run_result *result;
    char *program_stack_top;
    pid_t program;        ///< set by the supervisor once the program's child exists
    int program_stage;    ///< set by the program's child when it fails before execve
    int program_errno;
    char **runner_argv;   ///< prep-runner's argv (made before any clone), or NULL
    int report_read_fd;   ///< the runner's report pipe, or -1
    int report_write_fd;
};

/// The program's child: confines itself and execs `request->path` (never returns).
CJ_INTERNAL int cj_program_entry(void *state);

#endif
