import Foundation

// MARK: - Language

/// One programming language as data: how to recognise, compile, run and probe it.
///
/// Commands are argument templates. The first word names a tool, looked up on `PATH`;
/// placeholders are replaced per submission:
/// - `{sources}`: every source file (expands to several arguments)
/// - `{main}`: the entry file; `{class}`: the entry class (see `mainClassRule`)
/// - `{binary}`: the compiled program; `{dir}`: the program's folder
/// - `{mem}`: the memory limit in MiB
///
/// ```swift
/// let cpp = Languages.named("c++")        // by --lang name
/// let py = Languages.forFile("a.py3")     // by extension
/// ```
public struct Language: Sendable, Hashable {
    /// Stable identifier, also the `--lang` name: "cpp", "python3", ...
    public var id: String
    /// The name people know: "C++".
    public var name: String
    /// File extensions without the dot; the first is the one to write new files with.
    public var extensions: [String]
    /// Other accepted `--lang` names.
    public var aliases: [String]
    /// The compile command, or nil for interpreted languages.
    public var compile: [String]?
    /// A syntax check for interpreted languages, run like a compile (its failure is CE).
    public var check: [String]?
    /// The run command.
    public var run: [String]
    /// The version command; its first non-empty output line is the version.
    public var versionProbe: [String]
    /// What to install when the toolchain is missing (Debian package names).
    public var installHint: String
    /// A tiny program that reads a line and prints it back: the self-test.
    public var selfTest: String
    /// How the memory limit is enforced; see `MemoryPolicy`.
    public var memoryPolicy: MemoryPolicy
    /// RLIMIT_NPROC for the program (threads count too).
    public var processLimit: Int
    /// What the runtime writes on standard error when it runs out of memory (the C library's
    /// `cLibraryOutOfMemoryMarker` is in every language's list): a run that fails after
    /// writing one is judged MLE, whatever its peak.
    public var outOfMemoryMarkers: [String]
    /// For a language whose entry point is a class: how that class (`{class}`) is found in the
    /// sources. nil for the others.
    public var mainClassRule: MainClassRule?
    /// The compile command of a crash's diagnosis (`GradingOptions.diagnosesCrashes`): the first
    /// test that crashed is run again built by it, so that the crash names the user's lines.
    public var diagnosticCompile: [String]?

    /// `strerror(ENOMEM)`: what any program using the C library may write when an allocation
    /// or a fork fails.
    public static let cLibraryOutOfMemoryMarker = "Cannot allocate memory"

    /// How a language's memory limit is enforced.
    public enum MemoryPolicy: String, Sendable, Hashable, Codable {
        /// RLIMIT_AS (and the stack) set to the limit; peak RSS measured too.
        case addressSpace
        /// Runtimes that reserve far more address space than they use (JVM, V8): the limit is
        /// passed to the runtime through `{mem}` and enforced by measuring peak RSS.
        case measured
    }

    public init(
        id: String, name: String, extensions: [String], aliases: [String] = [],
        compile: [String]? = nil, check: [String]? = nil, run: [String],
        versionProbe: [String], installHint: String, selfTest: String,
        memoryPolicy: MemoryPolicy = .addressSpace, processLimit: Int = 32,
        outOfMemoryMarkers: [String] = [], mainClassRule: MainClassRule? = nil, diagnosticCompile: [String]? = nil
    ) {
        self.id = id
        self.name = name
        self.extensions = extensions
        self.aliases = aliases
        self.compile = compile
        self.check = check
        self.run = run
        self.versionProbe = versionProbe
        self.installHint = installHint
        self.selfTest = selfTest
        self.memoryPolicy = memoryPolicy
        self.processLimit = processLimit
        self.outOfMemoryMarkers = outOfMemoryMarkers + [Self.cLibraryOutOfMemoryMarker]
        self.mainClassRule = mainClassRule
        self.diagnosticCompile = diagnosticCompile
    }

    /// The language as a crash's diagnosis builds and runs it: `diagnosticCompile`, and no
    /// address-space limit (AddressSanitizer reserves terabytes it never touches); nil when it
    /// has none.
    public var diagnostic: Language? {
        guard let diagnosticCompile else { return nil }
        var language = self
        language.compile = diagnosticCompile
        language.diagnosticCompile = nil
        language.memoryPolicy = .measured
        return language
    }

    /// Whether the language has a real compile step (not just a syntax check).
    public var isCompiled: Bool { compile != nil }

    /// The tools the language needs: the compiler's and the runner's first words.
    var tools: [String] {
        var names: [String] = []
        for command in [compile, check, run] {
            if let first = command?.first, !first.hasPrefix("{"), !names.contains(first) { names.append(first) }
        }
        return names
    }

    /// The entry class among a submission's files (by `mainClassRule`), or nil.
    func mainClass(in sources: [FileTree.Entry]) -> String? {
        mainClassRule?.find(in: sources.filter { source in extensions.contains { source.relativePath.hasSuffix("." + $0) } })
    }

    /// Whether a failed run's standard error says the runtime ran out of memory.
    func reportsOutOfMemory(_ standardError: String) -> Bool {
        outOfMemoryMarker(in: standardError) != nil
    }

    /// The runtime's own out-of-memory message found in a run's standard error, if any.
    func outOfMemoryMarker(in standardError: String) -> String? {
        outOfMemoryMarkers.first { standardError.contains($0) }
    }

    /// The file a folder submission starts from: `main.<ext>`, `__main__.py`, or the only file.
    func entryFile(in files: [String]) -> String? {
        let own = files.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
        for preferred in ["__main__.py"] + extensions.map({ "main." + $0 }) + extensions.map({ "Main." + $0 })
        where own.contains(preferred) {
            return preferred
        }
        return own.count == 1 ? own[0] : own.first
    }
}

// MARK: - Codable

extension Language: Codable {
    /// Encoded as its id; decoding looks the id up in `Languages.all`.
    public init(from decoder: any Decoder) throws {
        let id = try decoder.singleValueContainer().decode(String.self)
        guard let language = Languages.named(id) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown language \(id)"))
        }
        self = language
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}
