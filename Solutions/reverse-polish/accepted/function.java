// Reverse Polish Calculator, function mode: an array used as a stack of longs (values reach
// 10^18 here); Java's / truncates toward zero, as required.
class Solution {
    public long evalRPN(String[] tokens) {
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
        return stack[0];
    }
}
