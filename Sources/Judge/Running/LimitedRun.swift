import CJudge
import Foundation

// MARK: - LimitedRun

/// One process started from C (`cj_run`: a supervisor process starts it with vfork-style
/// clones and `execve`), in its own process group, under limits, waited for with a
/// wall-clock guard. The whole group is killed when the program ends and the supervisor reaps
/// (and kills) every process the run left behind, so nothing it started survives it. Blocks
/// the calling thread: call it from a worker thread.
struct LimitedRun {
    /// The executable's absolute path.
    var executable: String
    /// argv, including argv[0].
    var arguments: [String]
    /// "KEY=value" strings.
    var environment: [String]
    var workingDirectory: URL
    /// stdin; `/dev/null` when nil.
    var input: URL?
    var output: URL
    var errorOutput: URL
    var limits: RunLimits
    var sandbox: SandboxPolicy = .none
    /// Namespaces made for `sandbox` to join, rather than making fresh ones for this run.
    var namespaces: SandboxNamespaces?
    /// `prep-runner`'s path, to start the program from a small process (see `ProgramRunner`).
    var runner: String?

    /// How the program is confined beyond rlimits.
    struct SandboxPolicy: Sendable {
        /// Drop to this uid/gid first (only when running as root).
        var dropTo: (uid: Int32, gid: Int32)?
        /// CJ_ISOLATE_* flags.
        var isolation: Int32
        /// Paths covered with an empty tmpfs (needs mount isolation).
        var hiddenPaths: [String]

        static let none = SandboxPolicy(dropTo: nil, isolation: 0, hiddenPaths: [])
    }

    /// Runs the program to completion. Opening the redirections is done here, in the parent:
    /// the program never opens its input (nor anything else of the test) itself.
    func run() -> RunOutcome {
        let inputFD = open(input?.path ?? "/dev/null", O_RDONLY | O_CLOEXEC)
        let outputFD = open(output.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let errorFD = open(errorOutput.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer {
            for fd in [inputFD, outputFD, errorFD] where fd >= 0 { close(fd) }
        }
        guard inputFD >= 0, outputFD >= 0, errorFD >= 0 else {
            return Self.failure("cannot open the redirections: \(String(cString: strerror(errno)))")
        }
        return withCStrings(arguments) { argv in
            withCStrings(environment) { envp in
                withCStrings(sandbox.hiddenPaths) { hidden in
                    var request = cj_run_request()
                    var result = cj_run_result()
                    return executable.withCString { path in
                        workingDirectory.path.withCString { workdir in
                            request.path = path
                            request.argv = UnsafePointer(argv)
                            request.envp = UnsafePointer(envp)
                            request.workdir = workdir
                            request.stdin_fd = inputFD
                            request.stdout_fd = outputFD
                            request.stderr_fd = errorFD
                            request.cpu_seconds = limits.cpuSeconds ?? 0
                            request.wall_seconds = limits.wallSeconds ?? 0
                            request.address_space_bytes = limits.addressSpaceBytes ?? 0
                            request.stack_bytes = limits.stackBytes ?? 0
                            request.file_size_bytes = limits.fileSizeBytes ?? 0
                            request.max_processes = Int64(limits.maxProcesses ?? 0)
                            request.drop_uid = sandbox.dropTo?.uid ?? -1
                            request.drop_gid = sandbox.dropTo?.gid ?? -1
                            request.isolation = sandbox.isolation
                            request.hidden_paths = UnsafeRawPointer(hidden).assumingMemoryBound(to: UnsafePointer<CChar>?.self)
                            request.hidden_count = Int32(sandbox.hiddenPaths.count)
                            return Self.withOptionalCString(runner) { runnerPath in
                                request.runner_path = runnerPath
                                guard var join = namespaces?.descriptors else {
                                    return Self.outcome(status: cj_run(&request, &result), result: result)
                                }
                                return withUnsafePointer(to: &join) { joined in
                                    request.join = joined
                                    return Self.outcome(status: cj_run(&request, &result), result: result)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private static func withOptionalCString<R>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
        guard let text else { return body(nil) }
        return text.withCString { body($0) }
    }

    private static func outcome(status: Int32, result: cj_run_result) -> RunOutcome {
        if status != 0 {
            let stages = ["", "fork", "setpgid", "dup2", "dropping privileges", "unshare", "uid/gid map",
                          "mount", "setrlimit", "chdir", "execve", "wait", "setns"]
            let stage = Int(result.spawn_stage) < stages.count ? stages[Int(result.spawn_stage)] : "spawn"
            return failure("\(stage): \(String(cString: strerror(result.spawn_errno)))")
        }
        return RunOutcome(
            spawnFailure: nil,
            exitCode: result.exited != 0 ? result.exit_code : nil,
            signal: result.signaled != 0 ? result.term_signal : nil,
            wallTimedOut: result.wall_timeout != 0,
            cpuSeconds: result.user_seconds + result.system_seconds,
            wallSeconds: result.wall_seconds,
            peakMemoryBytes: result.max_rss_kib * 1024
        )
    }

    private static func failure(_ message: String) -> RunOutcome {
        RunOutcome(spawnFailure: message, exitCode: nil, signal: nil, wallTimedOut: false,
                   cpuSeconds: 0, wallSeconds: 0, peakMemoryBytes: 0)
    }
}

// MARK: - C strings

/// Calls `body` with a NULL-terminated array of C strings that lives for the call.
func withCStrings<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
    let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: strings.count + 1)
    for (index, string) in strings.enumerated() { array[index] = strdup(string) }
    array[strings.count] = nil
    defer {
        for index in 0..<strings.count { free(array[index]) }
        array.deallocate()
    }
    return body(array)
}
