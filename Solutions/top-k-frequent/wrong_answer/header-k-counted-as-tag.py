# WRONG: skips only n on the first line and counts every token after it, so k itself is counted as a hashtag; it shows up in the ranking once k reaches the 1-use tags (or it ties its own value, as in "5 5").
import sys
from collections import Counter


def main():
    data = sys.stdin.read().split()
    k = int(data[1])
    uses = Counter(data[1:])
    top = sorted(uses.items(), key=lambda item: (-item[1], item[0]))[:k]
    sys.stdout.write("".join(f"{tag} {count}\n" for tag, count in top))


main()
