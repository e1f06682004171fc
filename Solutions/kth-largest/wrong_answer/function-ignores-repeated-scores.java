// Wrong: keeps the scores in a TreeSet, so two equal scores count as one entry on the board.
class KthLargest {
    private final int k;
    private final TreeSet<Long> best = new TreeSet<>();

    public KthLargest(int k, long[] nums) {
        this.k = k;
        for (long score : nums) add(score);
    }

    public long add(long val) {
        best.add(val);
        if (best.size() > k) best.pollFirst();
        return best.first();
    }
}
