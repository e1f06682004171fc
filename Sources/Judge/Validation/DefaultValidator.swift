public import Foundation

// MARK: - DefaultValidator

/// The Kattis default output validator: token comparison with the flags `case_sensitive`,
/// `space_change_sensitive`, `float_absolute_tolerance ε`, `float_relative_tolerance ε` and
/// `float_tolerance ε` (a float token passes within either tolerance).
///
/// The output and the answer are compared as they stream by, read in 64 KiB chunks: memory
/// stays bounded whatever their sizes, and however long a token or a whitespace run is.
///
/// ```swift
/// let validator = try DefaultValidator(arguments: ["float_tolerance", "1e-6"])
/// validator.compare(output: Data("0.3333334\n".utf8), answer: Data("0.333333\n".utf8))  // .accepted
/// ```
public struct DefaultValidator: Sendable, Hashable {
    public var caseSensitive = false
    public var spaceChangeSensitive = false
    public var absoluteTolerance: Double?
    public var relativeTolerance: Double?

    /// Whether any float tolerance is set (then answer tokens that parse as floats compare as numbers).
    public var comparesFloats: Bool { absoluteTolerance != nil || relativeTolerance != nil }

    /// The validator with no flags: case-insensitive tokens, whitespace-lenient, exact numbers.
    public init() {}

    /// The validator for these flags.
    /// - Throws: `DefaultValidator.FlagError` for an unknown flag, a missing or bad ε, or a
    ///   tolerance given twice (or `float_tolerance` alongside the others).
    public init(arguments: [String]) throws {
        var index = 0
        var sawTolerance = false
        func value(for flag: String) throws -> Double {
            index += 1
            guard index < arguments.count, let number = Double(arguments[index]), number >= 0 else {
                throw FlagError(description: "\(flag) needs a non-negative number")
            }
            return number
        }
        while index < arguments.count {
            let flag = arguments[index]
            switch flag {
            case "case_sensitive": caseSensitive = true
            case "space_change_sensitive": spaceChangeSensitive = true
            case "float_absolute_tolerance":
                guard absoluteTolerance == nil, !sawTolerance else { throw FlagError(description: "\(flag) given twice") }
                absoluteTolerance = try value(for: flag)
            case "float_relative_tolerance":
                guard relativeTolerance == nil, !sawTolerance else { throw FlagError(description: "\(flag) given twice") }
                relativeTolerance = try value(for: flag)
            case "float_tolerance":
                guard absoluteTolerance == nil, relativeTolerance == nil else {
                    throw FlagError(description: "float_tolerance given with another tolerance")
                }
                let epsilon = try value(for: flag)
                absoluteTolerance = epsilon
                relativeTolerance = epsilon
                sawTolerance = true
            default:
                throw FlagError(description: "unknown default validator flag '\(flag)'")
            }
            index += 1
        }
    }

    /// A bad flag for the default validator: a fault of the package, so a judge error.
    public struct FlagError: Error, Sendable, Hashable, CustomStringConvertible {
        public var description: String
    }

    // MARK: Comparing

    /// The size of the chunks both files are read in.
    static let chunkSize = 1 << 16
    /// How much of each token is kept: enough for messages (60 bytes) and for every float a
    /// person writes, parsed exactly as it stands; longer tokens are compared as they stream by.
    static let tokenHeadLimit = 1024
    /// How much of a whitespace run a message shows (like a token's 60 bytes), then "…".
    static let spaceShownLimit = 60

    /// Compares an output with an answer held in memory.
    public func compare(output: Data, answer: Data) -> ValidationResult {
        compare(output: output, answer: answer, chunkSize: Self.chunkSize, tokenHeadLimit: Self.tokenHeadLimit)
    }

    /// Compares the file at `output` with the file at `answer`, reading both in fixed-size
    /// chunks: memory stays bounded whatever their sizes (and however long a token or a
    /// whitespace run is).
    ///
    /// An output that cannot be opened counts as empty (the program wrote nothing); an answer
    /// that cannot be opened or read, or an output that fails while being read, is a judge error.
    public func compare(outputFile output: URL, answerFile answer: URL) -> ValidationResult {
        compare(outputFile: output, answerFile: answer, chunkSize: Self.chunkSize, tokenHeadLimit: Self.tokenHeadLimit)
    }

