// Koko Eating Bananas, function mode: binary search on the speed, counting hours in i64
// (at speed 1 they reach 10^13 on LeetCode's largest tests, past 32 bits).
impl Solution {
    pub fn min_eating_speed(piles: Vec<i32>, h: i32) -> i32 {
        let (mut lo, mut hi) = (1i64, *piles.iter().max().unwrap() as i64);
        while lo < hi {
            let k = (lo + hi) / 2;
            let hours: i64 = piles.iter().map(|&p| (p as i64 + k - 1) / k).sum();
            if hours <= h as i64 {
                hi = k;
            } else {
                lo = k + 1;
            }
        }
        lo as i32
    }
}
