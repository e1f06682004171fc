// Least Recently Used Cache — a hash map from key to a position in a doubly linked list kept
// in recency order (most recent at the front). A use splices the entry to the front; an
// eviction drops the back entry. O(1) per operation, O(q) in all.
#include <bits/stdc++.h>
using namespace std;

class LRUCache {
    int capacity;
    list<pair<int, int>> entries;  // (key, value), most recently used first
    unordered_map<int, list<pair<int, int>>::iterator> position;

public:
    explicit LRUCache(int capacity) : capacity(capacity) { position.reserve(2 * capacity); }

    int get(int key) {
        auto it = position.find(key);
        if (it == position.end()) return -1;
        entries.splice(entries.begin(), entries, it->second);
        return it->second->second;
    }

    void put(int key, int value) {
        auto it = position.find(key);
        if (it != position.end()) {
            it->second->second = value;
            entries.splice(entries.begin(), entries, it->second);
            return;
        }
        if ((int)entries.size() == capacity) {
            position.erase(entries.back().first);
            entries.pop_back();
        }
        entries.emplace_front(key, value);
        position[key] = entries.begin();
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int c, q;
    cin >> c >> q;
    LRUCache cache(c);
    string op;
    for (int i = 0; i < q; i++) {
        int key;
        cin >> op >> key;
        if (op == "get") {
            cout << cache.get(key) << '\n';
        } else {
            int value;
            cin >> value;
            cache.put(key, value);
        }
    }
}
