# WRONG: seeds fewest[c] = 1 only for coins strictly below the amount (off by one: should be
# c <= amount) and builds the rest from two smaller amounts, so a coin worth exactly the amount
# is never used alone.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    k, amount = data[0], data[1]
    coins = data[2:2 + k]
    inf = amount + 1
    fewest = [0] + [inf] * amount
    for c in coins:
        if c < amount:
            fewest[c] = 1
    for a in range(1, amount + 1):
        for c in coins:
            if c < a and fewest[a - c] + 1 < fewest[a]:
                fewest[a] = fewest[a - c] + 1
    print(fewest[amount] if fewest[amount] < inf else -1)


main()
