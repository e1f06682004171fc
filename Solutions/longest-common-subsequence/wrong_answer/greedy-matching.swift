// WRONG: greedily matches each letter of one string with its next occurrence in the other
// (trying both directions and keeping the better). An early match can jump far ahead and
// waste many later matches.
import Foundation

let tokens = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    .split(whereSeparator: \.isWhitespace)
func greedy(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var j = 0, length = 0
    for letter in a where j < b.count {
        if let k = b[j...].firstIndex(of: letter) { length += 1; j = k + 1 }
    }
    return length
}
let a = Array(tokens[0].utf8), b = Array(tokens[1].utf8)
print(max(greedy(a, b), greedy(b, a)))
