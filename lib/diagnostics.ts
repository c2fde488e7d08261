/**
 * The diagnostics engine: severity controls, text and SARIF rendering, counts, limits, signoff.
 * It reproduces what cudafe++ 13.0 writes to stderr (verified/06 §2, verified/01 §2.8-2.9):
 *
 * ```
 * file(line): severity[ #N-D]: message        the number only for note/remark/warning
 *             continuation lines                   (12 spaces)
 *   <physical source line>                        (2 spaces)
 *   <caret line>                                  (tabs copied, one space per other code point)
 *           detected during ...                   (instantiation context, 10/12 spaces)
 * file(line): note[ #N-D]: sub-diagnostic         (same layout, no blank line before)
 * <blank line>
 * ```
 *
 * All output is accumulated in memory; `finish()` appends the signoff (or the SARIF trailer)
 * and returns the whole stderr text. Catastrophic errors and the error limit throw
 * `StopCompilation` after their text has been written.
 */
import {
  D,
  type DiagInfo,
  diagInfo,
  displayNumber,
  numberToCode,
  resolveDiagCode,
  type Severity,
} from "./diag_table.ts";
import { type DiagArg, type FillIn, type FormatColors, formatMessage } from "./diag_format.ts";
import { type Location, resolvePosix, type SourceMap } from "./source.ts";

export type { DiagArg, FillIn, Severity };

/** A `--diag_*` flag (structurally the same as config.ts's DiagControl). Codes are internal. */
export interface DiagControl {
  action: "suppress" | "remark" | "warning" | "error" | "once";
  codes: number[];
}

export interface DiagOptions {
  displayErrorNumber: boolean;
  brief: boolean;
  errorLimit: number;
  noWarnings: boolean;
  promoteWarnings: boolean;
  remarks: boolean;
  wrap: boolean;
  contextLimit: number;
  sarif: boolean;
  colors: boolean;
  controls: DiagControl[];
  /** orig_src_file_name, else the input path; undefined = "this compilation". */
  signoffName: string | undefined;
  /** Absolute canonical path of the input, for SARIF URIs of positions with no line marker. */
  sarifUri?: string;
  /** Directory that relative file names in SARIF URIs are resolved against (default: cwd). */
  cwd?: string;
  /**
   * The source text holds one char per byte (UTF-8 read as latin1, as cli.ts does). Columns
   * and caret lines then count UTF-8 code points, not bytes, like the binary: continuation
   * bytes (0x80-0xBF) take no column.
   */
  byteSource?: boolean;
}

/** Thrown after a catastrophic error, a command-line error, or "Error limit reached.". */
export class StopCompilation extends Error {
  constructor(message = "compilation stopped") {
    super(message);
    this.name = "StopCompilation";
  }
}

/** Offset value for a diagnostic "At end of source". An offset >= text length means the same. */
export const END_OF_SOURCE = -2;
/** Offset value for a diagnostic with no position. */
export const NO_POSITION = -1;

/** A sub-diagnostic (note) attached to a diagnostic. */
export interface SubDiag {
  code: number;
  offset: number;
  args?: DiagArg[];
  severity?: Severity;
}

export interface ReportExtra {
  /** Notes printed after the diagnostic (SARIF: relatedLocations). */
  notes?: SubDiag[];
  /** Instantiation context entries, e.g. `instantiation of class "A<T> [with T=int]" at line 3`. */
  context?: string[];
  /** Continuation lines, e.g. `argument types are: (int)` (text mode only). */
  continuation?: string[];
  /** Not discretionary at this site (`--diag_*` and pragmas leave it alone). */
  hard?: boolean;
}

// Severity levels as EDG numbers them (3 = suppressed).
const L_NOTE = 2;
const L_SUPPRESS = 3;
const L_REMARK = 4;
const L_WARNING = 5;
const L_ERROR = 7;
const L_CATASTROPHIC = 9;
const L_COMMAND_LINE = 10;
const L_INTERNAL = 11;

const LEVEL: Record<Severity, number> = {
  note: L_NOTE,
  remark: L_REMARK,
  warning: L_WARNING,
  error: L_ERROR,
  catastrophic: L_CATASTROPHIC,
  "command-line": L_COMMAND_LINE,
  internal: L_INTERNAL,
};

