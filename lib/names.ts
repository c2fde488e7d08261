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
  private readonly map = new Map<string, number>();
  private readonly strings: string[] = [];
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
    const a = this.map.get(s);
    if (a !== undefined) return a;
    const n = this.strings.length;
    this.map.set(s, n);
    this.strings.push(s);
    return n;
  }

  /** The atom for `s`, or -1 when it was never interned. */
  lookup(s: string): number {
    const a = this.map.get(s);
    return a === undefined ? -1 : a;
  }

  /** The spelling of `atom`. */
  text(atom: number): string {
    return this.strings[atom];
  }

  /** Number of atoms allocated so far. */
  get size(): number {
    return this.strings.length;
  }
}
