# SLOW: cleans the phrase in place with del, one character at a time. Correct, but every
# deletion shifts the rest of the list: O(L^2) on a long phrase full of punctuation.
import sys


def main():
    lines = sys.stdin.read().split("\n")
    t = int(lines[0])
    out = []
    for line in lines[1:1 + t]:
        chars = list(line.rstrip("\r"))
        i = 0
        while i < len(chars):
            if not chars[i].isalnum():
                del chars[i]
            else:
                chars[i] = chars[i].lower()
                i += 1
        out.append("YES" if chars == chars[::-1] else "NO")
    sys.stdout.write("\n".join(out) + "\n")


main()
