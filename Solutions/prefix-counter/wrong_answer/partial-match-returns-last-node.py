# Wrong: when the prefix runs off the trie, count stops walking and reports the counter of the
# last node it reached, instead of 0 ("impossible" prefix treated like its longest known part).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    children = [{}]
    passing = [0]
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
                nxt = children[node].get(ch)
                if nxt is None:
                    break
                node = nxt
            out.append(passing[node])
    sys.stdout.write("".join("%d\n" % x for x in out))


main()
