import ArgumentParser
import Foundation
import PrepKit

extension Prep {
    /// `prep report`: the progress page, one self-contained HTML file.
    struct ReportCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "report",
            abstract: "Write your progress as one HTML page (calendar, charts, every problem and its notes).",
            discussion: """
                The page is self-contained: inline CSS and SVG, no script, nothing fetched (its \
                Content-Security-Policy allows nothing outside the file), light and dark colours, \
                readable printed.
                """)

        @Option(name: [.customShort("o"), .customLong("output")], help: "The file to write (default: prep-report.html here).")
        var output = "prep-report.html"
        @Flag(help: "Open the page with the desktop's opener (xdg-open) when there is one.") var open = false
        @Flag(help: "Print what was written as JSON.") var json = false
        @OptionGroup var common: CommonOptions

        struct Written: Encodable {
            var file: String
            var bytes: Int
            var problems: Int
            var attempts: Int
        }

        func run() async throws {
            let (store, _) = try common.open()
            let report = try ProgressReport.make(store: store)
            let html = Data(ReportPage.html(report).utf8)
            let url = URL(fileURLWithPath: output)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                throw PrepError("\(output) is a folder; give a file name with -o")
            }
            do {
                try html.write(to: url, options: .atomic)
            } catch {
                throw PrepError("cannot write \(output): \((error as NSError).localizedFailureReason ?? error.localizedDescription)")
            }
            if json {
                try Output.json(Written(file: url.path, bytes: html.count, problems: report.stats.overall.total, attempts: report.stats.attempts))
            } else {
                print("wrote \(output) (\(Format.memory(html.count)), \(report.stats.overall.total) problems, \(report.stats.attempts) attempts)")
            }
            if open { Self.openInDesktop(url) }
        }

        /// Starts the desktop's opener without waiting for it; says so when there is none.
        static func openInDesktop(_ url: URL) {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            let opener = ["xdg-open", "open"].lazy.flatMap { name in path.split(separator: ":").map { "\($0)/\(name)" } }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
            guard let opener else {
                Output.error("prep: no desktop opener (xdg-open) found; open \(url.path) in a browser")
                return
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: opener)
            process.arguments = [url.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { Output.error("prep: could not start \(opener): \(error.localizedDescription)") }
        }
    }
}
