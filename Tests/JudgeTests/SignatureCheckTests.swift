import Foundation
import XCTest
@testable import Judge

/// A LeetCode solution whose declaration is not the problem's signature fails to compile in the
/// generated driver; the user is told, in one line of their own file, which parameter or
/// return type differs, never the driver's files.
final class SignatureCheckTests: JudgeTestCase {
    private func interface(_ name: String) throws -> FunctionInterface {
        try XCTUnwrap(try loadPackage(name).interface)
    }

    func testTheParameterOrReturnTypeThatDiffersIsNamedOnTheUsersLine() throws {
        let pairSum = try interface("fn-pairsum")
        let cpp = Languages.all.first { $0.id == "cpp" }!, rust = Languages.all.first { $0.id == "rust" }!
        let swift = Languages.all.first { $0.id == "swift" }!
        XCTAssertEqual(SignatureCheck.mismatch(source: """
            // long long, to be safe
            class Solution {
            public:
                vector<int> twoSum(vector<long long>& nums, int target) {
                    return {};
                }
            };
            """, fileName: "mine.cpp", language: cpp, interface: pairSum),
                       "mine.cpp:4: twoSum's parameter nums is vector<long long>&; the signature has vector<int>&")
        XCTAssertEqual(SignatureCheck.mismatch(source: """
            impl Solution {
                pub fn two_sum(nums: Vec<i32>, target: i64) -> Vec<i32> { vec![] }
            }
            """, fileName: "mine.rs", language: rust, interface: pairSum),
                       "mine.rs:2: twoSum's parameter target is i64; the signature has i32")
        XCTAssertEqual(SignatureCheck.mismatch(source: """
            class Solution {
                func twoSum(_ nums: [Int], _ target: Int) -> [Int64] { [] }
            }
            """, fileName: "mine.swift", language: swift, interface: pairSum),
                       "mine.swift:2: twoSum returns [Int64]; the signature returns [Int]")
        XCTAssertEqual(SignatureCheck.mismatch(source: """
            class Solution {
            public:
                vector<int> twoSum(vector<int>& nums) { return {}; }
            };
            """, fileName: "mine.cpp", language: cpp, interface: pairSum),
                       "mine.cpp:3: twoSum takes 1 parameter; the signature has 2 (nums: vector<int>&, target: int)")
        // The signature itself, calls of it, and a comment naming it: nothing differs.
        XCTAssertNil(SignatureCheck.mismatch(source: """
            /* twoSum(vector<long long>& nums) would not do */
            class Solution {
            public:
                vector<int> twoSum(vector<int>& nums, int target) {
                    return helper(nums, target);
                }
                vector<int> helper(vector<int>& nums, int target) { return twoSum(nums, target); }
            };
            """, fileName: "mine.cpp", language: cpp, interface: pairSum))
    }

    func testADesignsConstructorAndMethodsAreChecked() throws {
        let minStack = try interface("fn-minstack")
        let cpp = Languages.all.first { $0.id == "cpp" }!
        let stub = try XCTUnwrap(Harness.generator(for: cpp)?.stub(for: minStack))
        XCTAssertNil(SignatureCheck.mismatch(source: stub, fileName: "stack.cpp", language: cpp, interface: minStack),
                     "the stub is the signature")
        let pushName = try XCTUnwrap(minStack.methods.first { !$0.parameters.isEmpty }?.name)
        let widened = stub.replacingOccurrences(of: "\(pushName)(int ", with: "\(pushName)(long long ")
        XCTAssertNotEqual(widened, stub)
        let message = try XCTUnwrap(SignatureCheck.mismatch(source: widened, fileName: "stack.cpp", language: cpp, interface: minStack))
        XCTAssertTrue(message.hasPrefix("stack.cpp:"), message)
        XCTAssertTrue(message.contains("\(pushName)'s parameter") && message.contains("is long long; the signature has int"), message)
    }

    /// Through the grader: the compile error is that one line, with no driver file in it.
    func testTheCompileErrorNamesNoDriverFile() async throws {
        let package = try loadPackage("fn-pairsum")
        for (name, source) in [("mine.cpp", "class Solution {\npublic:\n    vector<int> twoSum(vector<long long>& nums, int target) {\n        return {};\n    }\n};\n"),
                               ("mine.rs", "impl Solution {\n    pub fn two_sum(nums: Vec<i64>, target: i32) -> Vec<i32> {\n        vec![]\n    }\n}\n")] {
            let file = try writeSource(name, source)
            let summary = await Grader(package: package, options: options()).summary(of: try Submission(url: file, mode: .function))
            if summary.verdict == .judgeError, summary.message?.contains("is not installed") == true { continue }
            XCTAssertEqual(summary.verdict, .compileError, name)
            let message = summary.message ?? ""
            XCTAssertTrue(message.hasPrefix("\(name):"), message)
            XCTAssertTrue(message.contains("twoSum's parameter nums is"), message)
            XCTAssertFalse(message.contains("prep_main") || message.contains("main.rs"), message)
        }
    }
}

/// `list<T>` in problem.yaml: an array everywhere, a `List` in LeetCode's Java, as its editor shows.
final class JavaListSignatureTests: XCTestCase {
    func testListTypesAreArraysWithJavasListSpelling() throws {
        let yaml = try YAMLValue.parse("""
            function:
              name: ladderLength
              parameters:
                - {name: beginWord, type: string}
                - {name: wordList, type: "list<string>"}
                - {name: grid, type: "int[][]"}
              returns: "list<list<int>>"
            """)
        let interface = try XCTUnwrap(try FunctionInterface.read(from: yaml, at: URL(fileURLWithPath: "/p/problem.yaml")))
        let method = interface.methods[0]
        XCTAssertEqual(method.parameters.map(\.type), [.string, .array(.string), .array(.array(.int))])
        XCTAssertEqual(method.returns, .array(.array(.int)))
        XCTAssertEqual(interface.signature, "ladderLength(beginWord: string, wordList: string[], grid: int[][]) -> int[][]")
        let stub = JavaDriver.stub(for: interface)
        XCTAssertTrue(stub.contains("public List<List<Integer>> ladderLength(String beginWord, List<String> wordList, int[][] grid)"), stub)
        // Every other language spells it as the array it is.
        XCTAssertTrue(CppDriver.stub(for: interface).contains("vector<vector<int>> ladderLength(string beginWord, vector<string>& wordList"),
                      CppDriver.stub(for: interface))
        for bad in ["list<>", "list<int[]>", "list<void>", "List<int>"] {
            let text = "function:\n  name: f\n  parameters: [{name: a, type: \"\(bad)\"}]\n  returns: int\n"
            XCTAssertThrowsError(try FunctionInterface.read(from: try YAMLValue.parse(text), at: URL(fileURLWithPath: "/p/problem.yaml")), bad)
        }
    }
}
