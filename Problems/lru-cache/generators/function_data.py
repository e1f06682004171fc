#!/usr/bin/env python3
"""Function mode's tests for lru-cache: `python3 function_data.py IN OUT`.

Every stdin-mode case IN/<rel>.in becomes OUT/<rel>.in in LeetCode's design format: line 1
the calls (`"LRUCache"` then one `"get"` or `"put"` per operation), line 2 their arguments
(`[c]`, `[k]`, `[k,v]`). OUT/<rel>.ans holds every call's result: `null` for the constructor
and each `put`, and for each `get` the next line of stdin mode's answer.
"""
import os
import sys


def convert(text, answer):
    data = text.split()
    c, q = data[0], int(data[1])
    found = iter(answer.split())
    names, arguments, results = ['"LRUCache"'], [f"[{c}]"], ["null"]
    i = 2
    for _ in range(q):
        if data[i] == "get":
            names.append('"get"')
            arguments.append(f"[{data[i + 1]}]")
            results.append(next(found))
            i += 2
        else:
            names.append('"put"')
            arguments.append(f"[{data[i + 1]},{data[i + 2]}]")
            results.append("null")
            i += 3
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
