import Foundation
import XCTest
@testable import Judge

/// The sweep removes exactly prep's own scratch folders whose process is gone, and nothing
/// else that happens to start with "prep-".
final class TemporaryFoldersTests: XCTestCase {
    func testSweepRemovesOnlyStaleFoldersOfPrepsOwnKinds() throws {
        let parent = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "sweep-test-")
        defer { try? FileManager.default.removeItem(at: parent) }
        // A pid that is surely gone: a child that has exited and been reaped.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = child.processIdentifier
        let stale = ["prep-judge-\(dead)-a1B2c3", ".prep-box-\(dead)-ZZZZZZ", "prep-runner-\(dead)-000000"]
        let kept = [
            "prep-judge-\(getppid())-a1B2c3",        // its process lives
            "prep-e2e-12345678-1234-1234-1234-123456789012",  // not a kind prep makes
            "prep-judge-\(dead)-abc",                // not mkdtemp's six characters
            "prep-judge-12ab-a1B2c3",                // not a pid
            "prep-notes-\(dead)-a1B2c3",             // not a kind prep makes
        ]
        for name in stale + kept {
            try FileManager.default.createDirectory(at: parent.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        if let user = Sandbox.boxUser {
            // A box's scratch folder belongs to the boxes' user: swept all the same.
            let boxScratch = parent.appendingPathComponent("prep-probe-\(dead)-q1w2e3")
            try FileManager.default.createDirectory(at: boxScratch, withIntermediateDirectories: true)
            chown(boxScratch.path, uid_t(user.uid), gid_t(user.gid))
        }
        TemporaryFolders.sweep(parent)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: parent.path))
        XCTAssertEqual(left, Set(kept))
    }
}
