# WRONG: the stack holds temperatures and a dict maps each temperature to its latest day; two waiting days with the same temperature share one entry, so the earlier is never answered.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    t = list(map(int, data[1:1 + n]))
    wait = [0] * n
    day_of = {}
    stack = []
    for i, v in enumerate(t):
        while stack and stack[-1] < v:
            x = stack.pop()
            wait[day_of[x]] = i - day_of[x]
        stack.append(v)
        day_of[v] = i
    print(" ".join(map(str, wait)))


main()
