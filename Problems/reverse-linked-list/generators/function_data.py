#!/usr/bin/env python3
"""Function mode's tests for reverse-linked-list: `python3 function_data.py IN OUT`.

Every stdin-mode case IN/<rel>.in becomes OUT/<rel>.in, the list as LeetCode writes it (the
songs in playing order, found by following the pointers from the head slot), and
OUT/<rel>.ans, the same songs reversed.
"""
import json
import os
import sys


def dump(value):
    return json.dumps(value, separators=(",", ":"))


def convert(text):
    data = text.split()
    n, head = int(data[0]), int(data[1])
    song = data[2:2 + 2 * n:2]
    nxt = [int(x) for x in data[3:3 + 2 * n:2]]
    values = []
    cur = head
    while cur != -1:
        values.append(int(song[cur]))
        cur = nxt[cur]
    return dump(values) + "\n", dump(values[::-1]) + "\n"


def main():
    source, target = sys.argv[1], sys.argv[2]
    for folder, _, files in os.walk(source):
        for name in sorted(files):
            if not name.endswith(".in"):
                continue
            rel = os.path.relpath(os.path.join(folder, name[:-3]), source)
            with open(os.path.join(folder, name)) as f:
                case, answer = convert(f.read())
            out = os.path.join(target, rel)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out + ".in", "w") as f:
                f.write(case)
            with open(out + ".ans", "w") as f:
                f.write(answer)


if __name__ == "__main__":
    main()
