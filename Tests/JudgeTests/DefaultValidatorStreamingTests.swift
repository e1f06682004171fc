import Foundation
import XCTest
@testable import Judge

/// The default validator reads both files in fixed-size chunks. These tests put chunk
/// boundaries everywhere (chunks down to 1 byte, kept token heads down to 61 bytes) and check
/// that the verdicts and messages are those of the comparison over whole buffers it replaced
/// (`ReferenceValidator`, below), and that memory stays bounded on a huge answer.
final class DefaultValidatorStreamingTests: XCTestCase {
    // MARK: - Helpers

    /// Compares through the stream with every chunk size in `chunkSizes`; fails unless all give
    /// the reference's result, and returns it.
    @discardableResult
    private func assertStreamedMatchesReference(
        _ flags: [String], answer: String, output: String, chunkSizes: ClosedRange<Int> = 1...9,
        tokenHeadLimit: Int = 61, file: StaticString = #filePath, line: UInt = #line
    ) throws -> ValidationResult {
        let validator = try DefaultValidator(arguments: flags)
        let expected = ReferenceValidator(validator).compare(output: Data(output.utf8), answer: Data(answer.utf8))
        for chunkSize in chunkSizes {
            let result = validator.compare(output: Data(output.utf8), answer: Data(answer.utf8),
                                           chunkSize: chunkSize, tokenHeadLimit: tokenHeadLimit)
            XCTAssertEqual(result, expected, "\(flags), chunks of \(chunkSize): answer \(answer.debugDescription.prefix(200)),"
                           + " output \(output.debugDescription.prefix(200))", file: file, line: line)
        }
        return expected
    }

    private func wrongAnswerMessage(_ result: ValidationResult, file: StaticString = #filePath, line: UInt = #line) -> String {
        guard case .wrongAnswer(let message) = result else {
            XCTFail("expected a wrong answer, got \(result)", file: file, line: line)
            return ""
        }
        return message
    }

    // MARK: - Chunk boundaries

    func testTokensSplitAcrossChunkBoundaries() throws {
        let cases: [([String], String, String)] = [
            ([], "123 456\n789\n", "123 456\n789\n"),
            ([], "123 456\n789\n", "123 457\n789\n"),
            ([], "Yes no maybe\n", "YES NO MAYBE"),
            (["case_sensitive"], "Yes no maybe\n", "Yes no Maybe\n"),
            ([], "abc\n", "abcd\n"),                     // the output's token goes on
            ([], "abcd\n", "abc\n"),                     // the answer's token goes on
            ([], "abc\n", "abc"),
            ([], "a b c d e f g\n", "a\nb\nc\nd\ne\nf\ng\n"),
            ([], "héllo wörld\n", "HÉllo wörld\n"),     // only ASCII folds
        ]
        for (flags, answer, output) in cases {
            try assertStreamedMatchesReference(flags, answer: answer, output: output)
        }
        let message = wrongAnswerMessage(try assertStreamedMatchesReference([], answer: "1 2\n3 4\n", output: "1 2\n3 5\n"))
        XCTAssertEqual(message, "line 2, token 4: expected '4', got '5'")
    }

