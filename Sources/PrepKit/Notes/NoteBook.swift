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
            // The subject is checked before anything is inserted, and a note that cannot be
            // saved is taken out again: the view context is shared by everything this store
            // does next, and a refused note left in it would be listed and fail every later save.
            let problem = try target(of: subject, in: view)
            let note = Note(context: view)
            if let problem { note.problem = problem } else if case .topic(let name) = subject { note.topic = name }
            note.body = text
            note.tags = Self.hashtags(in: text).joined(separator: " ")
            note.createdAt = now
            note.updatedAt = now
            do {
                try view.obtainPermanentIDs(for: [note])
                try view.save()
            } catch {
                try? view.delete(note)
                throw error
            }
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
        // FTS5 finds and ranks the notes; the passage is cut here. (FTS5's snippet() and
        // highlight() are quadratic in a note's matches: a 1 MB note took minutes.)
        let rowIDs = try store.reader.read { db in try PrepStore.noteMatches(db, query: match, limit: 200) }
        let terms = Self.searchTerms(query)
        let view = store.view
        return view.performAndWait {
            rowIDs.compactMap { rowID in
                guard let note = try? view.existingObject(with: ObjectID(entityName: Note.entityName, rowID: rowID), as: Note.self)
                else { return nil }
                var entry = Self.entry(note)
                entry.snippet = Self.passage(of: note.body, terms: terms)
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

    /// Calls `visit` with each whitespace-separated word of `text` in turn until it returns
    /// false: only as much of the text is read as the caller needs.
    static func forEachWord(in text: String, _ visit: (Substring) -> Bool) {
        let scalars = text.unicodeScalars
        // ASCII, nearly all of a note, is told apart without looking up Unicode properties.
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x80 ? scalar.value == 0x20 || (scalar.value >= 0x09 && scalar.value <= 0x0D) : scalar.properties.isWhitespace
        }
        var index = scalars.startIndex
        while index < scalars.endIndex {
            while index < scalars.endIndex, isSpace(scalars[index]) { index = scalars.index(after: index) }
            guard index < scalars.endIndex else { return }
            let start = index
            while index < scalars.endIndex, !isSpace(scalars[index]) { index = scalars.index(after: index) }
            if !visit(text[start..<index]) { return }
        }
    }

    /// The lowercased stems of a search's words (`sort*` → `sort`; `sorting` → `sort`).
    static func searchTerms(_ query: String) -> [String] {
        query.split(whereSeparator: { $0.isWhitespace }).compactMap { word in
            var term = word.lowercased().filter { $0.isLetter || $0.isNumber }
            for suffix in ["ing", "ed", "es", "s", "e"] where term.count > suffix.count + 2 && term.hasSuffix(suffix) {
                term.removeLast(suffix.count)
                break
            }
            return term.isEmpty ? nil : term
        }
    }

    /// The passage shown for a hit: about 16 words from just before the first word that
    /// matches one of `terms`, matching words in `**bold**`, `…` where it is cut. Its cost
    /// grows with where the first match is, not with the size of the note.
    static func passage(of body: String, terms: [String], words wanted: Int = 16) -> String {
        let initials = Set(terms.compactMap(\.utf8.first))
        func matches(_ word: Substring) -> Bool {
            // Most words fail on their first ASCII letter or digit, before any allocation.
            for byte in word.utf8 {
                if byte >= 0x80 { break }
                let lower = byte | 0x20
                if lower >= 0x61 && lower <= 0x7a { if !initials.contains(lower) { return false }; break }
                if byte >= 0x30 && byte <= 0x39 { if !initials.contains(byte) { return false }; break }
            }
            let plain = word.lowercased().filter { $0.isLetter || $0.isNumber }
            return terms.contains { plain.hasPrefix($0) }
        }
        var recent: [Substring] = []
        var skipped = false
        var window: [Substring] = []
        var more = false
        forEachWord(in: body) { word in
            if window.isEmpty && !matches(word) {
                recent.append(word)
                if recent.count > 3 { recent.removeFirst(); skipped = true }
                return true
            }
            if window.isEmpty { window = recent }
            if window.count == wanted { more = true; return false }
            window.append(word)
            return true
        }
        if window.isEmpty {  // no word matched (the hit was in the tags): the note's start
            let head = body.split(maxSplits: wanted, whereSeparator: \.isWhitespace)
            window = Array(head.prefix(wanted))
            skipped = false
            more = head.count > wanted
        }
        // Bold the word itself, not the punctuation around it ("**numbers**.").
        func bold(_ word: Substring) -> String {
            guard let first = word.firstIndex(where: { $0.isLetter || $0.isNumber }),
                  let last = word.lastIndex(where: { $0.isLetter || $0.isNumber }) else { return String(word) }
            return word[..<first] + "**" + word[first...last] + "**" + word[word.index(after: last)...]
        }
        let text = window.map { matches($0) ? bold($0) : String($0) }.joined(separator: " ")
        return (skipped ? "…" : "") + text + (more ? "…" : "")
    }

    /// The problem a note on `subject` belongs to (nil for a topic).
    /// - Throws: `PrepError` for an unknown problem or a topic with no name.
    private func target(of subject: NoteSubject, in view: ObjectContext) throws -> Problem? {
        switch subject {
        case .problem(let slug):
            guard let problem = try Problem.named(slug, in: view) else {
                throw PrepError("unknown problem '\(slug)' (for a topic, write topic:NAME)")
            }
            return problem
        case .topic(let name):
            guard !name.isEmpty else { throw PrepError("topic: needs a name, like topic:graphs") }
            return nil
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
