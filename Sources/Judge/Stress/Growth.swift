import Foundation

// MARK: - Growth

/// `prep growth`'s engine: a solution timed on the problem's inputs (`generators/random_input.py`)
/// of growing sizes, from small up to the problem's largest, on the grading workers in the
/// sandbox, and its growth fitted (`GrowthFit`).
///
/// A solution's time can depend on the input as much as on its size (an all-pairs search that
/// stops at the pair, an insertion sort on sorted input), and its complexity is its worst case:
/// each size is measured on several inputs and the slowest kept. They are `seeds` random inputs
/// (seeds `seed`, `seed + 1`, …) and one of each worst-case shape the problem names
/// (`random_input.worst_cases`, names the generator takes as a third argument); inputs that
/// come out the same are measured once. Each input is run `repeats` times while that is cheap,
/// else once and the slowest (by CPU time) again until it has `repeats` runs; the slowest
/// input's median is kept: a program's CPU time, or in function mode the least time of the
/// user's calls as the driver measured it (without starting or reading the input; by the clock
/// on the wall, which on a busy machine adds waiting).
///
/// Runs may go on past the time limit, to `margin` times it; a size whose median passes the
/// limit is the last one measured, and a run killed at the margin ends the series without its
/// point. Outputs are not judged (`prep stress` is for that); a run that crashes or runs out of
/// memory ends the series and says so.
public struct Growth: Sendable {
    public struct Options: Sendable {
        /// The sizes to measure between (clamped to the problem's largest); nil: from small
        /// up to the largest.
        public var sizes: ClosedRange<Int>?
        /// Runs of each size's slowest input; the median is kept.
        public var repeats = 3
        /// The first seed of every size's random inputs (the same seeds at every size).
        public var seed = 1
        /// Random inputs per size, seeds `seed`, `seed + 1`, …, beside the worst-case shapes.
        public var seeds = 3
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
        /// The CPU time of every run made, of every input (the points keep the slowest input's).
        public var cpuSeconds = 0.0
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

