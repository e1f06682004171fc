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
            guard let text = try? String(contentsOf: source.url, encoding: .utf8) else { continue }
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

    private static func firstMatch(_ pattern: String, in text: String) -> String? {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]),
              let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              match.numberOfRanges > 1, let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }
}
