import Foundation
import XCTest
@testable import Judge

/// Function mode through the grader, in every language: LeetCode's code judged unchanged, the
/// call's time measured, and errors pointing at the user's file and lines.
final class FunctionModeGradingTests: JudgeTestCase {
    /// Two Sum as LeetCode's editor has it, in each language; line 4 of each is where the
    /// crashing variant fails (see `crashing`).
    static let twoSum: [String: String] = [
        "swift": """
            class Solution {
                func twoSum(_ nums: [Int], _ target: Int) -> [Int] {
                    var seen: [Int: Int] = [:]
                    for (i, x) in nums.enumerated() {
                        if let j = seen[target - x] { return [j, i] }
                        seen[x] = i
                    }
                    return []
                }
            }
            """,
        "py": """
            class Solution:
                def twoSum(self, nums: List[int], target: int) -> List[int]:
                    seen = {}
                    for i, x in enumerate(nums):
                        if target - x in seen:
                            return [seen[target - x], i]
                        seen[x] = i
            """,
        "cpp": """
            class Solution {
            public:
                vector<int> twoSum(vector<int>& nums, int target) {
                    unordered_map<int, int> seen;
                    for (int i = 0; i < (int)nums.size(); i++) {
                        auto it = seen.find(target - nums[i]);
                        if (it != seen.end()) return {it->second, i};
                        seen[nums[i]] = i;
                    }
                    return {};
                }
            };
            """,
        "java": """
            class Solution {
                public int[] twoSum(int[] nums, int target) {
                    Map<Integer, Integer> seen = new HashMap<>();
                    for (int i = 0; i < nums.length; i++) {
                        Integer j = seen.get(target - nums[i]);
                        if (j != null) return new int[] {j, i};
                        seen.put(nums[i], i);
                    }
                    return new int[0];
                }
            }
            """,
        "js": """
            /**
             * @param {number[]} nums
             * @param {number} target
             * @return {number[]}
             */
            var twoSum = function(nums, target) {
                const seen = new Map();
                for (let i = 0; i < nums.length; i++) {
                    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];
                    seen.set(nums[i], i);
                }
                return [];
            };
            """,
        "rs": """
            use std::collections::HashMap;

            impl Solution {
                pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {
                    let mut seen: HashMap<i32, i32> = HashMap::new();
                    for (i, &x) in nums.iter().enumerate() {
                        if let Some(&j) = seen.get(&(target - x)) { return vec![j, i as i32]; }
                        seen.insert(x, i as i32);
                    }
                    vec![]
                }
            }
            """,
    ]

    /// Fails on line 4 of the file.
    static let crashing: [String: String] = [
        "swift": "class Solution {\n    func twoSum(_ nums: [Int], _ target: Int) -> [Int] {\n        let empty: [Int] = []\n        return [empty[nums.count]]\n    }\n}\n",
        "py": "class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        empty = []\n        return [empty[len(nums)]]\n",
        "cpp": "class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        throw runtime_error(\"boom\");\n    }\n};\n",
        "java": "class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        int[] empty = new int[0];\n        return new int[] {empty[nums.length]};\n    }\n}\n",
        "js": "var twoSum = function(nums, target) {\n    const empty = null;\n    // the next line throws\n    return [empty.length];\n};\n",
        "rs": "impl Solution {\n    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {\n        let empty: Vec<i32> = vec![];\n        vec![empty[nums.len()]]\n    }\n}\n",
    ]

    /// A type error on line 3 of the file.
    static let uncompilable: [String: String] = [
        "swift": "class Solution {\n    func twoSum(_ nums: [Int], _ target: Int) -> [Int] {\n        let x: Int = \"text\"\n        return [x]\n    }\n}\n",
        "py": "class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        return [0, 1\n",
        "cpp": "class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) { int x = \"text\";\n        return {x};\n    }\n};\n",
        "java": "class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        int x = \"text\";\n        return new int[] {x};\n    }\n}\n",
        "js": "var twoSum = function(nums, target) {\n    return [0, 1];\n    }}\n};\n",
        "rs": "impl Solution {\n    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {\n        let x: i32 = \"text\";\n        vec![x]\n    }\n}\n",
    ]

