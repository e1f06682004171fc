import Foundation
import GRDB
import XCTest

/// What prep does on a real terminal (a pseudo-terminal from util-linux's `script`).
final class TerminalTests: EndToEndTestCase {
    func testOnATerminalProgressIsLiveAndAnAcceptedSolveAsksForARating() throws {
        let script = "/usr/bin/script"
        guard FileManager.default.isExecutableFile(atPath: script) else { throw XCTSkip("no util-linux script") }
        try write("add-two.py", Self.pythonAdd)
        let command = "'\(Self.binary.path)' solve add-two"
        // The answer arrives once prep is waiting for it.
        let (process, out, _) = try Self.start(["-q", "-e", "-c", command, "/dev/null"], environment: environment,
                                               directory: work, stdin: nil, executable: script, delayedInput: ("good\n", 4))
        process.waitUntilExit()
        let screen = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, screen)
        XCTAssertTrue(screen.contains("3/3 tests"), "a progress bar is drawn: \(screen)")
        XCTAssertTrue(screen.contains("How did it go?"), screen)
        XCTAssertTrue(screen.contains("next review of add-two in 2 days"), screen)
        let ratings = try query { db in try Int.fetchAll(db, sql: "SELECT rating FROM review_log") }
        XCTAssertEqual(ratings, [3])
    }

    func testImportAddsPackagesFromElsewhere() throws {
        let outside = work.appendingPathComponent("elsewhere/sum-again")
        try FileManager.default.createDirectory(at: outside.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.problems.appendingPathComponent("add-two"), to: outside)
        let imported = try prep("import", outside.path, "--json")
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let report = try XCTUnwrap((imported.json as? [[String: Any]])?.first)
        XCTAssertEqual(report["added"] as? [String], ["sum-again"])
        let slugs = try XCTUnwrap(try prep("list", "--json").json as? [[String: Any]]).map { $0["slug"] as? String }
        XCTAssertEqual(slugs, ["add-two", "max-of", "sum-again"])
        try write("sum-again.py", Self.pythonAdd)
        XCTAssertEqual(try prep("solve", "sum-again").status, 0)
        let broken = try prep("import", work.appendingPathComponent("nowhere").path)
        XCTAssertEqual(broken.status, 2)
    }
}
