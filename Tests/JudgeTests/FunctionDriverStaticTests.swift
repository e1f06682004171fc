import Foundation
import XCTest
@testable import Judge

/// The C++, Rust and Swift function-mode drivers, compiled and run with the real toolchains
/// (no sandbox): every value type both ways, designs with and without constructor arguments,
/// the user's prints, the timing line, bad test data, compile errors mapped to the user's file,
/// and a 10^6-number input. Each harness is compiled once and run on several inputs.
final class FunctionDriverStaticTests: XCTestCase {
    // MARK: Interfaces

    static func type(_ text: String) -> ValueType { ValueType(parsing: text)! }

    static func method(_ name: String, _ parameters: [(String, String)], _ returns: String = "void") -> Method {
        Method(name: name, parameters: parameters.map { Parameter(name: $0.0, type: type($0.1)) }, returns: type(returns))
    }

    /// A design without constructor arguments whose methods use every type.
    static let echo = FunctionInterface(kind: .design(className: "Echo", constructor: method("Echo", []), methods: [
        method("addInt", [("a", "int"), ("b", "int")], "int"),
        method("echoLong", [("x", "long")], "long"),
        method("half", [("x", "double")], "double"),
        method("negate", [("b", "bool")], "bool"),
        method("shout", [("s", "string")], "string"),
        method("nextChar", [("c", "char")], "char"),
        method("transpose", [("matrix", "int[][]")], "int[][]"),
        method("reverseWords", [("words", "string[]")], "string[]"),
        method("reverseList", [("head", "ListNode")], "ListNode"),
        method("invertTree", [("root", "TreeNode")], "TreeNode"),
        method("mergeKLists", [("lists", "ListNode[]")], "ListNode"),
        method("log", [("message", "string")]),
        method("flip", [("bits", "bool[]")], "bool[]"),
        method("countChar", [("board", "char[][]"), ("c", "char")], "long"),
        method("scale", [("xs", "double[]"), ("k", "double")], "double[]"),
    ]))

    static let echoInput = #"""
        ["Echo","addInt","echoLong","half","negate","shout","nextChar","transpose","reverseWords","reverseList","reverseList","invertTree","invertTree","mergeKLists","log","mergeKLists","echoLong","invertTree","shout","negate","flip","countChar","scale"]
        [[],[2,3],[3000000000],[0.1],[true],["a\"b\\c\n\u00e9\ud83d\ude00 ü"],["a"],[[[1,2,3],[4,5,6]]],[["x","yz",""]],[[1,2,3]],[[]],[[4,2,7,1,3,6,9]],[[1,null,2,null,3]],[[[1,4,5],[1,3,4],[2,6]]],["hello from the user"],[[]],[-4611686018427387904],[[]],["\u0001\t/"],[false],[[true,false]],[[["a","b"],["a","."]],"a"],[[0.25,1.5],0.5]]

