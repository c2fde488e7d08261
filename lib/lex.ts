/**
 * The lexer: gcc-preprocessed C++ text → `TokenBuffer`.
 *
 * The input has already been through gcc's preprocessor, so the only directives that normally
 * occur are line markers (`# N "file" flags`) and `#pragma` lines. Line markers go to the
 * `SourceMap`; each `#pragma` line becomes one `T.Pragma` token (so does `#ident`, which the
 * binary copies to its output). Hand-written inputs may carry other directives, handled as the
 * real binary does on a .ii file: `#warning`/`#error` are diagnosed, `#include` cannot be
 * honoured (no file system here) and is its "cannot open source file" catastrophe, `#if` /
 * `#ifdef` / `#elif` / `#else` / `#endif` groups are skipped or kept (with `#define`/`#undef`
 * tracked for them), unknown directives are errors. Macros are NOT expanded in the text.
 *
 * The text is the input's bytes as latin1 chars (cli.ts), or any JS string in tests. The scanner
 * works on char codes with a 128-entry class table and typed-array output; identifiers are
 * interned from the text range (a new spelling is sliced once); literal values are left to
 * literals.ts, except that the scanner's literal diagnostics are reported here like the binary.
 */

import { SourceMap } from "./source.ts";
import { KEYWORDS, T, TF, type TokenBuffer, TYPE_TRAITS } from "./tokens.ts";
import { ALT_TOKENS, type NameTable } from "./names.ts";
import { diagInfo } from "./diag_table.ts";
import {
  type LiteralDiag,
  parseCharLiteral,
  parseFloatLiteral,
  parseIntLiteral,
  parseStringLiteral,
} from "./literals.ts";

/** Dialect switches that change how spellings lex. */
export interface LexOptions {
  /** C++ standard year (2011, 2014, 2017, 2020, 2023). C++20 adds its keywords and `<=>`. */
  cppStd: number;
  /**
   * GNU compatibility version (`--gnu_version`, e.g. 120200; nvcc always passes it): gates some
   * GNU built-in keywords (`__is_same`, `__is_nothrow_convertible`, ...). Undefined means no
   * GNU mode, where the binary has none of them; so callers must pass `config.gnuVersion`.
   */
  gnuVersion?: number;
}

/**
 * What the lexer needs from the diagnostics engine (`Diagnostics` in diagnostics.ts satisfies
 * this structurally). `report` uses the table's severity and may throw to stop the compilation.
 */
export interface LexDiagSink {
  report(code: number, offset: number, args?: (string | number)[]): void;
  /**
   * Receives each `#pragma nv_diag_*` / `nv_diagnostic` line as the lexer meets it (offset of
   * the `#`), so the diagnostic state is in force for the lexer's own later diagnostics too.
   */
  addPragma?(offset: number, pragmaText: string): void;
}

/** Internal codes of the diagnostics the lexer finds (codes and texts checked with SARIF). */
export const LEX_DIAG = {
  /** error: comment unclosed at end of file (offset: the `/*`) */
  UNCLOSED_COMMENT: 6,
  /** error: unrecognized token (a stray `@`, `` ` ``, `\`, U+00A0, ...) */
  UNRECOGNIZED_TOKEN: 7,
  /** error: missing closing quote (the literal still counts as a string/char literal) */
  MISSING_CLOSING_QUOTE: 8,
  /** catastrophic: #error directive: %s (offset: the directive name) */
  ERROR_DIRECTIVE: 35,
  /** warning: #warning directive: %s (offset: the directive name; trailing blanks kept) */
  WARNING_DIRECTIVE: 1105,
  /** catastrophic: cannot open source file %sq (offset: the end of the #include line) */
  CANNOT_OPEN_SOURCE: 1696,
  /** error: unrecognized preprocessing directive (offset: the directive name) */
  UNRECOGNIZED_DIRECTIVE: 11,
  /** error: the #if for this directive is missing (#else/#elif/#endif; offset: the name) */
  MISSING_IF: 36,
  /** error: the #endif for this directive is missing (at the end; offset: the #if's name) */
  MISSING_ENDIF: 37,
  /** error: extra text after expected end of preprocessing directive (offset: the text) */
  EXTRA_DIRECTIVE_TEXT: 14,
  /** warning: digit separators not enabled, apostrophe begins a character literal (C++11) */
  DIGIT_SEPARATORS_NOT_ENABLED: 2628,
  /** error: function call is not allowed in a constant expression (`#if defined(X)`) */
  CALL_IN_CONSTANT_EXPRESSION: 59,
} as const;

/**
 * A diagnostic found while lexing. The real binary lexes on demand, so it reports these when the
 * parser first reaches token `token` (before the parser's own diagnostics for that token);
 * `reportLexDiags` lets the parser do the same.
 */
export interface LexDiag {
  token: number;
  code: number;
  offset: number;
  args: (string | number)[];
}

/** A `TokenBuffer` plus the lexical diagnostics, in token order. */
export interface LexResult extends TokenBuffer {
  lexDiags: LexDiag[];
  /**
   * `#ident "x"` lines, which the binary copies to its output. Until tokens.ts has
   * a kind for them they are `T.Pragma` tokens listed here; `pragmaText` holds the text after
   * the directive name.
   */
  identTokens: Set<number>;
}

/**
 * Reports, in order, the lexical diagnostics `tb.lexDiags[next..]` attached to tokens up to and
 * including `token`; returns the index of the first one not reported. Call it as the parser
 * advances (use `token = tb.count` at the end).
 */
export function reportLexDiags(
  tb: LexResult,
  next: number,
  token: number,
  diags: LexDiagSink,
): number {
  const list = tb.lexDiags;
  while (next < list.length && list[next].token <= token) {
    const d = list[next++];
    if (diagInfo(d.code) !== undefined) diags.report(d.code, d.offset, d.args);
  }
  return next;
}

/** Keywords that only exist from a given C++ standard on (earlier they are identifiers). */
const KEYWORD_SINCE: ReadonlyArray<readonly [string, number]> = [
  ["alignas", 2011],
  ["alignof", 2011],
  ["char16_t", 2011],
  ["char32_t", 2011],
  ["constexpr", 2011],
  ["decltype", 2011],
  ["noexcept", 2011],
  ["nullptr", 2011],
  ["static_assert", 2011],
  ["thread_local", 2011],
  ["char8_t", 2020],
  ["concept", 2020],
  ["requires", 2020],
  ["co_await", 2020],
  ["co_return", 2020],
  ["co_yield", 2020],
  ["consteval", 2020],
  ["constinit", 2020],
];

/**
 * Spellings in `KEYWORDS` that the real binary treats as plain identifiers in C++ mode
 * (checked with `int <spelling>;` under --c++17 and --c++20 with --gnu_version=120200).
 */
