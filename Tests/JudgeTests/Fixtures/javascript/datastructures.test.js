// The @datastructures-js classes prep defines for JavaScript solutions, against the behaviour
// their documentation gives (priority-queue 6.3, queue 4.2, deque 1.0, as LeetCode has them).
// Run: node datastructures.test.js <prep-datastructures.js>. Prints one line per check; exits 1
// at the first failure, naming it.
'use strict';
const assert = require('assert');
const path = require('path');

require(path.resolve(process.argv[2]));

let passed = 0;
function check(name, body) {
  try {
    body();
  } catch (error) {
    console.error('FAILED ' + name + ': ' + (error && error.stack || error));
    process.exit(1);
  }
  passed += 1;
  console.log('ok ' + name);
}

function drain(queue) {
  const out = [];
  while (!queue.isEmpty()) out.push(queue.dequeue());
  return out;
}

// A small deterministic generator (xorshift), so that a failure can be replayed.
function random(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    return x / 4294967296;
  };
}

check('the globals are defined, as on LeetCode, and can be replaced', () => {
  for (const name of ['PriorityQueue', 'MinPriorityQueue', 'MaxPriorityQueue', 'Queue', 'Deque']) {
    assert.strictEqual(typeof globalThis[name], 'function', name);
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
    assert.ok(descriptor.writable && descriptor.configurable, name + ' can be replaced');
  }
  // Only what LeetCode documents: no Heap, MinHeap, MaxHeap or Stack.
  for (const name of ['Heap', 'MinHeap', 'MaxHeap', 'Stack']) assert.strictEqual(typeof globalThis[name], 'undefined', name);
});

check('MinPriorityQueue of numbers: values (not {element, priority}), smallest first', () => {
  const queue = new MinPriorityQueue();
  for (const x of [3, -2, 5, 0, -1, -5, 4]) queue.enqueue(x);
  assert.strictEqual(queue.size(), 7);
  assert.strictEqual(queue.front(), -5);
  assert.strictEqual(queue.back(), 5);
  assert.strictEqual(queue.front().element, undefined, 'a number, as priority-queue 6 returns');
  assert.deepStrictEqual(queue.toArray(), [-5, -2, -1, 0, 3, 4, 5]);
  assert.strictEqual(queue.size(), 7, 'toArray leaves the queue as it was');
  assert.deepStrictEqual(drain(queue), [-5, -2, -1, 0, 3, 4, 5]);
  assert.strictEqual(queue.dequeue(), null);
  assert.strictEqual(queue.front(), null);
  assert.strictEqual(queue.back(), null);
  assert.strictEqual(queue.size(), 0);
});

check('MaxPriorityQueue of numbers and of strings: largest first', () => {
  const numbers = new MaxPriorityQueue();
  for (const x of [3, -2, 5, 0, -1, -5, 4]) numbers.push(x);
  assert.strictEqual(numbers.front(), 5);
  assert.strictEqual(numbers.back(), -5);
  assert.deepStrictEqual([numbers.pop(), numbers.pop(), numbers.pop()], [5, 4, 3]);
  const words = new MaxPriorityQueue();
  for (const w of ['pear', 'apple', 'zebra', 'mango']) words.enqueue(w);
  assert.deepStrictEqual(drain(words), ['zebra', 'pear', 'mango', 'apple']);
});

check('a getCompareValue callback picks the priority of an object', () => {
  const bids = new MaxPriorityQueue((bid) => bid.value);
  const values = [1000, 20000, 1000, 1500, 12000, 4000, 8000];
  values.forEach((value, index) => bids.enqueue({ id: index + 1, value }));
  assert.deepStrictEqual(bids.front(), { id: 2, value: 20000 });
  assert.strictEqual(bids.back().value, 1000);
  assert.deepStrictEqual(drain(bids).map((bid) => bid.value), [20000, 12000, 8000, 4000, 1500, 1000, 1000]);
  const tasks = new MinPriorityQueue((task) => task.at);
  tasks.enqueue({ name: 'b', at: 5 }).enqueue({ name: 'a', at: 2 }).enqueue({ name: 'c', at: 9 });
  assert.deepStrictEqual(drain(tasks).map((task) => task.name), ['a', 'b', 'c']);
});

