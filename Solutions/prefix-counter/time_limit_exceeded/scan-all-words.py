# SLOW: keeps a plain list of learnt words and tests every one with startswith on each
# count. Correct, but O(number of words) per query.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    words = []
    out = []
    for i in range(q):
        op, word = data[1 + 2 * i], data[2 + 2 * i]
        if op == b"add":
            words.append(word)
        else:
            out.append(sum(1 for w in words if w.startswith(word)))
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
