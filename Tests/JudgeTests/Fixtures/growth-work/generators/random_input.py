# usage: python3 random_input.py SEED SIZE — prints n = SIZE, clamped to 1..100000: the programs
# in ../known do a known amount of work for n (prep growth's quality tests).
import sys
print(max(1, min(100000, int(sys.argv[2]))))
