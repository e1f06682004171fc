# Reverse a Linked List, function mode, WRONG: collects the nodes and swaps values from both
# ends, but the loop runs (n - 1) // 2 times instead of n // 2: in a list of even length the
# middle pair stays in place.

# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
class Solution:
    def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
        nodes = []
        node = head
        while node:
            nodes.append(node)
            node = node.next
        n = len(nodes)
        for i in range((n - 1) // 2):
            nodes[i].val, nodes[n - 1 - i].val = nodes[n - 1 - i].val, nodes[i].val
        return head
