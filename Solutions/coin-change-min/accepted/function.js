// Exact Change, function mode (JavaScript): the unbounded-knapsack table filled coin by
// coin, in a typed array; Infinity-free with a sentinel larger than any answer.
/**
 * @param {number[]} coins
 * @param {number} amount
 * @return {number}
 */
var coinChange = function(coins, amount) {
    const NONE = amount + 1;
    const fewest = new Int32Array(amount + 1).fill(NONE);
    fewest[0] = 0;
    for (const coin of coins) {
        for (let a = coin; a <= amount; a++) {
            if (fewest[a - coin] + 1 < fewest[a]) fewest[a] = fewest[a - coin] + 1;
        }
    }
    return fewest[amount] === NONE ? -1 : fewest[amount];
};
