/**
 * The input text and its position map. A gcc-preprocessed translation unit carries line markers
 * (`# N "file" flags`): they say which file and line the next physical line comes from, and
 * flag 3 marks a system header. Every position in cudafe-ts is a UTF-16 offset into the input
 * text; `SourceMap.locate` turns it into what a diagnostic shows (file, line, column, the
 * physical source line).
 */

/** A resolved position. */
export interface Location {
  /** File name from the line markers (the primary file when there is no marker). */
  file: string;
  /** Presumed line number from the line markers. */
  line: number;
  /** 1-based column in code points within the physical line. */
  column: number;
  /** Zero-based physical line of the input. */
  physLine: number;
  /** The region is a system header (line-marker flag 3). */
  system: boolean;
}

/** A line-marker record: from physical line `physLine` on, lines belong to `file` at `line`. */
export interface LineMarker {
  physLine: number;
  file: string;
  line: number;
  /** The flags after the file name (1 enter, 2 return, 3 system header, 4 extern "C"). */
  flags: number;
}

const CR = 13;

export class SourceMap {
  readonly text: string;
  /** Offset of the first character of each physical line. */
  readonly lineStarts: Uint32Array;
  /** Line markers in input order (added by the lexer as it meets them). */
  readonly markers: LineMarker[] = [];
  /** The name used when there is no line marker (the input path, or "-" for stdin). */
  readonly inputName: string;

  constructor(text: string, inputName: string) {
    this.text = text;
    this.inputName = inputName;
    // indexOf is a native scan: much faster than a charCodeAt loop on a cold JIT
    let n = 1;
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) n++;
    const starts = new Uint32Array(n);
    let k = 1;
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts[k++] = i + 1;
    this.lineStarts = starts;
  }

  /** Records a line marker found on physical line `markerLine`; it applies from the next line. */
  addMarker(markerLine: number, file: string, line: number, flags: number): void {
    this.markers.push({ physLine: markerLine + 1, file, line, flags });
  }

  /** The name of the primary source file: the first line marker's file, else the input name. */
  get primaryFile(): string {
    return this.markers.length > 0 ? this.markers[0].file : this.inputName;
  }

  /** The line `physLineOf` found last (queries mostly go forward a line or two at a time). */
  private lineHint = 0;

  /** Zero-based physical line containing `offset`. */
  physLineOf(offset: number): number {
    const s = this.lineStarts;
    const n = s.length;
    const h = this.lineHint;
    if (s[h] <= offset) {
      if (h + 1 >= n || offset < s[h + 1]) return h;
      if (h + 2 >= n || offset < s[h + 2]) return this.lineHint = h + 1;
    }
    let lo = 0, hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return this.lineHint = lo;
  }

  /** The index `markerIndex` found last. */
  private markerHint = -1;

  /**
   * The index of the marker in force on physical line `physLine` (the last one at or before it),
   * -1 before the first one.
   */
  markerIndex(physLine: number): number {
    const m = this.markers;
    const h = this.markerHint;
    if (
      h < m.length && (h < 0 || m[h].physLine <= physLine) &&
      (h + 1 >= m.length || m[h + 1].physLine > physLine)
    ) return h;
    let lo = 0, hi = m.length - 1, found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (m[mid].physLine <= physLine) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return this.markerHint = found;
  }

  /** The marker in force on physical line `physLine`, or undefined before the first one. */
  markerFor(physLine: number): LineMarker | undefined {
    const i = this.markerIndex(physLine);
    return i < 0 ? undefined : this.markers[i];
  }

  /** Does a line marker take effect on a physical line in (a, b] (either order)? */
  markerBetween(a: number, b: number): boolean {
    const lo = a < b ? a : b;
    const next = this.markerIndex(lo) + 1;
    return next < this.markers.length && this.markers[next].physLine <= (a < b ? b : a);
  }

  /** The text of physical line `physLine`, without its line terminator. */
  lineText(physLine: number): string {
    const start = this.lineStarts[physLine];
    let end = physLine + 1 < this.lineStarts.length
      ? this.lineStarts[physLine + 1] - 1
      : this.text.length;
    if (end > start && this.text.charCodeAt(end - 1) === CR) end--;
    return this.text.slice(start, end);
  }

  /** Resolves an offset into file, presumed line and code-point column. */
  locate(offset: number): Location {
    const physLine = this.physLineOf(offset);
    const marker = this.markerFor(physLine);
    const start = this.lineStarts[physLine];
    let column = 1;
    for (let i = start; i < offset; i++) {
      const c = this.text.charCodeAt(i);
      // a surrogate pair is one code point: count its high half only
      if (c < 0xdc00 || c > 0xdfff) column++;
    }
    if (marker === undefined) {
      return { file: this.inputName, line: physLine + 1, column, physLine, system: false };
    }
    return {
      file: marker.file,
      line: marker.line + (physLine - marker.physLine),
      column,
      physLine,
      system: (marker.flags & 4) !== 0,
    };
  }
}

