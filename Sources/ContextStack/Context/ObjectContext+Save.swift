import Dispatch
extension ObjectContext {
    /// Saves the context's changes into its parent, or, for the root, into the store.
    ///
    /// A child's save moves its changes into the parent atomically, in O(1) and without
    /// waiting for the parent's queue: from then on this context and every other descendant of
    /// the parent see them, and the parent's own blocks see them from the next one on (a
    /// context's state never changes in the middle of its block). The view context's save
    /// hands its changes to the root, which writes them to disk in the background
    /// (`PersistentContainer.flush()` waits for that). The root's save is one SQLite
    /// transaction: if it fails nothing is written, the changes stay pending, and the error
    /// names the object and the reason.
    ///
    /// - Throws: `ContextStackError.validationFailed` for a required property without a value;
    ///   for the root, `saveFailed` or `mergeConflicts`.
    public func save() throws {
        assertOnQueue()
        publishPendingEdits()
        guard let parent else {
            mergeIncoming()
            try writeToStore()
            return
        }
        let pending = published.ownerValue.pending
        // The children's batches this context took in are passed on as they are, after its own
        // changes (which are older: any edit folds them in first), so a save costs the same
        // whatever the children pushed.
        let incoming = published.ownerValue.incoming
        guard !pending.isEmpty || !incoming.isEmpty else { return }
        try validate(pending)
        let bundle = (pending.isEmpty ? [] : [pending]) + incoming
        // Delivered first, then cleared here: a descendant copying both in between sees the
        // changes twice (harmless, they are the same), never not at all.
        parent.receive(PublishedState.Arrival(bundle: bundle, sender: ObjectIdentifier(self)))
        published.mutate { state in
            state.pending = ChangeSet()
            state.incoming = []
        }
        for changes in bundle { foldIntoSnapshots(changes, versions: [:]) }
        post(.didSave) { makeNotification(.didSave, bundle) }
    }

    /// From a child's queue: takes the child's save into `arrivals`. Only a context with
    /// something to do at once (the root writes, observers and merging children are told)
    /// gets a block on its queue for it; any other takes it in at its next block, so a busy
    /// worker never puts a block between the user and the view context.
    private func receive(_ arrival: PublishedState.Arrival) {
        published.deliver(arrival)
        if parent == nil || isObserved(.objectsDidChange) || children.contains(where: \.automaticallyMergesChangesFromParent) {
            perform {}  // `run` takes the arrivals in
        }
    }

    /// On this context's queue, at the start of each block: takes in the children's saves
    /// that arrived since the last one.
    func takeArrivals() {
        let arrivals = published.takeArrivals()
        guard !arrivals.isEmpty else { return }
        for arrival in arrivals {
            if !registered.isEmpty {
                for changes in arrival.bundle {
                    for id in changes.deletedIDs { registered[id]?.isDeleted = true }
                }
            }
            let mergers = children.filter { ObjectIdentifier($0) != arrival.sender && $0.automaticallyMergesChangesFromParent }
            if isObserved(.objectsDidChange) || !mergers.isEmpty {
                let note = makeNotification(.objectsDidChange, arrival.bundle)
                post(note)
                for merger in mergers { merger.perform { merger.mergeChangesFromParent(note) } }
            }
        }
        if parent == nil {
            // The root writes what it receives at once (batching bursts into one transaction
            // was measured: longer transactions made readers wait longer); a failure keeps the
            // changes pending and is reported by `flush()`.
            hasUnwrittenBatches = true
            do { try writeToStore() } catch { lastWriteError = error }
        }
    }

    /// For `flush()`: writes what the root has received and not written yet, and reports
    /// the last automatic write's failure.
    func writeReceived() throws {
        takeArrivals()  // when already on the root's queue, no block start has taken them in
        if let error = lastWriteError { throw error }
        guard hasUnwrittenBatches else { return }
        do { try writeToStore() } catch {
            lastWriteError = error
            throw error
        }
    }

