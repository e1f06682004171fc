// TIME LIMIT: correct, but the lists are merged one at a time into a growing result
// (std::merge of result and list i). Each merge copies the whole result, so k lists of N
// departures cost O(N * k) -- the pairwise-in-rounds or heap merge is O(N log k).
#include <algorithm>
#include <cstdio>
#include <iterator>
#include <string>
#include <vector>

int main() {
    int k;
    if (std::scanf("%d", &k) != 1) return 0;
    std::vector<long long> result, list, merged;
    for (int i = 0; i < k; i++) {
        int m;
        if (std::scanf("%d", &m) != 1) return 0;
        list.resize(m);
        for (auto& x : list) if (std::scanf("%lld", &x) != 1) return 0;
        merged.clear();
        std::merge(result.begin(), result.end(), list.begin(), list.end(), std::back_inserter(merged));
        result.swap(merged);
    }
    std::string out;
    for (size_t i = 0; i < result.size(); i++) {
        if (i) out += ' ';
        out += std::to_string(result[i]);
    }
    std::puts(out.c_str());
}
