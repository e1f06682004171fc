# WRONG: when a bar is popped its rectangle is measured from the bar's own index to the
# current one (i - top), forgetting that it also extends left over the taller bars popped
# before it (the width must run from just after the new stack top).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n]))
    h.append(0)
    stack = []
    best = 0
    for i in range(n + 1):
        while stack and h[stack[-1]] > h[i]:
            top = stack.pop()
            best = max(best, h[top] * (i - top))
        stack.append(i)
    print(best)


main()
