# WRONG: collects the ways in any order and then sorts them by their text ("2 10" before
# "2 3"), not numerically coin by coin; right while every coin has one digit, as in the sample.
import sys


def main():
    data = sys.stdin.read().split()
    n, target = int(data[0]), int(data[1])
    coins = [int(x) for x in data[2:2 + n]]
    ways, chosen = [], []

    def extend(start, remaining):
        if remaining == 0:
            ways.append(sorted(chosen))
            return
        for i in range(start, n):
            if coins[i] <= remaining:
                chosen.append(coins[i])
                extend(i, remaining - coins[i])
                chosen.pop()

    extend(0, target)
    ways.sort(key=lambda way: " ".join(map(str, way)))
    sys.stdout.write("\n".join([str(len(ways))] + [" ".join(map(str, [len(w)] + w)) for w in ways]) + "\n")


main()
