"""Daily Temperatures — monotonic stack of the days still waiting for a warmer one.

Sweep left to right; when day i arrives, every waiting day on top of the stack that is
strictly colder gets its answer i - j and is popped, then day i starts waiting. Days left on
the stack get 0. Each day is pushed and popped at most once: O(n) time and memory.
"""
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    temperatures = [int(x) for x in data[1:1 + n]]

    wait = [0] * n
    waiting_days = []
    for today, temperature in enumerate(temperatures):
        while waiting_days and temperatures[waiting_days[-1]] < temperature:
            day = waiting_days.pop()
            wait[day] = today - day
        waiting_days.append(today)
    print(" ".join(map(str, wait)))


main()
