# WRONG (boundary): the impossible-team guard is k >= n instead of k > n, so choosing all n players (one way) prints 0.
import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    queries = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(q)]
    top = max(n for n, _ in queries)
    fact = [1] * (top + 1)
    for i in range(1, top + 1):
        fact[i] = fact[i - 1] * i % MOD
    inv = [1] * (top + 1)
    inv[top] = pow(fact[top], MOD - 2, MOD)
    for i in range(top, 0, -1):
        inv[i - 1] = inv[i] * i % MOD
    out = []
    for n, k in queries:
        if k >= n and k != 0:
            out.append(0)
        else:
            out.append(fact[n] * inv[k] % MOD * inv[n - k] % MOD)
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
