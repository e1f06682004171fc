# Where the Loop Begins: Floyd's tortoise and hare. The hare moves two cards per step, the
# tortoise one; if the hare falls off (-1) there is no loop, otherwise they meet inside it.
# A walker restarted from head and the tortoise, both moving one card per step, then meet at
# the loop's first card. O(n) time, O(1) extra memory.
import sys


def loop_entry(nxt, start):
    tortoise = hare = start
    while True:
        if nxt[hare] == -1 or nxt[nxt[hare]] == -1:
            return -1
        hare = nxt[nxt[hare]]
        tortoise = nxt[tortoise]
        if tortoise == hare:
            break
    walker = start
    while walker != tortoise:
        walker = nxt[walker]
        tortoise = nxt[tortoise]
    return walker


def main():
    data = sys.stdin.buffer.read().split()
    n, head = int(data[0]), int(data[1])
    nxt = [int(x) for x in data[2:2 + n]]
    print(loop_entry(nxt, head))


main()
