# WRONG: greedy descent: from the founder always steps to the child with the most children,
# expecting the biggest branch to be the deepest one.
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
    generations = 1
    person = founder
    while children[person]:
        person = max(children[person], key=lambda c: len(children[c]))
        generations += 1
    print(generations)


main()
