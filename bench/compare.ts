/**
 * Real cudafe++ versus cudafe-ts on corpus inputs, measured in the same run (see bench/README.md).
 *
 *   deno run -A bench/compare.ts [--runs N] [--all | names...]
 *
 * Default inputs: hello_world, vector_host, thrust_device_vector, cub_device_scan. For each, the
 * input is preprocessed as nvcc does (scripts/pp.ts), then timed (minimum wall time of N runs,
 * default 3) and measured (peak RSS):
 *   - the real cudafe++ with nvcc's exact arguments;
 *   - cudafe-ts as a process: `deno run -A cli.ts` with the same arguments;
 *   - cudafe-ts in-process phases: lex, lex+parse, and the whole compile() (driver.ts).
 * Peak RSS comes from GNU time (`/usr/bin/time -f %M`) when installed, else from polling
 * /proc/<pid>/status (VmHWM) while the process runs; GNU time also gives the processes' user +
 * system CPU time (last two columns), which is far less disturbed than wall time when other jobs
 * share the machine. Prints a markdown table.
 *
 * cudafe-ts runs with `RUN_FLAGS` (`CLI_V8_FLAGS` from scripts/pp.ts, `--v8-flags=--no-turbofan,--stack-size=7000,--initial-old-space-size=512`, as the deno.json `cudafe` and
 * `compile` tasks do): a one-shot run gains nothing on its main thread from TurboFan, whose
 * compile jobs cost 10-20% more CPU on helper threads (bench/README.md, "V8 flags").
 */
import { join } from "node:path";
import { readFileSync } from "node:fs";
import {
  CLI_V8_FLAGS,
  findProgram,
  instantiateArgs,
  listPrograms,
  type Prepared,
  preprocess,
  REPO_ROOT,
} from "../scripts/pp.ts";

/** Deno flags cudafe-ts is run with (see the header). */
export const RUN_FLAGS = [CLI_V8_FLAGS];

const DEFAULT_INPUTS = ["hello_world", "vector_host", "thrust_device_vector", "cub_device_scan"];

interface Measure {
  wallMs: number;
  /** User + system CPU time (GNU time only): on a shared machine less noisy than wall time. */
  cpuMs: number | undefined;
  rssKb: number | undefined;
  rc: number;
}

function exists(path: string): boolean {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
}

const GNU_TIME = exists("/usr/bin/time") && !Deno.env.get("BENCH_PROC_RSS")
  ? "/usr/bin/time"
  : undefined;

function vmHwmKb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const m = /VmHWM:\s+(\d+) kB/.exec(status);
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Runs argv once from the repo root; wall time, peak RSS and exit status. */
async function measureOnce(argv: string[]): Promise<Measure> {
  if (GNU_TIME) {
    const rssFile = await Deno.makeTempFile({ prefix: "bench-rss-" });
    const t0 = performance.now();
    const r = await new Deno.Command(GNU_TIME, {
      args: ["-f", "%M %U %S", "-o", rssFile, ...argv],
      cwd: REPO_ROOT,
      stdout: "null",
      stderr: "null",
    }).output();
    const wallMs = performance.now() - t0;
    const text = Deno.readTextFileSync(rssFile).trim().split("\n").pop() ?? "";
    Deno.removeSync(rssFile);
    const [rss, user, sys] = text.split(" ").map(Number);
    const cpu = (user + sys) * 1000;
    return {
      wallMs,
      cpuMs: Number.isFinite(cpu) ? cpu : undefined,
      rssKb: Number.isFinite(rss) && text !== "" ? rss : undefined,
      rc: r.code,
    };
  }
  const t0 = performance.now();
  const child = new Deno.Command(argv[0], {
    args: argv.slice(1),
    cwd: REPO_ROOT,
    stdout: "null",
    stderr: "null",
  }).spawn();
  let peak: number | undefined;
  let done = false;
  const status = child.status.then((s) => {
    done = true;
    return s;
  });
  while (!done) {
    const v = vmHwmKb(child.pid);
    if (v !== undefined) peak = Math.max(peak ?? 0, v);
    await new Promise((res) => setTimeout(res, 5));
  }
  const s = await status;
  return { wallMs: performance.now() - t0, cpuMs: undefined, rssKb: peak, rc: s.code };
}

/** Minimum wall time and CPU time of `runs` runs; the largest RSS seen. */
async function measure(argv: string[], runs: number): Promise<Measure> {
  let best: Measure | undefined;
  let rss: number | undefined;
  let cpu: number | undefined;
  for (let i = 0; i < runs; i++) {
    const m = await measureOnce(argv);
    if (m.rssKb !== undefined) rss = Math.max(rss ?? 0, m.rssKb);
    if (m.cpuMs !== undefined) cpu = Math.min(cpu ?? Infinity, m.cpuMs);
    if (!best || m.wallMs < best.wallMs) best = m;
  }
  return { ...best!, cpuMs: cpu, rssKb: rss };
}

/** Phase timings in-process; a phase that throws reports its error. */
interface Phases {
  lexMs: number | string;
  parseMs: number | string;
  compileMs: number | string;
}

// The engine is typed loosely here: the bench must keep running while stage signatures evolve.
// deno-lint-ignore no-explicit-any
type AnyModule = Record<string, any>;

async function load(file: string): Promise<AnyModule> {
  return await import(new URL(`../lib/${file}`, import.meta.url).href) as AnyModule;
}

function minTime(runs: number, f: () => void): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

function errText(e: unknown): string {
  return "error: " + (e instanceof Error ? e.message : String(e)).split("\n")[0].slice(0, 60);
}

