import Foundation

// MARK: - JavaScriptDriver

/// Function mode in JavaScript (Node): one file, `main.js`, the user's code unchanged in its
/// lines followed by the driver, so that `node --check` and stack traces give the user's line
/// numbers (`renames` maps `main.js` to the user's file name). Line 1 starts with one statement
/// of prep's (after a lone `'use strict'` directive when line 1 is that), which loads
/// `prep-stdout.js`: it makes `process.stdout` the standard error stream, so that `console.log`
/// anywhere in the user's code never reaches the answer; the driver writes the answer straight
/// to file descriptor 1.
///
/// The driver runs in a function of its own after the user's code, and finds the user's
/// `var twoSum = …`, `function twoSum`, `const twoSum = (…) =>`, `class MinStack` or
/// `var MinStack = function` by name (an `eval` outside the driver's scope: a top-level `class`
/// or `const` is no property of `globalThis`). `ListNode`/`TreeNode` are LeetCode's constructor
/// functions, defined on `globalThis` unless the user's code defines its own.
///
/// LeetCode's other globals, @datastructures-js's `PriorityQueue`, `MinPriorityQueue`,
/// `MaxPriorityQueue`, `Queue` and `Deque`, are prep's own (`Runtimes/javascript/datastructures.js`,
/// compiled in): `prep-stdout.js` loads them, so they are defined before the user's first line
/// runs, and a declaration of the same name in the user's code takes their place.
///
/// Conventions: numbers print as `JSON.stringify` does (as `String(x)`); NaN and ±infinity print
/// as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`; `long`s are plain numbers, as on
/// LeetCode (a bigint result prints exactly). A test that does not fit the interface exits 3
/// with `prep driver: …`; code that does not fit the problem exits 1 with `prep: …`. A user
/// exception prints its stack without the driver's frames, under the user's file name, and
/// exits 1.
enum JavaScriptDriver: DriverGenerator {
    /// Prep's statement at the start of line 1: short, since a syntax error on line 1 shows it.
    static let redirection = "require('./prep-stdout.js');"

    /// `prep-stdout.js`, the file line 1 loads, so it runs before any line of the user's code:
    /// `Runtimes/javascript/prep-stdout.js` makes `process.stdout` the standard error stream,
    /// then it requires the libraries the user's code may name without requiring them
    /// (LeetCode's globals: `prep-datastructures.js`).
    static let redirectionSource = DriverRuntime.text(PackageResources.prep_stdout_js)

    static func harness(for interface: FunctionInterface, userFileName: String, userSource: String) -> HarnessFiles {
        let userName = (userFileName as NSString).lastPathComponent
        var lines = userSource.components(separatedBy: "\n")
        let prefixColumns: Int
        if ["'use strict'", "\"use strict\"", "'use strict';", "\"use strict\";"].contains(lines[0].trimmingCharacters(in: .whitespacesAndNewlines)) {
            // Stays the directive prologue: strict mode is kept.
            let trimmed = lines[0].hasSuffix("\r") ? String(lines[0].dropLast()) : lines[0]
            lines[0] = trimmed + (trimmed.hasSuffix(";") ? "" : ";") + redirection + (lines[0].hasSuffix("\r") ? "\r" : "")
            prefixColumns = 0
        } else {
            lines[0] = redirection + lines[0]
            prefixColumns = redirection.utf16.count
        }
        let driver = driverSource
            .replacingOccurrences(of: "__PREP_INTERFACE__", with: literal(Harness.description(of: interface)))
            .replacingOccurrences(of: "__PREP_USER_NAME__", with: literal(userName))
            .replacingOccurrences(of: "__PREP_USER_LINES__", with: String(lines.count))
            .replacingOccurrences(of: "__PREP_PREFIX_COLUMNS__", with: String(prefixColumns))
        let text = lines.joined(separator: "\n") + "\n" + driver
        return HarnessFiles(files: ["main.js": text, "prep-stdout.js": redirectionSource + "require('./\(datastructuresFile)');\n",
                                    datastructuresFile: datastructures],
                            renames: userName == "main.js" ? [:] : ["main.js": userName],
                            driverFiles: ["prep-stdout.js", datastructuresFile])
    }

