"""Merge Two Sorted Lists: two cursors, one per list.

Repeatedly output the smaller front (the first list's on a tie) and advance that cursor;
when one list runs out, the rest of the other follows unchanged. O(n + m)."""
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    first = [int(x) for x in data[1:1 + n]]
    m = int(data[1 + n])
    second = [int(x) for x in data[2 + n:2 + n + m]]

    merged = []
    i = j = 0
    while i < n and j < m:
        if first[i] <= second[j]:
            merged.append(first[i])
            i += 1
        else:
            merged.append(second[j])
            j += 1
    merged.extend(first[i:])
    merged.extend(second[j:])
    print(" ".join(map(str, merged)))


main()
