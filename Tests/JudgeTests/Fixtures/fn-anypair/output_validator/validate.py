# Function mode: the input and the output are JSON. Any two distinct indices that sum to target.
import json, sys
lines = open(sys.argv[1]).read().split("\n")
nums, target = json.loads(lines[0]), json.loads(lines[1])
feedback = sys.argv[3]
try:
    i, j = json.loads(sys.stdin.read())
except (ValueError, TypeError):
    open(feedback + "judgemessage.txt", "w").write("not a pair of indices")
    sys.exit(43)
if i != j and 0 <= i < len(nums) and 0 <= j < len(nums) and nums[i] + nums[j] == target:
    sys.exit(42)
open(feedback + "judgemessage.txt", "w").write("nums[%d] + nums[%d] is not %d" % (i, j, target))
sys.exit(43)
