# Multi-pass validator: input is "pass n"; the output must be 2n. After pass 1 it asks for
# pass 2 on the doubled value; after pass 2 the result must equal the answer (4n).
import sys

pass_number, n = map(int, open(sys.argv[1]).read().split())
answer = int(open(sys.argv[2]).read())
feedback = sys.argv[3]


def reject(message):
    with open(feedback + "judgemessage.txt", "a") as out:
        out.write(message + "\n")
    sys.exit(43)


try:
    got = int(sys.stdin.read().split()[0])
except (ValueError, IndexError):
    reject("not an integer")
if got != 2 * n:
    reject("%d is not twice %d" % (got, n))
if pass_number == 1:
    with open(feedback + "nextpass.in", "w") as out:
        out.write("2 %d\n" % got)
    sys.exit(42)
if got != answer:
    reject("%d after two passes, expected %d" % (got, answer))
sys.exit(42)
