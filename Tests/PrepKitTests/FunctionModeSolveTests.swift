import Foundation
import GRDB
import Judge
import XCTest
@testable import PrepKit

/// A function-mode solve through the library: the mode told from the file (or forced), the
/// attempt recorded with its mode and each test with the time of the solution's calls.
final class FunctionModeSolveTests: StoreTestCase {
    /// The judge's fixture offering both modes (a converter turns its stdin tests into JSON).
    static let judgeFixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("JudgeTests/Fixtures/fn-dual")

    var problems: URL { folder.appendingPathComponent("problems") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(at: problems, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.judgeFixture, to: problems.appendingPathComponent("reverse-list"))
        try CatalogueSync(store: store).sync(folder: problems)
    }

    private func write(_ name: String, _ text: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func prepare(_ file: URL, mode: SolutionMode? = nil) throws -> SolveSession {
        var options = GradingOptions()
        options.cacheDirectory = cache
        options.workers = 2
        return try SolveSession.prepare(store: store, problems: problems, problem: "reverse-list", file: file.path, lang: nil,
                                        mode: mode, options: options, directory: folder)
    }

    static let function = """
        class Solution:
            def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
                previous = None
                while head:
                    head.next, previous, head = previous, head, head.next
                return previous
        """

    func testAFunctionIsToldFromItsFileJudgedAndRecordedWithItsMode() async throws {
        let session = try prepare(try write("mine.py", Self.function))
        XCTAssertEqual(session.submission.mode, .function)
        let outcome = try await session.run { _ in }
        XCTAssertEqual(outcome.verdict, .judged(.accepted), outcome.message ?? "")
        XCTAssertEqual(outcome.mode, .function)
        XCTAssertEqual(outcome.testsTotal, 4)
        XCTAssertTrue(outcome.tests.allSatisfy { $0.callSeconds != nil })
        XCTAssertEqual(try count("SELECT COUNT(*) FROM attempt WHERE mode = 'function' AND verdict = 'AC'"), 1)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM test_result WHERE callSeconds IS NOT NULL AND callSeconds <= wallSeconds"), 4)
        let history = try History(store: store).entries()
        XCTAssertEqual(history.map(\.mode), [.function])
    }

    func testAProgramIsJudgedInStdinModeOnTheSameProblem() async throws {
        let session = try prepare(try write("prog.py", "import sys\nd = sys.stdin.read().split()\nprint(' '.join(reversed(d[1:])))\n"))
        XCTAssertEqual(session.submission.mode, .stdin)
        let outcome = try await session.run { _ in }
        XCTAssertEqual(outcome.verdict, .judged(.accepted), outcome.message ?? "")
        XCTAssertEqual(try count("SELECT COUNT(*) FROM attempt WHERE mode = 'stdin'"), 1)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM test_result WHERE callSeconds IS NULL"), 4)
    }

    func testAWrongFunctionShowsTheCallNotALineAndColumn() async throws {
        let wrong = Self.function.replacingOccurrences(of: "while head:", with: "while head and head.next:")
        let outcome = try await prepare(try write("wrong.py", wrong)).run { _ in }
        XCTAssertEqual(outcome.verdict, .judged(.wrongAnswer))
        let failure = try XCTUnwrap(outcome.failure)
        XCTAssertEqual(failure.input, "head = [1,2,3]")
        XCTAssertEqual(failure.message, "[0]: expected 3, received 2")
        XCTAssertNil(failure.differenceLine)
    }

    func testTheModeCanBeForcedButNotWhereTheProblemHasNone() throws {
        XCTAssertEqual(try prepare(try write("mine.py", Self.function), mode: .stdin).submission.mode, .stdin)
        let plain = folder.appendingPathComponent("plain")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("JudgeTests/Fixtures/sum"), to: plain.appendingPathComponent("sum"))
        _ = try CatalogueSync(store: store).importPackages(at: plain.appendingPathComponent("sum"))
        XCTAssertThrowsError(try SolveSession.prepare(store: store, problems: problems, problem: "sum",
                                                      file: try write("x.py", "print(1)\n").path, lang: nil, mode: .function,
                                                      directory: folder)) { error in
            XCTAssertEqual("\(error)", "--mode function: sum has no function mode (its statement asks for a program reading standard input)")
        }
    }
}
