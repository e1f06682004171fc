import sys
print("hello")
sys.exit(3)
