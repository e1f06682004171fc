# WRONG: looks the tile up with dict.get and tests the result for truth, so a stored value
# of 0 is reported as a miss (-1).
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
            value = cache.get(k)
            if value:
                cache.move_to_end(k)
                out.append(value)
            else:
                out.append(-1)
        else:
            k, v = int(data[i + 1]), int(data[i + 2])
            i += 3
            #PUT
            if k in cache:
                cache.move_to_end(k)
            elif len(cache) == c:
                cache.popitem(last=False)
            cache[k] = v
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
