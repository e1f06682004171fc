import Foundation
import Ink
import Plot

/// `prep report`'s page: one self-contained HTML file (inline CSS and SVG, no script, nothing
/// fetched: its Content-Security-Policy allows nothing outside the file) built with Plot; the
/// charts are SVG drawn here; notes are Markdown rendered by Ink.
public enum ReportPage {
    public static func html(_ report: ProgressReport) -> String {
        let s = report.stats
        let page = HTML(
            .lang(.english),
            .head(
                .encoding(.utf8),
                .meta(.attribute(named: "http-equiv", value: "Content-Security-Policy"),
                      .content("default-src 'none'; style-src 'unsafe-inline'; img-src data:")),
                .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                .title("prep · progress"),
                .style(css)
            ),
            .body(
                .header(
                    .h1("prep · progress"),
                    .p(.class("dim"), .text("Generated \(dateTime(report.generatedAt)) · \(s.overall.total) problems"))
                ),
                tiles(report),
                .section(.id("calendar"), .h2("The last year"), calendar(report.year),
                         .p(.class("dim"), .text("Solved per day (accepted attempts). Streak: \(days(s.currentStreak)) now, "
                                                  + "longest \(days(s.longestStreak)).")),
                         .p(.class("legend"), .text("Less "), legend, .text(" More"))),
                .section(.id("difficulty"), .h2("By difficulty"), bars(s.byDifficulty, link: false), barKey),
                .section(.id("topics"), .h2("By topic"), bars(s.byTopic, link: true), barKey,
                         s.weakestTopics.isEmpty ? .empty
                             : .p(.strong("Weakest: "), .group(s.weakestTopics.enumerated().map { i, t in
                                 .group(.text(i == 0 ? "" : ", "),
                                        .a(.href("#topic-\(attr(t.name))"), .text("\(t.name) (\(t.solved)/\(t.attempted) solved)")))
                             }))),
                .section(.id("over-time"), .h2("Over time, by week"),
                         lineChart(id: "acceptance", title: "Acceptance rate",
                                   points: report.weeks.map { ($0.start, $0.acceptanceRate.map { $0 * 100 }) },
                                   format: { String(format: "%.0f%%", $0) }, fixedMax: 100),
                         lineChart(id: "time-to-accepted", title: "Median time to accepted",
                                   points: report.weeks.map { ($0.start, $0.medianSecondsToAccepted.map { $0 / 60 }) },
                                   format: { String(format: "%.0f min", $0) }, fixedMax: nil)),
                .section(.id("forecast"), .h2("Reviews due, next 30 days"), forecast(report.forecast, from: report.generatedAt)),
                interviews(s.interviews),
                .section(.id("by-topic"), .h2("Problems by topic"), .group(s.byTopic.map { topic in
                    .div(.id("topic-\(attr(topic.name))"), .class("topic"),
                         .h3(.text("\(topic.name) · \(topic.solved)/\(topic.total) solved")),
                         .ul(.group(report.problems.filter { $0.topics.contains(topic.name) }.map { p in
                             // A link only where the page has the problem's section.
                             .li(p.hasSection ? .a(.href("#problem-\(attr(p.slug))"), .text(p.name)) : .text(p.name),
                                 p.leetcode.map { .span(.class("dim"), .text(" (LeetCode \($0))")) } ?? .empty,
                                 .text(" · \(p.difficulty.isEmpty ? "unrated" : p.difficulty) · "),
                                 .span(.class(p.solved ? "ok" : p.attempts > 0 ? "tried" : "dim"),
                                       .text(p.solved ? "solved" : p.attempts > 0 ? "attempted" : "new")))
                         })),
                         // The topic's own notes (prep note topic:NAME).
                         .group((report.topicNotes[topic.name] ?? []).map { .div(.class("note"), .raw(noteHTML($0))) }))
                })),
                .section(.id("problems"), .h2("Problems attempted"),
                         .group(report.problems.filter(\.hasSection).map(problem)))
            )
        )
        return page.render()
    }

    // MARK: - Parts

