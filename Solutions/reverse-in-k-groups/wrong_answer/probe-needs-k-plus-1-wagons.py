# Wrong: before turning a group around it probes k wagons ahead and needs a wagon THERE, so it
# demands k + 1 wagons; the last full group, when nothing follows it, is left unreversed.
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
        probe = nxt[tail]
        for _ in range(k):
            if probe == -1:
                break
            probe = nxt[probe]
        if probe == -1:
            break
        first = nxt[tail]
        previous, current = probe, first
        for _ in range(k):
            following = nxt[current]
            nxt[current] = previous
            previous, current = current, following
        nxt[tail] = previous
        tail = first
    out = []
    cur = nxt[dummy]
    while cur != -1:
        out.append(cargo[cur])
        cur = nxt[cur]
    sys.stdout.write(b" ".join(out).decode() + "\n")


main()
