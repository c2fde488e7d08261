/**
 * Back end: the host C++ file (`x.cudafe1.cpp`, default `x.int.c`) writer.
 *
 * `HostOut` is the output buffer with the binary's line bookkeeping: every piece of generated text
 * is tagged with the source position it comes from (`setPos`); when that position has changed and
 * the host compiler's idea of the current line (the line of the last marker plus the newlines
 * written since) differs from it, a marker `# N` (GNU/clang) or `#line N` (`--no_gcc`) is written
 * first, with ` "file"` added when the file differs from the last marker's. If the current output
 * line already has text, the marker starts a new line; otherwise generated text from several source
 * lines stays on one output line.
 *
 * `emitHostFile` writes the whole file: the preamble for the host-compiler mode, the top-level
 * items in source order (pragmas are printed here, declarations through a callback the later
 * stages provide), the C-mode dummy, the trailer and, with `--device-c`, the host reference arrays.
 *
 * Printing conventions observed on cudafe++ 13.0 (for the declaration printers; all are
 * reproduced by tests/emit_host_test.ts on recorded outputs):
 * - Every declaration, member, statement and declarator that starts on a new source line sets
 *   the position first (`setPos`), so `int a, *b,\n c[2];` prints `int a, *b, ` / `# 9` /
 *   `c[2]; `. Declarations and statements end with `"; "` (trailing space), blocks with `"} "`;
 *   `namespace n { ... }`, `extern "C" {` / `}` have no trailing space.
 * - Nothing separates two declarations on one source line (`int a; int b; `): only markers and
 *   `#` lines start new output lines.
 * - Device functions: `__attribute__((unused)) int add(int a, int b) ` + at the `{` line
 *   `{int volatile ___ = 1;(void)a;(void)b;` + at the `}` line `::exit(___);}` (unnamed
 *   parameters are skipped), then `#if 0`, forced marker, the real body, `#endif`, and the next
 *   marker names the file. Kernels: `__attribute__((visibility("hidden"))) void k(int *p) ;` (no
 *   attribute without --device-hidden-visibility, `static void` for static kernels) + body in
 *   `#if 0`. Unnamed kernel parameters become `__T0`, `__T1`... Static device functions are
 *   wrapped in `UNUSED_FUNCTION_PUSH_BLOCK` / `DIAGNOSTIC_POP_BLOCK`; template kernels get the
 *   `__wrapper__device_stub_` definition between `UNUSED_PARAMETER_PUSH` / `DIAGNOSTIC_POP`
 *   (written with `rawBlock`), then the forwarder `{::ns::__wrapper__device_stub_k<T,Ts...>(a,
 *   ts...);` + at the body's `}` line `return;}`; an explicit specialization only declares
 *   its `__specialization_static` wrapper (the stub file defines it), without pragmas.
 * - `__device__`/`__constant__` variables: `static int dv; ` (initializer dropped; with
 *   --device-c `__attribute__((visibility("hidden"))) int dv; `). Managed:
 *   `__attribute__((section("__nv_managed_data__"))) static int *mv = 0; `.
 * - Anonymous namespaces: `namespace _GLOBAL__N_<id> __attribute__((visibility("hidden")))  { };
 *   using namespace ::_GLOBAL__N_<id>; `, the pragma `GCC diagnostic ignored "-Wattributes"`
 *   (a positionless pragma item), then `namespace _GLOBAL__N_<id> __attribute__((visibility(
 *   "hidden")))  { ` ... `}`.
 * - A `#pragma` standing as a statement carries no position; `#pragma unroll` is printed after its
 *   statement's position was set.
 */

import { formatHostRefArrays, type HostRefLists } from "./host_ref_arrays.ts";
import { latin1Decode } from "./source.ts";

/** Host-compiler identity as the back end sees it (names follow `Config`). */
export interface HostCompilerOptions {
  /** `--no_gcc` in effect at the end of the command line (a later `--gnu_version` clears it). */
  noGcc?: boolean;
  /** `--clang` (ignored with `noGcc`). */
  clang?: boolean;
  /** `--clang_version`; undefined = the built-in default (new enough for every pragma). */
  clangVersion?: number;
  /** `--gnu_version`; undefined = the built-in default 80100. */
  gnuVersion?: number;
  /** `--icc`: like GNU but never `-Wunused-local-typedefs`. */
  icc?: boolean;
  /** `--pgc++`: no diagnostic pragmas; the managed runtime line gets `__attribute__((unused))`. */
  pgcc?: boolean;
}

