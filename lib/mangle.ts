/**
 * Itanium C++ ABI name mangling over a small, self-contained description of names and types
 * (the front end converts its entities into this form). Covers builtin types, pointers,
 * references, cv-qualifiers, arrays, function types, pointers to members, nested names in
 * namespaces and classes, template arguments (types, integers, bools, packs), template
 * parameters, constructors/destructors/operators, substitutions (`S_`, `S0_`, ...) and the `std`
 * abbreviations (`St`, `Sa`, `Sb`, `Ss`, `Si`, `So`, `Sd`). Anonymous namespaces are named by the
 * caller (`_GLOBAL__N_1` in the ABI; cudafe++ uses `_GLOBAL__N_<module id>` in some places).
 */

/** Builtin type codes. */
export const BUILTIN_CODES = {
  "void": "v",
  "wchar_t": "w",
  "bool": "b",
  "char": "c",
  "signed char": "a",
  "unsigned char": "h",
  "short": "s",
  "unsigned short": "t",
  "int": "i",
  "unsigned int": "j",
  "long": "l",
  "unsigned long": "m",
  "long long": "x",
  "unsigned long long": "y",
  "__int128": "n",
  "unsigned __int128": "o",
  "float": "f",
  "double": "d",
  "long double": "e",
  "__float128": "g",
  "...": "z",
  "char8_t": "Du",
  "char16_t": "Ds",
  "char32_t": "Di",
  "decltype(nullptr)": "Dn",
  "auto": "Da",
  "decltype(auto)": "Dc",
  "_Float16": "DF16_",
  "__fp16": "Dh",
} as const;

export type Builtin = keyof typeof BUILTIN_CODES;

export interface CV {
  c?: boolean;
  v?: boolean;
  r?: boolean;
}

export type MType =
  | { k: "builtin"; name: Builtin }
  | { k: "ptr"; to: MType }
  | { k: "lref"; to: MType }
  | { k: "rref"; to: MType }
  | { k: "cv"; c?: boolean; v?: boolean; r?: boolean; of: MType }
  | { k: "array"; size?: number; of: MType }
  | {
    k: "func";
    ret: MType;
    params: MType[];
    variadic?: boolean;
    /** cv-qualifiers of a member function type (pointer-to-member). */
    cv?: CV;
    ref?: "&" | "&&";
    noexcept?: boolean;
  }
  | { k: "memptr"; cls: MType; member: MType }
  /** A class, struct, union or enum (possibly a template specialization). */
  | { k: "class"; name: Level[] }
  /** Template parameter number `index` (0-based) of the innermost template. */
  | { k: "tparam"; index: number }
  /** A pack expansion `T...` in a function parameter list. */
  | { k: "packexp"; of: MType }
  /** GNU `__complex__ float` (`Cf`, a substitution candidate). */
  | { k: "complex"; of: MType };

export type TArg =
  | { type: MType }
  | { int: number | bigint; of: Builtin }
  | { bool: boolean }
  /** A constant of a class-like type (an enumerator value): `L <type> <value> E`. */
  | { lit: bigint; litType: MType }
  | { pack: TArg[] };

/** The unqualified name at one level. */
export type UName =
  | string
  | { op: string; arity?: 1 | 2 }
  | { ctor: "C1" | "C2" | "C3" }
  | { dtor: "D0" | "D1" | "D2" }
  | { conv: MType }
  /** A literal operator `operator"" _s` (`li3_s`). */
  | { litOp: string };

/** One level of a qualified name, outermost first; the last level is the entity itself. */
export interface Level {
  name: UName;
  targs?: TArg[];
  /** ABI tags after the name (`B5cxx11`): a function whose result carries tags its parameters
   * do not. */
  abiTags?: string[];
}

export interface FunctionEntity {
  /** Qualified name; the last level may carry template arguments (a function template). */
  name: Level[];
  params: MType[];
  variadic?: boolean;
  /** Return type: encoded only for function template specializations. */
  ret?: MType;
  /** cv-qualifiers and ref-qualifier of a member function. */
  cv?: CV;
  ref?: "&" | "&&";
  /** `extern "C"` (and `main`): the plain name. */
  externC?: boolean;
}

