# Most Scenic Trail, function mode: pre-order with an explicit stack (no recursion, the tree
# can be 200000 deep), then children before parents in reverse: each node's best downward
# trail is its value plus its better positive child trail; a trail bending there adds both.

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
        best = -inf
        for node in reversed(order):
            left = max(down[node.left], 0)
            right = max(down[node.right], 0)
            down[node] = node.val + max(left, right)
            best = max(best, node.val + left + right)
        return best
