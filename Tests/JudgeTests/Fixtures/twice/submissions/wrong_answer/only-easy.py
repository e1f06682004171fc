n = int(input())
print(2 * n if abs(n) < 1000 else n)
