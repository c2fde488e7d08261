/**
 * Values of literal tokens, for the constant evaluator. The lexer keeps each literal's whole
 * spelling in one token; these functions take that spelling apart: integer value and suffix (and
 * the type EDG gives it on LP64), floating value and suffix, character values and string code
 * units by encoding, and user-defined-literal suffixes.
 *
 * Type rules and messages were checked against cudafe++ 13.0 with `int v = (decltype(lit)*)0;`
 * probes (the error names the literal's type), --c++17 --gnu_version=120200; the diagnostics
 * (code, severity, text, position) with SARIF output.
 */

/**
 * A diagnostic the binary gives while scanning a literal. `at` is the offset within the
 * spelling where the binary puts it (add the token's start). Exception: the binary places 23
 * ("integer constant is too large") at an earlier token (usually the one before the literal).
 */
export interface LiteralDiag {
  code: number;
  severity: "warning" | "error";
  text: string;
  at: number;
}

/** The literal diagnostics, by internal code (texts as the binary prints them). */
export const LITERAL_DIAGS = {
  19: ["error", "extra text after expected end of number"],
  22: ["error", "invalid hexadecimal number"],
  23: ["warning", "integer constant is too large"],
  24: ["error", "invalid octal digit"],
  25: ["error", "quoted string should contain at least one character"],
  26: ["warning", "too many characters in character constant"],
  27: ["warning", "character value is out of range"],
  166: ["error", "invalid floating constant"],
  192: ["warning", "unrecognized character escape sequence"],
  1422: ["warning", "multicharacter character literal (potential portability problem)"],
  1535: ["error", "invalid character for char16_t literal"],
  1654: ["warning", "too many characters in character literal -- extra leading characters ignored"],
  1661: ["warning", "a universal character name cannot designate a surrogate code point"],
  2215: ["warning", "a universal character name must designate a valid code point"],
  2424: ["error", "invalid binary number"],
  // not a scanner diagnostic (so never in `diags`): the binary gives it at a literal operator
  // declaration `operator""x` outside system headers, and at a use `1x` whose operator is not
  // found (followed by 2486 "user-defined literal operator not found")
  2506: ["warning", 'a user-provided literal suffix must begin with "_"'],
  2688: ["error", "a UTF-8 character literal value cannot occupy more than one code unit"],
} as const satisfies Record<number, readonly ["warning" | "error", string]>;

function mk(code: keyof typeof LITERAL_DIAGS, at: number): LiteralDiag {
  const [severity, text] = LITERAL_DIAGS[code];
  return { code, severity, text, at };
}

/** Splits a number's suffix part: a valid identifier suffix, or where extra text starts. */
function suffixJunk(s: string, i: number): number {
  let k = i;
  while (k < s.length) {
    const c = s.charCodeAt(k);
    const ok = (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) ||
      c === 0x5f || c === 0x24 || c >= 0x80;
    if (!ok) return k;
    k++;
  }
  return -1;
}

/** Integer literal types on LP64. */
export type IntType =
  | "int"
  | "unsigned int"
  | "long"
  | "unsigned long"
  | "long long"
  | "unsigned long long";

export interface IntLiteral {
  /** The value (already reduced modulo 2^64 when `tooLarge`). */
  value: bigint;
  radix: 2 | 8 | 10 | 16;
  unsigned: boolean;
  /** 0 = no long suffix, 1 = `l`, 2 = `ll`. */
  longs: 0 | 1 | 2;
  /** `z` / `uz` suffix (C++23 size_t literals; accepted silently in C++17). */
  size: boolean;
  /** User-defined-literal suffix ("" when none). */
  udSuffix: string;
  /** The type EDG gives the literal (meaningless when `udSuffix` is set). */
  type: IntType;
  /** The value does not fit in 64 bits: EDG warns "integer constant is too large" (#23) and types it int. */
  tooLarge: boolean;
  diags: LiteralDiag[];
}

export type FloatType = "float" | "double" | "long double" | "__float128";

export interface FloatLiteral {
  /** The value as a double (rounded to float precision for `float`). */
  value: number;
  type: FloatType;
  hex: boolean;
  udSuffix: string;
  diags: LiteralDiag[];
}

