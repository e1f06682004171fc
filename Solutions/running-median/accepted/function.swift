// Running Median, function mode: the lower half of the readings in a max-heap (holding the
// extra reading when the count is odd), the upper half in a min-heap. addNum is O(log n),
// findMedian O(1).

class MedianFinder {
    /// A binary heap; `before(a, b)` says a belongs nearer the top than b.
    private struct Heap {
        var items: [Int] = []
        let before: (Int, Int) -> Bool

        var top: Int? { items.first }
        var count: Int { items.count }

        mutating func push(_ item: Int) {
            items.append(item)
            var child = items.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard before(items[child], items[parent]) else { break }
                items.swapAt(child, parent)
                child = parent
            }
        }

        mutating func pop() -> Int {
            let top = items[0]
            let last = items.removeLast()
            if !items.isEmpty {
                items[0] = last
                var parent = 0
                while true {
                    let left = 2 * parent + 1, right = left + 1
                    var best = parent
                    if left < items.count && before(items[left], items[best]) { best = left }
                    if right < items.count && before(items[right], items[best]) { best = right }
                    if best == parent { break }
                    items.swapAt(parent, best)
                    parent = best
                }
            }
            return top
        }
    }

    private var lower = Heap(before: >)
    private var upper = Heap(before: <)

    init() {}

    func addNum(_ num: Int) {
        if let top = lower.top, num > top {
            upper.push(num)
        } else {
            lower.push(num)
        }
        if lower.count > upper.count + 1 {
            upper.push(lower.pop())
        } else if upper.count > lower.count {
            lower.push(upper.pop())
        }
    }

    func findMedian() -> Double {
        if lower.count > upper.count { return Double(lower.top!) }
        return (Double(lower.top!) + Double(upper.top!)) / 2
    }
}

/**
 * Your MedianFinder object will be instantiated and called as such:
 * let obj = MedianFinder()
 * obj.addNum(num)
 * let ret_2: Double = obj.findMedian()
 */
