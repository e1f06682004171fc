import Synchronization

/// The container-wide table that ties temporary IDs to permanent ones, shared by every context.
///
/// Contexts key their objects and pending changes by an object's *identity*: the temporary ID
/// for an object born in this process, the permanent ID otherwise. The identity never changes,
/// so no context has to re-key anything when permanent IDs appear; the registry translates.
///
/// The table is split into shards, each with its own lock: the root registering a hundred
/// thousand new IDs (and the dictionaries growing and rehashing as it does) then holds up a
/// context's lookup of a few IDs for a sixty-fourth of the time, if at all.
final class IDRegistry: Sendable {
    private struct State {
        var permanentForTemporary: [ObjectID: ObjectID] = [:]
        var temporaryForPermanent: [ObjectID: ObjectID] = [:]
        /// Versions this stack wrote itself: for a row, the version it wrote from → to. Lets the
        /// optimistic-locking check tell our own earlier writes from another writer's.
        var ownWrites: [ObjectID: [Int64: Int64]] = [:]
    }

    private final class Shard: Sendable {
        let state = Mutex(State())
    }

    private static let shardCount = 64
    private let shards: [Shard] = (0..<IDRegistry.shardCount).map { _ in Shard() }

    private func shard(_ id: ObjectID) -> Shard { shards[index(id)] }

    /// The identity under which contexts hold the object named by `id`.
    func identity(of id: ObjectID) -> ObjectID {
        guard !id.isTemporary else { return id }
        return shard(id).state.withLock { $0.temporaryForPermanent[id] } ?? id
    }

    /// The permanent ID of the object if it has one, else `id` itself.
    func permanent(of id: ObjectID) -> ObjectID {
        guard id.isTemporary else { return id }
        return shard(id).state.withLock { $0.permanentForTemporary[id] } ?? id
    }

    func identities(of ids: [ObjectID]) -> [ObjectID] { ids.map(identity(of:)) }

    func permanentIDs(of ids: [ObjectID]) -> [ObjectID] { ids.map(permanent(of:)) }

    func register(_ pairs: [(temporary: ObjectID, permanent: ObjectID)]) {
        var byShard: [Int: [(ObjectID, ObjectID)]] = [:]
        for (t, p) in pairs {
            byShard[index(t), default: []].append((t, p))
            byShard[index(p), default: []].append((t, p))
        }
        for (i, entries) in byShard {
            shards[i].state.withLock { s in
                for (t, p) in entries {
                    if index(t) == i { s.permanentForTemporary[t] = p }
                    if index(p) == i { s.temporaryForPermanent[p] = t }
                }
            }
        }
    }

    func unregister(_ temporaries: [ObjectID]) {
        for t in temporaries {
            guard let p = shard(t).state.withLock({ $0.permanentForTemporary.removeValue(forKey: t) }) else { continue }
            _ = shard(p).state.withLock { $0.temporaryForPermanent.removeValue(forKey: p) }
        }
    }

    func recordOwnWrites(_ writes: [(id: ObjectID, from: Int64, to: Int64)]) {
        for w in writes {
            shard(w.id).state.withLock { $0.ownWrites[w.id, default: [:]][w.from] = w.to }
        }
    }

    /// The version a change based on `version` would see if only this stack had written since.
    func effectiveVersion(of id: ObjectID, basedOn version: Int64) -> Int64 {
        shard(id).state.withLock { s in
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

    private func index(_ id: ObjectID) -> Int {
        switch id.kind {
        case .temporary(let t): Int(t % UInt64(Self.shardCount))
        case .permanent(let p): Int(UInt64(bitPattern: p) % UInt64(Self.shardCount))
        }
    }
}
