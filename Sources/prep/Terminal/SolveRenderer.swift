import Foundation
import Judge
import PrepKit
import Synchronization

/// Draws a solve as it happens. Test lines are data (standard output); the progress line is
/// redrawn on standard error when it is a terminal. Called from several queues, so it draws
/// under a lock.
final class SolveRenderer: Sendable {
    private let terminal: Terminal
    private let quiet: Bool
    private let progress = Mutex(Progress())

    private struct Progress {
        var total = 0
        var done = 0
        var shown = false
        /// Finished tests waiting for an earlier one: lines are printed in test order (the
        /// samples first), however the workers finish them.
        var waiting: [Int: TestLine] = [:]
        var nextIndex = 0
        /// The stretch tier's heading is printed before its first test.
        var stretchShown = false
    }

    /// - Parameter quiet: draw nothing (for `--json`).
    init(terminal: Terminal, quiet: Bool) {
        self.terminal = terminal
        self.quiet = quiet
    }

    func handle(_ event: SolveEvent) {
        guard !quiet else { return }
        progress.withLock { draw(event, &$0) }
    }

    private func draw(_ event: SolveEvent, _ progress: inout Progress) {
        switch event {
        case .started(let start):
            progress.total = start.tests
            let mode = start.mode == .function ? " (function mode)" : ""
            let stretch = start.stretchTests > 0 ? " (+ \(start.stretchTests) stretch)" : ""
            Output.error(terminal.paint("\(start.problem) · \(start.name) · \(start.language)\(mode) · \(start.tests) tests\(stretch) · "
                + "limit \(Format.seconds(start.timeLimit))\(Self.origin(start.timeLimitOrigin, language: start.language)) · "
                + "\(start.workers) worker\(start.workers == 1 ? "" : "s")", .dim))
            if let note = start.note { Output.error(terminal.paint(note, .yellow)) }
        case .compiling(let language):
            drawProgress("compiling \(language)…", &progress)
        case .compiled(let seconds, let cacheHit, let error):
            clearProgress(&progress)
            if error == nil {
                Output.error(terminal.paint(cacheHit ? "compiled (cached)" : "compiled in \(Format.seconds(seconds))", .dim))
            }
        case .test(let line):
            progress.done = line.done
            progress.total = line.total
            progress.waiting[line.index] = line
            clearProgress(&progress)
            while let next = progress.waiting.removeValue(forKey: progress.nextIndex) {
                if next.stretch && !progress.stretchShown {
                    print(terminal.paint(Self.stretchHeading, .dim))
                    progress.stretchShown = true
                }
                print(testLine(next))
                progress.nextIndex += 1
            }
            fflush(nil)  // live, even when piped
            drawProgress(bar(progress), &progress)
        case .finished:
            clearProgress(&progress)
            // Tests after a gap (grading stopped at a failure before an earlier test ran).
            for index in progress.waiting.keys.sorted() {
                let line = progress.waiting[index]!
                if line.stretch && !progress.stretchShown {
                    print(terminal.paint(Self.stretchHeading, .dim))
                    progress.stretchShown = true
                }
                print(testLine(line))
            }
            progress.waiting = [:]
        }
    }

    static let stretchHeading = "stretch tier: past LeetCode's constraints, after an accepted verdict, which it never changes"

    private func testLine(_ line: TestLine) -> String {
        var text = "\(line.verdict == .accepted ? terminal.paint("✓", .green) : terminal.paint("✗", .red)) "
        text += pad(line.name, 40) + " " + terminal.verdict(line.verdict) + String(repeating: " ", count: max(1, 4 - line.verdict.code.count))
        text += String(format: "%7.3f s  %9@", line.cpuSeconds, Format.memory(line.peakMemoryBytes) as NSString)
        if let call = line.callSeconds { text += String(format: "  call %.3f s", call) }
        if line.verdict != .accepted, let message = line.message {
            text += "  " + terminal.paint(Self.cut(String(message.split(separator: "\n").first ?? ""), 80), .dim)
        }
        return text
    }

    /// `s` padded to `n` columns, or cut with an ellipsis.
    private func pad(_ s: String, _ n: Int) -> String {
        s.count > n ? Self.cut(s, n) : s + String(repeating: " ", count: n - s.count)
    }

    /// At most `n` characters, the last an ellipsis when cut.
    static func cut(_ s: String, _ n: Int) -> String {
        s.count > n ? String(s.prefix(n - 1)) + "…" : s
    }

