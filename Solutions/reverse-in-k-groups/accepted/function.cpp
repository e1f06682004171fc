// Reverse in Groups of K, function mode: for every full group, reverse its k links in place
// and hook the group between the previous group's tail and the rest of the list.

/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     ListNode *next;
 *     ListNode() : val(0), next(nullptr) {}
 *     ListNode(int x) : val(x), next(nullptr) {}
 *     ListNode(int x, ListNode *next) : val(x), next(next) {}
 * };
 */
class Solution {
public:
    ListNode* reverseKGroup(ListNode* head, int k) {
        ListNode dummy(0, head);
        ListNode* tail = &dummy;
        while (true) {
            ListNode* probe = tail;
            for (int i = 0; i < k && probe; i++) probe = probe->next;
            if (!probe) break;                       // fewer than k nodes remain
            ListNode* first = tail->next;
            ListNode* previous = nullptr;
            ListNode* current = first;
            for (int i = 0; i < k; i++) {
                ListNode* following = current->next;
                current->next = previous;
                previous = current;
                current = following;
            }
            tail->next = previous;
            first->next = current;
            tail = first;
        }
        return dummy.next;
    }
};
