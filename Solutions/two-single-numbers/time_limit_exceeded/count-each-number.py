# Correct but slow: counts every number by scanning the whole list. O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    lonely = []
    for x in nums:
        if len(lonely) == 2:
            break
        if nums.count(x) == 1:
            lonely.append(x)
    print(min(lonely), max(lonely))


main()