export interface VariableEntity {
  name: Level[];
  externC?: boolean;
}

// Operator codes: [spelling, arity (0 = any), code]
const OPERATORS: [string, number, string][] = [
  ["new", 0, "nw"],
  ["new[]", 0, "na"],
  ["delete", 0, "dl"],
  ["delete[]", 0, "da"],
  ["+", 1, "ps"],
  ["-", 1, "ng"],
  ["&", 1, "ad"],
  ["*", 1, "de"],
  ["~", 0, "co"],
  ["+", 2, "pl"],
  ["-", 2, "mi"],
  ["*", 2, "ml"],
  ["/", 0, "dv"],
  ["%", 0, "rm"],
  ["&", 2, "an"],
  ["|", 0, "or"],
  ["^", 0, "eo"],
  ["=", 0, "aS"],
  ["+=", 0, "pL"],
  ["-=", 0, "mI"],
  ["*=", 0, "mL"],
  ["/=", 0, "dV"],
  ["%=", 0, "rM"],
  ["&=", 0, "aN"],
  ["|=", 0, "oR"],
  ["^=", 0, "eO"],
  ["<<", 0, "ls"],
  [">>", 0, "rs"],
  ["<<=", 0, "lS"],
  [">>=", 0, "rS"],
  ["==", 0, "eq"],
  ["!=", 0, "ne"],
  ["<", 0, "lt"],
  [">", 0, "gt"],
  ["<=", 0, "le"],
  [">=", 0, "ge"],
  ["<=>", 0, "ss"],
  ["!", 0, "nt"],
  ["&&", 0, "aa"],
  ["||", 0, "oo"],
  ["++", 0, "pp"],
  ["--", 0, "mm"],
  [",", 0, "cm"],
  ["->*", 0, "pm"],
  ["->", 0, "pt"],
  ["()", 0, "cl"],
  ["[]", 0, "ix"],
  ["?:", 0, "qu"],
  ["co_await", 0, "aw"],
];

/** The two-letter code of an operator function (`arity` picks unary/binary `+ - & *`). */
export function operatorCode(op: string, arity: 1 | 2 = 2): string {
  for (const [s, a, code] of OPERATORS) if (s === op && (a === 0 || a === arity)) return code;
  throw new Error(`mangle: unknown operator ${op}`);
}

const enc = new TextEncoder();

/** `<source-name>`: byte length + identifier. */
export function sourceName(id: string): string {
  return enc.encode(id).length + id;
}

/** The `<seq-id>` of substitution number `i`: S_, S0_, ..., S9_, SA_, ..., SZ_, S10_, ... */
export function substitution(i: number): string {
  return i === 0 ? "S_" : "S" + (i - 1).toString(36).toUpperCase() + "_";
}

function tparamRef(i: number): string {
  return i === 0 ? "T_" : "T" + (i - 1) + "_";
}

const isStd = (l: Level) => l.name === "std" && !l.targs;

function isType(a: TArg, name: string, scopesStd = true): boolean {
  return "type" in a && a.type.k === "class" && a.type.name.length === 2 &&
    (!scopesStd || isStd(a.type.name[0])) && a.type.name[1].name === name;
}

function isBuiltin(a: TArg | undefined, b: Builtin): boolean {
  return !!a && "type" in a && a.type.k === "builtin" && a.type.name === b;
}

/** `std::char_traits<char>` */
function isCharTraitsChar(a: TArg | undefined): boolean {
  return !!a && isType(a, "char_traits") && "type" in a && a.type.k === "class" &&
    a.type.name[1].targs?.length === 1 && isBuiltin(a.type.name[1].targs[0], "char");
}

/** `std::allocator<char>` */
function isAllocatorChar(a: TArg | undefined): boolean {
  return !!a && isType(a, "allocator") && "type" in a && a.type.k === "class" &&
    a.type.name[1].targs?.length === 1 && isBuiltin(a.type.name[1].targs[0], "char");
}

