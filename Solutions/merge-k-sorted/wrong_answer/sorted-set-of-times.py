# WRONG: "the output is just every time, sorted": the candidate collects the times in a set,
# so a time that occurs more than once (in one list or across lists) is printed only once.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    times, pos = set(), 1
    for _ in range(k):
        m = int(data[pos])
        times.update(int(x) for x in data[pos + 1:pos + 1 + m])
        pos += 1 + m
    print(" ".join(map(str, sorted(times))))


main()
