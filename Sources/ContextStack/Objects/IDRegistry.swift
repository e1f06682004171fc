import Synchronization

/// The container-wide table that ties temporary IDs to permanent ones, shared by every context.
///
/// Contexts key their objects and pending changes by an object's *identity*: the temporary ID
/// for an object born in this process, the permanent ID otherwise. The identity never changes,
/// so no context has to re-key anything when permanent IDs appear; the registry translates.
///
/// Every row a context reads from the store is looked up here, so lookups never wait: they
/// read lock-free tables (`IDTable`) that only the writers' side locks. With a lock on the read
/// side, the view context's fetch used to stall for milliseconds whenever the root, running at
/// background priority, was preempted while registering a batch's IDs.
final class IDRegistry: Sendable {
    /// Temporary number → permanent row ID (the entity is the temporary ID's).
    private let permanentForTemporary = IDTable()
    /// Per entity of the model: permanent row ID → temporary number.
    private let temporaryForPermanent: [String: IDTable]

    private struct Locked {
        /// Pairs the tables cannot hold (a row ID below 1, an entity outside the model).
        var permanentForTemporary: [ObjectID: ObjectID] = [:]
        var temporaryForPermanent: [ObjectID: ObjectID] = [:]
        /// Versions this stack wrote itself: for a row, the version it wrote from → to. Lets the
        /// optimistic-locking check tell our own earlier writes from another writer's. Only the
        /// root's writes read and change it.
        var ownWrites: [ObjectID: [Int64: Int64]] = [:]
    }

    /// Serializes writers; readers of the tables never take it.
    private let locked = Mutex(Locked())
    /// Set once an odd pair went to `Locked`: until then lookups skip the lock altogether.
    private let hasOddPairs = Atomic<Bool>(false)

    init(entityNames: [String]) {
        temporaryForPermanent = Dictionary(uniqueKeysWithValues: entityNames.map { ($0, IDTable()) })
    }

    /// The identity under which contexts hold the object named by `id`.
    func identity(of id: ObjectID) -> ObjectID {
        guard case .permanent(let row) = id.kind else { return id }
        if row > 0, let table = temporaryForPermanent[id.entityName] {
            if let t = table.value(for: UInt64(row)) {
                return ObjectID(entityName: id.entityName, kind: .temporary(t))
            }
        }
        guard hasOddPairs.load(ordering: .acquiring) else { return id }
        return locked.withLock { $0.temporaryForPermanent[id] } ?? id
    }

    /// The permanent ID of the object if it has one, else `id` itself.
    func permanent(of id: ObjectID) -> ObjectID {
        guard case .temporary(let t) = id.kind else { return id }
        if let row = permanentForTemporary.value(for: t) {
            return ObjectID(entityName: id.entityName, kind: .permanent(Int64(row)))
        }
        guard hasOddPairs.load(ordering: .acquiring) else { return id }
        return locked.withLock { $0.permanentForTemporary[id] } ?? id
    }

    func permanentIDs(of ids: [ObjectID]) -> [ObjectID] { ids.map(permanent(of:)) }

    func register(_ pairs: [(temporary: ObjectID, permanent: ObjectID)]) {
        locked.withLock { state in
            for (temporary, permanent) in pairs {
                guard case .temporary(let t) = temporary.kind, case .permanent(let row) = permanent.kind else { continue }
                if row > 0, let table = temporaryForPermanent[permanent.entityName] {
                    permanentForTemporary.insert(UInt64(row), for: t)
                    table.insert(t, for: UInt64(row))
                } else {
                    state.permanentForTemporary[temporary] = permanent
                    state.temporaryForPermanent[permanent] = temporary
                    hasOddPairs.store(true, ordering: .releasing)
                }
            }
        }
    }

    /// Forgets the permanent IDs of `temporaries` (a failed save gives its reserved rows back).
    func unregister(_ temporaries: [ObjectID]) {
        locked.withLock { state in
            var removed: [String: Set<UInt64>] = [:]
            var numbers: Set<UInt64> = []
            for temporary in temporaries {
                guard case .temporary(let t) = temporary.kind else { continue }
                if let row = permanentForTemporary.value(for: t) {
                    numbers.insert(t)
                    removed[temporary.entityName, default: []].insert(row)
                }
                if let permanent = state.permanentForTemporary.removeValue(forKey: temporary) {
                    state.temporaryForPermanent.removeValue(forKey: permanent)
                }
            }
            permanentForTemporary.remove(numbers)
            for (name, rows) in removed { temporaryForPermanent[name]?.remove(rows) }
        }
    }

    func recordOwnWrites(_ writes: [(id: ObjectID, from: Int64, to: Int64)]) {
        locked.withLock { state in
            for w in writes { state.ownWrites[w.id, default: [:]][w.from] = w.to }
        }
    }

