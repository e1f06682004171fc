# Correct but slow: the recurrence evaluated by plain recursion, without remembering results.
# Mismatches branch in two: exponential time. (The recursion runs up to |a| + |b| deep, so it
# raises the recursion limit and runs in a thread with a big stack.)
import sys
import threading


def main():
    a, b = sys.stdin.read().split()

    def lcs(i, j):
        if i == len(a) or j == len(b):
            return 0
        if a[i] == b[j]:
            return 1 + lcs(i + 1, j + 1)
        return max(lcs(i + 1, j), lcs(i, j + 1))

    print(lcs(0, 0))


sys.setrecursionlimit(100000)
threading.stack_size(64 * 1024 * 1024)
thread = threading.Thread(target=main)
thread.start()
thread.join()
