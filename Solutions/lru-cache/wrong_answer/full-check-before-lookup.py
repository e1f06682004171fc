# WRONG: checks "is the cache full?" before "is the key already there?", so updating a tile
# that is cached while the cache is full still evicts the least recently used one.
import sys
from collections import OrderedDict


def main():
    data = sys.stdin.buffer.read().split()
    c, q = int(data[0]), int(data[1])
    cache = OrderedDict()
    out = []
    i = 2
    for _ in range(q):
        if data[i] == b"get":
            k = int(data[i + 1])
            i += 2
            #GET
            if k in cache:
                cache.move_to_end(k)
                out.append(cache[k])
            else:
                out.append(-1)
        else:
            k, v = int(data[i + 1]), int(data[i + 2])
            i += 3
            #PUT
            if len(cache) == c:
                cache.popitem(last=False)
            if k in cache:
                cache.move_to_end(k)
            cache[k] = v
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
