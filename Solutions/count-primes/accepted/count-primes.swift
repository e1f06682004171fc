// Prime Lockers — sieve of Eratosthenes plus prefix counts.
//
// Key idea: every composite number c has a prime factor p <= sqrt(c). So for each prime p
// (found in increasing order) we cross out p*p, p*p + p, ... : smaller multiples of p were
// already crossed out by smaller primes. Only p with p * p <= N need processing (note the
// "<=": N itself may be the square of a prime). Then primesUpTo[n] answers each question.
// O(N log log N) time, O(N) memory.
import Foundation

/// Reads whitespace-separated integers from all of standard input.
struct Reader {
    private let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    private var pos = 0
    mutating func int() -> Int {
        while pos < bytes.count, bytes[pos] <= 32 { pos += 1 }
        var sign = 1
        if pos < bytes.count, bytes[pos] == 45 { sign = -1; pos += 1 }
        var value = 0
        while pos < bytes.count, bytes[pos] > 32 { value = value * 10 + Int(bytes[pos] - 48); pos += 1 }
        return sign * value
    }
}

/// primesUpTo[n] = number of primes <= n, for 0 <= n <= limit.
func primeCounts(upTo limit: Int) -> [Int32] {
    var isPrime = [Bool](repeating: true, count: limit + 1)
    isPrime[0] = false
    if limit >= 1 { isPrime[1] = false }
    var p = 2
    while p * p <= limit {
        if isPrime[p] {
            for multiple in stride(from: p * p, through: limit, by: p) { isPrime[multiple] = false }
        }
        p += 1
    }
    var counts = [Int32](repeating: 0, count: limit + 1)
    var running: Int32 = 0
    for n in 0...limit {
        if isPrime[n] { running += 1 }
        counts[n] = running
    }
    return counts
}

var input = Reader()
let q = input.int()
let questions = (0..<q).map { _ in input.int() }
let primesUpTo = primeCounts(upTo: questions.max()!)

var output = ""
for n in questions { output += "\(primesUpTo[n])\n" }
print(output, terminator: "")
