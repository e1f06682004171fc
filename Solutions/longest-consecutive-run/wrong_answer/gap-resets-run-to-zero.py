# WRONG: sorts the distinct values and counts runs, but at a gap resets the run length to
# 0 instead of 1 (the value after the gap already starts a new run), so every run after
# the first is counted one short.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = sorted(set(map(int, data[1:1 + n])))
    best = run = 0
    for i, v in enumerate(values):
        if i == 0 or v == values[i - 1] + 1:
            run += 1
        else:
            run = 0   # BUG: should be 1
        best = max(best, run)
    print(best)


main()