/** Ss / Si / So / Sd for the char specializations of the std stream and string templates. */
function stdTypeAbbrev(name: Level[]): string | undefined {
  if (name.length !== 2 || !isStd(name[0])) return undefined;
  const l = name[1];
  const a = l.targs;
  if (!a || typeof l.name !== "string") return undefined;
  if (l.name === "basic_string") {
    return a.length === 3 && isBuiltin(a[0], "char") && isCharTraitsChar(a[1]) &&
        isAllocatorChar(a[2])
      ? "Ss"
      : undefined;
  }
  const two = a.length === 2 && isBuiltin(a[0], "char") && isCharTraitsChar(a[1]);
  if (!two) return undefined;
  if (l.name === "basic_istream") return "Si";
  if (l.name === "basic_ostream") return "So";
  if (l.name === "basic_iostream") return "Sd";
  return undefined;
}

/** Sa / Sb for `std::allocator` / `std::basic_string` used as a template name. */
function stdTemplateAbbrev(name: Level[]): string | undefined {
  if (name.length !== 2 || !isStd(name[0])) return undefined;
  if (name[1].name === "allocator") return "Sa";
  if (name[1].name === "basic_string") return "Sb";
  return undefined;
}

/** A canonical key per entity/type, independent of substitutions. */
function levelKey(l: Level): string {
  let s = typeof l.name === "string"
    ? l.name
    : "op" in l.name
    ? "operator" + l.name.op + (l.name.arity ?? "")
    : "ctor" in l.name
    ? "#" + l.name.ctor
    : "dtor" in l.name
    ? "#" + l.name.dtor
    : "litOp" in l.name
    ? "li " + l.name.litOp
    : "conv " + typeKey(l.name.conv);
  if (l.targs) s += "<" + l.targs.map(targKey).join(",") + ">";
  return s;
}

function namesKey(name: Level[], n = name.length): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(levelKey(name[i]));
  return "::" + parts.join("::");
}

function targKey(a: TArg): string {
  if ("type" in a) return typeKey(a.type);
  else if ("int" in a) return `${a.of}:${a.int}`;
  if ("bool" in a) return String(a.bool);
  if ("lit" in a) return `${typeKey(a.litType)}:${a.lit}`;
  return "pack(" + a.pack.map(targKey).join(",") + ")";
}

function cvKey(cv?: CV): string {
  return cv ? (cv.r ? "r" : "") + (cv.v ? "V" : "") + (cv.c ? "K" : "") : "";
}

function typeKey(t: MType): string {
  switch (t.k) {
    case "builtin":
      return t.name;
    case "ptr":
      return "P(" + typeKey(t.to) + ")";
    case "lref":
      return "R(" + typeKey(t.to) + ")";
    case "rref":
      return "O(" + typeKey(t.to) + ")";
    case "cv":
      return cvKey(t) + "(" + typeKey(t.of) + ")";
    case "array":
      return `A${t.size ?? ""}(` + typeKey(t.of) + ")";
    case "func":
      return "F(" + typeKey(t.ret) + ";" + t.params.map(typeKey).join(",") +
        (t.variadic ? ",..." : "") + ")" + cvKey(t.cv) + (t.ref ?? "") + (t.noexcept ? "nx" : "");
    case "memptr":
      return "M(" + typeKey(t.cls) + ";" + typeKey(t.member) + ")";
    case "class":
      return namesKey(t.name);
    case "tparam":
      return "T" + t.index;
    case "packexp":
      return "Dp(" + typeKey(t.of) + ")";
    case "complex":
      return "C(" + typeKey(t.of) + ")";
  }
}

class Mangler {
  out = "";
  private subs = new Map<string, number>();

  private sub(key: string): boolean {
    const i = this.subs.get(key);
    if (i === undefined) return false;
    this.out += substitution(i);
    return true;
  }

  private add(key: string): void {
    if (!this.subs.has(key)) this.subs.set(key, this.subs.size);
  }

  unqualified(n: UName): void {
    if (typeof n === "string") this.out += sourceName(n);
    else if ("op" in n) this.out += operatorCode(n.op, n.arity ?? 2);
    else if ("ctor" in n) this.out += n.ctor;
    else if ("dtor" in n) this.out += n.dtor;
    else if ("litOp" in n) this.out += "li" + sourceName(n.litOp);
    else {
      this.out += "cv";
      this.type(n.conv);
    }
  }

