# WRONG: O(n) without a deque: keeps the window's maximum and the best value seen after it (the runner-up); when the maximum leaves, the runner-up takes over but the new runner-up is not recomputed (it restarts empty), so values between the two are forgotten.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    NONE = None
    best, best_i = a[0], 0
    runner, runner_i = NONE, -1
    out = []
    for i, v in enumerate(a):
        if v >= best:
            best, best_i = v, i
            runner, runner_i = NONE, -1
        elif runner is NONE or v >= runner:
            runner, runner_i = v, i
        if best_i <= i - k:
            best, best_i = runner, runner_i
            runner, runner_i = NONE, -1
        if i >= k - 1:
            out.append(best)
    print(" ".join(map(str, out)))


main()
