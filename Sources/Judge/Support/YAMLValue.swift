import Foundation
import Yams

// MARK: - YAMLValue

/// A parsed YAML document kept as plain, `Sendable` data, so keys the judge does not know
/// survive loading (prep's own keys, keys a later version adds, keys of other tools).
///
/// ```swift
/// let yaml = try YAMLValue.parse("limits: {time_limit: 2}")
/// yaml["limits"]?["time_limit"]?.double   // 2.0
/// ```
public indirect enum YAMLValue: Sendable, Hashable, Codable {
    case null
    case scalar(String)
    case sequence([YAMLValue])
    /// Keys in document order.
    case mapping([Entry])

    /// One key and its value in a mapping.
    public struct Entry: Sendable, Hashable, Codable {
        public var key: String
        public var value: YAMLValue
    }

    /// Parses a YAML document; an empty document is an empty mapping.
    public static func parse(_ text: String) throws -> YAMLValue {
        // The basic resolver: every scalar stays a string (the accessors below type it), and
        // the default one's regular expressions cost a millisecond of ICU start-up a command.
        guard let node = try Yams.compose(yaml: text, .basic) else { return .mapping([]) }
        return YAMLValue(node)
    }

    init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            let isNull = scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
            self = isNull ? .null : .scalar(scalar.string)
        case .sequence(let sequence):
            self = .sequence(sequence.map(YAMLValue.init))
        case .mapping(let mapping):
            self = .mapping(mapping.map { Entry(key: $0.key.string ?? "", value: YAMLValue($0.value)) })
        case .alias:
            self = .null
        }
    }
}

// MARK: - Accessors

extension YAMLValue {
    /// The value of `key` in a mapping.
    public subscript(key: String) -> YAMLValue? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The keys of a mapping, in document order.
    public var keys: [String] {
        guard case .mapping(let entries) = self else { return [] }
        return entries.map(\.key)
    }

    public var string: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    public var double: Double? { string.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } }

    public var int: Int? { string.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }

    public var bool: Bool? {
        switch string?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    public var array: [YAMLValue]? {
        if case .sequence(let items) = self { return items }
        return nil
    }

    public var isMapping: Bool {
        if case .mapping = self { return true }
        return false
    }

    /// A string or a sequence of strings as a list (a single string is one item).
    public var strings: [String]? {
        switch self {
        case .scalar(let text): return [text]
        case .sequence(let items): return items.compactMap(\.string)
        default: return nil
        }
    }

    /// Validator flags: a sequence of strings, or a string split on whitespace.
    public var arguments: [String]? {
        switch self {
        case .scalar(let text): return text.split(whereSeparator: \.isWhitespace).map(String.init)
        case .sequence(let items): return items.compactMap(\.string)
        case .null: return []
        default: return nil
        }
    }

    /// A mapping without the given keys: what is left for `unknownKeys`.
    func removing(keys known: Set<String>) -> YAMLValue {
        guard case .mapping(let entries) = self else { return self }
        return .mapping(entries.filter { !known.contains($0.key) })
    }
}
