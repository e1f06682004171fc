public import Foundation

// MARK: - Submission

/// A program to judge: one source file, or a folder of files compiled together.
///
/// ```swift
/// let submission = try Submission(url: URL(fileURLWithPath: "twosum.swift"))
/// let forced = try Submission(url: folder, language: Languages.cpp)
/// ```
public struct Submission: Sendable, Hashable, Codable {
    public var url: URL
    public var language: Language
    /// A program reading standard input, or a function-mode solution (see `FunctionInterface.mode(of:)`).
    public var mode: SolutionMode = .stdin

    /// A submission in `language`, or in the language its extension names.
    /// - Throws: `SubmissionError` when the file is missing or no language fits.
    public init(url: URL, language: Language? = nil, mode: SolutionMode = .stdin) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SubmissionError(path: url.path, reason: "no such file or folder")
        }
        guard let language = language ?? Languages.detect(url) else {
            throw SubmissionError(path: url.path, reason: "cannot tell the language from the extension (use --lang)")
        }
        self.url = url
        self.language = language
        self.mode = mode
    }

    /// The submission's name: the file or folder name.
    public var name: String { url.lastPathComponent }
}

// MARK: - SubmissionError

/// A submission that cannot be judged at all, as one line.
public struct SubmissionError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    public var path: String
    public var reason: String

    public var description: String { "\(path): \(reason)" }
    public var errorDescription: String? { description }
}
