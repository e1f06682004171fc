import Foundation
import XCTest
@testable import Judge

/// The Python, JavaScript and Java function-mode drivers, compiled and run with the real
/// toolchains (no sandbox): every value type, a design class, the user's prints, the timing line,
/// error messages that name the user's file and lines, bad test data, and a large input.
final class FunctionDriverDynamicTests: XCTestCase {
    // MARK: - Running a harness

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String

        /// The answer line (the first of stdout).
        var answer: String { stdout.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? "" }
    }

    /// A harness written to a folder and compiled (or syntax-checked).
    struct Built {
        var language: String
        var folder: URL
        var harness: HarnessFiles
        var check: Output

        var compiled: Bool { check.status == 0 }
    }

    static func tool(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    func requireTool(_ name: String) throws -> String {
        guard let path = Self.tool(name) else { throw XCTSkip("\(name) is not installed") }
        return path
    }

    /// Runs `arguments` in `directory` with `input` on stdin (files, not pipes: no deadlock).
    func run(_ arguments: [String], in directory: URL, input: String = "") throws -> Output {
        let scratch = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-drv-io-")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("in"), outURL = scratch.appendingPathComponent("out"),
            errURL = scratch.appendingPathComponent("err")
        try Data(input.utf8).write(to: inURL)
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.currentDirectoryURL = directory
        let stdin = try FileHandle(forReadingFrom: inURL), stdout = try FileHandle(forWritingTo: outURL),
            stderr = try FileHandle(forWritingTo: errURL)
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        try stdin.close()
        try stdout.close()
        try stderr.close()
        return Output(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Writes the harness for `source` and checks or compiles it as prep's language table does.
    func build(_ language: String, _ interface: FunctionInterface, file: String, source: String) throws -> Built {
        guard let generator = Harness.generator(for: Languages.named(language)!) else {
            XCTFail("no generator for \(language)")
            throw XCTSkip("no generator")
        }
        let harness = generator.harness(for: interface, userFileName: file, userSource: source)
        let folder = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-drv-\(language)-")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in harness.files {
            try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        let files = harness.files.keys.sorted()
        let check: Output
        switch language {
        case "python3":
            check = try run([try requireTool("python3"), "-c", "import ast,sys\nfor f in sys.argv[1:]: ast.parse(open(f,'rb').read(),f)"]
                            + files.filter { $0.hasSuffix(".py") }, in: folder)
        case "javascript":
            check = try run([try requireTool("node"), "--check", "main.js"], in: folder)
        case "java":
            check = try run([try requireTool("javac"), "-encoding", "UTF-8", "-d", "classes"] + files, in: folder)
        default:
            fatalError(language)
        }
        return Built(language: language, folder: folder, harness: harness, check: check)
    }

    /// Runs a built harness on `input`, in an empty working folder as prep does.
    func execute(_ built: Built, _ input: String) throws -> Output {
        let scratch = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-drv-cwd-")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let main = built.folder.appendingPathComponent(built.language == "python3" ? "main.py" : "main.js").path
        switch built.language {
        case "python3": return try run([try requireTool("python3"), "-s", main], in: scratch, input: input)
        case "javascript": return try run([try requireTool("node"), main], in: scratch, input: input)
        default:
            return try run([try requireTool("java"), "-Xss64m", "-XX:+UseSerialGC", "-XX:-UsePerfData", "-XX:TieredStopAtLevel=1",
                            "-cp", built.folder.appendingPathComponent("classes").path, "Main"], in: scratch, input: input)
        }
    }

    /// Messages with the harness's names replaced by the user's, as the grader shows them.
    func renamed(_ text: String, _ built: Built) -> String {
        built.harness.renames.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
    }

    func assertAnswer(_ output: Output, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(output.status, 0, output.stderr, file: file, line: line)
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.count, 3, "two lines, each ended: \(output.stdout.prefix(300))", file: file, line: line)
        XCTAssertEqual(lines.first, expected, file: file, line: line)
        if lines.count > 1 {
            XCTAssertTrue(lines[1].hasPrefix(Harness.timingPrefix), lines[1], file: file, line: line)
            XCTAssertNotNil(UInt64(lines[1].dropFirst(Harness.timingPrefix.count)), lines[1], file: file, line: line)
        }
    }

    // MARK: - Interfaces

    static func parameter(_ name: String, _ type: String) -> Parameter { Parameter(name: name, type: ValueType(parsing: type)!) }

    static func method(_ name: String, _ parameters: [(String, String)], _ returns: String) -> Method {
        Method(name: name, parameters: parameters.map { parameter($0.0, $0.1) }, returns: ValueType(parsing: returns)!)
    }

    /// A design class with a method per type.
    static let types = FunctionInterface(kind: .design(
        className: "Types", constructor: method("Types", [("seed", "int")], "void"),
        methods: [
            method("echoInt", [("x", "int")], "int"),
            method("echoLong", [("x", "long")], "long"),
            method("half", [("x", "double")], "double"),
            method("negate", [("b", "bool")], "bool"),
            method("shout", [("s", "string")], "string"),
            method("nextChar", [("c", "char")], "char"),
            method("transpose", [("m", "int[][]")], "int[][]"),
            method("words", [("w", "string[]")], "string[]"),
            method("reverseList", [("head", "ListNode")], "ListNode"),
            method("mirror", [("root", "TreeNode")], "TreeNode"),
            method("lengths", [("lists", "ListNode[]")], "int[]"),
            method("record", [("x", "int")], "void"),
            method("nan", [], "double"),
            method("sum", [("nums", "int[]")], "long"),
            method("explode", [("x", "int")], "int"),
        ]))

    static let typesInput = #"""
        ["Types","echoInt","echoLong","half","half","negate","shout","nextChar","transpose","words","reverseList","reverseList","mirror","mirror","mirror","lengths","record","nan","sum"]
        [[1],[41],[3000000000],[2.5],[3],[true],["a\"b\\c\n\té€😀"],["a"],[[[1,2,3],[4,5,6]]],[["x","y z"]],[[1,2,3]],[[]],[[4,2,7,1,3,6,9]],[[1,null,2,3]],[[]],[[[1,2],[],[3]]],[5],[],[[1,2,3]]]

        """#

    static let typesAnswer = #"""
        [null,42,3000000001,1.25,1.5,false,"a\"b\\c\n\té€😀!","b",[[1,4],[2,5],[3,6]],["y z","x"],[3,2,1],[],[4,7,2,9,6,3,1],[1,2,null,null,3],[],[2,0,1],null,"NaN",6]
        """#

    static let twoSum = FunctionInterface(kind: .function(method("twoSum", [("nums", "int[]"), ("target", "int")], "int[]")))
    static let mergeKLists = FunctionInterface(kind: .function(method("mergeKLists", [("lists", "ListNode[]")], "ListNode")))

    static let maxDepth = FunctionInterface(kind: .function(method("maxDepth", [("root", "TreeNode")], "int")))

    /// A tree of `depth` nodes, each the right child of the one before (LeetCode's level order).
    static func rightSpine(_ depth: Int) -> String {
        "[" + (1...depth).map(String.init).joined(separator: ",null,") + "]"
    }

    /// 0, 1, …, 999999 on one line, and their sum.
    static let bigArray = "[" + (0..<1_000_000).map(String.init).joined(separator: ",") + "]"
    static let bigSum = "499999500000"
    /// The answer of transpose([bigArray]) after the constructor.
    static let bigTransposed = "[null,[" + (0..<1_000_000).map { "[\($0)]" }.joined(separator: ",") + "]]"

    /// Checks a `Types` implementation: every type, the user's prints, a large input, and an exception at `explodeLine`.
    func checkTypes(_ built: Built, userFile: String, explodeLine: Int) throws {
        XCTAssertTrue(built.compiled, built.check.stderr)
        guard built.compiled else { return }
        // The entry prep's language table finds in the harness folder
        let language = Languages.named(built.language)!
        if language.mainClassRule != nil {
            XCTAssertEqual(language.mainClass(in: try FileTree.files(under: built.folder)), "Main")
        } else {
            XCTAssertEqual(language.entryFile(in: built.harness.files.keys.sorted()), built.language == "python3" ? "main.py" : "main.js")
        }
        let output = try execute(built, Self.typesInput)
        assertAnswer(output, Self.typesAnswer)
        XCTAssertTrue(output.stderr.contains("debug 5"), "the user's print goes to stderr: \(output.stderr)")
        XCTAssertTrue(output.stderr.contains("top level"), "so does a print at the top level: \(output.stderr)")

        // 10^6 numbers in, through the whole path (no timing assertion: the machine may be busy)
        assertAnswer(try execute(built, "[\"Types\",\"sum\"]\n[[0],[\(Self.bigArray)]]\n"), "[null,\(Self.bigSum)]")
        // and 10^6 arrays out
        assertAnswer(try execute(built, "[\"Types\",\"transpose\"]\n[[0],[[\(Self.bigArray)]]]\n"),
                     Self.bigTransposed)

        // The user's exception: non-zero, named after the user's file and line
        let failure = try execute(built, "[\"Types\",\"echoInt\",\"explode\"]\n[[0],[1],[7]]\n")
        XCTAssertNotEqual(failure.status, 0)
        XCTAssertEqual(failure.stdout, "", "no answer when the code fails")
        let message = renamed(failure.stderr, built)
        switch built.language {
        case "python3":
            XCTAssertTrue(message.contains("File \"\(userFile)\", line \(explodeLine), in explode"), message)
            XCTAssertTrue(message.contains("IndexError"), message)
            XCTAssertFalse(message.contains("main.py"), "no driver frames: \(message)")
        case "javascript":
            XCTAssertTrue(message.contains("\(userFile):\(explodeLine):"), message)
            XCTAssertTrue(message.contains("boom"), message)
            XCTAssertFalse(message.contains("node:internal"), "no driver frames: \(message)")
        default:
            XCTAssertTrue(message.contains("(\(userFile):\(explodeLine))"), message)
            XCTAssertTrue(message.contains("ArrayIndexOutOfBoundsException"), message)
            XCTAssertFalse(message.contains("reflect"), "no driver frames: \(message)")
        }

        // Bad test data is not the user's fault: status 3
        for bad in ["[\"Types\",\"echoInt\"]\n[[0],[1.5]]\n", "[\"Types\",\"echoInt\"]\n[[0],[1]\n", "[\"Types\",\"fly\"]\n[[0],[1]]\n",
                    "[\"Types\"]\n", "[\"Types\",\"echoInt\"]\n[[0],[3000000000]]\n", "[\"Types\",\"nextChar\"]\n[[0],[\"ab\"]]\n"] {
            let output = try execute(built, bad)
            XCTAssertEqual(output.status, 3, bad + output.stderr)
            // (after what the user's code printed when it loaded: JavaScript runs it first)
            XCTAssertTrue(output.stderr.split(separator: "\n").contains { $0.hasPrefix("prep driver: ") }, output.stderr)
            XCTAssertEqual(output.stdout, "")
        }
    }

    // MARK: - Python

    func testPythonTypesDesignErrorsAndLargeInput() throws {
        let source = #"""
            class Types:
                def __init__(self, seed: int):
                    self.seed = seed

                def echoInt(self, x: int) -> int:
                    return x + self.seed

                def echoLong(self, x: int) -> int:
                    return x + self.seed

                def half(self, x: float) -> float:
                    return x / 2

                def negate(self, b: bool) -> bool:
                    return not b

                def shout(self, s: str) -> str:
                    return s + "!"

                def nextChar(self, c: str) -> str:
                    return chr(ord(c) + 1)

                def transpose(self, m: List[List[int]]) -> List[List[int]]:
                    return list(zip(*m))

                def words(self, w: List[str]) -> List[str]:
                    return w[::-1]

                def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
                    previous = None
                    while head:
                        head.next, previous, head = previous, head, head.next
                    return previous

                def mirror(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
                    if root:
                        root.left, root.right = self.mirror(root.right), self.mirror(root.left)
                    return root

                def lengths(self, lists: List[Optional[ListNode]]) -> List[int]:
                    counts = []
                    for node in lists:
                        count = 0
                        while node:
                            count, node = count + 1, node.next
                        counts.append(count)
                    return counts

                def record(self, x: int) -> None:
                    print("debug", x)

                def nan(self) -> float:
                    return float("nan")

                def sum(self, nums: List[int]) -> int:
                    return sum(nums)

                def explode(self, x: int) -> int:
                    return [heappop, bisect_left, Counter, deque, lru_cache, (inf, reduce, xor)][x]

            print("top level")

            """#
        let built = try build("python3", Self.types, file: "kitchen.py", source: source)
        try checkTypes(built, userFile: "kitchen.py", explodeLine: 59)
    }

    func testPythonFunctionModeSyntaxErrorAndMisnamedMethod() throws {
        let merge = #"""
            # Definition for singly-linked list.
            # class ListNode:
            #     def __init__(self, val=0, next=None):
            #         self.val = val
            #         self.next = next
            class Solution:
                def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
                    heap = [(node.val, i, node) for i, node in enumerate(lists) if node]
                    heapq.heapify(heap)
                    dummy = tail = ListNode()
                    while heap:
                        _, i, node = heappop(heap)
                        tail.next = tail = node
                        if node.next:
                            heappush(heap, (node.next.val, i, node.next))
                    return dummy.next

            """#
        let built = try build("python3", Self.mergeKLists, file: "main.py", source: merge)
        XCTAssertEqual(built.harness.renames, ["solution.py": "main.py"], "the driver is main.py: the user's main.py is renamed")
        XCTAssertTrue(built.compiled, built.check.stderr)
        assertAnswer(try execute(built, "[[1,4,5],[1,3,4],[2,6]]\n"), "[1,1,2,3,4,4,5,6]")
        assertAnswer(try execute(built, "[]\n"), "[]")
        assertAnswer(try execute(built, "[[],[]]\n"), "[]")
        XCTAssertEqual(try execute(built, "[[1],[2]]\n[3]\n").status, 3, "one line per parameter")

        // The user's own ListNode, and recursion as deep as LeetCode's trees go
        let own = try build("python3", Self.mergeKLists, file: "own.py", source: """
            class ListNode:
                def __init__(self, val=0, next=None):
                    self.val, self.next = val, next
                    self.mine = True

            class Solution:
                def mergeKLists(self, lists):
                    values = sorted(v for node in lists for v in self.walk(node))
                    head = None
                    for v in reversed(values):
                        head = ListNode(v, head)
                    return head

                def walk(self, node):
                    while node:
                        assert node.mine
                        yield node.val
                        node = node.next

            """)
        assertAnswer(try execute(own, "[[5],[1,3],[]]\n"), "[1,3,5]")
        let deep = try build("python3", Self.maxDepth, file: "depth.py", source: """
            class Solution:
                def maxDepth(self, root: Optional[TreeNode]) -> int:
                    return 1 + max(self.maxDepth(root.left), self.maxDepth(root.right)) if root else 0

            """)
        assertAnswer(try execute(deep, Self.rightSpine(10000) + "\n"), "10000")

        let broken = try build("python3", Self.twoSum, file: "two.py", source: "class Solution:\n    def twoSum(self, nums, target)\n        return []\n")
        XCTAssertNotEqual(broken.check.status, 0)
        XCTAssertTrue(renamed(broken.check.stderr, broken).contains("two.py\", line 2"), broken.check.stderr)
        let atRun = try execute(broken, "[1]\n2\n")
        XCTAssertEqual(atRun.status, 1)
        XCTAssertTrue(atRun.stderr.contains("File \"two.py\", line 2") && atRun.stderr.contains("SyntaxError"), atRun.stderr)

        let misnamed = try build("python3", Self.twoSum, file: "two.py", source: "class Solution:\n    def two_sum(self, nums, target):\n        return []\n")
        let output = try execute(misnamed, "[1]\n2\n")
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stderr.hasPrefix("prep: ") && output.stderr.contains("no method twoSum"), output.stderr)

        let short = try build("python3", Self.twoSum, file: "two.py", source: "class Solution:\n    def twoSum(self, nums):\n        return []\n")
        let arity = try execute(short, "[1]\n2\n")
        XCTAssertEqual(arity.status, 1)
        XCTAssertTrue(arity.stderr.hasPrefix("prep: Solution.twoSum(nums) cannot be called as the problem calls it: twoSum(nums, target)"),
                      arity.stderr)
    }

    // MARK: - JavaScript

    func testJavaScriptTypesDesignErrorsAndLargeInput() throws {
        let source = #"""
            'use strict';
            class Types {
                constructor(seed) { this.seed = seed; }
                echoInt(x) { return x + this.seed; }
                echoLong(x) { return x + this.seed; }
                half(x) { return x / 2; }
                negate(b) { return !b; }
                shout(s) { return s + "!"; }
                nextChar(c) { return String.fromCharCode(c.charCodeAt(0) + 1); }
                transpose(m) { return m[0].map((_, j) => m.map(row => row[j])); }
                words(w) { return w.reverse(); }
                reverseList(head) {
                    let previous = null;
                    while (head) { const next = head.next; head.next = previous; previous = head; head = next; }
                    return previous;
                }
                mirror(root) {
                    if (root) [root.left, root.right] = [this.mirror(root.right), this.mirror(root.left)];
                    return root;
                }
                lengths(lists) {
                    return lists.map(node => { let n = 0; for (; node; node = node.next) n++; return n; });
                }
                record(x) { console.log("debug", x); }
                nan() { return NaN; }
                sum(nums) { return nums.reduce((a, b) => a + b, 0); }
                explode(x) {
                    throw new Error("boom " + x);
                }
            }
            console.log("top level");
            class Map {}  // the user's own classes, named as built-ins the driver uses
            var JSON = null;
            """#
        let built = try build("javascript", Self.types, file: "kitchen.js", source: source)
        XCTAssertTrue(built.harness.files["main.js"]!.hasPrefix("'use strict';require('./prep-stdout.js');"), "the directive stays first")
        try checkTypes(built, userFile: "kitchen.js", explodeLine: 28)
    }

    func testJavaScriptFunctionModeSyntaxErrorAndMisnamedFunction() throws {
        let merge = #"""
            /**
             * @param {ListNode[]} lists
             * @return {ListNode}
             */
            var mergeKLists = function(lists) {
                const values = [];
                for (let node of lists) for (; node; node = node.next) values.push(node.val);
                values.sort((a, b) => a - b);
                let head = null;
                for (let i = values.length - 1; i >= 0; i--) head = new ListNode(values[i], head);
                return head;
            };
            """#
        let built = try build("javascript", Self.mergeKLists, file: "merge.js", source: merge)
        XCTAssertTrue(built.compiled, built.check.stderr)
        assertAnswer(try execute(built, "[[1,4,5],[1,3,4],[2,6]]\n"), "[1,1,2,3,4,4,5,6]")
        assertAnswer(try execute(built, "[]\n"), "[]")

        // The user's own class ListNode (a top-level class: no property of globalThis)
        let own = try build("javascript", Self.mergeKLists, file: "own.js", source: """
            class ListNode {
                constructor(val, next) { this.val = val ?? 0; this.next = next ?? null; this.mine = true; }
            }
            function mergeKLists(lists) {
                const values = [];
                for (let node of lists) for (; node; node = node.next) { if (!node.mine) throw new Error("not mine"); values.push(node.val); }
                return values.sort((a, b) => a - b).reduceRight((next, v) => new ListNode(v, next), null);
            }
            """)
        assertAnswer(try execute(own, "[[5],[1,3],[]]\n"), "[1,3,5]")
        let deep = try build("javascript", Self.maxDepth, file: "depth.js",
                             source: "var maxDepth = function(root) {\n    return root ? 1 + Math.max(maxDepth(root.left), maxDepth(root.right)) : 0;\n};\n")
        assertAnswer(try execute(deep, Self.rightSpine(5000) + "\n"), "5000")

        // const and arrow function, an exception on line 1 (after prep's statement: the column is the user's)
        let arrow = try build("javascript", Self.twoSum, file: "two.js", source: "const twoSum = (nums, target) => nums.x.y;\n")
        let thrown = try execute(arrow, "[1]\n2\n")
        XCTAssertEqual(thrown.status, 1)
        XCTAssertTrue(thrown.stderr.contains("two.js:1:41"), "the user's column: \(thrown.stderr)")

        let broken = try build("javascript", Self.twoSum, file: "two.js", source: "var twoSum = function(nums, target) {\n    return [nums[0];\n};\n")
        XCTAssertNotEqual(broken.check.status, 0)
        XCTAssertTrue(renamed(broken.check.stderr, broken).contains("two.js:2"), broken.check.stderr)

        let misnamed = try build("javascript", Self.twoSum, file: "two.js", source: "function two_sum(nums, target) {\n    return [];\n}\n")
        let output = try execute(misnamed, "[1]\n2\n")
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stderr.hasPrefix("prep: ") && output.stderr.contains("no function twoSum"), output.stderr)
    }

    // MARK: - Java

    func testJavaTypesDesignErrorsAndLargeInput() throws {
        let source = #"""
            class Types {
                private final int seed;
                public Types(int seed) { this.seed = seed; }
                public int echoInt(int x) { return x + seed; }
                public long echoLong(long x) { return x + seed; }
                public double half(double x) { return x / 2; }
                public Boolean negate(boolean b) { return !b; }
                public String shout(String s) { return s + "!"; }
                public char nextChar(char c) { return (char) (c + 1); }
                public int[][] transpose(int[][] m) {
                    int[][] t = new int[m[0].length][m.length];
                    for (int i = 0; i < m.length; i++) for (int j = 0; j < m[0].length; j++) t[j][i] = m[i][j];
                    return t;
                }
                public List<String> words(List<String> w) { Collections.reverse(w); return w; }
                public ListNode reverseList(ListNode head) {
                    ListNode previous = null;
                    while (head != null) { ListNode next = head.next; head.next = previous; previous = head; head = next; }
                    return previous;
                }
                public TreeNode mirror(TreeNode root) {
                    if (root == null) return null;
                    TreeNode left = mirror(root.right);
                    root.right = mirror(root.left);
                    root.left = left;
                    return root;
                }
                public List<Integer> lengths(ListNode[] lists) {
                    return Arrays.stream(lists).map(node -> { int n = 0; for (; node != null; node = node.next) n++; return n; })
                        .collect(Collectors.toList());
                }
                public void record(int x) { System.out.println("debug " + x); }
                public double nan() { return Double.NaN; }
                public long sum(int[] nums) { long s = 0; for (int x : nums) s += x; return s; }
                public int explode(int x) {
                    return new int[] {1, 2}[x];
                }
                static { System.out.println("top level"); }
            }
            """#
        let built = try build("java", Self.types, file: "kitchen.java", source: source)
        XCTAssertEqual(built.harness.renames, ["Types.java": "kitchen.java"])
        XCTAssertEqual(Set(built.harness.files.keys), ["Types.java", "Main.java", "ListNode.java", "TreeNode.java"])
        try checkTypes(built, userFile: "kitchen.java", explodeLine: 36)
    }

    /// threeSum as pasted from LeetCode (List<List<Integer>>), and mergeKLists with the user's
    /// own ListNode uncommented.
    func testJavaLeetCodeSignatures() throws {
        let threeSum = FunctionInterface(kind: .function(Self.method("threeSum", [("nums", "int[]")], "int[][]")), compare: .unordered)
        let source = #"""
            class Solution {
                public List<List<Integer>> threeSum(int[] nums) {
                    Arrays.sort(nums);
                    List<List<Integer>> result = new ArrayList<>();
                    for (int i = 0; i < nums.length - 2; i++) {
                        if (i > 0 && nums[i] == nums[i - 1]) continue;
                        for (int l = i + 1, r = nums.length - 1; l < r; ) {
                            int s = nums[i] + nums[l] + nums[r];
                            if (s == 0) {
                                result.add(Arrays.asList(nums[i], nums[l], nums[r]));
                                for (l++; l < r && nums[l] == nums[l - 1]; l++) {}
                            } else if (s < 0) l++; else r--;
                        }
                    }
                    return result;
                }
            }
            """#
        let built = try build("java", threeSum, file: "ThreeSum.java", source: source)
        XCTAssertTrue(built.compiled, built.check.stderr)
        assertAnswer(try execute(built, "[-1,0,1,2,-1,-4]\n"), "[[-1,-1,2],[-1,0,1]]")
        assertAnswer(try execute(built, "[0,1,1]\n"), "[]")

        let merge = #"""
            public class ListNode {
                int val;
                ListNode next;
                ListNode() {}
                ListNode(int val) { this.val = val; }
                ListNode(int val, ListNode next) { this.val = val; this.next = next; }
            }
            class Solution {
                public ListNode mergeKLists(List<ListNode> lists) {
                    PriorityQueue<ListNode> heap = new PriorityQueue<>((a, b) -> a.val - b.val);
                    for (ListNode node : lists) if (node != null) heap.add(node);
                    ListNode dummy = new ListNode(), tail = dummy;
                    while (!heap.isEmpty()) {
                        tail = tail.next = heap.poll();
                        if (tail.next != null) heap.add(tail.next);
                    }
                    return dummy.next;
                }
            }
            """#
        let mergeBuilt = try build("java", Self.mergeKLists, file: "Merge.java", source: merge)
        XCTAssertEqual(Set(mergeBuilt.harness.files.keys), ["Solution.java", "Main.java"], "the user's own ListNode, not LeetCode's")
        XCTAssertTrue(mergeBuilt.compiled, mergeBuilt.check.stderr)
        assertAnswer(try execute(mergeBuilt, "[[1,4,5],[1,3,4],[2,6]]\n"), "[1,1,2,3,4,4,5,6]")
        assertAnswer(try execute(mergeBuilt, "[[],[]]\n"), "[]")
    }

    /// Parameters as boxed arrays, lists of lists, char grids; results as lists of boxed numbers.
    func testJavaParameterAndResultConversions() throws {
        let interface = FunctionInterface(kind: .design(
            className: "Conv", constructor: Self.method("Conv", [], "void"),
            methods: [
                Self.method("flip", [("board", "char[][]")], "char[][]"),
                Self.method("total", [("rows", "int[][]")], "long"),
                Self.method("scale", [("xs", "double[]"), ("k", "double")], "double[]"),
                Self.method("boxes", [("xs", "int[]"), ("big", "long")], "long"),
                Self.method("nothing", [], "string"),
                Self.method("joined", [("words", "string[]"), ("sep", "char")], "string"),
            ]))
        let source = #"""
            package my.practice;
            import java.util.stream.Collectors;

            public class Conv {
                public char[][] flip(char[][] board) {
                    for (char[] row : board) for (int j = 0; j < row.length; j++) if (row[j] == '.') row[j] = '#';
                    return board;
                }
                public long total(List<List<Integer>> rows) { return rows.stream().flatMap(List::stream).mapToLong(Integer::longValue).sum(); }
                public List<Double> scale(double[] xs, double k) { return Arrays.stream(xs).map(x -> x * k).boxed().collect(Collectors.toList()); }
                public Long boxes(Integer[] xs, Long big) { long s = big; for (Integer x : xs) s += x; return s; }
                public String nothing() { return null; }
                public StringBuilder joined(ArrayList<String> words, Character sep) {
                    return new StringBuilder(words.stream().collect(Collectors.joining(String.valueOf(sep))));
                }
            }

            class Queue {}  // the user's own classes, named as the driver's imports are
            class Field {}
            """#
        let built = try build("java", interface, file: "Conv.java", source: source)
        XCTAssertTrue(built.compiled, built.check.stderr)
        XCTAssertTrue(built.harness.files["Conv.java"]!.hasPrefix(JavaDriver.imports + String(repeating: " ", count: 20) + "\nimport"),
                      "an IDE's package line is blanked, the line kept")
        let input = #"""
            ["Conv","flip","total","scale","boxes","nothing","joined"]
            [[],[[["5","."],[".","3"]]],[[[1,2],[],[2147483647]]],[[0.5,2,-1],0.1],[[1,2,3],9000000000],[],[["a","b","c"],"-"]]
            """#
        assertAnswer(try execute(built, input + "\n"),
                     ##"[null,[["5","#"],["#","3"]],2147483650,[0.05,0.2,-0.1],9000000006,null,"a-b-c"]"##)
    }

    func testJavaCompileErrorAndMisnamedMethod() throws {
        let broken = try build("java", Self.twoSum, file: "Two.java",
                               source: "class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        return nums\n    }\n}\n")
        XCTAssertNotEqual(broken.check.status, 0)
        XCTAssertTrue(renamed(broken.check.stderr, broken).contains("Two.java:3: error"), broken.check.stderr)

        let misnamed = try build("java", Self.twoSum, file: "Two.java",
                                 source: "class Solution {\n    public int[] twosum(int[] nums, int target) {\n        return nums;\n    }\n}\n")
        XCTAssertTrue(misnamed.compiled, misnamed.check.stderr)
        let output = try execute(misnamed, "[1]\n2\n")
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stderr.hasPrefix("prep: ") && output.stderr.contains("no method twoSum"), output.stderr)
    }

    // MARK: - Stubs and detection

    /// Each language's stub is a function-mode solution that compiles and runs (returning
    /// placeholders); a program reading stdin is not one.
    func testStubsCompileRunAndAreDetected() throws {
        let lru = FunctionInterface(kind: .design(
            className: "LRUCache", constructor: Self.method("LRUCache", [("capacity", "int")], "void"),
            methods: [Self.method("get", [("key", "int")], "int"), Self.method("put", [("key", "int"), ("value", "int")], "void")]))
        let input = "[\"LRUCache\",\"put\",\"get\"]\n[[2],[1,1],[1]]\n"
        let programs = [
            "python3": "class Solution:\n    pass\nn = int(input())\nprint(n)\n",
            "javascript": "var twoSum = function(a, b) {};\nconst s = require('fs').readFileSync(0, 'utf8');\n",
            "java": "class Solution {\n    public static void main(String[] args) { }\n}\n",
        ]
        for (language, file) in [("python3", "lru.py"), ("javascript", "lru.js"), ("java", "LRU.java")] {
            let generator = Harness.generator(for: Languages.named(language)!)!
            for interface in [Self.types, Self.twoSum, Self.mergeKLists, lru] {
                let stub = generator.stub(for: interface)
                XCTAssertTrue(generator.looksLikeFunctionMode(stub, interface: interface), "\(language):\n\(stub)")
            }
            XCTAssertFalse(generator.looksLikeFunctionMode(programs[language]!, interface: Self.twoSum), language)
            XCTAssertFalse(generator.looksLikeFunctionMode(generator.stub(for: lru), interface: Self.twoSum), language)
            let built = try build(language, lru, file: file, source: generator.stub(for: lru))
            XCTAssertTrue(built.compiled, "\(language): \(built.check.stderr)")
            assertAnswer(try execute(built, input), language == "java" ? "[null,null,0]" : "[null,null,null]")
        }
        XCTAssertTrue(PythonDriver.stub(for: Self.mergeKLists).contains(
            "# class ListNode:\n#     def __init__(self, val=0, next=None):\n"))
        XCTAssertTrue(PythonDriver.stub(for: Self.mergeKLists).contains(
            "class Solution:\n    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:\n"))
        XCTAssertTrue(JavaScriptDriver.stub(for: Self.twoSum).contains(
            " * @param {number[]} nums\n * @param {number} target\n * @return {number[]}\n */\nvar twoSum = function(nums, target) {\n"))
        XCTAssertTrue(JavaDriver.stub(for: Self.twoSum).contains("class Solution {\n    public int[] twoSum(int[] nums, int target) {\n"))
        XCTAssertTrue(JavaDriver.stub(for: lru).contains("class LRUCache {\n\n    public LRUCache(int capacity) {\n"))
    }
}
