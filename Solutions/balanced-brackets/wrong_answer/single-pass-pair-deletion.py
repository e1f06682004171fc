# WRONG (stops too early): deletes "()", then "[]", then "{}" once each and calls the rest balanced only if nothing is left, instead of repeating until nothing changes; "([])" leaves "()".
import sys


def is_balanced(sequence):
    for pair in ("()", "[]", "{}"):
        sequence = sequence.replace(pair, "")
    return sequence == ""


def main():
    tokens = sys.stdin.read().split()
    t = int(tokens[0])
    print("\n".join("YES" if is_balanced(s) else "NO" for s in tokens[1:1 + t]))


main()
