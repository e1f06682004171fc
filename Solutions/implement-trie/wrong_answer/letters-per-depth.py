# WRONG (not a tree): instead of a node per prefix, keeps for every position the set of
# letters seen there in any word; startsWith checks each letter of the prefix at its position,
# so letters from different words combine ("ab" and "cd" make "ad" look like a prefix).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    seen_at = []          # seen_at[i]: the letters some word has at position i
    words = set()
    out = []
    for i in range(q):
        op, word = data[1 + 2 * i], data[2 + 2 * i]
        if op == b"insert":
            words.add(word)
            while len(seen_at) < len(word):
                seen_at.append(set())
            for position, ch in enumerate(word):
                seen_at[position].add(ch)
        elif op == b"search":
            out.append("true" if word in words else "false")
        else:
            ok = len(word) <= len(seen_at) and all(ch in seen_at[p] for p, ch in enumerate(word))
            out.append("true" if ok else "false")
    sys.stdout.write("".join(x + "\n" for x in out))


main()
