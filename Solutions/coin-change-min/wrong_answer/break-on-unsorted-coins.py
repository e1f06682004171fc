# WRONG: stops scanning the coins at the first one larger than the amount, as if the coins were
# sorted; they are not, so smaller coins listed after a large one are never tried.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    k, amount = data[0], data[1]
    coins = data[2:2 + k]
    inf = amount + 1
    fewest = [0] + [inf] * amount
    for a in range(1, amount + 1):
        best = inf
        for c in coins:
            if c > a:
                break
            if fewest[a - c] < best:
                best = fewest[a - c]
        fewest[a] = best + 1 if best < inf else inf
    print(fewest[amount] if fewest[amount] < inf else -1)


main()
