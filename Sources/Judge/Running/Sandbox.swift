import CJudge
import Foundation

// MARK: - Sandbox

/// How solutions are confined on this machine, probed once per process.
///
/// - As root, a solution runs as `nobody` (65534): RLIMIT_NPROC does not apply to root, and
///   file permissions should apply to the solution.
/// - Where user namespaces work, solutions run in user, network and mount namespaces of their
///   own: no network, and the problem packages, prep's store and caches are covered by an
///   empty tmpfs. Each grading worker makes them once (`SandboxNamespaces`) and its runs,
///   one after another, join them; RLIMIT_NPROC is counted inside that user namespace, and
///   every process of a run is reaped before the next run starts.
/// - Without namespaces the rlimits and the wall-clock guard still apply.
public struct SandboxStatus: Sendable, Hashable, Codable {
    /// The judge runs as root (uid 0).
    public var runningAsRoot: Bool
    /// The uid solutions run as, when privileges are dropped.
    public var solutionUID: Int32?
    /// Solutions run in user, network and mount namespaces of their own (one set per grading worker).
    public var namespaces: Bool
    /// One line for people.
    public var summary: String
}

/// The sandbox policy for solution runs.
public enum Sandbox {
    /// The uid and gid of `nobody`, used when the judge runs as root.
    static let nobody: (uid: Int32, gid: Int32) = (65534, 65534)

    /// The probed status (cached for the life of the process).
    public static var status: SandboxStatus { probed }

    private static let probed: SandboxStatus = probe()

    private static func probe() -> SandboxStatus {
        let root = geteuid() == 0
        let dropTo = root ? nobody : nil
        let isolation = Int32(CJ_ISOLATE_USER | CJ_ISOLATE_NET | CJ_ISOLATE_MOUNT)
        var namespaces = false
        if ProcessInfo.processInfo.environment["PREP_NO_NAMESPACES"] == nil,
           let folder = try? FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-probe-") {
            defer { try? FileManager.default.removeItem(at: folder) }
            if root { chown(folder.path, uid_t(nobody.uid), gid_t(nobody.gid)) }
            let run = LimitedRun(
                executable: "/bin/sh", arguments: ["sh", "-c", "exit 0"], environment: ["PATH=/usr/bin:/bin"],
                workingDirectory: folder, input: nil,
                output: URL(fileURLWithPath: "/dev/null"), errorOutput: URL(fileURLWithPath: "/dev/null"),
                limits: RunLimits(cpuSeconds: 5, wallSeconds: 5),
                sandbox: .init(dropTo: dropTo, isolation: isolation, hiddenPaths: [])
            )
            namespaces = run.run().succeeded
        }
        var parts: [String] = []
        parts.append(root ? "solutions run as nobody (uid 65534)" : "solutions run as uid \(geteuid())")
        parts.append(namespaces
            ? "isolation active: own user, network and mount namespaces per grading worker"
            : "isolation inactive: no user namespaces (limits still apply)")
        return SandboxStatus(runningAsRoot: root, solutionUID: root ? nobody.uid : geteuid().toInt32,
                             namespaces: namespaces, summary: parts.joined(separator: "; "))
    }

    /// The policy for a solution run that hides `hiddenPaths`.
    static func policy(hiding hiddenPaths: [URL]) -> LimitedRun.SandboxPolicy {
        let status = status
        let isolation = status.namespaces ? Int32(CJ_ISOLATE_USER | CJ_ISOLATE_NET | CJ_ISOLATE_MOUNT) : 0
        return .init(dropTo: status.runningAsRoot ? nobody : nil, isolation: isolation,
                     hiddenPaths: status.namespaces ? hiddenPaths.map(\.path) : [])
    }
}

extension uid_t {
    fileprivate var toInt32: Int32 { Int32(bitPattern: self) }
}
