// WRONG: treats only letters as significant and skips digits like punctuation, so
// "1a2" is judged a palindrome.
import Foundation

func isLetterOrDigit(_ c: UInt8) -> Bool {  // (forgot the digits)
    (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
        || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
}

func lowercased(_ c: UInt8) -> UInt8 {
    (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) ? c + 32 : c
}

/// Two-pointer check of bytes[start..<end].
func isPalindrome(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
    var left = start
    var right = end - 1
    while left < right {
        if !isLetterOrDigit(bytes[left]) { left += 1; continue }
        if !isLetterOrDigit(bytes[right]) { right -= 1; continue }
        if lowercased(bytes[left]) != lowercased(bytes[right]) { return false }
        left += 1
        right -= 1
    }
    return true
}

let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())

// Split into lines (dropping a trailing "\r" if the file has Windows line endings).
var lines: [(start: Int, end: Int)] = []
var lineStart = 0
for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") {
    lines.append((lineStart, i > lineStart && bytes[i - 1] == 13 ? i - 1 : i))
    lineStart = i + 1
}
if lineStart < bytes.count { lines.append((lineStart, bytes.count)) }

let t = Int(String(decoding: bytes[lines[0].start..<lines[0].end], as: UTF8.self)
    .trimmingCharacters(in: .whitespaces))!
var output = ""
for line in lines[1...t] {
    output += isPalindrome(bytes, line.start, line.end) ? "YES\n" : "NO\n"
}
print(output, terminator: "")
