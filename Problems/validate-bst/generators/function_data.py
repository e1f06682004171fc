#!/usr/bin/env python3
"""Function mode's tests for validate-bst: `python3 function_data.py IN OUT`.

Every stdin-mode case IN/<rel>.in becomes OUT/<rel>.in, the tree as LeetCode writes a
TreeNode (level order from node 0, `null` for a missing child, trailing nulls dropped), and
OUT/<rel>.ans, `true` or `false` for stdin mode's YES or NO.

LeetCode's TreeNode holds a 32-bit int, stdin mode's keys are 64-bit. Whether a tree is a
search tree depends only on how its keys compare, so keys outside the 32-bit range are
mapped to 32-bit ones keeping their order (and equal keys equal), and the answer is
unchanged:
- a few out-of-range keys (the planted extremes) take the values next to the 32-bit limits,
  the largest becoming 2^31 - 1 and the smallest -2^31, while in-range keys stay as they are;
- otherwise (random 64-bit keys) the distinct keys are spread evenly over the 32-bit range by
  rank, the smallest becoming -2^31 and the largest 2^31 - 1.
"""
import os
import sys

LOW, HIGH = -2**31, 2**31 - 1


def key_map(keys):
    """An order-preserving map from the keys to 32-bit values."""
    distinct = sorted(set(keys))
    if LOW <= distinct[0] and distinct[-1] <= HIGH:
        return None
    inside = [k for k in distinct if LOW <= k <= HIGH]
    above = [k for k in distinct if k > HIGH]
    below = [k for k in distinct if k < LOW]
    if len(above) + len(below) <= 100:
        top = HIGH - len(above) + 1          # the lowest value an out-of-range key above takes
        bottom = LOW + len(below) - 1
        if not inside or (inside[-1] < top and inside[0] > bottom):
            mapping = {k: k for k in inside}
            mapping.update((k, top + i) for i, k in enumerate(above))
            mapping.update((k, LOW + i) for i, k in enumerate(below))
            return mapping
    if len(distinct) == 1:
        return {distinct[0]: HIGH if distinct[0] > HIGH else LOW}
    span = HIGH - LOW
    last = len(distinct) - 1
    return dict(zip(distinct, (LOW + i * span // last for i in range(len(distinct)))))


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
    keys = list(map(int, data[1:1 + 3 * n:3]))
    left = list(map(int, data[2:2 + 3 * n:3]))
    right = list(map(int, data[3:3 + 3 * n:3]))
    mapping = key_map(keys)
    value = data[1:1 + 3 * n:3] if mapping is None else [str(mapping[k]) for k in keys]
    verdict = {"YES": "true", "NO": "false"}[answer.split()[0]]
    return level_order(value, left, right) + "\n", verdict + "\n"


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
