import Foundation

// MARK: - FunctionArguments

/// A call of one's own, as LeetCode's custom test box takes it: one JSON value per line, one
/// line per parameter (a design: the line of calls and the line of their arguments). Checked
/// against the interface's types before anything runs, so that a typo is one clear line rather
/// than a driver's error.
public enum FunctionArguments {
    /// The input, its lines checked and joined again (one per line, ending with a newline).
    /// - Throws: `FunctionArgumentsError` naming the line and what is wrong.
    public static func check(_ text: String, interface: FunctionInterface) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r")))
        }.filter { !$0.isEmpty }
        switch interface.kind {
        case .function(let method):
            let names = method.parameters.map(\.name)
            guard lines.count == names.count else {
                throw FunctionArgumentsError("\(method.name) takes \(names.count) argument\(names.count == 1 ? "" : "s") "
                    + "(\(names.joined(separator: ", "))), one per line; the input has \(lines.count) line\(lines.count == 1 ? "" : "s")")
            }
            for (number, (line, parameter)) in zip(lines, method.parameters).enumerated() {
                let value = try parse(line, line: number + 1, name: parameter.name)
                if let problem = conforms(value, parameter.type) {
                    throw FunctionArgumentsError("line \(number + 1) (\(parameter.name), \(parameter.type)): \(problem)")
                }
            }
        case .design(let className, let constructor, let methods):
            guard lines.count == 2 else {
                throw FunctionArgumentsError("a design's input is two lines: the calls ([\"\(className)\", ...]) and their arguments ([[...], ...]); "
                    + "the input has \(lines.count)")
            }
            guard case .array(let calls) = try parse(lines[0], line: 1, name: "calls") else {
                throw FunctionArgumentsError("line 1 (calls): must be an array of method names")
            }
            guard case .array(let arguments) = try parse(lines[1], line: 2, name: "arguments") else {
                throw FunctionArgumentsError("line 2 (arguments): must be an array of argument arrays")
            }
            guard calls.count == arguments.count else {
                throw FunctionArgumentsError("\(calls.count) calls but \(arguments.count) argument lists")
            }
            let byName = Dictionary(methods.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for (index, (call, argument)) in zip(calls, arguments).enumerated() {
                guard case .string(let name) = call else { throw FunctionArgumentsError("line 1, call \(index + 1): not a method name") }
                let method: Method
                if index == 0 {
                    guard name == className else { throw FunctionArgumentsError("line 1: the first call must be \(className)") }
                    method = constructor
                } else {
                    guard let found = byName[name] else {
                        throw FunctionArgumentsError("line 1, call \(index + 1): \(className) has no method \(name) "
                            + "(it has \(methods.map(\.name).joined(separator: ", ")))")
                    }
                    method = found
                }
                guard case .array(let values) = argument, values.count == method.parameters.count else {
                    throw FunctionArgumentsError("line 2, call \(index + 1) (\(name)): takes \(method.parameters.count) argument"
                        + (method.parameters.count == 1 ? "" : "s") + " in an array")
                }
                for (value, parameter) in zip(values, method.parameters) {
                    if let problem = conforms(value, parameter.type) {
                        throw FunctionArgumentsError("line 2, call \(index + 1) (\(name)), \(parameter.name) (\(parameter.type)): \(problem)")
                    }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func parse(_ line: String, line number: Int, name: String) throws -> JSONValue {
        do { return try JSONValue.parse(line) } catch {
            throw FunctionArgumentsError("line \(number) (\(name)): \(error)")
        }
    }

    /// Why `value` is not of `type`; nil when it is.
    static func conforms(_ value: JSONValue, _ type: ValueType) -> String? {
        func integer(_ text: String, _ range: ClosedRange<Int64>, _ what: String) -> String? {
            guard let number = Int64(text) else { return "\(text) is not a whole number\(text.contains(".") || text.contains("e") ? "" : " in 64 bits")" }
            return range.contains(number) ? nil : "\(text) is outside \(what)"
        }
        switch (type, value) {
        case (.int, .number(let text)): return integer(text, Int64(Int32.min)...Int64(Int32.max), "32-bit int range")
        case (.long, .number(let text)): return integer(text, Int64.min...Int64.max, "64-bit range")
        case (.double, .number): return nil
        case (.bool, .bool): return nil
        case (.string, .string): return nil
        case (.char, .string(let text)): return text.count == 1 ? nil : "\"\(text)\" is not one character"
        case (.listNode, .array(let items)):
            for item in items { if let problem = conforms(item, .int) { return problem } }
            return nil
        case (.treeNode, .array(let items)):
            for item in items where item != .null { if let problem = conforms(item, .int) { return problem } }
            if items.first == .null { return "a tree's root cannot be null (write [] for an empty tree)" }
            return nil
        case (.array(let element), .array(let items)):
            for (index, item) in items.enumerated() {
                if let problem = conforms(item, element) { return "element \(index): \(problem)" }
            }
            return nil
        default:
            return "\(value.serialized().prefix(40)) is not \(type)"
        }
    }
}

/// A call of one's own that does not fit the interface.
public struct FunctionArgumentsError: Error, Sendable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
