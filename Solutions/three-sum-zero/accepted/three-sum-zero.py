# Three Sum Zero — sort, fix the first value, two pointers on the rest, skipping repeated
# values so each triplet comes out once, already in lexicographic order. O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = sorted(int(x) for x in data[1:1 + n])
    triplets = []
    for i in range(n):
        if i > 0 and a[i] == a[i - 1]:
            continue
        target = -a[i]
        left, right = i + 1, n - 1
        while left < right:
            pair = a[left] + a[right]
            if pair < target:
                left += 1
            elif pair > target:
                right -= 1
            else:
                triplets.append(f"{a[i]} {a[left]} {a[right]}")
                left += 1
                right -= 1
                while left < right and a[left] == a[left - 1]:
                    left += 1
    sys.stdout.write(str(len(triplets)) + "\n")
    if triplets:
        sys.stdout.write("\n".join(triplets) + "\n")


main()
