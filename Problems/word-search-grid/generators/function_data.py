#!/usr/bin/env python3
"""Function-mode data for word-search-grid: findWords(board: char[][], words: string[]) ->
string[], as LeetCode's "Word Search II" has it. The expected answer is the distinct hidden
words; compare: unordered lets them come in any order.

Usage: python3 function_data.py IN OUT (every IN/<rel>.in + .ans becomes OUT/<rel>.in + .ans)."""
import json
import os
import sys


def convert(text_in, text_ans):
    tokens = text_in.split()
    rows = int(tokens[0])
    board = [list(row) for row in tokens[2:2 + rows]]
    count = int(tokens[2 + rows])
    words = tokens[3 + rows:3 + rows + count]
    answer = text_ans.split()
    return [board, words], answer[1:1 + int(answer[0])]


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