        """#
    static let echoOutput = #"""
        [null,5,6000000000,0.05,false,"a\"b\\c\né😀 ü!","b",[[1,4],[2,5],[3,6]],["","yz","x"],[3,2,1],[],[4,7,2,9,6,3,1],[1,2,null,3],[1,1,2,3,4,4,5,6],null,[],-9223372036854775808,[],"\u0001\t/!",true,[false,true],2,[0.125,0.75]]
        """#

    /// A design with a constructor argument.
    static let lru = FunctionInterface(kind: .design(className: "LRUCache", constructor: method("LRUCache", [("capacity", "int")]), methods: [
        method("get", [("key", "int")], "int"),
        method("put", [("key", "int"), ("value", "int")]),
    ]))
    static let lruInput = """
        ["LRUCache","put","put","get","put","get","put","get","get","get"]
        [[2],[1,1],[2,2],[1],[3,3],[2],[4,4],[1],[3],[4]]
        """
    static let lruOutput = "[null,null,null,1,null,-1,null,-1,3,4]"

    /// A function (`class Solution`).
    static let sortArray = FunctionInterface(kind: .function(method("sortArray", [("nums", "int[]")], "int[]")))

    // MARK: Compiling and running

    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Writes the harness into a fresh folder and compiles it as prep does (the language's own
    /// compile command over the folder); returns the compiler's outcome and the program.
    func compile(_ language: Language, _ interface: FunctionInterface, file: String, source: String) throws -> (Outcome, URL) {
        let tools = ["cpp": "clang++-19", "rust": "rustc", "swift": "swiftc"]
        guard let tool = tools[language.id], Self.onPath(tool) else { throw XCTSkip("\(tools[language.id] ?? language.id) is not installed") }
        guard let generator = Harness.generator(for: language) else {
            XCTFail("no driver for \(language.id)")
            throw XCTSkip("no driver")
        }
        let harness = generator.harness(for: interface, userFileName: file, userSource: source)
        let folder = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-drv-")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in harness.files {
            try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        let binary = folder.appendingPathComponent("prog")
        let sources = harness.files.keys.sorted().filter { language.extensions.contains(($0 as NSString).pathExtension) }
        let entry = language.entryFile(in: sources) ?? sources[0]
        let arguments = (language.compile ?? []).flatMap { token -> [String] in
            if token == "{sources}" { return sources.map { folder.appendingPathComponent($0).path } }
            return [token.replacingOccurrences(of: "{binary}", with: binary.path)
                .replacingOccurrences(of: "{main}", with: folder.appendingPathComponent(entry).path)]
        }
        let outcome = try Self.execute(arguments, input: "", in: folder)
        return (outcome, binary)
    }

    /// Compiles, failing the test with the compiler's message when it does not compile.
    func build(_ language: Language, _ interface: FunctionInterface, file: String, source: String,
               line: UInt = #line) throws -> URL {
        let (outcome, binary) = try compile(language, interface, file: file, source: source)
        XCTAssertEqual(outcome.status, 0, "compile failed:\n\(outcome.stderr)", line: line)
        if outcome.status != 0 { throw XCTSkip("does not compile") }
        XCTAssertFalse(outcome.stderr.contains("warning"), "the harness compiles without warnings: \(outcome.stderr)", line: line)
        return binary
    }

    func run(_ binary: URL, _ input: String) throws -> Outcome {
        try Self.execute([binary.path], input: input, in: binary.deletingLastPathComponent())
    }

    /// Runs a program to its end (stdin, stdout and stderr through files: no pipe deadlocks).
    static func execute(_ arguments: [String], input: String, in folder: URL) throws -> Outcome {
        let id = UUID().uuidString
        let inURL = folder.appendingPathComponent("in-\(id)")
        let outURL = folder.appendingPathComponent("out-\(id)")
        let errURL = folder.appendingPathComponent("err-\(id)")
        try input.write(to: inURL, atomically: true, encoding: .utf8)
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        defer { for url in [inURL, outURL, errURL] { try? FileManager.default.removeItem(at: url) } }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                       stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    static func onPath(_ tool: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }

    // MARK: Checks every language passes

    /// stdout is the result line, then the timing line.
    func assertResult(_ outcome: Outcome, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(outcome.status, 0, "stderr: \(outcome.stderr)", file: file, line: line)
        let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 3, "two lines, each ending with a line break: \(outcome.stdout.prefix(500))", file: file, line: line)
        guard lines.count >= 2 else { return }
        XCTAssertEqual(String(lines[0]), expected, file: file, line: line)
        XCTAssertTrue(lines[1].hasPrefix(Harness.timingPrefix) && Int(lines[1].dropFirst(Harness.timingPrefix.count)) != nil,
                      "timing line: \(lines[1])", file: file, line: line)
    }

    func assertBadData(_ outcome: Outcome, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(outcome.status, 3, "stdout: \(outcome.stdout) stderr: \(outcome.stderr)", file: file, line: line)
        XCTAssertTrue(outcome.stderr.contains("prep driver:"), outcome.stderr, file: file, line: line)
    }

    /// `transposeCrashes`: transposing an empty matrix (matrix[0]) is the user's crash, left to
    /// the runtime (in C++ it is undefined behaviour, so not checked there).
    func checkEcho(_ language: Language, file: String, source: String, transposeCrashes: Bool = true) throws {
        let binary = try build(language, Self.echo, file: file, source: source)
        if transposeCrashes {
            let crash = try run(binary, "[\"Echo\",\"transpose\"]\n[[],[[]]]\n")
            XCTAssertNotEqual(crash.status, 0)
            XCTAssertNotEqual(crash.status, 3, "a crash is not bad test data: \(crash.stderr)")
            XCTAssertEqual(crash.stdout, "", "no result after a crash")
        }
        let outcome = try run(binary, Self.echoInput)
        assertResult(outcome, Self.echoOutput)
        XCTAssertTrue(outcome.stderr.contains("hello from the user"), "the user's print goes to stderr: \(outcome.stderr)")
        // Doubles are printed so that they read back as the same number (valid JSON).
        let doubles = try run(binary, "[\"Echo\",\"half\",\"half\",\"half\"]\n[[],[3e300],[-1.5],[0.3]]\n")
        XCTAssertEqual(doubles.status, 0, doubles.stderr)
        let line = doubles.stdout.split(separator: "\n").first.map(String.init) ?? ""
        let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any]
        XCTAssertEqual(parsed?.dropFirst().compactMap { ($0 as? NSNumber)?.doubleValue }, [1.5e300, -0.75, 0.15], line)
        // Big lists and trees: built, walked and printed without recursion.
        let values = Array(1...1_000_000).map(String.init)
        let tree = Array(1...131_071).map(String.init)
        var inverted: [String] = []
        var level = 1
        while inverted.count < tree.count {
            inverted += tree[(level - 1)..<(2 * level - 1)].reversed()
            level *= 2
        }
        let big = try run(binary, "[\"Echo\",\"reverseList\",\"invertTree\"]\n[[],[[" + values.joined(separator: ",") + "]],[["
                            + tree.joined(separator: ",") + "]]]\n")
        assertResult(big, "[null,[" + values.reversed().joined(separator: ",") + "],[" + inverted.joined(separator: ",") + "]]")
        // Bad test data: not the user's fault.
        assertBadData(try run(binary, "[\"addInt\"]\n[[1,2]]\n"))
        assertBadData(try run(binary, "[\"Echo\",\"addInt\"]\n[[],[3000000000,1]]\n"))
        assertBadData(try run(binary, "[\"Echo\",\"nope\"]\n[[],[]]\n"))
        assertBadData(try run(binary, "[\"Echo\",\"addInt\"]\n[[],[1]]\n"))
        assertBadData(try run(binary, "[\"Echo\",\"nextChar\"]\n[[],[\"ab\"]]\n"))
        assertBadData(try run(binary, "[\"Echo\"]\n[[],[]]\n"))
    }

    func checkLRU(_ language: Language, file: String, source: String) throws {
        let binary = try build(language, Self.lru, file: file, source: source)
        assertResult(try run(binary, Self.lruInput), Self.lruOutput)
        assertResult(try run(binary, "[\"LRUCache\",\"get\"]\n[[1],[7]]"), "[null,-1]")
    }

    func checkSortArray(_ language: Language, file: String, source: String) throws {
        let binary = try build(language, Self.sortArray, file: file, source: source)
        let small = try run(binary, "[5,-2,3,1]\n")
        assertResult(small, "[-2,1,3,5]")
        XCTAssertTrue(small.stderr.contains("sorting 4"), "the user's print goes to stderr: \(small.stderr)")
        assertResult(try run(binary, "[]"), "[]")
        assertBadData(try run(binary, ""))
        assertBadData(try run(binary, "[1,2]\n[3]\n"))
        assertBadData(try run(binary, "[1,2,]\n"))
        // 10^6 numbers in, 10^6 out.
        var generator = SystemRandomNumberGenerator()
        let numbers = (0..<1_000_000).map { _ in Int.random(in: -1_000_000_000...1_000_000_000, using: &generator) }
        let input = "[" + numbers.map(String.init).joined(separator: ",") + "]\n"
        let started = Date()
        let big = try run(binary, input)
        let seconds = Date().timeIntervalSince(started)
        assertResult(big, "[" + numbers.sorted().map(String.init).joined(separator: ",") + "]")
        let callSeconds = Double(big.stdout.split(separator: "\n").last.map { $0.dropFirst(Harness.timingPrefix.count) }.flatMap { Int($0) } ?? 0) / 1e9
        print("\(language.id): 10^6 numbers in \(String(format: "%.2f", seconds)) s, \(String(format: "%.2f", callSeconds)) s of it in the call")
    }

    /// A compile error in the user's code names the user's file and line; a misnamed method is an
    /// error in a driver file only.
    func checkErrors(_ language: Language, file: String, broken: String, brokenLine: Int, misnamed: String) throws {
        let (outcome, _) = try compile(language, Self.sortArray, file: file, source: broken)
        XCTAssertNotEqual(outcome.status, 0)
        XCTAssertTrue(outcome.stderr.contains("\(file):\(brokenLine):"), "names \(file):\(brokenLine): \(outcome.stderr)")
        let generator = Harness.generator(for: language)!
        let harness = generator.harness(for: Self.sortArray, userFileName: file, userSource: misnamed)
        let (wrong, _) = try compile(language, Self.sortArray, file: file, source: misnamed)
        XCTAssertNotEqual(wrong.status, 0)
        let errorLines = wrong.stderr.split(separator: "\n").filter { $0.contains("error") }
        XCTAssertFalse(errorLines.isEmpty, wrong.stderr)
        let named = wrong.stderr.split(separator: "\n").filter { line in harness.driverFiles.contains { line.contains($0 + ":") } }
        XCTAssertFalse(named.isEmpty, "the error is in a driver file: \(wrong.stderr)")
        XCTAssertFalse(wrong.stderr.split(separator: "\n").contains { $0.contains("\(file):") && $0.contains("error") },
                       "no error in the user's file: \(wrong.stderr)")
    }

    // MARK: C++

    static let cppEcho = #"""
        /**
         * Definition for singly-linked list.
         * struct ListNode { ... };
         */
        class Echo {
        public:
            Echo() {}
            int addInt(int a, int b) { return a + b; }
            long long echoLong(long long x) { return x * 2; }
            double half(double x) { return x / 2; }
            bool negate(bool b) { return !b; }
            string shout(string s) { return s + "!"; }
            char nextChar(char c) { return c + 1; }
            vector<vector<int>> transpose(vector<vector<int>>& matrix) {
                vector<vector<int>> t(matrix[0].size(), vector<int>(matrix.size()));
                for (size_t i = 0; i < matrix.size(); ++i)
                    for (size_t j = 0; j < matrix[0].size(); ++j) t[j][i] = matrix[i][j];
                return t;
            }
            vector<string> reverseWords(vector<string> words) { reverse(words.begin(), words.end()); return words; }
            ListNode* reverseList(ListNode* head) {
                ListNode* prev = nullptr;
                while (head) { ListNode* next = head->next; head->next = prev; prev = head; head = next; }
                return prev;
            }
            TreeNode* invertTree(TreeNode* root) {
                if (!root) return nullptr;
                swap(root->left, root->right);
                invertTree(root->left);
                invertTree(root->right);
                return root;
            }
            ListNode* mergeKLists(vector<ListNode*>& lists) {
                vector<int> all;
                for (ListNode* l : lists) for (; l; l = l->next) all.push_back(l->val);
                sort(all.begin(), all.end());
                ListNode dummy;
                ListNode* tail = &dummy;
                for (int v : all) tail = tail->next = new ListNode(v);
                return dummy.next;
            }
            void log(string message) { cout << message << endl; printf("printf: %s\n", message.c_str()); }
            vector<bool> flip(vector<bool>& bits) { for (size_t i = 0; i < bits.size(); ++i) bits[i] = !bits[i]; return bits; }
            long long countChar(vector<vector<char>>& board, char c) {
                long long n = 0;
                for (auto& row : board) for (char x : row) n += x == c;
                return n;
            }
            vector<double> scale(vector<double>& xs, double k) { for (double& x : xs) x *= k; return xs; }
        };
        """#

    static let cppLRU = #"""
        class LRUCache {
            int capacity;
            list<pair<int, int>> items;
            unordered_map<int, list<pair<int, int>>::iterator> where;
        public:
            LRUCache(int capacity) : capacity(capacity) {}
            int get(int key) {
                auto it = where.find(key);
                if (it == where.end()) return -1;
                items.splice(items.begin(), items, it->second);
                return it->second->second;
            }
            void put(int key, int value) {
                if (get(key) != -1) { items.begin()->second = value; return; }
                if ((int)items.size() == capacity) { where.erase(items.back().first); items.pop_back(); }
                items.emplace_front(key, value);
                where[key] = items.begin();
            }
        };
        """#

    /// With globals named like the runtime's own (competitive-programming style).
    static let cppSort = #"""
        int p[100], e[100], b;
        string out, input;
        void end() {}
        static const auto fast = [] { ios::sync_with_stdio(false); cin.tie(nullptr); return 0; }();
        class Solution {
        public:
            vector<int> sortArray(vector<int>& nums) {
                cout << "sorting " << nums.size() << "\n";
                sort(nums.begin(), nums.end());
                return nums;
            }
        };
        """#

    func testCppEcho() throws { try checkEcho(Languages.cpp, file: "echo.cpp", source: Self.cppEcho, transposeCrashes: false) }
    func testCppLRU() throws { try checkLRU(Languages.cpp, file: "lru.cpp", source: Self.cppLRU) }
    func testCppSortArray() throws { try checkSortArray(Languages.cpp, file: "sort.cpp", source: Self.cppSort) }

    func testCppErrors() throws {
        try checkErrors(Languages.cpp, file: "sort.cpp",
                        broken: "class Solution {\npublic:\n    vector<int> sortArray(vector<int>& nums) {\n        int x = ;\n        return nums;\n    }\n};\n",
                        brokenLine: 4,
                        misnamed: "class Solution {\npublic:\n    vector<int> sort_array(vector<int>& nums) { return nums; }\n};\n")
    }

    func testCppStubAndDetection() throws {
        let stub = CppDriver.stub(for: Self.echo)
        XCTAssertTrue(stub.contains("class Echo {\npublic:\n    Echo() {"), stub)
        XCTAssertTrue(stub.contains("    vector<vector<int>> transpose(vector<vector<int>>& matrix) {"), stub)
        XCTAssertTrue(stub.contains("    long long echoLong(long long x) {"), stub)
        XCTAssertTrue(stub.contains(" * struct ListNode {") && stub.contains(" * struct TreeNode {"), stub)
        XCTAssertTrue(stub.contains(" * Echo* obj = new Echo();"), stub)
        let lru = CppDriver.stub(for: Self.lru)
        XCTAssertTrue(lru.contains("    LRUCache(int capacity) {") && lru.contains(" * int param_1 = obj->get(key);"), lru)
        XCTAssertFalse(lru.contains("ListNode"))
        // Each stub returns a value of its type: it compiles cleanly and is judged (WA), never
        // falls off the end of a function.
        XCTAssertEqual(CppDriver.stub(for: Self.sortArray),
                       "class Solution {\npublic:\n    vector<int> sortArray(vector<int>& nums) {\n        return {};\n    }\n};\n")
        XCTAssertTrue(CppDriver.looksLikeFunctionMode(Self.cppSort, interface: Self.sortArray))
        XCTAssertTrue(CppDriver.looksLikeFunctionMode(Self.cppLRU, interface: Self.lru))
        XCTAssertFalse(CppDriver.looksLikeFunctionMode(Self.cppLRU, interface: Self.sortArray))
        XCTAssertFalse(CppDriver.looksLikeFunctionMode(Self.cppSort + "\nint main() { return 0; }\n", interface: Self.sortArray))
        XCTAssertTrue(CppDriver.looksLikeFunctionMode("// int main() { }\nclass Solution {};\nconst char* s = \"main()\";\n",
                                                      interface: Self.sortArray))
    }

    // MARK: Rust

    /// With the user's own `use` lines for what the prelude already imports.
    static let rustEcho = #"""
        use std::rc::Rc;
        use std::cell::RefCell;
        use std::collections::HashMap;
        use std::collections::BinaryHeap;
        use std::cmp::Reverse;

