import Foundation
import XCTest

/// `prep import` and `prep verify` on packages published by others: a contest repository
/// (`Fixtures/Contest`) with packages at depths 1, 2 and 3, a hidden one, a broken one, a
/// folder inside a package that looks like one, and submissions prep skips.
final class PackagesFromElsewhereTests: EndToEndTestCase {
    static var contest: URL { fixtures.appendingPathComponent("Contest") }

    /// One entry per package, by slug.
    private func reports(_ result: Result) throws -> [String: [String: Any]] {
        let list = try XCTUnwrap(result.json as? [[String: Any]], result.stdout + result.stderr)
        return Dictionary(uniqueKeysWithValues: list.map { ($0["slug"] as? String ?? "?", $0) })
    }

    private func checks(_ report: [String: Any]?) -> [String: [String: Any]] {
        let list = report?["checks"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: list.map { ($0["name"] as? String ?? "?", $0) })
    }

    func testImportFindsPackagesAtAnyDepthAndExitsTwoOnErrorsInBothModes() throws {
        let json = try prep("import", Self.contest.path, "--json")
        XCTAssertEqual(json.status, 2, "a skipped package is an error with --json too\n" + json.stdout + json.stderr)
        let report = try XCTUnwrap((json.json as? [[String: Any]])?.first, json.stdout)
        XCTAssertEqual((report["added"] as? [String])?.sorted(), ["alpha", "beta", "gamma"])
        let errors = report["errors"] as? [String] ?? []
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.contains("round1/broken/problem.yaml") ?? false, "\(errors)")
        let slugs = try XCTUnwrap(try prep("list", "--json").json as? [[String: Any]]).compactMap { $0["slug"] as? String }
        XCTAssertEqual(slugs.sorted(), ["add-two", "alpha", "beta", "gamma", "max-of"], "not the hidden delta, nor alpha's inner folder")

