"""Count Inversions — merge sort that counts while merging.

When the next element taken comes from the right half while elements of the left half are
still waiting, it is smaller than every one of them: that many inversions at once. Ties take
the left element first, so equal values are not counted. O(n log n) time, O(n) extra memory.
"""
import sys


def sort_counting(values):
    """Returns (sorted copy of values, number of inversions in values)."""
    if len(values) <= 1:
        return values, 0
    mid = len(values) // 2
    left, left_count = sort_counting(values[:mid])
    right, right_count = sort_counting(values[mid:])

    merged = []
    inversions = left_count + right_count
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            merged.append(left[i])
            i += 1
        else:
            inversions += len(left) - i  # right[j] is smaller than every left element remaining
            merged.append(right[j])
            j += 1
    merged.extend(left[i:])
    merged.extend(right[j:])
    return merged, inversions


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = [int(x) for x in data[1:1 + n]]
    print(sort_counting(values)[1])


main()