    /// `compare(output:answer:)` with the chunk size and the kept token length chosen (tests
    /// choose small ones, to put chunk boundaries everywhere).
    func compare(output: Data, answer: Data, chunkSize: Int, tokenHeadLimit: Int) -> ValidationResult {
        var outputReader = ChunkReader(DataSource(output), chunkSize: chunkSize)
        var answerReader = ChunkReader(DataSource(answer), chunkSize: chunkSize)
        return compare(&outputReader, &answerReader, tokenHeadLimit: tokenHeadLimit)
    }

    /// `compare(outputFile:answerFile:)` with the chunk size and the kept token length chosen.
    func compare(outputFile output: URL, answerFile answer: URL, chunkSize: Int, tokenHeadLimit: Int) -> ValidationResult {
        let answerDescriptor = open(answer.path, O_RDONLY | O_CLOEXEC)
        guard answerDescriptor >= 0 else { return .judgeError("cannot read \(answer.path)") }
        defer { close(answerDescriptor) }
        let outputDescriptor = open(output.path, O_RDONLY | O_CLOEXEC)
        defer { if outputDescriptor >= 0 { close(outputDescriptor) } }
        var answerReader = ChunkReader(FileSource(descriptor: answerDescriptor), chunkSize: chunkSize)
        guard outputDescriptor >= 0 else {
            var emptyReader = ChunkReader(DataSource(Data()), chunkSize: chunkSize)
            let result = compare(&emptyReader, &answerReader, tokenHeadLimit: tokenHeadLimit)
            return answerReader.failed ? .judgeError("cannot read \(answer.path)") : result
        }
        var outputReader = ChunkReader(FileSource(descriptor: outputDescriptor), chunkSize: chunkSize)
        let result = compare(&outputReader, &answerReader, tokenHeadLimit: tokenHeadLimit)
        if answerReader.failed { return .judgeError("cannot read \(answer.path)") }
        if outputReader.failed { return .judgeError("cannot read the output \(output.path)") }
        return result
    }

    /// The comparison, over two streams: whitespace runs and tokens are taken in step from
    /// both, a chunk at a time, and never held whole (see `TokenHead` and `SpaceRuns`).
    func compare<Output: ByteSource, Answer: ByteSource>(
        _ out: inout ChunkReader<Output>, _ ans: inout ChunkReader<Answer>, tokenHeadLimit: Int
    ) -> ValidationResult {
        precondition(tokenHeadLimit > 60, "messages show a token's first 60 bytes and whether there are more")
        var expected = TokenHead(limit: tokenHeadLimit, parsesFloats: comparesFloats)
        var got = TokenHead(limit: tokenHeadLimit, parsesFloats: comparesFloats)
        var spaces = SpaceRuns()
        var tokenNumber = 0
        while true {
            if spaceChangeSensitive {
                if let difference = Self.spaceDifference(&out, &ans, &spaces) {
                    return .wrongAnswer("whitespace differs after token \(tokenNumber) (line \(out.line)):"
                        + " expected \(difference.expected), got \(difference.got)")
                }
            } else {
                out.skipSpace()
                ans.skipSpace()
            }
            expected.reset()
            got.reset()
            switch (ans.atToken(), out.atToken()) {
            case (false, false):
                return .accepted
            case (true, false):
                ans.readToken(into: &expected)
                return .wrongAnswer("output ended early: expected '\(expected.text)' as token \(tokenNumber + 1)")
            case (false, true):
                out.readToken(into: &got)
                return .wrongAnswer("extra output after the last expected token: '\(got.text)' on line \(out.line)")
            case (true, true):
                tokenNumber += 1
                let sameBytes = readTokens(&out, &ans, expected: &expected, got: &got)
                if let problem = mismatch(expected: expected, got: got, sameBytes: sameBytes) {
                    return .wrongAnswer("line \(out.line), token \(tokenNumber): \(problem)")
                }
            }
        }
    }

