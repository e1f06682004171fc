import Foundation

// MARK: - Compiler

/// Turns a submission into a `CompiledProgram`, through the compile cache.
struct Compiler {
    var cache: CompileCache
    /// Compile limits: wall seconds and output cap.
    var timeLimit: Double = 60
    var outputLimitBytes: Int64 = 256 << 20

    /// What the cache remembers about an entry.
    struct EntryInfo: Codable {
        var entryFile: String
        var mainClass: String?
        var compileSeconds: Double
        /// SHA-256 of every file of the entry (`src/…`, `out/…`), checked before each use.
        var files: [String: String]
    }

    /// Compiles (or finds in the cache) `submission`. The compiler runs in a box that sees
    /// only its toolchain, the sources (read-only, at `/box/src`) and an output folder
    /// (`/box/out`); prep copies what it produced (plain files and folders only) into the cache.
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
        if let entry = cache.lookup(key) {
            if let info = readInfo(entry), Self.matches(entry, info.files) {
                return .success(CompiledProgram(language: language, folder: entry, entryFile: info.entryFile,
                                                mainClass: info.mainClass, compileSeconds: 0, cacheHit: true))
            }
            // Changed on disk since it was made: never used, made again.
            cache.discard(key)
        }
        do {
            let scratch = try Scratch(in: cache.root, kind: "box", hidden: true, folders: ["src", "out"])
            defer { scratch.remove() }
            for source in sources {
                let target = scratch.url("src").appendingPathComponent(source.relativePath)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: source.url, to: target)
            }
            Self.makeReadableByAll(scratch.url("src"))
            let site = try RunSite(scratch: scratch, mounts: [RunSite.Mount(host: scratch.url("src"), target: "/box/src")],
                                   toolchains: Toolchain.folders(for: [language.compile, language.check]))
            defer { site.close() }
            let started = Date()
            let mainClass = language.mainClass(in: sources)
            for command in [language.check, language.compile].compactMap({ $0 }) {
                let arguments = expand(command, sources: sources, language: language, entryFile: entryFile)
                let result = ToolRun.run(arguments, at: site, limits: RunLimits(cpuSeconds: timeLimit * 2, wallSeconds: timeLimit,
                                                                                fileSizeBytes: outputLimitBytes))
                if !result.outcome.succeeded {
                    var message = Self.trim(result.text, removing: "/box/src/")
                    if result.outcome.wallTimedOut { message = "compilation took longer than \(Int(timeLimit)) s\n" + message }
                    if message.isEmpty { message = "compiler \(result.outcome.terminationDescription)" }
                    return .failure(CompileFailure(message: message, compileSeconds: Date().timeIntervalSince(started),
                                                   toolchainMissing: false))
                }
            }
            let seconds = Date().timeIntervalSince(started)
            site.close()
            let staging = try cache.makeStaging()
            var files: [String: String] = [:]
            do {
                for part in ["src", "out"] {
                    let digests = try FileTree.copyPlainTree(from: scratch.url(part), to: staging.appendingPathComponent(part),
                                                             limitBytes: outputLimitBytes)
                    for (path, digest) in digests { files[part + "/" + path] = digest }
                }
            } catch let error as FileTree.CopyError {
                TemporaryFolders.remove(staging)
                return .failure(CompileFailure(message: "the compiler's output was refused: \(error)", compileSeconds: seconds,
                                               toolchainMissing: false))
            }
            let info = EntryInfo(entryFile: entryFile, mainClass: mainClass, compileSeconds: seconds, files: files)
            try AtomicFile.write(try JSONEncoder().encode(info), to: staging.appendingPathComponent("entry.json"))
            let entry = try cache.commit(staging, as: key)
            return .success(CompiledProgram(language: language, folder: entry, entryFile: entryFile,
                                            mainClass: mainClass, compileSeconds: seconds, cacheHit: false))
        } catch let error as BoxError {
            return .failure(CompileFailure(message: "cannot make a box for the compiler: \(error)",
                                           compileSeconds: 0, toolchainMissing: true))
        } catch {
            return .failure(CompileFailure(message: "compile cache \(cache.root.path): \(error.localizedDescription)",
                                           compileSeconds: 0, toolchainMissing: true))
        }
    }

    private func readInfo(_ entry: URL) -> EntryInfo? {
        guard let data = try? Data(contentsOf: entry.appendingPathComponent("entry.json")) else { return nil }
        return try? JSONDecoder().decode(EntryInfo.self, from: data)
    }

    /// Every file of `entry` has the digest recorded for it, and there is no other.
    static func matches(_ entry: URL, _ files: [String: String]) -> Bool {
        var found = 0
        for part in ["src", "out"] {
            guard let enumerator = FileManager.default.enumerator(atPath: entry.appendingPathComponent(part).path) else { return false }
            for case let relative as String in enumerator {
                let url = entry.appendingPathComponent(part).appendingPathComponent(relative)
                var info = stat()
                guard lstat(url.path, &info) == 0 else { return false }
                if (info.st_mode & S_IFMT) == S_IFDIR { continue }
                guard (info.st_mode & S_IFMT) == S_IFREG, let expected = files[part + "/" + relative],
                      SHA256.hex(ofFile: url) == expected else { return false }
                found += 1
            }
        }
        return found == files.count
    }

    /// Files must be readable (and folders searchable) by the box's uid; execute bits are kept.
    static func makeReadableByAll(_ folder: URL) {
        chmod(folder.path, 0o755)
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return }
        for case let relative as String in enumerator {
            let path = folder.appendingPathComponent(relative).path
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let kind = info.st_mode & S_IFMT
            guard kind == S_IFDIR || kind == S_IFREG else { continue }
            chmod(path, kind == S_IFDIR || (info.st_mode & S_IXUSR) != 0 ? 0o755 : 0o644)
        }
    }

    /// The key: format version, the language declaration, the compiler's version, the sources.
    private func cacheKey(language: Language, sources: [FileTree.Entry]) -> String {
        var hash = SHA256()
        hash.update("prep-compile-2\n\(language.id)\n")
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

    /// The command with its placeholders filled in, as the compiler's box sees the paths.
    private func expand(_ command: [String], sources: [FileTree.Entry], language: Language, entryFile: String) -> [String] {
        let ownSources = sources.map(\.relativePath)
            .filter { language.extensions.contains(($0 as NSString).pathExtension.lowercased()) }
        return command.flatMap { token -> [String] in
            if token == "{sources}" { return ownSources.map { "/box/src/" + $0 } }
            return [token
                .replacingOccurrences(of: "{binary}", with: "/box/out/prog")
                .replacingOccurrences(of: "{main}", with: "/box/src/" + entryFile)
                .replacingOccurrences(of: "{dir}", with: "/box/out")]
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
