import Foundation

// MARK: - SwiftDriver

/// Function mode in Swift: the user's file under its own name, with `import Foundation;`
/// prepended on its first line (LeetCode imports it for them; the line numbers stay the user's),
/// `prep_prelude.swift` with LeetCode's `ListNode` and `TreeNode`, and `main.swift` with prep's
/// JSON runtime and the driver (in a function: top-level code in main.swift is slow), in one file
/// so that the generic readers are specialized.
enum SwiftDriver: DriverGenerator {
    static let driverFileName = "main.swift"
    static let preludeFileName = "prep_prelude.swift"

    static func harness(for interface: FunctionInterface, userFileName: String, userSource: String) -> HarnessFiles {
        let taken = [driverFileName, preludeFileName]
        let userPath = taken.contains(userFileName) || !userFileName.hasSuffix(".swift") || userFileName.contains("/")
            ? "prep_user.swift" : userFileName
        var main = runtime
        main += "func prepMain() {\n"
        main += driverBody(for: interface).map { "    " + $0 }.joined(separator: "\n")
        main += "\n}\n\nprepMain()\n"
        return HarnessFiles(files: [userPath: "import Foundation;" + userSource, driverFileName: main, preludeFileName: prelude],
                            renames: userPath == userFileName ? [:] : [userPath: userFileName],
                            driverFiles: [driverFileName, preludeFileName])
    }

    // MARK: Types

    static func typeName(_ type: ValueType) -> String {
        switch type {
        case .int, .long: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .char: return "Character"
        case .listNode: return "ListNode?"
        case .treeNode: return "TreeNode?"
        case .void: return "Void"
        case .array(let element): return "[\(typeName(element))]"
        }
    }

