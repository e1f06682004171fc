import Foundation
import XCTest
@testable import Judge

/// Issue 23: a solution LeetCode accepts is accepted unchanged. C++ is compiled as LeetCode
/// compiles it (clang 19, C++23); JavaScript has LeetCode's @datastructures-js globals.
final class LeetCodeEnvironmentTests: JudgeTestCase {
    static let problems = ProblemSetTests.problems

    func bundled(_ slug: String) throws -> ProblemPackage {
        try ProblemPackage.load(from: Self.problems.appendingPathComponent(slug), cacheDirectory: Self.cacheDirectory)
    }

    /// Grades `source` in function mode; nil (the test skips) when the language is not installed.
    func gradeFunction(_ name: String, _ source: String, in package: ProblemPackage,
                       workers: Int = 2) async throws -> GradingSummary {
        let file = try writeSource(name, source)
        let summary = await Grader(package: package, options: options(workers: workers))
            .summary(of: try Submission(url: file, mode: .function))
        if summary.verdict == .judgeError, summary.message?.contains("is not installed") == true {
            throw XCTSkip(summary.message ?? "not installed")
        }
        return summary
    }

    // MARK: - C++ as LeetCode compiles it

    func requireClang() throws {
        guard Languages.cpp.probe().present else { throw XCTSkip("clang++-19 is not installed (apt-get install clang-19)") }
    }

    /// Deducing this (a recursive lambda taking itself as `this auto`) and std::ranges: C++23,
    /// which g++ 12 in gnu++20 refused.
    static let cpp23TwoSum = """
        class Solution {
        public:
            vector<int> twoSum(vector<int>& nums, int target) {
                vector<int> order(nums.size());
                iota(order.begin(), order.end(), 0);
                ranges::sort(order, {}, [&](int i) { return nums[i]; });
                auto meet = [&](this auto const& self, int lo, int hi) -> vector<int> {
                    if (lo >= hi) return {};
                    long long sum = (long long)nums[order[lo]] + nums[order[hi]];
                    if (sum == target) return {ranges::min(order[lo], order[hi]), ranges::max(order[lo], order[hi])};
                    return sum < target ? self(lo + 1, hi) : self(lo, hi - 1);
                };
                return meet(0, (int)nums.size() - 1);
            }
        };
        """

    func testACpp23SolutionIsAcceptedInFunctionMode() async throws {
        try requireClang()
        let summary = try await gradeFunction("pairsum.cpp", Self.cpp23TwoSum, in: try loadPackage("fn-pairsum"))
        XCTAssertEqual(summary.verdict, .accepted, "\(summary.message ?? "") \(summary.compile?.error ?? "")")
        XCTAssertEqual(summary.mode, .function)
    }

    func testACpp23ProgramIsAcceptedInStdinMode() async throws {
        try requireClang()
        let file = try writeSource("sum.cpp", """
            #include <bits/stdc++.h>
            using namespace std;
            int main() {
                vector<long long> values;
                for (long long x : views::istream<long long>(cin)) values.push_back(x);
                auto total = [](this auto const& self, span<const long long> rest) -> long long {
                    return rest.empty() ? 0 : rest.back() + self(rest.first(rest.size() - 1));
                };
                ranges::sort(values, greater{});
                cout << total(values) << '\\n';
            }
            """)
        let summary = try await grade(file, in: try loadPackage("sum"))
        XCTAssertEqual(summary.verdict, .accepted, "\(summary.message ?? "") \(summary.compile?.error ?? "")")
    }

    /// A C++23 program that g++ 12 would not compile names clang's own error, at the user's line.
    func testACompileErrorIsClangsAtTheUsersLine() async throws {
        try requireClang()
        let source = Self.cpp23TwoSum.replacingOccurrences(of: "return meet(0, (int)nums.size() - 1);",
                                                           with: "return meet(0, nums.size() - 1, 7);")
        let summary = try await gradeFunction("pairsum.cpp", source, in: try loadPackage("fn-pairsum"))
        XCTAssertEqual(summary.verdict, .compileError)
        let message = summary.message ?? ""
        XCTAssertTrue(message.contains("pairsum.cpp:13:"), message)
        XCTAssertTrue(message.contains("error:"), message)
        XCTAssertFalse(message.contains("prep_main.cpp"), "nothing of the driver's: \(message)")
        XCTAssertFalse(message.contains("warning:"), "the driver compiles without a warning: \(message)")
    }

