# Median of Two Sorted Arrays — for a query (i, j) the k = ceil((i + j) / 2) smallest elements
# are the t smallest of A[:i] and the k - t smallest of B[:j] for one split t; binary search
# the smallest t with A[t] >= B[k - t - 1]. Then the k-th smallest is the larger of the two
# last taken elements, and the (k + 1)-th the smaller of the two next ones.
# O(log min(i, j)) per query; Python integers do not overflow.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, q = int(data[0]), int(data[1]), int(data[2])
    a = list(map(int, data[3:3 + n]))
    b = list(map(int, data[3 + n:3 + n + m]))
    pos = 3 + n + m
    out = []
    for _ in range(q):
        i, j = int(data[pos]), int(data[pos + 1])
        pos += 2
        total = i + j
        k = (total + 1) // 2
        low, high = max(0, k - j), min(k, i)
        while low < high:
            t = (low + high) // 2
            if a[t] < b[k - t - 1]:
                low = t + 1
            else:
                high = t
        t = low
        candidates = []
        if t > 0:
            candidates.append(a[t - 1])
        if k - t > 0:
            candidates.append(b[k - t - 1])
        kth = max(candidates)
        if total % 2 == 1:
            out.append(2 * kth)
        else:
            following = []
            if t < i:
                following.append(a[t])
            if k - t < j:
                following.append(b[k - t])
            out.append(kth + min(following))
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