/** Encoding prefix of a character or string literal. */
export type Encoding = "" | "u8" | "u" | "U" | "L";

export interface CharLiteral {
  encoding: Encoding;
  /** The characters' values (code units for plain/u8, code points otherwise). */
  chars: number[];
  /** The literal's value as EDG computes it (multicharacter: big-endian packing into int). */
  value: number;
  /** The type: char, int (multicharacter), char8_t (C++20 u8), char16_t, char32_t, wchar_t. */
  type: "char" | "int" | "char8_t" | "char16_t" | "char32_t" | "wchar_t";
  udSuffix: string;
  diags: LiteralDiag[];
}

export interface StringLiteral {
  encoding: Encoding;
  raw: boolean;
  /** Code units of the element type (UTF-8 bytes, UTF-16 units, or UTF-32 code points). */
  units: number[];
  udSuffix: string;
  diags: LiteralDiag[];
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function hexVal(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  if (l >= 0x61 && l <= 0x66) return l - 0x61 + 10;
  return -1;
}

// ---- integers --------------------------------------------------------------------------------

const U64 = (1n << 64n) - 1n;
const I32 = (1n << 31n) - 1n;
const U32 = (1n << 32n) - 1n;
const I64 = (1n << 63n) - 1n;

/** Parses an integer literal spelling (an IntLit token, possibly with a UDL suffix). */
export function parseIntLiteral(s: string): IntLiteral {
  let i = 0;
  let radix: 2 | 8 | 10 | 16 = 10;
  const diags: LiteralDiag[] = [];
  if (s.charCodeAt(0) === 0x30 && s.length > 1) {
    const x = s.charCodeAt(1) | 0x20;
    if (x === 0x78) {
      radix = 16;
      i = 2;
    } else if (x === 0x62) {
      radix = 2;
      i = 2;
    } else radix = 8;
  }
  let value = 0n;
  let digits = 0;
  const big = BigInt(radix);
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x27) continue; // digit separator
    const d = hexVal(c);
    if (d < 0 || (radix !== 16 && d >= 10)) break;
    if (d >= radix) {
      if (diags.length > 0) {
        // one diagnostic per literal
      } else if (radix === 8 && d < 10) diags.push(mk(24, i));
      else if (radix === 2 && d < 10) diags.push(mk(2424, i));
      else break;
    }
    value = value * big + BigInt(d);
    digits++;
  }
  if (digits === 0 && radix === 16) diags.push(mk(22, 0));
  if (digits === 0 && radix === 2) diags.push(mk(2424, 0));
  // suffix: u, l, ll, z in any order (one each); anything else is a UDL suffix
  const suffixStart = i;
  let unsigned = false, longs: 0 | 1 | 2 = 0, size = false, ok = true;
  while (i < s.length && ok) {
    const c = s.charCodeAt(i);
    if ((c | 0x20) === 0x75 && !unsigned) {
      unsigned = true;
      i++;
    } else if ((c === 0x6c || c === 0x4c) && longs === 0 && !size) {
      if (s.charCodeAt(i + 1) === c) {
        longs = 2;
        i += 2;
      } else {
        longs = 1;
        i++;
      }
    } else if ((c | 0x20) === 0x7a && longs === 0 && !size) {
      size = true;
      i++;
    } else ok = false;
  }
  let udSuffix = "";
  if (i < s.length) {
    const junk = suffixJunk(s, suffixStart);
    if (junk >= 0) diags.push(mk(19, junk));
    else {
      udSuffix = s.slice(suffixStart);
      unsigned = false;
      longs = 0;
      size = false;
    }
  }
  const tooLarge = value > U64;
  if (tooLarge) diags.push(mk(23, 0));
  if (tooLarge) value &= U64;
  let type: IntType;
  if (tooLarge) type = "int";
  else if (size) type = unsigned ? "unsigned long" : "long";
  else type = intType(value, radix === 10, unsigned, longs);
  return { value, radix, unsigned, longs, size, udSuffix, type, tooLarge, diags };
}

