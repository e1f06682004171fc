# SLOW: keeps the distinct words in a set, which answers search at once, but startsWith
# compares the prefix with every word: O(number of words) per query.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    words = set()
    in_order = []
    out = []
    for i in range(q):
        op, word = data[1 + 2 * i], data[2 + 2 * i]
        if op == b"insert":
            if word not in words:
                words.add(word)
                in_order.append(word)
        elif op == b"search":
            out.append("true" if word in words else "false")
        else:
            out.append("true" if any(w.startswith(word) for w in in_order) else "false")
    sys.stdout.write("".join(x + "\n" for x in out))


main()
