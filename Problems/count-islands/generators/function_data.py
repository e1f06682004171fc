#!/usr/bin/env python3
"""Function-mode data for count-islands: numIslands(grid: char[][]) -> int, as LeetCode's
"Number of Islands" has it. The map's `#` (land) becomes "1" and `.` (water) becomes "0".

Usage: python3 function_data.py IN OUT (every IN/<rel>.in + .ans becomes OUT/<rel>.in + .ans)."""
import json
import os
import sys


def convert(text_in, text_ans):
    tokens = text_in.split()
    rows = int(tokens[0])
    grid = [["1" if cell == "#" else "0" for cell in row] for row in tokens[2:2 + rows]]
    return [grid], int(text_ans.split()[0])


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