    func testTokensLongerThanTheChunkAndTheKeptHead() throws {
        let long = String(repeating: "abcdefghij", count: 1_000)
        for chunkSize in [1, 7, 64, 4096] {
            let validator = DefaultValidator()
            func compare(_ output: String, _ answer: String) -> ValidationResult {
                validator.compare(output: Data(output.utf8), answer: Data(answer.utf8), chunkSize: chunkSize, tokenHeadLimit: 61)
            }
            XCTAssertEqual(compare("x " + long + " y\n", "x " + long + " y\n"), .accepted, "chunks of \(chunkSize)")
            XCTAssertEqual(compare(long.uppercased() + "\n", long + "\n"), .accepted, "case folds all along, chunks of \(chunkSize)")
            let shown = String(long.prefix(60)) + "…"
            // A difference in the very last byte, past every kept byte, is still found.
            XCTAssertEqual(compare(long.dropLast() + "z\n", long + "\n"),
                           .wrongAnswer("line 1, token 1: expected '\(shown)', got '\(shown)'"), "chunks of \(chunkSize)")
            XCTAssertEqual(compare(long + "k\n", long + "\n"),
                           .wrongAnswer("line 1, token 1: expected '\(shown)', got '\(shown)'"), "chunks of \(chunkSize)")
            XCTAssertEqual(compare(String(long.dropLast()), long),
                           .wrongAnswer("line 1, token 1: expected '\(shown)', got '\(shown)'"), "chunks of \(chunkSize)")
        }
        try assertStreamedMatchesReference([], answer: long + "\n", output: long + "\n", chunkSizes: 1...3)
        try assertStreamedMatchesReference([], answer: "1\n", output: "1 " + long + "\n", chunkSizes: 1...3)
        try assertStreamedMatchesReference([], answer: "1 " + long + "\n", output: "1\n", chunkSizes: 1...3)
        try assertStreamedMatchesReference(["case_sensitive"], answer: long, output: long.uppercased(), chunkSizes: 1...3)
    }

    // MARK: - Floats

    func testFloatToleranceAcrossBoundaries() throws {
        let cases: [([String], String, String)] = [
            (["float_tolerance", "1e-6"], "0.333333\n", "0.3333334\n"),
            (["float_tolerance", "1e-6"], "0.333333\n", "0.3334\n"),
            (["float_tolerance", "1e-6"], "1e3 2.5E-3 -7\n", "1000.0000001 0.0025 -7.0000000001\n"),
            (["float_absolute_tolerance", "0.1"], "100 200\n", "100.09 200.2\n"),
            (["float_relative_tolerance", "0.01"], "100\n", "100.9\n"),
            (["float_tolerance", "1e-6"], "2.5\n", "2.5x\n"),
            (["float_tolerance", "1e-6"], "abc 1\n", "ABC 1.0\n"),
            (["float_tolerance", "1e-6"], "1e400\n", "1e400\n"),   // ∞ − ∞: not within any tolerance, as before
        ]
        for (flags, answer, output) in cases {
            try assertStreamedMatchesReference(flags, answer: answer, output: output)
        }
    }

    func testLongFloatTokensAreParsedAsTheyStream() throws {
        let zeros = String(repeating: "0", count: 3_000)
        let flags = ["float_tolerance", "1e-9"]
        // Longer than the kept head (61 bytes), so parsed on the way; the reference parses them whole.
        let cases: [(String, String)] = [
            ("1." + zeros, "1"),
            ("1", "1." + zeros + "1"),
            ("0." + zeros + "1e3001", "1.0000000001"),
            ("1" + zeros + "e-3000", "1"),
            ("1" + zeros, "1e3000"),                             // both ∞
            ("1." + zeros + "e400", "1." + zeros + "e400"),      // the same bytes, but ∞ − ∞ is nan
            ("1." + String(zeros.prefix(100)) + "e400", "1." + String(zeros.prefix(100)) + "e400"),
            (String(zeros.prefix(400)) + "1" + String(zeros.prefix(400)), "1e400"),
            ("1" + String(zeros.prefix(400)), "1" + String(zeros.prefix(400))),
            ("1" + String(zeros.prefix(250)), "1" + String(zeros.prefix(250))),
            ("-" + zeros + "42.5", "-42.5"),
            ("1." + zeros, "2"),
            ("1." + zeros + "x", "1"),                            // not in the grammar: a string
            ("1." + zeros + "e", "1"),
            ("1", "1." + zeros + "e+"),
        ]
        for (answer, output) in cases {
            try assertStreamedMatchesReference(flags, answer: answer + "\n", output: output + "\n", chunkSizes: 1...4)
            try assertStreamedMatchesReference(flags, answer: answer + "\n", output: output + "\n", chunkSizes: 64...64,
                                               tokenHeadLimit: 1024)
        }
    }

