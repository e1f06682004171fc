import sys
sys.setrecursionlimit(10**6)
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
word = input()
assert depth(50000) == 50000
print(word)
