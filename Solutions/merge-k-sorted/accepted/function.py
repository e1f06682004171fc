# Merging Departure Boards, function mode: collect every node, sort the nodes by value (a
# stable sort in C, so faster in Python than a heap of k fronts fed one node at a time),
# then relink them in that order. O(N log N), against the heap's O(N log k): log N and
# log k differ by a small factor at most.

# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        nodes = []
        for node in lists:
            while node:
                nodes.append(node)
                node = node.next
        if not nodes:
            return None
        nodes.sort(key=operator.attrgetter("val"))
        for first, second in zip(nodes, nodes[1:]):
            first.next = second
        nodes[-1].next = None
        return nodes[0]
