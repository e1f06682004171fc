import os, random, sys
out = sys.argv[1]
random.seed(7)
values = [random.randint(-10**9, 10**9) for _ in range(200000)]
with open(os.path.join(out, "big.in"), "w") as f:
    f.write(f"{len(values)}\n{' '.join(map(str, values))}\n")
with open(os.path.join(out, "big.ans"), "w") as f:
    f.write(' '.join(map(str, reversed(values))) + "\n")
