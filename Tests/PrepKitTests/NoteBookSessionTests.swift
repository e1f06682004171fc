import Foundation
import GRDB
import XCTest
@testable import PrepKit

/// Notes as `prep note` and `prep notes` keep them: on a problem or a topic, the latest one per
/// subject, edits, newest first, full-text search by word stem with the match shown in bold,
/// hashtags as tags, a refused note leaving nothing behind, and an export of one Markdown file
/// per subject.
final class NoteBookSessionTests: StoreTestCase {
    var notes: NoteBook!
    let sunday = Date(timeIntervalSince1970: 1_773_000_000)  // 2026-03-08 20:00 UTC

    override func setUpWithError() throws {
        try super.setUpWithError()
        try CatalogueSync(store: store).sync(folder: Self.problems)
        notes = NoteBook(store: store)
    }

    func day(_ n: Double) -> Date { sunday.addingTimeInterval(n * 86_400) }

    func testProblemAndTopicNotesUpdatesAndOrder() throws {
        let problem = try notes.add(.problem("add-two"), body: "Mind the overflow: 2e9 + 2e9 needs 64 bits. #overflow", now: day(0))
        let topic = try notes.add(NoteSubject("topic:sorting"), body: "Sort first, then two pointers. #two-pointers #sorting.",
                                  now: day(1))
        XCTAssertEqual(problem.subject, "add-two")
        XCTAssertEqual(topic.subject, "topic:sorting")
        XCTAssertEqual(problem.tags, ["overflow"])
        XCTAssertEqual(topic.tags, ["two-pointers", "sorting"], "hashtags become tags, without trailing punctuation")
        XCTAssertNotEqual(problem.id, topic.id)

        XCTAssertEqual(try notes.current(.problem("add-two"))?.body, problem.body)
        XCTAssertEqual(try notes.current(.topic("sorting"))?.id, topic.id)
        XCTAssertNil(try notes.current(.problem("max-of")))
        XCTAssertNil(try notes.current(.topic("graphs")))
        XCTAssertEqual(try notes.all().map(\.id), [topic.id, problem.id], "newest first")

        // Editing the older note makes it the newest; its tags follow the new text.
        try notes.update(id: problem.id, body: "Use Int64, or Python. #overflow #int64", now: day(2))
        let edited = try XCTUnwrap(try notes.current(.problem("add-two")))
        XCTAssertEqual(edited.id, problem.id)
        XCTAssertEqual(edited.body, "Use Int64, or Python. #overflow #int64")
        XCTAssertEqual(edited.tags, ["overflow", "int64"])
        XCTAssertEqual(edited.createdAt, day(0))
        XCTAssertEqual(edited.updatedAt, day(2))
        XCTAssertEqual(try notes.all().map(\.id), [problem.id, topic.id])
        XCTAssertEqual(try count("SELECT COUNT(*) FROM note"), 2, "an edit is not a new note")
        XCTAssertEqual(try store.reader.read { db in try String.fetchOne(db, sql: "SELECT tags FROM note WHERE problemId IS NOT NULL") },
                       "overflow int64")

        XCTAssertThrowsError(try notes.update(id: "note/999", body: "nothing to edit")) { XCTAssertTrue($0 is PrepError) }
    }

    func testSearchFindsStemsRanksAndHighlights() throws {
        let seldom = try notes.add(.problem("add-two"), body: """
            Read both numbers, add them, and print the total; the answer needs no sorted copy of anything at all here.
            """, now: day(0))
        let often = try notes.add(.topic("sorting"), body: "Sort first: sorting makes the sorted order plain.", now: day(1))
        let other = try notes.add(.problem("max-of"), body: "One pass keeps the largest value seen.", now: day(2))

        let hits = try notes.search("sorting")
        XCTAssertEqual(hits.map(\.id), [often.id, seldom.id], "stems match (sorted, sort), the note saying it most first")
        XCTAssertEqual(hits.first?.snippet, "**Sort** first: **sorting** makes the **sorted** order plain.")
        XCTAssertEqual(hits.last?.snippet, "…answer needs no **sorted** copy of anything at all here.")
        XCTAssertEqual(try notes.search("largest").map(\.id), [other.id])
        XCTAssertEqual(try notes.search("sorted pass").count, 0, "every word must match")
        XCTAssertEqual(try notes.search("zebra").count, 0)
        XCTAssertEqual(try notes.search("larg*").map(\.id), [other.id], "a trailing * matches a prefix")
        XCTAssertEqual(try notes.search("\"unbalanced (").count, 0, "query syntax in the words cannot fail")

        // The index follows edits.
        try notes.update(id: other.id, body: "Keep the maximum; no sorting needed.", now: day(3))
        XCTAssertEqual(try notes.search("largest").count, 0)
        XCTAssertEqual(Set(try notes.search("sort").map(\.id)), [often.id, seldom.id, other.id])
    }

