import Foundation

// MARK: - MainClassRule

/// How a language whose entry point is a class, not a file, finds that class among a
/// submission's sources (the run command names it as `{class}`).
public enum MainClassRule: Sendable, Hashable {
    /// Java's: the class of the file that declares `static void main(` (the file's public class
    /// when it has one), qualified by the file's `package`; failing that, the first file's
    /// first class.
    case staticMainMethod

    /// The entry class among `sources` (the language's own files), or nil when there is none.
    func find(in sources: [FileTree.Entry]) -> String? {
        switch self {
        case .staticMainMethod: Self.classWithStaticMain(in: sources)
        }
    }

    private static func classWithStaticMain(in sources: [FileTree.Entry]) -> String? {
        var fallback: String?
        for source in sources {
            // Comments and literals say nothing about the program: "…public class names" in a
            // comment is not a class named `names`. javac reads tokens; so do these patterns.
            guard let raw = try? String(contentsOf: source.url, encoding: .utf8) else { continue }
            let text = codeOnly(raw)
            let className = firstMatch(#"(?:public\s+)?(?:final\s+)?(?:abstract\s+)?class\s+([A-Za-z_$][A-Za-z0-9_$]*)"#, in: text)
            let packageName = firstMatch(#"^\s*package\s+([A-Za-z0-9_.$]+)\s*;"#, in: text)
            guard let className else { continue }
            let qualified = packageName.map { $0 + "." + className } ?? className
            if text.range(of: #"static\s+(?:public\s+)?void\s+main\s*\("#, options: .regularExpression) != nil
                || text.range(of: #"public\s+static\s+void\s+main\s*\("#, options: .regularExpression) != nil {
                // Prefer the public class of the file that has main.
                if let publicClass = firstMatch(#"public\s+(?:final\s+)?class\s+([A-Za-z_$][A-Za-z0-9_$]*)"#, in: text) {
                    return packageName.map { $0 + "." + publicClass } ?? publicClass
                }
                return qualified
            }
            fallback = fallback ?? qualified
        }
        return fallback
    }

    /// Java source with its comments and string, text-block and character literals blanked
    /// (each character a space, line breaks kept, so `^` and line numbers still fit).
    static func codeOnly(_ source: String) -> String {
        let characters = Array(source)
        var output = characters
        func starts(_ token: String, at index: Int) -> Bool {
            let t = Array(token)
            return index + t.count <= characters.count && Array(characters[index..<index + t.count]) == t
        }
        /// Blanks characters `from..<to`, keeping line breaks.
        func blank(_ from: Int, _ to: Int) {
            for k in from..<min(to, characters.count) where characters[k] != "\n" { output[k] = " " }
        }
        /// The index just past the closing `close` of a literal opened at `from` (skipping
        /// backslash escapes; a plain literal also ends at a line break).
        func literalEnd(from: Int, close: String, lineEnds: Bool) -> Int {
            var k = from
            while k < characters.count, !starts(close, at: k) {
                if lineEnds, characters[k] == "\n" { return k }
                k += characters[k] == "\\" ? 2 : 1
            }
            return min(k + close.count, characters.count)
        }
        var i = 0
        while i < characters.count {
            let end: Int
            if starts("//", at: i) {
                end = characters[i...].firstIndex(of: "\n") ?? characters.count
            } else if starts("/*", at: i) {
                var k = i + 2
                while k < characters.count, !starts("*/", at: k) { k += 1 }
                end = min(k + 2, characters.count)
            } else if starts("\"\"\"", at: i) {
                end = literalEnd(from: i + 3, close: "\"\"\"", lineEnds: false)
            } else if characters[i] == "\"" || characters[i] == "'" {
                end = literalEnd(from: i + 1, close: String(characters[i]), lineEnds: true)
            } else {
                i += 1
                continue
            }
            blank(i, end)
            i = max(end, i + 1)
        }
        return String(output)
    }

    private static func firstMatch(_ pattern: String, in text: String) -> String? {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]),
              let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              match.numberOfRanges > 1, let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }
}
