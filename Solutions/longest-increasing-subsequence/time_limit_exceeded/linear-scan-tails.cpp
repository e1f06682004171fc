// Correct but O(n * L), L the answer: patience sorting that finds the first tail >= x by a
// linear scan instead of a binary search. Fast on random readings (L is about 2 sqrt(n)),
// quadratic when the readings mostly rise.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> tails;
    for (int i = 0; i < n; i++) {
        int x;
        scanf("%d", &x);
        size_t k = 0;
        while (k < tails.size() && tails[k] < x) k++;
        if (k == tails.size()) tails.push_back(x);
        else tails[k] = x;
    }
    printf("%zu\n", tails.size());
}