export interface EmitHostOptions extends HostCompilerOptions {
  /** Primary source name: from the input's first line marker, else the input path. */
  primaryFileName: string;
  /** File identity of the primary file record (default: its name); see `FileId`. */
  primaryFileId?: FileId;
  /** `--stub_file_name`, printed verbatim in the trailer. */
  stubFileName: string;
  /** The module id (the `_GLOBAL__N_` suffix). */
  moduleId: string;
  /** `--static-host-stub`: adds the `-Wattributes` pragma (GNU/clang modes). */
  staticHostStub?: boolean;
  /** `--extended-lambda`: drops the 5 lambda-trait macro lines. */
  extendedLambda?: boolean;
  /** C mode (`--c`, `--c11`, ...): an empty body gets `int __dummy_to_avoid_empty_file;`. */
  cMode?: boolean;
  /** `--device-c`: the six host reference arrays follow the trailer. */
  deviceC?: boolean;
  /** Host-referenced device symbols for the arrays (empty lists when absent). */
  hostRefs?: HostRefLists;
}

const LF = "\n";

/** Quotes a file name for a line marker: `"` and `\` get a backslash. */
export function quoteFileName(name: string): string {
  let out = '"';
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c === 34 || c === 92) out += "\\";
    out += name[i];
  }
  return out + '"';
}

/**
 * Identity of a source file. The binary compares file records, not names: an input that starts
 * with `# 1 "a.cu"`, `# 1 "<built-in>"`, ..., `# 1 "a.cu"` (as gcc writes it) has two records for
 * `a.cu`, so the first body marker names the file again. Pass e.g. the line-marker index; the
 * default is the name.
 */
export type FileId = string | number;

const UTF8 = new TextDecoder();
const ENCODER = new TextEncoder();

/** The output buffer with line-marker bookkeeping (see the module comment). */
export class HostOut {
  /**
   * The text is kept as bytes (one per char, chars up to 255): the many small pieces die young
   * instead of living on in a rope until the end, which keeps garbage collection cheap on large
   * outputs. A piece with a wider char is kept as a string in `parts` (after the bytes so far).
   */
  private buf = new Uint8Array(256);
  private len = 0;
  /** Some byte is >= 0x80 (the bytes then decode as ISO-8859-1, not UTF-8). */
  private high = false;
  private parts: string[] = [];
  /** Text not yet moved into the bytes (a short rope of the latest pieces). */
  private cur = "";
  /** Characters written on the current output line. */
  col = 0;
  /** The source line the host compiler assigns to the current output line. */
  outLine = 0;
  /** File named by the last marker (undefined: the next marker names the file). */
  /** Identity of the file named by the last marker (undefined: the next marker names it). */
  private outFile: FileId | undefined = undefined;
  private posFile = "";
  private posFileId: FileId = "";
  private posLine = 0;
  private posSystem = false;
  /** Set when the source position changed; checked by the next `emit`/`lineStart`. */
  private needLine = false;
  /** `# N` (GNU/clang) instead of `#line N`. */
  readonly shortMarkers: boolean;

  /** Clang mode: every marker inside a system header names the file (and ends with ` 3`). */
  readonly nameSystemAlways: boolean;

  constructor(shortMarkers: boolean, nameSystemAlways = false) {
    this.shortMarkers = shortMarkers;
    this.nameSystemAlways = nameSystemAlways;
  }

  private put(s: string): void {
    this.lastDirective = "";
    this.cur += s;
    if (this.cur.length > 16384) this.spill();
  }

