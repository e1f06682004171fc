import Foundation
import Glibc

// prep's driver runtime: reads the test's JSON, writes the result's.

let prepNodeLimit = 10_000_000

func prepWriteAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer -> Bool in
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 && Glibc.errno == EINTR { continue }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }
}

func prepComplain(_ message: String) {
    _ = prepWriteAll(2, Array(("prep driver: " + message + "\n").utf8))
}

/// What the user prints from now on goes to stderr; returns the real stdout.
func prepRedirect() -> Int32 {
    Glibc.fflush(nil)
    let real = Glibc.dup(1)
    Glibc.dup2(2, 1)
    return real
}

@inline(__always) func prepNow() -> UInt64 {
    var time = Glibc.timespec()
    Glibc.clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
}

func prepFinish(_ w: inout PrepWriter, _ ns: UInt64, _ fd: Int32, _ keep: [Any]) -> Never {
    w.raw("\n#prep-call-ns ")
    w.int(Int(truncatingIfNeeded: ns))
    w.byte(10)
    Glibc.fflush(nil)
    if !prepWriteAll(fd, w.bytes) {
        prepComplain("writing the result failed")
        Glibc.exit(4)
    }
    // Ends with what the user built still alive: a long list released at once releases
    // recursively, deeper than the stack.
    withExtendedLifetime(keep) { Glibc.exit(0) }
}

struct PrepReader {
    let base: UnsafeMutablePointer<UInt8>
    let count: Int
    var i = 0

