import sys
sys.stdout.write(input())
