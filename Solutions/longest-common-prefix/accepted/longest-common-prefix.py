# Longest Common Prefix: shrink the first word's prefix against every other word.
import sys


def main():
    words = sys.stdin.read().split()[1:]
    first = words[0]
    common = len(first)
    for word in words[1:]:
        limit = min(common, len(word))
        matched = 0
        while matched < limit and word[matched] == first[matched]:
            matched += 1
        common = matched
    print(common)
    if common:
        print(first[:common])


main()
