import Foundation
import XCTest

final class NotesTests: EndToEndTestCase {
    func testNotesAreAddedEditedFoundAndExported() throws {
        XCTAssertEqual(try prep("note", "add-two", "Watch for #overflow: the sum needs 64 bits.").status, 0)
        XCTAssertEqual(try prep("note", "topic:maths", "-", stdin: Data("Modular inverse via Fermat when p is prime.\n".utf8)).status, 0)

        // Without TEXT, $EDITOR edits the subject's latest note in place.
        let editor = try write("fake-editor.sh", "#!/bin/sh\nprintf '\\nAlso: negative numbers. #edge-cases\\n' >> \"$1\"\n")
        chmod(editor.path, 0o755)
        let edited = try prep("note", "add-two", env: ["EDITOR": editor.path, "VISUAL": ""])
        XCTAssertEqual(edited.status, 0, edited.stderr)
        var notes = try XCTUnwrap(try prep("notes", "--json").json as? [[String: Any]])
        XCTAssertEqual(notes.count, 2)
        let addTwo = try XCTUnwrap(notes.first { $0["subject"] as? String == "add-two" })
        XCTAssertEqual(addTwo["body"] as? String, "Watch for #overflow: the sum needs 64 bits.\nAlso: negative numbers. #edge-cases\n")
        XCTAssertEqual(addTwo["tags"] as? [String], ["overflow", "edge-cases"])

        // Full-text search with stemming, a highlighted passage, and prefix matching.
        notes = try XCTUnwrap(try prep("notes", "numbers", "--json").json as? [[String: Any]])
        XCTAssertEqual(notes.map { $0["subject"] as? String }, ["add-two"])
        XCTAssertTrue((notes.first?["snippet"] as? String ?? "").contains("**numbers**"))
        notes = try XCTUnwrap(try prep("notes", "ferm*", "--json").json as? [[String: Any]])
        XCTAssertEqual(notes.map { $0["subject"] as? String }, ["topic:maths"])
        XCTAssertEqual((try prep("notes", "\"unbalanced", "--json").json as? [Any])?.count, 0, "FTS syntax in a query cannot fail")

        // Export: one Markdown file per problem or topic.
        let folder = work.appendingPathComponent("exported")
        XCTAssertEqual(try prep("notes", "--export", folder.path).status, 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(files, ["add-two.md", "topic-maths.md"])
        let markdown = try String(contentsOf: folder.appendingPathComponent("add-two.md"), encoding: .utf8)
        XCTAssertTrue(markdown.hasPrefix("# add-two\n"), markdown)
        XCTAssertTrue(markdown.contains("Also: negative numbers."), markdown)
    }

    func testEmptyNoteAndUnknownSubjectAreRefused() throws {
        XCTAssertEqual(try prep("note", "add-two", "-", stdin: Data("   \n".utf8)).status, 2)
        let unknown = try prep("note", "no-such", "text")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown problem 'no-such'"), unknown.stderr)
    }
}
