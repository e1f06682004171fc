// Merge Bookings, function mode (Rust): sort by start and sweep, growing the last block of
// the result in place.
impl Solution {
    pub fn merge(intervals: Vec<Vec<i32>>) -> Vec<Vec<i32>> {
        let mut intervals = intervals;
        intervals.sort_unstable_by_key(|booking| booking[0]);
        let mut blocks: Vec<Vec<i32>> = Vec::new();
        for booking in intervals {
            match blocks.last_mut() {
                Some(last) if booking[0] <= last[1] => last[1] = last[1].max(booking[1]),
                _ => blocks.push(booking),
            }
        }
        blocks
    }
}
