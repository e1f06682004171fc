// Correct but O(L^2) on deep nesting: the stack keeps its top at the FRONT of a Swift array,
// and insert(_:at: 0) / removeFirst() shift every element, so each push and pop costs the
// current depth. Fine on shallow sequences; half a million nested brackets time out.
import Foundation

let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
var position = 0
func skipSpaces() { while position < bytes.count, bytes[position] <= 32 { position += 1 } }
func nextWord() -> ArraySlice<UInt8> {
    skipSpaces()
    let start = position
    while position < bytes.count, bytes[position] > 32 { position += 1 }
    return bytes[start..<position]
}

func opener(of closing: UInt8) -> UInt8? {
    switch closing {
    case UInt8(ascii: ")"): return UInt8(ascii: "(")
    case UInt8(ascii: "]"): return UInt8(ascii: "[")
    case UInt8(ascii: "}"): return UInt8(ascii: "{")
    default: return nil
    }
}

func isBalanced(_ sequence: ArraySlice<UInt8>) -> Bool {
    var stack: [UInt8] = []
    for bracket in sequence {
        if let expected = opener(of: bracket) {
            guard let top = stack.first, top == expected else { return false }
            stack.removeFirst()
        } else {
            stack.insert(bracket, at: 0)
        }
    }
    return stack.isEmpty
}

let t = Int(String(decoding: nextWord(), as: UTF8.self))!
var output = ""
for _ in 0..<t {
    output += isBalanced(nextWord()) ? "YES\n" : "NO\n"
}
print(output, terminator: "")