/** EDG's choice of type for an integer literal on LP64 (observed on the binary). */
function intType(v: bigint, decimal: boolean, unsigned: boolean, longs: 0 | 1 | 2): IntType {
  if (longs === 2) return unsigned || v > I64 ? "unsigned long long" : "long long";
  if (unsigned) return longs === 0 && v <= U32 ? "unsigned int" : "unsigned long";
  if (longs === 1) return v <= I64 ? "long" : decimal ? "unsigned long long" : "unsigned long";
  if (v <= I32) return "int";
  if (!decimal && v <= U32) return "unsigned int";
  if (v <= I64) return "long";
  // beyond long, a decimal literal becomes unsigned long long; octal/hex become unsigned long
  return decimal ? "unsigned long long" : "unsigned long";
}

// ---- floating --------------------------------------------------------------------------------

/** Parses a floating literal spelling (a FloatLit token). */
export function parseFloatLiteral(s: string): FloatLiteral {
  const hex = s.length > 1 && s.charCodeAt(0) === 0x30 && (s.charCodeAt(1) | 0x20) === 0x78;
  let i = hex ? 2 : 0;
  let value: number;
  const diags: LiteralDiag[] = [];
  if (hex) {
    let mant = 0n, fracDigits = 0, seenDot = false, digits = 0;
    for (; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 0x27) continue;
      if (c === 0x2e && !seenDot) {
        seenDot = true;
        continue;
      }
      const d = hexVal(c);
      if (d < 0) break;
      mant = mant * 16n + BigInt(d);
      digits++;
      if (seenDot) fracDigits++;
    }
    let exp = 0;
    if (digits === 0) diags.push(mk(22, 0));
    else if (i < s.length && (s.charCodeAt(i) | 0x20) === 0x70) {
      const r = scanExponent(s, i + 1);
      if (r === undefined) diags.push(mk(166, i));
      else {
        exp = r[0];
        i = r[1];
      }
    } else diags.push(mk(166, i)); // a hexadecimal floating constant needs an exponent
    value = scaleBinary(mant, exp - 4 * fracDigits);
  } else {
    let text = "";
    const start = i;
    for (; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (isDigit(c) || c === 0x2e) continue;
      if (c !== 0x27) break;
    }
    text = s.slice(start, i).replaceAll("'", "");
    if (i < s.length && (s.charCodeAt(i) | 0x20) === 0x65) {
      const r = scanExponent(s, i + 1);
      if (r !== undefined) {
        text += "e" + r[0];
        i = r[1];
      }
      // `1.0e` with no digits: the `e...` is a user-defined-literal suffix
    }
    value = parseFloat(text);
  }
  let type: FloatType = "double";
  let udSuffix = "";
  const rest = s.slice(i);
  switch (rest) {
    case "":
      break;
    case "f":
    case "F":
      type = "float";
      break;
    case "l":
    case "L":
    case "w":
    case "W":
      type = "long double";
      break;
    case "q":
    case "Q":
      type = "__float128";
      break;
    default: {
      const c = rest.charCodeAt(0) | 0x20;
      // `f16` is taken as a user-defined suffix, other `f`/`l` + digits are errors (binary)
      const junk = suffixJunk(s, i);
      if (
        (c === 0x66 || c === 0x6c) && isDigit(rest.charCodeAt(1)) && rest.toLowerCase() !== "f16"
      ) {
        // `1.0f32`: the binary takes `f` as the suffix and rejects the rest
        type = c === 0x66 ? "float" : "long double";
        diags.push(mk(19, i + 1));
      } else if (junk >= 0) diags.push(mk(19, junk)); // `1e+`: `e` then extra `+`
      else udSuffix = rest;
    }
  }
  if (type === "float") value = Math.fround(value);
  return { value, type, hex, udSuffix, diags };
}

