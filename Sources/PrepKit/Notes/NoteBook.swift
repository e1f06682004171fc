import ContextStack
import Foundation
import GRDB

/// What a note is about: a problem of the catalogue, or a topic.
public enum NoteSubject: Sendable, Hashable, Codable, CustomStringConvertible {
    case problem(String)
    case topic(String)

    /// Reads `topic:NAME` as a topic, anything else as a problem slug.
    public init(_ argument: String) {
        if argument.hasPrefix("topic:") {
            self = .topic(String(argument.dropFirst("topic:".count)))
        } else {
            self = .problem(argument)
        }
    }

    public var description: String {
        switch self {
        case .problem(let slug): slug
        case .topic(let name): "topic:\(name)"
        }
    }
}

/// A note as the command line shows it.
public struct NoteEntry: Sendable, Codable {
    public var id: String
    public var subject: String
    public var body: String
    public var tags: [String]
    public var createdAt: Date
    public var updatedAt: Date
    /// For a search: the matching passage, matches wrapped in `**`.
    public var snippet: String?
}

/// Study notes: captured from the command line, full-text searchable, exportable.
public struct NoteBook {
    let store: PrepStore

    public init(store: PrepStore) { self.store = store }

    /// Adds a note. Hashtags in the text (`#two-pointers`) become its tags.
    @discardableResult
    public func add(_ subject: NoteSubject, body: String, now: Date = Date()) throws -> NoteEntry {
        let text = try Self.checked(body)
        let view = store.view
        let entry: NoteEntry = try view.performAndWait {
            let note = Note(context: view)
            try attach(note, to: subject, in: view)
            note.body = text
            note.tags = Self.hashtags(in: text).joined(separator: " ")
            note.createdAt = now
            note.updatedAt = now
            try view.obtainPermanentIDs(for: [note])
            try view.save()
            return Self.entry(note)
        }
        try store.flush()
        return entry
    }

    /// The subject's most recently updated note, if any.
    public func current(_ subject: NoteSubject) throws -> NoteEntry? {
        let view = store.view
        return try view.performAndWait {
            try fetch(subject, in: view).first.map(Self.entry)
        }
    }

    /// Replaces the body of the note `id` (from `NoteEntry.id`).
    public func update(id: String, body: String, now: Date = Date()) throws {
        let text = try Self.checked(body)
        guard let rowID = Int64(id.split(separator: "/").last ?? "") else { throw PrepError("no note \(id)") }
        let view = store.view
        try view.performAndWait {
            guard let note = try? view.existingObject(with: ObjectID(entityName: Note.entityName, rowID: rowID), as: Note.self) else {
                throw PrepError("no note \(id)")
            }
            note.body = text
            note.tags = Self.hashtags(in: text).joined(separator: " ")
            note.updatedAt = now
            try view.save()
        }
        try store.flush()
    }

    /// Every note, newest first.
    public func all() throws -> [NoteEntry] {
        let view = store.view
        return try view.performAndWait {
            try view.fetch(FetchRequest<Note>(sortedBy: [Note.updatedAt.descending])).map(Self.entry)
        }
    }