    /// The reduced form of a long float rounds to the same double as the whole token, also in
    /// the cases where the digits past the 800th decide the rounding.
    func testLongFloatValuesAreTheWholeTokensValues() {
        func streamedValue(_ token: String) -> Double? {
            var head = TokenHead(limit: 61, parsesFloats: true)
            let bytes = Array(token.utf8)
            var start = 0
            while start < bytes.count {   // in uneven pieces
                let count = min(bytes.count - start, 1 + start % 13)
                bytes.withUnsafeBufferPointer { head.append($0.baseAddress! + start, count: count) }
                start += count
            }
            return head.floatValue
        }
        func assertSameValue(_ token: String, _ expected: Double? = nil, line: UInt = #line) {
            let whole = ReferenceValidator.parseFloat(Array(token.utf8)[...])
            let streamed = streamedValue(token)
            XCTAssertEqual(streamed?.bitPattern, whole?.bitPattern, "\(token.prefix(80))… (\(token.utf8.count) bytes)", line: line)
            if let expected { XCTAssertEqual(streamed, expected, "\(token.prefix(80))…", line: line) }
        }
        // 2^53 + 1 is halfway between two doubles: the tie goes to the even one, anything past it up.
        let halfway = "9007199254740993"
        assertSameValue(halfway + "." + String(repeating: "0", count: 1_000), 9007199254740992)
        assertSameValue(halfway + "." + String(repeating: "0", count: 1_000) + "1", 9007199254740994)
        assertSameValue(halfway + String(repeating: "0", count: 1_000) + "1e-1001", 9007199254740994)
        assertSameValue("-" + halfway + "." + String(repeating: "0", count: 1_000) + "1", -9007199254740994)
        // 2^-1075 (exactly 5^1075 × 10^-1075) is halfway between 0 and the least subnormal.
        let fifths = Self.power(5, 1_075)
        let leastHalf = "0." + String(repeating: "0", count: 1_075 - fifths.count) + fifths
        assertSameValue(leastHalf, 0)
        assertSameValue(leastHalf + "1", Double.leastNonzeroMagnitude)
        assertSameValue(leastHalf + String(repeating: "0", count: 500) + "1", Double.leastNonzeroMagnitude)
        assertSameValue("1" + String(repeating: "0", count: 400), .infinity)
        assertSameValue("0." + String(repeating: "0", count: 400) + "1", 0)
        assertSameValue("0." + String(repeating: "0", count: 2_000) + "1e2001", 1)
        assertSameValue("1e" + String(repeating: "0", count: 100) + "5", 1e5)
        assertSameValue("1e-" + String(repeating: "9", count: 100), 0)
        assertSameValue("1e" + String(repeating: "9", count: 100), .infinity)
        assertSameValue("0." + String(repeating: "0", count: 100) + "e" + String(repeating: "9", count: 100), 0)
        assertSameValue("+." + String(repeating: "3", count: 100), 1.0 / 3)
        assertSameValue(String(repeating: "7", count: 100) + ".", 7.777777777777778e99)
        for bad in ["." + String(repeating: "1", count: 80) + "e", String(repeating: "1", count: 80) + "..",
                    "--" + String(repeating: "1", count: 80), String(repeating: "1", count: 80) + "e+-1",
                    String(repeating: "1", count: 80) + "f", "." + "e" + String(repeating: "1", count: 80)] {
            XCTAssertNil(streamedValue(bad), bad)
            assertSameValue(bad)
        }
        var random = SplitMix64(seed: 0x5eed_f10a7)
        for _ in 0..<2_000 {
            let token = Self.randomLongFloat(&random)
            assertSameValue(token)
        }
    }

    // MARK: - Whitespace

