import Foundation

// MARK: - GeneratedTests

/// prep's generator extension: `generators/generate.py OUTDIR` writes `<name>.in`/`<name>.ans`
/// pairs (run in a box, like every program of a package). The output is cached under `<cache>/tests/<hash of generators/>`, so the generator
/// runs once per change, and judged as the test group `secret/generated`; what it writes into
/// `OUTDIR/stretch/` is the stretch tier's `stretch/generated` (see `TestCase.isStretch`).
enum GeneratedTests {
    static let groupName = "secret/generated"
    static let stretchGroupName = TestCase.stretchGroup + "/generated"

    /// The folder holding the generated pairs, running the generator when the cache has none.
    /// - Throws: `PackageError` naming generate.py when it fails.
    static func folder(for generators: URL, cacheDirectory: URL) throws -> URL {
        let script = generators.appendingPathComponent("generate.py")
        guard FileManager.default.fileExists(atPath: script.path) else {
            throw PackageError(generators, "has no generate.py")
        }
        return try ScriptOutput.folder(key: try SHA256.hex(ofTree: generators), cacheDirectory: cacheDirectory,
                                       script: script, mounts: [RunSite.Mount(host: generators, target: "/gen")],
                                       arguments: ["/gen/generate.py", "/box/out"], failure: "generator")
    }

    /// The generated tests in `folder` (not its sub-folders), as the group `group`, inheriting
    /// `data/secret`'s (or `data/stretch`'s) arguments.
    static func load(from folder: URL, group groupName: String = groupName, validatorArguments: [String],
                     submissionArguments: [String], inputValidatorArguments: [String: [String]] = [:]) throws -> [TestCase] {
        var cases: [TestCase] = []
        for entry in FileTree.names(in: folder) where entry.hasSuffix(".in") {
            let base = String(entry.dropLast(3))
            let input = folder.appendingPathComponent(entry)
            let answer = folder.appendingPathComponent(base + ".ans")
            guard FileManager.default.fileExists(atPath: answer.path) else {
                throw PackageError(input, "generator wrote no matching .ans file")
            }
            cases.append(TestCase(name: groupName + "/" + base, group: groupName, input: input, answer: answer,
                                  validatorArguments: validatorArguments, arguments: submissionArguments,
                                  inputValidatorArguments: inputValidatorArguments))
        }
        return cases
    }
}

// MARK: - ScriptOutput

/// A package's Python script (a generator, a converter) run in a box, its output folder cached
/// under `<cache>/tests/<key>`: it runs once per change of what `key` hashes.
enum ScriptOutput {
    /// The cached output folder, running `python3 arguments…` when the cache has none. The box
    /// sees `mounts` read-only and writes to `/box/out`; prep copies out plain files only.
    /// - Throws: `PackageError` naming `script` when it fails (`failure`: "generator", …).
    static func folder(key: String, cacheDirectory: URL, script: URL, mounts: [RunSite.Mount], arguments: [String],
                       failure: String) throws -> URL {
        let testsRoot = cacheDirectory.appendingPathComponent("tests", isDirectory: true)
        let target = testsRoot.appendingPathComponent(key, isDirectory: true)
        if FileManager.default.fileExists(atPath: target.appendingPathComponent(".complete").path) { return target }
        try FileManager.default.createDirectory(at: testsRoot, withIntermediateDirectories: true)
        return try AtomicFile.withLock(testsRoot.appendingPathComponent(".lock-" + key)) {
            // Another process may have made it while this one waited for the lock.
            if FileManager.default.fileExists(atPath: target.appendingPathComponent(".complete").path) { return target }
            let staging = try TemporaryFolders.make(kind: "staging", in: testsRoot, hidden: true)
            defer { TemporaryFolders.remove(staging) }
            try FileManager.default.removeItem(at: staging)
            try ToolRun.once(tools: [["python3"]], mounts: mounts, scratchFolders: ["out"]) { site in
                let result = ToolRun.run(["python3"] + arguments, at: site,
                                         limits: RunLimits(cpuSeconds: 120, wallSeconds: 120, fileSizeBytes: 1 << 30))
                guard result.outcome.succeeded else {
                    let detail = result.text.split(separator: "\n").last.map(String.init) ?? result.outcome.terminationDescription
                    throw PackageError(script, "\(failure) failed: \(detail)")
                }
                site.close()
                do {
                    try FileTree.copyPlainTree(from: site.scratch.url("out"), to: staging, limitBytes: 4 << 30)
                } catch let error as FileTree.CopyError {
                    try? FileManager.default.removeItem(at: staging)
                    throw PackageError(script, "\(failure) output refused: \(error)")
                }
            }
            _ = FileManager.default.createFile(atPath: staging.appendingPathComponent(".complete").path, contents: Data())
            try? FileManager.default.removeItem(at: target)
            guard rename(staging.path, target.path) == 0 else {
                try? FileManager.default.removeItem(at: staging)
                throw PackageError(target, "cannot store the \(failure)'s output")
            }
            return target
        }
    }
}