    /// LeetCode's @datastructures-js classes, as a file of the harness.
    static let datastructuresFile = "prep-datastructures.js"
    static let datastructures = String(decoding: PackageResources.datastructures_js, as: UTF8.self)

    static func stub(for interface: FunctionInterface) -> String {
        var text = ""
        let types = interface.allTypes
        if types.contains(.listNode) {
            text += DriverRuntime.text(PackageResources.stub_listnode_js)
        }
        if types.contains(.treeNode) {
            text += DriverRuntime.text(PackageResources.stub_treenode_js)
        }
        func documentation(_ method: Method, returns: Bool, opening: String = "/**") -> String {
            var lines = method.parameters.map { " * @param {\(typeName($0.type))} \($0.name)" }
            if returns { lines.append(" * @return {\(typeName(method.returns))}") }
            return ([opening] + lines + [" */"]).joined(separator: "\n") + "\n"
        }
        let parameters = { (method: Method) in method.parameters.map(\.name).joined(separator: ", ") }
        switch interface.kind {
        case .function(let method):
            text += documentation(method, returns: true)
            text += "var \(method.name) = function(\(parameters(method))) {\n    \n};\n"
        case .design(let className, let constructor, let methods):
            if !constructor.parameters.isEmpty { text += documentation(constructor, returns: false) }
            text += "var \(className) = function(\(parameters(constructor))) {\n    \n};\n"
            for method in methods {
                text += "\n" + documentation(method, returns: true, opening: "/** ")
                text += "\(className).prototype.\(method.name) = function(\(parameters(method))) {\n    \n};\n"
            }
            text += "\n/** \n * Your \(className) object will be instantiated and called as such:\n"
            text += " * var obj = new \(className)(\(constructor.parameters.map(\.name).joined(separator: ",")))\n"
            for (index, method) in methods.enumerated() {
                let call = "obj.\(method.name)(\(method.parameters.map(\.name).joined(separator: ",")))"
                text += method.returns == .void ? " * \(call)\n" : " * var param_\(index + 2) = \(call)\n"
            }
            text += " */\n"
        }
        return text
    }

    static func looksLikeFunctionMode(_ source: String, interface: FunctionInterface) -> Bool {
        let name = interface.isDesign ? interface.className : interface.methods[0].name
        let tokens = StaticDriverSupport.tokens(source)
        let named: Set<Substring> = [Substring(name)]
        // var|let|const NAME =, function NAME(, function* NAME(, and for a design class NAME.
        let declares = StaticDriverSupport.has(tokens, [["var", "let", "const"], named, ["="]])
            || StaticDriverSupport.has(tokens, [["function"], named, ["("]])
            || StaticDriverSupport.has(tokens, [["function"], ["*"], named, ["("]])
            || (interface.isDesign && StaticDriverSupport.has(tokens, [["class"], named]))
        // process.stdin, readFileSync(0 …) or of /dev/stdin, require('readline') or 'node:readline'.
        let readsInput = StaticDriverSupport.has(tokens, [["process"], ["."], ["stdin"]])
            || StaticDriverSupport.has(tokens, [["readFileSync"], ["("], ["0"]])
            || source.contains("/dev/stdin")
            || StaticDriverSupport.has(tokens, [["require"], ["("], ["'", "\"", "`"], ["readline"]])
            || StaticDriverSupport.has(tokens, [["require"], ["("], ["'", "\"", "`"], ["node"], [":"], ["readline"]])
        return declares && !readsInput
    }

    /// The JSDoc type LeetCode writes for `type`.
    static func typeName(_ type: ValueType) -> String {
        switch type {
        case .int, .long, .double: return "number"
        case .bool: return "boolean"
        case .string: return "string"
        case .char: return "character"
        case .listNode: return "ListNode"
        case .treeNode: return "TreeNode"
        case .void: return "void"
        case .array(let element): return typeName(element) + "[]"
        }
    }

    /// `text` as a JavaScript string literal.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The driver (`Runtimes/javascript/driver.js`), appended to the user's code; `__PREP_…__` are
    /// filled in by `harness`.
    static let driverSource = DriverRuntime.text(PackageResources.driver_js)
}
