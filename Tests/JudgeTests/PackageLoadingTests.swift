import XCTest
@testable import Judge

final class PackageLoadingTests: JudgeTestCase {
    func testModernPackage() throws {
        let package = try loadPackage("sum")
        XCTAssertEqual(package.slug, "sum")
        XCTAssertEqual(package.name, "Sum")
        XCTAssertEqual(package.metadata.formatVersion, "2025-09")
        XCTAssertFalse(package.metadata.isLegacy)
        XCTAssertEqual(package.metadata.topics, ["math-number-theory"])
        XCTAssertEqual(package.metadata.difficulty, "easy")
        XCTAssertEqual(package.metadata.unknownKeys["future_prep_key"]?.string, "kept")
        XCTAssertEqual(package.limits.timeLimit, 1.0)
        XCTAssertEqual(package.limits.memoryMiB, 256)
        XCTAssertEqual(package.limits.outputMiB, 8)
        XCTAssertEqual(package.limits.timeMultiplier, 2)
        XCTAssertEqual(package.limits.safetyMargin, 1.5)
        XCTAssertEqual(package.statement?.format, .markdown)
        XCTAssertTrue(package.statement?.text.contains("sum") ?? false)
        XCTAssertEqual(package.testCases.map(\.name), ["sample/1", "secret/01", "secret/02", "secret/03"])
        XCTAssertTrue(package.testCases[0].isSample)
        XCTAssertNil(package.outputValidator)
        XCTAssertEqual(Set(package.submissions.map(\.expected)),
                       [.accepted, .wrongAnswer, .timeLimitExceeded, .runTimeError])
        XCTAssertEqual(package.submissions.first { $0.name == "accepted/sum.py" }?.language?.id, "python3")
        XCTAssertEqual(package.contentHash.count, 64)
        XCTAssertEqual(try loadPackage("sum").contentHash, package.contentHash)
    }

    func testLegacyPackage() throws {
        let package = try loadPackage("legacysum")
        XCTAssertTrue(package.metadata.isLegacy)
        XCTAssertEqual(package.name, "Average")
        XCTAssertNil(package.limits.timeLimit)
        XCTAssertEqual(package.limits.timeMultiplier, 5)
        XCTAssertEqual(package.limits.safetyMargin, 2)
        XCTAssertEqual(package.limits.memoryMiB, 512)
        XCTAssertEqual(package.statement?.format, .latex)
        XCTAssertTrue(package.statement?.text.contains("average") ?? false)
        // validator_flags apply to every test, samples included.
        XCTAssertTrue(package.testCases.allSatisfy { $0.validatorArguments == ["float_tolerance", "1e-6"] })
    }

    func testNestedGroupsInheritFlags() throws {
        let package = try loadPackage("groups")
        XCTAssertEqual(package.testCases.map(\.name),
                       ["sample/s1", "secret/g1/a", "secret/g1/b", "secret/g2/c", "secret/g2/deeper/d"])
        let arguments = Dictionary(uniqueKeysWithValues: package.testCases.map { ($0.name, $0.validatorArguments) })
        XCTAssertEqual(arguments["sample/s1"], ["case_sensitive"])                     // from data/test_group.yaml
        XCTAssertEqual(arguments["secret/g1/a"], ["float_tolerance", "0.1"])           // the group overrides
        XCTAssertEqual(arguments["secret/g1/b"], ["space_change_sensitive"])           // the test's own .yaml
        XCTAssertEqual(arguments["secret/g2/c"], ["case_sensitive"])                   // inherited
        XCTAssertEqual(arguments["secret/g2/deeper/d"], ["case_sensitive"])            // args win over legacy flags
        XCTAssertEqual(package.testGroups.map(\.name),
                       ["sample", "secret", "secret/g1", "secret/g2", "secret/g2/deeper"])
        XCTAssertEqual(package.testCases.first { $0.name == "secret/g2/deeper/d" }?.group, "secret/g2/deeper")
    }

    func testLegacyFlagsInheritance() throws {
        let root = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-legacy-")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: fixture("legacysum"), to: root.appendingPathComponent("pkg"))
        let secret = root.appendingPathComponent("pkg/data/secret")
        try "output_validator_flags: case_sensitive\n".write(to: secret.appendingPathComponent("testdata.yaml"),
                                                             atomically: true, encoding: .utf8)
        let package = try ProblemPackage.load(from: root.appendingPathComponent("pkg"), cacheDirectory: Self.cacheDirectory)
        let secretTest = try XCTUnwrap(package.testCases.first { $0.name == "secret/1" })
        XCTAssertEqual(secretTest.validatorArguments, ["float_tolerance", "1e-6", "case_sensitive"])
        XCTAssertEqual(package.testCases.first?.validatorArguments, ["float_tolerance", "1e-6"])
    }

