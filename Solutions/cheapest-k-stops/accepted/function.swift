// Cheapest Flight Within K Stops, function mode: LeetCode's findCheapestPrice. Bellman-Ford
// limited to k + 1 rounds; each round relaxes from a copy of the previous round's prices, so
// a route never gains more than one flight per round. O((k + 1) * flights).
class Solution {
    func findCheapestPrice(_ n: Int, _ flights: [[Int]], _ src: Int, _ dst: Int, _ k: Int) -> Int {
        let unreachable = Int.max
        var price = [Int](repeating: unreachable, count: n)
        price[src] = 0
        for _ in 0...k {
            var next = price
            for flight in flights where price[flight[0]] != unreachable {
                next[flight[1]] = min(next[flight[1]], price[flight[0]] + flight[2])
            }
            price = next
        }
        return price[dst] == unreachable ? -1 : price[dst]
    }
}
