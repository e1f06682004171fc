import Foundation

// MARK: - LanguageStatus

/// Whether a language's toolchain is installed here, and which version.
public struct LanguageStatus: Sendable, Hashable, Codable {
    public var language: Language
    /// Every tool the language needs was found.
    public var present: Bool
    /// The first line the version probe printed.
    public var version: String?
    /// The tools that are missing, by name.
    public var missingTools: [String]
    /// What to install when something is missing.
    public var installHint: String
}

// MARK: - Probing

extension Language {
    private static let versions = Locked<[String: String]>([:])

    /// Looks for the toolchain and asks it its version.
    ///
    /// ```swift
    /// let status = Languages.rust.probe()
    /// status.present   // true
    /// status.version   // "rustc 1.95.0 (59807616e 2026-04-14)"
    /// ```
    public func probe() -> LanguageStatus {
        let missing = tools.filter { ToolLocator.find($0) == nil }
        return LanguageStatus(language: self, present: missing.isEmpty,
                              version: missing.isEmpty ? version() : nil,
                              missingTools: missing, installHint: installHint)
    }

    /// The toolchain's version line, remembered for the process (probes can take a second).
    /// The probe runs in a box like every other program.
    func version() -> String? {
        if let known = Self.versions.withLock({ $0[id] }) { return known }
        guard let first = versionProbe.first, let path = ToolLocator.find(first) else { return nil }
        let result = try? ToolRun.once(tools: [versionProbe]) { site in
            ToolRun.run(versionProbe, at: site, limits: RunLimits(cpuSeconds: 20, wallSeconds: 20))
        }
        guard let result, result.outcome.succeeded else { return nil }
        let line = result.text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty } ?? path
        Self.versions.withLock { $0[id] = line }
        return line
    }
}
