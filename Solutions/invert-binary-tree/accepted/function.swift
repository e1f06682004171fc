// Invert a Binary Tree, function mode: visit every node once with an explicit stack and
// exchange its two children. O(n).

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
    func invertTree(_ root: TreeNode?) -> TreeNode? {
        var stack: [TreeNode] = root.map { [$0] } ?? []
        while let node = stack.popLast() {
            (node.left, node.right) = (node.right, node.left)
            if let left = node.left { stack.append(left) }
            if let right = node.right { stack.append(right) }
        }
        return root
    }
}