    func testSpaceChangeSensitiveAcrossBoundaries() throws {
        let flags = ["space_change_sensitive"]
        let cases: [(String, String)] = [
            ("1 2\n", "1 2\n"),
            ("1 2\n", "1  2\n"),
            ("1 2\n", "1\t2\n"),
            ("1\n2\n", "1\r\n2\n"),
            ("1 2\n", "1 2"),                 // missing final newline
            ("1 2", "1 2\n"),                 // trailing newline the answer lacks
            ("1 2\n", "1 2\n\n"),
            ("1 2\n", " 1 2\n"),              // leading space
            ("\n1\n", "1\n"),
            ("1   2\n", "1  2\n"),            // the runs share a prefix
            ("1  2\n", "1   2\n"),
            ("a\u{0B}b\u{0C}c\n", "a\u{0B}b\u{0C}c\n"),
            ("a\u{0B}b\n", "a\u{0C}b\n"),
            ("1 2\n", "1 2 3\n"),
            ("1 2 3\n", "1 2\n"),
        ]
        for (answer, output) in cases {
            try assertStreamedMatchesReference(flags, answer: answer, output: output)
            try assertStreamedMatchesReference(flags + ["case_sensitive"], answer: answer, output: output, chunkSizes: 1...3)
        }
        let message = wrongAnswerMessage(try assertStreamedMatchesReference(flags, answer: "1\n2\n3\n", output: "1\n2\n3\n\n"))
        XCTAssertEqual(message, "whitespace differs after token 3 (line 5): expected '\\n', got '\\n\\n'")
    }

    /// The one message that changed: a whitespace run is shown up to 60 bytes, like a token,
    /// since keeping it whole would take memory without bound.
    func testLongWhitespaceRunsAreShownShortened() throws {
        let validator = try DefaultValidator(arguments: ["space_change_sensitive"])
        for chunkSize in [1, 5, 4096] {
            let result = validator.compare(output: Data(("1" + String(repeating: "\n", count: 100) + "2\n").utf8),
                                           answer: Data("1\n2\n".utf8), chunkSize: chunkSize, tokenHeadLimit: 61)
            let shown = String(repeating: "\\n", count: 60) + "…"
            XCTAssertEqual(result, .wrongAnswer("whitespace differs after token 1 (line 101): expected '\\n', got '\(shown)'"))
        }
        // Equal long runs are equal however they fall across chunks.
        let spaced = "1" + String(repeating: " \t\n", count: 1_000) + "2\n"
        XCTAssertEqual(validator.compare(output: Data(spaced.utf8), answer: Data(spaced.utf8), chunkSize: 7, tokenHeadLimit: 61),
                       .accepted)
    }

    func testTrailingWhitespaceAndMissingFinalNewline() throws {
        for flags in [[], ["case_sensitive"], ["float_tolerance", "1e-6"]] {
            for (answer, output) in [("3\n", "3"), ("3", "3\n"), ("3\n", "3 \t \n\n\n"), ("\n", ""), ("", "\n  \n"),
                                     ("", ""), ("1 2\n", "1 2")] {
                XCTAssertEqual(try assertStreamedMatchesReference(flags, answer: answer, output: output), .accepted,
                               "\(flags) \(answer.debugDescription) \(output.debugDescription)")
            }
        }
    }

    func testOutputLongerOrShorterThanTheAnswer() throws {
        let shorter = try assertStreamedMatchesReference([], answer: "1 2 3\n", output: "1 2\n")
        XCTAssertEqual(shorter, .wrongAnswer("output ended early: expected '3' as token 3"))
        let longer = try assertStreamedMatchesReference([], answer: "1 2\n", output: "1 2\n\n3\n")
        XCTAssertEqual(longer, .wrongAnswer("extra output after the last expected token: '3' on line 3"))
        let empty = try assertStreamedMatchesReference([], answer: "42\n", output: "")
        XCTAssertEqual(empty, .wrongAnswer("output ended early: expected '42' as token 1"))
        try assertStreamedMatchesReference([], answer: "", output: "x")
        try assertStreamedMatchesReference(["space_change_sensitive"], answer: "1 2\n", output: "1 2\n3\n")
        try assertStreamedMatchesReference(["space_change_sensitive"], answer: "1 2\n3\n", output: "1 2\n")
    }

    // MARK: - Property: streamed equals whole

