import Foundation
import GRDB

/// A value as the context stack holds it: one of SQLite's storage classes, or a reference to
/// another object for a to-one relationship.
///
/// Values compare the way SQLite compares them (NULL < numbers < text < blobs; numbers by value,
/// text by UTF-8 bytes as the BINARY collation does), so that a fetch that sorts or filters in
/// memory agrees with one that SQLite runs.
public enum PropertyValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
    /// A to-one relationship: the destination's object ID.
    case object(ObjectID)

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

// MARK: - SQLite ordering

extension PropertyValue {
    /// The rank of a value's storage class in SQLite's ordering.
    private var storageRank: Int {
        switch self {
        case .null: 0
        case .integer, .real, .object: 1
        case .text: 2
        case .blob: 3
        }
    }

    /// Three-way comparison in SQLite's order: negative, zero or positive.
    static func compare(_ lhs: PropertyValue, _ rhs: PropertyValue) -> Int {
        let (lr, rr) = (lhs.storageRank, rhs.storageRank)
        if lr != rr { return lr < rr ? -1 : 1 }
        switch (lhs, rhs) {
        case (.null, .null):
            return 0
        case let (.integer(a), .integer(b)):
            return a == b ? 0 : (a < b ? -1 : 1)
        case let (.text(a), .text(b)):
            return compareBytes(a.utf8, b.utf8)
        case let (.blob(a), .blob(b)):
            return compareBytes(a, b)
        case let (.object(a), .object(b)):
            return a.sortKey == b.sortKey ? 0 : (a.sortKey < b.sortKey ? -1 : 1)
        default:
            let (a, b) = (lhs.numericValue, rhs.numericValue)
            return a == b ? 0 : (a < b ? -1 : 1)
        }
    }

    private var numericValue: Double {
        switch self {
        case .integer(let v): Double(v)
        case .real(let v): v
        case .object(let id): Double(id.sortKey)
        default: 0
        }
    }

    private static func compareBytes<C: Sequence>(_ a: C, _ b: C) -> Int where C.Element == UInt8 {
        var ia = a.makeIterator(), ib = b.makeIterator()
        while true {
            switch (ia.next(), ib.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case let (x?, y?): if x != y { return x < y ? -1 : 1 }
            }
        }
    }
}

// MARK: - Conversion to and from GRDB

extension PropertyValue {
    init(_ dbValue: DatabaseValue) {
        switch dbValue.storage {
        case .null: self = .null
        case .int64(let v): self = .integer(v)
        case .double(let v): self = .real(v)
        case .string(let v): self = .text(v)
        case .blob(let v): self = .blob(v)
        }
    }
}

// MARK: - CustomStringConvertible

extension PropertyValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .null: "NULL"
        case .integer(let v): String(v)
        case .real(let v): String(v)
        case .text(let v): String(reflecting: v)
        case .blob(let v): "<\(v.count) bytes>"
        case .object(let id): id.description
        }
    }
}

// MARK: - AttributeValue

/// A Swift type that an attribute can hold: the usual SQLite types, `Bool`, `Date`, `Data`, and
/// optionals of them.
public protocol AttributeValue: Sendable {
    /// The SQLite column type that stores the value.
    static var columnType: ColumnKind { get }
    /// Whether `nil` is a valid value (true only for optionals).
    static var isOptional: Bool { get }
    var propertyValue: PropertyValue { get }
    /// Decodes a stored value; `nil` when the stored value does not fit the type.
    static func decode(_ value: PropertyValue) -> Self?
    /// What a typed getter returns for a property that holds nothing yet (a new object's unset
    /// attribute); saving such an object fails validation instead.
    static var placeholder: Self { get }
}

/// The SQLite column type of an attribute.
public enum ColumnKind: String, Sendable {
    case integer = "INTEGER"
    case real = "REAL"
    case text = "TEXT"
    case blob = "BLOB"
}

extension AttributeValue {
    public static var isOptional: Bool { false }
}

extension Int64: AttributeValue {
    public static var placeholder: Int64 { 0 }
    public static var columnType: ColumnKind { .integer }
    public var propertyValue: PropertyValue { .integer(self) }
    public static func decode(_ value: PropertyValue) -> Int64? {
        switch value {
        case .integer(let v): v
        case .real(let v): Int64(exactly: v)
        default: nil
        }
    }
}

extension Int: AttributeValue {
    public static var placeholder: Int { 0 }
    public static var columnType: ColumnKind { .integer }
    public var propertyValue: PropertyValue { .integer(Int64(self)) }
    public static func decode(_ value: PropertyValue) -> Int? { Int64.decode(value).map { Int($0) } }
}

extension Bool: AttributeValue {
    public static var placeholder: Bool { false }
    public static var columnType: ColumnKind { .integer }
    public var propertyValue: PropertyValue { .integer(self ? 1 : 0) }
    public static func decode(_ value: PropertyValue) -> Bool? { Int64.decode(value).map { $0 != 0 } }
}

extension Double: AttributeValue {
    public static var placeholder: Double { 0 }
    public static var columnType: ColumnKind { .real }
    public var propertyValue: PropertyValue { .real(self) }
    public static func decode(_ value: PropertyValue) -> Double? {
        switch value {
        case .real(let v): v
        case .integer(let v): Double(v)
        default: nil
        }
    }
}

extension String: AttributeValue {
    public static var placeholder: String { "" }
    public static var columnType: ColumnKind { .text }
    public var propertyValue: PropertyValue { .text(self) }
    public static func decode(_ value: PropertyValue) -> String? {
        if case .text(let v) = value { return v }
        return nil
    }
}

extension Data: AttributeValue {
    public static var placeholder: Data { Data() }
    public static var columnType: ColumnKind { .blob }
    public var propertyValue: PropertyValue { .blob(self) }
    public static func decode(_ value: PropertyValue) -> Data? {
        if case .blob(let v) = value { return v }
        return nil
    }
}

/// Dates are stored as seconds since 1970 in a REAL column: they sort correctly in SQL and
/// SQLite's date functions read them with the 'unixepoch' modifier.
extension Date: AttributeValue {
    public static var placeholder: Date { Date(timeIntervalSince1970: 0) }
    public static var columnType: ColumnKind { .real }
    public var propertyValue: PropertyValue { .real(timeIntervalSince1970) }
    public static func decode(_ value: PropertyValue) -> Date? {
        Double.decode(value).map { Date(timeIntervalSince1970: $0) }
    }
}

extension Optional: AttributeValue where Wrapped: AttributeValue {
    public static var placeholder: Wrapped? { nil }
    public static var columnType: ColumnKind { Wrapped.columnType }
    public static var isOptional: Bool { true }
    public var propertyValue: PropertyValue { self?.propertyValue ?? .null }
    public static func decode(_ value: PropertyValue) -> Wrapped?? {
        if value.isNull { return .some(nil) }
        return Wrapped.decode(value).map { .some($0) }
    }
}
