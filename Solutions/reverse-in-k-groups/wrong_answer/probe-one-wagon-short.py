# Wrong: the probe for a full group walks k - 1 links from the dummy instead of k, so a last
# group of exactly k - 1 wagons passes the check and is turned around too.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k, head = int(data[0]), int(data[1]), int(data[2])
    cargo = data[3::2]
    nxt = [int(x) for x in data[4::2]]
    dummy = n
    nxt.append(head)
    tail = dummy
    while True:
        probe = tail
        for _ in range(k - 1):
            probe = nxt[probe]
            if probe == -1:
                break
        if probe == -1 or nxt[tail] == -1:
            break
        first = nxt[tail]
        previous, current = -1, first
        count = 0
        while count < k and current != -1:
            following = nxt[current]
            nxt[current] = previous
            previous, current = current, following
            count += 1
        nxt[tail] = previous
        nxt[first] = current
        tail = first
    out = []
    cur = nxt[dummy]
    while cur != -1:
        out.append(cargo[cur])
        cur = nxt[cur]
    sys.stdout.write(b" ".join(out).decode() + "\n")


main()
