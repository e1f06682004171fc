import Foundation
import GRDB
import XCTest

/// Runs the built `prep` binary in a throwaway PREP_HOME against the fixture problems.
class EndToEndTestCase: XCTestCase {
    var home: URL!
    var work: URL!

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static var problems: URL { fixtures.appendingPathComponent("Problems") }
    /// The `prep` built next to this test bundle.
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("prep")
    /// Shared across tests: compiled fixtures and generated tests.
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("prep-e2e-cache-\(getuid())")

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("prep-e2e-\(UUID().uuidString)")
        home = base.appendingPathComponent("home")
        work = base.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build prep first: \(Self.binary.path)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: home.deletingLastPathComponent())
    }

    struct Result: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
        var json: Any? { try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) }
    }

    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["PREP_HOME"] = home.path
        env["PREP_PROBLEMS"] = Self.problems.path
        env["PREP_CACHE"] = Self.cache.path
        env["NO_COLOR"] = "1"
        env.removeValue(forKey: "PREP_LANG")
        return env
    }

    /// Starts prep without waiting.
    func start(_ arguments: [String], stdin: Data? = nil, env extra: [String: String] = [:]) throws -> (Process, Pipe, Pipe) {
        try Self.start(arguments, environment: environment.merging(extra) { $1 }, directory: work, stdin: stdin)
    }

    /// - Parameters:
    ///   - executable: what to run (default: prep).
    ///   - delayedInput: text written to standard input after a delay in seconds.
    static func start(_ arguments: [String], environment: [String: String], directory: URL, stdin: Data?,
                      executable: String? = nil, delayedInput: (String, Double)? = nil) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        if let (text, delay) = delayedInput {
            let writer = input.fileHandleForWriting
            DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
                writer.write(Data(text.utf8))
                try? writer.close()
            }
        } else {
            try input.fileHandleForWriting.close()
        }
        return (process, out, err)
    }

    @discardableResult
    func prep(_ arguments: String..., stdin: Data? = nil, env: [String: String] = [:]) throws -> Result {
        try prep(arguments, stdin: stdin, env: env)
    }

    @discardableResult
    func prep(_ arguments: [String], stdin: Data? = nil, env: [String: String] = [:]) throws -> Result {
        try Self.run(arguments, environment: environment.merging(env) { $1 }, directory: work, stdin: stdin)
    }

    /// Runs prep to completion, collecting both outputs.
    static func run(_ arguments: [String], environment: [String: String], directory: URL, stdin: Data? = nil,
                    executable: String? = nil) throws -> Result {
        let (process, out, err) = try start(arguments, environment: environment, directory: directory, stdin: stdin, executable: executable)
        // Read both pipes while the process runs, so a full pipe cannot block it.
        let group = DispatchGroup()
        let collected = Box()
        group.enter()
        DispatchQueue.global().async { collected.out = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { collected.err = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        process.waitUntilExit()
        group.wait()
        return Result(status: process.terminationStatus, stdout: String(decoding: collected.out, as: UTF8.self),
                      stderr: String(decoding: collected.err, as: UTF8.self))
    }

    /// `@unchecked`: each field is written by one reader thread and read only after the
    /// `DispatchGroup` it leaves has been waited on.
    final class Box: @unchecked Sendable {
        var out = Data()
        var err = Data()
    }

    /// Writes a solution file into the working folder.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        let url = work.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    var storeFile: URL { home.appendingPathComponent("prep.sqlite") }

    /// Reads the store directly, as another program would.
    func query<T>(_ body: (Database) throws -> T) throws -> T {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(10)
        let queue = try DatabaseQueue(path: storeFile.path, configuration: configuration)
        return try queue.read(body)
    }

    static let pythonAdd = "a, b = map(int, input().split())\nprint(a + b)\n"
    static let pythonMax = "input()\nprint(max(map(int, input().split())))\n"
}