  /** Moves `cur` into the byte buffer (see `buf`). */
  private spill(): void {
    const s = this.cur;
    this.cur = "";
    const n = s.length;
    const start = this.len;
    if (start + n > this.buf.length) {
      let size = this.buf.length * 2;
      while (size < start + n) size *= 2;
      const nb = new Uint8Array(size);
      nb.set(this.buf.subarray(0, start));
      this.buf = nb;
    }
    // all-ASCII text is its own UTF-8 encoding (native); UTF-8 is longer exactly when some char
    // is above 0x7f, and those go one by one
    const r = ENCODER.encodeInto(s, this.buf.subarray(start, start + n));
    if (r.read === n && r.written === n) {
      this.len = start + n;
      return;
    }
    const b = this.buf;
    let p = start;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) {
        if (c > 0xff) {
          // not representable as one byte: flush the earlier bytes, keep the rest as a string
          this.len = p;
          this.flush();
          this.parts.push(s.slice(i));
          return;
        }
        this.high = true;
      }
      b[p++] = c;
    }
    this.len = p;
  }

  /** Moves the bytes written so far into `parts` as text. */
  private flush(): void {
    if (this.len === 0) return;
    const bytes = this.buf.subarray(0, this.len);
    // with every byte below 0x80, UTF-8 decoding is the identity and native
    this.parts.push(this.high ? latin1Decode(bytes) : UTF8.decode(bytes));
    this.len = 0;
    this.high = false;
  }

  /**
   * Tags the following text with a source position. `system`: the file is a system header
   * (line-marker flag 3); GNU markers that name the file then end with ` 3`.
   */
  setPos(file: string, line: number, system = false, fileId?: FileId): void {
    // The binary's positions carry a column too, so every new position arms the check; the
    // check itself only compares file and line.
    this.posFile = file;
    this.posFileId = fileId ?? file;
    this.posLine = line;
    this.posSystem = system;
    this.needLine = true;
  }

  /** The current source position. */
  get pos(): { file: string; line: number } {
    return { file: this.posFile, line: this.posLine };
  }

  /** The last file name quoted for a marker, and its quoted form. */
  private quotedName = "";
  private quoted = '""';

  /** Writes the marker for the current position (a newline first if the line has text). */
  marker(): void {
    if (this.col !== 0) this.put(LF);
    let s = this.shortMarkers ? "# " : "#line ";
    s += String(this.posLine);
    if (this.posFileId !== this.outFile || (this.posSystem && this.nameSystemAlways)) {
      if (this.posFile !== this.quotedName) {
        this.quotedName = this.posFile;
        this.quoted = quoteFileName(this.posFile);
      }
      s += " " + this.quoted;
      if (this.posSystem && this.shortMarkers) s += " 3";
    }
    this.put(s + LF);
    this.col = 0;
    this.outLine = this.posLine;
    this.outFile = this.posFileId;
    this.needLine = false;
  }

  /** Writes a marker if the host compiler's line differs from the position (flag ignored). */
  syncLine(): void {
    if (this.outLine !== this.posLine || this.outFile !== this.posFileId) this.marker();
    this.needLine = false;
  }

  private check(): void {
    if (this.needLine) this.syncLine();
  }

  /**
   * The next text gets a marker even if the line would match (after `#if 0`). With `file`, the
   * host compiler is taken to be in that file (after the `crt/host_runtime.h` include: the
   * primary file).
   */
  forceLine(file?: FileId): void {
    this.outLine = -1;
    if (file !== undefined) this.outFile = file;
    this.needLine = true;
  }

  /** The state `forceFile` changes, to undo it (see `unforce`). */
  forceState(): { outLine: number; outFile: FileId | undefined; pending: boolean; gen: number } {
    return {
      outLine: this.outLine,
      outFile: this.outFile,
      pending: this.needLine,
      gen: this.forces,
    };
  }

  /** How many times `forceFile` was called (`unforce` undoes only the last one). */
  private forces = 0;

  /**
   * Undoes a `forceFile` made for a position no text was written at (`saved`: the state before
   * it); false when text was written since or the state changed otherwise.
   */
  unforce(saved: { outLine: number; outFile: FileId | undefined; gen: number }): boolean {
    if (!this.needLine || this.outLine !== -1 || this.outFile !== undefined) return false;
    // (a later `forceFile`, after an `#endif` or a pragma, stays)
    if (this.forces !== saved.gen + 1) return false;
    this.outLine = saved.outLine;
    this.outFile = saved.outFile;
    return true;
  }

  /** Is a position set that no text was written at yet? */
  get positionPending(): boolean {
    return this.needLine;
  }

  /** The next text gets a marker naming the file (after `#endif`). */
  forceFile(): void {
    this.forces++;
    this.outLine = -1;
    this.outFile = undefined;
    this.needLine = true;
  }

  /**
   * After an `#endif` inside an expression (a lambda's body in `#if 0`): the text goes on
   * without a marker, and the next position change gets one naming the file.
   */
  forgetLine(): void {
    this.outLine = -1;
    this.outFile = undefined;
  }

  /** Generated text without newlines. */
  emit(s: string): void {
    this.check();
    this.put(s);
    this.col += s.length;
  }

  /** Ends the output line. */
  newline(): void {
    this.put(LF);
    this.outLine++;
    this.col = 0;
  }

  /** Text that must start a line (a pragma): newline first if needed, then the marker check. */
  lineStart(s: string): void {
    if (this.col !== 0) this.newline();
    this.check();
    this.put(s);
    this.col += s.length;
  }

  /** A whole directive line (`#if 0`, `#endif`): no marker check; the newline is counted. */
  directive(s: string): void {
    if (this.col !== 0) this.newline();
    this.put(s);
    this.newline();
    this.lastDirective = s;
  }

  /** The directive last written when nothing followed it yet, else "". */
  lastDirective = "";

  /** Text written as is: no marker check, newlines not counted (preamble blocks). */
  raw(s: string): void {
    this.put(s);
    const nl = s.lastIndexOf(LF);
    this.col = nl < 0 ? this.col + s.length : s.length - nl - 1;
  }

  /**
   * A block of whole lines written as the binary writes its stub pragmas: as is, newlines not
   * counted, and the column not reset (the binary counts the block as text on the current line),
   * so a following marker starts with a newline and text without a marker continues on the
   * block's last (empty) line.
   */
  rawBlock(s: string): void {
    this.put(s);
    this.col += s.length;
  }

  /** Everything written so far. */
  text(): string {
    this.spill();
    this.flush();
    if (this.parts.length !== 1) this.parts = [this.parts.join("")];
    return this.parts[0];
  }
}

