# Wrong: "turns a group around" by swapping its first and last wagons only -- right for groups
# of up to three wagons, but a longer group keeps its inner wagons in the old order.
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
        end = start + k - 1
        order[start], order[end] = order[end], order[start]
    sys.stdout.write(b" ".join(order).decode() + "\n")


main()
