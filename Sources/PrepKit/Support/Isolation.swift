import Foundation
import Judge

/// What prep does where programs cannot be put in boxes (see docs/ARCHITECTURE.md, "Where
/// boxes cannot be made"): the bundled problems still run, with limits only and a warning;
/// packages from elsewhere run only when the person says so.
public enum Isolation {
    /// The warning every command that runs programs prints here, or nil where boxes work.
    public static func warning() -> String? {
        let status = Sandbox.status
        guard !status.isolated else { return nil }
        return "isolation is OFF (\(status.reason ?? "unknown")): programs run with limits only, not in a box"
    }

    /// Checks that `packages` may run: where boxes cannot be made, a package outside the
    /// problems folder runs only when `allowed` (`--no-sandbox`). Call it before loading a
    /// package, since loading runs its generator.
    /// - Returns: the warning to print, or nil where boxes work.
    /// - Throws: `PrepError` naming the first package from elsewhere, when not `allowed`.
    public static func check(packages: [URL], inside problems: URL, allowed: Bool, doing what: String) throws -> String? {
        guard let warning = warning() else { return nil }
        let base = problems.standardizedFileURL.resolvingSymlinksInPath().path
        let foreign = packages.map { $0.standardizedFileURL.resolvingSymlinksInPath().path }
            .filter { $0 != base && !$0.hasPrefix(base + "/") }
        if let first = foreign.first, !allowed {
            throw PrepError("\(first): isolation is off here (\(Sandbox.status.reason ?? "unknown")) and \(what); "
                + "pass --no-sandbox to run them anyway")
        }
        return warning
    }
}
