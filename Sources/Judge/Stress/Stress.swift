import Foundation

// MARK: - Stress

/// `prep stress`'s engine: a solution and an oracle (a brute force, or the problem's accepted
/// reference) on random inputs from `generators/random_input.py`, smallest sizes first, many
/// seeds per size, on the grading workers in the sandbox. On the first disagreement it shrinks:
/// it tries the sizes below with other seeds, until no smaller failing input is found within
/// its effort, and returns the smallest failing input with both answers.
///
/// Each batch of inputs is judged twice through the `Grader`: the oracle's run keeps its
/// outputs (`GradingOptions.outputFolder`), which become the answers the solution's run is
/// judged against by the package's own validator (so a problem with several right answers is
/// judged as `prep solve` judges it).
public struct Stress: Sendable {
    public struct Options: Sendable {
        /// Inputs tried before the search stops (shrinking not counted).
        public var rounds = 120
        /// The first seed; each input takes the next.
        public var seed = 1
        /// The largest size tried.
        public var maxSize = 64
        /// Inputs tried while shrinking, at most.
        public var shrinkEffort = 240
        /// Inputs judged together (one grading of each program per batch).
        public var batch = 24
        /// The solution's time limit per input (nil: the problem's, which is set on its
        /// reference's time scale); a run past it is a disagreement (TLE).
        public var timeLimit: Double?

        public init() {}
    }

    /// The smallest failing input found.
    public struct Finding: Sendable, Hashable, Codable {
        public var size: Int
        public var seed: Int
        public var input: String
        /// The oracle's answer.
        public var expected: String
        /// What the solution printed (or returned).
        public var received: String
        public var verdict: Verdict
        public var message: String?
    }

    public struct Outcome: Sendable, Hashable, Codable {
        public var found: Finding?
        /// Inputs judged, shrinking included.
        public var rounds: Int
    }

    /// How far it has got: inputs judged, and the current size.
    public struct Progress: Sendable {
        public var rounds: Int
        public var size: Int
        public var shrinking: Bool
    }

    public var package: ProblemPackage
    public var solution: Submission
    public var oracle: Submission
    public var grading: GradingOptions
    public var options: Options

    public init(package: ProblemPackage, solution: Submission, oracle: Submission, grading: GradingOptions, options: Options = Options()) {
        self.package = package
        self.solution = solution
        self.oracle = oracle
        self.grading = grading
        self.options = options
    }

    /// The sizes tried, smallest first: every size up to 8, then growing by about a quarter.
    static func sizes(upTo maxSize: Int) -> [Int] {
        var sizes: [Int] = []
        var size = 1
        while size <= max(1, maxSize) {
            sizes.append(size)
            size = size < 8 ? size + 1 : size + max(1, size / 4)
        }
        return sizes
    }

    /// Runs the search.
    /// - Throws: `PackageError` (no generator, a generator or an oracle that fails), or
    ///   `StressError` when a program does not compile.
    public func run(progress: @Sendable (Progress) -> Void = { _ in }) async throws -> Outcome {
        let generator = try RandomInputs(packageAt: package.root)
        let work = try TemporaryFolders.make(kind: "judge", in: grading.scratchDirectory)
        defer { TemporaryFolders.remove(work) }
        // Rounds spread over the sizes, smallest first, several seeds each.
        let sizes = Self.sizes(upTo: options.maxSize)
        var plan: [(size: Int, seed: Int)] = []
        var seed = options.seed
        while plan.count < options.rounds {
            for size in sizes where plan.count < options.rounds {
                plan.append((size, seed))
                seed += 1
            }
        }
        plan.sort { $0.size < $1.size }
        var rounds = 0
        var found: Finding?
        for start in stride(from: 0, to: plan.count, by: max(1, options.batch)) {
            let slice = Array(plan[start..<min(plan.count, start + options.batch)])
            progress(Progress(rounds: rounds, size: slice[0].size, shrinking: false))
            let failures = try await judge(slice, generator: generator, in: work, batch: start)
            rounds += slice.count
            if let first = failures.first { found = first; break }
        }
        guard var smallest = found else { return Outcome(found: nil, rounds: rounds) }
        // Shrink: the sizes below, smallest first, with other seeds (the effort shared among
        // them), judged a batch at a time; the first batch with a failure has the smallest.
        let below = sizes.filter { $0 < smallest.size }
        if !below.isEmpty {
            // A batch's worth of seeds per size at most: a size that a batch of seeds cannot
            // break is not worth more of them.
            let perSize = max(1, min(options.batch, options.shrinkEffort / below.count))
            var candidates: [(size: Int, seed: Int)] = []
            for size in below {
                for _ in 0..<perSize {
                    candidates.append((size, seed))
                    seed += 1
                }
            }
            for start in stride(from: 0, to: candidates.count, by: max(1, options.batch)) {
                let slice = Array(candidates[start..<min(candidates.count, start + options.batch)])
                progress(Progress(rounds: rounds, size: slice[0].size, shrinking: true))
                let failures = try await judge(slice, generator: generator, in: work, batch: plan.count + start)
                rounds += slice.count
                if let first = failures.first {
                    smallest = first
                    break
                }
            }
        }
        return Outcome(found: smallest, rounds: rounds)
    }