    /// A name as Swift code writes it (`` `default` `` for a keyword).
    static func identifier(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// The runtime's reader and writer for a type.
    static func codec(_ type: ValueType) -> String {
        switch type {
        case .int: return "PrepInt"
        case .long: return "PrepLong"
        case .double: return "PrepDouble"
        case .bool: return "PrepBool"
        case .string: return "PrepString"
        case .char: return "PrepChar"
        case .listNode: return "PrepList"
        case .treeNode: return "PrepTree"
        case .void: return "PrepVoid"
        case .array(let element): return "PrepArray<\(codec(element))>"
        }
    }

    /// Whether values of the type hold nodes, which are kept alive to the end: a long list
    /// released at once releases recursively, deeper than the stack.
    static func holdsNodes(_ type: ValueType) -> Bool { type.base == .listNode || type.base == .treeNode }

    // MARK: Driver

    static func driverBody(for interface: FunctionInterface) -> [String] {
        var lines = [
            "let prep_stdout = prepRedirect()",
            "var prep_r = PrepReader()",
            "var prep_w = PrepWriter()",
            "var prep_keep: [Any] = []",
        ]
        switch interface.kind {
        case .function(let method):
            lines += readArguments(method, closing: false)
            lines.append("prep_r.end()")
            lines.append("let prep_t0 = prepNow()")
            lines.append("let prep_solution = Solution()")
            let call = "prep_solution.\(identifier(method.name))(\(StaticDriverSupport.argumentNames(method).joined(separator: ", ")))"
            if method.returns == .void {
                lines.append(call)
                lines.append("let prep_ns = prepNow() &- prep_t0")
                lines.append("prep_w.raw(\"null\")")
            } else {
                lines.append("let prep_result: \(typeName(method.returns)) = \(call)")
                lines.append("let prep_ns = prepNow() &- prep_t0")
                lines.append("\(codec(method.returns)).write(&prep_w, prep_result)")
                lines.append("prep_keep.append(prep_result as Any)")
            }
            lines.append("prepFinish(&prep_w, prep_ns, prep_stdout, prep_keep)")
        case .design(let className, let constructor, let methods):
            lines += [
                "let prep_names = PrepArray<PrepString>.read(&prep_r)",
                "if prep_names.isEmpty { prep_r.fail(\"no calls: the first line must list the constructor, then the methods\") }",
                "prep_r.expect(UInt8(ascii: \"[\"))",
                "prep_w.byte(UInt8(ascii: \"[\"))",
                "var prep_ns: UInt64 = 0",
                "var prep_object: \(className)? = nil",
                "for (prep_i, prep_name) in prep_names.enumerated() {",
                "    if prep_i > 0 { prep_r.expect(UInt8(ascii: \",\")); prep_w.byte(UInt8(ascii: \",\")) }",
                "    prep_r.expect(UInt8(ascii: \"[\"))",
                "    if prep_i == 0 {",
                "        if prep_name != \(StaticDriverSupport.literal(className)) {",
                "            prep_r.fail(\"the first call must be the constructor \(className), not \\(prep_name)\")",
                "        }",
            ]
            lines += readArguments(constructor, closing: true).map { "        " + $0 }
            lines += [
                "        let prep_t0 = prepNow()",
                "        prep_object = \(className)(\(StaticDriverSupport.argumentNames(constructor).joined(separator: ", ")))",
                "        prep_ns &+= prepNow() &- prep_t0",
                "        prep_w.raw(\"null\")",
                "        continue",
                "    }",
                "    switch prep_name {",
            ]
            for method in methods {
                lines.append("    case \(StaticDriverSupport.literal(method.name)):")
                lines += readArguments(method, closing: true).map { "        " + $0 }
                lines.append("        let prep_t0 = prepNow()")
                let call = "prep_object!.\(identifier(method.name))(\(StaticDriverSupport.argumentNames(method).joined(separator: ", ")))"
                if method.returns == .void {
                    lines.append("        " + call)
                    lines.append("        prep_ns &+= prepNow() &- prep_t0")
                    lines.append("        prep_w.raw(\"null\")")
                } else {
                    lines.append("        let prep_result: \(typeName(method.returns)) = \(call)")
                    lines.append("        prep_ns &+= prepNow() &- prep_t0")
                    lines.append("        \(codec(method.returns)).write(&prep_w, prep_result)")
                    if holdsNodes(method.returns) { lines.append("        prep_keep.append(prep_result as Any)") }
                }
            }
            lines += [
                "    default:",
                "        prep_r.fail(\"unknown method \\(prep_name)\")",
                "    }",
                "}",
                "prep_r.expect(UInt8(ascii: \"]\"))",
                "prep_w.byte(UInt8(ascii: \"]\"))",
                "prep_r.end()",
                "prepFinish(&prep_w, prep_ns, prep_stdout, prep_keep)",
            ]
        }
        if !lines.contains(where: { $0.contains("prep_keep.append") }) {
            lines[3] = "let prep_keep: [Any] = []"
        }
        return lines
    }

    private static func readArguments(_ method: Method, closing: Bool) -> [String] {
        var lines: [String] = []
        for (index, parameter) in method.parameters.enumerated() {
            if closing && index > 0 { lines.append("prep_r.expect(UInt8(ascii: \",\"))") }
            lines.append("let prep_a\(index): \(typeName(parameter.type)) = \(codec(parameter.type)).read(&prep_r)")
            if holdsNodes(parameter.type) { lines.append("prep_keep.append(prep_a\(index) as Any)") }
        }
        if closing { lines.append("prep_r.expect(UInt8(ascii: \"]\"))") }
        return lines
    }

    // MARK: Stub

    static func stub(for interface: FunctionInterface) -> String {
        var text = ""
        let types = interface.allTypes
        if types.contains(.listNode) { text += listNodeComment }
        if types.contains(.treeNode) { text += treeNodeComment }
        func parameters(_ method: Method) -> String {
            method.parameters.map { "_ \(identifier($0.name)): \(typeName($0.type))" }.joined(separator: ", ")
        }
        func signature(_ method: Method) -> String {
            let returns = method.returns == .void ? "" : " -> \(typeName(method.returns))"
            return "    func \(identifier(method.name))(\(parameters(method)))\(returns) {\n" + stubBody(method.returns) + "    }\n"
        }
        switch interface.kind {
        case .function(let method):
            text += "class Solution {\n" + signature(method) + "}\n"
        case .design(let className, let constructor, let methods):
            text += "\nclass \(className) {\n\n    init(\(parameters(constructor))) {\n        \n    }\n"
            for method in methods { text += "    \n" + signature(method) }
            text += "}\n\n/**\n * Your \(className) object will be instantiated and called as such:\n"
            text += " * let obj = \(className)(\(constructor.parameters.map(\.name).joined(separator: ", ")))\n"
            for (index, method) in methods.enumerated() {
                let call = "obj.\(identifier(method.name))(\(method.parameters.map(\.name).joined(separator: ", ")))"
                text += method.returns == .void ? " * \(call)\n" : " * let ret_\(index + 1): \(typeName(method.returns)) = \(call)\n"
            }
            text += " */\n"
        }
        return text
    }

    /// A stub's body: a value of the return type, so that the stub compiles and is judged.
    static func stubBody(_ type: ValueType) -> String {
        switch type {
        case .void: return "        \n"
        case .int, .long: return "        return 0\n"
        case .double: return "        return 0.0\n"
        case .bool: return "        return false\n"
        case .string: return "        return \"\"\n"
        case .char: return "        return \" \"\n"
        case .listNode, .treeNode: return "        return nil\n"
        case .array: return "        return []\n"
        }
    }

    static let listNodeComment = DriverRuntime.text(PackageResources.stub_listnode_swift)

    static let treeNodeComment = DriverRuntime.text(PackageResources.stub_treenode_swift)

    // MARK: Recognizing a solution

    static func looksLikeFunctionMode(_ source: String, interface: FunctionInterface) -> Bool {
        let code = StaticDriverSupport.codeOnly(source, nestedBlocks: true)
        let tokens = StaticDriverSupport.tokens(code)
        let declares = StaticDriverSupport.has(tokens, [["class", "struct"], [Substring(interface.className)]])
        return declares && !hasTopLevelCode(code) && !StaticDriverSupport.has(tokens, [["@"], ["main"]])
    }

    /// Words a top-level line of a file without top-level code may start with.
    static let declarationWords: Set<String> = [
        "import", "class", "struct", "enum", "protocol", "extension", "func", "let", "var", "typealias",
        "actor", "final", "public", "private", "fileprivate", "internal", "open", "indirect", "infix",
        "prefix", "postfix", "operator", "precedencegroup", "nonisolated", "static", "#if", "#else",
        "#elseif", "#endif",
    ]

    /// Whether `code` (comments and strings blanked) has statements outside any declaration, as
    /// a program's main.swift does (`print(…)`, `while let line = readLine()`, …).
    static func hasTopLevelCode(_ code: String) -> Bool {
        var depth = 0
        for line in code.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            if depth <= 0, let first = trimmed.first {
                let word = String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "#" })
                let continues = "}])@.,:?=+-*/&|<>!".contains(first)
                if !continues && !declarationWords.contains(word) { return true }
            }
            for character in line {
                if character == "{" || character == "(" || character == "[" { depth += 1 }
                if character == "}" || character == ")" || character == "]" { depth -= 1 }
            }
        }
        return false
    }

    // MARK: Runtime

    /// `prep_prelude.swift` (`Runtimes/swift/prelude.swift`): LeetCode's `ListNode` and `TreeNode`.
    static let prelude = DriverRuntime.text(PackageResources.prelude_swift)

    /// main.swift before `prepMain` (`Runtimes/swift/runtime.swift`).
    static let runtime = DriverRuntime.text(PackageResources.runtime_swift)
}
