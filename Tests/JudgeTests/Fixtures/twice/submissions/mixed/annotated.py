# @EXPECTED_RESULTS@: WRONG_ANSWER, TIMELIMIT
print(2 * int(input()) - 1)
