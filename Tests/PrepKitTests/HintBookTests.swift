import Foundation
import XCTest
@testable import PrepKit

/// The hints file format, and the bundled problems' hints: two or three each, prose only.
final class HintBookTests: XCTestCase {
    func testSectionsAreHintsInOrder() throws {
        let hints = try HintBook.parse("# Hints\n\n## Hint 1\nLook at the ends.\n\n## Hint 2\nTwo pointers.\nMove the lower.\n", file: "h.md")
        XCTAssertEqual(hints, [Hint(number: 1, text: "Look at the ends."), Hint(number: 2, text: "Two pointers.\nMove the lower.")])
        // A heading inside a fenced block is text, not a new hint.
        XCTAssertEqual(try HintBook.parse("## A\n```\n## not a hint\n```\n", file: "h.md").count, 1)
        XCTAssertEqual(try HintBook.parse("", file: "h.md"), [])
    }

    func testMalformedFilesNameTheLine() {
        XCTAssertThrowsError(try HintBook.parse("\nA nudge.\n## Hint 1\nx\n", file: "h.md")) { error in
            XCTAssertTrue("\(error)".contains("h.md:2: text before the first '## ' heading"), "\(error)")
        }
        XCTAssertThrowsError(try HintBook.parse("## Hint 1\nx\n## Hint 2\n\n", file: "h.md")) { error in
            XCTAssertTrue("\(error)".contains("h.md:3: hint 2 has no text"), "\(error)")
        }
    }

    /// Every bundled problem: 2–3 hints headed `## Hint N`, from a nudge to the key idea, and
    /// never code (no fenced or indented blocks).
    func testEveryBundledProblemHasTwoOrThreeProseHints() throws {
        let problems = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Problems")
        var checked = 0
        for slug in try FileManager.default.contentsOfDirectory(atPath: problems.path).sorted() {
            let package = problems.appendingPathComponent(slug)
            guard FileManager.default.fileExists(atPath: package.appendingPathComponent("problem.yaml").path) else { continue }
            checked += 1
            let hints = try HintBook.read(package: package)
            XCTAssertTrue((2...3).contains(hints.count), "\(slug): \(hints.count) hints")
            let text = try String(contentsOf: package.appendingPathComponent(HintBook.fileName), encoding: .utf8)
            let headings = text.split(separator: "\n").filter { $0.hasPrefix("## ") }.map(String.init)
            XCTAssertEqual(headings, (1...hints.count).map { "## Hint \($0)" }, slug)
            for line in text.split(separator: "\n") {
                XCTAssertFalse(line.hasPrefix("```") || line.hasPrefix("~~~") || line.hasPrefix("    ") || line.hasPrefix("\t"),
                               "\(slug): code in a hint: \(line)")
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 80)
    }
}