    /// Full-text search (FTS5, Porter stemming): every word must match; `word*` matches a
    /// prefix. Best matches first, each with a highlighted passage.
    public func search(_ query: String) throws -> [NoteEntry] {
        let match = Self.ftsQuery(query)
        guard !match.isEmpty else { return try all() }
        let hits: [(Int64, String)] = try store.container.database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT rowid, snippet(note_fts, 0, '**', '**', '…', 16) AS passage FROM note_fts
                WHERE note_fts MATCH ? ORDER BY bm25(note_fts) LIMIT 200
                """, arguments: [match]).map { ($0["rowid"], $0["passage"]) }
        }
        let view = store.view
        return view.performAndWait {
            hits.compactMap { rowID, passage in
                guard let note = try? view.existingObject(with: ObjectID(entityName: Note.entityName, rowID: rowID), as: Note.self)
                else { return nil }
                var entry = Self.entry(note)
                entry.snippet = passage
                return entry
            }
        }
    }

    /// Writes one Markdown file per problem or topic into `folder`; returns the files written.
    public func export(to folder: URL) throws -> [URL] {
        let notes = try all().sorted { $0.createdAt < $1.createdAt }
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw PrepError("cannot create \(folder.path): \(error.localizedDescription)")
        }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        var written: [URL] = []
        for (subject, group) in Dictionary(grouping: notes, by: \.subject).sorted(by: { $0.key < $1.key }) {
            let fileName = subject.replacingOccurrences(of: ":", with: "-").replacingOccurrences(of: "/", with: "-") + ".md"
            var text = "# \(subject)\n"
            for note in group {
                text += "\n## \(formatter.string(from: note.createdAt))\n\n\(note.body.trimmingCharacters(in: .whitespacesAndNewlines))\n"
            }
            let url = folder.appendingPathComponent(fileName)
            do { try text.write(to: url, atomically: true, encoding: .utf8) } catch {
                throw PrepError("cannot write \(url.path): \(error.localizedDescription)")
            }
            written.append(url)
        }
        return written
    }

    // MARK: - Helpers

    private func attach(_ note: Note, to subject: NoteSubject, in view: ObjectContext) throws {
        switch subject {
        case .problem(let slug):
            guard let problem = try Problem.named(slug, in: view) else {
                throw PrepError("unknown problem '\(slug)' (for a topic, write topic:NAME)")
            }
            note.problem = problem
        case .topic(let name):
            guard !name.isEmpty else { throw PrepError("topic: needs a name, like topic:graphs") }
            note.topic = name
        }
    }

    private func fetch(_ subject: NoteSubject, in view: ObjectContext) throws -> [Note] {
        let predicate: FetchPredicate
        switch subject {
        case .problem(let slug):
            guard let problem = try Problem.named(slug, in: view) else {
                throw PrepError("unknown problem '\(slug)' (for a topic, write topic:NAME)")
            }
            predicate = Note.problem == problem.objectID
        case .topic(let name):
            predicate = Note.topic == name
        }
        return try view.fetch(FetchRequest<Note>(predicate, sortedBy: [Note.updatedAt.descending]))
    }

    private static func entry(_ note: Note) -> NoteEntry {
        let subject = note.problem.map { NoteSubject.problem($0.slug) } ?? .topic(note.topic ?? "")
        return NoteEntry(id: note.objectID.uriRepresentation, subject: subject.description, body: note.body,
                         tags: note.tags.split(separator: " ").map(String.init),
                         createdAt: note.createdAt, updatedAt: note.updatedAt, snippet: nil)
    }

    static func checked(_ body: String) throws -> String {
        let text = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw PrepError("the note is empty; nothing saved") }
        // SQLite's text ends at a NUL byte: the rest would be lost without a word.
        if let nul = body.utf8.firstIndex(of: 0) {
            let offset = body.utf8.distance(from: body.utf8.startIndex, to: nul)
            throw PrepError("the note has a NUL byte (at byte \(offset)); notes are text; nothing saved")
        }
        return body
    }

    /// Decodes a note read from a file or standard input, refusing what is not UTF-8.
    public static func decode(_ data: Data, from source: String) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw PrepError("\(source) is not UTF-8 text; nothing saved")
        }
        return text
    }

    static func hashtags(in text: String) -> [String] {
        var tags: [String] = []
        for word in text.split(whereSeparator: { $0.isWhitespace }) where word.hasPrefix("#") && word.count > 1 {
            let tag = word.dropFirst().trimmingCharacters(in: CharacterSet(charactersIn: ".,;:!?)(\"'"))
            if !tag.isEmpty, !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    /// Each word of the query quoted (so FTS5 syntax in it cannot fail), ANDed; a trailing
    /// `*` keeps prefix matching.
    static func ftsQuery(_ query: String) -> String {
        query.split(whereSeparator: { $0.isWhitespace }).compactMap { word -> String? in
            let prefix = word.hasSuffix("*")
            let core = (prefix ? word.dropLast() : word[...]).replacingOccurrences(of: "\"", with: "\"\"")
            guard !core.isEmpty else { return nil }
            return "\"\(core)\"" + (prefix ? "*" : "")
        }.joined(separator: " ")
    }
}
