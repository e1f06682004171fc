import Foundation

// MARK: - RustDriver

/// Function mode in Rust: `main.rs` (the only file rustc compiles) holds LeetCode's prelude at
/// the crate root (`ListNode`, `TreeNode`, `struct Solution;`, `Rc`, `RefCell`, the collections),
/// prep's JSON runtime (`mod prep_rt`), and `mod user`, which `include!`s the user's file —
/// kept beside it under its own name, so errors name it with its lines — and holds the driver.
/// In `mod user` the user's own `use` lines shadow the prelude's glob import instead of
/// clashing with it, and the driver reaches private design structs and their non-`pub` `fn new`.
enum RustDriver: DriverGenerator {
    static let driverFileName = "main.rs"

    static func harness(for interface: FunctionInterface, userFileName: String, userSource: String) -> HarnessFiles {
        // The user's file keeps its name unless it is main.rs (the driver's) or not a .rs file.
        let userPath = userFileName == driverFileName || !userFileName.hasSuffix(".rs") || userFileName.contains("/")
            ? "prep_user.rs" : userFileName
        var text = runtime
        text += """
            mod user {
                #![allow(unused_imports, dead_code)]
                use super::*;
                include!(\(StaticDriverSupport.literal(userPath)));

                #[allow(unused_mut, unused_variables, non_snake_case, unreachable_code)]
                pub fn prep_run() {
                    let mut prep_r = crate::prep_rt::R::new();

            """
        text += driverBody(for: interface).map { "        " + $0 }.joined(separator: "\n")
        text += "\n    }\n}\n\nfn main() {\n    user::prep_run();\n}\n"
        // LeetCode's design template ends with a `/** … */` doc comment, which must document an
        // item: one follows the user's lines (their numbers unchanged).
        let included = StaticDriverSupport.withFinalNewline(userSource) + "#[allow(dead_code)] const PREP_END_OF_USER_FILE: () = ();\n"
        return HarnessFiles(files: [driverFileName: text, userPath: included],
                            renames: userPath == userFileName ? [:] : [userPath: userFileName],
                            driverFiles: [driverFileName])
    }

    // MARK: Types

    static func typeName(_ type: ValueType) -> String {
        switch type {
        case .int: return "i32"
        case .long: return "i64"
        case .double: return "f64"
        case .bool: return "bool"
        case .string: return "String"
        case .char: return "char"
        case .listNode: return "Option<Box<ListNode>>"
        case .treeNode: return "Option<Rc<RefCell<TreeNode>>>"
        case .void: return "()"
        case .array(let element): return "Vec<\(typeName(element))>"
        }
    }

    static func parameterName(_ parameter: Parameter) -> String { identifier(Method.snakeCase(parameter.name)) }

    /// The method's name in Rust (`r#move` for a keyword).
    static func methodName(_ method: Method) -> String { identifier(method.rustName) }

    static func identifier(_ name: String) -> String { keywords.contains(name) ? "r#" + name : name }

    static let keywords: Set<String> = [
        "as", "break", "const", "continue", "else", "enum", "extern", "false", "fn", "for", "if", "impl", "in",
        "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "static", "struct", "trait", "true",
        "type", "unsafe", "use", "where", "while", "async", "await", "dyn", "abstract", "become", "box", "do",
        "final", "macro", "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
    ]

    // MARK: Driver

    static func driverBody(for interface: FunctionInterface) -> [String] {
        var lines: [String] = []
        switch interface.kind {
        case .function(let method):
            lines += readArguments(method, closing: false)
            lines.append("prep_r.end();")
            lines.append("let prep_t0 = std::time::Instant::now();")
            let call = "Solution::\(methodName(method))(\(StaticDriverSupport.argumentNames(method).joined(separator: ", ")))"
            if method.returns == .void {
                lines.append("let _ = \(call);")
                lines.append("let prep_ns = prep_t0.elapsed().as_nanos();")
                lines.append("prep_r.out.extend_from_slice(b\"null\");")
            } else {
                lines.append("let prep_result: \(typeName(method.returns)) = \(call);")
                lines.append("let prep_ns = prep_t0.elapsed().as_nanos();")
                lines.append("crate::prep_rt::wr(&mut prep_r, &prep_result);")
            }
            lines.append("crate::prep_rt::finish(&mut prep_r, prep_ns);")
        case .design(let className, let constructor, let methods):
            lines += [
                "let prep_names: Vec<String> = crate::prep_rt::rd(&mut prep_r);",
                "if prep_names.is_empty() { prep_r.fail(\"no calls: the first line must list the constructor, then the methods\"); }",
                "prep_r.expect(b'[');",
                "prep_r.out.push(b'[');",
                "let mut prep_ns: u128 = 0;",
                "let mut prep_object: Option<\(className)> = None;",
                "for (prep_i, prep_name) in prep_names.iter().enumerate() {",
                "    if prep_i > 0 { prep_r.expect(b','); prep_r.out.push(b','); }",
                "    prep_r.expect(b'[');",
                "    if prep_i == 0 {",
                "        if prep_name != \(StaticDriverSupport.literal(className)) {",
                "            prep_r.fail(&format!(\"the first call must be the constructor \(className), not {}\", prep_name));",
                "        }",
            ]
            lines += readArguments(constructor, closing: true).map { "        " + $0 }
            lines += [
                "        let prep_t0 = std::time::Instant::now();",
                "        prep_object = Some(\(className)::new(\(StaticDriverSupport.argumentNames(constructor).joined(separator: ", "))));",
                "        prep_ns += prep_t0.elapsed().as_nanos();",
                "        prep_r.out.extend_from_slice(b\"null\");",
                "        continue;",
                "    }",
                "    let prep_self = prep_object.as_mut().unwrap();",
                "    match prep_name.as_str() {",
            ]
            for method in methods {
                lines.append("        \(StaticDriverSupport.literal(method.name)) => {")
                lines += readArguments(method, closing: true).map { "            " + $0 }
                lines.append("            let prep_t0 = std::time::Instant::now();")
                let call = "prep_self.\(methodName(method))(\(StaticDriverSupport.argumentNames(method).joined(separator: ", ")))"
                if method.returns == .void {
                    lines.append("            let _ = \(call);")
                    lines.append("            prep_ns += prep_t0.elapsed().as_nanos();")
                    lines.append("            prep_r.out.extend_from_slice(b\"null\");")
                } else {
                    lines.append("            let prep_result: \(typeName(method.returns)) = \(call);")
                    lines.append("            prep_ns += prep_t0.elapsed().as_nanos();")
                    lines.append("            crate::prep_rt::wr(&mut prep_r, &prep_result);")
                    if method.returns.base == .listNode || method.returns.base == .treeNode {
                        // Not dropped: a long list drops recursively, deeper than the stack.
                        lines.append("            std::mem::forget(prep_result);")
                    }
                }
                lines.append("        }")
            }
            lines += [
                "        _ => prep_r.fail(&format!(\"unknown method {}\", prep_name)),",
                "    }",
                "}",
                "prep_r.expect(b']');",
                "prep_r.out.push(b']');",
                "prep_r.end();",
                "crate::prep_rt::finish(&mut prep_r, prep_ns);",
            ]
        }
        return lines
    }

