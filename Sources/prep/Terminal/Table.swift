/// An aligned text table. Cells may carry colour codes; widths count visible characters.
struct Table {
    var headers: [String]
    var rows: [[String]] = []
    /// Columns aligned right (numbers).
    var rightAligned: Set<Int> = []

    init(_ headers: [String], rightAligned: Set<Int> = []) {
        self.headers = headers
        self.rightAligned = rightAligned
    }

    mutating func add(_ row: [String]) { rows.append(row) }

    func render(_ terminal: Terminal) -> String {
        var widths = headers.map(Self.visibleWidth)
        for row in rows {
            for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], Self.visibleWidth(cell)) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: max(0, widths[i] - Self.visibleWidth(cell)))
                return rightAligned.contains(i) ? pad + cell : (i == cells.count - 1 ? cell : cell + pad)
            }.joined(separator: "  ")
        }
        // Trailing spaces cut byte-wise: stepping back by Characters costs grapheme breaking.
        func trimmed(_ text: String) -> String {
            let bytes = text.utf8
            var end = bytes.endIndex
            while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: " ") { end = bytes.index(before: end) }
            return String(text[..<end])
        }
        var lines = [terminal.paint(trimmed(line(headers)), .bold)]
        lines += rows.map { trimmed(line($0)) }
        return lines.joined(separator: "\n")
    }

    /// Characters shown, not counting ANSI colour sequences.
    static func visibleWidth(_ text: String) -> Int {
        var width = 0, inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                width += 1
            }
        }
        return width
    }
}
