# WRONG: builds the ways for every amount from smaller amounts (any last coin), then removes the
# reorderings by keying each way on the SET of its coin values, which forgets multiplicities:
# 2+2+3+3+3 and 2+2+2+2+2+3 (both 13) become one way.
import sys


def main():
    data = sys.stdin.read().split()
    n, target = int(data[0]), int(data[1])
    coins = sorted(int(x) for x in data[2:2 + n])
    ways_for = [[] for _ in range(target + 1)]
    ways_for[0] = [()]
    for amount in range(1, target + 1):
        seen = {}
        for c in coins:
            if c > amount:
                break
            for way in ways_for[amount - c]:
                new = tuple(sorted(way + (c,)))
                key = frozenset(new)  # "the same coins" = the same way
                if key not in seen:
                    seen[key] = new
        ways_for[amount] = list(seen.values())
    ways = sorted(ways_for[target])
    sys.stdout.write("\n".join([str(len(ways))] + [" ".join(map(str, (len(w),) + w)) for w in ways]) + "\n")


main()
