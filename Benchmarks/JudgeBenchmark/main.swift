import Foundation
import Judge

// MARK: - JudgeBenchmark
//
// P1: 200 tiny tests, a C++ solution: judging through the library with default workers,
//     against running the same binary on the same inputs serially in a shell loop.
//     Printed ratio = library / shell loop (goal ≤ 0.6).
// P2: an unchanged Swift solution judged twice with a cold cache: second wall time over the
//     first's (goal ≤ 0.15).
// P6: the default validator on a 200 MiB answer, streamed from the files: against an identical
//     output (default flags, float_tolerance) and one with the numbers written differently
//     (float_tolerance: every number parsed). Wall time, and the growth of this process's
//     peak resident size.
//     Printed ratio = peak growth / file size (goal ≤ 0.1; reading both whole was ≥ 2).
// P8: function mode's driver overhead. For each language, the bundled function-mode problem
//     with the largest test among those with an accepted function-mode solution in that
//     language: that solution judged on that test alone (3 runs, medians). The driver times
//     the solution's calls; the rest of the run's CPU time (the runtime's start-up, reading
//     and building the arguments, printing the result), on which the time limit is judged
//     too, is the overhead.
//     Printed ratio = worst overhead / time limit (goal <= 0.5: a solution whose own calls
//     take half the limit still passes, so the largest tests are decided by the solution's
//     algorithm, not by the driver).
//
// Arguments name the sections to run (`JudgeBenchmark P6`); none runs them all.

/// Makes a problem package with `count` a+b tests in a fresh folder.
func makePackage(in root: URL, name: String, count: Int) throws -> URL {
    let package = root.appendingPathComponent(name)
    let secret = package.appendingPathComponent("data/secret")
    try FileManager.default.createDirectory(at: secret, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: package.appendingPathComponent("statement"), withIntermediateDirectories: true)
    try "Add.\n".write(to: package.appendingPathComponent("statement/problem.en.md"), atomically: true, encoding: .utf8)
    try """
    problem_format_version: 2025-09
    name: Add
    uuid: 00000000-0000-0000-0000-000000000001
    limits: {time_limit: 1, memory: 256}
    """.write(to: package.appendingPathComponent("problem.yaml"), atomically: true, encoding: .utf8)
    var generator = SystemRandomNumberGenerator()
    for index in 0..<count {
        let a = Int.random(in: 0...1_000_000, using: &generator)
        let b = Int.random(in: 0...1_000_000, using: &generator)
        let base = secret.appendingPathComponent(String(format: "%03d", index))
        try "\(a) \(b)\n".write(to: base.appendingPathExtension("in"), atomically: false, encoding: .utf8)
        try "\(a + b)\n".write(to: base.appendingPathExtension("ans"), atomically: false, encoding: .utf8)
    }
    return package
}

func seconds(_ body: () async throws -> Void) async rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try await body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Whether section `name` runs: every one when no argument names any.
func runs(_ name: String) -> Bool {
    let chosen = CommandLine.arguments.dropFirst().map { $0.uppercased() }
    return chosen.isEmpty || chosen.contains(name)
}

let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("prep-judge-benchmark-\(getpid())")
try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: root) }
let cache = root.appendingPathComponent("cache")

var options = GradingOptions()
options.cacheDirectory = cache

// MARK: - P1

