import ArgumentParser
import Foundation
import Judge
import PrepKit

extension Prep {
    /// `prep new`: a starting file, in the current folder, for the language you interview in.
    struct NewCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "new", abstract: "Write a starting solution file for a problem in the current folder.")

        @Argument(help: "The problem's slug.") var problem: String
        @Option(help: "The language (default: $PREP_LANG, else swift). See prep languages.") var lang: String?
        @OptionGroup var common: CommonOptions

        func run() async throws {
            let name = lang ?? ProcessInfo.processInfo.environment["PREP_LANG"] ?? "swift"
            guard let language = Languages.named(name) else {
                throw PrepError("unknown language '\(name)'; prep languages lists them")
            }
            let (store, paths) = try common.open()
            let found = try ProblemLookup(store: store, problems: paths.problems).find(problem)
            let statement = try ProblemDetails.load(found.slug, store: store).statement
            let file = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                .appendingPathComponent("\(found.slug).\(language.extensions[0])")
            guard !FileManager.default.fileExists(atPath: file.path) else {
                throw PrepError("\(file.lastPathComponent) already exists; not overwriting it")
            }
            let source = StarterTemplates.source(for: language, problem: "\(found.name) (\(found.slug))",
                                                 inputFormat: StarterTemplates.inputSection(of: statement))
            do { try source.write(to: file, atomically: true, encoding: .utf8) } catch {
                throw PrepError("cannot write \(file.path): \(error.localizedDescription)")
            }
            print(file.lastPathComponent)
            Output.error("wrote \(file.lastPathComponent); judge it with: prep solve \(found.slug)")
        }
    }
}
