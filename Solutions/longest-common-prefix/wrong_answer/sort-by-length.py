# WRONG: the "compare only the first and last word after sorting" trick, but sorted by
# LENGTH instead of dictionary order: the shortest and the longest word can share a prefix
# that a word in between does not have.
import sys


def main():
    words = sys.stdin.read().split()[1:]
    words.sort(key=len)
    first, last = words[0], words[-1]
    common = 0
    while common < len(first) and first[common] == last[common]:
        common += 1
    print(common)
    if common:
        print(first[:common])


main()
