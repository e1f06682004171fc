// Word Ladder — breadth-first search from the start word; a word's neighbours are its 26 * L
// one-letter variants that are still in the set of unvisited list words. O(m * 26 * L^2).
#include <bits/stdc++.h>
using namespace std;

int shortestLadder(const string &start, const string &goal, unordered_set<string> &unvisited) {
    if (start == goal) return 0;
    if (!unvisited.count(goal)) return -1;
    unvisited.erase(start);
    vector<string> frontier = {start};
    int steps = 0;
    while (!frontier.empty()) {
        steps++;
        vector<string> nextFrontier;
        for (const string &word : frontier) {
            string candidate = word;
            for (size_t i = 0; i < candidate.size(); i++) {
                char original = candidate[i];
                for (char letter = 'a'; letter <= 'z'; letter++) {
                    candidate[i] = letter;
                    auto it = unvisited.find(candidate);
                    if (it == unvisited.end()) continue;
                    if (candidate == goal) return steps;
                    unvisited.erase(it);
                    nextFrontier.push_back(candidate);
                }
                candidate[i] = original;
            }
        }
        frontier = std::move(nextFrontier);
    }
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string start, goal;
    int m;
    cin >> start >> goal >> m;
    unordered_set<string> words;
    for (int i = 0; i < m; i++) {
        string word;
        cin >> word;
        words.insert(word);
    }
    cout << shortestLadder(start, goal, words) << '\n';
}
