/**
 * Records what the REAL cudafe++ does on every corpus and syntax program.
 *
 * Usage: `deno run -A scripts/record_goldens.ts [names...]` (default: every program in
 * tests/corpus/*.cu and tests/syntax/*.cu). Needs nvcc (to preprocess) and cudafe++ on PATH.
 *
 * For each program it preprocesses with scripts/pp.ts, runs cudafe++ with nvcc's exact arguments
 * from the repository root, and writes tests/fixtures/<kind>/<name>/:
 *   args.json  - { source, nvccFlags, argv }: argv is the cudafe++ argument list (no argv[0]) with
 *                {CACHE} (= .cache/<name>) and {OUT} (= real / ours) placeholders
 *   stderr.txt - the exact stderr bytes
 *   rc         - the exit status, as decimal text plus a newline
 *   module_id  - the module id file's exact contents (no newline), only if cudafe++ wrote one
 *   stdout.txt - only if cudafe++ printed something on stdout
 * The host file is NOT recorded (it reprints system headers): it stays in
 * .cache/<name>/real.cudafe1.cpp and is regenerated at test time.
 */
import { join, resolve } from "node:path";
import {
  findProgram,
  hasTool,
  instantiateArgs,
  listPrograms,
  preprocess,
  type Program,
  REPO_ROOT,
  run,
} from "./pp.ts";

export interface FixtureArgs {
  source: string;
  nvccFlags: string[];
  argv: string[];
}

export function fixtureDir(program: Program): string {
  return join(REPO_ROOT, "tests", "fixtures", program.kind, program.name);
}

export interface RealRun {
  rc: number;
  stderr: string;
  stdout: string;
  moduleId: string | undefined;
  hostFile: string | undefined;
  /** Absolute path of the real host file. */
  hostPath: string;
}

function tryRead(path: string): string | undefined {
  try {
    return Deno.readTextFileSync(path);
  } catch {
    return undefined;
  }
}

/** Runs the real cudafe++ with the template instantiated for `real` outputs. */
export async function runReal(
  template: string[],
  cacheDir: string,
  cwd = REPO_ROOT,
): Promise<RealRun> {
  const args = instantiateArgs(template, cacheDir, "real");
  const hostPath = resolve(cwd, cacheDir, "real.cudafe1.cpp");
  const idPath = resolve(cwd, cacheDir, "real.module_id");
  for (const p of [hostPath, idPath]) {
    try {
      Deno.removeSync(p);
    } catch { /* not there */ }
  }
  const r = await run(["cudafe++", ...args], cwd);
  const moduleId = tryRead(idPath);
  if (moduleId !== undefined && moduleId.endsWith(`_${r.pid}`)) {
    throw new Error(
      `module id ${moduleId} embeds the pid (no external definition): nondeterministic; ` +
        "give the program an external definition",
    );
  }
  return {
    rc: r.code,
    stderr: r.stderr,
    stdout: r.stdout,
    moduleId,
    hostFile: tryRead(hostPath),
    hostPath,
  };
}

export async function recordOne(program: Program): Promise<RealRun> {
  const prep = await preprocess(program);
  const real = await runReal(prep.template, prep.cacheDir);
  const dir = fixtureDir(program);
  Deno.mkdirSync(dir, { recursive: true });
  for (const f of ["module_id", "stdout.txt"]) {
    try {
      Deno.removeSync(join(dir, f));
    } catch { /* not there */ }
  }
  const args: FixtureArgs = {
    source: program.source,
    nvccFlags: program.nvccFlags,
    argv: prep.template,
  };
  Deno.writeTextFileSync(join(dir, "args.json"), JSON.stringify(args, null, 2) + "\n");
  Deno.writeTextFileSync(join(dir, "stderr.txt"), real.stderr);
  Deno.writeTextFileSync(join(dir, "rc"), `${real.rc}\n`);
  if (real.moduleId !== undefined) Deno.writeTextFileSync(join(dir, "module_id"), real.moduleId);
  if (real.stdout !== "") Deno.writeTextFileSync(join(dir, "stdout.txt"), real.stdout);
  return real;
}

function countDiagnostics(stderr: string): string {
  const m = /errors? detected|catastrophic/.exec(stderr);
  const warnings = stderr.split("\n").filter((l) => /\): warning/.test(l)).length;
  const errors =
    stderr.split("\n").filter((l) =>
      /^(.*\(\d+\)|At end of source): (error|catastrophic error)/.test(l)
    ).length;
  return m ? `${errors} error(s), ${warnings} warning(s)` : `${warnings} warning(s)`;
}

if (import.meta.main) {
  for (const tool of ["nvcc", "cudafe++"]) {
    if (!(await hasTool(tool))) {
      console.error(`${tool} not found on PATH: cannot record goldens`);
      Deno.exit(1);
    }
  }
  const programs = Deno.args.length > 0
    ? Deno.args.map((n) => {
      const p = findProgram(n.replace(/^.*\//, "").replace(/\.cu$/, ""));
      if (!p) throw new Error(`no program named ${n} in tests/corpus or tests/syntax`);
      return p;
    })
    : listPrograms();
  let failed = 0;
  for (const p of programs) {
    try {
      const t0 = performance.now();
      const r = await recordOne(p);
      const ms = Math.round(performance.now() - t0);
      const diag = r.stderr === "" ? "no diagnostics" : countDiagnostics(r.stderr);
      console.log(
        `${p.kind}/${p.name} [${p.nvccFlags.join(" ")}]: rc ${r.rc}, ${diag}, ` +
          `module id ${r.moduleId ?? "(none)"} (${ms} ms)`,
      );
    } catch (e) {
      failed++;
      console.error(`${p.kind}/${p.name}: FAILED: ${e instanceof Error ? e.message : e}`);
    }
  }
  if (failed > 0) Deno.exit(1);
}