check('PriorityQueue orders by its compare callback, as a sort callback does', () => {
  const cars = new PriorityQueue((a, b) => {
    if (a.year !== b.year) return b.year - a.year; // newest first
    return a.price - b.price; // then cheapest
  });
  const list = [[2013, 35000], [2010, 2000], [2013, 30000], [2017, 50000], [2013, 25000], [2015, 40000], [2022, 70000]];
  for (const [year, price] of list) cars.enqueue({ year, price });
  assert.deepStrictEqual(cars.front(), { year: 2022, price: 70000 });
  assert.deepStrictEqual(cars.back(), { year: 2010, price: 2000 });
  assert.deepStrictEqual(cars.toArray().map((car) => car.year + ':' + car.price),
    ['2022:70000', '2017:50000', '2015:40000', '2013:25000', '2013:30000', '2013:35000', '2010:2000']);
  assert.deepStrictEqual(drain(cars).map((car) => car.price), [70000, 50000, 40000, 25000, 30000, 35000, 2000]);
});

check('a compare callback that returns booleans orders as a heap reads it (> 0 swaps)', () => {
  const queue = new PriorityQueue((a, b) => a > b);
  for (const x of [4, 1, 3, 5, 2]) queue.enqueue(x);
  assert.deepStrictEqual(drain(queue), [1, 2, 3, 4, 5]);
});

check('ties: every element comes out once, equal priorities together', () => {
  const queue = new MinPriorityQueue((pair) => pair[0]);
  const pairs = [];
  for (let i = 0; i < 200; i++) pairs.push([i % 7, i]);
  pairs.forEach((pair) => queue.enqueue(pair));
  const out = drain(queue);
  assert.strictEqual(out.length, 200);
  for (let i = 1; i < out.length; i++) assert.ok(out[i - 1][0] <= out[i][0], 'priorities never decrease');
  assert.deepStrictEqual(out.map((pair) => pair[1]).sort((a, b) => a - b), pairs.map((pair) => pair[1]));
  // Ties broken by the compare callback itself.
  const ordered = new PriorityQueue((a, b) => a[0] - b[0] || b[1] - a[1]);
  [[1, 2], [1, 5], [0, 0], [1, 3]].forEach((pair) => ordered.enqueue(pair));
  assert.deepStrictEqual(drain(ordered), [[0, 0], [1, 5], [1, 3], [1, 2]]);
});

check('back() is the lowest priority while elements come and go, ties included', () => {
  const queue = new MinPriorityQueue((item) => item.p);
  const a = { p: 1 }, b = { p: 1 }, c = { p: 1 };
  queue.enqueue(a).enqueue(b).enqueue(c);
  const first = queue.dequeue();
  assert.ok(queue.back() !== first, 'an element taken out is no longer the back');
  assert.ok([a, b, c].includes(queue.back()));
  queue.enqueue({ p: 9 });
  assert.strictEqual(queue.back().p, 9);
  queue.clear();
  assert.strictEqual(queue.back(), null);
  queue.enqueue({ p: 4 });
  assert.strictEqual(queue.back().p, 4);
});

check('fromArray turns the array itself into the queue', () => {
  const numbers = [3, -2, 5, 0, -1, -5, 4];
  const queue = PriorityQueue.fromArray(numbers, (a, b) => a - b);
  assert.strictEqual(numbers[0], -5);
  assert.deepStrictEqual([queue.dequeue(), queue.dequeue(), queue.dequeue()], [-5, -2, -1]);
  assert.strictEqual(numbers.length, 4, 'the queue lives in the array');
  const max = MaxPriorityQueue.fromArray([3, -2, 5, 0, -1, -5, 4]);
  assert.deepStrictEqual([max.dequeue(), max.dequeue(), max.dequeue()], [5, 4, 3]);
  const min = MinPriorityQueue.fromArray([{ v: 3 }, { v: 1 }, { v: 2 }], (x) => x.v);
  assert.deepStrictEqual(drain(min).map((x) => x.v), [1, 2, 3]);
});

check('remove and contains take a callback; remove returns what it took out', () => {
  const queue = new MinPriorityQueue();
  [5, 1, 4, 2, 3, 6].forEach((x) => queue.enqueue(x));
  assert.strictEqual(queue.contains((x) => x === 4), true);
  assert.strictEqual(queue.contains((x) => x === 10), false);
  assert.deepStrictEqual(queue.remove((x) => x % 2 === 0), [2, 4, 6]);
  assert.strictEqual(queue.size(), 3);
  assert.deepStrictEqual(drain(queue), [1, 3, 5]);
  assert.throws(() => queue.remove(3), /MinPriorityQueue remove expects a callback/);
  assert.throws(() => new PriorityQueue((a, b) => a - b).contains(), /PriorityQueue contains expects a callback/);
});