    private func bar(_ progress: Progress) -> String {
        let width = 24, done = progress.done, total = progress.total
        let filled = total == 0 ? 0 : width * done / total
        return "[" + String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled) + "] \(done)/\(total) tests"
    }

    private func drawProgress(_ text: String, _ progress: inout Progress) {
        guard terminal.animate else { return }
        Output.progress("\r\u{1B}[2K" + text)
        progress.shown = true
    }

    private func clearProgress(_ progress: inout Progress) {
        guard progress.shown else { return }
        Output.progress("\r\u{1B}[2K")
        progress.shown = false
    }

    /// The closing summary, and for a failed test what went in, what was expected, what came out.
    /// What the header says of the limit's origin: nothing when the package states it.
    static func origin(_ origin: TimeLimitOrigin, language: String) -> String {
        switch origin {
        case .package, .option: return ""
        case .language: return " for \(language)"
        case .derived: return " (derived by prep verify)"
        case .fallback: return " (none stated; prep verify derives one)"
        }
    }

    /// "stretch: ✓ 4/4 passed", or what failed there and what it means: the verdict stands.
    static func stretchLine(_ stretch: StretchSummary, outcome: SolveOutcome, terminal: Terminal) -> String {
        switch stretch.verdict {
        case nil:
            return terminal.paint("stretch: \(stretch.testsTotal) tests not run (stopped)", .dim)
        case .accepted?:
            return "stretch: " + terminal.paint("✓", .green) + " \(stretch.testsPassed)/\(stretch.testsTotal) passed"
                + terminal.paint(" · past LeetCode's constraints", .dim)
        case let verdict?:
            var text = "stretch: " + terminal.paint(verdict.code, .yellow)
            if let test = stretch.firstFailure { text += " on \(test)" }
            text += " · \(stretch.testsPassed)/\(stretch.testsTotal) passed"
            if let message = stretch.message, let first = message.split(separator: "\n").first {
                text += "\n  " + cut(String(first), 120)
            }
            // The exception's own words (the last line of what the program wrote on standard error).
            if let said = outcome.stretchFailure?.errorOutput?.split(separator: "\n").last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                text += "\n  " + cut(String(said), 120)
            }
            let advice = verdict == .timeLimitExceeded ? "; prep growth \(outcome.problem) shows how yours grows against the reference" : ""
            return text + "\n  " + terminal.paint("past LeetCode's constraints (the statement's stretch): the verdict above stands\(advice)", .dim)
        }
    }

    static func summary(_ outcome: SolveOutcome, terminal: Terminal) -> String {
        var lines: [String] = []
        let verdict = outcome.verdict == .accepted ? terminal.paint(outcome.verdictTitle, .boldGreen)
            : terminal.paint(outcome.verdictTitle, .boldRed)
        var head = verdict
        if let failure = outcome.failure, outcome.verdict != .judged(.compileError) { head += " on \(failure.test)" }
        var parts = [head]
        if outcome.verdict != .judged(.compileError) { parts.append("\(outcome.testsPassed)/\(outcome.testsTotal) tests passed") }
        if let slowest = outcome.slowestTest {
            let call = outcome.tests.first { $0.name == slowest }?.callSeconds.map { " (call \(Format.seconds($0)))" } ?? ""
            parts.append("slowest \(slowest) \(Format.seconds(outcome.slowestCPUSeconds))\(call)")
        }
        if outcome.peakMemoryBytes > 0 { parts.append("peak \(Format.memory(outcome.peakMemoryBytes))") }
        parts.append(outcome.compileCached ? "compile cached" : "compile \(Format.seconds(outcome.compileSeconds))")
        lines.append(parts.joined(separator: " · "))
        // The stretch is said beside an accepted verdict (a failure has enough to say).
        if let stretch = outcome.stretch, stretch.verdict != nil || outcome.verdict == .accepted {
            lines.append(stretchLine(stretch, outcome: outcome, terminal: terminal))
        }
        if [.judged(.compileError), .judged(.judgeError)].contains(outcome.verdict), let message = outcome.message {
            lines += message.split(separator: "\n", omittingEmptySubsequences: false).prefix(ErrorOutput.maxLines + 1).map { "  " + $0 }
        }
        if let failure = outcome.failure {
            if let message = failure.message { lines.append("  " + message) }
            func block(_ label: String, _ text: String?, rows limit: Int = 8, width: Int = 100) {
                guard let text, !text.isEmpty else { return }
                var body = Substring(text)
                while body.last == "\n" { body = body.dropLast() }
                let rows = body.split(separator: "\n", omittingEmptySubsequences: false).prefix(limit)
                for (i, row) in rows.enumerated() {
                    lines.append("  " + terminal.paint(i == 0 ? label.padding(toLength: 9, withPad: " ", startingAt: 0) : "         ", .dim)
                        + " " + (row.count > width ? row.prefix(width - 1) + "…" : row))
                }
            }
            block(outcome.mode == .function ? "call" : "input", failure.input)
            block("expected", failure.expected)
            block("received", failure.received.map { $0.isEmpty ? "(nothing)" : $0 })
            if let line = failure.differenceLine, let column = failure.differenceColumn {
                lines.append("  " + terminal.paint("first difference: line \(line), column \(column)", .yellow))
            }
            // What the program said on standard error: the exception and its lines, or its own prints.
            block("stderr", failure.errorOutput, rows: ErrorOutput.maxLines + 1, width: 300)
        }
        return lines.joined(separator: "\n")
    }
}
