import Foundation
import XCTest
@testable import Judge

/// Input validators (`input_validators/`), run in a box on every test input by `prep verify`.
final class InputValidatorTests: JudgeTestCase {
    /// A copy of the fn-dual fixture to break.
    private func copy() throws -> URL {
        let folder = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-inval-")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("reverse-list")
        try FileManager.default.copyItem(at: fixture("fn-dual"), to: package)
        return package
    }

    func testEveryCommittedAndGeneratedInputPasses() async throws {
        let package = try loadPackage("fn-dual")
        let report = try InputValidators.check(package.testCases.map(\.input), packageAt: package.root, limits: package.limits,
                                               cacheDirectory: Self.cacheDirectory)
        XCTAssertEqual(report, InputValidators.Report())
        XCTAssertEqual(InputValidators.entries(in: package.root).map(\.lastPathComponent), ["validate.py"])
    }

    func testARefusedInputFailsVerifyWithTheValidatorsReason() async throws {
        let root = try copy()
        try "3\n1 2\n".write(to: root.appendingPathComponent("data/secret/short.in"), atomically: true, encoding: .utf8)
        try "2 1\n".write(to: root.appendingPathComponent("data/secret/short.ans"), atomically: true, encoding: .utf8)
        let package = try ProblemPackage.load(from: root, cacheDirectory: Self.cacheDirectory)
        let report = await Verifier(options: options()).verify(package)
        XCTAssertEqual(report.inputValidation.refusals.map(\.description),
                       [root.appendingPathComponent("data/secret/short.in").path
                        + ": refused by input validator validate.py: n is 3 but the second line has 2 values"])
        XCTAssertFalse(report.allMatch)
    }

    func testValidatorsPrepCannotRunAreNotedAndDoNotFailThePackage() throws {
        let root = try copy()
        try "INT(0, 200000, n) NEWLINE\n".write(to: root.appendingPathComponent("input_validators/format.ctd"), atomically: true, encoding: .utf8)
        let package = try ProblemPackage.load(from: root, cacheDirectory: Self.cacheDirectory)
        let report = try InputValidators.check(package.testCases.map(\.input), packageAt: root, limits: package.limits,
                                               cacheDirectory: Self.cacheDirectory)
        XCTAssertEqual(report.refusals, [])
        XCTAssertEqual(report.notRun.count, 1)
        XCTAssertTrue(report.notRun[0].hasPrefix(root.appendingPathComponent("input_validators/format.ctd").path + ": not run: "),
                      report.notRun[0])
    }

    /// `generators/random_input.py`, run in a box: the same input for the same seed and size, and
    /// inputs the package's validator accepts.
    func testRandomInputsAreDeterministicAndPassTheValidator() throws {
        let package = try loadPackage("fn-dual")
        let inputs = try RandomInputs(packageAt: package.root)
        let folder = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-random-")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for (seed, size) in [(1, 1), (2, 1), (1, 5), (3, 1000)] {
            let data = try inputs.input(seed: seed, size: size)
            XCTAssertEqual(try inputs.input(seed: seed, size: size), data, "seed \(seed), size \(size)")
            XCTAssertEqual(String(decoding: data, as: UTF8.self).split(separator: "\n").first, Substring(String(size)))
            let file = folder.appendingPathComponent("\(seed)-\(size).in")
            try data.write(to: file)
            files.append(file)
        }
        let report = try InputValidators.check(files, packageAt: package.root, limits: package.limits, cacheDirectory: Self.cacheDirectory)
        XCTAssertEqual(report.refusals, [])
        XCTAssertThrowsError(try RandomInputs(packageAt: fixture("sum"))) { error in
            XCTAssertTrue("\(error)".hasSuffix("generators/random_input.py: missing: prep stress and prep growth need a random input generator (see Problems/README.md)"), "\(error)")
        }
    }

    /// With `outputFolder`, the grader keeps each test's whole output: an oracle's answers. In
    /// function mode that is the result's JSON, without the driver's timing line.
    func testTheGraderKeepsEachTestsOutputWhenAsked() async throws {
        let package = try loadPackage("fn-dual")
        let folder = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-outputs-")
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = options()
        options.outputFolder = folder
        let program = try await grade(fixture("fn-dual/submissions/accepted/program.py"), in: package, options: options)
        XCTAssertEqual(program.verdict, .accepted)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("sample__1.out"), encoding: .utf8), "3 2 1\n")
        let function = await Grader(package: package, options: options)
            .summary(of: try Submission(url: fixture("fn-dual/submissions/accepted/function.py"), mode: .function))
        XCTAssertEqual(function.verdict, .accepted)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("sample__1.out"), encoding: .utf8), "[3,2,1]\n")
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("secret__empty.out"), encoding: .utf8), "[]\n")
    }
}