    private static func readArguments(_ method: Method, closing: Bool) -> [String] {
        var lines: [String] = []
        for (index, parameter) in method.parameters.enumerated() {
            if closing && index > 0 { lines.append("prep_r.expect(b',');") }
            lines.append("let prep_a\(index): \(typeName(parameter.type)) = crate::prep_rt::rd(&mut prep_r);")
        }
        if closing { lines.append("prep_r.expect(b']');") }
        return lines
    }

    // MARK: Stub

    static func stub(for interface: FunctionInterface) -> String {
        var text = ""
        let types = interface.allTypes
        if types.contains(.listNode) { text += listNodeComment }
        if types.contains(.treeNode) { text += treeNodeComment + "use std::rc::Rc;\nuse std::cell::RefCell;\n" }
        func signature(_ method: Method, receiver: String?) -> String {
            let parameters = (receiver.map { [$0] } ?? []) + method.parameters.map { "\(parameterName($0)): \(typeName($0.type))" }
            let returns = method.returns == .void ? "" : " -> \(typeName(method.returns))"
            return "fn \(methodName(method))(\(parameters.joined(separator: ", ")))\(returns) {\n" + stubBody(method.returns) + "    }\n"
        }
        switch interface.kind {
        case .function(let method):
            text += "impl Solution {\n    pub " + signature(method, receiver: nil) + "}\n"
        case .design(let className, let constructor, let methods):
            text += "struct \(className) {\n\n}\n\n\n"
            text += "/** \n * `&self` means the method takes an immutable reference.\n"
            text += " * If you need a mutable reference, change it to `&mut self` instead.\n */\n"
            text += "impl \(className) {\n\n"
            let parameters = constructor.parameters.map { "\(parameterName($0)): \(typeName($0.type))" }
            text += "    fn new(\(parameters.joined(separator: ", "))) -> Self {\n        Self {}\n    }\n"
            for method in methods {
                text += "    \n    " + signature(method, receiver: "&self")
            }
            text += "}\n\n/**\n * Your \(className) object will be instantiated and called as such:\n"
            text += " * let obj = \(className)::new(\(constructor.parameters.map(parameterName).joined(separator: ", ")));\n"
            for (index, method) in methods.enumerated() {
                let call = "obj.\(methodName(method))(\(method.parameters.map(parameterName).joined(separator: ", ")));"
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
        case .int, .long: return "        0\n"
        case .double: return "        0.0\n"
        case .bool: return "        false\n"
        case .string: return "        String::new()\n"
        case .char: return "        ' '\n"
        case .listNode, .treeNode: return "        None\n"
        case .array: return "        vec![]\n"
        }
    }

    static let listNodeComment = DriverRuntime.text(PackageResources.stub_listnode_rs)

    static let treeNodeComment = DriverRuntime.text(PackageResources.stub_treenode_rs)

    // MARK: Recognizing a solution

    static func looksLikeFunctionMode(_ source: String, interface: FunctionInterface) -> Bool {
        let code = StaticDriverSupport.codeOnly(source, nestedBlocks: true)
        let name = interface.className
        let tokens = StaticDriverSupport.tokens(code)
        let declares = interface.isDesign
            ? StaticDriverSupport.has(tokens, [["struct"], [Substring(name)]]) && StaticDriverSupport.has(tokens, [["impl"], [Substring(name)]])
            : StaticDriverSupport.has(tokens, [["impl"], ["Solution"]])
        return declares && !StaticDriverSupport.has(tokens, [["fn"], ["main"], ["("]])
    }

    // MARK: Runtime

    /// The crate root before `mod user` (`Runtimes/rust/runtime.rs`).
    static let runtime = DriverRuntime.text(PackageResources.runtime_rs)
}
