// Is It a Search Tree?, function mode: an in-order walk with an explicit stack (the tree can
// be 200000 levels deep) must meet strictly increasing keys. No sentinel bounds are needed,
// so keys at the 32-bit extremes are handled like any other. O(n).

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
    func isValidBST(_ root: TreeNode?) -> Bool {
        var stack: [TreeNode] = []
        var node = root
        var last: Int? = nil
        while node != nil || !stack.isEmpty {
            while let current = node {
                stack.append(current)
                node = current.left
            }
            let current = stack.removeLast()
            if let last, current.val <= last { return false }
            last = current.val
            node = current.right
        }
        return true
    }
}
