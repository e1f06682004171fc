import GRDB

/// A condition on an entity's stored properties, evaluated by SQLite for rows in the store and
/// in memory for pending changes, with the same three-valued logic in both places.
///
/// Build one with the operators on typed keys:
///
/// ```swift
/// let failed = Attempt.verdict != "AC" && Attempt.problem == problemID
/// ```
public indirect enum FetchPredicate: Sendable {
    case always
    case compare(key: String, Comparison, PropertyValue)
    case isIn(key: String, [PropertyValue])
    /// Case-insensitive (ASCII) substring match, like SQL's LIKE '%text%'.
    case contains(key: String, String)
    case and([FetchPredicate])
    case or([FetchPredicate])
    case not(FetchPredicate)

    public enum Comparison: String, Sendable {
        case equal = "="
        case notEqual = "<>"
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
    }
}

// MARK: - Evaluation in memory

extension FetchPredicate {
    /// SQL's answer for a row: true, false, or nil for NULL (unknown).
    func evaluate(_ row: Row, _ entity: EntityDescription) -> Bool? {
        switch self {
        case .always:
            return true
        case let .compare(key, op, value):
            guard let i = entity.indexByName[key] else { return nil }
            let lhs = row[i]
            if value.isNull {
                switch op {
                case .equal: return lhs.isNull
                case .notEqual: return !lhs.isNull
                default: return nil
                }
            }
            if lhs.isNull { return nil }
            let c = PropertyValue.compare(lhs, value)
            switch op {
            case .equal: return c == 0
            case .notEqual: return c != 0
            case .less: return c < 0
            case .lessOrEqual: return c <= 0
            case .greater: return c > 0
            case .greaterOrEqual: return c >= 0
            }
        case let .isIn(key, values):
            guard let i = entity.indexByName[key] else { return nil }
            if row[i].isNull { return nil }
            return values.contains { !$0.isNull && PropertyValue.compare(row[i], $0) == 0 }
        case let .contains(key, text):
            guard let i = entity.indexByName[key] else { return nil }
            switch row[i] {
            case .null: return nil
            case .text(let s): return text.isEmpty || asciiLowercased(s).contains(asciiLowercased(text))
            default: return text.isEmpty
            }
        case .and(let parts):
            var unknown = false
            for p in parts {
                switch p.evaluate(row, entity) {
                case .some(false): return false
                case .none: unknown = true
                case .some(true): break
                }
            }
            return unknown ? nil : true
        case .or(let parts):
            var unknown = false
            for p in parts {
                switch p.evaluate(row, entity) {
                case .some(true): return true
                case .none: unknown = true
                case .some(false): break
                }
            }
            return unknown ? nil : false
        case .not(let p):
            return p.evaluate(row, entity).map { !$0 }
        }
    }

