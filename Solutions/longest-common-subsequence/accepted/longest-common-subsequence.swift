// Common Ancestry — longest common subsequence with two rolling DP rows.
//
// Key idea: lcs(i, j) = answer for the first i letters of a and the first j letters of b.
// If a[i-1] == b[j-1], the best keeps that letter: lcs(i-1, j-1) + 1. Otherwise one of the
// two last letters is unused: max(lcs(i-1, j), lcs(i, j-1)). (Since lcs(i-1, j-1) + 1 is never
// smaller than the other two, we can simply take the max of all three candidates, which
// avoids an unpredictable branch.) Row i only needs row i-1, so two rows of length |b| + 1
// suffice. O(|a| * |b|) time, O(|b|) memory.
import Foundation

func longestCommonSubsequence(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var previous = [Int32](repeating: 0, count: b.count + 1)
    var current = previous
    b.withUnsafeBufferPointer { b in  // raw buffers: no bounds checks in the hot loop
        for letter in a {
            previous.withUnsafeBufferPointer { up in
                current.withUnsafeMutableBufferPointer { row in
                    for j in 1...b.count {
                        let diagonal = up[j - 1] + (letter == b[j - 1] ? 1 : 0)
                        row[j] = max(diagonal, max(up[j], row[j - 1]))
                    }
                }
            }
            swap(&previous, &current)
        }
    }
    return Int(previous[b.count])
}

let tokens = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    .split(whereSeparator: \.isWhitespace)
print(longestCommonSubsequence(Array(tokens[0].utf8), Array(tokens[1].utf8)))
