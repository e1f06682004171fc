import sys
data = sys.stdin.read().split()
print(" ".join(reversed(data[1:])))
