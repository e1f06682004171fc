import ArgumentParser
import Foundation

// MARK: - Prep

/// The `prep` command: argument parsing and terminal output only; the libraries do the work.
@main
struct Prep: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prep",
        abstract: "Offline interview-prep practice: problems, a judge, notes and reviews.",
        subcommands: [VerifyCommand.self, LanguagesCommand.self]
    )
}

// MARK: - Output helpers

extension Prep {
    /// Writes a line to standard error (messages and progress; data goes to standard output).
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Prints a one-line usage or input error and exits with status 2.
    static func fail(_ message: String) -> ExitCode {
        printError("error: \(message)")
        return ExitCode(2)
    }

    /// JSON for `--json`: sorted keys, pretty-printed.
    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