// ---------------------------------------------------------------------------------------------
// Preamble

const P_LOCAL_TYPEDEFS = '#pragma GCC diagnostic ignored "-Wunused-local-typedefs"';
const P_ATTRIBUTES = '\n#pragma GCC diagnostic ignored "-Wattributes"\n';
const P_PUSH = "#pragma GCC diagnostic push";
const P_POP = "#pragma GCC diagnostic pop";
const P_UNUSED_VARIABLE = '#pragma GCC diagnostic ignored "-Wunused-variable"';
const P_UNUSED_FUNCTION = '#pragma GCC diagnostic ignored "-Wunused-function"';
const P_PRIVATE_FIELD = '#pragma GCC diagnostic ignored "-Wunused-private-field"';
const P_UNUSED_PARAMETER = '#pragma GCC diagnostic ignored "-Wunused-parameter"';

const MRT_HEAD =
  "static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt;" +
  " static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt" +
  " = in;} static char __nv_init_managed_rt_with_module(void **);";
const MRT_TAIL = " static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt =" +
  " (__nv_inited_managed_rt ? __nv_inited_managed_rt                 :" +
  " __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}";

/** The managed-runtime boilerplate line (without newline). */
export function managedRuntimeLine(pgcc: boolean): string {
  return MRT_HEAD + (pgcc ? "__attribute__((unused)) " : "") + MRT_TAIL;
}

/** The lambda-trait macro block (5 lines and a blank line); omitted with `--extended-lambda`. */
export const LAMBDA_MACROS = "#define __nv_is_extended_device_lambda_closure_type(X) false\n" +
  "#define __nv_is_extended_host_device_lambda_closure_type(X) false\n" +
  "#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false\n" +
  "#if defined(__nv_is_extended_device_lambda_closure_type) &&" +
  " defined(__nv_is_extended_host_device_lambda_closure_type)&&" +
  " defined(__nv_is_extended_device_lambda_with_preserved_return_type)\n" +
  "#endif\n\n";

/** Which preamble pragmas a host-compiler mode gets (thresholds observed on the binary). */
export interface PreambleShape {
  gnuMarkers: boolean;
  localTypedefs: boolean;
  attributes: boolean;
  pushPop: boolean;
  /** `push` without the matching `pop` (non-GNU mode). */
  lonePush: boolean;
  unusedInner: boolean;
  unusedAfter: boolean;
  clangExtras: boolean;
  pgcc: boolean;
  /** The trailer uses `#line 1 "stub"` (non-GNU and clang modes). */
  trailerLongMarkers: boolean;
}

