// Reverse Polish Calculator, function mode: LeetCode's int signature, but an array of longs as
// the stack, so that the stretch's intermediate values (up to 10^18, the result still an int)
// come out right; Java's / truncates toward zero, as required.
class Solution {
    public int evalRPN(String[] tokens) {
        long[] stack = new long[tokens.length];
        int size = 0;
        for (String token : tokens) {
            if (token.length() == 1 && "+-*/".indexOf(token.charAt(0)) >= 0) {
                long b = stack[--size], a = stack[--size];
                switch (token.charAt(0)) {
                    case '+': stack[size++] = a + b; break;
                    case '-': stack[size++] = a - b; break;
                    case '*': stack[size++] = a * b; break;
                    default: stack[size++] = a / b;
                }
            } else {
                stack[size++] = Long.parseLong(token);
            }
        }
        return (int) stack[0];
    }
}
