/**
 * Preprocess a `.cu` exactly as nvcc does and derive the exact cudafe++ command line for it.
 *
 * How it works: `nvcc --dryrun -keep -keep-dir .cache/<name> -c <source> <flags>` is run from the
 * repository root, so nvcc itself names every intermediate file inside `.cache/<name>/`
 * (`<name>.cpp4.ii`, `<name>.cudafe1.cpp`, `<name>.module_id`, stub `<name>.cudafe1.stub.c`).
 * From its output we take the host `gcc -E ... -o .cache/<name>/<name>.cpp4.ii` command and run
 * it ourselves, and the `cudafe++ ...` command, whose argument list we keep verbatim except:
 *
 * - `--orig_src_path_name` is replaced by a FIXED path: `ID_REPO_ROOT + "/" + <repo-relative
 *   source>` (ID_REPO_ROOT = "/work/main"), which is what nvcc passes when the repository is
 *   checked out at /work/main. The module id is
 *   `_<crc32hex8(orig_src_path_name)>_<len(S)>_<S>_<T>` (S = sanitized basename of
 *   --orig_src_file_name, T = first external definition's mangled name or its CRC), so its first
 *   8 hex digits depend on this path: fixing it keeps recorded module ids valid on any checkout.
 *   (for programs with their own `cwd`, e.g. from programForFile, or with
 *   `preprocess(..., { fixedPathName: false })`, nvcc's own absolute path is kept instead.)
 * - the output paths become templates: `--gen_c_file_name {CACHE}/{OUT}.cudafe1.cpp` and
 *   `--module_id_file_name {CACHE}/{OUT}.module_id`, where {OUT} is `real` for the real cudafe++
 *   and `ours` for cudafe-ts; every other `.cache/<name>` prefix becomes `{CACHE}`.
 *
 * `--orig_src_file_name` stays what nvcc passes: the repo-relative path (e.g.
 * `tests/corpus/hello_world.cu`), and the `.ii` line markers name the same relative path, because
 * everything runs with the repository root as working directory.
 *
 * CLI: `deno run -A scripts/pp.ts <file.cu> [nvcc flags...]` prints the cudafe++ argv as JSON.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Absolute path of the repository root (the parent of scripts/). */
export const REPO_ROOT: string = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** Fixed root used for `--orig_src_path_name` (and hence the module id CRC). */
export const ID_REPO_ROOT = "/work/main";
/**
 * V8 flags for running cudafe-ts's CLI as a process (as deno.json's `cudafe` and `compile` tasks
 * do): no optimizing compiler (a one-shot run does not pay it back), and a deeper stack (the
 * printer and the parser recurse over expressions and `else if` chains: 6,000 terms in one
 * expression instead of about 1,000; the default thread stack is 8 MB).
 */
export const CLI_V8_FLAGS =
  "--v8-flags=--no-turbofan,--stack-size=7000,--initial-old-space-size=512";
/** Cache directory (git-ignored) under the repo root. */
export const CACHE_ROOT = ".cache";

export type ProgramKind = "corpus" | "syntax";

export interface Program {
  /** File name without `.cu`; also the cache directory and fixture directory name. */
  name: string;
  kind: ProgramKind;
  /** Source path relative to the repository root, with forward slashes. */
  source: string;
  /** nvcc flags from the `// nvcc-flags:` header line (empty for the default variant). */
  nvccFlags: string[];
  /**
   * Directory nvcc runs in (default: the repo root). When set, `source` is taken as typed there
   * and the cache directory is made absolute, so every path nvcc prints is what a user running
   * nvcc in that directory would get.
   */
  cwd?: string;
}

/** Reads the machine-readable `// nvcc-flags: ...` header (first 10 lines). */
export function readNvccFlags(text: string): string[] {
  const lines = text.split("\n", 10);
  for (const line of lines) {
    const m = /^\s*\/\/\s*nvcc-flags:(.*)$/.exec(line);
    if (m) return m[1].trim().split(/\s+/).filter((s) => s.length > 0);
  }
  return [];
}

function kindDir(kind: ProgramKind): string {
  return kind === "corpus" ? "tests/corpus" : "tests/syntax";
}

/** Lists the programs of one kind (or both), sorted by name; names must be unique across kinds. */
export function listPrograms(kind?: ProgramKind): Program[] {
  const kinds: ProgramKind[] = kind ? [kind] : ["corpus", "syntax"];
  const out: Program[] = [];
  for (const k of kinds) {
    const dir = join(REPO_ROOT, kindDir(k));
    let entries: Deno.DirEntry[];
    try {
      entries = [...Deno.readDirSync(dir)];
    } catch {
      continue;
    }
    for (const e of entries) {
      if (!e.isFile || !e.name.endsWith(".cu")) continue;
      const source = `${kindDir(k)}/${e.name}`;
      const text = Deno.readTextFileSync(join(REPO_ROOT, source));
      out.push({ name: e.name.slice(0, -3), kind: k, source, nvccFlags: readNvccFlags(text) });
    }
  }
  out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (let i = 1; i < out.length; i++) {
    if (out[i].name === out[i - 1].name) throw new Error(`duplicate program name ${out[i].name}`);
  }
  return out;
}

