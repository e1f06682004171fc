import Foundation

// MARK: - FunctionInterface

/// What a function-mode problem asks the user to write: one function of `class Solution`
/// (`function:` in problem.yaml) or a class with methods (`design:`), with LeetCode's own
/// signatures in every language (see `Harness`).
///
/// ```yaml
/// function:
///   name: twoSum
///   parameters:
///     - {name: nums, type: "int[]"}
///     - {name: target, type: int}
///   returns: "int[]"
///   compare: unordered
/// ```
public struct FunctionInterface: Sendable, Hashable, Codable {
    public enum Kind: Sendable, Hashable {
        /// `Solution().<method>(arguments)`.
        case function(Method)
        /// `constructor` (named after the class) then any of `methods`, in the order a test lists.
        case design(className: String, constructor: Method, methods: [Method])
    }

    public var kind: Kind
    public var compare: Comparison

    /// The class the user writes: "Solution", or the design's class.
    public var className: String {
        switch kind {
        case .function: return "Solution"
        case .design(let name, _, _): return name
        }
    }

    /// The function, or the design's methods (constructor first).
    public var methods: [Method] {
        switch kind {
        case .function(let method): return [method]
        case .design(_, let constructor, let methods): return [constructor] + methods
        }
    }

    public var isDesign: Bool {
        if case .design = kind { return true }
        return false
    }

    /// Every type the interface uses, nested types included.
    public var allTypes: Set<ValueType> {
        var found = Set<ValueType>()
        for method in methods {
            for type in method.parameters.map(\.type) + [method.returns] {
                var current: ValueType? = type
                while let type = current {
                    found.insert(type)
                    if case .array(let element) = type { current = element } else { current = nil }
                }
            }
        }
        return found
    }

    public init(kind: Kind, compare: Comparison = .exact) {
        self.kind = kind
        self.compare = compare
    }
}

// MARK: - Codable

extension FunctionInterface {
    private enum CodingKeys: String, CodingKey {
        case className = "class", design, methods, compare
    }

    /// `{"class": "Solution", "design": false, "methods": [{"name", "parameters", "returns"}],
    /// "compare": "unordered"}`: for a design the constructor is the first method.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(className, forKey: .className)
        try container.encode(isDesign, forKey: .design)
        try container.encode(methods, forKey: .methods)
        try container.encode(compare.description, forKey: .compare)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let className = try container.decode(String.self, forKey: .className)
        let methods = try container.decode([Method].self, forKey: .methods)
        let text = try container.decode(String.self, forKey: .compare)
        guard let compare = Comparison(parsing: text) else {
            throw DecodingError.dataCorruptedError(forKey: .compare, in: container, debugDescription: "unknown comparison \(text)")
        }
        if try container.decode(Bool.self, forKey: .design) {
            guard let constructor = methods.first else {
                throw DecodingError.dataCorruptedError(forKey: .methods, in: container, debugDescription: "a design needs its constructor")
            }
            self.init(kind: .design(className: className, constructor: constructor, methods: Array(methods.dropFirst())), compare: compare)
        } else {
            guard methods.count == 1 else {
                throw DecodingError.dataCorruptedError(forKey: .methods, in: container, debugDescription: "a function is one method")
            }
            self.init(kind: .function(methods[0]), compare: compare)
        }
    }
}

// MARK: - Method, Parameter

/// One function or method: its name as the problem declares it (LeetCode's camelCase; Rust's
/// snake_case is derived, see `rustName`).
public struct Method: Sendable, Hashable, Codable {
    public var name: String
    public var parameters: [Parameter]
    public var returns: ValueType
    /// LeetCode's Java returns a `List` here, not an array (`list<list<int>>` in problem.yaml).
    public var returnsJavaList: Bool? = nil

    public init(name: String, parameters: [Parameter], returns: ValueType) {
        self.name = name
        self.parameters = parameters
        self.returns = returns
    }

    /// The name in Rust: `twoSum` → `two_sum`, `getMin` → `get_min`, `LRUCache` → `lru_cache`.
    public var rustName: String { Self.snakeCase(name) }

