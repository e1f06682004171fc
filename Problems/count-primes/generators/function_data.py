#!/usr/bin/env python3
"""Function-mode data for count-primes: countPrimes(n: int) -> int, as LeetCode's "Count
Primes" has it: the number of primes strictly less than n. LeetCode's call asks one question,
so a stdin test of several is judged on its largest n (the first of the largest), asked as
countPrimes(n + 1): the primes below n + 1 are exactly the primes <= n, so the answer is the
one stdin mode prints. The other questions of the committed tests are stdin tests of their own
(data/secret/split-*), so function mode loses no edge case.

Usage: python3 function_data.py IN OUT (every IN/<rel>.in + .ans becomes OUT/<rel>.in + .ans)."""
import json
import os
import sys


def convert(text_in, text_ans):
    numbers = [int(token) for token in text_in.split()]
    questions = numbers[1:1 + numbers[0]]
    answers = [int(token) for token in text_ans.split()]
    i = max(range(len(questions)), key=lambda j: (questions[j], -j))
    return [questions[i] + 1], answers[i]


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
