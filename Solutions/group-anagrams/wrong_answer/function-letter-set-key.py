# Group Anagrams, function mode, WRONG: keys words by the set of their letters, so "aab"
# and "abb" (same letters, different counts) land in one group.
class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        groups = defaultdict(list)
        for word in strs:
            groups[frozenset(word)].append(word)
        return list(groups.values())
