# WRONG: Floyd's tortoise and hare whose second phase moves both pointers BEFORE comparing
# them (a do-while); when the head is on the loop, both pointers already stand on its
# start (the head) and it goes one card past it.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, head = int(data[0]), int(data[1])
    nxt = list(map(int, data[2:2 + n]))
    slow = fast = head
    while fast != -1 and nxt[fast] != -1:
        slow = nxt[slow]
        fast = nxt[nxt[fast]]
        if slow == fast:
            break
    else:
        print(-1)
        return
    p = head
    while True:   # BUG: should compare before stepping
        p = nxt[p]
        slow = nxt[slow]
        if p == slow:
            break
    print(p)


main()
