import Foundation
import Judge
import PrepKit

/// What the terminal can do, decided once: colour and animation only on a terminal, and
/// never with a non-empty `NO_COLOR` (no-color.org), `TERM=dumb` or `--no-color`.
struct Terminal: Sendable {
    var color: Bool
    /// Live redraws (progress lines) on standard error.
    var animate: Bool
    var width: Int

    static func detect(noColor: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> Terminal {
        let dumb = environment["TERM"] == "dumb"
        let colorAllowed = !noColor && (environment["NO_COLOR"] ?? "").isEmpty && !dumb
        var size = winsize()
        let columns = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 100
        return Terminal(color: colorAllowed && isatty(STDOUT_FILENO) != 0,
                        animate: !dumb && isatty(STDERR_FILENO) != 0,
                        width: columns)
    }

    enum Style: String {
        case bold = "1", dim = "2", underline = "4"
        case red = "31", green = "32", yellow = "33", blue = "34", magenta = "35", cyan = "36"
        case boldRed = "1;31", boldGreen = "1;32"
    }

    func paint(_ text: String, _ style: Style) -> String {
        color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// A verdict's code in its fixed colour.
    func verdict(_ verdict: Verdict) -> String {
        let code = verdict.code
        return switch verdict {
        case .accepted: paint(code, .green)
        case .wrongAnswer: paint(code, .red)
        case .timeLimitExceeded, .memoryLimitExceeded, .outputLimitExceeded: paint(code, .yellow)
        case .runTimeError: paint(code, .magenta)
        case .compileError: paint(code, .blue)
        case .judgeError: paint(code, .boldRed)
        }
    }

    /// An attempt's code: its verdict's colour, or dim while running or if interrupted.
    func verdict(_ status: AttemptStatus) -> String {
        status.verdict.map(verdict) ?? paint(status.code, .dim)
    }

    /// `**match**` passages (search snippets) in bold, or left as they are without colour.
    func highlight(_ text: String) -> String {
        guard color else { return text }
        var out = "", bold = false
        var rest = Substring(text)
        while let range = rest.range(of: "**") {
            out += rest[..<range.lowerBound]
            out += bold ? "\u{1B}[0m" : "\u{1B}[1;33m"
            bold.toggle()
            rest = rest[range.upperBound...]
        }
        return out + rest + (bold ? "\u{1B}[0m" : "")
    }
}

/// Data goes to standard output; messages and progress to standard error.
enum Output {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Writes to standard error without a newline (live progress).
    static func progress(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// JSON for `--json`: the contract for scripts. Sorted keys, ISO 8601 dates.
    static func json<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        print(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}

/// Human formats for numbers and dates.
enum Format {
    static func seconds(_ s: Double) -> String { String(format: "%.2f s", s) }

    static func memory(_ bytes: Int) -> String {
        bytes >= 1 << 30 ? String(format: "%.1f GiB", Double(bytes) / Double(1 << 30))
            : String(format: "%.1f MiB", Double(bytes) / Double(1 << 20))
    }

    /// "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", else the date.
    static func relative(_ date: Date, now: Date = Date()) -> String {
        let s = now.timeIntervalSince(date)
        switch s {
        case ..<60: return "just now"
        case ..<3_600: return "\(Int(s / 60)) min ago"
        case ..<86_400: return "\(Int(s / 3_600)) h ago"
        case ..<172_800: return "yesterday"
        case ..<(30 * 86_400): return "\(Int(s / 86_400)) days ago"
        default: return day(date)
        }
    }

    static func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }

    static func duration(_ seconds: Double) -> String { DurationText.of(seconds) }
}
