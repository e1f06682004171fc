// Best Day to Buy and Sell, function mode: LeetCode's maxProfit. One pass keeping the cheapest
// price so far; selling today earns today's price minus that minimum.
class Solution {
    func maxProfit(_ prices: [Int]) -> Int {
        var cheapest = Int.max, best = 0
        for price in prices {
            cheapest = min(cheapest, price)
            best = max(best, price - cheapest)
        }
        return best
    }
}
