n = int(input())
total = 0
for i in range(1, 6000001):
    total += i if i <= n else 0
print(total)
