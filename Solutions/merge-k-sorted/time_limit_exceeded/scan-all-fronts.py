# SLOW: for every output element, scans the fronts of all k lists for the smallest.
# Correct, but O(N * k).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    lists = []
    pos = 1
    for _ in range(k):
        m = int(data[pos])
        lists.append([int(x) for x in data[pos + 1:pos + 1 + m]])
        pos += 1 + m
    total = sum(len(lst) for lst in lists)

    position = [0] * k
    merged = []
    for _ in range(total):
        best = -1
        for i in range(k):
            if position[i] < len(lists[i]):
                if best == -1 or lists[i][position[i]] < lists[best][position[best]]:
                    best = i
        merged.append(lists[best][position[best]])
        position[best] += 1
    print(" ".join(map(str, merged)))


main()
