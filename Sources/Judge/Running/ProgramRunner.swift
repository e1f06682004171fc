import Foundation

// MARK: - ProgramRunner

/// `prep-runner`: a tiny C program that starts each solution from its own small image, so that
/// the kernel's peak-memory figure for the solution is the solution's own. Started straight
/// from the judge, a solution's `ru_maxrss` includes the judge's peak: Linux records the
/// replaced address space's peak at execve.
///
/// The judge builds it from the source below the first time it is needed, like a C solution
/// (statically linked when the C library allows: it is exec'd once per test, and the dynamic
/// loader would double that cost), caches the binary keyed by the source's hash, and copies it
/// into each grading session's folder, where the sandboxed user can always run it. Without a
/// C compiler, solutions are started directly and their memory figures are upper bounds.
enum ProgramRunner {
    /// The runner for this cache, building it if needed; nil when it cannot be built.
    static func binary(cacheDirectory: URL) -> URL? {
        let folder = cacheDirectory.appendingPathComponent("runner", isDirectory: true)
            .appendingPathComponent(String(SHA256.hex(source).prefix(16)), isDirectory: true)
        let binary = folder.appendingPathComponent("prep-runner")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return try AtomicFile.withLock(folder.appendingPathComponent(".lock")) {
                if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
                let staging = try FileTree.makeTemporaryFolder(in: folder, prefix: ".build-")
                defer { try? FileManager.default.removeItem(at: staging) }
                let sourceFile = staging.appendingPathComponent("prep-runner.c")
                try Data(source.utf8).write(to: sourceFile)
                let output = staging.appendingPathComponent("prep-runner")
                let limits = RunLimits(cpuSeconds: 60, wallSeconds: 120, fileSizeBytes: 64 << 20)
                for flags in [["-O2", "-static"], ["-O2"]] {
                    let result = ToolRun.run(["cc"] + flags + ["-o", output.path, sourceFile.path], in: staging, limits: limits)
                    if result.outcome.succeeded, FileManager.default.isExecutableFile(atPath: output.path) {
                        guard rename(output.path, binary.path) == 0 else { return nil }
                        return binary
                    }
                }
                return nil
            }
        } catch {
            return nil
        }
    }

    /// The runner copied into a grading session's folder (readable and runnable by the
    /// sandboxed user), or nil.
    static func install(cacheDirectory: URL, into session: URL) -> String? {
        guard let binary = binary(cacheDirectory: cacheDirectory) else { return nil }
        let copy = session.appendingPathComponent("prep-runner")
        do { try FileManager.default.copyItem(at: binary, to: copy) } catch { return nil }
        chmod(copy.path, 0o755)
        return copy.path
    }

    /// The C source. It writes "<wait status> <max RSS KiB> <user µs> <system µs>" to the
    /// descriptor named first on its command line when the solution ends, then ends the same
    /// way as the solution.
    static let source = #"""
// prep-runner: starts a solution from a small process so that its peak memory is its own.
//
//   prep-runner RESULT_FD PROGRAM [ARGUMENT...]
//
// Linux records, at execve, the peak resident size of the address space being replaced into
// the process's rusage (ru_maxrss). A solution started straight from the judge (a large Swift
// process, cloned with CLONE_VM or forked) therefore reports at least the judge's own peak.
// Started from this ~1 MiB program instead, its ru_maxrss is its own. Everything the judge set
// up (process group, limits, namespaces, user, working folder, standard streams) is inherited
// by the solution unchanged; this program only adds one process to the group.
//
// It writes one line to RESULT_FD when the solution ends:
//   "<wait status> <max RSS KiB> <user µs> <system µs>\n"
// and then ends the same way as the solution (same exit code, or the same signal).

#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: prep-runner RESULT_FD PROGRAM [ARGUMENT...]\n");
        return 125;
    }
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
"""#
}
