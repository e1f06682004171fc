import XCTest
@testable import PrepKit

/// The passage shown for a note search hit is cut around the first match, at a cost that
/// does not grow with the note (FTS5's own snippet() was quadratic in the matches).
final class NoteBookTests: XCTestCase {
    func testPassageShowsTheFirstMatchInAWindowOfWords() {
        let note = "Merge sort counts, when the right half's element is taken, all that remain on the left are inversions."
        XCTAssertEqual(NoteBook.passage(of: note, terms: NoteBook.searchTerms("merge sort")),
                       "**Merge** **sort** counts, when the right half's element is taken, all that remain on the left…")
        XCTAssertEqual(NoteBook.passage(of: note, terms: NoteBook.searchTerms("inversions")),
                       "…the left are **inversions**.")
        let deep = String(repeating: "word ", count: 400_000) + "needle and the end"
        XCTAssertEqual(NoteBook.passage(of: deep, terms: ["needle"]), "…word word word **needle** and the end")
        XCTAssertEqual(NoteBook.passage(of: "nothing here matches", terms: ["zebra"]), "nothing here matches")
        XCTAssertEqual(NoteBook.searchTerms("Sorting merge* heaps"), ["sort", "merg", "heap"])
    }
}