/** Scans `[+-]digits` at `i`; returns [exponent, next] or undefined without digits. */
function scanExponent(s: string, i: number): [number, number] | undefined {
  let sign = 1;
  const c = s.charCodeAt(i);
  if (c === 0x2b || c === 0x2d) {
    if (c === 0x2d) sign = -1;
    i++;
  }
  let e = 0, n = 0;
  for (; i < s.length; i++) {
    const d = s.charCodeAt(i);
    if (d === 0x27) continue;
    if (!isDigit(d)) break;
    if (e < 1e6) e = e * 10 + (d - 0x30);
    n++;
  }
  return n === 0 ? undefined : [sign * e, i];
}

/** mant × 2^exp, correctly rounded to double when the result is normal. */
function scaleBinary(mant: bigint, exp: number): number {
  if (mant === 0n) return 0;
  // keep 64 significant bits plus a sticky bit so Number() rounds once, correctly
  const bits = mant.toString(2).length;
  if (bits > 64) {
    const drop = bits - 64;
    const sticky = (mant & ((1n << BigInt(drop)) - 1n)) !== 0n ? 1n : 0n;
    mant = (mant >> BigInt(drop)) | sticky;
    exp += drop;
  }
  let v = Number(mant);
  // apply the exponent in steps that stay exact for normal results
  while (exp > 0) {
    const k = Math.min(exp, 1000);
    v *= 2 ** k;
    exp -= k;
  }
  while (exp < 0) {
    const k = Math.max(exp, -1000);
    v *= 2 ** k;
    exp -= k;
  }
  return v;
}

// ---- characters and strings ------------------------------------------------------------------

/** Splits a literal spelling into encoding, raw flag, body and UDL suffix. */
function splitLiteral(
  s: string,
): {
  encoding: Encoding;
  raw: boolean;
  quote: number;
  bodyStart: number;
  bodyEnd: number;
  ud: string;
} {
  let i = 0;
  let encoding: Encoding = "";
  if (s.startsWith("u8")) {
    encoding = "u8";
    i = 2;
  } else {
    const c = s.charCodeAt(0);
    if (c === 0x75) encoding = "u";
    else if (c === 0x55) encoding = "U";
    else if (c === 0x4c) encoding = "L";
    if (encoding !== "") i = 1;
  }
  let raw = false;
  if (s.charCodeAt(i) === 0x52) {
    raw = true;
    i++;
  }
  const quote = s.charCodeAt(i);
  let bodyStart = i + 1;
  let close = s.lastIndexOf(String.fromCharCode(quote));
  if (close < bodyStart) close = s.length; // unterminated
  let bodyEnd = close;
  if (raw) {
    const open = s.indexOf("(", bodyStart);
    const delim = s.slice(bodyStart, open);
    bodyStart = open + 1;
    bodyEnd = close - 1 - delim.length;
  }
  return { encoding, raw, quote, bodyStart, bodyEnd, ud: s.slice(Math.min(close + 1, s.length)) };
}

/**
 * Decodes the escapes in s[start, end) into code points. `\x` and octal escapes give code unit
 * values, marked by `rawUnit` (they are not UTF-encoded again). Escape diagnostics go to
 * `diags`, positioned at the backslash as the binary does; `maxUnit` is the largest code unit of
 * the literal's encoding (for "character value is out of range").
 */
