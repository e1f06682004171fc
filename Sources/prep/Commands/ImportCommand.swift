import ArgumentParser
import Foundation
import Judge
import PrepKit

extension Prep {
    /// `prep import`: bring the problems folder (or other package folders) into the catalogue.
    struct ImportCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Import Kattis problem packages into the catalogue.",
            discussion: """
                With no folder, re-imports the problems folder. A folder may be one package or hold packages at any \
                depth (a contest repository): every folder with a problem.yaml, outside hidden folders, is one. \
                Exit status: 0 when everything imported, 2 when a package was skipped (its error is listed; the \
                others are imported) or on a usage error.
                """)

        @Argument(help: "Package folders, or folders of packages.") var folders: [String] = []
        @Flag(help: "Print JSON.") var json = false
        @Flag(name: .customLong("no-sandbox"),
              help: "Where programs cannot be isolated here, import packages from elsewhere anyway.")
        var noSandbox = false
        @OptionGroup var common: CommonOptions

        func run() async throws {
            // Importing from elsewhere syncs the problems folder first, as every command does, so
            // that a slug taken there is seen as taken.
            let (store, paths) = try common.open(syncCatalogue: !folders.isEmpty)
            let sync = CatalogueSync(store: store)
            var reports: [CatalogueSync.Report] = []
            if folders.isEmpty {
                reports.append(try PrepStore.withStartupLock(home: paths.home) { try sync.sync(folder: paths.problems, force: true) })
            } else {
                let warning = try Isolation.check(packages: folders.map { URL(fileURLWithPath: $0) }, inside: paths.problems,
                                                  allowed: noSandbox, doing: "solving them runs their generators and validators")
                if let warning { Output.error("prep: \(warning)") }
                for folder in folders {
                    let url = try CatalogueSync.importable(folder)
                    reports.append(try PrepStore.withStartupLock(home: paths.home) { try sync.importPackages(at: url) })
                }
            }
            if json {
                try Output.json(reports)
                if reports.contains(where: { !$0.errors.isEmpty }) { throw ExitCode(2) }
                return
            }
            for report in reports {
                for error in report.errors { Output.error("prep: skipped: \(error)") }
                print("added \(report.added.count), updated \(report.updated.count), missing \(report.missing.count)")
            }
            if reports.contains(where: { !$0.errors.isEmpty }) { throw ExitCode(2) }
        }
    }
}
