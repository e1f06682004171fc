import Foundation

// MARK: - PythonDriver

/// Function mode in Python 3: `main.py` (the driver) beside the user's file. The driver reads
/// the user's file, compiles it under the user's file name (so tracebacks and syntax errors name
/// that file and its lines) and runs it in a namespace with what LeetCode's editor provides:
/// typing's names, the preloaded modules and their common names (`defaultdict`, `Counter`,
/// `deque`, `heappush`, `bisect_left`, `lru_cache`, `cache`, `inf`, …, never hiding a builtin;
/// `SortedList` and its kin when sortedcontainers is installed), and `ListNode`/`TreeNode` (the
/// user's own definitions win).
///
/// Conventions: doubles print as Python's `repr` (round-trips); NaN and ±infinity, which JSON
/// has no number for, print as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`. A test that
/// does not fit the interface exits 3 with `prep driver: …`; code that does not fit the problem
/// (no class Solution, a missing method, a result of the wrong kind) exits 1 with `prep: …`.
/// The recursion limit is raised to 100000 (LeetCode's recursive tree solutions go deep).
enum PythonDriver: DriverGenerator {
    static func harness(for interface: FunctionInterface, userFileName: String, userSource: String) -> HarnessFiles {
        let userName = (userFileName as NSString).lastPathComponent
        // main.py is the driver: the user's file keeps its name unless it is the entry's.
        let fileName = ["main.py", "__main__.py"].contains(userName) ? "solution.py" : userName
        let driver = driverSource
            .replacingOccurrences(of: "__PREP_INTERFACE__", with: literal(Harness.description(of: interface)))
            .replacingOccurrences(of: "__PREP_USER_FILE__", with: literal(fileName))
            .replacingOccurrences(of: "__PREP_USER_NAME__", with: literal(userName))
        return HarnessFiles(files: [fileName: userSource, "main.py": driver],
                            renames: fileName == userName ? [:] : [fileName: userName],
                            driverFiles: ["main.py"])
    }

    static func stub(for interface: FunctionInterface) -> String {
        var text = ""
        let types = interface.allTypes
        if types.contains(.listNode) {
            text += DriverRuntime.text(PackageResources.stub_listnode_py)
        }
        if types.contains(.treeNode) {
            text += DriverRuntime.text(PackageResources.stub_treenode_py)
        }
        func signature(_ method: Method, name: String) -> String {
            let parameters = ["self"] + method.parameters.map { "\($0.name): \(typeName($0.type))" }
            return "def \(name)(\(parameters.joined(separator: ", ")))"
        }
        switch interface.kind {
        case .function(let method):
            text += "class Solution:\n    \(signature(method, name: method.name)) -> \(typeName(method.returns)):\n        pass\n"
        case .design(let className, let constructor, let methods):
            text += "class \(className):\n\n    \(signature(constructor, name: "__init__")):\n        pass\n"
            for method in methods {
                text += "\n    \(signature(method, name: method.name)) -> \(typeName(method.returns)):\n        pass\n"
            }
            text += "\n\n# Your \(className) object will be instantiated and called as such:\n"
            text += "# obj = \(className)(\(constructor.parameters.map(\.name).joined(separator: ",")))\n"
            for (index, method) in methods.enumerated() {
                let call = "obj.\(method.name)(\(method.parameters.map(\.name).joined(separator: ",")))"
                text += method.returns == .void ? "# \(call)\n" : "# param_\(index + 2) = \(call)\n"
            }
        }
        return text
    }

    static func looksLikeFunctionMode(_ source: String, interface: FunctionInterface) -> Bool {
        // Comments say nothing (a '#' inside a string cuts too much, which errs on the safe side).
        let code = source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.firstIndex(of: "#").map { String(line[..<$0]) } ?? String(line) }
            .joined(separator: "\n")
        // `class Solution:` or `class Solution(…)` at the start of a line.
        let declares = code.split(separator: "\n").contains { line in
            line.hasPrefix("class") && StaticDriverSupport.tokens(String(line)).starts(with: ["class", Substring(interface.className)])
                && [":", "("].contains(StaticDriverSupport.tokens(String(line)).dropFirst(2).first ?? "")
        }
        // input( (not a method's: x.input), stdin, open(0, …), fileinput.
        let tokens = StaticDriverSupport.tokens(code)
        let readsInput = code.contains("stdin") || code.contains("fileinput")
            || tokens.indices.contains { index in
                guard index + 1 < tokens.count, tokens[index + 1] == "(" else { return false }
                if tokens[index] == "input" { return index == 0 || tokens[index - 1] != "." }
                return tokens[index] == "open" && index + 3 < tokens.count && tokens[index + 2] == "0" && [",", ")"].contains(tokens[index + 3])
            }
        return declares && !readsInput
    }

    /// The Python annotation LeetCode writes for `type`.
    static func typeName(_ type: ValueType) -> String {
        switch type {
        case .int, .long: return "int"
        case .double: return "float"
        case .bool: return "bool"
        case .string, .char: return "str"
        case .listNode: return "Optional[ListNode]"
        case .treeNode: return "Optional[TreeNode]"
        case .void: return "None"
        case .array(let element): return "List[\(typeName(element))]"
        }
    }

    /// `text` as a Python string literal (UTF-8 source: only quotes, backslashes and control
    /// characters are escaped).
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f {
                    out += String(format: "\\x%02x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The driver (`main.py`, `Runtimes/python/driver.py`); `__PREP_…__` are filled in by `harness`.
    static let driverSource = DriverRuntime.text(PackageResources.driver_py)
}
