// Exact Change, function mode: LeetCode's coinChange. fewest[a] = 1 + min over the coins
// c <= a of fewest[a - c], with fewest[0] = 0; O(k * amount).
class Solution {
    func coinChange(_ coins: [Int], _ amount: Int) -> Int {
        let unreachable = Int.max
        var fewest = [Int](repeating: unreachable, count: amount + 1)
        fewest[0] = 0
        if amount == 0 { return 0 }
        for a in 1...amount {
            for coin in coins where coin <= a && fewest[a - coin] != unreachable {
                fewest[a] = min(fewest[a], fewest[a - coin] + 1)
            }
        }
        return fewest[amount] == unreachable ? -1 : fewest[amount]
    }
}
