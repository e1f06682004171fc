// Rabbit Colony Forecast — (f(n+1), f(n)) = M^n (y, x) with M = [[a, b], [1, 0]].
//
// M^n by binary exponentiation: O(log n) 2x2 products per question, O(q log n) in total.
// Entries stay below p = 1e9+7, so each product is below ~10^18 and a sum of two still fits
// in 64 bits.
#include <bits/stdc++.h>
using namespace std;

using u64 = unsigned long long;
using Matrix = array<array<u64, 2>, 2>;
const u64 MOD = 1'000'000'007ULL;

Matrix multiply(const Matrix& m, const Matrix& r) {
    Matrix product{};
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++) product[i][j] = (m[i][0] * r[0][j] + m[i][1] * r[1][j]) % MOD;
    return product;
}

Matrix power(Matrix base, u64 n) {
    Matrix result{{{1, 0}, {0, 1}}};
    while (n > 0) {
        if (n & 1) result = multiply(result, base);
        base = multiply(base, base);
        n >>= 1;
    }
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    u64 a, b, x, y;
    int q;
    cin >> a >> b >> x >> y >> q;
    Matrix step{{{a, b}, {1, 0}}};
    string out;
    for (int i = 0; i < q; i++) {
        u64 n;
        cin >> n;
        Matrix m = power(step, n);
        out += to_string((m[1][0] * y + m[1][1] * x) % MOD) + '\n';  // f(n), the second entry
    }
    cout << out;
}
