import ArgumentParser
import Foundation
import PrepKit

extension Prep {
    /// `prep interview`: an unseen problem, a clock, no hints; then the complexity.
    struct InterviewCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "interview",
            abstract: "Rehearse an interview: an unsolved problem against the clock, no hints.",
            discussion: """
                prep picks a problem you have not solved (with --review, one due for review), favouring \
                your weakest topics, shows it and starts the clock. Solve it with prep solve from any \
                terminal: the session ends when an attempt is accepted or time runs out, then prep asks \
                for the time and space complexity and your approach and keeps them as a note tagged \
                #interview. The session is in the store from its first second: Ctrl-C or a killed prep \
                leave it running (--resume shows the clock again, --status where it stands, --stop ends \
                it). One session runs at a time; hints are locked while it runs.
                """)

        @Option(help: "Minutes allowed, 1 to 240.") var minutes: Int = Interviews.defaultMinutes
        @Option(help: "Pick from this topic only.") var topic: String?
        @Option(help: "Pick from this difficulty only: easy, medium or hard.") var difficulty: String?
        @Flag(help: "Pick a problem due for review instead of an unsolved one.") var review = false
        @Flag(help: "Show the running session (or the latest) and exit.") var status = false
        @Flag(help: "End the running session now.") var stop = false
        @Flag(help: "Follow the running session again (after Ctrl-C or from another terminal).") var resume = false
        @Flag(help: "Print JSON; a session started with --json is not followed (--status shows it).") var json = false
        @OptionGroup var common: CommonOptions

        func validate() throws {
            if [status, stop, resume].filter({ $0 }).count > 1 { throw ValidationError("--status, --stop and --resume do not go together") }
            if status || stop || resume, topic != nil || difficulty != nil || review {
                throw ValidationError("--topic, --difficulty and --review choose a new session's problem; not with --status, --stop or --resume")
            }
            if !Interviews.minutesRange.contains(minutes) {
                throw ValidationError("--minutes must be between \(Interviews.minutesRange.lowerBound) and \(Interviews.minutesRange.upperBound) (got \(minutes))")
            }
            if let difficulty, !["easy", "medium", "hard"].contains(difficulty) {
                throw ValidationError("--difficulty must be easy, medium or hard (got '\(difficulty)')")
            }
            if resume && json { throw ValidationError("--resume follows the clock; use --status --json for the session as JSON") }
        }

        func run() async throws {
            // Ctrl-C is an event from here on: one that comes before the clock is followed
            // still ends the following (see follow).
            let interruptsBefore = Interrupts.shared.count
            let (store, paths) = try common.open()
            let interviews = Interviews(store: store)
            let terminal = common.terminal
            if status {
                let running = try await interviews.running()
                let recent = try interviews.recent(limit: 5)
                if json { return try Output.json(StatusReport(running: running, recent: recent)) }
                guard let running else {
                    Output.error("prep: no interview is running; prep interview starts one")
                    if let last = recent.first { print("Last: " + Self.summary(last)) }
                    return
                }
                print(Self.summary(running))
                return
            }
            if stop {
                let stopped = try await interviews.stop()
                if json { return try Output.json(stopped) }
                print(Self.summary(stopped))
                try await ask(stopped, interviews: interviews, terminal: terminal)
                return
            }
            let session: InterviewStatus
            if resume {
                if let running = try await interviews.running() {
                    session = running
                } else if let last = try interviews.recent(limit: 1).first, last.timeComplexity.isEmpty, last.spaceComplexity.isEmpty,
                          last.approach.isEmpty {
                    // Ended while nobody followed it: the questions are still to answer.
                    print(Self.summary(last))
                    return try await ask(last, interviews: interviews, terminal: terminal)
                } else {
                    throw PrepError("no interview is running; prep interview starts one")
                }
            } else {
                if let topic { try ProblemListing(store: store).checkTopic(topic) }
                session = try await interviews.start(minutes: minutes, choice: .init(topic: topic, difficulty: difficulty, review: review))
                if json { return try Output.json(session) }
                try showProblem(session, store: store, problems: paths.problems, terminal: terminal)
            }
            print(terminal.paint("Interview: \(session.problem), \(session.minutes) min. Solve it with: prep solve \(session.problem) "
                                 + "(from any terminal). Hints are locked. Ctrl-C leaves the clock running.", .bold))
            fflush(nil)
            let ended = try await follow(session, interviews: interviews, terminal: terminal, interruptsBefore: interruptsBefore)
            guard let ended else { throw ExitCode(130) }
            print(Self.summary(ended))
            // Stopped from another terminal: the questions are asked there.
            if ended.outcome != "stopped" { try await ask(ended, interviews: interviews, terminal: terminal) }
        }

        /// The statement, as prep show gives it (without the samples' repetition).
        private func showProblem(_ session: InterviewStatus, store: PrepStore, problems: URL, terminal: Terminal) throws {
            let shown = try ProblemDetails.load(session.problem, store: store)
            print(terminal.paint("\(shown.name)  (\(shown.slug))", .bold))
            print(terminal.paint(ShowCommand.header(shown), .dim))
            print()
            if let interface = shown.interface {
                print(terminal.paint("Function mode", .bold) + terminal.paint(" (prep new \(shown.slug) writes the stub)", .dim))
                print(ShowCommand.indent(interface.signature))
                print()
            }
            print(MarkdownRenderer(terminal: terminal).render(shown.statement))
            print()
        }

        /// Follows the clock until the session ends (nil when Ctrl-C left it running). On a
        /// terminal one line counts down; piped, a line at each attempt and every five minutes.
        private func follow(_ session: InterviewStatus, interviews: Interviews, terminal: Terminal,
                            interruptsBefore: Int) async throws -> InterviewStatus? {
            let task = Task {
                var lastLine = ""
                return try await interviews.follow(id: session.id, clock: SystemInterviewClock()) { status in
                    guard status.isRunning else { return }
                    let left = Int((status.secondsLeft ?? 0).rounded(.up))
                    let line = Self.clockLine(status)
                    if terminal.animate {
                        Output.progress("\r\u{1B}[2K" + line)
                    } else {
                        let key = "\(status.attempts) \(status.verdict ?? "") \((left + 299) / 300)"
                        if key != lastLine { print(line); fflush(nil) }
                        lastLine = key
                    }
                }
            }
            Interrupts.shared.onInterrupt { task.cancel() }
            defer { Interrupts.shared.onInterrupt(nil) }
            if Interrupts.shared.count != interruptsBefore { task.cancel() }
            do {
                let ended = try await task.value
                if terminal.animate { Output.progress("\r\u{1B}[2K") }
                return ended
            } catch is CancellationError {
                if terminal.animate { Output.progress("\r\u{1B}[2K") }
                let left = try await interviews.running().map { Int((($0.secondsLeft ?? 0) / 60).rounded(.up)) }
                Output.error("prep: the interview goes on" + (left.map { " (\($0) min left)" } ?? "")
                             + ": prep interview --resume shows the clock, --stop ends it")
                return nil
            }
        }

        /// Asks for the complexity and the approach, on standard input (answered lines; end of
        /// input skips the rest), and keeps them with the session and as a note.
        private func ask(_ session: InterviewStatus, interviews: Interviews, terminal: Terminal) async throws {
            var answers: [String] = []
            for question in ["Time complexity? ", "Space complexity? ", "Your approach, in a line or two? "] {
                Output.progress(terminal.paint(question, .bold))
                guard let line = readLine() else {
                    Output.progress("\n")
                    break
                }
                answers.append(line.trimmingCharacters(in: .whitespaces))
            }
            while answers.count < 3 { answers.append("") }
            if let note = try await interviews.answer(id: session.id, time: answers[0], space: answers[1], approach: answers[2]) {
                Output.error("saved note \(note.id) on \(session.problem) (tags: \(note.tags.joined(separator: ", ")))")
            } else {
                Output.error("no answers given; the session is kept without them")
            }
        }

        static func clockLine(_ s: InterviewStatus) -> String {
            let left = Int((s.secondsLeft ?? 0).rounded(.up))
            let attempts = s.attempts == 0 ? "no attempt yet" : "\(s.attempts) attempt\(s.attempts == 1 ? "" : "s")"
                + (s.verdict.map { " (last \($0))" } ?? "")
            return String(format: "%@ · %02d:%02d left of %d min · %@", s.problem, left / 60, left % 60, s.minutes, attempts)
        }

        /// One line: where the session stands or how it ended.
        static func summary(_ s: InterviewStatus) -> String {
            let used = Format.duration(s.minutesUsed * 60)
            let attempts = "\(s.attempts) attempt\(s.attempts == 1 ? "" : "s")"
            switch s.outcome {
            case "running": return clockLine(s)
            case "accepted": return "\(s.problem): accepted after \(used) of \(s.minutes) min, \(attempts)"
            case "time": return "\(s.problem): time is up (\(s.minutes) min), \(attempts)" + (s.verdict.map { ", last \($0)" } ?? "")
            default: return "\(s.problem): stopped after \(used) of \(s.minutes) min, \(attempts)"
            }
        }

        struct StatusReport: Encodable {
            var running: InterviewStatus?
            var recent: [InterviewStatus]

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(running, forKey: .running)
                try container.encode(recent, forKey: .recent)
            }

            enum CodingKeys: String, CodingKey { case running, recent }
        }
    }
}
