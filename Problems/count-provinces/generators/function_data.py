#!/usr/bin/env python3
"""Function-mode data for count-provinces: countComponents(n: int, edges: int[][]) -> int, as
LeetCode's "Number of Connected Components in an Undirected Graph" has it: villages numbered
from 0 (stdin mode numbers them from 1), each road as [u, v]. (LeetCode's "Number of
Provinces" takes an n x n matrix, far too large for 200000 villages.)

Usage: python3 function_data.py IN OUT (every IN/<rel>.in + .ans becomes OUT/<rel>.in + .ans)."""
import json
import os
import sys


def convert(text_in, text_ans):
    numbers = [int(token) for token in text_in.split()]
    n, m = numbers[0], numbers[1]
    edges = [[numbers[2 + 2 * i] - 1, numbers[3 + 2 * i] - 1] for i in range(m)]
    return [n, edges], int(text_ans.split()[0])


def dump(value):
    return json.dumps(value, separators=(",", ":"))


def main():
    source, target = sys.argv[1], sys.argv[2]
    for folder, _, files in os.walk(source):
        for name in sorted(files):
            if not name.endswith(".in"):
                continue
            stem = os.path.join(folder, name[:-3])
            rel = os.path.relpath(stem, source)
            with open(stem + ".in") as f:
                text_in = f.read()
            with open(stem + ".ans") as f:
                text_ans = f.read()
            arguments, answer = convert(text_in, text_ans)
            out = os.path.join(target, rel)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out + ".in", "w") as f:
                f.write("".join(dump(argument) + "\n" for argument in arguments))
            with open(out + ".ans", "w") as f:
                f.write(dump(answer) + "\n")


if __name__ == "__main__":
    main()
