import Foundation
import XCTest

/// Issue 22's smaller points, each as a candidate meets it: the LeetCode number finds the
/// problem, a built prep finds its problems from any folder, unknown topics are named, a review
/// rates a solve, colour follows no-color.org, a stub compiles and is judged, completions know
/// the slugs.
final class CandidateLoopTests: EndToEndTestCase {
    /// The fixtures, with add-two declared the twin of LeetCode 9001 (a made-up number: the
    /// fixture is prep's own).
    var problems: URL { work.appendingPathComponent("problems") }
    var env: [String: String] { ["PREP_PROBLEMS": problems.path] }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.copyItem(at: Self.problems, to: problems)
        let yaml = problems.appendingPathComponent("add-two/problem.yaml")
        let text = try String(contentsOf: yaml, encoding: .utf8) + "leetcode: {number: 9001, title: Add Two Integers}\n"
        try text.write(to: yaml, atomically: true, encoding: .utf8)
    }

    func testTheLeetCodeNumberFindsTheProblemAndListsSayIt() throws {
        let show = try prep(["show", "9001"], env: env)
        XCTAssertEqual(show.status, 0, show.stderr)
        XCTAssertTrue(show.stdout.hasPrefix("Add Two  (add-two)"), show.stdout)
        XCTAssertTrue(show.stdout.contains("LeetCode 9001 Add Two Integers"), show.stdout)
        try write("add-two.py", Self.pythonAdd)
        let solve = try prep(["solve", "lc9001"], env: env)
        XCTAssertEqual(solve.status, 0, solve.stderr)
        let rows = try XCTUnwrap(try prep(["list", "--json"], env: env).json as? [[String: Any]])
        let addTwo = try XCTUnwrap(rows.first { $0["slug"] as? String == "add-two" })
        XCTAssertEqual(addTwo["leetcode"] as? Int, 9001)
        XCTAssertEqual(addTwo["modes"] as? [String], ["stdin"])
        let maxOf = try XCTUnwrap(rows.first { $0["slug"] as? String == "max-of" })
        XCTAssertNil(maxOf["leetcode"])
        XCTAssertTrue(try prep(["list"], env: env).stdout.contains(" 9001 "))
        let unknown = try prep(["show", "9002"], env: env)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("no problem here is LeetCode 9002"), unknown.stderr)
    }

    func testABuiltPrepFindsItsProblemsFromAnyFolder() throws {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "PREP_PROBLEMS")
        environment["PREP_HOME"] = home.path
        environment["PREP_CACHE"] = Self.cache.path
        environment["NO_COLOR"] = "1"
        let elsewhere = work.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let list = try Self.run(["list", "--json"], environment: environment, directory: elsewhere)
        XCTAssertEqual(list.status, 0, list.stderr)
        let slugs = (list.json as? [[String: Any]] ?? []).compactMap { $0["slug"] as? String }
        XCTAssertTrue(slugs.contains("two-sum") && slugs.count >= 80, "\(slugs.count) problems: \(list.stderr)")
    }

    func testUnknownTopicsAreNamedWithTheTopicsThereAre() throws {
        let list = try prep(["list", "--topic", "graph"], env: env)
        XCTAssertEqual(list.status, 2)
        XCTAssertTrue(list.stderr.contains("unknown topic 'graph' (topics: arrays, maths, sorting)"), list.stderr)
        let note = try prep(["note", "topic:nosuchtopic", "a note"], env: env)
        XCTAssertEqual(note.status, 0, "the note is kept")
        XCTAssertTrue(note.stderr.contains("no problem has the topic 'nosuchtopic'"), note.stderr)
    }

    func testAReviewRatesASolve() throws {
        let never = try prep(["review", "add-two", "--rate", "good"], env: env)
        XCTAssertEqual(never.status, 2)
        XCTAssertTrue(never.stderr.contains("add-two has no attempt yet"), never.stderr)
        let bad = try prep(["review", "add-two", "--rate", "foo"], env: env)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("'again', 'hard', 'good' or 'easy'"), bad.stderr)
        try write("add-two.py", Self.pythonAdd)
        XCTAssertEqual(try prep(["solve", "add-two"], env: env).status, 0)
        XCTAssertEqual(try prep(["review", "add-two", "--rate", "good"], env: env).status, 0)
    }

    func testAnEmptyNoColorLeavesColourOn() throws {
        try write("add-two.py", Self.pythonAdd)
        // Colour needs a terminal: `script` gives prep one.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("no script(1)") }
        func colored(_ noColor: String) throws -> Bool {
            var environment = self.environment.merging(env) { $1 }
            environment["NO_COLOR"] = noColor
            environment["TERM"] = "xterm"
            let result = try Self.run(["-qec", "\(Self.binary.path) list", "/dev/null"], environment: environment, directory: work,
                                      executable: "/usr/bin/script")
            return result.stdout.contains("\u{1b}[")
        }
        XCTAssertTrue(try colored(""), "an empty NO_COLOR does not turn colour off (no-color.org)")
        XCTAssertFalse(try colored("1"))
    }

    func testCompletionsKnowTheSlugsAndLanguages() throws {
        let script = try prep(["--generate-completion-script", "bash"], env: env)
        XCTAssertEqual(script.status, 0)
        XCTAssertTrue(script.stdout.contains("python3"), "--lang's values")
        // The script asks prep for the slugs as it completes.
        let slugs = try prep(["---completion", "show", "--", "positional@0", "2", "2", "prep", "show", "ad"], env: env)
        XCTAssertTrue(slugs.stdout.contains("add-two"), slugs.stdout + slugs.stderr)
    }
}
