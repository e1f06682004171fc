// Most Scenic Trail — one post-order pass: down(v) = score(v) + max(0, down(left), down(right))
// is the best trail going down from v, and the best trail bending at v is
// score(v) + max(0, down(left)) + max(0, down(right)). Children come before parents by walking
// a pre-order (explicit stack, no recursion: the tree can be a chain) backwards. 64-bit sums.
// O(n) time and memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> score(n);
    vector<int> left(n), right(n);
    for (int i = 0; i < n; i++) cin >> score[i] >> left[i] >> right[i];

    vector<int> preorder, stack = {0};
    preorder.reserve(n);
    while (!stack.empty()) {
        int node = stack.back();
        stack.pop_back();
        preorder.push_back(node);
        if (left[node] != -1) stack.push_back(left[node]);
        if (right[node] != -1) stack.push_back(right[node]);
    }

    vector<long long> down(n);
    long long best = LLONG_MIN;
    for (int i = n - 1; i >= 0; i--) {
        int node = preorder[i];
        long long leftGain = left[node] == -1 ? 0 : max(0LL, down[left[node]]);
        long long rightGain = right[node] == -1 ? 0 : max(0LL, down[right[node]]);
        down[node] = score[node] + max(leftGain, rightGain);
        best = max(best, score[node] + leftGain + rightGain);
    }
    cout << best << '\n';
}
