import ContextStack
import Foundation
import Judge

/// Imports the problems folder into the store through the root context, the way an app
/// stores a network refresh: new packages through the batch path, changed ones (by content
/// hash) updated in place, vanished ones marked missing with their attempts and notes kept.
///
/// A fingerprint of what the summaries are read from (`PackageSummary.catalogueFingerprint`:
/// each package's `problem.yaml`, statement and folders, by identity and times) is kept in the
/// store, so an unchanged catalogue costs a few system calls a package, not a walk of its tests.
public struct CatalogueSync {
    let store: PrepStore

    public init(store: PrepStore) { self.store = store }

    public struct Report: Sendable, Codable {
        public var added: [String] = []
        public var updated: [String] = []
        public var missing: [String] = []
        /// One line per broken package; the others still import.
        public var errors: [String] = []
        /// True when the fingerprint showed nothing changed.
        public var unchanged = false
    }

    /// Brings the store's catalogue in line with `folder`.
    @discardableResult
    public func sync(folder: URL, force: Bool = false) throws -> Report {
        let root = store.container.rootContext
        let fingerprint = PackageSummary.catalogueFingerprint(of: folder)
        let settingKey = "catalogue " + folder.standardizedFileURL.path
        if !force, try root.performAndWait({ try Self.setting(settingKey, in: root)?[Setting.value] }) == fingerprint {
            return Report(unchanged: true)
        }

        let (summaries, errors) = PackageSummary.loadAll(in: folder)
        return try apply(summaries, errors: errors, missingUnder: folder, setting: (settingKey, fingerprint))
    }

