"""Group Anagrams — canonical key (the sorted letters) + hash map.

Two words are anagrams exactly when their sorted letters are equal; a dict from that key to
its words collects each group in one pass. Then sort each group, and the groups by their
first word. O(L log k) for the keys plus the output sorting, O(L) memory.
"""
import sys
from collections import defaultdict


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    groups = defaultdict(list)
    for word in data[1:1 + n]:
        groups[bytes(sorted(word))].append(word)  # bytes compare in plain byte order

    ordered = sorted(sorted(words) for words in groups.values())  # by first (smallest) word
    out = [str(len(ordered)).encode()]
    out.extend(b" ".join(words) for words in ordered)
    sys.stdout.buffer.write(b"\n".join(out) + b"\n")


main()
