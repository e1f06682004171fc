import Foundation

// MARK: - CppDriver

/// Function mode in C++: one file, `prep_main.cpp` — LeetCode's includes and structs, prep's
/// JSON runtime (namespace `prep_rt`), the user's code verbatim after `#line 1 "<user file>"`,
/// then `#line N "prep_main.cpp"` and `main`. The user's file is not in the folder (C++ compiles
/// every `.cpp` there), but the compiler names it, with its lines, through `#line`.
enum CppDriver: DriverGenerator {
    static let driverFileName = "prep_main.cpp"

    static func harness(for interface: FunctionInterface, userFileName: String, userSource: String) -> HarnessFiles {
        let driverName = userFileName == driverFileName ? "prep_driver_main.cpp" : driverFileName
        var text = runtime
        text += "#line 1 " + StaticDriverSupport.literal(userFileName) + "\n"
        text += StaticDriverSupport.withFinalNewline(userSource)
        let nextLine = StaticDriverSupport.lineCount(text) + 2
        text += "#line \(nextLine) " + StaticDriverSupport.literal(driverName) + "\n"
        text += "\n"
        text += driverMain(for: interface)
        return HarnessFiles(files: [driverName: text], driverFiles: [driverName])
    }

    // MARK: Types

    static func typeName(_ type: ValueType) -> String {
        switch type {
        case .int: return "int"
        case .long: return "long long"
        case .double: return "double"
        case .bool: return "bool"
        case .string: return "string"
        case .char: return "char"
        case .listNode: return "ListNode*"
        case .treeNode: return "TreeNode*"
        case .void: return "void"
        case .array(let element): return "vector<\(typeName(element))>"
        }
    }

    /// The type as the driver names it (after the user's code, which may shadow unqualified names).
    static func qualifiedTypeName(_ type: ValueType) -> String {
        switch type {
        case .string: return "std::string"
        case .array(let element): return "std::vector<\(qualifiedTypeName(element))>"
        default: return typeName(type)
        }
    }

    /// How LeetCode's editor declares a parameter: containers by reference, the rest by value.
    static func parameterDeclaration(_ parameter: Parameter) -> String {
        if case .array = parameter.type { return "\(typeName(parameter.type))& \(parameter.name)" }
        return "\(typeName(parameter.type)) \(parameter.name)"
    }

    // MARK: Driver

