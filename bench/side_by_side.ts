/**
 * Whole runs side by side, for a shared (noisy) machine: the real cudafe++, cudafe-ts
 * (`deno run -A cli.ts`) and optionally another cudafe-ts checkout (`--base DIR`, e.g. a
 * `git worktree` of an older commit), each run N times in turn (round robin, so load changes
 * hit all of them alike). Prints the median wall time, the median user + system CPU time (all
 * threads: V8 compiles and collects garbage on helper threads) and the peak RSS, from GNU time.
 *
 *   deno run -A bench/side_by_side.ts [--runs N] [--base DIR] [--v8-flags=...]
 *     [--base-v8-flags=...] names...
 *
 * cudafe-ts runs with compare.ts's `RUN_FLAGS` (`--v8-flags=--no-turbofan,--stack-size=7000,--initial-old-space-size=512`); `--v8-flags=...`
 * replaces them for both cudafe-ts runs (to try V8 settings on real inputs), `--no-flags` drops
 * them; `--plain-base` runs the `--base` checkout without them (a checkout from before they were
 * adopted); `--base-v8-flags=a,b` runs it with `--v8-flags=a,b` instead (an older checkout with
 * the flags of its own day).
 * Inputs are preprocessed as nvcc does (scripts/pp.ts); needs nvcc, cudafe++ and /usr/bin/time.
 */
import { join } from "node:path";
import { findProgram, instantiateArgs, preprocess, REPO_ROOT } from "../scripts/pp.ts";
import { RUN_FLAGS } from "./compare.ts";

interface Run {
  wallMs: number;
  cpuMs: number;
  rssKb: number;
  rc: number;
}

async function runOnce(argv: string[]): Promise<Run> {
  const out = await Deno.makeTempFile({ prefix: "side-by-side-" });
  const t0 = performance.now();
  const r = await new Deno.Command("/usr/bin/time", {
    args: ["-f", "%M %U %S", "-o", out, ...argv],
    cwd: REPO_ROOT,
    stdout: "null",
    stderr: "null",
  }).output();
  const wallMs = performance.now() - t0;
  const line = Deno.readTextFileSync(out).trim().split("\n").pop() ?? "";
  Deno.removeSync(out);
  const [rss, user, sys] = line.split(" ").map(Number);
  return { wallMs, cpuMs: (user + sys) * 1000, rssKb: rss, rc: r.code };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function summary(rs: Run[]): string {
  const w = median(rs.map((r) => r.wallMs)) / 1000;
  const c = median(rs.map((r) => r.cpuMs)) / 1000;
  const m = Math.max(...rs.map((r) => r.rssKb)) / 1024;
  return `${w.toFixed(2)} | ${c.toFixed(2)} | ${m.toFixed(0)}`;
}

async function main(): Promise<void> {
  const args = [...Deno.args];
  let runs = 3;
  let base: string | undefined;
  const plainBase = args.includes("--plain-base");
  let v8 = args.filter((a) => a.startsWith("--v8-flags="));
  if (v8.length === 0) v8 = args.includes("--no-flags") ? [] : RUN_FLAGS;
  const baseFlags = args.filter((a) => a.startsWith("--base-v8-flags=")).map((a) =>
    "--v8-flags=" + a.slice("--base-v8-flags=".length)
  );
  const names: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--runs") runs = Number(args[++i]);
    else if (args[i] === "--base") base = args[++i];
    else if (
      !args[i].startsWith("--v8-flags=") && !args[i].startsWith("--base-v8-flags=") &&
      args[i] !== "--no-flags" && args[i] !== "--plain-base"
    ) names.push(args[i]);
  }
  const cols = ["real", "ours", ...(base ? ["base"] : [])];
  console.log(
    `| input | ${cols.map((c) => `${c} wall s | ${c} CPU s | ${c} RSS MB`).join(" | ")} | rc |`,
  );
  console.log(`|---|${cols.map(() => "---:|---:|---:|").join("")}---|`);
  for (const name of names) {
    const program = findProgram(name);
    if (!program) {
      console.log(`| ${name} | not a corpus program |`);
      continue;
    }
    const prep = await preprocess(program);
    const argvs: string[][] = [
      ["cudafe++", ...instantiateArgs(prep.template, prep.cacheDir, "real")],
      [
        Deno.execPath(),
        "run",
        "-A",
        ...v8,
        join(REPO_ROOT, "cli.ts"),
        ...instantiateArgs(prep.template, prep.cacheDir, "ours"),
      ],
    ];
    if (base) {
      argvs.push([
        Deno.execPath(),
        "run",
        "-A",
        ...(plainBase ? [] : baseFlags.length > 0 ? baseFlags : v8),
        join(base, "cli.ts"),
        ...instantiateArgs(prep.template, prep.cacheDir, "base"),
      ]);
    }
    const results: Run[][] = argvs.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (let k = 0; k < argvs.length; k++) results[k].push(await runOnce(argvs[k]));
    }
    const rcs = results.map((rs) => rs[0].rc).join("/");
    console.log(`| ${name} | ${results.map(summary).join(" | ")} | ${rcs} |`);
  }
}

if (import.meta.main) await main();
