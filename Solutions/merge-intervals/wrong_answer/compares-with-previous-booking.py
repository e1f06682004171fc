# WRONG: decides whether a booking joins the block by comparing with the previous booking's
# end rather than the block's end, so after a long booking a short one inside it hides it.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    bookings = sorted(zip(data[1::2], data[2::2]))
    blocks = []
    previous_end = None
    for start, end in bookings:
        if blocks and start <= previous_end:
            blocks[-1][1] = max(blocks[-1][1], end)
        else:
            blocks.append([start, end])
        previous_end = end
    out = [str(len(blocks))]
    out += [f"{s} {e}" for s, e in blocks]
    sys.stdout.write("\n".join(out) + "\n")


main()
