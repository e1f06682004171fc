import Foundation
import GRDB
import XCTest

/// Bad input gets one line naming what is at fault, exit status 2, and loses nothing.
final class InputErrorTests: EndToEndTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        // The first run imports the catalogue and says so; errors are checked after that.
        XCTAssertEqual(try prep("list").status, 0)
    }

    func assertUsageError(_ result: Result, contains text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "one line: \(result.stderr)", file: file, line: line)
        XCTAssertTrue(result.stderr.contains(text), result.stderr, file: file, line: line)
    }

    func testUnknownProblemSuggestsTheClosest() throws {
        assertUsageError(try prep("solve", "add-tow"), contains: "unknown problem 'add-tow'; did you mean add-two?")
    }

    func testMissingEmptyOrUnsupportedSolutionFile() throws {
        assertUsageError(try prep("solve", "add-two"), contains: "no solution file add-two.<ext>")
        assertUsageError(try prep("solve", "add-two", "missing.py"), contains: "missing.py: no such file")
        try write("empty.py", "")
        assertUsageError(try prep("solve", "add-two", "empty.py"), contains: "empty.py is empty")
        try write("add-two.cobol", "DISPLAY 'HI'.")
        assertUsageError(try prep("solve", "add-two", "add-two.cobol"), contains: "add-two.cobol")
        try write("add-two.py", Self.pythonAdd)
        try write("add-two.c", "int main(void){return 0;}\n")
        assertUsageError(try prep("solve", "add-two"), contains: "several solutions here (add-two.c, add-two.py)")
        assertUsageError(try prep("solve", "add-two", "add-two.py", "--lang", "klingon"), contains: "unknown language 'klingon'")
    }

    /// Issue 10's bad input: each is one line and exit 2, and nothing is stored.
    func testOutOfRangeNumbersOversizedSourcesNULsAndEmptyImports() throws {
        try write("add-two.py", Self.pythonAdd)
        assertUsageError(try prep("solve", "add-two", "--workers", "100000"), contains: "--workers must be between 1 and 64")
        assertUsageError(try prep("solve", "add-two", "--workers", "-1"), contains: "--workers must be between 1 and 64")
        assertUsageError(try prep("verify", "add-two", "--workers", "0"), contains: "--workers must be between 1 and 64")
        assertUsageError(try prep("history", "--limit", "-5"), contains: "--limit must be 0 (all) or more")
        // A source larger than judges take.
        try write("huge.py", Self.pythonAdd + String(repeating: "# padding\n", count: 120_000))
        assertUsageError(try prep("solve", "add-two", "huge.py"), contains: "KiB of source; the limit is 1024 KiB")
        // A NUL byte would cut the note short in SQLite.
        assertUsageError(try prep(["note", "add-two", "-"], stdin: Data("before\u{0}after".utf8)), contains: "NUL byte (at byte 6)")
        // prep import of a file or of a folder with no package is a mistake, not "added 0".
        try write("not-a-folder.txt", "x")
        assertUsageError(try prep("import", "not-a-folder.txt"), contains: "not a folder")
        try FileManager.default.createDirectory(at: work.appendingPathComponent("empty"), withIntermediateDirectories: true)
        assertUsageError(try prep("import", "empty"), contains: "no problem package here")
        // A very long name is just an unknown problem.
        assertUsageError(try prep("show", String(repeating: "x", count: 100_000)), contains: "unknown problem")
        let (attempts, notes) = try query { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM attempt") ?? -1, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM note") ?? -1)
        }
        XCTAssertEqual(attempts, 0, "nothing recorded")
        XCTAssertEqual(notes, 0, "nothing saved")
    }

    func testBadArgumentsAreOneLineUsageErrors() throws {
        assertUsageError(try prep("solve"), contains: "Missing expected argument '<problem>'")
        assertUsageError(try prep("list", "--status", "maybe"), contains: "maybe")
        assertUsageError(try prep("frobnicate"), contains: "frobnicate")
        assertUsageError(try prep("review", "--rate", "good"), contains: "--rate needs a problem")
    }

    func testNonUTF8NoteIsRefusedAndNothingSaved() throws {
        try prep("note", "add-two", "first note")
        let result = try prep("note", "add-two", "-", stdin: Data([0xFF, 0xFE, 0x41]))
        assertUsageError(result, contains: "standard input is not UTF-8 text; nothing saved")
        let notes = try XCTUnwrap(try prep("notes", "--json").json as? [[String: Any]])
        XCTAssertEqual(notes.map { $0["body"] as? String }, ["first note"])
    }

    func testUnwritableHome() throws {
        let readOnly = work.appendingPathComponent("readonly")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: true)
        chmod(readOnly.path, 0o500)
        defer { chmod(readOnly.path, 0o700) }
        if getuid() == 0 {
            // Root writes anywhere; a path under a regular file cannot be created by anyone.
            let file = try write("a-file", "x")
            assertUsageError(try prep("list", "--home", file.appendingPathComponent("home").path), contains: "cannot create PREP_HOME")
        } else {
            assertUsageError(try prep("list", "--home", readOnly.appendingPathComponent("home").path), contains: "PREP_HOME")
        }
    }

    func testCorruptStoreIsReportedAndLeftAlone() throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: storeFile.path + suffix) }
        let garbage = Data(repeating: 0x42, count: 8192)
        try garbage.write(to: storeFile)
        assertUsageError(try prep("list"), contains: "not a database")
        XCTAssertEqual(try Data(contentsOf: storeFile), garbage, "a corrupt store is not overwritten")
    }

    /// Names that are not UTF-8 cannot be named by Foundation: a package or a test would vanish
    /// without a word. They are named, escaped, in a clear error instead.
    func testNamesThatAreNotUTF8AreNamed() throws {
        let problems = work.appendingPathComponent("odd-problems")
        try FileManager.default.copyItem(at: Self.problems, to: problems)
        func rename(_ from: URL, toBytes name: [UInt8]) {
            let target = Array(from.deletingLastPathComponent().path.utf8) + [UInt8(ascii: "/")] + name + [0]
            let done = target.withUnsafeBufferPointer { bytes in
                bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { Glibc.rename(from.path, $0) }
            }
            XCTAssertEqual(done, 0)
        }
        rename(problems.appendingPathComponent("add-two"), toBytes: Array("add".utf8) + [0xFF])
        let secret = problems.appendingPathComponent("max-of/data/secret")
        let test = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: secret.path).filter { $0.hasSuffix(".in") }.first)
        rename(secret.appendingPathComponent(test), toBytes: Array("odd".utf8) + [0xFE] + Array(".in".utf8))
        let env = ["PREP_PROBLEMS": problems.path, "PREP_HOME": work.appendingPathComponent("odd-home").path]
        let list = try prep(["list"], env: env)
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stderr.contains("add\\xff: the folder's name is not UTF-8"), list.stderr)
        try write("max-of.py", Self.pythonMax)
        assertUsageError(try prep(["solve", "max-of"], env: env), contains: "odd\\xfe.in: the name is not UTF-8")
    }

    /// A damaged page: the commands that read it say what is damaged and how to keep what can
    /// still be read, in one line; the others still work; the file is left as it is.
    func testDamagedPageIsNamedAndTheRestStillWorks() throws {
        try write("add-two.py", Self.pythonAdd)
        XCTAssertEqual(try prep("solve", "add-two").status, 0)
        XCTAssertEqual(try prep("note", "add-two", "still readable").status, 0)
        let rootPage = try query { db in try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'attempt'") ?? 0 }
        let pageSize = try query { db in try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096 }
        XCTAssertGreaterThan(rootPage, 1)
        // Move every page into the main file first: the log keeps copies that SQLite reads instead.
        try DatabaseQueue(path: storeFile.path).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let handle = try FileHandle(forUpdating: storeFile)
        try handle.seek(toOffset: UInt64((rootPage - 1) * pageSize + 8))
        handle.write(Data(repeating: 0x07, count: pageSize - 8))
        try handle.close()
        let page = (rootPage - 1) * pageSize..<rootPage * pageSize
        let damaged = try Data(contentsOf: storeFile)[page]
        let history = try prep("history")
        assertUsageError(history, contains: "is damaged (database disk image is malformed)")
        XCTAssertTrue(history.stderr.contains(".recover"), history.stderr)
        let notes = try prep("notes", "readable")
        XCTAssertEqual(notes.status, 0, notes.stderr)
        XCTAssertTrue(notes.stdout.contains("readable"))
        XCTAssertEqual(try Data(contentsOf: storeFile)[page], damaged, "prep does not overwrite the damaged page")
    }

    func testNoProblemsFolder() throws {
        assertUsageError(try prep("list", env: ["PREP_PROBLEMS": work.appendingPathComponent("nowhere").path]),
                         contains: "no problems folder")
    }
}
