# SLOW: after each step, walks again from the head to see whether the current card was
# already visited. Correct, but O(n^2) on a long hunt.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, head = int(data[0]), int(data[1])
    nxt = [int(x) for x in data[2:2 + n]]
    current, steps = head, 0
    while current != -1:
        earlier = head
        for _ in range(steps):
            if earlier == current:
                print(current)
                return
            earlier = nxt[earlier]
        current = nxt[current]
        steps += 1
    print(-1)


main()
