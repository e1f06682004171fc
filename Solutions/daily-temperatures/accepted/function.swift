// Daily Temperatures, function mode: a stack of days still waiting for a warmer one, with
// non-increasing temperatures; a warmer day settles every colder day on top (O(n)).
class Solution {
    func dailyTemperatures(_ temperatures: [Int]) -> [Int] {
        var wait = [Int](repeating: 0, count: temperatures.count)
        var waiting: [Int] = []
        for (day, t) in temperatures.enumerated() {
            while let last = waiting.last, temperatures[last] < t {
                wait[last] = day - last
                waiting.removeLast()
            }
            waiting.append(day)
        }
        return wait
    }
}