function decodeBody(
  s: string,
  start: number,
  end: number,
  raw: boolean,
  maxUnit: number,
  diags: LiteralDiag[],
  sourceBytes = false,
): { cps: number[]; rawUnit: boolean[] } {
  const cps: number[] = [];
  const rawUnit: boolean[] = [];
  let i = start;
  while (i < end) {
    const c = s.codePointAt(i)!;
    if (c !== 0x5c || raw) {
      // (source bytes in a wide literal are UTF-8: `L"é"` is one unit)
      if (sourceBytes && maxUnit > 0xff && c >= 0xc0 && c < 0xf8) {
        const n = c < 0xe0 ? 1 : c < 0xf0 ? 2 : 3;
        let v = c & (c < 0xe0 ? 0x1f : c < 0xf0 ? 0x0f : 0x07);
        let ok = i + n < end;
        for (let k = 1; k <= n && ok; k++) {
          const b = s.charCodeAt(i + k);
          if (b < 0x80 || b > 0xbf) ok = false;
          else v = (v << 6) | (b & 0x3f);
        }
        if (ok) {
          cps.push(v);
          rawUnit.push(false);
          i += n + 1;
          continue;
        }
      }
      cps.push(c);
      rawUnit.push(sourceBytes && maxUnit <= 0xff);
      i += c > 0xffff ? 2 : 1;
      continue;
    }
    const bs = i;
    const e = s.charCodeAt(i + 1);
    i += 2;
    let v = -1;
    let isRaw = false;
    switch (e) {
      case 0x6e: // n
        v = 10;
        break;
      case 0x74: // t
        v = 9;
        break;
      case 0x76: // v
        v = 11;
        break;
      case 0x62: // b
        v = 8;
        break;
      case 0x72: // r
        v = 13;
        break;
      case 0x66: // f
        v = 12;
        break;
      case 0x61: // a
        v = 7;
        break;
      case 0x65: // \e \E (GNU)
      case 0x45:
        v = 27;
        break;
      case 0x5c:
      case 0x27:
      case 0x22:
      case 0x3f:
        v = e;
        break;
      case 0x78: { // \x
        isRaw = true;
        v = 0;
        let n = 0;
        const braced = s.charCodeAt(i) === 0x7b;
        if (braced) i++;
        for (; i < end; i++) {
          const d = hexVal(s.charCodeAt(i));
          if (d < 0) break;
          v = v * 16 + d;
          n++;
        }
        if (braced && s.charCodeAt(i) === 0x7d) i++;
        if (n === 0) diags.push(mk(22, i));
        else if (v > maxUnit) diags.push(mk(27, bs));
        break;
      }
      case 0x75: // \u \U
      case 0x55: {
        const w = e === 0x75 ? 4 : 8;
        v = 0;
        let n = 0;
        const braced = e === 0x75 && s.charCodeAt(i) === 0x7b;
        if (braced) i++;
        for (; i < end && (braced || n < w); i++) {
          const d = hexVal(s.charCodeAt(i));
          if (d < 0) break;
          v = v * 16 + d;
          n++;
        }
        if (braced && s.charCodeAt(i) === 0x7d) i++;
        if (v >= 0xd800 && v <= 0xdfff) diags.push(mk(1661, bs));
        else if (v > 0x10ffff) diags.push(mk(2215, bs));
        break;
      }
      default:
        if (e >= 0x30 && e <= 0x37) {
          isRaw = true;
          v = e - 0x30;
          for (let k = 0; k < 2 && i < end; k++) {
            const d = s.charCodeAt(i);
            if (d < 0x30 || d > 0x37) break;
            v = v * 8 + (d - 0x30);
            i++;
          }
          if (v > maxUnit) diags.push(mk(27, bs));
        } else if (e === 0x6f && s.charCodeAt(i) === 0x7b) { // \o{...}
          isRaw = true;
          v = 0;
          i++;
          for (; i < end; i++) {
            const d = s.charCodeAt(i);
            if (d < 0x30 || d > 0x37) break;
            v = v * 8 + (d - 0x30);
          }
          if (s.charCodeAt(i) === 0x7d) i++;
        } else {
          // unknown escape: the character itself
          v = s.codePointAt(i - 1)!;
          if (v > 0xffff) i++;
          diags.push(mk(192, bs));
        }
    }
    cps.push(v);
    rawUnit.push(isRaw);
  }
  return { cps, rawUnit };
}

/** Largest code unit of an encoding (wchar_t and char32_t are 32-bit). */
function maxUnitOf(encoding: Encoding): number {
  return encoding === "" || encoding === "u8" ? 0xff : encoding === "u" ? 0xffff : 0xffffffff;
}

/** Encodes code points as code units of `encoding`. */
function encodeUnits(cps: number[], rawUnit: boolean[], encoding: Encoding): number[] {
  const out: number[] = [];
  const narrow = encoding === "" || encoding === "u8";
  for (let k = 0; k < cps.length; k++) {
    const c = cps[k];
    if (rawUnit[k]) {
      out.push(narrow ? c & 0xff : encoding === "u" ? c & 0xffff : c >>> 0);
    } else if (narrow) {
      if (c < 0x80) out.push(c);
      else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
      else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
      else {
        out.push(
          0xf0 | (c >> 18),
          0x80 | ((c >> 12) & 63),
          0x80 | ((c >> 6) & 63),
          0x80 | (c & 63),
        );
      }
    } else if (encoding === "u" && c > 0xffff) {
      const v = c - 0x10000;
      out.push(0xd800 | (v >> 10), 0xdc00 | (v & 0x3ff));
    } else out.push(c);
  }
  return out;
}

