# Wrong: turns each full group around by swapping codes from both ends, but the loop runs
# (k - 1) // 2 times instead of k // 2: the middle pair of an even-sized group stays put.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k, head = int(data[0]), int(data[1]), int(data[2])
    cargo = data[3::2]
    nxt = [int(x) for x in data[4::2]]
    order = []
    cur = head
    while cur != -1:
        order.append(cargo[cur])
        cur = nxt[cur]
    for start in range(0, n - k + 1, k):
        for i in range((k - 1) // 2):
            a, b = start + i, start + k - 1 - i
            order[a], order[b] = order[b], order[a]
    sys.stdout.write(b" ".join(order).decode() + "\n")


main()
