// WRONG: the generation number n is read into a 32-bit int, but n goes up to 10^18.
#include <bits/stdc++.h>
using namespace std;
const long long MOD = 1000000007;
typedef array<array<long long, 2>, 2> Mat;

Mat mul(const Mat &A, const Mat &B) {
    Mat C{};
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            C[i][j] = (A[i][0] * B[0][j] + A[i][1] * B[1][j]) % MOD;
    return C;
}

int main() {
    long long a, b, x, y;
    int q;
    scanf("%lld %lld %lld %lld %d", &a, &b, &x, &y, &q);
    string out;
    while (q--) {
        int n;
        scanf("%d", &n);
        Mat R{}, M{};
        R[0][0] = R[1][1] = 1;
        M[0][0] = a; M[0][1] = b; M[1][0] = 1;
        for (; n > 0; n >>= 1) {
            if (n & 1) R = mul(R, M);
            M = mul(M, M);
        }
        out += to_string((R[1][0] * y + R[1][1] * x) % MOD) + "\n";
    }
    fputs(out.c_str(), stdout);
}
