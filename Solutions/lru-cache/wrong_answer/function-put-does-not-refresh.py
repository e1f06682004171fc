# Least Recently Used Cache, function mode, WRONG: updating the value of a key already in
# the cache does not count as a use, so that key can be evicted too early.

class LRUCache:

    def __init__(self, capacity: int):
        self.capacity = capacity
        self.entries = OrderedDict()

    def get(self, key: int) -> int:
        if key not in self.entries:
            return -1
        self.entries.move_to_end(key)
        return self.entries[key]

    def put(self, key: int, value: int) -> None:
        if key in self.entries:
            self.entries[key] = value
            return
        if len(self.entries) == self.capacity:
            self.entries.popitem(last=False)
        self.entries[key] = value


# Your LRUCache object will be instantiated and called as such:
# obj = LRUCache(capacity)
# param_1 = obj.get(key)
# obj.put(key,value)
