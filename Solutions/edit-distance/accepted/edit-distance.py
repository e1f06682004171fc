"""Spell Checker Distance — Levenshtein DP with two rolling rows.

dist[i][j] = min(dist[i-1][j] + 1 (delete), dist[i][j-1] + 1 (insert),
                 dist[i-1][j-1] + (a[i] != b[j]) (replace or keep)),
with dist[i][0] = i and dist[0][j] = j. O(|a| * |b|) time, O(|b|) memory.
"""
import sys


def main():
    a, b = sys.stdin.read().split()
    prev = list(range(len(b) + 1))  # j insertions
    for i, letter in enumerate(a, start=1):
        cur = [i] + [0] * len(b)  # i deletions
        for j in range(1, len(b) + 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (letter != b[j - 1]))
        prev = cur
    print(prev[len(b)])


main()
