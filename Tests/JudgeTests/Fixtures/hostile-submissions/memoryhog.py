blocks = []
while True:
    blocks.append(bytearray(1 << 20))
