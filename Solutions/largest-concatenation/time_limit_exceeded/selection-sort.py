# Correct but O(n^2): selection sort with the right comparator.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    cards = data[1:1 + n]
    for i in range(n):
        best = i
        for j in range(i + 1, n):
            if cards[j] + cards[best] > cards[best] + cards[j]:
                best = j
        cards[i], cards[best] = cards[best], cards[i]
    print("0" if cards[0] == "0" else "".join(cards))


main()