    func testLeetCodeSolutionsAreAcceptedInEveryLanguage() async throws {
        let package = try loadPackage("fn-pairsum")
        for (ext, source) in Self.twoSum.sorted(by: { $0.key < $1.key }) {
            let file = try writeSource("pairsum.\(ext)", source)
            var submission = try Submission(url: file)
            XCTAssertEqual(package.interface?.mode(of: submission), .function, ext)
            submission.mode = .function
            let summary = await Grader(package: package, options: options()).summary(of: submission)
            if summary.verdict == .judgeError, summary.message?.contains("is not installed") == true { continue }
            XCTAssertEqual(summary.verdict, .accepted, "\(ext): \(summary.message ?? "") \(summary.compile?.error ?? "")")
            XCTAssertEqual(summary.mode, .function)
            XCTAssertEqual(summary.results.count, 3)
            for result in summary.results {
                let call = try XCTUnwrap(result.callSeconds, "\(ext) \(result.name): no call time")
                XCTAssertGreaterThanOrEqual(call, 0)
                XCTAssertLessThanOrEqual(call, result.wallSeconds, "\(ext): the call is part of the run")
                XCTAssertLessThanOrEqual(call, result.cpuSeconds, "\(ext): never more than the run's CPU time")
            }
        }
    }

    func testCrashesPointAtTheUsersFileAndLine() async throws {
        let package = try loadPackage("fn-pairsum")
        for (ext, source) in Self.crashing.sorted(by: { $0.key < $1.key }) {
            let file = try writeSource("mine.\(ext)", source)
            let submission = try Submission(url: file, mode: .function)
            let summary = await Grader(package: package, options: options()).summary(of: submission)
            if summary.verdict == .judgeError, summary.message?.contains("is not installed") == true { continue }
            XCTAssertEqual(summary.verdict, .runTimeError, "\(ext): \(summary.message ?? "")")
            let error = summary.results.first?.errorExcerpt ?? ""
            // C++ exceptions carry no line, and an optimised Swift program traps without a
            // message; every other runtime names the file and line 4.
            if ext == "cpp" {
                XCTAssertTrue(error.contains("boom"), "\(ext): \(error)")
            } else if ext == "swift" {
                XCTAssertTrue(summary.message?.hasPrefix("SIG") ?? false, "\(ext): \(summary.message ?? "")")
            } else {
                XCTAssertTrue(error.contains("mine.\(ext)") && error.contains("4"), "\(ext): \(error)")
            }
            XCTAssertFalse(error.contains("/program/src"), "\(ext): \(error)")
        }
    }

    func testCompileErrorsPointAtTheUsersFileAndLine() async throws {
        let package = try loadPackage("fn-pairsum")
        for (ext, source) in Self.uncompilable.sorted(by: { $0.key < $1.key }) {
            let file = try writeSource("mine.\(ext)", source)
            let summary = await Grader(package: package, options: options()).summary(of: try Submission(url: file, mode: .function))
            if summary.verdict == .judgeError, summary.message?.contains("is not installed") == true { continue }
            XCTAssertEqual(summary.verdict, .compileError, "\(ext): \(summary.message ?? "")")
            let message = summary.message ?? ""
            let line = ["py": "3", "js": "3"][ext] ?? "3"
            XCTAssertTrue(message.contains("mine.\(ext):\(line)") || message.contains("mine.\(ext)\", line \(line)")
                          || message.contains("mine.\(ext):\(Int(line)! + 1)"), "\(ext): \(message)")
            XCTAssertFalse(message.contains("/box/src"), "\(ext): \(message)")
        }
    }

    func testAMisnamedFunctionSaysWhatTheProblemAsksFor() async throws {
        let package = try loadPackage("fn-pairsum")
        // Java finds the method by reflection, as Python and JavaScript look it up: a run-time
        // error that names what is missing.
        let java = try writeSource("Mine.java", Self.twoSum["java"]!.replacingOccurrences(of: "twoSum", with: "twoSums"))
        let javaSummary = await Grader(package: package, options: options()).summary(of: try Submission(url: java, mode: .function))
        if javaSummary.message?.contains("is not installed") != true {
            XCTAssertEqual(javaSummary.verdict, .runTimeError)
            XCTAssertTrue(javaSummary.results.first?.errorExcerpt?.contains("twoSum") ?? false, javaSummary.results.first?.errorExcerpt ?? "")
        }
        for language in ["swift", "cpp", "rs"] {
            let source = Self.twoSum[language]!.replacingOccurrences(of: "twoSum", with: "twoSums")
                .replacingOccurrences(of: "two_sum", with: "two_sums")
            let file = try writeSource("mine.\(language)", source)
            let summary = await Grader(package: package, options: options()).summary(of: try Submission(url: file, mode: .function))
            if summary.verdict == .judgeError, summary.message?.contains("is not installed") == true { continue }
            XCTAssertEqual(summary.verdict, .compileError, language)
            XCTAssertTrue(summary.message?.hasPrefix("mine.\(language) does not declare what the problem asks for") ?? false,
                          "\(language): \(summary.message ?? "")")
        }
    }

