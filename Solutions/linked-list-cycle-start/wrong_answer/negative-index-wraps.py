# WRONG: Floyd's tortoise and hare that only checks the hare itself for -1 before jumping
# twice; when the hare's next card is -1, nxt[-1] silently reads the LAST card's pointer
# (Python's negative index) and the hare runs on into whatever that card leads to.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, head = int(data[0]), int(data[1])
    nxt = list(map(int, data[2:2 + n]))
    slow = fast = head
    while fast != -1:
        slow = nxt[slow]
        fast = nxt[nxt[fast]]   # BUG: nxt[fast] may be -1
        if slow == fast:
            break
    if fast == -1:
        print(-1)
        return
    p = head
    while p != slow:
        p = nxt[p]
        slow = nxt[slow]
    print(p)


main()
