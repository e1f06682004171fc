# WRONG (assumes a complete tree): walks the tree breadth-first into one list, then cuts it
# into levels of 1, 2, 4, 8, ... values -- true only when every level is full, so a tree with
# a missing child shifts every later level. (In stdin mode the rows' line breaks are not
# checked, so this mistake is judged in function mode only.)

# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
class Solution:
    def levelOrder(self, root: Optional[TreeNode]) -> List[List[int]]:
        order = []
        queue = collections.deque([root] if root else [])
        while queue:
            node = queue.popleft()
            order.append(node.val)
            if node.left:
                queue.append(node.left)
            if node.right:
                queue.append(node.right)
        levels = []
        start, width = 0, 1
        while start < len(order):
            levels.append(order[start:start + width])
            start += width
            width *= 2
        return levels
