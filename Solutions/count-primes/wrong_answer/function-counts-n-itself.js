// Wrong: counts the primes up to and including n, where LeetCode asks for those below n.
/**
 * @param {number} n
 * @return {number}
 */
var countPrimes = function(n) {
    if (n < 2) return 0;
    const composite = new Uint8Array(n + 1);
    let count = 0;
    for (let p = 2; p <= n; p++) {
        if (composite[p]) continue;
        count++;
        for (let m = p * p; m <= n; m += p) composite[m] = 1;
    }
    return count;
};
