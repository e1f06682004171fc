import Dispatch
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
        let batch = Self.nextBatchNumber()
        published.mutate { state in
            state.pending = ChangeSet()
            state.incoming = []
            state.inFlight.append((batch, bundle))
        }
        for changes in bundle { foldIntoSnapshots(changes, versions: [:]) }
        parent.queue.async { [self] in
            // Not `perform`: taking a batch in must stay O(1) (see `PublishedChanges.incoming`).
            Confinement.enter(ObjectIdentifier(parent)) { parent.absorb(batch, bundle, from: self) }
        }
        post(.didSave) { makeNotification(.didSave, bundle) }
    }

    /// On the parent's queue: takes a child's saved batches into this context.
    private func absorb(_ batch: UInt64, _ bundle: [ChangeSet], from child: ObjectContext) {
        published.mutate { state in
            if parent == nil {
                for changes in bundle { state.pending.absorb(changes) }  // the root writes them at once
            } else {
                state.incoming.append(contentsOf: bundle)
            }
            state.absorbedBatches.insert(batch)
        }
        // The child drops its in-flight copy itself (only a context writes its own state), and
        // the rows are freed on a background queue, not on the child's.
        child.queue.async {
            Confinement.enter(ObjectIdentifier(child)) {
                let removed = child.published.mutate { state -> [(batch: UInt64, changes: [ChangeSet])] in
                    let gone = state.inFlight.filter { $0.batch == batch }
                    state.inFlight.removeAll { $0.batch == batch }
                    return gone
                }
                ObjectContext.releaseInBackground(removed)
            }
        }
        if !registered.isEmpty {
            for changes in bundle {
                for id in changes.deletedIDs { registered[id]?.isDeleted = true }
            }
        }
        let mergers = children.filter { $0 !== child && $0.automaticallyMergesChangesFromParent }
        if isObserved(.objectsDidChange) || !mergers.isEmpty {
            let note = makeNotification(.objectsDidChange, bundle)
            post(note)
            for merger in mergers { merger.perform { merger.mergeChangesFromParent(note) } }
        }
        if parent == nil {
            // The root writes what it receives at once (batching bursts into one transaction
            // was measured: longer transactions made readers wait longer); a failure keeps the
            // changes pending and is reported by `flush()`.
            hasUnwrittenBatches = true
            do { try writeToStore() } catch { lastWriteError = error }
        }
    }

    /// Lets go of batches on a background queue: freeing a hundred thousand rows takes
    /// milliseconds that no context's queue should spend.
    static func releaseInBackground<T: Sendable>(_ value: T) {
        DispatchQueue.global(qos: .background).async { withExtendedLifetime(value) {} }
    }

    /// For `flush()`: writes what the root has received and not written yet, and reports
    /// the last automatic write's failure.
    func writeReceived() throws {
        if let error = lastWriteError { throw error }
        guard hasUnwrittenBatches else { return }
        do { try writeToStore() } catch {
            lastWriteError = error
            throw error
        }
    }

    /// The root's write: one transaction for everything pending.
    func writeToStore() throws {
        let pending = published.ownerValue.pending
        guard !pending.isEmpty else { return }
        let outcome = try StoreWriter(stack: stack).write(pending)
        published.mutate { $0.pending = ChangeSet() }
        lastWriteError = nil
        hasUnwrittenBatches = false
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
