# WRONG: fills a heap with the first k tags, then lets a tag in only if it has MORE uses than the worst kept one; a tag that ties the worst on uses but comes first in dictionary order is turned away.
import heapq
import sys
from collections import Counter


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    uses = Counter(data[2:2 + n])
    heap = []  # (uses, reversed-order key) so the top is the worst kept tag
    for tag, count in uses.items():
        if len(heap) < k:
            heapq.heappush(heap, (count, tag))
        elif count > heap[0][0]:
            heapq.heapreplace(heap, (count, tag))
    top = sorted(heap, key=lambda item: (-item[0], item[1]))
    sys.stdout.write("".join(f"{tag} {count}\n" for count, tag in top))


main()