function label(level: number): string {
  switch (level) {
    case L_NOTE:
      return "note";
    case L_REMARK:
      return "remark";
    case L_WARNING:
      return "warning";
    case L_ERROR:
      return "error";
    case L_CATASTROPHIC:
      return "catastrophic error";
    case L_COMMAND_LINE:
      return "command-line error";
    default:
      return "internal error";
  }
}

function sarifLevel(level: number): string {
  switch (level) {
    case L_NOTE:
      return "note";
    case L_REMARK:
      return "remark";
    case L_WARNING:
      return "warning";
    case L_ERROR:
      return "error";
    case L_INTERNAL:
      return "internal_error";
    default:
      return "catastrophe";
  }
}

/** Codes whose severity cudafe++ changes at start-up (verified/06 §2.2). */
const STARTUP_REMARKS = [111, 175, 185, 1257, 1633];
const STARTUP_SUPPRESSED = [1373, 1374, 1375, 2330];

const ACTION_LEVEL: Record<string, number> = {
  suppress: L_SUPPRESS,
  remark: L_REMARK,
  warning: L_WARNING,
  error: L_ERROR,
};

/** Per-position diagnostic state built from `#pragma nv_diag_*`. */
interface PragmaState {
  /** code -> level set by a pragma (absent: the command-line setting applies). */
  levels: Map<number, number>;
  once: Set<number>;
}

interface Snapshot {
  offset: number;
  state: PragmaState;
}

// ANSI sequences of the default EDG_COLORS (`error=01;31:warning=01;35:note=01;36:locus=01:quote=01`)
const ESC = "\x1b[";
const C_OFF = `${ESC}0m`;
const C_ERROR = `${ESC}01;31m`;
const C_WARNING = `${ESC}01;35m`;
const C_NOTE = `${ESC}01;36m`;
const C_LOCUS = `${ESC}01m`;
const C_QUOTE = `${ESC}01m`;

const WRAP_WIDTH = 79;
const WRAP_INDENT = "          ";
const CONTINUATION_INDENT = "            ";

/** `"%-30s %10.2f (CPU) %10.2f (elapsed)\n"` as printed by --timing. */
export function formatTiming(label: string, cpuSeconds: number, elapsedSeconds: number): string {
  const f = (x: number) => x.toFixed(2).padStart(10, " ");
  return `${label.padEnd(30, " ")} ${f(cpuSeconds)} (CPU) ${f(elapsedSeconds)} (elapsed)\n`;
}

const SARIF_HEADER = '{"version":"2.1.0","$schema":"https://raw.githubusercontent.com/oasis-tcs/' +
  'sarif-spec/master/Schemata/sarif-schema-2.1.0.json","runs":[{"tool":{"driver":{"name":' +
  '"EDG CPFE","version":"6.6","organization":"Edison Design Group","fullName":"Edison Design ' +
  'Group C/C++ Front End - 6.6","informationUri":"https://edg.com/c"}},"columnKind":' +
  '"unicodeCodePoints","results":[';
const SARIF_TRAILER = "]}]}\n";

/** JSON string body: `"` and `\` escaped (as the binary does) and control characters too. */
function jsonEscape(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += "\\\\";
    else if (c < 0x20) {
      out += c === 10 ? "\\n" : c === 9 ? "\\t" : c === 13 ? "\\r" : "\\u" +
        c.toString(16).padStart(4, "0");
    } else out += s[i];
  }
  return out;
}

/**
 * Breaks `text` into lines of at most 79 visible code points (continuations indented by 10):
 * at the last space that fits (the space is dropped), else mid-word. ANSI color sequences take
 * no width; a line that ends inside a colored span restarts it after the indent
 * (`ESC[0m` + indent + the color), as the binary does on a terminal.
 */
