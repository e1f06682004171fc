// WRONG (sentinel): a seated guest is marked by overwriting their family number with -1 --
// but -1 is a valid family number, so guests of family -1 look already seated and never sit.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<int> guests, seat;
vector<vector<int>> seatings;

void fill() {
    if ((int)seat.size() == n) {
        seatings.push_back(seat);
        return;
    }
    set<int> tried;
    for (int i = 0; i < n; i++) {
        if (guests[i] == -1 || tried.count(guests[i])) continue;
        int family = guests[i];
        tried.insert(family);
        guests[i] = -1;
        seat.push_back(family);
        fill();
        seat.pop_back();
        guests[i] = family;
    }
}

int main() {
    scanf("%d", &n);
    guests.resize(n);
    for (int& g : guests) scanf("%d", &g);
    sort(guests.begin(), guests.end());
    fill();
    string out = to_string(seatings.size()) + "\n";
    for (auto& s : seatings) {
        for (int k = 0; k < n; k++) {
            if (k) out += ' ';
            out += to_string(s[k]);
        }
        out += '\n';
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
