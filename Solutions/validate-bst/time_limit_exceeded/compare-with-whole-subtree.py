# SLOW: for every node, walks its entire left subtree (all keys must be smaller) and its
# entire right subtree (all keys must be larger). Correct, but O(n^2) on a deep chain.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    key = [int(x) for x in data[1:1 + 3 * n:3]]
    left = [int(x) for x in data[2:2 + 3 * n:3]]
    right = [int(x) for x in data[3:3 + 3 * n:3]]

    def all_keys(start, test):
        """Does every key in the subtree under start satisfy test?"""
        stack = [start] if start != -1 else []
        while stack:
            node = stack.pop()
            if not test(key[node]):
                return False
            if left[node] != -1:
                stack.append(left[node])
            if right[node] != -1:
                stack.append(right[node])
        return True

    for node in range(n):
        k = key[node]
        if not all_keys(left[node], lambda x: x < k) or not all_keys(right[node], lambda x: x > k):
            print("NO")
            return
    print("YES")


main()
