import CJudge
import Foundation

// MARK: - Sandbox

/// How programs are confined on this machine, probed once per process.
///
/// Every program prep starts runs in a `Box` where boxes can be made (unprivileged user
/// namespaces: Debian's default): an allowlist view of the file system, its own PID, IPC and
/// UTS namespaces, no network, nothing left behind. As root, programs run as `nobody` inside.
/// Where boxes cannot be made, programs run straight from the judge under the same limits
/// (and as `nobody` when prep is root) but without isolation; prep says so, and refuses to
/// run the programs of packages from elsewhere unless told `--no-sandbox`.
public struct SandboxStatus: Sendable, Hashable, Codable {
    /// The judge runs as root (uid 0).
    public var runningAsRoot: Bool
    /// The uid programs run as.
    public var solutionUID: Int32
    /// Programs run in boxes.
    public var isolated: Bool
    /// Why programs are not isolated, when they are not.
    public var reason: String?
    /// One line for people.
    public var summary: String
}

/// The sandbox in force.
public enum Sandbox {
    /// The uid and gid of `nobody`, which programs run as when the judge runs as root.
    static let nobody: (uid: Int32, gid: Int32) = (65534, 65534)

    /// Who programs run as when that is not the judge's own user: `nobody` when it is root.
    static var boxUser: (uid: Int32, gid: Int32)? { geteuid() == 0 ? nobody : nil }

    /// The probed status (cached for the life of the process).
    public static var status: SandboxStatus { probed }

    private static let probed: SandboxStatus = probe()

    /// Whether programs must run without isolation even where boxes could be made.
    static var disabledByEnvironment: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["PREP_NO_SANDBOX"] != nil || environment["PREP_NO_NAMESPACES"] != nil
    }

    private static func probe() -> SandboxStatus {
        let root = geteuid() == 0
        let uid = root ? nobody.uid : Int32(bitPattern: geteuid())
        var reason: String?
        if disabledByEnvironment {
            reason = "PREP_NO_SANDBOX is set"
        } else {
            switch ProgramRunner.shared {
            case .failure(let error):
                reason = error.description
            case .success(let runner):
                reason = ProbeMemo.isolatedBefore(runner: runner) ? nil : tryBox(runner: runner)
                if reason == nil { ProbeMemo.remember(runner: runner) }
            }
        }
        let who = root ? "programs run as nobody (uid 65534)" : "programs run as uid \(uid)"
        let summary = reason == nil
            ? "isolation on: every program runs in a box (own file-system view, PID, IPC and UTS namespaces, no network); \(who)"
            : "isolation OFF: \(reason ?? ""); programs run with limits only; \(who)"
        return SandboxStatus(runningAsRoot: root, solutionUID: uid, isolated: reason == nil, reason: reason,
                             summary: summary)
    }

    /// Makes a box and runs `/bin/sh -c 'exit 0'` in it; nil on success, else why not.
    private static func tryBox(runner: ProgramRunner.Binary) -> String? {
        do {
            let scratch = try Scratch(in: FileManager.default.temporaryDirectory, kind: "probe")
            defer { scratch.remove() }
            var view = BoxView.system()
            view.bind(scratch.root, at: "/box", writable: true)
            let outcome = try Box.once(view: view, runner: runner) { box in
                box.run(LimitedRun(
                    executable: "/bin/sh", arguments: ["sh", "-c", "exit 0"], environment: ["PATH=/usr/bin:/bin"],
                    workingDirectory: "/box/work", output: URL(fileURLWithPath: "/dev/null"),
                    errorOutput: URL(fileURLWithPath: "/dev/null"), limits: RunLimits(cpuSeconds: 5, wallSeconds: 5)))
            }
            return outcome.succeeded ? nil : "a test program in a box failed: \(outcome.terminationDescription)"
        } catch let error as BoxError {
            let hint = error.stage == Int32(CJ_STAGE_UNSHARE) || error.stage == Int32(CJ_STAGE_ID_MAP)
                ? " (unprivileged user namespaces are disabled: see sysctl user.max_user_namespaces and kernel.unprivileged_userns_clone)"
                : ""
            return "cannot make a box: \(error)\(hint)"
        } catch {
            return "cannot make a box: \(error.localizedDescription)"
        }
    }
}

// MARK: - ProbeMemo

/// The probe box's success, remembered in the cache folder for this boot, user and runner, so
/// a command does not make a box just to learn that boxes work (a few milliseconds of every
/// `prep run`). Keyed by everything that decides it: the boot (a reboot re-probes), the
/// effective uid, the runner binary (a rebuilt prep re-probes) and the kernel settings that
/// allow or forbid user namespaces. Only success is remembered: where boxes fail, every command
/// probes again, so a fixed setting takes effect at once. Should a remembered success go stale
/// anyway, the first real box fails with its reason (a judge error): programs never run
/// unboxed on its word.
enum ProbeMemo {
    static let settings = ["/proc/sys/kernel/random/boot_id", "/proc/sys/user/max_user_namespaces",
                           "/proc/sys/kernel/unprivileged_userns_clone", "/proc/sys/kernel/apparmor_restrict_unprivileged_userns",
                           "/proc/sys/kernel/apparmor_restrict_unprivileged_unconfined"]

    static func file(in cache: URL) -> URL { cache.appendingPathComponent("sandbox-probe") }

    static func key(runner: ProgramRunner.Binary) -> String? {
        var info = stat()
        guard fstat(runner.descriptor, &info) == 0 else { return nil }
        var lines = ["sandbox probe v1", "uid \(geteuid())",
                     "runner \(runner.path) \(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"]
        for setting in settings {
            let value = (try? String(contentsOfFile: setting, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            lines.append("\(setting) \(value ?? "-")")
        }
        // Without a boot id a reboot could not be told: never remember then.
        guard !lines[3].hasSuffix(" -") else { return nil }
        return lines.joined(separator: "\n") + "\n"
    }

    static func isolatedBefore(runner: ProgramRunner.Binary, cache: URL = CacheDirectory.default) -> Bool {
        guard let key = key(runner: runner), let data = FileManager.default.contents(atPath: file(in: cache).path) else { return false }
        return data == Data(key.utf8)
    }

    static func remember(runner: ProgramRunner.Binary, cache: URL = CacheDirectory.default) {
        guard let key = key(runner: runner), !isolatedBefore(runner: runner, cache: cache) else { return }
        try? AtomicFile.write(Data(key.utf8), to: file(in: cache))
    }

    /// Forgets it: a box that failed to be made says the remembered success is stale.
    static func forget(cache: URL = CacheDirectory.default) {
        unlink(file(in: cache).path)
    }
}