    func testWrongAnswerShowsTheArgumentsAndWhere() async throws {
        let package = try loadPackage("fn-pairsum")
        let file = try writeSource("off.py", """
            class Solution:
                def twoSum(self, nums, target):
                    print("debugging output goes to stderr")
                    return [0, len(nums) - 1]
            """)
        let summary = await Grader(package: package, options: options(workers: 1)).summary(of: try Submission(url: file, mode: .function))
        XCTAssertEqual(summary.verdict, .wrongAnswer)
        XCTAssertEqual(summary.firstFailure, "sample/1")
        let failed = try XCTUnwrap(summary.results.first)
        XCTAssertEqual(failed.inputExcerpt, "nums = [2,7,11,15]\ntarget = 9")
        XCTAssertEqual(failed.expectedExcerpt, "[0,1]\n")
        XCTAssertEqual(failed.receivedExcerpt, "[0,3]\n")
        XCTAssertEqual(failed.message, "missing 1; unexpected 3 (in any order)")
        XCTAssertTrue(failed.errorExcerpt?.contains("debugging output") ?? false)
        // sample/2 is [1,2]: [0,2] is wrong; secret/1 is [2,0] in any order: right.
        XCTAssertEqual(summary.results.map(\.verdict), [.wrongAnswer, .wrongAnswer, .accepted])
    }

    func testExitingInsideTheSolutionIsARunTimeError() async throws {
        let package = try loadPackage("fn-pairsum")
        let file = try writeSource("quits.py", "import sys\nclass Solution:\n    def twoSum(self, nums, target):\n        sys.exit(0)\n")
        let summary = await Grader(package: package, options: options()).summary(of: try Submission(url: file, mode: .function))
        XCTAssertEqual(summary.verdict, .runTimeError)
        XCTAssertEqual(summary.message, "the program ended before the solution returned (exit code 0, no result)")
    }

    // MARK: LeetCode's environment

    /// LeetCode's Python 3 has its modules' names without an import: here sortedcontainers'
    /// SortedList, operator's itemgetter and xor, functools' reduce, and the array module.
    func testPythonHasLeetCodesNamesWithoutImports() async throws {
        // The Python prep runs (not a version manager's shim), as prep runs it.
        guard let python = ToolLocator.find("python3") else { throw XCTSkip("python3 is not installed") }
        let probe = try FunctionDriverStaticTests.execute([python, "-s", "-c", "import sortedcontainers"], input: "",
                                                          in: FileManager.default.temporaryDirectory)
        guard probe.status == 0 else { throw XCTSkip("sortedcontainers is not installed for \(python): SortedList is not checked") }
        let package = try loadPackage("fn-pairsum")
        let file = try writeSource("names.py", """
            class Solution:
                def twoSum(self, nums: List[int], target: int) -> List[int]:
                    seen = SortedList(key=itemgetter(0))
                    for i, x in enumerate(nums):
                        k = seen.bisect_key_left(target - x)
                        if k < len(seen) and seen[k][0] == target - x:
                            pair = array.array("i", [seen[k][1], i])
                            assert reduce(xor, pair) == pair[0] ^ pair[1]
                            return list(pair)
                        seen.add((x, i))
            """)
        let summary = await Grader(package: package, options: options()).summary(of: try Submission(url: file, mode: .function))
        XCTAssertEqual(summary.verdict, .accepted, "\(summary.message ?? "") \(summary.results.first?.errorExcerpt ?? "")")
    }

