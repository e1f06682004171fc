// Least Recently Used Cache, function mode: a JavaScript Map remembers insertion order, so
// deleting and re-inserting a key makes it the most recent; the first key is the least
// recently used. Every operation is O(1) on average.

/**
 * @param {number} capacity
 */
var LRUCache = function(capacity) {
    this.capacity = capacity;
    this.entries = new Map();
};

/**
 * @param {number} key
 * @return {number}
 */
LRUCache.prototype.get = function(key) {
    if (!this.entries.has(key)) return -1;
    const value = this.entries.get(key);
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
};

/**
 * @param {number} key
 * @param {number} value
 * @return {void}
 */
LRUCache.prototype.put = function(key, value) {
    if (this.entries.has(key)) {
        this.entries.delete(key);
    } else if (this.entries.size === this.capacity) {
        this.entries.delete(this.entries.keys().next().value);
    }
    this.entries.set(key, value);
};

/**
 * Your LRUCache object will be instantiated and called as such:
 * var obj = new LRUCache(capacity)
 * var param_1 = obj.get(key)
 * obj.put(key,value)
 */
