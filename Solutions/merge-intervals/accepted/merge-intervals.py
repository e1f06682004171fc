"""Merge Bookings — sort by start, then extend the current block while bookings overlap.

Take the larger end when extending: a booking may lie inside the block. O(n log n)."""
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    bookings = sorted(zip(data[1::2], data[2::2]))
    blocks = []
    for start, end in bookings:
        if blocks and start <= blocks[-1][1]:
            blocks[-1][1] = max(blocks[-1][1], end)
        else:
            blocks.append([start, end])
    out = [str(len(blocks))]
    out += [f"{s} {e}" for s, e in blocks]
    sys.stdout.write("\n".join(out) + "\n")


main()
