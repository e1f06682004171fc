# WRONG: "no window" is decided up front by checking that every letter of t occurs in s; the
# sliding window then always reports its best. When s has the letters but too few copies of
# one, no window ever covers t and the whole of s is printed instead of -1.
import sys


def main():
    lines = sys.stdin.read().split()
    s, t = lines[0], lines[1]
    if any(c not in s for c in set(t)):
        print(-1)
        return
    need = {}
    for c in t:
        need[c] = need.get(c, 0) + 1
    missing = len(t)
    best_len, best_left = len(s), 0
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
    print(best_left + 1, best_left + best_len)


main()
