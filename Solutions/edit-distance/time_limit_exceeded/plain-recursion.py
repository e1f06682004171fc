# Correct but slow: tries delete, insert and replace recursively without memoisation:
# exponential time.
import sys
import threading


def main():
    a, b = sys.stdin.read().split()

    def dist(i, j):
        if i == len(a):
            return len(b) - j
        if j == len(b):
            return len(a) - i
        if a[i] == b[j]:
            return dist(i + 1, j + 1)
        return 1 + min(dist(i + 1, j), dist(i, j + 1), dist(i + 1, j + 1))

    print(dist(0, 0))


sys.setrecursionlimit(100000)
threading.stack_size(64 * 1024 * 1024)
thread = threading.Thread(target=main)
thread.start()
thread.join()