export const DEFAULT_GNU_VERSION = 80100;

export function preambleShape(
  o:
    | EmitHostOptions
    | HostCompilerOptions & {
      staticHostStub?: boolean;
    },
): PreambleShape {
  if (o.noGcc) {
    return {
      gnuMarkers: false,
      localTypedefs: false,
      attributes: false,
      pushPop: false,
      lonePush: true,
      unusedInner: false,
      unusedAfter: false,
      clangExtras: false,
      pgcc: false,
      trailerLongMarkers: true,
    };
  }
  const attributes = !!o.staticHostStub;
  if (o.pgcc) {
    return {
      gnuMarkers: true,
      localTypedefs: false,
      attributes,
      pushPop: false,
      lonePush: false,
      unusedInner: false,
      unusedAfter: false,
      clangExtras: false,
      pgcc: true,
      trailerLongMarkers: false,
    };
  }
  if (o.clang) {
    const v = o.clangVersion ?? 1000000;
    return {
      gnuMarkers: true,
      localTypedefs: v > 30599,
      attributes,
      pushPop: true,
      lonePush: false,
      unusedInner: true,
      unusedAfter: true,
      clangExtras: true,
      pgcc: false,
      trailerLongMarkers: true,
    };
  }
  const g = o.gnuVersion ?? DEFAULT_GNU_VERSION;
  return {
    gnuMarkers: true,
    localTypedefs: g > 40799 && !o.icc,
    attributes,
    pushPop: g > 40599,
    lonePush: false,
    unusedInner: g > 40199,
    unusedAfter: g > 40199,
    clangExtras: false,
    pgcc: false,
    trailerLongMarkers: false,
  };
}

/** Writes the preamble; leaves the writer at (primary file, line 1) after a forced marker. */
export function emitPreamble(out: HostOut, o: EmitHostOptions, s: PreambleShape): void {
  const line = (text: string) => {
    out.syncLine();
    out.lineStart(text);
    out.newline();
  };
  out.setPos(o.primaryFileName, 1, false, o.primaryFileId);
  out.marker();
  if (s.localTypedefs) line(P_LOCAL_TYPEDEFS);
  if (s.attributes) {
    out.syncLine();
    out.raw(P_ATTRIBUTES);
  }
  if (s.pushPop || s.lonePush) line(P_PUSH);
  if (s.unusedInner) {
    line(P_UNUSED_VARIABLE);
    line(P_UNUSED_FUNCTION);
  }
  line(managedRuntimeLine(s.pgcc));
  if (s.pushPop) line(P_POP);
  if (s.unusedAfter) {
    line(P_UNUSED_VARIABLE);
    out.newline();
  }
  if (s.clangExtras) {
    line(P_PRIVATE_FIELD);
    out.newline();
    line(P_UNUSED_PARAMETER);
    out.newline();
  }
  out.syncLine();
  if (!o.extendedLambda) out.raw(LAMBDA_MACROS);
  out.marker();
}

// ---------------------------------------------------------------------------------------------
// Body items

/** One piece of a raw item: text at a source line, a directive line, or a forced marker. */
export type RawSegment =
  /** Text; with `line`, tagged with that position first (without, it continues the last one). */
  | { line?: number; file?: string; fileId?: FileId; system?: boolean; text: string }
  | { directive: string }
  | { force: "line" | "file" }
  /**
   * A `#pragma` line inside a declaration. Pragmas standing as statements carry no position;
   * a pragma attached to a statement (`#pragma unroll`) is printed after the statement's
   * position was set, so it gets that marker.
   */
  | { pragma: string; line?: number; file?: string; fileId?: FileId; system?: boolean }
  /** The `crt/host_runtime.h` include block (after the first global `size_t` typedef). */
  | { hostRuntimeInclude: true }
  /** Text written as is (no marker check, newlines not counted): the pragma blocks below. */
  | { raw: string };

