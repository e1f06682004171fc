// Network Delay, function mode (C++): Dijkstra with a priority_queue of (distance, server)
// over adjacency lists in compressed (CSR) form; distances in long long, the result LeetCode's int.
class Solution {
public:
    int networkDelayTime(vector<vector<int>>& times, int n, int k) {
        vector<int> start(n + 2, 0);
        for (auto& link : times) start[link[0] + 1]++;
        for (int i = 1; i <= n + 1; i++) start[i] += start[i - 1];
        vector<pair<int, int>> edges(times.size());
        vector<int> fill(start.begin(), start.end());
        for (auto& link : times) edges[fill[link[0]]++] = {link[1], link[2]};

        const long long INF = LLONG_MAX;
        vector<long long> dist(n + 1, INF);
        priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> queue;
        dist[k] = 0;
        queue.push({0, k});
        while (!queue.empty()) {
            auto [d, u] = queue.top();
            queue.pop();
            if (d > dist[u]) continue;
            for (int e = start[u]; e < start[u + 1]; e++) {
                auto [v, w] = edges[e];
                if (d + w < dist[v]) {
                    dist[v] = d + w;
                    queue.push({dist[v], v});
                }
            }
        }
        long long last = 0;
        for (int v = 1; v <= n; v++) {
            if (dist[v] == INF) return -1;
            last = max(last, dist[v]);
        }
        return (int)last;
    }
};
