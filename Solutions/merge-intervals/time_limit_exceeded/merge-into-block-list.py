# Correct but slow: keep an unsorted list of blocks; each booking is compared with every
# block, swallowing those it overlaps. With many separate blocks this is O(n^2).
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    blocks = []
    for i in range(n):
        l, r = data[1 + 2 * i], data[2 + 2 * i]
        kept = []
        for bl, br in blocks:
            if bl <= r and l <= br:
                l = min(l, bl)
                r = max(r, br)
            else:
                kept.append((bl, br))
        kept.append((l, r))
        blocks = kept
    blocks.sort()
    out = [str(len(blocks))]
    out += [f"{l} {r}" for l, r in blocks]
    sys.stdout.write("\n".join(out) + "\n")


main()
