# Wrong: the "last kept end" starts at 0, as if no slot could start before time 0; slots with
# negative times are cancelled until one starts at 0 or later.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    slots = sorted(zip(map(int, data[1::2]), map(int, data[2::2])), key=lambda s: s[1])
    kept, end = 0, 0
    for l, r in slots:
        if l >= end:
            kept += 1
            end = r
    print(n - kept)


main()
