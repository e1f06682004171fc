# SLOW: keeps the tiles in a list ordered from least to most recently used and searches it
# linearly on every operation. Correct, but O(c) per operation.
import sys


def find(tiles, key):
    for i, (tile_key, _) in enumerate(tiles):
        if tile_key == key:
            return i
    return -1


def main():
    data = sys.stdin.buffer.read().split()
    capacity, q = int(data[0]), int(data[1])
    tiles = []  # (key, value), least recently used first
    out = []
    pos = 2
    for _ in range(q):
        if data[pos] == b"get":
            key = int(data[pos + 1])
            pos += 2
            i = find(tiles, key)
            if i == -1:
                out.append(-1)
            else:
                tile = tiles.pop(i)
                tiles.append(tile)
                out.append(tile[1])
        else:
            key, value = int(data[pos + 1]), int(data[pos + 2])
            pos += 3
            i = find(tiles, key)
            if i != -1:
                tiles.pop(i)
            elif len(tiles) == capacity:
                tiles.pop(0)
            tiles.append((key, value))
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
