# Correct but O(n^2) when temperatures rarely rise: scans forward from every day.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    temperatures = [int(x) for x in data[1:1 + n]]
    wait = [0] * n
    for day in range(n):
        later = day + 1
        while later < n and temperatures[later] <= temperatures[day]:
            later += 1
        if later < n:
            wait[day] = later - day
    print(" ".join(map(str, wait)))


main()
