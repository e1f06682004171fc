// Prime Lockers, function mode: LeetCode's countPrimes (primes strictly below n). Sieve of
// Eratosthenes over 0 ..< n, crossing out from p * p for every p with p * p < n.
class Solution {
    func countPrimes(_ n: Int) -> Int {
        if n < 3 { return 0 }
        var composite = [Bool](repeating: false, count: n)
        var p = 2
        while p * p < n {
            if !composite[p] {
                var multiple = p * p
                while multiple < n {
                    composite[multiple] = true
                    multiple += p
                }
            }
            p += 1
        }
        var count = 0
        for i in 2..<n where !composite[i] { count += 1 }
        return count
    }
}
