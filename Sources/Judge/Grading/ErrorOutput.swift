import Foundation

// MARK: - ErrorOutput

/// What a program wrote to standard error, made into what a person reads when a run failed:
/// the exception's message and the stack frames of the user's own file, never the generated
/// driver's, bounded to `maxLines` lines and `maxBytes` bytes (its start and its end when it is
/// longer: a Java trace names the exception first, a Python one last), with control characters
/// shown as escapes so that nothing the program printed can drive the terminal.
public enum ErrorOutput {
    public static let maxLines = 40
    public static let maxBytes = 4096

    /// The excerpt of a capture; nil when the program wrote nothing to standard error.
    static func excerpt(of capture: OutputCapture, language: Language, function: TestRunner.FunctionRun?) -> String? {
        // Twice the shown size is read, so that dropping the driver's frames still leaves enough.
        let (head, omitted, tail) = capture.headAndTail(limit: maxBytes * 2)
        guard !head.isEmpty else { return nil }
        var text = String(decoding: head, as: UTF8.self)
        if omitted > 0 { text += "\n… \(omitted) bytes left out …\n" + String(decoding: tail, as: UTF8.self) }
        return excerpt(text, language: language, renames: function?.renames ?? [:], driverFiles: function?.driverFiles ?? [])
    }

