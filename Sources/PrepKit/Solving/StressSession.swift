import Foundation
import Judge

/// `prep stress <problem> [file] [--against FILE]`: the solution, found as `prep solve` finds
/// it, against an oracle (the user's brute force, else the problem's accepted reference
/// program), on the problem's random inputs (see `Stress`).
public enum StressSession {
    /// The stress run to do.
    /// - Throws: `PrepError` with one line: an unknown problem, a missing file, a problem with
    ///   no generator or no reference to compare with.
    public static func prepare(store: PrepStore, paths: PrepPaths, problem: String, file: String?, lang: String?,
                               against: String?, options: Stress.Options, grading: GradingOptions,
                               directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws -> Stress {
        let found = try ProblemLookup(store: store, problems: paths.problems).find(problem)
        guard !found.isMissing else {
            throw PrepError("\(found.slug)'s package is gone from \(paths.problems.path); restore it to stress it")
        }
        var solution = try SolutionFile.resolve(slug: found.slug, argument: file, lang: lang, directory: directory)
        let package: ProblemPackage
        do { package = try ProblemPackage.load(from: URL(fileURLWithPath: found.packagePath), cacheDirectory: grading.cacheDirectory) } catch {
            throw PrepError("\(error)")
        }
        if let interface = package.interface { solution.mode = package.offersStdinMode ? interface.mode(of: solution) : .function }
        let oracle: Submission
        if let against {
            let url = URL(fileURLWithPath: against, relativeTo: directory).standardizedFileURL
            do { oracle = try Submission(url: url) } catch { throw PrepError("--against: \(error)") }
            if let interface = package.interface, interface.mode(of: oracle) == .function {
                throw PrepError("--against \(url.lastPathComponent): the oracle must be a program reading standard input (a function-mode brute force is not supported yet)")
            }
        } else {
            guard let reference = reference(for: package, solutions: paths.solutions) else {
                throw PrepError("\(found.slug) has no accepted reference program to compare with; name one with --against")
            }
            oracle = reference
        }
        guard FileManager.default.fileExists(atPath: package.root.appendingPathComponent("generators/random_input.py").path) else {
            throw PrepError("\(found.slug) has no random input generator (generators/random_input.py)")
        }
        return Stress(package: package, solution: solution, oracle: oracle, grading: grading, options: options)
    }

    /// The package's accepted reference program (stdin mode), in the fastest-starting language
    /// available: C++, then Swift, Rust, C, Java, Python.
    static func reference(for package: ProblemPackage, solutions: URL?) -> Submission? {
        let candidates = package.referenceSubmissions(solutionsRoot: solutions)
            .filter { $0.expectation.label == "accepted" && $0.language != nil }
            .compactMap { try? Submission(url: $0.url, language: $0.language) }
            .filter { package.interface?.mode(of: $0) ?? .stdin == .stdin }
        let order = ["cpp", "swift", "rust", "c", "java", "python3", "javascript"]
        return candidates.min { (order.firstIndex(of: $0.language.id) ?? 99) < (order.firstIndex(of: $1.language.id) ?? 99) }
    }
}