  templateArgs(args: TArg[]): void {
    this.out += "I";
    for (const a of args) this.targ(a);
    this.out += "E";
  }

  targ(a: TArg): void {
    if ("type" in a) this.type(a.type);
    else if ("bool" in a) this.out += a.bool ? "Lb1E" : "Lb0E";
    else if ("int" in a) {
      const v = BigInt(a.int);
      this.out += "L" + BUILTIN_CODES[a.of] + (v < 0n ? "n" + (-v) : String(v)) + "E";
    } else if ("lit" in a) {
      this.out += "L";
      this.type(a.litType);
      this.out += (a.lit < 0n ? "n" + (-a.lit) : String(a.lit)) + "E";
    } else {
      this.out += "J";
      for (const x of a.pack) this.targ(x);
      this.out += "E";
    }
  }

  /**
   * `<name>` of an entity or class: unscoped (`1f`, `St1f`), unscoped template, or nested
   * (`N…E`, with the member function's cv/ref qualifiers). For a class type the caller records
   * the whole name as a substitution.
   */
  name(name: Level[], quals?: { cv?: CV; ref?: "&" | "&&" }): void {
    const last = name[name.length - 1];
    const inStd = name.length === 2 && isStd(name[0]);
    if (name.length === 1 || inStd) {
      const abbr = stdTemplateAbbrev(name);
      if (abbr) {
        this.out += abbr;
        if (last.targs) {
          this.templateArgs(last.targs);
        }
        return;
      }
      if (last.targs) {
        const key = namesKey([...name.slice(0, -1), { name: last.name }]);
        if (!this.sub(key)) {
          if (inStd) this.out += "St";
          this.unqualified(last.name);
          this.abiTags(last);
          this.add(key);
        }
        this.templateArgs(last.targs);
      } else {
        if (inStd) this.out += "St";
        this.unqualified(last.name);
        this.abiTags(last);
      }
      return;
    }
    this.out += "N";
    if (quals) {
      this.out += cvKey(quals.cv);
      if (quals.ref) this.out += quals.ref === "&" ? "R" : "O";
    }
    if (last.targs) {
      // the template prefix is a candidate; the final template-id is recorded by the caller
      // when it is a class type (a function's own name is never a candidate)
      const tkey = namesKey([...name.slice(0, -1), { name: last.name }]);
      if (!this.sub(tkey)) {
        this.prefix(name, name.length - 1);
        this.unqualified(last.name);
        this.abiTags(last);
        this.add(tkey);
      }
      this.templateArgs(last.targs);
    } else {
      this.prefix(name, name.length - 1);
      this.unqualified(last.name);
      this.abiTags(last);
    }
    this.out += "E";
  }

  /** A level's ABI tags, `B<length><tag>` each. */
  private abiTags(l: Level): void {
    for (const t of l.abiTags ?? []) this.out += "B" + t.length + t;
  }

  /** The prefix made of the first `n` levels, with substitutions. */
  private prefix(name: Level[], n: number): void {
    if (n === 0) return;
    // longest prefix already seen
    for (let m = n; m >= 1; m--) {
      const key = namesKey(name, m);
      if (this.subs.has(key)) {
        this.sub(key);
        this.prefixFrom(name, m, n);
        return;
      }
      const lvl = name[m - 1];
      if (lvl.targs) {
        const tkey = namesKey([...name.slice(0, m - 1), { name: lvl.name }]);
        if (this.subs.has(tkey)) {
          this.sub(tkey);
          this.templateArgs(lvl.targs);
          this.add(key);
          this.prefixFrom(name, m, n);
          return;
        }
      }
    }
    if (isStd(name[0])) {
      this.out += "St";
      const abbr = n >= 2 ? stdTemplateAbbrev(name.slice(0, 2)) : undefined;
      if (abbr) {
        this.out += abbr;
        if (name[1].targs) this.templateArgs(name[1].targs);
        this.add(namesKey(name, 2));
        this.prefixFrom(name, 2, n);
        return;
      }
      this.prefixFrom(name, 1, n);
      return;
    }
    this.prefixFrom(name, 0, n);
  }