    /// LIKE folds ASCII letters only; do the same so memory and SQL agree.
    private func asciiLowercased(_ s: String) -> String {
        String(decoding: s.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// Replaces object IDs by the identities contexts key objects by.
    func normalized(_ registry: IDRegistry) -> FetchPredicate {
        func norm(_ v: PropertyValue) -> PropertyValue {
            if case .object(let id) = v { return .object(registry.identity(of: id)) }
            return v
        }
        switch self {
        case .always: return self
        case let .compare(k, op, v): return .compare(key: k, op, norm(v))
        case let .isIn(k, vs): return .isIn(key: k, vs.map(norm))
        case .contains: return self
        case .and(let ps): return .and(ps.map { $0.normalized(registry) })
        case .or(let ps): return .or(ps.map { $0.normalized(registry) })
        case .not(let p): return .not(p.normalized(registry))
        }
    }

    /// Throws if the predicate names a property the entity does not store.
    func validate(for entity: EntityDescription) throws {
        switch self {
        case .always: return
        case .compare(let k, _, _), .isIn(let k, _), .contains(let k, _):
            guard entity.indexByName[k] != nil else {
                throw ContextStackError.unknownProperty(entity: entity.name, property: k)
            }
        case .and(let ps), .or(let ps): try ps.forEach { try $0.validate(for: entity) }
        case .not(let p): try p.validate(for: entity)
        }
    }
}

// MARK: - SQL

extension FetchPredicate {
    /// The SQL condition and its arguments. Objects that have no row yet compare as a row ID
    /// that cannot exist, which keeps SQL's NULL semantics intact.
    func sql(_ entity: EntityDescription, _ registry: IDRegistry) -> (String, [DatabaseValue]) {
        var args: [DatabaseValue] = []
        func bind(_ v: PropertyValue) -> String {
            switch v {
            case .null: args.append(.null)
            case .integer(let i): args.append(i.databaseValue)
            case .real(let d): args.append(d.databaseValue)
            case .text(let s): args.append(s.databaseValue)
            case .blob(let b): args.append(b.databaseValue)
            case .object(let id): args.append((registry.permanent(of: id).rowID ?? Int64.min).databaseValue)
            }
            return "?"
        }
        func column(_ key: String) -> String {
            guard let i = entity.indexByName[key] else { return "NULL" }
            return quoted(entity.stored[i].column)
        }
        func render(_ p: FetchPredicate) -> String {
            switch p {
            case .always:
                return "1"
            case let .compare(key, op, value):
                if value.isNull {
                    switch op {
                    case .equal: return "(\(column(key)) IS NULL)"
                    case .notEqual: return "(\(column(key)) IS NOT NULL)"
                    default: return "NULL"
                    }
                }
                return "(\(column(key)) \(op.rawValue) \(bind(value)))"
            case let .isIn(key, values):
                let nonNull = values.filter { !$0.isNull }
                if nonNull.isEmpty { return "(CASE WHEN \(column(key)) IS NULL THEN NULL ELSE 0 END)" }
                return "(\(column(key)) IN (\(nonNull.map(bind).joined(separator: ","))))"
            case let .contains(key, text):
                let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
                return "(\(column(key)) LIKE \(bind(.text("%" + escaped + "%"))) ESCAPE '\\')"
            case .and(let ps):
                return ps.isEmpty ? "1" : "(" + ps.map(render).joined(separator: " AND ") + ")"
            case .or(let ps):
                return ps.isEmpty ? "0" : "(" + ps.map(render).joined(separator: " OR ") + ")"
            case .not(let p):
                return "(NOT \(render(p)))"
            }
        }
        let text = render(self)
        return (text, args)
    }
}

func quoted(_ identifier: String) -> String {
    "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}

// MARK: - Operators

public func && (lhs: FetchPredicate, rhs: FetchPredicate) -> FetchPredicate { .and([lhs, rhs]) }
public func || (lhs: FetchPredicate, rhs: FetchPredicate) -> FetchPredicate { .or([lhs, rhs]) }
public prefix func ! (p: FetchPredicate) -> FetchPredicate { .not(p) }

extension Attribute {
    public static func == (key: Self, value: Value) -> FetchPredicate { .compare(key: key.name, .equal, value.propertyValue) }
    public static func != (key: Self, value: Value) -> FetchPredicate { .compare(key: key.name, .notEqual, value.propertyValue) }
    public static func < (key: Self, value: Value) -> FetchPredicate { .compare(key: key.name, .less, value.propertyValue) }
    public static func <= (key: Self, value: Value) -> FetchPredicate { .compare(key: key.name, .lessOrEqual, value.propertyValue) }
    public static func > (key: Self, value: Value) -> FetchPredicate { .compare(key: key.name, .greater, value.propertyValue) }
    public static func >= (key: Self, value: Value) -> FetchPredicate { .compare(key: key.name, .greaterOrEqual, value.propertyValue) }

    public func isIn(_ values: [Value]) -> FetchPredicate { .isIn(key: name, values.map(\.propertyValue)) }
    /// Case-insensitive substring match (ASCII case folding, as SQLite's LIKE).
    public func contains(_ text: String) -> FetchPredicate { .contains(key: name, text) }
    public var isNil: FetchPredicate { .compare(key: name, .equal, .null) }
    public var isNotNil: FetchPredicate { .compare(key: name, .notEqual, .null) }

    public var ascending: SortDescriptor { SortDescriptor(name, ascending: true) }
    public var descending: SortDescriptor { SortDescriptor(name, ascending: false) }
}

extension ToOne {
    public static func == (key: Self, id: ObjectID?) -> FetchPredicate {
        .compare(key: key.name, .equal, id.map(PropertyValue.object) ?? .null)
    }
    public static func != (key: Self, id: ObjectID?) -> FetchPredicate {
        .compare(key: key.name, .notEqual, id.map(PropertyValue.object) ?? .null)
    }
    public func isIn(_ ids: [ObjectID]) -> FetchPredicate { .isIn(key: name, ids.map(PropertyValue.object)) }
}
