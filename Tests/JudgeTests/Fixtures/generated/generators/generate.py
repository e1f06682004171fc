import os, random, sys
out = sys.argv[1]
random.seed(7)
for i in range(3):
    n = random.randint(1, 10**9)
    with open(os.path.join(out, "big%d.in" % i), "w") as f: f.write("%d\n" % n)
    with open(os.path.join(out, "big%d.ans" % i), "w") as f: f.write("%d\n" % (2 * n))
