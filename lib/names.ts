/**
 * Interned names. Every identifier spelling gets a dense integer atom, so the parser and the
 * symbol tables compare and hash small integers instead of strings. The table is pre-seeded
 * with every keyword, alternative-token and type-trait spelling (in a fixed order), so the lexer
 * can find an identifier's keyword kind with one Map lookup plus one typed-array read.
 */

import { KEYWORDS, T, TYPE_TRAITS } from "./tokens.ts";

/** Alternative tokens (C++ [lex.digraph]) and the punctuator kinds they stand for. */
export const ALT_TOKENS: ReadonlyArray<readonly [string, T]> = [
  ["and", T.AmpAmp],
  ["and_eq", T.AmpAssign],
  ["bitand", T.Amp],
  ["bitor", T.Pipe],
  ["compl", T.Tilde],
  ["not", T.Exclaim],
  ["not_eq", T.ExclaimEqual],
  ["or", T.PipePipe],
  ["or_eq", T.PipeAssign],
  ["xor", T.Caret],
  ["xor_eq", T.CaretAssign],
];

export class NameTable {
  private readonly strings: string[] = [];
  /** Hash of each atom's spelling. */
  private hashes: Int32Array = new Int32Array(1024);
  /** Open-addressing table of atom + 1 (0 = empty), size a power of two. */
  private table: Int32Array = new Int32Array(1 << 14);
  /**
   * Atoms below this value are the pre-seeded spellings: `KEYWORDS` in order, then
   * `ALT_TOKENS`, then `TYPE_TRAITS`. (Duplicates among them share one atom.)
   */
  readonly reservedCount: number;

  constructor() {
    for (const [s] of KEYWORDS) this.intern(s);
    for (const [s] of ALT_TOKENS) this.intern(s);
    for (const s of TYPE_TRAITS) this.intern(s);
    this.reservedCount = this.strings.length;
  }

  /** The atom for `s`, allocating a new one the first time `s` is seen. */
  intern(s: string): number {
    return this.internRange(s, 0, s.length);
  }

  /**
   * The atom for `text.slice(start, end)`, without slicing when the name is already known (the
   * lexer's path: one hash over the chars, usually one compare).
   */
  internRange(text: string, start: number, end: number): number {
    let h = 0x811c9dc5 | 0;
    for (let k = start; k < end; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
    const table = this.table;
    const mask = table.length - 1;
    const len = end - start;
    let slot = h & mask;
    for (;;) {
      const e = table[slot];
      if (e === 0) break;
      const a = e - 1;
      if (this.hashes[a] === h) {
        const str = this.strings[a];
        if (str.length === len) {
          let k = 0;
          while (k < len && str.charCodeAt(k) === text.charCodeAt(start + k)) k++;
          if (k === len) return a;
        }
      }
      slot = (slot + 1) & mask;
    }
    const a = this.strings.length;
    this.strings.push(start === 0 && end === text.length ? text : text.slice(start, end));
    if (a === this.hashes.length) {
      const g = new Int32Array(a * 2);
      g.set(this.hashes);
      this.hashes = g;
    }
    this.hashes[a] = h;
    table[slot] = a + 1;
    if ((a + 1) * 2 > table.length) this.rehash();
    return a;
  }

  private rehash(): void {
    const table = new Int32Array(this.table.length * 2);
    const mask = table.length - 1;
    for (let a = 0; a < this.strings.length; a++) {
      let slot = this.hashes[a] & mask;
      while (table[slot] !== 0) slot = (slot + 1) & mask;
      table[slot] = a + 1;
    }
    this.table = table;
  }

  /** The atom for `s`, or -1 when it was never interned. */
  lookup(s: string): number {
    let h = 0x811c9dc5 | 0;
    for (let k = 0; k < s.length; k++) h = Math.imul(h ^ s.charCodeAt(k), 0x01000193);
    const mask = this.table.length - 1;
    for (let slot = h & mask;; slot = (slot + 1) & mask) {
      const e = this.table[slot];
      if (e === 0) return -1;
      if (this.hashes[e - 1] === h && this.strings[e - 1] === s) return e - 1;
    }
  }

  /** The spelling of `atom`. */
  text(atom: number): string {
    return this.strings[atom];
  }

  /** Normalized attribute names by atom (see `attrText`). */
  private attrTexts: (string | undefined)[] = [];

  /**
   * Atom `a` as an attribute name: `__device__` → `device` (kept per atom: the attribute
   * dispatch and the back end ask for every attribute of every declaration).
   */
  attrText(a: number): string {
    let s = this.attrTexts[a];
    if (s === undefined) {
      s = this.strings[a];
      if (s.length > 4 && s.startsWith("__") && s.endsWith("__")) s = s.slice(2, -2);
      this.attrTexts[a] = s;
    }
    return s;
  }

  /** Number of atoms allocated so far. */
  get size(): number {
    return this.strings.length;
  }
}
