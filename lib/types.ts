/**
 * The C++ type system: canonical, interned type nodes (so `===` is type identity), typedef sugar
 * kept for messages (`"myint *" (aka "int *")`), EDG-style spelling for diagnostics, and the
 * x86-64 LP64 Itanium layout of builtin, pointer, array and simple class types.
 *
 * Qualifiers live on the node (`cv`), as EDG's typeref wrapper does; arrays push their cv onto the
 * element type. Classes and enums are nominal: each declaration gets one node.
 */

export enum TK {
  Void,
  Bool,
  Char,
  SChar,
  UChar,
  WChar,
  Char8,
  Char16,
  Char32,
  Short,
  UShort,
  Int,
  UInt,
  Long,
  ULong,
  LongLong,
  ULongLong,
  Int128,
  UInt128,
  Float,
  Double,
  LongDouble,
  Float128,
  NullptrT,
  // compound
  Pointer,
  LRef,
  RRef,
  Array,
  Function,
  MemberPointer,
  Class,
  Enum,
  /** typedef / alias sugar: `base` is the aliased type, `name` the spelling. */
  Typedef,
  /** A template type parameter (`depth`, `index`, `name`). */
  TemplateParam,
  /** A dependent or not-yet-analysed type named by its spelling (`typename T::x`, `decltype(e)`). */
  Dependent,
  /** The type of an erroneous construct: converts to and from anything silently. */
  Error,
}

export const CV_CONST = 1;
export const CV_VOLATILE = 2;
export const CV_RESTRICT = 4;

export type ClassKey = "struct" | "class" | "union";

/** What a class or enum type knows about its declaration (filled by semantic analysis). */
export interface NominalInfo {
  /** Qualified name as diagnostics print it (`ns::C`, `A<int>`). */
  name: string;
  key?: ClassKey;
  /** Complete: members and layout known. */
  complete: boolean;
  /** For classes: non-static data members in order, and bases, used by the layout. */
  fields?: Array<{ type: Type; bitWidth?: number }>;
  bases?: Type[];
  polymorphic?: boolean;
  /** For enums: the underlying type. */
  underlying?: Type;
  scoped?: boolean;
  /** Cached layout. */
  size?: number;
  align?: number;
  /** The cv-qualified variants of the type, indexed by cv bits (kept by TypeTable). */
  variants?: Type[];
}

export interface Type {
  readonly id: number;
  readonly kind: TK;
  readonly cv: number;
  /** Pointee, referee, element, return type, aliased type, or member type. */
  readonly base?: Type;
  /** Array bound; -1 for an unknown bound (`T[]`). */
  readonly bound?: number;
  /** Function parameters. */
  readonly params?: readonly Type[];
  readonly variadic?: boolean;
  /** Function: cv of `this` for member functions, ref-qualifier (0 none, 1 &, 2 &&), noexcept. */
  readonly fnCv?: number;
  readonly refQual?: number;
  readonly noexcept?: boolean;
  /** Member pointer: the class. */
  readonly cls?: Type;
  /** Class / enum. */
  readonly info?: NominalInfo;
  /** Typedef / template parameter / dependent spelling. */
  readonly name?: string;
  readonly depth?: number;
  readonly index?: number;
  /** The type with no cv and no sugar at the top (cached). */
  unqualifiedCanonical?: Type;
}

const BUILTIN_NAMES: Partial<Record<TK, string>> = {
  [TK.Void]: "void",
  [TK.Bool]: "bool",
  [TK.Char]: "char",
  [TK.SChar]: "signed char",
  [TK.UChar]: "unsigned char",
  [TK.WChar]: "wchar_t",
  [TK.Char8]: "char8_t",
  [TK.Char16]: "char16_t",
  [TK.Char32]: "char32_t",
  [TK.Short]: "short",
  [TK.UShort]: "unsigned short",
  [TK.Int]: "int",
  [TK.UInt]: "unsigned int",
  [TK.Long]: "long",
  [TK.ULong]: "unsigned long",
  [TK.LongLong]: "long long",
  [TK.ULongLong]: "unsigned long long",
  [TK.Int128]: "__int128",
  [TK.UInt128]: "unsigned __int128",
  [TK.Float]: "float",
  [TK.Double]: "double",
  [TK.LongDouble]: "long double",
  [TK.Float128]: "__float128",
  [TK.NullptrT]: "std::nullptr_t",
  [TK.Error]: "<error-type>",
};

