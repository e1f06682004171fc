import Foundation
import XCTest

/// Function mode from the command line: `prep new` writes LeetCode's stub, `prep show` the
/// signature, `prep solve` judges the function and shows each call's time, `prep history`
/// says which mode.
final class FunctionModeTests: EndToEndTestCase {
    /// A problems folder holding the judge's fixture that offers both modes.
    var problems: URL { work.appendingPathComponent("problems") }
    var env: [String: String] { ["PREP_PROBLEMS": problems.path] }

    override func setUpWithError() throws {
        try super.setUpWithError()
        let fixture = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("JudgeTests/Fixtures/fn-dual")
        try FileManager.default.createDirectory(at: problems, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: problems.appendingPathComponent("reverse-list"))
    }

    func testNewWritesTheStubShowGivesTheSignatureAndSolveJudgesTheFunction() throws {
        let new = try prep(["new", "reverse-list", "--lang", "python"], env: env)
        XCTAssertEqual(new.status, 0, new.stderr)
        let stub = try String(contentsOf: work.appendingPathComponent("reverse-list.py"), encoding: .utf8)
        XCTAssertTrue(stub.contains("def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:"), stub)
        XCTAssertTrue(stub.contains("#   head = [1,2,3] → [3,2,1]"), stub)
        let rust = try prep(["new", "reverse-list", "--lang", "rust"], env: env)
        XCTAssertEqual(rust.status, 0, rust.stderr)
        XCTAssertTrue(try String(contentsOf: work.appendingPathComponent("reverse-list.rs"), encoding: .utf8)
            .contains("pub fn reverse_list(head: Option<Box<ListNode>>) -> Option<Box<ListNode>>"))
        XCTAssertEqual(try prep(["new", "reverse-list", "--lang", "bash"], env: env).status, 2)
        try FileManager.default.removeItem(at: work.appendingPathComponent("reverse-list.py"))
        let program = try prep(["new", "reverse-list", "--lang", "python", "--stdin"], env: env)
        XCTAssertEqual(program.status, 0, program.stderr)
        XCTAssertFalse(try String(contentsOf: work.appendingPathComponent("reverse-list.py"), encoding: .utf8).contains("class Solution"))

        let show = try prep(["show", "reverse-list"], env: env)
        XCTAssertTrue(show.stdout.contains("reverseList(head: ListNode) -> ListNode"), show.stdout)
        let json = try XCTUnwrap(try prep(["show", "reverse-list", "--json"], env: env).json as? [String: Any])
        let interface = try XCTUnwrap(json["interface"] as? [String: Any])
        XCTAssertEqual(interface["class"] as? String, "Solution")
        XCTAssertEqual((interface["methods"] as? [[String: Any]])?.first?["returns"] as? String, "ListNode")

        try write("mine.py", """
            class Solution:
                def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
                    print("tracing", head.val if head else None)
                    previous = None
                    while head:
                        head.next, previous, head = previous, head, head.next
                    return previous
            """)
        let solve = try prep(["solve", "reverse-list", "mine.py"], env: env)
        XCTAssertEqual(solve.status, 0, solve.stdout + solve.stderr)
        XCTAssertTrue(solve.stderr.contains("Python 3 (function mode)"), solve.stderr)
        XCTAssertTrue(solve.stdout.contains("call "), solve.stdout)
        XCTAssertTrue(solve.stdout.contains("Accepted · 4/4 tests passed"), solve.stdout)
        let history = try prep(["history"], env: env)
        XCTAssertTrue(history.stdout.contains("Python 3 (function)"), history.stdout)
    }

    func testErrorsAreOneLineWithStatusTwo() throws {
        try write("mine.py", "print(input())\n")
        try prep("list")  // the catalogue import, and its message, happen once
        let forced = try prep(["solve", "add-two", "mine.py", "--mode", "function"])
        XCTAssertEqual(forced.status, 2, forced.stderr)
        XCTAssertEqual(forced.stderr.trimmingCharacters(in: .newlines),
                       "prep: --mode function: add-two has no function mode (its statement asks for a program reading standard input)")
        let bad = try prep(["solve", "add-two", "mine.py", "--mode", "lambda"])
        XCTAssertEqual(bad.status, 2, bad.stderr)
        XCTAssertTrue(bad.stderr.contains("--mode"), bad.stderr)
    }
}
