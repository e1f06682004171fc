# WRONG: a shortcut "0 to any power is 0" before the squaring loop -- but 0^0 = 1 by the
# statement's convention (1 % m, so 0 only when m = 1).
import sys


def power(a, b, m):
    if a == 0:
        return 0
    result, base = 1 % m, a % m
    while b > 0:
        if b & 1:
            result = result * base % m
        base = base * base % m
        b >>= 1
    return result


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        a, b, m = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
        out.append(str(power(a, b, m)))
    sys.stdout.write("\n".join(out) + "\n")


main()
