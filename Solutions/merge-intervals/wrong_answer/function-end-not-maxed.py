# Wrong: a booking that overlaps the current block replaces the block's end with its own,
# even when that end is earlier, so a long booking followed by a short one is cut short.
class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        blocks = []
        for start, end in sorted(intervals):
            if blocks and start <= blocks[-1][1]:
                blocks[-1][1] = end
            else:
                blocks.append([start, end])
        return blocks
