import Foundation

// MARK: - ProgramRunner

/// `prep-runner`: the small C program (source below) that starts every program prep runs. In a
/// box it is the box's PID 1 (`prep-runner box`): it runs the programs the judge sends, one at
/// a time, and kills every other process of the box after each. Where boxes cannot be made it
/// starts one program and reports its usage (`prep-runner FD PROGRAM …`). Either way programs
/// are forked from its ~1 MiB image, so that their peak memory is their own.
///
/// The judge builds it the first time it is needed with the system's C compiler (statically
/// linked when the C library allows: it is exec'd once per test outside boxes, and the dynamic
/// loader would double that cost), as the box's unprivileged user, from this source only: the
/// one program prep starts outside a box, since no box exists before it. The binary is kept in
/// the cache under the source's hash with its SHA-256 beside it, checked before each process
/// first uses it, and then always started through the descriptor that was checked.
enum ProgramRunner {
    /// The checked binary: its path, and an open descriptor (kept for the life of the process)
    /// that boxes start it from.
    struct Binary: Sendable {
        var path: String
        var descriptor: Int32
    }

    /// The runner of this process, built on first use in the default cache folder.
    static let shared: Result<Binary, RunnerError> = prepare(cacheDirectory: CacheDirectory.default)

    struct RunnerError: Error, CustomStringConvertible {
        var description: String
    }

    /// The runner in `cacheDirectory`, built if it is missing or fails its check.
    static func prepare(cacheDirectory: URL) -> Result<Binary, RunnerError> {
        let folder = cacheDirectory.appendingPathComponent("runner", isDirectory: true)
            .appendingPathComponent(String(SHA256.hex(source).prefix(16)), isDirectory: true)
        let binary = folder.appendingPathComponent("prep-runner")
        let digest = folder.appendingPathComponent("prep-runner.sha256")
        if let checked = open(binary, expecting: digest) { return .success(checked) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return try AtomicFile.withLock(folder.appendingPathComponent(".lock")) {
                if let checked = open(binary, expecting: digest) { return .success(checked) }
                let built = try build()
                let staging = folder.appendingPathComponent(".new-\(UUID().uuidString)")
                try built.write(to: staging)
                chmod(staging.path, 0o755)
                try AtomicFile.write(Data(SHA256.hex(built).utf8), to: digest)
                guard rename(staging.path, binary.path) == 0 else {
                    throw RunnerError(description: "cannot store \(binary.path)")
                }
                guard let checked = open(binary, expecting: digest) else {
                    throw RunnerError(description: "\(binary.path) changed while it was stored")
                }
                return .success(checked)
            }
        } catch let error as RunnerError {
            return .failure(error)
        } catch {
            return .failure(RunnerError(description: "cannot build prep-runner in \(folder.path): \(error.localizedDescription)"))
        }
    }

    /// Opens `binary` when its contents match the recorded digest.
    private static func open(_ binary: URL, expecting digestFile: URL) -> Binary? {
        guard let expected = try? String(contentsOf: digestFile, encoding: .utf8) else { return nil }
        let fd = Foundation.open(binary.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var hash = SHA256()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            hash.update(Data(buffer.prefix(count)))
        }
        guard hash.finalize() == expected.trimmingCharacters(in: .whitespacesAndNewlines) else {
            close(fd)
            return nil
        }
        return Binary(path: binary.path, descriptor: fd)
    }

