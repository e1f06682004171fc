import ArgumentParser
import Foundation
import Judge
import PrepKit

/// Options every command that touches the store shares.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Where prep keeps its store (default: $PREP_HOME, else ~/.local/share/prep).", valueName: "dir"))
    var home: String?

    @Option(name: .long, help: ArgumentHelp("The problems folder (default: $PREP_PROBLEMS, else ./Problems).", valueName: "dir"))
    var problems: String?

    @Flag(name: .customLong("no-color"), help: "No colours, even on a terminal.")
    var noColor = false

    var terminal: Terminal { Terminal.detect(noColor: noColor) }

    /// Opens the store, recovers attempts a dead process left running, and brings the
    /// catalogue up to date with the problems folder, one process at a time.
    func open(syncCatalogue: Bool = true) throws -> (PrepStore, PrepPaths) {
        let paths = try PrepPaths.resolve(home: home, problems: problems)
        let (store, report) = try PrepStore.startUp(paths, syncCatalogue: syncCatalogue)
        if let report {
            for error in report.errors { Output.error("prep: skipped a broken package: \(error)") }
            if !report.added.isEmpty {
                Output.error("prep: imported \(report.added.count) problem\(report.added.count == 1 ? "" : "s") from \(paths.problems.path)")
            }
        }
        return (store, paths)
    }
}

// MARK: - Completions

/// What the shell completes (`prep --generate-completion-script bash|zsh|fish`).
enum Completions {
    /// The slugs of the problems folder prep would use here, that start with what is typed.
    static let problems: CompletionKind = .custom { _, _, prefix in
        let folder = PrepPaths.problemsFolder(nil)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && FileManager.default.fileExists(atPath: folder.path + "/\($0)/problem.yaml") }.sorted()
    }

    /// The language names `--lang` takes.
    static let languages: CompletionKind = .list(Languages.all.flatMap { [$0.id] + $0.aliases })
}
