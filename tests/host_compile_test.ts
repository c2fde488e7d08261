/**
 * The host file compiles: for a sample of corpus programs covering the header families (the
 * C++ standard library containers, tuple and thread, cub and libcu++, cooperative groups,
 * lambdas, thrust), cudafe-ts's `.cudafe1.cpp` is checked by gcc with nvcc's host-compile flags
 * (`-fsyntax-only`, the CUDA include directories). The stub file the trailer includes is cicc's
 * output; an empty one stands in for it (it only adds definitions). Byte comparisons
 * (host_bytes_test.ts) cannot see that a printing change broke the C++ itself; this can.
 * scripts/host_symbols.ts does the full check (object symbols) on the whole corpus.
 *
 * Skipped (with the reason printed) without nvcc (needed to preprocess the inputs) or gcc.
 */
import { join } from "node:path";
import { prepareInput, readFixture, runOurs, skipReason, stopWorker } from "./golden_helper.ts";
import { hasTool } from "../scripts/pp.ts";

const PROGRAMS = [
  "algorithm_sort",
  "atomic_host",
  "cub_block_reduce",
  "pipeline_async",
  "map_ordered",
  "rw_host_lambdas",
  "coop_groups",
  "thrust_device_vector",
  // (names printed from their entities: std::pmr's `string` must not leak into std, a member of
  // a nested class keeps its class's qualifier)
  "iostream_out",
  "rw_multigpu_threads",
  // (a local alias named as the template it stands for, `using zip_iterator =
  // zip_iterator<...>;`, is not expanded in a nested block's template arguments)
  "thrust_more",
];

let reason = await skipReason();
if (!reason && !(await hasTool("gcc"))) reason = "gcc is not on the PATH";
if (reason) console.log(`host_compile_test: ${reason}`);

/** nvcc's include directory (`-I` of its `INCLUDES` variable, as `nvcc --dryrun` prints it). */
async function cudaInclude(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "host-compile-" });
  try {
    Deno.writeTextFileSync(join(dir, "e.cu"), "");
    const r = await new Deno.Command("nvcc", {
      args: ["--dryrun", "-c", "e.cu"],
      cwd: dir,
      stdout: "piped",
      stderr: "piped",
    }).output();
    const text = new TextDecoder().decode(r.stderr) + new TextDecoder().decode(r.stdout);
    const m = /INCLUDES="-I([^"]+)"/.exec(text);
    if (!m) throw new Error("nvcc --dryrun printed no INCLUDES");
    return m[1];
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
}

for (const name of PROGRAMS) {
  Deno.test({
    name: `host compile: ${name}'s host file passes gcc -fsyntax-only`,
    ignore: reason !== undefined,
    sanitizeOps: false,
    sanitizeResources: false,
    async fn() {
      const fx = readFixture("corpus", name);
      const prep = await prepareInput(fx, "ours");
      const out = await runOurs(prep.argv);
      if (out.hostFile === undefined) throw new Error(`${name}: no host file (rc ${out.rc})`);
      const dir = await Deno.makeTempDir({ prefix: "host-compile-" });
      try {
        const host = join(dir, `${name}.cudafe1.cpp`);
        Deno.writeFileSync(host, Uint8Array.from(out.hostFile, (c) => c.charCodeAt(0)));
        // the trailer's `#include "<stub>"`: an empty stand-in for cicc's stub file
        const stub = [...out.hostFile.matchAll(/^#include "([^"]+\.stub\.c)"$/gm)].pop()?.[1];
        if (stub) Deno.writeTextFileSync(join(dir, stub), "");
        const inc = await cudaInclude();
        const r = await new Deno.Command("gcc", {
          args: [
            "-D__CUDA_ARCH_LIST__=750",
            "-fsyntax-only",
            "-x",
            "c++",
            "-DCUDA_DOUBLE_MATH_FUNCTIONS",
            "-Wno-psabi",
            `-I${inc}`,
            "-isystem",
            join(inc, "cccl"),
            "-m64",
            host,
          ],
          stdout: "piped",
          stderr: "piped",
        }).output();
        if (r.code !== 0) {
          const err = new TextDecoder().decode(r.stderr).split("\n").filter((l) =>
            l.includes("error")
          ).slice(0, 3).join("\n");
          throw new Error(`${name}: gcc rejects the host file:\n${err}`);
        }
      } finally {
        Deno.removeSync(dir, { recursive: true });
      }
    },
  });
}

Deno.test({
  name: "host compile: stop the cudafe-ts worker",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: stopWorker,
});
