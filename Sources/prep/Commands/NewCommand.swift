import ArgumentParser
import Foundation
import Judge
import PrepKit

extension Prep {
    /// `prep new`: a starting file, in the current folder, for the language you interview in.
    struct NewCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "new", abstract: "Write a starting solution file for a problem in the current folder.")

        @Argument(help: "The problem's slug (or its LeetCode number).", completion: Completions.problems) var problem: String
        @Option(help: "The language (default: $PREP_LANG, else swift). See prep languages.", completion: Completions.languages) var lang: String?
        @Flag(help: "Write a program that reads standard input, even where the problem offers function mode.") var stdin = false
        @OptionGroup var common: CommonOptions

        func run() async throws {
            let name = lang ?? ProcessInfo.processInfo.environment["PREP_LANG"] ?? "swift"
            guard let language = Languages.named(name) else {
                throw PrepError("unknown language '\(name)'; prep languages lists them")
            }
            let (store, paths) = try common.open()
            let found = try ProblemLookup(store: store, problems: paths.problems).find(problem)
            let details = try ProblemDetails.load(found.slug, store: store)
            let file = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                .appendingPathComponent("\(found.slug).\(language.extensions[0])")
            guard !FileManager.default.fileExists(atPath: file.path) else {
                throw PrepError("\(file.lastPathComponent) already exists; not overwriting it")
            }
            let source: String
            if let interface = details.interface, !stdin {
                guard let stub = interface.stub(in: language) else {
                    let names = FunctionInterface.languages.map(\.name).joined(separator: ", ")
                    throw PrepError("function mode is not available in \(language.name) (it is in \(names)); --stdin writes a program")
                }
                let examples = ProblemDetails.functionExamples(packagePath: found.packagePath, interface: interface)
                source = StarterTemplates.comment("\(found.name) (\(found.slug)), function mode\n" + examples, language: language)
                    + stub + (stub.hasSuffix("\n") ? "" : "\n")
            } else {
                if stdin, details.interface != nil, !details.offersStdinMode {
                    throw PrepError("\(found.slug) is judged in function mode only; leave out --stdin")
                }
                source = StarterTemplates.source(for: language, problem: "\(found.name) (\(found.slug))",
                                                 inputFormat: StarterTemplates.inputSection(of: details.statement))
            }
            do { try source.write(to: file, atomically: true, encoding: .utf8) } catch {
                throw PrepError("cannot write \(file.path): \(error.localizedDescription)")
            }
            print(file.lastPathComponent)
            Output.error("wrote \(file.lastPathComponent); judge it with: prep solve \(found.slug)")
        }
    }
}