const NOT_KEYWORDS_IN_CXX: ReadonlyArray<string> = [
  "_Alignas",
  "_Alignof",
  "_Bool",
  "_Static_assert",
  "__auto_type",
];

/**
 * Keyword spellings that, under `--gnu_version=V`, exist only when V >= the given version (else
 * they are identifiers): g++ gained these built-ins over time and libstdc++ of older versions uses
 * some of the names for its own templates (g++ 12's `struct __is_nothrow_convertible`). Probed on
 * the binary with `int <spelling>;` at --gnu_version 80000, 100000, 110000, 120200, 130000 and
 * 140000; a version between two probes is given as the later probe's bracket (gcc x.0 → x0000).
 */
const GNU_KEYWORD_SINCE: ReadonlyArray<readonly [string, number]> = [
  ["__is_same", 100000],
  ["__builtin_bit_cast", 110000],
  ["__is_layout_compatible", 120000],
  ["__is_pointer_interconvertible_base_of", 120000],
  ["__is_convertible", 130000],
  ["__is_nothrow_convertible", 130000],
  ["__reference_constructs_from_temporary", 130000],
  ["__reference_converts_from_temporary", 130000],
  ["__type_pack_element", 140000],
  // an identifier at every probed version
  ["__reference_binds_to_temporary", Infinity],
];

/** Builds the kind of every reserved atom for one dialect (non-keywords map to Identifier). */
function keywordKinds(names: NameTable, opts: LexOptions): Uint16Array {
  const kinds = new Uint16Array(names.reservedCount).fill(T.Identifier);
  for (const [s, k] of KEYWORDS) kinds[names.intern(s)] = k;
  for (const [s, k] of ALT_TOKENS) kinds[names.intern(s)] = k;
  for (const s of TYPE_TRAITS) kinds[names.intern(s)] = T.KwTypeTrait;
  for (const [s, year] of KEYWORD_SINCE) {
    if (opts.cppStd < year) kinds[names.intern(s)] = T.Identifier;
  }
  for (const s of NOT_KEYWORDS_IN_CXX) kinds[names.intern(s)] = T.Identifier;
  // without --gnu_version the binary has none of these (probed): like a version below them all
  const gnu = opts.gnuVersion ?? 0;
  for (const [s, v] of GNU_KEYWORD_SINCE) if (gnu < v) kinds[names.intern(s)] = T.Identifier;
  return kinds;
}

// ---- character classes ---------------------------------------------------------------------

const C_IDSTART = 1;
const C_DIGIT = 2;
const C_HSPACE = 4; // space, tab, vertical tab, form feed, carriage return
const C_IDCONT = C_IDSTART | C_DIGIT;
const C_HEX = 8;

const CLASS = new Uint8Array(128);
for (let c = 0x61; c <= 0x7a; c++) CLASS[c] = C_IDSTART;
for (let c = 0x41; c <= 0x5a; c++) CLASS[c] = C_IDSTART;
CLASS[0x5f] = C_IDSTART; // _
CLASS[0x24] = C_IDSTART; // $ (GNU)
for (let c = 0x30; c <= 0x39; c++) CLASS[c] = C_DIGIT | C_HEX;
for (let c = 0x61; c <= 0x66; c++) CLASS[c] |= C_HEX;
for (let c = 0x41; c <= 0x46; c++) CLASS[c] |= C_HEX;
CLASS[0x20] = C_HSPACE;
CLASS[0x09] = C_HSPACE;
CLASS[0x0b] = C_HSPACE;
CLASS[0x0c] = C_HSPACE;
CLASS[0x0d] = C_HSPACE;

/** Kinds of the punctuators that are always one character (0 = look further). */
const SINGLE = new Uint16Array(128);
SINGLE[0x28] = T.LParen;
SINGLE[0x29] = T.RParen;
SINGLE[0x5b] = T.LBracket;
SINGLE[0x5d] = T.RBracket;
SINGLE[0x7b] = T.LBrace;
SINGLE[0x7d] = T.RBrace;
SINGLE[0x3b] = T.Semi;
SINGLE[0x2c] = T.Comma;
SINGLE[0x3f] = T.Question;
SINGLE[0x7e] = T.Tilde;

const LF = 10;
const SQUOTE = 0x27;
const DQUOTE = 0x22;
const BSLASH = 0x5c;

/**
 * Identifier continuation: ASCII class, or any non-ASCII char. The driver hands over the bytes
 * as latin1 chars, so a UTF-8 character is a run of chars 0x80..0xFF; a non-breaking space
 * (UTF-8 C2 A0, or U+00A0 in an already decoded string) is not part of an identifier (the binary
 * says "unrecognized token"). See `nbspAt`.
 */
export function isIdCont(c: number): boolean {
  return c >= 128 ? c !== 0xfeff : (CLASS[c] & C_IDCONT) !== 0;
}

/** Length of a non-breaking space at `i` (C2 A0 as latin1 chars, or a lone U+00A0), else 0. */
function nbspAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 0xc2) return text.charCodeAt(i + 1) === 0xa0 ? 2 : 0;
  if (c !== 0xa0) return 0;
  // a UTF-8 continuation byte A0 follows a lead/continuation byte; U+00A0 follows ASCII
  const p = i > 0 ? text.charCodeAt(i - 1) : 0;
  return p < 0x80 ? 1 : 0;
}

/** Length of a universal-character-name at `i` (`\uXXXX` or `\UXXXXXXXX`), else 0. */
function ucnLength(text: string, i: number): number {
  const u = text.charCodeAt(i + 1);
  const w = u === 0x75 ? 4 : u === 0x55 ? 8 : 0;
  if (w === 0) return 0;
  for (let k = 0; k < w; k++) {
    const h = text.charCodeAt(i + 2 + k);
    if (!(h < 128 && (CLASS[h] & C_HEX) !== 0)) return 0;
  }
  return w + 2;
}

// ---- token buffer builder --------------------------------------------------------------------

class Builder {
  count = 0;
  kind: Uint16Array;
  start: Uint32Array;
  end: Uint32Array;
  flags: Uint8Array;
  atom: Int32Array;
  constructor(cap: number) {
    this.kind = new Uint16Array(cap);
    this.start = new Uint32Array(cap);
    this.end = new Uint32Array(cap);
    this.flags = new Uint8Array(cap);
    this.atom = new Int32Array(cap);
  }
  grow(): void {
    const cap = this.kind.length * 2;
    const k = new Uint16Array(cap);
    k.set(this.kind);
    this.kind = k;
    const s = new Uint32Array(cap);
    s.set(this.start);
    this.start = s;
    const e = new Uint32Array(cap);
    e.set(this.end);
    this.end = e;
    const f = new Uint8Array(cap);
    f.set(this.flags);
    this.flags = f;
    const a = new Int32Array(cap);
    a.set(this.atom);
    this.atom = a;
  }
  push(kind: number, start: number, end: number, flags: number, atom: number): number {
    const n = this.count;
    if (n === this.kind.length) this.grow();
    this.kind[n] = kind;
    this.start[n] = start;
    this.end[n] = end;
    this.flags[n] = flags;
    this.atom[n] = atom;
    this.count = n + 1;
    return n;
  }
}

