# WRONG (a word starts with itself): nested dicts as the trie, and startsWith stops with
# `if not node: return False` -- but the node at the end of a word that nothing extends is an
# empty dict, which is falsy, so startsWith(w) is false when no longer word goes through w.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    root = {}
    words = set()
    out = []
    for i in range(q):
        op, word = data[1 + 2 * i], data[2 + 2 * i]
        if op == b"insert":
            words.add(word)
            node = root
            for ch in word:
                node = node.setdefault(ch, {})
        elif op == b"search":
            out.append("true" if word in words else "false")
        else:
            node = root
            found = True
            for ch in word:
                node = node.get(ch)
                if not node:
                    found = False
                    break
            out.append("true" if found else "false")
    sys.stdout.write("".join(x + "\n" for x in out))


main()
