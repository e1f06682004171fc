# Merging Departure Boards, function mode: a min-heap of the lists' current front nodes
# (keyed by value, then by list index so nodes are never compared). O(N log k).

# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        heap = [(node.val, i) for i, node in enumerate(lists) if node]
        heapq.heapify(heap)
        fronts = list(lists)
        dummy = ListNode()
        tail = dummy
        while heap:
            _, i = heapq.heappop(heap)
            node = fronts[i]
            tail.next = node
            tail = node
            fronts[i] = node.next
            if node.next:
                heapq.heappush(heap, (node.next.val, i))
        tail.next = None
        return dummy.next
