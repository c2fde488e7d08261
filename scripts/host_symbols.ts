/**
 * Checks that the object nvcc compiles from cudafe-ts's host file defines and uses the same
 * symbols as the one compiled from the real cudafe++'s host file, for corpus programs.
 *
 *   deno run -A scripts/host_symbols.ts [--reuse-real] [--front-end CMD] [--details N] [names...]
 *
 * (default: every program of tests/corpus, one after the other). For each program:
 *
 * 1. `nvcc --dryrun -keep -keep-dir .cache/symbols/<name> -c -o .cache/symbols/<name>/<name>.o
 *    <flags> <source>` is run from the repository root (flags from the `// nvcc-flags:` header,
 *    see scripts/pp.ts), and the dryrun is replayed with the REAL cudafe++ (scripts/nvcc_e2e.ts's
 *    `replayScript`, saved as `replay.sh`): cicc writes the stub file and the fatbinary, and
 *    nvcc's host compile makes the reference object `<name>.o`.
 * 2. cudafe-ts (`deno run -A --v8-flags=--no-turbofan,--stack-size=7000,--initial-old-space-size=512 cli.ts`, or `--front-end CMD`) runs with
 *    exactly the dryrun's cudafe++ argv, except `--gen_c_file_name <keep>/<name>.ours.cudafe1.cpp`
 *    and `--module_id_file_name <keep>/<name>.ours.module_id`: the host file sits next to the real
 *    one, so its trailing `#include "<name>.cudafe1.stub.c"` finds cicc's stub.
 * 3. nvcc's host-compile line (the dryrun command whose argv holds the real `<name>.cudafe1.cpp`)
 *    is rerun with that input replaced by the ours file and `-o` by `<keep>/<name>.ours.o`, with
 *    the dryrun's variable assignments exported first (`host_ours.sh`).
 * 4. Plain `nm` (no demangling) of both objects is compared as multisets of "type-letter name":
 *    undefined symbols (no address: `U`, and weak undefined `w`/`v`), global definitions
 *    (upper-case letters, `u`, and weak `w`/`v` with an address) and local definitions (other
 *    lower-case letters; reported apart, as they cannot change linking). A program is "same" only
 *    when all three agree. Nothing is normalized: local names that derive from the module id
 *    (`_GLOBAL__N_<id>`, `__nv_static_<id>`) use the same id on both sides, since cudafe-ts gets
 *    the same argv; if its module id file differs from cudafe++'s, the row says so (cudafe++ falls
 *    back to a pid-based id for a source without an external definition).
 *
 * `--reuse-real` skips step 1's replay when `replay.sh` is unchanged and `<name>.o` is newer than
 * the source (only the source file is checked, not its includes or the toolchain).
 * `--details N` lists at most N names per differing category (default 8).
 * Output: a markdown table on stdout, then the differing names, then the summary line
 * `symbols: N/M programs identical (defined and undefined); K host compiles failed`; progress
 * goes to stderr. Exit status 0 when every program was compared and matched, 1 otherwise
 * (a failing step counts as a mismatch), 2 for usage errors.
 *
 * Needs nvcc, cudafe++ (through nvcc's dryrun), gcc and nm on PATH.
 */
import { join } from "node:path";
import { replayScript, shellQuote } from "./nvcc_e2e.ts";
import {
  CLI_V8_FLAGS,
  type DryrunLine,
  findProgram,
  listPrograms,
  nvccDryrun,
  type Program,
  REPO_ROOT,
  run,
} from "./pp.ts";

/** Symbol multisets of one object file: key "letter name" → count. */
export interface SymbolSets {
  undefined: Map<string, number>;
  global: Map<string, number>;
  local: Map<string, number>;
}

/** Parses plain `nm` output into undefined / global-defined / local-defined multisets. */
export function parseNm(text: string): SymbolSets {
  const sets: SymbolSets = { undefined: new Map(), global: new Map(), local: new Map() };
  for (const line of text.split("\n")) {
    const m = /^([0-9a-fA-F]*)\s+(\S)\s(.*)$/.exec(line);
    if (!m) continue;
    const [, addr, letter, name] = m;
    let set: Map<string, number>;
    if (addr === "") set = sets.undefined;
    else if (/[A-Z]/.test(letter) || "uvw".includes(letter)) set = sets.global;
    else set = sets.local;
    const key = `${letter} ${name}`;
    set.set(key, (set.get(key) ?? 0) + 1);
  }
  return sets;
}

