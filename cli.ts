/**
 * The `cudafe++` command line: parse argv like the real binary, read the source (a file or
 * standard input for `-`), run `compile()`, then print the diagnostics (stderr, or the
 * `--error_output` file), write the host file and the module id file (atomically: a temporary
 * file in the same directory, then a rename), add the `--timing` lines and exit with the
 * binary's code (0 success or warnings, 2 errors, 4 catastrophic / command-line errors, 1 -V).
 *
 *   deno run --allow-read --allow-write --allow-env cli.ts [options] file.cpp4.ii
 */
// Deno APIs only (files, CPU time, the latin1 codec in lib/source.ts): the first use of a
// node: module loads Deno's Node compatibility layer, about 0.1 s of start-up.
import { parseCommandLine, type ParseResult } from "./lib/cli_args.ts";
import type { Config } from "./lib/config.ts";
import { Diagnostics, StopCompilation } from "./lib/diagnostics.ts";
import { latin1Decode, latin1Encode, resolvePosix } from "./lib/source.ts";
import { compile, type CompileResult, diagOptionsFor, processCpuSeconds } from "./lib/driver.ts";

/** Text chosen for the cases where the real binary crashes (README lists them). */
export const MISSING_STUB_FILE_NAME =
  "a stub file name must be given with --stub_file_name to generate the host file";
export const MISSING_MODULE_ID_FILE_NAME =
  "--gen_module_id_file requires a module id file name (--module_id_file_name)";

export interface CliIo {
  /** Reads all of standard input. */
  readStdin(): Uint8Array;
  writeStdout(text: string | Uint8Array): void;
  writeStderr(text: string): void;
}

const denoIo: CliIo = {
  readStdin(): Uint8Array {
    const chunks: Uint8Array[] = [];
    const buf = new Uint8Array(65536);
    let total = 0;
    for (;;) {
      const n = Deno.stdin.readSync(buf);
      if (n === null || n === 0) break;
      chunks.push(buf.slice(0, n));
      total += n;
    }
    const out = new Uint8Array(total);
    let off = 0;
    for (const c of chunks) {
      out.set(c, off);
      off += c.length;
    }
    return out;
  },
  writeStdout(text: string | Uint8Array): void {
    writeAllSync(Deno.stdout, typeof text === "string" ? latin1(text) : text);
  },
  writeStderr(text: string): void {
    writeAllSync(Deno.stderr, latin1(text));
  },
};

function writeAllSync(w: { writeSync(p: Uint8Array): number }, data: Uint8Array): void {
  let off = 0;
  while (off < data.length) off += w.writeSync(data.subarray(off));
}

function cpuSeconds(): number {
  return processCpuSeconds();
}

/** `"%-30s %10.2f (CPU) %10.2f (elapsed)\n"` */
export function timingLine(label: string, cpu: number, elapsed: number): string {
  return label.padEnd(30) + " " + cpu.toFixed(2).padStart(10) + " (CPU) " +
    elapsed.toFixed(2).padStart(10) + " (elapsed)\n";
}

/** Name the signoff uses: unknown before the input is registered, and for standard input. */
function signoffName(config: Config, inputKnown: boolean): string | undefined {
  const input = config.input;
  if (!inputKnown || input === undefined || input === "-" || input === "") return undefined;
  return config.origSrcFileName ?? input;
}

function newDiagnostics(config: Config, inputKnown: boolean): Diagnostics {
  const opts = diagOptionsFor(config, config.input ?? "");
  opts.signoffName = signoffName(config, inputKnown);
  return new Diagnostics(opts);
}

/** Runs a reporting call that ends the compilation (it throws StopCompilation afterwards). */
function stopping(report: () => void): void {
  try {
    report();
  } catch (e) {
    if (!(e instanceof StopCompilation)) throw e;
  }
}

/** Default host file name: `<basename minus its last extension>.int.c` in the CWD. */
export function defaultOutputName(input: string): string {
  const base = basename(input);
  const dot = base.lastIndexOf(".");
  return (dot > 0 ? base.slice(0, dot) : base) + ".int.c";
}

/** Text to bytes, one byte per char: the source is read as latin1, so bytes go back unchanged. */
export function latin1(text: string): Uint8Array {
  return latin1Encode(text);
}

/** Bytes to text, one char per byte (ISO-8859-1), as the source is read. */
function latin1Text(bytes: Uint8Array): string {
  return latin1Decode(bytes);
}

/** POSIX `basename` as node:path gives it (trailing slashes ignored). */
export function basename(p: string): string {
  let end = p.length;
  while (end > 1 && p.charCodeAt(end - 1) === 47) end--;
  if (end === 1 && p.charCodeAt(0) === 47) return "";
  return p.slice(p.lastIndexOf("/", end - 1) + 1, end);
}

/** POSIX `dirname` as node:path gives it ("." for a bare name, "/" for the root). */
export function dirname(p: string): string {
  if (p === "") return ".";
  let end = p.length;
  while (end > 1 && p.charCodeAt(end - 1) === 47) end--;
  const slash = p.lastIndexOf("/", end - 1);
  if (slash < 0) return ".";
  let d = slash;
  while (d > 0 && p.charCodeAt(d - 1) === 47) d--;
  return d === 0 ? "/" : p.slice(0, d);
}

