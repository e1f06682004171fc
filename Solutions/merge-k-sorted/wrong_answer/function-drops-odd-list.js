// Merging Departure Boards, function mode, WRONG: the lists are merged in pairs, round after
// round, but when a round has an odd number of lists the last one is forgotten.

/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */
/**
 * @param {ListNode[]} lists
 * @return {ListNode}
 */
var mergeKLists = function(lists) {
    const mergeTwo = (a, b) => {
        const dummy = new ListNode();
        let tail = dummy;
        while (a && b) {
            if (a.val <= b.val) { tail.next = a; a = a.next; }
            else { tail.next = b; b = b.next; }
            tail = tail.next;
        }
        tail.next = a || b;
        return dummy.next;
    };
    while (lists.length > 1) {
        const next = [];
        for (let i = 0; i + 1 < lists.length; i += 2) next.push(mergeTwo(lists[i], lists[i + 1]));
        lists = next;
    }
    return lists.length ? lists[0] : null;
};
