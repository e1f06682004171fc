# WRONG: the best length starts at len(s), "no window can be longer than s", and a window is
# taken only when strictly shorter -- so when the only cover is the whole of s, the answer
# is -1.
import sys


def main():
    lines = sys.stdin.read().split()
    s, t = lines[0], lines[1]
    need = {}
    for c in t:
        need[c] = need.get(c, 0) + 1
    missing = len(t)
    best_len, best_left = len(s), -1
    left = 0
    for right, c in enumerate(s):
        if need.get(c, 0) > 0:
            missing -= 1
        need[c] = need.get(c, 0) - 1
        while missing == 0:
            if right - left + 1 < best_len:
                best_len, best_left = right - left + 1, left
            d = s[left]
            need[d] += 1
            if need[d] > 0:
                missing += 1
            left += 1
    print(-1 if best_left < 0 else f"{best_left + 1} {best_left + best_len}")


main()
