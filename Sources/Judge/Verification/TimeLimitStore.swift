public import Foundation

// MARK: - DerivedTimeLimit

/// A time limit and its safety margins, as problemtools' verifyproblem computes them.
public struct DerivedTimeLimit: Sendable, Hashable, Codable {
    /// The limit tests are judged with, in seconds.
    public var timeLimit: Double
    /// Below it, a verdict that changes is "within the safety margin".
    public var lowMargin: Double
    /// Runs may go on this long so a TLE verdict can be confirmed with margin.
    public var highMargin: Double
    /// The slowest accepted test, when the limit was derived.
    public var slowestAccepted: Double?
    /// Whether the package states its limit.
    public var explicit: Bool

    /// The package's explicit limit with its margins.
    public static func explicit(_ limit: Double, limits: ProblemLimits) -> DerivedTimeLimit {
        DerivedTimeLimit(timeLimit: limit, lowMargin: limit / limits.safetyMargin,
                         highMargin: limit * limits.safetyMargin, slowestAccepted: nil, explicit: true)
    }

    /// Derives the limit from the slowest accepted test:
    /// - legacy (problemtools): `exact = T_ac × time_multiplier`, limit = `max(1, round(exact))`,
    ///   margins `max(1, min(round(exact / margin), limit − 1))` and `max(limit + 1, round(exact × margin))`;
    /// - 2025-09: the smallest multiple of `time_resolution` ≥ `T_ac × ac_to_time_limit`;
    ///   margins limit ÷ and × `time_limit_to_tle`.
    public static func derive(slowestAccepted: Double, limits: ProblemLimits, legacy: Bool) -> DerivedTimeLimit {
        if legacy {
            let exact = slowestAccepted * limits.timeMultiplier
            let limit = max(1, (0.5 + exact).rounded(.down))
            let low = max(1, min((0.5 + exact / limits.safetyMargin).rounded(.down), limit - 1))
            let high = max(limit + 1, (0.5 + exact * limits.safetyMargin).rounded(.down))
            return DerivedTimeLimit(timeLimit: limit, lowMargin: low, highMargin: high,
                                    slowestAccepted: slowestAccepted, explicit: false)
        }
        let resolution = limits.timeResolution
        let steps = max(1, (slowestAccepted * limits.timeMultiplier / resolution - 1e-9).rounded(.up))
        let limit = steps * resolution
        return DerivedTimeLimit(timeLimit: limit, lowMargin: limit / limits.safetyMargin,
                                highMargin: limit * limits.safetyMargin, slowestAccepted: slowestAccepted, explicit: false)
    }
}

// MARK: - TimeLimitStore

/// Derived time limits on disk, keyed by the package's content hash, so `prep solve` uses the
/// limit `prep verify` derived.
public struct TimeLimitStore: Sendable {
    public var folder: URL

    public init(cacheDirectory: URL) {
        folder = cacheDirectory.appendingPathComponent("timelimits", isDirectory: true)
    }

    public func derivedLimit(for package: ProblemPackage) -> DerivedTimeLimit? {
        guard let data = try? Data(contentsOf: file(for: package)) else { return nil }
        return try? JSONDecoder().decode(DerivedTimeLimit.self, from: data)
    }

    public func store(_ limit: DerivedTimeLimit, for package: ProblemPackage) {
        guard let data = try? JSONEncoder().encode(limit) else { return }
        try? AtomicFile.write(data, to: file(for: package))
    }

    private func file(for package: ProblemPackage) -> URL {
        folder.appendingPathComponent(package.contentHash + ".json")
    }
}

// MARK: - TimeLimitOrigin

/// Where the time limit a grader uses comes from (`Grader.timeLimit` picks it in this order).
public enum TimeLimitOrigin: String, Sendable, Hashable, Codable {
    /// `GradingOptions.timeLimit`.
    case option
    /// The package states it.
    case package
    /// The package states it for the submission's language (`language_time_limits`).
    case language
    /// `prep verify` derived it from the accepted submissions (`TimeLimitStore`).
    case derived
    /// None of these: 1 s.
    case fallback
}

extension Grader {
    /// Where `timeLimit` comes from.
    public var timeLimitOrigin: TimeLimitOrigin { timeLimitOrigin(for: nil) }

    /// Where `timeLimit(for: language)` comes from.
    public func timeLimitOrigin(for language: Language?) -> TimeLimitOrigin {
        if options.timeLimit != nil { return .option }
        // A language's own limit is worth saying only where it differs from the problem's.
        if let id = language?.id, let own = package.limits.languageTimeLimits[id], own != package.limits.timeLimit { return .language }
        if package.limits.timeLimit != nil { return .package }
        if TimeLimitStore(cacheDirectory: options.cacheDirectory).derivedLimit(for: package) != nil { return .derived }
        return .fallback
    }
}
