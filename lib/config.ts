/**
 * The configuration one cudafe++ command line produces. `lib/cli_args.ts` fills it from argv (see
 * `lib/options_table.ts` for which option sets which field); library users may build one from
 * `defaultConfig()`. Defaults are the real binary's where they matter to the output (C++14 when
 * no standard option is given, error limit 100, GNU mode on).
 */
import { OPTIONS } from "./options_table.ts";

export type DiagAction = "suppress" | "remark" | "warning" | "error" | "once";

export interface DiagControl {
  action: DiagAction;
  /** Internal diagnostic numbers (display numbers 20000..20337 are mapped by -16543). */
  codes: number[];
}

export interface Config {
  // ---- input / output --------------------------------------------------------------------
  /** The source file ("-" = standard input); undefined when none was given. */
  input: string | undefined;
  genCFileName: string | undefined;
  stubFileName: string | undefined;
  genModuleIdFile: boolean;
  moduleIdFileName: string | undefined;
  origSrcFileName: string | undefined;
  origSrcPathName: string | undefined;
  includeFileName: string | undefined;
  genDeviceFileName: string | undefined;
  tileBcFileName: string | undefined;
  errorOutput: string | undefined;
  /** `-o/--output` (always a command-line error: "an output file was specified, but none is needed"). */
  output: string | undefined;
  listFile: string | undefined;
  xrefFile: string | undefined;

  // ---- modes -----------------------------------------------------------------------------
  noCodeGen: boolean;
  preprocess: boolean;
  noLineCommands: boolean;
  dependencies: boolean;
  timing: boolean;
  /** -v/--version was given (banner printed while parsing). */
  version: boolean;
  /** -V/--Version was given (banner, exit 1). */
  Version: boolean;
  dumpCommandOptions: boolean;
  dumpConfiguration: boolean;

  // ---- language --------------------------------------------------------------------------
  /** "c++" (default), "c", or "knr" (--old_c). */
  lang: "c++" | "c" | "knr";
  /** C++ standard year: 2003, 2011, 2014 (default), 2017, 2020, 2023. */
  cppStd: number;
  /** C standard year when lang is "c": 1989, 1999, 2011, 2017 (default), 2018, 2023. */
  cStd: number;
  /** GNU compatibility version (major*10000+minor*100+patch); undefined when not given. */
  gnuVersion: number | undefined;
  /** --no_gcc / --no_g++ given (GNU mode is on by default). */
  noGcc: boolean;
  clang: boolean;
  clangVersion: number | undefined;
  signedChars: boolean;
  /** Instantiation mode (--instantiate / -t). */
  instantiate: "none" | "all" | "used" | "local";
  /** `--x` / `--no_x` feature toggles as given (absent = the dialect's default). */
  features: Record<string, boolean>;
  m32: boolean;
  pendingInstantiations: number;
  contextLimit: number;
  maxDepthConstexprCall: number;
  maxCostConstexprCall: number;
  packAlignment: number | undefined;
  unicodeSourceKind: "UTF-8" | "UTF-16" | "UTF-16LE" | "UTF-16BE" | undefined;
  includeDirectories: string[];
  sysIncludes: string[];
  defineMacros: string[];
  undefineMacros: string[];
  preincludes: string[];
  preincludeMacros: string[];
  inclSuffixes: string | undefined;
  /** `--set_flag NAME[=V]` / `--clear_flag NAME` in order (the binary knows no names we accept). */
  rawFlags: Array<{ name: string; value: number }>;
  timeLimit: number | undefined;
  msvcTargetVersion: number | undefined;
  iccVersion: number | undefined;
  pgiVersion: number | undefined;
  compilerBindir: string | undefined;
  sdkDir: string | undefined;

  // ---- CUDA ------------------------------------------------------------------------------
  staticHostStub: boolean;
  hostStubLinkageExplicit: boolean;
  deviceHiddenVisibility: boolean;
  noHiddenVisibilityOnUnnamedNs: boolean;
  deviceC: boolean;
  partialLink: boolean;
  extendedLambda: boolean;
  relaxedConstexpr: boolean;
  debugMode: boolean;
  allowManaged: boolean;
  keepDeviceFunctions: boolean;
  noHostDeviceInitializerList: boolean;
  noHostDeviceMoveForward: boolean;
  noDeviceInt128: boolean;
  noDeviceFloat128: boolean;
  frandomSeed: string | undefined;
  modifyStackLimit: number;

