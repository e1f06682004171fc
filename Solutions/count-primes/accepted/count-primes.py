"""Prime Lockers — sieve of Eratosthenes up to the largest n, then prefix counts.

For each prime p with p * p <= N, cross out p * p, p * p + p, ... (smaller multiples were
crossed out by smaller primes). A running count then answers each question in O(1).
O(N log log N) time, O(N) memory.
"""
import sys
from array import array
from itertools import accumulate


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    questions = [int(x) for x in data[1:1 + q]]
    limit = max(questions)

    is_prime = bytearray([1]) * (limit + 1)
    is_prime[0] = 0
    if limit >= 1:
        is_prime[1] = 0
    p = 2
    while p * p <= limit:
        if is_prime[p]:
            is_prime[p * p::p] = bytes(len(range(p * p, limit + 1, p)))
        p += 1
    primes_up_to = array("i", accumulate(is_prime))  # primes_up_to[n] = primes <= n

    sys.stdout.write("\n".join(str(primes_up_to[n]) for n in questions) + "\n")


main()
