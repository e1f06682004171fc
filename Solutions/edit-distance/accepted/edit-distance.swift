// Spell Checker Distance — Levenshtein distance with two rolling DP rows.
//
// Key idea: dist(i, j) = edits turning the first i letters of a into the first j letters of
// b. The last step is one of: delete a[i-1] (dist(i-1, j) + 1), insert b[j-1]
// (dist(i, j-1) + 1), or replace / keep (dist(i-1, j-1) + 1 if the letters differ, + 0 if not).
// Base cases: dist(i, 0) = i deletions, dist(0, j) = j insertions.
// O(|a| * |b|) time, O(|b|) memory.
import Foundation

func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var previous = (0...b.count).map { Int32($0) }  // row i = 0: j insertions
    var current = previous
    b.withUnsafeBufferPointer { b in  // raw buffers: no bounds checks in the hot loop
        for (i, letter) in a.enumerated() {
            previous.withUnsafeBufferPointer { up in
                current.withUnsafeMutableBufferPointer { row in
                    row[0] = Int32(i + 1)  // i + 1 deletions
                    for j in 1...b.count {
                        let replace = up[j - 1] + (letter == b[j - 1] ? 0 : 1)
                        row[j] = min(replace, min(up[j], row[j - 1]) + 1)
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
print(editDistance(Array(tokens[0].utf8), Array(tokens[1].utf8)))
