# Wrong: Bellman-Ford with k + 1 rounds that relax in place, so one round can chain several
# flights and a route with too many stops slips through.
class Solution:
    def findCheapestPrice(self, n: int, flights: List[List[int]], src: int, dst: int, k: int) -> int:
        price = [inf] * n
        price[src] = 0
        for _ in range(k + 1):
            for u, v, p in flights:
                if price[u] + p < price[v]:
                    price[v] = price[u] + p
        return -1 if price[dst] == inf else price[dst]
