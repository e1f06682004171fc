import Foundation

// MARK: - Growth

/// `prep growth`'s engine: a solution timed on the problem's random inputs
/// (`generators/random_input.py`) of growing sizes, from small up to the problem's largest, on
/// the grading workers in the sandbox, and its growth fitted (`GrowthFit`).
///
/// Each size's input is run `repeats` times and the median time kept: a program's CPU time, or
/// in function mode the time of the user's calls as the driver measured it (without reading
/// the input). Runs may go on past the time limit, to `margin` times it; a size whose median
/// passes the limit is the last one measured, and a run killed at the margin ends the series
/// without its point. Outputs are not judged (`prep stress` is for that); a run that crashes
/// or runs out of memory ends the series and says so.
public struct Growth: Sendable {
    public struct Options: Sendable {
        /// The sizes to measure between (clamped to the problem's largest); nil: from small
        /// up to the largest.
        public var sizes: ClosedRange<Int>?
        /// Runs per size; the median is kept.
        public var repeats = 3
        /// The seed of every size's input (the same seed at every size, so that every input
        /// is of the same kind).
        public var seed = 1
        /// Runs may take this many times the time limit.
        public var margin = 3.0

        public init() {}
    }

    /// One program's measurements.
    public struct Series: Sendable, Hashable, Codable {
        /// The program's file name and language.
        public var file: String
        public var language: String
        /// What the seconds are: "cpu" (the program's CPU time) or "call" (function mode: the
        /// time of the user's calls).
        public var measured: String
        public var points: [GrowthFit.Point]
        public var fit: GrowthFit?
        /// Why the series ended before the largest size, if it did.
        public var stopped: String?
    }

    /// How far it has got.
    public struct Progress: Sendable {
        /// The program being measured.
        public var file: String
        public var size: Int
        /// The size's position among `count`, from 1.
        public var index: Int
        public var count: Int
    }

    public var package: ProblemPackage
    public var grading: GradingOptions
    public var options: Options

    public init(package: ProblemPackage, grading: GradingOptions, options: Options = Options()) {
        self.package = package
        self.grading = grading
        self.options = options
    }

    /// The problem's largest size: `random_input.max_size` in problem.yaml.
    /// - Throws: `PackageError` when the key is there but not a positive whole number.
    public static func maxSize(of package: ProblemPackage) throws -> Int? {
        guard let entry = package.metadata.raw["random_input"] else { return nil }
        guard let size = entry["max_size"]?.int, size >= 1 else {
            throw PackageError(package.root.appendingPathComponent("problem.yaml"),
                               "random_input.max_size must be a whole number ≥ 1 (the largest SIZE generators/random_input.py takes)")
        }
        return size
    }

    /// The sizes measured, smallest first, between `lower` (default: small) and `upper`: every
    /// size or every few up to a small largest (≤ 64: exponential problems); else doubling up
    /// to a 32nd of the largest, where a fast solution's time is mostly its fixed cost, then
    /// by √2 up to the largest itself, where its growth shows (about 15 sizes).
    public static func sizes(lower: Int?, upper: Int) -> [Int] {
        let top = max(1, upper)
        if top <= 64 {
            let low = min(top, max(1, lower ?? max(1, top / 4)))
            let step = max(1, (top - low) / 16)
            var sizes = Array(stride(from: low, through: top, by: step))
            if sizes.last != top { sizes.append(top) }
            return sizes
        }
        let low = Double(min(top, max(1, lower ?? max(8, top >> 12))))
        var raw: [Double] = []
        var size = low
        while size < Double(top) / 32 {
            raw.append(size)
            size *= 2
        }
        size = max(size, Double(top) / 32)
        while size < Double(top) {
            raw.append(size)
            size *= 2.0.squareRoot()
        }
        var sizes: [Int] = []
        for value in raw.map({ Int($0.rounded()) }) where Double(value) * 1.2 <= Double(top) {
            if let last = sizes.last, Double(value) < Double(last) * 1.2 { continue }
            sizes.append(value)
        }
        sizes.append(top)
        return sizes
    }

    /// Measures `solution`, and `reference` beside it on the same inputs (generated first, one per
    /// size, with `Progress.index` 0 while they are).
    /// - Throws: `PackageError` (no generator, or it fails) or `StressError` (a program does not
    ///   compile or cannot be run).
    ///
    /// Function mode's inputs are converted from the stdin-mode ones by the package's
    /// `generators/function_data.py`, which needs each input's answer: `answerer` (a stdin-mode
    /// reference) gives them, run once per size.
    public func run(_ solution: Submission, beside reference: Submission?, answerer: Submission? = nil, sizes: [Int],
                    progress: @Sendable (Progress) -> Void = { _ in }) async throws -> (solution: Series, reference: Series?) {
        let work = try TemporaryFolders.make(kind: "judge", in: grading.scratchDirectory)
        defer { TemporaryFolders.remove(work) }
        progress(Progress(file: "", size: sizes.last ?? 0, index: 0, count: sizes.count))
        var inputs = try makeInputs(sizes: sizes, in: work.appendingPathComponent("inputs", isDirectory: true))
        let converted = package.interface != nil && package.offersStdinMode
        if converted, [solution.mode, reference?.mode].contains(.function) {
            guard let answerer else {
                throw StressError(description: "\(package.slug) has no accepted reference program to answer its inputs, "
                                  + "which function mode's converter (generators/function_data.py) needs")
            }
            inputs = try await answer(inputs, by: answerer, in: work.appendingPathComponent("answers", isDirectory: true))
        }
        let yours = try await measure(solution, inputs: inputs, progress: progress)
        var theirs: Series?
        if let reference { theirs = try await measure(reference, inputs: inputs, progress: progress) }
        return (yours, theirs)
    }

