# Correct but O(n * groups): compares each word with the representative of every
# group found so far (no hashing).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    keys = []
    groups = []
    for word in data[1:1 + n]:
        key = bytes(sorted(word))
        if key in keys:  # a linear scan of the list
            groups[keys.index(key)].append(word)
        else:
            keys.append(key)
            groups.append([word])

    ordered = sorted(sorted(words) for words in groups)
    out = [str(len(ordered)).encode()]
    out.extend(b" ".join(words) for words in ordered)
    sys.stdout.buffer.write(b"\n".join(out) + b"\n")


main()
