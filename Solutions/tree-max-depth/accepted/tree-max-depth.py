# Generations in a Family Tree: children lists, then a level-by-level walk from the founder.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    children = [[] for _ in range(n)]
    founder = 0
    for person in range(n):
        p = int(data[1 + person])
        if p == -1:
            founder = person
        else:
            children[p].append(person)
    generations = 0
    level = [founder]
    while level:
        generations += 1
        level = [c for person in level for c in children[person]]
    print(generations)


main()
