// The command line arrives with the judge (issue 3) and the domain (issue 4).
print("prep: the command line is not built yet; see README.md")
