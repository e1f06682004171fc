// WRONG: stores the family as a binary tree (left/right child), so a third child overwrites
// the second one and its branch is lost.
#include <cstdio>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> leftChild(n, -1), rightChild(n, -1);
    int root = 0;
    for (int i = 0; i < n; i++) {
        int p;
        scanf("%d", &p);
        if (p == -1) { root = i; continue; }
        if (leftChild[p] == -1) leftChild[p] = i;
        else rightChild[p] = i;
    }
    int depth = 0;
    vector<int> level = {root};
    while (!level.empty()) {
        depth++;
        vector<int> next;
        for (int v : level) {
            if (leftChild[v] != -1) next.push_back(leftChild[v]);
            if (rightChild[v] != -1) next.push_back(rightChild[v]);
        }
        level.swap(next);
    }
    printf("%d\n", depth);
}
