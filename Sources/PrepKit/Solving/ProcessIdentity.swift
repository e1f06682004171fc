import Foundation

/// Names a running process so that another process can tell whether it is still alive:
/// its PID and its start time (a PID can be reused; the pair cannot).
enum ProcessIdentity {
    static var current: String { "\(getpid()):\(startTime(of: getpid()) ?? "0")" }

    /// True while the process named by `identity` runs.
    static func isAlive(_ identity: String) -> Bool {
        let parts = identity.split(separator: ":")
        guard parts.count == 2, let pid = Int32(parts[0]) else { return false }
        return startTime(of: pid) == String(parts[1])
    }

    /// Field 22 of /proc/<pid>/stat: the start time in clock ticks since boot.
    private static func startTime(of pid: Int32) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name, which may contain spaces: state is field 3.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? String(fields[19]) : nil
    }
}
