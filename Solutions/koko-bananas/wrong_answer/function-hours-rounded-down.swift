// Koko Eating Bananas, function mode, a real mistake: the hours a pile takes at speed k are
// counted as p / k, rounded down, so a pile that needs a last partial hour seems free, and
// the speed found is too slow.
class Solution {
    func minEatingSpeed(_ piles: [Int], _ h: Int) -> Int {
        var lo = 1, hi = piles.max()!
        while lo < hi {
            let k = lo + (hi - lo) / 2
            var hours = 0
            for p in piles { hours += p / k }
            if hours <= h { hi = k } else { lo = k + 1 }
        }
        return lo
    }
}
