# WRONG: a min-heap of (uses, tag) capped at k evicts the smallest pair, and among equal uses that is the dictionary-SMALLER tag, the one that should stay; ties at the cut keep the wrong tags.
import heapq
import sys
from collections import Counter


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    uses = Counter(data[2:2 + n])
    heap = []
    for tag, count in uses.items():
        heapq.heappush(heap, (count, tag))
        if len(heap) > k:
            heapq.heappop(heap)
    top = sorted(heap, key=lambda item: (-item[0], item[1]))
    sys.stdout.write("".join(f"{tag} {count}\n" for count, tag in top))


main()
