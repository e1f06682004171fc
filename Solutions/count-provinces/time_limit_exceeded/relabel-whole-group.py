# Correct but slow: "quick find". Every village stores its province label; a road between
# two provinces relabels one of them by scanning all n villages: O(n * m).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    label = list(range(n + 1))
    provinces = n
    for i in range(m):
        a, b = label[int(data[2 + 2 * i])], label[int(data[3 + 2 * i])]
        if a == b:
            continue
        for v in range(1, n + 1):
            if label[v] == a:
                label[v] = b
        provinces -= 1
    print(provinces)


main()
