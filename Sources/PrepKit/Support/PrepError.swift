import Foundation
import Judge

/// An expected failure: bad input, a missing file, an unknown problem. Its message is one line
/// that says what is wrong and what to do; the command line prints it and exits with status 2.
public struct PrepError: Error, LocalizedError, CustomStringConvertible, Sendable {
    public let message: String

    public init(_ message: String) { self.message = message }

    /// Another error, said in one readable line (a file-system error names its path).
    public init(_ error: any Error) {
        message = (error as? PrepError)?.message ?? readableError(error)
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