    static func snakeCase(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase {
                let previous = index > 0 ? characters[index - 1] : nil
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord = previous.map { $0.isLowercase || $0.isNumber } ?? false
                    || (previous?.isUppercase ?? false) && (next?.isLowercase ?? false)
                if startsWord { result += "_" }
                result += character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}

public struct Parameter: Sendable, Hashable, Codable {
    public var name: String
    public var type: ValueType
    /// LeetCode's Java takes a `List` here, not an array (`list<string>` in problem.yaml). Every
    /// other language spells the two alike, and prep's Java driver converts either way.
    public var javaList: Bool? = nil

    public init(name: String, type: ValueType) {
        self.name = name
        self.type = type
    }
}

// MARK: - ValueType

/// A value crossing the interface, and its JSON: numbers, `true`/`false`, strings (a `char` is
/// a string of one character), arrays, `ListNode` as the array of its values, `TreeNode` in
/// LeetCode's level order with `null` for missing children (trailing nulls left out), `void`
/// as `null`.
public indirect enum ValueType: Sendable, Hashable, Codable, CustomStringConvertible {
    /// 32-bit signed.
    case int
    /// 64-bit signed.
    case long
    case double
    case bool
    case string
    case char
    case listNode
    case treeNode
    /// Only as a return type.
    case void
    case array(ValueType)

    /// Parses a type as problem.yaml writes it: `int`, `long`, …, `T[]`, `T[][]`.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("[]") {
            guard let element = ValueType(parsing: String(trimmed.dropLast(2))), element != .void else { return nil }
            self = .array(element)
            return
        }
        switch trimmed {
        case "int": self = .int
        case "long": self = .long
        case "double": self = .double
        case "bool", "boolean": self = .bool
        case "string", "String": self = .string
        case "char": self = .char
        case "ListNode": self = .listNode
        case "TreeNode": self = .treeNode
        case "void": self = .void
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .int: return "int"
        case .long: return "long"
        case .double: return "double"
        case .bool: return "bool"
        case .string: return "string"
        case .char: return "char"
        case .listNode: return "ListNode"
        case .treeNode: return "TreeNode"
        case .void: return "void"
        case .array(let element): return element.description + "[]"
        }
    }

    /// How deeply arrays nest: `int` 0, `int[][]` 2.
    public var depth: Int {
        if case .array(let element) = self { return element.depth + 1 }
        return 0
    }

    /// The innermost element type.
    public var base: ValueType {
        if case .array(let element) = self { return element.base }
        return self
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let type = ValueType(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown type \(text)"))
        }
        self = type
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    static let knownNames = "int, long, double, bool, string, char, ListNode, TreeNode, void, T[] of those, "
        + "and list<T> where LeetCode's Java has a List"

    /// A type as problem.yaml writes it, where `list<T>` (at every level: `list<list<int>>`) is
    /// the array `T[]` that LeetCode's Java declares as a `List`; and whether it was so written.
    static func parsingList(_ text: String) -> (type: ValueType, javaList: Bool)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("list<"), trimmed.hasSuffix(">") else { return ValueType(parsing: trimmed).map { ($0, false) } }
        let inner = String(trimmed.dropFirst(5).dropLast())
        if inner.hasPrefix("list<") {
            guard let (element, _) = parsingList(inner) else { return nil }
            return (.array(element), true)
        }
        guard let element = ValueType(parsing: inner), element != .void, !inner.hasSuffix("[]") else { return nil }
        return (.array(element), true)
    }
}

// MARK: - Comparison

/// How a returned value is compared with the expected one (`compare:`).
public enum Comparison: Sendable, Hashable, CustomStringConvertible {
    /// Equal JSON; numbers by value.
    case exact
    /// The top-level array as a multiset.
    case unordered
    /// Every array, at every depth, as a multiset.
    case unorderedAll
    /// Numbers within this absolute or relative error.
    case float(Double)

    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch trimmed {
        case "exact": self = .exact
        case "unordered": self = .unordered
        case "unordered-all": self = .unorderedAll
        default:
            guard trimmed.hasPrefix("float:"), let tolerance = Double(trimmed.dropFirst(6)), tolerance >= 0,
                  tolerance.isFinite else { return nil }
            self = .float(tolerance)
        }
    }

    public var description: String {
        switch self {
        case .exact: return "exact"
        case .unordered: return "unordered"
        case .unorderedAll: return "unordered-all"
        case .float(let tolerance): return "float:\(tolerance)"
        }
    }
}

// MARK: - Reading problem.yaml

