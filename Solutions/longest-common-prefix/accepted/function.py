# Longest Common Prefix, function mode: the common prefix of all words is the common prefix
# of the smallest and largest word in dictionary order.
class Solution:
    def longestCommonPrefix(self, strs: List[str]) -> str:
        first, last = min(strs), max(strs)
        length = 0
        while length < len(first) and first[length] == last[length]:
            length += 1
        return first[:length]
