import Foundation

// MARK: - TestDataLoader

/// Walks `data/`: `sample/`, `secret/` and prep's `stretch/` (the stretch tier, see
/// `TestCase.isStretch`), nested groups in lexicographic order, `.in`/`.ans` pairs, and each
/// folder's `test_group.yaml` / `testdata.yaml` merged over its parent's.
struct TestDataLoader {
    var dataFolder: URL
    /// Legacy `validator_flags` from problem.yaml: they come first for every test.
    var problemValidatorFlags: [String]

    private(set) var groups: [TestGroup] = []
    private(set) var cases: [TestCase] = []

    init(dataFolder: URL, problemValidatorFlags: [String]) {
        self.dataFolder = dataFolder
        self.problemValidatorFlags = problemValidatorFlags
    }

    /// Loads sample, secret and stretch data; throws a `PackageError` naming the file at fault.
    mutating func load() throws {
        let root = try configuration(of: dataFolder, inheriting: .mapping([]))
        for part in ["sample", "secret", TestCase.stretchGroup] {
            let folder = dataFolder.appendingPathComponent(part, isDirectory: true)
            guard FileTree.isDirectory(folder) else { continue }
            try walk(folder, name: part, inherited: root)
        }
    }

    /// The configuration in effect for `data/secret` (generated tests inherit it), or for
    /// `data/stretch` (generated stretch tests inherit that).
    func secretConfiguration(_ part: String = "secret") throws -> YAMLValue {
        let root = try configuration(of: dataFolder, inheriting: .mapping([]))
        return try configuration(of: dataFolder.appendingPathComponent(part), inheriting: root)
    }

    private mutating func walk(_ folder: URL, name: String, inherited: YAMLValue) throws {
        let config = try configuration(of: folder, inheriting: inherited)
        let groupArguments = try validatorArguments(config, at: folder)
        let inputArguments = try inputValidatorArguments(config, at: folder)
        if let odd = FileTree.nonUTF8Names(in: folder).first {
            throw PackageError(path: folder.appendingPathComponent(odd).path, reason: "the name is not UTF-8; rename it")
        }
        var names: [String] = []
        let groupIndex = groups.count
        groups.append(TestGroup(name: name, folder: folder, configuration: config,
                                validatorArguments: groupArguments, testNames: []))
        // Test cases and subgroups interleave in lexicographic order of their names.
        var entries: [(key: String, isCase: Bool)] = []
        for entry in FileTree.names(in: folder) {
            let url = folder.appendingPathComponent(entry)
            if entry.hasSuffix(".in") && !FileTree.isDirectory(url) {
                entries.append((String(entry.dropLast(3)), true))
            } else if FileTree.isDirectory(url) && !entry.hasSuffix(".files") {
                entries.append((entry, false))
            }
        }
        for entry in entries.sorted(by: { $0.key < $1.key }) {
            if !entry.isCase {
                try walk(folder.appendingPathComponent(entry.key, isDirectory: true),
                         name: name + "/" + entry.key, inherited: config)
                continue
            }
            let input = folder.appendingPathComponent(entry.key + ".in")
            let answer = folder.appendingPathComponent(entry.key + ".ans")
            guard FileManager.default.fileExists(atPath: answer.path) else {
                throw PackageError(input, "no matching .ans file")
            }
            var arguments = groupArguments
            var submissionArguments = config["args"]?.arguments ?? []
            let caseYAML = folder.appendingPathComponent(entry.key + ".yaml")
            if FileManager.default.fileExists(atPath: caseYAML.path) {
                let own = try Self.readYAML(caseYAML)
                if own["output_validator_args"] != nil || own["output_validator_flags"] != nil {
                    arguments = problemValidatorFlags + (try ownArguments(own, at: caseYAML) ?? [])
                }
                submissionArguments = own["args"]?.arguments ?? submissionArguments
            }
            let testName = name + "/" + entry.key
            names.append(testName)
            cases.append(TestCase(name: testName, group: name, input: input, answer: answer,
                                  validatorArguments: arguments, arguments: submissionArguments,
                                  inputValidatorArguments: inputArguments))
        }
        groups[groupIndex].testNames = names
    }

    /// The folder's own configuration merged over `inherited`, key by key.
    func configuration(of folder: URL, inheriting inherited: YAMLValue) throws -> YAMLValue {
        var merged = inherited
        for file in ["testdata.yaml", "test_group.yaml"] {
            let url = folder.appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let own = try Self.readYAML(url)
            guard case .mapping(let entries) = own else {
                if own == .null { continue }
                throw PackageError(url, "must be a map of settings")
            }
            guard case .mapping(var base) = merged else { merged = own; continue }
            for entry in entries {
                if let index = base.firstIndex(where: { $0.key == entry.key }) {
                    base[index].value = entry.value
                } else {
                    base.append(entry)
                }
            }
            merged = .mapping(base)
        }
        return merged
    }

    /// Problem-level flags followed by the configuration's output validator arguments.
    func validatorArguments(_ config: YAMLValue, at folder: URL) throws -> [String] {
        problemValidatorFlags + (try ownArguments(config, at: folder) ?? [])
    }

    /// The configuration's `input_validator_args` (legacy `input_validator_flags`): a string or a
    /// list for every input validator, or a map from a validator's name to its own.
    func inputValidatorArguments(_ config: YAMLValue, at url: URL) throws -> [String: [String]] {
        for key in ["input_validator_args", "input_validator_flags"] {
            guard let value = config[key] else { continue }
            if let arguments = value.arguments { return [TestCase.everyValidator: arguments] }
            guard case .mapping(let entries) = value else {
                throw PackageError(url, "\(key) must be a string, a list of strings, or a map from a validator's name to them")
            }
            var byName: [String: [String]] = [:]
            for entry in entries {
                guard let arguments = entry.value.arguments else {
                    throw PackageError(url, "\(key).\(entry.key) must be a string or a list of strings")
                }
                byName[entry.key] = arguments
            }
            return byName
        }
        return [:]
    }

    private func ownArguments(_ config: YAMLValue, at url: URL) throws -> [String]? {
        // 2025-09 `output_validator_args` wins over legacy `output_validator_flags`.
        for key in ["output_validator_args", "output_validator_flags"] {
            guard let value = config[key] else { continue }
            guard let arguments = value.arguments else {
                throw PackageError(url, "\(key) must be a string or a list of strings")
            }
            return arguments
        }
        return nil
    }

    static func readYAML(_ url: URL) throws -> YAMLValue {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw PackageError(url, "cannot be read as UTF-8 text")
        }
        do { return try YAMLValue.parse(text) } catch {
            let reason = "\(error)".split(separator: "\n").first.map(String.init) ?? "invalid YAML"
            throw PackageError(url, "invalid YAML: \(reason)")
        }
    }
}