    private static func tiles(_ report: ProgressReport) -> Node<HTML.BodyContext> {
        let s = report.stats
        var items: [(String, String)] = [
            ("Solved", "\(s.overall.solved) of \(s.overall.total)"),
            ("Attempts", "\(s.attempts)"),
            ("Accepted", String(format: "%.0f%%", s.acceptanceRate * 100)),
            ("Streak", "\(days(s.currentStreak)) (longest \(s.longestStreak))"),
            ("Reviews due", "\(s.reviewsDue)"),
        ]
        if let median = s.medianSecondsToAccepted { items.append(("Median to accepted", duration(median))) }
        return .div(.class("tiles"), .group(items.map { name, value in
            .div(.class("tile"), .span(.class("dim"), .text(name)), .strong(.text(value)))
        }))
    }

    private static func interviews(_ i: InterviewSummary) -> Node<HTML.BodyContext> {
        .section(.id("interviews"), .h2("Interviews"),
                 i.sessions == 0 ? .p(.class("dim"), .text("No interview yet: prep interview rehearses one."))
                     : .p(.attribute(named: "data-sessions", value: "\(i.sessions)"),
                          .text("\(i.sessions) session\(i.sessions == 1 ? "" : "s") · "
                                + String(format: "%.0f%% accepted", i.successRate * 100)
                                + (i.medianMinutes.map { " · median \(duration($0 * 60))" } ?? ""))))
    }

