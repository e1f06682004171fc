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
    /// broken one is reported in one line and the others still load. With `recursive`, packages
    /// are found at any depth (a contest repository's `round1/problems/a/`): folders without a
    /// `problem.yaml` are only walked through, hidden folders and links to folders are not, and
    /// nothing inside a package is looked at.
    public static func loadAll(in folder: URL, recursive: Bool = false) -> (summaries: [PackageSummary], errors: [PackageError]) {
        var summaries: [PackageSummary] = []
        var errors: [PackageError] = []
        let folders: [URL]
        if recursive {
            (folders, errors) = packageFolders(under: folder)
        } else {
            errors = FileTree.nonUTF8Names(in: folder).map {
                PackageError(path: folder.appendingPathComponent($0).path, reason: "the folder's name is not UTF-8; rename it to load it")
            }
            folders = FileTree.names(in: folder).map { folder.appendingPathComponent($0, isDirectory: true) }
                .filter { FileTree.isDirectory($0) }
        }
        for url in folders {
            do { summaries.append(try load(from: url)) } catch let error as PackageError {
                errors.append(error)
            } catch {
                errors.append(PackageError(url, error.localizedDescription))
            }
        }
        return (summaries, errors)
    }

    /// What a summary is read from, in every package folder of `folder` (as `loadAll` reads it),
    /// hashed: each folder's and file's identity and times (inode, size, modification and change
    /// time), never their bytes. A folder's times change when an entry is added, removed or
    /// renamed in it; a file's when it is written. So any change that can change a summary
    /// changes this, for a few system calls a package. Tests, submissions and generators other
    /// than function mode's converter are not looked at: no summary is read from them.
    public static func catalogueFingerprint(of folder: URL) -> String {
        var hasher = FNV1a()
        var count = 0
        func add(_ path: String, _ key: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return }
            count += 1
            hasher.add("\(key)\u{0}\(info.st_mode)\u{0}\(info.st_ino)\u{0}\(info.st_size)\u{0}"
                + "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\u{0}\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)")
        }
        // readdir, not Foundation: this runs on every command.
        func names(_ path: String) -> [String] {
            guard let directory = opendir(path) else { return [] }
            defer { closedir(directory) }
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if !name.hasPrefix(".") { names.append(name) }
            }
            return names.sorted()
        }
        let root = folder.standardizedFileURL.path
        add(root, "")
        for name in names(root) {
            let package = root + "/" + name
            add(package, name)
            for file in ["problem.yaml", "domjudge-problem.ini", ".timelimit", "generators", "generators/" + FunctionData.converterName] {
                add(package + "/" + file, name + "/" + file)
            }
            for statements in ["statement", "problem_statement"] {
                let path = package + "/" + statements
                add(path, name + "/" + statements)
                for file in names(path) where file.hasPrefix("problem") {
                    add(path + "/" + file, name + "/" + statements + "/" + file)
                }
            }
        }
        return String(hasher.value, radix: 16) + "-\(count)"
    }

    /// How deep `packageFolders` looks.
    static let searchDepth = 8

    /// The package folders under `folder` (or `folder` itself when it is one), at any depth up
    /// to `searchDepth`, in path order; and the folders on the way whose names are not UTF-8.
    public static func packageFolders(under folder: URL) -> (folders: [URL], errors: [PackageError]) {
        var found: [URL] = []
        var errors: [PackageError] = []
        func isPackage(_ url: URL) -> Bool {
            FileManager.default.fileExists(atPath: url.appendingPathComponent("problem.yaml").path)
        }
        func walk(_ url: URL, depth: Int) {
            errors += FileTree.nonUTF8Names(in: url).map {
                PackageError(path: url.appendingPathComponent($0).path, reason: "the folder's name is not UTF-8; rename it to load it")
            }
            for name in FileTree.names(in: url) {
                let child = url.appendingPathComponent(name, isDirectory: true)
                var info = stat()
                guard lstat(child.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { continue }
                if isPackage(child) {
                    found.append(child)
                } else if depth < searchDepth {
                    walk(child, depth: depth + 1)
                }
            }
        }
        if isPackage(folder) { return ([folder], []) }
        walk(folder, depth: 1)
        return (found, errors)
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
        metadata.leetcode = try LeetCodeTwin.read(yaml, at: yamlFile)
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

// MARK: - FNV1a

/// A 64-bit FNV-1a hash: enough to notice that a folder changed.
public struct FNV1a: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        value ^= 0xff
        value = value &* 0x100_0000_01b3
    }
}