// ---- directives ------------------------------------------------------------------------------

/** Offset of the end of the (logical) line starting before `i`: the LF, or the text length. */
function lineEnd(text: string, i: number): number {
  for (;;) {
    const e = text.indexOf("\n", i);
    if (e < 0) return text.length;
    // a backslash-newline continues a directive line
    let b = e - 1;
    if (b >= i && text.charCodeAt(b) === 13) b--;
    if (b >= i && text.charCodeAt(b) === BSLASH) {
      i = e + 1;
      continue;
    }
    return e;
  }
}

/** `end` with a trailing CR removed. */
function trimCR(text: string, start: number, end: number): number {
  return end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
}

function skipHSpace(text: string, i: number, end: number): number {
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c < 128 && (CLASS[c] & C_HSPACE) !== 0) i++;
    else break;
  }
  return i;
}

/**
 * Decodes the quoted file name of a line marker starting at the opening quote `q`.
 * gcc escapes `\` and `"` with a backslash and unprintable bytes as octal. The input text is a
 * byte string (read as latin1), so an octal escape yields the char with that byte value; the
 * binary prints `"b\303\251.h"` as the raw bytes `b`, 0xC3, 0xA9, `.h`.
 * Returns the name and the offset after the closing quote.
 */
export function decodeMarkerFileName(
  text: string,
  q: number,
  end: number,
): { name: string; next: number } {
  let i = q + 1;
  let simple = true;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === DQUOTE) break;
    if (c === BSLASH) simple = false;
    i++;
  }
  if (simple) return { name: text.slice(q + 1, i), next: i < end ? i + 1 : i };
  let name = "";
  i = q + 1;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === DQUOTE) {
      i++;
      break;
    }
    if (c === BSLASH && i + 1 < end) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0x30 && d <= 0x37) {
        let v = 0, k = i + 1;
        while (k < i + 4 && k < end) {
          const o = text.charCodeAt(k);
          if (o < 0x30 || o > 0x37) break;
          v = v * 8 + (o - 0x30);
          k++;
        }
        name += String.fromCharCode(v & 0xff);
        i = k;
        continue;
      }
      name += d === 0x6e ? "\n" : d === 0x74 ? "\t" : d === 0x72 ? "\r" : String.fromCharCode(d);
      i += 2;
      continue;
    }
    name += text[i];
    i++;
  }
  return { name, next: i };
}

/** Parses decimal digits at `i`; returns [value, next] or [-1, i] when there are none. */
function parseDecimal(text: string, i: number, end: number): [number, number] {
  let v = 0, k = i;
  while (k < end) {
    const c = text.charCodeAt(k);
    if (c < 0x30 || c > 0x39) break;
    v = v * 10 + (c - 0x30);
    k++;
  }
  return k === i ? [-1, i] : [v, k];
}

// ---- the lexer -------------------------------------------------------------------------------

const kindCache = new WeakMap<NameTable, Map<string, Uint16Array>>();

function kindsFor(names: NameTable, opts: LexOptions): Uint16Array {
  let m = kindCache.get(names);
  if (m === undefined) kindCache.set(names, m = new Map());
  const key = `${opts.cppStd}/${opts.gnuVersion}`;
  let k = m.get(key);
  if (k === undefined) m.set(key, k = keywordKinds(names, opts));
  return k;
}

/** Is `s` (length ≤ 3) a string/char encoding prefix? 1 = ordinary prefix, 2 = raw prefix. */
function encodingPrefix(text: string, s: number, len: number): number {
  const a = text.charCodeAt(s);
  if (len === 1) {
    if (a === 0x52) return 2; // R
    return a === 0x75 || a === 0x55 || a === 0x4c ? 1 : 0; // u U L
  }
  const b = text.charCodeAt(s + 1);
  if (len === 2) {
    if (a === 0x75 && b === 0x38) return 1; // u8
    if (b === 0x52 && (a === 0x75 || a === 0x55 || a === 0x4c)) return 2; // uR UR LR
    return 0;
  }
  if (len === 3) {
    return a === 0x75 && b === 0x38 && text.charCodeAt(s + 2) === 0x52 ? 2 : 0; // u8R
  }
  return 0;
}

/**
 * Lexes the whole of `sm.text`. Line markers are recorded in `sm` (so call this once per
 * SourceMap); identifiers are interned in `names`. Lexical diagnostics are always recorded in
 * `lexDiags`; when `diags` is given they are also reported at once (simple callers), so a parser
 * that wants the binary's interleaving passes no `diags` and uses `reportLexDiags` instead.
 * Codes that diag_table.ts does not list yet are recorded but not reported (the engine would
 * throw on them); LEX_DIAG and LITERAL_DIAGS give their texts and severities.
 */
