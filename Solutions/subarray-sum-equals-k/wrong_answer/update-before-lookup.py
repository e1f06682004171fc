# WRONG (state updated too early): records the current prefix sum before looking up prefix - k, so for k = 0 it also counts the empty stretch ending at every r (n too many).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    seen = {0: 1}
    prefix = 0
    count = 0
    for i in range(n):
        prefix += int(data[2 + i])
        seen[prefix] = seen.get(prefix, 0) + 1
        count += seen.get(prefix - k, 0)
    print(count)


main()