/** Finds a program by name (corpus or syntax). */
export function findProgram(name: string): Program | undefined {
  return listPrograms().find((p) => p.name === name);
}

/**
 * Makes a Program for an arbitrary `.cu` path as typed in the current directory (used by
 * nvcc_cu.ts / nvcc_e2e.ts): nvcc will run there, so its file names match a plain nvcc call.
 */
export function programForFile(path: string, flags: string[] = []): Program {
  const base = path.replace(/^.*[\\/]/, "").replace(/\.cu$/, "");
  const fileFlags = readNvccFlags(Deno.readTextFileSync(path));
  return {
    name: base,
    kind: "corpus",
    source: path,
    nvccFlags: flags.length > 0 ? flags : fileFlags,
    cwd: Deno.cwd(),
  };
}

/** Splits one POSIX shell command line into words (quotes and backslashes; no expansion). */
export function shellSplit(line: string): string[] {
  const words: string[] = [];
  let cur = "";
  let inWord = false;
  let i = 0;
  const n = line.length;
  while (i < n) {
    const c = line[i];
    if (c === " " || c === "\t") {
      if (inWord) {
        words.push(cur);
        cur = "";
        inWord = false;
      }
      i++;
    } else if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new Error(`unterminated ' in: ${line}`);
      cur += line.slice(i + 1, end);
      inWord = true;
      i = end + 1;
    } else if (c === '"') {
      i++;
      while (i < n && line[i] !== '"') {
        if (line[i] === "\\" && i + 1 < n && '"\\$`'.includes(line[i + 1])) {
          cur += line[i + 1];
          i += 2;
        } else {
          cur += line[i++];
        }
      }
      if (i >= n) throw new Error(`unterminated " in: ${line}`);
      i++;
      inWord = true;
    } else if (c === "\\" && i + 1 < n) {
      cur += line[i + 1];
      i += 2;
      inWord = true;
    } else {
      cur += c;
      inWord = true;
      i++;
    }
  }
  if (inWord) words.push(cur);
  return words;
}

/** One `#$ ...` line of `nvcc --dryrun`: a variable assignment or a command. */
export interface DryrunLine {
  raw: string;
  /** Set for `NAME=value` lines. */
  assign?: { name: string; value: string };
  /** Words of a command line (undefined for assignments). */
  argv?: string[];
}

/** Parses the stderr of `nvcc --dryrun` into its lines, in order. */
export function parseDryrun(text: string): DryrunLine[] {
  const out: DryrunLine[] = [];
  for (const line of text.split("\n")) {
    if (!line.startsWith("#$ ")) continue;
    const raw = line.slice(3);
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(raw);
    if (m) out.push({ raw, assign: { name: m[1], value: m[2] } });
    else out.push({ raw, argv: shellSplit(raw) });
  }
  return out;
}

/** True when `tool` can be started (searched on PATH). */
export async function hasTool(tool: string): Promise<boolean> {
  try {
    const r = await new Deno.Command(tool, { args: ["--version"], stdout: "null", stderr: "null" })
      .output();
    return r.success || r.code !== 127;
  } catch {
    return false;
  }
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  /** pid of the child (the module id of an input without external definitions embeds it). */
  pid: number;
}

