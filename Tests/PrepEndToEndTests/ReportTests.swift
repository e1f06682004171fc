import Foundation
import XCTest

/// `prep report` in a real browser: headless Chromium loads the page made from a store with a
/// known history; the DOM holds the charts' data, nothing outside the file is requested, and a
/// screenshot is kept in `.build/test-artifacts/report.png` for a person to look at.
final class ReportTests: EndToEndTestCase {
    static let artifacts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/test-artifacts")

    /// Chromium, or a skip (a failure when `.ci/run` says it installed one).
    func chromium() throws -> String {
        if let found = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            return found
        }
        if ProcessInfo.processInfo.environment["PREP_REQUIRE_CHROMIUM"] != nil { XCTFail("chromium is missing") }
        throw XCTSkip("chromium is not installed (apt-get install chromium)")
    }

    /// Runs headless Chromium on `page` with `arguments`; its standard output.
    func headless(_ chromium: String, _ arguments: [String], page: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                             "--disable-component-update", "--disable-sync", "--hide-scrollbars",
                             "--user-data-dir=\(work.appendingPathComponent("chromium-profile").path)"] + arguments + [page.absoluteString]
        process.currentDirectoryURL = work
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let killer = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: killer)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        killer.cancel()
        return String(decoding: data, as: UTF8.self)
    }

    /// The URLs the page itself asked for, from the browser's network log: requests whose
    /// network isolation key is the file's site (the browser's own, to its update and account
    /// services, have other keys).
    func pageRequests(_ netLog: URL) throws -> [String] {
        var data = try Data(contentsOf: netLog)
        if (try? JSONSerialization.jsonObject(with: data)) == nil {
            // A log cut short at exit lacks its closing brackets.
            var text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if text.hasSuffix(",") { text.removeLast() }
            data = Data((text + "]}").utf8)
        }
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let events = try XCTUnwrap(log["events"] as? [[String: Any]])
        return events.compactMap { event in
            guard let params = event["params"] as? [String: Any], let url = params["url"] as? String,
                  let key = params["network_isolation_key"] as? String, key.hasPrefix("file://") else { return nil }
            return url
        }
    }

    func testThePageShowsTheHistoryInABrowserAndRequestsNothing() throws {
        let chromium = try chromium()
        // A known history: add-two solved (after a hint), max-of failed, a note with Markdown
        // and HTML, a review card.
        try write("add-two.py", Self.pythonAdd)
        XCTAssertEqual(try prep("hint", "add-two").status, 0)
        XCTAssertEqual(try prep("solve", "add-two").status, 0)
        try write("max-of.py", "print(0)\n")
        XCTAssertEqual(try prep("solve", "max-of").status, 1)
        XCTAssertEqual(try prep("note", "add-two", "Just **add** them: `a + b`. <img src=\"http://127.0.0.1:9/x.png\"> #maths").status, 0)
        XCTAssertEqual(try prep("review", "add-two", "--rate", "good").status, 0)
        XCTAssertEqual(try prep("note", "topic:sorting", "Sort first, then scan.").status, 0)
        XCTAssertEqual(try prep("run", "add-two").status, 0)

        let written = try prep("report", "-o", "page.html")
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertTrue(written.stdout.hasPrefix("wrote page.html ("), written.stdout)
        let page = work.appendingPathComponent("page.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertFalse(html.contains("<script"), "no script, and a note's HTML is text")
        XCTAssertTrue(html.contains("default-src 'none'"))
        XCTAssertTrue(html.contains("@media (prefers-color-scheme: dark)") && html.contains("@media print"))

        let netLog = work.appendingPathComponent("netlog.json")
        let dom = try headless(chromium, ["--dump-dom", "--log-net-log=\(netLog.path)"], page: page)
        // The calendar: a year of days, today's solve among them.
        XCTAssertEqual(dom.components(separatedBy: "data-attempts=").count - 1, 365, "a square per day")
        let today = { let f = DateFormatter(); f.dateFormat = "yyyy-MM-dd"; return f.string(from: Date()) }()
        XCTAssertTrue(dom.contains("data-attempts=\"2\" data-date=\"\(today)\" data-solved=\"1\""), "today: 2 attempts, 1 solved")
        // Difficulty and topic bars, the topic linking to its list and on to the problem.
        XCTAssertTrue(dom.contains("data-attempted=\"1\" data-name=\"easy\" data-solved=\"1\" data-total=\"1\""), dom)
        XCTAssertTrue(dom.contains("data-attempted=\"1\" data-name=\"sorting\" data-solved=\"0\" data-total=\"1\""))
        XCTAssertTrue(dom.contains("<a href=\"#topic-maths\">") && dom.contains("id=\"topic-maths\""))
        XCTAssertTrue(dom.contains("href=\"#problem-add-two\"") && dom.contains("id=\"problem-add-two\""))
        // Every link within the page reaches an element that is there.
        let links = try NSRegularExpression(pattern: ##"href="#([^"]+)""##)
        for match in links.matches(in: dom, range: NSRange(dom.startIndex..., in: dom)) {
            let target = Range(match.range(at: 1), in: dom).map { String(dom[$0]) } ?? ""
            XCTAssertTrue(dom.contains("id=\"\(target)\""), "a link to #\(target), which is not on the page")
        }
        // A topic's notes beside its problems; a practice run beside the problem's attempts.
        XCTAssertTrue(dom.contains("Sort first, then scan."), "the topic note")
        XCTAssertTrue(dom.contains("Practice: run "), "prep run's practice run")
        // The review forecast's columns are dated.
        XCTAssertTrue(dom.contains(">today</text>"), "the forecast's first column says today")
        // This week's acceptance (1 of 2) and the review forecast (one card, due tomorrow or later).
        XCTAssertTrue(dom.contains("data-value=\"50\""), "acceptance 50% this week")
        let due = try NSRegularExpression(pattern: #"data-due="(\d+)""#)
        let dueCounts = due.matches(in: dom, range: NSRange(dom.startIndex..., in: dom)).compactMap {
            Range($0.range(at: 1), in: dom).flatMap { Int(dom[$0]) }
        }
        XCTAssertEqual(dueCounts.count, 30)
        XCTAssertEqual(dueCounts.reduce(0, +), 1)
        // The problem's attempts, hint and note: Markdown rendered, its HTML shown as text.
        XCTAssertTrue(dom.contains("1 attempt: AC 1 · 1 hint used"), dom)
        XCTAssertTrue(dom.contains("Just <strong>add</strong> them: <code>a + b</code>."))
        XCTAssertTrue(dom.contains("&lt;img src=\"http://127.0.0.1:9/x.png\"&gt;"))

        // Nothing outside the file: no http(s) URL in the network log. (The log does catch
        // one: the same image in a page without the report's policy is requested.)
        let urls = try pageRequests(netLog)
        XCTAssertEqual(urls.filter { !$0.hasPrefix("file:") && !$0.hasPrefix("data:") }, [])
        let control = work.appendingPathComponent("control.html")
        try "<html><body><img src=\"http://127.0.0.1:9/x.png\"></body></html>".write(to: control, atomically: true, encoding: .utf8)
        let controlLog = work.appendingPathComponent("control-netlog.json")
        _ = try headless(chromium, ["--dump-dom", "--log-net-log=\(controlLog.path)"], page: control)
        XCTAssertTrue(try pageRequests(controlLog).contains("http://127.0.0.1:9/x.png"), "the network log shows the page's requests")

        // A screenshot for a person to look at.
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        let shot = Self.artifacts.appendingPathComponent("report.png")
        try? FileManager.default.removeItem(at: shot)
        _ = try headless(chromium, ["--screenshot=\(shot.path)", "--window-size=1100,2400"], page: page)
        let png = try Data(contentsOf: shot)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
        XCTAssertGreaterThan(png.count, 10_000)
        let kept = Self.artifacts.appendingPathComponent("report.html")
        try? FileManager.default.removeItem(at: kept)
        try FileManager.default.copyItem(at: page, to: kept)
    }

    /// --open hands the page to the desktop's opener (a stand-in xdg-open on PATH here), and
    /// says so in one line when there is none.
    func testOpenStartsTheDesktopsOpener() throws {
        let bin = work.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let opened = work.appendingPathComponent("opened.txt")
        let opener = bin.appendingPathComponent("xdg-open")
        try "#!/bin/sh\necho \"$1\" > \(opened.path)\n".write(to: opener, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
        let result = try prep(["report", "--open"], env: ["PATH": bin.path + ":/usr/bin:/bin"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: opened.path) && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        XCTAssertEqual(try String(contentsOf: opened, encoding: .utf8), work.appendingPathComponent("prep-report.html").path + "\n")
        let none = try prep(["report", "--open"], env: ["PATH": work.appendingPathComponent("empty").path])
        XCTAssertEqual(none.status, 0, "the page is written all the same")
        XCTAssertTrue(none.stderr.contains("no desktop opener (xdg-open) found; open "), none.stderr)
    }

    func testAnUnwritableOutputIsAOneLineError() throws {
        for output in ["no-such-folder/page.html", "."] {
            let result = try prep("report", "-o", output)
            XCTAssertEqual(result.status, 2, result.stdout)
            XCTAssertEqual(result.stderr.split(separator: "\n").filter { !$0.hasPrefix("prep: imported") }.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains(output), result.stderr)
        }
        let json = try prep("report", "--json", "-o", "p.html")
        XCTAssertEqual((json.json as? [String: Any])?["problems"] as? Int, 2, json.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: work.appendingPathComponent("p.html").path))
    }
}
