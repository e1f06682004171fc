import ArgumentParser
import Foundation
import Judge
import PrepKit

extension Prep {
    /// `prep growth`: how the solution's time grows with the input, beside the reference's.
    struct GrowthCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "growth",
            abstract: "Measure how your solution's time grows with the input's size, and fit its complexity.",
            discussion: """
                Runs the solution (and the problem's reference beside it) on the problem's inputs \
                (generators/random_input.py) of doubling sizes, up to the problem's largest or until a run passes \
                the time limit by a wide margin. Its complexity is its worst case: each size is measured on three \
                random inputs and on each worst-case shape the problem names (random_input.worst_cases), and the \
                slowest input is kept: the median of --repeat runs of a program's CPU time, or in function mode the \
                least of the time of your calls alone (a clock on the wall, which adds the time a run waits for a \
                core). The growth is fitted on a log-log scale (the exponent) and against O(1), O(log n), O(n), \
                O(n log n), O(n²), O(n³) and O(2ⁿ) (the class, with a confidence); when the times are too short or \
                too noisy, fit no class, or fit two about as well, it says it cannot tell, and why. The result is \
                kept with the source it measured: prep history shows it beside every attempt of that source. Exit \
                status: 0 when a fit was made (a class or cannot tell), 1 when the solution could not be measured \
                at three sizes, 2 on a usage or input error.
                """)

        @Argument(help: "The problem's slug (or its LeetCode number).", completion: Completions.problems) var problem: String
        @Argument(help: "The solution file (default: <problem>.<ext> here).") var file: String?
        @Option(help: "The language, if the extension does not say.", completion: Completions.languages) var lang: String?
        @Option(help: "The sizes to measure between, as A..B (default: from small up to the problem's largest).") var sizes: String?
        @Option(name: .customLong("repeat"), parsing: .unconditional, help: "Runs of each size's slowest input; the median is kept (of calls, the least), 1 to 15 (default: 3).")
        var repeats: Int = 3
        @Option(parsing: .unconditional, help: "The first of the random inputs' three seeds (default: 1).") var seed: Int = 1
        @Flag(name: .customLong("no-reference"), help: "Do not measure the problem's reference beside it.") var noReference = false
        @Option(parsing: .unconditional, help: "Parallel grading workers, 1 to 64 (default: the number of cores).") var workers: Int?
        @Flag(help: "Print the result as JSON.") var json = false
        @OptionGroup var common: CommonOptions

        func validate() throws {
            if !(1...15).contains(repeats) { throw ValidationError("--repeat must be between 1 and 15 (got \(repeats))") }
            if let workers, !(1...64).contains(workers) { throw ValidationError("--workers must be between 1 and 64 (got \(workers))") }
            if let sizes { _ = try Self.range(sizes) }
        }

        /// `A..B` with 1 ≤ A ≤ B.
        static func range(_ text: String) throws -> ClosedRange<Int> {
            let parts = text.components(separatedBy: "..")
            guard parts.count == 2, let low = Int(parts[0]), let high = Int(parts[1]), low >= 1, low <= high else {
                throw ValidationError("--sizes must be A..B with 1 ≤ A ≤ B, like 100..100000 (got '\(text)')")
            }
            return low...high
        }

        /// The JSON the issue promises: the solution's fit and points, and the reference's.
        final class Report: Encodable {
            var exponent: Double?
            var `class`: String?
            var confidence: Double?
            /// Why the points give no class, when they do not.
            var cannotTell: String?
            var measured: String
            /// The CPU time of every run made.
            var cpuSeconds: Double
            /// What each size was measured on (the top level's alone): "seed 1", …, the worst cases.
            var inputs: [String]?
            var points: [GrowthFit.Point]
            var stopped: String?
            var file: String
            var language: String
            var reference: Report?
            var isReference = false

            init(_ series: Growth.Series, reference: Growth.Series?, inputs: [String]?) {
                exponent = series.fit.map { ($0.exponent * 100).rounded() / 100 }
                `class` = series.fit?.complexity?.rawValue
                confidence = series.fit?.complexity == nil ? nil : series.fit.map { ($0.confidence * 100).rounded() / 100 }
                cannotTell = series.fit?.uncertainty
                measured = series.measured
                cpuSeconds = (series.cpuSeconds * 1000).rounded() / 1000
                self.inputs = inputs
                points = series.points
                stopped = series.stopped
                file = series.file
                language = series.language
                self.reference = reference.map { Report($0, reference: nil, inputs: nil) }
                self.reference?.isReference = true
            }

            private enum CodingKeys: String, CodingKey {
                case exponent, `class`, confidence, cannotTell, measured, cpuSeconds, inputs, points, stopped, file, language, reference
            }

            /// Every key, null when unknown (the reference's own has no reference key).
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(exponent, forKey: .exponent)
                try container.encode(`class`, forKey: .class)
                try container.encode(confidence, forKey: .confidence)
                try container.encode(cannotTell, forKey: .cannotTell)
                try container.encode(measured, forKey: .measured)
                try container.encode(cpuSeconds, forKey: .cpuSeconds)
                if !isReference { try container.encode(inputs, forKey: .inputs) }
                try container.encode(points, forKey: .points)
                try container.encode(stopped, forKey: .stopped)
                try container.encode(file, forKey: .file)
                try container.encode(language, forKey: .language)
                if !isReference { try container.encode(reference, forKey: .reference) }
            }
        }

        func run() async throws {
            let (store, paths) = try common.open()
            var grading = GradingOptions()
            if let workers { grading.workers = workers }
            var options = Growth.Options()
            options.repeats = repeats
            options.seed = seed
            options.sizes = try sizes.map(Self.range)
            let session = try GrowthSession.prepare(store: store, paths: paths, problem: problem, file: file, lang: lang,
                                                    options: options, grading: grading)
            let sizeList = try session.sizes()
            let inputs = try session.inputKinds()
            let terminal = common.terminal
            if let warning = Isolation.warning() { Output.error(terminal.paint("prep: \(warning)", .yellow)) }
            let animate = terminal.animate && !json
            let reference = noReference ? nil : session.reference
            let measuredWhat = session.solution.mode == .function ? "the time of your calls" : "CPU time"
            if !json {
                Output.error(terminal.paint("\(session.growth.package.slug) · \(session.solution.url.lastPathComponent)"
                    + (reference.map { " beside \($0.url.lastPathComponent)" } ?? "")
                    + " · \(sizeList.count) sizes from \(sizeList.first ?? 0) to \(sizeList.last ?? 0), "
                    + Self.describe(inputs) + ", \(session.solution.mode == .function ? "least" : "median") of \(repeats) (\(measuredWhat))",
                                            .dim))
            }
            let started = Date()
            let yours: Growth.Series, theirs: Growth.Series?
            do {
                (yours, theirs) = try await session.growth.run(session.solution, beside: reference, answerer: session.answerer, sizes: sizeList) { progress in
                    guard animate else { return }
                    Output.progress("\r\u{1B}[2K" + (progress.index == 0 ? "generating \(progress.count) inputs…"
                        : "measuring \(progress.file): size \(progress.size) (\(progress.index)/\(progress.count))…"))
                }
            } catch let error as StressError {
                throw PrepError(error.description)
            } catch let error as PrepError {
                throw error
            } catch {
                throw PrepError(error)
            }
            if animate { Output.progress("\r\u{1B}[2K") }
            let report = Report(yours, reference: theirs, inputs: inputs.map(\.name))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let details = (try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            try await session.record(yours, startedAt: started, details: details, store: store)
            if json {
                try Output.json(report)
            } else {
                print(Self.chart(yours, theirs, terminal: terminal))
                print(Self.verdict(yours, theirs, terminal: terminal))
            }
            if yours.fit == nil { throw ExitCode(1) }
        }

        /// "the slowest of 5 inputs (seeds 1–3, pair-last, pair-first)"
        static func describe(_ inputs: [Growth.InputKind]) -> String {
            let seeds = inputs.filter { $0.shape == nil }.map(\.seed)
            let shapes = inputs.compactMap(\.shape)
            guard inputs.count > 1 else { return "on 1 input (seed \(seeds.first ?? 1))" }
            let seedText = seeds.count == 1 ? "seed \(seeds[0])" : "seeds \(seeds.first ?? 1)–\(seeds.last ?? 1)"
            return "the slowest of \(inputs.count) inputs (" + ([seedText] + shapes).joined(separator: ", ") + ")"
        }

        /// "yours ≈ n^2.0, O(n²) (confidence 97%); the reference ≈ n^1.0, cannot tell", and why
        /// not on a line of its own.
        static func verdict(_ yours: Growth.Series, _ reference: Growth.Series?, terminal: Terminal) -> String {
            func describe(_ series: Growth.Series) -> String {
                guard let fit = series.fit else { return "too few sizes measured to fit (\(series.points.count))" }
                let power = fit.exponent >= GrowthFit.maximumExponent ? "≈ n^6+, " : String(format: "≈ n^%.1f, ", fit.exponent)
                guard let complexity = fit.complexity else { return power + "cannot tell" }
                return power + complexity.display + " (confidence \(Int((fit.confidence * 100).rounded()))%)"
            }
            var lines = [terminal.paint("yours " + describe(yours), .bold)
                + (reference.map { "; the reference " + describe($0) } ?? "")]
            if let why = yours.fit?.uncertainty { lines.append(terminal.paint("  yours: \(why)", .yellow)) }
            if let why = reference?.fit?.uncertainty { lines.append(terminal.paint("  the reference: \(why)", .dim)) }
            if let stopped = yours.stopped { lines.append(terminal.paint("  yours stopped: \(stopped)", .yellow)) }
            if let stopped = reference?.stopped { lines.append(terminal.paint("  the reference stopped: \(stopped)", .dim)) }
            return lines.joined(separator: "\n")
        }

        /// Time against size, a row per size: each program's time and a bar on a shared scale.
        static func chart(_ yours: Growth.Series, _ reference: Growth.Series?, terminal: Terminal, width: Int = 24) -> String {
            let sizes = Array(Set(yours.points.map(\.size) + (reference?.points.map(\.size) ?? []))).sorted()
            let largest = (yours.points + (reference?.points ?? [])).map(\.seconds).max() ?? 0
            func cell(_ series: Growth.Series?, _ size: Int) -> String {
                guard let point = series?.points.first(where: { $0.size == size }) else {
                    return "—".padding(toLength: width + 11, withPad: " ", startingAt: 0)
                }
                let time = Self.time(point.seconds).leftPadded(to: 9)
                return time + "  " + bar(point.seconds / max(largest, 1e-9), width: width)
            }
            var rows = ["size".leftPadded(to: 9) + "  " + "yours".padding(toLength: width + 11, withPad: " ", startingAt: 0)
                + (reference.map { "reference (\($0.file))" } ?? "")]
            rows[0] = terminal.paint(rows[0], .dim)
            for size in sizes {
                rows.append(String(size).leftPadded(to: 9) + "  " + cell(yours, size) + (reference == nil ? "" : cell(reference, size)))
            }
            return rows.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }.joined(separator: "\n")
        }

        /// A horizontal bar of `fraction` (0...1) of `width` cells, in eighths.
        static func bar(_ fraction: Double, width: Int) -> String {
            let eighths = Int((min(max(fraction, 0), 1) * Double(width * 8)).rounded())
            let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]
            let text = String(repeating: "█", count: eighths / 8) + (eighths == 0 ? "▏" : partial)
            return text.padding(toLength: width, withPad: " ", startingAt: 0)
        }

        /// 0.8 ms, 12 ms, 1.24 s
        static func time(_ seconds: Double) -> String {
            switch seconds {
            case ..<1e-3: String(format: "%.0f µs", seconds * 1e6)
            case ..<0.01: String(format: "%.1f ms", seconds * 1e3)
            case ..<1: String(format: "%.0f ms", seconds * 1e3)
            default: String(format: "%.2f s", seconds)
            }
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