    /// LeetCode's Java imports java.util, java.util.function, java.util.stream and java.math, and
    /// has javafx.util.Pair: a solution using them without an import is accepted, and so is one
    /// that imports LeetCode's Pair, or declares a Pair of its own.
    func testJavaHasLeetCodesImportsAndPair() async throws {
        let package = try loadPackage("fn-pairsum")
        let names = """
            class Solution {
                public int[] twoSum(int[] nums, int target) {
                    Map<Integer, Integer> seen = new HashMap<>();
                    Deque<Pair<Integer, Integer>> found = new ArrayDeque<>();
                    for (int i = 0; i < nums.length && found.isEmpty(); i++) {
                        Integer j = seen.get(target - nums[i]);
                        if (j != null) found.push(new Pair<>(j, i));
                        seen.put(nums[i], i);
                    }
                    Pair<Integer, Integer> pair = found.pop();
                    BigInteger sum = BigInteger.valueOf(nums[pair.getKey()]).add(BigInteger.valueOf(nums[pair.getValue()]));
                    Set<Pair<Integer, Integer>> pairs = new HashSet<>(List.of(pair));
                    Function<Integer, Integer> same = x -> x;
                    if (!sum.equals(BigInteger.valueOf(target)) || !pairs.contains(new Pair<>(pair.getKey(), pair.getValue()))
                        || !pair.toString().equals(pair.getKey() + "=" + pair.getValue())) throw new IllegalStateException(pair.toString());
                    return Stream.of(pair.getKey(), pair.getValue()).map(same).collect(Collectors.toList())
                        .stream().mapToInt(Integer::intValue).toArray();
                }
            }
            """
        let own = """
            class Pair { int a, b; Pair(int a, int b) { this.a = a; this.b = b; } }

            class Solution {
                public int[] twoSum(int[] nums, int target) {
                    for (int i = 0; i < nums.length; i++)
                        for (int j = 0; j < i; j++)
                            if (nums[i] + nums[j] == target) { Pair p = new Pair(j, i); return new int[] {p.a, p.b}; }
                    return new int[0];
                }
            }
            """
        for (name, source) in [("Names.java", names), ("Imports.java", "import javafx.util.Pair;\n" + names), ("Own.java", own)] {
            let file = try writeSource(name, source)
            let summary = await Grader(package: package, options: options()).summary(of: try Submission(url: file, mode: .function))
            if summary.verdict == .judgeError, summary.message?.contains("is not installed") == true { throw XCTSkip("Java is not installed") }
            XCTAssertEqual(summary.verdict, .accepted, "\(name): \(summary.message ?? "") \(summary.results.first?.errorExcerpt ?? "")")
        }
    }

    func testADesignClassInEveryLanguage() async throws {
        let package = try loadPackage("fn-minstack")
        let sources: [String: String] = [
            "swift": """
                class MinStack {
                    private var items: [(Int, Int)] = []
                    init() {}
                    func push(_ val: Int) { items.append((val, min(val, items.last?.1 ?? val))) }
                    func pop() { items.removeLast() }
                    func top() -> Int { items.last!.0 }
                    func getMin() -> Int { items.last!.1 }
                }
                """,
            "py": """
                class MinStack:
                    def __init__(self):
                        self.items = []
                    def push(self, val: int) -> None:
                        self.items.append((val, min(val, self.items[-1][1]) if self.items else val))
                    def pop(self) -> None:
                        self.items.pop()
                    def top(self) -> int:
                        return self.items[-1][0]
                    def getMin(self) -> int:
                        return self.items[-1][1]
                """,
            "cpp": """
                class MinStack {
                    vector<pair<int, int>> items;
                public:
                    MinStack() {}
                    void push(int val) { items.push_back({val, items.empty() ? val : min(val, items.back().second)}); }
                    void pop() { items.pop_back(); }
                    int top() { return items.back().first; }
                    int getMin() { return items.back().second; }
                };
                """,
            "java": """
                class MinStack {
                    private final Deque<int[]> items = new ArrayDeque<>();
                    public MinStack() {}
                    public void push(int val) { items.push(new int[] {val, items.isEmpty() ? val : Math.min(val, items.peek()[1])}); }
                    public void pop() { items.pop(); }
                    public int top() { return items.peek()[0]; }
                    public int getMin() { return items.peek()[1]; }
                }
                """,
            "js": """
                var MinStack = function() { this.items = []; };
                MinStack.prototype.push = function(val) {
                    const low = this.items.length ? Math.min(val, this.items[this.items.length - 1][1]) : val;
                    this.items.push([val, low]);
                };
                MinStack.prototype.pop = function() { this.items.pop(); };
                MinStack.prototype.top = function() { return this.items[this.items.length - 1][0]; };
                MinStack.prototype.getMin = function() { return this.items[this.items.length - 1][1]; };
                """,
            "rs": """
                struct MinStack { items: Vec<(i32, i32)> }

                impl MinStack {
                    fn new() -> Self { MinStack { items: Vec::new() } }
                    fn push(&mut self, val: i32) {
                        let low = self.items.last().map_or(val, |&(_, m)| m.min(val));
                        self.items.push((val, low));
                    }
                    fn pop(&mut self) { self.items.pop(); }
                    fn top(&self) -> i32 { self.items.last().unwrap().0 }
                    fn get_min(&self) -> i32 { self.items.last().unwrap().1 }
                }

                /**
                 * Your MinStack object will be instantiated and called as such:
                 * let obj = MinStack::new();
                 * obj.push(val);
                 */
                """,
        ]
        for (ext, source) in sources.sorted(by: { $0.key < $1.key }) {
            let file = try writeSource("minstack.\(ext)", source)
            let submission = try Submission(url: file)
            XCTAssertEqual(package.interface?.mode(of: submission), .function, ext)
            let summary = await Grader(package: package, options: options()).summary(of: try Submission(url: file, mode: .function))
            if summary.verdict == .judgeError, summary.message?.contains("is not installed") == true { continue }
            XCTAssertEqual(summary.verdict, .accepted, "\(ext): \(summary.message ?? "") \(summary.compile?.error ?? "")")
        }
    }

