"""Large tests for coin-change-min."""
import os
import random
import sys


def solve(text):
    data = list(map(int, text.split()))
    k, amount = data[0], data[1]
    coins = sorted(set(c for c in data[2:2 + k] if c <= amount))
    inf = amount + 1
    fewest = [0] + [inf] * amount
    for a in range(1, amount + 1):
        best = inf
        for c in coins:
            if c > a:
                break
            v = fewest[a - c]
            if v < best:
                best = v
        fewest[a] = best + 1 if best < inf else inf
    return f"{fewest[amount] if fewest[amount] < inf else -1}\n"


def write(out, name, amount, coins):
    text = f"{len(coins)} {amount}\n" + " ".join(map(str, coins)) + "\n"
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def main(out):
    # Tests past LeetCode's constraints (up to 50 coins, A up to 10^5) go to out/stretch, the
    # stretch tier; the rest are the LeetCode tier (at most 12 coins, A <= 10^4).
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(505)
    write(out, "g01-medium-random", 1000, [rng.randint(1, 200) for _ in range(10)])
    write(out, "stretch/g02-max-many-coins", 100000, [rng.randint(2, 5000) * 7 for _ in range(49)] + [3])
    write(out, "stretch/g03-max-greedy-trap", 99999, [1, 99, 100, 9999, 10000] + [rng.randint(50, 20000) * 2 for _ in range(45)])
    write(out, "stretch/g04-impossible-large", 99999, [rng.randint(1, 50000) * 2 for _ in range(50)])
    write(out, "stretch/g05-max-small-coins", 100000, [rng.randint(1, 60) for _ in range(50)])
    # answer exactly A (only the 1-cent coin fits): stops a sentinel for "unreachable" equal to A
    write(out, "stretch/g06-answer-equals-amount", 100000, [1000000000, 100001, 1, 999999999, 100002])
    # a coin worth exactly A among larger and smaller ones (answer 1): stops seeding or trying
    # coins only when c < A (off by one), and greedy is right here
    write(out, "stretch/g07-coin-equals-amount", 100000, [rng.randint(100001, 10 ** 9) for _ in range(20)] + [100000] + [rng.randint(1, 5000) * 3 for _ in range(29)])
    # impossible, with a 2-cent coin: all even coins, odd A; a BFS without a visited array runs
    # 50000 layers over every even amount
    write(out, "stretch/g08-impossible-with-two", 99999, [2] + [rng.randint(2, 50000) * 2 for _ in range(49)])


    # The LeetCode tier at its largest (12 coins, A = 10^4 or just under), its own generator.
    lc = random.Random(322)
    write(out, "g09-leetcode-max-many-coins", 10000, [lc.randint(2, 500) * 7 for _ in range(11)] + [3])
    write(out, "g10-leetcode-max-greedy-trap", 9999, [1, 99, 100, 999, 1000] + [lc.randint(50, 2000) * 2 for _ in range(7)])
    write(out, "g11-leetcode-impossible-large", 9999, [lc.randint(1, 5000) * 2 for _ in range(12)])
    write(out, "g12-leetcode-max-small-coins", 10000, [lc.randint(1, 60) for _ in range(12)])
    write(out, "g13-leetcode-answer-equals-amount", 10000, [1000000000, 10001, 1, 999999999, 10002])
    write(out, "g14-leetcode-coin-equals-amount", 10000, [lc.randint(10001, 10 ** 9) for _ in range(4)] + [10000] + [lc.randint(1, 500) * 3 for _ in range(7)])
    write(out, "g15-leetcode-impossible-with-two", 9999, [2] + [lc.randint(2, 5000) * 2 for _ in range(11)])


if __name__ == "__main__":
    main(sys.argv[1])