    /// Random token streams, random flags, random changes to make the output, random chunk
    /// sizes: the streamed result (verdict and message) is the whole-buffer reference's.
    func testRandomStreamsMatchTheWholeBufferReference() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["PREP_VALIDATOR_SEED"] ?? "") ?? 20_261_122
        var random = SplitMix64(seed: seed)
        let flagChoices: [[String]] = [
            [], ["case_sensitive"], ["space_change_sensitive"], ["case_sensitive", "space_change_sensitive"],
            ["float_tolerance", "1e-6"], ["float_absolute_tolerance", "0.01"], ["float_relative_tolerance", "1e-3"],
            ["float_absolute_tolerance", "0.5", "float_relative_tolerance", "0.001", "space_change_sensitive"],
        ]
        var failures = 0
        var rejected = 0
        for iteration in 0..<3_000 where failures < 3 {
            let flags = flagChoices[random.below(flagChoices.count)]
            let validator = try DefaultValidator(arguments: flags)
            let (answer, output) = Self.randomCase(&random)
            let chunkSize = 1 + random.below(random.below(4) == 0 ? 200 : 12)
            let headLimit = 61 + random.below(40)
            let expected = ReferenceValidator(validator).compare(output: output, answer: answer)
            let result = validator.compare(output: output, answer: answer, chunkSize: chunkSize, tokenHeadLimit: headLimit)
            if !expected.isAccepted { rejected += 1 }
            if result != expected {
                failures += 1
                XCTFail("""
                    seed \(seed) iteration \(iteration), flags \(flags), chunks of \(chunkSize), head \(headLimit):
                    answer \(String(decoding: answer, as: UTF8.self).debugDescription)
                    output \(String(decoding: output, as: UTF8.self).debugDescription)
                    reference \(expected)
                    streamed  \(result)
                    """)
            }
        }
        // The generator makes both outcomes often, so that both are compared.
        XCTAssertGreaterThan(rejected, 600)
        XCTAssertLessThan(rejected, 2_400)
    }

    // MARK: - Files

    func testFilesCompareLikeBuffers() throws {
        let folder = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-validator-")
        defer { try? FileManager.default.removeItem(at: folder) }
        let answer = folder.appendingPathComponent("1.ans")
        let output = folder.appendingPathComponent("out")
        let validator = try DefaultValidator(arguments: ["float_tolerance", "1e-6"])
        for (answerText, outputText) in [("1 2.5\nabc\n", "1 2.5000001\nABC"), ("1 2\n", "1 3\n"), ("1\n", "1 2\n")] {
            try Data(answerText.utf8).write(to: answer)
            try Data(outputText.utf8).write(to: output)
            let whole = validator.compare(output: Data(outputText.utf8), answer: Data(answerText.utf8))
            for chunkSize in [1, 2, 3, 65_536] {
                XCTAssertEqual(validator.compare(outputFile: output, answerFile: answer, chunkSize: chunkSize, tokenHeadLimit: 61), whole)
            }
            XCTAssertEqual(validator.check(input: answer, answer: answer, output: output,
                                           arguments: ["float_tolerance", "1e-6"], feedbackDirectory: folder), whole)
        }
        // A missing output is an empty one; an answer that cannot be read is the judge's fault.
        let missing = folder.appendingPathComponent("missing")
        try Data("\n".utf8).write(to: answer)
        XCTAssertEqual(validator.compare(outputFile: missing, answerFile: answer), .accepted)
        try Data("7\n".utf8).write(to: answer)
        XCTAssertEqual(validator.compare(outputFile: missing, answerFile: answer),
                       .wrongAnswer("output ended early: expected '7' as token 1"))
        XCTAssertEqual(validator.compare(outputFile: output, answerFile: missing), .judgeError("cannot read \(missing.path)"))
        XCTAssertEqual(validator.compare(outputFile: output, answerFile: folder), .judgeError("cannot read \(folder.path)"))
        XCTAssertEqual(validator.compare(outputFile: folder, answerFile: answer), .judgeError("cannot read the output \(folder.path)"))
    }

    // MARK: - Memory

    /// A huge answer and an identical output: the process's peak resident size grows by a few
    /// chunks, not by the files' size (the comparison over whole buffers held both, twice).
    /// 64 MiB keeps a debug build's run near 10 s; the release benchmark (P6) uses 200 MB.
    func testPeakMemoryStaysBoundedOnAHugeAnswer() throws {
        let size = 64 << 20
        let folder = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-validator-memory-")
        defer { try? FileManager.default.removeItem(at: folder) }
        let answer = folder.appendingPathComponent("huge.ans")
        let output = folder.appendingPathComponent("huge.out")
        try PeakMemory.writeNumbers(to: answer, bytes: size)
        try FileManager.default.copyItem(at: answer, to: output)

        // The probe sees growth: holding a quarter of the file's size shows up.
        let control = try XCTUnwrap(PeakMemory.growth {
            let block = UnsafeMutableRawBufferPointer.allocate(byteCount: size / 4, alignment: 16)
            defer { block.deallocate() }
            for offset in stride(from: 0, to: block.count, by: 4096) { block[offset] = 1 }
        }, "cannot reset the peak resident size (/proc/self/clear_refs)")
        XCTAssertGreaterThanOrEqual(control, size / 4 - (1 << 20))

        var result: ValidationResult?
        let start = Date()
        let growth = try XCTUnwrap(PeakMemory.growth {
            result = DefaultValidator().check(input: answer, answer: answer, output: output, arguments: [], feedbackDirectory: folder)
        })
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(result, .accepted)
        XCTAssertLessThan(growth, min(64 << 20, size / 4),
                          "peak resident size grew by \(growth >> 20) MiB comparing two \(size >> 20) MiB files (\(seconds) s)")
    }

    // MARK: - Random cases

    /// An answer of random tokens and whitespace, and an output made from it with a few changes.
    private static func randomCase(_ random: inout SplitMix64) -> (answer: Data, output: Data) {
        let count = random.below(8)
        var tokens = (0..<count).map { _ in randomToken(&random) }
        var spaces = (0...count).map { index -> String in
            index == 0 || index == count ? (random.below(3) == 0 ? randomSpace(&random) : "") : randomSpace(&random)
        }
        if count > 0, random.below(2) == 0 { spaces[count] = "\n" }
        let answer = zip(spaces, tokens + [""]).map { $0 + $1 }.joined()
        for _ in 0..<random.below(3) {
            let index = random.below(max(1, tokens.count))
            switch random.below(9) {
            case 0 where !tokens.isEmpty: tokens[index] = tokens[index].uppercased()
            case 1 where !tokens.isEmpty: tokens[index] = randomToken(&random)
            case 2 where !tokens.isEmpty:
                if let value = Double(tokens[index]) {
                    let nudge = [1e-9, 1e-7, 1e-5, 1e-3, 0.3][random.below(5)] * (random.below(2) == 0 ? 1 : -1)
                    tokens[index] = String(value + nudge)
                }
            case 3 where !tokens.isEmpty:
                tokens.remove(at: index)
                spaces.remove(at: index + 1)
            case 4:
                tokens.insert(randomToken(&random), at: min(index, tokens.count))
                spaces.insert(randomSpace(&random), at: min(index, tokens.count) + 1)
            case 5: spaces[random.below(spaces.count)] = randomSpace(&random)
            case 6: spaces[spaces.count - 1] = random.below(2) == 0 ? "" : "\n\n"
            default: break
            }
        }
        var output = Data(zip(spaces, tokens + [""]).map { $0 + $1 }.joined().utf8)
        if random.below(12) == 0 && !output.isEmpty { output = output.prefix(random.below(output.count)) }
        return (Data(answer.utf8), output)
    }

    private static func randomToken(_ random: inout SplitMix64) -> String {
        switch random.below(12) {
        case 0: return String(Int(random.below(2_000_001)) - 1_000_000)
        case 1: return ["0", "-0", "+0.0", "007", "1e3", ".5", "5.", "1E-2", "-2.5e+1", "1e400", "0x1", "inf", "nan"][random.below(13)]
        case 2, 3:
            let value = Double(Int(random.below(2_000_001)) - 1_000_000) / Double([1, 10, 1000, 1_000_000][random.below(4)])
            return String(value)
        case 4: return ["Yes", "yes", "YES", "No", "nO", "héllo", "HÉLLO", "a\u{0}b", "Impossible"][random.below(9)]
        case 5: return randomLongFloat(&random)
        case 6:
            let letters = Array("abcXYZ019.-+eE")
            return String((0..<(55 + random.below(40))).map { _ in letters[random.below(letters.count)] })
        default:
            let letters = Array("abcdefgABC0123456789")
            return String((0..<(1 + random.below(6))).map { _ in letters[random.below(letters.count)] })
        }
    }

    private static func randomSpace(_ random: inout SplitMix64) -> String {
        let pieces = [" ", " ", "\n", "\t", "\r\n", "  ", "\u{0B}", "\u{0C}"]
        return (0..<(1 + random.below(2))).map { _ in pieces[random.below(pieces.count)] }.joined()
    }

    /// A float token of 60 to 1,500 bytes: long digit strings, runs of zeros, exponents.
    static func randomLongFloat(_ random: inout SplitMix64) -> String {
        func digits(_ count: Int) -> String {
            let zeroHeavy = random.below(3) == 0
            return String((0..<count).map { _ in
                Character(String(zeroHeavy && random.below(8) != 0 ? 0 : random.below(10)))
            })
        }
        var token = ["", "-", "+"][random.below(3)]
        let length = 60 + random.below(random.below(4) == 0 ? 1_440 : 200)
        let integer = random.below(length)
        token += digits(integer)
        if integer == 0 || random.below(2) == 0 { token += "." + digits(max(integer == 0 ? 1 : 0, length - integer)) }
        if random.below(2) == 0 {
            token += ["e", "E"][random.below(2)] + ["", "+", "-"][random.below(3)]
            token += random.below(8) == 0 ? String(repeating: "0", count: random.below(80)) + "1" : String(random.below(2_000))
        }
        return token
    }

    /// `base`^`exponent` in decimal digits.
    private static func power(_ base: Int, _ exponent: Int) -> String {
        var digits = [1]   // least significant first
        for _ in 0..<exponent {
            var carry = 0
            for index in digits.indices {
                let value = digits[index] * base + carry
                digits[index] = value % 10
                carry = value / 10
            }
            while carry > 0 { digits.append(carry % 10); carry /= 10 }
        }
        return digits.reversed().map(String.init).joined()
    }
}

