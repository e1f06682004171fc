# WRONG: lists are merged pairwise (divide and conquer); the two-pointer merge handles "<" and
# ">" and, on equal fronts, writes the value once and advances both lists -- a copy is lost.
import sys


def merge(a, b):
    out, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        if a[i] < b[j]:
            out.append(a[i]); i += 1
        elif b[j] < a[i]:
            out.append(b[j]); j += 1
        else:
            out.append(a[i]); i += 1; j += 1
    out.extend(a[i:])
    out.extend(b[j:])
    return out


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    lists, pos = [], 1
    for _ in range(k):
        m = int(data[pos])
        lists.append([int(x) for x in data[pos + 1:pos + 1 + m]])
        pos += 1 + m
    while len(lists) > 1:
        nxt = [merge(lists[i], lists[i + 1]) for i in range(0, len(lists) - 1, 2)]
        if len(lists) % 2:
            nxt.append(lists[-1])
        lists = nxt
    print(" ".join(map(str, lists[0])))


main()
