# WRONG: loops over days 0..n-2 because "the last day has no later day", but the last day can still be the warmer day that answers the others.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    t = list(map(int, data[1:1 + n]))
    wait = [0] * n
    stack = []
    for i in range(n - 1):
        while stack and t[stack[-1]] < t[i]:
            j = stack.pop()
            wait[j] = i - j
        stack.append(i)
    print(" ".join(map(str, wait)))


main()
