// prep: the classes LeetCode's JavaScript defines globally, from @datastructures-js: PriorityQueue,
// MinPriorityQueue, MaxPriorityQueue (priority-queue 6.3), Queue (queue 4.2) and Deque (deque 1.0),
// with those versions' documented behaviour. Written for prep; loaded before the solution.
'use strict';

// A binary heap. `before(x, y)` says whether priority x goes above priority y (elements that
// tie are never swapped); an element's priority is `key(element)`, taken once as it comes in,
// or the element itself. `leaf` is an element of the lowest priority, kept as elements come
// in; when the element taken out was it (every element ties), it is looked for again at the
// next back().
class PrepHeap {
  constructor(before, key, values) {
    this.before = before;
    this.key = key;
    this.nodes = Array.isArray(values) ? values : [];
    this.keys = key ? this.nodes.map((value) => key(value)) : this.nodes.slice();
    this.heapify();
  }

  size() { return this.nodes.length; }

  heapify() {
    for (let i = (this.nodes.length >> 1) - 1; i >= 0; i--) this.down(i);
    this.leafKnown = false;
  }

  lowest() {
    const nodes = this.nodes, keys = this.keys, n = nodes.length;
    if (n === 0) return null;
    if (!this.leafKnown) {
      let at = n >> 1;
      for (let i = at + 1; i < n; i++) if (this.before(keys[at], keys[i])) at = i;
      this.leaf = nodes[at];
      this.leafKey = keys[at];
      this.leafKnown = true;
    }
    return this.leaf;
  }

  up(i) {
    const nodes = this.nodes, keys = this.keys, before = this.before, value = nodes[i], key = keys[i];
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(key, keys[parent])) break;
      nodes[i] = nodes[parent];
      keys[i] = keys[parent];
      i = parent;
    }
    nodes[i] = value;
    keys[i] = key;
  }

  down(i) {
    const nodes = this.nodes, keys = this.keys, before = this.before, n = nodes.length, value = nodes[i], key = keys[i];
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && before(keys[child + 1], keys[child])) child += 1;
      if (!before(keys[child], key)) break;
      nodes[i] = nodes[child];
      keys[i] = keys[child];
      i = child;
    }
    nodes[i] = value;
    keys[i] = key;
  }

  insert(value) {
    const key = this.key ? this.key(value) : value;
    if (this.nodes.length === 0) {
      this.leaf = value;
      this.leafKey = key;
      this.leafKnown = true;
    } else if (this.leafKnown && this.before(this.leafKey, key)) {
      this.leaf = value;
      this.leafKey = key;
    }
    this.nodes.push(value);
    this.keys.push(key);
    this.up(this.nodes.length - 1);
  }

  extract() {
    const nodes = this.nodes, keys = this.keys;
    if (nodes.length === 0) return null;
    const root = nodes[0], last = nodes.pop(), lastKey = keys.pop();
    if (nodes.length > 0) {
      nodes[0] = last;
      keys[0] = lastKey;
      this.down(0);
    }
    if (root === this.leaf) this.leafKnown = false;
    return root;
  }

  clear() {
    this.nodes = [];
    this.keys = [];
    this.leafKnown = false;
  }

  // A heap ordered as this one, of `nodes` (and their `keys`) already in heap order.
  like(nodes, keys) {
    const heap = Object.create(PrepHeap.prototype);
    Object.assign(heap, { before: this.before, key: this.key, nodes, keys, leafKnown: false });
    return heap;
  }

  // The elements `test` accepts, taken out of this heap, as a heap of their own.
  takeOut(test) {
    const taken = this.like([], []), kept = this.like([], []);
    for (let i = 0; i < this.nodes.length; i++) {
      const into = test(this.nodes[i]) ? taken : kept;
      into.nodes.push(this.nodes[i]);
      into.keys.push(this.keys[i]);
    }
    this.nodes = kept.nodes;
    this.keys = kept.keys;
    this.heapify();
    taken.heapify();
    return taken;
  }

  // Every element, highest priority first, as dequeue would give them (the heap is unchanged).
  ordered() {
    const copy = this.like(this.nodes.slice(), this.keys.slice());
    const out = new Array(copy.nodes.length);
    for (let i = 0; i < out.length; i++) out[i] = copy.extract();
    return out;
  }
}

// What the three priority queues share (a message names the queue's own class).
class PrepPriorityQueueBase {
  front() { return this._heap.size() > 0 ? this._heap.nodes[0] : null; }
  back() { return this._heap.lowest(); }
  enqueue(value) { this._heap.insert(value); return this; }
  push(value) { return this.enqueue(value); }
  dequeue() { return this._heap.extract(); }
  pop() { return this.dequeue(); }
  size() { return this._heap.size(); }
  isEmpty() { return this._heap.size() === 0; }
  clear() { this._heap.clear(); }
  // Highest priority first; the queue is left as it was.
  toArray() { return this._heap.ordered(); }

  // Takes out every element `test` accepts and returns them, highest priority first.
  remove(test) {
    if (typeof test !== 'function') throw new Error(this.constructor.name + ' remove expects a callback');
    return this._heap.takeOut(test).ordered();
  }

  // Whether `test` accepts an element.
  contains(test) {
    if (typeof test !== 'function') throw new Error(this.constructor.name + ' contains expects a callback');
    return this._heap.nodes.some((value) => test(value));
  }

  // Iterating dequeues, highest priority first, as many elements as the queue held when it began.
  [Symbol.iterator]() {
    let left = this.size();
    return { next: () => (left-- > 0 ? { value: this.dequeue(), done: false } : { value: undefined, done: true }) };
  }
}

