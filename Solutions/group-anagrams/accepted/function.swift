// Group Anagrams, function mode: the sorted letters of a word are its key; a dictionary
// from key to group collects the words (O(L log k) for total length L).
class Solution {
    func groupAnagrams(_ strs: [String]) -> [[String]] {
        var groups: [[UInt8]: [String]] = [:]
        for word in strs {
            groups[Array(word.utf8).sorted(), default: []].append(word)
        }
        return Array(groups.values)
    }
}
