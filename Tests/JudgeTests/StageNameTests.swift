import CJudge
import Foundation
import XCTest
@testable import Judge

/// The stages where a start or a box can fail are named in C, beside their enum, and every
/// message that names one takes its name from there.
final class StageNameTests: XCTestCase {
    func testEveryStageHasItsOwnName() {
        let names = (Int32(CJ_STAGE_FORK)...Int32(CJ_STAGE_PROTOCOL)).map { String(cString: cj_stage_name($0)) }
        XCTAssertEqual(Set(names).count, names.count, "\(names)")
        XCTAssertFalse(names.contains("spawn"), "\(names)")
        XCTAssertEqual(String(cString: cj_stage_name(Int32(CJ_STAGE_EXEC))), "execve")
        XCTAssertEqual(String(cString: cj_stage_name(99)), "spawn")
    }

    func testBoxErrorsNameTheStageAndPath() {
        XCTAssertEqual(BoxError(stage: Int32(CJ_STAGE_MOUNT), errno: ENOENT, path: "/opt/tool").description,
                       "mount /opt/tool: No such file or directory")
        XCTAssertEqual(BoxError(stage: Int32(CJ_STAGE_UNSHARE), errno: EPERM, path: "").description,
                       "unshare: Operation not permitted")
    }
}
