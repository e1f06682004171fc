# Team Selections: factorials and inverse factorials modulo the prime 1e9+7, up to the
# largest n asked. inv(x) = x^(p-2) (Fermat), so C(n, k) = n! * inv(k!) * inv((n-k)!).
# O(N + log p) once, then O(1) per question.
import sys

P = 1_000_000_007


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    ns = [int(x) for x in data[1:1 + 2 * q:2]]
    ks = [int(x) for x in data[2:2 + 2 * q:2]]
    top = max(ns)

    fact = [1] * (top + 1)
    for i in range(1, top + 1):
        fact[i] = fact[i - 1] * i % P
    inv_fact = [1] * (top + 1)
    inv_fact[top] = pow(fact[top], P - 2, P)
    for i in range(top, 0, -1):
        inv_fact[i - 1] = inv_fact[i] * i % P

    out = []
    for n, k in zip(ns, ks):
        if k > n:
            out.append(0)
        else:
            out.append(fact[n] * inv_fact[k] % P * inv_fact[n - k] % P)
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
