n = int(input())
print(2 * n if n < 100 else n)
