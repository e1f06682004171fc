// Count the Provinces, function mode: LeetCode's countComponents. Union-find by size; each
// union of two different roots merges two provinces, so the answer is n minus the unions.
class Solution {
    func countComponents(_ n: Int, _ edges: [[Int]]) -> Int {
        var parent = Array(0..<n)
        var size = [Int](repeating: 1, count: n)

        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x {
                parent[x] = parent[parent[x]]
                x = parent[x]
            }
            return x
        }

        var provinces = n
        for edge in edges {
            var a = find(edge[0]), b = find(edge[1])
            if a == b { continue }
            if size[a] < size[b] { swap(&a, &b) }
            parent[b] = a
            size[a] += size[b]
            provinces -= 1
        }
        return provinces
    }
}
