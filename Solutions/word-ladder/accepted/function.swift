// Word Ladder, function mode: LeetCode's ladderLength. Breadth-first search from beginWord
// over the listed words; neighbours are found through wildcard patterns ("c*ld"), each
// pattern's bucket emptied once used. Returns the ladder's word count, 0 if unreachable.
class Solution {
    func ladderLength(_ beginWord: String, _ endWord: String, _ wordList: [String]) -> Int {
        if beginWord == endWord { return 1 }
        let words = Set(wordList)
        guard words.contains(endWord) else { return 0 }
        var buckets: [[UInt8]: [[UInt8]]] = [:]
        for word in words {
            var letters = Array(word.utf8)
            for i in letters.indices {
                let kept = letters[i]
                letters[i] = UInt8(ascii: "*")
                buckets[letters, default: []].append(Array(word.utf8))
                letters[i] = kept
            }
        }
        let goal = Array(endWord.utf8)
        var seen: Set<[UInt8]> = [Array(beginWord.utf8)]
        var frontier = [Array(beginWord.utf8)]
        var length = 1
        while !frontier.isEmpty {
            length += 1
            var next: [[UInt8]] = []
            for word in frontier {
                var pattern = word
                for i in pattern.indices {
                    let kept = pattern[i]
                    pattern[i] = UInt8(ascii: "*")
                    if let bucket = buckets.removeValue(forKey: pattern) {
                        for neighbour in bucket where seen.insert(neighbour).inserted {
                            if neighbour == goal { return length }
                            next.append(neighbour)
                        }
                    }
                    pattern[i] = kept
                }
            }
            frontier = next
        }
        return 0
    }
}
