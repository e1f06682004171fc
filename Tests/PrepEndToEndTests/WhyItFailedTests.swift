import Foundation
import XCTest

/// Issue 22's first item: a crash shows its message and the user's own file and line, in every
/// language and both modes, never the generated driver's frames; `--json` carries it.
final class WhyItFailedTests: EndToEndTestCase {
    /// add-two's input is "a b": each program indexes a list of length 0 with a.
    static let crashes: [(file: String, source: String, message: String, line: String)] = [
        ("add-two.py", "def f(values, i):\n    return values[i]\na, b = map(int, input().split())\nprint(f([], a))\n",
         "IndexError: list index out of range", "add-two.py\", line 2"),
        ("add-two.java", "import java.util.*;\nclass Main {\n  static int f(List<Integer> v, int i) { return v.get(i); }\n"
            + "  public static void main(String[] a) { Scanner s = new Scanner(System.in); int x = s.nextInt();\n"
            + "    System.out.println(f(new ArrayList<>(), x)); }\n}\n",
         "java.lang.IndexOutOfBoundsException", "(add-two.java:3)"),
        ("add-two.js", "const [a] = require('fs').readFileSync(0, 'utf8').split(/\\s+/).map(Number);\nconst empty = null;\n"
            + "function f(v) { return v.length; }\nconsole.log(f(empty) + a);\n",
         "TypeError: Cannot read properties of null", "add-two.js:3"),
        ("add-two.rs", "use std::io::*;\nfn main() { let mut s = String::new(); stdin().read_to_string(&mut s).unwrap();\n"
            + "  let a: usize = s.split_whitespace().next().unwrap().parse().unwrap();\n  let v: Vec<i64> = Vec::new();\n"
            + "  println!(\"{}\", v[a]);\n}\n",
         "index out of bounds", "add-two.rs:5"),
        ("add-two.cpp", "#include <bits/stdc++.h>\nusing namespace std;\nint f(vector<int>& v, int i) { return v.at(i); }\n"
            + "int main() { int a, b; cin >> a >> b; vector<int> v; cout << f(v, a) << endl; }\n",
         "std::out_of_range", "(add-two.cpp:3:"),
        ("add-two.swift", "func f(_ v: [Int], _ i: Int) -> Int { v[i] }\nlet parts = readLine()!.split(separator: \" \").map { Int($0)! }\n"
            + "print(f([], parts[0]))\n",
         "crashed", "add-two.swift:1"),
    ]

    func testACrashShowsItsMessageAndTheUsersLineInEveryLanguage() throws {
        for crash in Self.crashes {
            try write(crash.file, crash.source)
            let solve = try prep("solve", "add-two", crash.file, "--workers", "1")
            XCTAssertEqual(solve.status, 1, "\(crash.file): \(solve.stderr)")
            XCTAssertTrue(solve.stdout.contains("Run-Time Error"), "\(crash.file): \(solve.stdout)")
            XCTAssertTrue(solve.stdout.contains("  stderr    "), "\(crash.file): \(solve.stdout)")
            XCTAssertTrue(solve.stdout.contains(crash.message), "\(crash.file): \(solve.stdout)")
            XCTAssertTrue(solve.stdout.contains(crash.line), "\(crash.file) should name \(crash.line): \(solve.stdout)")
            XCTAssertFalse(solve.stdout.contains("\u{1b}"), "\(crash.file): an escape reached the terminal")
            let json = try XCTUnwrap(try prep("solve", "add-two", crash.file, "--json").json as? [String: Any], crash.file)
            let failure = try XCTUnwrap(json["failure"] as? [String: Any], crash.file)
            XCTAssertTrue((failure["errorOutput"] as? String)?.contains(crash.message) == true, "\(crash.file): \(failure)")
            try FileManager.default.removeItem(at: work.appendingPathComponent(crash.file))
        }
    }

    /// Function mode: the trace holds the user's frames, never the driver's file or its frames.
    func testFunctionModeTracesNameTheUsersFileNotTheDriver() throws {
        let problems = work.appendingPathComponent("problems")
        let fixture = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("JudgeTests/Fixtures/fn-dual")
        try FileManager.default.createDirectory(at: problems, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: problems.appendingPathComponent("reverse-list"))
        let env = ["PREP_PROBLEMS": problems.path]
        let cases: [(file: String, source: String, message: String, line: String, driver: String)] = [
            ("reverse-list.py", "class Solution:\n    def reverseList(self, head):\n        print('seen', head is None)\n"
                + "        return self.walk(None)\n    def walk(self, node):\n        return node.next\n",
             "AttributeError", "reverse-list.py\", line 6", "main.py"),
            ("Solution.java", "class Solution {\n  public ListNode reverseList(ListNode head) {\n    return walk(null);\n  }\n"
                + "  ListNode walk(ListNode n) { return n.next; }\n}\n",
             "java.lang.NullPointerException", "(Solution.java:5)", "Main.java"),
            ("reverse-list.js", "var reverseList = function(head) {\n  return walk(null);\n};\nfunction walk(n) { return n.next; }\n",
             "TypeError", "reverse-list.js:4", "prep-stdout.js"),
        ]
        for item in cases {
            try write(item.file, item.source)
            let solve = try prep(["solve", "reverse-list", item.file, "--mode", "function", "--workers", "1"], env: env)
            XCTAssertEqual(solve.status, 1, "\(item.file): \(solve.stderr)")
            XCTAssertTrue(solve.stdout.contains(item.message), "\(item.file): \(solve.stdout)")
            XCTAssertTrue(solve.stdout.contains(item.line), "\(item.file) should name \(item.line): \(solve.stdout)")
            let stderr = solve.stdout.components(separatedBy: "  stderr    ").last ?? ""
            XCTAssertFalse(stderr.contains(item.driver), "\(item.file): the driver's frames are shown: \(stderr)")
        }
        // The user's own prints are shown too (function mode sends them to standard error).
        XCTAssertTrue(try prep(["solve", "reverse-list", "reverse-list.py", "--workers", "1"], env: env).stdout.contains("seen False"))
    }

    /// A program that writes escapes and floods standard error: shown bounded, escapes visible.
    func testStandardErrorIsBoundedAndItsControlCharactersAreShownEscaped() throws {
        try write("add-two.py", "import sys\nfor i in range(5000):\n    print('line', i, '\\x1b]52;c;aGk=\\x07', file=sys.stderr)\n"
            + "raise SystemExit(3)\n")
        let solve = try prep("solve", "add-two", "--workers", "1")
        XCTAssertEqual(solve.status, 1)
        XCTAssertFalse(solve.stdout.contains("\u{1b}"), "an escape reached the terminal")
        XCTAssertFalse(solve.stdout.contains("\u{07}"), "a bell reached the terminal")
        XCTAssertTrue(solve.stdout.contains("\\e]52;c;aGk=\\x07"), solve.stdout)
        XCTAssertTrue(solve.stdout.contains("line 0 "), "the start is kept: \(solve.stdout)")
        XCTAssertTrue(solve.stdout.contains("line 4999 "), "the end is kept: \(solve.stdout)")
        XCTAssertTrue(solve.stdout.contains("lines left out"), solve.stdout)
        let stderrLines = solve.stdout.split(separator: "\n").drop { !$0.hasPrefix("  stderr") }
        XCTAssertLessThanOrEqual(stderrLines.count, 41, solve.stdout)
    }
}
