import Foundation

// MARK: - RunOutcome

/// What the kernel says about one finished run.
public struct RunOutcome: Sendable, Hashable, Codable {
    /// Set when the program could not be started (e.g. "execve: No such file or directory").
    public var spawnFailure: String?
    /// The exit status, when the program exited.
    public var exitCode: Int32?
    /// The signal that ended it, when one did.
    public var signal: Int32?
    /// The wall-clock guard killed the process group.
    public var wallTimedOut: Bool
    /// User + system CPU seconds of the program and its waited-for descendants.
    public var cpuSeconds: Double
    public var wallSeconds: Double
    /// Peak resident set size in bytes.
    public var peakMemoryBytes: Int64

    /// Exited with status 0.
    public var succeeded: Bool { spawnFailure == nil && exitCode == 0 }

    /// "exit code 3", "SIGSEGV (segmentation fault)", "killed by the wall-clock guard".
    public var terminationDescription: String {
        if let spawnFailure { return spawnFailure }
        if wallTimedOut { return "killed by the wall-clock guard" }
        if let signal { return Self.signalDescription(signal) }
        return "exit code \(exitCode ?? -1)"
    }

    /// "SIGSEGV (segmentation fault)".
    public static func signalDescription(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
            SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGUSR1: "SIGUSR1",
            SIGSEGV: "SIGSEGV", SIGUSR2: "SIGUSR2", SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM",
            SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ", SIGSYS: "SIGSYS",
        ]
        let name = names[signal] ?? "signal \(signal)"
        guard let text = strsignal(signal) else { return name }
        return "\(name) (\(String(cString: text).lowercased()))"
    }
}
