// WRONG: the hand-written fast reader skips every non-digit, so "-5" is read as 5; below-zero temperatures compare wrongly.
#include <cstdio>
#include <vector>
using namespace std;

static char buf[1 << 25];
static size_t len, pos;

int readInt() {
    while (pos < len && (buf[pos] < '0' || buf[pos] > '9')) pos++;
    int v = 0;
    while (pos < len && buf[pos] >= '0' && buf[pos] <= '9') v = v * 10 + (buf[pos++] - '0');
    return v;
}

int main() {
    len = fread(buf, 1, sizeof(buf), stdin);
    int n = readInt();
    vector<int> t(n), wait(n, 0), stack;
    for (int i = 0; i < n; i++) t[i] = readInt();
    for (int i = 0; i < n; i++) {
        while (!stack.empty() && t[stack.back()] < t[i]) {
            wait[stack.back()] = i - stack.back();
            stack.pop_back();
        }
        stack.push_back(i);
    }
    for (int i = 0; i < n; i++) printf(i + 1 < n ? "%d " : "%d\n", wait[i]);
    return 0;
}