    /// The version a change based on `version` would see if only this stack had written since.
    func effectiveVersion(of id: ObjectID, basedOn version: Int64) -> Int64 {
        locked.withLock { s in
            // Version 0 is an object this stack inserted; inserts write version 1 and are not
            // recorded one by one.
            var v = max(version, 1)
            guard let chain = s.ownWrites[id] else { return v }
            var steps = 0
            while let next = chain[v], steps < chain.count {
                v = next
                steps += 1
            }
            return v
        }
    }
}

/// A map from non-zero 64-bit keys to non-zero 64-bit values that any thread reads without a
/// lock while one writer at a time (the caller serializes them) inserts and removes.
///
/// Open addressing with linear probing over atomic slots: a writer stores the value, then
/// publishes the key with release ordering; a reader that acquires the key sees its value.
/// Removal zeroes the value and leaves the key as a tombstone (a reader then finds no value).
/// The table doubles when half full: the writer fills a new one and publishes it; replaced
/// tables are kept until the map goes away, since a reader may still be probing one (together
/// they never take more room than the current table).
/// `@unchecked`: every slot is an `Atomic`, reached through raw pointers the checker cannot see into.
final class IDTable: @unchecked Sendable {
    /// `@unchecked`: as `IDTable`; the pointers are set once and freed only with the map.
    private final class Slots: @unchecked Sendable {
        let mask: Int
        let keys: UnsafeMutablePointer<Atomic<UInt64>>
        let values: UnsafeMutablePointer<Atomic<UInt64>>

        init(capacity: Int) {
            mask = capacity - 1
            keys = .allocate(capacity: capacity)
            values = .allocate(capacity: capacity)
            for i in 0..<capacity {
                (keys + i).initialize(to: Atomic(0))
                (values + i).initialize(to: Atomic(0))
            }
        }

        deinit {
            keys.deinitialize(count: mask + 1)
            values.deinitialize(count: mask + 1)
            keys.deallocate()
            values.deallocate()
        }

        @inline(__always)
        func start(_ key: UInt64) -> Int {
            Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        }

        func value(for key: UInt64) -> UInt64? {
            var i = start(key)
            while true {
                let k = keys[i].load(ordering: .acquiring)
                if k == key {
                    let v = values[i].load(ordering: .relaxed)
                    return v == 0 ? nil : v
                }
                if k == 0 { return nil }
                i = (i + 1) & mask
            }
        }

        /// Writer only. Returns true when the key took a new slot.
        func insert(_ value: UInt64, for key: UInt64) -> Bool {
            var i = start(key)
            while true {
                let k = keys[i].load(ordering: .relaxed)
                if k == key {
                    values[i].store(value, ordering: .releasing)
                    return false
                }
                if k == 0 {
                    values[i].store(value, ordering: .relaxed)
                    keys[i].store(key, ordering: .releasing)
                    return true
                }
                i = (i + 1) & mask
            }
        }
    }

    private let current: Atomic<Unmanaged<Slots>>
    /// Writer-side state (the caller's lock serializes writers).
    private var retired: [Slots] = []
    private var used = 0

    init(capacity: Int = 1_024) {
        current = Atomic(Unmanaged.passRetained(Slots(capacity: capacity)))
    }

    deinit {
        current.load(ordering: .acquiring).release()
    }

    func value(for key: UInt64) -> UInt64? {
        current.load(ordering: .acquiring).takeUnretainedValue().value(for: key)
    }

    /// Writer only. `key` and `value` must not be 0.
    func insert(_ value: UInt64, for key: UInt64) {
        var slots = current.load(ordering: .relaxed).takeUnretainedValue()
        if (used + 1) * 2 > slots.mask + 1 {
            slots = replace(with: (slots.mask + 1) * 2, from: slots)
        }
        if slots.insert(value, for: key) { used += 1 }
    }

    /// Writer only.
    func remove(_ keys: Set<UInt64>) {
        guard !keys.isEmpty else { return }
        let slots = current.load(ordering: .relaxed).takeUnretainedValue()
        for i in 0...slots.mask where keys.contains(slots.keys[i].load(ordering: .relaxed)) {
            slots.values[i].store(0, ordering: .releasing)
        }
    }

    private func replace(with capacity: Int, from old: Slots) -> Slots {
        let fresh = Slots(capacity: capacity)
        used = 0
        for i in 0...old.mask {
            let key = old.keys[i].load(ordering: .relaxed), value = old.values[i].load(ordering: .relaxed)
            if key != 0, value != 0, fresh.insert(value, for: key) { used += 1 }
        }
        retired.append(old)
        // The table keeps `old` alive through `retired`; the atomic owns one reference to `fresh`.
        let previous = current.exchange(Unmanaged.passRetained(fresh), ordering: .acquiringAndReleasing)
        previous.release()
        return fresh
    }
}
