# Hopping Up the Stairs: ways[i] = ways[i-1] + ways[i-2] + ways[i-3] (mod 1e9+7), filled once
# up to the largest query, then each query is a lookup. O(max n + t) time, O(max n) memory.
import sys

MOD = 1_000_000_007


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    heights = [int(x) for x in data[1:1 + t]]
    top = max(heights)
    ways = [0] * (top + 1)
    ways[0] = 1
    for i in range(1, top + 1):
        total = ways[i - 1]
        if i >= 2:
            total += ways[i - 2]
        if i >= 3:
            total += ways[i - 3]
        ways[i] = total % MOD
    sys.stdout.write("\n".join(str(ways[n]) for n in heights) + "\n")


main()
