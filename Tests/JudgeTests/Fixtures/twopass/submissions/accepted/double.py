_, n = map(int, input().split())
print(2 * n)
