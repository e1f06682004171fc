// Where the Loop Begins: Floyd's tortoise and hare. The hare moves two cards per step, the
// tortoise one; if the hare falls off (-1) there is no loop, otherwise they meet inside it.
// A walker restarted from head and the tortoise, both moving one card per step, then meet at
// the loop's first card. O(n) time, O(1) extra memory.
#include <bits/stdc++.h>
using namespace std;

int loopEntry(const vector<int>& next, int start) {
    int tortoise = start, hare = start;
    do {
        if (next[hare] == -1 || next[next[hare]] == -1) return -1;
        hare = next[next[hare]];
        tortoise = next[tortoise];
    } while (tortoise != hare);
    int walker = start;
    while (walker != tortoise) {
        walker = next[walker];
        tortoise = next[tortoise];
    }
    return walker;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, head;
    cin >> n >> head;
    vector<int> next(n);
    for (auto& x : next) cin >> x;
    cout << loopEntry(next, head) << "\n";
}
