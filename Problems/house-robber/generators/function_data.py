#!/usr/bin/env python3
"""Function-mode data for house-robber: rob(nums: int[]) -> int, as LeetCode's "House Robber".
Stretch tests whose total passes 32 bits are left out of function mode.

Usage: python3 function_data.py IN OUT (every IN/<rel>.in + .ans becomes OUT/<rel>.in + .ans)."""
import json
import os
import sys


def convert(text_in, text_ans):
    tokens = [int(token) for token in text_in.split()]
    return [tokens[1:1 + tokens[0]]], int(text_ans.split()[0])


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
