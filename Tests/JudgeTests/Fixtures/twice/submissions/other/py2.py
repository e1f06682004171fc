print 2 * input()
