# Correct but slow: ending[i] = p[i] + the best plan ending at any spot j <= i - 2 (or
# nothing), found by scanning all earlier spots: O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    p = [int(x) for x in data[1:1 + n]]
    ending = [0] * n
    answer = 0
    for i in range(n):
        before = 0
        for j in range(i - 2, -1, -1):
            before = max(before, ending[j])
        ending[i] = p[i] + before
        answer = max(answer, ending[i])
    print(answer)


main()
