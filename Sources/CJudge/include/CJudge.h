// CJudge: the parts of the judge that must be C.
//
// After fork() in a multithreaded process only async-signal-safe calls are allowed until
// execve(); Swift code (which may allocate or take locks) cannot run there. This target
// holds boxes (box.c: namespaces, the view, the init that runs programs), limited runs
// without a box (supervisor.c, spawn.c, credentials.c), in-memory output files (capture.c)
// and a small SHA-256; and, in cj_runner.h (process.c), what it shares with prep-runner.

#ifndef CJUDGE_H
#define CJUDGE_H

#include <stddef.h>
#include <stdint.h>

#include "cj_runner.h"

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Limited runs without a box

/// Where a failed spawn, or the making of a box, failed (`cj_run_result.spawn_stage`,
/// `cj_box_open`'s `failed_stage`, prep-runner's reply). Each is named by `cj_stage_name`.
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
    CJ_STAGE_PIVOT,
    CJ_STAGE_PROTOCOL,
};

/// A stage's name, for messages ("fork", "mount", ...; "spawn" for a stage not listed).
static inline const char *cj_stage_name(int stage) {
    switch (stage) {
    case CJ_STAGE_NONE: return "";
    case CJ_STAGE_FORK: return "fork";
    case CJ_STAGE_SETPGID: return "setpgid";
    case CJ_STAGE_DUP: return "dup2";
    case CJ_STAGE_DROP_PRIVILEGES: return "dropping privileges";
    case CJ_STAGE_UNSHARE: return "unshare";
    case CJ_STAGE_ID_MAP: return "uid/gid map";
    case CJ_STAGE_MOUNT: return "mount";
    case CJ_STAGE_RLIMIT: return "setrlimit";
    case CJ_STAGE_CHDIR: return "chdir";
    case CJ_STAGE_EXEC: return "execve";
    case CJ_STAGE_WAIT: return "wait";
    case CJ_STAGE_PIVOT: return "pivot_root";
    case CJ_STAGE_PROTOCOL: return "box protocol";
    default: return "spawn";
    }
}

/// One process to run under limits. Every pointer must stay valid for the call.
typedef struct {
    const char *path;                 ///< absolute path of the executable
    char *const *argv;                ///< NULL-terminated
    char *const *envp;                ///< NULL-terminated
    const char *workdir;              ///< working directory of the child
    int stdin_fd, stdout_fd, stderr_fd;
    /// More descriptors the program gets as 3, 4, ... (boxed runs only; at most 3).
    const int *extra_fds;
    int extra_count;
    double cpu_seconds;               ///< RLIMIT_CPU soft = ceil(cpu), hard = soft + 1; <= 0: none
    double wall_seconds;              ///< the whole group is killed after this; <= 0: none
    int64_t address_space_bytes;      ///< RLIMIT_AS; <= 0: unchanged
    int64_t stack_bytes;              ///< RLIMIT_STACK; <= 0: unchanged
    int64_t file_size_bytes;          ///< RLIMIT_FSIZE; <= 0: unchanged
    int64_t max_processes;            ///< RLIMIT_NPROC; <= 0: unchanged
    int drop_uid, drop_gid;           ///< unboxed runs: when >= 0 (and running as root), setgid/setuid to these
    /// Unboxed runs: when not NULL, the absolute path of prep-runner: the child execs it, and it
    /// forks the program from its own small image, so that the reported peak memory is the
    /// program's (ru_maxrss would otherwise include the judge's peak, recorded at execve).
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

/// Runs one process under limits and waits for it, without a box (where boxes cannot be
/// made). A supervisor process (a child subreaper) starts it, kills its process group when
/// it ends, and reaps every process the run left behind, killing those that left the group.
/// Blocks the calling thread. Returns 0, or -1 when the program could not be started (see
/// `spawn_stage` / `spawn_errno`).
int cj_run(const cj_run_request *request, cj_run_result *result);

// MARK: - Boxes

/// `cj_bind.flags`.
enum {
    CJ_BIND_WRITABLE = 1,  ///< read-write (default: read-only)
    CJ_BIND_DEVICE = 2,    ///< a device node: keeps device access (for /dev/null and friends)
    CJ_BIND_COVER = 4,     ///< hide `target` (already in the view) under an empty file or folder; no source
    CJ_BIND_OPTIONAL = 8,  ///< skip when the source (or, with COVER, the target) is missing
};

/// One path of the box's view: the host's `source` seen at `target` inside (nosuid, and nodev
/// unless CJ_BIND_DEVICE).
typedef struct {
    const char *source;
    const char *target;
    int flags;
} cj_bind;

/// A box to make: its view and who runs in it.
typedef struct {
    /// prep-runner, opened by the caller (it becomes the box's PID 1, started by descriptor).
    int init_fd;
    const cj_bind *binds;
    int bind_count;
    /// Symbolic links to create inside: `links[2i]` is the link, `links[2i+1]` its target.
    const char *const *links;
    int link_count;
    /// When the judge runs as root: everything in the box runs as this uid/gid (the uid must not be 0).
    int drop_uid, drop_gid;
    /// Size limit of the box's own small file systems (its root, /dev), bytes.
    int64_t tmpfs_bytes;
} cj_box_request;

/// A live box: its init (a child of the thread that made it; it dies with that thread) and
/// the socket that sends it runs.
typedef struct {
    int pid;
    int control_fd;
} cj_box;

/// Makes a box: user, PID, mount, network, IPC and UTS namespaces, a view of only the
/// requested paths (pivot_root into a fresh tmpfs; the host's root is detached), its own
/// /proc, /dev with null, zero, full, random and urandom, and prep-runner as PID 1. Returns 0,
/// or -1 with `failed_stage` / `failed_errno` (and `failed_path`, up to 255 bytes, naming the
/// path at fault when there is one).
int cj_box_open(const cj_box_request *request, cj_box *box, int *failed_stage, int *failed_errno, char failed_path[256]);

/// Runs one program in the box and waits for it: the box's init starts it in its own
/// process group under the request's limits and, once it ends, kills every other process in
/// the box. `request->path`, `argv` and `workdir` are paths inside the box; the descriptors
/// are passed to it. Returns 0, or -1 when it did not start or the box failed (the box is
/// then unusable: close it).
int cj_box_run(cj_box *box, const cj_run_request *request, cj_run_result *result);

/// Ends the box: its init and every process in it are killed and reaped.
void cj_box_close(cj_box *box);

/// A new, empty in-memory file (memfd, close-on-exec) for a run's output; -1 with errno on failure.
int cj_memory_file(const char *name);

/// A pipe for an interactive run (`fds[0]` reads, `fds[1]` writes), both ends close-on-exec,
/// its buffer raised to 1 MiB where the system allows (as problemtools' interactive runner
/// does). Returns 0, or -1 with errno.
int cj_pipe(int fds[2]);

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
