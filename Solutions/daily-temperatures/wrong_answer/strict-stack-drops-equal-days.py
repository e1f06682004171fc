# WRONG: keeps the stack strictly decreasing by also popping days EQUAL to today, unanswered; such a day keeps 0 even when a warmer day comes later.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    t = list(map(int, data[1:1 + n]))
    wait = [0] * n
    stack = []
    for i, v in enumerate(t):
        while stack and t[stack[-1]] <= v:
            j = stack.pop()
            if t[j] < v:
                wait[j] = i - j
        stack.append(i)
    print(" ".join(map(str, wait)))


main()
