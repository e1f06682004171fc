# Correct but slow: Prim without the `cheapest` array. Each step scans every (inside, outside)
# pair for the cheapest cable: O(n^2) per step, O(n^3) in total.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    xs = [int(x) for x in data[1:1 + 2 * n:2]]
    ys = [int(y) for y in data[2:2 + 2 * n:2]]
    inside = [0]
    outside = list(range(1, n))
    total = 0
    while outside:
        best, best_index = None, -1
        for u in inside:
            for k, v in enumerate(outside):
                cost = abs(xs[u] - xs[v]) + abs(ys[u] - ys[v])
                if best is None or cost < best:
                    best, best_index = cost, k
        total += best
        inside.append(outside.pop(best_index))
    print(total)


main()
