import XCTest

final class HelpTests: EndToEndTestCase {
    func testHelpListsEveryCommand() throws {
        let help = try prep("--help")
        XCTAssertEqual(help.status, 0)
        for command in ["list", "show", "new", "solve", "history", "stats", "note", "notes", "review", "verify", "import", "languages"] {
            XCTAssertTrue(help.stdout.contains("  \(command) "), "help lacks \(command):\n\(help.stdout)")
        }
        let solve = try prep("solve", "--help")
        XCTAssertTrue(solve.stdout.contains("--fail-fast") && solve.stdout.contains("--watch"), solve.stdout)
    }

    func testCompletionScripts() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try prep("--generate-completion-script", shell)
            XCTAssertEqual(script.status, 0, shell)
            XCTAssertTrue(script.stdout.contains("solve"), "\(shell) completion lacks subcommands")
        }
    }

    func testShowAndNew() throws {
        let show = try prep("show", "add-two")
        XCTAssertEqual(show.status, 0, show.stderr)
        XCTAssertTrue(show.stdout.hasPrefix("Add Two  (add-two)\neasy · maths · time limit 2.00 s · memory 256 MiB"), show.stdout)
        XCTAssertTrue(show.stdout.contains("Sample 1"), "samples the statement lacks are shown: \(show.stdout)")
        let created = try prep("new", "add-two", "--lang", "python")
        XCTAssertEqual(created.status, 0, created.stderr)
        let source = try String(contentsOf: work.appendingPathComponent("add-two.py"), encoding: .utf8)
        XCTAssertTrue(source.contains("One line with two integers"), source)
        XCTAssertEqual(try prep("new", "add-two", "--lang", "python").status, 2, "never overwrites")
        // The starting file runs (and is judged: it prints the first number).
        XCTAssertEqual(try prep("solve", "add-two").status, 1)
    }
}
