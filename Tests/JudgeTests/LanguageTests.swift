import XCTest
@testable import Judge

final class LanguageTests: JudgeTestCase {
    func testTableLookups() {
        XCTAssertEqual(Languages.all.map(\.id), ["c", "cpp", "swift", "python3", "java", "rust", "javascript", "bash"])
        XCTAssertEqual(Languages.forExtension("py3")?.id, "python3")
        XCTAssertEqual(Languages.forExtension("CC")?.id, "cpp")
        XCTAssertEqual(Languages.forExtension("rs")?.id, "rust")
        XCTAssertEqual(Languages.named("c++")?.id, "cpp")
        XCTAssertEqual(Languages.named("Python")?.id, "python3")
        XCTAssertEqual(Languages.named("js")?.id, "javascript")
        XCTAssertNil(Languages.named("cobol"))
        XCTAssertNil(Languages.forExtension("txt"))
        for language in Languages.all {
            XCTAssertFalse(language.versionProbe.isEmpty)
            XCTAssertFalse(language.installHint.isEmpty)
            XCTAssertFalse(language.selfTest.isEmpty)
            XCTAssertTrue(language.reportsOutOfMemory("fork: Cannot allocate memory"), language.id)
        }
        XCTAssertEqual(Languages.all.filter { $0.mainClassRule != nil }.map(\.id), ["java"])
    }

    func testDetectFolderAndJavaMainClass() throws {
        let folder = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-java-")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "class Helper {}\n".write(to: folder.appendingPathComponent("Helper.java"), atomically: true, encoding: .utf8)
        try "package a.b;\npublic final class Solver {\n public static void main(String[] x) {}\n}\n"
            .write(to: folder.appendingPathComponent("Solver.java"), atomically: true, encoding: .utf8)
        XCTAssertEqual(Languages.detect(folder)?.id, "java")
        XCTAssertEqual(Languages.java.mainClass(in: try FileTree.files(under: folder)), "a.b.Solver")
        XCTAssertNil(Languages.c.mainClass(in: try FileTree.files(under: folder)), "C has no entry class")
    }

    /// javac reads tokens: a class named in a comment or a string is not a class.
    func testJavaMainClassIgnoresCommentsAndLiterals() throws {
        let folder = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-java-")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            // Reads the words, then prints them sorted, as the public class names say.
            /* A block comment: class Decoy { static void main(String[] a) {} } */
            import java.util.*;

            public class Sorter {
                static final String NOTE = "class Quoted { public static void main(";
                static final char QUOTE = '"';
                static final String BLOCK = """
                    public class InABlock {}
                    """;
                public static void main(String[] args) { System.out.println(NOTE + QUOTE + BLOCK); }
            }
            """#
        try source.write(to: folder.appendingPathComponent("Sorter.java"), atomically: true, encoding: .utf8)
        XCTAssertEqual(Languages.java.mainClass(in: try FileTree.files(under: folder)), "Sorter")
        let code = MainClassRule.codeOnly(source)
        XCTAssertEqual(code.split(separator: "\n", omittingEmptySubsequences: false).count,
                       source.split(separator: "\n", omittingEmptySubsequences: false).count, "line breaks are kept")
        XCTAssertFalse(code.contains("Decoy") || code.contains("Quoted") || code.contains("InABlock") || code.contains("names"))
        XCTAssertTrue(code.contains("public class Sorter"))
    }

    /// Python's exit() and quit() come from the site module: solutions pasted from elsewhere use them.
    func testPythonExitAndQuitAreDefined() async throws {
        guard Languages.python3.probe().present else { throw XCTSkip("no python3") }
        let package = try loadPackage("echo")
        let file = try writeSource("exits.py", "import sys\nprint(input())\nsys.stdout.flush()\nexit(0)\nquit()\n")
        let summary = try await grade(file, in: package, language: Languages.python3)
        XCTAssertEqual(summary.verdict, .accepted, summary.message ?? "")
    }

    func testProbeReportsVersionOrInstallHint() {
        let status = Languages.c.probe()
        XCTAssertTrue(status.present)
        XCTAssertTrue(status.version?.contains("gcc") ?? false)
        var missing = Languages.c
        missing.id = "c-missing"
        missing.compile = ["no-such-compiler-xyz", "{sources}"]
        let absent = missing.probe()
        XCTAssertFalse(absent.present)
        XCTAssertEqual(absent.missingTools, ["no-such-compiler-xyz"])
        XCTAssertEqual(absent.installHint, "apt-get install gcc")
    }

    /// Each installed language's self-test program compiles, runs sandboxed and echoes its input.
    /// Swift (slow to compile) is checked once, in GradingTests' compile-cache test.
    func testSelfTests() async throws {
        let package = try loadPackage("echo")
        for language in Languages.all where language.id != "swift" && language.probe().present {
            let name = language.id == "java" ? "Main.java" : "selftest." + language.extensions[0]
            let file = try writeSource(name, language.selfTest)
            let summary = try await grade(file, in: package, language: language)
            XCTAssertEqual(summary.verdict, .accepted, "\(language.name): \(summary.message ?? "")")
        }
    }
}
