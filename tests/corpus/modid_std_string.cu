// nvcc-flags: -std=c++17
#include <string>
#include <map>
void log_it(const std::string &s, int n) { (void)s; (void)n; }
int main() { log_it("a", 1); return 0; }
