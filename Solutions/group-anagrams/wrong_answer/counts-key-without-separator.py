# WRONG (ambiguous key): the key is the 26 letter counts written one after another with no
# separator, so counts 1,11 and 11,1 both read "111" -- words with a letter ten or more times
# fall into the wrong group.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    groups = {}
    for word in data[1:1 + n]:
        counts = [0] * 26
        for ch in word:
            counts[ord(ch) - 97] += 1
        key = "".join(str(c) for c in counts)
        groups.setdefault(key, []).append(word)
    lines = sorted(sorted(g) for g in groups.values())
    out = [str(len(lines))] + [" ".join(g) for g in lines]
    sys.stdout.write("\n".join(out) + "\n")


main()
