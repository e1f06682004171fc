import Foundation
import XCTest
@testable import Judge

/// Issue 23: a solution LeetCode accepts is accepted unchanged. C++ is compiled as LeetCode
/// compiles it (clang 19, C++23).
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
}
