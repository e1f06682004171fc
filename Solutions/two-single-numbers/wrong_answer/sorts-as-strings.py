# WRONG: counts the stubs as the strings they are read as (fine) but then also sorts the two
# answers as strings, so "10" comes before "9" and "-1" before "-2".
import sys
from collections import Counter


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    counts = Counter(data[1:1 + n])
    lonely = sorted(s for s, c in counts.items() if c == 1)
    print(lonely[0], lonely[1])


main()
