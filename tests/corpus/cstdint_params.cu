// The first external definition takes std:: fixed-width integer types (typedefs brought into
// std by using-declarations): the module id embeds its mangled name, with the typedefs resolved.
#include <cstdint>
#include <cstdio>

void fill_pattern(std::uint32_t *out, std::int64_t n, std::uint8_t seed) {
  for (std::int64_t i = 0; i < n; ++i) out[i] = seed * 2654435761u + static_cast<std::uint32_t>(i);
}

__global__ void xorshift(std::uint32_t *state, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    std::uint32_t x = state[i];
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    state[i] = x;
  }
}

int main() {
  std::uint32_t buf[4];
  fill_pattern(buf, 4, 7);
  std::printf("%u\n", buf[3]);
  return 0;
}
