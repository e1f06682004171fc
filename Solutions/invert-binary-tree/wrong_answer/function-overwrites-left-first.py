# Invert a Binary Tree, function mode, WRONG: the left child is replaced before the right one
# is computed from it, so the right side receives the already inverted right subtree again
# and the original left subtree is lost.

# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
class Solution:
    def invertTree(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        if root is None:
            return None
        root.left = self.invertTree(root.right)
        root.right = self.invertTree(root.left)
        return root
