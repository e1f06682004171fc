n = int(input())
values = list(map(int, input().split()))
print("%.2f" % (sum(values) / n))
