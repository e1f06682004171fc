# Says nothing and exits cleanly: the validator reads EOF and rejects.
