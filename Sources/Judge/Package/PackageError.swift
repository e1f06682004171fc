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
