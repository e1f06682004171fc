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

    static let listNodeComment = """
        /**
         * Definition for singly-linked list.
         * public class ListNode {
         *     public var val: Int
         *     public var next: ListNode?
         *     public init() { self.val = 0; self.next = nil; }
         *     public init(_ val: Int) { self.val = val; self.next = nil; }
         *     public init(_ val: Int, _ next: ListNode?) { self.val = val; self.next = next; }
         * }
         */

        """

    static let treeNodeComment = """
        /**
         * Definition for a binary tree node.
         * public class TreeNode {
         *     public var val: Int
         *     public var left: TreeNode?
         *     public var right: TreeNode?
         *     public init() { self.val = 0; self.left = nil; self.right = nil; }
         *     public init(_ val: Int) { self.val = val; self.left = nil; self.right = nil; }
         *     public init(_ val: Int, _ left: TreeNode?, _ right: TreeNode?) {
         *         self.val = val
         *         self.left = left
         *         self.right = right
         *     }
         * }
         */

        """

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

    static let prelude = """
        public class ListNode {
            public var val: Int
            public var next: ListNode?
            public init() { self.val = 0; self.next = nil; }
            public init(_ val: Int) { self.val = val; self.next = nil; }
            public init(_ val: Int, _ next: ListNode?) { self.val = val; self.next = next; }
        }

        public class TreeNode {
            public var val: Int
            public var left: TreeNode?
            public var right: TreeNode?
            public init() { self.val = 0; self.left = nil; self.right = nil; }
            public init(_ val: Int) { self.val = val; self.left = nil; self.right = nil; }
            public init(_ val: Int, _ left: TreeNode?, _ right: TreeNode?) {
                self.val = val
                self.left = left
                self.right = right
            }
        }

        """

    /// main.swift before `prepMain`.
    static let runtime = #"""
        import Foundation
        import Glibc

        // prep's driver runtime: reads the test's JSON, writes the result's.

        let prepNodeLimit = 10_000_000

        func prepWriteAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBytes { buffer -> Bool in
                var offset = 0
                while offset < buffer.count {
                    let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 && Glibc.errno == EINTR { continue }
                    if written <= 0 { return false }
                    offset += written
                }
                return true
            }
        }

        func prepComplain(_ message: String) {
            _ = prepWriteAll(2, Array(("prep driver: " + message + "\n").utf8))
        }

        /// What the user prints from now on goes to stderr; returns the real stdout.
        func prepRedirect() -> Int32 {
            Glibc.fflush(nil)
            let real = Glibc.dup(1)
            Glibc.dup2(2, 1)
            return real
        }

        @inline(__always) func prepNow() -> UInt64 {
            var time = Glibc.timespec()
            Glibc.clock_gettime(CLOCK_MONOTONIC, &time)
            return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
        }

        func prepFinish(_ w: inout PrepWriter, _ ns: UInt64, _ fd: Int32, _ keep: [Any]) -> Never {
            w.raw("\n#prep-call-ns ")
            w.int(Int(truncatingIfNeeded: ns))
            w.byte(10)
            Glibc.fflush(nil)
            if !prepWriteAll(fd, w.bytes) {
                prepComplain("writing the result failed")
                Glibc.exit(4)
            }
            // Ends with what the user built still alive: a long list released at once releases
            // recursively, deeper than the stack.
            withExtendedLifetime(keep) { Glibc.exit(0) }
        }

        struct PrepReader {
            let base: UnsafeMutablePointer<UInt8>
            let count: Int
            var i = 0

            /// Reads the whole input.
            init() {
                var capacity = 1 << 16
                var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + 1)
                var n = 0
                while true {
                    if n == capacity {
                        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2 + 1)
                        Glibc.memcpy(bigger, buffer, n)
                        buffer.deallocate()
                        buffer = bigger
                        capacity *= 2
                    }
                    let got = Glibc.read(0, buffer + n, capacity - n)
                    if got < 0 && Glibc.errno == EINTR { continue }
                    if got <= 0 { break }
                    n += got
                }
                buffer[n] = 0
                base = buffer
                count = n
            }

            func fail(_ what: String) -> Never {
                prepComplain("bad test data: \(what) (at byte \(i) of the input)")
                Glibc.exit(3)
            }

            @inline(__always) mutating func ws() {
                while i < count {
                    let c = base[i]
                    if c == 32 || c == 10 || c == 13 || c == 9 { i += 1 } else { break }
                }
            }

            @inline(__always) mutating func at(_ c: UInt8) -> Bool {
                ws()
                return i < count && base[i] == c
            }

            @inline(__always) mutating func skip() { i += 1 }

            mutating func expect(_ c: UInt8) {
                if !at(c) { fail("expected '\(Character(UnicodeScalar(c)))'") }
                i += 1
            }

            mutating func word(_ w: StaticString) -> Bool {
                ws()
                let n = w.utf8CodeUnitCount
                if count - i < n || Glibc.memcmp(base + i, w.utf8Start, n) != 0 { return false }
                i += n
                return true
            }

            mutating func end() {
                ws()
                if i != count { fail("unexpected data after the last value") }
            }

            mutating func integer(_ lo: Int, _ hi: Int) -> Int {
                ws()
                var negative = false
                if i < count && base[i] == 45 { negative = true; i += 1 }
                if i >= count || base[i] < 48 || base[i] > 57 { fail("expected an integer") }
                var v: UInt64 = 0
                var digits = 0
                while i < count {
                    let d = base[i] &- 48
                    if d > 9 { break }
                    v = v &* 10 &+ UInt64(d)
                    if v != 0 {
                        digits += 1
                        if digits > 19 { fail("integer out of range") }
                    }
                    i += 1
                }
                if i < count && (base[i] == 46 || base[i] == 101 || base[i] == 69) { fail("expected an integer, not a fraction") }
                let x: Int
                if negative {
                    if v > UInt64(Int.max) + 1 { fail("integer out of range") }
                    x = v == UInt64(Int.max) + 1 ? Int.min : -Int(v)
                } else {
                    if v > UInt64(Int.max) { fail("integer out of range") }
                    x = Int(v)
                }
                if x < lo || x > hi { fail("integer out of range") }
                return x
            }

            mutating func number() -> Double {
                ws()
                if i >= count || !(base[i] == 45 || (base[i] >= 48 && base[i] <= 57)) { fail("expected a number") }
                let start = UnsafeMutableRawPointer(base + i).assumingMemoryBound(to: CChar.self)
                var stop: UnsafeMutablePointer<CChar>? = nil
                let v = Glibc.strtod(start, &stop)
                guard let stop, stop > start else { fail("expected a number") }
                i += stop - start
                return v
            }

            mutating func hex4() -> UInt32 {
                if count - i < 4 { fail("bad \\u escape") }
                var v: UInt32 = 0
                for _ in 0..<4 {
                    let c = base[i]
                    let d: UInt8
                    switch c {
                    case 48...57: d = c - 48
                    case 97...102: d = c - 87
                    case 65...70: d = c - 55
                    default: fail("bad \\u escape")
                    }
                    v = v * 16 + UInt32(d)
                    i += 1
                }
                return v
            }

            mutating func text() -> String {
                expect(34)
                let start = i
                while i < count && base[i] != 34 && base[i] != 92 { i += 1 }
                if i < count && base[i] == 34 {
                    i += 1
                    return String(decoding: UnsafeBufferPointer(start: base + start, count: i - 1 - start), as: UTF8.self)
                }
                var bytes = Array(UnsafeBufferPointer(start: base + start, count: i - start))
                while true {
                    if i >= count { fail("unterminated string") }
                    let c = base[i]
                    i += 1
                    if c == 34 { break }
                    if c != 92 { bytes.append(c); continue }
                    if i >= count { fail("unterminated string") }
                    let e = base[i]
                    i += 1
                    switch e {
                    case 34, 92, 47: bytes.append(e)
                    case 98: bytes.append(8)
                    case 102: bytes.append(12)
                    case 110: bytes.append(10)
                    case 114: bytes.append(13)
                    case 116: bytes.append(9)
                    case 117:
                        var code = hex4()
                        if code >= 0xD800 && code < 0xDC00 {
                            if count - i < 2 || base[i] != 92 || base[i + 1] != 117 { fail("unpaired surrogate in \\u escape") }
                            i += 2
                            let low = hex4()
                            if low < 0xDC00 || low >= 0xE000 { fail("unpaired surrogate in \\u escape") }
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(code) else { fail("bad \\u escape") }
                        bytes.append(contentsOf: String(Character(scalar)).utf8)
                    default:
                        fail("bad escape in a string")
                    }
                }
                return String(decoding: bytes, as: UTF8.self)
            }
        }

        struct PrepWriter {
            var bytes: [UInt8] = []

            init() { bytes.reserveCapacity(1 << 16) }

            @inline(__always) mutating func byte(_ b: UInt8) { bytes.append(b) }

            mutating func raw(_ s: StaticString) {
                s.withUTF8Buffer { bytes.append(contentsOf: $0) }
            }

            mutating func int(_ v: Int) {
                if v < 0 { bytes.append(45) }
                var u = v.magnitude
                var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                             UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                    (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                var n = 0
                withUnsafeMutableBytes(of: &digits) { buffer in
                    repeat {
                        buffer[n] = UInt8(truncatingIfNeeded: u % 10) &+ 48
                        u /= 10
                        n += 1
                    } while u != 0
                    while n > 0 {
                        n -= 1
                        bytes.append(buffer[n])
                    }
                }
            }

            mutating func double(_ v: Double) {
                if !v.isFinite { raw("null"); return }
                bytes.append(contentsOf: v.description.utf8)
            }

            mutating func text(_ s: String) {
                bytes.append(34)
                for c in s.utf8 {
                    switch c {
                    case 34: bytes.append(92); bytes.append(34)
                    case 92: bytes.append(92); bytes.append(92)
                    case 10: bytes.append(92); bytes.append(110)
                    case 13: bytes.append(92); bytes.append(114)
                    case 9: bytes.append(92); bytes.append(116)
                    case 8: bytes.append(92); bytes.append(98)
                    case 12: bytes.append(92); bytes.append(102)
                    case 0..<32:
                        let hex: [UInt8] = Array("0123456789abcdef".utf8)
                        bytes.append(contentsOf: [92, 117, 48, 48, hex[Int(c >> 4)], hex[Int(c & 15)]])
                    default: bytes.append(c)
                    }
                }
                bytes.append(34)
            }
        }

        /// A value crossing the interface, read from and written as JSON.
        protocol PrepCodec {
            associatedtype Value
            static func read(_ r: inout PrepReader) -> Value
            static func write(_ w: inout PrepWriter, _ v: Value)
        }

        enum PrepInt: PrepCodec {
            static func read(_ r: inout PrepReader) -> Int { r.integer(Int(Int32.min), Int(Int32.max)) }
            static func write(_ w: inout PrepWriter, _ v: Int) { w.int(v) }
        }

        enum PrepLong: PrepCodec {
            static func read(_ r: inout PrepReader) -> Int { r.integer(Int.min, Int.max) }
            static func write(_ w: inout PrepWriter, _ v: Int) { w.int(v) }
        }

        enum PrepDouble: PrepCodec {
            static func read(_ r: inout PrepReader) -> Double { r.number() }
            static func write(_ w: inout PrepWriter, _ v: Double) { w.double(v) }
        }

        enum PrepBool: PrepCodec {
            static func read(_ r: inout PrepReader) -> Bool {
                if r.word("true") { return true }
                if r.word("false") { return false }
                r.fail("expected true or false")
            }
            static func write(_ w: inout PrepWriter, _ v: Bool) { if v { w.raw("true") } else { w.raw("false") } }
        }

        enum PrepString: PrepCodec {
            static func read(_ r: inout PrepReader) -> String { r.text() }
            static func write(_ w: inout PrepWriter, _ v: String) { w.text(v) }
        }

        enum PrepChar: PrepCodec {
            static func read(_ r: inout PrepReader) -> Character {
                let s = r.text()
                guard s.count == 1, let c = s.first else { r.fail("expected a string of one character (a char)") }
                return c
            }
            static func write(_ w: inout PrepWriter, _ v: Character) { w.text(String(v)) }
        }

        enum PrepArray<Element: PrepCodec>: PrepCodec {
            static func read(_ r: inout PrepReader) -> [Element.Value] {
                var v: [Element.Value] = []
                r.expect(91)
                if r.at(93) { r.skip(); return v }
                while true {
                    v.append(Element.read(&r))
                    if r.at(44) { r.skip(); continue }
                    r.expect(93)
                    return v
                }
            }
            static func write(_ w: inout PrepWriter, _ v: [Element.Value]) {
                w.byte(91)
                var first = true
                for x in v {
                    if !first { w.byte(44) }
                    first = false
                    Element.write(&w, x)
                }
                w.byte(93)
            }
        }

        enum PrepList: PrepCodec {
            static func read(_ r: inout PrepReader) -> ListNode? {
                let values = PrepArray<PrepInt>.read(&r)
                var head: ListNode? = nil
                for value in values.reversed() { head = ListNode(value, head) }
                return head
            }
            static func write(_ w: inout PrepWriter, _ v: ListNode?) {
                w.byte(91)
                var node = v
                var n = 0
                while let current = node {
                    if n == prepNodeLimit {
                        prepComplain("the returned list has more than \(prepNodeLimit) nodes (a cycle?); printed the first \(prepNodeLimit)")
                        break
                    }
                    if n > 0 { w.byte(44) }
                    w.int(current.val)
                    node = current.next
                    n += 1
                }
                w.byte(93)
            }
        }

        enum PrepTree: PrepCodec {
            static func read(_ r: inout PrepReader) -> TreeNode? {
                var nodes: [TreeNode?] = []
                r.expect(91)
                if r.at(93) { r.skip(); return nil }
                while true {
                    if r.word("null") {
                        nodes.append(nil)
                    } else {
                        nodes.append(TreeNode(r.integer(Int(Int32.min), Int(Int32.max))))
                    }
                    if r.at(44) { r.skip(); continue }
                    r.expect(93)
                    break
                }
                guard let root = nodes[0] else { return nil }
                // Children go, in order, to the nodes that are not null, in order (level order).
                var next = 1
                for node in nodes {
                    if next >= nodes.count { break }
                    guard let node else { continue }
                    node.left = nodes[next]
                    next += 1
                    if next < nodes.count {
                        node.right = nodes[next]
                        next += 1
                    }
                }
                return root
            }
            static func write(_ w: inout PrepWriter, _ v: TreeNode?) {
                w.byte(91)
                if let root = v {
                    var queue: [TreeNode?] = [root]
                    var kept = w.bytes.count
                    var i = 0
                    while i < queue.count {
                        if i == 2 * prepNodeLimit {
                            prepComplain("the returned tree has more than \(prepNodeLimit) nodes (a cycle?)")
                            break
                        }
                        if i > 0 { w.byte(44) }
                        if let node = queue[i] {
                            w.int(node.val)
                            kept = w.bytes.count
                            queue.append(node.left)
                            queue.append(node.right)
                        } else {
                            w.raw("null")
                        }
                        i += 1
                    }
                    w.bytes.removeSubrange(kept...)
                }
                w.byte(93)
            }
        }


        """#
}
