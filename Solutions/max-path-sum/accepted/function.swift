// Most Scenic Trail, function mode: list the nodes in pre-order with an explicit stack (the
// tree can be 200000 levels deep), then visit them in reverse, so every node comes after its
// children: its best downward trail is its value plus the better positive child trail, and
// the best trail bending at it joins both. O(n).

/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     public var val: Int
 *     public var left: TreeNode?
 *     public var right: TreeNode?
 *     public init() { self.val = 0; self.left = nil; self.right = nil; }
 *     public init(_ val: Int) { self.val = val; self.left = nil; self.right = nil; }
 *     public init(_ val: Int, _ left: TreeNode?, _ right: TreeNode?) {
 *         self.val = val
 *         self.left = left
 *         self.right = right
 *     }
 * }
 */
class Solution {
    func maxPathSum(_ root: TreeNode?) -> Int {
        guard let root else { return 0 }
        var order: [TreeNode] = []
        var stack = [root]
        while let node = stack.popLast() {
            order.append(node)
            if let left = node.left { stack.append(left) }
            if let right = node.right { stack.append(right) }
        }
        var down: [ObjectIdentifier: Int] = [:]
        down.reserveCapacity(order.count)
        var best = Int.min
        for node in order.reversed() {
            let left = node.left.map { max(0, down[ObjectIdentifier($0)]!) } ?? 0
            let right = node.right.map { max(0, down[ObjectIdentifier($0)]!) } ?? 0
            down[ObjectIdentifier(node)] = node.val + max(left, right)
            best = max(best, node.val + left + right)
        }
        return best
    }
}
