# WRONG: the timestamps are never converted to integers, so the merge compares strings:
# "10" < "9" and "-5" < "-7", and the merged roll is out of order once values have different
# lengths or signs.
import sys


def main():
    first = sys.stdin.readline().split()[1:]
    second = sys.stdin.readline().split()[1:]
    merged, i, j = [], 0, 0
    while i < len(first) and j < len(second):
        if first[i] <= second[j]:
            merged.append(first[i])
            i += 1
        else:
            merged.append(second[j])
            j += 1
    merged.extend(first[i:])
    merged.extend(second[j:])
    print(" ".join(merged))


main()
