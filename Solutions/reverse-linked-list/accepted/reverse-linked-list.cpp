// Reverse a Linked List: walk once from the head, turning each pointer back to the previous
// slot. O(n) time, O(1) extra memory besides the input.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, head;
    cin >> n >> head;
    vector<int> next(n);
    for (int i = 0; i < n; i++) {
        long long song;   // not needed
        cin >> song >> next[i];
    }

    int previous = -1, current = head;
    while (current != -1) {
        int following = next[current];
        next[current] = previous;
        previous = current;
        current = following;
    }

    cout << previous << '\n';
    for (int i = 0; i < n; i++) cout << (i ? " " : "") << next[i];
    cout << '\n';
}
