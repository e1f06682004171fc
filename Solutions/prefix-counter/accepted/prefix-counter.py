# Autocomplete Counter: a trie whose every node counts the learnt words passing through it.
# add walks down the word incrementing counters; count walks down the prefix and reads one
# counter (0 if the path breaks off). O(total length) time.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    children = [{}]   # children[node]: letter -> child node
    passing = [0]     # passing[node]: learnt words whose path goes through node
    out = []
    for i in range(q):
        op, word = data[1 + 2 * i], data[2 + 2 * i]
        node = 0
        if op == b"add":
            for ch in word:
                nxt = children[node].get(ch)
                if nxt is None:
                    nxt = len(passing)
                    children[node][ch] = nxt
                    children.append({})
                    passing.append(0)
                node = nxt
                passing[node] += 1
        else:
            for ch in word:
                node = children[node].get(ch)
                if node is None:
                    break
            out.append(passing[node] if node is not None else 0)
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
