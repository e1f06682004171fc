import Foundation
import GRDB
import XCTest

/// `prep growth` from the command line: the fit and points as JSON, the chart, the run kept
/// with its source (history, show) but not counted as an attempt, and one-line errors.
final class GrowthCommandTests: EndToEndTestCase {
    var problems: URL { work.appendingPathComponent("problems") }
    var env: [String: String] { ["PREP_PROBLEMS": problems.path] }
    var judgeFixtures: URL {
        Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("JudgeTests/Fixtures")
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(at: problems, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: judgeFixtures.appendingPathComponent("growth-work"),
                                         to: problems.appendingPathComponent("known-work"))
        try FileManager.default.copyItem(at: judgeFixtures.appendingPathComponent("fn-dual"),
                                         to: problems.appendingPathComponent("reverse-list"))
        try FileManager.default.copyItem(at: judgeFixtures.appendingPathComponent("growth-pair"),
                                         to: problems.appendingPathComponent("known-pair"))
    }

    func testAQuadraticProgramIsFittedAndItsRunKeptWithItsSource() throws {
        let source = try String(contentsOf: judgeFixtures.appendingPathComponent("growth-work/known/quadratic.cpp"), encoding: .utf8)
        try write("known-work.cpp", source)
        // A solve of the same text: its attempt shows the growth measured afterwards.
        // (It prints a checksum, not the sample's answer: a wrong answer, but an attempt.)
        XCTAssertEqual(try prep(["solve", "known-work"], env: env).status, 1)
        let result = try prep(["growth", "known-work", "--sizes", "2000..100000", "--json"], env: env)
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(result.json as? [String: Any], result.stdout)
        XCTAssertEqual(json["class"] as? String, "O(n^2)", result.stdout)
        XCTAssertEqual(try XCTUnwrap(json["exponent"] as? Double), 2, accuracy: 0.3)
        XCTAssertEqual(json["measured"] as? String, "cpu")
        XCTAssertTrue(json["cannotTell"] is NSNull, result.stdout)
        // Three seeds a size (this generator ignores them: one input measured).
        XCTAssertEqual(json["inputs"] as? [String], ["seed 1", "seed 2", "seed 3"])
        let points = try XCTUnwrap(json["points"] as? [[String: Any]])
        let measured = points.compactMap { $0["seconds"] as? Double }.reduce(0, +)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(json["cpuSeconds"] as? Double), measured, "every run's CPU time, at least the medians'")
        let sizes = points.compactMap { $0["size"] as? Int }
        XCTAssertEqual(sizes.first, 2000)
        XCTAssertEqual(sizes.last, 100_000)
        XCTAssertEqual(sizes, sizes.sorted())
        XCTAssertTrue(points.allSatisfy { ($0["seconds"] as? Double ?? -1) >= 0 })
        XCTAssertTrue(json["reference"] is NSNull, "the fixture has no accepted reference")

