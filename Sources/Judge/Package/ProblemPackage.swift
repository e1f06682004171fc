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
    /// Groups in test order ("sample", "secret", "secret/group1", …, "secret/generated", then
    /// the stretch tier's "stretch", …, "stretch/generated").
    public var testGroups: [TestGroup]
    /// Every test, in the order they are judged.
    public var testCases: [TestCase]
    /// The custom output validator's folder or file, when the package has one in use.
    public var outputValidator: URL?
    /// The package's own `submissions/`.
    public var submissions: [ReferenceSubmission]
    /// SHA-256 over every file of the package (hidden files excluded): changes on any edit.
    public var contentHash: String
    /// What to say once about the test data, when it is not the whole of it: "no secret data:
    /// judged on the 3 samples only".
    public var dataNote: String?
    /// The function or class the problem asks for in function mode (`function:` or `design:`),
    /// nil when it is judged as a program only.
    public var interface: FunctionInterface?
    /// The test cases are function mode's JSON already (a call of one's own, `prep run
    /// --input`): function mode judges them as they are, without the converter.
    public var testsInFunctionForm = false
    /// Whether a program reading standard input can solve it: always, except for a package
    /// whose data is function mode's JSON (an interface without `generators/function_data.py`).
    public var offersStdinMode: Bool { interface == nil || FunctionData.converter(in: root) != nil }

    /// Function mode's tests (converted from the stdin-mode ones when the package offers both
    /// modes; see `FunctionData`).
    /// - Throws: `PackageError` when the package has no function mode or its converter fails.
    public func functionTestCases(cacheDirectory: URL = CacheDirectory.default) throws -> [TestCase] {
        guard interface != nil else {
            throw PackageError(root.appendingPathComponent("problem.yaml"), "has no function: or design: (no function mode)")
        }
        return try FunctionData.cases(for: self, cacheDirectory: cacheDirectory)
    }

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
            let folder = try GeneratedTests.folder(for: generators, cacheDirectory: cacheDirectory)
            // The LeetCode tier's generated tests after data/secret's, the stretch tier's after
            // data/stretch's: each tier's tests stay together, in order.
            for (part, group, subfolder) in [("secret", GeneratedTests.groupName, folder),
                                             (TestCase.stretchGroup, GeneratedTests.stretchGroupName,
                                              folder.appendingPathComponent(TestCase.stretchGroup, isDirectory: true))] {
                let configuration = try loader.secretConfiguration(part)
                let at = dataFolder.appendingPathComponent(part)
                let arguments = try loader.validatorArguments(configuration, at: at)
                let generated = try GeneratedTests.load(from: subfolder, group: group, validatorArguments: arguments,
                                                        submissionArguments: configuration["args"]?.arguments ?? [],
                                                        inputValidatorArguments: try loader.inputValidatorArguments(configuration, at: at))
                guard !generated.isEmpty else { continue }
                let group = TestGroup(name: group, folder: subfolder, configuration: configuration,
                                      validatorArguments: arguments, testNames: generated.map(\.name))
                let end = part == "secret" ? (cases.firstIndex(where: \.isStretch) ?? cases.endIndex) : cases.endIndex
                let groupEnd = part == "secret" ? (groups.firstIndex { $0.name == TestCase.stretchGroup || $0.name.hasPrefix(TestCase.stretchGroup + "/") } ?? groups.endIndex) : groups.endIndex
                cases.insert(contentsOf: generated, at: end)
                groups.insert(group, at: groupEnd)
            }
        }
        // Many packages are published with their samples only (the secret data stays with the
        // contest): they are judged on what they have, and say so.
        let bapcGenerators = root.appendingPathComponent("generators/generators.yaml")
        let generatedByBAPC = FileManager.default.fileExists(atPath: bapcGenerators.path)
        let howToGenerate = "its data is generated by BAPCtools from generators/generators.yaml and not committed here; "
            + "run `bt generate` in \(root.path) for the full tests"
        guard !cases.isEmpty else {
            throw PackageError(dataFolder, generatedByBAPC ? "no test cases: \(howToGenerate)" : "no test cases (data/sample and data/secret are empty)")
        }
        var dataNote: String?
        if !cases.contains(where: { !$0.isSample }) {
            let samples = "\(cases.count) sample\(cases.count == 1 ? "" : "s")"
            dataNote = generatedByBAPC ? "no secret data: judged on the \(samples) only (\(howToGenerate))"
                : "no secret data: judged on the \(samples) only"
        }

        // Scores are not computed: a scoring problem is judged as pass-fail, and says so.
        if type.kinds.contains("scoring") {
            let scoring = "a scoring problem: judged pass-fail (every test must be accepted), without scores"
            dataNote = dataNote.map { "\($0); \(scoring)" } ?? scoring
        }

        let validator = try findOutputValidator(in: root, type: type, legacy: metadata.isLegacy)
        let interface = try FunctionInterface.read(from: yaml, at: yamlFile)
        if interface != nil && (type.isInteractive || type.isMultiPass) {
            throw PackageError(yamlFile, "function mode (function:/design:) cannot be interactive or multi-pass")
        }
        return ProblemPackage(
            root: root, slug: root.lastPathComponent, name: metadata.name ?? root.lastPathComponent,
            metadata: metadata, limits: limits, type: type, statement: Statement.find(in: root),
            testGroups: groups, testCases: cases, outputValidator: validator,
            submissions: ReferenceSubmission.all(in: root.appendingPathComponent("submissions")),
            contentHash: try SHA256.hex(ofTree: root), dataNote: dataNote, interface: interface
        )
    }

    /// The layout the package's format version defines: `output_validator` in 2025-09, the
    /// first of `output_validators/*` in legacy. In a legacy package an `output_validator` (a
    /// committed binary of that name, say) is not its validator.
    private static func findOutputValidator(in root: URL, type: ProblemType, legacy: Bool) throws -> URL? {
        let modern = root.appendingPathComponent("output_validator")
        let legacyFolder = root.appendingPathComponent("output_validators")
        var found: URL?
        if legacy {
            found = FileTree.names(in: legacyFolder).first.map { legacyFolder.appendingPathComponent($0) }
        } else if FileManager.default.fileExists(atPath: modern.path) {
            found = modern
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
        let folder = solutionsRoot.appendingPathComponent(slug, isDirectory: true)
        return submissions + ReferenceSubmission.all(in: folder, boundary: folder)
    }
}
