// MARK: - RawRepresentable attributes

/// An enum (any RawRepresentable whose raw value is an attribute type) is stored as its raw
/// value, as GRDB's `DatabaseValueConvertible+RawRepresentable` does: declare the conformance
/// and say what an unset attribute reads as.
///
/// ```swift
/// enum Status: String, AttributeValue {
///     case running = "RUN", done = "DONE"
///     static var placeholder: Status { .running }
/// }
/// static let status = Attribute<Status>("status", default: .running)
/// FetchRequest<Job>(Job.status == .running)       // binds 'RUN'
/// ```
///
/// A stored raw value that names no case reads as `placeholder`, like any value of the wrong type.
extension AttributeValue where Self: RawRepresentable, RawValue: AttributeValue {
    public static var columnType: ColumnKind { RawValue.columnType }
    public var propertyValue: PropertyValue { rawValue.propertyValue }
    public static func decode(_ value: PropertyValue) -> Self? {
        RawValue.decode(value).flatMap(Self.init(rawValue:))
    }
}
