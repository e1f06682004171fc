# Merging Departure Boards, function mode: a min-heap of the lists' current front nodes,
# keyed by (value, list index) so that two nodes are never compared. Taking the smallest
# front and putting its successor in its place is one heapreplace. O(N log k).

# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        heap = [(node.val, i, node) for i, node in enumerate(lists) if node]
        heapq.heapify(heap)
        dummy = tail = ListNode()
        while heap:
            _, i, node = heap[0]
            tail.next = node
            tail = node
            if node.next:
                heapq.heapreplace(heap, (node.next.val, i, node.next))
            else:
                heapq.heappop(heap)
        return dummy.next
