#!/usr/bin/env python3
"""Function mode's tests for prefix-counter: `python3 function_data.py IN OUT`.

Every stdin-mode case IN/<rel>.in becomes OUT/<rel>.in in LeetCode's design format for the
Trie of "Implement Trie II": line 1 the calls (`"Trie"`, then `"insert"` for every `add` and
`"countWordsStartingWith"` for every `count`), line 2 their arguments (`[]`, `["word"]`).
OUT/<rel>.ans holds every call's result: `null` for the constructor and each `insert`, and
for each count the next line of stdin mode's answer. Words are lowercase letters only, so
they need no JSON escaping.
"""
import os
import sys


def convert(text, answer):
    data = text.split()
    q = int(data[0])
    counts = iter(answer.split())
    names, arguments, results = ['"Trie"'], ["[]"], ["null"]
    for i in range(q):
        operation, word = data[1 + 2 * i], data[2 + 2 * i]
        arguments.append(f'["{word}"]')
        if operation == "add":
            names.append('"insert"')
            results.append("null")
        else:
            names.append('"countWordsStartingWith"')
            results.append(next(counts))
    case = "[" + ",".join(names) + "]\n[" + ",".join(arguments) + "]\n"
    return case, "[" + ",".join(results) + "]\n"


def main():
    source, target = sys.argv[1], sys.argv[2]
    for folder, _, files in os.walk(source):
        for name in sorted(files):
            if not name.endswith(".in"):
                continue
            rel = os.path.relpath(os.path.join(folder, name[:-3]), source)
            with open(os.path.join(folder, name)) as f:
                text = f.read()
            with open(os.path.join(folder, name[:-3] + ".ans")) as f:
                case, answer = convert(text, f.read())
            out = os.path.join(target, rel)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out + ".in", "w") as f:
                f.write(case)
            with open(out + ".ans", "w") as f:
                f.write(answer)


if __name__ == "__main__":
    main()
