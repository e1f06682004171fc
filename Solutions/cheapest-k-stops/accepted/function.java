// Cheapest Flight Within K Stops, function mode (Java): breadth-first by number of flights,
// one layer per round (at most k + 1), keeping the cheapest price seen for each city and
// only re-expanding a city when a round reaches it more cheaply.
class Solution {
    public int findCheapestPrice(int n, int[][] flights, int src, int dst, int k) {
        List<List<int[]>> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(new ArrayList<>());
        for (int[] f : flights) out.get(f[0]).add(new int[]{f[1], f[2]});
        long[] best = new long[n];
        Arrays.fill(best, Long.MAX_VALUE);
        best[src] = 0;
        Map<Integer, Long> layer = new HashMap<>();
        layer.put(src, 0L);
        for (int round = 0; round <= k && !layer.isEmpty(); round++) {
            Map<Integer, Long> next = new HashMap<>();
            for (Map.Entry<Integer, Long> entry : layer.entrySet()) {
                long cost = entry.getValue();
                for (int[] edge : out.get(entry.getKey())) {
                    long total = cost + edge[1];
                    if (total < best[edge[0]]) {
                        best[edge[0]] = total;
                        next.merge(edge[0], total, Math::min);
                    }
                }
            }
            layer = next;
        }
        return best[dst] == Long.MAX_VALUE ? -1 : (int) best[dst];
    }
}
