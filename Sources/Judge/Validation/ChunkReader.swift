import Foundation

// MARK: - ByteSource

/// Where a `ChunkReader` gets its bytes: a file descriptor or a buffer in memory.
protocol ByteSource {
    /// Reads up to `buffer.count` bytes into `buffer`.
    /// - Returns: how many were read; 0 at the end; nil on a read error.
    mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int?
}

/// An open file, read from where its descriptor stands. It does not close the descriptor.
struct FileSource: ByteSource {
    let descriptor: Int32

    mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        while true {
            let count = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { return nil }
        }
    }
}

/// Bytes already in memory, handed out a chunk at a time like a file's.
struct DataSource: ByteSource {
    let data: Data
    private var offset = 0

    init(_ data: Data) { self.data = data }

    mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        let count = min(buffer.count, data.count - offset)
        guard count > 0, let base = buffer.baseAddress else { return 0 }
        let from = data.startIndex + offset
        data.copyBytes(to: base, from: from..<from + count)
        offset += count
        return count
    }
}

// MARK: - ChunkReader

/// A byte stream read in chunks of a fixed size into one buffer it owns, so that reading a
/// file of any size takes that much memory. `pointer` and `available()` show the read bytes
/// not yet consumed; `consume(_:)` moves past them.
struct ChunkReader<Source: ByteSource>: ~Copyable {
    private var source: Source
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var start = 0
    private var end = 0
    private var finished = false
    /// Whether a read failed; the stream ends there.
    private(set) var failed = false
    /// The line the next byte is on: 1 + the newlines `skipSpace` consumed.
    var line = 1

    init(_ source: Source, chunkSize: Int) {
        precondition(chunkSize > 0, "a chunk holds at least one byte")
        self.source = source
        buffer = .allocate(capacity: chunkSize)
    }

    deinit { buffer.deallocate() }

    /// How many read bytes are not consumed yet, reading the next chunk first when none are;
    /// 0 only at the end of the stream (or after a read error).
    @inline(__always)
    mutating func available() -> Int {
        if start == end { refill() }
        return end - start
    }

    @inline(never)
    private mutating func refill() {
        guard !finished else { return }
        start = 0
        end = 0
        switch source.read(into: buffer) {
        case nil:
            failed = true
            finished = true
        case 0?:
            finished = true
        case let count?:
            end = count
        }
    }

    /// The first unconsumed byte; valid up to `available()` bytes, until the next call to it.
    var pointer: UnsafePointer<UInt8> {
        @inline(__always) get { UnsafePointer(buffer.baseAddress! + start) }
    }

    /// Moves past `count` of the available bytes.
    @inline(__always)
    mutating func consume(_ count: Int) {
        assert(count >= 0 && count <= end - start)
        start += count
    }

    /// Whether the next byte is whitespace (false at the end).
    @inline(__always)
    mutating func atSpace() -> Bool {
        available() > 0 && isTokenSpace(pointer[0])
    }

    /// Whether the next byte belongs to a token (false at the end).
    @inline(__always)
    mutating func atToken() -> Bool {
        available() > 0 && !isTokenSpace(pointer[0])
    }

    /// Consumes whitespace up to the next token or the end, counting lines.
    mutating func skipSpace() {
        while !skipBufferedSpace().ended {}
    }

    /// Consumes whitespace up to the next token or the end, counting lines, and adds it to `run`.
    mutating func skipSpace(recordingInto run: inout ByteHead) {
        while true {
            let skipped = skipBufferedSpace()
            run.append(skipped.bytes, count: skipped.count)
            if skipped.ended { return }
        }
    }

    /// Consumes the whitespace among the buffered bytes (reading a chunk when none are).
    /// - Returns: the bytes consumed, and whether the run ended (a token or the end is next).
    @inline(__always)
    private mutating func skipBufferedSpace() -> (bytes: UnsafePointer<UInt8>, count: Int, ended: Bool) {
        let count = available()
        let bytes = pointer
        var index = 0
        while index < count && isTokenSpace(bytes[index]) {
            if bytes[index] == 10 { line += 1 }
            index += 1
        }
        consume(index)
        return (bytes, index, index < count || count == 0)
    }

    /// Consumes the rest of the current token (nothing when at whitespace or the end) into `token`.
    mutating func readToken(into token: inout TokenHead) {
        while available() > 0 {
            let bytes = pointer
            let count = available()
            var index = 0
            while index < count && !isTokenSpace(bytes[index]) { index += 1 }
            token.append(bytes, count: index)
            consume(index)
            if index < count { return }
        }
    }
}

// MARK: - ByteHead

/// The first `capacity` bytes of a run of bytes that streams by (a token, some whitespace),
/// in storage it keeps for the next run, and the run's whole length.
struct ByteHead: ~Copyable {
    private let storage: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes are kept: the first `min(count, capacity)`.
    private(set) var keptCount = 0
    /// The run's length so far.
    private(set) var count = 0

    init(capacity: Int) {
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    var capacity: Int { storage.count }

    /// The kept bytes; valid until the next change.
    var kept: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: storage[..<keptCount]) }

    /// Empties it for the next run.
    mutating func reset() {
        keptCount = 0
        count = 0
    }

    /// Adds the run's next `count` bytes.
    /// - Returns: how many of them were kept.
    @discardableResult
    mutating func append(_ bytes: UnsafePointer<UInt8>, count added: Int) -> Int {
        let kept = min(added, storage.count - keptCount)
        if kept > 0 {
            (storage.baseAddress! + keptCount).update(from: bytes, count: kept)
            keptCount += kept
        }
        count += added
        return kept
    }

    /// Makes it a copy of `other` (which has at most this capacity).
    mutating func copy(_ other: borrowing ByteHead) {
        reset()
        if let base = other.kept.baseAddress { append(base, count: other.keptCount) }
        count = other.count
    }
}

/// Whitespace between tokens: space, \t, \n, \v, \f, \r.
@inline(__always)
func isTokenSpace(_ byte: UInt8) -> Bool {
    byte == 32 || byte &- 9 < 5
}