/** Keys of `a` with a higher count than in `b` (repeated per extra occurrence), sorted. */
export function multisetMinus(a: Map<string, number>, b: Map<string, number>): string[] {
  const out: string[] = [];
  for (const [k, n] of a) {
    for (let i = b.get(k) ?? 0; i < n; i++) out.push(k);
  }
  return out.sort();
}

function total(m: Map<string, number>): number {
  let n = 0;
  for (const v of m.values()) n += v;
  return n;
}

interface Diff {
  onlyReal: string[];
  onlyOurs: string[];
}

interface Outcome {
  program: Program;
  ms: number;
  /** Set when a step failed: which one and a short reason. */
  failed?: { step: "dryrun" | "real build" | "cudafe-ts" | "host compile" | "nm"; why: string };
  real?: SymbolSets;
  global?: Diff;
  local?: Diff;
  undef?: Diff;
  /** Set when cudafe-ts wrote another module id than cudafe++. */
  moduleIds?: { real: string; ours: string };
}

function mtime(path: string): number | undefined {
  try {
    return Deno.statSync(path).mtime?.getTime();
  } catch {
    return undefined;
  }
}

function readOr(path: string): string | undefined {
  try {
    return Deno.readTextFileSync(path);
  } catch {
    return undefined;
  }
}

/** The last few lines of a failing step's stderr that are not the replay's `#$` echoes. */
function tail(stderr: string, n = 3): string {
  const lines = stderr.split("\n").filter((l) => l.trim() !== "" && !l.startsWith("#$ "));
  const errs = lines.filter((l) => /error|fatal|Error/.test(l));
  return (errs.length > 0 ? errs.slice(0, n) : lines.slice(-n)).join(" | ").slice(0, 400);
}

async function sh(script: string, cwd: string): Promise<{ code: number; stderr: string }> {
  const r = await run(["sh", "-c", script], cwd);
  return { code: r.code, stderr: r.stdout + r.stderr };
}

async function nmSets(obj: string, cwd: string): Promise<SymbolSets | string> {
  const r = await run(["nm", obj], cwd);
  if (r.code !== 0) return `nm ${obj}: ${tail(r.stderr)}`;
  return parseNm(r.stdout);
}

function argAfter(argv: string[], flag: string): string | undefined {
  const i = argv.indexOf(flag);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : undefined;
}