let builtinKinds: Map<string, TK> | undefined;

/** The kind of a builtin type by its name (`"unsigned long"` → `TK.ULong`). */
export function builtinKindByName(name: string): TK | undefined {
  if (builtinKinds === undefined) {
    builtinKinds = new Map();
    for (const [k, n] of Object.entries(BUILTIN_NAMES)) builtinKinds.set(n, Number(k) as TK);
  }
  return builtinKinds.get(name);
}

/** LP64 size and alignment of the builtin kinds. */
const BUILTIN_LAYOUT: Partial<Record<TK, readonly [number, number]>> = {
  [TK.Bool]: [1, 1],
  [TK.Char]: [1, 1],
  [TK.SChar]: [1, 1],
  [TK.UChar]: [1, 1],
  [TK.WChar]: [4, 4],
  [TK.Char8]: [1, 1],
  [TK.Char16]: [2, 2],
  [TK.Char32]: [4, 4],
  [TK.Short]: [2, 2],
  [TK.UShort]: [2, 2],
  [TK.Int]: [4, 4],
  [TK.UInt]: [4, 4],
  [TK.Long]: [8, 8],
  [TK.ULong]: [8, 8],
  [TK.LongLong]: [8, 8],
  [TK.ULongLong]: [8, 8],
  [TK.Int128]: [16, 16],
  [TK.UInt128]: [16, 16],
  [TK.Float]: [4, 4],
  [TK.Double]: [8, 8],
  [TK.LongDouble]: [16, 16],
  [TK.Float128]: [16, 16],
  [TK.NullptrT]: [8, 8],
};

/** Interns types: structurally equal types are the same object. */
export class TypeTable {
  private readonly table = new Map<string, Type>();
  private nextId = 0;
  private readonly builtins: Type[] = [];

  constructor() {
    for (let k = TK.Void; k <= TK.NullptrT; k++) this.builtins[k] = this.make(k, 0, {});
    this.builtins[TK.Error] = this.make(TK.Error, 0, {});
  }

  private make(kind: TK, cv: number, fields: Partial<Type>, key?: string): Type {
    const k = key ?? keyOf(kind, cv, fields);
    const found = this.table.get(k);
    if (found) return found;
    const t: Type = { id: this.nextId++, kind, cv, ...fields };
    this.table.set(k, t);
    return t;
  }

  /** A builtin type (void, int, double, std::nullptr_t, ...), unqualified. */
  builtin(kind: TK): Type {
    const t = this.builtins[kind];
    if (t === undefined) throw new Error(`not a builtin type kind: ${TK[kind]}`);
    return t;
  }

  /** `t` with the qualifiers `cv` added. Arrays carry cv on their element; references and
   * functions ignore cv (as C++ does for cv introduced through a typedef). */
  qualified(t: Type, cv: number): Type {
    if (cv === 0) return t;
    if (t.kind === TK.Array) return this.array(this.qualified(t.base!, cv), t.bound!);
    if (t.kind === TK.LRef || t.kind === TK.RRef || t.kind === TK.Function) return t;
    return this.withCv(t, t.cv | cv);
  }

  /** `t` with exactly the qualifiers `cv` at the top level. */
  withCv(t: Type, cv: number): Type {
    if (t.cv === cv) return t;
    if (t.kind === TK.Array) return this.array(this.withCv(t.base!, cv), t.bound!);
    const { id: _id, cv: _cv, unqualifiedCanonical: _u, ...fields } = t;
    return this.intern(t.kind, cv, fields);
  }

  pointer(to: Type, cv = 0): Type {
    return this.intern(TK.Pointer, cv, { base: to });
  }

  lref(to: Type): Type {
    // reference collapsing: & to & or && is &
    if (to.kind === TK.LRef || to.kind === TK.RRef) return this.lref(to.base!);
    return this.intern(TK.LRef, 0, { base: to });
  }

  rref(to: Type): Type {
    if (to.kind === TK.LRef || to.kind === TK.RRef) return to;
    return this.intern(TK.RRef, 0, { base: to });
  }