check('iterating dequeues in priority order and leaves the queue empty', () => {
  const queue = new MaxPriorityQueue();
  [2, 9, 4].forEach((x) => queue.enqueue(x));
  assert.deepStrictEqual([...queue], [9, 4, 2]);
  assert.strictEqual(queue.size(), 0);
});

check("priority-queue 5's { compare } option, which 6.3 still takes", () => {
  const min = new MinPriorityQueue({ compare: (a, b) => a - b });
  const max = new MaxPriorityQueue({ compare: (a, b) => a - b });
  for (const x of [3, 9, 1, 7]) { min.enqueue(x); max.enqueue(x); }
  assert.deepStrictEqual(drain(min), [1, 3, 7, 9]);
  assert.deepStrictEqual(drain(max), [9, 7, 3, 1]);
  const points = new MinPriorityQueue({ compare: (a, b) => a.d - b.d });
  [{ d: 5 }, { d: 1 }, { d: 3 }].forEach((p) => points.enqueue(p));
  assert.deepStrictEqual(drain(points).map((p) => p.d), [1, 3, 5]);
});

check('constructor mistakes fail as priority-queue 6 fails', () => {
  assert.throws(() => new PriorityQueue(), /PriorityQueue constructor expects a compare function/);
  assert.throws(() => new PriorityQueue({ compare: (a, b) => a - b }), /PriorityQueue constructor expects a compare function/);
  // Version 5's { priority } option is gone in 6.
  assert.throws(() => new MinPriorityQueue({ priority: (x) => x }), /MinPriorityQueue constructor requires a callback for object values/);
  assert.throws(() => new MaxPriorityQueue(7), /MaxPriorityQueue constructor requires a callback for object values/);
});

check('every priority queue agrees with sorting over random operations', () => {
  const next = random(20261127);
  const min = new MinPriorityQueue(), max = new MaxPriorityQueue();
  const custom = new PriorityQueue((a, b) => a[0] - b[0] || a[1] - b[1]);
  const low = [], high = []; // what min (and custom) and max hold, kept sorted
  const insert = (sorted, x) => { let i = sorted.length; while (i > 0 && sorted[i - 1] > x) i--; sorted.splice(i, 0, x); };
  for (let step = 0; step < 20000; step++) {
    if (next() < 0.55 || low.length === 0) {
      const x = Math.floor(next() * 100) - 50;
      min.enqueue(x); max.enqueue(x); custom.enqueue([x, step]);
      insert(low, x); insert(high, x);
    } else {
      const smallest = low.shift();
      assert.strictEqual(min.dequeue(), smallest);
      assert.strictEqual(custom.dequeue()[0], smallest);
      assert.strictEqual(max.back(), high[0]);
      assert.strictEqual(max.dequeue(), high.pop());
    }
    assert.strictEqual(min.size(), low.length);
    assert.strictEqual(max.size(), high.length);
    assert.strictEqual(min.front(), low.length ? low[0] : null);
    assert.strictEqual(min.back(), low.length ? low[low.length - 1] : null);
  }
});

check('Queue: first in, first out; null when empty', () => {
  const queue = new Queue();
  assert.strictEqual(queue.dequeue(), null);
  assert.strictEqual(queue.front(), null);
  assert.strictEqual(queue.back(), null);
  queue.enqueue(10).enqueue(20).push(30);
  assert.strictEqual(queue.front(), 10);
  assert.strictEqual(queue.back(), 30);
  assert.strictEqual(queue.dequeue(), 10);
  assert.strictEqual(queue.pop(), 20);
  queue.enqueue(40);
  assert.deepStrictEqual(queue.toArray(), [30, 40]);
  assert.strictEqual(queue.size(), 2);
  assert.strictEqual(queue.isEmpty(), false);
  const clone = queue.clone();
  clone.dequeue();
  assert.strictEqual(queue.front(), 30, 'a clone is a copy');
  assert.strictEqual(clone.front(), 40);
  queue.clear();
  assert.strictEqual(queue.size(), 0);
  assert.strictEqual(queue.isEmpty(), true);
  const fromArray = Queue.fromArray([1, 2, 3]);
  assert.deepStrictEqual([fromArray.dequeue(), fromArray.dequeue(), fromArray.dequeue(), fromArray.dequeue()], [1, 2, 3, null]);
  const made = new Queue([7, 8]);
  assert.strictEqual(made.front(), 7);
  // Long runs: order kept across the queue's compaction of what was taken.
  const long = new Queue();
  for (let i = 0; i < 5000; i++) long.enqueue(i);
  for (let i = 0; i < 5000; i++) {
    assert.strictEqual(long.dequeue(), i);
    if (i % 3 === 0) long.enqueue(5000 + i);
  }
  assert.strictEqual(long.size(), 1667);
  assert.strictEqual(long.front(), 5000);
});