        let plain = try prep("import", Self.contest.path)
        XCTAssertEqual(plain.status, 2, plain.stderr)
        XCTAssertTrue(plain.stderr.contains("skipped: ") && plain.stderr.contains("round1/broken"), plain.stderr)
        // A folder of good packages only imports cleanly, in both modes.
        XCTAssertEqual(try prep("import", Self.contest.appendingPathComponent("2026").path, "--json").status, 0)
        XCTAssertEqual(try prep("import", Self.contest.appendingPathComponent("2026").path).status, 0)
    }

    func testImportRefusesTwoPackagesWithOneSlug() throws {
        let repository = work.appendingPathComponent("two-rounds")
        for round in ["round1", "round2"] {
            let folder = repository.appendingPathComponent(round)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.contest.appendingPathComponent("alpha"), to: folder.appendingPathComponent("alpha"))
        }
        let result = try prep("import", repository.path, "--json")
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        let report = try XCTUnwrap((result.json as? [[String: Any]])?.first)
        XCTAssertEqual(report["added"] as? [String], ["alpha"])
        XCTAssertTrue((report["errors"] as? [String])?.first?.contains("round2/alpha: the slug 'alpha' is already that of") ?? false,
                      "\(report)")
    }

    /// A package named like a problem already in the catalogue is refused: taking its slug would
    /// hand that problem's attempts to the newcomer. The same package imported again is fine.
    func testImportRefusesTheSlugOfAProblemAlreadyThere() throws {
        let downloads = work.appendingPathComponent("downloads")
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        let copy = downloads.appendingPathComponent("add-two")
        try FileManager.default.copyItem(at: Self.problems.appendingPathComponent("add-two"), to: copy)
        let result = try prep("import", downloads.path)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("downloads/add-two: the slug 'add-two' is already that of "
                                             + Self.problems.appendingPathComponent("add-two").path), result.stderr)
        let listed = try XCTUnwrap(try prep("show", "add-two", "--json").json as? [String: Any])
        XCTAssertEqual(listed["slug"] as? String, "add-two")
        let rows = try query { db in try String.fetchAll(db, sql: "SELECT packagePath FROM problem WHERE slug = 'add-two'") }
        XCTAssertEqual(rows, [Self.problems.appendingPathComponent("add-two").path])
        // Renamed, it imports; imported twice, it is the same problem.
        try FileManager.default.moveItem(at: copy, to: downloads.appendingPathComponent("add-two-mine"))
        XCTAssertEqual(try prep("import", downloads.path).status, 0)
        XCTAssertEqual(try prep("import", downloads.path).status, 0)
    }

    func testVerifyReportsEachPackageOnItsOwn() throws {
        let alpha = Self.contest.appendingPathComponent("alpha").path
        let broken = Self.contest.appendingPathComponent("round1/broken").path
        let beta = Self.contest.appendingPathComponent("round1/beta").path
        let json = try prep("verify", alpha, broken, "no-such-problem", beta, "--json")
        XCTAssertEqual(json.status, 1, json.stderr)
        let byPackage = try reports(json)
        XCTAssertEqual(Set(byPackage.keys), ["alpha", "broken", "no-such-problem", "beta"])
        XCTAssertTrue((byPackage["broken"]?["error"] as? String)?.contains("limits must be a map") ?? false, "\(byPackage)")
        XCTAssertTrue((byPackage["no-such-problem"]?["error"] as? String)?.contains("no such package folder") ?? false)
        for slug in ["alpha", "beta"] {
            XCTAssertNil(byPackage[slug]?["error"], slug)
            XCTAssertFalse(checks(byPackage[slug]).isEmpty, slug)
        }
        // Skipped submissions are listed, with why, and do not fail the package.
        let betaChecks = checks(byPackage["beta"])
        XCTAssertEqual(betaChecks["accepted/beta.kt"]?["status"] as? String, "skipped")
        XCTAssertEqual(betaChecks["accepted/beta.kt"]?["message"] as? String, "no Kotlin toolchain in prep")
        XCTAssertEqual(betaChecks["accepted/half.py.disabled"]?["message"] as? String, "disabled")
        XCTAssertEqual(betaChecks["mixed/zero.py"]?["status"] as? String, "ok")
        XCTAssertEqual(betaChecks["mixed/zero.py"]?["expectation"] as? String, "WA or RTE (@EXPECTED_RESULTS@)")

        let plain = try prep("verify", alpha, broken, beta)
        XCTAssertEqual(plain.status, 1, plain.stderr)
        XCTAssertTrue(plain.stdout.contains("alpha  accepted/alpha.py  expected accepted  got AC  ok"), plain.stdout)
        XCTAssertTrue(plain.stdout.contains("beta  accepted/beta.kt  skipped: no Kotlin toolchain in prep"), plain.stdout)
        XCTAssertTrue(plain.stderr.contains("error: \(broken)/problem.yaml: limits must be a map"), plain.stderr)

        // Alone, the good one passes: skipped submissions do not fail it.
        let alone = try prep("verify", beta)
        XCTAssertEqual(alone.status, 0, alone.stdout + alone.stderr)
        // A usage error is still 2.
        XCTAssertEqual(try prep("verify", beta, "--workers", "0").status, 2)
    }

    /// A contest repository's folder stands for every package in it, at any depth, as
    /// `prep import` finds them (not hidden ones, not folders inside a package).
    func testVerifyOfAContestFolderVerifiesEveryPackageInIt() throws {
        let result = try prep("verify", Self.contest.path, "--json")
        XCTAssertEqual(result.status, 1, "the broken package fails the run\n" + result.stderr)
        let byPackage = try reports(result)
        XCTAssertEqual(Set(byPackage.keys), ["alpha", "beta", "broken", "gamma"], "\(byPackage.keys)")
        XCTAssertNil(byPackage["alpha"]?["error"])
        XCTAssertNotNil(byPackage["broken"]?["error"])
    }

    func testVerifyFindsImportedSlugsAndSolveUsesTheDerivedLimit() throws {
        // A cache of its own: the derived limit must come from this verify.
        let cache = work.appendingPathComponent("cache").path
        let env = ["PREP_CACHE": cache]
        XCTAssertEqual(try prep(["import", Self.contest.appendingPathComponent("2026").path], env: env).status, 0)
        try write("gamma.py", try String(contentsOf: Self.contest.appendingPathComponent("2026/final/gamma/submissions/accepted/slow.py"),
                                         encoding: .utf8))
        let before = try prep(["solve", "gamma", "--json"], env: env)
        XCTAssertEqual((before.json as? [String: Any])?["timeLimitOrigin"] as? String, "fallback", before.stdout + before.stderr)

        // By slug, though gamma is not in the problems folder.
        let verify = try prep(["verify", "gamma", "--json"], env: env)
        XCTAssertEqual(verify.status, 1, "crashes.py is filed as accepted\n" + verify.stderr)
        let report = try XCTUnwrap(try reports(verify)["gamma"])
        XCTAssertEqual(report["path"] as? String, Self.contest.appendingPathComponent("2026/final/gamma").path)
        let limit = try XCTUnwrap(report["timeLimit"] as? [String: Any])
        XCTAssertEqual(limit["explicit"] as? Bool, false)
        let derived = try XCTUnwrap(limit["timeLimit"] as? Double)
        XCTAssertEqual(checks(report)["accepted/slow.py"]?["status"] as? String, "ok")
        XCTAssertEqual(checks(report)["accepted/crashes.py"]?["status"] as? String, "mismatch")

        let solve = try prep(["solve", "gamma", "--json"], env: env)
        XCTAssertEqual(solve.status, 0, solve.stderr)
        let outcome = try XCTUnwrap(solve.json as? [String: Any])
        XCTAssertEqual(outcome["timeLimit"] as? Double, derived)
        XCTAssertEqual(outcome["timeLimitOrigin"] as? String, "derived")
        let plain = try prep(["solve", "gamma"], env: env)
        XCTAssertTrue(plain.stderr.contains(String(format: "limit %.2f s (derived by prep verify)", derived)), plain.stderr)
    }

    /// `prep verify --strength`: the failing submissions' verdict on every test as JSON, the
    /// weak ones named and exit 1; the text says which tests reject each.
    func testVerifyStrengthGivesTheMatrixAndFlagsWeakSubmissions() throws {
        let sum = work.appendingPathComponent("sum")
        try FileManager.default.copyItem(at: Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("JudgeTests/Fixtures/sum"), to: sum)
        let json = try prep("verify", "--strength", sum.path, "--json")
        XCTAssertEqual(json.status, 1, json.stderr)
        let report = try XCTUnwrap((json.json as? [[String: Any]])?.first, json.stdout)
        XCTAssertEqual(report["tests"] as? [String], ["sample/1", "secret/01", "secret/02", "secret/03"])
        let rows = Dictionary(uniqueKeysWithValues: (report["rows"] as? [[String: Any]] ?? []).map { ($0["name"] as? String ?? "?", $0) })
        XCTAssertEqual(rows["wrong_answer/overflow.c"]?["verdicts"] as? [String], ["AC", "AC", "AC", "WA"])
        XCTAssertEqual(rows["wrong_answer/overflow.c"]?["rejectedBy"] as? [String], ["secret/03"])
        XCTAssertEqual((report["weak"] as? [String])?.count, 3)
        let text = try prep("verify", "--strength", sum.path)
        XCTAssertEqual(text.status, 1)
        XCTAssertTrue(text.stdout.contains("sum  wrong_answer/overflow.c  rejected by 1 of 4 tests: secret/03  WEAK"), text.stdout)
        XCTAssertTrue(text.stdout.contains("sum  strength: 3 failing submissions on 4 tests, the weakest rejected by 1; 3 weak"), text.stdout)
        XCTAssertTrue(text.stdout.contains("(3 from the cache)"), text.stdout)
    }
}
