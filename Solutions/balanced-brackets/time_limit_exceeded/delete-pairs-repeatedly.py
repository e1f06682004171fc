# Correct but O(L^2) on deep nesting: repeatedly deletes adjacent matching pairs
# "()", "[]", "{}" until nothing changes; balanced iff the result is empty.
import sys


def is_balanced(sequence):
    while True:
        shorter = sequence.replace("()", "").replace("[]", "").replace("{}", "")
        if len(shorter) == len(sequence):
            return not shorter
        sequence = shorter


def main():
    tokens = sys.stdin.read().split()
    t = int(tokens[0])
    print("\n".join("YES" if is_balanced(s) else "NO" for s in tokens[1:1 + t]))


main()
