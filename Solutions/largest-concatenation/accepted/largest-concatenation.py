# Largest Concatenation — x goes before y when x+y > y+x.
#
# Comparing x+y with y+x is the same as comparing the infinite repetitions xxx... and
# yyy...; for numbers of at most 10 digits the first 20 characters of the repetition
# decide it. So a plain key sort on that prefix (descending) gives the same order as the
# comparator, and runs much faster in Python than functools.cmp_to_key.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    cards = sorted(data[1:1 + n], key=lambda s: (s * 20)[:20], reverse=True)
    result = "".join(cards)
    print("0" if result[0] == "0" else result)


main()
