// CJudge: the parts of the judge that must be C.
//
// After fork() in a multithreaded process only async-signal-safe calls are allowed until
// execve(); Swift code (which may allocate or take locks) cannot run there. This target
// holds limited runs (supervisor.c, spawn.c), their confinement (isolation.c, namespaces.c),
// in-memory output files (capture.c) and a small SHA-256.

#ifndef CJUDGE_H
#define CJUDGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Limited runs

/// Isolation flags for `cj_run_request.isolation`.
enum {
    CJ_ISOLATE_USER = 1,   ///< a fresh user namespace (uid mapped to itself)
    CJ_ISOLATE_NET = 2,    ///< a fresh network namespace: loopback only, down
    CJ_ISOLATE_MOUNT = 4,  ///< a private mount namespace; `hidden_paths` get an empty tmpfs
};

/// Where a failed spawn failed (`cj_run_result.spawn_stage`).
enum {
    CJ_STAGE_NONE = 0,
    CJ_STAGE_FORK,
    CJ_STAGE_SETPGID,
    CJ_STAGE_DUP,
    CJ_STAGE_DROP_PRIVILEGES,
    CJ_STAGE_UNSHARE,
    CJ_STAGE_ID_MAP,
    CJ_STAGE_MOUNT,
    CJ_STAGE_RLIMIT,
    CJ_STAGE_CHDIR,
    CJ_STAGE_EXEC,
    CJ_STAGE_WAIT,
    CJ_STAGE_SETNS,
};

/// Namespaces made once (`cj_make_namespaces`) and joined by many runs: a file descriptor
/// (O_CLOEXEC) per namespace keeps each alive with no process in it; -1 when not made.
typedef struct {
    int user_fd, net_fd, mount_fd;
} cj_namespaces;

/// One process to run under limits. Every pointer must stay valid for the call.
typedef struct {
    const char *path;                 ///< absolute path of the executable
    char *const *argv;                ///< NULL-terminated
    char *const *envp;                ///< NULL-terminated
    const char *workdir;              ///< working directory of the child
    int stdin_fd, stdout_fd, stderr_fd;
    double cpu_seconds;               ///< RLIMIT_CPU soft = ceil(cpu), hard = soft + 1; <= 0: none
    double wall_seconds;              ///< the whole group is killed after this; <= 0: none
    int64_t address_space_bytes;      ///< RLIMIT_AS; <= 0: unchanged
    int64_t stack_bytes;              ///< RLIMIT_STACK; <= 0: unchanged
    int64_t file_size_bytes;          ///< RLIMIT_FSIZE; <= 0: unchanged
    int64_t max_processes;            ///< RLIMIT_NPROC (set after the user namespace); <= 0: unchanged
    int drop_uid, drop_gid;           ///< when >= 0 (and running as root): setgid/setuid to these
    int isolation;                    ///< CJ_ISOLATE_* flags
    const char *const *hidden_paths;  ///< mounted over with an empty tmpfs (needs CJ_ISOLATE_MOUNT)
    int hidden_count;
    /// When not NULL, the child joins these namespaces (made for the same drop_uid/gid,
    /// isolation and hidden paths) instead of making its own: far cheaper per run.
    const cj_namespaces *join;
    /// When not NULL, the absolute path of prep-runner: the child execs it, and it forks the
    /// program from its own small image, so that the reported peak memory is the program's
    /// (ru_maxrss would otherwise include the judge's peak, recorded at execve).
    const char *runner_path;
} cj_run_request;

/// What happened to the run.
typedef struct {
    int spawn_stage;      ///< CJ_STAGE_NONE when the program started
    int spawn_errno;
    int exited;           ///< 1: exited normally with exit_code
    int exit_code;
    int signaled;         ///< 1: killed by term_signal
    int term_signal;
    int wall_timeout;     ///< 1: the wall-clock guard killed the group
    double user_seconds;  ///< of the child and its waited-for descendants
    double system_seconds;
    double wall_seconds;
    int64_t max_rss_kib;  ///< peak resident set of the child or a waited-for descendant
} cj_run_result;

/// Runs one process under limits and waits for it. A supervisor process (a child subreaper)
/// starts it, kills its process group when it ends, and reaps every process the run left
/// behind, killing those that left the group, so nothing it started survives. Blocks the
/// calling thread. Returns 0, or -1 when the program could not be started (see
/// `spawn_stage` / `spawn_errno`).
int cj_run(const cj_run_request *request, cj_run_result *result);

/// Makes the user, network and mount namespaces `request` asks for (its drop_uid/gid,
/// isolation and hidden_paths; nothing else is used) in a short-lived child, and keeps them
/// through file descriptors in `out`. Returns 0, or -1 with `failed_stage` / `failed_errno`.
int cj_make_namespaces(const cj_run_request *request, cj_namespaces *out, int *failed_stage, int *failed_errno);

/// Closes the descriptors of `cj_make_namespaces` (the kernel frees each namespace once no
/// run is left in it) and sets them to -1.
void cj_close_namespaces(cj_namespaces *namespaces);

/// A new, empty in-memory file (memfd, close-on-exec) for a run's output; -1 with errno on failure.
int cj_memory_file(const char *name);

/// Sends SIGKILL to a process group; returns 0 if any process was signalled.
int cj_kill_group(int pgid);

/// 1 when the process group has no member left (zombies awaiting their reaper count as gone
/// only once reaped).
int cj_group_is_empty(int pgid);

// MARK: - SHA-256

typedef struct {
    uint32_t state[8];
    uint64_t length;
    uint8_t buffer[64];
    size_t used;
} cj_sha256;

void cj_sha256_init(cj_sha256 *ctx);
void cj_sha256_update(cj_sha256 *ctx, const void *data, size_t count);
void cj_sha256_final(cj_sha256 *ctx, uint8_t digest[32]);

#ifdef __cplusplus
}
#endif

#endif
