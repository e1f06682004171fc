// Longest Common Prefix, function mode: shorten the prefix against each word in turn; the
// work is bounded by the total length.
class Solution {
    func longestCommonPrefix(_ strs: [String]) -> String {
        var prefix = Array(strs[0].utf8)
        for word in strs.dropFirst() {
            var length = 0
            for c in word.utf8 {
                if length == prefix.count || prefix[length] != c { break }
                length += 1
            }
            prefix.removeLast(prefix.count - length)
        }
        return String(decoding: prefix, as: UTF8.self)
    }
}