        struct Echo {
            calls: HashMap<String, i32>,
        }

        impl Echo {
            fn new() -> Self { Echo { calls: HashMap::new() } }
            fn add_int(&self, a: i32, b: i32) -> i32 { a + b }
            fn echo_long(&self, x: i64) -> i64 { x * 2 }
            fn half(&self, x: f64) -> f64 { x / 2.0 }
            fn negate(&self, b: bool) -> bool { !b }
            fn shout(&self, s: String) -> String { s + "!" }
            fn next_char(&self, c: char) -> char { ((c as u8) + 1) as char }
            fn transpose(&self, matrix: Vec<Vec<i32>>) -> Vec<Vec<i32>> {
                (0..matrix[0].len()).map(|j| matrix.iter().map(|row| row[j]).collect()).collect()
            }
            fn reverse_words(&self, mut words: Vec<String>) -> Vec<String> { words.reverse(); words }
            fn reverse_list(&self, head: Option<Box<ListNode>>) -> Option<Box<ListNode>> {
                let (mut prev, mut cur) = (None, head);
                while let Some(mut node) = cur {
                    cur = node.next.take();
                    node.next = prev;
                    prev = Some(node);
                }
                prev
            }
            fn invert_tree(&self, root: Option<Rc<RefCell<TreeNode>>>) -> Option<Rc<RefCell<TreeNode>>> {
                if let Some(node) = root.clone() {
                    let mut node = node.borrow_mut();
                    let (left, right) = (node.left.take(), node.right.take());
                    node.left = self.invert_tree(right);
                    node.right = self.invert_tree(left);
                }
                root
            }
            fn merge_k_lists(&mut self, lists: Vec<Option<Box<ListNode>>>) -> Option<Box<ListNode>> {
                let mut heap = BinaryHeap::new();
                for mut list in lists {
                    while let Some(node) = list {
                        heap.push(Reverse(node.val));
                        list = node.next;
                    }
                }
                let mut values = Vec::new();
                while let Some(Reverse(v)) = heap.pop() { values.push(v); }
                let mut head = None;
                for &v in values.iter().rev() {
                    let mut node = ListNode::new(v);
                    node.next = head;
                    head = Some(Box::new(node));
                }
                head
            }
            fn log(&mut self, message: String) {
                *self.calls.entry(message.clone()).or_insert(0) += 1;
                println!("{}", message);
                print!("without a line break");
            }
            fn flip(&self, bits: Vec<bool>) -> Vec<bool> { bits.into_iter().map(|b| !b).collect() }
            fn count_char(&self, board: Vec<Vec<char>>, c: char) -> i64 { board.iter().flatten().filter(|&&x| x == c).count() as i64 }
            fn scale(&self, xs: Vec<f64>, k: f64) -> Vec<f64> { xs.iter().map(|x| x * k).collect() }
        }
        """#

    static let rustLRU = #"""
        use std::collections::HashMap;