  /** Appends levels `from..n-1` to a prefix already written, recording each as a candidate. */
  private prefixFrom(name: Level[], from: number, n: number): void {
    for (let i = from; i < n; i++) {
      const l = name[i];
      this.unqualified(l.name);
      if (l.targs) {
        this.add(namesKey([...name.slice(0, i), { name: l.name }]));
        this.templateArgs(l.targs);
      }
      this.add(namesKey(name, i + 1));
    }
  }

  type(t: MType): void {
    if (t.k === "builtin") {
      this.out += BUILTIN_CODES[t.name];
      return;
    }
    if (t.k === "cv" && !t.c && !t.v && !t.r) {
      this.type(t.of);
      return;
    }
    const key = typeKey(t);
    if (this.sub(key)) return;
    switch (t.k) {
      case "ptr":
        this.out += "P";
        this.type(t.to);
        break;
      case "lref":
        this.out += "R";
        this.type(t.to);
        break;
      case "rref":
        this.out += "O";
        this.type(t.to);
        break;
      case "cv":
        this.out += cvKey(t);
        this.type(t.of);
        break;
      case "array":
        this.out += "A" + (t.size ?? "") + "_";
        this.type(t.of);
        break;
      case "func":
        this.out += cvKey(t.cv);
        if (t.noexcept) this.out += "Do";
        this.out += "F";
        this.type(t.ret);
        this.params(t.params, t.variadic);
        if (t.ref) this.out += t.ref === "&" ? "R" : "O";
        this.out += "E";
        break;
      case "memptr":
        this.out += "M";
        this.type(t.cls);
        this.type(t.member);
        break;
      case "class": {
        const abbr = stdTypeAbbrev(t.name);
        if (abbr) {
          this.out += abbr;
          return; // an abbreviation is not a new candidate
        }
        this.name(t.name);
        break;
      }
      case "tparam":
        this.out += tparamRef(t.index);
        break;
      case "packexp":
        this.out += "Dp";
        this.type(t.of);
        break;
      case "complex":
        this.out += "C";
        this.type(t.of);
        break;
    }
    this.add(key);
  }

  params(ps: MType[], variadic?: boolean): void {
    if (ps.length === 0 && !variadic) {
      this.out += "v";
      return;
    }
    for (const p of ps) this.type(adjustParam(p));
    if (variadic) this.out += "z";
  }
}

/** Parameter type adjustment: top-level cv dropped, arrays and functions decay to pointers. */
export function adjustParam(t: MType): MType {
  if (t.k === "cv") return adjustParam(t.of);
  if (t.k === "array") return { k: "ptr", to: t.of };
  if (t.k === "func") return { k: "ptr", to: t };
  return t;
}

/** The mangled name of a function (`_Z…`), or the plain name for `extern "C"`. */
export function mangleFunction(f: FunctionEntity): string {
  const last = f.name[f.name.length - 1];
  if (f.externC && typeof last.name === "string") return last.name;
  const m = new Mangler();
  m.out = "_Z";
  const member = f.cv || f.ref ? { cv: f.cv, ref: f.ref } : undefined;
  m.name(f.name, member);
  if (last.targs && f.ret && !("ctor" in Object(last.name)) && !("dtor" in Object(last.name))) {
    m.type(f.ret);
  }
  m.params(f.params, f.variadic);
  return m.out;
}

/**
 * The mangled name of a variable: global-scope (and `extern "C"`) variables keep their plain
 * name; namespace members and static data members get `_Z` + name.
 */
export function mangleVariable(v: VariableEntity): string {
  const last = v.name[v.name.length - 1];
  if ((v.externC || (v.name.length === 1 && !last.targs)) && typeof last.name === "string") {
    return last.name;
  }
  const m = new Mangler();
  m.out = "_Z";
  m.name(v.name);
  return m.out;
}

/** The `<type>` encoding alone (fresh substitution table). */
export function mangleType(t: MType): string {
  const m = new Mangler();
  m.type(t);
  return m.out;
}
