# WRONG: keeps the way in a buffer of n slots (one per coin value, as if each value were used at
# most once), so a way with more coins than there are coin values is never completed. The
# sample's longest way, 2+2+2+2, has exactly n = 4 coins and fits.
import sys


def main():
    data = sys.stdin.read().split()
    n, target = int(data[0]), int(data[1])
    coins = sorted(int(x) for x in data[2:2 + n])
    ways, chosen = [], [0] * n

    def extend(start, remaining, depth):
        if remaining == 0:
            ways.append(" ".join(map(str, [depth] + chosen[:depth])))
            return
        if depth == n:
            return
        for i in range(start, n):
            if coins[i] > remaining:
                break
            chosen[depth] = coins[i]
            extend(i, remaining - coins[i], depth + 1)

    extend(0, target, 0)
    sys.stdout.write("\n".join([str(len(ways))] + ways) + "\n")


main()
