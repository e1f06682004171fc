import Foundation

// MARK: - Harness

/// The program prep builds around a function-mode solution: the user's file, unchanged in its
/// lines, with LeetCode's definitions (`ListNode`, `TreeNode`, the imports its editor provides)
/// and a driver that reads a test, calls the user's code and prints the result.
///
/// The driver's contract, the same in every language:
/// - standard input is the test's `.in`: for a function, one JSON value per line, one line per
///   parameter in order; for a design, the JSON array of method names (the constructor first)
///   on line 1 and the JSON array of their argument arrays on line 2 (LeetCode's format);
/// - it builds the arguments (lists and trees included), calls the user's code, and times only
///   the calls, with a monotonic clock;
/// - standard output is exactly two lines: the result's JSON (for a design, the array of every
///   call's result, `null` for the constructor and `void` methods), then `#prep-call-ns N`, the
///   nanoseconds the calls took. What the user's code prints goes to standard error, so that
///   debugging prints never break the answer;
/// - an exception or a crash in the user's code is left to the runtime (a non-zero exit, the
///   runtime's own message and stack on standard error), and its file and line numbers are the
///   user's: the user's lines keep their numbers in the harness.
public struct HarnessFiles: Sendable, Hashable {
    /// Each file of the harness folder: path relative to it → contents.
    public var files: [String: String]
    /// Names as the compiler and the runtime write them → the user's file name (e.g.
    /// "Solution.java" → "lru.java"): messages are rewritten with it.
    public var renames: [String: String]
    /// Files that are prep's, not the user's: a compile error only in them means the solution
    /// does not declare what the problem asks for.
    public var driverFiles: Set<String>

    public init(files: [String: String], renames: [String: String] = [:], driverFiles: Set<String>) {
        self.files = files
        self.renames = renames
        self.driverFiles = driverFiles
    }
}

/// Generates one language's harness.
protocol DriverGenerator {
    /// The harness for `interface`, around `userSource` (the text of `userFileName`).
    static func harness(for interface: FunctionInterface, userFileName: String, userSource: String) -> HarnessFiles
    /// The stub `prep new` writes: the class and signatures as LeetCode's editor shows them.
    static func stub(for interface: FunctionInterface) -> String
    /// Whether `source` is a function-mode solution (declares what the interface asks for, and
    /// no program entry point of its own).
    static func looksLikeFunctionMode(_ source: String, interface: FunctionInterface) -> Bool
}

enum Harness {
    /// The generator for `language`, or nil when function mode does not exist in it.
    static func generator(for language: Language) -> (any DriverGenerator.Type)? {
        switch language.id {
        case "cpp": return CppDriver.self
        case "swift": return SwiftDriver.self
        case "python3": return PythonDriver.self
        case "java": return JavaDriver.self
        case "rust": return RustDriver.self
        case "javascript": return JavaScriptDriver.self
        default: return nil
        }
    }

    /// The line that ends a driver's output.
    static let timingPrefix = "#prep-call-ns "

    /// The interface as the drivers read it (one line of JSON):
    /// `{"class":"Solution","design":false,"methods":[{"name":"twoSum","rust":"two_sum",
    /// "params":[["nums","int[]"],["target","int"]],"returns":"int[]"}]}`.
    static func description(of interface: FunctionInterface) -> String {
        let methods = interface.methods.map { method -> String in
            let parameters = method.parameters.map { "[\(quote($0.name)),\(quote($0.type.description))]" }
            return "{\"name\":\(quote(method.name)),\"rust\":\(quote(method.rustName)),\"params\":["
                + parameters.joined(separator: ",") + "],\"returns\":\(quote(method.returns.description))}"
        }
        return "{\"class\":\(quote(interface.className)),\"design\":\(interface.isDesign),\"methods\":["
            + methods.joined(separator: ",") + "]}"
    }

    private static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