// MARK: - PeakMemory

/// This process's peak resident size (VmHWM), reset through /proc/self/clear_refs.
enum PeakMemory {
    /// How much the peak resident size grew over what was resident before `body`; nil when the
    /// peak cannot be reset.
    static func growth(_ body: () throws -> Void) rethrows -> Int? {
        guard reset(), let before = status("VmRSS") else { return nil }
        try body()
        guard let peak = status("VmHWM") else { return nil }
        return peak - before
    }

    private static func reset() -> Bool {
        let fd = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return write(fd, "5", 1) == 1
    }

    /// A /proc/self/status size, in bytes.
    private static func status(_ key: String) -> Int? {
        let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }) else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    }

    /// Writes `bytes` bytes of lines of numbers and words, a MiB at a time.
    static func writeNumbers(to url: URL, bytes: Int) throws {
        var block = ""
        var index = 0
        while block.utf8.count < 1 << 20 {
            block += "\(index) \(index * 7919 % 1_000_003) -0.\(index % 1000)25 word\(index % 97)\n"
            index += 1
        }
        let data = Data(block.utf8.prefix(1 << 20))
        try Data().write(to: url)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var written = 0
        while written < bytes {
            let chunk = data.prefix(bytes - written)
            try handle.write(contentsOf: chunk)
            written += chunk.count
        }
    }
}