export function lex(
  sm: SourceMap,
  names: NameTable,
  opts: LexOptions,
  diags?: LexDiagSink,
): LexResult {
  const text = sm.text;
  const n = text.length;
  const kwKinds = kindsFor(names, opts);
  const reserved = names.reservedCount;
  const cxx20 = opts.cppStd >= 2020;
  const separators = opts.cppStd >= 2014;
  const u8Chars = opts.cppStd >= 2017;
  const out = new Builder(Math.max(64, Math.ceil(n / 6) + 16)); // real inputs: 1 token per 6-8 chars
  const pragmaText = new Map<number, string>();
  const lexDiags: LexDiag[] = [];
  const identTokens = new Set<number>();
  /** Object-like macro bodies by name (function-like ones map to ""), for #if/#ifdef only. */
  const macros = new Map<string, string>();
  /** Body ranges (in `text`) of the object-like macros, which are expanded in the text. */
  const bodies = new Map<string, readonly [number, number]>();
  /** Open conditional groups: whether some group of the chain was already taken. */
  const conds: boolean[] = [];
  /** Offset of each open group's directive name (for "the #endif ... is missing"). */
  const condAt: number[] = [];
  const diag = (code: number, offset: number, args: (string | number)[]): void => {
    lexDiags.push({ token: out.count, code, offset, args });
    if (diags && diagInfo(code) !== undefined) diags.report(code, offset, args);
  };

  let i = 0;
  /** Flags for the next token: LineStart / SpaceBefore gathered so far, plus System. */
  let pending: number = TF.LineStart;
  let sys = 0;
  let atLineStart = true;

  const directive = (hash: number): void => {
    const end = lineEnd(text, hash);
    const lineStop = trimCR(text, hash, end);
    let p = skipHSpace(text, hash + 1, lineStop);
    const c = p < lineStop ? text.charCodeAt(p) : -1;
    if (c >= 0x30 && c <= 0x39) {
      lineMarker(hash, p, lineStop, true);
    } else if (c >= 0 && c < 128 && (CLASS[c] & C_IDSTART) !== 0) {
      const ws = p;
      while (p < lineStop && isIdCont(text.charCodeAt(p))) p++;
      const word = text.slice(ws, p);
      switch (word) {
        case "pragma": {
          const t = out.push(T.Pragma, hash, lineStop, pending | sys, -1);
          const body = text.slice(p, lineStop).trim();
          pragmaText.set(t, body);
          if (diags?.addPragma !== undefined && body.startsWith("nv_diag")) {
            diags.addPragma(hash, body);
          }
          break;
        }
        case "ident": {
          const t = out.push(T.Pragma, hash, lineStop, pending | sys, -1);
          pragmaText.set(t, text.slice(p, lineStop).trim());
          identTokens.add(t);
          break;
        }
        case "define": {
          const q = skipHSpace(text, p, lineStop);
          let e = q;
          while (e < lineStop && isIdCont(text.charCodeAt(e))) e++;
          const name = text.slice(q, e);
          const fnLike = text.charCodeAt(e) === 0x28;
          const body = fnLike ? "" : text.slice(e, lineStop).trim();
          if (name !== "") {
            macros.set(name, body);
            const bs = skipHSpace(text, e, lineStop);
            let be = lineStop;
            while (be > bs && (CLASS[text.charCodeAt(be - 1)] & C_HSPACE) !== 0) be--;
            if (!fnLike && be > bs) bodies.set(name, [bs, be]);
            else bodies.delete(name);
          }
          break;
        }
        case "undef": {
          const q = skipHSpace(text, p, lineStop);
          let e = q;
          while (e < lineStop && isIdCont(text.charCodeAt(e))) e++;
          macros.delete(text.slice(q, e));
          bodies.delete(text.slice(q, e));
          break;
        }
        case "if":
        case "ifdef":
        case "ifndef": {
          let v: boolean;
          if (word === "if") {
            const r = evalCondition(text.slice(p, lineStop), macros);
            if (r.error) diag(r.error.code, p + r.error.at, []);
            v = r.value;
          } else v = macros.has(firstWord(text, p, lineStop)) === (word === "ifdef");
          conds.push(v);
          condAt.push(ws);
          if (!v) {
            i = skipGroup(end);
            return;
          }
          break;
        }
        case "elif":
        case "elifdef":
        case "elifndef":
        case "else":
          // reached from an active group: the chain is taken, skip to its #endif
          if (conds.length === 0) diag(LEX_DIAG.MISSING_IF, ws, []);
          else {
            conds[conds.length - 1] = true;
            i = skipGroup(end);
            return;
          }
          break;
        case "endif":
          if (conds.length === 0) diag(LEX_DIAG.MISSING_IF, ws, []);
          else {
            conds.pop();
            condAt.pop();
          }
          break;
        case "assert":
        case "unassert":
          break;
        case "line":
          lineMarker(hash, skipHSpace(text, p, lineStop), lineStop, false);
          break;
        case "warning":
          diag(LEX_DIAG.WARNING_DIRECTIVE, ws, [
            text.slice(skipHSpace(text, p, lineStop), lineStop),
          ]);
          break;
        case "error":
          diag(LEX_DIAG.ERROR_DIRECTIVE, ws, [text.slice(skipHSpace(text, p, lineStop), lineStop)]);
          break;
        case "include":
        case "include_next":
        case "import": {
          const q = skipHSpace(text, p, lineStop);
          const open = text.charCodeAt(q);
          const close = open === 0x3c ? 0x3e : DQUOTE;
          let e = q + 1;
          while (e < lineStop && text.charCodeAt(e) !== close) e++;
          diag(LEX_DIAG.CANNOT_OPEN_SOURCE, end, [text.slice(q + 1, e)]);
          break;
        }
        default:
          diag(LEX_DIAG.UNRECOGNIZED_DIRECTIVE, ws, []);
          break;
      }
    }
    i = end;
  };

  /**
   * Skips the lines of an inactive conditional group starting at `from` (just past a directive
   * line); returns where lexing resumes: after the #endif closing the chain, or after an
   * #elif/#else that activates the next group.
   */
  const skipGroup = (from: number): number => {
    let depth = 0;
    let q = from;
    while (q < n) {
      const eol = lineEnd(text, q);
      const stop = trimCR(text, q, eol);
      let r = skipHSpace(text, q, stop);
      if (r < stop && text.charCodeAt(r) === 0x23) {
        r = skipHSpace(text, r + 1, stop);
        const w = firstWord(text, r, stop);
        const after = r + w.length;
        const next = eol < n ? eol + 1 : n;
        if (w === "if" || w === "ifdef" || w === "ifndef") depth++;
        else if (w === "endif") {
          if (depth === 0) {
            conds.pop();
            condAt.pop();
            return eol;
          }
          depth--;
        } else if (depth === 0 && !conds[conds.length - 1]) {
          let v = false;
          if (w === "else") v = true;
          else if (w === "elif") {
            const r = evalCondition(text.slice(after, stop), macros);
            if (r.error) diag(r.error.code, after + r.error.at, []);
            v = r.value;
          } else if (w === "elifdef" || w === "elifndef") {
            v = macros.has(firstWord(text, skipHSpace(text, after, stop), stop)) ===
              (w === "elifdef");
          }
          if (v) {
            conds[conds.length - 1] = true;
            return eol;
          }
        }
        q = next;
        continue;
      }
      q = eol < n ? eol + 1 : n;
    }
    return n; // the open groups are diagnosed at the end
  };

  const lineMarker = (hash: number, p: number, stop: number, gnu: boolean): void => {
    const [num, q] = parseDecimal(text, p, stop);
    if (num < 0) return;
    const physLine = sm.physLineOf(hash);
    const prev = sm.markers.length > 0 ? sm.markers[sm.markers.length - 1] : undefined;
    let file = prev !== undefined ? prev.file : sm.inputName;
    let r = skipHSpace(text, q, stop);
    if (r < stop && text.charCodeAt(r) === DQUOTE) {
      const d = decodeMarkerFileName(text, r, stop);
      file = d.name;
      r = d.next;
    }
    let flags = 0;
    if (gnu) {
      for (;;) {
        r = skipHSpace(text, r, stop);
        const [f, r2] = parseDecimal(text, r, stop);
        if (f < 0) break;
        if (f >= 1 && f <= 4) flags |= 1 << (f - 1);
        r = r2;
      }
    } else if (prev !== undefined) {
      flags = prev.flags & 4; // #line keeps the system-header state
    }
    sm.addMarker(physLine, file, num, flags);
    sys = (flags & 4) !== 0 ? TF.System : 0;
  };

  while (i < n) {
    let c = text.charCodeAt(i);
    // ---- white space, newlines, comments, directives
    if (c < 128 && (CLASS[c] & C_HSPACE) !== 0) {
      i++;
      pending |= TF.SpaceBefore;
      continue;
    }
    if (c === LF) {
      i++;
      pending = TF.LineStart;
      atLineStart = true;
      continue;
    }
    if (c === 0x23 && atLineStart) { // #
      directive(i);
      continue;
    }
    if (c === 0x2f) { // /
      const d = text.charCodeAt(i + 1);
      if (d === 0x2f) {
        i = lineEnd(text, i + 2); // a backslash-newline continues the comment (binary)
        pending |= TF.SpaceBefore;
        continue;
      }
      if (d === 0x2a) {
        const e = text.indexOf("*/", i + 2);
        if (e < 0) diag(LEX_DIAG.UNCLOSED_COMMENT, i, []);
        // a comment spanning lines leaves the next token first on its physical line
        const nl = text.indexOf("\n", i + 2);
        if (nl >= 0 && (e < 0 || nl < e)) pending |= TF.LineStart;
        i = e < 0 ? n : e + 2;
        pending |= TF.SpaceBefore;
        continue;
      }
    }
    if (c === BSLASH) {
      // line splice
      const d = text.charCodeAt(i + 1);
      if (d === LF) {
        i += 2;
        continue;
      }
      if (d === 13 && text.charCodeAt(i + 2) === LF) {
        i += 3;
        continue;
      }
    }
    atLineStart = false;
    const flags = pending | sys;
    pending = 0;
    const s = i;

    // ---- identifiers, keywords, encoding prefixes
    if (
      c >= 128
        ? isIdCont(c) && nbspAt(text, i) === 0
        : (CLASS[c] & C_IDSTART) !== 0 || (c === BSLASH && ucnLength(text, i) > 0)
    ) {
      const c0 = c;
      i = identEnd(text, c === BSLASH ? i + ucnLength(text, i) : i + 1);
      c = text.charCodeAt(i);
      if ((c === DQUOTE || c === SQUOTE) && i - s <= 3) {
        const pre = encodingPrefix(text, s, i - s);
        if (pre === 2 && c === DQUOTE) {
          i = rawString(i);
          literalDiags(out.push(T.StringLit, s, i, flags, -1));
          continue;
        }
        // u8 character literals are C++17 (before, `u8'a'` is `u8` and `'a'`: binary)
        if (pre === 1 && (c === DQUOTE || i - s !== 2 || u8Chars)) {
          const e = quoted(i, c);
          if (e < 0) diag(LEX_DIAG.MISSING_CLOSING_QUOTE, s, []);
          const t = out.push(c === DQUOTE ? T.StringLit : T.CharLit, s, Math.abs(e), flags, -1);
          if (e >= 0) literalDiags(t); // an unterminated literal only gets "missing closing quote"
          i = Math.abs(e);
          continue;
        }
      }
      const atom = identPlain && c0 < 128 && c0 !== BSLASH
        ? names.internRange(text, s, i)
        : names.intern(canonicalIdentifier(text.slice(s, i)));
      if (bodies.size !== 0 && bodies.has(names.text(atom))) {
        expand(names.text(atom), flags, new Set());
        continue;
      }
      out.push(atom < reserved ? kwKinds[atom] : T.Identifier, s, i, flags, atom);
      continue;
    }

    // ---- numbers
    if ((c >= 0x30 && c <= 0x39) || (c === 0x2e && isDigitAt(i + 1))) {
      i = ppNumberEnd(text, i, separators);
      if (!separators && text.charCodeAt(i) === SQUOTE && isIdCont(text.charCodeAt(i + 1))) {
        diag(LEX_DIAG.DIGIT_SEPARATORS_NOT_ENABLED, i, []);
      }
      literalDiags(out.push(numberKind(text, s, i), s, i, flags, -1));
      continue;
    }

    // ---- literals
    if (c === DQUOTE || c === SQUOTE) {
      const e = quoted(i, c);
      if (e < 0) diag(LEX_DIAG.MISSING_CLOSING_QUOTE, s, []);
      const t = out.push(c === DQUOTE ? T.StringLit : T.CharLit, s, Math.abs(e), flags, -1);
      if (e >= 0) literalDiags(t); // an unterminated literal only gets "missing closing quote"
      i = Math.abs(e);
      continue;
    }

    // ---- punctuators
    let k = c < 128 ? SINGLE[c] : 0;
    if (k !== 0) i++;
    else {
      const r = punctuator(text, i, c, cxx20);
      k = r & 0xffff;
      i += r >>> 16;
      // `operator<<<int>` names operator<< with template arguments (binary); likewise `>>>`
      if (
        (k === T.LaunchBegin || k === T.LaunchEnd) && out.count > 0 &&
        out.kind[out.count - 1] === T.KwOperator
      ) {
        k = k === T.LaunchBegin ? T.LessLess : T.GreaterGreater;
        i--;
      }
    }
    if (k === T.Unknown || k === T.At || k === T.Backslash) {
      diag(LEX_DIAG.UNRECOGNIZED_TOKEN, s, []);
    }
    out.push(k, s, i, flags, -1);
  }
  // groups still open at the end: innermost first, at their directive names (binary)
  for (let g = condAt.length - 1; g >= 0; g--) diag(LEX_DIAG.MISSING_ENDIF, condAt[g], []);
  out.push(T.EOF, n, n, pending | sys, -1);
  return {
    text,
    count: out.count,
    kind: out.kind,
    start: out.start,
    end: out.end,
    flags: out.flags,
    atom: out.atom,
    pragmaText,
    lexDiags,
    identTokens,
  };

  /**
   * Reports the diagnostics the binary's scanner gives for literal token `t` (see literals.ts),
   * skipping the literals that cannot have any (plain decimal numbers, strings without
   * escapes or suffixes). 23 (too large) goes at the previous token, as the binary puts it.
   */
  function literalDiags(t: number): void {
    const k = out.kind[t], s = out.start[t], e = out.end[t];
    let list: LiteralDiag[];
    if (k === T.IntLit) {
      const c0 = text.charCodeAt(s);
      if (e - s <= 18 && (c0 !== 0x30 || e - s === 1)) {
        let p = s + 1;
        while (p < e && isDigitAt(p)) p++;
        if (p === e) return;
      }
      list = parseIntLiteral(text.slice(s, e)).diags;
    } else if (k === T.FloatLit) {
      list = parseFloatLiteral(text.slice(s, e)).diags;
    } else if (k === T.CharLit) {
      list = parseCharLiteral(text.slice(s, e), opts.cppStd).diags;
    } else {
      let p = s;
      while (p < e && text.charCodeAt(p) !== BSLASH) p++;
      if (p === e && text.charCodeAt(e - 1) === DQUOTE) return;
      list = parseStringLiteral(text.slice(s, e)).diags;
    }
    for (const d of list) {
      const at = d.code === 23 && t > 0 ? out.start[t - 1] : s + d.at;
      lexDiags.push({ token: t, code: d.code, offset: at, args: [] });
      if (diags && diagInfo(d.code) !== undefined) diags.report(d.code, at, []);
    }
  }

  /**
   * Expands object-like macro `name` in place: its body tokens (positions inside the #define
   * line, so spellings slice correctly), the first one with the use's flags. Nested macros are
   * expanded except those in `hide` (no recursion). Function-like macros are not expanded.
   */
  function expand(name: string, flags: number, hide: Set<string>): void {
    const [bs, be] = bodies.get(name)!;
    const sub = lex(new SourceMap(text.slice(bs, be), ""), names, opts);
    hide.add(name);
    for (let t = 0; t < sub.count - 1; t++) {
      const f = t === 0 ? flags : (sub.flags[t] & TF.SpaceBefore) | sys;
      const a = sub.atom[t];
      if (sub.kind[t] === T.Identifier && !hide.has(names.text(a)) && bodies.has(names.text(a))) {
        expand(names.text(a), f, hide);
        continue;
      }
      out.push(sub.kind[t], sub.start[t] + bs, sub.end[t] + bs, f, a);
    }
    hide.delete(name);
  }

  function isDigitAt(p: number): boolean {
    const d = text.charCodeAt(p);
    return d >= 0x30 && d <= 0x39;
  }

  /**
   * Scans a quoted literal whose opening quote is at `q`; returns the offset after it (and after
   * any user-defined-literal suffix), or the negated end-of-line offset when it is unterminated.
   */
  function quoted(q: number, quote: number): number {
    let p = q + 1;
    for (;;) {
      if (p >= n) return -n;
      const d = text.charCodeAt(p);
      if (d === quote) {
        p++;
        break;
      }
      if (d === BSLASH) {
        const e = text.charCodeAt(p + 1);
        if (e === 13 && text.charCodeAt(p + 2) === LF) p += 3;
        else p += 2;
        continue;
      }
      if (d === LF) return -trimCR(text, q, p);
      p++;
    }
    return udSuffix(p);
  }

  /** Raw string: `q` is at the opening quote after the R prefix. */
  function rawString(q: number): number {
    let p = q + 1;
    const limit = Math.min(n, p + 17);
    while (p < limit) {
      const d = text.charCodeAt(p);
      if (d === 0x28 || d === 0x29 || d === BSLASH || d === 0x20 || d === DQUOTE || d < 0x20) break;
      p++;
    }
    if (text.charCodeAt(p) !== 0x28) {
      // malformed delimiter: treat it as an ordinary string
      const e = quoted(q, DQUOTE);
      return Math.abs(e);
    }
    const closer = ")" + text.slice(q + 1, p) + '"';
    const e = text.indexOf(closer, p + 1);
    if (e < 0) return n;
    return udSuffix(e + closer.length);
  }

  /** Extends a literal ending at `p` over a user-defined-literal suffix. */
  function udSuffix(p: number): number {
    const d = text.charCodeAt(p);
    if (d < 128 ? (CLASS[d] & C_IDSTART) !== 0 : isIdCont(d)) {
      p++;
      while (p < n && isIdCont(text.charCodeAt(p))) p++;
    }
    return p;
  }
}

