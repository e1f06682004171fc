import Foundation

// MARK: - JSONValue

/// A JSON value as function mode's answers hold them: numbers keep their text, so that a
/// 64-bit integer is compared exactly.
indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses one JSON value (surrounding whitespace allowed).
    static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.error("more after the value") }
        return value
    }

    static func parse(_ text: String) throws(JSONError) -> JSONValue { try parse(Array(text.utf8)) }

    /// Compact JSON; numbers as written, or normalised when `normalized` (the key unordered
    /// comparisons sort by).
    func serialized(normalized: Bool = false) -> String {
        var out = ""
        write(to: &out, normalized: normalized)
        return out
    }

    private func write(to out: inout String, normalized: Bool) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += normalized ? Self.normalize(number: text) : text
        case .string(let text): Self.quote(text, into: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out, normalized: normalized)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                Self.quote(key, into: &out)
                out += ":"
                members[key]?.write(to: &out, normalized: normalized)
            }
            out += "}"
        }
    }

    static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// Whether a number's text is an integer (no fraction, no exponent).
    static func isInteger(_ text: String) -> Bool {
        !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// An integer without leading zeros or a negative zero; any other number as the shortest
    /// text of its double (`2.50` → `2.5`, `1e2` → `100.0`).
    static func normalize(number text: String) -> String {
        if isInteger(text) {
            var digits = Substring(text)
            var negative = false
            if digits.first == "-" { negative = true; digits = digits.dropFirst() }
            while digits.count > 1 && digits.first == "0" { digits = digits.dropFirst() }
            if digits == "0" { negative = false }
            return (negative ? "-" : "") + digits
        }
        guard let value = Double(text) else { return text }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// A short rendering for messages: at most `limit` characters.
    func excerpt(limit: Int = 120) -> String {
        let text = serialized()
        return text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}

// MARK: - JSONError

struct JSONError: Error, Sendable, CustomStringConvertible {
    var offset: Int
    var reason: String
    var description: String { "invalid JSON at byte \(offset + 1): \(reason)" }
}

// MARK: - JSONParser

private struct JSONParser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func error(_ reason: String) -> JSONError { JSONError(offset: index, reason: reason) }

    mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    mutating func value(depth: Int) throws(JSONError) -> JSONValue {
        guard depth < 512 else { throw error("nested too deeply") }
        guard index < bytes.count else { throw error("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "["):
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw error("unterminated array") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                throw error("expected , or ] in an array")
            }
        case UInt8(ascii: "{"):
            index += 1
            var members: [String: JSONValue] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected :") }
                index += 1
                skipSpace()
                members[key] = try value(depth: depth + 1)
                skipSpace()
                guard index < bytes.count else { throw error("unterminated object") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                throw error("expected , or } in an object")
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default:
            return try number()
        }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(JSONError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error("unexpected character")
        }
        index += utf8.count
        return value
    }

    mutating func number() throws(JSONError) -> JSONValue {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let begin = parser.index
            while parser.index < parser.bytes.count, (0x30...0x39).contains(parser.bytes[parser.index]) { parser.index += 1 }
            return parser.index - begin
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits(&self) > 0 else { index = start; throw error("unexpected character") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("digits expected after .") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("digits expected in the exponent") }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    mutating func string() throws(JSONError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ parser: JSONParser, upTo end: Int, into scalars: inout String.UnicodeScalarView) {
            if end > runStart { scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(self, upTo: index, into: &scalars)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                flush(self, upTo: index, into: &scalars)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default: throw error("invalid escape")
                }
                runStart = index
                continue
            }
            index += 1
        }
        throw error("unterminated string")
    }

    mutating func hex4() throws(JSONError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("short \\u escape") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw error("invalid \\u escape")
            }
            code = code << 4 | digit
            index += 1
        }
        return code
    }
}
