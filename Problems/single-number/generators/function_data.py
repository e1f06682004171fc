#!/usr/bin/env python3
"""Converts every stdin-mode test of The Odd Sock (LeetCode's Single Number) into function mode's JSON.

Usage: python3 function_data.py IN OUT. Walks IN recursively; for each IN/<rel>.in with its
IN/<rel>.ans, writes OUT/<rel>.in (one JSON value per line: nums, ints as LeetCode's: a stretch
test with codes past 32 bits is stdin mode's only) and OUT/<rel>.ans (the JSON of the code seen
once). Standard library only, deterministic.
"""
import json
import os
import sys


def dump(value):
    return json.dumps(value, separators=(",", ":"))


def convert(case_in, case_ans):
    tokens = case_in.split()
    n = int(tokens[0])
    nums = [int(t) for t in tokens[1:1 + n]]
    return [nums], int(case_ans.split()[0])


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
