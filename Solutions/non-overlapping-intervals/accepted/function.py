# Festival Stage Schedule, function mode (Python): keep slots greedily by earliest end (sorted
# with an integer key, far quicker than comparing the [l, r] lists); a slot that starts
# before the last kept end is cancelled.
class Solution:
    def eraseOverlapIntervals(self, intervals: List[List[int]]) -> int:
        intervals.sort(key=operator.itemgetter(1))
        kept = 0
        end = -inf
        for l, r in intervals:
            if l >= end:
                kept += 1
                end = r
        return len(intervals) - kept
