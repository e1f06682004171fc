import sys
sys.stdout.buffer.write(bytes(range(256)) * 16)
