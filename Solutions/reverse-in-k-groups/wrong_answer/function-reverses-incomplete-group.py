# Reverse in Groups of K, function mode, WRONG: the last group is reversed even when it has
# fewer than k nodes.

# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
class Solution:
    def reverseKGroup(self, head: Optional[ListNode], k: int) -> Optional[ListNode]:
        dummy = ListNode(0, head)
        tail = dummy
        while tail.next:
            first = tail.next
            previous, current = None, first
            count = 0
            while current and count < k:
                following = current.next
                current.next = previous
                previous, current = current, following
                count += 1
            tail.next = previous
            first.next = current
            tail = first
        return dummy.next
