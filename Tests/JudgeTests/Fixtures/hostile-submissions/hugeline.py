print("a" * 600000)