// A queue ordered by a compare callback, as Array.prototype.sort takes one: a negative result
// puts a first.
class PriorityQueue extends PrepPriorityQueueBase {
  constructor(compare, values) {
    super();
    if (typeof compare !== 'function') throw new Error('PriorityQueue constructor expects a compare function');
    this._heap = new PrepHeap((x, y) => compare(y, x) > 0, null, values);
  }

  // A queue over `values` itself, arranged in place in O(n).
  static fromArray(values, compare) { return new PriorityQueue(compare, values); }
}

// Min/Max: the priority is the element itself (numbers, strings) or what `getCompareValue`
// returns for it. `{ compare }` (priority-queue 5's option, which 6.3 still takes) orders by a
// compare callback instead: MinPriorityQueue puts first what it says is smaller,
// MaxPriorityQueue what it says is larger.
function prepPriorityHeap(name, options, smallestFirst, values) {
  if (options && typeof options === 'object' && typeof options.compare === 'function') {
    const compare = options.compare;
    const before = smallestFirst ? (x, y) => compare(y, x) > 0 : (x, y) => compare(y, x) < 0;
    return new PrepHeap(before, null, values);
  }
  if (options && typeof options !== 'function') throw new Error(name + ' constructor requires a callback for object values');
  return new PrepHeap(smallestFirst ? (x, y) => x < y : (x, y) => x > y, options || null, values);
}

class MinPriorityQueue extends PrepPriorityQueueBase {
  constructor(options, values) {
    super();
    this._heap = prepPriorityHeap('MinPriorityQueue', options, true, values);
  }

  static fromArray(values, getCompareValue) { return new MinPriorityQueue(getCompareValue, values); }
}

class MaxPriorityQueue extends PrepPriorityQueueBase {
  constructor(options, values) {
    super();
    this._heap = prepPriorityHeap('MaxPriorityQueue', options, false, values);
  }

  static fromArray(values, getCompareValue) { return new MaxPriorityQueue(getCompareValue, values); }
}

// First in, first out, every operation O(1) (amortized): the array is shifted only when the
// elements already taken are at least half of it.
class Queue {
  constructor(elements) {
    this._elements = Array.isArray(elements) ? elements : [];
    this._head = 0;
  }

  enqueue(element) { this._elements.push(element); return this; }
  push(element) { return this.enqueue(element); }

  dequeue() {
    if (this._head >= this._elements.length) return null;
    const first = this._elements[this._head];
    this._head += 1;
    if (this._head * 2 >= this._elements.length) {
      this._elements = this._elements.slice(this._head);
      this._head = 0;
    }
    return first;
  }

  pop() { return this.dequeue(); }
  front() { return this._head < this._elements.length ? this._elements[this._head] : null; }
  back() { return this._head < this._elements.length ? this._elements[this._elements.length - 1] : null; }
  size() { return this._elements.length - this._head; }
  isEmpty() { return this._head >= this._elements.length; }
  toArray() { return this._elements.slice(this._head); }
  clear() { this._elements = []; this._head = 0; }
  clone() { return new Queue(this.toArray()); }

  static fromArray(elements) { return new Queue(elements); }
}

// Double-ended: a ring buffer whose capacity doubles when full; every operation O(1) (amortized).
class Deque {
  constructor(elements) {
    const from = Array.isArray(elements) ? elements : [];
    let capacity = 16;
    while (capacity <= from.length) capacity *= 2;
    this._ring = new Array(capacity);
    for (let i = 0; i < from.length; i++) this._ring[i] = from[i];
    this._start = 0;
    this._count = from.length;
  }

  _grow() {
    const old = this._ring, mask = old.length - 1, ring = new Array(old.length * 2);
    for (let i = 0; i < this._count; i++) ring[i] = old[(this._start + i) & mask];
    this._ring = ring;
    this._start = 0;
  }

  pushFront(element) {
    if (this._count === this._ring.length) this._grow();
    this._start = (this._start - 1) & (this._ring.length - 1);
    this._ring[this._start] = element;
    this._count += 1;
    return this;
  }

  pushBack(element) {
    if (this._count === this._ring.length) this._grow();
    this._ring[(this._start + this._count) & (this._ring.length - 1)] = element;
    this._count += 1;
    return this;
  }

  popFront() {
    if (this._count === 0) return null;
    const element = this._ring[this._start];
    this._ring[this._start] = undefined;
    this._start = (this._start + 1) & (this._ring.length - 1);
    this._count -= 1;
    return element;
  }

  popBack() {
    if (this._count === 0) return null;
    const at = (this._start + this._count - 1) & (this._ring.length - 1);
    const element = this._ring[at];
    this._ring[at] = undefined;
    this._count -= 1;
    return element;
  }

  front() { return this._count > 0 ? this._ring[this._start] : null; }
  back() { return this._count > 0 ? this._ring[(this._start + this._count - 1) & (this._ring.length - 1)] : null; }
  size() { return this._count; }
  isEmpty() { return this._count === 0; }

  toArray() {
    const out = new Array(this._count), mask = this._ring.length - 1;
    for (let i = 0; i < this._count; i++) out[i] = this._ring[(this._start + i) & mask];
    return out;
  }

  clear() { this._ring = new Array(16); this._start = 0; this._count = 0; }
  clone() { return new Deque(this.toArray()); }

  static fromArray(elements) { return new Deque(elements); }
}

// Globals, as on LeetCode: the solution's own declaration of one of these names (a top-level
// class or function) takes its place in the solution.
for (const [name, value] of Object.entries({ PriorityQueue, MinPriorityQueue, MaxPriorityQueue, Queue, Deque })) {
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
}