function isDirectory(p: string): boolean {
  try {
    return Deno.statSync(p).isDirectory;
  } catch {
    return false;
  }
}

/**
 * First half of an atomic write: the data goes into a temporary file in the target's directory.
 * Returns the temporary path, or the reason the file cannot be opened ("" = none shown).
 */
function prepareAtomic(file: string, data: string): { tmp: string } | { reason: string } {
  if (file === "") return { reason: "invalid file name" };
  const dir = dirname(file);
  const name = `.${basename(file)}.tmp-${Deno.pid}-${Math.floor(Math.random() * 1e9)}`;
  const tmp = dir === "." ? name : dir === "/" ? "/" + name : dir + "/" + name;
  try {
    if (isDirectory(file)) return { reason: "Is a directory" };
    Deno.writeFileSync(tmp, latin1(data));
    return { tmp };
  } catch (e) {
    removeQuietly(tmp);
    return { reason: (e as { code?: string }).code === "EISDIR" ? "Is a directory" : "" };
  }
}

function removeQuietly(file: string): void {
  try {
    Deno.removeSync(file);
  } catch { /* nothing to clean */ }
}

function fileError(message: string, file: string, reason: string | undefined): string {
  return `${message} "${file}"` + (reason ? `: ${reason}` : "");
}

interface Outcome {
  code: number;
  stderr: string;
  stdout: string | Uint8Array;
}

/** Splices the timing lines into the diagnostics text the way the binary orders them. */
function addTiming(
  stderr: string,
  result: CompileResult,
  config: Config,
  totalCpu: number,
  elapsed: number,
): string {
  if (result.exitCode === 4) return stderr;
  let head = timingLine("Front end time", result.timing.frontEnd, elapsed);
  if (result.timing.backEnd !== undefined) {
    head += timingLine("Back end time", result.timing.backEnd, elapsed);
  }
  const total = timingLine("Total compilation time", totalCpu, elapsed);
  let split = stderr.length;
  if (config.outputMode === "sarif") {
    if (stderr.endsWith("]}]}\n")) split = stderr.length - 5;
  } else if (result.exitCode === 2) {
    const end = stderr.endsWith("\n") ? stderr.length - 1 : stderr.length;
    split = stderr.lastIndexOf("\n", end - 1) + 1;
  }
  return stderr.slice(0, split) + head + stderr.slice(split) + total;
}

/** Adds a fatal error after a finished compilation's diagnostics (output files, crash cases). */
function appendFatal(
  stderr: string,
  config: Config,
  kind: "catastrophic" | "command-line",
  message: string,
  ruleId: string | undefined,
): string {
  if (config.outputMode === "sarif" && stderr.endsWith("]}]}\n")) {
    const result = (ruleId !== undefined ? `{"ruleId":${JSON.stringify(ruleId)},` : "{") +
      `"level":"catastrophe","message":{"text":${JSON.stringify(message)}}}`;
    return stderr.slice(0, stderr.length - 5) + result + "]}]}\n";
  }
  const d = newDiagnostics(config, true);
  if (kind === "catastrophic") stopping(() => d.catastrophic(message));
  else stopping(() => d.commandLineError(message));
  return stderr + d.finish();
}

function commandLineFailure(parse: ParseResult, message: string, inputKnown: boolean): Outcome {
  const d = newDiagnostics(parse.config, inputKnown);
  stopping(() => d.commandLineError(message));
  return { code: 4, stderr: d.finish(), stdout: "" };
}

