import Synchronization

/// The container-wide table that ties temporary IDs to permanent ones, shared by every context.
///
/// Contexts key their objects and pending changes by an object's *identity*: the temporary ID
/// for an object born in this process, the permanent ID otherwise. The identity never changes,
/// so no context has to re-key anything when permanent IDs appear; the registry translates.
final class IDRegistry: Sendable {
    private struct State {
        var permanentForTemporary: [ObjectID: ObjectID] = [:]
        var temporaryForPermanent: [ObjectID: ObjectID] = [:]
        /// Versions this stack wrote itself: for a row, the version it wrote from → to. Lets the
        /// optimistic-locking check tell our own earlier writes from another writer's.
        var ownWrites: [ObjectID: [Int64: Int64]] = [:]
    }

    private let state = Mutex(State())

    /// The identity under which contexts hold the object named by `id`.
    func identity(of id: ObjectID) -> ObjectID {
        guard !id.isTemporary else { return id }
        return state.withLock { $0.temporaryForPermanent[id] } ?? id
    }

    /// The permanent ID of the object if it has one, else `id` itself.
    func permanent(of id: ObjectID) -> ObjectID {
        guard id.isTemporary else { return id }
        return state.withLock { $0.permanentForTemporary[id] } ?? id
    }

    /// Identities for many IDs under one lock.
    /// Bulk operations take the lock a chunk at a time, so that a context reading a few IDs
    /// never waits behind the root registering a hundred thousand.
    private static let chunk = 512

    func identities(of ids: [ObjectID]) -> [ObjectID] {
        chunked(ids) { s, id in id.isTemporary ? id : (s.temporaryForPermanent[id] ?? id) }
    }

    func permanentIDs(of ids: [ObjectID]) -> [ObjectID] {
        chunked(ids) { s, id in id.isTemporary ? (s.permanentForTemporary[id] ?? id) : id }
    }

    private func chunked(_ ids: [ObjectID], _ map: (State, ObjectID) -> ObjectID) -> [ObjectID] {
        var result: [ObjectID] = []
        result.reserveCapacity(ids.count)
        var start = 0
        while start < ids.count {
            let end = min(ids.count, start + Self.chunk)
            state.withLock { s in for id in ids[start..<end] { result.append(map(s, id)) } }
            start = end
        }
        return result
    }

    func register(_ pairs: [(temporary: ObjectID, permanent: ObjectID)]) {
        var start = 0
        while start < pairs.count {
            let end = min(pairs.count, start + Self.chunk)
            state.withLock { s in
                for (t, p) in pairs[start..<end] {
                    s.permanentForTemporary[t] = p
                    s.temporaryForPermanent[p] = t
                }
            }
            start = end
        }
    }

    func unregister(_ temporaries: [ObjectID]) {
        state.withLock { s in
            for t in temporaries {
                if let p = s.permanentForTemporary.removeValue(forKey: t) {
                    s.temporaryForPermanent.removeValue(forKey: p)
                }
            }
        }
    }

    func recordOwnWrites(_ writes: [(id: ObjectID, from: Int64, to: Int64)]) {
        state.withLock { s in
            for w in writes { s.ownWrites[w.id, default: [:]][w.from] = w.to }
        }
    }

    /// The version a change based on `version` would see if only this stack had written since.
    func effectiveVersion(of id: ObjectID, basedOn version: Int64) -> Int64 {
        state.withLock { s in
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
