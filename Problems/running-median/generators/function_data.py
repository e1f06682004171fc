#!/usr/bin/env python3
"""Function mode's tests for running-median: `python3 function_data.py IN OUT`.

Every stdin-mode case IN/<rel>.in becomes OUT/<rel>.in in LeetCode's design format for
MedianFinder: line 1 the calls (`"MedianFinder"`, then `"addNum"` and `"findMedian"` for
every reading), line 2 their arguments. OUT/<rel>.ans holds every call's result: `null` for
the constructor and `addNum`, and LeetCode's median for `findMedian`: the middle reading, or
the mean of the two middle readings when their count is even (stdin mode shows the lower
one instead, so the answers are computed here).

LeetCode's `addNum` takes a 32-bit int, stdin mode's readings reach 10^18. A case with
readings beyond 10^9 in size has them mapped to readings within [-10^9, 10^9] keeping their
order (so the sum of two still fits in 32 bits, as on LeetCode): the few planted extremes
take the values next to -10^9 and 10^9 and the other readings stay; random 64-bit readings
are spread evenly over the range by rank.
"""
import heapq
import os
import sys

LOW, HIGH = -10**9, 10**9


def value_map(values):
    """An order-preserving map from the readings into [LOW, HIGH], or None if they fit."""
    if LOW <= min(values) and max(values) <= HIGH:
        return None
    distinct = sorted(set(values))
    inside = [v for v in distinct if LOW <= v <= HIGH]
    above = [v for v in distinct if v > HIGH]
    below = [v for v in distinct if v < LOW]
    if len(above) + len(below) <= 100:
        top = HIGH - len(above) + 1
        bottom = LOW + len(below) - 1
        if not inside or (inside[-1] < top and inside[0] > bottom):
            mapping = {v: v for v in inside}
            mapping.update((v, top + i) for i, v in enumerate(above))
            mapping.update((v, LOW + i) for i, v in enumerate(below))
            return mapping
    if len(distinct) == 1:
        return {distinct[0]: HIGH if distinct[0] > HIGH else LOW}
    span, last = HIGH - LOW, len(distinct) - 1
    return dict(zip(distinct, (LOW + i * span // last for i in range(len(distinct)))))


def medians(values):
    """LeetCode's median after each reading, as JSON numbers."""
    lower, upper, out = [], [], []      # lower: max-heap (negated), upper: min-heap
    push, pushpop, append = heapq.heappush, heapq.heappushpop, out.append
    odd = False                         # whether the count so far is odd
    for x in values:
        if odd:                         # the halves become equal in size
            push(upper, -pushpop(lower, -x))
            total = upper[0] - lower[0]
            append(f"{total >> 1}.0" if total & 1 == 0 else repr(total / 2))
        else:                           # the lower half takes the extra reading
            push(lower, -pushpop(upper, x) if upper else -x)
            append(f"{-lower[0]}.0")
        odd = not odd
    return out


def convert(text):
    data = text.split()
    n = int(data[0])
    tokens = data[1:1 + n]
    values = list(map(int, tokens))
    mapping = value_map(values)
    if mapping is not None:
        values = [mapping[v] for v in values]
        tokens = list(map(str, values))
    names = '["MedianFinder"' + ',"addNum","findMedian"' * n + "]"
    arguments = "[[],[" + "],[],[".join(tokens) + "],[]]"
    results = "[null,null," + ",null,".join(medians(values)) + "]"
    return f"{names}\n{arguments}\n", f"{results}\n"


def main():
    source, target = sys.argv[1], sys.argv[2]
    for folder, _, files in os.walk(source):
        for name in sorted(files):
            if not name.endswith(".in"):
                continue
            rel = os.path.relpath(os.path.join(folder, name[:-3]), source)
            with open(os.path.join(folder, name)) as f:
                case, answer = convert(f.read())
            out = os.path.join(target, rel)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out + ".in", "w") as f:
                f.write(case)
            with open(out + ".ans", "w") as f:
                f.write(answer)


if __name__ == "__main__":
    main()