    private static func problem(_ p: ProgressReport.ProblemPage) -> Node<HTML.BodyContext> {
        let verdicts = p.verdicts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }.joined(separator: " · ")
        return .div(.id("problem-\(attr(p.slug))"), .class("problem"),
                    .h3(.text(p.name), .span(.class("dim"), .text("  \(p.slug) · \(p.difficulty) · \(p.topics.joined(separator: ", "))"
                                                                   + (p.leetcode.map { " · LeetCode \($0)" } ?? "")))),
                    .p(.text("\(p.attempts) attempt\(p.attempts == 1 ? "" : "s")" + (verdicts.isEmpty ? "" : ": \(verdicts)")
                             + (p.hintsUsed > 0 ? " · \(p.hintsUsed) hint\(p.hintsUsed == 1 ? "" : "s") used" : ""))),
                    p.growth.map { .p(.strong("Growth: "), .text($0)) } ?? .empty,
                    p.latest.isEmpty ? .empty : .table(
                        .thead(.tr(.th("When"), .th("Verdict"), .th("Tests"), .th("Language"), .th("Time"), .th("Memory"))),
                        .tbody(.group(p.latest.map { a in
                            .tr(.td(.text(dateTime(a.at))), .td(.span(.class(a.verdict == "AC" ? "ok" : "bad"), .text(a.verdict))),
                                .td(.text("\(a.testsPassed)/\(a.testsTotal)" + (a.stretch.map { " · stretch \($0)" } ?? ""))),
                                .td(.text(a.language)),
                                .td(.text(String(format: "%.3f s", a.cpuSeconds))),
                                .td(.text(a.peakMemoryBytes > 0 ? String(format: "%.1f MiB", Double(a.peakMemoryBytes) / 1_048_576) : "")))
                        }))),
                    p.practice.isEmpty ? .empty : .p(.class("dim"), .text("Practice: "
                        + p.practice.map { "\($0.kind) \(dateTime($0.at)): \($0.outcome)" }.joined(separator: " · "))),
                    .group(p.notes.map { .div(.class("note"), .raw(noteHTML($0))) }))
    }

    // MARK: - Charts

    /// A year of days as weeks of seven squares, shaded by solves; each square titled.
    private static func calendar(_ days: [StatsReport.Day]) -> Node<HTML.BodyContext> {
        let cell = 12, gap = 2
        // The first column starts on the weekday of the first day (0 = Monday).
        let first = weekday(days.first?.date ?? "1970-01-05")
        let columns = (first + days.count + 6) / 7
        let width = columns * (cell + gap) + 30, height = 7 * (cell + gap) + 4
        var nodes: [Node<HTML.BodyContext>] = []
        for (row, label) in [(0, "Mon"), (2, "Wed"), (4, "Fri")] {
            nodes.append(svg("text", ["x": "0", "y": "\(row * (cell + gap) + cell - 2)", "class": "axis"], [.text(label)]))
        }
        for (i, day) in days.enumerated() {
            let slot = first + i
            nodes.append(svg("rect", ["x": "\(30 + slot / 7 * (cell + gap))", "y": "\(slot % 7 * (cell + gap))",
                                      "width": "\(cell)", "height": "\(cell)", "rx": "2", "class": "l\(level(day.accepted))",
                                      "data-date": day.date, "data-solved": "\(day.accepted)", "data-attempts": "\(day.attempts)"],
                             [svg("title", [:], [.text("\(day.date): \(day.accepted) solved, \(day.attempts) attempts")])]))
        }
        return svg("svg", ["id": "calendar-chart", "viewBox": "0 0 \(width) \(height)", "role": "img",
                           "aria-label": "Solves per day over the last year"], nodes)
    }

    private static var legend: Node<HTML.BodyContext> {
        svg("svg", ["viewBox": "0 0 70 12", "width": "70", "height": "12"],
            (0...4).map { svg("rect", ["x": "\($0 * 14)", "y": "0", "width": "12", "height": "12", "rx": "2", "class": "l\($0)"], []) })
    }

    private static var barKey: Node<HTML.BodyContext> {
        .p(.class("legend"), .span(.class("key solved"), .text("■")), .text(" solved  "),
           .span(.class("key attempted"), .text("■")), .text(" attempted  "), .span(.class("key total"), .text("■")), .text(" total"))
    }

    /// Solved / attempted / total as three overlaid bars per row; topic rows link to their list.
    private static func bars(_ tallies: [StatsReport.Tally], link: Bool) -> Node<HTML.BodyContext> {
        let row = 22, label = 170, width = 420
        let most = max(1, tallies.map(\.total).max() ?? 1)
        let rows: [Node<HTML.BodyContext>] = tallies.enumerated().map { i, t in
            let y = i * row
            func w(_ n: Int) -> String { "\(max(0, width * n / most))" }
            let group = svg("g", ["class": "bar", "data-name": t.name, "data-solved": "\(t.solved)",
                                  "data-attempted": "\(t.attempted)", "data-total": "\(t.total)"], [
                svg("title", [:], [.text("\(t.name): \(t.solved) solved, \(t.attempted) attempted, \(t.total) in all")]),
                svg("text", ["x": "0", "y": "\(y + 15)", "class": "label"], [.text(t.name)]),
                svg("rect", ["x": "\(label)", "y": "\(y + 3)", "width": w(t.total), "height": "16", "class": "total"], []),
                svg("rect", ["x": "\(label)", "y": "\(y + 3)", "width": w(t.attempted), "height": "16", "class": "attempted"], []),
                svg("rect", ["x": "\(label)", "y": "\(y + 3)", "width": w(t.solved), "height": "16", "class": "solved"], []),
                svg("text", ["x": "\(label + width + 8)", "y": "\(y + 15)", "class": "axis"], [.text("\(t.solved)/\(t.total)")]),
            ])
            return link ? svg("a", ["href": "#topic-\(t.name)"], [group]) : group
        }
        return svg("svg", ["class": "bars", "viewBox": "0 0 \(label + width + 60) \(max(row, tallies.count * row))", "role": "img"], rows)
    }

    /// A weekly line; weeks without data break it.
    private static func lineChart(id: String, title: String, points: [(String, Double?)],
                                  format: (Double) -> String, fixedMax: Double?) -> Node<HTML.BodyContext> {
        let width = 900.0, height = 150.0, left = 50.0, bottom = 20.0
        let top = fixedMax ?? max(1, points.compactMap(\.1).max() ?? 1)
        let step = (width - left - 8) / Double(max(1, points.count - 1))
        func x(_ i: Int) -> Double { left + Double(i) * step }
        func y(_ v: Double) -> Double { (height - bottom) * (1 - v / top) + 2 }
        var segments: [[String]] = [[]]
        var dots: [Node<HTML.BodyContext>] = []
        for (i, (week, value)) in points.enumerated() {
            guard let value else {
                if !(segments.last?.isEmpty ?? true) { segments.append([]) }
                continue
            }
            segments[segments.count - 1].append(String(format: "%.1f,%.1f", x(i), y(value)))
            dots.append(svg("circle", ["cx": String(format: "%.1f", x(i)), "cy": String(format: "%.1f", y(value)), "r": "2.5",
                                       "data-week": week, "data-value": String(format: "%.4g", value)],
                            [svg("title", [:], [.text("week of \(week): \(format(value))")])]))
        }
        var nodes: [Node<HTML.BodyContext>] = [
            svg("line", ["x1": "\(left)", "y1": "\(y(0))", "x2": "\(width)", "y2": "\(y(0))", "class": "grid"], []),
            svg("line", ["x1": "\(left)", "y1": "\(y(top))", "x2": "\(width)", "y2": "\(y(top))", "class": "grid"], []),
            // Labels anchored so that none runs past the view box's edge.
            svg("text", ["x": "\(left - 6)", "y": "\(y(top) + 4)", "class": "axis", "text-anchor": "end"], [.text(format(top))]),
            svg("text", ["x": "\(left - 6)", "y": "\(y(0) + 4)", "class": "axis", "text-anchor": "end"], [.text(format(0))]),
            svg("text", ["x": "\(left)", "y": "\(height + 12)", "class": "axis"], [.text(points.first?.0 ?? "")]),
            svg("text", ["x": "\(width)", "y": "\(height + 12)", "class": "axis", "text-anchor": "end"], [.text(points.last?.0 ?? "")]),
        ]
        nodes += segments.filter { !$0.isEmpty }.map { svg("polyline", ["points": $0.joined(separator: " "), "class": "line"], []) }
        nodes += dots
        return .div(.class("chart"), .h3(.text(title)),
                    dots.isEmpty ? .p(.class("dim"), .text("Nothing yet.")) : .empty,
                    svg("svg", ["id": "\(id)-chart", "viewBox": "0 0 \(width) \(height + 16)", "role": "img", "aria-label": title], nodes))
    }

    /// Reviews due per day as columns; the first includes the overdue ones.
    private static func forecast(_ counts: [Int], from now: Date) -> Node<HTML.BodyContext> {
        let column = 30, height = 100
        let most = max(1, counts.max() ?? 1)
        let today = Int((now.timeIntervalSince1970 + Double(TimeZone.current.secondsFromGMT(for: now))) / 86_400)
        let nodes: [Node<HTML.BodyContext>] = counts.enumerated().map { i, n in
            let h = height * n / most
            let date = ProgressReport.date(day: today + i)
            return svg("g", ["class": "due", "data-date": date, "data-due": "\(n)"], [
                svg("rect", ["x": "\(i * column + 2)", "y": "\(height - h)", "width": "\(column - 4)", "height": "\(h)", "class": "solved"],
                    [svg("title", [:], [.text("\(date): \(n) due" + (i == 0 ? " (with the overdue)" : ""))])]),
                n > 0 ? svg("text", ["x": "\(i * column + 4)", "y": "\(max(10, height - h - 3))", "class": "axis"], [.text("\(n)")]) : .empty,
                // The date under every seventh column (month-day), the first one "today".
                i % 7 == 0 ? svg("text", ["x": "\(i * column + 2)", "y": "\(height + 14)", "class": "axis"],
                                 [.text(i == 0 ? "today" : String(date.dropFirst(5)))]) : .empty,
            ])
        }
        return svg("svg", ["id": "forecast-chart", "viewBox": "0 0 \(counts.count * column) \(height + 18)", "role": "img",
                           "aria-label": "Reviews due per day"], nodes)
    }

    // MARK: - Helpers

    /// A note's Markdown as HTML; HTML written in the note is shown as text, not obeyed.
    static func noteHTML(_ markdown: String) -> String {
        var parser = MarkdownParser()
        parser.addModifier(Modifier(target: .html) { input in attr(String(input.markdown)) })
        return parser.html(from: markdown)
    }

    /// An SVG element with attributes (escaped) and children.
    private static func svg(_ name: String, _ attributes: [String: String], _ children: [Node<HTML.BodyContext>]) -> Node<HTML.BodyContext> {
        .element(named: name, nodes: attributes.sorted { $0.key < $1.key }.map { .attribute(named: $0.key, value: attr($0.value)) } + children)
    }

    /// A value made safe for an attribute in double quotes.
    static func attr(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(c)
            }
        }
        return out
    }

    private static func level(_ solved: Int) -> Int {
        switch solved {
        case 0: 0
        case 1: 1
        case 2...3: 2
        case 4...6: 3
        default: 4
        }
    }

    /// 0 for Monday … 6 for Sunday, of "yyyy-MM-dd".
    private static func weekday(_ date: String) -> Int {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return 0 }
        // Days since 1970-01-01 (a Thursday), by the inverse of ProgressReport.date.
        let (y0, m, d) = (parts[0], parts[1], parts[2])
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return ((days % 7) + 7 + 3) % 7
    }

    private static func days(_ n: Int) -> String { "\(n) day\(n == 1 ? "" : "s")" }

    private static func duration(_ seconds: Double) -> String { DurationText.of(seconds) }

    private static func dateTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    // MARK: - Style

    static let css = """
        :root { --bg: #ffffff; --fg: #1f2328; --dim: #656d76; --line: #d0d7de; --card: #f6f8fa;
                --l0: #ebedf0; --l1: #9be9a8; --l2: #40c463; --l3: #30a14e; --l4: #216e39;
                --solved: #2da44e; --attempted: #d4a72c; --total: #d0d7de; --bad: #cf222e; --accent: #0969da; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #0d1117; --fg: #e6edf3; --dim: #8d96a0; --line: #30363d; --card: #161b22;
                  --l0: #161b22; --l1: #0e4429; --l2: #006d32; --l3: #26a641; --l4: #39d353;
                  --solved: #3fb950; --attempted: #bb8009; --total: #30363d; --bad: #f85149; --accent: #4493f8; }
        }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 960px; padding: 24px; background: var(--bg); color: var(--fg);
               font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
        h1 { margin: 0; font-size: 24px; } h2 { margin-top: 32px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
        h3 { margin: 16px 0 4px; font-size: 15px; }
        a { color: var(--accent); text-decoration: none; } a:hover { text-decoration: underline; }
        .dim { color: var(--dim); } .ok { color: var(--solved); } .bad { color: var(--bad); } .tried { color: var(--attempted); }
        .tiles { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 16px; }
        .tile { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 8px 14px; min-width: 120px; }
        .tile span, .tile strong { display: block; } .tile strong { font-size: 18px; }
        svg { max-width: 100%; height: auto; display: block; } .legend svg { display: inline; vertical-align: middle; }
        svg text { fill: var(--fg); font-size: 11px; } svg .axis { fill: var(--dim); font-size: 10px; }
        .l0 { fill: var(--l0); } .l1 { fill: var(--l1); } .l2 { fill: var(--l2); } .l3 { fill: var(--l3); } .l4 { fill: var(--l4); }
        rect.solved { fill: var(--solved); } rect.attempted { fill: var(--attempted); } rect.total { fill: var(--total); }
        .key.solved { color: var(--solved); } .key.attempted { color: var(--attempted); } .key.total { color: var(--total); }
        .line { fill: none; stroke: var(--accent); stroke-width: 2; } circle { fill: var(--accent); }
        .grid { stroke: var(--line); stroke-width: 1; }
        table { border-collapse: collapse; margin: 8px 0; font-size: 13px; }
        th, td { text-align: left; padding: 2px 10px 2px 0; border-bottom: 1px solid var(--line); }
        .problem { border-top: 1px solid var(--line); padding-top: 4px; }
        .note { background: var(--card); border-left: 3px solid var(--accent); padding: 4px 12px; margin: 8px 0; }
        .topic ul { margin: 0; columns: 2; }
        @media print {
          :root { --bg: #fff; --fg: #000; --dim: #444; --card: #fff; }
          body { max-width: none; padding: 0; font-size: 11px; }
          a { color: #000; } .problem, .chart, section > svg { break-inside: avoid; }
        }
        """
}
