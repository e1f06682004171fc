public import Foundation

// MARK: - PackageError

/// A broken problem package: the file at fault and what is wrong with it, printed as one line.
///
/// ```swift
/// do { _ = try ProblemPackage.load(from: url) }
/// catch let error as PackageError { print(error) }  // "twosum/data/secret/03.in: no matching .ans file"
/// ```
public struct PackageError: Error, Sendable, Hashable, Codable {
    /// The file or folder at fault (a path as given, usually absolute).
    public var path: String
    /// What is wrong, in a few words.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    init(_ url: URL, _ reason: String) {
        self.init(path: url.path, reason: reason)
    }
}

// MARK: - CustomStringConvertible

extension PackageError: CustomStringConvertible {
    public var description: String { "\(path): \(reason)" }
}

// MARK: - LocalizedError

extension PackageError: LocalizedError {
    public var errorDescription: String? { description }
}

// MARK: - PackageLinks

/// Symbolic links in a package are followed only when they stay inside it: a package from
/// elsewhere must not make prep read (and show, store, or feed to a program) a file of the
/// user's, such as a test input linked to `~/.ssh/id_rsa`.
enum PackageLinks {
    /// Throws a `PackageError` naming the first link in `root` whose target is outside it.
    /// Links among the reference submissions (`submissions/<folder>/…`) are left to
    /// `SubmissionLinks`: one that leaves makes only that submission an error.
    static func check(_ root: URL) throws {
        let base = Toolchain.realPath(root.path)
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return }
        for case let relative as String in enumerator {
            if relative.hasPrefix("submissions/") && relative.split(separator: "/").count >= 3 { continue }
            let path = root.appendingPathComponent(relative).path
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { continue }
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            // Resolve what exists; a dangling link is judged by where its text points.
            var resolved = Toolchain.realPath(path)
            if resolved == path {
                let folder = Toolchain.realPath((path as NSString).deletingLastPathComponent)
                resolved = ((target.hasPrefix("/") ? target : folder + "/" + target) as NSString).standardizingPath
            }
            guard resolved == base || resolved.hasPrefix(base + "/") else {
                throw PackageError(path: path, reason: "is a link to \(target), outside the package (prep reads only a package's own files)")
            }
        }
    }
}
