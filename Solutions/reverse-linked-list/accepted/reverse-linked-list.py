# Reverse a Linked List: walk once, turning each pointer back to the previous node.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, head = int(data[0]), int(data[1])
    nxt = [int(x) for x in data[3::2]][:n]
    prev, cur = -1, head
    while cur != -1:
        following = nxt[cur]
        nxt[cur] = prev
        prev, cur = cur, following
    sys.stdout.write(f"{prev}\n{' '.join(map(str, nxt))}\n")


main()
