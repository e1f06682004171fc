import Foundation
import XCTest
@testable import Judge

/// Function mode's answers: problem.yaml's interface, and the JSON comparison with the place of
/// the first difference.
final class FunctionComparisonTests: XCTestCase {
    private func differs(_ expected: String, _ received: String, _ comparison: Comparison) throws -> String? {
        FunctionComparator(comparison: comparison).difference(expected: try JSONValue.parse(expected), received: try JSONValue.parse(received))
    }

    func testExactComparesNumbersByValueAndSaysWhere() throws {
        XCTAssertNil(try differs("[1,2,3]", "[1, 2, 3]", .exact))
        XCTAssertNil(try differs("[9223372036854775807]", "[9223372036854775807]", .exact))
        XCTAssertEqual(try differs("[9223372036854775807]", "[9223372036854775806]", .exact),
                       "[0]: expected 9223372036854775807, received 9223372036854775806")
        XCTAssertNil(try differs("2.5", "2.50", .exact))
        XCTAssertNil(try differs("-0", "0", .exact))
        XCTAssertEqual(try differs("[[1,2],[3,4]]", "[[1,2],[3,5]]", .exact), "[1][1]: expected 4, received 5")
        XCTAssertEqual(try differs("[1,2]", "[1,2,7]", .exact), "expected 2 elements, received 3 elements (extra: 7)")
        XCTAssertEqual(try differs("[1,2]", "[1]", .exact), "expected 2 elements, received 1 element (missing: 2)")
        XCTAssertEqual(try differs("true", "false", .exact), "expected true, received false")
        XCTAssertEqual(try differs("\"ab\"", "\"abc\"", .exact), "expected \"ab\", received \"abc\"")
        XCTAssertEqual(try differs("[1,2]", "[2,1]", .exact), "[0]: expected 1, received 2")
        XCTAssertEqual(try differs("null", "[]", .exact), "expected null, received []")
    }

    func testUnorderedIsAMultisetAtTheTopOnly() throws {
        XCTAssertNil(try differs("[0,1]", "[1,0]", .unordered))
        XCTAssertNil(try differs("[[1,2],[3]]", "[[3],[1,2]]", .unordered))
        XCTAssertNotNil(try differs("[[1,2],[3]]", "[[3],[2,1]]", .unordered))
        XCTAssertEqual(try differs("[1,1,2]", "[1,2,2]", .unordered), "missing 1; unexpected 2 (in any order)")
        XCTAssertEqual(try differs("[1,2]", "[1]", .unordered), "expected 2 elements, received 1 element; missing 2 (in any order)")
    }

    func testUnorderedAllSortsEveryDepth() throws {
        XCTAssertNil(try differs("[[\"eat\",\"tea\"],[\"bat\"]]", "[[\"bat\"],[\"tea\",\"eat\"]]", .unorderedAll))
        XCTAssertNil(try differs("[[-1,0,1],[-1,-1,2]]", "[[2,-1,-1],[1,0,-1]]", .unorderedAll))
        XCTAssertNotNil(try differs("[[-1,0,1]]", "[[-1,0,1],[-1,0,1]]", .unorderedAll))
    }

    func testFloatWithinAbsoluteOrRelativeError() throws {
        XCTAssertNil(try differs("2.5", "2.500001", .float(1e-5)))
        XCTAssertNil(try differs("1000000.0", "1000000.5", .float(1e-6)))
        XCTAssertEqual(try differs("[2.5]", "[2.6]", .float(1e-5)), "[0]: expected 2.5, received 2.6")
        XCTAssertNil(try differs("[null,null,1.5,null,2.0]", "[null,null,1.5000001,null,2]", .float(1e-5)))
    }

    func testFilesAreCheckedAndBrokenOnesNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prep-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let answer = folder.appendingPathComponent("1.ans"), output = folder.appendingPathComponent("out")
        try "[0,1]\n".write(to: answer, atomically: true, encoding: .utf8)
        let comparator = FunctionComparator(comparison: .unordered)
        try "[1,0]\n".write(to: output, atomically: true, encoding: .utf8)
        XCTAssertEqual(comparator.check(answer: answer, output: output), .accepted)
        try "".write(to: output, atomically: true, encoding: .utf8)
        XCTAssertEqual(comparator.check(answer: answer, output: output), .wrongAnswer("no result"))
        try "[1,0".write(to: output, atomically: true, encoding: .utf8)
        guard case .wrongAnswer(let message) = comparator.check(answer: answer, output: output) else { return XCTFail("not WA") }
        XCTAssertTrue(message.hasPrefix("the result is not JSON"), message)
        try "[0,1".write(to: answer, atomically: true, encoding: .utf8)
        guard case .judgeError(let error) = comparator.check(answer: answer, output: output) else { return XCTFail("not JE") }
        XCTAssertTrue(error.hasPrefix(answer.path + ": invalid JSON"), error)
    }

    func testStringsWithEscapesAndUnicode() throws {
        let value = try JSONValue.parse(#""a\"b\\c\n\u00e9\ud83d\ude00""#)
        XCTAssertEqual(value, .string("a\"b\\c\né😀"))
        XCTAssertEqual(value.serialized(), #""a\"b\\c\né😀""#)
        XCTAssertThrowsError(try JSONValue.parse("[1,]"))
        XCTAssertThrowsError(try JSONValue.parse("[1] 2"))
        XCTAssertThrowsError(try JSONValue.parse("01x"))
    }

    // MARK: - problem.yaml

    private func interface(_ yaml: String) throws -> FunctionInterface? {
        try FunctionInterface.read(from: try YAMLValue.parse(yaml), at: URL(fileURLWithPath: "/p/problem.yaml"))
    }

    private func refusal(_ yaml: String) -> String {
        do { _ = try interface(yaml); return "accepted" } catch { return "\(error)" }
    }

    func testFunctionAndDesignAreRead() throws {
        let function = try XCTUnwrap(try interface("""
            function:
              name: twoSum
              parameters:
                - {name: nums, type: "int[]"}
                - {name: target, type: int}
              returns: "int[]"
              compare: unordered
            """))
        XCTAssertEqual(function.kind, .function(Method(name: "twoSum", parameters: [Parameter(name: "nums", type: .array(.int)),
                                                                                      Parameter(name: "target", type: .int)],
                                                       returns: .array(.int))))
        XCTAssertEqual(function.compare, .unordered)
        XCTAssertEqual(function.signature, "twoSum(nums: int[], target: int) -> int[]")
        let design = try XCTUnwrap(try interface("""
            design:
              class: LRUCache
              methods:
                - {name: LRUCache, parameters: [{name: capacity, type: int}]}
                - {name: get, parameters: [{name: key, type: int}], returns: int}
                - {name: put, parameters: [{name: key, type: int}, {name: value, type: int}], returns: void}
            """))
        XCTAssertEqual(design.className, "LRUCache")
        XCTAssertEqual(design.methods.map(\.name), ["LRUCache", "get", "put"])
        XCTAssertEqual(design.methods.map(\.rustName), ["lru_cache", "get", "put"])
        XCTAssertNil(try interface("name: x"))
        XCTAssertEqual(ValueType(parsing: "ListNode[]"), .array(.listNode))
        XCTAssertEqual(ValueType(parsing: "char[][]"), .array(.array(.char)))
        XCTAssertEqual(Method(name: "getMin", parameters: [], returns: .int).rustName, "get_min")
    }

    func testBrokenInterfacesAreRefusedNamingTheKey() {
        XCTAssertEqual(refusal("function: {name: f, parameters: [{name: a, type: integer}], returns: int}"),
                       "/p/problem.yaml: function.parameters[0].type: unknown type 'integer' (\(ValueType.knownNames))")
        XCTAssertEqual(refusal("function: {name: f, parameters: []}"), "/p/problem.yaml: function.returns is missing")
        XCTAssertEqual(refusal("function: {name: 2f, returns: int}"), "/p/problem.yaml: function.name must be an identifier")
        XCTAssertEqual(refusal("function: {name: f, returns: int, compare: fuzzy}"),
                       "/p/problem.yaml: function.compare must be exact, unordered, unordered-all or float:E (E a tolerance like 1e-6)")
        XCTAssertEqual(refusal("function: {name: f, parameters: [{name: a, type: void}], returns: int}"),
                       "/p/problem.yaml: function.parameters[0].type: unknown type 'void' (\(ValueType.knownNames))")
        XCTAssertEqual(refusal("design: {class: S, methods: [{name: push, parameters: []}]}"),
                       "/p/problem.yaml: design.methods[0] must be the constructor, named S")
        XCTAssertEqual(refusal("design: {class: S, methods: [{name: S}, {name: a, returns: int}, {name: a, returns: int}]}"),
                       "/p/problem.yaml: design.methods: a is listed twice (overloads are not supported)")
        XCTAssertEqual(refusal("function: {name: f, returns: int}\ndesign: {class: S}"),
                       "/p/problem.yaml: has both function: and design:; a problem offers one of them")
        XCTAssertEqual(refusal("function: {name: f, parameters: [{name: a, type: int}, {name: a, type: int}], returns: int}"),
                       "/p/problem.yaml: function.parameters[1]: parameter a is named twice")
    }
}
