// Generations in a Family Tree — children lists, then a breadth-first walk from the founder,
// counting the levels. O(n) time and memory, no recursion (a chain can be 200000 deep).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<vector<int>> children(n);
    int founder = 0;
    for (int person = 0; person < n; person++) {
        int parent;
        cin >> parent;
        if (parent == -1) founder = person;
        else children[parent].push_back(person);
    }
    int generations = 0;
    vector<int> level = {founder};
    while (!level.empty()) {
        generations++;
        vector<int> next;
        for (int person : level)
            for (int child : children[person]) next.push_back(child);
        level = std::move(next);
    }
    cout << generations << '\n';
}
