# Word Ladder — breadth-first search from the start word; a word's neighbours are its 26 * L
# one-letter variants that are still in the set of unvisited list words. O(m * 26 * L^2).
import sys
from string import ascii_lowercase


def shortest_ladder(start, goal, words):
    if start == goal:
        return 0
    unvisited = set(words)
    if goal not in unvisited:
        return -1
    unvisited.discard(start)
    frontier = [start]
    steps = 0
    while frontier:
        steps += 1
        next_frontier = []
        for word in frontier:
            for i in range(len(word)):
                head, tail = word[:i], word[i + 1:]
                for letter in ascii_lowercase:
                    candidate = head + letter + tail
                    if candidate in unvisited:
                        if candidate == goal:
                            return steps
                        unvisited.remove(candidate)
                        next_frontier.append(candidate)
        frontier = next_frontier
    return -1


def main():
    data = sys.stdin.read().split()
    start, goal, m = data[0], data[1], int(data[2])
    print(shortest_ladder(start, goal, data[3:3 + m]))


main()