    /// The root's write: one transaction for everything pending and taken in. The batches are
    /// merged off the lock, so descendants copying the root's state never wait for a merge.
    func writeToStore() throws {
        let state = published.ownerValue
        guard !state.pending.isEmpty || !state.incoming.isEmpty else { return }
        var changes = state.pending
        for batch in state.incoming { changes.absorb(batch) }
        let merged = state.incoming.count
        let outcome: StoreWriter.Outcome
        // `state` keeps the written batches alive until after the lock is released: freeing a
        // batch's rows takes milliseconds that descendants copying this state must not wait.
        defer { withExtendedLifetime(state) {} }
        do {
            outcome = try StoreWriter(stack: stack).write(changes)
        } catch {
            published.mutate { s in
                s.pending = changes
                s.incoming.removeFirst(merged)
            }
            throw error
        }
        published.mutate { s in
            s.pending = ChangeSet()
            s.incoming.removeFirst(merged)
        }
        lastWriteError = nil
        hasUnwrittenBatches = false
        foldIntoSnapshots(changes, versions: outcome.versions, isRootWrite: true)
        let mergers = children.filter(\.automaticallyMergesChangesFromParent)
        if isObserved(.didSave) || !mergers.isEmpty {
            let note = ContextNotification(name: .didSave, contextName: name, inserted: Set(outcome.inserted),
                                           updated: Set(outcome.updated), deleted: Set(outcome.deleted))
            post(note)
            for merger in mergers { merger.perform { merger.mergeChangesFromParent(note) } }
        }
    }

    private func validate(_ changes: ChangeSet) throws {
        for (name, c) in changes.entities {
            guard let entity = stack.model.entity(named: name) else { continue }
            let required = entity.requiredIndexes
            for (id, row) in c.inserted {
                for i in required where row[i].isNull {
                    throw ContextStackError.validationFailed(object: registry.permanent(of: id), property: entity.stored[i].name,
                                                             reason: "is required but has no value")
                }
            }
            for (id, update) in c.updated {
                for (i, value) in update.values where !entity.stored[i].isOptional && value.isNull {
                    throw ContextStackError.validationFailed(object: registry.permanent(of: id), property: entity.stored[i].name,
                                                             reason: "is required but was set to nil")
                }
            }
        }
    }

    /// After changes left this context, its objects' snapshots hold them: the parent does now.
    private func foldIntoSnapshots(_ changes: ChangeSet, versions: [ObjectID: Int64], isRootWrite: Bool = false) {
        guard !registered.isEmpty else { return }
        // Walk whichever side is smaller: a view context holding fifty objects should not
        // visit every row of a worker's hundred-thousand-row batch.
        let total = changes.entities.values.reduce(0) { $0 + $1.inserted.count + $1.updated.count + $1.deleted.count }
        if registered.count < total {
            for (id, object) in registered {
                guard let c = changes.entities[object.entity.name] else { continue }
                if let row = c.inserted[id] {
                    object.snapshot = row
                    object.snapshotVersion = versions[id] ?? (isRootWrite ? 1 : 0)
                } else if let update = c.updated[id] {
                    if var snapshot = object.snapshot {
                        for (i, v) in update.values { snapshot[i] = v }
                        object.snapshot = snapshot
                    }
                    if let v = versions[id] { object.snapshotVersion = v }
                } else if c.deleted[id] != nil {
                    registered.removeValue(forKey: id)
                    object.isDeleted = true
                }
            }
            return
        }
        for c in changes.entities.values {
            for (id, row) in c.inserted {
                guard let object = registered[id] else { continue }
                object.snapshot = row
                object.snapshotVersion = versions[id] ?? (isRootWrite ? 1 : 0)
            }
            for (id, update) in c.updated {
                guard let object = registered[id] else { continue }
                if var snapshot = object.snapshot {
                    for (i, v) in update.values { snapshot[i] = v }
                    object.snapshot = snapshot
                }
                if let v = versions[id] { object.snapshotVersion = v }
            }
            for id in c.deleted.keys {
                registered.removeValue(forKey: id)?.isDeleted = true
            }
        }
    }

    /// On a child's queue: the parent's state changed; refresh what this context holds.
    func mergeChangesFromParent(_ note: ContextNotification) {
        var refreshed: Set<ObjectID> = [], gone: Set<ObjectID> = []
        for id in note.updated {
            let identity = registry.identity(of: id)
            if let object = registered[identity], !isInsertedHere(object) {
                object.snapshot = nil  // reloads from the parent chain on next access
                refreshed.insert(id)
            }
        }
        for id in note.deleted {
            let identity = registry.identity(of: id)
            guard let object = registered.removeValue(forKey: identity) else { continue }
            object.isDeleted = true
            published.mutate { state in
                state.pending.entities[identity.entityName]?.updated.removeValue(forKey: identity)
                state.pending.entities[identity.entityName]?.deleted.removeValue(forKey: identity)
            }
            gone.insert(id)
        }
        post(ContextNotification(name: .objectsDidChange, contextName: name, inserted: note.inserted,
                                 updated: refreshed, deleted: gone))
        propagate(note, except: nil)
    }

    func propagate(_ note: ContextNotification, except sender: ObjectContext?) {
        for child in children where child !== sender && child.automaticallyMergesChangesFromParent {
            child.perform { child.mergeChangesFromParent(note) }
        }
    }
}