        struct LRUCache {
            capacity: usize,
            tick: u64,
            map: HashMap<i32, (i32, u64)>,
        }

        /**
         * `&self` means the method takes an immutable reference.
         */
        impl LRUCache {
            fn new(capacity: i32) -> Self {
                LRUCache { capacity: capacity as usize, tick: 0, map: HashMap::new() }
            }

            fn get(&mut self, key: i32) -> i32 {
                self.tick += 1;
                let tick = self.tick;
                match self.map.get_mut(&key) {
                    Some(entry) => { entry.1 = tick; entry.0 }
                    None => -1,
                }
            }

            fn put(&mut self, key: i32, value: i32) {
                self.tick += 1;
                if !self.map.contains_key(&key) && self.map.len() == self.capacity {
                    let oldest = *self.map.iter().min_by_key(|(_, v)| v.1).unwrap().0;
                    self.map.remove(&oldest);
                }
                self.map.insert(key, (value, self.tick));
            }
        }
        """#

    static let rustSort = #"""
        impl Solution {
            pub fn sort_array(mut nums: Vec<i32>) -> Vec<i32> {
                println!("sorting {}", nums.len());
                nums.sort_unstable();
                nums
            }
        }
        """#

    func testRustEcho() throws { try checkEcho(Languages.rust, file: "echo.rs", source: Self.rustEcho) }
    func testRustLRU() throws { try checkLRU(Languages.rust, file: "main.rs", source: Self.rustLRU) }
    func testRustSortArray() throws { try checkSortArray(Languages.rust, file: "sort.rs", source: Self.rustSort) }

    func testRustErrors() throws {
        try checkErrors(Languages.rust, file: "sort.rs",
                        broken: "impl Solution {\n    pub fn sort_array(nums: Vec<i32>) -> Vec<i32> {\n        let x: i32 = ;\n        nums\n    }\n}\n",
                        brokenLine: 3,
                        misnamed: "impl Solution {\n    pub fn sort_arr(nums: Vec<i32>) -> Vec<i32> { nums }\n}\n")
    }

    func testRustStubAndDetection() throws {
        let stub = RustDriver.stub(for: Self.echo)
        XCTAssertTrue(stub.contains("struct Echo {\n\n}\n"), stub)
        XCTAssertTrue(stub.contains("    fn new() -> Self {"), stub)
        XCTAssertTrue(stub.contains("    fn merge_k_lists(&self, lists: Vec<Option<Box<ListNode>>>) -> Option<Box<ListNode>> {"), stub)
        XCTAssertTrue(stub.contains("    fn invert_tree(&self, root: Option<Rc<RefCell<TreeNode>>>) -> Option<Rc<RefCell<TreeNode>>> {"), stub)
        XCTAssertTrue(stub.contains("    fn log(&self, message: String) {"), stub)
        XCTAssertTrue(stub.contains("// pub struct ListNode {") && stub.contains("use std::rc::Rc;\nuse std::cell::RefCell;\n"), stub)
        let lru = RustDriver.stub(for: Self.lru)
        XCTAssertTrue(lru.contains("    fn new(capacity: i32) -> Self {") && lru.contains(" * let ret_1: i32 = obj.get(key);"), lru)
        XCTAssertEqual(RustDriver.stub(for: Self.sortArray),
                       "impl Solution {\n    pub fn sort_array(nums: Vec<i32>) -> Vec<i32> {\n        vec![]\n    }\n}\n")
        XCTAssertTrue(RustDriver.looksLikeFunctionMode(Self.rustSort, interface: Self.sortArray))
        XCTAssertTrue(RustDriver.looksLikeFunctionMode(Self.rustLRU, interface: Self.lru))
        XCTAssertFalse(RustDriver.looksLikeFunctionMode(Self.rustLRU, interface: Self.sortArray))
        XCTAssertFalse(RustDriver.looksLikeFunctionMode(Self.rustSort + "\nfn main() {}\n", interface: Self.sortArray))
        XCTAssertTrue(RustDriver.looksLikeFunctionMode("/* fn main() { /* nested */ } */\nimpl Solution {}\n", interface: Self.sortArray))
        let game = FunctionInterface(kind: .design(className: "TicTacToe", constructor: Self.method("TicTacToe", [("n", "int")]),
                                                   methods: [Self.method("move", [("row", "int"), ("col", "int"), ("player", "int")], "int")]))
        XCTAssertTrue(RustDriver.stub(for: game).contains("    fn r#move(&self, row: i32, col: i32, player: i32) -> i32 {"), "a keyword is a raw identifier")
        XCTAssertTrue(RustDriver.harness(for: game, userFileName: "t.rs", userSource: "").files["main.rs"]!.contains("prep_self.r#move(prep_a0, prep_a1, prep_a2)"))
        let harness = RustDriver.harness(for: Self.lru, userFileName: "main.rs", userSource: Self.rustLRU)
        XCTAssertEqual(harness.renames, ["prep_user.rs": "main.rs"])
        // The user's lines as they are, then an item for a closing doc comment to document.
        XCTAssertEqual(harness.files["prep_user.rs"], Self.rustLRU + "\n#[allow(dead_code)] const PREP_END_OF_USER_FILE: () = ();\n")
    }

    // MARK: Swift

    /// Uses Foundation (pow) without importing it, as LeetCode allows.
    static let swiftEcho = #"""
        /**
         * Definition for singly-linked list.
         * public class ListNode { ... }
         */
        class Echo {
            private var logged = 0
            init() {}
            func addInt(_ a: Int, _ b: Int) -> Int { Int(pow(Double(a), 1)) + b }
            func echoLong(_ x: Int) -> Int { x * 2 }
            func half(_ x: Double) -> Double { x / 2 }
            func negate(_ b: Bool) -> Bool { !b }
            func shout(_ s: String) -> String { s + "!" }
            func nextChar(_ c: Character) -> Character { Character(UnicodeScalar(c.asciiValue! + 1)) }
            func transpose(_ matrix: [[Int]]) -> [[Int]] { (0..<matrix[0].count).map { j in matrix.map { $0[j] } } }
            func reverseWords(_ words: [String]) -> [String] { words.reversed() }
            func reverseList(_ head: ListNode?) -> ListNode? {
                var prev: ListNode? = nil
                var cur = head
                while let node = cur {
                    cur = node.next
                    node.next = prev
                    prev = node
                }
                return prev
            }
            func invertTree(_ root: TreeNode?) -> TreeNode? {
                guard let root else { return nil }
                (root.left, root.right) = (invertTree(root.right), invertTree(root.left))
                return root
            }
            func mergeKLists(_ lists: [ListNode?]) -> ListNode? {
                var all: [Int] = []
                for list in lists {
                    var node = list
                    while let current = node { all.append(current.val); node = current.next }
                }
                all.sort()
                let dummy = ListNode()
                var tail = dummy
                for v in all {
                    tail.next = ListNode(v)
                    tail = tail.next!
                }
                return dummy.next
            }
            func log(_ message: String) {
                logged += 1
                print(message)
                print("without a line break", terminator: "")
            }
            func flip(_ bits: [Bool]) -> [Bool] { bits.map { !$0 } }
            func countChar(_ board: [[Character]], _ c: Character) -> Int { board.joined().filter { $0 == c }.count }
            func scale(_ xs: [Double], _ k: Double) -> [Double] { xs.map { $0 * k } }
        }
        """#

    static let swiftLRU = #"""
        class LRUCache {
            private let capacity: Int
            private var tick = 0
            private var map: [Int: (value: Int, used: Int)] = [:]

