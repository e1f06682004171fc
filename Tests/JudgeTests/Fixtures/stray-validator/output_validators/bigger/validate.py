import sys
n = int(open(sys.argv[1]).read())
feedback = sys.argv[3]
try:
    got = int(sys.stdin.read().strip())
except ValueError:
    open(feedback + "judgemessage.txt", "w").write("not an integer")
    sys.exit(43)
if got > n:
    sys.exit(42)
open(feedback + "judgemessage.txt", "w").write("%d is not larger than %d" % (got, n))
sys.exit(43)
