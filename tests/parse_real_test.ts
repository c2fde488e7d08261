/**
 * Real translation units: every corpus program (tests/corpus) plus a few larger header mixes
 * below are preprocessed exactly as nvcc does (scripts/pp.ts; cached in `.cache/`), then lexed
 * and parsed. The real cudafe++ accepts all of them silently, so the parser must report zero
 * diagnostics. Skipped with a message when nvcc is not on PATH.
 */
import { strictEqual } from "node:assert/strict";
import { hasTool, listPrograms, preprocess, type Program, REPO_ROOT } from "../scripts/pp.ts";
import { SourceMap } from "../lib/source.ts";
import { NameTable } from "../lib/names.ts";
import { lex } from "../lib/lex.ts";
import { parseTranslationUnit } from "../lib/parse.ts";
import { Diagnostics } from "../lib/diagnostics.ts";

const EXTRA: ReadonlyArray<{ name: string; flags: string[]; src: string }> = [
  {
    name: "parse_std_mix",
    flags: [],
    src: `#include <vector>
#include <string>
#include <map>
#include <unordered_map>
#include <memory>
#include <algorithm>
#include <functional>
#include <iostream>
#include <tuple>
#include <random>
#include <chrono>
#include <atomic>
#include <cmath>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
template <typename T> __global__ void k(T *p, int n) {
  auto b = cg::this_thread_block();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] * T(2);
  b.sync();
}
int main() {
  std::vector<int> v{1, 2, 3};
  std::map<std::string, int> m;
  m["a"] = 1;
  std::sort(v.begin(), v.end());
  std::cout << v[0] << std::endl;
  float *d = nullptr;
  k<float><<<1, 32>>>(d, 3);
  return 0;
}
`,
  },
  {
    name: "parse_thrust_ops",
    flags: [],
    src: `#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/transform.h>
struct sq { __host__ __device__ int operator()(int x) const { return x * x; } };
int main() {
  thrust::device_vector<int> v(10, 1);
  thrust::sort(v.begin(), v.end());
  thrust::transform(v.begin(), v.end(), v.begin(), sq());
  return thrust::reduce(v.begin(), v.end());
}
`,
  },
  {
    name: "parse_cub_mix",
    flags: [],
    src: `#include <cub/cub.cuh>
__global__ void k(int *in, int *out) {
  typedef cub::BlockReduce<int, 128> BR;
  __shared__ typename BR::TempStorage t;
  int a = BR(t).Sum(in[threadIdx.x]);
  if (threadIdx.x == 0) *out = a;
}
int main() {
  void *tmp = nullptr;
  size_t n = 0;
  int *a = nullptr, *b = nullptr;
  cub::DeviceScan::ExclusiveSum(tmp, n, a, b, 10);
  k<<<1, 128>>>(a, b);
  return 0;
}
`,
  },
  {
    name: "parse_std_all",
    flags: [],
    src: `#include <regex>
#include <thread>
#include <mutex>
#include <future>
#include <condition_variable>
#include <variant>
#include <optional>
#include <any>
#include <filesystem>
#include <numeric>
#include <valarray>
#include <complex>
#include <sstream>
#include <fstream>
#include <iomanip>
#include <bitset>
#include <deque>
#include <list>
#include <forward_list>
#include <set>
#include <unordered_set>
#include <queue>
#include <stack>
#include <array>
#include <string_view>
#include <charconv>
#include <execution>
#include <memory_resource>
#include <shared_mutex>
#include <scoped_allocator>
#include <typeindex>
#include <locale>
#include <codecvt>
#include <cfenv>
#include <csignal>
#include <csetjmp>
#include <ctime>
#include <cwchar>
#include <cuchar>
#include <climits>
#include <cfloat>
#include <cinttypes>
#include <cassert>
#include <ratio>
#include <system_error>
#include <stdexcept>
#include <exception>
#include <new>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <type_traits>
#include <utility>
#include <cstdarg>
int main() {
  std::regex r("a+"); std::variant<int, float> v = 1.0f; std::optional<int> o; std::any a = 1;
  std::thread t([]{}); t.join(); auto f = std::async([]{ return 1; }); (void)f.get();
  std::complex<double> c(1, 2); c = c * c; std::stringstream ss; ss << c;
  return std::visit([](auto x) { return (int)x; }, v) + (o ? *o : 0);
}
`,
  },
  {
    name: "parse_cuda_libs",
    flags: [],
    src: `#include <cuda/std/atomic>
#include <cuda/std/tuple>
#include <cuda/std/array>
#include <cuda/std/complex>
#include <cuda/std/chrono>
#include <cuda/std/functional>
#include <cuda/std/span>
#include <cuda/std/optional>
#include <cuda/std/variant>
#include <cuda/atomic>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda/annotated_ptr>
#include <mma.h>
#include <cuda_pipeline.h>
#include <cuda_awbarrier.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/memcpy_async.h>
#include <cooperative_groups/scan.h>
#include <thrust/execution_policy.h>
#include <thrust/scan.h>
#include <thrust/unique.h>
#include <thrust/random.h>
#include <thrust/complex.h>
#include <thrust/host_vector.h>
#include <thrust/device_vector.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/functional.h>
#include <thrust/sequence.h>
#include <thrust/count.h>
#include <thrust/binary_search.h>
#include <thrust/set_operations.h>
#include <thrust/merge.h>
#include <thrust/partition.h>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_segmented_reduce.cuh>
#include <cub/device/device_histogram.cuh>
#include <cub/device/device_select.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>
#include <cub/warp/warp_reduce.cuh>
using namespace nvcuda;
namespace cg = cooperative_groups;
__global__ void k(float *p) {
  cuda::atomic<int, cuda::thread_scope_device> a; a.fetch_add(1);
  auto g = cg::tiled_partition<32>(cg::this_thread_block());
  p[0] = cg::reduce(g, p[threadIdx.x], cg::plus<float>());
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa; (void)fa;
}
int main() {
  thrust::host_vector<int> h(4); thrust::sequence(h.begin(), h.end());
  thrust::device_vector<int> d = h; thrust::inclusive_scan(thrust::device, d.begin(), d.end(), d.begin());
  auto it = thrust::make_zip_iterator(thrust::make_tuple(d.begin(), d.begin()));
  (void)it;
  return thrust::count(d.begin(), d.end(), 3);
}
`,
  },
  {
    // every public CCCL header (cuda/std, cuda, thrust) plus cub
    name: "parse_cccl_all",
    flags: [],
    src: `#include <cuda/std/array>
#include <cuda/std/atomic>
#include <cuda/std/barrier>
#include <cuda/std/bit>
#include <cuda/std/bitset>
#include <cuda/std/cassert>
#include <cuda/std/ccomplex>
#include <cuda/std/cfloat>
#include <cuda/std/chrono>
#include <cuda/std/climits>
#include <cuda/std/cmath>
#include <cuda/std/complex>
#include <cuda/std/concepts>
#include <cuda/std/cstddef>
#include <cuda/std/cstdint>
#include <cuda/std/cstdlib>
#include <cuda/std/cstring>
#include <cuda/std/ctime>
#include <cuda/std/expected>
#include <cuda/std/functional>
#include <cuda/std/initializer_list>
#include <cuda/std/inplace_vector>
#include <cuda/std/iterator>
#include <cuda/std/latch>
#include <cuda/std/limits>
#include <cuda/std/linalg>
#include <cuda/std/mdspan>
#include <cuda/std/memory>
#include <cuda/std/numbers>
#include <cuda/std/numeric>
#include <cuda/std/optional>
#include <cuda/std/ranges>
#include <cuda/std/ratio>
#include <cuda/std/semaphore>
#include <cuda/std/source_location>
#include <cuda/std/span>
#include <cuda/std/tuple>
#include <cuda/std/type_traits>
#include <cuda/std/utility>
#include <cuda/std/variant>
#include <cuda/std/version>
#include <cuda/annotated_ptr>
#include <cuda/atomic>
#include <cuda/barrier>
#include <cuda/bit>
#include <cuda/cmath>
#include <cuda/discard_memory>
#include <cuda/functional>
#include <cuda/latch>
#include <cuda/mdspan>
#include <cuda/memory_resource>
#include <cuda/numeric>
#include <cuda/pipeline>
#include <cuda/ptx>
#include <cuda/semaphore>
#include <cuda/stream_ref>
#include <cuda/type_traits>
#include <cuda/version>
#include <cuda/warp>
#include <cuda/work_stealing>
#include <thrust/addressof.h>
#include <thrust/adjacent_difference.h>
#include <thrust/advance.h>
#include <thrust/allocate_unique.h>
#include <thrust/binary_search.h>
#include <thrust/complex.h>
#include <thrust/copy.h>
#include <thrust/count.h>
#include <thrust/device_allocator.h>
#include <thrust/device_delete.h>
#include <thrust/device_free.h>
#include <thrust/device_make_unique.h>
#include <thrust/device_malloc.h>
#include <thrust/device_malloc_allocator.h>
#include <thrust/device_new.h>
#include <thrust/device_new_allocator.h>
#include <thrust/device_ptr.h>
#include <thrust/device_reference.h>
#include <thrust/device_vector.h>
#include <thrust/distance.h>
#include <thrust/equal.h>
#include <thrust/execution_policy.h>
#include <thrust/extrema.h>
#include <thrust/fill.h>
#include <thrust/find.h>
#include <thrust/for_each.h>
#include <thrust/functional.h>
#include <thrust/gather.h>
#include <thrust/generate.h>
#include <thrust/host_vector.h>
#include <thrust/inner_product.h>
#include <thrust/logical.h>
#include <thrust/memory.h>
#include <thrust/merge.h>
#include <thrust/mismatch.h>
#include <thrust/pair.h>
#include <thrust/partition.h>
#include <thrust/per_device_resource.h>
#include <thrust/random.h>
#include <thrust/reduce.h>
#include <thrust/remove.h>
#include <thrust/replace.h>
#include <thrust/reverse.h>
#include <thrust/scan.h>
#include <thrust/scatter.h>
#include <thrust/sequence.h>
#include <thrust/set_operations.h>
#include <thrust/shuffle.h>
#include <thrust/sort.h>
#include <thrust/swap.h>
#include <thrust/system_error.h>
#include <thrust/tabulate.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/transform_scan.h>
#include <thrust/tuple.h>
#include <thrust/uninitialized_copy.h>
#include <thrust/uninitialized_fill.h>
#include <thrust/unique.h>
#include <thrust/universal_allocator.h>
#include <thrust/universal_ptr.h>
#include <thrust/universal_vector.h>
#include <thrust/version.h>
#include <thrust/zip_function.h>
#include <cub/cub.cuh>
int main() { return 0; }
`,
  },
];

