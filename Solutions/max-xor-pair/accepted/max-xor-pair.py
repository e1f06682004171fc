# Most Different Pair — binary trie over the 30 bits, highest bit first. Each number first
# walks the trie greedily towards the opposite bit at every level (that XOR bit becomes 1),
# then is inserted, so every pair of positions is tried once. O(30 n) time and memory.
import sys

BITS = 30


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = list(map(int, data[1:1 + n]))

    # child[bit][node] is the node's child on that bit, 0 meaning absent (the root, node 0,
    # is never a child). Two flat lists keep the trie's memory small.
    child = [[0], [0]]

    def insert(x):
        node = 0
        for b in range(BITS - 1, -1, -1):
            bit = (x >> b) & 1
            if not child[bit][node]:
                child[bit][node] = len(child[0])
                child[0].append(0)
                child[1].append(0)
            node = child[bit][node]

    def best_xor(x):
        node = result = 0
        for b in range(BITS - 1, -1, -1):
            opposite = ((x >> b) & 1) ^ 1
            if child[opposite][node]:
                result |= 1 << b
                node = child[opposite][node]
            else:
                node = child[opposite ^ 1][node]
        return result

    insert(values[0])
    best = 0
    for x in values[1:]:
        best = max(best, best_xor(x))
        insert(x)
    print(best)


main()
