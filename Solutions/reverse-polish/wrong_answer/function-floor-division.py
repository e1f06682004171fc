# Reverse Polish Calculator, function mode, WRONG: Python's // rounds down, so -7 / 2 gives
# -4 instead of the required -3.
class Solution:
    def evalRPN(self, tokens: List[str]) -> int:
        stack = []
        for token in tokens:
            if token in ("+", "-", "*", "/"):
                b, a = stack.pop(), stack.pop()
                if token == "+":
                    stack.append(a + b)
                elif token == "-":
                    stack.append(a - b)
                elif token == "*":
                    stack.append(a * b)
                else:
                    stack.append(a // b)
            else:
                stack.append(int(token))
        return stack[0]
