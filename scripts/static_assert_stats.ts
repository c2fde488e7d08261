/**
 * How many static_asserts of the corpus the constant evaluator decides: runs the front end (lex
 * and parse, which evaluates each static_assert as it is met) on every preprocessed corpus input
 * in .cache/ (made by tests/corpus_test.ts and tests/parse_real_test.ts) and prints, per input
 * and in total, the static_asserts evaluated, those inside templates (dependent: they need
 * instantiation), those the evaluator could not decide elsewhere (with their first lines), and
 * definite failures. Nothing is compared: it measures the evaluator's coverage (issue #4).
 *
 * Usage: deno run --allow-read scripts/static_assert_stats.ts [--show N] [input.ii...]
 */
import { SourceMap } from "../lib/source.ts";
import { NameTable } from "../lib/names.ts";
import { lex } from "../lib/lex.ts";
import { parseTranslationUnit } from "../lib/parse.ts";
import { staticAssertStats } from "../lib/sema_checks.ts";
import type { Node } from "../lib/ast.ts";

const args = [...Deno.args];
let show = 5;
const si = args.indexOf("--show");
if (si >= 0) {
  show = Number(args[si + 1]);
  args.splice(si, 2);
}
const root = new URL("../.cache/", import.meta.url);
const inputs = args.length > 0 ? args : [...Deno.readDirSync(root)]
  .filter((e) => e.isDirectory)
  .map((e) => `${root.pathname}${e.name}/${e.name}.cpp4.ii`)
  .filter((f) => {
    try {
      return Deno.statSync(f).isFile;
    } catch {
      return false;
    }
  })
  .sort();
const sink = { report() {} };
const totals = { total: 0, evaluated: 0, inTemplate: 0, unknown: 0, failed: 0 };
const samples = new Map<string, number>();
for (const file of inputs) {
  const text = new TextDecoder("latin1").decode(Deno.readFileSync(file));
  const sm = new SourceMap(text, file);
  const names = new NameTable();
  const tokens = lex(sm, names, { cppStd: 2017, gnuVersion: 120200 });
  for (const k of ["total", "evaluated", "inTemplate", "unknown", "failed"] as const) {
    staticAssertStats[k] = 0;
  }
  staticAssertStats.onUnknown = (n: Node) => {
    const loc = sm.locate(tokens.start[n.first]);
    const line = text.slice(tokens.start[n.first], tokens.end[n.last]).replace(/\s+/g, " ");
    const key = `${loc.file}:${loc.line}: ${line.slice(0, 120)}`;
    samples.set(key, (samples.get(key) ?? 0) + 1);
  };
  parseTranslationUnit(tokens, names, sm, sink, { cppStd: 2017 });
  const s = staticAssertStats;
  console.log(
    `${file.split("/").pop()}: ${s.total} static_asserts: ${s.evaluated} evaluated, ` +
      `${s.inTemplate} in templates, ${s.unknown} undecided, ${s.failed} failed`,
  );
  for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += s[k];
}
console.log(
  `total: ${totals.total} static_asserts met: ${totals.evaluated} evaluated, ` +
    `${totals.inTemplate} in templates, ${totals.unknown} undecided, ${totals.failed} failed`,
);
const sorted = [...samples.entries()].sort((a, b) => b[1] - a[1]);
for (const [k, n] of sorted.slice(0, show)) console.log(`  undecided x${n}: ${k}`);
