import ArgumentParser
import Foundation
import PrepKit

extension Prep {
    /// `prep note`: capture a note about a problem or a topic.
    struct NoteCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "note",
            abstract: "Add a note about a problem or a topic (topic:NAME).",
            discussion: """
                With TEXT the note is added. Without it, $EDITOR opens the subject's latest note (or a new \
                one). With '-' the note is read from standard input. #words become tags.
                """)

        @Argument(help: "A problem slug, or topic:NAME.") var subject: String
        @Argument(help: "The note; '-' reads standard input; omit it to use $EDITOR.") var text: [String] = []
        @Flag(help: "Print the saved note as JSON.") var json = false
        @OptionGroup var common: CommonOptions

        func run() async throws {
            let (store, _) = try common.open()
            let book = NoteBook(store: store)
            var target = NoteSubject(subject)
            switch target {
            case .problem(let name):
                // A slug, or a LeetCode number ("198").
                target = .problem(try ProblemLookup(store: store).find(name).slug)
            case .topic(let name):
                let topics = try ProblemListing(store: store).topics()
                if !name.isEmpty, !topics.contains(name) {
                    Output.error("note: no problem has the topic '\(name)' (topics: \(topics.joined(separator: ", "))); the note is kept under it")
                }
            }
            let saved: NoteEntry
            if text == ["-"] {
                let data = FileHandle.standardInput.readDataToEndOfFile()
                saved = try book.add(target, body: try NoteBook.decode(data, from: "standard input"))
            } else if !text.isEmpty {
                saved = try book.add(target, body: text.joined(separator: " "))
            } else {
                let current = try book.current(target)
                guard let edited = try Editor.edit(current?.body ?? "", name: "\(subject).md") else {
                    Output.error("prep: note unchanged")
                    return
                }
                if let current {
                    try book.update(id: current.id, body: edited)
                    saved = try book.current(target) ?? current
                } else {
                    saved = try book.add(target, body: edited)
                }
            }
            if json { return try Output.json(saved) }
            Output.error("saved note \(saved.id) on \(saved.subject)" + (saved.tags.isEmpty ? "" : " (tags: \(saved.tags.joined(separator: ", ")))"))
        }
    }
}

/// Runs `$EDITOR` (or `$VISUAL`, else vi) on a temporary file.
enum Editor {
    /// The edited text, or nil when it was left unchanged or emptied.
    static func edit(_ text: String, name: String) throws -> String? {
        let environment = ProcessInfo.processInfo.environment
        let editor = environment["VISUAL"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 } ?? "vi"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prep-note-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name.replacingOccurrences(of: "/", with: "-"))
        do { try text.write(to: file, atomically: true, encoding: .utf8) } catch {
            throw PrepError("cannot write a temporary file for the editor: \(error.localizedDescription)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(editor) \"$1\"", "editor", file.path]
        do { try process.run() } catch { throw PrepError("cannot start the editor '\(editor)': \(error.localizedDescription)") }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PrepError("the editor '\(editor)' exited with status \(process.terminationStatus); note not saved")
        }
        let data = (try? Data(contentsOf: file)) ?? Data()
        let edited = try NoteBook.decode(data, from: file.lastPathComponent)
        if edited == text || edited.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return nil }
        return edited
    }
}
