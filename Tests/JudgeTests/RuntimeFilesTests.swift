import Foundation
import XCTest
@testable import Judge

/// The drivers' runtimes as files (`Sources/Judge/Function/Runtimes/<language>/`), each checked
/// by its own language's toolchain with prep's flags: a runtime that does not compile fails every
/// function-mode solution in its language. A language whose toolchain is not installed is
/// skipped, and says so. The `stub-*` files are LeetCode's comment blocks above a stub: each must
/// be a comment only, and uncommented, it must be the definition the driver supplies (where the
/// driver supplies LeetCode's text) or code that compiles.
final class RuntimeFilesTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Judge/Function/Runtimes")

    // MARK: The folder and what prep embeds

    func testPrepEmbedsEveryFileOfTheFolderAsItIs() throws {
        var onDisk: [String: Data] = [:]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: Self.folder, includingPropertiesForKeys: [.isRegularFileKey]))
        for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            onDisk[String(url.path.dropFirst(Self.folder.path.count + 1))] = try Data(contentsOf: url)
        }
        XCTAssertFalse(onDisk.isEmpty, "no runtime files at \(Self.folder.path)")
        XCTAssertEqual(onDisk.keys.sorted(), DriverRuntime.files.keys.sorted(),
                       "DriverRuntime.files lists every file under Runtimes/, and only those")
        for (path, bytes) in DriverRuntime.files {
            XCTAssertEqual(onDisk[path], Data(bytes), "\(path) is embedded as it is")
        }
    }

    // MARK: Each language

    func testPythonRuntime() throws {
        let python = try tool(Languages.python3.run.first ?? "python3", for: "Python")
        let folder = try write("python")
        let files = try uncommentedStubs("python", into: folder) + ["driver.py"]
        try check([python, "-m", "py_compile"] + files, in: folder)
    }

    func testJavaScriptRuntime() throws {
        let node = try tool(Languages.javascript.check?.first ?? "node", for: "JavaScript")
        let folder = try write("javascript")
        let files = try uncommentedStubs("javascript", into: folder) + runtimeFiles("javascript")
        for file in files { try check([node, "--check", file], in: folder) }
    }

    func testJavaRuntime() throws {
        let javac = try tool(Languages.java.compile?.first ?? "javac", for: "Java")
        let folder = try write("java")
        // The interface is filled in as the harness fills it: a string literal.
        let main = folder.appendingPathComponent("Main.java")
        let interface = JavaDriver.literal(Harness.description(of: FunctionDriverStaticTests.echo))
        let text = try String(contentsOf: main, encoding: .utf8)
        XCTAssertTrue(text.contains("__PREP_INTERFACE__"), "Main.java keeps its placeholder")
        try text.replacingOccurrences(of: "__PREP_INTERFACE__", with: interface).write(to: main, atomically: true, encoding: .utf8)
        try check([javac, "-encoding", "UTF-8", "-d", "classes"] + runtimeFiles("java"), in: folder)
        // What the stubs show is what the harness compiles.
        XCTAssertEqual(try uncommented("java/stub-listnode.java"), DriverRuntime.text(PackageResources.ListNode_java))
        XCTAssertEqual(try uncommented("java/stub-treenode.java"), DriverRuntime.text(PackageResources.TreeNode_java))
    }

    func testRustRuntime() throws {
        let compile = Languages.rust.compile ?? ["rustc"]
        let rustc = try tool(compile[0], for: "Rust")
        let edition = compile.firstIndex(of: "--edition").map { Array(compile[$0...($0 + 1)]) } ?? []
        let folder = try write("rust")
        try check([rustc] + edition + ["--crate-type", "lib", "--emit=metadata", "-o", "runtime.rmeta", "runtime.rs"], in: folder)
        // LeetCode's definitions, as the stubs show them, compile with what the runtime imports.
        for stub in try uncommentedStubs("rust", into: folder) {
            let file = folder.appendingPathComponent(stub)
            let text = try String(contentsOf: file, encoding: .utf8)
            try ("#![allow(dead_code, unused_imports)]\nuse std::rc::Rc;\nuse std::cell::RefCell;\n" + text)
                .write(to: file, atomically: true, encoding: .utf8)
            try check([rustc] + edition + ["--crate-type", "lib", "--emit=metadata", "-o", stub + ".rmeta", stub], in: folder)
        }
    }

    func testCppRuntime() throws {
        let compile = Languages.cpp.compile ?? ["g++"]
        let compiler = try tool(compile[0], for: "C++")
        let folder = try write("cpp")
        try check([compiler] + compile.filter { $0.hasPrefix("-std=") } + ["-fsyntax-only", "-x", "c++", "runtime.hpp"], in: folder)
        let runtime = DriverRuntime.text(PackageResources.runtime_hpp)
        for stub in ["cpp/stub-listnode.hpp", "cpp/stub-treenode.hpp"] {
            let definition = try uncommented(stub)
            XCTAssertTrue(runtime.contains(definition), "\(stub) shows the struct runtime.hpp defines:\n\(definition)")
        }
    }

    func testSwiftRuntime() throws {
        let swiftc = try tool(Languages.swift.compile?.first ?? "swiftc", for: "Swift")
        let folder = try write("swift")
        // runtime.swift starts main.swift, beside prep_prelude.swift.
        try FileManager.default.moveItem(at: folder.appendingPathComponent("runtime.swift"), to: folder.appendingPathComponent("main.swift"))
        try check([swiftc, "-typecheck", "main.swift", "prelude.swift"], in: folder)
        let prelude = DriverRuntime.text(PackageResources.prelude_swift)
        for stub in ["swift/stub-listnode.swift", "swift/stub-treenode.swift"] {
            let definition = try uncommented(stub)
            XCTAssertTrue(prelude.contains(definition), "\(stub) shows the class prelude.swift defines:\n\(definition)")
        }
    }

    // MARK: Helpers

    /// The path of `name` on PATH, or a skip naming the language left unchecked.
    func tool(_ name: String, for language: String) throws -> String {
        guard FunctionDriverStaticTests.onPath(name) else {
            throw XCTSkip("\(name) is not installed: the \(language) runtime files are not checked")
        }
        return name
    }

    /// The embedded files of `language`'s folder, written into a fresh temporary folder.
    func write(_ language: String) throws -> URL {
        let folder = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-rt-")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for (path, bytes) in DriverRuntime.files where path.hasPrefix(language + "/") {
            try Data(bytes).write(to: folder.appendingPathComponent(String(path.dropFirst(language.count + 1))))
        }
        return folder
    }

    /// The names of `language`'s runtime files (not its stubs' comments).
    func runtimeFiles(_ language: String) -> [String] {
        DriverRuntime.files.keys.filter { $0.hasPrefix(language + "/") }.map { String($0.dropFirst(language.count + 1)) }
            .filter { !$0.hasPrefix("stub-") }.sorted()
    }

    /// Writes each of `language`'s stub comments uncommented beside it (`code-stub-….ext`) and
    /// returns their names.
    func uncommentedStubs(_ language: String, into folder: URL) throws -> [String] {
        try DriverRuntime.files.keys.filter { $0.hasPrefix(language + "/stub-") }.sorted().map { path in
            let name = "code-" + (path as NSString).lastPathComponent
            try uncommented(path).write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            return name
        }
    }

    /// A stub comment's code: its first line ("Definition for …") and the block's delimiters
    /// dropped, and each line's comment marker. Fails the test if a line is not a comment (the
    /// stub would put code into the user's file).
    func uncommented(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let text = DriverRuntime.text(try XCTUnwrap(DriverRuntime.files[path], path, file: file, line: line))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.last, "", "\(path) ends with a line break", file: file, line: line)
        lines.removeLast()
        lines.removeAll { $0 == "/**" || $0 == " */" }
        let code = lines.dropFirst().map { text -> String in
            for marker in [" * ", "# ", "// ", " *", "#", "//"] where text.hasPrefix(marker) { return String(text.dropFirst(marker.count)) }
            XCTFail("\(path): \"\(text)\" is not a comment", file: file, line: line)
            return text
        }
        XCTAssertTrue(lines.first?.contains("Definition for") ?? false, "\(path) starts as LeetCode's does", file: file, line: line)
        return code.joined(separator: "\n") + "\n"
    }

    /// Runs a check and fails with its output unless it exits 0 and prints no warning.
    func check(_ arguments: [String], in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let outcome = try FunctionDriverStaticTests.execute(arguments, input: "", in: folder)
        let output = outcome.stdout + outcome.stderr
        XCTAssertEqual(outcome.status, 0, "\(arguments.joined(separator: " ")):\n\(output)", file: file, line: line)
        XCTAssertFalse(output.lowercased().contains("warning"), "\(arguments.joined(separator: " ")):\n\(output)", file: file, line: line)
    }
}
