extension ObjectContext {
    /// Saves the context's changes into its parent, or, for the root, into the store.
    ///
    /// A child's save moves its changes into the parent atomically: the parent absorbs them
    /// in one block on its queue, after which it and its other descendants see them; until
    /// then they stay visible to this context's fetches as "in flight". The view context's
    /// save hands its changes to the root, which writes them to disk in the background
    /// (`PersistentContainer.flush()` waits for that). The root's save is one SQLite
    /// transaction: if it fails nothing is written, the changes stay pending, and the error
    /// names the object and the reason.
    ///
    /// - Throws: `ContextStackError.validationFailed` for a required property without a value;
    ///   for the root, `saveFailed` or `mergeConflicts`.
    public func save() throws {
        assertOnQueue()
        publishPendingEdits()
        let pending = published.ownerValue.pending
        guard !pending.isEmpty else { return }
        try validate(pending)
        guard let parent else {
            try writeToStore()
            return
        }
        let batch = Self.nextBatchNumber()
        published.mutate { state in
            state.pending = ChangeSet()
            state.inFlight.append((batch, pending))
        }
        foldIntoSnapshots(pending, versions: [:])
        parent.perform { [self] in parent.absorb(batch, pending, from: self) }
        post(.didSave) { makeNotification(.didSave, pending) }
    }

    /// On the parent's queue: takes a child's saved batch into this context's pending changes.
    private func absorb(_ batch: UInt64, _ changes: ChangeSet, from child: ObjectContext) {
        published.mutate { state in
            state.pending.absorb(changes)
            state.absorbedBatches.insert(batch)
        }
        // The child drops its in-flight copy itself: only a context writes its own state.
        child.perform { child.published.mutate { $0.inFlight.removeAll { $0.batch == batch } } }
        if !registered.isEmpty {
            for id in changes.deletedIDs { registered[id]?.isDeleted = true }
        }
        let mergers = children.filter { $0 !== child && $0.automaticallyMergesChangesFromParent }
        if isObserved(.objectsDidChange) || !mergers.isEmpty {
            let note = makeNotification(.objectsDidChange, changes)
            post(note)
            for merger in mergers { merger.perform { merger.mergeChangesFromParent(note) } }
        }
        if parent == nil {
            // The root writes what it receives; a failure keeps the changes pending and is
            // reported by `flush()`.
            do { try writeToStore() } catch { lastWriteError = error }
        }
    }

    /// The root's write: one transaction for everything pending.
    func writeToStore() throws {
        let pending = published.ownerValue.pending
        guard !pending.isEmpty else { return }
        let outcome = try StoreWriter(stack: stack).write(pending)
        published.mutate { $0.pending = ChangeSet() }
        lastWriteError = nil
        foldIntoSnapshots(pending, versions: outcome.versions, isRootWrite: true)
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
