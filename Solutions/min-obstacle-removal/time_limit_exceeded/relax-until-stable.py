# Correct but slow: sweep the grid in reading order relaxing every cell from its four
# neighbours, and repeat until a sweep changes nothing. A winding corridor that runs upward
# gains only one cell per sweep, so this needs ~r*c sweeps of r*c cells on snake mazes.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    cost = [1 if ch == ord("#") else 0 for ch in b"".join(data[2:2 + r])]
    dist = [1 << 40] * (r * c)
    dist[0] = 0
    changed = True
    while changed:
        changed = False
        for y in range(r):
            for x in range(c):
                u = y * c + x
                best = dist[u]
                if y > 0:
                    best = min(best, dist[u - c] + cost[u])
                if y < r - 1:
                    best = min(best, dist[u + c] + cost[u])
                if x > 0:
                    best = min(best, dist[u - 1] + cost[u])
                if x < c - 1:
                    best = min(best, dist[u + 1] + cost[u])
                if best < dist[u]:
                    dist[u] = best
                    changed = True
    print(dist[r * c - 1])


main()
