# WRONG (duplicate detection): lists all 2^n picks of the sorted tags and drops repeats with the key "".join(tags), which has no separator, so different baskets like [1, 2, 3] and [1, 23] collide and one is lost.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    tags = sorted(int(x) for x in data[1:1 + n])
    seen = set()
    baskets = []
    for mask in range(1 << n):
        basket = [tags[i] for i in range(n) if mask >> i & 1]
        key = "".join(map(str, basket))
        if key not in seen:
            seen.add(key)
            baskets.append(basket)
    baskets.sort()
    lines = [" ".join(map(str, [len(b)] + b)) for b in baskets]
    sys.stdout.write(f"{len(lines)}\n" + "\n".join(lines) + "\n")


main()
