low, high = 1, 1000
while True:
    middle = (low + high) // 2
    print(middle, flush=True)
    reply = input().strip()
    if reply == "correct":
        break
    if reply == "lower":
        high = middle - 1
    else:
        low = middle + 1
