# Wrong: off by one in the search for the new head (the slot whose next is -1): the scan runs
# over slots 0 .. n - 2, so when the last song sits in slot n - 1 the new head is never found.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nxt = [int(x) for x in data[3::2]][:n]
    new_head = -1
    for i in range(n - 1):
        if nxt[i] == -1:
            new_head = i
    before = [-1] * n
    for i in range(n):
        if nxt[i] != -1:
            before[nxt[i]] = i
    sys.stdout.write(f"{new_head}\n{' '.join(map(str, before))}\n")


main()
