/**
 * CUDA rules for the builtins the front end declares itself, as the real cudafe++ 13.0 checks
 * them on the host pass (all hard errors).
 *
 * `__nv_atomic_*` (GCC-style atomics with an extra thread-scope argument); the caret is on the
 * first argument:
 *
 * - 3753 a call in a host-only function ("atomic operations are not in a device function."),
 *   even in an unevaluated operand; nothing else is checked there; uninstantiated templates
 *   are exempt;
 * - in device, global and host-device functions, first the type of the object (when the first
 *   argument is a parameter declared as a pointer to a builtin type): 3748/3751/3752/3770 for the
 *   fetch operations, 3771/3750/3749 for the non-generic `_n` forms, 3767 for the generic forms;
 *   one type error ends the checks of the call;
 * - then each memory-order argument (3755 when it is a variable, 3746 when its value is not
 *   0..5), then the scope argument (3754 when it is a variable, 3747 when not 0..4).
 *
 * Values are folded from the tokens; an argument that cannot be folded but is not plainly a
 * variable (an enumerator such as `__NV_ATOMIC_RELAXED`, a constexpr variable) is left alone.
 */
import { DS, type Param } from "./ast.ts";
import { T, type TokenBuffer } from "./tokens.ts";

export type AtomicForm =
  | "fetch"
  | "load_n"
  | "store_n"
  | "exchange_n"
  | "cas_n"
  | "load"
  | "store"
  | "exchange"
  | "cas"
  | "fence";

export interface AtomicBuiltin {
  form: AtomicForm;
  /** The fetch operation (`add`, `and`, ...). */
  op?: string;
  /** Indices of the memory-order arguments. */
  orders: number[];
  /** Index of the thread-scope argument. */
  scope: number;
}

const FORMS: ReadonlyArray<[string, AtomicForm, number[], number]> = [
  ["load_n", "load_n", [1], 2],
  ["store_n", "store_n", [2], 3],
  ["exchange_n", "exchange_n", [2], 3],
  ["compare_exchange_n", "cas_n", [4, 5], 6],
  ["load", "load", [2], 3],
  ["store", "store", [2], 3],
  ["exchange", "exchange", [3], 4],
  ["compare_exchange", "cas", [4, 5], 6],
  ["thread_fence", "fence", [0], 1],
];
const FETCH_OPS = ["add", "sub", "min", "max", "and", "or", "xor"];

/** Builtin name (`__nv_atomic_fetch_add`) -> its shape. */
export const ATOMIC_BUILTINS: ReadonlyMap<string, AtomicBuiltin> = new Map([
  ...FETCH_OPS.map((op): [string, AtomicBuiltin] => [
    `__nv_atomic_fetch_${op}`,
    { form: "fetch", op, orders: [2], scope: 3 },
  ]),
  ...FORMS.map(([suffix, form, orders, scope]): [string, AtomicBuiltin] => [
    `__nv_atomic_${suffix}`,
    { form, orders, scope },
  ]),
]);

/** What the check needs from its caller (the body checker). */
export interface AtomicCallSite {
  tokens: TokenBuffer;
  /** The calling function runs on the device (device, global or host-device). */
  device: boolean;
  /** Parameters of the calling function (for the object type and plain variables). */
  params: readonly Param[];
  /** Folds an argument's tokens to an integer, if it is constant. */
  fold(first: number, last: number): number | undefined;
  report(code: number, tok: number): void;
  /** sizeof the class a parameter's declaration specifier names, when known. */
  classSize?(p: Param): number | undefined;
  /** Reports 3733 with the shape text (`m64n7k16`). */
  shape?(text: string, tok: number): void;
}

/** A builtin arithmetic type: its size and kind. */
interface ObjType {
  size: number;
  float: boolean;
  signed: boolean;
}

/** The type `p` points to when `p` is declared `T *p` with T a builtin arithmetic type. */
function pointee(tk: TokenBuffer, p: Param): ObjType | undefined {
  const ops = p.decl.ops;
  if (ops.length !== 1 || ops[0].op !== 0) return undefined;
  const spec = p.spec;
  let longs = 0,
    short = false,
    unsigned = false,
    char = false,
    int = false,
    float = false,
    double = false,
    bool = false,
    other = false;
  for (let j = spec.first; j <= spec.last; j++) {
    const k = tk.kind[j];
    if (k === T.KwLong) longs++;
    else if (k === T.KwShort) short = true;
    else if (k === T.KwUnsigned) unsigned = true;
    else if (k === T.KwChar) char = true;
    else if (k === T.KwInt) int = true;
    else if (k === T.KwFloat) float = true;
    else if (k === T.KwDouble) double = true;
    else if (k === T.KwBool) bool = true;
    else if (k !== T.KwSigned && k !== T.KwConst && k !== T.KwVolatile) other = true;
  }
  void int;
  if (other || (spec.flags & DS.Typedef) !== 0) return undefined;
  if (float) return { size: 4, float: true, signed: true };
  if (double) return longs > 0 ? undefined : { size: 8, float: true, signed: true };
  if (bool) return { size: 1, float: false, signed: false };
  if (char) return { size: 1, float: false, signed: !unsigned };
  const size = short ? 2 : longs > 0 ? 8 : 4;
  return { size, float: false, signed: !unsigned };
}

