// ContextStackBenchmark: the context stack's throughput and latency, each against its
// baseline in the same run. Build in release:
//
//     swift run -c release ContextStackBenchmark
//
// P3: 100,000 six-attribute objects inserted across 4 worker contexts, saved into the view
//     context, then to disk; against raw GRDB prepared-statement inserts of the same rows.
//     Judged by the ratio of rows/s (goal ≥ 0.33).
// P4: latency of a view-context round (fetch 50 objects, change one, save), one round every
//     2 ms, while 2 workers save 100,000 rows (four such bursts, for a few hundred rounds),
//     and with the workers idle. Judged by loaded p99 (goal ≤ 5 ms) and loaded p99 / idle p99
//     (goal ≤ 3).

import ContextStack
import Dispatch
import Synchronization
import Foundation
import GRDB

/// The benchmark entity: six attributes of the usual types.
final class Record: ManagedObject {
    override class var entityName: String { "record" }
    static let number = Attribute<Int>("number")
    static let score = Attribute<Double>("score")
    static let title = Attribute<String>("title")
    static let stamp = Attribute<Date>("stamp")
    static let flag = Attribute<Bool>("flag")
    static let memo = Attribute<String?>("memo")
    override class var properties: [any PropertyKey] { [number, score, title, stamp, flag, memo] }
}

/// What the view context's rounds fetch and change in P4.
final class Card: ManagedObject {
    override class var entityName: String { "card" }
    static let rank = Attribute<Int>("rank", indexed: true)
    static let touches = Attribute<Int>("touches", default: 0)
    override class var properties: [any PropertyKey] { [rank, touches] }
}

let model: Model
do { model = try Model([Record.self, Card.self]) } catch { fatalError("model: \(error)") }

func makeContainer(_ folder: URL) throws -> PersistentContainer {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in try model.createTables(db) }
    return try PersistentContainer(path: folder.appendingPathComponent("bench.sqlite").path, model: model, migrator: migrator)
}

/// A plain GRDB pool on a store made by `makeContainer` (so the same schema), with the same
/// pragmas as the container's: the baseline for P3.
func rawPool(_ folder: URL) throws -> DatabasePool {
    _ = try makeContainer(folder)
    var configuration = Configuration()
    configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
    return try DatabasePool(path: folder.appendingPathComponent("bench.sqlite").path, configuration: configuration)
}

func freshFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("prep-bench-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func fill(_ record: Record, _ n: Int) {
    record[Record.number] = n
    record[Record.score] = Double(n) * 0.5
    record[Record.title] = "record \(n)"
    record[Record.stamp] = Date(timeIntervalSince1970: 1_700_000_000 + Double(n))
    record[Record.flag] = n % 2 == 0
    record[Record.memo] = n % 3 == 0 ? nil : "memo \(n)"
}

// MARK: - P3

func p3(rows: Int, workers: Int) throws -> (stack: Double, raw: Double) {
    let stackFolder = try freshFolder("p3-stack"), rawFolder = try freshFolder("p3-raw")
    defer {
        try? FileManager.default.removeItem(at: stackFolder)
        try? FileManager.default.removeItem(at: rawFolder)
    }
    let container = try makeContainer(stackFolder)
    let stackTime = try seconds {
        let group = DispatchGroup()
        let failures = Failures()
        for w in 0..<workers {
            let worker = container.newWorkerContext()
            group.enter()
            // On the worker context's own queue, as background work runs in prep.
            worker.perform {
                for n in stride(from: w, to: rows, by: workers) { fill(Record(context: worker), n) }
                do { try worker.save() } catch { failures.record(error) }
                group.leave()
            }
        }
        group.wait()
        try failures.check()
        try container.viewContext.performAndWait { try container.viewContext.save() }
        try container.flush()
    }
    let stored = try container.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM record") ?? 0 }
    precondition(stored == rows, "P3 stored \(stored) rows, expected \(rows)")

    let raw = try rawPool(rawFolder)  // same schema, same pragmas
    let rawTime = try seconds {
        try raw.write { db in
            let statement = try db.makeStatement(sql: "INSERT INTO record (number, score, title, stamp, flag, memo) VALUES (?, ?, ?, ?, ?, ?)")
            for n in 0..<rows {
                statement.setUncheckedArguments([n, Double(n) * 0.5, "record \(n)", 1_700_000_000 + Double(n), n % 2 == 0,
                                                 n % 3 == 0 ? nil : "memo \(n)"])
                try statement.execute()
            }
        }
    }
    return (stackTime, rawTime)
}

// MARK: - P4

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
}

/// How many times the loaded phase runs: each is one burst of 2 workers saving `rows` rows.
let loadedRepetitions = 4

/// Rounds come at a steady pace, as a person's interactions (or a 500 Hz redraw) would,
/// in both the idle and the loaded phase.
let roundInterval: UInt64 = 2_000_000

