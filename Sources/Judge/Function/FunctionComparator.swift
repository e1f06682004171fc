import Foundation

// MARK: - FunctionComparator

/// Judges a function-mode answer: the returned JSON against the expected one, as `compare:`
/// says, and where they differ (`[3][1]: expected 5, received 4`).
struct FunctionComparator: Sendable {
    var comparison: Comparison

    /// Compares the files' JSON: a wrong answer says where; an expected answer that is not
    /// JSON is the package's fault (judge error).
    func check(answer: URL, output: URL) -> ValidationResult {
        guard let expectedBytes = Self.bytes(of: answer) else { return .judgeError("\(answer.path): cannot be read") }
        let expected: JSONValue
        do { expected = try JSONValue.parse(expectedBytes) } catch {
            return .judgeError("\(answer.path): \(error)")
        }
        guard let receivedBytes = Self.bytes(of: output) else { return .judgeError("cannot read the output") }
        if receivedBytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return .wrongAnswer("no result")
        }
        let received: JSONValue
        do { received = try JSONValue.parse(receivedBytes) } catch {
            return .wrongAnswer("the result is not JSON (\(error))")
        }
        if let difference = difference(expected: expected, received: received) { return .wrongAnswer(difference) }
        return .accepted
    }

    private static func bytes(of url: URL) -> [UInt8]? {
        (try? Data(contentsOf: url)).map { [UInt8]($0) }
    }

    /// Where `received` differs from `expected`, or nil when they match.
    func difference(expected: JSONValue, received: JSONValue) -> String? {
        switch comparison {
        case .exact: return Self.difference(expected, received, path: "", tolerance: nil, unorderedDepth: 0)
        case .float(let tolerance): return Self.difference(expected, received, path: "", tolerance: tolerance, unorderedDepth: 0)
        case .unordered: return Self.difference(expected, received, path: "", tolerance: nil, unorderedDepth: 1)
        case .unorderedAll: return Self.difference(expected, received, path: "", tolerance: nil, unorderedDepth: .max)
        }
    }

    /// Compares two values; arrays at the top `unorderedDepth` levels as multisets.
    private static func difference(_ expected: JSONValue, _ received: JSONValue, path: String, tolerance: Double?,
                                   unorderedDepth: Int) -> String? {
        let place = path.isEmpty ? "" : "\(path): "
        switch (expected, received) {
        case (.number(let a), .number(let b)):
            return numbersMatch(a, b, tolerance: tolerance) ? nil : "\(place)expected \(a), received \(b)"
        case (.array(let a), .array(let b)):
            if unorderedDepth > 0 {
                return multisetDifference(a, b, path: path, tolerance: tolerance, unorderedDepth: unorderedDepth)
            }
            for index in 0..<min(a.count, b.count) {
                if let found = difference(a[index], b[index], path: path + "[\(index)]", tolerance: tolerance,
                                          unorderedDepth: unorderedDepth) {
                    return found
                }
            }
            if a.count != b.count {
                return "\(place)expected \(count(a.count)), received \(count(b.count))"
                    + (b.count > a.count ? " (extra: \(b[a.count].excerpt(limit: 60)))" : " (missing: \(a[b.count].excerpt(limit: 60)))")
            }
            return nil
        case (.object(let a), .object(let b)):
            for key in a.keys.sorted() {
                guard let other = b[key] else { return "\(place)missing key \(key)" }
                if let found = difference(a[key]!, other, path: path + ".\(key)", tolerance: tolerance, unorderedDepth: unorderedDepth) {
                    return found
                }
            }
            if let extra = b.keys.sorted().first(where: { a[$0] == nil }) { return "\(place)unexpected key \(extra)" }
            return nil
        default:
            return expected == received ? nil : "\(place)expected \(expected.excerpt()), received \(received.excerpt())"
        }
    }

    private static func count(_ n: Int) -> String { n == 1 ? "1 element" : "\(n) elements" }

    /// Arrays as multisets: each element (normalised, deeper arrays sorted as deep as the
    /// comparison goes) matched with one of the other side's.
    private static func multisetDifference(_ a: [JSONValue], _ b: [JSONValue], path: String, tolerance: Double?,
                                           unorderedDepth: Int) -> String? {
        let place = path.isEmpty ? "" : "\(path): "
        let keysA = a.map { canonical($0, depth: unorderedDepth - 1) }.sorted()
        let keysB = b.map { canonical($0, depth: unorderedDepth - 1) }.sorted()
        if keysA == keysB { return nil }
        if tolerance != nil, keysA.count == keysB.count {
            let sortedA = a.sorted { canonical($0, depth: unorderedDepth - 1) < canonical($1, depth: unorderedDepth - 1) }
            let sortedB = b.sorted { canonical($0, depth: unorderedDepth - 1) < canonical($1, depth: unorderedDepth - 1) }
            if zip(sortedA, sortedB).allSatisfy({ difference($0, $1, path: "", tolerance: tolerance, unorderedDepth: 0) == nil }) {
                return nil
            }
        }
        var counts: [String: Int] = [:]
        for key in keysA { counts[key, default: 0] += 1 }
        var extra: String?
        for key in keysB {
            if let remaining = counts[key], remaining > 0 { counts[key] = remaining - 1 } else if extra == nil { extra = key }
        }
        let missing = keysA.first { (counts[$0] ?? 0) > 0 }
        var parts: [String] = []
        if keysA.count != keysB.count { parts.append("expected \(count(keysA.count)), received \(count(keysB.count))") }
        if let missing { parts.append("missing \(shorten(missing))") }
        if let extra { parts.append("unexpected \(shorten(extra))") }
        return place + parts.joined(separator: "; ") + " (in any order)"
    }

    private static func shorten(_ text: String) -> String { text.count > 60 ? String(text.prefix(60)) + "…" : text }

    /// The sort key of a value: normalised JSON with arrays sorted down to `depth` levels.
    private static func canonical(_ value: JSONValue, depth: Int) -> String {
        guard depth > 0, case .array(let items) = value else { return value.serialized(normalized: true) }
        return "[" + items.map { canonical($0, depth: depth - 1) }.sorted().joined(separator: ",") + "]"
    }

    /// Integers exactly; other numbers as doubles, equal or within the tolerance (absolute or
    /// relative).
    static func numbersMatch(_ a: String, _ b: String, tolerance: Double?) -> Bool {
        if tolerance == nil, JSONValue.isInteger(a), JSONValue.isInteger(b) {
            return JSONValue.normalize(number: a) == JSONValue.normalize(number: b)
        }
        guard let x = Double(a), let y = Double(b) else { return a == b }
        if x == y { return true }
        guard let tolerance else { return false }
        let error = abs(x - y)
        return error <= tolerance || error <= tolerance * abs(x)
    }
}
