# WRONG: counts the halves recursively but merges the ORIGINAL halves (v[:mid], v[mid:]) instead of the sorted lists the recursion returned.
import sys


def sort_count(v):
    """Returns (sorted v, inversions in v)."""
    if len(v) <= 1:
        return v, 0
    mid = len(v) // 2
    left, right = v[:mid], v[mid:]
    _, x = sort_count(left)
    _, y = sort_count(right)
    merged, i, j, count = [], 0, 0, x + y
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            j += 1
            count += len(left) - i
    merged += left[i:] + right[j:]
    return merged, count


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(sort_count(list(map(int, data[1:1 + n])))[1])


main()
