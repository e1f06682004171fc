# WRONG: sorts the bookings by end instead of start; a long booking that starts earlier comes
# after the short ones inside it, so blocks get the wrong start or are split.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    bookings = sorted(zip(data[1::2], data[2::2]), key=lambda b: b[1])
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
