import ArgumentParser
import Foundation
import Judge
import PrepKit

extension Prep {
    /// `prep run`: the solution on the samples, or on an input of one's own beside the
    /// problem's reference. A practice run: no secret data, no attempt.
    struct RunCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "run",
            abstract: "Run your solution on the samples, or on an input of your own beside the problem's reference.",
            discussion: """
                Without --input: every sample, with its input (function mode: the call), your output, the expected \
                answer, the verdict and what your program wrote to standard error. With --input FILE (- for standard \
                input): your own case, checked against the problem's constraints (function mode: the arguments one \
                per line, as LeetCode's custom test box takes them), then run by your solution and by the problem's \
                reference, whose answer yours is judged against. Runs are listed by prep history and not counted by \
                prep stats. Exit status: 0 accepted (or nothing to judge against), 1 another verdict, 2 a usage or \
                input error, 130 interrupted.
                """)

        @Argument(help: "The problem's slug (or its LeetCode number).", completion: Completions.problems) var problem: String
        @Argument(help: "The solution file or folder (default: <problem>.<ext> here).") var file: String?
        @Option(help: "The language, if the extension does not say (see prep languages).", completion: Completions.languages) var lang: String?
        @Option(help: ArgumentHelp("function or stdin (default: told from the file).", valueName: "function|stdin"))
        var mode: SolutionMode?
        @Option(help: ArgumentHelp("Run this input of your own instead of the samples ('-' reads standard input).",
                                   valueName: "file"))
        var input: String?
        @Flag(help: "Run again every time the solution (or the --input file) is saved.") var watch = false
        @Flag(help: "Print the run as JSON.") var json = false
        @OptionGroup var common: CommonOptions

        func validate() throws {
            if watch && json { throw ValidationError("--watch and --json do not go together") }
            if watch && input == "-" { throw ValidationError("--watch cannot reread standard input: give --input a file") }
        }

        func run() async throws {
            let (store, paths) = try common.open()
            var options = GradingOptions()
            options.diagnosesCrashes = true
            let terminal = common.terminal
            if let warning = Isolation.warning() { Output.error(terminal.paint("prep: \(warning)", .yellow)) }
            let stdinText = input == "-" ? try Self.readStandardInput() : nil
            func session() throws -> RunSession {
                let cases: RunSession.Cases
                if let input {
                    if let stdinText {
                        cases = .input(stdinText, from: "standard input")
                    } else {
                        let url = URL(fileURLWithPath: input)
                        guard let data = FileManager.default.contents(atPath: url.path) else {
                            throw PrepError("--input \(input): " + (FileManager.default.fileExists(atPath: url.path) ? "cannot be read" : "no such file"))
                        }
                        guard data.count <= 64 << 20, let text = String(data: data, encoding: .utf8) else {
                            throw PrepError("--input \(input): " + (data.count > 64 << 20 ? "over 64 MiB" : "not UTF-8 text"))
                        }
                        cases = .input(text, from: url.lastPathComponent)
                    }
                } else {
                    cases = .samples
                }
                return try RunSession.prepare(store: store, paths: paths, problem: problem, file: file, lang: lang, mode: mode,
                                              cases: cases, options: options)
            }
            guard watch else {
                let report = try await once(try session(), store: store, terminal: terminal)
                if report == nil { throw ExitCode(130) }
                if let verdict = report?.verdict, verdict != .accepted { throw ExitCode(1) }
                return
            }
            var first = try session()
            let watched = [first.submission.url] + (input.map { [URL(fileURLWithPath: $0)] } ?? [])
            var stamps = watched.map(SolutionFile.stamp)
            while true {
                let interrupts = Interrupts.shared.count
                guard try await once(first, store: store, terminal: terminal) != nil, Interrupts.shared.count == interrupts else {
                    throw ExitCode(130)
                }
                Output.error(terminal.paint("watching \(watched.map(\.lastPathComponent).joined(separator: " and ")): save to run again, Ctrl-C to stop", .dim))
                guard let next = await SolutionFile.waitForChange(watched, since: stamps, interrupts: interrupts) else { throw ExitCode(130) }
                stamps = next
                // The input file may have changed: read it again (an error is shown, and the watch goes on).
                do { first = try session() } catch {
                    Output.error("prep: \(error)")
                }
            }
        }

        /// One run, printed and recorded; nil when Ctrl-C stopped it.
        private func once(_ session: RunSession, store: PrepStore, terminal: Terminal) async throws -> RunReport? {
            let started = Date()
            if !json { print(terminal.paint(Self.header(session), .bold)) }
            let task = Task { try await session.run() }
            Interrupts.shared.onInterrupt { task.cancel() }
            defer { Interrupts.shared.onInterrupt(nil) }
            let report = try await task.value
            if task.isCancelled { return nil }
            let details = (try? String(decoding: Self.encoder.encode(report), as: UTF8.self)) ?? "{}"
            try await session.record(report, startedAt: started, details: details, store: store)
            if json {
                try Output.json(report)
            } else {
                print(Self.render(report, terminal: terminal))
            }
            fflush(nil)
            return report
        }

        private static let encoder: JSONEncoder = {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return encoder
        }()

        static func readStandardInput() throws -> String {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let text = String(data: data, encoding: .utf8) else { throw PrepError("--input -: standard input is not UTF-8 text") }
            return text
        }

        static func header(_ session: RunSession) -> String {
            let mode = session.submission.mode == .function ? " (function mode)" : ""
            let what: String
            switch session.cases {
            case .samples: what = "samples"
            case .input(_, let origin): what = "your input (\(origin))" + (session.reference.map { ", answered by \($0.url.lastPathComponent)" } ?? "")
            }
            return "\(session.slug) · \(session.package.name) · \(session.submission.language.name)\(mode) · \(what)"
        }

        static func render(_ report: RunReport, terminal: Terminal) -> String {
            var lines: [String] = []
            lines.append(terminal.paint((report.compileCached ? "compile cached" : "compiled in \(Format.seconds(report.compileSeconds))")
                + " · limit \(Format.seconds(report.timeLimit))", .dim))
            if let error = report.compileError {
                lines.append(terminal.paint("Compile Error", .boldRed))
                lines += error.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
                return lines.joined(separator: "\n")
            }
            for note in report.notes { lines.append(terminal.paint("note: \(note)", .dim)) }
            if let problem = report.referenceProblem { lines.append(terminal.paint("note: \(problem): your output is shown unjudged", .yellow)) }
            for item in report.cases {
                let mark: String
                switch item.verdict {
                case .accepted?: mark = terminal.paint("✓", .green)
                case nil: mark = terminal.paint("·", .dim)
                default: mark = terminal.paint("✗", .red)
                }
                var line = "\(mark) \(item.name)  \(item.verdict.map { terminal.verdict($0) } ?? "run")  \(Format.seconds(item.cpuSeconds))"
                if let call = item.callSeconds { line += terminal.paint("  call \(Format.seconds(call))", .dim) }
                if let message = item.message, item.verdict != .accepted { line += "  " + message }
                lines.append(line)
                func block(_ label: String, _ text: String?) {
                    guard let text else { return }
                    var body = Substring(text)
                    while body.last == "\n" { body = body.dropLast() }
                    let rows = body.isEmpty ? ["(nothing)"] : body.split(separator: "\n", omittingEmptySubsequences: false)
                    for (index, row) in rows.enumerated() {
                        lines.append("  " + terminal.paint((index == 0 ? label : "").padding(toLength: 9, withPad: " ", startingAt: 0), .dim)
                            + " " + row)
                    }
                }
                block(report.mode == .function ? "call" : "input", item.input)
                block("output", item.output)
                block(report.kind == "samples" ? "expected" : "reference", item.expected)
                block("stderr", item.errorOutput)
            }
            let summary: String
            switch report.verdict {
            case .accepted?:
                summary = terminal.paint(report.kind == "samples" ? "Samples passed" : "Accepted on your input", .boldGreen)
                    + (report.kind == "samples" ? terminal.paint(" · prep solve judges every test", .dim) : "")
            case let verdict?:
                let failed = report.cases.first { $0.verdict != nil && $0.verdict != .accepted }
                summary = terminal.paint("\(verdict.title)\(failed.map { " on \($0.name)" } ?? "")", .boldRed)
            case nil:
                summary = terminal.paint("Ran · nothing to judge against", .bold)
            }
            lines.append(summary + terminal.paint(" · a practice run, not an attempt", .dim))
            return lines.joined(separator: "\n")
        }
    }
}

extension SolutionFile {
    /// Waits until any of the files' modification times moves; nil when Ctrl-C was pressed since
    /// the count `interrupts` was taken (before the round began).
    static func waitForChange(_ urls: [URL], since: [Date?], interrupts before: Int) async -> [Date?]? {
        while Interrupts.shared.count == before {
            try? await Task.sleep(nanoseconds: 300_000_000)
            let now = urls.map(stamp)
            if now != since { return now }
        }
        return nil
    }
}
