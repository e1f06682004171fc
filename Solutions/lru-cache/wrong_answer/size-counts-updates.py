# WRONG: keeps its own size counter and adds one on every put, updates of a cached tile
# included, so after an update the cache believes it is fuller than it is and evicts early.
import sys
from collections import OrderedDict


def main():
    data = sys.stdin.buffer.read().split()
    c, q = int(data[0]), int(data[1])
    cache = OrderedDict()
    size = 0
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
            if k in cache:
                cache.move_to_end(k)
            cache[k] = v
            size += 1
            if size > c:
                cache.popitem(last=False)
                size -= 1
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
