# WRONG: sorts by the card repeated and cut to 10 characters (the longest card has 10
# digits, so "surely that is enough"); cards like 1112 and 111211121 tie on that key
# although 1112 must go first, and the stable sort keeps them in input order.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    cards = sorted(data[1:1 + n], key=lambda s: (s * 10)[:10], reverse=True)
    result = "".join(cards)
    print("0" if result[0] == "0" else result)


main()
