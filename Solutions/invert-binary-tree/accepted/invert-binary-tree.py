# Invert a Binary Tree: mirroring exchanges the two children of every node, so swap them at
# all nodes (the order does not matter, here by index, so no recursion on a deep chain), then
# write the tree with a breadth-first walk. O(n) time and memory.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    if n == 0:
        print()
        return
    value = data[1::3]
    # after the swap: left is the old right, right the old left
    left = [int(x) for x in data[3::3]]
    right = [int(x) for x in data[2::3]]

    tokens = [value[0].decode()]
    queue = deque([0])
    while queue:
        v = queue.popleft()
        for child in (left[v], right[v]):
            if child == -1:
                tokens.append("null")
            else:
                tokens.append(value[child].decode())
                queue.append(child)
    while tokens[-1] == "null":
        tokens.pop()
    print(" ".join(tokens))


main()