if runs("P1") {
    let cppSource = root.appendingPathComponent("add.cpp")
    try "#include <cstdio>\nint main(){long long a,b;if(scanf(\"%lld %lld\",&a,&b)!=2)return 1;printf(\"%lld\\n\",a+b);}\n"
        .write(to: cppSource, atomically: true, encoding: .utf8)
    let p1Package = try ProblemPackage.load(from: try makePackage(in: root, name: "add", count: 200), cacheDirectory: cache)
    let grader = Grader(package: p1Package, options: options)
    let cpp = try Submission(url: cppSource)
    let warm = await grader.summary(of: cpp)   // compiles and warms the cache
    guard warm.verdict == .accepted else { fatalError("P1 warm-up: \(warm.verdict.code) \(warm.message ?? "")") }

    // The same binary, serially, in a shell loop.
    let binary = root.appendingPathComponent("add-bin")
    let compile = Process()
    compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // Compiled as prep compiles C++, so that the two run the same program.
    compile.arguments = (Languages.cpp.compile ?? []).flatMap { token in
        token == "{sources}" ? [cppSource.path] : [token.replacingOccurrences(of: "{binary}", with: binary.path)]
    }
    try compile.run()
    compile.waitUntilExit()
    let loopOutput = root.appendingPathComponent("loop-out")
    try FileManager.default.createDirectory(at: loopOutput, withIntermediateDirectories: true)
    let script = "for f in \(p1Package.root.path)/data/secret/*.in; do \(binary.path) < \"$f\" > \(loopOutput.path)/$(basename \"$f\").out; done"

    var libraryTimes: [Double] = []
    var loopTimes: [Double] = []
    for _ in 0..<3 {
        libraryTimes.append(await seconds {
            let summary = await grader.summary(of: cpp)
            guard summary.verdict == .accepted, summary.compile?.cacheHit == true else {
                fatalError("P1 run: \(summary.verdict.code) \(summary.message ?? "")")
            }
        })
        loopTimes.append(try await seconds {
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = ["-c", script]
            try shell.run()
            shell.waitUntilExit()
        })
    }
    let library = libraryTimes.min() ?? 0
    let loop = loopTimes.min() ?? 0
    print(String(format: "P1 library (%d workers, %@): %.3f s for 200 tests", options.workers,
                 Sandbox.status.isolated ? "sandbox on: every run in a box" : "SANDBOX OFF", library))
    print(String(format: "P1 shell loop (serial, same binary): %.3f s", loop))
    print(String(format: "P1 ratio library/shell: %.2f (goal <= 0.6)", library / loop))
}

// MARK: - P2

if runs("P2") {
    let swiftSource = root.appendingPathComponent("add.swift")
    try "let p = readLine()!.split(separator: \" \").map { Int($0)! }\nprint(p[0] + p[1])\n"
        .write(to: swiftSource, atomically: true, encoding: .utf8)
    let p2Package = try ProblemPackage.load(from: try makePackage(in: root, name: "addten", count: 10), cacheDirectory: cache)
    let p2Grader = Grader(package: p2Package, options: options)
    let swift = try Submission(url: swiftSource)
    var firstSummary: GradingSummary?
    let first = await seconds { firstSummary = await p2Grader.summary(of: swift) }
    var secondSummary: GradingSummary?
    let second = await seconds { secondSummary = await p2Grader.summary(of: swift) }
    print(String(format: "P2 first run (compile + 10 tests): %.3f s, verdict %@, compile %.3f s",
                 first, firstSummary?.verdict.code ?? "?", firstSummary?.compile?.seconds ?? 0))
    print(String(format: "P2 second run (cache hit: %@): %.3f s", secondSummary?.compile?.cacheHit == true ? "yes" : "no", second))
    print(String(format: "P2 ratio second/first: %.3f (goal <= 0.15)", second / first))
}

// MARK: - P6

/// A /proc/self/status size of this process, in bytes.
func statusBytes(_ key: String) -> Int {
    let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = text.split(separator: "\n").first { $0.hasPrefix(key + ":") } ?? ""
    return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
}

/// `body`'s wall time and how far it raised this process's peak resident size over what was
/// resident before (the peak is reset through /proc/self/clear_refs first).
func peakGrowth(_ body: () -> Void) -> (seconds: Double, bytes: Int) {
    let fd = open("/proc/self/clear_refs", O_WRONLY)
    guard fd >= 0, write(fd, "5", 1) == 1 else { fatalError("P6: cannot reset the peak resident size") }
    close(fd)
    let before = statusBytes("VmRSS")
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return (elapsed, statusBytes("VmHWM") - before)
}