export function wrapText(text: string): string {
  // visible code points, and the escape sequences that precede each of them
  const chars: string[] = [];
  const escBefore: string[] = [];
  let pending = "";
  for (let i = 0; i < text.length;) {
    if (text.charCodeAt(i) === 0x1b && text[i + 1] === "[") {
      const m = text.indexOf("m", i);
      const end = m < 0 ? text.length : m + 1;
      pending += text.slice(i, end);
      i = end;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    chars.push(ch);
    escBefore.push(pending);
    pending = "";
    i += ch.length;
  }
  if (chars.length <= WRAP_WIDTH) return text;
  // line starts and dropped spaces, over the visible characters
  const starts = new Set<number>();
  const dropped = new Set<number>();
  let from = 0;
  let width = WRAP_WIDTH;
  while (chars.length - from > width) {
    let brk = -1;
    for (let p = width; p > 0; p--) {
      if (chars[from + p] === " ") {
        brk = p;
        break;
      }
    }
    if (brk > 0) {
      dropped.add(from + brk);
      from += brk + 1;
    } else {
      from += width;
    }
    starts.add(from);
    width = WRAP_WIDTH - WRAP_INDENT.length;
  }
  let out = "";
  let active = "";
  const track = (esc: string) => {
    for (let i = 0; i < esc.length;) {
      const end = esc.indexOf("m", i) + 1 || esc.length;
      const seq = esc.slice(i, end);
      active = seq === C_OFF ? "" : seq;
      i = end;
    }
  };
  for (let k = 0; k < chars.length; k++) {
    if (starts.has(k)) {
      out += active === "" ? "\n" + WRAP_INDENT : `\n${C_OFF}${WRAP_INDENT}${active}`;
    }
    out += escBefore[k];
    track(escBefore[k]);
    if (!dropped.has(k)) out += chars[k];
  }
  return out + pending;
}

/**
 * The caret line for 1-based code-point `column` of `line` (without the 2-space indent). With
 * `bytes`, `line` is latin1-decoded UTF-8 and continuation bytes take no column.
 */
export function caretLine(line: string, column: number, bytes = false): string {
  let pad = "";
  let k = 1;
  for (const ch of line) {
    if (k >= column) break;
    const c = ch.charCodeAt(0);
    if (bytes && c >= 0x80 && c <= 0xbf) continue;
    pad += ch === "\t" ? "\t" : " ";
    k++;
  }
  while (k < column) {
    pad += " ";
    k++;
  }
  return pad + "^";
}

interface Resolved {
  /** Location, or undefined for no position. */
  loc: Location | undefined;
  /** At end of source (no source line, "At end of source:" prefix). */
  atEnd: boolean;
}

export class Diagnostics {
  readonly opts: DiagOptions;
  private sm: SourceMap | undefined;
  private out = "";
  private errors = 0;
  private catastrophics = 0;
  private warnings = 0;
  private internalError = false;
  private stopped = false;
  private remarkShown = false;
  private sarifResults = 0;
  private finished: string | undefined;
  /** Command-line severity per code (after start-up defaults). */
  private readonly cmdLevel = new Map<number, number>();
  private readonly cmdOnce = new Set<number>();
  private readonly emitted = new Set<number>();
  private cur: PragmaState = { levels: new Map(), once: new Set() };
  private readonly pushed: PragmaState[] = [];
  private readonly snapshots: Snapshot[] = [];
  private readonly colors: FormatColors;

  constructor(opts: DiagOptions) {
    this.opts = opts;
    const useColors = opts.colors && !opts.sarif;
    this.colors = useColors ? { quoteOn: C_QUOTE, off: C_OFF } : { quoteOn: "", off: "" };
    for (const c of STARTUP_REMARKS) this.cmdLevel.set(c, L_REMARK);
    for (const c of STARTUP_SUPPRESSED) this.cmdLevel.set(c, L_SUPPRESS);
    for (const ctl of opts.controls) {
      for (const code of ctl.codes) {
        if (ctl.action === "once") this.cmdOnce.add(code);
        else this.cmdLevel.set(code, ACTION_LEVEL[ctl.action]);
      }
    }
    if (opts.sarif) this.out = SARIF_HEADER;
  }

  /** Positions passed to `report` are offsets into `sm.text`. */
  setSource(sm: SourceMap): void {
    this.sm = sm;
  }

  get errorCount(): number {
    return this.errors;
  }
  get catastrophicCount(): number {
    return this.catastrophics;
  }
  get warningCount(): number {
    return this.warnings;
  }
  /** True once the compilation was stopped (catastrophic error or error limit). */
  get isStopped(): boolean {
    return this.stopped;
  }

  /** 0 clean or warnings only, 2 errors, 4 catastrophic / limit / command line, 134 internal. */
  exitCode(): 0 | 2 | 4 | 134 {
    if (this.internalError) return 134;
    if (this.catastrophics > 0 || this.stopped) return 4;
    return this.errors > 0 ? 2 : 0;
  }

  // ---------------------------------------------------------------- controls

  /**
   * Records a `#pragma nv_diag_*` / `#pragma nv_diagnostic` line. `offset` is any offset at or
   * before the pragma text in the source (the `#` is fine); `pragmaText` is the text after
   * `pragma`. Must be called in input order, before any diagnostic that follows the pragma is
   * reported. Bad arguments are reported here as warnings 1222/1223/1224/253/3184/3185.
   */
  addPragma(offset: number, pragmaText: string): void {
    const text = pragmaText.trim();
    let base = offset;
    if (this.sm) {
      const at = this.sm.text.indexOf(text, offset);
      if (at >= 0) base = at;
    }
    const toks = tokenizePragma(text);
    if (toks.length === 0) return;
    const name = toks[0].text;
    const eol = base + text.length;
    const pos = (k: number) => (k < toks.length ? base + toks[k].start : eol);
    if (name === "nv_diagnostic") {
      const arg = toks.length > 1 ? toks[1].text : "";
      if (arg === "push") {
        this.pushed.push(cloneState(this.cur));
      } else if (arg === "pop") {
        const prev = this.pushed.pop();
        if (prev === undefined) {
          this.report(D.PRAGMA_DIAG_POP_WITHOUT_PUSH, eol);
          return;
        }
        this.cur = prev;
      } else {
        this.report(D.PRAGMA_DIAG_PUSH_POP, pos(1));
        return;
      }
      this.snapshots.push({ offset: base, state: this.cur });
      return;
    }
    let action: number;
    switch (name) {
      case "nv_diag_suppress":
        action = L_SUPPRESS;
        break;
      case "nv_diag_remark":
        action = L_REMARK;
        break;
      case "nv_diag_warning":
        action = L_WARNING;
        break;
      case "nv_diag_error":
        action = L_ERROR;
        break;
      case "nv_diag_once":
        action = -1;
        break;
      case "nv_diag_default":
        action = 0;
        break;
      default:
        return; // not a diagnostic pragma
    }
    const codes: number[] = [];
    // (the binary takes an optional `=` before the list: `#pragma nv_diag_suppress = 20092`)
    let k = toks.length > 1 && toks[1].text === "=" ? 2 : 1;
    for (;;) {
      const t = k < toks.length ? toks[k] : undefined;
      if (t !== undefined && t.kind === TK_NUMBER) {
        const v = parseCInteger(t.text);
        if (v === "too-large") {
          // the binary puts this one at the pragma name
          this.report(D.INTEGER_TOO_LARGE, base);
          this.report(D.INVALID_ERROR_NUMBER, pos(k));
        } else if (v === undefined) {
          this.report(D.EXP_ERROR_NUMBER_OR_TAG, pos(k));
        } else {
          const code = numberToCode(v);
          if (code === "bad-number") this.report(D.INVALID_ERROR_NUMBER, pos(k));
          else codes.push(code);
        }
      } else if (t !== undefined && t.kind === TK_IDENT) {
        const code = resolveDiagCode(t.text);
        if (typeof code === "number") codes.push(code);
        else this.report(D.INVALID_ERROR_TAG, pos(k));
      } else {
        // not a number or a tag: warn, skip it, and expect a comma after it
        this.report(D.EXP_ERROR_NUMBER_OR_TAG, pos(k));
        if (t === undefined) {
          this.report(D.EXP_COMMA, eol, [], "warning");
          break;
        }
      }
      k++;
      if (k >= toks.length) break;
      if (toks[k].text !== ",") {
        this.report(D.EXP_COMMA, pos(k), [], "warning");
        break;
      }
      k++;
    }
    if (codes.length === 0) return;
    const next = cloneState(this.cur);
    for (const code of codes) {
      if (action === -1) next.once.add(code);
      else if (action === 0) next.levels.delete(code);
      else next.levels.set(code, action);
    }
    this.cur = next;
    this.snapshots.push({ offset: base, state: next });
  }

  /** The pragma state in force at `offset` (after every pragma that starts before it). */
  private stateAt(offset: number): PragmaState | undefined {
    const s = this.snapshots;
    if (s.length === 0) return undefined;
    if (offset < 0) return s[s.length - 1].state;
    let lo = 0, hi = s.length - 1, found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (s[mid].offset < offset) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found < 0 ? undefined : s[found].state;
  }

  /** The severity level after `--diag_*` flags and pragmas, or L_SUPPRESS. */
  private controlledLevel(info: DiagInfo | undefined, code: number, base: number, offset: number) {
    if (info !== undefined && !info.discretionary) return base;
    if (base !== L_REMARK && base !== L_WARNING && base !== L_ERROR) return base;
    let level = base;
    const c = this.cmdLevel.get(code);
    if (c !== undefined) level = c;
    const st = this.stateAt(offset);
    const p = st?.levels.get(code);
    if (p !== undefined) level = p;
    return level;
  }

  private onceActive(code: number, offset: number): boolean {
    if (this.cmdOnce.has(code)) return true;
    return this.stateAt(offset)?.once.has(code) ?? false;
  }

  // ---------------------------------------------------------------- reporting

  /**
   * Reports internal diagnostic `code` at `offset` (-1: no position; END_OF_SOURCE or
   * >= text length: at end of source). The severity defaults to the table's. May throw
   * StopCompilation.
   */
  report(
    code: number,
    offset: number,
    args: DiagArg[] = [],
    severity?: Severity,
    extra?: ReportExtra,
  ): void {
    if (this.stopped) throw new StopCompilation();
    const info = diagInfo(code);
    if (info === undefined) throw new Error(`diagnostics: unknown diagnostic code ${code}`);
    const base = LEVEL[severity ?? info.severity];
    const level = extra?.hard ? base : this.controlledLevel(info, code, base, offset);
    if (level === L_SUPPRESS) return;
    const where = this.resolve(offset);
    if (level <= L_ERROR) {
      if (this.onceActive(code, offset) && this.emitted.has(code)) return;
      if (level === L_REMARK && !this.opts.remarks) return;
      if (level === L_WARNING && this.opts.noWarnings) return;
      // In a system header only hard errors survive: warnings, remarks and discretionary
      // errors (and promoted ones) are dropped (checked with 1105, 77, 260 vs 29).
      if (where.loc?.system && (level < L_ERROR || (info.discretionary && !extra?.hard))) return;
    }
    this.emitted.add(code);
    const message = formatMessage(info.text, args, this.colors);
    this.emit(code, level, message, where, extra);
  }

  /**
   * A catastrophic error given by its text. The two texts the lexer produces are routed to
   * their table entries (`#error directive: %s` = 35, `cannot open source file %sq` = 1696);
   * anything else is printed as given (SARIF ruleId EC2656).
   */
  catastrophic(message: string, offset = NO_POSITION): void {
    if (this.stopped) throw new StopCompilation();
    const ERR = "#error directive: ";
    const OPEN = "cannot open source file ";
    if (message.startsWith(ERR)) {
      this.report(D.ERROR_DIRECTIVE, offset, [message.slice(ERR.length)]);
    } else if (message.startsWith(OPEN + '"') && message.endsWith('"')) {
      this.report(D.CANNOT_OPEN_SOURCE, offset, [message.slice(OPEN.length + 1, -1)]);
    } else {
      this.emit(D.INTERNAL_ERROR, L_CATASTROPHIC, message, this.resolve(offset), undefined);
    }
  }

  /** `Command-line error: <message>` (counted as catastrophic; stops the compilation). */
  commandLineError(message: string): void {
    if (this.stopped) throw new StopCompilation();
    // The binary prints command-line errors before colors are set up: never colored.
    this.emit(-1, L_COMMAND_LINE, message, { loc: undefined, atEnd: false }, undefined);
  }

  /** An internal error (`Compilation aborted.`, exit 134). */
  internal(message: string, offset = NO_POSITION): void {
    if (this.stopped) throw new StopCompilation();
    this.emit(D.INTERNAL_ERROR, L_INTERNAL, message, this.resolve(offset), undefined);
  }

  private resolve(offset: number): Resolved {
    const sm = this.sm;
    if (sm === undefined || offset === NO_POSITION || (offset < 0 && offset !== END_OF_SOURCE)) {
      return { loc: undefined, atEnd: false };
    }
    if (offset === END_OF_SOURCE || offset >= sm.text.length) {
      // the last line that has text: SARIF reports it (with no column)
      let last = sm.text.length;
      if (last > 0 && sm.text.charCodeAt(last - 1) === 10) last--;
      const loc = sm.locate(Math.max(0, last === 0 ? 0 : last - 1));
      return { loc, atEnd: true };
    }
    const loc = sm.locate(offset);
    if (this.opts.byteSource) {
      // count UTF-8 code points: continuation bytes take no column
      let column = 1;
      for (let i = sm.lineStarts[loc.physLine]; i < offset; i++) {
        const c = sm.text.charCodeAt(i);
        if (c < 0x80 || c > 0xbf) column++;
      }
      loc.column = column;
    }
    return { loc, atEnd: false };
  }

  private emit(
    code: number,
    level: number,
    message: string,
    where: Resolved,
    extra: ReportExtra | undefined,
  ): void {
    const promoted = level === L_WARNING && this.opts.promoteWarnings;
    if (level === L_ERROR || promoted) this.errors++;
    else if (level === L_WARNING) this.warnings++;
    else if (level >= L_CATASTROPHIC) this.catastrophics++;
    if (level === L_INTERNAL) this.internalError = true;

    if (this.opts.sarif) this.emitSarif(code, promoted ? L_ERROR : level, message, where, extra);
    else this.emitText(code, level, promoted, message, where, extra);

    if (level >= L_CATASTROPHIC) {
      this.stopped = true;
      throw new StopCompilation();
    }
    if (this.errors + this.catastrophics >= this.opts.errorLimit) {
      // the binary writes this line into the SARIF stream too (invalid JSON): text mode only
      if (!this.opts.sarif) this.out += "Error limit reached.\n";
      this.stopped = true;
      throw new StopCompilation();
    }
    if (level === L_WARNING && this.opts.displayErrorNumber && !this.remarkShown) {
      this.remarkShown = true;
      const info = diagInfo(D.SUPRESS_WARNING)!;
      if (this.opts.sarif) {
        this.emitSarif(D.SUPRESS_WARNING, L_REMARK, info.text, { loc: undefined, atEnd: false });
      } else {
        this.out += this.headerLine(-1, L_REMARK, false, info.text, undefined, false);
        this.out += this.opts.brief ? "\n" : "\n\n";
        this.noteJoins = false;
      }
    }
  }

  /** `file(line): label[ #N-D]: message` (no trailing newline). */
  private headerLine(
    code: number,
    level: number,
    promoted: boolean,
    message: string,
    where: Resolved | undefined,
    withNumber: boolean,
  ): string {
    const col = this.colors.off !== "";
    const sevColor = level >= L_ERROR || promoted
      ? C_ERROR
      : level === L_WARNING
      ? C_WARNING
      : C_NOTE;
    const lab = promoted ? "error" : label(level);
    const num = withNumber && code >= 0 ? ` #${displayNumber(code)}-D` : "";
    const loc = where?.loc;
    if (loc === undefined) {
      const cap = lab[0].toUpperCase() + lab.slice(1);
      return col
        ? `${sevColor}${C_OFF}${sevColor}${cap}${C_OFF}${num}: ${message}`
        : `${cap}${num}: ${message}`;
    }
    const place = where!.atEnd
      ? "At end of source"
      : loc.file === "-"
      ? `Line ${loc.line}`
      : `${loc.file}(${loc.line})`;
    if (!col) return `${place}: ${lab}${num}: ${message}`;
    // "At end of source" has no locus color (checked on a TTY)
    const locus = where!.atEnd ? place : `${C_LOCUS}${C_OFF}${C_LOCUS}${place}${C_OFF}`;
    return `${locus}: ${sevColor}${lab}${C_OFF}${num}: ${message}`;
  }

  private sourceLines(where: Resolved): string {
    const loc = where.loc;
    if (loc === undefined || where.atEnd || this.sm === undefined || this.opts.brief) return "";
    const line = this.sm.lineText(loc.physLine);
    return `  ${line}\n  ${caretLine(line, loc.column, this.opts.byteSource)}\n`;
  }

  private emitText(
    code: number,
    level: number,
    promoted: boolean,
    message: string,
    where: Resolved,
    extra: ReportExtra | undefined,
  ): void {
    const o = this.opts;
    const numbered = o.displayErrorNumber && level <= L_WARNING && level !== L_SUPPRESS;
    let head = this.headerLine(code, level, promoted, message, where, numbered);
    if (o.wrap && !o.brief) head = wrapText(head);
    let s = head + "\n";
    for (const c of extra?.continuation ?? []) s += CONTINUATION_INDENT + c + "\n";
    s += this.sourceLines(where);
    const ctx = extra?.context ?? [];
    if (ctx.length === 1) {
      s += `${WRAP_INDENT}detected during ${ctx[0]}\n`;
    } else if (ctx.length > 1) {
      s += `${WRAP_INDENT}detected during:\n`;
      const limit = o.contextLimit;
      if (limit > 0 && ctx.length > limit + 1) {
        const half = limit >> 1;
        for (let i = 0; i < half; i++) s += CONTINUATION_INDENT + ctx[i] + "\n";
        const hidden = formatMessage(diagInfo(D.CONTEXTS_NOT_SHOWN)!.text, [ctx.length - 2 * half]);
        s += CONTINUATION_INDENT + hidden + "\n";
        for (let i = ctx.length - half; i < ctx.length; i++) {
          s += CONTINUATION_INDENT + ctx[i] + "\n";
        }
      } else {
        for (const c of ctx) s += CONTINUATION_INDENT + c + "\n";
      }
    }
    for (const n of extra?.notes ?? []) {
      const info = diagInfo(n.code);
      if (info === undefined) throw new Error(`diagnostics: unknown diagnostic code ${n.code}`);
      const nl = LEVEL[n.severity ?? info.severity];
      const nw = this.resolve(n.offset);
      const msg = formatMessage(info.text, n.args ?? [], this.colors);
      let h = this.headerLine(n.code, nl, false, msg, nw, o.displayErrorNumber && nl <= L_WARNING);
      if (o.wrap && !o.brief) h = wrapText(h);
      s += h + "\n" + this.sourceLines(nw);
    }
    if (!o.brief) s += "\n";
    // (a note reported right after a diagnostic is part of it: no blank line between, `At end of
    // source: error: expected a "}"` / `...: note: to match this "{"`)
    if (level === L_NOTE && this.noteJoins && !o.brief && this.out.endsWith("\n\n")) {
      this.out = this.out.slice(0, -1);
    }
    this.noteJoins = level !== L_NOTE;
    this.out += s;
  }

  /** The last text emitted was a diagnostic a note can join (see emitText). */
  private noteJoins = false;

  private sarifLocation(where: Resolved): string {
    const loc = where.loc!;
    const region = where.atEnd
      ? `{"startLine":${loc.line}}`
      : `{"startLine":${loc.line},"startColumn":${loc.column}}`;
    return `"physicalLocation":{"artifactLocation":{"uri":"${
      jsonEscape(this.uriOf(loc.file))
    }"},"region":${region}}`;
  }

  private uriOf(file: string): string {
    if (this.sm !== undefined && file === this.sm.inputName && this.opts.sarifUri) {
      return "file://" + this.opts.sarifUri;
    }
    let cwd = this.opts.cwd;
    if (cwd === undefined) {
      try {
        cwd = Deno.cwd();
      } catch {
        cwd = "/";
      }
    }
    return "file://" + resolvePosix(cwd, file);
  }

  private emitSarif(
    code: number,
    level: number,
    message: string,
    where: Resolved,
    extra?: ReportExtra,
  ): void {
    let r = `{"ruleId":"EC${code < 0 ? "" : code}","level":"${sarifLevel(level)}","message":` +
      `{"text":"${jsonEscape(message)}"}`;
    if (code < 0) r = r.replace('"ruleId":"EC",', "");
    if (where.loc !== undefined) r += `,"locations":[{${this.sarifLocation(where)}}]`;
    const notes = extra?.notes ?? [];
    if (notes.length > 0) {
      const rel: string[] = [];
      for (const n of notes) {
        const info = diagInfo(n.code);
        if (info === undefined) throw new Error(`diagnostics: unknown diagnostic code ${n.code}`);
        const msg = formatMessage(info.text, n.args ?? []);
        const nw = this.resolve(n.offset);
        let e = `{"message":{"text":"${jsonEscape(msg)}"}`;
        if (nw.loc !== undefined) e += "," + this.sarifLocation(nw);
        rel.push(e + "}");
      }
      r += `,"relatedLocations":[${rel.join(",")}]`;
    }
    r += "}";
    this.out += (this.sarifResults > 0 ? "," : "") + r;
    this.sarifResults++;
  }

  // ---------------------------------------------------------------- end

  /** The signoff sentence, or "" when there is nothing to count. */
  signoff(): string {
    const e = this.errors, c = this.catastrophics;
    if (e === 0 && c === 0) return "";
    const parts: string[] = [];
    if (e > 0) parts.push(`${e} error${e === 1 ? "" : "s"}`);
    if (c > 0) parts.push(`${c} catastrophic error${c === 1 ? "" : "s"}`);
    const where = this.opts.signoffName === undefined
      ? "in this compilation"
      : `in the compilation of "${this.opts.signoffName}"`;
    return `${parts.join(" and ")} detected ${where}.`;
  }

  /** Appends the signoff (text) or the SARIF trailer and returns all stderr text. */
  finish(): string {
    if (this.finished !== undefined) return this.finished;
    let s = this.out;
    if (this.opts.sarif) {
      s += SARIF_TRAILER;
    } else {
      const line = this.signoff();
      if (line !== "") s += line + "\n";
      if (this.internalError) s += "Compilation aborted.\n";
      else if (this.stopped) s += "Compilation terminated.\n";
    }
    this.finished = s;
    return s;
  }

  /** The text written so far (without the signoff). */
  get text(): string {
    return this.out;
  }
}

function cloneState(s: PragmaState): PragmaState {
  return { levels: new Map(s.levels), once: new Set(s.once) };
}

// ---------------------------------------------------------------- pragma argument tokens

const TK_IDENT = 1;
const TK_NUMBER = 2;
const TK_OTHER = 3;

interface PTok {
  kind: number;
  text: string;
  start: number;
}

function isIdStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
}
function isIdCont(c: number): boolean {
  return isIdStart(c) || (c >= 48 && c <= 57);
}

