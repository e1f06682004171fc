// Exact Change, function mode (JavaScript): dynamic programming over the amounts, coin by
// coin: ways[a] lists every way to pay a with the coins seen so far, so each multiset of
// coins is built once.
/**
 * @param {number[]} candidates
 * @param {number} target
 * @return {number[][]}
 */
var combinationSum = function(candidates, target) {
    const ways = Array.from({length: target + 1}, () => []);
    ways[0].push([]);
    for (const coin of candidates) {
        for (let a = coin; a <= target; a++) {
            for (const way of ways[a - coin]) ways[a].push([...way, coin]);
        }
    }
    return ways[target];
};
