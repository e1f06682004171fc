import sys

print(500, flush=True)
input()
sys.exit(1)
