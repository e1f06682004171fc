// What the judge (CJudge) and prep-runner (Sources/prep-runner) share, so that it is written
// once: the box protocol between cj_box_run and prep-runner's box mode, the report of its
// runner mode, and the async-signal-safe steps both take between fork and execve.
//
// Included by CJudge.h; prep-runner is built from Sources/prep-runner/main.c, linked with this
// target.

#ifndef CJUDGE_RUNNER_H
#define CJUDGE_RUNNER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - The box protocol

// One SOCK_SEQPACKET message each way per program.
//
// Request: CJ_BOX_REQ_COUNT int64 fields, then NUL-terminated strings: path, working folder,
// argv..., envp...; the descriptors (stdin, stdout, stderr, then the program's 3, 4, ...) ride
// along as SCM_RIGHTS.
enum {
    CJ_BOX_REQ_MAGIC,    ///< CJ_BOX_MAGIC
    CJ_BOX_REQ_CPU_MS,   ///< CPU limit, ms (0: none)
    CJ_BOX_REQ_WALL_MS,  ///< wall-clock limit, ms (0: none)
    CJ_BOX_REQ_AS,       ///< RLIMIT_AS, bytes (0: unchanged)
    CJ_BOX_REQ_STACK,    ///< RLIMIT_STACK
    CJ_BOX_REQ_FSIZE,    ///< RLIMIT_FSIZE
    CJ_BOX_REQ_NPROC,    ///< RLIMIT_NPROC, not counting prep-runner
    CJ_BOX_REQ_ARGC,
    CJ_BOX_REQ_ENVC,
    CJ_BOX_REQ_FDS,      ///< descriptors sent (3 + extra)
    CJ_BOX_REQ_COUNT
};

// Reply: CJ_BOX_RES_COUNT int64 fields.
enum {
    CJ_BOX_RES_STAGE,         ///< CJ_STAGE_NONE, or where the start failed
    CJ_BOX_RES_ERRNO,
    CJ_BOX_RES_EXITED,
    CJ_BOX_RES_CODE,
    CJ_BOX_RES_SIGNALED,
    CJ_BOX_RES_SIGNAL,
    CJ_BOX_RES_WALL_TIMEOUT,
    CJ_BOX_RES_USER_US,
    CJ_BOX_RES_SYS_US,
    CJ_BOX_RES_WALL_US,
    CJ_BOX_RES_MAXRSS_KIB,
    CJ_BOX_RES_COUNT
};

#define CJ_BOX_MAGIC 0x70726570626f7831LL  // "prepbox1"
/// The control socket's descriptor in prep-runner's box mode.
#define CJ_BOX_CONTROL_FD 3
/// Descriptors per program: stdin, stdout, stderr and up to three more.
#define CJ_BOX_MAX_FDS 6
/// The largest request, bytes.
#define CJ_BOX_MAX_MESSAGE (200 * 1024)

// MARK: - The runner mode's report

// `prep-runner RESULT_FD PROGRAM [ARGUMENT...]` writes one line on RESULT_FD once PROGRAM has
// ended: "<wait status> <max RSS KiB> <user µs> <system µs>\n" (cj_run reads it).

// MARK: - Steps between fork and execve (async-signal-safe)

/// CLOCK_MONOTONIC, microseconds.
int64_t cj_now_us(void);

/// Sleeps about `microseconds` (< 1 s).
void cj_pause_us(long microseconds);

/// Waits until the child `pid` has exited (without reaping it) or `deadline_us` (cj_now_us
/// time; 0: none) passes. Returns 1 when it exited, 0 when the deadline passed.
int cj_wait_for_exit(int pid, int64_t deadline_us);

/// Default dispositions for every signal and an empty mask: signal state survives execve.
void cj_reset_signals(void);

/// RLIMIT_CORE 0; RLIMIT_CPU soft `cpu_seconds`, hard one more (when > 0); RLIMIT_AS,
/// RLIMIT_STACK, RLIMIT_FSIZE and RLIMIT_NPROC set (soft and hard) to the values > 0. Returns
/// 0, or -1 with errno set.
int cj_set_limits(int64_t cpu_seconds, int64_t address_space_bytes, int64_t stack_bytes, int64_t file_size_bytes,
                  int64_t max_processes);

/// Closes every descriptor from `first` up.
void cj_close_from(unsigned first);

#ifdef __cplusplus
}
#endif

#endif
