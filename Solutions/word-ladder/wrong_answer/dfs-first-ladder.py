# WRONG: depth-first search (iterative, marks words as seen) and reports the length of the
# first ladder it finds, which need not be the shortest. (It pushes the changes in reverse so
# that it explores them in the natural order, first letter first, "a" first.)
import sys


def main():
    data = sys.stdin.read().split()
    start, goal, m = data[0], data[1], int(data[2])
    words = set(data[3:3 + m])
    if start == goal:
        print(0)
        return
    seen = {start}
    stack = [(start, 0)]
    while stack:
        w, d = stack.pop()
        if w == goal:
            print(d)
            return
        for i in reversed(range(len(w))):
            for c in "zyxwvutsrqponmlkjihgfedcba":
                v = w[:i] + c + w[i + 1:]
                if v in words and v not in seen:
                    seen.add(v)
                    stack.append((v, d + 1))
    print(-1)


main()
