# WRONG: lazy-deletion heap of (last use, key): a get updates the tile's last-use stamp but
# pushes no new heap entry, so once its old entry is discarded as stale the tile is never
# evicted again and a newer tile is thrown out in its place.
import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    c, q = int(data[0]), int(data[1])
    value = {}
    stamp = {}
    heap = []
    out = []
    i = 2
    for t in range(q):
        if data[i] == b"get":
            k = int(data[i + 1])
            i += 2
            if k in value:
                stamp[k] = t
                out.append(value[k])
            else:
                out.append(-1)
        else:
            k, v = int(data[i + 1]), int(data[i + 2])
            i += 3
            if k not in value and len(value) == c:
                while True:
                    s, old = heapq.heappop(heap)
                    if old in value and stamp[old] == s:
                        del value[old]
                        del stamp[old]
                        break
            value[k] = v
            stamp[k] = t
            heapq.heappush(heap, (t, k))
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