/** A top-level entry of the source sequence, in source order. */
export type HostItem<D = unknown> =
  /** A `#pragma` to re-emit; `text` is what follows `#pragma `. */
  | { kind: "pragma"; file: string; fileId?: FileId; line: number; system?: boolean; text: string }
  /** A declaration printed by the `printDecl` callback. */
  | { kind: "decl"; decl: D }
  /** Pre-rendered output (tests, simple generated code). */
  | { kind: "raw"; segments: RawSegment[] };

export interface HostUnit<D = unknown> {
  items: HostItem<D>[];
}

/** Prints one declaration: call `out.setPos` before each piece of text, then `out.emit`. */
export type PrintDecl<D> = (decl: D, out: HostOut) => void;

/** Prints a raw item's segments (file defaults to `primary`). */
export function emitRawSegments(
  out: HostOut,
  segs: RawSegment[],
  primary: string,
  primaryId: FileId = primary,
): void {
  for (const s of segs) {
    if ("directive" in s) out.directive(s.directive);
    else if ("hostRuntimeInclude" in s) emitHostRuntimeInclude(out, primaryId);
    else if ("raw" in s) out.raw(s.raw);
    else if ("pragma" in s) {
      if (s.line !== undefined) out.setPos(s.file ?? primary, s.line, s.system, s.fileId);
      out.lineStart("#pragma " + s.pragma);
      out.newline();
    } else if ("force" in s) {
      if (s.force === "line") out.forceLine();
      else out.forceFile();
    } else {
      if (s.line !== undefined) out.setPos(s.file ?? primary, s.line, s.system, s.fileId);
      out.emit(s.text);
    }
  }
}

/** Written (raw) before a `static` device function; `DIAGNOSTIC_POP_BLOCK` after its `#endif`. */
export const UNUSED_FUNCTION_PUSH_BLOCK =
  '\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored "-Wunused-function"\n\n';
/** Written (raw) before a template kernel's `__wrapper__device_stub_` definition. */
export const UNUSED_PARAMETER_PUSH_BLOCK =
  '\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored "-Wunused-parameter"\n\n';
export const DIAGNOSTIC_POP_BLOCK = "\n#pragma GCC diagnostic pop\n\n";
/**
 * The template kernel's pragmas as the binary writes them (with `HostOut.rawBlock`): the blank
 * line the `*_BLOCK` forms end with is the newline a following marker starts with.
 */
export const UNUSED_PARAMETER_PUSH =
  '\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored "-Wunused-parameter"\n';
export const DIAGNOSTIC_POP = "\n#pragma GCC diagnostic pop\n";

/** The block written right after the first global-scope `typedef … size_t;`. */
export const HOST_RUNTIME_INCLUDE = [
  "#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)",
  "#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__",
  "#endif",
  '#include "crt/host_runtime.h"',
];

/**
 * Writes the `crt/host_runtime.h` include block; the next text gets a marker, naming its file
 * unless it is the primary file.
 */
export function emitHostRuntimeInclude(out: HostOut, primaryFileId: FileId): void {
  for (const l of HOST_RUNTIME_INCLUDE) out.directive(l);
  out.forceLine(primaryFileId);
}

/** Writes the trailer (after the body) and, with `--device-c`, the host reference arrays. */
export function emitTrailer(out: HostOut, o: EmitHostOptions, s: PreambleShape): void {
  if (out.col !== 0) out.newline();
  const m = (s.trailerLongMarkers ? "#line 1 " : "# 1 ") + '"' + o.stubFileName + '"\n';
  out.raw(
    "\n" + m + "#define _NV_ANON_NAMESPACE _GLOBAL__N_" + o.moduleId + "\n" +
      "#ifdef _NV_ANON_NAMESPACE\n#endif\n" + m + '#include "' + o.stubFileName + '"\n' + m +
      "#undef _NV_ANON_NAMESPACE\n",
  );
  if (o.deviceC) out.raw(formatHostRefArrays(o.hostRefs, o.moduleId));
}

/**
 * The whole host file. `printDecl` is required when the unit has `decl` items.
 */
