#!/usr/bin/env python3
"""Function mode's tests for min-stack: `python3 function_data.py IN OUT`.

Every stdin-mode case IN/<rel>.in becomes OUT/<rel>.in in LeetCode's design format: line 1
the calls (`"MinStack"`, then `"push"`, `"pop"`, `"top"` or `"getMin"` per operation), line 2
their arguments (`[x]` for a push, `[]` otherwise). OUT/<rel>.ans holds every call's result:
`null` for the constructor, `push` and `pop`, and for `top` and `getMin` the next line of
stdin mode's answer.
"""
import os
import sys


def convert(text, answer):
    data = text.split()
    q = int(data[0])
    found = iter(answer.split())
    names, arguments, results = ['"MinStack"'], ["[]"], ["null"]
    i = 1
    for _ in range(q):
        op = data[i]
        names.append(f'"{op}"')
        if op == "push":
            arguments.append(f"[{data[i + 1]}]")
            results.append("null")
            i += 2
        else:
            arguments.append("[]")
            results.append("null" if op == "pop" else next(found))
            i += 1
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
