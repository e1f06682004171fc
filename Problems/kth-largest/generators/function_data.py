#!/usr/bin/env python3
"""Function-mode data for kth-largest: the design KthLargest(k, nums) with add(val) -> int, as
LeetCode's "Kth Largest Element in a Stream" has it. The board is built from the first k - 1
scores (LeetCode guarantees at least k - 1), then every later score is one add call, whose
result is the threshold stdin mode prints. Scores are ints (LeetCode's
tier keeps them within 10^4; stretch tests past 32 bits are stdin mode's only).

Usage: python3 function_data.py IN OUT (every IN/<rel>.in + .ans becomes OUT/<rel>.in + .ans)."""
import json
import os
import sys


def convert(text_in, text_ans):
    numbers = [int(token) for token in text_in.split()]
    n, k = numbers[0], numbers[1]
    scores = numbers[2:2 + n]
    names = ["KthLargest"] + ["add"] * (n - k + 1)
    arguments = [[k, scores[:k - 1]]] + [[score] for score in scores[k - 1:]]
    thresholds = [int(token) for token in text_ans.split()]
    return [names, arguments], [None] + thresholds


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
