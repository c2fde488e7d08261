/**
 * Golden comparison against the real cudafe++ for the programs in tests/corpus and tests/syntax.
 *
 * A fixture (tests/fixtures/<kind>/<name>/, written by scripts/record_goldens.ts) holds the
 * cudafe++ argv nvcc uses for the program, the real stderr, exit status and module id. The
 * preprocessed input (`.cache/<name>/<name>.cpp4.ii`) contains the system headers, so it is not
 * committed: it is regenerated here with nvcc (or reused from the cache), and the real host file
 * is regenerated next to it (`.cache/<name>/real.cudafe1.cpp`) when asked for.
 *
 * cudafe-ts runs in-process: `parseCommandLine` (lib/cli_args.ts) on the same argv, then
 * `compile()` (lib/driver.ts) on the `.ii` text decoded as latin1 (as cli.ts does).
 */
import { latin1Decode } from "../lib/source.ts";
import { join, resolve } from "node:path";
import { realpathSync } from "node:fs";
import type { CompileRequest, CompileResult } from "../lib/driver.ts";
import type { ParseResult } from "../lib/cli_args.ts";
import {
  hasTool,
  instantiateArgs,
  preprocess,
  type Program,
  type ProgramKind,
  REPO_ROOT,
} from "../scripts/pp.ts";
import { type FixtureArgs, runReal } from "../scripts/record_goldens.ts";

export interface GoldenOutcome {
  stderr: string;
  rc: number;
  /** Module id text, undefined when no module id file was written. */
  moduleId: string | undefined;
  /** Host file text (latin1), only when requested; undefined when none was written. */
  hostFile?: string;
  /** With `catchErrors`: the exception cudafe-ts threw (then stderr is "" and rc is -1). */
  error?: string;
}

export interface GoldenCase {
  name: string;
  kind: ProgramKind;
  /** cudafe++ argv (no argv[0]) as given to both implementations. */
  argv: string[];
  expected: GoldenOutcome;
  actual: GoldenOutcome;
}

export type GoldenResult = { skipped: string } | GoldenCase;

export const SKIP_NO_NVCC = "skipped: nvcc not found, needed to preprocess the CUDA headers";
export const SKIP_NO_CUDAFE =
  "skipped: cudafe++ not found, needed to regenerate the real host file";

const FIXTURE_ROOT = join(REPO_ROOT, "tests", "fixtures");

/** Fixture names of one kind, sorted. */
export function listFixtures(kind: ProgramKind): string[] {
  const dir = join(FIXTURE_ROOT, kind);
  const names: string[] = [];
  try {
    for (const e of Deno.readDirSync(dir)) {
      if (e.isDirectory) names.push(e.name);
    }
  } catch { /* no fixtures */ }
  return names.sort();
}

export interface Fixture {
  name: string;
  kind: ProgramKind;
  args: FixtureArgs;
  stderr: string;
  rc: number;
  moduleId: string | undefined;
}

/** Reads a recorded fixture. */
export function readFixture(kind: ProgramKind, name: string): Fixture {
  const dir = join(FIXTURE_ROOT, kind, name);
  const args = JSON.parse(Deno.readTextFileSync(join(dir, "args.json"))) as FixtureArgs;
  let moduleId: string | undefined;
  try {
    moduleId = Deno.readTextFileSync(join(dir, "module_id"));
  } catch {
    moduleId = undefined;
  }
  return {
    name,
    kind,
    args,
    stderr: Deno.readTextFileSync(join(dir, "stderr.txt")),
    rc: Number(Deno.readTextFileSync(join(dir, "rc")).trim()),
    moduleId,
  };
}

let nvccPresent: boolean | undefined;
let cudafePresent: boolean | undefined;

/** Why golden tests cannot run here (undefined when nvcc is available). */
export async function skipReason(needRealHost = false): Promise<string | undefined> {
  nvccPresent ??= await hasTool("nvcc");
  if (!nvccPresent) return SKIP_NO_NVCC;
  if (needRealHost) {
    cudafePresent ??= await hasTool("cudafe++");
    if (!cudafePresent) return SKIP_NO_CUDAFE;
  }
  return undefined;
}

/** Ensures `.cache/<name>/<name>.cpp4.ii` exists; returns the argv (no argv[0]) for `out`. */
export async function prepareInput(
  fx: Fixture,
  out: "real" | "ours",
): Promise<{ argv: string[]; cacheDir: string; iiPath: string; regenerated: boolean }> {
  const program: Program = {
    name: fx.name,
    kind: fx.kind,
    source: fx.args.source,
    nvccFlags: fx.args.nvccFlags,
  };
  const prep = await preprocess(program);
  return {
    argv: instantiateArgs(fx.args.argv, prep.cacheDir, out),
    cacheDir: prep.cacheDir,
    iiPath: prep.iiPath,
    regenerated: prep.regenerated,
  };
}

type DriverModule = { compile(req: CompileRequest): CompileResult };
type CliArgsModule = { parseCommandLine(argv: string[]): ParseResult };

/** The engine is loaded lazily so a missing stage fails each test with its own message. */
async function loadEngine(): Promise<{ driver: DriverModule; cli: CliArgsModule }> {
  const driver = await import(new URL("../lib/driver.ts", import.meta.url).href) as DriverModule;
  const cli = await import(new URL("../lib/cli_args.ts", import.meta.url).href) as CliArgsModule;
  return { driver, cli };
}

type OursOutcome = GoldenOutcome & { stdout: string };