    /// clang's AddressSanitizer report, as the diagnostic rerun gets it: the user's frames with
    /// line and column, and no registers, addresses, build ids or library frames.
    func testClangsAddressSanitizerReportIsCutToTheUsersFrames() {
        let report = """
            terminate called after throwing an instance of 'std::out_of_range'
              what():  vector::_M_range_check: __n (which is 1) >= this->size() (which is 0)
            AddressSanitizer:DEADLYSIGNAL
            =================================================================
            ==7==ERROR: AddressSanitizer: ABRT on unknown address 0x000000000007 (pc 0x7f5d1b9c8eec bp 0x7f5d1be4b7c0 sp 0x7ffd658b2930 T0)
                #0 0x7f5d1b9c8eec in __pthread_kill_implementation nptl/pthread_kill.c:44:76
                #5 0x7f9d844a8e84 in std::terminate() (/lib/x86_64-linux-gnu/libstdc++.so.6+0xa8e84) (BuildId: 289ee39f8c07bd4fa48102dfeeb7e6f9c76158b4)
                #7 0x7f9d844a026c  (/lib/x86_64-linux-gnu/libstdc++.so.6+0xa026c) (BuildId: 289ee39f8c07bd4fa48102dfeeb7e6f9c76158b4)
                #8 0x560b4ad95ffd in std::vector<int, std::allocator<int>>::_M_range_check(unsigned long) const /usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h:1153:4
                #10 0x560b4ad95ffd in Solution::twoSum(std::vector<int, std::allocator<int>>&, int) /box/src/mine.cpp:5:22
                #11 0x560b4ad95ffd in main /box/src/prep_main.cpp:612:37
                #14 0x560b4acb43a0 in _start (/program/out/prog+0x2c3a0) (BuildId: 538df1db5388806a55b25459102617a2c7566d3d)

            Register values:
            rax = 0x0000000000000000  rbx = 0x0000000000000002  rcx = 0x00007f6f11ca8eec  rdx = 0x0000000000000006
            rdi = 0x0000000000000002  rsi = 0x0000000000000002  rbp = 0x00007f6f120dc7c0  rsp = 0x00007fffc5e778a0
            AddressSanitizer can not provide additional info.
            SUMMARY: AddressSanitizer: ABRT nptl/pthread_kill.c:44:76 in __pthread_kill_implementation
            ==7==ABORTING
            """
        let excerpt = ErrorOutput.excerpt(report, language: Languages.cpp, driverFiles: ["prep_main.cpp"]) ?? ""
        XCTAssertEqual(excerpt, """
            terminate called after throwing an instance of 'std::out_of_range'
              what():  vector::_M_range_check: __n (which is 1) >= this->size() (which is 0)
            ERROR: AddressSanitizer: ABRT on unknown address 0x000000000007
                at Solution::twoSum(std::vector<int, std::allocator<int>>&, int) (mine.cpp:5:22)
            """)
    }

    // MARK: - JavaScript's globals

    func requireNode() throws -> String {
        guard let node = ToolLocator.find("node") else { throw XCTSkip("node is not installed") }
        return node
    }