async function checkProgram(
  program: Program,
  frontEnd: string[],
  reuseReal: boolean,
): Promise<Outcome> {
  const t0 = performance.now();
  const done = (o: Omit<Outcome, "program" | "ms">): Outcome => ({
    program,
    ms: Math.round(performance.now() - t0),
    ...o,
  });
  const cwd = program.cwd ?? REPO_ROOT;
  const keepDir = `.cache/symbols/${program.name}`;
  const realObj = `${keepDir}/${program.name}.o`;
  const oursObj = `${keepDir}/${program.name}.ours.o`;
  const oursCpp = `${keepDir}/${program.name}.ours.cudafe1.cpp`;
  const oursModuleId = `${keepDir}/${program.name}.ours.module_id`;

  // 1. nvcc's pipeline with the real cudafe++
  let lines: DryrunLine[];
  try {
    lines = await nvccDryrun(
      program.source,
      program.nvccFlags,
      keepDir,
      ["-c", "-o", realObj],
      cwd,
    );
  } catch (e) {
    return done({ failed: { step: "dryrun", why: tail(String(e)) } });
  }
  const fe = lines.find((l) => l.argv && /(^|\/)cudafe\+\+$/.test(l.argv[0]))?.argv;
  const genC = fe && argAfter(fe, "--gen_c_file_name");
  const hostIdx = genC === undefined
    ? -1
    : lines.findIndex((l) => l.argv && l.argv.includes("-c") && l.argv.includes(genC));
  if (!fe || genC === undefined || hostIdx < 0) {
    return done({
      failed: { step: "dryrun", why: "no cudafe++ step or no host compile of its file" },
    });
  }
  const { script } = replayScript(lines, undefined);
  const scriptPath = join(cwd, keepDir, "replay.sh");
  const srcTime = mtime(join(cwd, program.source)) ?? Infinity;
  const reusable = reuseReal && readOr(scriptPath) === script &&
    (mtime(join(cwd, realObj)) ?? -Infinity) > srcTime;
  if (!reusable) {
    Deno.writeTextFileSync(scriptPath, script);
    try {
      Deno.removeSync(join(cwd, realObj));
    } catch { /* not there yet */ }
    const r = await sh(script, cwd);
    if (r.code !== 0) return done({ failed: { step: "real build", why: tail(r.stderr) } });
  }

  // 2. cudafe-ts with the same argv, host file next to the real one
  const feArgs = fe.slice(1);
  for (let i = 0; i + 1 < feArgs.length; i++) {
    if (feArgs[i] === "--gen_c_file_name") feArgs[i + 1] = oursCpp;
    else if (feArgs[i] === "--module_id_file_name") feArgs[i + 1] = oursModuleId;
  }
  for (const p of [oursCpp, oursModuleId, oursObj]) {
    try {
      Deno.removeSync(join(cwd, p));
    } catch { /* not there */ }
  }
  const fr = await run([...frontEnd, ...feArgs], cwd);
  if (fr.code !== 0 || readOr(join(cwd, oursCpp)) === undefined) {
    return done({ failed: { step: "cudafe-ts", why: `rc ${fr.code}: ${tail(fr.stderr)}` } });
  }
  const realId = readOr(join(cwd, argAfter(fe, "--module_id_file_name") ?? "/nonexistent"));
  const oursId = readOr(join(cwd, oursModuleId));
  const moduleIds = realId !== undefined && oursId !== undefined && realId !== oursId
    ? { real: realId, ours: oursId }
    : undefined;

  // 3. nvcc's host compile of the ours file
  const hostArgv = lines[hostIdx].argv!.map((a) => (a === genC ? oursCpp : a));
  const o = hostArgv.indexOf("-o");
  if (o < 0 || o + 1 >= hostArgv.length) {
    return done({ failed: { step: "dryrun", why: "host compile line has no -o" }, moduleIds });
  }
  hostArgv[o + 1] = oursObj;
  const hostLines: DryrunLine[] = [
    ...lines.filter((l) => l.assign),
    { raw: hostArgv.map(shellQuote).join(" "), argv: hostArgv },
  ];
  const hostScript = replayScript(hostLines, undefined).script;
  Deno.writeTextFileSync(join(cwd, keepDir, "host_ours.sh"), hostScript);
  const hr = await sh(hostScript, cwd);
  if (hr.code !== 0) {
    return done({ failed: { step: "host compile", why: tail(hr.stderr) }, moduleIds });
  }

  // 4. symbols
  const real = await nmSets(realObj, cwd);
  const ours = await nmSets(oursObj, cwd);
  if (typeof real === "string" || typeof ours === "string") {
    const why = typeof real === "string" ? real : ours as string;
    return done({ failed: { step: "nm", why }, moduleIds });
  }
  const diff = (a: Map<string, number>, b: Map<string, number>): Diff => ({
    onlyReal: multisetMinus(a, b),
    onlyOurs: multisetMinus(b, a),
  });
  return done({
    real,
    global: diff(real.global, ours.global),
    local: diff(real.local, ours.local),
    undef: diff(real.undefined, ours.undefined),
    moduleIds,
  });
}

function isSame(d: Diff | undefined): boolean {
  return d !== undefined && d.onlyReal.length === 0 && d.onlyOurs.length === 0;
}

function verdict(o: Outcome): string {
  if (o.failed) return `FAIL (${o.failed.step})`;
  if (isSame(o.global) && isSame(o.local) && isSame(o.undef)) return "same";
  if (isSame(o.global) && isSame(o.undef)) return "differs (local only)";
  return "differs";
}

function cell(d: Diff | undefined): string {
  if (!d) return "";
  return isSame(d) ? "=" : `-${d.onlyReal.length} +${d.onlyOurs.length}`;
}

