#!/usr/bin/env python3
"""Converts every stdin-mode test of Median of Two Sorted Arrays into function mode's JSON.

Usage: python3 function_data.py IN OUT. Walks IN recursively; for each IN/<rel>.in with its
IN/<rel>.ans, writes OUT/<rel>.in (one JSON value per line: nums1, nums2) and OUT/<rel>.ans (the
JSON of the median as a number (half the stdin answer)). Standard library only, deterministic.
"""
import json
import os
import sys


def dump(value):
    return json.dumps(value, separators=(",", ":"))


def convert(case_in, case_ans):
    lines = case_in.split("\n")
    n, m, q = (int(v) for v in lines[0].split())
    a = [int(v) for v in lines[1].split()]
    b = [int(v) for v in lines[2].split()]
    assert len(a) == n and len(b) == m
    queries = [tuple(int(v) for v in line.split()) for line in lines[3:3 + q]]
    doubled = [int(v) for v in case_ans.split()]
    # LeetCode's findMedianSortedArrays takes two whole arrays: a query (i, j) is the prefixes
    # A[1..i] and B[1..j]. A test of several queries keeps the one with the most elements (the
    # first of those); every other query of the committed tests is a test of its own
    # (data/secret/split-*). Stdin mode prints twice the median, an integer.
    k = max(range(q), key=lambda x: (queries[x][0] + queries[x][1], -x))
    i, j = queries[k]
    median = doubled[k] / 2  # exact: a half of an integer below 2^53
    if median == int(median):
        median = int(median)
    return [a[:i], b[:j]], median


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
