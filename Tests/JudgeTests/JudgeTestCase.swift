import Foundation
import XCTest
@testable import Judge

/// Base for the judge's tests: fixture packages, a compile cache shared by the whole run (so
/// each fixture program compiles once), and grading helpers.
class JudgeTestCase: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// One cache per user, reused across runs (entries are content-keyed, so reuse is safe).
    static let cacheDirectory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("prep-judge-tests-\(getuid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    func fixture(_ path: String) -> URL { Self.fixtures.appendingPathComponent(path) }

    func loadPackage(_ name: String) throws -> ProblemPackage {
        try ProblemPackage.load(from: fixture(name), cacheDirectory: Self.cacheDirectory)
    }

    func options(workers: Int = 2) -> GradingOptions {
        var options = GradingOptions()
        options.cacheDirectory = Self.cacheDirectory
        options.workers = workers
        return options
    }

    func grade(_ file: URL, in package: ProblemPackage, options: GradingOptions? = nil,
               language: Language? = nil) async throws -> GradingSummary {
        let submission = try Submission(url: file, language: language)
        return await Grader(package: package, options: options ?? self.options()).summary(of: submission)
    }

    /// Writes a source file into a fresh temporary folder.
    func writeSource(_ name: String, _ text: String) throws -> URL {
        let folder = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-src-")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Processes whose command line mentions `marker`, waiting up to 3 s for them to go
    /// (killed orphans are reaped by init a moment later).
    func survivors(mentioning marker: String) -> [String] {
        let deadline = Date().addingTimeInterval(3)
        var found: [String] = []
        repeat {
            found = []
            for pid in FileTree.names(in: URL(fileURLWithPath: "/proc")) where Int(pid) != nil {
                guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { continue }
                let command = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
                if command.contains(marker) { found.append("\(pid): \(command)") }
            }
            if found.isEmpty { return [] }
            usleep(50_000)
        } while Date() < deadline
        return found
    }
}
