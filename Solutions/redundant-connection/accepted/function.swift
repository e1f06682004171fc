// Redundant Cable, function mode: LeetCode's findRedundantConnection. Union-find over the
// cables in order: the tree plus one cable has exactly one cycle, and the first cable whose
// ends are already joined closes it. That cable is the last of the cycle's cables in the list.
class Solution {
    func findRedundantConnection(_ edges: [[Int]]) -> [Int] {
        var parent = Array(0...edges.count)

        func find(_ x: Int) -> Int {
            var root = x
            while parent[root] != root { root = parent[root] }
            var node = x
            while parent[node] != root {
                let next = parent[node]
                parent[node] = root
                node = next
            }
            return root
        }

        for edge in edges {
            let a = find(edge[0]), b = find(edge[1])
            if a == b { return edge }
            parent[a] = b
        }
        return []
    }
}
