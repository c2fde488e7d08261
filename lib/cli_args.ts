/**
 * Command-line parsing, as cudafe++ 13.0 does it (checked against the real binary):
 *
 * - argv is walked left to right; the walk stops at the first argument that is not an option
 *   (the source file; `-` = standard input, `""` too) or after `--`. Everything after the source
 *   file is "too many arguments on command line".
 * - `--name=value` and `--name value` (the next argv, whatever it looks like); an empty `=value`
 *   or a value given to a switch is "invalid option: <arg>". A valued option at the end of argv
 *   is `"--<typed name>" requires an argument`.
 * - Any unique prefix of a long name is accepted; an exact name wins over longer ones; an
 *   ambiguous prefix lists every candidate in table order, indented 12 spaces.
 * - Short options can be grouped (`-nw`); a valued letter takes the rest of the argument
 *   (`-e5`) or the next argv (`-e 5`); with neither it is "invalid option: -e". An unknown letter
 *   anywhere makes the whole argument invalid ("invalid option: -nQ").
 * - The first error ends the parse. Errors found while walking and by the dialect checks after
 *   the walk are reported before the source name is registered (the signoff says "in this
 *   compilation"); "missing source file name", "too many arguments on command line" and "an
 *   output file was specified, but none is needed" come after it (the signoff names the file).
 */
import { type Config, defaultConfig, type DiagAction } from "./config.ts";
import {
  dumpCommandOptionsText,
  OPTION_BY_NAME,
  OPTION_BY_SHORT,
  OPTIONS,
  type OptionSpec,
} from "./options_table.ts";
import { resolveDiagCode } from "./diag_table.ts";

/** `-v` / `--version` banner (stderr; compilation continues). */
export const VERSION_BANNER = "cudafe: NVIDIA (R) Cuda Language Front End\n" +
  "Portions Copyright (c) 2005, 2024-2025 NVIDIA Corporation\n" +
  "Portions Copyright (c) 1988-2018, 2024 Edison Design Group Inc.\n" +
  "Based on Edison Design Group C/C++ Front End, version 6.6 (Aug 20 2025 13:59:03)\n" +
  "Cuda compilation tools, release 13.0, V13.0.88\n";

/** `-V` / `--Version` banner (stderr; then exit 1). */
export const VERSION_BANNER_V = "cudafe: NVIDIA (R) Cuda Language Front End\n" +
  "Portions Copyright (c) 2005-2025 NVIDIA Corporation\n" +
  "Portions Copyright (c) 1988-2016 Edison Design Group Inc.\n" +
  "Based on Edison Design Group C/C++ Front End, version 6.6 (Aug 20 2025 13:59:03)\n" +
  "Cuda compilation tools, release 13.0, V13.0.88\n";

export interface ParseOutput {
  stream: "stdout" | "stderr";
  text: string;
}

export interface ParseResult {
  config: Config;
  /** Command-line error messages without the "Command-line error: " prefix (at most one). */
  errors: string[];
  /**
   * True when the error came after the source name was registered: the signoff then names the
   * file (or `--orig_src_file_name`) unless the input is standard input.
   */
  inputKnown: boolean;
  /** What the options printed while parsing, in order (-v banners, --dump_command_options). */
  output: ParseOutput[];
  /**
   * Set when parsing ends the run by itself: 1 after -V; 0 when -v / --dump_command_options /
   * --dump_configuration was given and there is no source file.
   */
  exitCode?: number;
}

const MAX_I64 = (1n << 63n) - 1n;

/** EDG's number reader: decimal digits only, at most 2^63-1; "" reads as 0. */
export function parseNumberArg(text: string): number | undefined {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return undefined;
  }
  if (text.length === 0) return 0;
  const big = BigInt(text);
  if (big > MAX_I64) return undefined;
  return Number(big);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12;
}

function trim(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && isSpace(s.charCodeAt(a))) a++;
  while (b > a && isSpace(s.charCodeAt(b - 1))) b--;
  return s.slice(a, b);
}

