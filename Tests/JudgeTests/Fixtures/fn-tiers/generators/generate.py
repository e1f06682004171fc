import os, random, sys
out = sys.argv[1]
random.seed(7)
def write(path, values):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path + ".in", "w") as f:
        f.write(f"{len(values)}\n{' '.join(map(str, values))}\n")
    with open(path + ".ans", "w") as f:
        f.write(' '.join(map(str, reversed(values))) + "\n")
# The LeetCode tier's largest: 5000 nodes of at most 5000.
write(os.path.join(out, "most"), [random.randint(-5000, 5000) for _ in range(5000)])
# The stretch tier's: 200000 nodes of up to 10^9.
write(os.path.join(out, "stretch", "big"), [random.randint(-10**9, 10**9) for _ in range(200000)])
