# Most Scenic Trail, function mode, a real mistake: the best is started at 0 instead of minus
# infinity, as if the empty trail counted. On a tree of only negative values the answer is the
# largest single value, below 0, and this returns 0.

# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
class Solution:
    def maxPathSum(self, root: Optional[TreeNode]) -> int:
        order, stack = [], [root]
        while stack:
            node = stack.pop()
            order.append(node)
            if node.left:
                stack.append(node.left)
            if node.right:
                stack.append(node.right)
        down = {None: 0}
        best = 0
        for node in reversed(order):
            left = max(down[node.left], 0)
            right = max(down[node.right], 0)
            down[node] = node.val + max(left, right)
            best = max(best, node.val + left + right)
        return best