/**
 * One `--diag_*` value: a comma list of numbers (1..3794 internal, 20000..20337 display) and tag
 * names. Returns the internal codes, or the command-line error for the first bad item.
 */
export function parseDiagList(value: string): number[] | string {
  const codes: number[] = [];
  for (const raw of value.split(",")) {
    const item = trim(raw);
    const c0 = item.length > 0 ? item.charCodeAt(0) : -1;
    if (c0 >= 48 && c0 <= 57) {
      const n = parseNumberArg(item);
      if (n === undefined) return `invalid number: ${item}`;
      if (n >= 1 && n <= 3794) codes.push(n);
      else if (n >= 20000 && n <= 20337) codes.push(n - 16543);
      else return `invalid error number in diagnostic control option: ${item}`;
    } else {
      const r = item.length === 0 ? "bad-tag" : resolveDiagCode(item);
      if (typeof r === "number") codes.push(r);
      else return `invalid error tag in diagnostic control option: ${item}`;
    }
  }
  return codes;
}

type Lang = "c++" | "c";

function isDirectory(p: string): boolean {
  try {
    // Deno.statSync, not node:fs (importing it loads Deno's Node layer: ~0.1 s of start-up)
    return Deno.statSync(p).isDirectory;
  } catch {
    return false;
  }
}

class Parser {
  config = defaultConfig();
  output: ParseOutput[] = [];
  error: string | undefined;
  exitCode: number | undefined;
  /** Language fixed by an explicit option (for "language modes specified are incompatible"). */
  langSet: Lang | undefined;
  cStdExplicit = 0;
  longLifetimeTemps = false;
  unimplemented = new Set<string>();

  setLang(lang: Lang): boolean {
    if (this.langSet !== undefined && this.langSet !== lang) {
      this.error = "language modes specified are incompatible";
      return false;
    }
    this.langSet = lang;
    return true;
  }

  /** Applies one matched option; returns false after recording an error (or ending the run). */
  apply(opt: OptionSpec, value: string | undefined): boolean {
    const cfg = this.config as unknown as Record<string, unknown>;
    const a = opt.action;
    if (!opt.implemented && !this.unimplemented.has(opt.name)) {
      this.unimplemented.add(opt.name);
      this.config.unimplemented.push("--" + opt.name);
    }
    switch (a.kind) {
      case "none":
        return true;
      case "feature":
        this.config.features[a.feature] = a.value;
        return true;
      case "bool":
        cfg[a.field] = a.value;
        return true;
      case "string":
        cfg[a.field] = value;
        return true;
      case "list":
        (cfg[a.field] as string[]).push(value!);
        return true;
      case "number": {
        const n = parseNumberArg(value!);
        if (n === undefined) {
          this.error = `invalid number: ${value}`;
          return false;
        }
        cfg[a.field] = n;
        return true;
      }
      case "diag": {
        const codes = parseDiagList(value!);
        if (typeof codes === "string") {
          this.error = codes;
          return false;
        }
        this.config.diagControls.push({ action: a.action as DiagAction, codes });
        return true;
      }
      case "special":
        return this.special(a.handler, value);
    }
  }

