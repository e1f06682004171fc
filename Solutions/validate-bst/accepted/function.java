// Is It a Search Tree?, function mode: walk the tree with an explicit stack (no recursion:
// it can be 200000 levels deep), handing every node the open interval its key must lie in.
// The bounds are longs, so a key of Integer.MIN_VALUE or Integer.MAX_VALUE still fits inside.

/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     int val;
 *     TreeNode left;
 *     TreeNode right;
 *     TreeNode() {}
 *     TreeNode(int val) { this.val = val; }
 *     TreeNode(int val, TreeNode left, TreeNode right) {
 *         this.val = val;
 *         this.left = left;
 *         this.right = right;
 *     }
 * }
 */
class Solution {
    public boolean isValidBST(TreeNode root) {
        Deque<TreeNode> nodes = new ArrayDeque<>();
        Deque<long[]> bounds = new ArrayDeque<>();
        if (root != null) {
            nodes.push(root);
            bounds.push(new long[] {Long.MIN_VALUE, Long.MAX_VALUE});
        }
        while (!nodes.isEmpty()) {
            TreeNode node = nodes.pop();
            long[] range = bounds.pop();
            if (node.val <= range[0] || node.val >= range[1]) return false;
            if (node.left != null) {
                nodes.push(node.left);
                bounds.push(new long[] {range[0], node.val});
            }
            if (node.right != null) {
                nodes.push(node.right);
                bounds.push(new long[] {node.val, range[1]});
            }
        }
        return true;
    }
}