  array(element: Type, bound: number): Type {
    return this.intern(TK.Array, 0, { base: element, bound });
  }

  func(
    ret: Type,
    params: readonly Type[],
    opts: { variadic?: boolean; fnCv?: number; refQual?: number; noexcept?: boolean } = {},
  ): Type {
    return this.intern(TK.Function, 0, {
      base: ret,
      params,
      variadic: opts.variadic ?? false,
      fnCv: opts.fnCv ?? 0,
      refQual: opts.refQual ?? 0,
      noexcept: opts.noexcept ?? false,
    });
  }

  memberPointer(member: Type, cls: Type, cv = 0): Type {
    return this.intern(TK.MemberPointer, cv, { base: member, cls });
  }

  /** A new nominal class or enum type (never merged with another declaration's). */
  nominal(kind: TK.Class | TK.Enum, info: NominalInfo): Type {
    const t: Type = { id: this.nextId++, kind, cv: 0, info };
    info.variants = [t];
    return t;
  }

  typedef(name: string, aliased: Type): Type {
    return this.intern(TK.Typedef, 0, { base: aliased, name });
  }

  templateParam(name: string, depth: number, index: number): Type {
    return this.intern(TK.TemplateParam, 0, { name, depth, index });
  }

  dependent(spelling: string): Type {
    return this.intern(TK.Dependent, 0, { name: spelling });
  }

  private intern(kind: TK, cv: number, f: Partial<Type>): Type {
    if (kind === TK.Class || kind === TK.Enum) {
      const variants = f.info!.variants!;
      let t = variants[cv];
      if (t === undefined) {
        t = { id: this.nextId++, kind, cv, info: f.info };
        variants[cv] = t;
      }
      return t;
    }
    return this.make(kind, cv, f, keyOf(kind, cv, f));
  }
}

function keyOf(kind: TK, cv: number, f: Partial<Type>): string {
  switch (kind) {
    case TK.Pointer:
    case TK.LRef:
    case TK.RRef:
      return `${kind}:${cv}:${f.base!.id}`;
    case TK.Array:
      return `A:${f.base!.id}:${f.bound}`;
    case TK.Function:
      return `F:${f.base!.id}:${f.params!.map((p) => p.id).join(",")}:${f.variadic ? 1 : 0}:${
        f.fnCv ?? 0
      }:${f.refQual ?? 0}:${f.noexcept ? 1 : 0}`;
    case TK.MemberPointer:
      return `M:${cv}:${f.base!.id}:${f.cls!.id}`;
    case TK.Typedef:
      return `T:${cv}:${f.name}:${f.base!.id}`;
    case TK.TemplateParam:
      return `TP:${cv}:${f.depth}:${f.index}:${f.name}`;
    case TK.Dependent:
      return `D:${cv}:${f.name}`;
    default:
      return `${kind}:${cv}`;
  }
}

/** Strips typedef sugar at the top (keeping the accumulated cv). */
export function canonical(table: TypeTable, t: Type): Type {
  let cv = 0;
  let u = t;
  while (u.kind === TK.Typedef) {
    cv |= u.cv;
    u = u.base!;
  }
  return cv === 0 ? u : table.qualified(u, cv);
}

/** Strips sugar all the way down (pointers to typedefs become pointers to the canonical type). */
export function fullyCanonical(table: TypeTable, t: Type): Type {
  const c = canonical(table, t);
  switch (c.kind) {
    case TK.Pointer:
      return table.pointer(fullyCanonical(table, c.base!), c.cv);
    case TK.LRef:
      return table.lref(fullyCanonical(table, c.base!));
    case TK.RRef:
      return table.rref(fullyCanonical(table, c.base!));
    case TK.Array:
      return table.array(fullyCanonical(table, c.base!), c.bound!);
    case TK.MemberPointer:
      return table.memberPointer(fullyCanonical(table, c.base!), c.cls!, c.cv);
    case TK.Function:
      return table.func(
        fullyCanonical(table, c.base!),
        c.params!.map((p) => fullyCanonical(table, p)),
        { variadic: c.variadic, fnCv: c.fnCv, refQual: c.refQual, noexcept: c.noexcept },
      );
    default:
      return c;
  }
}

