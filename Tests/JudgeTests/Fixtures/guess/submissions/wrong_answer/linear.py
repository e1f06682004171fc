# Guesses 1, 2, 3, ...: runs out of guesses unless the number is at most 10.
guess = 1
while True:
    print(guess, flush=True)
    if input().strip() == "correct":
        break
    guess += 1