check('Deque: both ends, in order across growth and wrapping; null when empty', () => {
  const deque = new Deque([1, 2, 3]);
  deque.pushFront(0).pushBack(4);
  assert.deepStrictEqual(deque.toArray(), [0, 1, 2, 3, 4]);
  assert.strictEqual(deque.front(), 0);
  assert.strictEqual(deque.back(), 4);
  assert.strictEqual(deque.popBack(), 4);
  assert.strictEqual(deque.popFront(), 0);
  assert.strictEqual(deque.size(), 3);
  const clone = deque.clone();
  clone.popFront();
  assert.deepStrictEqual(deque.toArray(), [1, 2, 3]);
  assert.deepStrictEqual(clone.toArray(), [2, 3]);
  deque.clear();
  assert.strictEqual(deque.isEmpty(), true);
  assert.strictEqual(deque.popFront(), null);
  assert.strictEqual(deque.popBack(), null);
  assert.strictEqual(deque.front(), null);
  assert.strictEqual(deque.back(), null);
  // Against an array, over random operations at both ends (many wraps and doublings).
  const next = random(7);
  const mirror = [], both = new Deque();
  for (let step = 0; step < 20000; step++) {
    const r = next();
    if (r < 0.3) { both.pushFront(step); mirror.unshift(step); }
    else if (r < 0.6) { both.pushBack(step); mirror.push(step); }
    else if (r < 0.8) assert.strictEqual(both.popFront(), mirror.length ? mirror.shift() : null);
    else assert.strictEqual(both.popBack(), mirror.length ? mirror.pop() : null);
    assert.strictEqual(both.size(), mirror.length);
    assert.strictEqual(both.front(), mirror.length ? mirror[0] : null);
    assert.strictEqual(both.back(), mirror.length ? mirror[mirror.length - 1] : null);
  }
  assert.deepStrictEqual(both.toArray(), mirror);
  assert.deepStrictEqual(Deque.fromArray([5, 6]).toArray(), [5, 6]);
});

check('1e5 operations on each take well under a second (a shared machine: quadratic would take minutes)', () => {
  const n = 100000, next = random(99);
  const values = Array.from({ length: n }, () => Math.floor(next() * 1e9));
  const timed = (name, body) => {
    const started = process.hrtime.bigint();
    body();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    console.log('  ' + name + ': ' + (seconds * 1000).toFixed(0) + ' ms');
    assert.ok(seconds < 1, name + ' took ' + seconds + ' s');
  };
  const sortedOut = (queue, n, key) => {
    let last = queue.dequeue();
    for (let i = 1; i < n; i++) {
      const x = queue.dequeue();
      assert.ok(key(x) >= key(last));
      last = x;
    }
  };
  timed('MinPriorityQueue', () => {
    const queue = new MinPriorityQueue();
    for (const x of values) queue.enqueue(x);
    sortedOut(queue, n, (x) => x);
  });
  timed('MaxPriorityQueue with getCompareValue', () => {
    const queue = new MaxPriorityQueue((pair) => pair[0]);
    values.forEach((x, i) => queue.enqueue([x, i]));
    sortedOut(queue, n, (pair) => -pair[0]);
  });
  timed('PriorityQueue with compare', () => {
    const queue = new PriorityQueue((a, b) => a[0] - b[0] || a[1] - b[1]);
    values.forEach((x, i) => queue.enqueue([x, i]));
    sortedOut(queue, n, (pair) => pair[0]);
  });
  timed('Queue', () => {
    const queue = new Queue();
    for (let i = 0; i < n; i++) queue.enqueue(i);
    for (let i = 0; i < n; i++) assert.strictEqual(queue.dequeue(), i);
  });
  timed('Deque', () => {
    const deque = new Deque();
    for (let i = 0; i < n; i++) { deque.pushBack(i); deque.pushFront(-i); }
    for (let i = n - 1; i >= 0; i--) { assert.strictEqual(deque.popFront(), -i); assert.strictEqual(deque.popBack(), i); }
  });
});

console.log('all ' + passed + ' passed');
