// WRONG: patience sorting over an array prefilled with INF = 1e9 ("larger than any
// reading"), counting the tails below INF at the end — but 1e9 is a legal reading, and a
// subsequence ending at 1e9 is not counted.
#include <bits/stdc++.h>
using namespace std;

const int INF = 1e9;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> tails(n + 1, INF);
    for (int i = 0; i < n; i++) {
        int x;
        scanf("%d", &x);
        *lower_bound(tails.begin(), tails.end(), x) = x;
    }
    printf("%d\n", (int)(lower_bound(tails.begin(), tails.end(), INF) - tails.begin()));
}
