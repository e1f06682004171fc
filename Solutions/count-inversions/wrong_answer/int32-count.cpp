// WRONG: correct merge sort, but the inversion count is a 32-bit int; with ~4.5 * 10^10
// inversions it wraps around.
#include <cstdio>
#include <vector>

static std::vector<int> values, buffer;

static unsigned int sortCount(int lo, int hi) {  // "int" — unsigned only so the wrap is well-defined
    if (hi - lo <= 1) return 0;
    int mid = (lo + hi) / 2;
    unsigned int inversions = sortCount(lo, mid) + sortCount(mid, hi);
    int left = lo, right = mid, out = lo;
    while (left < mid || right < hi) {
        if (right == hi || (left < mid && values[left] <= values[right])) buffer[out++] = values[left++];
        else { inversions += mid - left; buffer[out++] = values[right++]; }
    }
    for (int i = lo; i < hi; ++i) values[i] = buffer[i];
    return inversions;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    values.resize(n);
    buffer.resize(n);
    for (auto& v : values) scanf("%d", &v);
    printf("%d\n", (int)sortCount(0, n));
}
