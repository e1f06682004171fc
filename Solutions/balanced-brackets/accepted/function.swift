// Balanced Brackets, function mode: a stack of the closers still expected; every closer must
// match the top, and the stack must end empty (O(n)).
class Solution {
    func isValid(_ s: String) -> Bool {
        var expected: [Character] = []
        for c in s {
            switch c {
            case "(": expected.append(")")
            case "[": expected.append("]")
            case "{": expected.append("}")
            default:
                if expected.popLast() != c { return false }
            }
        }
        return expected.isEmpty
    }
}
