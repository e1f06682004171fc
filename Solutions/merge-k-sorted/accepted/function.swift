// Merging Departure Boards, function mode: merge the lists in pairs, round after round
// (1 with 2, 3 with 4, ...), so every node takes part in log k merges: O(N log k).

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
    func mergeKLists(_ lists: [ListNode?]) -> ListNode? {
        var round = lists
        if round.isEmpty { return nil }
        while round.count > 1 {
            var next: [ListNode?] = []
            next.reserveCapacity((round.count + 1) / 2)
            var index = 0
            while index + 1 < round.count {
                next.append(merge(round[index], round[index + 1]))
                index += 2
            }
            if index < round.count { next.append(round[index]) }   // the odd one out waits
            round = next
        }
        return round[0]
    }

    private func merge(_ a: ListNode?, _ b: ListNode?) -> ListNode? {
        let dummy = ListNode(0)
        var tail = dummy
        var a = a, b = b
        while let x = a, let y = b {
            if x.val <= y.val {
                tail.next = x
                a = x.next
            } else {
                tail.next = y
                b = y.next
            }
            tail = tail.next!
        }
        tail.next = a ?? b
        return dummy.next
    }
}
