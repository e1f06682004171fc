#!/usr/bin/env python3
"""Function mode's tests for implement-trie: `python3 function_data.py IN OUT`.

Every stdin-mode case IN/<rel>.in becomes OUT/<rel>.in in LeetCode's design format: line 1
the calls (`"Trie"`, then `"insert"`, `"search"` or `"startsWith"` per operation), line 2
their arguments (`[]`, then `["word"]`). OUT/<rel>.ans holds every call's result: `null` for
the constructor and each `insert`, and for each query the next line of stdin mode's answer
(`true` or `false`, already JSON). Words are lowercase letters only: no JSON escaping.
"""
import os
import sys


def convert(text, answer):
    data = text.split()
    q = int(data[0])
    found = iter(answer.split())
    names, arguments, results = ['"Trie"'], ["[]"], ["null"]
    for i in range(q):
        operation, word = data[1 + 2 * i], data[2 + 2 * i]
        names.append(f'"{operation}"')
        arguments.append(f'["{word}"]')
        results.append("null" if operation == "insert" else next(found))
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
