# Wrong: treats every link as two-way, so servers that only send to others seem reachable and
# some paths come out shorter than the one-way links allow.
class Solution:
    def networkDelayTime(self, times: List[List[int]], n: int, k: int) -> int:
        adjacency = defaultdict(list)
        for u, v, w in times:
            adjacency[u].append((v, w))
            adjacency[v].append((u, w))
        distance = {}
        heap = [(0, k)]
        while heap:
            d, u = heappop(heap)
            if u in distance:
                continue
            distance[u] = d
            for v, w in adjacency[u]:
                if v not in distance:
                    heappush(heap, (d + w, v))
        return max(distance.values()) if len(distance) == n else -1
