// Podium Threshold, function mode: LeetCode's KthLargest. A min-heap of the k largest scores
// so far; its top is the threshold. Each add is O(log k).
class KthLargest {
    private let k: Int
    private var heap: [Int] = []

    init(_ k: Int, _ nums: [Int]) {
        self.k = k
        for score in nums { insert(score) }
    }

    func add(_ val: Int) -> Int {
        insert(val)
        return heap[0]
    }

    private func insert(_ score: Int) {
        if heap.count == k {
            if score <= heap[0] { return }
            heap[0] = score
            siftDown()
        } else {
            heap.append(score)
            var i = heap.count - 1
            while i > 0 && heap[(i - 1) / 2] > heap[i] {
                heap.swapAt(i, (i - 1) / 2)
                i = (i - 1) / 2
            }
        }
    }

    private func siftDown() {
        var i = 0
        while true {
            let left = 2 * i + 1, right = left + 1
            var smallest = i
            if left < heap.count && heap[left] < heap[smallest] { smallest = left }
            if right < heap.count && heap[right] < heap[smallest] { smallest = right }
            if smallest == i { return }
            heap.swapAt(i, smallest)
            i = smallest
        }
    }
}
