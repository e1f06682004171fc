# WRONG (sign assumption): "a negative target needs two negative parts", so for target < 0 it skips positive entries; but 5 + (-9) = -4.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    seen = {}
    for j in range(n):
        value = int(data[2 + j])
        if target < 0 and value > 0:
            continue
        i = seen.get(target - value)
        if i is not None:
            print(i + 1, j + 1)
            return
        seen[value] = j


main()
