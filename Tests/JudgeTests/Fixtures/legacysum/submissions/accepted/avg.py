n = int(input())
values = list(map(int, input().split()))
print("%.9f" % (sum(values) / n))
