public import Foundation

// MARK: - ProblemPackage

/// A problem package in the Kattis format (legacy or 2025-09), loaded and checked.
///
/// ```swift
/// let package = try ProblemPackage.load(from: URL(fileURLWithPath: "Problems/twosum"))
/// package.metadata.topics   // ["arrays-and-hashing"]
/// package.testCases.count   // samples, secret tests, generated tests
/// ```
public struct ProblemPackage: Sendable, Hashable {
    /// The package folder.
    public var root: URL
    /// The folder name: "twosum".
    public var slug: String
    /// The problem's name (English when there are several), else the slug.
    public var name: String
    public var metadata: ProblemMetadata
    public var limits: ProblemLimits
    public var type: ProblemType
    public var statement: Statement?
    /// Groups in test order ("sample", "secret", "secret/group1", …, "secret/generated").
    public var testGroups: [TestGroup]
    /// Every test, in the order they are judged.
    public var testCases: [TestCase]
    /// The custom output validator's folder or file, when the package has one in use.
    public var outputValidator: URL?
    /// The package's own `submissions/`.
    public var submissions: [ReferenceSubmission]
    /// SHA-256 over every file of the package (hidden files excluded): changes on any edit.
    public var contentHash: String

    /// Loads and checks a package.
    /// - Parameters:
    ///   - url: the package folder.
    ///   - cacheDirectory: where generated tests are cached (default: `CacheDirectory.default`).
    /// - Throws: `PackageError`, one line naming the file and what is wrong.
    public static func load(from url: URL, cacheDirectory: URL = CacheDirectory.default) throws -> ProblemPackage {
        try PackageLinks.check(url)
        let header = try PackageHeader.read(from: url)
        let (root, yamlFile, yaml, metadata, limits) = (header.root, header.yamlFile, header.yaml, header.metadata, header.limits)
        let type = try ProblemType(yaml: yaml, legacy: metadata.isLegacy, at: yamlFile)
        guard let flags = (yaml["validator_flags"] ?? .null).arguments else {
            throw PackageError(yamlFile, "validator_flags must be a string")
        }

        let dataFolder = root.appendingPathComponent("data", isDirectory: true)
        var loader = TestDataLoader(dataFolder: dataFolder, problemValidatorFlags: flags)
        try loader.load()
        var groups = loader.groups
        var cases = loader.cases
        let generators = root.appendingPathComponent("generators", isDirectory: true)
        if FileManager.default.fileExists(atPath: generators.appendingPathComponent("generate.py").path) {
            let secret = try loader.secretConfiguration()
            let arguments = try loader.validatorArguments(secret, at: dataFolder.appendingPathComponent("secret"))
            let folder = try GeneratedTests.folder(for: generators, cacheDirectory: cacheDirectory)
            let generated = try GeneratedTests.load(from: folder, validatorArguments: arguments,
                                                    submissionArguments: secret["args"]?.arguments ?? [])
            if !generated.isEmpty {
                groups.append(TestGroup(name: GeneratedTests.groupName, folder: folder, configuration: secret,
                                        validatorArguments: arguments, testNames: generated.map(\.name)))
                cases += generated
            }
        }
        guard cases.contains(where: { !$0.isSample }) else {
            throw PackageError(dataFolder.appendingPathComponent("secret"), "no secret test cases")
        }

        let validator = try findOutputValidator(in: root, type: type, legacy: metadata.isLegacy)
        return ProblemPackage(
            root: root, slug: root.lastPathComponent, name: metadata.name ?? root.lastPathComponent,
            metadata: metadata, limits: limits, type: type, statement: Statement.find(in: root),
            testGroups: groups, testCases: cases, outputValidator: validator,
            submissions: ReferenceSubmission.all(in: root.appendingPathComponent("submissions")),
            contentHash: try SHA256.hex(ofTree: root)
        )
    }

    /// `output_validator/` (2025-09) or the first of `output_validators/*` (legacy).
    private static func findOutputValidator(in root: URL, type: ProblemType, legacy: Bool) throws -> URL? {
        let modern = root.appendingPathComponent("output_validator")
        let legacyFolder = root.appendingPathComponent("output_validators")
        var found: URL?
        if FileManager.default.fileExists(atPath: modern.path) {
            found = modern
        } else if let first = FileTree.names(in: legacyFolder).first {
            found = legacyFolder.appendingPathComponent(first)
        }
        if type.customValidation && found == nil {
            throw PackageError(root.appendingPathComponent(legacy ? "output_validators" : "output_validator"),
                               "missing: problem.yaml asks for a custom output validator")
        }
        // Legacy packages use their validator only when `validation: custom` says so.
        if legacy && !type.customValidation { return nil }
        return found
    }

    /// The reference submissions: the package's own, plus those in `solutionsRoot/<slug>/`
    /// (the bundled problems keep theirs in `Solutions/<slug>/`).
    public func referenceSubmissions(solutionsRoot: URL? = nil) -> [ReferenceSubmission] {
        guard let solutionsRoot else { return submissions }
        return submissions + ReferenceSubmission.all(in: solutionsRoot.appendingPathComponent(slug, isDirectory: true))
    }
}
