while True:
    line = input()
    if line == "done":
        break
    a, b = map(int, line.split())
    print(a + b, flush=True)
