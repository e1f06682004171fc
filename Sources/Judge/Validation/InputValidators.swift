public import Foundation

// MARK: - InputValidators

/// A package's input validators (`input_validators/`, or legacy `input_format_validators/`),
/// as problemtools runs them on the test data: each entry is a program (a source file, or a
/// folder as an output validator is) that reads one test input on standard input and exits 42
/// when the input keeps the problem's constraints, 43 when it does not.
///
/// They are the package's programs: each runs in a box, like an output validator.
public struct InputValidators: Sendable {
    /// The validators' files or folders in `root`, in name order; empty when it has none.
    public static func entries(in root: URL) -> [URL] {
        for name in ["input_validators", "input_format_validators"] {
            let folder = root.appendingPathComponent(name, isDirectory: true)
            guard FileTree.isDirectory(folder) else { continue }
            let names = FileTree.names(in: folder).filter { !$0.hasPrefix(".") }.sorted()
            if !names.isEmpty { return names.map { folder.appendingPathComponent($0) } }
        }
        return []
    }

    /// An input some validator refused, or could not judge.
    public struct Refusal: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The input's path.
        public var input: String
        /// The validator's name (its file or folder in `input_validators/`).
        public var validator: String
        /// Its message (standard error), or why it failed.
        public var reason: String
        public var description: String { "\(input): refused by input validator \(validator): \(reason)" }
    }

    /// What the validators said of the inputs.
    public struct Report: Sendable, Hashable, Codable {
        /// The inputs a validator refused, validator by validator, in input order.
        public var refusals: [Refusal] = []
        /// Validators prep cannot run (checktestdata or VIVA files, a validator that does not
        /// build), each as one line saying why: the inputs were not checked by them.
        public var notRun: [String] = []
    }

    /// Runs every input validator of the package at `root` on every input, with no arguments.
    /// - Throws: only when the scratch folder cannot be made.
    public static func check(_ inputs: [URL], packageAt root: URL, limits: ProblemLimits,
                             cacheDirectory: URL = CacheDirectory.default,
                             scratchDirectory: URL = FileManager.default.temporaryDirectory) throws -> Report {
        try check(inputs.map { ($0, [:]) }, packageAt: root, limits: limits, cacheDirectory: cacheDirectory,
                  scratchDirectory: scratchDirectory)
    }

    /// Runs every input validator of the package at `root` on every input, each with the
    /// arguments its test's group gives it (`TestCase.inputValidatorArguments`: by validator
    /// name, with or without its extension, or for every validator).
    /// - Throws: only when the scratch folder cannot be made.
    public static func check(_ inputs: [(input: URL, arguments: [String: [String]])], packageAt root: URL, limits: ProblemLimits,
                             cacheDirectory: URL = CacheDirectory.default,
                             scratchDirectory: URL = FileManager.default.temporaryDirectory) throws -> Report {
        var report = Report()
        let entries = entries(in: root)
        guard !entries.isEmpty, !inputs.isEmpty else { return report }
        let session = try TemporaryFolders.make(kind: "judge", in: scratchDirectory)
        defer { TemporaryFolders.remove(session) }
        chmod(session.path, 0o711)
        let cache = CompileCache(cacheDirectory: cacheDirectory)
        for (number, entry) in entries.enumerated() {
            let folder = session.appendingPathComponent("validator-\(number)", isDirectory: true)
            let validator: CustomValidator
            switch CustomValidator.prepare(entry, limits: limits, cache: cache, into: folder) {
            case .success(let prepared): validator = prepared
            case .failure(let error):
                report.notRun.append("\(entry.path): not run: " + error.reason.replacingOccurrences(of: "output validator", with: "input validator"))
                continue
            }
            let site: RunSite
            do {
                site = try RunSite(scratch: Scratch(at: session.appendingPathComponent("box-\(number)", isDirectory: true)),
                                   mounts: [RunSite.Mount(host: folder, target: "/program")], toolchains: validator.toolchains)
            } catch {
                report.notRun.append("\(entry.path): not run: cannot make a box for it: \(error)")
                continue
            }
            defer { site.close() }
            let name = entry.lastPathComponent
            for (input, byValidator) in inputs {
                let arguments = byValidator[name] ?? byValidator[entry.deletingPathExtension().lastPathComponent]
                    ?? byValidator[TestCase.everyValidator] ?? []
                if let reason = run(validator, arguments: arguments, on: input, at: site) {
                    report.refusals.append(Refusal(input: input.path, validator: entry.lastPathComponent, reason: reason))
                }
                try? site.scratch.reset()
            }
        }
        return report
    }

    /// Why `validator` refuses `input`, or nil when it accepts it (exit 42).
    private static func run(_ validator: CustomValidator, arguments: [String], on input: URL, at site: RunSite) -> String? {
        let stdout = OutputCapture(name: "prep-input-validator-out", fallbackFolder: site.scratch.root.deletingLastPathComponent())
        let stderr = OutputCapture(name: "prep-input-validator-err", fallbackFolder: site.scratch.root.deletingLastPathComponent())
        let outcome = site.run(validator.command + arguments, input: input, output: stdout.url, errorOutput: stderr.url,
                               limits: RunLimits(cpuSeconds: validator.timeLimit, wallSeconds: validator.timeLimit * 2 + 1,
                                                 addressSpaceBytes: nil, fileSizeBytes: 64 << 20, maxProcesses: 256))
        if outcome.spawnFailure == nil, outcome.exitCode == 42 { return nil }
        let said = String(decoding: stderr.head(limit: 2000) + stdout.head(limit: 500), as: UTF8.self)
            .split(separator: "\n").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        if outcome.spawnFailure == nil, outcome.exitCode == 43 { return said.isEmpty ? "exit code 43" : said }
        return "it failed: \(outcome.terminationDescription) (expected exit code 42 or 43)" + (said.isEmpty ? "" : ": \(said)")
    }
}