/** The identifier at `p` (after blanks), or "". */
function firstWord(text: string, p: number, stop: number): string {
  p = skipHSpace(text, p, stop);
  let e = p;
  while (e < stop && isIdCont(text.charCodeAt(e))) e++;
  return text.slice(p, e);
}

/** Result of `evalCondition`: the value, and the binary's error if the directive is bad. */
export interface CondResult {
  value: boolean;
  /** Diagnostic code and offset within the expression text (the group is then skipped). */
  error?: { code: number; at: number };
}

const COND_TOKEN = /[A-Za-z_$][\w$]*|0[xX][0-9a-fA-F']+|\d[\w']*|&&|\|\||<<|>>|[<>=!]=|\S/g;

const PREC: Readonly<Record<string, number>> = {
  "*": 10,
  "/": 10,
  "%": 10,
  "+": 9,
  "-": 9,
  "<<": 8,
  ">>": 8,
  "<": 7,
  ">": 7,
  "<=": 7,
  ">=": 7,
  "==": 6,
  "!=": 6,
  "&": 5,
  "^": 4,
  "|": 3,
  "&&": 2,
  "||": 1,
};

/**
 * Evaluates a `#if` condition over integer literals, identifiers (an object-like macro's body is
 * evaluated, anything else is 0) and C's unary, binary and `?:` operators. Like the binary on
 * .ii input, `defined` is not an operator: `defined(X)` is error 59 (function call in a constant
 * expression) and `defined X` error 14 (extra text after the expression); both make the group
 * inactive. Covers hand-written tests; gcc-preprocessed input has no conditionals.
 */
