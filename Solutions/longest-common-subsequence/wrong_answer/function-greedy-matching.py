# Wrong: matches each letter of one string with its next occurrence in the other (both ways
# round, keeping the better); an early match can jump far ahead and waste later ones.
class Solution:
    def longestCommonSubsequence(self, text1: str, text2: str) -> int:
        def greedy(a, b):
            j = length = 0
            for letter in a:
                k = b.find(letter, j)
                if k >= 0:
                    length += 1
                    j = k + 1
            return length

        return max(greedy(text1, text2), greedy(text2, text1))
