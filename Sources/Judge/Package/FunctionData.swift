import Foundation

// MARK: - FunctionData

/// The tests of function mode. A package written for function mode only keeps its data in
/// function mode's JSON. A package offering both modes keeps stdin-mode data, and
/// `generators/function_data.py IN OUT` (prep's extension) converts every stdin-mode test
/// `IN/<name>.in|.ans` (`sample/1`, `secret/generated/big1`, …) to `OUT/<name>.in|.ans`: both
/// modes are judged on the same cases. The conversion runs in a box, once per change of the
/// package (cached under the package's content hash).
enum FunctionData {
    static let converterName = "function_data.py"

    /// The package's converter, when it has one.
    static func converter(in root: URL) -> URL? {
        let url = root.appendingPathComponent("generators").appendingPathComponent(converterName)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Function mode's cases, in the order and with the names and settings of `package`'s.
    /// - Throws: `PackageError` naming the converter when it fails or leaves a test out.
    static func cases(for package: ProblemPackage, cacheDirectory: URL) throws -> [TestCase] {
        guard !package.testsInFunctionForm, let converter = converter(in: package.root) else { return package.testCases }
        let testsRoot = cacheDirectory.appendingPathComponent("tests", isDirectory: true)
        try FileManager.default.createDirectory(at: testsRoot, withIntermediateDirectories: true)
        // The package's content, and each test's name and files (their size and time: tests
        // made by prep stress are not the package's own, and change from run to run).
        let stamps = package.testCases.map { test in
            [test.input, test.answer].map { url in
                var info = stat()
                return stat(url.path, &info) == 0 ? "\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)" : "-"
            }.joined(separator: ",")
        }
        let key = "function-" + SHA256.hex(package.contentHash + "\n" + zip(package.testCases.map(\.name), stamps)
            .map { "\($0) \($1)" }.joined(separator: "\n"))
        let complete = testsRoot.appendingPathComponent(key).appendingPathComponent(".complete")
        var output: URL
        if FileManager.default.fileExists(atPath: complete.path) {
            output = testsRoot.appendingPathComponent(key)
        } else {
            // The stdin-mode tests under their names, for the converter's box to read.
            let input = try TemporaryFolders.make(kind: "convert", in: testsRoot, hidden: true)
            defer { TemporaryFolders.remove(input) }
            for test in package.testCases {
                for (source, suffix) in [(test.input, ".in"), (test.answer, ".ans")] {
                    let target = input.appendingPathComponent(test.name + suffix)
                    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try FileManager.default.copyItem(at: source, to: target)
                }
            }
            Compiler.makeReadableByAll(input)
            let generators = converter.deletingLastPathComponent()
            output = try ScriptOutput.folder(
                key: key, cacheDirectory: cacheDirectory, script: converter,
                mounts: [RunSite.Mount(host: generators, target: "/gen"), RunSite.Mount(host: input, target: "/in")],
                arguments: ["/gen/" + converterName, "/in", "/box/out"], failure: "function-mode converter")
        }
        let converted = try package.testCases.map { test in
            var converted = test
            converted.input = output.appendingPathComponent(test.name + ".in")
            converted.answer = output.appendingPathComponent(test.name + ".ans")
            for url in [converted.input, converted.answer] where !FileManager.default.fileExists(atPath: url.path) {
                throw PackageError(converter, "wrote no \(test.name).\(url.pathExtension) (it must convert every test)")
            }
            return converted
        }
        guard let interface = package.interface else { return converted }
        // A test whose values do not fit the signature's types (a stretch test's 64-bit values
        // where LeetCode's signature says int) is stdin mode's only; a LeetCode-tier test must fit.
        let unfit = unfitting(converted, in: output, interface: interface)
        var kept: [TestCase] = []
        for test in converted {
            guard let reason = unfit[test.name] else { kept.append(test); continue }
            guard test.isStretch else {
                throw PackageError(test.input, "does not fit function mode's signature (\(interface.signature.split(separator: "\n").first ?? "")): \(reason)")
            }
        }
        return kept
    }

    /// The converted tests that do not fit `interface`'s types, by name, with why: worked out
    /// once per conversion and kept beside it (`.unfit`, one "name<TAB>reason" line each).
    static func unfitting(_ tests: [TestCase], in output: URL, interface: FunctionInterface) -> [String: String] {
        let record = output.appendingPathComponent(".unfit")
        if let text = try? String(contentsOf: record, encoding: .utf8) {
            var found: [String: String] = [:]
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "\t", maxSplits: 1)
                if parts.count == 2 { found[String(parts[0])] = String(parts[1]) }
            }
            return found
        }
        var found: [String: String] = [:]
        for test in tests {
            guard let input = try? String(contentsOf: test.input, encoding: .utf8) else { continue }
            do {
                _ = try FunctionArguments.check(input, interface: interface)
            } catch {
                found[test.name] = "\(error)"
                continue
            }
            // A function's answer against its return type (a design's answers are per call).
            if case .function(let method) = interface.kind, let answer = try? String(contentsOf: test.answer, encoding: .utf8),
               let value = try? JSONValue.parse(answer.trimmingCharacters(in: .whitespacesAndNewlines)),
               let problem = FunctionArguments.conforms(value, method.returns) {
                found[test.name] = "the answer (\(method.returns)): \(problem)"
            }
        }
        let text = found.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value.replacingOccurrences(of: "\n", with: " "))\n" }.joined()
        try? AtomicFile.write(Data(text.utf8), to: record)
        return found
    }
}
