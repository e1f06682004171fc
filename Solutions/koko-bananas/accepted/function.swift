// Koko Eating Bananas, function mode: binary search on the speed; the hours needed at speed
// k are the sum of ceil(p / k), monotone in k (O(n log max p)). Int is 64-bit.
class Solution {
    func minEatingSpeed(_ piles: [Int], _ h: Int) -> Int {
        var lo = 1, hi = piles.max()!
        while lo < hi {
            let k = lo + (hi - lo) / 2
            var hours = 0
            for p in piles { hours += (p + k - 1) / k }
            if hours <= h { hi = k } else { lo = k + 1 }
        }
        return lo
    }
}
