# WRONG: the stack of minimums only gets x when x is strictly smaller than its top, but pop
# removes its top whenever the popped value equals it. With the minimum pushed twice, the
# first pop of it already throws the minimum away.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    values, mins, out = [], [], []
    i = 1
    for _ in range(q):
        op = data[i]
        if op == b"push":
            x = int(data[i + 1])
            i += 2
            values.append(x)
            if not mins or x < mins[-1]:
                mins.append(x)
        else:
            i += 1
            if op == b"pop":
                if values.pop() == mins[-1]:
                    mins.pop()
            elif op == b"top":
                out.append(values[-1])
            else:
                out.append(mins[-1])
    sys.stdout.write("".join(f"{x}\n" for x in out))


main()
