// Every Possible Basket, function mode (Java, LeetCode's List signature): sort, then
// backtrack; at each depth a tag equal to the previous candidate is skipped, so equal tags
// are only ever taken as a prefix of their run and no basket repeats.
class Solution {
    public List<List<Integer>> subsetsWithDup(int[] nums) {
        Arrays.sort(nums);
        List<List<Integer>> baskets = new ArrayList<>();
        build(nums, 0, new ArrayList<>(), baskets);
        return baskets;
    }

    private void build(int[] nums, int from, List<Integer> basket, List<List<Integer>> baskets) {
        baskets.add(new ArrayList<>(basket));
        for (int i = from; i < nums.length; i++) {
            if (i > from && nums[i] == nums[i - 1]) continue;
            basket.add(nums[i]);
            build(nums, i + 1, basket, baskets);
            basket.remove(basket.size() - 1);
        }
    }
}
