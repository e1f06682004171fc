# WRONG: strips non-alphanumerics with re.sub(r"\W", ...), but \W does not match "_", so
# underscores stay in and are compared like letters.
import re
import sys


def is_palindrome(s):
    cleaned = re.sub(r"\W", "", s).lower()
    return cleaned == cleaned[::-1]


def main():
    lines = sys.stdin.read().split("\n")
    t = int(lines[0])
    out = ["YES" if is_palindrome(line) else "NO" for line in lines[1:1 + t]]
    sys.stdout.write("\n".join(out) + "\n")


main()