export function isIntegral(t: Type): boolean {
  return t.kind >= TK.Bool && t.kind <= TK.UInt128;
}

export function isFloating(t: Type): boolean {
  return t.kind >= TK.Float && t.kind <= TK.Float128;
}

export function isArithmetic(t: Type): boolean {
  return isIntegral(t) || isFloating(t);
}

export function isUnsignedKind(kind: TK): boolean {
  return kind === TK.Bool || kind === TK.UChar || kind === TK.UShort || kind === TK.UInt ||
    kind === TK.ULong || kind === TK.ULongLong || kind === TK.UInt128 || kind === TK.Char8 ||
    kind === TK.Char16 || kind === TK.Char32;
}

function cvWords(cv: number): string {
  let s = "";
  if (cv & CV_CONST) s += "const ";
  if (cv & CV_VOLATILE) s += "volatile ";
  if (cv & CV_RESTRICT) s += "__restrict__ ";
  return s;
}

/**
 * Spells a type the way EDG's diagnostics do: `const char [2]`, `int (*)(int, char)`,
 * `int ns::C::*`, `const volatile unsigned long long *`, `int &`.
 */
export function typeToString(t: Type): string {
  return spell(t, "");
}

/** A declaration's text: type `t` around name `name` (`void foo(int)`). */
export function declToString(t: Type, name: string): string {
  return spell(t, name);
}

function spell(t: Type, inner: string): string {
  switch (t.kind) {
    case TK.Pointer:
    case TK.LRef:
    case TK.RRef:
    case TK.MemberPointer: {
      let op = t.kind === TK.Pointer
        ? "*"
        : t.kind === TK.LRef
        ? "&"
        : t.kind === TK.RRef
        ? "&&"
        : `${spellHead(t.cls!)}::*`;
      if (t.cv) op += cvWords(t.cv).trimEnd();
      const next = inner === "" ? op : op + (t.cv ? " " : "") + inner;
      const b = t.base!;
      const needParens = b.kind === TK.Array || b.kind === TK.Function;
      return spell(b, needParens ? `(${next})` : next);
    }
    case TK.Array: {
      const dims = `[${t.bound! >= 0 ? t.bound : ""}]`;
      return spell(t.base!, inner === "" ? dims : `${inner}${dims}`);
    }
    case TK.Function: {
      const ps = t.params!.map((p) => spell(p, ""));
      if (t.variadic) ps.push("...");
      let suffix = `(${ps.length === 0 && !t.variadic ? "" : ps.join(", ")})`;
      if (t.fnCv) suffix += " " + cvWords(t.fnCv).trimEnd();
      if (t.refQual === 1) suffix += " &";
      else if (t.refQual === 2) suffix += " &&";
      if (t.noexcept) suffix += " noexcept";
      return spell(t.base!, inner === "" ? suffix : `${inner}${suffix}`);
    }
    default: {
      const head = cvWords(t.cv) + spellHead(t);
      return inner === "" ? head : `${head} ${inner}`;
    }
  }
}

function spellHead(t: Type): string {
  switch (t.kind) {
    case TK.Class:
    case TK.Enum:
      return t.info!.name;
    case TK.Typedef:
    case TK.TemplateParam:
    case TK.Dependent:
      return t.name!;
    default:
      return BUILTIN_NAMES[t.kind] ?? "<type>";
  }
}

/** Size in bytes (LP64 Itanium), or undefined for incomplete, dependent or function types. */
export function sizeOf(table: TypeTable, t: Type): number | undefined {
  const c = canonical(table, t);
  const b = BUILTIN_LAYOUT[c.kind];
  if (b) return b[0];
  switch (c.kind) {
    case TK.Pointer:
      return 8;
    case TK.MemberPointer:
      return canonical(table, c.base!).kind === TK.Function ? 16 : 8;
    case TK.LRef:
    case TK.RRef:
      return sizeOf(table, c.base!);
    case TK.Array: {
      if (c.bound! < 0) return undefined;
      const e = sizeOf(table, c.base!);
      return e === undefined ? undefined : e * c.bound!;
    }
    case TK.Enum:
      return c.info!.underlying ? sizeOf(table, c.info!.underlying) : 4;
    case TK.Class:
      return classLayout(table, c)?.size;
    default:
      return undefined;
  }
}

