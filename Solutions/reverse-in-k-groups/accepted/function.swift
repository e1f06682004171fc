// Reverse in Groups of K, function mode: check that k nodes remain, reverse them with the
// three-pointer walk, and stitch the reversed group after the previous one. O(n), O(1).

/**
 * Definition for singly-linked list.
 * public class ListNode {
 *     public var val: Int
 *     public var next: ListNode?
 *     public init() { self.val = 0; self.next = nil; }
 *     public init(_ val: Int) { self.val = val; self.next = nil; }
 *     public init(_ val: Int, _ next: ListNode?) { self.val = val; self.next = next; }
 * }
 */
class Solution {
    func reverseKGroup(_ head: ListNode?, _ k: Int) -> ListNode? {
        let dummy = ListNode(0, head)
        var tail = dummy                      // last node of the part already done
        while true {
            var probe: ListNode? = tail
            for _ in 0..<k { probe = probe?.next }
            guard probe != nil, let first = tail.next else { break }   // fewer than k left
            var previous: ListNode? = nil
            var current: ListNode? = first
            for _ in 0..<k {
                let node = current!
                current = node.next
                node.next = previous
                previous = node
            }
            tail.next = previous              // the group's old last node now leads it
            first.next = current              // its old first node links to what follows
            tail = first
        }
        return dummy.next
    }
}
