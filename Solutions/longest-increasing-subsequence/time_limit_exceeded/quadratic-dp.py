# Correct but slow: longest[i] = 1 + max longest[j] over j < i with t[j] < t[i]. O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    t = list(map(int, data[1:1 + n]))
    longest = [1] * n
    for i in range(n):
        for j in range(i):
            if t[j] < t[i] and longest[j] + 1 > longest[i]:
                longest[i] = longest[j] + 1
    print(max(longest))


main()
