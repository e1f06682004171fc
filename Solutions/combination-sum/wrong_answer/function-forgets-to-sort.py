# Wrong: the right backtracking with an early "break" once a coin is too large, but the coins
# are not sorted first, so the break skips smaller coins that come later in the input.
class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        ways, way = [], []

        def pay(left, first):
            if left == 0:
                ways.append(way[:])
                return
            for i in range(first, len(candidates)):
                if candidates[i] > left:
                    break
                way.append(candidates[i])
                pay(left - candidates[i], i)
                way.pop()

        pay(target, 0)
        return ways
