// Group Anagrams — canonical key + hash map.
//
// Key idea: two words are anagrams exactly when their letters, sorted, are equal.
// Sorting a word's letters gives a canonical key; a dictionary from key to the list
// of words collects each group in one pass. For the unique output order we sort the
// words inside each group, then the groups by their first word.
//
// Words are kept as byte arrays: comparing [UInt8] is plain byte order (which is
// dictionary order for a-z) and much faster than Unicode-aware String comparison.
// O(L log k) for the keys plus the output sorting, O(L) memory.
import Foundation

/// Fast whitespace-separated token reader over all of standard input.
struct InputReader {
    private let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    private var position = 0

    private mutating func skipSpaces() {
        while position < bytes.count, bytes[position] <= 32 { position += 1 }
    }

    mutating func nextInt() -> Int {
        skipSpaces()
        var isNegative = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { isNegative = true; position += 1 }
        var value = 0
        while position < bytes.count, bytes[position] >= 48, bytes[position] <= 57 {
            value = value * 10 + Int(bytes[position] - 48)
            position += 1
        }
        return isNegative ? -value : value
    }

    /// The next token as raw bytes.
    mutating func nextWord() -> [UInt8] {
        skipSpaces()
        let start = position
        while position < bytes.count, bytes[position] > 32 { position += 1 }
        return Array(bytes[start..<position])
    }
}

var input = InputReader()
let n = input.nextInt()

var groupOfKey: [[UInt8]: [[UInt8]]] = [:]
for _ in 0..<n {
    let word = input.nextWord()
    groupOfKey[word.sorted(), default: []].append(word)
}

var groups = groupOfKey.values.map { $0.sorted { $0.lexicographicallyPrecedes($1) } }
groups.sort { $0[0].lexicographicallyPrecedes($1[0]) }

var output: [UInt8] = []
output.append(contentsOf: Array("\(groups.count)\n".utf8))
for group in groups {
    for (k, word) in group.enumerated() {
        if k > 0 { output.append(UInt8(ascii: " ")) }
        output.append(contentsOf: word)
    }
    output.append(UInt8(ascii: "\n"))
}
FileHandle.standardOutput.write(Data(output))
