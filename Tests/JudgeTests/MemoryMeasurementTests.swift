import Foundation
import XCTest
@testable import Judge

/// Peak memory is the solution's own, not the judge's: started straight from this large
/// process, a solution's ru_maxrss would include this process's peak (recorded at execve).
final class MemoryMeasurementTests: JudgeTestCase {
    private func peak(of source: String, name: String) async throws -> Int64 {
        let package = try loadPackage("sum")
        let file = try writeSource(name, source)
        let summary = try await grade(file, in: package, options: options(workers: 1))
        XCTAssertEqual(summary.verdict, .accepted, summary.message ?? "")
        return summary.maxPeakMemoryBytes
    }

    func testASmallProgramReportsItsOwnSmallPeak() async throws {
        XCTAssertNoThrow(try ProgramRunner.shared.get(), "the judge finds prep-runner beside the test bundle")
        let own = Self.residentHighWaterMark()
        let peak = try await peak(of: """
            #include <stdio.h>
            int main(void) { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; printf("%lld\\n", a + b); return 0; }
            """, name: "small.c")
        XCTAssertGreaterThan(peak, 0)
        XCTAssertLessThan(peak, 8 << 20, "a tiny C program peaks at a few MiB, not at this process's \(own >> 20) MiB")
    }

    func testALargeAllocationIsMeasured() async throws {
        let peak = try await peak(of: """
            #include <stdio.h>
            #include <stdlib.h>
            #include <string.h>
            int main(void) {
                long long a, b;
                if (scanf("%lld %lld", &a, &b) != 2) return 1;
                size_t size = 96u << 20;
                volatile char *block = malloc(size);
                if (!block) return 2;
                for (size_t i = 0; i < size; i += 4096) block[i] = (char)(a + i);
                long long check = 0;
                for (size_t i = 0; i < size; i += 4096) check += block[i] - (char)(a + i);
                printf("%lld\\n", a + b + check);
                return 0;
            }
            """, name: "large.c")
        XCTAssertGreaterThan(peak, 96 << 20)
        XCTAssertLessThan(peak, 110 << 20)
    }

    /// VmHWM of this process, for the message.
    private static func residentHighWaterMark() -> Int64 {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return (Int64(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }
}
