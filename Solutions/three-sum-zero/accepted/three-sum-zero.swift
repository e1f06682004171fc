// Three Sum Zero — sort, then two pointers for each first value.
//
// Key idea: after sorting, fix the smallest value a[i] and look for pairs in
// a[i+1...] summing to -a[i]. In a sorted range that is a two-pointer walk: if the
// pair sum is too small move the left pointer right, if too big move the right
// pointer left. Skipping over equal neighbours (for the first value and after each
// hit) yields each distinct triplet exactly once, already in lexicographic order.
//
// O(n^2) time, O(1) extra memory besides the output.
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
}

var input = InputReader()
let n = input.nextInt()
var a: [Int] = []
for _ in 0..<n { a.append(input.nextInt()) }
a.sort()

var triplets: [(Int, Int, Int)] = []
for i in 0..<n where i == 0 || a[i] != a[i - 1] {   // each first value once
    var left = i + 1
    var right = n - 1
    while left < right {
        let sum = a[i] + a[left] + a[right]
        if sum < 0 {
            left += 1
        } else if sum > 0 {
            right -= 1
        } else {
            triplets.append((a[i], a[left], a[right]))
            // Step past every copy of the two values just used.
            let (usedLeft, usedRight) = (a[left], a[right])
            while left < right && a[left] == usedLeft { left += 1 }
            while left < right && a[right] == usedRight { right -= 1 }
        }
    }
}

var output = "\(triplets.count)\n"
for (x, y, z) in triplets { output += "\(x) \(y) \(z)\n" }
print(output, terminator: "")