            init(_ capacity: Int) {
                self.capacity = capacity
            }

            func get(_ key: Int) -> Int {
                tick += 1
                guard let entry = map[key] else { return -1 }
                map[key] = (entry.value, tick)
                return entry.value
            }

            func put(_ key: Int, _ value: Int) {
                tick += 1
                if map[key] == nil && map.count == capacity, let oldest = map.min(by: { $0.value.used < $1.value.used }) {
                    map[oldest.key] = nil
                }
                map[key] = (value, tick)
            }
        }
        """#

    /// With its own functions named like the C library's the runtime uses.
    static let swiftSort = #"""
        import Foundation
        func read() -> Int { 0 }
        func write(_ text: String) {}
        func exit() {}
        class Solution {
            func sortArray(_ nums: [Int]) -> [Int] {
                print("sorting \(nums.count)")
                return nums.sorted()
            }
        }
        """#

    func testSwiftEcho() throws { try checkEcho(Languages.swift, file: "echo.swift", source: Self.swiftEcho) }
    func testSwiftLRU() throws { try checkLRU(Languages.swift, file: "main.swift", source: Self.swiftLRU) }
    func testSwiftSortArray() throws { try checkSortArray(Languages.swift, file: "sort.swift", source: Self.swiftSort) }

    func testSwiftErrors() throws {
        try checkErrors(Languages.swift, file: "sort.swift",
                        broken: "class Solution {\n    func sortArray(_ nums: [Int]) -> [Int] {\n        let x: Int = \"a\"\n        return nums\n    }\n}\n",
                        brokenLine: 3,
                        misnamed: "class Solution {\n    func sortArr(_ nums: [Int]) -> [Int] { nums }\n}\n")
    }

    func testSwiftStubAndDetection() throws {
        let stub = SwiftDriver.stub(for: Self.echo)
        XCTAssertTrue(stub.contains("class Echo {\n\n    init() {\n        \n    }\n"), stub)
        XCTAssertTrue(stub.contains("    func mergeKLists(_ lists: [ListNode?]) -> ListNode? {"), stub)
        XCTAssertTrue(stub.contains("    func nextChar(_ c: Character) -> Character {"), stub)
        XCTAssertTrue(stub.contains("    func log(_ message: String) {"), stub)
        XCTAssertTrue(stub.contains(" * public class ListNode {") && stub.contains(" * public class TreeNode {"), stub)
        let lru = SwiftDriver.stub(for: Self.lru)
        XCTAssertTrue(lru.contains("    init(_ capacity: Int) {") && lru.contains(" * let ret_1: Int = obj.get(key)"), lru)
        XCTAssertEqual(SwiftDriver.stub(for: Self.sortArray),
                       "class Solution {\n    func sortArray(_ nums: [Int]) -> [Int] {\n        return []\n    }\n}\n")
        XCTAssertTrue(SwiftDriver.looksLikeFunctionMode(Self.swiftSort, interface: Self.sortArray))
        XCTAssertTrue(SwiftDriver.looksLikeFunctionMode(Self.swiftEcho, interface: Self.echo))
        XCTAssertTrue(SwiftDriver.looksLikeFunctionMode(Self.swiftLRU, interface: Self.lru))
        XCTAssertFalse(SwiftDriver.looksLikeFunctionMode(Self.swiftLRU, interface: Self.sortArray))
        XCTAssertFalse(SwiftDriver.looksLikeFunctionMode(Self.swiftSort + "\nprint(Solution().sortArray([3, 1]))\n", interface: Self.sortArray))
        XCTAssertFalse(SwiftDriver.looksLikeFunctionMode("let n = Int(readLine()!)!\n" + Self.swiftSort + "\nwhile let line = readLine() {\n}\n",
                                                         interface: Self.sortArray))
        XCTAssertTrue(SwiftDriver.looksLikeFunctionMode("import Foundation\n\n// print(1)\nlet limit = 10\n" + Self.swiftSort
                                                        + "\nextension Solution {\n    func helper() -> Int {\n        limit\n            + 1\n    }\n}\n",
                                                        interface: Self.sortArray))
        let keyword = FunctionInterface(kind: .function(Self.method("repeat", [("in", "string")], "string")))
        XCTAssertEqual(SwiftDriver.stub(for: keyword), "class Solution {\n    func `repeat`(_ `in`: String) -> String {\n        return \"\"\n    }\n}\n")
        let harness = SwiftDriver.harness(for: Self.lru, userFileName: "main.swift", userSource: Self.swiftLRU)
        XCTAssertEqual(harness.renames, ["prep_user.swift": "main.swift"])
        XCTAssertEqual(harness.files["prep_user.swift"], "import Foundation;" + Self.swiftLRU, "the user's lines keep their numbers")
    }
}
