# WRONG: inserts the words into a trie and walks down while a node has a single child, but
# does not stop at a node where a word ends: when one word is a prefix of the others and
# they all go on the same way, the walk runs past the end of that word.
import sys


def main():
    words = sys.stdin.read().split()[1:]
    root = {}
    for w in words:
        node = root
        for c in w:
            node = node.setdefault(c, {})
    prefix = []
    node = root
    while len(node) == 1:   # BUG: must also stop where a word ends
        (c, child), = node.items()
        prefix.append(c)
        node = child
    print(len(prefix))
    if prefix:
        print("".join(prefix))


main()
