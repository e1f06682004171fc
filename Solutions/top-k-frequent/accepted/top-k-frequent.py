# Trending Hashtags: count with a dictionary, then take the k best by (-uses, tag).
# heapq.nsmallest keeps a heap of size k: O(n + d log k).
import heapq
import sys
from collections import Counter


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    uses = Counter(data[2:2 + n])
    top = heapq.nsmallest(k, uses.items(), key=lambda item: (-item[1], item[0]))
    sys.stdout.write("".join(f"{tag} {count}\n" for tag, count in top))


main()
