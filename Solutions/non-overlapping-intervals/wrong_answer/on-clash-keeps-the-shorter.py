# Wrong: sorts by start and, on a clash, keeps the SHORTER of the two slots instead of the one
# that ends first; a short slot that starts late can still end after a longer early one.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    slots = sorted(zip(map(int, data[1::2]), map(int, data[2::2])))
    cancelled = 0
    kl, kr = slots[0]
    for l, r in slots[1:]:
        if l < kr:
            cancelled += 1
            if r - l < kr - kl:
                kl, kr = l, r
        else:
            kl, kr = l, r
    print(cancelled)


main()