/** Splits a pragma line into identifiers, pp-numbers, string literals and punctuators. */
function tokenizePragma(text: string): PTok[] {
  const toks: PTok[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 11 || c === 12 || c === 13 || c === 10) {
      i++;
      continue;
    }
    const start = i;
    if (isIdStart(c)) {
      while (i < n && isIdCont(text.charCodeAt(i))) i++;
      toks.push({ kind: TK_IDENT, text: text.slice(start, i), start });
    } else if (c >= 48 && c <= 57) {
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        const prev = text.charCodeAt(i - 1) | 0x20;
        if (isIdCont(d) || d === 46 || ((d === 43 || d === 45) && (prev === 101 || prev === 112))) {
          i++;
        } else break;
      }
      toks.push({ kind: TK_NUMBER, text: text.slice(start, i), start });
    } else if (c === 34 || c === 39) {
      i++;
      while (i < n && text.charCodeAt(i) !== c) i += text.charCodeAt(i) === 92 ? 2 : 1;
      i = Math.min(n, i + 1);
      toks.push({ kind: TK_OTHER, text: text.slice(start, i), start });
    } else {
      i++;
      toks.push({ kind: TK_OTHER, text: text.slice(start, i), start });
    }
  }
  return toks;
}

/** A C integer literal (decimal, octal, hex, binary; u/l suffixes) or undefined if malformed. */
function parseCInteger(t: string): number | undefined | "too-large" {
  let s = t;
  while (s.length > 1 && "uUlL".includes(s[s.length - 1])) s = s.slice(0, -1);
  let radix = 10;
  let digits = s;
  if (/^0[xX]/.test(s)) {
    radix = 16;
    digits = s.slice(2);
  } else if (/^0[bB]/.test(s)) {
    radix = 2;
    digits = s.slice(2);
  } else if (s.length > 1 && s[0] === "0") {
    radix = 8;
    digits = s.slice(1);
  }
  if (digits === "") return undefined;
  const valid = radix === 16
    ? /^[0-9a-fA-F]+$/
    : radix === 8
    ? /^[0-7]+$/
    : radix === 2
    ? /^[01]+$/
    : /^[0-9]+$/;
  if (!valid.test(digits)) return undefined;
  const big = BigInt(
    radix === 10 ? digits : (radix === 16 ? "0x" : radix === 8 ? "0o" : "0b") + digits,
  );
  if (big > 0xffffffffffffffffn) return "too-large";
  return big > 1000000n ? 1000000 : Number(big);
}
