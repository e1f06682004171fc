# Trending Hashtags, function mode, WRONG: Counter.most_common breaks ties by first
# appearance, not in dictionary order.
class Solution:
    def topKFrequent(self, words: List[str], k: int) -> List[str]:
        return [word for word, _ in Counter(words).most_common(k)]
