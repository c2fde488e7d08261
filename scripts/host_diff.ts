/**
 * Compares cudafe-ts's host file (`*.cudafe1.cpp`) with the real cudafe++'s for corpus programs.
 *
 *   deno run -A scripts/host_diff.ts [--diff N] [--simple | names...]
 *
 * (default: every corpus program; `--simple`: the simple ones, see `isSimpleSource`)
 *
 * For each program: the input is preprocessed (scripts/pp.ts), the real cudafe++ regenerates
 * `.cache/<name>/real.cudafe1.cpp`, cudafe-ts runs in-process (tests/golden_helper.ts) and its
 * host file is written to `.cache/<name>/ours.cudafe1.cpp`. The table shows whether the files are
 * byte-identical and the share of the real file's lines that also appear, in order, in ours
 * (longest common subsequence of lines, computed with Myers' O(ND) algorithm; when the files
 * differ in more than MAX_D lines, a patience-diff match gives a lower bound, marked ">=").
 * `--diff N` prints the first N differing lines of each non-identical pair.
 */
import { join } from "node:path";
import { listFixtures, runGolden, stopWorker } from "../tests/golden_helper.ts";
import { REPO_ROOT } from "./pp.ts";

const MAX_D = 20000;

/** Splits text into lines (a final newline does not start an extra line). */
export function splitLines(text: string): string[] {
  const lines = text.split("\n");
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** Maps lines of both files to small integers (equal lines, equal ids). */
function intern(a: string[], b: string[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  const map = (lines: string[]) => {
    const out = new Int32Array(lines.length);
    for (let i = 0; i < lines.length; i++) {
      let id = ids.get(lines[i]);
      if (id === undefined) {
        id = ids.size;
        ids.set(lines[i], id);
      }
      out[i] = id;
    }
    return out;
  };
  return [map(a), map(b)];
}

/** LCS length of x[a0..a1) and y[b0..b1) by Myers' O(ND) forward pass; undefined if D > maxD. */
function myers(
  x: Int32Array,
  a0: number,
  a1: number,
  y: Int32Array,
  b0: number,
  b1: number,
  maxD: number,
): number | undefined {
  let common = 0;
  while (a0 < a1 && b0 < b1 && x[a0] === y[b0]) {
    a0++;
    b0++;
    common++;
  }
  while (a1 > a0 && b1 > b0 && x[a1 - 1] === y[b1 - 1]) {
    a1--;
    b1--;
    common++;
  }
  const n = a1 - a0, m = b1 - b0;
  if (n === 0 || m === 0) return common;
  const max = Math.min(n + m, maxD);
  const off = max + 1;
  const v = new Int32Array(2 * max + 3);
  for (let d = 0; d <= max; d++) {
    for (let k = -d; k <= d; k += 2) {
      let i: number;
      if (k === -d || (k !== d && v[off + k - 1] < v[off + k + 1])) i = v[off + k + 1];
      else i = v[off + k - 1] + 1;
      let j = i - k;
      while (i < n && j < m && x[a0 + i] === y[b0 + j]) {
        i++;
        j++;
      }
      v[off + k] = i;
      if (i >= n && j >= m) return common + (n + m - d) / 2;
    }
  }
  return undefined;
}

/**
 * Length of the longest common subsequence of two line lists, or undefined when the edit
 * distance exceeds maxD (Myers 1986, forward pass only, O((N+M)·D) time, O(N+M) space).
 */
export function lcsLength(a: string[], b: string[], maxD = MAX_D): number | undefined {
  const [x, y] = intern(a, b);
  return myers(x, 0, x.length, y, 0, y.length, maxD);
}

/**
 * A common subsequence length (a lower bound of the LCS) found like patience diff: lines that
 * occur once in each range anchor the match (longest increasing run of their positions), and the
 * gaps between anchors are solved by Myers when small, else recursively.
 */
function patience(
  x: Int32Array,
  a0: number,
  a1: number,
  y: Int32Array,
  b0: number,
  b1: number,
  depth: number,
): number {
  const direct = myers(x, a0, a1, y, b0, b1, 2000);
  if (direct !== undefined) return direct;
  if (depth > 8) return 0;
  const countA = new Map<number, number>(), countB = new Map<number, number>();
  const posB = new Map<number, number>();
  for (let i = a0; i < a1; i++) countA.set(x[i], (countA.get(x[i]) ?? 0) + 1);
  for (let j = b0; j < b1; j++) {
    countB.set(y[j], (countB.get(y[j]) ?? 0) + 1);
    posB.set(y[j], j);
  }
  // pairs (i, j) of lines unique on both sides, in order of i
  const js: number[] = [], is: number[] = [];
  for (let i = a0; i < a1; i++) {
    if (countA.get(x[i]) === 1 && countB.get(x[i]) === 1) {
      is.push(i);
      js.push(posB.get(x[i])!);
    }
  }
  if (is.length === 0) return 0;
  // longest increasing subsequence of js (patience sorting)
  const tails: number[] = [], prev = new Int32Array(js.length).fill(-1);
  for (let k = 0; k < js.length; k++) {
    let lo = 0, hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (js[tails[mid]] < js[k]) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[k] = tails[lo - 1];
    tails[lo] = k;
  }
  const chain: number[] = [];
  for (let k = tails[tails.length - 1]; k >= 0; k = prev[k]) chain.push(k);
  chain.reverse();
  let total = chain.length;
  let pa = a0, pb = b0;
  for (const k of chain) {
    total += patience(x, pa, is[k], y, pb, js[k], depth + 1);
    pa = is[k] + 1;
    pb = js[k] + 1;
  }
  return total + patience(x, pa, a1, y, pb, b1, depth + 1);
}

/** A lower bound of the LCS length for files too different for the exact computation. */
export function lcsLowerBound(a: string[], b: string[]): number {
  const [x, y] = intern(a, b);
  return patience(x, 0, x.length, y, 0, y.length, 0);
}

/** Upper bound of the LCS: size of the multiset intersection of the lines. */
export function multisetCommon(a: string[], b: string[]): number {
  const counts = new Map<string, number>();
  for (const l of a) counts.set(l, (counts.get(l) ?? 0) + 1);
  let common = 0;
  for (const l of b) {
    const c = counts.get(l);
    if (c) {
      common++;
      counts.set(l, c - 1);
    }
  }
  return common;
}

/**
 * Is a corpus program "simple" in the backend issue's sense: no template kernels and no lambdas
 * in its own source, and no library headers that define template kernels (thrust, cub, libcu++'s
 * `cuda/...`)? Decided from the `.cu` text with comments and literals removed: no `template`
 * keyword at all (so no template kernel) and no lambda introducer (`[...]` followed by a
 * parameter list, a body or a lambda specifier, after an operator, `(`, `,`, `{`, `;` or
 * `return`).
 */
export function isSimpleSource(source: string): boolean {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/\/\/[^\n]*/g, " ")
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""');
  if (/#\s*include\s*<(thrust|cub|cuda)\//.test(code)) return false;
  if (/\btemplate\b/.test(code)) return false;
  const lambda =
    /(^|[=(,{;:?!&|+\-*\/<>]|\breturn)\s*\[[^\[\]]*\]\s*(\(|\{|mutable\b|constexpr\b|__device__|__host__|->)/m;
  return !lambda.test(code);
}

/** The simple corpus programs (see `isSimpleSource`), by name. */
export function simplePrograms(): string[] {
  return listFixtures("corpus").filter((name) =>
    isSimpleSource(Deno.readTextFileSync(join(REPO_ROOT, "tests", "corpus", name + ".cu")))
  );
}

export interface HostDiffRow {
  name: string;
  realLines: number;
  oursLines: number;
  identical: boolean;
  commonLines: number;
  exact: boolean;
  error?: string;
}

/** First `limit` lines where the two files differ, as unified-style snippets. */
function firstDifferences(real: string[], ours: string[], limit: number): string[] {
  const out: string[] = [];
  const n = Math.max(real.length, ours.length);
  for (let i = 0; i < n && out.length < limit; i++) {
    if (real[i] !== ours[i]) {
      out.push(
        `  line ${i + 1}:\n    real: ${real[i] ?? "<eof>"}\n    ours: ${ours[i] ?? "<eof>"}`,
      );
    }
  }
  return out;
}

export async function hostDiff(name: string, diffLines = 0): Promise<HostDiffRow> {
  const r = await runGolden("corpus", name, { hostFile: true, catchErrors: true });
  if ("skipped" in r) throw new Error(r.skipped);
  const realText = r.expected.hostFile ?? "";
  const oursText = r.actual.hostFile ?? "";
  if (r.actual.hostFile !== undefined) {
    Deno.writeFileSync(
      join(REPO_ROOT, ".cache", name, "ours.cudafe1.cpp"),
      Uint8Array.from(oursText, (c) => c.charCodeAt(0)),
    );
  }
  const real = splitLines(realText), ours = splitLines(oursText);
  let common = lcsLength(real, ours);
  const exact = common !== undefined;
  if (common === undefined) common = lcsLowerBound(real, ours);
  if (diffLines > 0 && realText !== oursText) {
    console.log(`${name}:\n${firstDifferences(real, ours, diffLines).join("\n")}`);
  }
  return {
    name,
    realLines: real.length,
    oursLines: ours.length,
    identical: r.expected.hostFile !== undefined && realText === oursText,
    commonLines: common,
    exact,
    error: r.actual.error !== undefined
      ? `cudafe-ts threw: ${r.actual.error.split("\n")[0]}`
      : r.actual.hostFile === undefined
      ? `no host file (rc ${r.actual.rc}${
        r.actual.stderr ? ": " + r.actual.stderr.split("\n")[0] : ""
      })`
      : undefined,
  };
}

if (import.meta.main) {
  const args = [...Deno.args];
  let diffLines = 0;
  if (args[0] === "--diff") {
    diffLines = Number(args[1]);
    args.splice(0, 2);
  }
  let names = args.length > 0 ? args : listFixtures("corpus");
  if (args[0] === "--simple") names = simplePrograms();
  const simple = new Set(simplePrograms());
  const rows: HostDiffRow[] = [];
  for (const name of names) {
    try {
      rows.push(await hostDiff(name, diffLines));
    } catch (e) {
      const msg = e instanceof Error ? e.message.split("\n")[0] : String(e);
      rows.push({
        name,
        realLines: 0,
        oursLines: 0,
        identical: false,
        commonLines: 0,
        exact: true,
        error: msg,
      });
    }
  }
  stopWorker();
  console.log("| program | simple | real lines | ours lines | identical | same lines | note |");
  console.log("|---|:---:|---:|---:|:---:|---:|---|");
  let totalReal = 0, totalCommon = 0, identical = 0, simpleRows = 0, simpleIdentical = 0;
  for (const r of rows) {
    totalReal += r.realLines;
    totalCommon += r.commonLines;
    if (r.identical) identical++;
    if (simple.has(r.name)) {
      simpleRows++;
      if (r.identical) simpleIdentical++;
    }
    const share = r.realLines === 0
      ? "-"
      : `${r.exact ? "" : ">="}${(100 * r.commonLines / r.realLines).toFixed(1)}%`;
    console.log(
      `| ${r.name} | ${simple.has(r.name) ? "yes" : ""} | ${r.realLines} | ${r.oursLines} | ${
        r.identical ? "yes" : "no"
      } | ${share} | ${r.error ?? ""} |`,
    );
  }
  const share = totalReal === 0 ? 0 : (100 * totalCommon / totalReal);
  console.log(
    `\n${identical}/${rows.length} byte-identical; ${totalCommon}/${totalReal} real lines ` +
      `matched (${share.toFixed(1)}%); simple programs: ${simpleIdentical}/${simpleRows} ` +
      `byte-identical`,
  );
}