/// One view-context round: fetch 50 cards, change one, save. Returns its latency in ms.
func round(_ view: ObjectContext, _ n: Int) throws -> Double {
    let due = DispatchTime.now().uptimeNanoseconds + roundInterval
    defer {
        let now = DispatchTime.now().uptimeNanoseconds
        if now < due { usleep(UInt32((due - now) / 1_000)) }
    }
    return try seconds {
        try view.performAndWait {
            let low = n % 900
            let cards = try view.fetch(FetchRequest<Card>(Card.rank >= low, sortedBy: [Card.rank.ascending], limit: 50))
            precondition(cards.count == 50, "fetched \(cards.count) cards")
            cards[n % 50][Card.touches] += 1
            try view.save()
        }
    } * 1000
}

func p4(rows: Int) throws -> (idle: [Double], loaded: [Double]) {
    let folder = try freshFolder("p4")
    defer { try? FileManager.default.removeItem(at: folder) }
    let container = try makeContainer(folder)
    try container.batchInsert(Card.self, columns: ["rank"], rows: (0..<1_000).map { [.integer(Int64($0))] })
    let view = container.viewContext

    for n in 0..<200 { _ = try round(view, n) }  // warm up
    var idle: [Double] = []
    for n in 0..<1_000 { idle.append(try round(view, n)) }
    try container.flush()

    // The loaded phase is repeated (fresh workers each time) so that its p99 rests on a few
    // hundred rounds rather than on the single slowest of one burst.
    var loaded: [Double] = []
    var n = 0
    for repetition in 0..<loadedRepetitions {
        let finished = DispatchGroup()
        let failures = Failures()
        let batch = 1_000
        let base = repetition * rows
        for w in 0..<2 {
            let worker = container.newWorkerContext()
            finished.enter()
            // Batches of 1,000 objects, each saved into the view context, on the worker's queue.
            for start in stride(from: base + w * rows / 2, to: base + (w + 1) * rows / 2, by: batch) {
                worker.perform {
                    for n in start..<start + batch { fill(Record(context: worker), n) }
                    do { try worker.save() } catch { failures.record(error) }
                }
            }
            worker.perform { finished.leave() }
        }
        while finished.wait(timeout: .now()) == .timedOut {
            loaded.append(try round(view, n))
            n += 1
        }
        try failures.check()
        try view.performAndWait { try view.save() }
        try container.flush()
    }
    let stored = try container.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM record") ?? 0 }
    precondition(stored == rows * loadedRepetitions, "P4 stored \(stored) rows, expected \(rows * loadedRepetitions)")
    return (idle, loaded)
}

final class Failures: Sendable {
    private let errors = Mutex<[String]>([])
    func record(_ error: any Error) { errors.withLock { $0.append(String(describing: error)) } }
    func check() throws { if let first = errors.withLock({ $0.first }) { throw BenchmarkFailure(description: first) } }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
}

// MARK: - Report

func verdict(_ ok: Bool) -> String { ok ? "goal met" : "GOAL MISSED" }

do {
    let rows = Int(ProcessInfo.processInfo.environment["BENCH_ROWS"] ?? "") ?? 100_000
    if ProcessInfo.processInfo.environment["BENCH_P3_ONLY"] != nil {
        _ = try p3(rows: rows, workers: 4)
        exit(0)
    }
    _ = try p3(rows: 10_000, workers: 4)  // warm up code paths and the file system
    let (stack, raw) = try p3(rows: rows, workers: 4)
    let stackRate = Double(rows) / stack, rawRate = Double(rows) / raw
    print("P3  insert \(rows) six-attribute objects across 4 worker contexts → view → disk")
    print(String(format: "    context stack : %8.0f rows/s  (%.3f s)", stackRate, stack))
    print(String(format: "    raw GRDB      : %8.0f rows/s  (%.3f s)", rawRate, raw))
    print(String(format: "    ratio stack/raw = %.2f   (goal ≥ 0.33: %@)", stackRate / rawRate, verdict(stackRate / rawRate >= 0.33)))

    let (idle, loaded) = try p4(rows: rows)
    let (i50, i99, l50, l99) = (percentile(idle, 0.5), percentile(idle, 0.99), percentile(loaded, 0.5), percentile(loaded, 0.99))
    print("P4  view-context round (fetch 50, change 1, save) while 2 workers save \(rows) rows (\(loadedRepetitions) bursts)")
    print(String(format: "    idle   : p50 %.3f ms  p99 %.3f ms  (%d rounds)", i50, i99, idle.count))
    print(String(format: "    loaded : p50 %.3f ms  p99 %.3f ms  (%d rounds)", l50, l99, loaded.count))
    print(String(format: "    loaded p99 = %.3f ms (goal ≤ 5 ms: %@); loaded p99 / idle p99 = %.2f (goal ≤ 3: %@)",
                 l99, verdict(l99 <= 5), l99 / max(i99, 0.001), verdict(l99 / max(i99, 0.001) <= 3)))
} catch {
    FileHandle.standardError.write(Data("ContextStackBenchmark: \(error)\n".utf8))
    exit(1)
}
