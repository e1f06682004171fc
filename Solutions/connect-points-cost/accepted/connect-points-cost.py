# Connect the Sensors: a minimum spanning tree of the complete graph, by Prim's algorithm with
# an array instead of a heap. cheapest[v] is the cheapest cable from v to the tree so far;
# each step attaches the outside sensor with the smallest one, then lowers the others' using
# the new member. n steps of O(n) work: O(n^2) time, O(n) memory.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    xs = [int(x) for x in data[1:1 + 2 * n:2]]
    ys = [int(y) for y in data[2:2 + 2 * n:2]]

    cheapest = [abs(xs[0] - xs[v]) + abs(ys[0] - ys[v]) for v in range(n)]
    outside = list(range(1, n))
    total = 0
    while outside:
        # the outside sensor that is cheapest to attach
        best = min(range(len(outside)), key=lambda i: cheapest[outside[i]])
        u = outside[best]
        outside[best] = outside[-1]
        outside.pop()
        total += cheapest[u]
        # a cable from u may now be the cheapest way to attach the others
        ux, uy = xs[u], ys[u]
        for v in outside:
            cost = abs(ux - xs[v]) + abs(uy - ys[v])
            if cost < cheapest[v]:
                cheapest[v] = cost
    print(total)


main()
