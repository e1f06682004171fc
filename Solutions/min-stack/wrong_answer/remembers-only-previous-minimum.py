# WRONG: besides the minimum, only the previous minimum is remembered, and a pop of the
# minimum restores it. Popping a second minimum in a row cannot go back any further.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    values, out = [], []
    minimum = previous = None
    i = 1
    for _ in range(q):
        op = data[i]
        if op == b"push":
            x = int(data[i + 1])
            i += 2
            values.append(x)
            if minimum is None or x < minimum:
                previous, minimum = minimum, x
        else:
            i += 1
            if op == b"pop":
                x = values.pop()
                if not values:
                    minimum = previous = None
                elif x == minimum:
                    minimum = previous
            elif op == b"top":
                out.append(values[-1])
            else:
                out.append(minimum)
    sys.stdout.write("".join(f"{x}\n" for x in out))


main()
