import ArgumentParser
import Foundation
import Judge
import PrepKit

extension Prep {
    /// `prep stress`: your solution against an oracle on random inputs, down to the smallest
    /// input where they disagree.
    struct StressCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stress",
            abstract: "Find the smallest random input where your solution and an oracle disagree.",
            discussion: """
                The oracle is --against FILE (a brute force of yours, reading standard input), else the problem's \
                accepted reference program. Inputs come from the problem's generators/random_input.py, smallest \
                sizes first; on the first disagreement prep looks for a smaller one and prints it. Exit status: \
                0 when every input agreed, 1 when a failing input was found, 2 on a usage or input error.
                """)

        @Argument(help: "The problem's slug (or its LeetCode number).", completion: Completions.problems) var problem: String
        @Argument(help: "The solution file (default: <problem>.<ext> here).") var file: String?
        @Option(help: "The oracle: a program of yours that reads standard input (default: the problem's reference).") var against: String?
        @Option(help: "The language, if the extension does not say.", completion: Completions.languages) var lang: String?
        @Option(parsing: .unconditional, help: "Random inputs to try, 1 to 100000 (default: 120).") var rounds: Int = 120
        @Option(parsing: .unconditional, help: "The first seed (default: 1).") var seed: Int = 1
        @Option(name: .customLong("max-size"), parsing: .unconditional, help: "The largest size to try (default: 64).") var maxSize: Int = 64
        @Option(name: .customLong("time"), parsing: .unconditional,
                help: "Your solution's time limit per input in seconds; a run past it counts as a difference (default: the problem's).")
        var timeLimit: Double?
        @Option(parsing: .unconditional, help: "Parallel grading workers, 1 to 64 (default: the number of cores).") var workers: Int?
        @Flag(help: "Keep the failing input found as a personal test of the problem, run by every later prep solve of it.")
        var save = false
        @Flag(help: "Print the result as JSON.") var json = false
        @OptionGroup var common: CommonOptions

        func validate() throws {
            if !(1...100_000).contains(rounds) { throw ValidationError("--rounds must be between 1 and 100000 (got \(rounds))") }
            if let timeLimit, !(timeLimit > 0 && timeLimit <= 600) { throw ValidationError("--time must be between 0 and 600 seconds (got \(timeLimit))") }
            if maxSize < 1 { throw ValidationError("--max-size must be at least 1 (got \(maxSize))") }
            if let workers, !(1...64).contains(workers) { throw ValidationError("--workers must be between 1 and 64 (got \(workers))") }
        }

        /// The JSON the issue promises.
        struct Report: Encodable {
            var found: Bool
            var rounds: Int
            var size: Int?
            var seed: Int?
            var input: String?
            var expected: String?
            var received: String?
            var verdict: String?
            /// The personal test it was saved as (--save).
            var saved: String?
        }

        func run() async throws {
            let (store, paths) = try common.open()
            var grading = GradingOptions()
            if let workers { grading.workers = workers }
            var options = Stress.Options()
            options.rounds = rounds
            options.seed = seed
            options.maxSize = maxSize
            options.timeLimit = timeLimit
            let stress = try StressSession.prepare(store: store, paths: paths, problem: problem, file: file, lang: lang,
                                                   against: against, options: options, grading: grading)
            let terminal = common.terminal
            if let warning = Isolation.warning() { Output.error(terminal.paint("prep: \(warning)", .yellow)) }
            let animate = terminal.animate && !json
            if !json {
                Output.error(terminal.paint("\(stress.package.slug) · \(stress.solution.url.lastPathComponent) against "
                    + "\(stress.oracle.url.lastPathComponent) · \(rounds) inputs up to size \(maxSize)", .dim))
            }
            let outcome: Stress.Outcome
            let started = Date()
            do {
                outcome = try await stress.run { progress in
                    guard animate else { return }
                    Output.progress("\r\u{1B}[2K" + (progress.shrinking ? "shrinking: size \(progress.size)…"
                        : "\(progress.rounds) inputs agree; trying size \(progress.size)…"))
                }
            } catch let error as StressError {
                throw PrepError(error.description)
            } catch {
                throw PrepError(error)
            }
            if animate { Output.progress("\r\u{1B}[2K") }
            let found = outcome.found
            let report = Report(found: found != nil, rounds: outcome.rounds, size: found?.size, seed: found?.seed,
                                input: found?.input, expected: found?.expected, received: found?.received,
                                verdict: found?.verdict.code)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let details = (try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            try await StressSession.record(stress, outcome: outcome, startedAt: started, details: details, store: store)
            var saved: String?
            if save, let found {
                saved = try await PersonalTests.save(problem: stress.package.slug, name: "stress-\(found.size)-\(found.seed)",
                                                     input: found.input, answer: found.expected,
                                                     origin: "prep stress: \(stress.solution.url.lastPathComponent) against \(stress.oracle.url.lastPathComponent)",
                                                     store: store)
            }
            if json {
                var report = report
                report.saved = saved
                try Output.json(report)
            } else if let found {
                print(terminal.paint("\(found.verdict.title) at size \(found.size) (seed \(found.seed)), after \(outcome.rounds) inputs",
                                     .boldRed))
                if let message = found.message { print("  " + message) }
                for (label, text) in [("input", found.input), ("expected", found.expected), ("received", found.received)] {
                    let rows = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(12)
                    for (index, row) in rows.enumerated() where !(index == rows.count - 1 && row.isEmpty) {
                        let head = index == 0 ? label.padding(toLength: 9, withPad: " ", startingAt: 0) : "         "
                        print("  " + terminal.paint(head, .dim) + " " + row.prefix(100))
                    }
                }
                if let saved {
                    print(terminal.paint("Saved as the personal test \(saved): every prep solve of \(stress.package.slug) runs it.", .dim))
                }
            } else {
                print(terminal.paint("No difference in \(outcome.rounds) inputs up to size \(maxSize)", .boldGreen))
            }
            if found != nil { throw ExitCode(1) }
        }
    }
}
