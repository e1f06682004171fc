print(2 * int(input()) - 2)
