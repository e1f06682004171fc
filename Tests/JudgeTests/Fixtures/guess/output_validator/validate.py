# Interactive validator: validate.py input answer feedback_dir < guesses > replies
import sys

secret = int(open(sys.argv[1]).read())
feedback = sys.argv[3]


def finish(code, message):
    with open(feedback + "judgemessage.txt", "a") as out:
        out.write(message + "\n")
    sys.exit(code)


for guesses in range(1, 11):
    line = sys.stdin.readline()
    if not line:
        finish(43, "no guess %d: the submission stopped talking" % guesses)
    try:
        guess = int(line.strip())
    except ValueError:
        finish(43, "guess %d is not a number: %r" % (guesses, line.strip()[:40]))
    if not 1 <= guess <= 1000:
        finish(43, "guess %d out of range: %d" % (guesses, guess))
    if guess == secret:
        print("correct", flush=True)
        finish(42, "found %d in %d guesses" % (secret, guesses))
    print("lower" if secret < guess else "higher", flush=True)
finish(43, "no correct guess in 10 guesses")
