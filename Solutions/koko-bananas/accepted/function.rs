// Koko Eating Bananas, function mode: binary search on the speed, counting hours in i64
// (at speed 1 they reach 2 * 10^14, and h itself is an i64 here).
impl Solution {
    pub fn min_eating_speed(piles: Vec<i32>, h: i64) -> i32 {
        let (mut lo, mut hi) = (1i64, *piles.iter().max().unwrap() as i64);
        while lo < hi {
            let k = (lo + hi) / 2;
            let hours: i64 = piles.iter().map(|&p| (p as i64 + k - 1) / k).sum();
            if hours <= h {
                hi = k;
            } else {
                lo = k + 1;
            }
        }
        lo as i32
    }
}
