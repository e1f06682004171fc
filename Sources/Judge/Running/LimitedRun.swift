import CJudge
import Foundation

// MARK: - LimitedRun

/// One program to run under limits: in a box (`Box.run`), or, where boxes cannot be made,
/// straight from the judge (`runUnboxed`). Either way it runs in its own process group, is
/// waited for with a wall-clock guard, and every process it started is gone when the run
/// returns. Blocks the calling thread: call it from a worker thread.
struct LimitedRun {
    /// The executable's absolute path, as the program's side sees it.
    var executable: String
    /// argv, including argv[0].
    var arguments: [String]
    /// "KEY=value" strings.
    var environment: [String]
    /// The working folder, as the program's side sees it.
    var workingDirectory: String
    /// stdin; `/dev/null` when nil.
    var input: URL?
    /// Files the program gets open as its descriptors 3, 4, … (a validator's input and answer).
    var extraInputs: [URL] = []
    var output: URL
    var errorOutput: URL
    var limits: RunLimits
    /// Descriptors the caller opened (an interactive run's pipes) to use as stdin and stdout in
    /// place of `input` and `output`; the caller keeps and closes them.
    var streams: Streams?

    /// stdin and stdout descriptors owned by the caller.
    struct Streams {
        var input: Int32
        var output: Int32
    }

    /// Runs without a box: a supervisor starts the program (through prep-runner at `runner`,
    /// when given, so that its peak memory is its own) after dropping to `dropTo` when the
    /// judge is root.
    func runUnboxed(dropTo: (uid: Int32, gid: Int32)?, runner: String?) -> RunOutcome {
        withCRequest { request, result in
            request.drop_uid = dropTo?.uid ?? -1
            request.drop_gid = dropTo?.gid ?? -1
            return Self.withOptionalCString(runner) { runnerPath in
                request.runner_path = runnerPath
                return cj_run(&request, &result)
            }
        }
    }

    /// Opens the redirections (here, in the judge: the program never opens its input nor
    /// anything else of the test itself) and calls `body` with the C request.
    func withCRequest(_ body: (inout cj_run_request, inout cj_run_result) -> Int32) -> RunOutcome {
        let inputFD = streams?.input ?? open(input?.path ?? "/dev/null", O_RDONLY | O_CLOEXEC)
        let outputFD = streams?.output ?? open(output.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let errorFD = errorOutput == output && streams == nil
            ? outputFD : open(errorOutput.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        var extraFDs = extraInputs.map { open($0.path, O_RDONLY | O_CLOEXEC) }
        defer {
            let owned = streams == nil ? [inputFD, outputFD, errorFD] : [errorFD]
            for fd in Set(owned + extraFDs) where fd >= 0 { close(fd) }
        }
        guard inputFD >= 0, outputFD >= 0, errorFD >= 0, extraFDs.allSatisfy({ $0 >= 0 }) else {
            return Self.failure("cannot open the redirections: \(String(cString: strerror(errno)))")
        }
        return withCStrings(arguments) { argv in
            withCStrings(environment) { envp in
                executable.withCString { path in
                    workingDirectory.withCString { workdir in
                        extraFDs.withUnsafeMutableBufferPointer { extras in
                            var request = cj_run_request()
                            var result = cj_run_result()
                            request.path = path
                            request.argv = UnsafePointer(argv)
                            request.envp = UnsafePointer(envp)
                            request.workdir = workdir
                            request.stdin_fd = inputFD
                            request.stdout_fd = outputFD
                            request.stderr_fd = errorFD
                            request.extra_fds = UnsafePointer(extras.baseAddress)
                            request.extra_count = Int32(extras.count)
                            request.cpu_seconds = limits.cpuSeconds ?? 0
                            request.wall_seconds = limits.wallSeconds ?? 0
                            request.address_space_bytes = limits.addressSpaceBytes ?? 0
                            request.stack_bytes = limits.stackBytes ?? 0
                            request.file_size_bytes = limits.fileSizeBytes ?? 0
                            request.max_processes = Int64(limits.maxProcesses ?? 0)
                            request.drop_uid = -1
                            request.drop_gid = -1
                            let status = body(&request, &result)
                            return Self.outcome(status: status, result: result)
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
            let stage = String(cString: cj_stage_name(result.spawn_stage))
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

    static func failure(_ message: String) -> RunOutcome {
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