const CXX20 = [
  "parse_std_mix",
  "parse_cub_mix",
  "parse_std_all",
  "parse_cuda_libs",
  "parse_cccl_all",
];

function programs(): Program[] {
  const out = listPrograms("corpus");
  Deno.mkdirSync(`${REPO_ROOT}/.cache/parse/src`, { recursive: true });
  for (const e of EXTRA) {
    for (const std of [17, 20]) {
      if (std === 20 && !CXX20.includes(e.name)) continue;
      const name = std === 20 ? `${e.name}20` : e.name;
      const source = `.cache/parse/src/${name}.cu`;
      const path = `${REPO_ROOT}/${source}`;
      let old = "";
      try {
        old = Deno.readTextFileSync(path);
      } catch { /* absent */ }
      if (old !== e.src) Deno.writeTextFileSync(path, e.src);
      out.push({
        name,
        kind: "corpus",
        source,
        nvccFlags: std === 20 ? ["-std=c++20", ...e.flags] : e.flags,
      });
    }
  }
  return out;
}

const nvcc = await hasTool("nvcc");
if (!nvcc) console.log("parse_real_test: nvcc not found on PATH; real-input parse tests skipped");

/**
 * The non-CUDA warnings the real cudafe++ prints on a corpus program (its recorded stderr), as
 * `#code at file:line`: the parser must report exactly those (usually none). Errors print no
 * number, so a program the binary rejects is not a parse test.
 */