// MARK: - SplitMix64

/// A small seeded generator, so that a failing random case can be run again.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound (0 when the bound is not positive).
    mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
}

// MARK: - ReferenceValidator

/// The default validator's comparison as it was before it streamed, over whole buffers, with
/// its float parser: the reference the streamed comparison must agree with (verdicts and messages).
struct ReferenceValidator {
    var validator: DefaultValidator

    init(_ validator: DefaultValidator) { self.validator = validator }

    func compare(output: Data, answer: Data) -> ValidationResult {
        let out = [UInt8](output)
        let ans = [UInt8](answer)
        var outScanner = Scanner(bytes: out)
        var ansScanner = Scanner(bytes: ans)
        var tokenNumber = 0
        while true {
            let outSpace = outScanner.skipSpace()
            let ansSpace = ansScanner.skipSpace()
            if validator.spaceChangeSensitive && !out[outSpace].elementsEqual(ans[ansSpace]) {
                return .wrongAnswer("whitespace differs after token \(tokenNumber) (line \(outScanner.line)):"
                    + " expected \(describe(ans[ansSpace])), got \(describe(out[outSpace]))")
            }
            let ansToken = ansScanner.nextToken()
            let outToken = outScanner.nextToken()
            switch (ansToken, outToken) {
            case (nil, nil):
                return .accepted
            case (let expected?, nil):
                return .wrongAnswer("output ended early: expected '\(text(ans[expected]))' as token \(tokenNumber + 1)")
            case (nil, let got?):
                return .wrongAnswer("extra output after the last expected token: '\(text(out[got]))' on line \(outScanner.line)")
            case (let expected?, let got?):
                tokenNumber += 1
                if let problem = mismatch(expected: ans[expected], got: out[got]) {
                    return .wrongAnswer("line \(outScanner.line), token \(tokenNumber): \(problem)")
                }
            }
        }
    }