/** Flag bit values stored in `LineMarker.flags` (bit n-1 for gcc flag n). */
export const MARKER_ENTER = 1;
export const MARKER_RETURN = 2;
export const MARKER_SYSTEM = 4;
export const MARKER_EXTERN_C = 8;

// ---------------------------------------------------------------- bytes, text and paths
// (Here rather than through node:buffer / node:path: the first use of a Node module loads part
// of Deno's Node compatibility layer, tens of milliseconds of start-up per run.)

const UTF8 = new TextDecoder("utf-8");
const WINDOWS_1252 = new TextDecoder("windows-1252");
const UTF8_ENCODER = new TextEncoder();

/**
 * The chars windows-1252 gives bytes 0x80-0x9f that ISO-8859-1 does not (all above 0xff), back
 * to the bytes' own chars; taken from the decoder itself.
 */
const FROM_1252 = new Map<string, string>();
for (let b = 0x80; b < 0xa0; b++) {
  const c = WINDOWS_1252.decode(new Uint8Array([b]));
  if (c.charCodeAt(0) > 0xff) FROM_1252.set(c, String.fromCharCode(b));
}
const ABOVE_FF = /[\u0100-\uffff]/g;

/**
 * Bytes to text, one char per byte (ISO-8859-1, what Node calls "latin1"). Both steps are
 * native: all-ASCII input, the usual case, decodes as UTF-8 (one char per byte with no U+FFFD
 * exactly when no byte is above 0x7f: a valid multi-byte sequence shortens the text, an invalid
 * one decodes to U+FFFD, a BOM is dropped); otherwise as windows-1252 (the WHATWG "latin1"),
 * which differs from ISO-8859-1 only in the 27 chars above 0xff it gives bytes 0x80-0x9f.
 */
export function latin1Decode(bytes: Uint8Array): string {
  const s = UTF8.decode(bytes);
  if (s.length === bytes.length && s.indexOf("\uFFFD") < 0) return s;
  const w = WINDOWS_1252.decode(bytes);
  ABOVE_FF.lastIndex = 0;
  return ABOVE_FF.test(w) ? w.replace(ABOVE_FF, (c) => FROM_1252.get(c) ?? c) : w;
}

/** Text to bytes, one byte per char (the low 8 bits, as Node's "latin1" encoding does). */
export function latin1Encode(text: string): Uint8Array {
  // all-ASCII text is its own UTF-8 encoding (native); the UTF-8 length equals the text's
  // length exactly when no char is above 0x7f
  const utf8 = UTF8_ENCODER.encode(text);
  if (utf8.length === text.length) return utf8;
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i) & 0xff;
  return out;
}

/** POSIX `path.resolve(base, p)`: `p` made absolute against `base`, then normalized. */
export function resolvePosix(base: string, p: string): string {
  const full = p.startsWith("/") ? p : base + "/" + p;
  const out: string[] = [];
  for (const seg of full.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") out.pop();
    else out.push(seg);
  }
  return "/" + out.join("/");
}
