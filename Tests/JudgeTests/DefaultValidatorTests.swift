import XCTest
@testable import Judge

final class DefaultValidatorTests: XCTestCase {
    /// (flags, answer, output, accepted)
    let table: [(flags: [String], answer: String, output: String, accepted: Bool, line: UInt)] = [
        ([], "3\n", "3\n", true, #line),
        ([], "3\n", "3", true, #line),                              // missing final newline
        ([], "1 2 3\n", "  1\n2\t3  \n\n", true, #line),             // whitespace is only a separator
        ([], "1 2 3\n", "1 2\n", false, #line),                      // too few tokens
        ([], "1 2\n", "1 2 3\n", false, #line),                      // too many tokens
        ([], "\n", "", true, #line),                                 // empty versus blank
        ([], "Yes\n", "YES\n", true, #line),                         // case-insensitive by default
        (["case_sensitive"], "Yes\n", "YES\n", false, #line),
        (["case_sensitive"], "Yes\n", "Yes\n", true, #line),
        (["space_change_sensitive"], "1 2\n", "1  2\n", false, #line),
        (["space_change_sensitive"], "1 2\n", "1 2", false, #line),
        (["space_change_sensitive"], "1 2\n", "1 2\n", true, #line),
        ([], "1.0\n", "1\n", false, #line),                          // no tolerance: strings
        ([], "1.5\n", "1.50\n", false, #line),
        (["float_tolerance", "1e-6"], "1.0\n", "1\n", true, #line),
        (["float_tolerance", "1e-6"], "1.0\n", "1.0000009\n", true, #line),
        (["float_tolerance", "1e-6"], "1.0\n", "1.00001\n", false, #line),
        (["float_absolute_tolerance", "0.1"], "100\n", "100.09\n", true, #line),
        (["float_absolute_tolerance", "0.1"], "100\n", "100.2\n", false, #line),
        (["float_relative_tolerance", "0.01"], "100\n", "100.9\n", true, #line),   // relative: 1% of 100
        (["float_relative_tolerance", "0.01"], "1\n", "1.02\n", false, #line),
        // within either tolerance
        (["float_absolute_tolerance", "0.5", "float_relative_tolerance", "0.001"], "1000\n", "1000.9\n", true, #line),
        (["float_absolute_tolerance", "0.5", "float_relative_tolerance", "0.001"], "1\n", "1.6\n", false, #line),
        (["float_tolerance", "1e-6"], "2.5\n", "abc\n", false, #line),   // output not a number
        (["float_tolerance", "1e-6"], "abc\n", "ABC\n", true, #line),    // non-float answer token: string rules
        (["float_tolerance", "1e-6"], "1e3\n", "1000.0000001\n", true, #line),
        (["float_tolerance", "1e-6"], ".5\n", "0.5\n", true, #line),
        (["float_tolerance", "1e-6"], "5.\n", "5\n", true, #line),
        (["float_tolerance", "1e-6"], "1\n", "0x1\n", false, #line),     // hex is not in the grammar
        (["float_tolerance", "1e-6"], "1\n", "inf\n", false, #line),
        (["float_tolerance", "1e-6"], "-0\n", "+0.0000001\n", true, #line),
        ([], "hello\n", "hello\u{0}\n", false, #line),
    ]

    func testTable() throws {
        for row in table {
            let validator = try DefaultValidator(arguments: row.flags)
            let result = validator.compare(output: Data(row.output.utf8), answer: Data(row.answer.utf8))
            XCTAssertEqual(result.isAccepted, row.accepted, "\(row.flags) answer \(row.answer.debugDescription) output \(row.output.debugDescription): \(result)", line: row.line)
        }
    }

    func testBadFlagsAreJudgeErrors() {
        let bad: [[String]] = [
            ["float_tolerance"], ["float_tolerance", "x"], ["float_tolerance", "1", "float_absolute_tolerance", "1"],
            ["float_absolute_tolerance", "1", "float_absolute_tolerance", "2"], ["telepathy"],
            ["float_relative_tolerance", "-1"],
        ]
        for flags in bad {
            XCTAssertThrowsError(try DefaultValidator(arguments: flags), "\(flags)")
        }
    }

    func testMessagesSayWhere() throws {
        let result = try DefaultValidator(arguments: []).compare(output: Data("1\n2\n4\n".utf8), answer: Data("1\n2\n3\n".utf8))
        guard case .wrongAnswer(let message) = result else { return XCTFail("\(result)") }
        XCTAssertTrue(message.contains("line 3"), message)
        XCTAssertTrue(message.contains("expected '3'"), message)
    }

    func testLargeOutputComparesEveryToken() throws {
        let tokens = String(repeating: "123456789 ", count: 200_000)
        let validator = try DefaultValidator(arguments: [])
        XCTAssertTrue(validator.compare(output: Data(tokens.utf8), answer: Data(tokens.utf8)).isAccepted)
        // A difference in the very last token is still found.
        let changed = tokens.dropLast(2) + "0 "
        XCTAssertFalse(validator.compare(output: Data(changed.utf8), answer: Data(tokens.utf8)).isAccepted)
    }
}
