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
            discussion: "With no folder, re-imports the problems folder. A folder may be one package or a folder of packages.")

        @Argument(help: "Package folders, or folders of packages.") var folders: [String] = []
        @Flag(help: "Print JSON.") var json = false
        @Flag(name: .customLong("no-sandbox"),
              help: "Where programs cannot be isolated here, import packages from elsewhere anyway.")
        var noSandbox = false
        @OptionGroup var common: CommonOptions

        func run() async throws {
            let (store, paths) = try common.open(syncCatalogue: false)
            let sync = CatalogueSync(store: store)
            var reports: [CatalogueSync.Report] = []
            if folders.isEmpty {
                reports.append(try PrepStore.withStartupLock(home: paths.home) { try sync.sync(folder: paths.problems, force: true) })
            } else {
                try Prep.checkIsolation(for: folders.map { URL(fileURLWithPath: $0) }, inside: paths.problems, allowed: noSandbox,
                                        doing: "solving them runs their generators and validators")
                for folder in folders {
                    let url = URL(fileURLWithPath: folder).standardizedFileURL
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                        throw PrepError("\(folder): no such folder")
                    }
                    // A file, or a folder with no package in it, is the user's mistake, not "added 0".
                    guard isFolder.boolValue else { throw PrepError("\(folder): not a folder (give a package folder or a folder of packages)") }
                    let isPackage = FileManager.default.fileExists(atPath: url.appendingPathComponent("problem.yaml").path)
                    let holdsPackages = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).contains { name in
                        FileManager.default.fileExists(atPath: url.appendingPathComponent(name).appendingPathComponent("problem.yaml").path)
                    }
                    guard isPackage || holdsPackages else {
                        throw PrepError("\(folder): no problem package here (a package folder has a problem.yaml)")
                    }
                    reports.append(try PrepStore.withStartupLock(home: paths.home) { try sync.importPackages(at: url) })
                }
            }
            if json { return try Output.json(reports) }
            for report in reports {
                for error in report.errors { Output.error("prep: skipped: \(error)") }
                print("added \(report.added.count), updated \(report.updated.count), missing \(report.missing.count)")
            }
            if reports.contains(where: { !$0.errors.isEmpty }) { throw ExitCode(2) }
        }
    }
}
