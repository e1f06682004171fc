#!/usr/bin/env python3
"""Function mode's tests for max-path-sum: `python3 function_data.py IN OUT`.

Every stdin-mode case IN/<rel>.in becomes OUT/<rel>.in, the tree as LeetCode writes a
TreeNode (level order from viewpoint 0, `null` for a missing child, trailing nulls dropped),
and OUT/<rel>.ans, stdin mode's answer. Scores fit LeetCode's 32-bit `val`, and the function
returns LeetCode's int: the stretch tests whose answer passes 32 bits are stdin mode's only.
"""
import os
import sys


def level_order(value, left, right):
    """LeetCode's serialization of the tree rooted at node 0, as JSON: the root's value, then
    both child slots of every node in breadth-first order, trailing nulls dropped."""
    if not value:
        return "[]"
    order = [0]
    for v in order:                        # the list grows while it is walked: a BFS
        if left[v] != -1:
            order.append(left[v])
        if right[v] != -1:
            order.append(right[v])
    slot = value + ["null"]                # slot[-1] is a missing child
    tokens = [value[0]]
    for v in order:
        tokens.append(slot[left[v]])
        tokens.append(slot[right[v]])
    while tokens[-1] == "null":
        tokens.pop()
    return "[" + ",".join(tokens) + "]"


def convert(text, answer):
    data = text.split()
    n = int(data[0])
    value = data[1:1 + 3 * n:3]
    left = list(map(int, data[2:2 + 3 * n:3]))
    right = list(map(int, data[3:3 + 3 * n:3]))
    return level_order(value, left, right) + "\n", answer.split()[0] + "\n"


def main():
    source, target = sys.argv[1], sys.argv[2]
    for folder, _, files in os.walk(source):
        for name in sorted(files):
            if not name.endswith(".in"):
                continue
            rel = os.path.relpath(os.path.join(folder, name[:-3]), source)
            with open(os.path.join(folder, name)) as f:
                text = f.read()
            with open(os.path.join(folder, name[:-3] + ".ans")) as f:
                case, answer = convert(text, f.read())
            out = os.path.join(target, rel)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out + ".in", "w") as f:
                f.write(case)
            with open(out + ".ans", "w") as f:
                f.write(answer)


if __name__ == "__main__":
    main()
