# Correct but slow: all-pairs Floyd-Warshall, O(n^3). A negative cycle is reachable from s
# when some v reachable from s has d[v][v] < 0.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m, s = data[0], data[1], data[2] - 1
    inf = float("inf")
    d = [[inf] * n for _ in range(n)]
    for i in range(n):
        d[i][i] = 0
    for e in range(m):
        u, v, w = data[3 + 3 * e] - 1, data[4 + 3 * e] - 1, data[5 + 3 * e]
        d[u][v] = min(d[u][v], w)
    for k in range(n):
        dk = d[k]
        for i in range(n):
            dik = d[i][k]
            if dik == inf:
                continue
            di = d[i]
            for j in range(n):
                if dk[j] != inf and dik + dk[j] < di[j]:
                    di[j] = dik + dk[j]
    if any(d[s][v] != inf and d[v][v] < 0 for v in range(n)):
        print("NEGATIVE CYCLE")
    else:
        print(" ".join("INF" if x == inf else str(x) for x in d[s]))


main()