/** Lex, lex+parse and compile() timings, mirroring what lib/driver.ts does. */
async function phases(prep: Prepared, runs: number): Promise<Phases> {
  const argv = instantiateArgs(prep.template, prep.cacheDir, "ours");
  const out: Phases = { lexMs: "-", parseMs: "-", compileMs: "-" };
  let cli: AnyModule, source: AnyModule, names: AnyModule, lexer: AnyModule;
  try {
    [cli, source, names, lexer] = await Promise.all(
      ["cli_args.ts", "source.ts", "names.ts", "lex.ts"].map(load),
    );
  } catch (e) {
    const msg = errText(e);
    return { lexMs: msg, parseMs: msg, compileMs: msg };
  }
  const config = cli.parseCommandLine(argv).config;
  const input: string = config.input;
  const text = new TextDecoder("latin1").decode(Deno.readFileSync(join(REPO_ROOT, input)));
  const lexOpts = { cppStd: config.cppStd, gnuVersion: config.gnuVersion };
  try {
    out.lexMs = minTime(runs, () => {
      const sm = new source.SourceMap(text, input);
      lexer.lex(sm, new names.NameTable(), lexOpts);
    });
  } catch (e) {
    out.lexMs = errText(e);
  }
  // Diagnostics options as driver.ts builds them (CONTRACTS.md), so parsing can be timed even
  // while later stages (and hence driver.ts) do not load.
  const diagOpts = {
    displayErrorNumber: config.displayErrorNumber,
    brief: config.briefDiagnostics,
    errorLimit: config.errorLimit,
    noWarnings: config.noWarnings,
    promoteWarnings: config.promoteWarnings,
    remarks: config.remarks,
    wrap: config.wrapDiagnostics,
    contextLimit: config.contextLimit,
    sarif: config.outputMode === "sarif",
    colors: config.colors === "on",
    controls: config.diagControls,
    signoffName: config.origSrcFileName ?? input,
  };
  try {
    const [parser, diagnostics] = await Promise.all(["parse.ts", "diagnostics.ts"].map(load));
    out.parseMs = minTime(runs, () => {
      const sm = new source.SourceMap(text, input);
      const nt = new names.NameTable();
      const d = new diagnostics.Diagnostics(diagOpts);
      d.setSource?.(sm);
      const tokens = lexer.lex(sm, nt, lexOpts, d);
      parser.parseTranslationUnit(tokens, nt, sm, d, { cppStd: config.cppStd });
    });
  } catch (e) {
    out.parseMs = errText(e);
  }
  try {
    const driver = await load("driver.ts");
    out.compileMs = minTime(runs, () => {
      driver.compile({ config, text, inputName: input, pid: Deno.pid });
    });
  } catch (e) {
    out.compileMs = errText(e);
  }
  return out;
}

function ms(v: number | string): string {
  return typeof v === "number" ? v.toFixed(0) : v;
}

function mb(kb: number | undefined): string {
  return kb === undefined ? "?" : (kb / 1024).toFixed(0);
}

if (import.meta.main) {
  const args = [...Deno.args];
  let runs = 3;
  const ri = args.indexOf("--runs");
  if (ri >= 0) {
    runs = Math.max(1, Number(args[ri + 1]));
    args.splice(ri, 2);
  }
  const names = args.includes("--all")
    ? listPrograms("corpus").map((p) => p.name)
    : args.length > 0
    ? args
    : DEFAULT_INPUTS;
  console.log(
    `cudafe++ vs cudafe-ts, min of ${runs} runs; RSS from ${
      GNU_TIME ? "GNU time" : "/proc VmHWM polling"
    }; Deno ${Deno.version.deno}\n`,
  );
  console.log(
    "| input | .ii size | real wall ms | real RSS MB | ours CLI wall ms | ours CLI RSS MB " +
      "| ours front-end process ms | ours front-end RSS MB " +
      "| ours lex ms | ours lex+parse ms | ours compile() ms | rc real/ours " +
      "| real CPU ms | ours CLI CPU ms |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|---:|---:|");
  for (const name of names) {
    const program = findProgram(name);
    if (!program) {
      console.log(`| ${name} | not a corpus or syntax program |`);
      continue;
    }
    const prep = await preprocess(program);
    const size = Deno.statSync(join(REPO_ROOT, prep.iiPath)).size;
    const real = await measure(
      ["cudafe++", ...instantiateArgs(prep.template, prep.cacheDir, "real")],
      runs,
    );
    const ours = await measure(
      [
        Deno.execPath(),
        "run",
        "-A",
        ...RUN_FLAGS,
        join(REPO_ROOT, "cli.ts"),
        ...instantiateArgs(prep.template, prep.cacheDir, "ours"),
      ],
      runs,
    );
    // lex + parse in a fresh process (bench/parse_process.ts): no warm-up from earlier runs
    const front = await measure(
      [
        Deno.execPath(),
        "run",
        "-A",
        ...RUN_FLAGS,
        join(REPO_ROOT, "bench", "parse_process.ts"),
        join(REPO_ROOT, prep.iiPath),
        ...(prep.template.some((a) => a === "--c++20") ? ["--c++20"] : []),
      ],
      runs,
    );
    const ph = await phases(prep, runs);
    console.log(
      `| ${name} | ${(size / 1024).toFixed(0)} KiB | ${ms(real.wallMs)} | ${mb(real.rssKb)} | ${
        ms(ours.wallMs)
      } | ${mb(ours.rssKb)} | ${ms(front.wallMs)} | ${mb(front.rssKb)} | ${ms(ph.lexMs)} | ${
        ms(ph.parseMs)
      } | ${ms(ph.compileMs)} | ${real.rc}/${ours.rc} | ${ms(real.cpuMs ?? "?")} | ${
        ms(ours.cpuMs ?? "?")
      } |`,
    );
  }
}
