# Correct but slow: the backtracking may take ANY coin next (not only coins at least as large as
# the previous one), so it walks every ordering of every way, then sorts each way and drops
# the repeats with a set. The orderings of a 50-cent payment number in the billions.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    coins = sorted(int(x) for x in data[2:2 + n])
    ways = set()
    chosen = []

    def extend(remaining):
        if remaining == 0:
            ways.add(tuple(sorted(chosen)))
            return
        for c in coins:
            if c > remaining:
                break
            chosen.append(c)
            extend(remaining - c)
            chosen.pop()

    extend(target)
    lines = [" ".join(map(str, (len(way),) + way)) for way in sorted(ways)]
    sys.stdout.write("\n".join([str(len(ways))] + lines) + "\n")


main()
