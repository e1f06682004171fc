# WRONG: counts the characters '0', '1' and '2' in the whole input, the first line included, so the digits of n itself are counted as strips (n = 10 adds a red and a white).
import sys


def main():
    text = sys.stdin.read()
    counts = [text.count("0"), text.count("1"), text.count("2")]
    sys.stdout.write(" ".join(["0"] * counts[0] + ["1"] * counts[1] + ["2"] * counts[2]) + "\n")


main()
