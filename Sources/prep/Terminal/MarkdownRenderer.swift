/// Renders a statement's Markdown for a terminal: headings bold, code blocks indented,
/// `inline code` highlighted, the rest as written (it is already readable as text).
struct MarkdownRenderer {
    let terminal: Terminal

    func render(_ markdown: String) -> String {
        var out: [String] = []
        var inCode = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inCode.toggle()
                continue
            }
            if inCode {
                out.append("    " + terminal.paint(String(line), .cyan))
            } else if line.hasPrefix("#") {
                let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                out.append(terminal.paint(title, line.hasPrefix("# ") ? .bold : .underline))
            } else {
                out.append(inline(String(line)))
            }
        }
        return out.joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    /// `code` in cyan, **bold** in bold; the markers are dropped on a colour terminal only.
    private func inline(_ line: String) -> String {
        guard terminal.color else { return line }
        var out = "", inCode = false
        for ch in line {
            if ch == "`" {
                out += inCode ? "\u{1B}[0m" : "\u{1B}[36m"
                inCode.toggle()
            } else {
                out.append(ch)
            }
        }
        return terminal.highlight(out + (inCode ? "\u{1B}[0m" : ""))
    }
}
