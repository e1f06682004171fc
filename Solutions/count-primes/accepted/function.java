// Prime Lockers, function mode (Java): a sieve over the odd numbers only (index i stands for
// 2i + 1), counting 2 separately; half the memory and work of the plain sieve.
class Solution {
    public int countPrimes(int n) {
        if (n < 3) return 0;
        int half = n / 2;                    // odd numbers 1, 3, ..., below n
        boolean[] composite = new boolean[half];
        int count = half;                    // counts 2 in place of 1, which is not prime
        for (long p = 3; p * p < n; p += 2) {
            if (composite[(int) (p / 2)]) continue;
            for (long m = p * p; m < n; m += 2 * p) {
                int i = (int) (m / 2);
                if (!composite[i]) {
                    composite[i] = true;
                    count--;
                }
            }
        }
        return count;
    }
}
