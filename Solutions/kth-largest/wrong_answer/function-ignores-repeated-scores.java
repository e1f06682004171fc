// Wrong: keeps the scores in a TreeSet, so two equal scores count as one entry on the board.
class KthLargest {
    private final int k;
    private final TreeSet<Integer> best = new TreeSet<>();

    public KthLargest(int k, int[] nums) {
        this.k = k;
        for (int score : nums) add(score);
    }

    public int add(int val) {
        best.add(val);
        if (best.size() > k) best.pollFirst();
        return best.first();
    }
}