if (import.meta.main) {
  const argv = [...Deno.args];
  let reuseReal = false;
  let details = 8;
  let frontEnd = [
    Deno.execPath(),
    "run",
    "-A",
    CLI_V8_FLAGS,
    join(REPO_ROOT, "cli.ts"),
  ];
  const names: string[] = [];
  while (argv.length > 0) {
    const a = argv.shift()!;
    if (a === "--reuse-real") reuseReal = true;
    else if (a === "--front-end" && argv.length > 0) {
      frontEnd = argv.shift()!.split(" ").filter((w) => w !== "");
    } else if (a === "--details" && argv.length > 0) details = Number(argv.shift());
    else if (a.startsWith("-")) {
      console.error(
        "usage: deno run -A scripts/host_symbols.ts [--reuse-real] [--front-end CMD] [--details N] [names...]",
      );
      Deno.exit(2);
    } else names.push(a);
  }
  let programs: Program[];
  if (names.length === 0) programs = listPrograms("corpus");
  else {
    programs = [];
    for (const n of names) {
      const p = findProgram(n);
      if (!p) {
        console.error(`unknown program ${n}`);
        Deno.exit(2);
      }
      programs.push(p);
    }
  }

  const t0 = performance.now();
  const outcomes: Outcome[] = [];
  for (const [i, p] of programs.entries()) {
    const o = await checkProgram(p, frontEnd, reuseReal);
    outcomes.push(o);
    console.error(
      `[${i + 1}/${programs.length}] ${p.name}: ${verdict(o)}${
        o.failed ? ` ${o.failed.why}` : ""
      } (${(o.ms / 1000).toFixed(1)} s)`,
    );
  }
  const seconds = (performance.now() - t0) / 1000;

  console.log(
    "| program | nvcc flags | result | real: global / local / undefined | global defs | local defs | undefined | module id | s |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const o of outcomes) {
    const counts = o.real
      ? `${total(o.real.global)} / ${total(o.real.local)} / ${total(o.real.undefined)}`
      : "";
    console.log(
      `| ${o.program.name} | ${o.program.nvccFlags.join(" ")} | ${verdict(o)} | ${counts} | ${
        cell(o.global)
      } | ${cell(o.local)} | ${cell(o.undef)} | ${o.moduleIds ? "differs" : ""} | ${
        (o.ms / 1000).toFixed(1)
      } |`,
    );
  }
  console.log("\n(-n +m: n symbols only in the real object, m only in ours)");

  const show = (label: string, d: Diff | undefined) => {
    if (!d || isSame(d)) return;
    for (
      const [side, list] of [["only in real", d.onlyReal], ["only in ours", d.onlyOurs]] as const
    ) {
      if (list.length === 0) continue;
      const more = list.length > details ? ` (+${list.length - details} more)` : "";
      console.log(
        `- ${label}, ${side} (${list.length}): ${list.slice(0, details).join(", ")}${more}`,
      );
    }
  };
  for (const o of outcomes) {
    if (verdict(o) === "same" && !o.moduleIds) continue;
    console.log(`\n### ${o.program.name}: ${verdict(o)}`);
    if (o.failed) console.log(`- ${o.failed.step}: ${o.failed.why}`);
    if (o.moduleIds) console.log(`- module id: real ${o.moduleIds.real}, ours ${o.moduleIds.ours}`);
    show("global definitions", o.global);
    show("local definitions", o.local);
    show("undefined", o.undef);
  }

  const same = outcomes.filter((o) => verdict(o) === "same").length;
  const hostFailed = outcomes.filter((o) => o.failed?.step === "host compile").length;
  const localOnly = outcomes.filter((o) => verdict(o) === "differs (local only)").length;
  const otherFailed = outcomes.filter((o) => o.failed && o.failed.step !== "host compile").length;
  console.log(
    `\nsymbols: ${same}/${outcomes.length} programs identical (defined and undefined); ` +
      `${hostFailed} host compiles failed; ${localOnly} differ in local symbols only; ` +
      `${otherFailed} other steps failed; ${seconds.toFixed(0)} s`,
  );
  Deno.exit(same === outcomes.length ? 0 : 1);
}