  // ---- diagnostics -----------------------------------------------------------------------
  displayErrorNumber: boolean;
  briefDiagnostics: boolean;
  errorLimit: number;
  noWarnings: boolean;
  promoteWarnings: boolean;
  remarks: boolean;
  wrapDiagnostics: boolean;
  outputMode: "text" | "sarif";
  colors: "auto" | "on" | "off";
  /** --diag_* options in command-line order. */
  diagControls: DiagControl[];

  /** Options given that cudafe-ts accepts without acting on them (long names, first use order). */
  unimplemented: string[];
}

export function defaultConfig(): Config {
  return {
    input: undefined,
    genCFileName: undefined,
    stubFileName: undefined,
    genModuleIdFile: false,
    moduleIdFileName: undefined,
    origSrcFileName: undefined,
    origSrcPathName: undefined,
    includeFileName: undefined,
    genDeviceFileName: undefined,
    tileBcFileName: undefined,
    errorOutput: undefined,
    output: undefined,
    listFile: undefined,
    xrefFile: undefined,
    noCodeGen: false,
    preprocess: false,
    noLineCommands: false,
    dependencies: false,
    timing: false,
    version: false,
    Version: false,
    dumpCommandOptions: false,
    dumpConfiguration: false,
    lang: "c++",
    cppStd: 2014,
    cStd: 2017,
    gnuVersion: undefined,
    noGcc: false,
    clang: false,
    clangVersion: undefined,
    signedChars: true,
    instantiate: "used",
    features: {},
    m32: false,
    pendingInstantiations: 200,
    contextLimit: 10,
    maxDepthConstexprCall: 256,
    maxCostConstexprCall: 2000000,
    packAlignment: undefined,
    unicodeSourceKind: undefined,
    includeDirectories: [],
    sysIncludes: [],
    defineMacros: [],
    undefineMacros: [],
    preincludes: [],
    preincludeMacros: [],
    inclSuffixes: undefined,
    rawFlags: [],
    timeLimit: undefined,
    msvcTargetVersion: undefined,
    iccVersion: undefined,
    pgiVersion: undefined,
    compilerBindir: undefined,
    sdkDir: undefined,
    staticHostStub: false,
    hostStubLinkageExplicit: false,
    deviceHiddenVisibility: false,
    noHiddenVisibilityOnUnnamedNs: false,
    deviceC: false,
    partialLink: false,
    extendedLambda: false,
    relaxedConstexpr: false,
    debugMode: false,
    allowManaged: false,
    keepDeviceFunctions: false,
    noHostDeviceInitializerList: false,
    noHostDeviceMoveForward: false,
    noDeviceInt128: false,
    noDeviceFloat128: false,
    frandomSeed: undefined,
    modifyStackLimit: 1,
    displayErrorNumber: false,
    briefDiagnostics: false,
    errorLimit: 100,
    noWarnings: false,
    promoteWarnings: false,
    remarks: false,
    wrapDiagnostics: false,
    outputMode: "text",
    colors: "auto",
    diagControls: [],
    unimplemented: [],
  };
}

/**
 * Markdown table of the options cudafe-ts accepts without acting on them (for the README):
 * one row per option id, both spellings of a pair in one cell.
 */
export function unimplementedOptionsMarkdown(): string {
  const rows: string[] = [];
  const seen = new Set<number>();
  for (const o of OPTIONS) {
    if (o.implemented || seen.has(o.id)) continue;
    seen.add(o.id);
    const names = OPTIONS.filter((p) => p.id === o.id && !p.implemented).map((p) =>
      "`--" + p.name + "`" + (p.short !== undefined ? " (`-" + p.short + "`)" : "")
    );
    rows.push(`| ${names.join(", ")} | ${o.takesValue ? "yes" : "no"} |`);
  }
  return [
    `| Option | Takes a value |`,
    `|---|---|`,
    ...rows,
  ].join("\n") + "\n";
}
