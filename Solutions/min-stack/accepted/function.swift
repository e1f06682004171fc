// Minimum Stack, function mode: a second stack holds, for every element, the minimum of the
// stack up to and including it. Every method is O(1).

class MinStack {
    private var values: [Int] = []
    private var minimums: [Int] = []

    init() {}

    func push(_ val: Int) {
        values.append(val)
        minimums.append(min(val, minimums.last ?? val))
    }

    func pop() {
        values.removeLast()
        minimums.removeLast()
    }

    func top() -> Int {
        values.last!
    }

    func getMin() -> Int {
        minimums.last!
    }
}

/**
 * Your MinStack object will be instantiated and called as such:
 * let obj = MinStack()
 * obj.push(val)
 * obj.pop()
 * let ret_3: Int = obj.top()
 * let ret_4: Int = obj.getMin()
 */
