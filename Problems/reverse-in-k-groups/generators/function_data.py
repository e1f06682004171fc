#!/usr/bin/env python3
"""Function mode's tests for reverse-in-k-groups: `python3 function_data.py IN OUT`.

Every stdin-mode case IN/<rel>.in becomes OUT/<rel>.in: the train as LeetCode writes a list
(the cargo codes from the locomotive, following the slots' pointers) on line 1 and `k` on
line 2. OUT/<rel>.ans is stdin mode's answer, the rearranged train, as a JSON array.
"""
import os
import sys


def dump(tokens):
    """The JSON array of integer tokens, written as they are."""
    return "[" + ",".join(tokens) + "]"


def convert(text, answer):
    data = text.split()
    n, k, head = int(data[0]), int(data[1]), int(data[2])
    cargo = data[3:3 + 2 * n:2]
    nxt = [int(x) for x in data[4:4 + 2 * n:2]]
    values = []
    cur = head
    while cur != -1:
        values.append(cargo[cur])
        cur = nxt[cur]
    return f"{dump(values)}\n{k}\n", dump(answer.split()) + "\n"


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
