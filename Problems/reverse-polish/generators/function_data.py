#!/usr/bin/env python3
"""Converts every stdin-mode test of Reverse Polish Calculator into function mode's JSON.

Usage: python3 function_data.py IN OUT. Walks IN recursively; for each IN/<rel>.in with its
IN/<rel>.ans, writes OUT/<rel>.in (one JSON value per line: tokens) and OUT/<rel>.ans (the
JSON of the value, an int as LeetCode's: a stretch test past 32 bits is stdin mode's only).
Standard library only, deterministic.
"""
import json
import os
import sys


def dump(value):
    return json.dumps(value, separators=(",", ":"))


def convert(case_in, case_ans):
    lines = case_in.split("\n")
    t = int(lines[0])
    expressions = [line.split()[1:] for line in lines[1:1 + t]]  # each line is k, then k tokens
    values = [int(v) for v in case_ans.split()]
    # LeetCode's evalRPN takes one expression. A test of several keeps its longest (the first
    # of the longest); every other expression of the committed tests is a test of its own
    # (data/secret/split-*), so no edge case is lost.
    i = max(range(t), key=lambda j: (len(expressions[j]), -j))
    return [expressions[i]], values[i]


def main():
    src, dst = sys.argv[1], sys.argv[2]
    for root, _, files in os.walk(src):
        for name in sorted(files):
            if not name.endswith(".in"):
                continue
            stem = os.path.join(root, name[:-3])
            with open(stem + ".in") as f:
                case_in = f.read()
            with open(stem + ".ans") as f:
                case_ans = f.read()
            args, result = convert(case_in, case_ans)
            out = os.path.join(dst, os.path.relpath(stem, src))
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out + ".in", "w") as f:
                f.write("".join(dump(arg) + "\n" for arg in args))
            with open(out + ".ans", "w") as f:
                f.write(dump(result) + "\n")


if __name__ == "__main__":
    main()