    static func driverMain(for interface: FunctionInterface) -> String {
        var lines: [String] = ["int main() {", "    prep_rt::load();", "    long long prep_ns = 0;"]
        switch interface.kind {
        case .function(let method):
            lines += readArguments(method, indent: "    ", closing: false)
            lines.append("    prep_rt::end();")
            lines.append("    long long prep_t0 = prep_rt::now_ns();")
            lines.append("    Solution* prep_solution = new Solution();")
            let call = "prep_solution->\(method.name)(\(StaticDriverSupport.argumentNames(method).joined(separator: ", ")))"
            if method.returns == .void {
                lines.append("    \(call);")
                lines.append("    prep_ns = prep_rt::now_ns() - prep_t0;")
                lines.append("    prep_rt::out += \"null\";")
            } else {
                lines.append("    \(qualifiedTypeName(method.returns)) prep_result = \(call);")
                lines.append("    prep_ns = prep_rt::now_ns() - prep_t0;")
                lines.append("    prep_rt::J<\(qualifiedTypeName(method.returns))>::write(prep_result);")
            }
        case .design(let className, let constructor, let methods):
            lines += [
                "    std::vector<std::string> prep_names = prep_rt::J<std::vector<std::string>>::read();",
                "    if (prep_names.empty()) prep_rt::fail(\"no calls: the first line must list the constructor, then the methods\");",
                "    prep_rt::expect('[');",
                "    prep_rt::out += '[';",
                "    \(className)* prep_object = nullptr;",
                "    for (size_t prep_i = 0; prep_i < prep_names.size(); ++prep_i) {",
                "        if (prep_i > 0) { prep_rt::expect(','); prep_rt::out += ','; }",
                "        prep_rt::expect('[');",
                "        const std::string& prep_name = prep_names[prep_i];",
                "        if (prep_i == 0) {",
                "            if (prep_name != \(StaticDriverSupport.literal(className))) prep_rt::fail(\"the first call must be the constructor \(className), not \" + prep_name);",
            ]
            lines += readArguments(constructor, indent: "            ", closing: true)
            lines += [
                "            long long prep_t0 = prep_rt::now_ns();",
                "            prep_object = new \(className)(\(StaticDriverSupport.argumentNames(constructor).joined(separator: ", ")));",
                "            prep_ns += prep_rt::now_ns() - prep_t0;",
                "            prep_rt::out += \"null\";",
            ]
            for method in methods {
                lines.append("        } else if (prep_name == \(StaticDriverSupport.literal(method.name))) {")
                lines += readArguments(method, indent: "            ", closing: true)
                lines.append("            long long prep_t0 = prep_rt::now_ns();")
                let call = "prep_object->\(method.name)(\(StaticDriverSupport.argumentNames(method).joined(separator: ", ")))"
                if method.returns == .void {
                    lines.append("            \(call);")
                    lines.append("            prep_ns += prep_rt::now_ns() - prep_t0;")
                    lines.append("            prep_rt::out += \"null\";")
                } else {
                    lines.append("            \(qualifiedTypeName(method.returns)) prep_result = \(call);")
                    lines.append("            prep_ns += prep_rt::now_ns() - prep_t0;")
                    lines.append("            prep_rt::J<\(qualifiedTypeName(method.returns))>::write(prep_result);")
                }
            }
            lines += [
                "        } else {",
                "            prep_rt::fail(\"unknown method \" + prep_name);",
                "        }",
                "    }",
                "    prep_rt::expect(']');",
                "    prep_rt::out += ']';",
                "    prep_rt::end();",
            ]
        }
        lines += ["    prep_rt::finish(prep_ns);", "    return 0;", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// Declarations reading the method's arguments (`closing`: then the `]` of a design call's
    /// argument array, commas between them).
    private static func readArguments(_ method: Method, indent: String, closing: Bool) -> [String] {
        var lines: [String] = []
        for (index, parameter) in method.parameters.enumerated() {
            if closing && index > 0 { lines.append(indent + "prep_rt::expect(',');") }
            let type = qualifiedTypeName(parameter.type)
            lines.append(indent + "\(type) prep_a\(index) = prep_rt::J<\(type)>::read();")
        }
        if closing { lines.append(indent + "prep_rt::expect(']');") }
        return lines
    }

    // MARK: Stub

    static func stub(for interface: FunctionInterface) -> String {
        var text = ""
        let types = interface.allTypes
        if types.contains(.listNode) { text += listNodeComment }
        if types.contains(.treeNode) { text += treeNodeComment }
        switch interface.kind {
        case .function(let method):
            text += "class Solution {\npublic:\n"
            text += "    \(typeName(method.returns)) \(method.name)(\(method.parameters.map(parameterDeclaration).joined(separator: ", "))) {\n"
                + stubBody(method.returns) + "    }\n"
            text += "};\n"
        case .design(let className, let constructor, let methods):
            text += "class \(className) {\npublic:\n"
            text += "    \(className)(\(constructor.parameters.map(parameterDeclaration).joined(separator: ", "))) {\n        \n    }\n"
            for method in methods {
                text += "    \n    \(typeName(method.returns)) \(method.name)(\(method.parameters.map(parameterDeclaration).joined(separator: ", "))) {\n"
                    + stubBody(method.returns) + "    }\n"
            }
            text += "};\n\n/**\n * Your \(className) object will be instantiated and called as such:\n"
            text += " * \(className)* obj = new \(className)(\(constructor.parameters.map(\.name).joined(separator: ",")));\n"
            for (index, method) in methods.enumerated() {
                let call = "obj->\(method.name)(\(method.parameters.map(\.name).joined(separator: ",")));"
                text += method.returns == .void ? " * \(call)\n" : " * \(typeName(method.returns)) param_\(index + 1) = \(call)\n"
            }
            text += " */\n"
        }
        return text
    }

    /// A stub's body: a value of the return type, so that the stub compiles cleanly and is judged
    /// (a wrong answer) rather than falling off the end of a function, which is undefined.
    static func stubBody(_ type: ValueType) -> String {
        switch type {
        case .void: return "        \n"
        case .int, .long: return "        return 0;\n"
        case .double: return "        return 0.0;\n"
        case .bool: return "        return false;\n"
        case .string: return "        return \"\";\n"
        case .char: return "        return ' ';\n"
        case .listNode, .treeNode: return "        return nullptr;\n"
        case .array: return "        return {};\n"
        }
    }

    static let listNodeComment = DriverRuntime.text(PackageResources.stub_listnode_hpp)

    static let treeNodeComment = DriverRuntime.text(PackageResources.stub_treenode_hpp)

    // MARK: Recognizing a solution

    static func looksLikeFunctionMode(_ source: String, interface: FunctionInterface) -> Bool {
        let code = StaticDriverSupport.codeOnly(source, nestedBlocks: false)
        let tokens = StaticDriverSupport.tokens(code)
        let declares = StaticDriverSupport.has(tokens, [["class", "struct"], [Substring(interface.className)]])
        return declares && !StaticDriverSupport.has(tokens, [["main"], ["("]])
    }

    // MARK: Runtime

    /// Everything before the user's code (`Runtimes/cpp/runtime.hpp`): LeetCode's includes and
    /// structs, and prep's JSON runtime.
    static let runtime = DriverRuntime.text(PackageResources.runtime_hpp)
}
