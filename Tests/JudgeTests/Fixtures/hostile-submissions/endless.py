while True:
    print("hello " * 20)
