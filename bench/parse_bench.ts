/**
 * Lexer + parser throughput on real nvcc-preprocessed inputs (`x.cpp4.ii`). The inputs are
 * taken from `.cache/parse/<name>/` (made by tests/parse_real_test.ts) or generated here with
 * `nvcc -keep` into `.cache/parse/bench/` the first time; they contain system headers and are
 * never committed. Without nvcc (and no cached input) the benchmarks are skipped with a message.
 *
 *   deno bench -A bench/parse_bench.ts
 */

import { SourceMap } from "../lib/source.ts";
import { NameTable } from "../lib/names.ts";
import { lex } from "../lib/lex.ts";
import { parseTranslationUnit } from "../lib/parse.ts";

const CACHE = new URL("../.cache/parse/bench/", import.meta.url).pathname;

const PROGRAMS: Record<string, { src: string; flags: string[] }> = {
  hello: {
    src: `#include <cstdio>
__global__ void k() { printf("hello\\n"); }
int main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); return 0; }
`,
    flags: [],
  },
  thrust: {
    src: `#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
int main() {
  thrust::device_vector<int> v(10, 1);
  thrust::sort(v.begin(), v.end());
  return thrust::reduce(v.begin(), v.end()) == 10 ? 0 : 1;
}
`,
    flags: [],
  },
  cub: {
    src: `#include <cub/cub.cuh>
__global__ void k(int *in, int *out) {
  typedef cub::BlockReduce<int, 128> BR;
  __shared__ typename BR::TempStorage t;
  int a = BR(t).Sum(in[threadIdx.x]);
  if (threadIdx.x == 0) *out = a;
}
`,
    flags: [],
  },
  cub20: {
    src: `#include <cub/cub.cuh>
__global__ void k(int *in, int *out) {
  typedef cub::BlockReduce<int, 128> BR;
  __shared__ typename BR::TempStorage t;
  int a = BR(t).Sum(in[threadIdx.x]);
  if (threadIdx.x == 0) *out = a;
}
`,
    flags: ["-std=c++20"],
  },
};

function exists(path: string): boolean {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
}

/** Path of `<name>.cpp4.ii`, generating it with nvcc if needed; undefined without nvcc. */
function preprocessed(name: string): string | undefined {
  const ii = `${CACHE}${name}.cpp4.ii`;
  if (exists(ii)) return ii;
  Deno.mkdirSync(CACHE, { recursive: true });
  Deno.writeTextFileSync(`${CACHE}${name}.cu`, PROGRAMS[name].src);
  try {
    const r = new Deno.Command("nvcc", {
      args: [
        "-keep",
        "-keep-dir",
        CACHE,
        ...PROGRAMS[name].flags,
        "-c",
        `${name}.cu`,
        "-o",
        `${name}.o`,
      ],
      cwd: CACHE,
      stdout: "null",
      stderr: "piped",
    }).outputSync();
    if (!r.success) return undefined;
  } catch {
    return undefined;
  }
  return exists(ii) ? ii : undefined;
}

for (const name of Object.keys(PROGRAMS)) {
  const path = preprocessed(name);
  if (path === undefined) {
    console.log(`parse_bench: no ${name}.cpp4.ii and nvcc unavailable; skipped`);
    continue;
  }
  const text = Deno.readTextFileSync(path);
  const cppStd = PROGRAMS[name].flags.includes("-std=c++20") ? 2020 : 2017;
  Deno.bench(`lex+parse ${name} (${(text.length / 1e6).toFixed(1)} MB)`, () => {
    const sm = new SourceMap(text, path);
    const names = new NameTable();
    const tb = lex(sm, names, { cppStd, gnuVersion: 120200 });
    let errors = 0;
    parseTranslationUnit(tb, names, sm, { report: () => errors++ }, { cppStd });
    if (errors !== 0) throw new Error(`${name}: ${errors} parse diagnostics`);
  });
}
