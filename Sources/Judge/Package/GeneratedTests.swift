import Foundation

// MARK: - GeneratedTests

/// prep's generator extension: `generators/generate.py OUTDIR` writes `<name>.in`/`<name>.ans`
/// pairs (run in a box, like every program of a package). The output is cached under `<cache>/tests/<hash of generators/>`, so the generator
/// runs once per change, and judged as the test group `secret/generated`.
enum GeneratedTests {
    static let groupName = "secret/generated"

    /// The folder holding the generated pairs, running the generator when the cache has none.
    /// - Throws: `PackageError` naming generate.py when it fails.
    static func folder(for generators: URL, cacheDirectory: URL) throws -> URL {
        let script = generators.appendingPathComponent("generate.py")
        guard FileManager.default.fileExists(atPath: script.path) else {
            throw PackageError(generators, "has no generate.py")
        }
        let hash = try SHA256.hex(ofTree: generators)
        let testsRoot = cacheDirectory.appendingPathComponent("tests", isDirectory: true)
        let target = testsRoot.appendingPathComponent(hash, isDirectory: true)
        if FileManager.default.fileExists(atPath: target.appendingPathComponent(".complete").path) { return target }
        return try AtomicFile.withLock(testsRoot.appendingPathComponent(".lock-" + hash)) {
            // Another process may have generated them while this one waited for the lock.
            if FileManager.default.fileExists(atPath: target.appendingPathComponent(".complete").path) { return target }
            // The generator is the package's program: it runs in a box that sees the generators
            // folder read-only at /gen and writes to /box/out; prep copies out plain files only.
            let staging = try TemporaryFolders.make(kind: "staging", in: testsRoot, hidden: true)
            defer { TemporaryFolders.remove(staging) }
            try FileManager.default.removeItem(at: staging)
            try ToolRun.once(tools: [["python3"]], mounts: [RunSite.Mount(host: generators, target: "/gen")],
                             scratchFolders: ["out"]) { site in
                let result = ToolRun.run(["python3", "/gen/generate.py", "/box/out"], at: site,
                                         limits: RunLimits(cpuSeconds: 120, wallSeconds: 120, fileSizeBytes: 1 << 30))
                guard result.outcome.succeeded else {
                    let detail = result.text.split(separator: "\n").last.map(String.init) ?? result.outcome.terminationDescription
                    throw PackageError(script, "generator failed: \(detail)")
                }
                site.close()
                do {
                    try FileTree.copyPlainTree(from: site.scratch.url("out"), to: staging, limitBytes: 4 << 30)
                } catch let error as FileTree.CopyError {
                    try? FileManager.default.removeItem(at: staging)
                    throw PackageError(script, "generator output refused: \(error)")
                }
            }
            _ = FileManager.default.createFile(atPath: staging.appendingPathComponent(".complete").path, contents: Data())
            try? FileManager.default.removeItem(at: target)
            guard rename(staging.path, target.path) == 0 else {
                try? FileManager.default.removeItem(at: staging)
                throw PackageError(target, "cannot store generated tests")
            }
            return target
        }
    }

    /// The generated tests, inheriting `data/secret`'s validator arguments.
    static func load(from folder: URL, validatorArguments: [String], submissionArguments: [String]) throws -> [TestCase] {
        var cases: [TestCase] = []
        for entry in FileTree.names(in: folder) where entry.hasSuffix(".in") {
            let base = String(entry.dropLast(3))
            let input = folder.appendingPathComponent(entry)
            let answer = folder.appendingPathComponent(base + ".ans")
            guard FileManager.default.fileExists(atPath: answer.path) else {
                throw PackageError(input, "generator wrote no matching .ans file")
            }
            cases.append(TestCase(name: groupName + "/" + base, group: groupName, input: input, answer: answer,
                                  validatorArguments: validatorArguments, arguments: submissionArguments))
        }
        return cases
    }
}