/**
 * Parses a character literal spelling. `cppStd` decides whether `u8'x'` is char (C++17) or
 * char8_t (C++20). The input is a string of code points; when the driver passes latin1 bytes,
 * a UTF-8 character in a plain literal is already its bytes, which is what the binary sees.
 */
export function parseCharLiteral(s: string, cppStd = 2017): CharLiteral {
  const p = splitLiteral(s);
  const diags: LiteralDiag[] = [];
  const d = decodeBody(s, p.bodyStart, p.bodyEnd, false, maxUnitOf(p.encoding), diags);
  const units = encodeUnits(d.cps, d.rawUnit, p.encoding);
  let type: CharLiteral["type"];
  let value = 0;
  if (units.length === 0) diags.push(mk(25, 0));
  switch (p.encoding) {
    case "": {
      if (units.length <= 1) {
        type = "char";
        value = units.length === 1 ? (units[0] << 24) >> 24 : 0; // char is signed
      } else {
        type = "int";
        // the last (up to) four bytes, packed big-endian and sign-extended from their width
        // (char is signed): '\u00e9' is 0xC3A9 as a 16-bit value, -15447 (checked on the binary)
        const keep = Math.min(units.length, 4);
        for (let k = units.length - keep; k < units.length; k++) {
          value = ((value << 8) | (units[k] & 0xff)) | 0;
        }
        if (keep < 4) value = (value << (32 - 8 * keep)) >> (32 - 8 * keep);
        diags.push(mk(units.length > 4 ? 1654 : 1422, 0));
      }
      break;
    }
    case "u8":
      type = cppStd >= 2020 ? "char8_t" : "char";
      value = units.length > 0 ? units[0] : 0;
      if (type === "char") value = (value << 24) >> 24;
      if (units.length > 1) diags.push(mk(2688, 0));
      break;
    case "u":
      type = "char16_t";
      value = units.length > 0 ? units[units.length - 1] : 0; // u'ab' is u'b' (binary)
      if (units.length > 1) {
        // one character that needs a surrogate pair is an error, at its escape or itself
        if (d.cps.length === 1) diags.push(mk(1535, p.bodyStart));
        else diags.push(mk(26, 0));
      }
      break;
    case "U":
      type = "char32_t";
      value = units.length > 0 ? units[units.length - 1] >>> 0 : 0; // U'ab' is U'b' (binary)
      if (units.length > 1) diags.push(mk(26, 0));
      break;
    case "L":
      type = "wchar_t";
      value = units.length > 0 ? units[0] | 0 : 0; // but L'ab' is L'a' (binary)
      if (units.length > 1) diags.push(mk(26, 0));
      break;
  }
  return { encoding: p.encoding, chars: units, value, type, udSuffix: p.ud, diags };
}

/**
 * Parses one string literal spelling (its code units do not include the terminating 0). With
 * `sourceBytes`, the spelling's characters are the source file's bytes (latin1-decoded), kept as
 * they are, while universal character names are encoded (UTF-8 in a narrow literal).
 */
export function parseStringLiteral(
  s: string,
  encoding?: Encoding,
  sourceBytes = false,
): StringLiteral {
  const p = splitLiteral(s);
  const enc = encoding ?? p.encoding;
  const diags: LiteralDiag[] = [];
  const d = decodeBody(s, p.bodyStart, p.bodyEnd, p.raw, maxUnitOf(enc), diags, sourceBytes);
  return {
    encoding: enc,
    raw: p.raw,
    units: encodeUnits(d.cps, d.rawUnit, enc),
    udSuffix: p.ud,
    diags,
  };
}