    /// Reads the whole input.
    init() {
        var capacity = 1 << 16
        var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + 1)
        var n = 0
        while true {
            if n == capacity {
                let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2 + 1)
                Glibc.memcpy(bigger, buffer, n)
                buffer.deallocate()
                buffer = bigger
                capacity *= 2
            }
            let got = Glibc.read(0, buffer + n, capacity - n)
            if got < 0 && Glibc.errno == EINTR { continue }
            if got <= 0 { break }
            n += got
        }
        buffer[n] = 0
        base = buffer
        count = n
    }

    func fail(_ what: String) -> Never {
        prepComplain("bad test data: \(what) (at byte \(i) of the input)")
        Glibc.exit(3)
    }

    @inline(__always) mutating func ws() {
        while i < count {
            let c = base[i]
            if c == 32 || c == 10 || c == 13 || c == 9 { i += 1 } else { break }
        }
    }

    @inline(__always) mutating func at(_ c: UInt8) -> Bool {
        ws()
        return i < count && base[i] == c
    }

    @inline(__always) mutating func skip() { i += 1 }

    mutating func expect(_ c: UInt8) {
        if !at(c) { fail("expected '\(Character(UnicodeScalar(c)))'") }
        i += 1
    }

    mutating func word(_ w: StaticString) -> Bool {
        ws()
        let n = w.utf8CodeUnitCount
        if count - i < n || Glibc.memcmp(base + i, w.utf8Start, n) != 0 { return false }
        i += n
        return true
    }

    mutating func end() {
        ws()
        if i != count { fail("unexpected data after the last value") }
    }

    mutating func integer(_ lo: Int, _ hi: Int) -> Int {
        ws()
        var negative = false
        if i < count && base[i] == 45 { negative = true; i += 1 }
        if i >= count || base[i] < 48 || base[i] > 57 { fail("expected an integer") }
        var v: UInt64 = 0
        var digits = 0
        while i < count {
            let d = base[i] &- 48
            if d > 9 { break }
            v = v &* 10 &+ UInt64(d)
            if v != 0 {
                digits += 1
                if digits > 19 { fail("integer out of range") }
            }
            i += 1
        }
        if i < count && (base[i] == 46 || base[i] == 101 || base[i] == 69) { fail("expected an integer, not a fraction") }
        let x: Int
        if negative {
            if v > UInt64(Int.max) + 1 { fail("integer out of range") }
            x = v == UInt64(Int.max) + 1 ? Int.min : -Int(v)
        } else {
            if v > UInt64(Int.max) { fail("integer out of range") }
            x = Int(v)
        }
        if x < lo || x > hi { fail("integer out of range") }
        return x
    }

    mutating func number() -> Double {
        ws()
        if i >= count || !(base[i] == 45 || (base[i] >= 48 && base[i] <= 57)) { fail("expected a number") }
        let start = UnsafeMutableRawPointer(base + i).assumingMemoryBound(to: CChar.self)
        var stop: UnsafeMutablePointer<CChar>? = nil
        let v = Glibc.strtod(start, &stop)
        guard let stop, stop > start else { fail("expected a number") }
        i += stop - start
        return v
    }

    mutating func hex4() -> UInt32 {
        if count - i < 4 { fail("bad \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = base[i]
            let d: UInt8
            switch c {
            case 48...57: d = c - 48
            case 97...102: d = c - 87
            case 65...70: d = c - 55
            default: fail("bad \\u escape")
            }
            v = v * 16 + UInt32(d)
            i += 1
        }
        return v
    }

    mutating func text() -> String {
        expect(34)
        let start = i
        while i < count && base[i] != 34 && base[i] != 92 { i += 1 }
        if i < count && base[i] == 34 {
            i += 1
            return String(decoding: UnsafeBufferPointer(start: base + start, count: i - 1 - start), as: UTF8.self)
        }
        var bytes = Array(UnsafeBufferPointer(start: base + start, count: i - start))
        while true {
            if i >= count { fail("unterminated string") }
            let c = base[i]
            i += 1
            if c == 34 { break }
            if c != 92 { bytes.append(c); continue }
            if i >= count { fail("unterminated string") }
            let e = base[i]
            i += 1
            switch e {
            case 34, 92, 47: bytes.append(e)
            case 98: bytes.append(8)
            case 102: bytes.append(12)
            case 110: bytes.append(10)
            case 114: bytes.append(13)
            case 116: bytes.append(9)
            case 117:
                var code = hex4()
                if code >= 0xD800 && code < 0xDC00 {
                    if count - i < 2 || base[i] != 92 || base[i + 1] != 117 { fail("unpaired surrogate in \\u escape") }
                    i += 2
                    let low = hex4()
                    if low < 0xDC00 || low >= 0xE000 { fail("unpaired surrogate in \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { fail("bad \\u escape") }
                bytes.append(contentsOf: String(Character(scalar)).utf8)
            default:
                fail("bad escape in a string")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

struct PrepWriter {
    var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1 << 16) }

    @inline(__always) mutating func byte(_ b: UInt8) { bytes.append(b) }

    mutating func raw(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func int(_ v: Int) {
        if v < 0 { bytes.append(45) }
        var u = v.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var n = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[n] = UInt8(truncatingIfNeeded: u % 10) &+ 48
                u /= 10
                n += 1
            } while u != 0
            while n > 0 {
                n -= 1
                bytes.append(buffer[n])
            }
        }
    }

    mutating func double(_ v: Double) {
        if !v.isFinite { raw("null"); return }
        bytes.append(contentsOf: v.description.utf8)
    }

    mutating func text(_ s: String) {
        bytes.append(34)
        for c in s.utf8 {
            switch c {
            case 34: bytes.append(92); bytes.append(34)
            case 92: bytes.append(92); bytes.append(92)
            case 10: bytes.append(92); bytes.append(110)
            case 13: bytes.append(92); bytes.append(114)
            case 9: bytes.append(92); bytes.append(116)
            case 8: bytes.append(92); bytes.append(98)
            case 12: bytes.append(92); bytes.append(102)
            case 0..<32:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [92, 117, 48, 48, hex[Int(c >> 4)], hex[Int(c & 15)]])
            default: bytes.append(c)
            }
        }
        bytes.append(34)
    }
}

/// A value crossing the interface, read from and written as JSON.
protocol PrepCodec {
    associatedtype Value
    static func read(_ r: inout PrepReader) -> Value
    static func write(_ w: inout PrepWriter, _ v: Value)
}

enum PrepInt: PrepCodec {
    static func read(_ r: inout PrepReader) -> Int { r.integer(Int(Int32.min), Int(Int32.max)) }
    static func write(_ w: inout PrepWriter, _ v: Int) { w.int(v) }
}

enum PrepLong: PrepCodec {
    static func read(_ r: inout PrepReader) -> Int { r.integer(Int.min, Int.max) }
    static func write(_ w: inout PrepWriter, _ v: Int) { w.int(v) }
}

enum PrepDouble: PrepCodec {
    static func read(_ r: inout PrepReader) -> Double { r.number() }
    static func write(_ w: inout PrepWriter, _ v: Double) { w.double(v) }
}

enum PrepBool: PrepCodec {
    static func read(_ r: inout PrepReader) -> Bool {
        if r.word("true") { return true }
        if r.word("false") { return false }
        r.fail("expected true or false")
    }
    static func write(_ w: inout PrepWriter, _ v: Bool) { if v { w.raw("true") } else { w.raw("false") } }
}

enum PrepString: PrepCodec {
    static func read(_ r: inout PrepReader) -> String { r.text() }
    static func write(_ w: inout PrepWriter, _ v: String) { w.text(v) }
}

enum PrepChar: PrepCodec {
    static func read(_ r: inout PrepReader) -> Character {
        let s = r.text()
        guard s.count == 1, let c = s.first else { r.fail("expected a string of one character (a char)") }
        return c
    }
    static func write(_ w: inout PrepWriter, _ v: Character) { w.text(String(v)) }
}

enum PrepArray<Element: PrepCodec>: PrepCodec {
    static func read(_ r: inout PrepReader) -> [Element.Value] {
        var v: [Element.Value] = []
        r.expect(91)
        if r.at(93) { r.skip(); return v }
        while true {
            v.append(Element.read(&r))
            if r.at(44) { r.skip(); continue }
            r.expect(93)
            return v
        }
    }
    static func write(_ w: inout PrepWriter, _ v: [Element.Value]) {
        w.byte(91)
        var first = true
        for x in v {
            if !first { w.byte(44) }
            first = false
            Element.write(&w, x)
        }
        w.byte(93)
    }
}

enum PrepList: PrepCodec {
    static func read(_ r: inout PrepReader) -> ListNode? {
        let values = PrepArray<PrepInt>.read(&r)
        var head: ListNode? = nil
        for value in values.reversed() { head = ListNode(value, head) }
        return head
    }
    static func write(_ w: inout PrepWriter, _ v: ListNode?) {
        w.byte(91)
        var node = v
        var n = 0
        while let current = node {
            if n == prepNodeLimit {
                prepComplain("the returned list has more than \(prepNodeLimit) nodes (a cycle?); printed the first \(prepNodeLimit)")
                break
            }
            if n > 0 { w.byte(44) }
            w.int(current.val)
            node = current.next
            n += 1
        }
        w.byte(93)
    }
}

enum PrepTree: PrepCodec {
    static func read(_ r: inout PrepReader) -> TreeNode? {
        var nodes: [TreeNode?] = []
        r.expect(91)
        if r.at(93) { r.skip(); return nil }
        while true {
            if r.word("null") {
                nodes.append(nil)
            } else {
                nodes.append(TreeNode(r.integer(Int(Int32.min), Int(Int32.max))))
            }
            if r.at(44) { r.skip(); continue }
            r.expect(93)
            break
        }
        guard let root = nodes[0] else { return nil }
        // Children go, in order, to the nodes that are not null, in order (level order).
        var next = 1
        for node in nodes {
            if next >= nodes.count { break }
            guard let node else { continue }
            node.left = nodes[next]
            next += 1
            if next < nodes.count {
                node.right = nodes[next]
                next += 1
            }
        }
        return root
    }
    static func write(_ w: inout PrepWriter, _ v: TreeNode?) {
        w.byte(91)
        if let root = v {
            var queue: [TreeNode?] = [root]
            var kept = w.bytes.count
            var i = 0
            while i < queue.count {
                if i == 2 * prepNodeLimit {
                    prepComplain("the returned tree has more than \(prepNodeLimit) nodes (a cycle?)")
                    break
                }
                if i > 0 { w.byte(44) }
                if let node = queue[i] {
                    w.int(node.val)
                    kept = w.bytes.count
                    queue.append(node.left)
                    queue.append(node.right)
                } else {
                    w.raw("null")
                }
                i += 1
            }
            w.bytes.removeSubrange(kept...)
        }
        w.byte(93)
    }
}