    func testCustomValidatorFound() throws {
        let package = try loadPackage("customval")
        XCTAssertEqual(package.outputValidator?.lastPathComponent, "output_validator")
    }

    func testGeneratedTestsAreCachedAndJudgedAsSecretGenerated() throws {
        let package = try loadPackage("generated")
        let generated = package.testCases.filter { $0.group == "secret/generated" }
        XCTAssertEqual(generated.map(\.name), ["secret/generated/big0", "secret/generated/big1", "secret/generated/big2"])
        XCTAssertEqual(package.testGroups.last?.name, "secret/generated")
        let folder = generated[0].input.deletingLastPathComponent()
        XCTAssertTrue(folder.path.hasPrefix(Self.cacheDirectory.path))
        // A second load reuses the cached output: same files, not regenerated.
        let before = try FileManager.default.attributesOfItem(atPath: generated[0].input.path)[.modificationDate] as? Date
        let again = try loadPackage("generated")
        let after = try FileManager.default.attributesOfItem(atPath: again.testCases.last?.input.path ?? "")[.modificationDate] as? Date
        XCTAssertEqual(again.testCases.last?.input.deletingLastPathComponent(), folder)
        XCTAssertNotNil(before)
        XCTAssertNotNil(after)
        // Solutions for bundled problems are found beside the problems.
        let references = package.referenceSubmissions(solutionsRoot: fixture("Solutions"))
        XCTAssertEqual(Set(references.map(\.name)), ["accepted/double.py", "wrong_answer/small.py"])
    }

    func testBrokenPackagesAreOneLineErrorsNamingTheFile() {
        let cases: [(String, String, String)] = [
            ("broken/noans", "data/secret/1.in", "no matching .ans file"),
            ("broken/badyaml", "problem.yaml", "invalid YAML"),
            ("broken/badvalidation", "problem.yaml", "unknown validation type 'telepathic'"),
        ]
        for (name, file, reason) in cases {
            XCTAssertThrowsError(try loadPackage(name)) { error in
                guard let error = error as? PackageError else { return XCTFail("\(error)") }
                XCTAssertTrue(error.path.hasSuffix(file), "\(error)")
                XCTAssertTrue(error.reason.contains(reason), "\(error)")
                XCTAssertFalse(error.description.contains("\n"), "\(error)")
            }
        }
    }

    func testCatalogueCarriesOnPastBrokenPackages() {
        let catalogue = ProblemCatalogue.load(from: fixture("broken"), cacheDirectory: Self.cacheDirectory)
        XCTAssertEqual(catalogue.packages.map(\.slug), ["good"])
        XCTAssertEqual(catalogue.errors.count, 3)
        XCTAssertNotNil(catalogue.package("good"))
    }

    func testPackagesAreFoundAtAnyDepth() throws {
        let root = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-tree-")
        defer { try? FileManager.default.removeItem(at: root) }
        func package(_ path: String) throws {
            let folder = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "name: x\n".write(to: folder.appendingPathComponent("problem.yaml"), atomically: true, encoding: .utf8)
        }
        try package("a")
        try package("round1/b")
        try package("2026/final/c")
        try package(".hidden/d")
        try package("a/attachments/e")        // inside a package: not searched
        try FileManager.default.createDirectory(at: root.appendingPathComponent("empty/deeper"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("link"),
                                                   withDestinationURL: root.appendingPathComponent("round1"))
        let found = PackageSummary.packageFolders(under: root).folders.map {
            String($0.path.dropFirst(root.path.count + 1))
        }
        XCTAssertEqual(found, ["2026/final/c", "a", "round1/b"])
        XCTAssertEqual(PackageSummary.packageFolders(under: root.appendingPathComponent("a")).folders.map(\.lastPathComponent), ["a"])
    }

    func testYAMLKeepsUnknownKeysInOrder() throws {
        let yaml = try YAMLValue.parse("b: 1\na: [x, y]\nc: {d: true}\n")
        XCTAssertEqual(yaml.keys, ["b", "a", "c"])
        XCTAssertEqual(yaml["a"]?.strings, ["x", "y"])
        XCTAssertEqual(yaml["c"]?["d"]?.bool, true)
        XCTAssertEqual(yaml["b"]?.int, 1)
    }
}