    func testBothModesAreJudgedOnTheSameCases() async throws {
        let package = try loadPackage("fn-dual")
        XCTAssertTrue(package.offersStdinMode)
        let converted = try package.functionTestCases(cacheDirectory: Self.cacheDirectory)
        XCTAssertEqual(converted.map(\.name), package.testCases.map(\.name))
        XCTAssertEqual(converted.map(\.name), ["sample/1", "secret/empty", "secret/one", "secret/generated/big"])
        XCTAssertEqual(try String(contentsOf: converted[0].input, encoding: .utf8), "[1,2,3]\n")
        XCTAssertEqual(try String(contentsOf: converted[0].answer, encoding: .utf8), "[3,2,1]\n")
        let program = try await grade(fixture("fn-dual/submissions/accepted/program.py"), in: package)
        XCTAssertEqual(program.verdict, .accepted, program.message ?? "")
        XCTAssertEqual(program.mode, .stdin)
        XCTAssertNil(program.results.first?.callSeconds)
        let function = try Submission(url: fixture("fn-dual/submissions/accepted/function.py"))
        XCTAssertEqual(package.interface?.mode(of: function), .function)
        XCTAssertEqual(package.interface?.mode(of: try Submission(url: fixture("fn-dual/submissions/accepted/program.py"))), .stdin)
        let judged = await Grader(package: package, options: options()).summary(of: try Submission(url: function.url, mode: .function))
        XCTAssertEqual(judged.verdict, .accepted, judged.message ?? "")
        XCTAssertEqual(judged.results.count, 4)
        let wrong = try Submission(url: fixture("fn-dual/submissions/wrong_answer/drops-last.py"), mode: .function)
        let rejected = await Grader(package: package, options: options(workers: 1)).summary(of: wrong)
        XCTAssertEqual(rejected.verdict, .wrongAnswer)
        XCTAssertEqual(rejected.message, "[0]: expected 3, received 2")
    }

    func testVerifyChecksBothModes() async throws {
        let package = try loadPackage("fn-dual")
        var options = options()
        options.timeLimit = nil
        let report = await Verifier(options: options).verify(package)
        XCTAssertNil(report.error)
        let modes = Dictionary(uniqueKeysWithValues: report.checks.map { ($0.name, $0.mode) })
        XCTAssertEqual(modes["accepted/program.py"], .stdin)
        XCTAssertEqual(modes["accepted/function.py"], .function)
        XCTAssertEqual(modes["wrong_answer/drops-last.py"], .function)
        XCTAssertTrue(report.checks.allSatisfy { $0.status == .ok }, report.checks.map { "\($0.name) \($0.status) \($0.message ?? "")" }.joined(separator: "; "))
    }

    func testTheStdinModeOfAFunctionOnlyProblemIsRefused() async throws {
        let package = try loadPackage("fn-pairsum")
        XCTAssertFalse(package.offersStdinMode)
        let file = try writeSource("prog.py", "print(input())\n")
        let summary = try await grade(file, in: package)
        XCTAssertEqual(summary.verdict, .compileError)
        XCTAssertEqual(summary.message, "Pair Sum is judged in function mode only: write Solution as the statement asks (prep new fn-pairsum writes the stub)")
    }

    /// A package written for function mode keeps its own output validator, which reads JSON.
    func testAFunctionOnlyPackagesValidatorReceivesTheJSON() async throws {
        let package = try loadPackage("fn-anypair")
        XCTAssertNotNil(package.outputValidator)
        let other = try writeSource("pair.py", "class Solution:\n    def anyPair(self, nums, target):\n        return [1, 2]\n")
        let accepted = await Grader(package: package, options: options()).summary(of: try Submission(url: other, mode: .function))
        XCTAssertEqual(accepted.verdict, .accepted, "[1,2] is not the .ans [0,3], but the validator accepts it: \(accepted.message ?? "")")
        let wrong = try writeSource("bad.py", "class Solution:\n    def anyPair(self, nums, target):\n        return [0, 1]\n")
        let rejected = await Grader(package: package, options: options()).summary(of: try Submission(url: wrong, mode: .function))
        XCTAssertEqual(rejected.verdict, .wrongAnswer)
        XCTAssertEqual(rejected.message, "nums[0] + nums[1] is not 5")
    }
}