    private func mismatch(expected: ArraySlice<UInt8>, got: ArraySlice<UInt8>) -> String? {
        if validator.comparesFloats, let answerValue = parseFloat(expected) {
            guard let outputValue = parseFloat(got) else {
                return "expected the number \(text(expected)), got '\(text(got))'"
            }
            let difference = abs(outputValue - answerValue)
            if let absolute = validator.absoluteTolerance, difference <= absolute { return nil }
            if let relative = validator.relativeTolerance, difference <= relative * abs(answerValue) { return nil }
            return "expected \(text(expected)), got \(text(got)) (difference \(difference))"
        }
        if validator.caseSensitive ? expected.elementsEqual(got) : expected.elementsEqual(got, by: { lower($0) == lower($1) }) {
            return nil
        }
        return "expected '\(text(expected))', got '\(text(got))'"
    }

    private func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }

    /// The package format's float grammar: `[+-]? (d* . d+ | d+ . | d+) ([eE] [+-]? d+)?`.
    static func parseFloat(_ token: ArraySlice<UInt8>) -> Double? {
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

    private func parseFloat(_ token: ArraySlice<UInt8>) -> Double? { Self.parseFloat(token) }

    private func text(_ bytes: ArraySlice<UInt8>) -> String {
        let shown = String(decoding: bytes.prefix(60), as: UTF8.self)
        return bytes.count > 60 ? shown + "…" : shown
    }

    private func describe(_ space: ArraySlice<UInt8>) -> String {
        space.isEmpty ? "no space" : "'" + space.map { byte -> String in
            switch byte {
            case 10: return "\\n"
            case 13: return "\\r"
            case 9: return "\\t"
            default: return String(UnicodeScalar(byte))
            }
        }.joined() + "'"
    }

    /// Walks whitespace-separated tokens of a byte buffer.
    private struct Scanner {
        let bytes: [UInt8]
        var position = 0
        var line = 1

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 32 || byte == 10 || byte == 13 || byte == 9 || byte == 11 || byte == 12
        }

        mutating func skipSpace() -> Range<Int> {
            let start = position
            while position < bytes.count && Self.isSpace(bytes[position]) {
                if bytes[position] == 10 { line += 1 }
                position += 1
            }
            return start..<position
        }

        mutating func nextToken() -> Range<Int>? {
            _ = skipSpace()
            guard position < bytes.count else { return nil }
            let start = position
            while position < bytes.count && !Self.isSpace(bytes[position]) { position += 1 }
            return start..<position
        }
    }
}
