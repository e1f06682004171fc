import ContextStack
import Judge
import Foundation

/// A problem of the catalogue, imported from its package. The user never edits it; a package
/// that disappears keeps its row (and the user's attempts and notes) and is marked missing.
public final class Problem: ManagedObject {
    override public class var entityName: String { "problem" }
    public static let slug = Attribute<String>("slug", unique: true)
    public static let name = Attribute<String>("name")
    /// Topic slugs joined by commas, with a comma at each end so that SQL can match one:
    /// `topics LIKE '%,graphs,%'`.
    public static let topicList = Attribute<String>("topics", default: ",")
    public static let difficulty = Attribute<String>("difficulty", default: "")
    public static let timeLimit = Attribute<Double?>("timeLimit")
    public static let memoryMiB = Attribute<Int>("memoryMiB", default: 256)
    public static let statement = Attribute<String>("statement", default: "")
    public static let packagePath = Attribute<String>("packagePath")
    public static let contentHash = Attribute<String>("contentHash")
    public static let isMissing = Attribute<Bool>("isMissing", default: false)
    /// The LeetCode twin's number and title (v11), when the package declares one.
    public static let leetcodeNumber = Attribute<Int?>("leetcodeNumber")
    public static let leetcodeTitle = Attribute<String?>("leetcodeTitle")
    /// The modes it can be solved in, `,stdin,function,` like `topics` (v11).
    public static let modeList = Attribute<String>("modes", default: ",stdin,")
    /// Time limits per language (v11): `python3=2,java=1`, from `language_time_limits`.
    public static let languageLimitList = Attribute<String>("languageLimits", default: "")
    public static let importedAt = Attribute<Date>("importedAt")
    public static let attempts = ToMany<Attempt>("attempts", inverse: "problem", deleteRule: .deny)
    public static let notes = ToMany<Note>("notes", inverse: "problem", deleteRule: .deny)
    public static let practiceRuns = ToMany<PracticeRun>("practiceRuns", inverse: "problem", deleteRule: .deny)
    public static let personalTests = ToMany<PersonalTest>("personalTests", inverse: "problem", deleteRule: .deny)
    public static let hintUses = ToMany<HintUse>("hintUses", inverse: "problem", deleteRule: .deny)
    public static let interviews = ToMany<InterviewSession>("interviews", inverse: "problem", deleteRule: .deny)

    override public class var properties: [any PropertyKey] {
        [slug, name, topicList, difficulty, timeLimit, memoryMiB, statement, packagePath, contentHash, isMissing,
         importedAt, leetcodeNumber, leetcodeTitle, modeList, languageLimitList, attempts, notes, practiceRuns, personalTests, hintUses, interviews]
    }

    public var slug: String { self[Self.slug] }
    public var name: String { self[Self.name] }
    public var topics: [String] { Self.topics(from: self[Self.topicList]) }
    public var difficulty: String { self[Self.difficulty] }
    public var timeLimit: Double? { self[Self.timeLimit] }
    public var memoryMiB: Int { self[Self.memoryMiB] }
    public var statement: String { self[Self.statement] }
    public var packagePath: String { self[Self.packagePath] }
    public var isMissing: Bool { self[Self.isMissing] }
    public var leetcode: LeetCodeTwin? {
        self[Self.leetcodeNumber].map { LeetCodeTwin(number: $0, title: self[Self.leetcodeTitle] ?? "") }
    }
    /// "stdin", "function", or both.
    public var modes: [String] { Self.topics(from: self[Self.modeList]) }
    /// Language id → its own time limit.
    public var languageTimeLimits: [String: Double] { Self.languageLimits(from: self[Self.languageLimitList]) }

    /// The problem with this slug, as `context` sees it.
    public static func named(_ slug: String, in context: ObjectContext) throws -> Problem? {
        try context.fetch(FetchRequest<Problem>(Problem.slug == slug, limit: 1)).first
    }

    static func topicList(_ topics: [String]) -> String { "," + topics.joined(separator: ",") + "," }
    static func topics(from list: String) -> [String] { list.split(separator: ",").map(String.init) }
    static func languageLimitList(_ limits: [String: Double]) -> String {
        limits.keys.sorted().map { "\($0)=\(limits[$0]!)" }.joined(separator: ",")
    }
    static func languageLimits(from list: String) -> [String: Double] {
        var limits: [String: Double] = [:]
        for pair in list.split(separator: ",") {
            let parts = pair.split(separator: "=")
            if parts.count == 2, let seconds = Double(parts[1]) { limits[String(parts[0])] = seconds }
        }
        return limits
    }
}
