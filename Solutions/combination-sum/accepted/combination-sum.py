# Exact Change: sort the coins, backtrack with non-decreasing coins, and stop trying
# larger coins once one exceeds the remaining amount. Output is lexicographic.
import sys


def main():
    data = sys.stdin.read().split()
    n, target = int(data[0]), int(data[1])
    coins = sorted(int(x) for x in data[2:2 + n])
    ways, chosen = [], []

    def extend(start, remaining):
        if remaining == 0:
            ways.append(" ".join(map(str, [len(chosen)] + chosen)))
            return
        for i in range(start, n):
            if coins[i] > remaining:
                break
            chosen.append(coins[i])
            extend(i, remaining - coins[i])
            chosen.pop()

    extend(0, target)
    sys.stdout.write("\n".join([str(len(ways))] + ways) + "\n")


main()