    /// Judges one batch; returns the failures, smallest size first.
    private func judge(_ slice: [(size: Int, seed: Int)], generator: RandomInputs, in work: URL,
                       batch: Int) async throws -> [Finding] {
        let folder = work.appendingPathComponent("batch-\(batch)", isDirectory: true)
        let oracleOutputs = folder.appendingPathComponent("oracle", isDirectory: true)
        try FileManager.default.createDirectory(at: oracleOutputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = package.testCases.first { !$0.isSample }?.validatorArguments ?? []
        let empty = folder.appendingPathComponent("empty.ans")
        try Data().write(to: empty)
        var tests: [TestCase] = []
        for (size, seed) in slice {
            let name = "stress/\(size)-\(seed)"
            let input = folder.appendingPathComponent("\(size)-\(seed).in")
            try generator.input(seed: seed, size: size).write(to: input)
            tests.append(TestCase(name: name, group: "stress", input: input, answer: empty,
                                  validatorArguments: arguments, arguments: []))
        }
        // The oracle's answers.
        var oraclePackage = package
        oraclePackage.testCases = tests
        var oracleOptions = grading
        oracleOptions.outputFolder = oracleOutputs
        oracleOptions.stopAtFirstFailure = false
        let oracleSummary = await Grader(package: oraclePackage, options: oracleOptions).summary(of: oracle)
        if oracleSummary.verdict == .compileError || oracleSummary.results.isEmpty {
            throw StressError(description: "the oracle \(oracle.url.lastPathComponent) cannot be judged: "
                              + (oracleSummary.message ?? oracleSummary.verdict.title))
        }
        var judged: [TestCase] = []
        for (index, test) in tests.enumerated() {
            let result = oracleSummary.results.first { $0.index == index }
            // A run the oracle did not finish cleanly (a crash, its own time limit) says
            // nothing about the solution: that input is left out.
            guard let result, [.accepted, .wrongAnswer].contains(result.verdict) else { continue }
            var answered = test
            answered.answer = oracleOutputs.appendingPathComponent(test.name.replacingOccurrences(of: "/", with: "__") + ".out")
            judged.append(answered)
        }
        guard !judged.isEmpty else { return [] }
        var solutionPackage = package
        solutionPackage.testCases = judged
        var solutionOptions = grading
        if let limit = options.timeLimit { solutionOptions.timeLimit = limit }
        solutionOptions.outputFolder = folder.appendingPathComponent("solution", isDirectory: true)
        try FileManager.default.createDirectory(at: solutionOptions.outputFolder!, withIntermediateDirectories: true)
        let summary = await Grader(package: solutionPackage, options: solutionOptions).summary(of: solution)
        if summary.verdict == .compileError {
            throw StressError(description: "\(solution.url.lastPathComponent) does not compile: \(summary.message ?? "")")
        }
        if summary.verdict == .judgeError, summary.results.isEmpty {
            throw StressError(description: summary.message ?? "the solution cannot be judged")
        }
        return summary.results.filter { !$0.verdict.isAccepted }.compactMap { result -> Finding? in
            guard result.index < judged.count else { return nil }
            let test = judged[result.index]
            let parts = test.name.dropFirst("stress/".count).split(separator: "-").compactMap { Int($0) }
            guard parts.count == 2 else { return nil }
            let received = solutionOptions.outputFolder!.appendingPathComponent(test.name.replacingOccurrences(of: "/", with: "__") + ".out")
            return Finding(size: parts[0], seed: parts[1], input: Self.text(test.input), expected: Self.text(test.answer),
                           received: Self.text(received), verdict: result.verdict, message: result.message)
        }.sorted { ($0.size, $0.seed) < ($1.size, $1.seed) }
    }

    private static func text(_ url: URL) -> String {
        String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
    }
}

/// Why a stress run cannot go on, as one line.
public struct StressError: Error, Sendable, CustomStringConvertible {
    public var description: String
}
