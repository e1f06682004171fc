# WRONG: checks every node against its two children and against the root (the textbook
# 10 -> 5 -> 12 counterexample), but not against the other ancestors, so a key deeper down
# can still sit on the wrong side of its grandparent.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    key = [int(data[1 + 3 * i]) for i in range(n)]
    left = [int(data[2 + 3 * i]) for i in range(n)]
    right = [int(data[3 + 3 * i]) for i in range(n)]
    ok = True
    for v in range(n):
        if left[v] != -1 and key[left[v]] >= key[v]:
            ok = False
        if right[v] != -1 and key[right[v]] <= key[v]:
            ok = False
    # every key of the root's left subtree must be smaller, every key on the right larger
    for child, smaller in ((left[0], True), (right[0], False)):
        stack = [child] if child != -1 else []
        while stack:
            v = stack.pop()
            if (key[v] >= key[0]) if smaller else (key[v] <= key[0]):
                ok = False
            for c in (left[v], right[v]):
                if c != -1:
                    stack.append(c)
    print("YES" if ok else "NO")


main()
