import ArgumentParser
import Foundation
import PrepKit

// MARK: - Prep

/// The `prep` command: argument parsing and terminal output only; the libraries do the work.
struct Prep: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prep",
        abstract: "Offline interview-prep practice: problems, a judge, notes and reviews.",
        discussion: """
            Exit status: 0 on success or an accepted solution, 1 for another verdict, 2 for a usage \
            or input error (with a one-line reason on standard error).
            """,
        subcommands: [
            ListCommand.self, ShowCommand.self, NewCommand.self, SolveCommand.self, HistoryCommand.self,
            StatsCommand.self, NoteCommand.self, NotesCommand.self, ReviewCommand.self, VerifyCommand.self,
            ImportCommand.self, LanguagesCommand.self,
        ]
    )
}

// MARK: - Entry point

/// Runs the command and maps failures to exit statuses at the edge: expected failures print
/// one line and exit 2; help and completion scripts exit 0.
@main
enum Main {
    static func main() async {
        do {
            var command = try Prep.parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as PrepError {
            Output.error("prep: \(error.message)")
            exit(2)
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            let status = Prep.exitCode(for: error)
            if status == .success { Prep.exit(withError: error) }
            // A usage error: one line saying what is wrong and where to look.
            let message = Prep.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            Output.error("prep: \(message) (see 'prep --help')")
            exit(2)
        }
    }
}

// MARK: - Helpers

extension Prep {
    /// Writes a line to standard error (messages and progress; data goes to standard output).
    static func printError(_ line: String) { Output.error(line) }

    /// A one-line usage or input error: exit status 2.
    static func fail(_ message: String) -> PrepError { PrepError(message) }

    /// JSON for `--json`: sorted keys, pretty-printed.
    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