/**
 * Concatenates adjacent string literal spellings ([lex.string]): an unprefixed piece takes the
 * encoding of a prefixed one. Returns undefined when two pieces have different prefixes (the
 * caller reports it) — or when two UDL suffixes differ. Diagnostic offsets are relative to the
 * piece they come from, which `piece` (parallel to `diags`) gives.
 */
export function concatStringLiterals(
  spellings: string[],
): (StringLiteral & { piece: number[] }) | undefined {
  let enc: Encoding = "";
  let ud = "";
  for (const s of spellings) {
    const p = splitLiteral(s);
    if (p.encoding !== "") {
      if (enc !== "" && enc !== p.encoding) return undefined;
      enc = p.encoding;
    }
    if (p.ud !== "") {
      if (ud !== "" && ud !== p.ud) return undefined;
      ud = p.ud;
    }
  }
  const units: number[] = [];
  const diags: LiteralDiag[] = [];
  const piece: number[] = [];
  let raw = false;
  spellings.forEach((s, k) => {
    // (the spellings are the source's bytes: see `parseStringLiteral`)
    const one = parseStringLiteral(s, enc, true);
    for (const u of one.units) units.push(u);
    raw ||= one.raw;
    for (const d of one.diags) {
      diags.push(d);
      piece.push(k);
    }
  });
  return { encoding: enc, raw, units, udSuffix: ud, diags, piece };
}

/** Size in bytes of one code unit of `encoding` on LP64 Linux (wchar_t is 4 bytes). */
export function unitSize(encoding: Encoding): 1 | 2 | 4 {
  return encoding === "" || encoding === "u8" ? 1 : encoding === "u" ? 2 : 4;
}

/**
 * Does literal token `s` end in a user-defined suffix (`2_KiB`, `1.5e3_deg`, `'x'_up`,
 * `"s"_v`)? A character or string literal has one when it does not end in its quote; a number is
 * scanned first (only a `_` or a letter that is no digit, prefix, exponent or builtin suffix can
 * start one) and parsed only then.
 */
export function hasUserSuffix(s: string, kind: "int" | "float" | "char" | "string"): boolean {
  if (kind === "char") return s.charCodeAt(s.length - 1) !== 0x27;
  if (kind === "string") return s.charCodeAt(s.length - 1) !== 0x22;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const l = c | 0x20;
    if (
      c === 0x5f ||
      (l > 0x66 && l <= 0x7a && l !== 0x6c && l !== 0x70 && l !== 0x75 && l !== 0x78 &&
        l !== 0x7a)
    ) {
      return (kind === "int" ? parseIntLiteral(s).udSuffix : parseFloatLiteral(s).udSuffix) !== "";
    }
  }
  return false;
}

/** Widths and signedness of the integral builtin types by type key (x86-64 LP64). */
const INTEGRAL_BITS: Record<string, [number, boolean]> = {
  "char": [8, false],
  "signed char": [8, false],
  "unsigned char": [8, true],
  "short": [16, false],
  "unsigned short": [16, true],
  "int": [32, false],
  "unsigned": [32, true],
  "unsigned int": [32, true],
  "long": [64, false],
  "long long": [64, false],
  "unsigned long": [64, true],
  "unsigned long long": [64, true],
  "wchar_t": [32, false],
  "char16_t": [16, true],
  "char32_t": [32, true],
};

/**
 * Does floating value `v`, truncated toward zero, fit an integer type of `bits` bits? The binary
 * warns (173) when it does not and then keeps the value unconverted.
 */
export function floatFitsBits(v: number, bits: number, unsigned: boolean): boolean {
  if (Number.isNaN(v)) return false;
  const t = Math.trunc(v);
  const lo = unsigned ? 0 : -(2 ** (bits - 1));
  const hi = unsigned ? 2 ** bits : 2 ** (bits - 1);
  return t >= lo && t < hi;
}

/** `floatFitsBits` for integral type key `key` (undefined: not an integral type modelled here). */
export function floatFitsIntegral(v: number, key: string): boolean | undefined {
  const b = INTEGRAL_BITS[key];
  return b === undefined ? undefined : floatFitsBits(v, b[0], b[1]);
}
