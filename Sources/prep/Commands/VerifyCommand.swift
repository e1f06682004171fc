import ArgumentParser
import Foundation
import Judge
import PrepKit

// MARK: - VerifyCommand

extension Prep {
    /// `prep verify`: every reference submission must get what its folder, annotation or
    /// submissions.yaml expects; each package is reported on its own.
    struct VerifyCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify",
            abstract: "Run reference submissions and check each gets what its folder, annotation or submissions.yaml expects.",
            discussion: """
                Besides the folders accepted/, wrong_answer/, time_limit_exceeded/, run_time_error/, rejected/ and \
                brute_force/, prep honours slow_accepted/ (AC or TLE), mixed/ and DOMjudge's @EXPECTED_RESULTS@ \
                annotations, the permitted/required rules of a 2025-09 submissions/submissions.yaml, and links \
                to files inside the package. Submissions in languages prep lacks, *.disabled files and \
                partially_accepted/ are listed as skipped. Each package is reported on its own. Exit status: 0 \
                when every submission that ran matches, 1 on a mismatch or a package that cannot be verified, \
                2 on a usage error.

                --strength measures the tests instead: every submission that must fail (wrong_answer/, \
                time_limit_exceeded/, run_time_error/, rejected/) runs on every test, and prep reports which tests \
                reject it; one rejected by fewer than two tests is weak (exit status 1). Runs are cached, so a \
                second call over unchanged packages is fast.
                """
        )

        @Argument(help: "Package folders or problem slugs, bundled or imported (default: every problem).")
        var packages: [String] = []

        @Flag(name: .long, help: "Print JSON.")
        var json = false

        @Flag(name: .long, help: "Run every failing submission on every test and report how many tests reject it.")
        var strength = false

        @Option(name: .long, parsing: .unconditional, help: "Parallel test workers, 1 to 64 (default: the number of cores).")
        var workers: Int?

        @Option(name: .long, help: "The problems folder (default: $PREP_PROBLEMS, else ./Problems).")
        var problems: String?

        @Option(name: .long, help: ArgumentHelp("Where prep keeps its store, to find imported problems by slug "
            + "(default: $PREP_HOME, else ~/.local/share/prep).", valueName: "dir"))
        var home: String?

        @Option(name: .long, help: "The reference solutions folder (default: Solutions/ beside the problems folder).")
        var solutions: String?

        @Flag(name: .customLong("no-sandbox"),
              help: "Where programs cannot be isolated here, run the programs of packages from elsewhere anyway.")
        var noSandbox = false

        /// A package to verify: where it is, or why it cannot be.
        private struct Target {
            var name: String
            var folder: Result<URL, PrepError>
        }

        func run() async throws {
            let problemsFolder = PrepPaths.problemsFolder(problems)
            let solutionsFolder = solutions.map { URL(fileURLWithPath: $0) }
                ?? problemsFolder.standardizedFileURL.deletingLastPathComponent().appendingPathComponent("Solutions")
            if let workers, !(1...64).contains(workers) { throw PrepError("--workers must be between 1 and 64 (got \(workers))") }

            // Each package is reported on its own: one that cannot be found or loaded is an error
            // entry, and the others still run.
            var targets: [Target] = []
            if packages.isEmpty {
                guard FileManager.default.fileExists(atPath: problemsFolder.path) else {
                    throw PrepError("no problems folder at \(problemsFolder.path) (use --problems or $PREP_PROBLEMS)")
                }
            } else {
                let folders = PrepPaths.packageFolders(packages, problems: problemsFolder, home: PrepPaths.homeFolder(home))
                // A folder that is no package but holds some (a contest repository) stands for
                // every package in it, at any depth, as `prep import` finds them.
                targets = zip(packages, folders).flatMap { argument, folder -> [Target] in
                    var isFolder: ObjCBool = false
                    if case .failure = folder, FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder),
                       isFolder.boolValue {
                        let inside = PackageSummary.packageFolders(under: URL(fileURLWithPath: argument)).folders
                        if !inside.isEmpty { return inside.map { Target(name: $0.lastPathComponent, folder: .success($0)) } }
                    }
                    return [Target(name: argument, folder: folder)]
                }
            }
            // Before loading: loading runs a package's generator.
            let found = targets.compactMap { try? $0.folder.get() }
            let warning = try Isolation.check(packages: packages.isEmpty ? [problemsFolder] : found, inside: problemsFolder,
                                              allowed: noSandbox,
                                              doing: "verify runs their generators, validators and reference submissions")
            if let warning { Output.error("prep: \(warning)") }

            var options = GradingOptions()
            if let workers { options.workers = workers }
            let verifier = Verifier(options: options,
                                    solutionsRoot: FileManager.default.fileExists(atPath: solutionsFolder.path) ? solutionsFolder : nil)
            if strength {
                let measure = Strength(options: options, solutionsRoot: verifier.solutionsRoot)
                var loaded: [Result<ProblemPackage, PrepError>] = []
                if packages.isEmpty {
                    let catalogue = ProblemCatalogue.load(from: problemsFolder)
                    loaded = catalogue.errors.map { .failure(PrepError($0.description)) } + catalogue.packages.map { .success($0) }
                } else {
                    loaded = targets.map { target in
                        target.folder.flatMap { folder in
                            Result { try ProblemPackage.load(from: folder) }.mapError { PrepError("\($0)") }
                        }
                    }
                }
                var reports: [Strength.Report] = []
                for item in loaded {
                    switch item {
                    case .failure(let error):
                        if !json { Output.error("error: \(error.message)") }
                        reports.append(Strength.Report(slug: "", path: "", error: error.message))
                    case .success(let package):
                        reports.append(await measureStrength(package, measure))
                    }
                }
                if json { try Output.json(reports) }
                if reports.contains(where: { $0.error != nil || !$0.weak.isEmpty }) { throw ExitCode(1) }
                return
            }
            var reports: [PackageVerification] = []
            if packages.isEmpty {
                let catalogue = ProblemCatalogue.load(from: problemsFolder)
                for error in catalogue.errors { reports.append(refused(URL(fileURLWithPath: error.path), error.description)) }
                for package in catalogue.packages { reports.append(await verify(package, verifier)) }
            } else {
                for target in targets {
                    switch target.folder {
                    case .failure(let error):
                        reports.append(refused(URL(fileURLWithPath: target.name), error.message, slug: target.name))
                    case .success(let folder):
                        do {
                            reports.append(await verify(try ProblemPackage.load(from: folder), verifier))
                        } catch {
                            reports.append(refused(folder, "\(error)"))
                        }
                    }
                }
            }
            if json { try Output.json(reports) }
            if !reports.allSatisfy(\.allMatch) { throw ExitCode(1) }
        }

        /// The report of a package that could not be found or loaded, said at once.
        private func refused(_ folder: URL, _ message: String, slug: String? = nil) -> PackageVerification {
            if !json { Output.error("error: \(message)") }
            return PackageVerification(slug: slug ?? folder.standardizedFileURL.lastPathComponent, path: folder.path, error: message)
        }

        private func verify(_ package: ProblemPackage, _ verifier: Verifier) async -> PackageVerification {
            let json = json
            let report = await verifier.verify(package) { check in
                if !json { Self.printLine(package.slug, check) }
            }
            if !json {
                if let limit = report.timeLimit {
                    let source = limit.explicit ? package.limits.timeLimitSource ?? "problem.yaml" : "derived"
                    print(String(format: "%@  time limit %.2f s (%@)", package.slug, limit.timeLimit, source))
                }
                for language in report.languageLimits {
                    let name = Languages.all.first { $0.id == language.language }?.name ?? language.language
                    var line = String(format: "%@  %@: limit %@, slowest accepted %.2f s (the rule gives %@)", package.slug, name,
                                      language.limit.map { String(format: "%.2f s", $0) + (language.own ? "" : " (the problem's)") } ?? "derived",
                                      language.slowestAccepted, String(format: "%.2f s", language.ruleLimit))
                    if language.tooTight { line += "  TIGHT" }
                    print(line)
                    if language.tooTight {
                        Output.error(String(format: "warning: %@: %@'s references take %.2f s, more than half its limit: language_time_limits.%@ should be %g",
                                            package.slug, name, language.slowestAccepted, language.language, language.ruleLimit))
                    }
                }
                if let error = report.error { Output.error("error: \(package.slug): \(error)") }
                for refusal in report.inputValidation.refusals { Output.error("error: \(package.slug): \(refusal)") }
                for line in report.inputValidation.notRun { Output.error("note: \(package.slug): \(line)") }
                if let note = package.dataNote { Output.error("note: \(package.slug): \(note)") }
            }
            return report
        }

        /// `--strength` for one package, its lines printed as its rows finish.
        private func measureStrength(_ package: ProblemPackage, _ measure: Strength) async -> Strength.Report {
            let json = json, minimum = measure.minimum
            let total = package.testCases.count
            let report = await measure.measure(package) { row in
                guard !json else { return }
                let mode = row.mode == .function ? " (function mode)" : ""
                if let error = row.error {
                    print("\(package.slug)  \(row.name)\(mode)  WEAK: not run: \(error)")
                    return
                }
                let count = row.rejectedBy.count, tests = row.verdicts.count
                var line = "\(package.slug)  \(row.name)\(mode)  rejected by \(count) of \(tests) tests"
                if count > 0 {
                    let shown = row.rejectedBy.prefix(4).joined(separator: ", ")
                    line += ": " + shown + (count > 4 ? ", … (\(count - 4) more)" : "")
                }
                if count < minimum { line += "  WEAK" }
                print(line)
            }
            if !json {
                if let error = report.error {
                    Output.error("error: \(package.slug): \(error)")
                } else {
                    let weakest = report.rows.filter { $0.error == nil }.map(\.rejectedBy.count).min()
                    let cached = report.rows.filter(\.cached).count
                    print("\(package.slug)  strength: \(report.rows.count) failing submission\(report.rows.count == 1 ? "" : "s") on \(total) tests"
                          + (weakest.map { ", the weakest rejected by \($0)" } ?? "")
                          + (report.weak.isEmpty ? "" : "; \(report.weak.count) weak (rejected by fewer than \(minimum))")
                          + (cached > 0 ? " (\(cached) from the cache)" : ""))
                }
            }
            return report
        }

        private static func printLine(_ slug: String, _ check: SubmissionCheck) {
            switch check.status {
            case .skipped:
                print("\(slug)  \(check.name)  skipped: \(check.message ?? "")")
                return
            case .error:
                print("\(slug)  \(check.name)  ERROR: \(check.message ?? "")")
                return
            case .ok, .mismatch:
                break
            }
            let status = check.matches ? "ok" : "MISMATCH"
            var line = "\(slug)  \(check.name)\(check.mode == .function ? " (function mode)" : "")  expected \(check.expectation)  got \(check.got?.code ?? "-")  \(status)"
            if let summary = check.summary {
                line += String(format: "  (%d/%d tests, max %.2f s", summary.testsRun, summary.testsTotal, summary.maxCPUSeconds)
                line += check.timeLimit.map { String(format: ", limit %.2f s)", $0) } ?? ")"
            }
            print(line)
            if !check.matches, let message = check.message {
                Output.error("  \(check.name): \(message.split(separator: "\n").first ?? "")")
            }
            if let warning = check.warning { Output.error("warning: \(slug) \(check.name): \(warning)") }
        }
    }
}