    /// Reads the two tokens that start here in step, comparing their bytes as they go.
    /// - Returns: whether they are the same bytes (ignoring ASCII case unless `caseSensitive`).
    private func readTokens<Output: ByteSource, Answer: ByteSource>(
        _ out: inout ChunkReader<Output>, _ ans: inout ChunkReader<Answer>,
        expected: inout TokenHead, got: inout TokenHead
    ) -> Bool {
        var same = true
        while true {
            let count = min(ans.available(), out.available())
            guard count > 0 else { break }
            let answerBytes = ans.pointer
            let outputBytes = out.pointer
            var index = 0
            while index < count {
                let a = answerBytes[index]
                let o = outputBytes[index]
                if isTokenSpace(a) || isTokenSpace(o) { break }
                if a != o && (caseSensitive || lower(a) != lower(o)) { same = false }
                index += 1
            }
            expected.append(answerBytes, count: index)
            got.append(outputBytes, count: index)
            ans.consume(index)
            out.consume(index)
            if index < count { break }
        }
        // One token (or both) ended here; the other may go on alone.
        if ans.atToken() || out.atToken() { same = false }
        ans.readToken(into: &expected)
        out.readToken(into: &got)
        return same
    }

    /// Takes the whitespace runs that start here in step.
    /// - Returns: nil when they are the same bytes; else both runs, described for a message
    ///   (each read to its end, so that `out.line` is the line after it).
    private static func spaceDifference<Output: ByteSource, Answer: ByteSource>(
        _ out: inout ChunkReader<Output>, _ ans: inout ChunkReader<Answer>, _ runs: inout SpaceRuns
    ) -> (expected: String, got: String)? {
        runs.common.reset()
        while true {
            let count = min(ans.available(), out.available())
            guard count > 0 else { break }
            let answerBytes = ans.pointer
            let outputBytes = out.pointer
            var index = 0
            while index < count && answerBytes[index] == outputBytes[index] && isTokenSpace(answerBytes[index]) {
                if answerBytes[index] == 10 { out.line += 1 }
                index += 1
            }
            runs.common.append(answerBytes, count: index)
            ans.consume(index)
            out.consume(index)
            if index < count { break }
        }
        guard ans.atSpace() || out.atSpace() else { return nil }
        runs.expected.copy(runs.common)
        runs.got.copy(runs.common)
        ans.skipSpace(recordingInto: &runs.expected)
        out.skipSpace(recordingInto: &runs.got)
        return (SpaceRuns.describe(runs.expected), SpaceRuns.describe(runs.got))
    }

    private func mismatch(expected: borrowing TokenHead, got: borrowing TokenHead, sameBytes: Bool) -> String? {
        // The same bytes are the same string, or the same number: within any tolerance unless
        // it is ±infinity (∞ − ∞ is nan), so equal finite floats need not be parsed.
        if sameBytes && (!comparesFloats || !expected.mayBeInfinite) { return nil }
        if comparesFloats, let answerValue = expected.floatValue {
            guard let outputValue = got.floatValue else {
                return "expected the number \(expected.text), got '\(got.text)'"
            }
            let difference = abs(outputValue - answerValue)
            if let absolute = absoluteTolerance, difference <= absolute { return nil }
            if let relative = relativeTolerance, difference <= relative * abs(answerValue) { return nil }
            return "expected \(expected.text), got \(got.text) (difference \(difference))"
        }
        if sameBytes { return nil }
        return "expected '\(expected.text)', got '\(got.text)'"
    }

    @inline(__always)
    private func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
}

// MARK: - OutputChecker

extension DefaultValidator: OutputChecker {
    /// Token comparison writes no feedback files. Both files are streamed, never read whole.
    public func check(input: URL, answer: URL, output: URL, arguments: [String], feedbackDirectory: URL) -> ValidationResult {
        let validator: DefaultValidator
        do { validator = try DefaultValidator(arguments: arguments) } catch {
            return .judgeError("default validator: \(error)")
        }
        return validator.compare(outputFile: output, answerFile: answer)
    }
}