function expectedWarnings(name: string): string[] {
  let text = "";
  try {
    text = Deno.readTextFileSync(`${REPO_ROOT}/tests/fixtures/corpus/${name}/stderr.txt`);
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const line of text.split("\n")) {
    const m = /^(.+)\((\d+)\): (?:warning|remark) #(\d+)-D:/.exec(line);
    // CUDA diagnostics (display numbers from 20000) come from the CUDA model, not this stage
    if (m && Number(m[3]) < 20000) out.push(`#${m[3]} at ${m[1]}:${m[2]}`);
  }
  return out;
}

for (const prog of nvcc ? programs() : []) {
  const expected = expectedWarnings(prog.name);
  const title = expected.length === 0
    ? `parse real: ${prog.name} has zero diagnostics`
    : `parse real: ${prog.name} has exactly the real binary's ${expected.length} warning(s)`;
  Deno.test(title, async () => {
    const cacheDir = prog.source.startsWith(".cache/parse/")
      ? `.cache/parse/${prog.name}`
      : undefined;
    const prep = await preprocess(prog, cacheDir ? { cacheDir } : {});
    const text = await Deno.readTextFile(`${REPO_ROOT}/${prep.iiPath}`);
    const cppStd = prep.template.includes("--c++20") ? 2020 : 2017;
    const sm = new SourceMap(text, prep.iiPath);
    const names = new NameTable();
    // the diagnostics engine, so `#pragma nv_diag_*` in the program act as on the binary
    const diags = new Diagnostics({
      displayErrorNumber: true,
      brief: false,
      errorLimit: 1000,
      noWarnings: false,
      promoteWarnings: false,
      remarks: false,
      wrap: false,
      contextLimit: 10,
      sarif: false,
      colors: false,
      controls: [],
      signoffName: undefined,
    });
    diags.setSource(sm);
    const tb = lex(sm, names, { cppStd, gnuVersion: 120200 }, diags);
    const tu = parseTranslationUnit(tb, names, sm, diags, { cppStd });
    const found: string[] = [];
    for (const line of diags.finish().split("\n")) {
      const m = /^(.+)\((\d+)\): [a-z ]+?(?: #(\d+)-D)?:/.exec(line);
      if (!m) continue;
      const n = m[3] === undefined ? "error" : Number(m[3]);
      found.push(`#${typeof n === "number" && n >= 20000 ? n - 16543 : n} at ${m[1]}:${m[2]}:0`);
    }
    const got = found.map((f) => f.replace(/:\d+$/, ""));
    strictEqual(
      got.slice(0, 10).join("\n"),
      expected.join("\n"),
      `${prog.name}: parser diagnostics`,
    );
    strictEqual(tu.decls.length > 0, true);
  });
}
