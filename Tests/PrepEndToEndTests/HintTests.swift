import Foundation
import GRDB
import XCTest

/// `prep hint`: hints revealed one at a time and recorded; history counts them before each
/// attempt; an accepted solve after a hint is suggested "hard"; bad hints files and problems
/// without hints are one-line errors; two calls at once reveal two different hints.
final class HintTests: EndToEndTestCase {
    func testHintsAreRevealedInOrderRecordedAndShownAgain() throws {
        let first = try prep("hint", "add-two")
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.hasPrefix("Hint 1 of 2\nRead both numbers"), first.stdout)
        XCTAssertFalse(first.stdout.contains("Hint 2"), first.stdout)
        XCTAssertTrue(first.stderr.contains("1 more: prep hint add-two"), first.stderr)
        // Looking reveals nothing new.
        let seen = try prep("hint", "add-two", "--seen")
        XCTAssertEqual(seen.stdout, first.stdout)
        XCTAssertEqual(try query { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM hint_use") }, 1)

        let second = try prep("hint", "add-two")
        XCTAssertTrue(second.stdout.contains("Hint 1 of 2") && second.stdout.contains("Hint 2 of 2\nThe sum of two integers"), second.stdout)
        // All revealed: shown again, none recorded twice.
        let third = try prep("hint", "add-two", "--json")
        XCTAssertEqual(third.status, 0)
        let json = try XCTUnwrap(third.json as? [String: Any], third.stdout)
        XCTAssertEqual(json["total"] as? Int, 2)
        XCTAssertNil(json["revealed"], "nothing left to reveal")
        XCTAssertEqual((json["hints"] as? [[String: Any]])?.compactMap { $0["number"] as? Int }, [1, 2])
        XCTAssertTrue(try prep("hint", "add-two").stderr.contains("all 2 hints of add-two are revealed"))
        XCTAssertEqual(try query { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM hint_use") }, 2)
        XCTAssertTrue(try prep("show", "add-two").stdout.contains("2 hints, 2 revealed: prep hint add-two"))
    }

    func testHistoryCountsTheHintsRevealedBeforeEachAttempt() throws {
        try write("add-two.py", Self.pythonAdd)
        XCTAssertEqual(try prep("solve", "add-two").status, 0)
        XCTAssertFalse(try prep("history").stdout.contains("HINTS"), "no column before any hint")
        XCTAssertEqual(try prep("hint", "add-two").status, 0)
        XCTAssertEqual(try prep("solve", "add-two").status, 0)
        let history = try XCTUnwrap(try prep("history", "--json").json as? [[String: Any]])
        XCTAssertEqual(history.compactMap { $0["hintsUsed"] as? Int }, [1, 0], "newest first")
        let table = try prep("history").stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(table.first?.contains("HINTS") ?? false, "\(table)")
    }

    /// The rating prompt appears on a terminal only: `script` gives prep one, and enter takes
    /// the suggestion.
    func testAnAcceptedSolveAfterAHintIsSuggestedHard() throws {
        guard let script = ["/usr/bin/script", "/bin/script"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("util-linux script is missing")
        }
        try write("add-two.py", Self.pythonAdd)
        func solveOnATerminal() throws -> String {
            let (process, out, _) = try Self.start(["-qec", "\(Self.binary.path) solve add-two", "/dev/null"], environment: environment,
                                                   directory: work, stdin: Data("\n".utf8), executable: script)
            let output = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
            return String(decoding: output, as: UTF8.self)
        }
        XCTAssertEqual(try prep("hint", "add-two").status, 0)
        let afterHint = try solveOnATerminal()
        XCTAssertTrue(afterHint.contains("(enter: hard, 1 hint used; s to skip)"), afterHint)
        // No hint since that accepted solve: "good" again.
        let withoutHint = try solveOnATerminal()
        XCTAssertTrue(withoutHint.contains("(enter: good; s to skip)"), withoutHint)
        let ratings = try query { try Int.fetchAll($0, sql: "SELECT rating FROM review_log ORDER BY id") }
        XCTAssertEqual(ratings, [2, 3], "hard, then good")
    }

    func testAProblemWithoutHintsAndAMalformedHintsFileAreOneLineErrors() throws {
        XCTAssertEqual(try prep("list").status, 0, "the first use imports the catalogue, and says so")
        let none = try prep("hint", "max-of")
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.contains("max-of has no hints"), none.stderr)
        XCTAssertEqual(none.stderr.split(separator: "\n").count, 1, none.stderr)

        let problems = work.appendingPathComponent("problems")
        try FileManager.default.createDirectory(at: problems, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.problems.appendingPathComponent("add-two"), to: problems.appendingPathComponent("add-two"))
        let hints = problems.appendingPathComponent("add-two/statement/hints.md")
        for (text, line) in [("Think first.\n## Hint 1\nA nudge.\n", "hints.md:1:"), ("## Hint 1\nA nudge.\n\n## Hint 2\n\n", "hints.md:4:")] {
            try text.write(to: hints, atomically: true, encoding: .utf8)
            let bad = try prep(["hint", "add-two"], env: ["PREP_PROBLEMS": problems.path])
            XCTAssertEqual(bad.status, 2, bad.stdout)
            XCTAssertTrue(bad.stderr.contains(line), bad.stderr)
            XCTAssertEqual(bad.stderr.split(separator: "\n").count, 1, bad.stderr)
        }
        XCTAssertEqual(try query { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM hint_use") }, 0, "nothing recorded")
    }

    /// Two `prep hint` started together on a fresh store: each reveals its own hint.
    func testTwoHintsAtOnceRevealTwoDifferentHints() throws {
        let started = try (0..<2).map { _ in try start(["hint", "add-two", "--json"]) }
        for (process, out, err) in started {
            let output = out.fileHandleForReading.readDataToEndOfFile()
            let error = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, String(decoding: error, as: UTF8.self) + String(decoding: output, as: UTF8.self))
        }
        let numbers = try query { try Int.fetchAll($0, sql: "SELECT number FROM hint_use ORDER BY number") }
        XCTAssertEqual(numbers, [1, 2])
    }
}
