# WRONG: sorts the distinct values and records a run's length only when a gap ends it, so
# the run that reaches the largest value is never compared with the best.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = sorted(set(map(int, data[1:1 + n])))
    best = 0
    run = 1
    for i in range(1, len(values)):
        if values[i] == values[i - 1] + 1:
            run += 1
        else:
            best = max(best, run)
            run = 1
    # BUG: missing best = max(best, run) for the last run
    print(best)


main()
