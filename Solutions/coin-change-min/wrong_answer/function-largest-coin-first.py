# Wrong: greedy, always paying with the largest coin that still fits. With coins 1, 3, 4 and
# 6 cents it pays 4 + 1 + 1 instead of 3 + 3.
class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        count = 0
        for coin in sorted(coins, reverse=True):
            count += amount // coin
            amount %= coin
        return count if amount == 0 else -1