    /// Compiles the source with `cc` in a fresh folder (as the box's user when the judge is
    /// root), outside a box, and returns the binary.
    private static func build() throws -> Data {
        let root = geteuid() == 0
        guard let compiler = ToolLocator.find("cc", reachableByOthers: root) ?? ToolLocator.find("gcc", reachableByOthers: root) else {
            throw RunnerError(description: "no C compiler (cc) to build prep-runner: apt-get install gcc")
        }
        let staging = try TemporaryFolders.make(kind: "runner", in: FileManager.default.temporaryDirectory)
        defer { TemporaryFolders.remove(staging) }
        if let user = Sandbox.boxUser { chown(staging.path, uid_t(user.uid), gid_t(user.gid)) }
        let sourceFile = staging.appendingPathComponent("prep-runner.c")
        try Data(source.utf8).write(to: sourceFile)
        chmod(sourceFile.path, 0o644)
        let output = staging.appendingPathComponent("prep-runner")
        var failure = ""
        for flags in [["-O2", "-static"], ["-O2"]] {
            let log = staging.appendingPathComponent("log")
            let run = LimitedRun(
                executable: compiler, arguments: ["cc"] + flags + ["-o", output.path, sourceFile.path],
                environment: ["PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8", "TMPDIR=\(staging.path)"],
                workingDirectory: staging.path, output: log, errorOutput: log,
                limits: RunLimits(cpuSeconds: 60, wallSeconds: 120, fileSizeBytes: 64 << 20)
            )
            let outcome = run.runUnboxed(dropTo: Sandbox.boxUser, runner: nil)
            var info = stat()
            if outcome.succeeded, lstat(output.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                return try Data(contentsOf: output)
            }
            failure = String(decoding: FileTree.head(of: log, limit: 400), as: UTF8.self)
        }
        throw RunnerError(description: "cannot build prep-runner with \(compiler): \(failure)")
    }

    /// The C source.
    static let source = #"""
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
// The box protocol, one SOCK_SEQPACKET message each way per program:
//   request: int64 fields [magic, cpu ms, wall ms, address space, stack, file size, processes,
//            argc, envc, descriptor count], then NUL-terminated strings: path, working folder,
//            argv..., envp...; the descriptors (stdin, stdout, stderr, then the program's 3, 4,
//            ...) ride along as SCM_RIGHTS.
//   reply:   int64 fields [stage, errno, exited, exit code, signaled, signal, wall timeout,
//            user µs, system µs, wall µs, max RSS KiB].

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434
#endif
#ifndef SYS_close_range
#define SYS_close_range 436
#endif

enum { REQ_MAGIC, REQ_CPU_MS, REQ_WALL_MS, REQ_AS, REQ_STACK, REQ_FSIZE, REQ_NPROC, REQ_ARGC, REQ_ENVC, REQ_FDS, REQ_COUNT };
enum {
    RES_STAGE, RES_ERRNO, RES_EXITED, RES_CODE, RES_SIGNALED, RES_SIGNAL, RES_WALL_TIMEOUT,
    RES_USER_US, RES_SYS_US, RES_WALL_US, RES_MAXRSS_KIB, RES_COUNT
};
// The stages, as in CJudge.h.
enum { STAGE_FORK = 1, STAGE_SETPGID = 2, STAGE_DUP = 3, STAGE_RLIMIT = 8, STAGE_CHDIR = 9, STAGE_EXEC = 10, STAGE_PROTOCOL = 13 };
#define BOX_MAGIC 0x70726570626f7831LL
#define CONTROL 3
#define MAX_FDS 6
#define MAX_MESSAGE (200 * 1024)
#define MAX_STRINGS 8192

static char message[MAX_MESSAGE + 1];
static char *strings[MAX_STRINGS + 4];
// Written by the vfork child when it fails before execve.
static volatile int child_stage, child_errno;

static int64_t now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static void pause_briefly(long microseconds) {
    struct timespec pause = { 0, microseconds * 1000 };
    nanosleep(&pause, NULL);
}

static int set_limit(int resource, int64_t value) {
    if (value <= 0) return 0;
    struct rlimit limit = { (rlim_t)value, (rlim_t)value };
    return setrlimit(resource, &limit);
}

/// In the vfork child: confine and exec; returns only on failure (with the stage).
static int start_program(const int64_t *fields, const int *fds, int fd_count, char *path, char *workdir,
                         char **argv, char **envp) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (setpgid(0, 0) != 0) return STAGE_SETPGID;
    // Lift the descriptors clear of 0..fd_count-1 first, so no dup2 overwrites one still needed.
    int high[MAX_FDS];
    for (int i = 0; i < fd_count; i++) {
        high[i] = fcntl(fds[i], F_DUPFD, 64);
        if (high[i] < 0) return STAGE_DUP;
    }
    for (int i = 0; i < fd_count; i++) {
        if (dup2(high[i], i) < 0) return STAGE_DUP;
    }
    if (syscall(SYS_close_range, (unsigned)fd_count, ~0U, 0) != 0) {
        for (int fd = fd_count; fd < 4096; fd++) close(fd);
    }
    struct rlimit none_core = { 0, 0 };
    if (setrlimit(RLIMIT_CORE, &none_core) != 0) return STAGE_RLIMIT;
    if (fields[REQ_CPU_MS] > 0) {
        rlim_t soft = (rlim_t)((fields[REQ_CPU_MS] + 999) / 1000);
        struct rlimit cpu = { soft, soft + 1 };
        if (setrlimit(RLIMIT_CPU, &cpu) != 0) return STAGE_RLIMIT;
    }
    // RLIMIT_NPROC counts this box's processes of the uid: this init is one of them.
    if (set_limit(RLIMIT_AS, fields[REQ_AS]) != 0 || set_limit(RLIMIT_STACK, fields[REQ_STACK]) != 0
        || set_limit(RLIMIT_FSIZE, fields[REQ_FSIZE]) != 0
        || set_limit(RLIMIT_NPROC, fields[REQ_NPROC] > 0 ? fields[REQ_NPROC] + 1 : 0) != 0) {
        return STAGE_RLIMIT;
    }
    if (chdir(workdir) != 0) return STAGE_CHDIR;
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    execve(path, argv, envp);
    return STAGE_EXEC;
}