    /// The worst-case shapes the problem's generator takes as a third argument:
    /// `random_input.worst_cases` in problem.yaml (none when it is not there).
    /// - Throws: `PackageError` when the key is not a list of names (letters, digits, '-').
    public static func worstCases(of package: ProblemPackage) throws -> [String] {
        guard let entry = package.metadata.raw["random_input"]?["worst_cases"] else { return [] }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        let items = entry.array ?? []
        let names = items.compactMap(\.string)
        guard !items.isEmpty, names.count == items.count, Set(names).count == names.count,
              names.allSatisfy({ !$0.isEmpty && $0.first != "-" && $0.allSatisfy(allowed.contains) }) else {
            throw PackageError(package.root.appendingPathComponent("problem.yaml"),
                               "random_input.worst_cases must be a list of distinct shape names (lowercase letters, digits "
                               + "and '-') that generators/random_input.py takes after SEED and SIZE")
        }
        return names
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

    /// Measures `solution`, and `reference` beside it on the same inputs (generated first, each
    /// size's inputs, with `Progress.index` 0 while they are).
    /// - Throws: `PackageError` (no generator, or it fails) or `StressError` (a program does not
    ///   compile or cannot be run).
    ///
    /// Function mode's inputs are converted from the stdin-mode ones by the package's
    /// `generators/function_data.py`, which needs each input's answer: `answerer` (a stdin-mode
    /// reference) gives them, run once per input.
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

    /// What each size is measured on: the random inputs' seeds and the worst-case shapes.
    /// - Throws: `PackageError` when `random_input.worst_cases` is malformed.
    public func inputKinds() throws -> [InputKind] {
        (0..<max(1, options.seeds)).map { InputKind(seed: options.seed + $0, shape: nil) }
            + (try Self.worstCases(of: package)).map { InputKind(seed: options.seed, shape: $0) }
    }

    /// One of the inputs every size is measured on.
    public struct InputKind: Sendable, Hashable {
        public var seed: Int
        /// The worst-case shape, nil for a random input.
        public var shape: String?

        /// "seed 2", "pair-last"
        public var name: String { shape ?? "seed \(seed)" }
    }

    /// One size's inputs, smallest size first.
    struct SizeInputs {
        var size: Int
        var inputs: [Input]
    }

    /// One input, and its answer when one is needed (else an empty file).
    struct Input {
        var name: String
        var input: URL
        var answer: URL
    }

    /// Every size's inputs, written into `folder`; an input the same as one before it of its
    /// size (a generator that ignores the seed) is left out. The generator runs on as many
    /// boxes at once as there are grading workers (up to 4).
    /// - Throws: `PackageError` (no generator, or it fails).
    func makeInputs(sizes: [Int], in folder: URL) throws -> [SizeInputs] {
        let kinds = try inputKinds()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let empty = folder.appendingPathComponent("empty.ans")
        try Data().write(to: empty)
        let jobs = sizes.flatMap { size in kinds.indices.map { (size: size, kind: $0) } }
        let made = Locked([Int: Data]()), failure = Locked<(any Error)?>(nil)
        let root = package.root
        let boxes = max(1, min(grading.workers, 4, jobs.count))
        DispatchQueue.concurrentPerform(iterations: boxes) { box in
            do {
                let generator = try RandomInputs(packageAt: root)
                for index in stride(from: box, to: jobs.count, by: boxes) where failure.withLock({ $0 == nil }) {
                    let kind = kinds[jobs[index].kind]
                    let data = try generator.input(seed: kind.seed, size: jobs[index].size, shape: kind.shape)
                    made.withLock { $0[index] = data }
                }
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        let inputs = made.withLock { $0 }
        return try sizes.enumerated().map { position, size in
            var kept: [Input] = [], seen: Set<Data> = []
            for (index, kind) in kinds.enumerated() {
                guard let data = inputs[position * kinds.count + index], seen.insert(data).inserted else { continue }
                let url = folder.appendingPathComponent("\(size)-\(index).in")
                try data.write(to: url)
                kept.append(Input(name: kind.name, input: url, answer: empty))
            }
            return SizeInputs(size: size, inputs: kept)
        }
    }

    /// `sizes` with the answers `answerer` printed (the sizes up to the first with an input it
    /// failed on).
    private func answer(_ sizes: [SizeInputs], by answerer: Submission, in folder: URL) async throws -> [SizeInputs] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var options = grading
        options.timeLimit = Grader(package: package, options: grading).timeLimit(for: answerer.language) * self.options.margin
        options.checksOutputs = false
        options.outputFolder = folder
        var answering = package
        let flat = sizes.flatMap { sized in sized.inputs.indices.map { (size: sized.size, index: $0, input: sized.inputs[$0]) } }
        answering.testCases = flat.map {
            TestCase(name: "answer-\($0.size)-\($0.index)", group: "growth", input: $0.input.input, answer: $0.input.answer,
                     validatorArguments: [], arguments: [])
        }
        let summary = await Grader(package: answering, options: options).summary(of: answerer)
        if summary.verdict == .compileError || summary.results.isEmpty {
            throw StressError(description: "the reference \(answerer.url.lastPathComponent) cannot be run: "
                              + (summary.message ?? summary.verdict.title))
        }
        let answered = Set(summary.results.filter { $0.verdict == .accepted }.map(\.index))
        var result: [SizeInputs] = []
        var position = 0
        for sized in sizes {
            let indices = position..<(position + sized.inputs.count)
            position = indices.upperBound
            guard indices.allSatisfy(answered.contains) else { break }
            result.append(SizeInputs(size: sized.size, inputs: sized.inputs.enumerated().map { index, input in
                Input(name: input.name, input: input.input,
                      answer: folder.appendingPathComponent("answer-\(sized.size)-\(index).out"))
            }))
        }
        return result
    }

    /// Times `submission` on `sizes`, smallest first.
    /// - Throws: `StressError` when it does not compile or cannot be judged at all.
    func measure(_ submission: Submission, inputs sizes: [SizeInputs],
                 progress: @Sendable (Progress) -> Void = { _ in }) async throws -> Series {
        let limit = Grader(package: package, options: grading).timeLimit(for: submission.language)
        var options = grading
        options.timeLimit = limit * self.options.margin
        options.checksOutputs = false
        options.stopAtFirstFailure = false
        let arguments = package.testCases.first { !$0.isSample }?.validatorArguments ?? []
        let function = submission.mode == .function
        var series = Series(file: submission.url.lastPathComponent, language: submission.language.id,
                            measured: function ? "call" : "cpu", points: [])
        let repeats = max(1, self.options.repeats)
        // Grades `runs` (an input and how many times each) in parallel on the grading workers:
        // each run's results in order, or why the series ends.
        func grade(_ runs: [(input: Input, times: Int)], size: Int) async throws -> Result<[[TestResult]], Stop> {
            var sized = package
            sized.testCases = runs.enumerated().flatMap { index, run in
                (1...run.times).map { copy in
                    TestCase(name: "growth/\(size)-\(index)-\(copy)", group: "growth", input: run.input.input,
                             answer: run.input.answer, validatorArguments: arguments, arguments: [])
                }
            }
            options.workers = max(1, min(grading.workers, sized.testCases.count))
            let summary = await Grader(package: sized, options: options).summary(of: submission)
            if summary.verdict == .compileError {
                throw StressError(description: "\(series.file) does not compile: \(summary.message ?? "")")
            }
            if summary.results.isEmpty {
                throw StressError(description: "\(series.file) cannot be run: \(summary.message ?? summary.verdict.title)")
            }
            series.cpuSeconds += summary.results.reduce(0) { $0 + $1.cpuSeconds }
            let results = summary.results.sorted { $0.index < $1.index }
            var grouped: [[TestResult]] = [], start = 0
            for run in runs {
                let own = Array(results[start..<min(results.count, start + run.times)])
                start += run.times
                let which = runs.count > 1 ? " (input \(run.input.name))" : ""
                if own.count < run.times {
                    return .failure(Stop(description: "size \(size)\(which): \(summary.message ?? summary.verdict.title)"))
                }
                if let failed = own.first(where: { !$0.verdict.isAccepted }) {
                    return .failure(Stop(description: failed.verdict == .timeLimitExceeded
                        ? "size \(size)\(which) ran past \(Self.format(options.timeLimit ?? limit)) (\(String(format: "%g", self.options.margin))× the time limit)"
                        : "size \(size)\(which): \(failed.verdict.title)" + (failed.message.map { " (\($0))" } ?? "")))
                }
                grouped.append(own)
            }
            return .success(grouped)
        }
        // The time a run measured.
        func seconds(_ result: TestResult) -> Double { function ? (result.callSeconds ?? result.cpuSeconds) : result.cpuSeconds }
        var lastCPU = 0.0
        for (index, item) in sizes.enumerated() {
            progress(Progress(file: series.file, size: item.size, index: index + 1, count: sizes.count))
            // Every input `repeats` times in one grading while that is cheap (the size before
            // took little time); else every input once, then the slowest until it has
            // `repeats` runs. The slowest by CPU time: the calls' time is the clock on the wall's,
            // and the slowest of several would pick the run that waited longest for a core.
            let cheap = item.inputs.count == 1
                || lastCPU * Self.growthAllowance * Double(item.inputs.count * repeats) <= Self.cheapSeconds
            var runs: [TestResult] = []
            switch try await grade(item.inputs.map { ($0, cheap ? repeats : 1) }, size: item.size) {
            case .failure(let stop):
                series.stopped = stop.description
            case .success(let results):
                func cpu(_ runs: [TestResult]) -> Double { runs.map(\.cpuSeconds).sorted()[runs.count / 2] }
                let slowest = results.indices.max { cpu(results[$0]) < cpu(results[$1]) } ?? 0
                runs = results[slowest]
                if runs.count < repeats {
                    switch try await grade([(item.inputs[slowest], repeats - runs.count)], size: item.size) {
                    case .failure(let stop): series.stopped = stop.description
                    case .success(let more): runs += more[0]
                    }
                }
            }
            if series.stopped != nil { break }
            // The median of the runs; of calls, the least: the clock on the wall only adds the
            // time a run waited for a core, which on a busy machine is most of a long call's.
            var point = GrowthFit.Point(size: item.size, runs: runs.map(seconds), peakBytes: runs.map(\.peakMemoryBytes).max() ?? 0)
            if function { point.seconds = runs.map(seconds).min() ?? point.seconds }
            series.points.append(point)
            let cpu = runs.map(\.cpuSeconds).sorted()
            lastCPU = cpu[cpu.count / 2]
            if lastCPU > limit, index + 1 < sizes.count {
                series.stopped = "size \(item.size) took longer than the time limit (\(Self.format(limit)))"
            }
            if series.stopped != nil { break }
        }
        // A program reads its input: when that grows, flat times are too short to tell, not O(1).
        func bytes(_ point: GrowthFit.Point?) -> Int {
            let input = sizes.first { $0.size == point?.size }?.inputs.first?.input
            return (try? input?.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        }
        let grows = !function && bytes(series.points.last) >= 4 * max(1, bytes(series.points.first))
        series.fit = GrowthFit.fit(series.points, readsGrowingInput: grows)
        return series
    }

    /// The most CPU time a size's runs are expected to take for every input to be run `repeats`
    /// times in one grading (a grading costs a tenth of a second or more on a busy machine).
    static let cheapSeconds = 1.0

    /// How much longer than the size before a size is expected to take (sizes grow by up to 2×).
    static let growthAllowance = 4.0

    /// Why a series ends early.
    struct Stop: Error {
        var description: String
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(format: "%.0f s", seconds) : String(format: "%g s", seconds)
    }
}
