/**
 * The compilation pipeline, with no file system: source text and a configuration in; stderr text,
 * the host file and the module id out. `cli.ts` wraps it for the command line and `mod.ts` for
 * library users. The stages mirror cudafe++'s: front end (lex, parse, analyse), fe_wrapup, and
 * the back end, which runs only when no error occurred and code generation was not turned off.
 */
import type { Config } from "./config.ts";
import { Diagnostics, type DiagOptions, END_OF_SOURCE, StopCompilation } from "./diagnostics.ts";
import { moduleIdFileMode, moduleIdOpenError } from "./module_id.ts";
import { SourceMap } from "./source.ts";
import { NameTable } from "./names.ts";
import { lex } from "./lex.ts";
import { parseTranslationUnit } from "./parse.ts";
import { backend } from "./backend.ts";
import { CudaModel, cudaOptionsFromConfig } from "./cuda_attributes.ts";

export interface CompileRequest {
  config: Config;
  /** The preprocessed translation unit. */
  text: string;
  /** The input path as given on the command line ("-" for standard input). */
  inputName: string;
  /** Contents of `--module_id_file_name` when it is read (not generated); undefined if unreadable. */
  moduleIdFileText?: string;
  /** Absolute, canonical path of the input, for SARIF URIs. */
  inputAbsPath?: string;
  /** Process id used by the module id fallback (no external definition). */
  pid?: number;
  /**
   * The text holds one character per input byte (the CLI decodes files as ISO-8859-1 so bytes
   * round-trip): columns then count UTF-8 code points the way cudafe++ does. Default true;
   * library callers passing ordinary Unicode strings set it to false.
   */
  byteSource?: boolean;
  /** Command-line errors found by `parseCommandLine`: reported, and nothing is compiled. */
  commandLineErrors?: string[];
}

export interface CompileResult {
  exitCode: number;
  /** Everything the diagnostics engine wrote (the CLI prints it, or writes --error_output). */
  stderr: string;
  /** Standard output (host file when the input is stdin and no --gen_c_file_name). */
  stdout: string;
  /** The host C++ file, when the back end ran. */
  hostFile?: string;
  /** The module id to write, when --gen_module_id_file asked for it and the back end ran. */
  moduleId?: string;
  /** CPU seconds of the front end and back end, for --timing. */
  timing: { frontEnd: number; backEnd?: number };
}

/** Diagnostic-engine options derived from the configuration. */
export function diagOptionsFor(
  config: Config,
  inputName: string,
  absPath?: string,
  byteSource = true,
): DiagOptions {
  return {
    byteSource,
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
    // standard input always signs off "in this compilation", even with --orig_src_file_name
    signoffName: inputName === "-" ? undefined : config.origSrcFileName ?? inputName,
    sarifUri: absPath,
  };
}

/** `Deno.cpuUsage` (microseconds, like Node's): present in Deno 2 though not in its types. */
const denoCpuUsage = (Deno as unknown as {
  cpuUsage?: () => { user: number; system: number };
}).cpuUsage;

/**
 * User + system CPU seconds of this process. Not `node:process`: its first use loads Deno's Node
 * compatibility layer (about 0.1 s of start-up); without `Deno.cpuUsage`, /proc/self/stat
 * (clock ticks, 100 per second), else wall time.
 */
export function processCpuSeconds(): number {
  if (denoCpuUsage !== undefined) {
    const u = denoCpuUsage();
    return (u.user + u.system) / 1e6;
  }
  try {
    const stat = Deno.readTextFileSync("/proc/self/stat");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return performance.now() / 1000;
  }
}

const cpuSeconds = processCpuSeconds;

/** Runs the whole pipeline on one translation unit. */
export function compile(req: CompileRequest): CompileResult {
  const { config } = req;
  const diags = new Diagnostics(
    diagOptionsFor(config, req.inputName, req.inputAbsPath, req.byteSource ?? true),
  );
  if (req.commandLineErrors && req.commandLineErrors.length > 0) {
    try {
      for (const message of req.commandLineErrors) diags.commandLineError(message);
    } catch (e) {
      if (!(e instanceof StopCompilation)) throw e;
    }
    return {
      exitCode: diags.exitCode(),
      stderr: diags.finish(),
      stdout: "",
      timing: { frontEnd: 0 },
    };
  }
  const t0 = cpuSeconds();
  let frontEnd = 0;
  let backEnd: number | undefined;
  let hostFile: string | undefined;
  let moduleId: string | undefined;
  try {
    const sm = new SourceMap(req.text, req.inputName);
    diags.setSource(sm);
    const names = new NameTable();
    // the lexer hands `#pragma nv_diag_*` lines to the engine as it meets them
    const tokens = lex(sm, names, { cppStd: config.cppStd, gnuVersion: config.gnuVersion }, diags);
    // CUDA semantics (the attribute dispatch table and the host-pass checks) run on each
    // top-level declaration as soon as it is parsed, so their diagnostics interleave with the
    // parser's as the binary's do
    const cuda = new CudaModel(tokens, names, diags, cudaOptionsFromConfig(config, sm));
    const unit = parseTranslationUnit(tokens, names, sm, diags, {
      cppStd: config.cppStd,
      onTopLevel: (node, global) => cuda.runDecl(node, global),
    });
    frontEnd = cpuSeconds() - t0;
    if (diags.errorCount === 0 && diags.catastrophicCount === 0 && !config.noCodeGen) {
      const idMode = moduleIdFileMode(config);
      if (idMode.kind === "read" && req.moduleIdFileText === undefined) {
        // the back end needs the id (for _NV_ANON_NAMESPACE) and cannot read it
        diags.catastrophic(moduleIdOpenError(idMode.file), END_OF_SOURCE);
      }
      const t1 = cpuSeconds();
      const out = backend({ config, unit, tokens, names, sm, diags, req, cuda });
      hostFile = out.hostFile;
      moduleId = out.moduleId;
      backEnd = cpuSeconds() - t1;
    }
  } catch (e) {
    if (!(e instanceof StopCompilation)) throw e;
    frontEnd = frontEnd || cpuSeconds() - t0;
    hostFile = undefined;
    moduleId = undefined;
  }
  const stderr = diags.finish();
  const exitCode = diags.exitCode();
  if (exitCode !== 0) {
    hostFile = undefined;
    moduleId = undefined;
  }
  return {
    exitCode,
    stderr,
    stdout: "",
    hostFile,
    moduleId: config.genModuleIdFile ? moduleId : undefined,
    timing: { frontEnd, backEnd },
  };
}