/** Alignment in bytes, or undefined when unknown. */
export function alignOf(table: TypeTable, t: Type): number | undefined {
  const c = canonical(table, t);
  const b = BUILTIN_LAYOUT[c.kind];
  if (b) return b[1];
  switch (c.kind) {
    case TK.Pointer:
    case TK.MemberPointer:
      return 8;
    case TK.LRef:
    case TK.RRef:
      return alignOf(table, c.base!);
    case TK.Array:
      return alignOf(table, c.base!);
    case TK.Enum:
      return c.info!.underlying ? alignOf(table, c.info!.underlying) : 4;
    case TK.Class:
      return classLayout(table, c)?.align;
    default:
      return undefined;
  }
}

/**
 * Itanium layout of a class with non-virtual bases and ordinary fields (no virtual bases):
 * a vptr first when polymorphic and no base provides one, empty bases at offset 0, fields in
 * order at their alignment, bit-fields packed into their declared type's units, the size rounded
 * up to the alignment, and 1 for an empty class. Unions overlay their fields.
 */
export function classLayout(
  table: TypeTable,
  t: Type,
): { size: number; align: number; offsets: number[] } | undefined {
  const info = t.info!;
  if (!info.complete) return undefined;
  if (info.size !== undefined && info.align !== undefined) {
    return { size: info.size, align: info.align, offsets: [] };
  }
  let offset = 0;
  let align = 1;
  let bitOffset = 0; // in bits, for bit-field packing
  const offsets: number[] = [];
  let hasVptr = false;
  for (const base of info.bases ?? []) {
    const bl = classLayout(table, canonical(table, base));
    if (!bl) return undefined;
    if (canonical(table, base).info!.polymorphic) hasVptr = true;
    const empty = isEmptyClass(table, base);
    if (empty) {
      align = Math.max(align, bl.align);
      continue;
    }
    offset = roundUp(offset, bl.align);
    offset += bl.size;
    align = Math.max(align, bl.align);
  }
  if (info.polymorphic && !hasVptr) {
    offset = roundUp(offset, 8) + 8;
    align = Math.max(align, 8);
  }
  bitOffset = offset * 8;
  const isUnion = info.key === "union";
  let unionSize = 0;
  for (const f of info.fields ?? []) {
    const fs = sizeOf(table, f.type);
    const fa = alignOf(table, f.type);
    if (fs === undefined || fa === undefined) return undefined;
    if (isUnion) {
      unionSize = Math.max(unionSize, fs);
      align = Math.max(align, fa);
      offsets.push(0);
      continue;
    }
    if (f.bitWidth !== undefined) {
      const unitBits = fs * 8;
      if (f.bitWidth === 0) {
        bitOffset = roundUp(bitOffset, unitBits);
        offsets.push(bitOffset / 8);
        continue;
      }
      // a bit-field may not straddle a boundary of its declared type's alignment unit
      const start = Math.floor(bitOffset / unitBits) * unitBits;
      if (bitOffset + f.bitWidth > start + unitBits) bitOffset = roundUp(bitOffset, unitBits);
      offsets.push(Math.floor(bitOffset / 8));
      bitOffset += f.bitWidth;
      align = Math.max(align, fa);
      continue;
    }
    offset = roundUp(Math.ceil(bitOffset / 8), fa);
    offsets.push(offset);
    offset += fs;
    bitOffset = offset * 8;
    align = Math.max(align, fa);
  }
  let size = isUnion ? unionSize : Math.ceil(bitOffset / 8);
  size = roundUp(size, align);
  if (size === 0) size = 1;
  info.size = size;
  info.align = align;
  return { size, align, offsets };
}

function isEmptyClass(table: TypeTable, t: Type): boolean {
  const c = canonical(table, t);
  if (c.kind !== TK.Class) return false;
  const info = c.info!;
  if (info.polymorphic) return false;
  if ((info.fields ?? []).some((f) => f.bitWidth !== 0)) return false;
  return (info.bases ?? []).every((b) => isEmptyClass(table, b));
}

function roundUp(n: number, a: number): number {
  return Math.ceil(n / a) * a;
}
