// Trending Hashtags (Top K Frequent Words), function mode: count with a HashMap, keep the k
// best in a heap whose head is the worst of them; O(n + d log k).
class Solution {
    public List<String> topKFrequent(String[] words, int k) {
        Map<String, Integer> count = new HashMap<>();
        for (String word : words) count.merge(word, 1, Integer::sum);
        Comparator<String> worstFirst = (a, b) -> {
            int ca = count.get(a), cb = count.get(b);
            return ca != cb ? Integer.compare(ca, cb) : b.compareTo(a);
        };
        PriorityQueue<String> heap = new PriorityQueue<>(worstFirst);
        for (String word : count.keySet()) {
            heap.offer(word);
            if (heap.size() > k) heap.poll();
        }
        List<String> ranked = new ArrayList<>();
        while (!heap.isEmpty()) ranked.add(heap.poll());
        Collections.reverse(ranked);
        return ranked;
    }
}
