import ArgumentParser
import Foundation
import PrepKit

extension Prep {
    /// `prep notes`: list or search notes; export them as Markdown.
    struct NotesCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "notes", abstract: "List or full-text search your notes; export them as Markdown.")

        @Argument(help: "Words to search for (all must match; word* matches a prefix).") var query: [String] = []
        @Option(help: ArgumentHelp("Write one Markdown file per problem or topic into this folder.", valueName: "dir"))
        var export: String?
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var common: CommonOptions

        func run() async throws {
            let (store, _) = try common.open(syncCatalogue: false)
            let book = NoteBook(store: store)
            if let export {
                let files = try book.export(to: URL(fileURLWithPath: export))
                if json { return try Output.json(files.map(\.path)) }
                for file in files { print(file.path) }
                Output.error("exported \(files.count) file\(files.count == 1 ? "" : "s")")
                return
            }
            let notes = query.isEmpty ? try book.all() : try book.search(query.joined(separator: " "))
            if json { return try Output.json(notes) }
            guard !notes.isEmpty else {
                Output.error(query.isEmpty ? "prep: no notes yet; add one with prep note <problem> TEXT" : "prep: no notes match")
                return
            }
            let t = common.terminal
            for note in notes {
                print(t.paint(note.subject, .bold) + "  " + t.paint(Format.relative(note.updatedAt), .dim)
                    + (note.tags.isEmpty ? "" : "  " + t.paint(note.tags.map { "#" + $0 }.joined(separator: " "), .cyan)))
                let text = note.snippet ?? note.body
                for line in text.split(separator: "\n").prefix(note.snippet == nil ? 6 : 3) { print("  " + t.highlight(String(line))) }
            }
        }
    }
}
