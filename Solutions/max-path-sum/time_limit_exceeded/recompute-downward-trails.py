# SLOW: for every viewpoint, recomputes the best downward trails of its children by walking
# their whole subtrees. Correct, but O(n^2) on a deep tree.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    score = [int(x) for x in data[1:1 + 3 * n:3]]
    left = [int(x) for x in data[2:2 + 3 * n:3]]
    right = [int(x) for x in data[3:3 + 3 * n:3]]

    def best_down(start):
        """Best trail going down from start (iterative: collect the subtree, then fold it up)."""
        if start == -1:
            return 0
        preorder, stack = [], [start]
        while stack:
            node = stack.pop()
            preorder.append(node)
            if left[node] != -1:
                stack.append(left[node])
            if right[node] != -1:
                stack.append(right[node])
        down = {}
        for node in reversed(preorder):
            l = 0 if left[node] == -1 else max(0, down[left[node]])
            r = 0 if right[node] == -1 else max(0, down[right[node]])
            down[node] = score[node] + max(l, r)
        return down[start]

    best = max(score[v] + max(0, best_down(left[v])) + max(0, best_down(right[v]))
               for v in range(n))
    print(best)


main()
