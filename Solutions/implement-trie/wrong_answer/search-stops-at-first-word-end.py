# WRONG (early return): search walks down the trie and returns true as soon as it passes a
# node where some word ends, so with "app" inserted, search("apple") is true.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    children = [{}]
    is_end = [False]
    out = []
    for i in range(q):
        op, word = data[1 + 2 * i], data[2 + 2 * i]
        if op == b"insert":
            node = 0
            for ch in word:
                nxt = children[node].get(ch)
                if nxt is None:
                    nxt = len(children)
                    children[node][ch] = nxt
                    children.append({})
                    is_end.append(False)
                node = nxt
            is_end[node] = True
            continue
        node = 0
        answer = op != b"search"
        for ch in word:
            node = children[node].get(ch)
            if node is None:
                answer = False
                break
            if op == b"search" and is_end[node]:
                answer = True
                break
        out.append("true" if answer else "false")
    sys.stdout.write("".join(x + "\n" for x in out))


main()
