# WRONG (duplicates): sorts the guests and, to avoid repeated seatings, skips a guest equal to
# the previous one -- but without checking whether that previous guest is already seated, so
# two guests of one family can never both be seated and seatings with repeats are lost.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    guests = sorted(int(x) for x in data[1:1 + n])
    used = [False] * n
    seat, lines = [], []

    def fill():
        if len(seat) == n:
            lines.append(" ".join(map(str, seat)))
            return
        for i in range(n):
            if used[i] or (i > 0 and guests[i] == guests[i - 1]):
                continue
            used[i] = True
            seat.append(guests[i])
            fill()
            seat.pop()
            used[i] = False

    fill()
    sys.stdout.write(f"{len(lines)}\n" + "".join(line + "\n" for line in lines))


main()
