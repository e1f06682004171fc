# WRONG: assumes the founder is person 0 (as in the example) instead of finding the -1.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    children = [[] for _ in range(n)]
    for person in range(n):
        p = int(data[1 + person])
        if p != -1:
            children[p].append(person)
    generations = 0
    level = [0]
    while level:
        generations += 1
        level = [c for person in level for c in children[person]]
    print(generations)


main()