/** Runs cudafe-ts on `argv` in this thread (cwd-relative paths resolved against the repo root). */
export async function runOursHere(argv: string[]): Promise<OursOutcome> {
  const { driver, cli } = await loadEngine();
  const parsed = cli.parseCommandLine(argv);
  const config = parsed.config;
  const input = config.input ?? "";
  const inputPath = resolve(REPO_ROOT, input);
  const bytes = Deno.readFileSync(inputPath);
  let inputAbsPath: string;
  try {
    inputAbsPath = realpathSync(inputPath);
  } catch {
    inputAbsPath = inputPath;
  }
  const result = driver.compile({
    config,
    text: latin1Decode(bytes),
    inputName: input,
    inputAbsPath,
    pid: Deno.pid,
    commandLineErrors: parsed.errors.length > 0 ? parsed.errors : undefined,
  });
  return {
    stderr: result.stderr,
    rc: result.exitCode,
    moduleId: result.moduleId,
    hostFile: result.hostFile,
    stdout: result.stdout,
  };
}

/** Time limit of one in-process cudafe-ts run (env GOLDEN_TIMEOUT_MS, default 300 s). */
export const OURS_TIMEOUT_MS = Number(Deno.env.get("GOLDEN_TIMEOUT_MS") ?? "300000");

const WORKER_TAG = "?golden-worker";

let worker: Worker | undefined;
let busy = false;

/** Ends the worker kept by runOurs (call when done: a live worker keeps the process running). */
export function stopWorker(): void {
  worker?.terminate();
  worker = undefined;
}

/**
 * Runs cudafe-ts in-process on `argv`, inside a worker of this process (kept between calls, so
 * the engine stays loaded and warm) so that a run which does not finish (an engine bug) fails
 * after `timeoutMs` instead of hanging the suite; the worker is then replaced.
 * Tests that call it must turn off Deno's op/resource sanitizers and call stopWorker() at the end.
 */
export function runOurs(argv: string[], timeoutMs = OURS_TIMEOUT_MS): Promise<OursOutcome> {
  if (busy) return Promise.reject(new Error("runOurs: one run at a time"));
  busy = true;
  const w = worker ??= new Worker(
    new URL(`./golden_helper.ts${WORKER_TAG}`, import.meta.url).href,
    { type: "module" },
  );
  return new Promise<OursOutcome>((resolvePromise, reject) => {
    const finish = (f: () => void, kill: boolean) => {
      clearTimeout(timer);
      busy = false;
      if (kill) stopWorker();
      f();
    };
    const timer = setTimeout(
      () =>
        finish(
          () =>
            reject(new Error(`cudafe-ts did not finish within ${timeoutMs / 1000} s (stopped)`)),
          true,
        ),
      timeoutMs,
    );
    w.onmessage = (e: MessageEvent<{ result?: OursOutcome; error?: string }>) =>
      finish(
        () => e.data.result ? resolvePromise(e.data.result) : reject(new Error(e.data.error)),
        false,
      );
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      finish(() => reject(new Error(e.message)), true);
    };
    w.postMessage({ argv });
  });
}

if (import.meta.url.endsWith(WORKER_TAG)) {
  const scope = self as unknown as {
    onmessage: (e: MessageEvent<{ argv: string[] }>) => void;
    postMessage(data: unknown): void;
  };
  scope.onmessage = async (e) => {
    try {
      scope.postMessage({ result: await runOursHere(e.data.argv) });
    } catch (err) {
      scope.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    }
  };
}

/**
 * Runs fixture `name` through cudafe-ts and returns it with the recorded expectations.
 * With `hostFile`, the real host file is regenerated (real cudafe++ run) and both are returned.
 * With `catchErrors`, an exception thrown by cudafe-ts is returned in `actual.error`.
 */
export async function runGolden(
  kind: ProgramKind,
  name: string,
  opts: { hostFile?: boolean; catchErrors?: boolean } = {},
): Promise<GoldenResult> {
  const reason = await skipReason(opts.hostFile === true);
  if (reason) return { skipped: reason };
  const fx = readFixture(kind, name);
  const prep = await prepareInput(fx, "ours");
  const expected: GoldenOutcome = { stderr: fx.stderr, rc: fx.rc, moduleId: fx.moduleId };
  if (opts.hostFile) {
    const real = await runReal(fx.args.argv, prep.cacheDir);
    expected.hostFile = real.hostFile === undefined
      ? undefined
      : latin1Decode(Deno.readFileSync(real.hostPath));
  }
  let actual: GoldenOutcome;
  try {
    actual = await runOurs(prep.argv);
  } catch (e) {
    if (!opts.catchErrors) throw e;
    const error = e instanceof Error ? e.message : String(e);
    actual = { stderr: "", rc: -1, moduleId: undefined, error };
  }
  if (!opts.hostFile) delete actual.hostFile;
  return { name, kind, argv: prep.argv, expected, actual };
}

export interface FirstDiagnostic {
  /** File as printed (or "At end of source"). */
  file: string;
  line: number | undefined;
  severity: string;
  /** Message text after the severity (and error number), first line only. */
  text: string;
}

const DIAG_LINE =
  /^(?:(.*)\((\d+)\)|At end of source): (catastrophic error|internal error|error|warning|remark|note)(?: #(\d+(?:-D)?))?: (.*)$/;

/** Parses the first diagnostic of a text-mode stderr (line, severity, text). */
export function firstDiagnostic(stderr: string): FirstDiagnostic | undefined {
  for (const line of stderr.split("\n")) {
    const m = DIAG_LINE.exec(line);
    if (m) {
      return {
        file: m[1] ?? "At end of source",
        line: m[2] === undefined ? undefined : Number(m[2]),
        severity: m[3] + (m[4] ? ` #${m[4]}` : ""),
        text: m[5],
      };
    }
  }
  return undefined;
}
