# Cheapest Flight Within K Stops: Bellman-Ford limited to k + 1 rounds. Each round relaxes
# every flight from the previous round's prices (a copy), so one round adds at most one
# flight; stop early once a round changes nothing. O(k * m) time, O(n + m) memory.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, src, dst, k = (int(x) for x in data[:5])
    flights = []
    for i in range(m):
        u, v, p = (int(x) for x in data[5 + 3 * i:8 + 3 * i])
        flights.append((u - 1, v - 1, p))

    INF = float("inf")
    price = [INF] * n
    price[src - 1] = 0
    for _ in range(k + 1):
        nxt = price[:]
        changed = False
        for u, v, p in flights:
            if price[u] + p < nxt[v]:
                nxt[v] = price[u] + p
                changed = True
        price = nxt
        if not changed:
            break
    print(price[dst - 1] if price[dst - 1] != INF else -1)


main()