    /// The excerpt of `text`: names of the harness mapped to the user's file, the driver's frames
    /// removed (function mode), bounded, control characters escaped. Nil when nothing is left.
    public static func excerpt(_ text: String, language: Language, renames: [String: String] = [:],
                               driverFiles: Set<String> = []) -> String? {
        var lines = Harness.userFacing(text, renames: renames).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0) }
        if lines.contains(where: { $0.contains("ERROR: AddressSanitizer") }) {
            lines = sanitizerReport(lines, driverFiles: driverFiles)
        }
        if language.id == "swift" {
            // The backtracer's own lines say nothing about the program.
            lines.removeAll { $0.hasPrefix("*** Signal ") || $0.hasPrefix("Platform: ") || $0.hasPrefix("Backtrace took ") }
        }
        // Blank lines at either end, and runs of them, say nothing either.
        lines = lines.enumerated().filter { index, line in
            !line.trimmingCharacters(in: .whitespaces).isEmpty || index > 0 && !lines[index - 1].trimmingCharacters(in: .whitespaces).isEmpty
        }.map(\.element)
        while lines.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeFirst() }
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        if !driverFiles.isEmpty { lines = withoutDriverFrames(lines, language: language, driverFiles: driverFiles) }
        let shown = bounded(lines.map(visible))
        return shown.isEmpty ? nil : shown
    }

    // MARK: Frames

    /// How a language prints a stack frame, and in which order.
    enum FrameStyle {
        /// Python: `  File "x.py", line 3, in f`, then the code (and carets) indented more;
        /// the outermost call first.
        case python
        /// Java, JavaScript: `    at f (x.js:3:5)`, `\tat A.f(A.java:3)`; the innermost first.
        case at
        /// Languages whose frames prep does not cut.
        case none
    }

    static func style(of language: Language) -> FrameStyle {
        switch language.id {
        case "python3": return .python
        case "java", "javascript": return .at
        default: return .none
        }
    }

    /// The lines without the frames of the driver: any frame naming one of its files, and the
    /// frames on the way from the program's start to the user's code (the driver's calls).
    static func withoutDriverFrames(_ lines: [String], language: Language, driverFiles: Set<String>) -> [String] {
        let style = style(of: language)
        guard style != .none else { return lines }
        // Group the lines into blocks: a frame with the lines that belong to it, or a plain line.
        struct Block { var lines: [String]; var isFrame: Bool; var isDriver: Bool; var isUser: Bool }
        var blocks: [Block] = []
        func frameFile(_ line: String) -> String? {
            switch style {
            case .python:
                guard line.hasPrefix("  File \""), let end = line.dropFirst(8).firstIndex(of: "\"") else { return nil }
                return String(line[line.index(line.startIndex, offsetBy: 8)..<end])
            case .at:
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.hasPrefix("at ") else { return nil }
                // `at f (file:3:5)`, `at file:3:5`, `at A.f(A.java:3)`: the last parenthesised
                // part, else what follows "at ".
                var location = Substring(trimmed.dropFirst(3))
                if let open = location.lastIndex(of: "("), let close = location.lastIndex(of: ")"), open < close {
                    location = location[location.index(after: open)..<close]
                }
                return String(location.split(separator: ":").first ?? location)
            case .none:
                return nil
            }
        }
        for line in lines {
            if let file = frameFile(line) {
                let name = (file as NSString).lastPathComponent
                let driver = driverFiles.contains(name)
                blocks.append(Block(lines: [line], isFrame: true, isDriver: driver, isUser: !driver && !isLibrary(file)))
            } else if style == .python, line.hasPrefix("    "), let last = blocks.indices.last, blocks[last].isFrame {
                blocks[last].lines.append(line)   // the frame's code line and its carets
            } else if style == .at, line.trimmingCharacters(in: .whitespaces).hasPrefix("... "), let last = blocks.indices.last,
                      blocks[last].isFrame {
                blocks[last].lines.append(line)   // Java's "... 3 more"
            } else {
                blocks.append(Block(lines: [line], isFrame: false, isDriver: false, isUser: false))
            }
        }
        // The frames between the program's start and the user's outermost frame are the
        // driver's way in: outermost first in Python (before the first user frame), innermost
        // first in Java and JavaScript (after the last one), within each trace.
        var keep = blocks.map { !($0.isFrame && $0.isDriver) }
        var index = 0
        while index < blocks.count {
            guard blocks[index].isFrame else { index += 1; continue }
            var end = index
            while end < blocks.count, blocks[end].isFrame { end += 1 }
            let trace = index..<end
            if let firstUser = trace.first(where: { blocks[$0].isUser }), let lastUser = trace.last(where: { blocks[$0].isUser }) {
                let outside = style == .python ? index..<firstUser : (lastUser + 1)..<end
                for dropped in outside { keep[dropped] = false }
            }
            index = end
        }
        return zip(blocks, keep).filter(\.1).flatMap(\.0.lines)
    }

    /// An AddressSanitizer report as a person reads it: what happened, and the frames in the
    /// user's file as `at function (file:line:column)`; no addresses, registers, shadow memory or
    /// library frames.
    static func sanitizerReport(_ lines: [String], driverFiles: Set<String>) -> [String] {
        var out: [String] = []
        var inShadow = false, inRegisters = false
        for raw in lines {
            var line = raw
            // "==1234==ERROR: ..." → "ERROR: ..."
            if line.hasPrefix("=="), let end = line.dropFirst(2).range(of: "==") , line.dropFirst(2)[..<end.lowerBound].allSatisfy(\.isNumber) {
                line = String(line[end.upperBound...])
            }
            if line.hasPrefix("Shadow bytes around") || line.hasPrefix("Shadow byte legend") { inShadow = true }
            if line.hasPrefix("SUMMARY: ") { inShadow = false; continue }
            // clang's runtime dumps the registers of a deadly signal: "rax = 0x… rbx = 0x…" lines.
            if line == "Register values:" { inRegisters = true; continue }
            if inRegisters, line.contains(" = 0x") { continue }
            inRegisters = false
            if inShadow || line == "AddressSanitizer:DEADLYSIGNAL" || line.allSatisfy({ $0 == "=" }) && !line.isEmpty
                || line == "ABORTING" || line.hasPrefix("AddressSanitizer can not provide") { continue }
            var trimmed = line.drop { $0 == " " }
            // clang's runtime ends a frame of a library without symbols with its build id.
            if let buildID = trimmed.range(of: " (BuildId: ", options: .backwards), trimmed.hasSuffix(")") {
                trimmed = trimmed[..<buildID.lowerBound]
            }
            if trimmed.hasPrefix("#"), let inRange = trimmed.range(of: " in ") {
                // "#3 0x55d0 in f(std::vector<int>&, int) at.cpp:3:41" (the location is the last word)
                let rest = trimmed[inRange.upperBound...]
                guard let space = rest.lastIndex(of: " ") else { continue }
                let function = rest[..<space], location = rest[rest.index(after: space)...]
                let file = location.split(separator: ":").first.map(String.init) ?? ""
                // The user's files are named bare (their folder mapped away); the C library's and
                // the runtime's keep a path ("nptl/pthread_kill.c", "/usr/include/...").
                guard !file.isEmpty, !file.contains("/"), !file.hasPrefix("("), !file.hasPrefix("<"),
                      !driverFiles.contains(file) else { continue }
                out.append("    at \(function) (\(location))")
                continue
            }
            if trimmed.hasPrefix("#") { continue }
            if line.hasPrefix("ERROR: AddressSanitizer"), let pc = line.range(of: " (pc 0x") {
                line = String(line[..<pc.lowerBound])
            }
            out.append(line)
        }
        return out
    }

    /// A runtime's or standard library's own file, neither the user's nor the driver's.
    static func isLibrary(_ file: String) -> Bool {
        file.hasPrefix("node:") || file.hasPrefix("java.") || file.hasPrefix("jdk.") || file.hasPrefix("/usr/")
            || file.hasPrefix("<frozen") || file.hasPrefix("Native Method") || file.hasPrefix("Unknown Source")
            || file.contains("/lib/python3") || file.hasPrefix("internal/")
    }

    // MARK: Bounds and escapes

    /// Control characters (other than tab) as escapes: `\e`, `\r`, `\x07`, `\u{202e}`.
    static func visible(_ line: String) -> String {
        var out = ""
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x09: out.unicodeScalars.append(scalar)
            case 0x1B: out += "\\e"
            case 0x0D: out += "\\r"
            case 0..<0x20, 0x7F: out += String(format: "\\x%02x", scalar.value)
            case 0x80..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                out += String(format: "\\u{%x}", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// At most `maxLines` lines and `maxBytes` bytes: the first quarter and the last three
    /// quarters when longer, with how many lines were left out between; long lines are cut.
    static func bounded(_ lines: [String]) -> String {
        let cut = lines.map { $0.utf8.count > 300 ? String($0.prefix(300)) + "…" : $0 }
        func size(_ part: ArraySlice<String>) -> Int { part.reduce(0) { $0 + $1.utf8.count + 1 } }
        if cut.count <= maxLines, size(cut[...]) <= maxBytes { return cut.joined(separator: "\n") }
        var headCount = min(maxLines / 4, cut.count / 4), tailCount = min(maxLines - maxLines / 4 - 1, cut.count - headCount - 1)
        while headCount + tailCount > 1, size(cut.prefix(headCount)) + size(cut.suffix(tailCount)) > maxBytes - 40 {
            if tailCount >= headCount * 3 || headCount == 0 { tailCount -= 1 } else { headCount -= 1 }
        }
        let left = cut.count - headCount - tailCount
        return (cut.prefix(headCount) + ["… \(left) line\(left == 1 ? "" : "s") left out …"] + cut.suffix(tailCount))
            .joined(separator: "\n")
    }
}
