#!/usr/bin/env python3
"""Function-mode data for word-ladder: ladderLength(beginWord: string, endWord: string,
wordList: string[]) -> int, as LeetCode's "Word Ladder" has it. LeetCode counts the words of
the shortest ladder, start included, and returns 0 when there is none: stdin mode's d changes
become d + 1 words (so a start that already is the goal gives 1), and its -1 becomes 0.

Usage: python3 function_data.py IN OUT (every IN/<rel>.in + .ans becomes OUT/<rel>.in + .ans)."""
import json
import os
import sys


def convert(text_in, text_ans):
    tokens = text_in.split()
    begin, end, count = tokens[0], tokens[1], int(tokens[2])
    changes = int(text_ans.split()[0])
    return [begin, end, tokens[3:3 + count]], 0 if changes < 0 else changes + 1


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
