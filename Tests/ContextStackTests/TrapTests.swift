import ContextStack
import Foundation
import XCTest

/// Touching a context or its objects off the context's queue traps in debug builds. The trap
/// would kill the test process, so the probe runs in a child process: this same test binary,
/// asked to run only the probe.
final class TrapTests: StackTestCase {
    private static let probeVariable = "CONTEXT_STACK_TRAP_PROBE"

    /// Does the forbidden thing; run only inside the child process.
    func testTrapProbe() throws {
        guard let mode = ProcessInfo.processInfo.environment[Self.probeVariable] else {
            throw XCTSkip("runs only as the child process of testWrongQueueAccessTrapsInDebug")
        }
        let worker = container.newWorkerContext(name: "probe worker")
        let item = worker.performAndWait { () -> Item in
            let item = Item(context: worker)
            item.name = "confined"
            return item
        }
        switch mode {
        case "object": _ = item.name  // off the worker's queue
        default: _ = try worker.fetch(FetchRequest<Item>())
        }
        FileHandle.standardError.write(Data("PROBE SURVIVED\n".utf8))
    }

    func testWrongQueueAccessTrapsInDebug() throws {
        #if !DEBUG
        throw XCTSkip("the queue check is compiled into debug builds only")
        #else
        for mode in ["object", "context"] {
            let (status, stderr) = try runProbe(mode)
            XCTAssertNotEqual(status, 0, "the probe should have trapped (\(mode))")
            XCTAssertFalse(stderr.contains("PROBE SURVIVED"), stderr)
            XCTAssertTrue(stderr.contains("the 'probe worker' context used outside its queue"), stderr)
            if mode == "object" { XCTAssertTrue(stderr.contains("item/t"), "names the object: \(stderr)") }
        }
        #endif
    }

    private func runProbe(_ mode: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["ContextStackTests.TrapTests/testTrapProbe"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.probeVariable] = mode
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
