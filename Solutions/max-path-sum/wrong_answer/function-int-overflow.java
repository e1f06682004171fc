// Most Scenic Trail, function mode, WRONG: LeetCode's own version fits in an int, so the
// sums are ints here too; with values up to 10^9 they overflow and wrap around.

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
    public long maxPathSum(TreeNode root) {
        List<TreeNode> order = new ArrayList<>();
        Deque<TreeNode> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            TreeNode node = stack.pop();
            order.add(node);
            if (node.left != null) stack.push(node.left);
            if (node.right != null) stack.push(node.right);
        }
        Map<TreeNode, Integer> down = new HashMap<>();
        int best = Integer.MIN_VALUE;
        for (int i = order.size() - 1; i >= 0; i--) {
            TreeNode node = order.get(i);
            int left = node.left == null ? 0 : Math.max(0, down.get(node.left));
            int right = node.right == null ? 0 : Math.max(0, down.get(node.right));
            down.put(node, node.val + Math.max(left, right));
            best = Math.max(best, node.val + left + right);
        }
        return best;
    }
}
