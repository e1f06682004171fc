# Longest Common Prefix, function mode, WRONG: compares the first and last words as given,
# forgetting that the min/max trick needs the smallest and largest words.
class Solution:
    def longestCommonPrefix(self, strs: List[str]) -> str:
        first, last = strs[0], strs[-1]
        length = 0
        while length < min(len(first), len(last)) and first[length] == last[length]:
            length += 1
        return first[:length]
