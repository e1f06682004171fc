// Reverse Polish Calculator, function mode: a stack of values; an operator pops its two
// operands (the right one first). Swift's / truncates toward zero, as required.
class Solution {
    func evalRPN(_ tokens: [String]) -> Int {
        var stack: [Int] = []
        for token in tokens {
            switch token {
            case "+", "-", "*", "/":
                let b = stack.removeLast(), a = stack.removeLast()
                switch token {
                case "+": stack.append(a + b)
                case "-": stack.append(a - b)
                case "*": stack.append(a * b)
                default: stack.append(a / b)
                }
            default:
                stack.append(Int(token)!)
            }
        }
        return stack[0]
    }
}
