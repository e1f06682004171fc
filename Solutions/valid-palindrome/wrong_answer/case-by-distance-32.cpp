// WRONG: treats two characters as equal ignoring case when they are equal or 32 apart in
// ASCII, which also pairs the digits '0'..'9' with 'P'..'Y'.
#include <iostream>
#include <string>
#include <cctype>
#include <cstdlib>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    string line;
    getline(cin, line);
    int t = stoi(line);
    string out;
    while (t--) {
        getline(cin, line);
        int l = 0, r = (int)line.size() - 1;
        bool ok = true;
        while (l < r) {
            if (!isalnum((unsigned char)line[l])) l++;
            else if (!isalnum((unsigned char)line[r])) r--;
            else if (line[l] != line[r] && abs(line[l] - line[r]) != 32) { ok = false; break; }
            else { l++; r--; }
        }
        out += ok ? "YES\n" : "NO\n";
    }
    cout << out;
}
