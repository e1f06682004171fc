# Correct but slow: for every slot, scans all slots for the one that points to it (its new
# next). O(n^2) instead of one O(n) walk turning the pointers around.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nxt = [int(x) for x in data[3::2]][:n]
    new_head = -1
    before = [-1] * n
    for i in range(n):
        if nxt[i] == -1:
            new_head = i
        for j in range(n):
            if nxt[j] == i:
                before[i] = j
                break
    sys.stdout.write(f"{new_head}\n{' '.join(map(str, before))}\n")


main()
