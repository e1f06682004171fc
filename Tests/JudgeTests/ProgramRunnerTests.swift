import Foundation
import XCTest
@testable import Judge

/// prep-runner is found beside the running executable (or at PREP_RUNNER) and refused, with
/// the path named, when it is missing or could be changed by someone else.
final class ProgramRunnerTests: JudgeTestCase {
    private func folder() throws -> URL {
        let folder = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-runner-test-")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    private func description(_ result: Result<ProgramRunner.Binary, ProgramRunner.RunnerError>) -> String? {
        switch result {
        case .success(let binary):
            close(binary.descriptor)
            return nil
        case .failure(let error):
            return error.description
        }
    }

    func testTheBuiltRunnerIsBesideTheTestBundle() throws {
        let executable = try XCTUnwrap(ProgramRunner.currentExecutable())
        let binary = try ProgramRunner.locate(environment: [:], executable: executable).get()
        defer { close(binary.descriptor) }
        XCTAssertEqual(binary.path, (executable as NSString).deletingLastPathComponent + "/prep-runner")
        XCTAssertEqual(try ProgramRunner.shared.get().path, binary.path)
    }

    func testAMissingRunnerNamesWhereItWasLookedFor() throws {
        let folder = try folder()
        let executable = folder.appendingPathComponent("prep").path
        let message = try XCTUnwrap(description(ProgramRunner.locate(environment: [:], executable: executable)))
        XCTAssertTrue(message.contains(folder.appendingPathComponent("prep-runner").path), message)
        XCTAssertTrue(message.contains("next to the running executable, \(executable)"), message)
        XCTAssertTrue(message.contains("PREP_RUNNER"), message)

        let named = folder.appendingPathComponent("elsewhere").path
        let other = try XCTUnwrap(description(ProgramRunner.locate(environment: ["PREP_RUNNER": named], executable: executable)))
        XCTAssertTrue(other.contains(named) && other.contains("named by PREP_RUNNER"), other)
    }

    func testPrepRunnerOverridesTheFolder() throws {
        let folder = try folder()
        let copy = folder.appendingPathComponent("my-runner")
        try ProgramRunner.shared.get().copy(to: copy)
        let binary = try ProgramRunner.locate(environment: ["PREP_RUNNER": copy.path], executable: "/nowhere/prep").get()
        defer { close(binary.descriptor) }
        XCTAssertEqual(binary.path, copy.path)
        XCTAssertEqual(try Data(contentsOf: copy), try Data(contentsOf: URL(fileURLWithPath: ProgramRunner.shared.get().path)))
    }

    func testARunnerOthersCouldChangeIsRefused() throws {
        let folder = try folder()
        let copy = folder.appendingPathComponent("prep-runner")
        try ProgramRunner.shared.get().copy(to: copy)
        chmod(copy.path, 0o757)
        let message = try XCTUnwrap(description(ProgramRunner.locate(environment: ["PREP_RUNNER": copy.path], executable: nil)))
        XCTAssertTrue(message.contains(copy.path) && message.contains("writable"), message)

        let notAFile = try XCTUnwrap(description(ProgramRunner.locate(environment: ["PREP_RUNNER": folder.path], executable: nil)))
        XCTAssertTrue(notAFile.contains("not a regular file"), notAFile)
    }

    func testOwnershipRules() {
        var info = stat()
        info.st_mode = S_IFREG | 0o755
        info.st_uid = 0
        XCTAssertNil(ProgramRunner.problem(with: info, uid: 0, gid: 0))
        XCTAssertNil(ProgramRunner.problem(with: info, uid: 1000, gid: 1000))
        info.st_uid = 1000
        XCTAssertNotNil(ProgramRunner.problem(with: info, uid: 0, gid: 0), "as root, only root's runner")
        XCTAssertNil(ProgramRunner.problem(with: info, uid: 1000, gid: 1000))
        XCTAssertNotNil(ProgramRunner.problem(with: info, uid: 1001, gid: 1001), "another user's runner")
        info.st_mode = S_IFREG | 0o775
        info.st_gid = 1000
        XCTAssertNil(ProgramRunner.problem(with: info, uid: 1000, gid: 1000), "the user's own group (umask 002)")
        info.st_gid = 100
        XCTAssertNotNil(ProgramRunner.problem(with: info, uid: 1000, gid: 1000), "writable by a shared group")
        info.st_uid = 0
        info.st_mode = S_IFREG | 0o750
        XCTAssertNotNil(ProgramRunner.problem(with: info, uid: 0, gid: 0), "nobody could not start it")
    }

    /// The probe box's success is remembered for this boot, uid and runner only: another
    /// runner (a rebuilt prep), a changed kernel setting or a box that failed makes the next
    /// command probe again.
    func testTheProbeIsRememberedForThisBootAndRunnerOnly() throws {
        let cache = try folder()
        let runner = try ProgramRunner.shared.get()
        XCTAssertFalse(ProbeMemo.isolatedBefore(runner: runner, cache: cache), "nothing remembered yet")
        ProbeMemo.remember(runner: runner, cache: cache)
        XCTAssertTrue(ProbeMemo.isolatedBefore(runner: runner, cache: cache))
        let key = try XCTUnwrap(ProbeMemo.key(runner: runner))
        let bootID = try String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(key.contains(bootID), key)
        XCTAssertTrue(key.contains("uid \(geteuid())"), key)

        // Another runner binary (a copy: another inode) is not the one that was probed.
        let copy = cache.appendingPathComponent("prep-runner")
        try runner.copy(to: copy)
        let other = try ProgramRunner.locate(environment: ["PREP_RUNNER": copy.path], executable: copy.path).get()
        defer { close(other.descriptor) }
        XCTAssertFalse(ProbeMemo.isolatedBefore(runner: other, cache: cache))

        // A remembered key that differs in any line (another boot, another setting) is not taken.
        try Data(key.replacingOccurrences(of: bootID, with: "00000000-0000-0000-0000-000000000000").utf8)
            .write(to: ProbeMemo.file(in: cache))
        XCTAssertFalse(ProbeMemo.isolatedBefore(runner: runner, cache: cache))
        ProbeMemo.remember(runner: runner, cache: cache)
        XCTAssertTrue(ProbeMemo.isolatedBefore(runner: runner, cache: cache))
        ProbeMemo.forget(cache: cache)
        XCTAssertFalse(ProbeMemo.isolatedBefore(runner: runner, cache: cache))
    }
}
