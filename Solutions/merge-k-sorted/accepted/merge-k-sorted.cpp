// Merging Departure Boards (merge k sorted lists): a min-heap of the lists' current fronts.
// Pop the smallest front, output it, push the next element of that list. O(N log k).
#include <cstdio>
#include <functional>
#include <queue>
#include <string>
#include <tuple>
#include <vector>

int main() {
    int k;
    if (std::scanf("%d", &k) != 1) return 0;
    std::vector<std::vector<long long>> lists(k);
    for (auto& list : lists) {
        int m;
        if (std::scanf("%d", &m) != 1) return 0;
        list.resize(m);
        for (auto& x : list) if (std::scanf("%lld", &x) != 1) return 0;
    }
    using Front = std::tuple<long long, int, int>;  // value, list, position
    std::priority_queue<Front, std::vector<Front>, std::greater<Front>> heap;
    for (int i = 0; i < k; i++)
        if (!lists[i].empty()) heap.emplace(lists[i][0], i, 0);

    std::string out;
    bool first = true;
    while (!heap.empty()) {
        auto [value, list, position] = heap.top();
        heap.pop();
        if (!first) out += ' ';
        first = false;
        out += std::to_string(value);
        if (position + 1 < static_cast<int>(lists[list].size()))
            heap.emplace(lists[list][position + 1], list, position + 1);
    }
    std::puts(out.c_str());
}
