"""Minimum Obstacle Removal: 0-1 BFS with a deque.

Stepping into a free cell costs 0 and into a blocked cell costs 1. A cheaper-by-0 neighbour
goes to the front of the deque, a cheaper-by-1 neighbour to the back, so cells leave the
deque in order of cost. Each cell is settled once: O(r * c) time and memory."""
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    rows, cols = int(data[0]), int(data[1])
    blocked = b"".join(data[2:2 + rows])  # row-major, one byte per cell
    wall = ord("#")

    total = rows * cols
    dist = [total + 1] * total
    dist[0] = 0
    queue = deque([0])
    while queue:
        cell = queue.popleft()
        d = dist[cell]
        row, col = divmod(cell, cols)
        neighbours = []
        if row > 0:
            neighbours.append(cell - cols)
        if row < rows - 1:
            neighbours.append(cell + cols)
        if col > 0:
            neighbours.append(cell - 1)
        if col < cols - 1:
            neighbours.append(cell + 1)
        for nb in neighbours:
            w = 1 if blocked[nb] == wall else 0
            if d + w < dist[nb]:
                dist[nb] = d + w
                if w == 0:
                    queue.appendleft(nb)
                else:
                    queue.append(nb)
    print(dist[total - 1])


main()
