public import Foundation

// MARK: - DefaultValidator

/// The Kattis default output validator: token comparison with the flags `case_sensitive`,
/// `space_change_sensitive`, `float_absolute_tolerance ε`, `float_relative_tolerance ε` and
/// `float_tolerance ε` (a float token passes within either tolerance).
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

    /// Compares an output with an answer.
    public func compare(output: Data, answer: Data) -> ValidationResult {
        let out = [UInt8](output)
        let ans = [UInt8](answer)
        var outScanner = TokenScanner(bytes: out)
        var ansScanner = TokenScanner(bytes: ans)
        var tokenNumber = 0
        while true {
            let outSpace = outScanner.skipSpace()
            let ansSpace = ansScanner.skipSpace()
            if spaceChangeSensitive && !out[outSpace].elementsEqual(ans[ansSpace]) {
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
        if comparesFloats, let answerValue = FloatToken.parse(expected) {
            guard let outputValue = FloatToken.parse(got) else {
                return "expected the number \(text(expected)), got '\(text(got))'"
            }
            let difference = abs(outputValue - answerValue)
            if let absolute = absoluteTolerance, difference <= absolute { return nil }
            if let relative = relativeTolerance, difference <= relative * abs(answerValue) { return nil }
            return "expected \(text(expected)), got \(text(got)) (difference \(difference))"
        }
        if caseSensitive ? expected.elementsEqual(got) : expected.elementsEqual(got, by: { lower($0) == lower($1) }) {
            return nil
        }
        return "expected '\(text(expected))', got '\(text(got))'"
    }

    private func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }

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
}

// MARK: - OutputChecker

extension DefaultValidator: OutputChecker {
    /// Token comparison writes no feedback files.
    public func check(input: URL, answer: URL, output: URL, arguments: [String], feedbackDirectory: URL) -> ValidationResult {
        let validator: DefaultValidator
        do { validator = try DefaultValidator(arguments: arguments) } catch {
            return .judgeError("default validator: \(error)")
        }
        guard let answerData = try? Data(contentsOf: answer) else { return .judgeError("cannot read \(answer.path)") }
        let outputData = (try? Data(contentsOf: output)) ?? Data()
        return validator.compare(output: outputData, answer: answerData)
    }
}

// MARK: - TokenScanner

/// Walks whitespace-separated tokens of a byte buffer.
struct TokenScanner {
    let bytes: [UInt8]
    var position = 0
    var line = 1

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 10 || byte == 13 || byte == 9 || byte == 11 || byte == 12
    }

    /// Skips whitespace; returns the range skipped.
    mutating func skipSpace() -> Range<Int> {
        let start = position
        while position < bytes.count && Self.isSpace(bytes[position]) {
            if bytes[position] == 10 { line += 1 }
            position += 1
        }
        return start..<position
    }

    /// The next token's range, or nil at the end.
    mutating func nextToken() -> Range<Int>? {
        _ = skipSpace()
        guard position < bytes.count else { return nil }
        let start = position
        while position < bytes.count && !Self.isSpace(bytes[position]) { position += 1 }
        return start..<position
    }
}

// MARK: - FloatToken

/// The package format's float grammar: `[+-]? (d* . d+ | d+ . | d+) ([eE] [+-]? d+)?`.
enum FloatToken {
    static func parse(_ token: ArraySlice<UInt8>) -> Double? {
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