  special(handler: string, value: string | undefined): boolean {
    const cfg = this.config;
    const v = value ?? "";
    const eq = handler.indexOf("=");
    const head = eq < 0 ? handler : handler.slice(0, eq);
    const arg = eq < 0 ? "" : handler.slice(eq + 1);
    switch (head) {
      case "version":
        cfg.version = true;
        this.output.push({ stream: "stderr", text: VERSION_BANNER });
        return true;
      case "Version":
        cfg.Version = true;
        this.output.push({ stream: "stderr", text: VERSION_BANNER_V });
        this.exitCode = 1;
        return false;
      case "dumpCommandOptions":
        cfg.dumpCommandOptions = true;
        this.output.push({ stream: "stdout", text: dumpCommandOptionsText() });
        return true;
      case "dumpConfiguration":
        cfg.dumpConfiguration = true;
        return true;
      case "errorLimit": {
        const n = parseNumberArg(v);
        if (n === undefined) {
          this.error = `invalid number: ${v}`;
          return false;
        }
        if (n === 0) {
          this.error = `invalid error limit: ${v}`;
          return false;
        }
        cfg.errorLimit = n;
        return true;
      }
      case "gnuVersion": {
        const n = parseNumberArg(v);
        if (n === undefined) {
          this.error = `invalid number: ${v}`;
          return false;
        }
        if (n < 30200 || n > 999999) {
          this.error = `invalid GNU version number: ${v}`;
          return false;
        }
        cfg.gnuVersion = n;
        return true;
      }
      case "instantiate":
        if (v === "none" || v === "all" || v === "used" || v === "local") {
          cfg.instantiate = v;
          return true;
        }
        this.error = `invalid instantiation mode: ${v}`;
        return false;
      case "outputMode":
        if (v === "text" || v === "sarif") {
          cfg.outputMode = v;
          return true;
        }
        this.error = `unrecognized output mode (must be one of text, sarif): ${v}`;
        return false;
      case "target":
        this.error = `no "${v}" --target configuration exists`;
        return false;
      case "output":
        cfg.output = v;
        return true;
      case "unicodeSourceKind":
        if (v === "none") {
          cfg.unicodeSourceKind = undefined;
          return true;
        }
        if (v === "UTF-8" || v === "UTF-16" || v === "UTF-16LE" || v === "UTF-16BE") {
          cfg.unicodeSourceKind = v;
          return true;
        }
        this.error =
          `unrecognized Unicode source kind (must be one of UTF-8, UTF-16, UTF-16LE, UTF-16BE): ${v}`;
        return false;
      case "packAlignment": {
        const n = parseNumberArg(v);
        if (n === undefined) {
          this.error = `invalid number: ${v}`;
          return false;
        }
        if (n === 0 || (n & (n - 1)) !== 0) {
          this.error = "invalid packing alignment value";
          return false;
        }
        cfg.packAlignment = n;
        return true;
      }
      case "setFlag":
        // The binary's flag-name table is internal; no name is known to cudafe-ts.
        this.error = `unrecognized flag name: ${v}`;
        return false;
      case "edgBaseDir":
        if (isDirectory(v)) return true;
        this.error = `invalid EDG_BASE directory: ${v}`;
        return false;
      case "pchDir":
        if (isDirectory(v)) return true;
        this.error = `invalid PCH directory: ${v}`;
        return false;
      case "headerUnit":
        // --ms_header_unit[_quote|_angle] HEADER=FILE
        if (v.includes("=")) return true;
        this.error = `no mapping specified for "${v}"`;
        return false;
      case "strict":
        this.strict = true;
        return true;
      case "colors":
        cfg.colors = arg === "on" ? "on" : "off";
        return true;
      case "m32":
        cfg.m32 = true;
        return true;
      case "m64":
        cfg.m32 = false;
        return true;
      case "lang":
        if (arg === "c++") {
          if (!this.setLang("c++")) return false;
          cfg.lang = "c++";
        } else {
          if (!this.setLang("c")) return false;
          cfg.lang = arg === "knr" ? "knr" : "c";
        }
        return true;
      case "std":
        if (arg.startsWith("c")) {
          if (!this.setLang("c")) return false;
          cfg.lang = "c";
          cfg.cStd = Number(arg.slice(1));
          this.cStdExplicit = cfg.cStd;
        } else {
          if (!this.setLang("c++")) return false;
          cfg.lang = "c++";
          cfg.cppStd = Number(arg);
        }
        return true;
      case "cfront":
        // --cfront_2.1 / --cfront_3.0 select C++ with long lifetime temporaries.
        if (!this.setLang("c++")) return false;
        cfg.lang = "c++";
        this.cfront = true;
        this.longLifetimeTemps = true;
        return true;
      case "longLifetimeTemps":
        this.longLifetimeTemps = true;
        return true;
      case "shortLifetimeTemps":
        this.longLifetimeTemps = false;
        return true;
    }
    throw new Error(`cli_args: no handler ${handler}`);
  }

  currentName = "";
  strict = false;
  cfront = false;

