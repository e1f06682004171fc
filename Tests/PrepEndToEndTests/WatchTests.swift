import Foundation
import GRDB
import XCTest

final class WatchTests: EndToEndTestCase {
    /// `prep solve --watch` judges again each time the file is saved, and Ctrl-C ends it with
    /// status 130, as it ends every command.
    func testWatchJudgesAgainOnEverySave() throws {
        let file = try write("add-two.py", "print(0)\n")
        let (process, out, _) = try start(["solve", "add-two", "--watch"])
        func attempts() throws -> [String] {
            guard FileManager.default.fileExists(atPath: storeFile.path) else { return [] }
            return try query { db in try String.fetchAll(db, sql: "SELECT verdict FROM attempt ORDER BY id") }
        }
        func waitFor(_ count: Int) throws {
            let deadline = Date().addingTimeInterval(30)
            // The store exists before its tables: until prep has migrated it, nothing is there.
            while ((try? attempts()) ?? []).filter({ $0 != "RUN" }).count < count, Date() < deadline { usleep(100_000) }
        }
        try waitFor(1)
        XCTAssertEqual(try attempts(), ["WA"])
        usleep(1_100_000)  // a new modification time
        try Self.pythonAdd.write(to: file, atomically: true, encoding: .utf8)
        try waitFor(2)
        XCTAssertEqual(try attempts(), ["WA", "AC"])
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 130, output)
        XCTAssertTrue(output.contains("Wrong Answer") && output.contains("Accepted"), output)
    }
}
