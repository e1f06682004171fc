# Exact Change: dynamic programming over the amounts. fewest[0] = 0 and
# fewest[a] = 1 + min(fewest[a - c]) over the coins c <= a; amounts no coin reaches stay
# unreachable. O(k * A) time, O(A) memory.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    k, amount = int(data[0]), int(data[1])
    coins = [c for c in (int(x) for x in data[2:2 + k]) if c <= amount]

    unreachable = amount + 1  # more coins than any payout can need
    fewest = [unreachable] * (amount + 1)
    fewest[0] = 0
    for a in range(1, amount + 1):
        best = unreachable
        for c in coins:
            if c <= a and fewest[a - c] + 1 < best:
                best = fewest[a - c] + 1
        fewest[a] = best
    print(fewest[amount] if fewest[amount] != unreachable else -1)


main()
