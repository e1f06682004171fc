# Correct but slow: tries every coin as the last coin, recursively, without remembering
# results. The same amounts are solved again and again: exponential time.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    k, amount = int(data[0]), int(data[1])
    coins = [int(x) for x in data[2:2 + k]]

    def fewest(a):
        if a == 0:
            return 0
        best = None
        for c in coins:
            if c <= a:
                rest = fewest(a - c)
                if rest is not None and (best is None or rest + 1 < best):
                    best = rest + 1
        return best

    sys.setrecursionlimit(1_000_000)
    answer = fewest(amount)
    print(answer if answer is not None else -1)


main()
