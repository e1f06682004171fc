import Foundation

// MARK: - JavaDriver

/// Function mode in Java: the user's file becomes `<Class>.java` (`Solution.java`, or the design
/// class's name) with the imports LeetCode's editor provides prepended on line 1, so line numbers
/// stay the user's (`renames` maps the name back); `Main.java` is the driver, and `ListNode.java`
/// / `TreeNode.java` are LeetCode's classes when the problem uses them and the user's file does
/// not define its own, and `Pair.java` LeetCode's `javafx.util.Pair` when the user's file names
/// `Pair` and declares none.
///
/// The driver finds the method by name and parameter count through reflection and converts each
/// argument to the parameter's declared Java type, so that LeetCode's signatures work as pasted:
/// `int`/`Integer`, `long`, `double`, `boolean`, `char`, `String`, arrays of any depth,
/// `List<…>` (and `ArrayList`, `LinkedList`, `Collection`, …) of those, `ListNode`, `TreeNode`.
/// Results are printed from their runtime type (arrays, lists, boxed numbers, `Boolean`,
/// `Character`, `String`, `ListNode`, `TreeNode`, null). Its JSON reader is hand-written over
/// bytes (an array of integers reads into a `long[]`), so 10^6 numbers take milliseconds.
///
/// Conventions: doubles print as `Double.toString` (round-trips; `1.0E-5` is JSON); NaN and
/// ±infinity print as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`. A test that does not fit
/// the interface exits 3 with `prep driver: …`; code that does not fit the problem exits 1 with
/// `prep: …`. A user exception leaves `main` as the JVM prints it (exit 1), its stack cut where
/// the driver's reflection begins.
enum JavaDriver: DriverGenerator {
    /// What LeetCode's Java editor imports, all on line 1 of the user's file.
    static let imports = "import java.util.*; import java.util.function.*; import java.util.stream.*; import java.math.*; "

    static func harness(for interface: FunctionInterface, userFileName: String, userSource: String) -> HarnessFiles {
        let userName = (userFileName as NSString).lastPathComponent
        let fileName = interface.className + ".java"
        var files = [fileName: imports + withoutOtherPublicClasses(userSource, keeping: interface.className),
                     "Main.java": driverSource.replacingOccurrences(of: "__PREP_INTERFACE__",
                                                                    with: literal(Harness.description(of: interface)))]
        var driverFiles: Set<String> = ["Main.java"]
        let code = MainClassRule.codeOnly(userSource)
        let types = interface.allTypes
        for (type, name, source) in [(ValueType.listNode, "ListNode", listNodeSource), (.treeNode, "TreeNode", treeNodeSource)]
        where types.contains(type) && !StaticDriverSupport.has(code, [["class"], [Substring(name)]]) {
            files[name + ".java"] = source
            driverFiles.insert(name + ".java")
        }
        // LeetCode's javafx.util.Pair, when the solution names Pair and declares no Pair of its own.
        let tokens = StaticDriverSupport.tokens(code)
        if tokens.contains("Pair") && !StaticDriverSupport.has(tokens, [["class", "record", "interface", "enum"], ["Pair"]]) {
            files["Pair.java"] = pairSource
            driverFiles.insert("Pair.java")
        }
        return HarnessFiles(files: files, renames: fileName == userName ? [:] : [fileName: userName], driverFiles: driverFiles)
    }

