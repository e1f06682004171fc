# Converts every stdin-mode test under IN to function mode's JSON under OUT.
import json, os, sys
source, target = sys.argv[1], sys.argv[2]
for folder, _, names in os.walk(source):
    for name in names:
        if not name.endswith(".in"):
            continue
        relative = os.path.relpath(os.path.join(folder, name[:-3]), source)
        with open(os.path.join(source, relative + ".in")) as f:
            lines = f.read().split("\n")
        with open(os.path.join(source, relative + ".ans")) as f:
            answer = f.read().split()
        values = [int(x) for x in lines[1].split()] if len(lines) > 1 else []
        os.makedirs(os.path.dirname(os.path.join(target, relative)), exist_ok=True)
        with open(os.path.join(target, relative + ".in"), "w") as f:
            f.write(json.dumps(values, separators=(",", ":")) + "\n")
        with open(os.path.join(target, relative + ".ans"), "w") as f:
            f.write(json.dumps([int(x) for x in answer], separators=(",", ":")) + "\n")
