import ContextStack
import Foundation
import Judge

/// The user's own tests of a problem (`PersonalTest`): saved by `prep stress --save`, run by
/// every `prep solve` after the package's own, in the group `personal`.
public enum PersonalTests {
    public static let group = "personal"

    /// Saves a counterexample; returns the test's name ("personal/stress-3-17"), or the name
    /// of the one already saved with the same input.
    /// - Throws: `PrepError` when the problem is not in the catalogue or the store cannot be written.
    public static func save(problem slug: String, name: String, input: String, answer: String, origin: String,
                            store: PrepStore) async throws -> String {
        let view = store.view
        let saved: String = try await store.exclusively {
            let name: String = try await view.perform {
                guard let problem = try Problem.named(slug, in: view) else {
                    throw PrepError("\(slug) is not in the catalogue; run prep import")
                }
                let existing = try view.fetch(FetchRequest<PersonalTest>(PersonalTest.problem == problem.objectID))
                if let same = existing.first(where: { $0.input == input }) { return same.name }
                var unique = name, number = 2
                while existing.contains(where: { $0.name == unique }) {
                    unique = "\(name)-\(number)"
                    number += 1
                }
                let test = PersonalTest(context: view)
                test.problem = problem
                test.name = unique
                test.input = input
                test.answer = answer
                test.origin = origin
                test.createdAt = Date()
                try view.save()
                return unique
            }
            try await store.flush()
            return name
        }
        return "\(group)/\(saved)"
    }

    /// The problem's personal tests as test cases, their files written (once, named by their
    /// content) under `cacheDirectory/personal`, judged with `validatorArguments`.
    /// - Throws: `PrepError` when the files cannot be written.
    public static func cases(problem slug: String, store: PrepStore, cacheDirectory: URL,
                             validatorArguments: [String]) throws -> [TestCase] {
        let view = store.view
        let tests: [(name: String, input: String, answer: String)] = try view.performAndWait {
            guard let problem = try Problem.named(slug, in: view) else { return [] }
            return try view.fetch(FetchRequest<PersonalTest>(PersonalTest.problem == problem.objectID,
                                                             sortedBy: [PersonalTest.createdAt.ascending]))
                .map { ($0.name, $0.input, $0.answer) }
        }
        guard !tests.isEmpty else { return [] }
        let folder = cacheDirectory.appendingPathComponent("personal", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return try tests.map { test in
                let input = try file(test.input, suffix: ".in", in: folder)
                let answer = try file(test.answer, suffix: ".ans", in: folder)
                return TestCase(name: "\(group)/\(test.name)", group: group, input: input, answer: answer,
                                validatorArguments: validatorArguments, arguments: [])
            }
        } catch {
            throw PrepError("cannot write the personal tests of \(slug) to \(folder.path): \(error.localizedDescription)")
        }
    }

    /// `text` in a file named by its hash (written unless already there, atomically).
    private static func file(_ text: String, suffix: String, in folder: URL) throws -> URL {
        let data = Data(text.utf8)
        let url = folder.appendingPathComponent(ContentDigest.sha256(data) + suffix)
        if !FileManager.default.fileExists(atPath: url.path) { try data.write(to: url, options: .atomic) }
        return url
    }
}