// MARK: - TokenHead

/// One token as it streams by: its first `limit` bytes, its length, and, when floats are
/// compared and it outgrows `limit`, its float grammar and value parsed on the way (`LongFloat`).
struct TokenHead: ~Copyable {
    let parsesFloats: Bool
    private var head: ByteHead
    private var longFloat: LongFloat?

    init(limit: Int, parsesFloats: Bool) {
        self.parsesFloats = parsesFloats
        head = ByteHead(capacity: limit)
    }

    /// The token's length.
    var count: Int { head.count }

    /// Empties it for the next token, keeping its storage.
    mutating func reset() {
        head.reset()
        longFloat = nil
    }

    /// Adds the token's next `count` bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafePointer<UInt8>, count added: Int) {
        guard added > 0 else { return }
        let kept = head.append(bytes, count: added)
        if parsesFloats && kept < added { parseOn(bytes + kept, count: added - kept) }
    }

    /// Feeds `LongFloat` the bytes past the kept head (and, the first time, the head).
    private mutating func parseOn(_ bytes: UnsafePointer<UInt8>, count: Int) {
        if longFloat == nil {
            var parser = LongFloat()
            parser.feed(head.kept)
            longFloat = parser
        }
        longFloat!.feed(UnsafeBufferPointer(start: bytes, count: count))
    }

    /// The token's value when it is a float in the package format's grammar.
    var floatValue: Double? {
        head.count <= head.capacity ? FloatToken.parse(head.kept) : longFloat?.value
    }

    /// Whether the token, read as a float, could be ±infinity: only one with an exponent or
    /// longer than 300 bytes (the largest double is below 10^309), or not kept whole.
    var mayBeInfinite: Bool {
        head.count > min(300, head.capacity) || head.kept.contains { $0 | 0x20 == 101 }   // e or E
    }

    /// The token for a message: its first 60 bytes, then "…" when it is longer.
    var text: String {
        let shown = String(decoding: head.kept.prefix(60), as: UTF8.self)
        return head.count > 60 ? shown + "…" : shown
    }
}

// MARK: - SpaceRuns

/// The whitespace runs of a space-sensitive comparison: their common start, then each one in
/// full when they differ (their first `shownLimit` bytes kept, for the message).
struct SpaceRuns: ~Copyable {
    var common = ByteHead(capacity: DefaultValidator.spaceShownLimit)
    var expected = ByteHead(capacity: DefaultValidator.spaceShownLimit)
    var got = ByteHead(capacity: DefaultValidator.spaceShownLimit)

    /// "no space", or the run quoted with \n, \r and \t spelled out (its kept bytes, then
    /// "…" when it is longer).
    static func describe(_ run: borrowing ByteHead) -> String {
        guard run.count > 0 else { return "no space" }
        let shown = run.kept.map { byte -> String in
            switch byte {
            case 10: return "\\n"
            case 13: return "\\r"
            case 9: return "\\t"
            default: return String(UnicodeScalar(byte))
            }
        }.joined()
        return "'" + shown + (run.count > run.keptCount ? "…" : "") + "'"
    }
}

// MARK: - FloatToken