/// Waits until `pid` has exited (without reaping it) or `deadline` (µs, 0: none) passes.
static int wait_for_exit(pid_t pid, int64_t deadline) {
    int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
    if (pidfd >= 0) {
        for (;;) {
            int timeout = -1;
            if (deadline > 0) {
                int64_t left = deadline - now_us();
                if (left <= 0) { close(pidfd); return 0; }
                timeout = (int)(left / 1000) + 1;
            }
            struct pollfd p = { pidfd, POLLIN, 0 };
            int n = poll(&p, 1, timeout);
            if (n > 0) { close(pidfd); return 1; }
            if (n < 0 && errno != EINTR) break;
        }
        close(pidfd);
    }
    for (;;) {
        siginfo_t info;
        memset(&info, 0, sizeof info);
        if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid) return 1;
        if (deadline > 0 && now_us() >= deadline) return 0;
        pause_briefly(1000);
    }
}

/// Kills and reaps every process of the box but this one (kill(-1) from PID 1 reaches exactly
/// those). Gives up after about two seconds (the box's end kills the rest).
static void sweep(void) {
    for (int round = 0; round < 4000; round++) {
        int signalled = kill(-1, SIGKILL) == 0;
        while (waitpid(-1, NULL, WNOHANG | __WALL) > 0) {}
        if (!signalled) return;
        pause_briefly(500);
    }
}

