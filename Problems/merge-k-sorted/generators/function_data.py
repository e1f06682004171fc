#!/usr/bin/env python3
"""Function mode's tests for merge-k-sorted: `python3 function_data.py IN OUT`.

Every stdin-mode case IN/<rel>.in becomes OUT/<rel>.in, the platforms' lists as LeetCode's
`lists` (a JSON array of lists, each the array of its values; an empty platform is `[]`),
and OUT/<rel>.ans, stdin mode's merged list as a JSON array.
"""
import os
import sys


def dump(tokens):
    """The JSON array of integer tokens, written as they are."""
    return "[" + ",".join(tokens) + "]"


def convert(text, answer):
    data = text.split()
    k = int(data[0])
    lists, pos = [], 1
    for _ in range(k):
        m = int(data[pos])
        lists.append(dump(data[pos + 1:pos + 1 + m]))
        pos += 1 + m
    return "[" + ",".join(lists) + "]\n", dump(answer.split()) + "\n"


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