export function evalCondition(
  expr: string,
  macros: ReadonlyMap<string, string>,
  depth = 0,
): CondResult {
  const toks: string[] = [];
  const offs: number[] = [];
  for (const m of expr.matchAll(COND_TOKEN)) {
    toks.push(m[0]);
    offs.push(m.index);
  }
  let k = 0;
  let error: { code: number; at: number } | undefined;
  const peek = () => toks[k];
  const isIdent = (t: string) => /^[A-Za-z_$]/.test(t);
  const num = (t: string): bigint => {
    const m = /^(0[xX][0-9a-fA-F']+|0[0-7']*|[1-9][\d']*)/.exec(t);
    if (!m) return 0n;
    const d = m[1].replaceAll("'", "");
    if (/^0[xX]/.test(d)) return BigInt(d);
    return d.length > 1 && d.startsWith("0") ? BigInt("0o" + d.slice(1)) : BigInt(d);
  };
  const primary = (): bigint => {
    const t = toks[k++];
    if (t === undefined) return 0n;
    if (t === "(") {
      const v = cond();
      if (peek() === ")") k++;
      return v;
    }
    if (t === "!") return primary() === 0n ? 1n : 0n;
    if (t === "-") return -primary();
    if (t === "+") return primary();
    if (t === "~") return ~primary();
    if (/^\d/.test(t)) return num(t);
    if (isIdent(t)) {
      if (peek() === "(") error ??= { code: 59, at: offs[k - 1] };
      if (t === "true") return 1n;
      const body = macros.get(t);
      if (body === undefined || body === "" || depth > 50) return 0n;
      if (/^\d+$/.test(body)) return BigInt(body);
      return evalCondition(body, macros, depth + 1).value ? 1n : 0n;
    }
    return 0n;
  };
  const binary = (minPrec: number): bigint => {
    let l = primary();
    for (;;) {
      const op = peek();
      const pr = op === undefined ? undefined : PREC[op];
      if (pr === undefined || pr < minPrec) return l;
      k++;
      const r = binary(pr + 1);
      const b = (x: boolean) => (x ? 1n : 0n);
      switch (op) {
        case "*":
          l *= r;
          break;
        case "/":
          l = r === 0n ? 0n : l / r;
          break;
        case "%":
          l = r === 0n ? 0n : l % r;
          break;
        case "+":
          l += r;
          break;
        case "-":
          l -= r;
          break;
        case "<<":
          l <<= r;
          break;
        case ">>":
          l >>= r;
          break;
        case "<":
          l = b(l < r);
          break;
        case ">":
          l = b(l > r);
          break;
        case "<=":
          l = b(l <= r);
          break;
        case ">=":
          l = b(l >= r);
          break;
        case "==":
          l = b(l === r);
          break;
        case "!=":
          l = b(l !== r);
          break;
        case "&":
          l &= r;
          break;
        case "^":
          l ^= r;
          break;
        case "|":
          l |= r;
          break;
        case "&&":
          l = b(l !== 0n && r !== 0n);
          break;
        case "||":
          l = b(l !== 0n || r !== 0n);
          break;
      }
    }
  };
  const cond = (): bigint => {
    const c = binary(1);
    if (peek() !== "?") return c;
    k++;
    const a = cond();
    if (peek() === ":") k++;
    const b = cond();
    return c !== 0n ? a : b;
  };
  const v = cond();
  if (k < toks.length) error ??= { code: 14, at: offs[k] };
  return error === undefined ? { value: v !== 0n } : { value: false, error };
}

/**
 * Scans the punctuator (or stray character) starting with char code `c` at `i`; returns
 * `kind | length << 16`.
 */
function punctuator(text: string, i: number, c: number, cxx20: boolean): number {
  const c1 = text.charCodeAt(i + 1);
  let k: T;
  let len = 1;
  switch (c) {
    case 0x28:
      k = T.LParen;
      break;
    case 0x29:
      k = T.RParen;
      break;
    case 0x5b:
      k = T.LBracket;
      break;
    case 0x5d:
      k = T.RBracket;
      break;
    case 0x7b:
      k = T.LBrace;
      break;
    case 0x7d:
      k = T.RBrace;
      break;
    case 0x3b:
      k = T.Semi;
      break;
    case 0x2c:
      k = T.Comma;
      break;
    case 0x3f:
      k = T.Question;
      break;
    case 0x7e:
      k = T.Tilde;
      break;
    case 0x40:
      k = T.At;
      break;
    case 0x5c:
      k = T.Backslash;
      break;
    case 0x3a: // :
      if (c1 === 0x3a) {
        k = T.ColonColon;
        len = 2;
      } else if (c1 === 0x3e) {
        k = T.RBracket; // :>
        len = 2;
      } else k = T.Colon;
      break;
    case 0x2e: // .
      if (c1 === 0x2e && text.charCodeAt(i + 2) === 0x2e) {
        k = T.Ellipsis;
        len = 3;
      } else if (c1 === 0x2a) {
        k = T.DotStar;
        len = 2;
      } else k = T.Dot;
      break;
    case 0x2d: // -
      if (c1 === 0x3e) {
        if (text.charCodeAt(i + 2) === 0x2a) {
          k = T.ArrowStar;
          len = 3;
        } else {
          k = T.Arrow;
          len = 2;
        }
      } else if (c1 === 0x2d) {
        k = T.MinusMinus;
        len = 2;
      } else if (c1 === 0x3d) {
        k = T.MinusAssign;
        len = 2;
      } else k = T.Minus;
      break;
    case 0x2b: // +
      if (c1 === 0x2b) {
        k = T.PlusPlus;
        len = 2;
      } else if (c1 === 0x3d) {
        k = T.PlusAssign;
        len = 2;
      } else k = T.Plus;
      break;
    case 0x2a: // *
      if (c1 === 0x3d) {
        k = T.StarAssign;
        len = 2;
      } else k = T.Star;
      break;
    case 0x2f: // / (comments were handled above)
      if (c1 === 0x3d) {
        k = T.SlashAssign;
        len = 2;
      } else k = T.Slash;
      break;
    case 0x25: // %
      if (c1 === 0x3d) {
        k = T.PercentAssign;
        len = 2;
      } else if (c1 === 0x3e) {
        k = T.RBrace; // %>
        len = 2;
      } else if (c1 === 0x3a) { // %: (like #, `%:%:` is two tokens outside directives)
        k = T.Hash;
        len = 2;
      } else k = T.Percent;
      break;
    case 0x5e: // ^
      if (c1 === 0x3d) {
        k = T.CaretAssign;
        len = 2;
      } else k = T.Caret;
      break;
    case 0x26: // &
      if (c1 === 0x26) {
        k = T.AmpAmp;
        len = 2;
      } else if (c1 === 0x3d) {
        k = T.AmpAssign;
        len = 2;
      } else k = T.Amp;
      break;
    case 0x7c: // |
      if (c1 === 0x7c) {
        k = T.PipePipe;
        len = 2;
      } else if (c1 === 0x3d) {
        k = T.PipeAssign;
        len = 2;
      } else k = T.Pipe;
      break;
    case 0x21: // !
      if (c1 === 0x3d) {
        k = T.ExclaimEqual;
        len = 2;
      } else k = T.Exclaim;
      break;
    case 0x3d: // =
      if (c1 === 0x3d) {
        k = T.EqualEqual;
        len = 2;
      } else k = T.Assign;
      break;
    case 0x3c: { // <
      const c2 = text.charCodeAt(i + 2);
      if (c1 === 0x3c) {
        if (c2 === 0x3c) {
          k = T.LaunchBegin;
          len = 3;
        } else if (c2 === 0x3d) {
          k = T.LessLessAssign;
          len = 3;
        } else {
          k = T.LessLess;
          len = 2;
        }
      } else if (c1 === 0x3d) {
        if (c2 === 0x3e && cxx20) {
          k = T.Spaceship;
          len = 3;
        } else {
          k = T.LessEqual;
          len = 2;
        }
      } else if (c1 === 0x3a) { // <:  (but <:: is < :: unless followed by : or >)
        const c3 = text.charCodeAt(i + 3);
        if (c2 === 0x3a && c3 !== 0x3a && c3 !== 0x3e) k = T.Less;
        else {
          k = T.LBracket;
          len = 2;
        }
      } else if (c1 === 0x25) {
        k = T.LBrace; // <%
        len = 2;
      } else k = T.Less;
      break;
    }
    case 0x3e: { // >
      const c2 = text.charCodeAt(i + 2);
      if (c1 === 0x3e) {
        if (c2 === 0x3e) {
          k = T.LaunchEnd;
          len = 3;
        } else if (c2 === 0x3d) {
          k = T.GreaterGreaterAssign;
          len = 3;
        } else {
          k = T.GreaterGreater;
          len = 2;
        }
      } else if (c1 === 0x3d) {
        k = T.GreaterEqual;
        len = 2;
      } else k = T.Greater;
      break;
    }
    case 0x23: // # not at the start of a line; the binary makes `##` two `#` tokens here
      k = T.Hash;
      break;
    default:
      k = T.Unknown;
      // keep a surrogate pair, or a UTF-8 non-breaking space, together
      if (c >= 0xd800 && c <= 0xdbff && c1 >= 0xdc00 && c1 <= 0xdfff) len = 2;
      else if (c === 0xc2 && c1 === 0xa0) len = 2;
      break;
  }
  return k | (len << 16);
}

/** Set by `identEnd`: the identifier's rest was plain ASCII (no UCN, no non-ASCII char). */
let identPlain = true;

/**
 * The name of an identifier spelled with UCNs or non-ASCII characters, as the binary prints it
 * in diagnostics and its output: every non-ASCII character as `\uxxxx` (`\Uxxxxxxxx` above
 * U+FFFF), lowercase hex; `café` (UTF-8), `caf\u00E9` and `caf\U000000e9` are all `caf\u00e9`.
 * Non-ASCII chars are UTF-8 bytes when the text is latin1-decoded bytes; chars above 0xFF (a
 * JS string that is already decoded) are taken as code points.
 */
export function canonicalIdentifier(spelling: string): string {
  let out = "";
  const n = spelling.length;
  for (let k = 0; k < n;) {
    const c = spelling.charCodeAt(k);
    let cp: number;
    if (c < 128 && c !== BSLASH) {
      out += spelling[k++];
      continue;
    }
    if (c === BSLASH) {
      const w = ucnLength(spelling, k);
      if (w === 0) {
        out += "\\";
        k++;
        continue;
      }
      cp = parseInt(spelling.slice(k + 2, k + w), 16);
      k += w;
    } else {
      // a UTF-8 sequence in latin1 chars?
      const len = c >= 0xc2 && c <= 0xdf
        ? 2
        : c >= 0xe0 && c <= 0xef
        ? 3
        : c >= 0xf0 && c <= 0xf4
        ? 4
        : 0;
      let ok = len > 0 && k + len <= n;
      for (let j = 1; ok && j < len; j++) {
        const b = spelling.charCodeAt(k + j);
        if (b < 0x80 || b > 0xbf) ok = false;
      }
      if (ok) {
        cp = len === 2 ? c & 0x1f : len === 3 ? c & 0x0f : c & 0x07;
        for (let j = 1; j < len; j++) cp = (cp << 6) | (spelling.charCodeAt(k + j) & 0x3f);
        k += len;
      } else {
        cp = spelling.codePointAt(k)!;
        k += cp > 0xffff ? 2 : 1;
      }
    }
    const hex = cp.toString(16);
    out += cp > 0xffff ? "\\U" + hex.padStart(8, "0") : "\\u" + hex.padStart(4, "0");
  }
  return out;
}

/** End of the identifier whose remaining chars start at `i`. */
function identEnd(text: string, i: number): number {
  identPlain = true;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      if ((CLASS[c] & C_IDCONT) !== 0) {
        i++;
        continue;
      }
      if (c === BSLASH) {
        const u = ucnLength(text, i);
        if (u > 0) {
          i += u;
          identPlain = false;
          continue;
        }
      }
      return i;
    }
    if (isIdCont(c) && (c !== 0xc2 && c !== 0xa0 || nbspAt(text, i) === 0)) {
      i++;
      identPlain = false;
    } else return i;
  }
}

