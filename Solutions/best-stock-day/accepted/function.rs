// Best Day to Buy and Sell, function mode (Rust): a fold over the prices carrying
// (cheapest price so far, best profit so far).
impl Solution {
    pub fn max_profit(prices: Vec<i32>) -> i32 {
        prices
            .iter()
            .fold((i32::MAX, 0), |(cheapest, best), &price| {
                (cheapest.min(price), best.max(price - cheapest.min(price)))
            })
            .1
    }
}
