// Trending Hashtags (Top K Frequent Words), function mode: count with a dictionary, then
// sort the distinct words by count (descending) and word (ascending); O(n + d log d).
class Solution {
    func topKFrequent(_ words: [String], _ k: Int) -> [String] {
        var count: [String: Int] = [:]
        for word in words { count[word, default: 0] += 1 }
        let ranked = count.sorted { a, b in
            a.value != b.value ? a.value > b.value : a.key < b.key
        }
        return ranked.prefix(k).map { $0.key }
    }
}