/** The type error of a call, if any (internal code). */
function typeError(b: AtomicBuiltin, t: ObjType): number | undefined {
  switch (b.form) {
    case "fetch":
      if (t.float) {
        if (b.op === "and" || b.op === "or" || b.op === "xor") return 3770;
        if (b.op === "min" || b.op === "max") return 3752;
      }
      if (t.size !== 4 && t.size !== 8) return 3748;
      if ((b.op === "add" || b.op === "sub") && !t.float && t.signed && t.size === 8) return 3751;
      return undefined;
    case "load_n":
    case "store_n":
      return t.float ? 3771 : undefined;
    case "exchange_n":
      if (t.float) return 3771;
      return t.size === 4 || t.size === 8 || t.size === 16 ? undefined : 3750;
    case "cas_n":
      if (t.float) return 3771;
      return t.size === 2 || t.size === 4 || t.size === 8 || t.size === 16 ? undefined : 3749;
    default:
      return undefined;
  }
}

/** The parameter an argument names when it is just that parameter's name. */
function paramOf(tk: TokenBuffer, params: readonly Param[], first: number, last: number) {
  if (first !== last || tk.kind[first] !== T.Identifier) return undefined;
  const atom = tk.atom[first];
  return params.find((p) => p.decl.name?.parts.length === 1 && p.decl.name.parts[0].atom === atom);
}

/** A non-const parameter of a builtin type: certainly not a constant. */
function isPlainVariable(tk: TokenBuffer, params: readonly Param[], first: number, last: number) {
  const p = paramOf(tk, params, first, last);
  return p !== undefined && p.decl.ops.length === 0 &&
    (p.spec.flags & (DS.Const | DS.Constexpr)) === 0;
}

/**
 * Checks a call of builtin `b`; `args` are the arguments' token ranges.
 */
export function checkAtomicCall(
  site: AtomicCallSite,
  b: AtomicBuiltin,
  args: ReadonlyArray<{ first: number; last: number }>,
  closeTok: number,
): void {
  if (args.length === 0) {
    // in any function, at the `)`: 3769, then EDG's check of the missing pointer argument
    site.report(3769, closeTok);
    site.report(1645, closeTok);
    return;
  }
  const at = args[0].first;
  if (!site.device) {
    site.report(3753, at);
    return;
  }
  const tk = site.tokens;
  if (b.form !== "fence") {
    const p = paramOf(tk, site.params, args[0].first, args[0].last);
    const generic = b.form === "load" || b.form === "store" || b.form === "exchange" ||
      b.form === "cas";
    if (
      p && generic && p.spec.type !== undefined && p.decl.ops.length === 1 &&
      p.decl.ops[0].op === 0
    ) {
      // a pointer to a class: the generic forms take objects of 1, 2, 4, 8 or 16 bytes
      const size = site.classSize?.(p);
      if (
        size !== undefined && size !== 1 && size !== 2 && size !== 4 && size !== 8 && size !== 16
      ) {
        site.report(3767, at);
        return;
      }
    }
    const t = p ? pointee(tk, p) : undefined;
    const err = t ? typeError(b, t) : undefined;
    if (err !== undefined) {
      site.report(err, at);
      return;
    }
  }
  const value = (i: number, max: number, variable: number, invalid: number) => {
    const a = args[i];
    if (!a) return;
    const v = site.fold(a.first, a.last);
    if (v === undefined) {
      if (isPlainVariable(tk, site.params, a.first, a.last)) site.report(variable, at);
    } else if (v < 0 || v > max) site.report(invalid, at);
  };
  for (const i of b.orders) value(i, 5, 3755, 3746);
  value(b.scope, 4, 3754, 3747);
}

const INTEGER_WORDS = new Set(["signed", "unsigned", "short", "long", "int", "char", "double"]);

/**
 * EDG's spelling of a builtin arithmetic type written with several keywords (`long int` is
 * `long`, `unsigned` is `unsigned int`, `int long unsigned` is `unsigned long`); undefined when
 * the words are not all such keywords (cv-qualifiers come first and are kept).
 */
