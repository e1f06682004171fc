import Foundation

// MARK: - StaticDriverSupport

/// What the C++, Rust and Swift drivers share: reading the user's source for what it declares,
/// and counting lines to keep the user's line numbers.
enum StaticDriverSupport {
    /// `source` with comments and the contents of string and character literals blanked out
    /// (line breaks kept), so that a word in a comment or a string is not taken for code.
    /// `nestedBlocks`: Swift and Rust nest `/* */` comments; C++ does not.
    static func codeOnly(_ source: String, nestedBlocks: Bool) -> String {
        let scalars = Array(source.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        var blockDepth = 0
        func keep(_ scalar: Unicode.Scalar) { result.append(scalar.properties.isWhitespace ? scalar : " ") }
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if blockDepth > 0 {
                if scalar == "*" && next == "/" {
                    blockDepth -= 1
                    result.append(" "); result.append(" ")
                    index += 2
                } else if nestedBlocks && scalar == "/" && next == "*" {
                    blockDepth += 1
                    result.append(" "); result.append(" ")
                    index += 2
                } else {
                    keep(scalar == "\n" ? "\n" : " ")
                    index += 1
                }
                continue
            }
            if scalar == "/" && next == "/" {
                while index < scalars.count && scalars[index] != "\n" {
                    result.append(" ")
                    index += 1
                }
                continue
            }
            if scalar == "/" && next == "*" {
                blockDepth = 1
                result.append(" "); result.append(" ")
                index += 2
                continue
            }
            if scalar == "\"" {
                // A string: blank to the closing quote (escapes skipped), on the same line or,
                // for multi-line literals, wherever it closes.
                result.append("\"")
                index += 1
                while index < scalars.count && scalars[index] != "\"" {
                    if scalars[index] == "\\" && index + 1 < scalars.count {
                        keep(" ")
                        index += 1
                    }
                    keep(scalars[index] == "\n" ? "\n" : " ")
                    index += 1
                }
                if index < scalars.count {
                    result.append("\"")
                    index += 1
                }
                continue
            }
            if scalar == "'" {
                // A character literal ('x', '\n', '"'), not a Rust lifetime ('a).
                var end: Int?
                if next == "\\" {
                    end = (index + 2..<min(index + 12, scalars.count)).first { scalars[$0] == "'" }
                } else if index + 2 < scalars.count && scalars[index + 2] == "'" {
                    end = index + 2
                }
                if let end {
                    result.append("'")
                    for _ in index + 1..<end { result.append(" ") }
                    result.append("'")
                    index = end + 1
                    continue
                }
            }
            result.append(scalar)
            index += 1
        }
        return String(result)
    }

    /// `code`'s words (letters, digits, `_`, and any non-ASCII character, as a regular
    /// expression's `\w`) and other characters one by one, white space dropped. What the
    /// recognizers read instead of regular expressions: a regular expression's first use in a
    /// process starts ICU, a millisecond and more of every `prep run`.
    static func tokens(_ code: String) -> [Substring] {
        var tokens: [Substring] = []
        let bytes = code.utf8
        var index = bytes.startIndex
        func isWord(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || ((byte | 0x20) >= 97 && (byte | 0x20) <= 122)
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 32 || (byte >= 9 && byte <= 13) {
                index = bytes.index(after: index)
            } else if isWord(byte) {
                var end = bytes.index(after: index)
                while end < bytes.endIndex, isWord(bytes[end]) { end = bytes.index(after: end) }
                tokens.append(code[index..<end])
                index = end
            } else {
                let end = bytes.index(after: index)
                tokens.append(code[index..<end])
                index = end
            }
        }
        return tokens
    }

    /// Whether `code` (comments blanked) has `sequence` as whole tokens in a row, with only
    /// white space between: `[["class", "struct"], ["Solution"]]` is `\b(class|struct)\s+Solution\b`,
    /// `[["main"], ["("]]` is `\bmain\s*\(`.
    static func has(_ code: String, _ sequence: [Set<Substring>]) -> Bool {
        has(tokens(code), sequence)
    }

    static func has(_ tokens: [Substring], _ sequence: [Set<Substring>]) -> Bool {
        guard !sequence.isEmpty, tokens.count >= sequence.count else { return false }
        return (0...(tokens.count - sequence.count)).contains { start in
            sequence.indices.allSatisfy { sequence[$0].contains(tokens[start + $0]) }
        }
    }

    /// The number of lines `text` takes when another line follows it: its line breaks, plus one
    /// when it does not end with one.
    static func lineCount(_ text: String) -> Int {
        let breaks = text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        return text.isEmpty || text.hasSuffix("\n") ? breaks : breaks + 1
    }

    /// `text` ending with a line break.
    static func withFinalNewline(_ text: String) -> String {
        text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
    }

    /// The method's parameters as `prep_a0, prep_a1, …`.
    static func argumentNames(_ method: Method) -> [String] {
        method.parameters.indices.map { "prep_a\($0)" }
    }

    /// `text` as a C, Rust or Swift string literal (ASCII escapes only; names are identifiers).
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
