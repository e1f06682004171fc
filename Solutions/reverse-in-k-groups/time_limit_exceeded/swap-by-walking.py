# SLOW: turns each group around by swapping cargo codes pairwise (1st with k-th, 2nd with
# (k-1)-th, ...), walking from the group's start to find every partner. Correct, but
# O(k^2) per group, O(n * k) in total.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k, head = int(data[0]), int(data[1]), int(data[2])
    cargo = data[3:3 + 2 * n:2]
    nxt = [int(x) for x in data[4:4 + 2 * n:2]]

    def walk(start, steps):
        """The wagon `steps` places behind `start` (or -1)."""
        wagon = start
        for _ in range(steps):
            if wagon == -1:
                break
            wagon = nxt[wagon]
        return wagon

    group_start = head
    while group_start != -1 and walk(group_start, k - 1) != -1:
        left = group_start
        for i in range(k // 2):
            right = walk(group_start, k - 1 - i)
            cargo[left], cargo[right] = cargo[right], cargo[left]
            left = nxt[left]
        group_start = walk(group_start, k)

    codes = []
    wagon = head
    while wagon != -1:
        codes.append(cargo[wagon])
        wagon = nxt[wagon]
    sys.stdout.buffer.write(b" ".join(codes) + b"\n")


main()
