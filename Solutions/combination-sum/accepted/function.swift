// Exact Change, function mode: LeetCode's combinationSum. Backtracking over the sorted coins,
// each way built in non-decreasing order (so it is found once); a coin larger than what is
// left ends the loop, since every later coin is larger still.
class Solution {
    func combinationSum(_ candidates: [Int], _ target: Int) -> [[Int]] {
        let coins = candidates.sorted()
        var ways: [[Int]] = []
        var way: [Int] = []

        func pay(_ left: Int, from first: Int) {
            if left == 0 {
                ways.append(way)
                return
            }
            for i in first..<coins.count {
                if coins[i] > left { break }
                way.append(coins[i])
                pay(left - coins[i], from: i)
                way.removeLast()
            }
        }

        pay(target, from: 0)
        return ways
    }
}
