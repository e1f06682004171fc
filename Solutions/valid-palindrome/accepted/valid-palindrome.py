# Valid Palindrome — two pointers moving inward, skipping non-alphanumerics.
import sys


def is_palindrome(s):
    left, right = 0, len(s) - 1
    while left < right:
        if not s[left].isalnum():
            left += 1
        elif not s[right].isalnum():
            right -= 1
        elif s[left].lower() != s[right].lower():
            return False
        else:
            left += 1
            right -= 1
    return True


def main():
    lines = sys.stdin.read().split("\n")
    t = int(lines[0])
    out = ["YES" if is_palindrome(line.rstrip("\r")) else "NO" for line in lines[1:1 + t]]
    sys.stdout.write("\n".join(out) + "\n")


main()
