# WRONG: remembers the step at which each card was first visited in an array filled with
# 0 for "not visited yet" — but the head is visited at step 0, so when the loop comes back
# to the head it looks unvisited and the answer comes out one card late.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, head = int(data[0]), int(data[1])
    nxt = list(map(int, data[2:2 + n]))
    first_step = [0] * n   # BUG: 0 is also the head's step
    step = 0
    cur = head
    while cur != -1:
        if first_step[cur] != 0:
            print(cur)
            return
        first_step[cur] = step
        step += 1
        cur = nxt[cur]
    print(-1)


main()
