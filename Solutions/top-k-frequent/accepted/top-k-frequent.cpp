// Trending Hashtags — count with a hash map, keep the k best in a heap whose top is the worst
// of them (fewest uses, then latest in dictionary order). O(n + d log k).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    unordered_map<string, int> uses;
    for (int i = 0; i < n; i++) {
        string tag;
        cin >> tag;
        uses[tag]++;
    }
    // "a ranks before b": more uses, or equal uses and a smaller tag.
    auto ranksBefore = [](const pair<int, string> &a, const pair<int, string> &b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    };
    // With ranksBefore as the "less than", the heap's top is the worst of the k kept.
    priority_queue<pair<int, string>, vector<pair<int, string>>, decltype(ranksBefore)> heap(ranksBefore);
    for (auto &[tag, count] : uses) {
        heap.push({count, tag});
        if ((int)heap.size() > k) heap.pop();
    }
    vector<pair<int, string>> ranked;
    while (!heap.empty()) {
        ranked.push_back(heap.top());
        heap.pop();
    }
    reverse(ranked.begin(), ranked.end());
    for (auto &[count, tag] : ranked) cout << tag << ' ' << count << '\n';
}
