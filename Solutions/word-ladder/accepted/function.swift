// Word Ladder, function mode: LeetCode's ladderLength. Each word is packed into an integer
// (base 27, at most 10 letters), and each wildcard pattern ("c*ld") likewise, with 26 as the
// wildcard. Breadth-first search from beginWord finds neighbours through the pattern buckets,
// each bucket emptied once used. Returns the ladder's word count, 0 if unreachable.
class Solution {
    func ladderLength(_ beginWord: String, _ endWord: String, _ wordList: [String]) -> Int {
        if beginWord == endWord { return 1 }
        func pack(_ word: String) -> Int {
            word.utf8.reduce(0) { $0 * 27 + Int($1) - 97 }
        }
        let length = beginWord.utf8.count
        var power = [Int](repeating: 1, count: length)
        for i in stride(from: length - 2, through: 0, by: -1) { power[i] = power[i + 1] * 27 }

        let words = Set(wordList.map(pack))
        let goal = pack(endWord)
        guard words.contains(goal) else { return 0 }
        var buckets: [Int: [Int]] = [:]
        for word in words {
            for i in 0..<length {
                let letter = word / power[i] % 27
                buckets[word + (26 - letter) * power[i], default: []].append(word)
            }
        }
        let start = pack(beginWord)
        var seen: Set<Int> = [start]
        var frontier = [start]
        var steps = 1
        while !frontier.isEmpty {
            steps += 1
            var next: [Int] = []
            for word in frontier {
                for i in 0..<length {
                    let letter = word / power[i] % 27
                    guard let bucket = buckets.removeValue(forKey: word + (26 - letter) * power[i]) else { continue }
                    for neighbour in bucket where seen.insert(neighbour).inserted {
                        if neighbour == goal { return steps }
                        next.append(neighbour)
                    }
                }
            }
            frontier = next
        }
        return 0
    }
}
