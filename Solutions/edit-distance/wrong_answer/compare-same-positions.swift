// WRONG: counts positions where the words differ, plus the difference in length, i.e. it
// only ever replaces letters or appends at the end. One insertion at the front shifts
// everything and is counted as many replacements.
import Foundation

let tokens = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    .split(whereSeparator: \.isWhitespace)
let a = Array(tokens[0].utf8), b = Array(tokens[1].utf8)
let mismatches = zip(a, b).filter { $0 != $1 }.count
print(mismatches + abs(a.count - b.count))
