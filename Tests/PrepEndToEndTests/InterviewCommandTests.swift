import Foundation
import GRDB
import XCTest

/// `prep interview` from the command line: a solve from a second process ends the session,
/// the answers become an #interview note and `prep stats` counts it; one session at a time;
/// hints locked; Ctrl-C and kill leave the session running; one-line errors.
final class InterviewCommandTests: EndToEndTestCase {
    static let solutions = ["add-two": pythonAdd, "max-of": "n = int(input())\nprint(max(map(int, input().split())))\n"]

    /// Waits until `prep interview --status --json` shows a running session; its problem.
    func runningProblem(timeout: TimeInterval = 30) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let status = try prep("interview", "--status", "--json").json as? [String: Any]
            if let running = status?["running"] as? [String: Any], let problem = running["problem"] as? String { return problem }
            Thread.sleep(forTimeInterval: 0.2)
        }
        throw XCTSkip("no interview started within \(timeout) s")
    }

    func testASolveFromAnotherProcessEndsTheSessionAndTheAnswersAreKept() throws {
        let (process, out, err) = try start(["interview", "--minutes", "20"], stdin: Data("O(1)\nO(1)\nadd the two numbers\n".utf8))
        let problem = try runningProblem()
        try write("\(problem).py", try XCTUnwrap(Self.solutions[problem]))
        let solve = try prep("solve", problem)
        XCTAssertEqual(solve.status, 0, solve.stderr)
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, errors)
        XCTAssertTrue(output.contains("Interview: \(problem), 20 min. Solve it with: prep solve \(problem)"), output)
        XCTAssertTrue(output.contains("\(problem) · 20:00 left of 20 min · no attempt yet"), output)
        XCTAssertTrue(output.contains("\(problem): accepted after "), output)
        XCTAssertTrue(errors.contains("saved note note/1 on \(problem) (tags: interview)"), errors)

        let notes = try prep("notes", "add the two numbers").stdout
        XCTAssertTrue(notes.contains(problem) && notes.contains("#interview"), notes)
        let status = try XCTUnwrap(try prep("interview", "--status", "--json").json as? [String: Any])
        XCTAssertTrue(status["running"] is NSNull, "\(status)")
        let last = try XCTUnwrap((status["recent"] as? [[String: Any]])?.first)
        XCTAssertEqual(last["outcome"] as? String, "accepted")
        XCTAssertEqual(last["attempts"] as? Int, 1)
        XCTAssertEqual(last["timeComplexity"] as? String, "O(1)")
        let stats = try XCTUnwrap(try prep("stats", "--json").json as? [String: Any])
        let interviews = try XCTUnwrap(stats["interviews"] as? [String: Any])
        XCTAssertEqual(interviews["sessions"] as? Int, 1)
        XCTAssertEqual(interviews["successRate"] as? Double, 1)
        XCTAssertTrue(try prep("stats").stdout.contains("Interviews: 1 · 100% accepted · median "))
    }

    func testASecondSessionIsRefusedAndHintsAreLockedUntilItStops() throws {
        let started = try prep("interview", "--minutes", "30", "--json")
        XCTAssertEqual(started.status, 0, started.stderr)
        let problem = try XCTUnwrap((started.json as? [String: Any])?["problem"] as? String, started.stdout)
        let second = try prep("interview")
        XCTAssertEqual(second.status, 2)
        XCTAssertTrue(second.stderr.contains("an interview is already running: \(problem), 30 min left of 30"), second.stderr)
        XCTAssertEqual(second.stderr.split(separator: "\n").count, 1, second.stderr)
        let hint = try prep("hint", "add-two")
        XCTAssertEqual(hint.status, 2)
        XCTAssertTrue(hint.stderr.contains("hints are locked during an interview (\(problem), 30 min left)"), hint.stderr)
        let stopped = try prep("interview", "--stop", "--json")
        XCTAssertEqual((stopped.json as? [String: Any])?["outcome"] as? String, "stopped", stopped.stdout)
        XCTAssertEqual(try prep("hint", "add-two").status, 0)
        let none = try prep("interview", "--stop")
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.contains("no interview is running"), none.stderr)
    }

    /// Ctrl-C leaves the clock running (exit 130) and so does a kill; --resume follows it.
    func testInterruptingOrKillingPrepKeepsTheSession() throws {
        let (first, _, firstErr) = try start(["interview"])
        let problem = try runningProblem()
        kill(first.processIdentifier, SIGINT)
        first.waitUntilExit()
        XCTAssertEqual(first.terminationStatus, 130)
        let said = String(decoding: firstErr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(said.contains("the interview goes on (45 min left): prep interview --resume shows the clock"), said)
        XCTAssertEqual(try runningProblem(), problem)

        let (second, _, _) = try start(["interview", "--resume"])
        Thread.sleep(forTimeInterval: 1)
        kill(second.processIdentifier, SIGKILL)
        second.waitUntilExit()
        XCTAssertEqual(try runningProblem(), problem, "a killed prep loses nothing")
        XCTAssertEqual(try query { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM interview") }, 1)
    }

    func testBadArgumentsAreOneLineErrors() throws {
        for arguments in [["--minutes", "0"], ["--minutes", "241"], ["--difficulty", "extreme"], ["--status", "--stop"],
                          ["--stop", "--topic", "maths"], ["--topic", "nope"], ["--resume", "--json"]] {
            let result = try prep(["interview"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stdout)")
            XCTAssertEqual(result.stderr.split(separator: "\n").filter { !$0.hasPrefix("prep: imported") }.count, 1,
                           "\(arguments): \(result.stderr)")
        }
        XCTAssertTrue(try prep("interview", "--topic", "nope").stderr.contains("unknown topic 'nope' (topics: arrays, maths, sorting)"))
        XCTAssertEqual(try query { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM interview") }, 0)
    }
}
