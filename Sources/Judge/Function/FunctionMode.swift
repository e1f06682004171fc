import Foundation

// MARK: - SolutionMode

/// How a solution is written: a program reading standard input, or the function (or class)
/// of a function-mode problem.
public enum SolutionMode: String, Sendable, Hashable, Codable, CaseIterable {
    case stdin
    case function
}

extension FunctionInterface {
    /// The mode `submission` is written in: function mode when its language has one and the
    /// file declares what the interface asks for (and no program entry point); else stdin.
    public func mode(of submission: Submission) -> SolutionMode {
        guard let generator = Harness.generator(for: submission.language), !FileTree.isDirectory(submission.url),
              let data = try? Data(contentsOf: submission.url), data.count < 4 << 20 else { return .stdin }
        return generator.looksLikeFunctionMode(String(decoding: data, as: UTF8.self), interface: self) ? .function : .stdin
    }

    /// The stub `prep new` writes in `language`, or nil when function mode does not exist in it.
    public func stub(in language: Language) -> String? {
        Harness.generator(for: language)?.stub(for: self)
    }

    /// What the package at `url` declares in its problem.yaml (nil: no function mode), read
    /// without loading its tests.
    /// - Throws: `PackageError` when problem.yaml cannot be read or declares a broken interface.
    public static func declared(inPackage url: URL) throws -> FunctionInterface? {
        let header = try PackageHeader.read(from: url)
        return try read(from: header.yaml, at: header.yamlFile)
    }

    /// The interface in words, the same for every language: `twoSum(nums: int[], target: int)
    /// -> int[]`, or for a design the class and each method on its own line.
    public var signature: String {
        func line(_ method: Method) -> String {
            let parameters = method.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            return "\(method.name)(\(parameters))" + (method.returns == .void ? "" : " -> \(method.returns)")
        }
        switch kind {
        case .function(let method): return line(method)
        case .design(let name, let constructor, let methods):
            return (["class \(name)", "  " + line(constructor)] + methods.map { "  " + line($0) }).joined(separator: "\n")
        }
    }

    /// Whether the package at `url` can be solved by a program reading standard input (see
    /// `ProblemPackage.offersStdinMode`).
    public static func offersStdinMode(packageAt url: URL) -> Bool {
        (try? declared(inPackage: url)) == nil || FunctionData.converter(in: url) != nil
    }

    /// Languages with function mode.
    public static var languages: [Language] { Languages.all.filter { Harness.generator(for: $0) != nil } }
}

// MARK: - Harness building

/// Why a function-mode harness cannot be made, as one line.
struct HarnessError: Error, CustomStringConvertible {
    var description: String
}

extension Harness {
    /// A harness ready to compile: the folder submission, and what maps messages back.
    struct Built {
        var submission: Submission
        var files: HarnessFiles
        /// The user's file name.
        var userFile: String
        /// The user's source, as written.
        var userSource: String = ""
    }

    /// Writes the harness of `submission` (one file) for `interface` into `folder`.
    /// - Returns: the folder submission, or the one-line reason it cannot be made.
    static func build(_ submission: Submission, interface: FunctionInterface, in folder: URL) -> Result<Built, HarnessError> {
        guard let generator = generator(for: submission.language) else {
            let names = FunctionInterface.languages.map(\.name).joined(separator: ", ")
            return .failure(HarnessError(description: "function mode is not available in \(submission.language.name) (it is in \(names))"))
        }
        guard !FileTree.isDirectory(submission.url) else {
            return .failure(HarnessError(description: "\(submission.url.path): function mode takes one source file, not a folder"))
        }
        guard let data = try? Data(contentsOf: submission.url) else {
            return .failure(HarnessError(description: "\(submission.url.path): cannot be read"))
        }
        guard let source = String(data: data, encoding: .utf8) else {
            return .failure(HarnessError(description: "\(submission.url.path): not UTF-8 text"))
        }
        let userFile = submission.url.lastPathComponent
        let files = generator.harness(for: interface, userFileName: userFile, userSource: source)
        do {
            for (path, contents) in files.files {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            }
            var built = try Submission(url: folder, language: submission.language)
            built.mode = .function
            return .success(Built(submission: built, files: files, userFile: userFile, userSource: source))
        } catch {
            return .failure(HarnessError(description: "cannot write the function-mode harness in \(folder.path): \(error.localizedDescription)"))
        }
    }

    /// A compiler's or a runtime's message with the harness's names put back to the user's.
    static func userFacing(_ message: String, renames: [String: String]) -> String {
        var text = message.replacingOccurrences(of: "/program/src/", with: "").replacingOccurrences(of: "/box/src/", with: "")
            .replacingOccurrences(of: "/box/work/", with: "")
        for (from, to) in renames.sorted(by: { $0.key.count > $1.key.count }) {
            text = text.replacingOccurrences(of: from, with: to)
        }
        return text
    }

    /// The compile error as the user should read it: names mapped back, and when only prep's
    /// files are at fault, what the solution must declare.
    static func explainCompileError(_ message: String, built: Built, interface: FunctionInterface) -> String {
        let text = userFacing(message, renames: built.files.renames)
        // Only errors count (a compiler's notes name the user's declarations too): an error
        // line with the two after it, where rustc says ` --> file:line`.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // (Not a note after an error: g++ and clang name the user's declaration in one.)
        let errors = lines.indices.filter { lines[$0].contains("error") }
            .map { index in
                ([lines[index]] + lines[(index + 1)..<min(lines.count, index + 3)].filter { $0.contains("-->") }).joined(separator: "\n")
            }
        let blamesUser = errors.contains { $0.contains(built.userFile + ":") }
        let blamesDriver = errors.contains { line in built.files.driverFiles.contains { line.contains($0 + ":") } }
        guard blamesDriver && !blamesUser, let stub = generator(for: built.submission.language)?.stub(for: interface) else {
            return text
        }
        // A parameter or return type that is not the signature's: the user's line, and what differs.
        if let mismatch = SignatureCheck.mismatch(source: built.userSource, fileName: built.userFile,
                                                  language: built.submission.language, interface: interface) {
            return mismatch
        }
        // Otherwise what the compiler said of the user's file only: prep's files mean nothing to them.
        let own = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !built.files.driverFiles.contains { line.contains($0) } }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return "\(built.userFile) does not declare what the problem asks for. In \(built.submission.language.name) it is:\n\n"
            + stub.trimmingCharacters(in: .whitespacesAndNewlines) + (own.isEmpty ? "" : "\n\nThe compiler said:\n" + own)
    }
}
