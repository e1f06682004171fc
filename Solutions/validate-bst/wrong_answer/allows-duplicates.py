# WRONG: in-order walk that only rejects a key smaller than the previous one (key < last),
# so a repeated key passes although the statement demands strictly increasing keys.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    key = [int(data[1 + 3 * i]) for i in range(n)]
    left = [int(data[2 + 3 * i]) for i in range(n)]
    right = [int(data[3 + 3 * i]) for i in range(n)]
    stack, node, last = [], 0, None
    while stack or node != -1:
        while node != -1:
            stack.append(node)
            node = left[node]
        node = stack.pop()
        if last is not None and key[node] < last:
            print("NO")
            return
        last = key[node]
        node = right[node]
    print("YES")


main()
