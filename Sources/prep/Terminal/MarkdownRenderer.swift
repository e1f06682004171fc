/// Renders a statement's Markdown for a terminal: headings bold, code blocks indented,
/// `inline code` highlighted, paragraphs and list items wrapped to the terminal's width (80
/// columns when piped); the Markdown marks themselves (backticks, `**`, `#`) are not shown.
struct MarkdownRenderer {
    let terminal: Terminal

    /// The width text is wrapped to: the terminal's, at most 100 columns; 80 when piped.
    var width: Int { terminal.animate ? max(40, min(terminal.width, 100)) : 80 }

    func render(_ markdown: String) -> String {
        var out: [String] = []
        var inCode = false
        // The paragraph or list item being gathered: its first line's prefix and its words.
        var pending: (prefix: String, indent: String, text: String)?
        func flush() {
            guard let item = pending else { return }
            out += wrap(item.text, prefix: item.prefix, indent: item.indent).map(inline)
            pending = nil
        }
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.hasPrefix("```") {
                flush()
                inCode.toggle()
                continue
            }
            if inCode {
                out.append("    " + terminal.paint(line, .cyan))
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                flush()
                out.append("")
            } else if line.hasPrefix("#") {
                flush()
                let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                out.append(terminal.paint(Self.plain(title), line.hasPrefix("# ") ? .bold : .underline))
            } else if let marker = Self.listMarker(line) {
                flush()
                let leading = String(line.prefix { $0 == " " })
                pending = (leading + marker, leading + String(repeating: " ", count: marker.count),
                           String(line.dropFirst(leading.count + marker.count)))
            } else if line.hasPrefix("    ") || line.hasPrefix("\t") || line.hasPrefix("|") {
                // An indented block or a table row: as written.
                flush()
                out.append(inline(line))
            } else if var item = pending {
                item.text += " " + trimmed
                pending = item
            } else {
                pending = ("", "", trimmed)
            }
        }
        flush()
        return out.joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    /// "- ", "* " or "1. " at the start of a line (after spaces), or nil.
    static func listMarker(_ line: String) -> String? {
        let body = line.drop { $0 == " " }
        if body.hasPrefix("- ") || body.hasPrefix("* ") { return String(body.prefix(2)) }
        let digits = body.prefix { $0.isNumber }
        if !digits.isEmpty, body.dropFirst(digits.count).hasPrefix(". ") { return digits + ". " }
        return nil
    }

    /// The words of `text` in lines of at most `width` visible columns (a code span is never
    /// broken), the first line after `prefix`, the others after `indent`.
    func wrap(_ text: String, prefix: String, indent: String) -> [String] {
        var words: [String] = []
        var open = false
        for word in text.split(separator: " ") {
            if open, let last = words.popLast() { words.append(last + " " + word) } else { words.append(String(word)) }
            if word.filter({ $0 == "`" }).count % 2 == 1 { open.toggle() }
        }
        var lines: [String] = []
        var current = prefix, currentWidth = prefix.count, empty = true
        for word in words {
            let visible = Self.plain(word).count
            if !empty, currentWidth + 1 + visible > width {
                lines.append(current)
                current = indent
                currentWidth = indent.count
                empty = true
            }
            current += (empty ? "" : " ") + word
            currentWidth += (empty ? 0 : 1) + visible
            empty = false
        }
        lines.append(current)
        return lines
    }

    /// The text without its Markdown marks.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "")
    }

    /// `code` in cyan, **bold** in bold on a colour terminal; the marks dropped either way.
    private func inline(_ line: String) -> String {
        guard terminal.color else { return Self.plain(line) }
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