  /** Checks the binary makes after the walk, before it registers the source name. */
  dialectChecks(): boolean {
    const cfg = this.config;
    if (cfg.lang === "knr" && this.cStdExplicit > 1989) {
      this.error = "language modes specified are incompatible";
      return false;
    }
    if (cfg.features.func_prototype_tags === true && cfg.lang === "c++") {
      this.error = "function prototype tags can only be enabled when compiling C";
      return false;
    }
    if (this.strict && this.cfront) {
      this.error = "strict mode is incompatible with cfront mode";
      return false;
    }
    if (this.longLifetimeTemps && cfg.lang === "c++" && cfg.cppStd >= 2011) {
      this.error =
        "long lifetime temporaries are incompatible with other requested newer language features";
      return false;
    }
    return true;
  }

  /** Walks argv; returns the index of the first positional argument (or argv.length). */
  walk(argv: string[]): number {
    let i = 0;
    while (i < argv.length) {
      const arg = argv[i];
      if (arg.length < 2 || arg.charCodeAt(0) !== 45 /* - */) return i;
      if (arg === "--") return i + 1;
      if (arg.charCodeAt(1) === 45) {
        const body = arg.slice(2);
        const eq = body.indexOf("=");
        const name = eq < 0 ? body : body.slice(0, eq);
        let value: string | undefined = eq < 0 ? undefined : body.slice(eq + 1);
        let opt = OPTION_BY_NAME.get(name);
        if (opt === undefined) {
          const cands = OPTIONS.filter((o) => o.name.startsWith(name));
          if (cands.length === 0) {
            this.error = `invalid option: ${arg}`;
            return -1;
          }
          if (cands.length > 1) {
            this.error = `more than one command line option matches the abbreviation "${arg}":` +
              cands.map((o) => "\n            --" + o.name).join("");
            return -1;
          }
          opt = cands[0];
        }
        if (opt.takesValue) {
          if (value === undefined) {
            if (i + 1 >= argv.length) {
              this.error = `"--${name}" requires an argument`;
              return -1;
            }
            value = argv[++i];
          } else if (value.length === 0) {
            this.error = `invalid option: ${arg}`;
            return -1;
          }
        } else if (value !== undefined) {
          this.error = `invalid option: ${arg}`;
          return -1;
        }
        this.currentName = opt.name;
        if (!this.apply(opt, value)) return -1;
      } else {
        for (let j = 1; j < arg.length; j++) {
          // Letters act left to right (`-vQ` prints the banner, then fails); an unknown letter
          // names the whole argument.
          const opt = OPTION_BY_SHORT.get(arg[j]);
          if (opt === undefined) {
            this.error = `invalid option: ${arg}`;
            return -1;
          }
          this.currentName = opt.name;
          if (opt.takesValue) {
            let value = arg.slice(j + 1);
            if (value.length === 0) {
              if (i + 1 >= argv.length) {
                this.error = `invalid option: ${arg}`;
                return -1;
              }
              value = argv[++i];
            }
            if (!this.apply(opt, value)) return -1;
            break;
          }
          if (!this.apply(opt, undefined)) return -1;
        }
      }
      i++;
    }
    return i;
  }
}

/** Parses the arguments after the program name. */
export function parseCommandLine(argv: string[]): ParseResult {
  const p = new Parser();
  const done = (inputKnown: boolean): ParseResult => ({
    config: p.config,
    errors: p.error === undefined ? [] : [p.error],
    inputKnown,
    output: p.output,
    exitCode: p.exitCode,
  });
  const first = p.walk(argv);
  if (first < 0 || !p.dialectChecks()) return done(false);
  const cfg = p.config;
  if (first >= argv.length) {
    if (cfg.version || cfg.dumpCommandOptions || cfg.dumpConfiguration) {
      p.exitCode = 0;
      return done(false);
    }
    p.error = "missing source file name";
    return done(false);
  }
  cfg.input = argv[first];
  if (first + 1 < argv.length) {
    p.error = "too many arguments on command line";
    return done(true);
  }
  if (cfg.output !== undefined) {
    p.error = "an output file was specified, but none is needed";
    return done(true);
  }
  return done(true);
}
