// Largest Rectangle in a Histogram, function mode: a stack of bars with increasing heights;
// a lower bar pops the taller ones, each popped bar spanning back to the bar below it (O(n)).
class Solution {
    func largestRectangleArea(_ heights: [Int]) -> Int {
        var stack: [Int] = []
        var best = 0
        for i in 0...heights.count {
            let h = i < heights.count ? heights[i] : 0  // a final 0 flushes the stack
            while let top = stack.last, heights[top] >= h {
                stack.removeLast()
                let left = stack.last ?? -1
                best = max(best, heights[top] * (i - left - 1))
            }
            stack.append(i)
        }
        return best
    }
}
