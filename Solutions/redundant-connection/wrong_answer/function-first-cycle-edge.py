# Wrong: finds the loop, but returns the loop's cable that comes first in the list instead of
# the last one.
class Solution:
    def findRedundantConnection(self, edges: List[List[int]]) -> List[int]:
        n = len(edges)
        degree = [0] * (n + 1)
        adjacency = [[] for _ in range(n + 1)]
        for u, v in edges:
            degree[u] += 1
            degree[v] += 1
            adjacency[u].append(v)
            adjacency[v].append(u)
        # Peel off leaves; what is left is the loop.
        leaves = [x for x in range(1, n + 1) if degree[x] == 1]
        while leaves:
            x = leaves.pop()
            for y in adjacency[x]:
                degree[y] -= 1
                if degree[y] == 1:
                    leaves.append(y)
        for u, v in edges:
            if degree[u] >= 2 and degree[v] >= 2:
                return [u, v]
        return []
