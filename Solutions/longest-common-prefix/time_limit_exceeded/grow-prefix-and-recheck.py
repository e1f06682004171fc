# SLOW: tries prefixes of the first word of length 1, 2, 3, ... and rechecks every word
# with startswith each time. Correct, but quadratic in the word length.
import sys


def main():
    words = sys.stdin.read().split()[1:]
    first = words[0]
    common = 0
    while common < len(first):
        candidate = first[:common + 1]
        if not all(word.startswith(candidate) for word in words):
            break
        common += 1
    print(common)
    if common:
        print(first[:common])


main()