    /// The folder `prep import <folder>` names, checked: it exists, is a folder, and is a
    /// package (has a problem.yaml) or holds packages. A file, or a folder with no package in
    /// it, is the user's mistake, not "added 0".
    /// - Throws: `PrepError` naming the argument.
    public static func importable(_ argument: String) throws -> URL {
        let url = URL(fileURLWithPath: argument).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw PrepError("\(argument): no such folder")
        }
        guard isFolder.boolValue else { throw PrepError("\(argument): not a folder (give a package folder or a folder of packages)") }
        guard !PackageSummary.packageFolders(under: url).folders.isEmpty else {
            throw PrepError("\(argument): no problem package here (a package folder has a problem.yaml)")
        }
        return url
    }

    /// Imports package folders from elsewhere: `url` is one package, or a folder holding
    /// packages at any depth (a contest repository). Nothing is marked missing. A slug (the
    /// folder's name) that two of them share is refused for the later one, with the reason.
    public func importPackages(at url: URL) throws -> Report {
        var (summaries, errors) = PackageSummary.loadAll(in: url, recursive: true)
        // A slug already in the catalogue for another package that is still there is refused:
        // repointing it would hand that problem's attempts, notes and reviews to this one (and
        // the next sync of the problems folder would point it back).
        let view = store.view
        var first: [String: String] = try view.performAndWait {
            var taken: [String: String] = [:]
            for problem in try view.fetch(FetchRequest<Problem>()) where !problem.isMissing
                && FileManager.default.fileExists(atPath: problem.packagePath) {
                taken[problem.slug] = problem.packagePath
            }
            return taken
        }
        summaries = summaries.filter { summary in
            if let taken = first[summary.slug], taken != summary.root.standardizedFileURL.path, taken != summary.root.path {
                errors.append(PackageError(path: summary.root.path, reason: "the slug '\(summary.slug)' is already that of "
                    + "\(taken) (a problem's slug is its folder's name: rename one)"))
                return false
            }
            first[summary.slug] = summary.root.path
            return true
        }
        return try apply(summaries, errors: errors, missingUnder: nil, setting: nil)
    }

    /// Adds new packages (batch path), updates changed ones, marks those gone from
    /// `missingUnder` missing, and records the folder's fingerprint, in one root save.
    private func apply(_ summaries: [PackageSummary], errors: [PackageError], missingUnder folder: URL?,
                       setting: (key: String, fingerprint: String)?) throws -> Report {
        let root = store.container.rootContext
        var report = Report(errors: errors.map(\.description))
        let now = Date()
        try root.performAndWait {
            var known: [String: Problem] = [:]
            for problem in try root.fetch(FetchRequest<Problem>()) { known[problem.slug] = problem }
            var newRows: [[PropertyValue]] = []
            for summary in summaries {
                if let problem = known.removeValue(forKey: summary.slug) {
                    let moved = problem.packagePath != summary.root.path
                    if problem[Problem.contentHash] != summary.contentHash || problem.isMissing || moved {
                        Self.fill(problem, from: summary, at: now)
                        report.updated.append(summary.slug)
                    }
                } else {
                    newRows.append(Self.row(for: summary, at: now))
                    report.added.append(summary.slug)
                }
            }
            // Packages of this folder that are gone keep their row, marked missing.
            if let folder {
                let prefix = folder.standardizedFileURL.path + "/"
                for problem in known.values where !problem.isMissing && problem.packagePath.hasPrefix(prefix) {
                    problem[Problem.isMissing] = true
                    report.missing.append(problem.slug)
                }
            }
            if let setting {
                let row = try Self.setting(setting.key, in: root) ?? {
                    let s = Setting(context: root)
                    s[Setting.key] = setting.key
                    return s
                }()
                row[Setting.value] = setting.fingerprint
            }
            do {
                if !newRows.isEmpty {
                    try store.container.batchInsert(Problem.self, columns: Self.columns, rows: newRows)
                }
                try root.save()
            } catch {
                root.rollback()
                throw PrepError("could not import the catalogue: \(error)")
            }
        }
        report.missing.sort()
        return report
    }

    // MARK: - Rows

    private static let columns = ["slug", "name", "topics", "difficulty", "timeLimit", "memoryMiB", "statement",
                                  "packagePath", "contentHash", "isMissing", "importedAt", "leetcodeNumber", "leetcodeTitle",
                                  "modes", "languageLimits"]

    /// `,stdin,function,`: the modes the package can be solved in.
    private static func modeList(_ summary: PackageSummary) -> String {
        var modes: [String] = []
        if FunctionInterface.offersStdinMode(packageAt: summary.root) { modes.append("stdin") }
        if (try? FunctionInterface.declared(inPackage: summary.root)) != nil { modes.append("function") }
        return Problem.topicList(modes)
    }

    private static func row(for summary: PackageSummary, at date: Date) -> [PropertyValue] {
        [summary.slug.propertyValue, summary.name.propertyValue,
         Problem.topicList(summary.metadata.topics).propertyValue, (summary.metadata.difficulty ?? "").propertyValue,
         summary.limits.timeLimit.propertyValue, summary.limits.memoryMiB.propertyValue,
         (summary.statement?.text ?? "").propertyValue, summary.root.path.propertyValue,
         summary.contentHash.propertyValue, false.propertyValue, date.propertyValue,
         summary.metadata.leetcode?.number.propertyValue ?? .null, summary.metadata.leetcode?.title.propertyValue ?? .null,
         modeList(summary).propertyValue, Problem.languageLimitList(summary.limits.languageTimeLimits).propertyValue]
    }

    private static func fill(_ problem: Problem, from summary: PackageSummary, at date: Date) {
        problem[Problem.name] = summary.name
        problem[Problem.topicList] = Problem.topicList(summary.metadata.topics)
        problem[Problem.difficulty] = summary.metadata.difficulty ?? ""
        problem[Problem.timeLimit] = summary.limits.timeLimit
        problem[Problem.memoryMiB] = summary.limits.memoryMiB
        problem[Problem.statement] = summary.statement?.text ?? ""
        problem[Problem.packagePath] = summary.root.path
        problem[Problem.contentHash] = summary.contentHash
        problem[Problem.isMissing] = false
        problem[Problem.importedAt] = date
        problem[Problem.leetcodeNumber] = summary.metadata.leetcode?.number
        problem[Problem.leetcodeTitle] = summary.metadata.leetcode?.title
        problem[Problem.modeList] = modeList(summary)
        problem[Problem.languageLimitList] = Problem.languageLimitList(summary.limits.languageTimeLimits)
    }

    static func setting(_ key: String, in context: ObjectContext) throws -> Setting? {
        try context.fetch(FetchRequest<Setting>(Setting.key == key, limit: 1)).first
    }
}