    /// The inputs, one per size, written into `folder` (size → file).
    /// - Throws: `PackageError` (no generator, or it fails).
    func makeInputs(sizes: [Int], in folder: URL) throws -> [Input] {
        let generator = try RandomInputs(packageAt: package.root)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let empty = folder.appendingPathComponent("empty.ans")
        try Data().write(to: empty)
        return try sizes.map { size in
            let url = folder.appendingPathComponent("\(size).in")
            try generator.input(seed: options.seed, size: size).write(to: url)
            return Input(size: size, input: url, answer: empty)
        }
    }

    /// One size's input, and its answer when one is needed (else an empty file).
    struct Input {
        var size: Int
        var input: URL
        var answer: URL
    }

    /// `inputs` with the answers `answerer` printed (the sizes up to the first it failed on).
    private func answer(_ inputs: [Input], by answerer: Submission, in folder: URL) async throws -> [Input] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var options = grading
        options.timeLimit = Grader(package: package, options: grading).timeLimit(for: answerer.language) * self.options.margin
        options.checksOutputs = false
        options.outputFolder = folder
        var answering = package
        answering.testCases = inputs.map {
            TestCase(name: "answer-\($0.size)", group: "growth", input: $0.input, answer: $0.answer, validatorArguments: [], arguments: [])
        }
        let summary = await Grader(package: answering, options: options).summary(of: answerer)
        if summary.verdict == .compileError || summary.results.isEmpty {
            throw StressError(description: "the reference \(answerer.url.lastPathComponent) cannot be run: "
                              + (summary.message ?? summary.verdict.title))
        }
        var answered: [Input] = []
        for (index, item) in inputs.enumerated() {
            guard summary.results.first(where: { $0.index == index })?.verdict == .accepted else { break }
            answered.append(Input(size: item.size, input: item.input, answer: folder.appendingPathComponent("answer-\(item.size).out")))
        }
        return answered
    }

    /// Times `submission` on `inputs`, smallest first.
    /// - Throws: `StressError` when it does not compile or cannot be judged at all.
    func measure(_ submission: Submission, inputs: [Input],
                        progress: @Sendable (Progress) -> Void = { _ in }) async throws -> Series {
        let limit = Grader(package: package, options: grading).timeLimit(for: submission.language)
        var options = grading
        options.timeLimit = limit * self.options.margin
        options.checksOutputs = false
        options.stopAtFirstFailure = false
        options.workers = max(1, min(grading.workers, self.options.repeats))
        let arguments = package.testCases.first { !$0.isSample }?.validatorArguments ?? []
        var series = Series(file: submission.url.lastPathComponent, language: submission.language.id,
                            measured: submission.mode == .function ? "call" : "cpu", points: [])
        for (index, item) in inputs.enumerated() {
            progress(Progress(file: series.file, size: item.size, index: index + 1, count: inputs.count))
            var sized = package
            sized.testCases = (1...max(1, self.options.repeats)).map { run in
                TestCase(name: "growth/\(item.size)-\(run)", group: "growth", input: item.input, answer: item.answer,
                         validatorArguments: arguments, arguments: [])
            }
            let summary = await Grader(package: sized, options: options).summary(of: submission)
            if summary.verdict == .compileError {
                throw StressError(description: "\(series.file) does not compile: \(summary.message ?? "")")
            }
            if summary.results.isEmpty {
                throw StressError(description: "\(series.file) cannot be run: \(summary.message ?? summary.verdict.title)")
            }
            if let failed = summary.results.first(where: { !$0.verdict.isAccepted }) {
                series.stopped = failed.verdict == .timeLimitExceeded
                    ? "size \(item.size) ran past \(Self.format(options.timeLimit ?? limit)) (\(String(format: "%g", self.options.margin))× the time limit)"
                    : "size \(item.size): \(failed.verdict.title)" + (failed.message.map { " (\($0))" } ?? "")
                break
            }
            let times = summary.results.map { submission.mode == .function ? ($0.callSeconds ?? $0.cpuSeconds) : $0.cpuSeconds }
            series.points.append(GrowthFit.Point(size: item.size, runs: times))
            let cpu = summary.results.map(\.cpuSeconds).sorted()
            if cpu[cpu.count / 2] > limit, index + 1 < inputs.count {
                series.stopped = "size \(item.size) took longer than the time limit (\(Self.format(limit)))"
                break
            }
        }
        series.fit = GrowthFit.fit(series.points)
        return series
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(format: "%.0f s", seconds) : String(format: "%g s", seconds)
    }
}
