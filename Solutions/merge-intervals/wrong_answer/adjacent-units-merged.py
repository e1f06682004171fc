# WRONG: also joins bookings that only touch as whole time units ([1, 3] and [4, 5]), testing
# start <= end + 1; they share no time unit, so they are separate blocks.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    bookings = sorted(zip(data[1::2], data[2::2]))
    blocks = []
    for start, end in bookings:
        if blocks and start <= blocks[-1][1] + 1:
            blocks[-1][1] = max(blocks[-1][1], end)
        else:
            blocks.append([start, end])
    out = [str(len(blocks))]
    out += [f"{s} {e}" for s, e in blocks]
    sys.stdout.write("\n".join(out) + "\n")


main()
