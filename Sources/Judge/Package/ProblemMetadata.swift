import Foundation

// MARK: - ProblemMetadata

/// What `problem.yaml` says, for either format version; prep's own keys included, and every
/// key kept in `raw` so nothing is lost.
public struct ProblemMetadata: Sendable, Hashable, Codable {
    /// "legacy" or the stated version ("2025-09", "2023-07-draft", ...).
    public var formatVersion: String
    public var name: String?
    public var uuid: String?
    public var source: String?
    public var license: String?
    public var keywords: [String]
    /// prep: topics, e.g. ["arrays-and-hashing"].
    public var topics: [String]
    /// prep: "easy", "medium" or "hard".
    public var difficulty: String?
    /// prep: the LeetCode problem this one is (`leetcode: {number: 198, title: House Robber}`).
    public var leetcode: LeetCodeTwin?
    /// The whole document.
    public var raw: YAMLValue
    /// The keys neither format version defines (prep's and any other tool's), in order.
    public var unknownKeys: YAMLValue

    /// True for the legacy format (no `problem_format_version`, or "legacy…").
    public var isLegacy: Bool { formatVersion.hasPrefix("legacy") }

    static let knownKeys: Set<String> = [
        "problem_format_version", "type", "name", "uuid", "version", "credits", "source", "source_url",
        "license", "rights_owner", "author", "embargo_until", "limits", "keywords", "languages",
        "allow_file_writing", "constants", "validation", "validator_flags", "grading", "scoring",
        "on_reject", "topics", "difficulty", "function", "design", "random_input", "language_time_limits", "leetcode",
    ]

    init(yaml: YAMLValue) {
        formatVersion = yaml["problem_format_version"]?.string ?? "legacy"
        switch yaml["name"] {
        case .scalar(let text)?: name = text
        case .mapping(let entries)?: name = yaml["name"]?["en"]?.string ?? entries.first?.value.string
        default: name = nil
        }
        uuid = yaml["uuid"]?.string
        source = yaml["source"]?.string ?? yaml["source"]?["name"]?.string
        license = yaml["license"]?.string
        keywords = yaml["keywords"]?.strings ?? []
        topics = yaml["topics"]?.strings ?? []
        difficulty = yaml["difficulty"]?.string
        raw = yaml
        unknownKeys = yaml.removing(keys: Self.knownKeys.subtracting(["topics", "difficulty", "function", "design", "random_input",
                                                                          "language_time_limits", "leetcode"]))
    }
}

// MARK: - LeetCodeTwin

/// The LeetCode problem a package is, re-themed (prep's `leetcode` key): facts only.
public struct LeetCodeTwin: Sendable, Hashable, Codable {
    public var number: Int
    public var title: String

    public init(number: Int, title: String) {
        self.number = number
        self.title = title
    }

    /// `leetcode: {number: 198, title: House Robber}`; nil when the key is absent.
    /// - Throws: `PackageError` when it is there but not of that shape.
    static func read(_ yaml: YAMLValue, at file: URL) throws -> LeetCodeTwin? {
        guard let value = yaml["leetcode"], value != .null else { return nil }
        guard let number = value["number"]?.int, (1...99_999).contains(number),
              let title = value["title"]?.string, !title.isEmpty else {
            throw PackageError(file, "leetcode must be {number: N, title: TITLE}, e.g. {number: 198, title: House Robber}")
        }
        return LeetCodeTwin(number: number, title: title)
    }
}

// MARK: - ProblemLimits

/// The package's limits, with each format version's defaults filled in.
public struct ProblemLimits: Sendable, Hashable, Codable {
    /// The explicit time limit in seconds, when the package gives one.
    public var timeLimit: Double?
    /// Where `timeLimit` was given: `problem.yaml`, or DOMjudge's `.timelimit` or
    /// `domjudge-problem.ini`.
    public var timeLimitSource: String?
    /// prep's extension `language_time_limits`: a limit per language id (`python3: 2.0`), each
    /// derived from that language's references; a language not listed gets `timeLimit`.
    public var languageTimeLimits: [String: Double] = [:]
    /// T_ac × this ≤ time limit (2025-09 `ac_to_time_limit`, legacy `time_multiplier`).
    public var timeMultiplier: Double
    /// Safety margin for TLE checks (2025-09 `time_limit_to_tle`, legacy `time_safety_margin`).
    public var safetyMargin: Double
    /// The derived limit is a multiple of this (2025-09 `time_resolution`; legacy: 1 s).
    public var timeResolution: Double
    public var memoryMiB: Int
    public var outputMiB: Int
    public var compilationSeconds: Double
    public var validationSeconds: Double
    public var validationMemoryMiB: Int
    /// How many passes a multi-pass problem may take at most (`validation_passes`, default 2).
    public var validationPasses: Int