if runs("P6") {
    // Lines of integers, decimals and words, written a block of about a MiB at a time; the
    // second output has the same numbers written differently ("12.0", "-0.7250"), so that
    // with a float tolerance every number is parsed.
    var answerBlock = ""
    var rewrittenBlock = ""
    var line = 0
    while answerBlock.utf8.count < 1 << 20 {
        answerBlock += "\(line) \(line * 7919 % 1_000_003) -0.\(line % 1000)25 word\(line % 97)\n"
        rewrittenBlock += "\(line) \(line * 7919 % 1_000_003).0 -0.\(line % 1000)250 word\(line % 97)\n"
        line += 1
    }
    let blocks = 200
    func write(_ block: String, to url: URL) throws {
        try Data().write(to: url)
        let handle = try FileHandle(forWritingTo: url)
        for _ in 0..<blocks { try handle.write(contentsOf: Data(block.utf8)) }
        try handle.close()
    }
    let answer = root.appendingPathComponent("huge.ans")
    let output = root.appendingPathComponent("huge.out")
    let rewritten = root.appendingPathComponent("huge-rewritten.out")
    try write(answerBlock, to: answer)
    try FileManager.default.copyItem(at: answer, to: output)
    try write(rewrittenBlock, to: rewritten)
    let size = answerBlock.utf8.count * blocks

    for (flags, output, label) in [([], output, "default flags, identical output"),
                                   (["float_tolerance", "1e-6"], output, "float_tolerance, identical output"),
                                   (["float_tolerance", "1e-6"], rewritten, "float_tolerance, numbers written differently")] {
        let validator = try DefaultValidator(arguments: flags)
        var result: ValidationResult?
        let run = peakGrowth { result = validator.compare(outputFile: output, answerFile: answer) }
        guard result == .accepted else { fatalError("P6 \(label): \(String(describing: result))") }
        print(String(format: "P6 default validator, %.0f MiB answer (%@): %.3f s, %.0f MiB/s, peak RSS growth %.1f MiB",
                     Double(size) / 1_048_576, label, run.seconds, Double(size) / 1_048_576 / run.seconds,
                     Double(run.bytes) / 1_048_576))
        print(String(format: "P6 ratio peak growth/file size (%@): %.4f (goal <= 0.1)", label, Double(run.bytes) / Double(size)))
    }
}

// MARK: - P8

if runs("P8") {
    let problems = URL(fileURLWithPath: "Problems"), solutions = URL(fileURLWithPath: "Solutions")
    var best: [String: (package: ProblemPackage, test: TestCase, size: Int64, solution: URL)] = [:]
    for slug in (try? FileManager.default.contentsOfDirectory(atPath: problems.path))?.sorted() ?? [] {
        guard let package = try? ProblemPackage.load(from: problems.appendingPathComponent(slug), cacheDirectory: cache),
              let interface = package.interface, let converted = try? package.functionTestCases(cacheDirectory: cache) else { continue }
        let sizes = converted.map { FileManager.default.fileSize($0.input) }
        guard let largest = sizes.indices.max(by: { sizes[$0] < sizes[$1] }) else { continue }
        let accepted = solutions.appendingPathComponent(slug).appendingPathComponent("accepted")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: accepted.path)) ?? [] {
            let url = accepted.appendingPathComponent(name)
            guard let submission = try? Submission(url: url), interface.mode(of: submission) == .function else { continue }
            let id = submission.language.id
            if sizes[largest] > best[id]?.size ?? -1 {
                best[id] = (package, package.testCases[largest], sizes[largest], url)
            }
        }
    }
    var worst = 0.0
    for language in FunctionInterface.languages {
        guard let chosen = best[language.id] else {
            print("P8 \(language.name): no bundled accepted function-mode solution")
            continue
        }
        var single = chosen.package
        single.testCases = [chosen.test]
        var p8Options = options
        p8Options.workers = 1
        let grader = Grader(package: single, options: p8Options)
        var submission = try Submission(url: chosen.solution)
        submission.mode = .function
        var cpus: [Double] = [], walls: [Double] = [], calls: [Double] = []
        for _ in 0..<4 {
            let summary = await grader.summary(of: submission)
            guard summary.verdict == .accepted, let result = summary.results.first, let call = result.callSeconds else {
                fatalError("P8 \(chosen.solution.path) on \(chosen.test.name): \(summary.verdict.code) \(summary.message ?? "")")
            }
            cpus.append(result.cpuSeconds)
            walls.append(result.wallSeconds)
            calls.append(call)
        }
        // The first run warms the caches (compile, conversion); medians of the other three.
        let cpu = cpus.dropFirst().sorted()[1], wall = walls.dropFirst().sorted()[1], call = calls.dropFirst().sorted()[1]
        let overhead = max(0, cpu - call)
        worst = max(worst, overhead / grader.timeLimit)
        print(String(format: "P8 %@: %@ %@ (%.1f MiB input), %@: CPU %.3f s (wall %.3f s), calls %.3f s, overhead %.3f s = %.2f of the %.2f s limit",
                     language.name, chosen.package.slug, chosen.test.name, Double(chosen.size) / 1_048_576,
                     chosen.solution.lastPathComponent, cpu, wall, call, overhead, overhead / grader.timeLimit, grader.timeLimit))
    }
    print(String(format: "P8 ratio worst overhead/time limit: %.3f (goal <= 0.5)", worst))
}

extension FileManager {
    func fileSize(_ url: URL) -> Int64 {
        ((try? attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.int64Value ?? 0
    }
}
