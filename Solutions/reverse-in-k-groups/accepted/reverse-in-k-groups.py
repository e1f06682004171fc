# Reverse in Groups of K: relink the wagons in place, group by group. Probe k wagons ahead
# (a shorter last group keeps its order), reverse the group with the three-pointer walk
# starting from the wagon after the group, and couple the previous group's tail to the new
# front. O(n) time, O(1) extra memory besides the input arrays.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k, head = int(data[0]), int(data[1]), int(data[2])
    cargo = data[3:3 + 2 * n:2]
    nxt = [int(x) for x in data[4:4 + 2 * n:2]]

    previous_group_tail = -1
    group_start = head
    while True:
        after_group = group_start
        count = 0
        while count < k and after_group != -1:
            after_group = nxt[after_group]
            count += 1
        if count < k:
            break

        previous, current = after_group, group_start
        for _ in range(k):
            following = nxt[current]
            nxt[current] = previous
            previous, current = current, following

        if previous_group_tail == -1:
            head = previous
        else:
            nxt[previous_group_tail] = previous
        previous_group_tail = group_start
        group_start = after_group

    codes = []
    wagon = head
    while wagon != -1:
        codes.append(cargo[wagon])
        wagon = nxt[wagon]
    sys.stdout.buffer.write(b" ".join(codes) + b"\n")


main()
