# WRONG: marks "unreachable" with the value amount instead of amount + 1; a real answer can equal
# amount (only 1-cent coins help, or the amount is 0), and it is then reported as -1.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    k, amount = data[0], data[1]
    coins = data[2:2 + k]
    unreachable = amount  # "you never need more coins than cents"
    fewest = [0] + [unreachable] * amount
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a and fewest[a - c] + 1 < fewest[a]:
                fewest[a] = fewest[a - c] + 1
    print(-1 if fewest[amount] >= unreachable else fewest[amount])


main()
