class Solution:
    # Fine at LeetCode's 5000 nodes; 200000 nodes pass Python's recursion limit.
    def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
        if head is None or head.next is None:
            return head
        rest = self.reverseList(head.next)
        head.next.next = head
        head.next = None
        return rest
