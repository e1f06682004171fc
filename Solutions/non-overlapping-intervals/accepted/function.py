# Festival Stage Schedule, function mode (Python): sort by start; on a clash keep whichever
# of the two slots ends first (it leaves more room), and count one cancellation.
class Solution:
    def eraseOverlapIntervals(self, intervals: List[List[int]]) -> int:
        intervals.sort()
        cancelled = 0
        end = -inf
        for l, r in intervals:
            if l >= end:
                end = r
            else:
                cancelled += 1
                end = min(end, r)
        return cancelled
