# WRONG: drops blank-looking lines to be safe about stray newlines, but a phrase of only
# spaces is a real phrase (a palindrome), so every later answer shifts.
import sys


def is_palindrome(s):
    cleaned = [c.lower() for c in s if c.isalnum()]
    return cleaned == cleaned[::-1]


def main():
    lines = [line for line in sys.stdin.read().split("\n") if line.strip()]
    t = int(lines[0])
    out = ["YES" if is_palindrome(line) else "NO" for line in lines[1:1 + t]]
    sys.stdout.write("\n".join(out) + "\n")


main()
