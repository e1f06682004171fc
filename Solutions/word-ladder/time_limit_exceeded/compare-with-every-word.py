# SLOW: breadth-first search that finds the neighbours of a word by comparing it with every
# word in the list. Correct, but O(m^2 * L) when the search reaches most of the list.
import sys


def one_apart(a, b):
    differences = 0
    for x, y in zip(a, b):
        if x != y:
            differences += 1
            if differences > 1:
                return False
    return differences == 1


def main():
    data = sys.stdin.read().split()
    start, goal, m = data[0], data[1], int(data[2])
    words = list(set(data[3:3 + m]))
    answer = -1
    if start == goal:
        answer = 0
    elif goal in words:
        visited = [False] * len(words)
        frontier = [start]
        steps = 0
        while frontier and answer == -1:
            steps += 1
            next_frontier = []
            for word in frontier:
                for index, candidate in enumerate(words):
                    if not visited[index] and one_apart(word, candidate):
                        if candidate == goal:
                            answer = steps
                            break
                        visited[index] = True
                        next_frontier.append(candidate)
                if answer != -1:
                    break
            frontier = next_frontier
    print(answer)


main()