export function canonicalIntegerWords(words: string[]): string | undefined {
  let i = 0;
  while (i < words.length && (words[i] === "const" || words[i] === "volatile")) i++;
  if (i === words.length) return undefined;
  let signed = false,
    unsigned = false,
    short = false,
    longs = 0,
    int = false,
    char = false,
    double = false;
  for (let j = i; j < words.length; j++) {
    const w = words[j];
    if (!INTEGER_WORDS.has(w)) return undefined;
    if (w === "signed") signed = true;
    else if (w === "unsigned") unsigned = true;
    else if (w === "short") short = true;
    else if (w === "long") longs++;
    else if (w === "int") int = true;
    else if (w === "char") char = true;
    else double = true;
  }
  let t: string;
  if (char) t = signed ? "signed char" : unsigned ? "unsigned char" : "char";
  else if (double) t = longs > 0 ? "long double" : "double";
  else {
    const base = short ? "short" : longs >= 2 ? "long long" : longs === 1 ? "long" : "int";
    t = unsigned ? `unsigned ${base}` : base;
  }
  void int;
  const cv = words.slice(0, i);
  cv.push(t);
  return cv.join(" ");
}

// ------------------------------------------------------------------ __wgmma_mma_async_*

/**
 * `__wgmma_mma_async_<type>(m, n, k, flags..., D, A, B)`: the number of constant flag
 * arguments, and the shapes it accepts (m64nNk<k>, N a multiple of 8 up to 256), as probed on
 * the binary.
 */
export const WGMMA_BUILTINS: ReadonlyMap<string, { flags: number; k: number }> = new Map([
  ["__wgmma_mma_async_f16", { flags: 6, k: 16 }],
  ["__wgmma_mma_async_bf16", { flags: 6, k: 16 }],
  ["__wgmma_mma_async_tf32", { flags: 3, k: 8 }],
  ["__wgmma_mma_async_f8", { flags: 6, k: 32 }],
]);

/** The type of an argument when it is plain: a parameter of builtin type or an int literal. */
function argType(tk: TokenBuffer, params: readonly Param[], first: number, last: number) {
  if (first === last && tk.kind[first] === T.IntLit) {
    const text = tk.text.slice(tk.start[first], tk.end[first]).toLowerCase();
    const u = text.includes("u");
    const ll = text.includes("ll");
    const base = ll ? "long long" : text.includes("l") ? "long" : "int";
    return u ? `unsigned ${base}` : base;
  }
  const p = paramOf(tk, params, first, last);
  if (!p) return undefined;
  const words: string[] = [];
  for (let j = p.spec.first; j <= p.spec.last; j++) {
    const k = tk.kind[j];
    if (k === T.KwConst || k === T.KwVolatile) continue;
    if (k === T.Identifier || k === T.ColonColon || k === T.Less) return undefined;
    words.push(tk.text.slice(tk.start[j], tk.end[j]));
  }
  const ops = p.decl.ops;
  if (ops.length === 1 && ops[0].op === 0) return words.join(" ") === "void" ? "void*" : "pointer";
  if (ops.length !== 0) return undefined;
  return canonicalIntegerWords(words) ?? words.join(" ");
}

/**
 * Checks a call of a `__wgmma_mma_async_*` builtin in device code: missing A/B (3730, at the
 * callee), a non-constant shape or flag argument (3729, at it), the types of A and B (3731, 3732),
 * then the shape (3733, at `m`). Calls in host functions are not checked.
 */
export function checkWgmmaCall(
  site: AtomicCallSite,
  b: { flags: number; k: number },
  calleeTok: number,
  args: ReadonlyArray<{ first: number; last: number }>,
): void {
  if (!site.device) return;
  const tk = site.tokens;
  const nConst = 3 + b.flags;
  if (args.length < nConst + 3) {
    site.report(3730, calleeTok);
    return;
  }
  const values: number[] = [];
  for (let i = 0; i < nConst; i++) {
    const v = site.fold(args[i].first, args[i].last);
    if (v === undefined) {
      if (isPlainVariable(tk, site.params, args[i].first, args[i].last)) {
        site.report(3729, args[i].first);
      }
      return;
    }
    values.push(v);
  }
  const a = args[nConst + 1], bArg = args[nConst + 2];
  const ta = argType(tk, site.params, a.first, a.last);
  if (ta !== undefined && ta !== "void*" && ta !== "unsigned long long") site.report(3731, a.first);
  const tb = argType(tk, site.params, bArg.first, bArg.last);
  if (tb !== undefined && tb !== "unsigned long long") site.report(3732, bArg.first);
  const [m, n, k] = values;
  if (m !== 64 || k !== b.k || n < 8 || n > 256 || n % 8 !== 0) {
    site.shape?.(`m${m}n${n}k${k}`, args[0].first);
  }
}
