// WRONG (negative values): a hand-written fast reader that only collects digits, so "-5" is read as 5 and every negative tag turns positive.
#include <cstdio>
#include <algorithm>
#include <string>
#include <vector>
using namespace std;

long long readInt() {
    int c = getchar();
    while (c != EOF && (c < '0' || c > '9')) c = getchar();
    long long v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar(); }
    return v;
}

int n;
vector<long long> tags, chosen;
string out;
long long total = 0;

void extend(int start) {
    total++;
    out += to_string(chosen.size());
    for (long long t : chosen) out += " " + to_string(t);
    out += "\n";
    for (int i = start; i < n; i++) {
        if (i > start && tags[i] == tags[i - 1]) continue;
        chosen.push_back(tags[i]);
        extend(i + 1);
        chosen.pop_back();
    }
}

int main() {
    n = readInt();
    tags.resize(n);
    for (auto& t : tags) t = readInt();
    sort(tags.begin(), tags.end());
    extend(0);
    printf("%lld\n%s", total, out.c_str());
}
