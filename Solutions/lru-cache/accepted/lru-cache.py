# Least Recently Used Cache — a dict from key to a node of a doubly linked list kept in
# recency order (most recent right after the sentinel, least recent just before it).
# A use unlinks the node and relinks it at the front; an eviction drops the back node.
# O(1) per operation, O(q) in all.
import sys


class Node:
    __slots__ = ("key", "value", "prev", "next")

    def __init__(self, key=0, value=0):
        self.key = key
        self.value = value
        self.prev = self.next = self


class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.nodes = {}
        self.sentinel = Node()

    def _unlink(self, node):
        node.prev.next = node.next
        node.next.prev = node.prev

    def _push_front(self, node):
        head = self.sentinel
        node.prev, node.next = head, head.next
        head.next.prev = node
        head.next = node

    def get(self, key):
        node = self.nodes.get(key)
        if node is None:
            return -1
        self._unlink(node)
        self._push_front(node)
        return node.value

    def put(self, key, value):
        node = self.nodes.get(key)
        if node is not None:
            node.value = value
            self._unlink(node)
        else:
            if len(self.nodes) == self.capacity:
                oldest = self.sentinel.prev
                self._unlink(oldest)
                del self.nodes[oldest.key]
            node = Node(key, value)
            self.nodes[key] = node
        self._push_front(node)


def main():
    data = sys.stdin.buffer.read().split()
    cache = LRUCache(int(data[0]))
    q = int(data[1])
    out = []
    pos = 2
    for _ in range(q):
        if data[pos] == b"get":
            out.append(cache.get(int(data[pos + 1])))
            pos += 2
        else:
            cache.put(int(data[pos + 1]), int(data[pos + 2]))
            pos += 3
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
