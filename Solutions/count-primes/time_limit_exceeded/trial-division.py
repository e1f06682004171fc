# Correct but slow: tests every number up to the largest question by trial division up to
# its square root. Roughly N * sqrt(N) / log N divisions: far too many for N = 10^7.
import sys


def is_prime(x):
    if x < 2:
        return False
    d = 2
    while d * d <= x:
        if x % d == 0:
            return False
        d += 1
    return True


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    questions = [int(x) for x in data[1:1 + q]]
    limit = max(questions)
    counts = [0] * (limit + 1)
    running = 0
    for n in range(limit + 1):
        if is_prime(n):
            running += 1
        counts[n] = running
    sys.stdout.write("\n".join(str(counts[n]) for n in questions) + "\n")


main()
