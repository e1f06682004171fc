import Foundation

// MARK: - Compiler

/// Turns a submission into a `CompiledProgram`, through the compile cache.
struct Compiler {
    var cache: CompileCache
    /// Compile limits: wall seconds and output cap.
    var timeLimit: Double = 60
    var outputLimitBytes: Int64 = 256 << 20

    /// What the cache remembers about an entry.
    private struct EntryInfo: Codable {
        var entryFile: String
        var mainClass: String?
        var compileSeconds: Double
    }

    /// Compiles (or finds in the cache) `submission`.
    func compile(_ submission: Submission) -> Result<CompiledProgram, CompileFailure> {
        let language = submission.language
        let missing = language.tools.filter { ToolLocator.find($0) == nil }
        guard missing.isEmpty else {
            return .failure(CompileFailure(
                message: "\(language.name) is not installed (\(missing.joined(separator: ", ")) not found): \(language.installHint)",
                compileSeconds: 0, toolchainMissing: true))
        }
        let sources: [FileTree.Entry]
        do { sources = try FileTree.files(under: submission.url) } catch {
            return .failure(CompileFailure(message: "\(submission.url.path): cannot read the sources",
                                           compileSeconds: 0, toolchainMissing: false))
        }
        guard let entryFile = language.entryFile(in: sources.map(\.relativePath)) else {
            return .failure(CompileFailure(message: "no \(language.name) source file in \(submission.url.path)",
                                           compileSeconds: 0, toolchainMissing: false))
        }
        let key = cacheKey(language: language, sources: sources)
        if let entry = cache.lookup(key), let info = readInfo(entry) {
            return .success(CompiledProgram(language: language, folder: entry, entryFile: info.entryFile,
                                            mainClass: info.mainClass, compileSeconds: 0, cacheHit: true))
        }
        do {
            let staging = try cache.makeStaging()
            let sourceFolder = staging.appendingPathComponent("src", isDirectory: true)
            try FileManager.default.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
            for source in sources {
                let target = sourceFolder.appendingPathComponent(source.relativePath)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: source.url, to: target)
            }
            let started = Date()
            var mainClass: String?
            if language.id == Languages.java.id {
                mainClass = JavaMainClass.find(in: sources)
            }
            for command in [language.check, language.compile].compactMap({ $0 }) {
                let arguments = expand(command, staging: staging, sources: sources, language: language, entryFile: entryFile)
                let result = ToolRun.run(arguments, in: sourceFolder,
                                         limits: RunLimits(cpuSeconds: timeLimit * 2, wallSeconds: timeLimit,
                                                           fileSizeBytes: outputLimitBytes))
                if !result.outcome.succeeded {
                    try? FileManager.default.removeItem(at: staging)
                    var message = Self.trim(result.text, removing: sourceFolder.path + "/")
                    if result.outcome.wallTimedOut { message = "compilation took longer than \(Int(timeLimit)) s\n" + message }
                    if message.isEmpty { message = "compiler \(result.outcome.terminationDescription)" }
                    return .failure(CompileFailure(message: message, compileSeconds: Date().timeIntervalSince(started),
                                                   toolchainMissing: false))
                }
            }
            let seconds = Date().timeIntervalSince(started)
            let info = EntryInfo(entryFile: entryFile, mainClass: mainClass, compileSeconds: seconds)
            try AtomicFile.write(try JSONEncoder().encode(info), to: staging.appendingPathComponent("entry.json"))
            let entry = try cache.commit(staging, as: key)
            return .success(CompiledProgram(language: language, folder: entry, entryFile: entryFile,
                                            mainClass: mainClass, compileSeconds: seconds, cacheHit: false))
        } catch {
            return .failure(CompileFailure(message: "compile cache \(cache.root.path): \(error.localizedDescription)",
                                           compileSeconds: 0, toolchainMissing: true))
        }
    }

    private func readInfo(_ entry: URL) -> EntryInfo? {
        guard let data = try? Data(contentsOf: entry.appendingPathComponent("entry.json")) else { return nil }
        return try? JSONDecoder().decode(EntryInfo.self, from: data)
    }

    /// The key: format version, the language declaration, the compiler's version, the sources.
    private func cacheKey(language: Language, sources: [FileTree.Entry]) -> String {
        var hash = SHA256()
        hash.update("prep-compile-1\n\(language.id)\n")
        for command in [language.compile ?? [], language.check ?? [], language.run] {
            hash.update(command.joined(separator: "\u{1}") + "\n")
        }
        hash.update((ToolchainVersion.identify(language, cacheDirectory: cache.root) ?? "unknown") + "\n")
        for source in sources {
            hash.update(source.relativePath + "\u{0}")
            try? hash.update(contentsOf: source.url)
            hash.update("\u{0}")
        }
        return hash.finalize()
    }

    private func expand(_ command: [String], staging: URL, sources: [FileTree.Entry], language: Language,
                        entryFile: String) -> [String] {
        let sourceFolder = staging.appendingPathComponent("src")
        let ownSources = sources.map(\.relativePath)
            .filter { language.extensions.contains(($0 as NSString).pathExtension.lowercased()) }
        return command.flatMap { token -> [String] in
            if token == "{sources}" { return ownSources.map { sourceFolder.appendingPathComponent($0).path } }
            return [token
                .replacingOccurrences(of: "{binary}", with: staging.appendingPathComponent("prog").path)
                .replacingOccurrences(of: "{main}", with: sourceFolder.appendingPathComponent(entryFile).path)
                .replacingOccurrences(of: "{dir}", with: staging.path)]
        }
    }

    /// The compiler's message without scratch paths, cut to a readable size.
    static func trim(_ text: String, removing prefix: String) -> String {
        let cleaned = text.replacingOccurrences(of: prefix, with: "")
        let lines = cleaned.split(separator: "\n", omittingEmptySubsequences: false)
        var result = lines.prefix(40).joined(separator: "\n")
        if lines.count > 40 { result += "\n… (\(lines.count - 40) more lines)" }
        if result.utf8.count > 4000 { result = String(result.prefix(4000)) + "\n…" }
        return result.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