    func testANoteWithANulByteIsRefusedAndNothingIsStored() throws {
        XCTAssertThrowsError(try notes.add(.topic("graphs"), body: "before\u{0}after")) { error in
            XCTAssertTrue(error is PrepError, "\(error)")
            XCTAssertTrue("\(error)".contains("NUL"), "\(error)")
        }
        XCTAssertThrowsError(try notes.add(.topic("graphs"), body: " \n\t ")) { XCTAssertTrue($0 is PrepError) }
        XCTAssertEqual(try notes.all().count, 0)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM note"), 0)

        let kept = try notes.add(.topic("graphs"), body: "BFS for shortest paths in unweighted graphs.")
        XCTAssertThrowsError(try notes.update(id: kept.id, body: "cut\u{0}short")) { XCTAssertTrue($0 is PrepError) }
        XCTAssertEqual(try notes.current(.topic("graphs"))?.body, "BFS for shortest paths in unweighted graphs.")
        XCTAssertEqual(try store.reader.read { db in try String.fetchAll(db, sql: "SELECT body FROM note") },
                       ["BFS for shortest paths in unweighted graphs."])
    }

    func testANoteOnAnUnknownProblemIsRefusedAndLeavesNothingBehind() throws {
        XCTAssertThrowsError(try notes.add(.problem("no-such-problem"), body: "a note about nothing")) { error in
            XCTAssertTrue(error is PrepError, "\(error)")
            XCTAssertTrue("\(error)".contains("no-such-problem"), "\(error)")
        }
        XCTAssertThrowsError(try notes.add(.topic(""), body: "a topic without a name")) { XCTAssertTrue($0 is PrepError) }
        XCTAssertThrowsError(try notes.current(.problem("no-such-problem"))) { XCTAssertTrue($0 is PrepError) }
        XCTAssertEqual(try notes.all().map(\.subject), [], "the refused notes are not listed")

        // The next note is stored alone, and other writes through the view context still work:
        // nothing of the refused notes is left pending there.
        var next: NoteEntry?
        XCTAssertNoThrow(next = try notes.add(.problem("add-two"), body: "The next note."))
        XCTAssertNoThrow(try ReviewScheduler(store: store).rate("add-two", .good))
        XCTAssertEqual(try notes.all().map(\.id), next.map { [$0.id] } ?? [])
        XCTAssertEqual(try store.reader.read { db in try String.fetchAll(db, sql: "SELECT body FROM note") }, ["The next note."])
    }

    func testExportWritesOneMarkdownFilePerSubject() throws {
        try notes.add(.problem("add-two"), body: "First thought.\n", now: day(0))
        try notes.add(.topic("sorting"), body: "Merge sort is stable.", now: day(1))
        try notes.add(.problem("add-two"), body: "Second thought.", now: day(2))

        let out = folder.appendingPathComponent("export")
        let written = try notes.export(to: out)
        XCTAssertEqual(written.map(\.lastPathComponent), ["add-two.md", "topic-sorting.md"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(), ["add-two.md", "topic-sorting.md"])
        XCTAssertEqual(try String(contentsOf: out.appendingPathComponent("add-two.md"), encoding: .utf8), """
            # add-two

            ## 2026-03-08

            First thought.

            ## 2026-03-10

            Second thought.

            """)
        XCTAssertEqual(try String(contentsOf: out.appendingPathComponent("topic-sorting.md"), encoding: .utf8),
                       "# topic:sorting\n\n## 2026-03-09\n\nMerge sort is stable.\n")
    }
}
