/**
 * Fresh-process front-end timing: lexes and parses one preprocessed input (no CUDA checks, no
 * back end) and prints the phase times, so the process's wall time and peak RSS (measured from
 * outside, e.g. `/usr/bin/time -f "%e s %M KB"`) compare with a whole run of the real cudafe++
 * on the same input, without JIT warm-up from earlier runs.
 *
 *   deno run -A bench/parse_process.ts .cache/thrust_device_vector/thrust_device_vector.cpp4.ii [--c++20]
 */
import { SourceMap } from "../lib/source.ts";
import { NameTable } from "../lib/names.ts";
import { lex } from "../lib/lex.ts";
import { parseTranslationUnit } from "../lib/parse.ts";

const file = Deno.args.find((a) => !a.startsWith("--"));
if (file === undefined) {
  console.error("usage: parse_process.ts FILE.ii [--c++20]");
  Deno.exit(2);
}
const cppStd = Deno.args.includes("--c++20") ? 2020 : 2017;
const t0 = performance.now();
const text = new TextDecoder("latin1").decode(Deno.readFileSync(file));
const t1 = performance.now();
let errors = 0;
const diags = {
  report(_code: number, _offset: number) {
    errors++;
  },
};
const sm = new SourceMap(text, file);
const names = new NameTable();
const tokens = lex(sm, names, { cppStd, gnuVersion: 120200 }, diags);
const t2 = performance.now();
parseTranslationUnit(tokens, names, sm, diags, { cppStd });
const t3 = performance.now();
console.log(
  `${file}: ${tokens.count} tokens; read ${(t1 - t0).toFixed(0)} ms, lex ${
    (t2 - t1).toFixed(0)
  } ms, parse ${(t3 - t2).toFixed(0)} ms; ${errors} diagnostics`,
);