    /// `source` with `public` blanked (spaces: lines and columns stay) before every class other
    /// than `keeping` (the user's file is one `.java` file, where javac allows one public class,
    /// and a pasted solution often has `public class ListNode` uncommented), and its `package`
    /// declaration blanked (an IDE's; the driver finds the class in the unnamed package), and so
    /// is an import of `javafx.util.Pair` or `javafx.util.*`, which LeetCode has and prep has not:
    /// the harness supplies its `Pair` (`pairSource`).
    static func withoutOtherPublicClasses(_ source: String, keeping: String) -> String {
        let code = MainClassRule.codeOnly(source)
        guard let publicClass = try? NSRegularExpression(
            pattern: #"\bpublic(\s+(?:final\s+|abstract\s+|sealed\s+|strictfp\s+)*(?:class|interface|enum|record)\s+)([A-Za-z_$][A-Za-z0-9_$]*)"#),
            let package = try? NSRegularExpression(pattern: #"^\s*(package\s+[A-Za-z0-9_$.\s]+;)"#),
            let javafx = try? NSRegularExpression(pattern: #"\bimport\s+javafx\s*\.\s*util\s*\.\s*(?:Pair|\*)\s*;"#)
        else { return source }
        // codeOnly replaces character for character: offsets in characters carry over.
        var characters = Array(source)
        let text = code as NSString
        func blank(_ range: NSRange, expecting prefix: String) {
            guard let range = Range(range, in: code) else { return }
            let start = code.distance(from: code.startIndex, to: range.lowerBound)
            let end = code.distance(from: code.startIndex, to: range.upperBound)
            guard end <= characters.count, String(characters[start..<end]).hasPrefix(prefix) else { return }
            for index in start..<end where characters[index] != "\n" { characters[index] = " " }
        }
        for match in publicClass.matches(in: code, range: NSRange(location: 0, length: text.length))
        where text.substring(with: match.range(at: 2)) != keeping {
            blank(NSRange(location: match.range.location, length: 6), expecting: "public")
        }
        if let match = package.firstMatch(in: code, range: NSRange(location: 0, length: text.length)) {
            blank(match.range(at: 1), expecting: "package")
        }
        for match in javafx.matches(in: code, range: NSRange(location: 0, length: text.length)) {
            blank(match.range, expecting: "import")
        }
        return String(characters)
    }

    static func stub(for interface: FunctionInterface) -> String {
        var text = ""
        let types = interface.allTypes
        if types.contains(.listNode) {
            text += DriverRuntime.text(PackageResources.stub_listnode_java)
        }
        if types.contains(.treeNode) {
            text += DriverRuntime.text(PackageResources.stub_treenode_java)
        }
        func parameters(_ method: Method) -> String {
            method.parameters.map { "\(typeName($0.type, list: $0.javaList == true)) \($0.name)" }.joined(separator: ", ")
        }
        func body(_ type: ValueType) -> String {
            switch type {
            case .void: return "        \n"
            case .int, .long: return "        return 0;\n"
            case .double: return "        return 0.0;\n"
            case .bool: return "        return false;\n"
            case .char: return "        return ' ';\n"
            default: return "        return null;\n"
            }
        }
        switch interface.kind {
        case .function(let method):
            text += "class Solution {\n    public \(typeName(method.returns, list: method.returnsJavaList == true)) \(method.name)(\(parameters(method))) {\n"
            text += body(method.returns) + "    }\n}\n"
        case .design(let className, let constructor, let methods):
            text += "class \(className) {\n\n    public \(className)(\(parameters(constructor))) {\n        \n    }\n"
            for method in methods {
                text += "    \n    public \(typeName(method.returns, list: method.returnsJavaList == true)) \(method.name)(\(parameters(method))) {\n"
                text += body(method.returns) + "    }\n"
            }
            text += "}\n\n/**\n * Your \(className) object will be instantiated and called as such:\n"
            text += " * \(className) obj = new \(className)(\(constructor.parameters.map(\.name).joined(separator: ",")));\n"
            for (index, method) in methods.enumerated() {
                let call = "obj.\(method.name)(\(method.parameters.map(\.name).joined(separator: ",")));"
                text += method.returns == .void ? " * \(call)\n" : " * \(typeName(method.returns, list: method.returnsJavaList == true)) param_\(index + 2) = \(call)\n"
            }
            text += " */\n"
        }
        return text
    }

    static func looksLikeFunctionMode(_ source: String, interface: FunctionInterface) -> Bool {
        let code = MainClassRule.codeOnly(source)
        let tokens = StaticDriverSupport.tokens(code)
        let declares = StaticDriverSupport.has(tokens, [["class"], [Substring(interface.className)]])
        // `static … void main(`, within one declaration (no ; { } = between).
        let hasMain = tokens.indices.contains { index in
            guard index + 2 < tokens.count, tokens[index] == "void", tokens[index + 1] == "main", tokens[index + 2] == "(" else { return false }
            for earlier in tokens[..<index].reversed() {
                if earlier == "static" { return true }
                if [";", "{", "}", "="].contains(earlier) { return false }
            }
            return false
        }
        return declares && !hasMain
    }

    /// The Java type LeetCode writes for `type`.
    /// `type` as LeetCode's Java declares it: `List<List<Integer>>` where problem.yaml says
    /// `list<list<int>>` (`list`), else arrays.
    static func typeName(_ type: ValueType, list: Bool) -> String {
        guard list, case .array(let element) = type else { return typeName(type) }
        func boxed(_ type: ValueType) -> String {
            switch type {
            case .int: return "Integer"
            case .long: return "Long"
            case .double: return "Double"
            case .bool: return "Boolean"
            case .char: return "Character"
            case .array(let inner): return "List<\(boxed(inner))>"
            default: return typeName(type)
            }
        }
        return "List<\(boxed(element))>"
    }

    static func typeName(_ type: ValueType) -> String {
        switch type {
        case .int: return "int"
        case .long: return "long"
        case .double: return "double"
        case .bool: return "boolean"
        case .string: return "String"
        case .char: return "char"
        case .listNode: return "ListNode"
        case .treeNode: return "TreeNode"
        case .void: return "void"
        case .array(let element): return typeName(element) + "[]"
        }
    }

    /// `text` as a Java string literal (octal escapes: a `\u` escape would be read before the
    /// literal is).
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f {
                    out += String(format: "\\%03o", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// LeetCode's classes (`Runtimes/java/ListNode.java`, `TreeNode.java`), as their stubs' comments show them.
    static let listNodeSource = DriverRuntime.text(PackageResources.ListNode_java)

    static let treeNodeSource = DriverRuntime.text(PackageResources.TreeNode_java)
    /// LeetCode's `javafx.util.Pair` (`Runtimes/java/Pair.java`).
    static let pairSource = DriverRuntime.text(PackageResources.Pair_java)

    /// The driver (`Main.java`, `Runtimes/java/Main.java`); `__PREP_INTERFACE__` is filled in by `harness`.
    static let driverSource = DriverRuntime.text(PackageResources.Main_java)
}