/** End of the pp-number starting at `i` ([lex.ppnumber], with C++14 digit separators). */
export function ppNumberEnd(text: string, i: number, separators = true): number {
  const n = text.length;
  i++;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      const cl = CLASS[c];
      if ((cl & C_IDCONT) !== 0) {
        if ((c | 0x20) === 0x65 || (c | 0x20) === 0x70) { // e E p P: may take a sign
          const d = text.charCodeAt(i + 1);
          i += d === 0x2b || d === 0x2d ? 2 : 1;
        } else i++;
        continue;
      }
      if (c === 0x2e) {
        i++;
        continue;
      }
      if (c === SQUOTE && separators) {
        const d = text.charCodeAt(i + 1);
        if (d < 128 && (CLASS[d] & C_IDCONT) !== 0) {
          i += 2;
          continue;
        }
        break;
      }
      if (c === BSLASH) {
        const u = ucnLength(text, i);
        if (u > 0) {
          i += u;
          continue;
        }
      }
      break;
    }
    if (isIdCont(c)) i++;
    else break;
  }
  return i;
}

/** IntLit or FloatLit for the pp-number [s, e). */
export function numberKind(text: string, s: number, e: number): T {
  let p = s;
  const c0 = text.charCodeAt(p);
  if (c0 === 0x30 && p + 1 < e) {
    const x = text.charCodeAt(p + 1) | 0x20;
    if (x === 0x78) { // hex
      p += 2;
      while (p < e) {
        const c = text.charCodeAt(p);
        if ((c < 128 && (CLASS[c] & C_HEX) !== 0) || c === SQUOTE) p++;
        else break;
      }
      if (p < e) {
        const c = text.charCodeAt(p);
        if (c === 0x2e || (c | 0x20) === 0x70) return T.FloatLit;
      }
      return T.IntLit;
    }
    if (x === 0x62) return T.IntLit; // binary
  }
  while (p < e) {
    const c = text.charCodeAt(p);
    if ((c >= 0x30 && c <= 0x39) || c === SQUOTE) p++;
    else break;
  }
  if (p >= e) return T.IntLit;
  const c = text.charCodeAt(p);
  if (c === 0x2e) return T.FloatLit;
  if ((c | 0x20) === 0x65) {
    let q = p + 1;
    const d = text.charCodeAt(q);
    if (d === 0x2b || d === 0x2d) q++;
    const g = text.charCodeAt(q);
    if (q < e && g >= 0x30 && g <= 0x39) return T.FloatLit;
  }
  return T.IntLit;
}