/** Runs argv (argv[0] on PATH) in `cwd` and captures its output. */
export async function run(argv: string[], cwd = REPO_ROOT): Promise<RunResult> {
  const child = new Deno.Command(argv[0], {
    args: argv.slice(1),
    cwd,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const r = await child.output();
  const dec = new TextDecoder();
  return {
    code: r.code,
    stdout: dec.decode(r.stdout),
    stderr: dec.decode(r.stderr),
    pid: child.pid,
  };
}

/** Runs `nvcc --dryrun -keep -keep-dir <keepDir> <extra...> <flags...> <source>` in `cwd`. */
export async function nvccDryrun(
  source: string,
  flags: string[],
  keepDir: string,
  extra: string[] = ["-c"],
  cwd = REPO_ROOT,
): Promise<DryrunLine[]> {
  Deno.mkdirSync(resolve(REPO_ROOT, keepDir), { recursive: true });
  const argv = ["nvcc", "--dryrun", "-keep", "-keep-dir", keepDir, ...extra, ...flags, source];
  const r = await run(argv, cwd);
  if (r.code !== 0) throw new Error(`${argv.join(" ")} failed (rc ${r.code}):\n${r.stderr}`);
  return parseDryrun(r.stderr);
}

function isCudafe(argv: string[]): boolean {
  return /(^|\/)cudafe\+\+$/.test(argv[0]);
}

function isHostPreprocess(argv: string[], iiSuffix: string): boolean {
  if (!/(^|\/)(gcc|g\+\+|c\+\+|clang\+\+?|cc)$/.test(argv[0])) return false;
  if (!argv.includes("-E") || argv.some((a) => a.startsWith("-D__CUDA_ARCH__="))) return false;
  const o = argv.indexOf("-o");
  return o >= 0 && argv[o + 1]?.endsWith(iiSuffix) === true;
}

export interface Prepared {
  program: Program;
  /** Cache directory: `.cache/<name>` relative to the repo root (absolute when program.cwd is set). */
  cacheDir: string;
  /** Preprocessed input, relative to the directory nvcc ran in (program.cwd or the repo root). */
  iiPath: string;
  /** The host `gcc -E` argv that produced iiPath. */
  ppArgv: string[];
  /** cudafe++ arguments (without argv[0]) with {CACHE}/{OUT} placeholders. */
  template: string[];
  /** True if the .ii was regenerated in this call (false: reused from the cache). */
  regenerated: boolean;
}

/** Replaces {CACHE} and {OUT} placeholders. */
export function instantiateArgs(template: string[], cacheDir: string, out: string): string[] {
  return template.map((a) => a.replaceAll("{CACHE}", cacheDir).replaceAll("{OUT}", out));
}

/** Turns nvcc's cudafe++ argv into the placeholder template described in the module comment. */
export function makeTemplate(
  cudafeArgv: string[],
  program: Program,
  cacheDir: string,
  fixedPathName = true,
): string[] {
  const args = cudafeArgv.slice(1);
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--orig_src_path_name" && i + 1 < args.length && fixedPathName) {
      const src = `${ID_REPO_ROOT}/${program.source}`;
      out.push(a, src);
      i++;
    } else if (a === "--gen_c_file_name" && i + 1 < args.length) {
      out.push(a, "{CACHE}/{OUT}.cudafe1.cpp");
      i++;
    } else if (a === "--module_id_file_name" && i + 1 < args.length) {
      out.push(a, "{CACHE}/{OUT}.module_id");
      i++;
    } else if (a.startsWith(cacheDir + "/")) {
      out.push("{CACHE}" + a.slice(cacheDir.length));
    } else {
      out.push(a);
    }
  }
  return out;
}

async function sha256(text: string): Promise<string> {
  const buf = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function exists(path: string): boolean {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Preprocesses `program` into `.cache/<name>/<name>.cpp4.ii` (reused when the source, flags and
 * gcc command are unchanged) and returns the cudafe++ argument template. Needs nvcc and gcc.
 */
export async function preprocess(
  program: Program,
  opts: { force?: boolean; cacheDir?: string; fixedPathName?: boolean } = {},
): Promise<Prepared> {
  const cwd = program.cwd ?? REPO_ROOT;
  let cacheDir = opts.cacheDir ?? `${CACHE_ROOT}/${program.name}`;
  if (cwd !== REPO_ROOT) cacheDir = resolve(REPO_ROOT, cacheDir);
  const lines = await nvccDryrun(program.source, program.nvccFlags, cacheDir, ["-c"], cwd);
  const iiSuffix = `${program.name}.cpp4.ii`;
  const pp = lines.find((l) => l.argv && isHostPreprocess(l.argv, iiSuffix))?.argv;
  const fe = lines.find((l) => l.argv && isCudafe(l.argv))?.argv;
  if (!pp || !fe) {
    throw new Error(`nvcc --dryrun for ${program.source} has no host gcc -E / cudafe++ step`);
  }
  const iiPath = pp[pp.indexOf("-o") + 1];
  const srcText = await Deno.readTextFile(resolve(cwd, program.source));
  const stamp = await sha256(JSON.stringify({ pp, srcText, cwd }));
  const stampPath = resolve(REPO_ROOT, cacheDir, "pp.stamp");
  let regenerated = false;
  const fresh = !opts.force && exists(resolve(cwd, iiPath)) && exists(stampPath) &&
    Deno.readTextFileSync(stampPath) === stamp;
  if (!fresh) {
    const r = await run(pp, cwd);
    if (r.code !== 0) {
      throw new Error(`preprocessing ${program.source} failed (rc ${r.code}):\n${r.stderr}`);
    }
    Deno.writeTextFileSync(stampPath, stamp);
    regenerated = true;
  }
  return {
    program,
    cacheDir,
    iiPath,
    ppArgv: pp,
    template: makeTemplate(fe, program, cacheDir, opts.fixedPathName ?? program.cwd === undefined),
    regenerated,
  };
}

if (import.meta.main) {
  const [file, ...flags] = Deno.args;
  if (!file) {
    console.error("usage: deno run -A scripts/pp.ts <file.cu> [nvcc flags...]");
    Deno.exit(2);
  }
  const prog = programForFile(file, flags);
  const prep = await preprocess(prog);
  console.log(JSON.stringify(
    {
      source: prog.source,
      nvccFlags: prog.nvccFlags,
      ii: prep.iiPath,
      cudafe: ["cudafe++", ...instantiateArgs(prep.template, prep.cacheDir, "real")],
    },
    null,
    2,
  ));
}
