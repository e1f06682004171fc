// Minimum Stack, function mode: a stack of minimums that only grows when a value is at most
// the current minimum; a pop of a value equal to the minimum pops it too. O(1) per method.

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
        int val = values.pop();
        if (val == minimums.peek()) minimums.pop();
    }

    public int top() {
        return values.peek();
    }

    public int getMin() {
        return minimums.peek();
    }
}

/**
 * Your MinStack object will be instantiated and called as such:
 * MinStack obj = new MinStack();
 * obj.push(val);
 * obj.pop();
 * int param_3 = obj.top();
 * int param_4 = obj.getMin();
 */
