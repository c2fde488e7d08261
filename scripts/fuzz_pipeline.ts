/**
 * Robustness fuzzing of the whole pipeline: mutates the small hand-written inputs of the CUDA
 * and host-file goldens (deletions, duplicated slices, stray punctuators), runs `compile()` on
 * each, and reports every distinct exception that escapes it (a front end must answer any input
 * with diagnostics, never a crash). Crashing inputs are written to `.cache/fuzz/`.
 *
 *   deno run -A scripts/fuzz_pipeline.ts [--seconds 60] [--seed 12345]
 *
 * `fuzzPipeline` is also run for a fixed number of inputs by tests/robustness_test.ts.
 */
import { fileURLToPath } from "node:url";
import { compile } from "../lib/driver.ts";
import { parseCommandLine } from "../lib/cli_args.ts";

const root = fileURLToPath(new URL("../", import.meta.url));
const files: string[] = [];
for (const d of ["tests/fixtures/cuda/inputs", "tests/fixtures/emit/inputs"]) {
  for (const e of Deno.readDirSync(root + d)) {
    if (e.name.endsWith(".ii")) files.push(`${root}${d}/${e.name}`);
  }
}
files.sort();
const inputs = files.map((f) => Deno.readTextFileSync(f));

// nvcc's default cudafe++ flags; module id in read mode so nothing depends on the process
const { config } = parseCommandLine([
  "--c++17",
  "--static-host-stub",
  "--device-hidden-visibility",
  "--gnu_version=120200",
  "--display_error_number",
  "--allow_managed",
  "--m64",
  "--parse_templates",
  "--gen_c_file_name",
  "o.cpp",
  "--stub_file_name",
  "s.c",
  "--module_id_file_name",
  "m",
  "x.ii",
]);

const PUNCT = "(){}[];<>,:*&";

export interface FuzzResult {
  runs: number;
  hostFiles: number;
  /** First lines of each distinct escaped exception → the input that raised it. */
  crashes: Map<string, string>;
}

/** Runs mutated inputs until `limit.runs` inputs or `limit.seconds` have passed. */
export function fuzzPipeline(seed: number, limit: { runs?: number; seconds?: number }): FuzzResult {
  const rnd = (n: number): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const crashes = new Map<string, string>();
  let runs = 0;
  let hostFiles = 0;
  const end = Date.now() + (limit.seconds ?? Infinity) * 1000;
  while (runs < (limit.runs ?? Infinity) && Date.now() < end) {
    let text = inputs[rnd(inputs.length)];
    for (let k = 1 + rnd(3); k > 0; k--) {
      const i = rnd(text.length + 1);
      const len = 1 + rnd(12);
      switch (rnd(3)) {
        case 0:
          text = text.slice(0, i) + text.slice(i + len);
          break;
        case 1: {
          const j = rnd(text.length + 1);
          text = text.slice(0, i) + text.slice(j, j + len) + text.slice(i);
          break;
        }
        default:
          text = text.slice(0, i) + PUNCT[rnd(PUNCT.length)] + text.slice(i);
      }
    }
    runs++;
    try {
      const r = compile({ config, text, inputName: "x.ii", moduleIdFileText: "id" });
      if (r.hostFile !== undefined) hostFiles++;
    } catch (e) {
      const key = String((e as Error).stack ?? e).split("\n").slice(0, 3).join(" | ").slice(0, 200);
      if (!crashes.has(key)) crashes.set(key, text);
    }
  }
  return { runs, hostFiles, crashes };
}

function arg(name: string, fallback: number): number {
  const i = Deno.args.indexOf(name);
  return i >= 0 ? Number(Deno.args[i + 1]) : fallback;
}

if (import.meta.main) {
  const r = fuzzPipeline(arg("--seed", 12345), { seconds: arg("--seconds", 60) });
  let n = 0;
  for (const text of r.crashes.values()) {
    Deno.mkdirSync(`${root}.cache/fuzz`, { recursive: true });
    Deno.writeTextFileSync(`${root}.cache/fuzz/crash_${++n}.ii`, text);
  }
  console.log(
    `${r.runs} runs (${r.hostFiles} wrote a host file), ${r.crashes.size} distinct crashes`,
  );
  for (const k of r.crashes.keys()) console.log(`- ${k}`);
  Deno.exit(r.crashes.size === 0 ? 0 : 1);
}