export function emitHostFile<D>(
  unit: HostUnit<D>,
  opts: EmitHostOptions,
  printDecl?: PrintDecl<D>,
): string {
  const shape = preambleShape(opts);
  const out = new HostOut(shape.gnuMarkers, shape.clangExtras);
  emitPreamble(out, opts, shape);
  let anyEntity = false;
  for (const item of unit.items) {
    switch (item.kind) {
      case "pragma":
        out.setPos(item.file, item.line, item.system, item.fileId);
        out.lineStart("#pragma " + item.text);
        out.newline();
        break;
      case "decl":
        if (!printDecl) throw new Error("emitHostFile: a decl item needs printDecl");
        anyEntity = true;
        printDecl(item.decl, out);
        break;
      case "raw":
        anyEntity = true;
        emitRawSegments(out, item.segments, opts.primaryFileName, opts.primaryFileId);
        break;
    }
  }
  if (!anyEntity && opts.cMode) {
    out.emit("int __dummy_to_avoid_empty_file;");
    out.newline();
  }
  emitTrailer(out, opts, shape);
  return out.text();
}

/** The configuration fields the back end reads (a structural subset of `Config`). */
export interface HostConfigFields {
  lang: "c++" | "c" | "knr";
  noGcc: boolean;
  clang: boolean;
  clangVersion: number | undefined;
  gnuVersion: number | undefined;
  staticHostStub: boolean;
  extendedLambda: boolean;
  deviceC: boolean;
  /** `--icc` / `--pgc++` when the configuration records them. */
  icc?: boolean;
  pgcc?: boolean;
}

/**
 * Back-end options from the configuration. Note: the binary's default language follows GNU
 * mode: `--no_gcc` alone compiles C (so the C dummy appears), which the configuration's `lang`
 * must already reflect.
 */
export function hostOptionsFromConfig(
  cfg: HostConfigFields,
  o: {
    primaryFileName: string;
    primaryFileId?: FileId;
    stubFileName: string;
    moduleId: string;
    hostRefs?: HostRefLists;
  },
): EmitHostOptions {
  return {
    ...o,
    noGcc: cfg.noGcc,
    clang: cfg.clang,
    clangVersion: cfg.clangVersion,
    gnuVersion: cfg.gnuVersion,
    icc: cfg.icc,
    pgcc: cfg.pgcc,
    staticHostStub: cfg.staticHostStub,
    extendedLambda: cfg.extendedLambda,
    cMode: cfg.lang !== "c++",
    deviceC: cfg.deviceC,
  };
}

/**
 * Default host file name when there is no `--gen_c_file_name`: the input's base name with its
 * last extension replaced by `.int.c`, in the working directory (`sub/a.b.cu` → `a.b.int.c`,
 * `noext` → `noext.int.c`, `.hid` → `.int.c`). Input `-` writes to standard output (undefined here).
 */
export function defaultHostFileName(inputName: string): string | undefined {
  if (inputName === "-") return undefined;
  const base = inputName.slice(inputName.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return (dot >= 0 ? base.slice(0, dot) : base) + ".int.c";
}

/**
 * Text of a pragma the front end re-spells from its tokens (`omp`, `pack`, `message`,
 * `GCC visibility` from gnu 40200, `GCC optimize`/`target`): tokens joined by single spaces, no
 * space before a comma — `pack ( push, 4 )`, `reduction ( + : s )`, `message ( "ab" )`.
 */
export function respellPragma(tokens: string[]): string {
  let s = "";
  for (let i = 0; i < tokens.length; i++) {
    if (i > 0 && tokens[i] !== ",") s += " ";
    s += tokens[i];
  }
  return s;
}

/**
 * Text of a pragma copied as written (unknown pragmas, `GCC diagnostic`, `weak`, ...): every run
 * of blanks outside string and character literals becomes one space; leading and trailing blanks
 * go (`weird  "a  b"   c` → `weird "a  b" c`).
 */
export function collapsePragmaText(raw: string): string {
  let s = "";
  let pendingSpace = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 32 || c === 9 || c === 11 || c === 12 || c === 13) {
      pendingSpace = s.length > 0;
      continue;
    }
    if (pendingSpace) s += " ";
    pendingSpace = false;
    if (c === 34 || c === 39) {
      let j = i + 1;
      while (j < raw.length && raw.charCodeAt(j) !== c) j += raw.charCodeAt(j) === 92 ? 2 : 1;
      s += raw.slice(i, j + 1);
      i = j;
    } else s += raw[i];
  }
  return s;
}
