# WRONG: measures the common prefix of each word with the one before it, but overwrites
# the running answer instead of keeping the minimum, so only the last pair counts.
import sys


def lcp(a, b):
    k = 0
    while k < len(a) and k < len(b) and a[k] == b[k]:
        k += 1
    return k


def main():
    words = sys.stdin.read().split()[1:]
    common = len(words[0])
    for i in range(1, len(words)):
        common = lcp(words[i - 1], words[i])   # BUG: should be min(common, ...)
    print(common)
    if common:
        print(words[0][:common])


main()
