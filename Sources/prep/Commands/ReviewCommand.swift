import ArgumentParser
import Foundation
import PrepKit

extension Rating: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
    /// What `--rate` takes, as its help and errors name it (1…4 are taken too).
    public static var allValueStrings: [String] { allCases.map(\.description) }
}

extension Prep {
    /// `prep review`: what is due today; rate a review.
    struct ReviewCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "review",
            abstract: "Show the problems due for review today, or rate one.",
            discussion: "Scheduling is FSRS-6 with its default parameters and 90% desired retention.")

        @Argument(help: "The problem to rate.", completion: Completions.problems) var problem: String?
        @Option(help: "How it went: again, hard, good or easy.") var rate: Rating?
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var common: CommonOptions

        func validate() throws {
            if rate != nil && problem == nil { throw ValidationError("--rate needs a problem: prep review <problem> --rate good") }
        }

        func run() async throws {
            let (store, _) = try common.open()
            let scheduler = ReviewScheduler(store: store)
            let t = common.terminal
            if let problem {
                let slug = try ProblemLookup(store: store).find(problem).slug
                guard let rate else {
                    let preview = try scheduler.preview(slug)
                    if json { return try Output.json(Dictionary(uniqueKeysWithValues: preview.map { ($0.key.description, $0.value) })) }
                    print(Rating.allCases.map { "\($0.description) → \(preview[$0] ?? 0) d" }.joined(separator: "  "))
                    Output.error("rate it with: prep review \(slug) --rate good")
                    return
                }
                // A review rates a solve: a problem never attempted has nothing to rate yet.
                guard try !History(store: store).entries(problem: slug, limit: 1).isEmpty else {
                    throw PrepError("\(slug) has no attempt yet: solve it first (prep solve \(slug)), then rate how it went")
                }
                let rated = try scheduler.rate(slug, rate)
                if json { return try Output.json(rated) }
                print("\(slug): \(rate.description); next review in \(rated.intervalDays) day\(rated.intervalDays == 1 ? "" : "s") (\(Format.day(rated.due)))")
                return
            }
            let due = try scheduler.due()
            if json { return try Output.json(due) }
            guard !due.isEmpty else {
                Output.error("prep: nothing due today")
                return
            }
            var table = Table(["PROBLEM", "DUE", "RECALL", "REVIEWS", "LAPSES"], rightAligned: [2, 3, 4])
            for item in due {
                let when = item.daysOverdue > 0 ? t.paint("\(item.daysOverdue) d overdue", .yellow) : "today"
                table.add([item.problem, when, item.retrievability.map { String(format: "%.0f%%", $0 * 100) } ?? "new",
                           "\(item.reps)", "\(item.lapses)"])
            }
            print(table.render(t))
            Output.error("solve one again, then: prep review <problem> --rate again|hard|good|easy")
        }
    }
}

/// After an accepted solve on a terminal, asks how it went and schedules the review. The
/// suggestion (taken on enter) is "good", or "hard" when hints were revealed since the
/// problem was last accepted.
enum RatingPrompt {
    static func offer(store: PrepStore, slug: String, terminal: Terminal) throws {
        guard isatty(STDIN_FILENO) != 0, isatty(STDERR_FILENO) != 0 else { return }
        let scheduler = ReviewScheduler(store: store)
        let preview = try scheduler.preview(slug)
        let (suggested, hints) = try Hints(store: store).suggestedRating(slug)
        let why = hints > 0 ? ", \(hints) hint\(hints == 1 ? "" : "s") used" : ""
        let question = "How did it go? " + Rating.allCases.map { "[\($0.description.prefix(1))]\($0.description.dropFirst()) \(preview[$0] ?? 0)d" }
            .joined(separator: "  ") + "  (enter: \(suggested.description)\(why); s to skip): "
        var rating: Rating?
        // A key that is not a rating asks again (a few times: a stuck terminal must not loop).
        for _ in 0..<5 where rating == nil {
            Output.progress(question)
            guard let typed = readLine() else { return }
            let answer = typed.trimmingCharacters(in: .whitespaces).lowercased()
            if answer == "s" || answer == "skip" { return }
            rating = answer.isEmpty ? suggested : Rating(answer) ?? Rating.allCases.first(where: { $0.description.hasPrefix(answer) })
            if rating == nil { Output.error("'\(answer)' is not a rating: a, h, g or e (again, hard, good, easy), or s to skip") }
        }
        guard let rating else {
            Output.error("prep: no rating; rate later with prep review \(slug) --rate \(suggested.description)")
            return
        }
        let rated = try scheduler.rate(slug, rating)
        Output.error("\(rating.description): next review of \(slug) in \(rated.intervalDays) day\(rated.intervalDays == 1 ? "" : "s")")
    }
}
