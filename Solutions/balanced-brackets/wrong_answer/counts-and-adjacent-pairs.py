# WRONG (a counting heuristic instead of a stack): per-kind counters that never go negative and end at zero, plus a check that no opener is directly followed by a closer of another kind; "([())]" crosses pairs without any such adjacent clash.
import sys

OPENER = {")": "(", "]": "[", "}": "{"}


def is_balanced(sequence):
    depth = {"(": 0, "[": 0, "{": 0}
    previous = ""
    for bracket in sequence:
        if bracket in OPENER:
            kind = OPENER[bracket]
            if previous in depth and previous != kind:
                return False
            depth[kind] -= 1
            if depth[kind] < 0:
                return False
        else:
            depth[bracket] += 1
        previous = bracket
    return all(d == 0 for d in depth.values())


def main():
    tokens = sys.stdin.read().split()
    t = int(tokens[0])
    print("\n".join("YES" if is_balanced(s) else "NO" for s in tokens[1:1 + t]))


main()