        let history = try XCTUnwrap(try prep(["history", "--json"], env: env).json as? [[String: Any]])
        XCTAssertEqual(history.count, 1)
        XCTAssertTrue((history[0]["growth"] as? String)?.hasSuffix("O(n^2)") ?? false, "\(history)")
        let table = try prep(["history"], env: env).stdout
        XCTAssertTrue(table.contains("GROWTH"), table)
        XCTAssertTrue(table.contains("Practice runs (prep run, stress, growth; not counted as attempts)"), table)
        XCTAssertTrue(try prep(["show", "known-work"], env: env).stdout.contains("Your growth: ≈ n^"))
        // Not an attempt: the acceptance figures count the one solve.
        let stats = try XCTUnwrap(try prep(["stats", "--json"], env: env).json as? [String: Any])
        XCTAssertEqual(stats["attempts"] as? Int, 1)
    }

    func testTheChartAndTheReferenceBesideAFunctionModeSolution() throws {
        let function = try String(contentsOf: judgeFixtures.appendingPathComponent("fn-dual/submissions/accepted/function.py"),
                                  encoding: .utf8)
        try write("reverse-list.py", function)
        let result = try prep(["growth", "reverse-list", "--sizes", "1000..16000", "--repeat", "1"], env: env)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("the time of your calls"), result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.contains("reference (function.py)") ?? false, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("     1000 ") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("    16000 ") && $0.contains("█") }, result.stdout)
        XCTAssertTrue(lines.last { $0.hasPrefix("yours ≈ n^") }?.contains("; the reference ≈ n^") ?? false, result.stdout)
    }

    /// A search that stops at the pair: measured on three random inputs and on the problem's two
    /// worst cases a size, it gets its worst case's class, or none and why.
    func testTheWorstCasesAreMeasuredAndTheSlowestKept() throws {
        try write("known-pair.py", try String(contentsOf: judgeFixtures.appendingPathComponent("growth-pair/known/allpairs.py"),
                                              encoding: .utf8))
        let result = try prep(["growth", "known-pair", "--sizes", "200..1400", "--json"], env: env)
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(result.json as? [String: Any], result.stdout)
        XCTAssertEqual(json["inputs"] as? [String], ["seed 1", "seed 2", "seed 3", "pair-last", "pair-first"])
        XCTAssertTrue(["O(n^2)", nil].contains(json["class"] as? String), result.stdout)
        XCTAssertEqual(json["class"] is NSNull, json["cannotTell"] is String, result.stdout)
    }

    /// Calls of a microsecond or two: no class, and the reason on a line of its own.
    func testTimesTooShortToMeasureGiveNoClassAndSayWhy() throws {
        let function = try String(contentsOf: judgeFixtures.appendingPathComponent("fn-dual/submissions/accepted/function.py"),
                                  encoding: .utf8)
        try write("reverse-list.py", function)
        let result = try prep(["growth", "reverse-list", "--sizes", "1..6", "--repeat", "1", "--no-reference"], env: env)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("the slowest of 3 inputs (seeds 1–3), least of 1 (the time of your calls)"), result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("yours ≈ n^") && $0.hasSuffix(", cannot tell") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  yours: the times are too short to measure") }, result.stdout)
    }

    func testBadArgumentsAndAProblemWithoutALargestSizeAreOneLineErrors() throws {
        try write("known-work.py", "print(1)\n")
        for arguments in [["--sizes", "5..2"], ["--sizes", "ten"], ["--repeat", "0"]] {
            let result = try prep(["growth", "known-work"] + arguments, env: env)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        }
        try write("reverse-list.py", "print(1)\n")
        let unsized = try prep(["growth", "reverse-list"], env: env)
        XCTAssertEqual(unsized.status, 2)
        XCTAssertTrue(unsized.stderr.contains("random_input.max_size"), unsized.stderr)
        XCTAssertTrue(unsized.stderr.contains("--sizes"), unsized.stderr)
        let tooHigh = try prep(["growth", "known-work", "--sizes", "200000..300000"], env: env)
        XCTAssertEqual(tooHigh.status, 2)
        XCTAssertTrue(tooHigh.stderr.contains("largest size is 100000"), tooHigh.stderr)
        let yaml = problems.appendingPathComponent("known-pair/problem.yaml")
        try String(contentsOf: yaml, encoding: .utf8).replacingOccurrences(of: "[pair-last, pair-first]", with: "[Pair Last]")
            .write(to: yaml, atomically: true, encoding: .utf8)
        try write("known-pair.py", "print(1)\n")
        let malformed = try prep(["growth", "known-pair"], env: env)
        XCTAssertEqual(malformed.status, 2, malformed.stderr)
        XCTAssertEqual(malformed.stderr.split(separator: "\n").count, 1, malformed.stderr)
        XCTAssertTrue(malformed.stderr.contains("problem.yaml") && malformed.stderr.contains("random_input.worst_cases"), malformed.stderr)
    }

    /// On a fresh store, a solve, a stress run, a growth run (all of the same text) and a note
    /// started together: each succeeds, the text is stored once, the attempt is the solve's
    /// alone, and both practice runs are kept.
    func testSolveStressGrowthRunAndANoteStartedTogetherOnAFreshStore() throws {
        try write("reverse-list.py", "import sys\nd = sys.stdin.read().split()\nprint(' '.join(reversed(d[1:])))\n")
        for round in 0..<3 {
            let home = work.appendingPathComponent("fresh-\(round)")
            let environment = self.environment.merging(["PREP_HOME": home.path, "PREP_PROBLEMS": problems.path]) { $1 }
            let commands: [[String]] = [
                ["solve", "reverse-list"], ["stress", "reverse-list", "--rounds", "8", "--max-size", "4"],
                ["growth", "reverse-list", "--sizes", "100..400", "--repeat", "1"], ["note", "reverse-list", "reverse in place"],
                ["run", "reverse-list"],
            ]
            for (command, result) in ReliabilityTests.runTogether(commands, environment: environment, directory: work) {
                XCTAssertEqual(result.status, 0, "round \(round): \(command): \(result.stderr)")
            }
            var configuration = Configuration()
            configuration.readonly = true
            let counts = try DatabaseQueue(path: home.appendingPathComponent("prep.sqlite").path, configuration: configuration).read { db in
                try ["source", "attempt", "practice_run", "note"].map { try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \($0)") ?? -1 }
            }
            XCTAssertEqual(counts, [1, 1, 3, 1], "round \(round): source, attempt, practice_run (stress, growth, run), note")
        }
    }
}