/// Runs one request; fills `result`.
static void run(ssize_t length, const int *fds, int fd_count, int64_t *result) {
    const int64_t *fields = (const int64_t *)message;
    if (length < (ssize_t)(REQ_COUNT * sizeof(int64_t)) || fields[REQ_MAGIC] != BOX_MAGIC
        || fields[REQ_ARGC] < 1 || fields[REQ_ARGC] + fields[REQ_ENVC] > MAX_STRINGS || fields[REQ_ENVC] < 0
        || fields[REQ_FDS] != fd_count || fd_count < 3) {
        result[RES_STAGE] = STAGE_PROTOCOL;
        result[RES_ERRNO] = EPROTO;
        return;
    }
    // The strings: path, workdir, argv, envp, each NUL-terminated inside the message.
    message[length] = 0;
    int64_t wanted = 2 + fields[REQ_ARGC] + fields[REQ_ENVC];
    char *cursor = message + REQ_COUNT * sizeof(int64_t), *end = message + length;
    for (int64_t i = 0; i < wanted; i++) {
        if (cursor >= end) { result[RES_STAGE] = STAGE_PROTOCOL; result[RES_ERRNO] = EPROTO; return; }
        strings[i] = cursor;
        cursor += strlen(cursor) + 1;
    }
    char *path = strings[0], *workdir = strings[1];
    char **argv = strings + 2;
    char **envp = argv + fields[REQ_ARGC] + 1;
    // Make room for the NULL after argv: shift envp up by one.
    memmove(envp, argv + fields[REQ_ARGC], sizeof(char *) * (size_t)fields[REQ_ENVC]);
    argv[fields[REQ_ARGC]] = NULL;
    envp[fields[REQ_ENVC]] = NULL;

    child_stage = 0;
    child_errno = 0;
    int64_t start = now_us();
    pid_t pid = vfork();
    if (pid == 0) {
        child_stage = start_program(fields, fds, fd_count, path, workdir, argv, envp);
        child_errno = errno;
        _exit(127);
    }
    if (pid < 0) {
        result[RES_STAGE] = STAGE_FORK;
        result[RES_ERRNO] = errno;
        return;
    }
    if (child_stage != 0) {
        while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {}
        result[RES_STAGE] = child_stage;
        result[RES_ERRNO] = child_errno;
        sweep();
        return;
    }
    int64_t deadline = fields[REQ_WALL_MS] > 0 ? start + fields[REQ_WALL_MS] * 1000 : 0;
    if (!wait_for_exit(pid, deadline)) {
        // Stop the whole group first, then collect the program's own accounting: its CPU time
        // up to the kill is real, not lost.
        result[RES_WALL_TIMEOUT] = 1;
        kill(-pid, SIGKILL);
        kill(pid, SIGKILL);
    }
    int status = 0;
    struct rusage usage;
    memset(&usage, 0, sizeof usage);
    while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {}
    result[RES_WALL_US] = now_us() - start;
    sweep();
    if (WIFEXITED(status)) {
        result[RES_EXITED] = 1;
        result[RES_CODE] = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        result[RES_SIGNALED] = 1;
        result[RES_SIGNAL] = WTERMSIG(status);
    }
    result[RES_USER_US] = (int64_t)usage.ru_utime.tv_sec * 1000000 + usage.ru_utime.tv_usec;
    result[RES_SYS_US] = (int64_t)usage.ru_stime.tv_sec * 1000000 + usage.ru_stime.tv_usec;
    result[RES_MAXRSS_KIB] = usage.ru_maxrss;
}

static int box_main(void) {
    // Not traceable by the programs it starts (they run as the same uid).
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    // Programs start from default dispositions and an empty mask; ignored signals would
    // otherwise be inherited from the judge through execve.
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    for (int s = 1; s < 65; s++) {
        if (s != SIGKILL && s != SIGSTOP) sigaction(s, &dfl, NULL);
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    for (;;) {
        union {
            char buffer[CMSG_SPACE(sizeof(int) * MAX_FDS)];
            struct cmsghdr align;
        } control;
        struct iovec iov = { message, MAX_MESSAGE };
        struct msghdr msg;
        memset(&msg, 0, sizeof msg);
        msg.msg_iov = &iov;
        msg.msg_iovlen = 1;
        msg.msg_control = control.buffer;
        msg.msg_controllen = sizeof control.buffer;
        ssize_t length = recvmsg(CONTROL, &msg, MSG_CMSG_CLOEXEC);
        if (length < 0 && errno == EINTR) continue;
        if (length <= 0) return 0;
        int fds[MAX_FDS];
        int fd_count = 0;
        for (struct cmsghdr *c = CMSG_FIRSTHDR(&msg); c != NULL; c = CMSG_NXTHDR(&msg, c)) {
            if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) continue;
            int n = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
            int *received = (int *)CMSG_DATA(c);
            for (int i = 0; i < n; i++) {
                if (fd_count < MAX_FDS) fds[fd_count++] = received[i];
                else close(received[i]);
            }
        }
        int64_t result[RES_COUNT];
        memset(result, 0, sizeof result);
        if (msg.msg_flags & (MSG_TRUNC | MSG_CTRUNC)) {
            result[RES_STAGE] = STAGE_PROTOCOL;
            result[RES_ERRNO] = EMSGSIZE;
        } else {
            run(length, fds, fd_count, result);
        }
        for (int i = 0; i < fd_count; i++) close(fds[i]);
        if (send(CONTROL, result, sizeof result, MSG_NOSIGNAL) != (ssize_t)sizeof result) return 1;
    }
}

/// Outside a box: fork PROGRAM, wait, report "<status> <max RSS KiB> <user µs> <system µs>"
/// on RESULT_FD, then end the same way as the program.
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
"""#
}
