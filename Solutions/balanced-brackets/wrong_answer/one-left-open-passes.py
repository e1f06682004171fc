# WRONG (off by one): the final check is len(stack) <= 1 (a leftover from a version with a sentinel at the bottom of the stack), so a sequence with exactly one bracket left open passes.
import sys

OPENER = {")": "(", "]": "[", "}": "{"}


def is_balanced(sequence):
    stack = []
    for bracket in sequence:
        if bracket in OPENER:
            if not stack or stack.pop() != OPENER[bracket]:
                return False
        else:
            stack.append(bracket)
    return len(stack) <= 1


def main():
    tokens = sys.stdin.read().split()
    t = int(tokens[0])
    print("\n".join("YES" if is_balanced(s) else "NO" for s in tokens[1:1 + t]))


main()
