# Legacy interactive validator: sends each pair of the input, expects the sum back.
import sys

feedback = sys.argv[3]
pairs = [tuple(map(int, line.split())) for line in open(sys.argv[1]) if line.strip()]
for a, b in pairs:
    print(a, b, flush=True)
    line = sys.stdin.readline()
    try:
        got = int(line)
    except ValueError:
        open(feedback + "judgemessage.txt", "w").write("expected a number, got %r" % line[:40])
        sys.exit(43)
    if got != a + b:
        open(feedback + "judgemessage.txt", "w").write("%d + %d is not %d" % (a, b, got))
        sys.exit(43)
print("done", flush=True)
sys.exit(42)
