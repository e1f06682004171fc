# Reverse a Linked List, function mode, WRONG: the pointer is turned around before the
# rest of the list is saved, so only the first node survives.

# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
class Solution:
    def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
        previous = None
        current = head
        while current:
            current.next = previous
            previous = current
            current = current.next
        return previous
