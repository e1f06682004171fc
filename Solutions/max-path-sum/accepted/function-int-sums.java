// Most Scenic Trail, function mode: the sums in ints, as LeetCode's int signature allows. Once a
// wrong answer (when the function returned a long and scores reached 10^9 on 200000 nodes). Every
// sum it forms (a node's best downward trail, the trail bending at it) is the total of a real
// path, so it lies between -10^9 and the answer; when the answer fits an int (always within
// LeetCode's scores of at most 1000 on 3 * 10^4 nodes) nothing overflows.

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
    public int maxPathSum(TreeNode root) {
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
