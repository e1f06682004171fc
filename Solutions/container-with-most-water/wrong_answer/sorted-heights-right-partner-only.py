# WRONG: visits the posts from tallest to shortest, so each post is the shorter one of a pair
# with any post visited before, and pairs it with the rightmost of those, forgetting that the
# farthest taller post may lie to its LEFT (it would need the leftmost index too).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n]))
    order = sorted(range(n), key=lambda i: -h[i])
    rightmost = -1
    best = 0
    for i in order:
        if rightmost > i:
            best = max(best, (rightmost - i) * h[i])
        rightmost = max(rightmost, i)
    print(best)


main()
