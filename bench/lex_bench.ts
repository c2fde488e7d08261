/**
 * Lexer throughput on real nvcc-preprocessed inputs (`x.cpp4.ii`, the file cudafe++ reads).
 * The inputs are generated with `nvcc -keep` into `.cache/lex/` the first time (they contain
 * system headers, so they are never committed). Without nvcc the benchmarks are skipped.
 *
 *   deno bench -A bench/lex_bench.ts
 */

import { SourceMap } from "../lib/source.ts";
import { NameTable } from "../lib/names.ts";
import { lex } from "../lib/lex.ts";

const CACHE = new URL("../.cache/lex/", import.meta.url).pathname;

const PROGRAMS: Record<string, string> = {
  hello: `#include <cstdio>
__global__ void k() { printf("hello\\n"); }
int main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); return 0; }
`,
  thrust: `#include <thrust/device_vector.h>
#include <thrust/reduce.h>
int main() {
  thrust::device_vector<int> v(10, 1);
  return thrust::reduce(v.begin(), v.end()) == 10 ? 0 : 1;
}
`,
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
  Deno.writeTextFileSync(`${CACHE}${name}.cu`, PROGRAMS[name]);
  try {
    const r = new Deno.Command("nvcc", {
      args: ["-keep", "-keep-dir", CACHE, "-c", `${name}.cu`, "-o", `${name}.o`],
      cwd: CACHE,
      stdout: "null",
      stderr: "piped",
    }).outputSync();
    if (!r.success) {
      console.error(`nvcc failed for ${name}.cu:\n${new TextDecoder().decode(r.stderr)}`);
      return undefined;
    }
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return undefined;
    throw e;
  }
  return exists(ii) ? ii : undefined;
}

for (const name of Object.keys(PROGRAMS)) {
  const path = preprocessed(name);
  if (path === undefined) {
    console.log(`lex_bench: skipping ${name}: nvcc is not available to generate ${name}.cpp4.ii`);
    continue;
  }
  const text = Deno.readTextFileSync(path);
  const names = new NameTable();
  const opts = { cppStd: 2017, gnuVersion: 120200 };
  // one untimed run for the token count (and to report a figure outside the bench table)
  const t0 = performance.now();
  const count = lex(new SourceMap(text, path), names, opts).count;
  const ms = performance.now() - t0;
  console.log(
    `lex_bench: ${name}.cpp4.ii ${(text.length / 1e6).toFixed(1)} MB, ${count} tokens; ` +
      `first run ${ms.toFixed(1)} ms (${(count / ms / 1e3).toFixed(2)} M tokens/s)`,
  );
  Deno.bench(`lex ${name}.cpp4.ii (${count} tokens)`, () => {
    lex(new SourceMap(text, path), names, opts);
  });
}
