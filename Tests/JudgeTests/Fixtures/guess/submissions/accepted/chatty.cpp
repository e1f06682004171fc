// Finds the number, then keeps writing after the validator has accepted and ended: it dies of
// SIGPIPE, which counts as a clean exit, so the verdict stays accepted.
#include <cstring>
#include <iostream>
#include <string>
#include <unistd.h>

int main() {
    int low = 1, high = 1000;
    for (;;) {
        int middle = (low + high) / 2;
        std::cout << middle << std::endl;
        std::string reply;
        if (!(std::cin >> reply) || reply == "correct") break;
        if (reply == "lower") high = middle - 1;
        else low = middle + 1;
    }
    const char *more = "and one more thing\n";
    for (;;) {
        if (write(1, more, strlen(more)) < 0) return 0;
    }
}
