public import Foundation

// MARK: - PackageSummary

/// What a catalogue needs to know about a package, without loading its tests: `problem.yaml`,
/// the statement and a content hash. Cheap enough to run over every package on every command
/// (it never runs generators).
///
/// ```swift
/// let summary = try PackageSummary.load(from: URL(fileURLWithPath: "Problems/two-sum"))
/// summary.metadata.topics   // ["arrays-and-hashing"]
/// ```
public struct PackageSummary: Sendable, Hashable {
    public var root: URL
    public var slug: String
    public var name: String
    public var metadata: ProblemMetadata
    public var limits: ProblemLimits
    public var statement: Statement?
    /// SHA-256 over every file of the package, as `ProblemPackage.contentHash`.
    public var contentHash: String

    /// - Throws: `PackageError` naming the file and what is wrong.
    public static func load(from url: URL) throws -> PackageSummary {
        try PackageLinks.check(url)
        let header = try PackageHeader.read(from: url)
        let root = header.root
        return PackageSummary(root: root, slug: root.lastPathComponent, name: header.metadata.name ?? root.lastPathComponent,
                              metadata: header.metadata, limits: header.limits, statement: Statement.find(in: root),
                              contentHash: try SHA256.hex(ofTree: root))
    }

    /// Every package folder (a sub-folder with a `problem.yaml`) in `folder`, summarized; a
    /// broken one is reported in one line and the others still load.
    public static func loadAll(in folder: URL) -> (summaries: [PackageSummary], errors: [PackageError]) {
        var summaries: [PackageSummary] = []
        var errors: [PackageError] = FileTree.nonUTF8Names(in: folder).map {
            PackageError(path: folder.appendingPathComponent($0).path, reason: "the folder's name is not UTF-8; rename it to load it")
        }
        for name in FileTree.names(in: folder) {
            let url = folder.appendingPathComponent(name, isDirectory: true)
            guard FileTree.isDirectory(url), !name.hasPrefix(".") else { continue }
            do { summaries.append(try load(from: url)) } catch let error as PackageError {
                errors.append(error)
            } catch {
                errors.append(PackageError(url, error.localizedDescription))
            }
        }
        return (summaries, errors)
    }
}

// MARK: - PackageHeader

/// `problem.yaml` read and checked: what every way of loading a package starts with.
struct PackageHeader {
    var root: URL
    var yamlFile: URL
    var yaml: YAMLValue
    var metadata: ProblemMetadata
    var limits: ProblemLimits

    static func read(from url: URL) throws -> PackageHeader {
        let root = url.standardizedFileURL
        guard FileTree.isDirectory(root) else { throw PackageError(root, "not a folder") }
        let yamlFile = root.appendingPathComponent("problem.yaml")
        guard FileManager.default.fileExists(atPath: yamlFile.path) else { throw PackageError(yamlFile, "missing") }
        let yaml = try TestDataLoader.readYAML(yamlFile)
        guard yaml.isMapping else { throw PackageError(yamlFile, "must be a map of keys") }
        var metadata = ProblemMetadata(yaml: yaml)
        var limits = try ProblemLimits(yaml: yaml, legacy: metadata.isLegacy, at: yamlFile)
        let domjudge = try DOMjudgeMetadata(root: root)
        if limits.timeLimit == nil, let seconds = domjudge.timeLimit {
            limits.timeLimit = seconds
            limits.timeLimitSource = domjudge.timeLimitSource
        }
        if metadata.name == nil { metadata.name = domjudge.name }
        return PackageHeader(root: root, yamlFile: yamlFile, yaml: yaml, metadata: metadata, limits: limits)
    }
}

// MARK: - ContentDigest

/// SHA-256 in hex, for callers that store content hashes (an attempt's source).
public enum ContentDigest {
    public static func sha256(_ data: Data) -> String {
        var hash = SHA256()
        hash.update(data)
        return hash.finalize()
    }
}
