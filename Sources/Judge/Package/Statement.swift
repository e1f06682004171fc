public import Foundation

// MARK: - Statement

/// The problem statement: Markdown preferred, otherwise the text of LaTeX or HTML.
public struct Statement: Sendable, Hashable, Codable {
    public enum Format: String, Sendable, Hashable, Codable { case markdown, latex, html, pdf }

    public var format: Format
    /// The statement's language code ("en").
    public var language: String
    public var file: URL
    /// The text (empty for PDF).
    public var text: String

    /// Finds the statement in `statement/` (2025-09) or `problem_statement/` (legacy),
    /// English first, then Markdown, LaTeX, HTML, PDF.
    static func find(in root: URL) -> Statement? {
        var candidates: [(url: URL, language: String, format: Format)] = []
        for folderName in ["statement", "problem_statement"] {
            let folder = root.appendingPathComponent(folderName)
            for name in FileTree.names(in: folder) where name.hasPrefix("problem") {
                let parts = name.split(separator: ".").map(String.init)
                guard parts.count >= 2, parts[0] == "problem" else { continue }
                let format: Format
                switch parts[parts.count - 1] {
                case "md": format = .markdown
                case "tex": format = .latex
                case "html": format = .html
                case "pdf": format = .pdf
                default: continue
                }
                let language = parts.count >= 3 ? parts[1] : "en"
                candidates.append((folder.appendingPathComponent(name), language, format))
            }
        }
        let order: [Format] = [.markdown, .latex, .html, .pdf]
        let best = candidates.min { lhs, rhs in
            let left = (lhs.language == "en" ? 0 : 1, order.firstIndex(of: lhs.format) ?? 9, lhs.url.path)
            let right = (rhs.language == "en" ? 0 : 1, order.firstIndex(of: rhs.format) ?? 9, rhs.url.path)
            return left < right
        }
        guard let best else { return nil }
        let text = best.format == .pdf ? "" : ((try? String(contentsOf: best.url, encoding: .utf8)) ?? "")
        return Statement(format: best.format, language: best.language, file: best.url, text: text)
    }
}
