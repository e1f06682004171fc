// Network Delay, function mode: LeetCode's networkDelayTime. Dijkstra from k with a binary
// heap of (distance, server); the answer is the largest distance, or -1 if one is missing.
class Solution {
    func networkDelayTime(_ times: [[Int]], _ n: Int, _ k: Int) -> Int {
        var adjacency = [[(to: Int, delay: Int)]](repeating: [], count: n + 1)
        for link in times { adjacency[link[0]].append((link[1], link[2])) }
        var distance = [Int](repeating: Int.max, count: n + 1)
        distance[k] = 0
        var heap: [(Int, Int)] = [(0, k)]

        func push(_ item: (Int, Int)) {
            heap.append(item)
            var i = heap.count - 1
            while i > 0 && heap[(i - 1) / 2].0 > heap[i].0 {
                heap.swapAt(i, (i - 1) / 2)
                i = (i - 1) / 2
            }
        }

        func pop() -> (Int, Int) {
            let top = heap[0]
            heap[0] = heap[heap.count - 1]
            heap.removeLast()
            var i = 0
            while true {
                let left = 2 * i + 1, right = left + 1
                var smallest = i
                if left < heap.count && heap[left].0 < heap[smallest].0 { smallest = left }
                if right < heap.count && heap[right].0 < heap[smallest].0 { smallest = right }
                if smallest == i { break }
                heap.swapAt(i, smallest)
                i = smallest
            }
            return top
        }

        while !heap.isEmpty {
            let (d, server) = pop()
            if d > distance[server] { continue }
            for (to, delay) in adjacency[server] where d + delay < distance[to] {
                distance[to] = d + delay
                push((d + delay, to))
            }
        }
        let last = distance[1...].max()!
        return last == Int.max ? -1 : last
    }
}