    /// The classes' documented behaviour, checked by node itself (Fixtures/javascript): what prep
    /// compiles in, not the source file beside it.
    func testTheQueuesBehaveAsDatastructuresJsDocumentsThem() throws {
        let node = try requireNode()
        let folder = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-js-")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let runtime = folder.appendingPathComponent(JavaScriptDriver.datastructuresFile)
        try JavaScriptDriver.datastructures.write(to: runtime, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = [fixture("javascript/datastructures.test.js").path, runtime.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let failed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, failed + printed)
        XCTAssertTrue(printed.contains("all 17 passed"), printed)
    }

    /// LeetCode's JavaScript, using the globals, on bundled problems' full tests (10^5 and more
    /// operations): heaps by value, by a priority callback (of ListNodes) and by a compare
    /// callback, a queue and a deque.
    static let javascript: [(slug: String, source: String)] = [
        ("meeting-rooms", """
            /**
             * @param {number[][]} intervals
             * @return {number}
             */
            var minMeetingRooms = function(intervals) {
                intervals.sort((a, b) => a[0] - b[0]);
                const ends = new MinPriorityQueue();
                for (const [start, end] of intervals) {
                    if (!ends.isEmpty() && ends.front() <= start) ends.dequeue();
                    ends.enqueue(end);
                }
                return ends.size();
            };
            """),
        ("merge-k-sorted", """
            /**
             * Definition for singly-linked list.
             * function ListNode(val, next) {
             *     this.val = (val===undefined ? 0 : val)
             *     this.next = (next===undefined ? null : next)
             * }
             */
            /**
             * @param {ListNode[]} lists
             * @return {ListNode}
             */
            var mergeKLists = function(lists) {
                const heads = new MinPriorityQueue((node) => node.val);
                for (const head of lists) if (head) heads.enqueue(head);
                const dummy = new ListNode();
                let tail = dummy;
                while (!heads.isEmpty()) {
                    const node = heads.dequeue();
                    tail.next = node;
                    tail = node;
                    if (node.next) heads.enqueue(node.next);
                }
                return dummy.next;
            };
            """),
        ("running-median", """
            var MedianFinder = function() {
                this.low = new MaxPriorityQueue();
                this.high = new MinPriorityQueue();
            };

            MedianFinder.prototype.addNum = function(num) {
                this.low.push(num);
                this.high.push(this.low.pop());
                if (this.high.size() > this.low.size()) this.low.push(this.high.pop());
            };

            MedianFinder.prototype.findMedian = function() {
                return this.low.size() > this.high.size() ? this.low.front() : (this.low.front() + this.high.front()) / 2;
            };
            """),
        ("network-delay", """
            /**
             * @param {number[][]} times
             * @param {number} n
             * @param {number} k
             * @return {number}
             */
            var networkDelayTime = function(times, n, k) {
                const edges = Array.from({ length: n + 1 }, () => []);
                for (const [u, v, w] of times) edges[u].push([v, w]);
                const dist = new Array(n + 1).fill(Infinity);
                dist[k] = 0;
                const pq = new PriorityQueue((a, b) => a[0] - b[0]);
                pq.enqueue([0, k]);
                while (!pq.isEmpty()) {
                    const [d, u] = pq.dequeue();
                    if (d > dist[u]) continue;
                    for (const [v, w] of edges[u]) {
                        if (d + w < dist[v]) {
                            dist[v] = d + w;
                            pq.enqueue([dist[v], v]);
                        }
                    }
                }
                let worst = 0;
                for (let i = 1; i <= n; i++) worst = Math.max(worst, dist[i]);
                return worst === Infinity ? -1 : worst;
            };
            """),
        ("sliding-window-maximum", """
            /**
             * @param {number[]} nums
             * @param {number} k
             * @return {number[]}
             */
            var maxSlidingWindow = function(nums, k) {
                const window = new Deque();
                const result = [];
                for (let i = 0; i < nums.length; i++) {
                    while (!window.isEmpty() && nums[window.back()] <= nums[i]) window.popBack();
                    window.pushBack(i);
                    if (window.front() <= i - k) window.popFront();
                    if (i >= k - 1) result.push(nums[window.front()]);
                }
                return result;
            };
            """),
        ("rotting-oranges", """
            /**
             * @param {number[][]} grid
             * @return {number}
             */
            var orangesRotting = function(grid) {
                const rows = grid.length, cols = grid[0].length;
                const queue = new Queue();
                let fresh = 0;
                for (let r = 0; r < rows; r++)
                    for (let c = 0; c < cols; c++) {
                        if (grid[r][c] === 2) queue.enqueue([r, c, 0]);
                        else if (grid[r][c] === 1) fresh++;
                    }
                let minutes = 0;
                while (!queue.isEmpty()) {
                    const [r, c, t] = queue.dequeue();
                    minutes = Math.max(minutes, t);
                    for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
                        const nr = r + dr, nc = c + dc;
                        if (nr < 0 || nc < 0 || nr >= rows || nc >= cols || grid[nr][nc] !== 1) continue;
                        grid[nr][nc] = 2;
                        fresh--;
                        queue.enqueue([nr, nc, t + 1]);
                    }
                }
                return fresh === 0 ? minutes : -1;
            };
            """),
    ]

    func testLeetCodeJavaScriptUsingTheQueuesIsAccepted() async throws {
        _ = try requireNode()
        for (slug, source) in Self.javascript {
            let package = try bundled(slug)
            let summary = try await gradeFunction("\(slug).js", source, in: package)
            XCTAssertEqual(summary.verdict, .accepted,
                           "\(slug): \(summary.firstFailure ?? "") \(summary.message ?? "") \(summary.results.first { !$0.verdict.isAccepted }?.errorExcerpt ?? "")")
            XCTAssertGreaterThan(summary.results.count, 10, slug)
        }
    }

    /// LeetCode users often write their own heap: a top-level class (or var) of the same name
    /// takes the global's place in their code.
    func testTheUsersOwnClassOfTheSameNameTakesThePlaceOfTheGlobal() async throws {
        _ = try requireNode()
        let summary = try await gradeFunction("pairsum.js", """
            class PriorityQueue {
                constructor() { this.items = []; }
                enqueue(value, priority) { this.items.push({ value, priority }); this.items.sort((a, b) => a.priority - b.priority); }
                dequeue() { return this.items.shift().value; }
                size() { return this.items.length; }
            }
            var Queue = function() { this.marker = 'mine'; };

            var twoSum = function(nums, target) {
                if (new Queue().marker !== 'mine') throw new Error('the global Queue was used');
                const pq = new PriorityQueue();
                nums.forEach((x, i) => pq.enqueue(i, x));
                const order = [];
                while (pq.size() > 0) order.push(pq.dequeue());
                let lo = 0, hi = order.length - 1;
                while (lo < hi) {
                    const sum = nums[order[lo]] + nums[order[hi]];
                    if (sum === target) return [order[lo], order[hi]];
                    if (sum < target) lo++; else hi--;
                }
                return [];
            };
            """, in: try loadPackage("fn-pairsum"))
        XCTAssertEqual(summary.verdict, .accepted, "\(summary.message ?? "") \(summary.results.first?.errorExcerpt ?? "")")
    }

    /// An exception thrown in the user's compare callback, called from the queue, names the
    /// user's file and line (the harness adds none before it) and none of prep's frames.
    func testAnExceptionInACompareCallbackNamesTheUsersLine() async throws {
        _ = try requireNode()
        let summary = try await gradeFunction("mine.js", """
            var twoSum = function(nums, target) {
                const pq = new PriorityQueue((a, b) => {
                    if (a.missing.value > 0) return 1;
                    return a - b;
                });
                nums.forEach((x) => pq.enqueue(x));
                return [0, 1];
            };
            """, in: try loadPackage("fn-pairsum"), workers: 1)
        XCTAssertEqual(summary.verdict, .runTimeError)
        let error = summary.results.first?.errorExcerpt ?? ""
        XCTAssertTrue(error.contains("TypeError: Cannot read properties of undefined (reading 'value')"), error)
        XCTAssertTrue(error.contains("mine.js:3:"), "the callback's line: \(error)")
        XCTAssertTrue(error.contains("mine.js:6:"), "the enqueue's line: \(error)")
        XCTAssertFalse(error.contains("prep-datastructures"), "none of prep's frames: \(error)")
        XCTAssertFalse(error.contains("main.js"), error)
    }
}
