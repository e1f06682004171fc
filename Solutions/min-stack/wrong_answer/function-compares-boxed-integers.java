// Minimum Stack, function mode, WRONG: pop compares two Integer objects with ==, which
// compares references. Java caches the boxes of -128..127 only, so for larger values the
// minimum is never popped and getMin keeps reporting a value that left the stack.

class MinStack {
    private final Deque<Integer> values = new ArrayDeque<>();
    private final Deque<Integer> minimums = new ArrayDeque<>();

    public MinStack() {
    }

    public void push(int val) {
        values.push(val);
        if (minimums.isEmpty() || val <= minimums.peek()) minimums.push(val);
    }

    public void pop() {
        if (values.pop() == minimums.peek()) minimums.pop();
    }

    public int top() {
        return values.peek();
    }

    public int getMin() {
        return minimums.peek();
    }
}
