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
];

const CXX20 = ["parse_std_mix", "parse_cub_mix"];

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

for (const prog of nvcc ? programs() : []) {
  Deno.test(`parse real: ${prog.name} has zero diagnostics`, async () => {
    const cacheDir = prog.source.startsWith(".cache/parse/")
      ? `.cache/parse/${prog.name}`
      : undefined;
    const prep = await preprocess(prog, cacheDir ? { cacheDir } : {});
    const text = await Deno.readTextFile(`${REPO_ROOT}/${prep.iiPath}`);
    const cppStd = prep.template.includes("--c++20") ? 2020 : 2017;
    const sm = new SourceMap(text, prep.iiPath);
    const names = new NameTable();
    const tb = lex(sm, names, { cppStd, gnuVersion: 120200 });
    const found: string[] = [];
    const diags = {
      report(code: number, off: number) {
        const loc = sm.locate(off);
        found.push(`#${code} at ${loc.file}:${loc.line}:${loc.column}`);
      },
    };
    const tu = parseTranslationUnit(tb, names, sm, diags, { cppStd });
    strictEqual(found.slice(0, 10).join("\n"), "", `${prog.name}: parser diagnostics`);
    strictEqual(tu.decls.length > 0, true);
  });
}
