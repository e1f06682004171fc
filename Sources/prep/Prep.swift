import ArgumentParser
import Foundation
import Judge
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
            ListCommand.self, ShowCommand.self, NewCommand.self, RunCommand.self, SolveCommand.self, HistoryCommand.self,
            StatsCommand.self, NoteCommand.self, NotesCommand.self, ReviewCommand.self, VerifyCommand.self,
            ImportCommand.self, LanguagesCommand.self, StressCommand.self, GrowthCommand.self, HintCommand.self,
            InterviewCommand.self, ReportCommand.self,
        ]
    )
}

// MARK: - Entry point

/// Runs the command and maps failures to exit statuses at the edge: expected failures print
/// one line and exit 2; help and completion scripts exit 0.
@main
enum Main {
    static func main() async {
        // Scratch folders of a prep that was killed (its pid is gone) are removed now.
        TemporaryFolders.sweep(FileManager.default.temporaryDirectory)
        PrepStore.closeAllAtExit()
        let status: Int32
        do {
            var command = try Prep.parseAsRoot()
            // `prep solve` and `prep interview` take Ctrl-C as an event (see Interrupts); every other way out
            // removes this process's scratch folders first.
            Termination.install(for: command is Prep.SolveCommand || command is Prep.InterviewCommand ? [SIGTERM, SIGHUP] : [SIGINT, SIGTERM, SIGHUP])
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            status = 0
        } catch let error as PrepError {
            Output.error("prep: \(error.message)")
            status = 2
        } catch let code as ExitCode {
            status = code.rawValue
        } catch {
            if let damage = PrepStore.damageMessage(for: error) {
                Output.error("prep: \(damage)")
                status = 2
            } else if Prep.exitCode(for: error) == .success {
                // Help, a version or a completion script.
                Prep.exit(withError: error)
            } else {
                // A usage error: one line saying what is wrong and where to look.
                let message = Prep.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
                Output.error("prep: \(message) (see 'prep --help')")
                status = 2
            }
        }
        PrepStore.closeAll()
        TemporaryFolders.removeLive()
        exit(status)
    }
}

// MARK: - Termination

/// SIGTERM, SIGHUP (and SIGINT outside `prep solve`): remove this process's scratch folders,
/// then end as the signal would have. The boxes end on their own: their inits die with prep.
enum Termination {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    static func install(for signals: [Int32]) {
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                TemporaryFolders.removeLive()
                signal(number, SIG_DFL)
                kill(getpid(), number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
