# WRONG: the modulus is typed as 10**9 instead of 10**9 + 7; the answers agree until the counts
# first pass 10**9 (n = 36), so the sample and small staircases pass.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    heights = [int(x) for x in data[1:1 + t]]
    mod = 10 ** 9
    top = max(heights)
    ways = [0] * (top + 1)
    ways[0] = 1
    for i in range(1, top + 1):
        s = ways[i - 1]
        if i >= 2:
            s += ways[i - 2]
        if i >= 3:
            s += ways[i - 3]
        ways[i] = s % mod
    sys.stdout.write("".join(f"{ways[n]}\n" for n in heights))


main()
