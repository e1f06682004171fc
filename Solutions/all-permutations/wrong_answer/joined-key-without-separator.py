# WRONG (ambiguous key): removes repeated seatings with a set of keys made by gluing the
# numbers together with no separator, so (1, 11) and (11, 1) both become "111" and one
# distinct seating disappears.
import itertools
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    guests = sorted(int(x) for x in data[1:1 + n])
    seen, seatings = set(), []
    for p in itertools.permutations(guests):
        key = "".join(map(str, p))
        if key not in seen:
            seen.add(key)
            seatings.append(p)
    seatings.sort()
    out = [str(len(seatings))] + [" ".join(map(str, p)) for p in seatings]
    sys.stdout.write("\n".join(out) + "\n")


main()
