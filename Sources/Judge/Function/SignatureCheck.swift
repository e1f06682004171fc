import Foundation

// MARK: - SignatureCheck

/// A function-mode solution's declarations against the problem's signature, in the statically
/// typed languages whose drivers call them by type (C++, Rust, Swift). Used when a compile error
/// blames the generated driver: the compiler's words then name prep's files, while the user's
/// mistake is a parameter or return type that is not LeetCode's (`vector<long long>&` for
/// `vector<int>&`, `i64` for `i32`). This names the user's line and what differs, in one line.
enum SignatureCheck {
    /// One declaration as written: its line in the file (1-based), its parameters' types and
    /// its return type, each with white space removed.
    struct Declaration: Equatable {
        var line: Int
        var parameters: [(name: String, type: String)]
        var returns: String

        static func == (lhs: Declaration, rhs: Declaration) -> Bool {
            lhs.line == rhs.line && lhs.returns == rhs.returns
                && lhs.parameters.map(\.name) == rhs.parameters.map(\.name) && lhs.parameters.map(\.type) == rhs.parameters.map(\.type)
        }
    }

    /// What differs between the user's declaration of a method the interface names and the
    /// stub's, as "two-sum.cpp:3: twoSum's parameter nums is vector<long long>&; the signature
    /// has vector<int>&", or nil when the declarations agree or cannot be found.
    static func mismatch(source: String, fileName: String, language: Language, interface: FunctionInterface) -> String? {
        guard let generator = Harness.generator(for: language), ["cpp", "rust", "swift"].contains(language.id) else { return nil }
        let stub = generator.stub(for: interface)
        var names: [(user: String, shown: String)] = []
        switch interface.kind {
        case .function(let method):
            names.append((spelled(method.name, language: language), method.name))
        case .design(let className, _, let methods):
            names.append((language.id == "rust" ? "new" : language.id == "swift" ? "init" : className, className))
            names += methods.map { (spelled($0.name, language: language), $0.name) }
        }
        for (name, shown) in names {
            guard let expected = declarations(of: name, in: stub, language: language).first,
                  let mine = declarations(of: name, in: source, language: language).first else { continue }
            if mine.parameters.count != expected.parameters.count {
                let list = expected.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
                return "\(fileName):\(mine.line): \(shown) takes \(mine.parameters.count) parameter\(mine.parameters.count == 1 ? "" : "s"); "
                    + "the signature has \(expected.parameters.count) (\(list))"
            }
            for (own, wanted) in zip(mine.parameters, expected.parameters) where own.type != wanted.type {
                return "\(fileName):\(mine.line): \(shown)'s parameter \(own.name) is \(own.type); the signature has \(wanted.type)"
            }
            if mine.returns != expected.returns, !(language.id == "rust" && name == "new") {
                return "\(fileName):\(mine.line): \(shown) returns \(mine.returns.isEmpty ? "nothing" : mine.returns); "
                    + "the signature returns \(expected.returns.isEmpty ? "nothing" : expected.returns)"
            }
        }
        return nil
    }

    /// A method's name as the language's stub spells it (Rust's snake case).
    static func spelled(_ name: String, language: Language) -> String {
        guard language.id == "rust" else { return name }
        var result = ""
        for character in name {
            if character.isUppercase { result += "_" + character.lowercased() } else { result.append(character) }
        }
        return result
    }

    /// Every declaration of `name` in `source` (comments and literals blanked first).
    static func declarations(of name: String, in source: String, language: Language) -> [Declaration] {
        let code = StaticDriverSupport.codeOnly(source, nestedBlocks: language.id != "cpp")
        let characters = Array(code)
        var found: [Declaration] = []
        var search = code.startIndex
        while let range = code.range(of: name, range: search..<code.endIndex) {
            search = range.upperBound
            let start = code.distance(from: code.startIndex, to: range.lowerBound)
            let end = code.distance(from: code.startIndex, to: range.upperBound)
            // A whole word, followed by "(".
            if start > 0, isWord(characters[start - 1]) { continue }
            if end < characters.count, isWord(characters[end]) { continue }
            var open = end
            while open < characters.count, characters[open].isWhitespace { open += 1 }
            guard open < characters.count, characters[open] == "(" else { continue }
            let before = previousToken(characters, before: start)
            switch language.id {
            case "rust": guard before == "fn" else { continue }
            case "swift": guard before == "func" || name == "init" && before != "." else { continue }
            default: guard let before, !["", ".", "->", "new", "=", "(", ",", "return", "::", "!", "&&", "||", "+", "-"].contains(before),
                           before.last.map({ isWord($0) || $0 == ">" || $0 == "&" || $0 == "*" || $0 == ":" || $0 == "{" || $0 == "}" || $0 == ";" }) ?? false
                     else { continue }
            }
            guard let close = matching(characters, open: open) else { continue }
            let inside = String(characters[(open + 1)..<close])
            let parameters = splitTopLevel(inside).compactMap { parameter(String($0), language: language) }
            let returns: String
            if language.id == "cpp" {
                returns = cppReturnType(characters, before: start, className: name)
            } else {
                returns = arrowReturnType(characters, after: close)
            }
            let line = characters[..<start].filter { $0 == "\n" }.count + 1
            found.append(Declaration(line: line, parameters: parameters, returns: returns))
        }
        return found
    }

