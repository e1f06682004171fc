#!/usr/bin/env python3
"""Function-mode data for network-delay: networkDelayTime(times: int[][], n: int, k: int) ->
int, as LeetCode's "Network Delay Time" has it (servers numbered 1 to n there too, each link
as [u, v, w]). The stretch tests whose answer passes 32 bits are stdin mode's only.

Usage: python3 function_data.py IN OUT (every IN/<rel>.in + .ans becomes OUT/<rel>.in + .ans)."""
import json
import os
import sys


def convert(text_in, text_ans):
    numbers = [int(token) for token in text_in.split()]
    n, m, source = numbers[0], numbers[1], numbers[2]
    times = [numbers[3 + 3 * i:6 + 3 * i] for i in range(m)]
    return [times, n, source], int(text_ans.split()[0])


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