    init(yaml: YAMLValue, legacy: Bool, at file: URL) throws {
        let limits = yaml["limits"] ?? .mapping([])
        if limits != .null && !limits.isMapping { throw PackageError(file, "limits must be a map") }
        func number(_ key: String, _ value: YAMLValue?) throws -> Double? {
            guard let value, value != .null else { return nil }
            guard let number = value.double, number > 0 else {
                throw PackageError(file, "limits.\(key) must be a positive number, not \(value.string ?? "a collection")")
            }
            return number
        }
        timeLimit = try number("time_limit", limits["time_limit"])
        timeLimitSource = timeLimit == nil ? nil : "problem.yaml"
        switch yaml["language_time_limits"] {
        case nil, .null?: break
        case .mapping(let entries)?:
            for entry in entries {
                let key = entry.key
                guard Languages.all.contains(where: { $0.id == key }) else {
                    throw PackageError(file, "language_time_limits: unknown language id '\(key)' (known: "
                        + Languages.all.map(\.id).joined(separator: ", ") + ")")
                }
                guard let seconds = entry.value.double, seconds > 0, seconds <= 3600 else {
                    throw PackageError(file, "language_time_limits.\(key) must be a positive number of seconds")
                }
                languageTimeLimits[key] = seconds
            }
        default:
            throw PackageError(file, "language_time_limits must be a map from language ids to seconds")
        }
        if legacy {
            timeMultiplier = try number("time_multiplier", limits["time_multiplier"]) ?? 5
            safetyMargin = try number("time_safety_margin", limits["time_safety_margin"]) ?? 2
        } else {
            let multipliers = limits["time_multipliers"]
            timeMultiplier = try number("ac_to_time_limit", multipliers?["ac_to_time_limit"]) ?? 2
            safetyMargin = try number("time_limit_to_tle", multipliers?["time_limit_to_tle"]) ?? 1.5
        }
        timeResolution = try number("time_resolution", limits["time_resolution"]) ?? 1
        memoryMiB = Int(try number("memory", limits["memory"]) ?? 2048)
        outputMiB = Int(try number("output", limits["output"]) ?? 8)
        compilationSeconds = try number("compilation_time", limits["compilation_time"]) ?? 60
        validationSeconds = try number("validation_time", limits["validation_time"]) ?? 60
        validationMemoryMiB = Int(try number("validation_memory", limits["validation_memory"]) ?? 2048)
        let passes = try number("validation_passes", limits["validation_passes"]) ?? 2
        guard passes.rounded() == passes, passes <= 1000 else {
            throw PackageError(file, "limits.validation_passes must be a whole number")
        }
        validationPasses = Int(passes)
    }
}

extension ProblemLimits {
    /// The time limit stated for a language: its own (`language_time_limits`), else the
    /// problem's; nil when the package states neither.
    public func timeLimit(for languageID: String?) -> Double? {
        languageID.flatMap { languageTimeLimits[$0] } ?? timeLimit
    }
}

// MARK: - ProblemType

/// How a problem is judged (`type` in 2025-09, `validation` in legacy).
public struct ProblemType: Sendable, Hashable, Codable {
    /// pass-fail, scoring, interactive, multi-pass, submit-answer.
    public var kinds: [String]
    /// A custom output validator is required (legacy `validation: custom`, or interactive).
    public var customValidation: Bool

    /// Submit-answer problems cannot be judged by prep (yet).
    public var isSupported: Bool { !kinds.contains("submit-answer") }

    /// The submission talks with the output validator through pipes while both run.
    public var isInteractive: Bool { kinds.contains("interactive") }

    /// The output validator may ask for another pass (`nextpass.in`).
    public var isMultiPass: Bool { kinds.contains("multi-pass") }

    static let kinds2025: Set<String> = ["pass-fail", "scoring", "multi-pass", "interactive", "submit-answer"]

    init(yaml: YAMLValue, legacy: Bool, at file: URL) throws {
        if legacy || yaml["validation"] != nil && yaml["type"] == nil {
            let words = (yaml["validation"]?.string ?? "default").split(separator: " ").map(String.init)
            guard let mode = words.first, ["default", "custom"].contains(mode) else {
                throw PackageError(file, "unknown validation type '\(yaml["validation"]?.string ?? "")'")
            }
            let extras = Array(words.dropFirst())
            for extra in extras where !["interactive", "scoring", "multi-pass"].contains(extra) {
                throw PackageError(file, "unknown validation type '\(words.joined(separator: " "))'")
            }
            customValidation = mode == "custom"
            kinds = extras.isEmpty ? ["pass-fail"] : extras
        } else {
            let values = yaml["type"]?.strings ?? ["pass-fail"]
            for value in values where !Self.kinds2025.contains(value) {
                throw PackageError(file, "unknown problem type '\(value)'")
            }
            kinds = values
            customValidation = values.contains("interactive") || values.contains("multi-pass")
        }
    }
}