extension FunctionInterface {
    /// The interface `problem.yaml` declares (`function:` or `design:`), nil when it has neither.
    /// - Throws: `PackageError` naming problem.yaml and the key at fault.
    static func read(from yaml: YAMLValue, at file: URL) throws -> FunctionInterface? {
        let function = yaml["function"]
        let design = yaml["design"]
        if function != nil && design != nil {
            throw PackageError(file, "has both function: and design:; a problem offers one of them")
        }
        if let function {
            guard function.isMapping else { throw PackageError(file, "function: must be a map (name, parameters, returns)") }
            let method = try readMethod(function, key: "function", at: file, isConstructor: false)
            return FunctionInterface(kind: .function(method), compare: try readComparison(function["compare"], key: "function", at: file))
        }
        guard let design else { return nil }
        guard design.isMapping else { throw PackageError(file, "design: must be a map (class, methods)") }
        guard let className = design["class"]?.string, isIdentifier(className) else {
            throw PackageError(file, "design.class must name the class (an identifier)")
        }
        guard let list = design["methods"]?.array, !list.isEmpty else {
            throw PackageError(file, "design.methods must list the constructor (named \(className)) and the methods")
        }
        var methods: [Method] = []
        for (index, item) in list.enumerated() {
            let name = item["name"]?.string
            methods.append(try readMethod(item, key: "design.methods[\(index)]", at: file, isConstructor: name == className))
        }
        guard methods[0].name == className else {
            throw PackageError(file, "design.methods[0] must be the constructor, named \(className)")
        }
        let rest = Array(methods.dropFirst())
        if let again = rest.first(where: { $0.name == className }) {
            throw PackageError(file, "design.methods: \(again.name) is listed twice")
        }
        var seen = Set<String>()
        for method in rest where !seen.insert(method.name).inserted {
            throw PackageError(file, "design.methods: \(method.name) is listed twice (overloads are not supported)")
        }
        return FunctionInterface(kind: .design(className: className, constructor: methods[0], methods: rest),
                                 compare: try readComparison(design["compare"], key: "design", at: file))
    }

    private static func readMethod(_ yaml: YAMLValue, key: String, at file: URL, isConstructor: Bool) throws -> Method {
        guard let name = yaml["name"]?.string, isIdentifier(name) else {
            throw PackageError(file, "\(key).name must be an identifier")
        }
        var parameters: [Parameter] = []
        let list = yaml["parameters"] ?? .sequence([])
        guard let items = list == .null ? [] : list.array else {
            throw PackageError(file, "\(key).parameters must be a list of {name, type}")
        }
        for (index, item) in items.enumerated() {
            let where_ = "\(key).parameters[\(index)]"
            guard let parameterName = item["name"]?.string, isIdentifier(parameterName) else {
                throw PackageError(file, "\(where_).name must be an identifier")
            }
            guard let typeText = item["type"]?.string else { throw PackageError(file, "\(where_).type is missing") }
            guard let (type, javaList) = ValueType.parsingList(typeText), type != .void else {
                throw PackageError(file, "\(where_).type: unknown type '\(typeText)' (\(ValueType.knownNames))")
            }
            if parameters.contains(where: { $0.name == parameterName }) {
                throw PackageError(file, "\(where_): parameter \(parameterName) is named twice")
            }
            var parameter = Parameter(name: parameterName, type: type)
            if javaList { parameter.javaList = true }
            parameters.append(parameter)
        }
        var returns = ValueType.void
        var returnsJavaList = false
        if let text = yaml["returns"]?.string {
            guard let (type, javaList) = ValueType.parsingList(text) else {
                throw PackageError(file, "\(key).returns: unknown type '\(text)' (\(ValueType.knownNames))")
            }
            returns = type
            returnsJavaList = javaList
        } else if !isConstructor && key == "function" {
            throw PackageError(file, "function.returns is missing")
        }
        if isConstructor && returns != .void {
            throw PackageError(file, "\(key): the constructor returns nothing")
        }
        var method = Method(name: name, parameters: parameters, returns: returns)
        if returnsJavaList { method.returnsJavaList = true }
        return method
    }

    private static func readComparison(_ value: YAMLValue?, key: String, at file: URL) throws -> Comparison {
        guard let value, value != .null else { return .exact }
        guard let text = value.string, let comparison = Comparison(parsing: text) else {
            throw PackageError(file, "\(key).compare must be exact, unordered, unordered-all or float:E (E a tolerance like 1e-6)")
        }
        return comparison
    }

    private static let reservedWords: Set<String> = [
        "class", "func", "def", "fn", "var", "let", "int", "long", "double", "char", "bool", "string",
        "return", "if", "else", "for", "while", "new", "self", "this", "in", "impl", "struct", "type",
        "main", "prep", "match", "loop", "use", "mod", "pub", "static", "void", "public", "private",
    ]

    /// An ASCII identifier every language accepts (no keyword of any of them).
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else {
            return false
        }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
            && !reservedWords.contains(text)
    }
}
