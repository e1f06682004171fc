# Balanced Brackets — a stack of the brackets still open. O(L).
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
    return not stack


def main():
    tokens = sys.stdin.read().split()
    t = int(tokens[0])
    print("\n".join("YES" if is_balanced(s) else "NO" for s in tokens[1:1 + t]))


main()
