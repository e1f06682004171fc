import ArgumentParser
import Foundation
import Judge
import PrepKit

// MARK: - VerifyCommand

extension Prep {
    /// `prep verify`: every reference submission must get the verdict its folder names.
    struct VerifyCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify",
            abstract: "Run reference submissions and check each gets the verdict its folder names.",
            discussion: "Exit status: 0 when every submission matches, 1 on a mismatch, 2 on a usage or input error."
        )

        @Argument(help: "Package folders or problem slugs (default: every problem).")
        var packages: [String] = []

        @Flag(name: .long, help: "Print JSON.")
        var json = false

        @Option(name: .long, parsing: .unconditional, help: "Parallel test workers, 1 to 64 (default: the number of cores).")
        var workers: Int?

        @Option(name: .long, help: "The problems folder (default: $PREP_PROBLEMS, else ./Problems).")
        var problems: String?

        @Option(name: .long, help: "The reference solutions folder (default: Solutions/ beside the problems folder).")
        var solutions: String?

        @Flag(name: .customLong("no-sandbox"),
              help: "Where programs cannot be isolated here, run the programs of packages from elsewhere anyway.")
        var noSandbox = false

        func run() async throws {
            let problemsFolder = PrepPaths.problemsFolder(problems)
            let solutionsFolder = solutions.map { URL(fileURLWithPath: $0) }
                ?? problemsFolder.standardizedFileURL.deletingLastPathComponent().appendingPathComponent("Solutions")
            if let workers, !(1...64).contains(workers) { throw PrepError("--workers must be between 1 and 64 (got \(workers))") }

            var loaded: [ProblemPackage] = []
            var broken: [PackageError] = []
            // Before loading: loading runs a package's generator.
            let folders = try packages.map { try PrepPaths.packageFolder($0, problems: problemsFolder) }
            let warning = try Isolation.check(packages: packages.isEmpty ? [problemsFolder] : folders, inside: problemsFolder,
                                              allowed: noSandbox,
                                              doing: "verify runs their generators, validators and reference submissions")
            if let warning { Output.error("prep: \(warning)") }
            if packages.isEmpty {
                guard FileManager.default.fileExists(atPath: problemsFolder.path) else {
                    throw PrepError("no problems folder at \(problemsFolder.path) (use --problems or $PREP_PROBLEMS)")
                }
                let catalogue = ProblemCatalogue.load(from: problemsFolder)
                loaded = catalogue.packages
                broken = catalogue.errors
            } else {
                for folder in folders {
                    do { loaded.append(try ProblemPackage.load(from: folder)) } catch {
                        throw PrepError("\(error)")
                    }
                }
            }
            for error in broken { Output.error("error: \(error)") }

            var options = GradingOptions()
            if let workers { options.workers = workers }
            let verifier = Verifier(options: options,
                                    solutionsRoot: FileManager.default.fileExists(atPath: solutionsFolder.path) ? solutionsFolder : nil)
            var reports: [PackageVerification] = []
            for package in loaded {
                let json = json
                let report = await verifier.verify(package) { check in
                    if !json { Self.printLine(package.slug, check) }
                }
                if !json {
                    if let limit = report.timeLimit {
                        let source = limit.explicit ? "problem.yaml" : "derived"
                        print(String(format: "%@  time limit %.2f s (%@)", package.slug, limit.timeLimit, source))
                    }
                    if let error = report.error { Output.error("error: \(package.slug): \(error)") }
                }
                reports.append(report)
            }
            if json { try Output.json(reports) }
            if !broken.isEmpty || !reports.allSatisfy(\.allMatch) { throw ExitCode(1) }
        }

        private static func printLine(_ slug: String, _ check: SubmissionCheck) {
            let expected = check.expected.rawValue
            let status = check.matches ? "ok" : "MISMATCH"
            var line = "\(slug)  \(check.name)  expected \(expected)  got \(check.got.code)  \(status)"
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