    private static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The token just before `index`: a word, or the punctuation run ("->", "::", ".").
    private static func previousToken(_ characters: [Character], before index: Int) -> String? {
        var end = index
        while end > 0, characters[end - 1].isWhitespace { end -= 1 }
        guard end > 0 else { return "" }
        var start = end - 1
        if isWord(characters[start]) {
            while start > 0, isWord(characters[start - 1]) { start -= 1 }
        } else {
            while start > 0, !isWord(characters[start - 1]), !characters[start - 1].isWhitespace, "-:.".contains(characters[start - 1]) { start -= 1 }
        }
        return String(characters[start..<end])
    }

    private static func matching(_ characters: [Character], open: Int) -> Int? {
        var depth = 0
        for index in open..<characters.count {
            if characters[index] == "(" { depth += 1 }
            if characters[index] == ")" { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }

    /// `text` split at commas outside <>, (), [] and {}.
    private static func splitTopLevel(_ text: String) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if "<([{".contains(character) { depth += 1 }
            if ">)]}".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(text[start..<index])
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        let last = text[start...]
        if !last.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parts.append(last) }
        return parts
    }

    /// `text` without white space, but for one space between two words (`long long`).
    private static func squeezed(_ text: some StringProtocol) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace { pendingSpace = true; continue }
            if pendingSpace, let last = result.last, isWord(last), isWord(character) { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    /// A parameter's name and type: C++ `vector<int>& nums`, Rust `nums: Vec<i32>` (not
    /// `&self`), Swift `_ nums: [Int]`.
    private static func parameter(_ text: String, language: Language) -> (name: String, type: String)? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if language.id == "cpp" {
            // The type, then the name (a default value is not LeetCode's, and left as written).
            let characters = Array(trimmed)
            var end = characters.count
            while end > 0, !isWord(characters[end - 1]) { end -= 1 }
            var start = end
            while start > 0, isWord(characters[start - 1]) { start -= 1 }
            guard start > 0 else { return (trimmed, squeezed(trimmed)) }
            return (String(characters[start..<end]), squeezed(String(characters[..<start])))
        }
        guard let colon = trimmed.firstIndex(of: ":") else {
            // Rust's receivers: &self, &mut self, self.
            return nil
        }
        let name = trimmed[..<colon].split(separator: " ").last.map(String.init) ?? ""
        return (name, squeezed(trimmed[trimmed.index(after: colon)...]))
    }

    /// C++: what stands between the previous statement's end (or an access label) and the name.
    private static func cppReturnType(_ characters: [Character], before start: Int, className: String) -> String {
        var index = start
        while index > 0, !";{}".contains(characters[index - 1]) {
            if characters[index - 1] == ":", index >= 2, characters[index - 2] != ":",
               index < characters.count, characters[index] != ":" { break }
            index -= 1
        }
        let words = String(characters[index..<start]).split(whereSeparator: \.isWhitespace)
            .filter { !["public:", "private:", "protected:", "virtual", "static", "inline", "constexpr", "explicit"].contains($0) }
        return squeezed(words.joined(separator: " "))
    }

    /// Rust and Swift: what follows `->` up to the body.
    private static func arrowReturnType(_ characters: [Character], after close: Int) -> String {
        var index = close + 1
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        guard index + 1 < characters.count, characters[index] == "-", characters[index + 1] == ">" else { return "" }
        var end = index + 2
        while end < characters.count, characters[end] != "{" { end += 1 }
        var text = String(characters[(index + 2)..<end])
        if let whereClause = text.range(of: " where ") { text = String(text[..<whereClause.lowerBound]) }
        return squeezed(text)
    }
}
