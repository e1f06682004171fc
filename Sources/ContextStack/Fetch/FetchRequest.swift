/// Orders fetch results by one stored property.
public struct SortDescriptor: Sendable {
    public let key: String
    public let ascending: Bool

    public init(_ key: String, ascending: Bool = true) {
        self.key = key
        self.ascending = ascending
    }
}

/// What to fetch: objects of one entity matching a predicate, sorted, with a limit and offset.
///
/// ```swift
/// var request = FetchRequest<Attempt>(Attempt.verdict == "AC", sortedBy: [Attempt.finished.descending])
/// request.limit = 10
/// let recent = try context.fetch(request)
/// ```
public struct FetchRequest<Object: ManagedObject>: Sendable {
    public var predicate: FetchPredicate
    public var sortDescriptors: [SortDescriptor]
    public var limit: Int?
    public var offset: Int

    public init(_ predicate: FetchPredicate = .always, sortedBy sortDescriptors: [SortDescriptor] = [],
                limit: Int? = nil, offset: Int = 0) {
        self.predicate = predicate
        self.sortDescriptors = sortDescriptors
        self.limit = limit
        self.offset = offset
    }

    public var entityName: String { Object.entityName }
}