/** Runs the command line; returns what to print and the exit code (nothing is printed here). */
export function run(
  parse: ParseResult,
  io: Pick<CliIo, "readStdin">,
  startWall: number = Math.floor(Date.now() / 1000),
): Outcome & { pre: ParseResult } {
  const config = parse.config;
  const done = (o: Outcome) => ({ ...o, pre: parse });
  if (parse.errors.length > 0) {
    return done(commandLineFailure(parse, parse.errors[0], parse.inputKnown));
  }
  if (parse.exitCode !== undefined) return done({ code: parse.exitCode, stderr: "", stdout: "" });
  const input = config.input!;

  // --error_output is opened after the command line is accepted.
  let errorFile: Deno.FsFile | undefined;
  if (config.errorOutput !== undefined) {
    try {
      errorFile = Deno.openSync(config.errorOutput, { write: true, create: true, truncate: true });
    } catch {
      return done(
        commandLineFailure(parse, `cannot open error file "${config.errorOutput}"`, true),
      );
    }
  }
  const finish = (o: Outcome) => {
    if (errorFile !== undefined) {
      writeAllSync(errorFile, latin1(o.stderr));
      errorFile.close();
      return done({ ...o, stderr: "" });
    }
    return done(o);
  };

  // The source.
  let bytes: Uint8Array | undefined;
  let reason: string | undefined;
  if (input === "-") {
    bytes = io.readStdin();
  } else if (input === "") {
    reason = "invalid file name";
  } else {
    try {
      if (Deno.statSync(input).isDirectory) reason = "is a directory";
      else bytes = Deno.readFileSync(input);
    } catch {
      reason = "";
    }
  }
  if (bytes === undefined) {
    const d = newDiagnostics(config, true);
    stopping(() => d.catastrophic(fileError("cannot open source file", input, reason)));
    return finish({ code: 4, stderr: d.finish(), stdout: "" });
  }
  // Node's latin1 is ISO-8859-1 (the WHATWG "latin1" label would be windows-1252).
  const text = latin1Text(bytes);

  let moduleIdFileText: string | undefined;
  if (config.moduleIdFileName !== undefined && !config.genModuleIdFile) {
    try {
      moduleIdFileText = latin1Text(Deno.readFileSync(config.moduleIdFileName));
    } catch {
      moduleIdFileText = undefined;
    }
  }
  let inputAbsPath: string | undefined;
  if (input !== "-") {
    try {
      inputAbsPath = Deno.realPathSync(input);
    } catch {
      inputAbsPath = resolvePosix(Deno.cwd(), input);
    }
  }

  const result = compile({
    config,
    text,
    inputName: input,
    moduleIdFileText,
    inputAbsPath,
    pid: Deno.pid,
  });
  let stderr = result.stderr;
  let code = result.exitCode;
  let stdout: string | Uint8Array = result.stdout;

  if (result.hostFile !== undefined && code !== 4) {
    if (config.stubFileName === undefined) {
      stderr = appendFatal(stderr, config, "command-line", MISSING_STUB_FILE_NAME, undefined);
      code = 4;
    } else if (config.genModuleIdFile && config.moduleIdFileName === undefined) {
      stderr = appendFatal(stderr, config, "command-line", MISSING_MODULE_ID_FILE_NAME, undefined);
      code = 4;
    } else {
      // Both files are prepared before either is renamed into place, so a failure leaves
      // neither behind.
      const toStdout = config.genCFileName === undefined && input === "-";
      const outName = config.genCFileName ?? defaultOutputName(input);
      const host = toStdout ? { tmp: "" } : prepareAtomic(outName, result.hostFile);
      const writeId = result.moduleId !== undefined && config.moduleIdFileName !== undefined;
      const id = "reason" in host || !writeId
        ? undefined
        : prepareAtomic(config.moduleIdFileName!, result.moduleId!);
      if ("reason" in host) {
        stderr = appendFatal(
          stderr,
          config,
          "catastrophic",
          fileError("cannot open generated C++ file", outName, host.reason),
          "EC1696",
        );
        code = 4;
      } else if (id !== undefined && "reason" in id) {
        if (host.tmp !== "") removeQuietly(host.tmp);
        stderr = appendFatal(
          stderr,
          config,
          "catastrophic",
          `cannot open module id file "${config.moduleIdFileName}"`,
          undefined,
        );
        code = 4;
      } else {
        if (toStdout) stdout = stdout + result.hostFile;
        else Deno.renameSync(host.tmp, outName);
        if (id !== undefined) Deno.renameSync(id.tmp, config.moduleIdFileName!);
      }
    }
  }
  if (config.timing && code !== 4) {
    const elapsed = Math.floor(Date.now() / 1000) - startWall;
    stderr = addTiming(stderr, { ...result, exitCode: code }, config, cpuSeconds(), elapsed);
  }
  return finish({ code, stderr, stdout });
}

/** Entry point: runs and prints; returns the exit code. Never lets an exception escape. */
export function main(argv: string[], io: CliIo = denoIo): number {
  const startWall = Math.floor(Date.now() / 1000);
  let pre: ParseResult | undefined;
  try {
    pre = parseCommandLine(argv);
    for (const o of pre.output) {
      if (o.stream === "stdout") io.writeStdout(o.text);
      else io.writeStderr(o.text);
    }
    const r = run(pre, io, startWall);
    if (r.stdout.length > 0) io.writeStdout(r.stdout);
    if (r.stderr.length > 0) io.writeStderr(r.stderr);
    return r.code;
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const name = pre?.config.input !== undefined && pre.config.input !== "-"
      ? `the compilation of "${pre.config.origSrcFileName ?? pre.config.input}"`
      : "this compilation";
    io.writeStderr(
      `Internal error: ${msg}\n\n1 catastrophic error detected in ${name}.\nCompilation aborted.\n`,
    );
    // (for developers: CUDAFE_TS_TRACE=1 adds the stack)
    if (e instanceof Error && e.stack && envFlag("CUDAFE_TS_TRACE")) io.writeStderr(e.stack + "\n");
    return 134;
  }
}

if (import.meta.main) {
  Deno.exit(main(Deno.args));
}

/** Is environment variable `name` set to a non-empty value (false without env access)? */
function envFlag(name: string): boolean {
  try {
    return (Deno.env.get(name) ?? "") !== "";
  } catch {
    return false;
  }
}
