n = input()
print(n, n)
