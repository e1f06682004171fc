# Is It a Search Tree? — iterative in-order traversal with an explicit stack; the keys must
# come out strictly increasing. O(n) time and memory, no recursion (a chain can be 200000
# deep), no sentinel for "no previous key" (keys reach the 64-bit extremes).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    key = [int(x) for x in data[1:1 + 3 * n:3]]
    left = [int(x) for x in data[2:2 + 3 * n:3]]
    right = [int(x) for x in data[3:3 + 3 * n:3]]

    stack = []
    node = 0
    previous = None
    while node != -1 or stack:
        while node != -1:  # go as far left as possible
            stack.append(node)
            node = left[node]
        node = stack.pop()  # visit
        if previous is not None and key[node] <= previous:
            print("NO")
            return
        previous = key[node]
        node = right[node]  # then the right subtree
    print("YES")


main()