/// The package format's float grammar: `[+-]? (d* . d+ | d+ . | d+) ([eE] [+-]? d+)?`.
enum FloatToken {
    static func parse<Token: RandomAccessCollection<UInt8>>(_ token: Token) -> Double? where Token.Index == Int {
        var index = token.startIndex
        let end = token.endIndex
        func isDigit(_ i: Int) -> Bool { i < end && token[i] >= 48 && token[i] <= 57 }
        if index < end && (token[index] == 43 || token[index] == 45) { index += 1 }
        var digits = 0
        while isDigit(index) { index += 1; digits += 1 }
        if index < end && token[index] == 46 {
            index += 1
            while isDigit(index) { index += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if index < end && (token[index] == 69 || token[index] == 101) {
            index += 1
            if index < end && (token[index] == 43 || token[index] == 45) { index += 1 }
            guard isDigit(index) else { return nil }
            while isDigit(index) { index += 1 }
        }
        guard index == end else { return nil }
        return Double(String(decoding: token, as: UTF8.self))
    }
}

// MARK: - LongFloat

/// `FloatToken.parse` for a token too long to keep whole, fed as it streams by: the grammar's
/// state, and the value reduced to its first `keptDigits` significant digits, a sticky 1 after
/// them when any dropped digit is not 0, and the decimal exponent. Every double and every
/// midpoint between two doubles has at most 767 significant digits, so the reduced number
/// rounds to the same double as the whole token (overflow to ±infinity and underflow to 0
/// included).
struct LongFloat {
    static let keptDigits = 800

    private enum State {
        case start, sign, integer, point, pointAfterDigits, fraction, exponentStart, exponentSign, exponent, invalid
    }

    private var state = State.start
    private var negative = false
    /// Significant digits (ASCII), from the first that is not 0.
    private var digits: [UInt8] = []
    private var sticky = false
    /// The value is 0.`digits` × 10^(`pointShift` ± `exponent`).
    private var pointShift = 0
    private var exponent = 0
    private var exponentNegative = false

    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes {
            guard state != .invalid else { return }
            feed(byte)
        }
    }

    private mutating func feed(_ byte: UInt8) {
        let isDigit = byte >= 48 && byte <= 57
        switch state {
        case .start where byte == 43 || byte == 45:
            negative = byte == 45
            state = .sign
        case .start where isDigit, .sign where isDigit, .integer where isDigit:
            integerDigit(byte)
            state = .integer
        case .start where byte == 46, .sign where byte == 46:
            state = .point
        case .integer where byte == 46:
            state = .pointAfterDigits
        case .point where isDigit, .pointAfterDigits where isDigit, .fraction where isDigit:
            fractionDigit(byte)
            state = .fraction
        case .integer where byte == 69 || byte == 101, .pointAfterDigits where byte == 69 || byte == 101,
             .fraction where byte == 69 || byte == 101:
            state = .exponentStart
        case .exponentStart where byte == 43 || byte == 45:
            exponentNegative = byte == 45
            state = .exponentSign
        case .exponentStart where isDigit, .exponentSign where isDigit, .exponent where isDigit:
            // Stop growing well before Int overflows: an exponent past Int.max / 100 still
            // outweighs any `pointShift` a file can hold, and makes the value ±infinity or 0.
            if exponent < Int.max / 100 { exponent = exponent * 10 + Int(byte - 48) }
            state = .exponent
        default:
            state = .invalid
        }
    }

    private mutating func integerDigit(_ byte: UInt8) {
        guard !digits.isEmpty || byte != 48 else { return }   // a leading 0
        significantDigit(byte)
        pointShift += 1
    }

    private mutating func fractionDigit(_ byte: UInt8) {
        if digits.isEmpty && byte == 48 {
            pointShift -= 1   // a 0 between the point and the first significant digit
        } else {
            significantDigit(byte)
        }
    }

    private mutating func significantDigit(_ byte: UInt8) {
        if digits.count < Self.keptDigits {
            digits.append(byte)
        } else if byte != 48 {
            sticky = true
        }
    }

    /// The token's value, or nil when it is not in the grammar.
    var value: Double? {
        switch state {
        case .integer, .pointAfterDigits, .fraction, .exponent: break
        default: return nil
        }
        let sign = negative ? "-" : ""
        guard !digits.isEmpty else { return Double(sign + "0") }
        // Beyond ±100,000 every 0.d… is ±infinity or 0 as surely as at the real exponent.
        let power = max(-100_000, min(100_000, pointShift + (exponentNegative ? -exponent : exponent)))
        let mantissa = String(decoding: digits, as: UTF8.self) + (sticky ? "1" : "")
        return Double(sign + "0." + mantissa + "e" + String(power))
    }
}
