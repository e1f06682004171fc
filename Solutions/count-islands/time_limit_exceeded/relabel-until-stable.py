# SLOW: gives every land cell its own label, then sweeps the whole grid again and again,
# letting each cell take the smallest label among its land neighbours, until a sweep
# changes nothing. Correct, but a winding island needs a sweep per bend: far more than
# O(R * C) work.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    rows, columns = int(data[0]), int(data[1])
    is_land = [ch == ord("#") for row in data[2:2 + rows] for ch in row]
    total = rows * columns
    label = list(range(total))
    changed = True
    while changed:
        changed = False
        for cell in range(total):
            if not is_land[cell]:
                continue
            column = cell % columns
            best = label[cell]
            if cell >= columns and is_land[cell - columns]:
                best = min(best, label[cell - columns])
            if cell + columns < total and is_land[cell + columns]:
                best = min(best, label[cell + columns])
            if column > 0 and is_land[cell - 1]:
                best = min(best, label[cell - 1])
            if column < columns - 1 and is_land[cell + 1]:
                best = min(best, label[cell + 1])
            if best < label[cell]:
                label[cell] = best
                changed = True
    print(sum(1 for cell in range(total) if is_land[cell] and label[cell] == cell))


main()
