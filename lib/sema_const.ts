/**
 * Constant evaluation of integral constant expressions, on demand (static_assert conditions,
 * array bounds, enumerator values), over the parser's tree.
 *
 * Values are integers (`bigint`) tagged with their integral type kind (`TK`), and follow the
 * C++ rules on LP64: integral promotion, the usual arithmetic conversions, unsigned wrap-around,
 * truncating casts. Operands come from literals, enumerators, const/constexpr integral
 * variables with constant initializers, `sizeof`/`alignof` of types whose layout lib/types.ts
 * knows, and a few GCC type-trait intrinsics.
 *
 * The evaluator never guesses: anything it does not model (calls, floating point, members of
 * templates, names it cannot bind, classes whose layout depends on attributes...) yields
 * UNKNOWN, and callers then say nothing. Only three failures are definite and reported by the
 * callers with the real binary's texts: a read of a variable whose value is not a constant
 * (error 28 + note 2689), a division or remainder by zero (39 / 179), and, along the way,
 * signed overflow (warning 61), which wraps as it does in the binary.
 */
import type { TokenBuffer } from "./tokens.ts";
import { T } from "./tokens.ts";
import {
  type Class,
  type DeclaratorOp,
  type DeclSpec,
  DS,
  type Enum,
  type GenericNode,
  type Name,
  type Node,
  NodeKind,
  someMemberFunction,
  stripParens,
  type TypeId,
} from "./ast.ts";
import { type Scope, ScopeKind, type Sym, SymKind } from "./scope.ts";
import {
  alignOf,
  canonical,
  CV_CONST,
  CV_VOLATILE,
  sizeOf,
  TK,
  type Type,
  TypeTable,
} from "./types.ts";
import {
  concatStringLiterals,
  hasUserSuffix,
  parseCharLiteral,
  parseIntLiteral,
} from "./literals.ts";

/** An integral constant: its value (in range for `k`) and type kind. */
export interface CVal {
  v: bigint;
  /** TK.Bool .. TK.UInt128. */
  k: TK;
  /** A scoped enumerator (usable only through a cast or a comparison with its own enum). */
  scoped?: Node;
}

/** Why an evaluation did not produce a value. */
export const enum Why {
  /** Not modelled, dependent, or not certain: callers stay silent. */
  Unknown,
  /** A variable whose value cannot be used as a constant was read (`sym`, at token `tok`). */
  NotConstVar,
  /** Division (`/`) or remainder (`%`) by zero at operator token `tok`. */
  DivZero,
  /** A function parameter or local variable without a known declaration was read: the
   * expression is not a constant (callers use it to judge flow; nothing is reported). */
  NonConstant,
  /** Undefined behaviour inside a constexpr call: error 28 with the note `note` (2707 for a
   * signed overflow, 61 for a division by zero) at token `tok` in the function's body. */
  InCall,
  /** A shift count not below the width of the promoted left operand, at the count `tok` (the
   * binary warns 63 outside constant contexts; the value is not modelled). */
  ShiftCount,
}

export interface Fail {
  fail: Why;
  tok?: number;
  sym?: Sym;
  op?: number;
  /** For InCall: the note's code, and the type the operation overflowed (2707's %t). */
  note?: number;
  type?: Type;
}

export type EvalResult = CVal | Fail;

const UNKNOWN: Fail = Object.freeze({ fail: Why.Unknown }) as Fail;

export function isFail(r: EvalResult): r is Fail {
  return (r as Fail).fail !== undefined;
}

/** What the evaluator needs from the parser. */
export interface EvalHost {
  readonly tb: TokenBuffer;
  readonly cppStd: number;
  /** The scope the expression is evaluated in (to tell complete classes from ones being defined). */
  currentScope(): Scope;
  text(atom: number): string;
}

/**
 * Is constant `e` written as a bit pattern, whose change of sign the binary does not warn of
 * (converted to a declared type or by the usual arithmetic conversions): a hexadecimal, octal
 * or binary literal, a `~`, `&`, `|` or `^` operation, parenthesized or as the arm a constant
 * condition selects (`0xFFFFFFFF`, `~0`, `1 ? ~0 : 2`; not `-0x1`). `cond` evaluates a
 * condition (undefined when it is not a constant).
 */
export function isBitPattern(
  e: Node,
  tb: TokenBuffer,
  cond: (c: Node) => bigint | undefined,
): boolean {
  let x = e as GenericNode;
  while (x.kind === NodeKind.Paren && x.expr !== undefined) x = x.expr as GenericNode;
  switch (x.kind) {
    case NodeKind.IntLit:
      // (only a decimal literal does not start with 0, but for `0` itself)
      return tb.end[x.first] - tb.start[x.first] > 1 &&
        tb.text.charCodeAt(tb.start[x.first]) === 48;
    case NodeKind.Unary:
      return x.op === T.Tilde;
    case NodeKind.Binary:
      return x.op === T.Amp || x.op === T.Pipe || x.op === T.Caret;
    case NodeKind.Conditional: {
      if (x.lhs === undefined || x.cond === undefined || x.rhs === undefined) return false;
      const c = cond(x.cond);
      return c !== undefined && isBitPattern(c !== 0n ? x.lhs : x.rhs, tb, cond);
    }
  }
  return false;
}

/** A warning found while evaluating (reported only when the whole evaluation succeeds). */
export interface EvalWarning {
  code: number;
  tok: number;
  /** The type of the operation (for a signed overflow). */
  k?: TK;
}

// ------------------------------------------------------------------ integer kinds

export function bitsOf(k: TK): number {
  switch (k) {
    case TK.Bool:
      return 1;
    case TK.Char:
    case TK.SChar:
    case TK.UChar:
    case TK.Char8:
      return 8;
    case TK.Short:
    case TK.UShort:
    case TK.Char16:
      return 16;
    case TK.Int:
    case TK.UInt:
    case TK.WChar:
    case TK.Char32:
      return 32;
    case TK.Int128:
    case TK.UInt128:
      return 128;
    default:
      return 64;
  }
}

function isUnsigned(k: TK): boolean {
  return k === TK.Bool || k === TK.UChar || k === TK.UShort || k === TK.UInt ||
    k === TK.ULong || k === TK.ULongLong || k === TK.UInt128 || k === TK.Char8 ||
    k === TK.Char16 || k === TK.Char32;
}

export function isIntegralKind(k: TK): boolean {
  return k >= TK.Bool && k <= TK.UInt128;
}

/** `v` reduced to the range of `k` (modulo 2^bits, two's complement for signed kinds). */
export function wrap(v: bigint, k: TK): bigint {
  if (k === TK.Bool) return v !== 0n ? 1n : 0n;
  const b = BigInt(bitsOf(k));
  return isUnsigned(k) ? BigInt.asUintN(Number(b), v) : BigInt.asIntN(Number(b), v);
}

function fits(v: bigint, k: TK): boolean {
  return wrap(v, k) === v;
}

/** Integral promotion (LP64: wchar_t is int, char32_t is unsigned int). */
export function promote(k: TK): TK {
  switch (k) {
    case TK.Bool:
    case TK.Char:
    case TK.SChar:
    case TK.UChar:
    case TK.Short:
    case TK.UShort:
    case TK.Char8:
    case TK.Char16:
    case TK.WChar:
      return TK.Int;
    case TK.Char32:
      return TK.UInt;
    default:
      return k;
  }
}

function rank(k: TK): number {
  switch (k) {
    case TK.Int:
    case TK.UInt:
      return 1;
    case TK.Long:
    case TK.ULong:
      return 2;
    case TK.LongLong:
    case TK.ULongLong:
      return 3;
    default:
      return 4;
  }
}

function toUnsigned(k: TK): TK {
  switch (k) {
    case TK.Int:
      return TK.UInt;
    case TK.Long:
      return TK.ULong;
    case TK.LongLong:
      return TK.ULongLong;
    case TK.Int128:
      return TK.UInt128;
    default:
      return k;
  }
}

/** The usual arithmetic conversions of two promoted integral kinds. */
export function commonKind(a: TK, b: TK): TK {
  a = promote(a);
  b = promote(b);
  if (a === b) return a;
  const ua = isUnsigned(a), ub = isUnsigned(b);
  if (ua === ub) return rank(a) >= rank(b) ? a : b;
  const u = ua ? a : b, s = ua ? b : a;
  if (rank(u) >= rank(s)) return u;
  if (bitsOf(s) > bitsOf(u)) return s;
  return toUnsigned(s);
}

// ------------------------------------------------------------------ the evaluator

const MAX_DEPTH = 64;
/** Constexpr calls one evaluation may make before giving up (the binary's budget is larger). */
const MAX_CALLS = 4096;

/**
 * An evaluator for code already parsed, outside the parser (the back end, wrap-up): names are
 * bound by the parser, so no current scope is needed (asking for one fails the evaluation).
 */
export function detachedEvaluator(tb: TokenBuffer, text: (atom: number) => string): ConstEval {
  return new ConstEval({
    tb,
    cppStd: 2017,
    currentScope: () => {
      throw new Error("no scope");
    },
    text,
  });
}

export class ConstEval {
  readonly types = new TypeTable();
  private readonly host: EvalHost;
  private depth = 0;
  /** Parameter values of the constexpr function being evaluated. */
  private env: Map<Sym, CVal> | null = null;
  /** Constexpr calls made by the current evaluation (bounded by MAX_CALLS). */
  private calls = 0;
  /** Set while evaluating an operand only for its type (the unevaluated arm of `?:`). */
  private typeOnly = 0;
  warnings: EvalWarning[] = [];
  private readonly classTypes = new Map<Node, Type | null>();
  /** Classes declared but not (yet) defined, as incomplete types (see typeOfSym). */
  private readonly incompleteTypes = new Map<Sym, Type>();
  private readonly enumTypes = new Map<Node, Type | null>();
  private readonly enumValues = new Map<Node, CVal[] | null>();

  constructor(host: EvalHost) {
    this.host = host;
  }

  private packTok = -2;

  /** The token of the first `#pragma pack` of the unit (Infinity when there is none). */
  private firstPackPragma(): number {
    if (this.packTok === -2) {
      let first = Infinity;
      for (const [tok, text] of this.host.tb.pragmaText) {
        if (tok < first && /^\s*pack\b/.test(text)) first = tok;
      }
      this.packTok = first === Infinity ? -1 : first;
    }
    return this.packTok < 0 ? Infinity : this.packTok;
  }

  /** Evaluates `e`; warnings found on the way are in `this.warnings` (reset here). */
  evaluate(e: Node): EvalResult {
    this.warnings = [];
    this.depth = 0;
    this.calls = 0;
    this.env = null;
    return this.ev(e);
  }

  private ev(e: Node): EvalResult {
    if (++this.depth > MAX_DEPTH) {
      this.depth--;
      return UNKNOWN;
    }
    const r = this.ev1(e as GenericNode);
    this.depth--;
    return r;
  }

  private ev1(e: GenericNode): EvalResult {
    const tb = this.host.tb;
    switch (e.kind) {
      case NodeKind.IntLit: {
        if (e.first !== e.last) return UNKNOWN;
        const lit = parseIntLiteral(tb.text.slice(tb.start[e.first], tb.end[e.first]));
        if (lit.udSuffix !== "" || lit.tooLarge || lit.size) return UNKNOWN;
        const k = intTypeKind(lit.type);
        return { v: wrap(lit.value, k), k };
      }
      case NodeKind.CharLit: {
        if (e.first !== e.last) return UNKNOWN;
        const lit = parseCharLiteral(
          tb.text.slice(tb.start[e.first], tb.end[e.first]),
          this.host.cppStd,
        );
        if (lit.udSuffix !== "" || lit.diags.length > 0) return UNKNOWN;
        const k = charTypeKind(lit.type);
        return { v: wrap(BigInt(lit.value), k), k };
      }
      case NodeKind.BoolLit:
        return { v: e.op === T.KwTrue ? 1n : 0n, k: TK.Bool };
      case NodeKind.Paren:
        return e.expr !== undefined ? this.ev(e.expr) : UNKNOWN;
      case NodeKind.Ident:
        return this.ident(e);
      case NodeKind.Unary:
        return this.unary(e);
      case NodeKind.Binary:
        return this.binary(e);
      case NodeKind.Conditional:
        return this.conditional(e);
      case NodeKind.Cast:
      case NodeKind.NamedCast: {
        if (e.kind === NodeKind.NamedCast && e.op !== T.KwStaticCast) return UNKNOWN;
        if (e.type === undefined || e.expr === undefined) return UNKNOWN;
        const t = this.typeOfTypeId(e.type as TypeId);
        return t === undefined ? UNKNOWN : this.castTo(e.expr, t);
      }
      case NodeKind.FunctionalCast: {
        const args = e.args ?? [];
        if (args.length !== 1 || e.type === undefined) return UNKNOWN;
        const ty = e.type as Node;
        let t: Type | undefined;
        if (ty.kind === NodeKind.DeclSpec) t = this.typeOfSpec(ty as DeclSpec);
        else if (ty.kind === NodeKind.Name) t = this.typeOfName(ty as Name);
        return t === undefined ? UNKNOWN : this.castTo(args[0], t);
      }
      case NodeKind.SizeofType:
      case NodeKind.AlignofType: {
        const t = e.type ? this.typeOfTypeId(e.type as TypeId) : undefined;
        if (t === undefined) return UNKNOWN;
        return this.layoutValue(t, e.kind === NodeKind.SizeofType);
      }
      case NodeKind.SizeofExpr:
      case NodeKind.AlignofExpr: {
        const t = e.expr ? this.typeOfExpr(e.expr) : undefined;
        if (t === undefined) return UNKNOWN;
        return this.layoutValue(t, e.kind === NodeKind.SizeofExpr);
      }
      case NodeKind.TypeTrait:
        return this.trait(e);
      case NodeKind.Call:
        return this.call(e);
      default:
        return UNKNOWN;
    }
  }

  /**
   * A call of a constexpr function whose body is one `return expr;`: the arguments are bound to
   * the parameters (converted to their integral types) and the expression is evaluated, the
   * result converted to the return type. Only functions declared once (no overloads to
   * resolve), outside templates, with no attributes and no default arguments are evaluated.
   */
  private call(e: GenericNode): EvalResult {
    const callee = e.expr as GenericNode | undefined;
    if (callee === undefined || callee.kind !== NodeKind.Ident) return UNKNOWN;
    const n = callee.name as Name | undefined;
    if (n === undefined || n.dependent || n.sym === undefined) return UNKNOWN;
    for (const part of n.parts) {
      if (part.targs !== undefined || (part.special ?? 0) !== 0) return UNKNOWN;
    }
    const sym = n.sym;
    if (sym.kind !== SymKind.Function || sym.fnDecls !== 1 || sym.isTemplate) return UNKNOWN;
    if (sym.owner.inTemplate || sym.owner.kind !== ScopeKind.Namespace) return UNKNOWN;
    const fn = sym.decl as GenericNode | undefined;
    if (fn === undefined || fn.kind !== NodeKind.Function || fn.body === undefined) return UNKNOWN;
    const spec = fn.spec as DeclSpec;
    if ((spec.flags & DS.Constexpr) === 0 || spec.type !== undefined) return UNKNOWN;
    if ((fn.attrs as unknown[]).length > 0 || spec.attrs?.length) return UNKNOWN;
    const decl = fn.decl as unknown as { ops: DeclaratorOp[]; attrs?: unknown[] };
    if (decl.ops.length !== 1 || decl.attrs?.length) return UNKNOWN;
    const fop = decl.ops[0];
    if (fop.op !== 5 || fop.variadic || fop.trailing !== undefined || fop.attrs?.length) {
      return UNKNOWN;
    }
    const rt = builtinKind(spec);
    if (rt === undefined || !isIntegralKind(rt)) return UNKNOWN;
    if (this.typeOnly > 0) return { v: 0n, k: rt };
    const params = fop.params ?? [];
    const args = e.args ?? [];
    if (params.length !== args.length) return UNKNOWN;
    const body = fn.body as GenericNode;
    const list = body.kind === NodeKind.Compound ? body.list ?? [] : [];
    if (list.length !== 1 || list[0].kind !== NodeKind.Return) return UNKNOWN;
    const ret = (list[0] as GenericNode).expr;
    if (ret === undefined) return UNKNOWN;
    const bound = new Map<Sym, CVal>();
    const proto = (fop as DeclaratorOp & { scope?: Scope }).scope;
    for (let i = 0; i < params.length; i++) {
      const prm = params[i] as GenericNode;
      const pd = prm.decl as unknown as { ops: DeclaratorOp[]; pack: boolean; name?: Name };
      const ps = prm.spec as DeclSpec;
      if (pd.ops.length > 0 || pd.pack || prm.init !== undefined) return UNKNOWN;
      if (ps.type !== undefined || ps.attrs?.length || (ps.flags & DS.Volatile) !== 0) {
        return UNKNOWN;
      }
      const pk = builtinKind(ps);
      if (pk === undefined || !isIntegralKind(pk)) return UNKNOWN;
      const a = this.ev(args[i]);
      if (isFail(a)) return a;
      if (a.scoped !== undefined) return UNKNOWN;
      const atom = pd.name?.parts.length === 1 ? pd.name.parts[0].atom : -1;
      const psym = atom >= 0 ? proto?.names.get(atom) : undefined;
      if (psym !== undefined) bound.set(psym, { v: wrap(a.v, pk), k: pk });
    }
    if (++this.calls > MAX_CALLS) return UNKNOWN;
    const saved = this.env;
    const nwarn = this.warnings.length;
    this.env = bound;
    const r = this.ev(ret);
    this.env = saved;
    // undefined behaviour inside the call makes it non-constant: error 28 with a note at the
    // operation (2707 for a signed overflow, 61 for a division by zero; checked on the binary)
    if (this.warnings.length !== nwarn) {
      const w = this.warnings[nwarn];
      this.warnings.length = nwarn;
      if (w.code !== 61 || w.k === undefined) return UNKNOWN;
      return { fail: Why.InCall, tok: w.tok, note: 2707, type: this.types.builtin(w.k) };
    }
    if (isFail(r)) {
      if (r.fail === Why.DivZero) return { fail: Why.InCall, tok: r.tok, note: 61 };
      // a non-constant variable read in the body is reported at the call, with its note there
      return r.fail === Why.NotConstVar || r.fail === Why.InCall ? r : UNKNOWN;
    }
    if (r.scoped !== undefined) return UNKNOWN;
    return { v: wrap(r.v, rt), k: rt };
  }

  private layoutValue(t: Type, size: boolean): EvalResult {
    const c = canonical(this.types, t);
    if (c.kind === TK.Void || c.kind === TK.Function || c.kind === TK.Dependent) return UNKNOWN;
    const n = size ? sizeOf(this.types, t) : alignOf(this.types, t);
    if (n === undefined || n === 0) return UNKNOWN;
    return { v: BigInt(n), k: TK.ULong };
  }

  private castTo(x: Node, t: Type): EvalResult {
    const c = canonical(this.types, t);
    if (c.kind === TK.Enum) {
      const r = this.ev(x);
      if (isFail(r)) return r;
      const info = c.info!;
      const u = info.underlying ? canonical(this.types, info.underlying) : undefined;
      if (u === undefined || !isIntegralKind(u.kind) || r.scoped !== undefined) return UNKNOWN;
      if (!info.scoped) return UNKNOWN;
      return { v: wrap(r.v, u.kind), k: u.kind, scoped: enumNodeOf(c) };
    }
    if (!isIntegralKind(c.kind)) return UNKNOWN;
    const r = this.ev(x);
    if (isFail(r)) return r;
    return { v: wrap(r.v, c.kind), k: c.kind };
  }

  // ---------------------------------------------------------------- names

  /**
   * Values bound to template parameter names while a default template argument is evaluated
   * for one specialization (`R = N + 1` of `A<3>`), by atom; null otherwise.
   */
  paramValues: Map<number, CVal> | null = null;
  /** The types bound to template type parameter names likewise (builtin types only). */
  paramTypes: Map<number, Type> | null = null;

  private ident(e: GenericNode): EvalResult {
    const n = e.name as Name | undefined;
    if (this.paramValues !== null && n !== undefined && n.parts.length === 1 && !n.global) {
      const v = this.paramValues.get(n.parts[0].atom);
      if (v !== undefined) return v;
    }
    if (n === undefined || n.dependent) return UNKNOWN;
    const sym = n.sym;
    if (sym === undefined) return UNKNOWN;
    if (this.env !== null) {
      // inside a constexpr function: its parameters have values; other locals are not modelled
      const v = this.env.get(sym);
      if (v !== undefined) return v;
      if (sym.owner.kind !== ScopeKind.Namespace && sym.owner.kind !== ScopeKind.Class) {
        return UNKNOWN;
      }
    }
    // a template-id anywhere in the name needs specialization selection: not modelled
    for (const part of n.parts) {
      if (part.targs !== undefined || (part.special ?? 0) !== 0 || part.atom < 0) return UNKNOWN;
    }
    if (sym.owner.inTemplate) return UNKNOWN;
    if (sym.kind === SymKind.Enumerator) return this.enumerator(sym);
    if (sym.kind === SymKind.Variable) return this.variable(sym, e.first);
    return UNKNOWN;
  }

  private variable(sym: Sym, tok: number): EvalResult {
    const d = sym.decl as GenericNode | undefined;
    if (d === undefined) return UNKNOWN;
    if (d.kind === NodeKind.Param) {
      // a function parameter is never a constant
      if (sym.owner.kind !== ScopeKind.Function) return UNKNOWN;
      if (this.typeOnly > 0) {
        const pd = d.decl as unknown as { ops: DeclaratorOp[]; pack: boolean };
        if (pd.ops.length > 0 || pd.pack) return UNKNOWN;
        const pt = this.typeOfSpec(d.spec as DeclSpec);
        const pc = pt === undefined ? undefined : canonical(this.types, pt);
        return pc !== undefined && isIntegralKind(pc.kind) ? { v: 0n, k: pc.kind } : UNKNOWN;
      }
      return { fail: Why.NonConstant, sym, tok };
    }
    if (d.kind !== NodeKind.Variable) return UNKNOWN;
    const spec = d.spec as DeclSpec;
    const decl = d.decl as unknown as { ops: DeclaratorOp[]; pack: boolean };
    if (decl.ops.length > 0 || decl.pack || d.bindings !== undefined) return UNKNOWN;
    const flags = spec.flags;
    const t = this.typeOfSpec(spec);
    if (t === undefined) return UNKNOWN;
    const c = canonical(this.types, t);
    const isConst = (flags & (DS.Constexpr | DS.Const)) !== 0 || (c.cv & CV_CONST) !== 0;
    const isVolatile = (flags & DS.Volatile) !== 0 || (c.cv & CV_VOLATILE) !== 0;
    if (this.typeOnly > 0) {
      return isIntegralKind(c.kind) ? { v: 0n, k: c.kind } : UNKNOWN;
    }
    if (!isIntegralKind(c.kind) || isVolatile || (flags & DS.Auto) !== 0) return UNKNOWN;
    if (!isConst) {
      // an ordinary variable of integral type: its value is never a constant
      if ((flags & (DS.ThreadLocal | DS.Thread)) !== 0) return UNKNOWN;
      return { fail: Why.NotConstVar, sym, tok };
    }
    const init = d.init as GenericNode | undefined;
    if (init === undefined) return UNKNOWN;
    let x: Node | undefined = init;
    if (d.initStyle === 2 || d.initStyle === 3 || init.kind === NodeKind.InitList) {
      const list = (init.args ?? init.list) as Node[] | undefined;
      if (list === undefined || list.length !== 1) return UNKNOWN;
      x = list[0];
    }
    if (x.kind === NodeKind.InitList) return UNKNOWN;
    const r = this.ev(x);
    if (isFail(r)) {
      // a const variable whose initializer reads a non-constant: it is not a constant itself
      if (r.fail === Why.NotConstVar && (flags & DS.Constexpr) === 0) {
        return { fail: Why.NotConstVar, sym, tok };
      }
      return r.fail === Why.NotConstVar ? UNKNOWN : r;
    }
    if (r.scoped !== undefined) return UNKNOWN;
    return { v: wrap(r.v, c.kind), k: c.kind };
  }

  private enumerator(sym: Sym): EvalResult {
    const en = sym.decl as Enum | undefined;
    if (en === undefined || en.kind !== NodeKind.Enum) return UNKNOWN;
    const vals = this.enumValuesOf(en);
    if (vals === null) return UNKNOWN;
    const i = en.enumerators.findIndex((x) =>
      x.kind === NodeKind.Enumerator && (x as unknown as { name: number }).name === sym.name
    );
    if (i < 0 || i >= vals.length) return UNKNOWN;
    return vals[i];
  }

  /** Values of an enum's enumerators, typed as they promote (null when not all are known). */
  private enumValuesOf(en: Enum): CVal[] | null {
    const cached = this.enumValues.get(en);
    if (cached !== undefined) return cached;
    this.enumValues.set(en, null); // recursion guard
    const fixed = en.base !== undefined ? this.typeOfTypeId(en.base as TypeId) : undefined;
    if (en.base !== undefined && fixed === undefined) return null;
    const fk = fixed !== undefined ? canonical(this.types, fixed).kind : en.scoped ? TK.Int : -1;
    if (fk !== -1 && !isIntegralKind(fk as TK)) return null;
    const out: CVal[] = [];
    let next = 0n;
    for (const x of en.enumerators) {
      if (x.kind !== NodeKind.Enumerator) continue;
      const value = (x as GenericNode).value as Node | undefined;
      if (value !== undefined) {
        const r = this.ev(value);
        if (isFail(r) || r.scoped !== undefined) return null;
        next = r.v;
      }
      if (fk !== -1) {
        if (!fits(next, fk as TK)) return null;
        out.push(
          en.scoped ? { v: next, k: fk as TK, scoped: en } : { v: next, k: promote(fk as TK) },
        );
      } else {
        // no fixed underlying type: only the common case of values that fit in int
        if (!fits(next, TK.Int)) return null;
        out.push({ v: next, k: TK.Int });
      }
      next += 1n;
    }
    // an enum still being parsed has only its first enumerators: not cached
    if (this.host.tb.kind[en.last] === T.RBrace) this.enumValues.set(en, out);
    else this.enumValues.delete(en);
    return out;
  }

  // ---------------------------------------------------------------- operators

  private unary(e: GenericNode): EvalResult {
    if (e.expr === undefined) return UNKNOWN;
    const op = e.op;
    if (op !== T.Plus && op !== T.Minus && op !== T.Tilde && op !== T.Exclaim) return UNKNOWN;
    const r = this.ev(e.expr);
    if (isFail(r) || r.scoped !== undefined) return isFail(r) ? r : UNKNOWN;
    if (op === T.Exclaim) return { v: r.v === 0n ? 1n : 0n, k: TK.Bool };
    const k = promote(r.k);
    if (op === T.Plus) return { v: r.v, k };
    if (op === T.Tilde) return { v: wrap(~r.v, k), k };
    const v = -r.v;
    if (!isUnsigned(k) && !fits(v, k)) this.warnings.push({ code: 61, tok: e.first });
    return { v: wrap(v, k), k };
  }

  private binary(e: GenericNode): EvalResult {
    const op = e.op!;
    if (e.lhs === undefined || e.rhs === undefined) return UNKNOWN;
    if (op === T.AmpAmp || op === T.PipePipe) {
      const l = this.ev(e.lhs);
      if (isFail(l)) return l;
      if (l.scoped !== undefined) return UNKNOWN;
      const lt = l.v !== 0n;
      if (this.typeOnly === 0 && (op === T.AmpAmp ? !lt : lt)) {
        // short circuit: the right operand is not evaluated, but must still be well-formed
        this.typeOnly++;
        const rr = this.ev(e.rhs);
        this.typeOnly--;
        if (isFail(rr)) return UNKNOWN;
        return { v: lt ? 1n : 0n, k: TK.Bool };
      }
      const r = this.ev(e.rhs);
      if (isFail(r)) return r;
      if (r.scoped !== undefined) return UNKNOWN;
      return { v: r.v !== 0n ? 1n : 0n, k: TK.Bool };
    }
    const l = this.ev(e.lhs);
    if (isFail(l)) return l;
    const r = this.ev(e.rhs);
    if (isFail(r)) return r;
    if (l.scoped !== undefined || r.scoped !== undefined) {
      // scoped enumerators compare with their own enum only
      if (l.scoped === undefined || l.scoped !== r.scoped) return UNKNOWN;
      const c = compare(op, l.v, r.v);
      return c === undefined ? UNKNOWN : { v: c ? 1n : 0n, k: TK.Bool };
    }
    const opTok = this.opToken(e);
    switch (op) {
      case T.LessLess:
      case T.GreaterGreater: {
        const k = promote(l.k);
        const w = BigInt(bitsOf(k));
        if (r.v >= w && r.v < 256n && this.typeOnly === 0 && this.env === null && opTok >= 0) {
          return { fail: Why.ShiftCount, tok: e.rhs.first }; // (the binary points at the count)
        }
        if (r.v < 0n || r.v >= w) return UNKNOWN; // the value is not modelled
        if (op === T.GreaterGreater) return { v: wrap(l.v >> r.v, k), k };
        if (!isUnsigned(k)) {
          if (l.v < 0n) return UNKNOWN;
          const v = l.v << r.v;
          // C++ allows shifting into the sign bit (the result is the unsigned value's image)
          if (!fits(v, toUnsigned(k))) return UNKNOWN;
          return { v: wrap(v, k), k };
        }
        return { v: wrap(l.v << r.v, k), k };
      }
      case T.EqualEqual:
      case T.ExclaimEqual:
      case T.Less:
      case T.Greater:
      case T.LessEqual:
      case T.GreaterEqual: {
        const k = commonKind(l.k, r.k);
        if (this.signChange(l, k, e.lhs) || this.signChange(r, k, e.rhs)) {
          return UNKNOWN;
        }
        const c = compare(op, wrap(l.v, k), wrap(r.v, k));
        return c === undefined ? UNKNOWN : { v: c ? 1n : 0n, k: TK.Bool };
      }
      case T.Plus:
      case T.Minus:
      case T.Star:
      case T.Slash:
      case T.Percent:
      case T.Amp:
      case T.Pipe:
      case T.Caret: {
        const k = commonKind(l.k, r.k);
        if (this.signChange(l, k, e.lhs) || this.signChange(r, k, e.rhs)) {
          return UNKNOWN;
        }
        const a = wrap(l.v, k), b = wrap(r.v, k);
        let v: bigint;
        switch (op) {
          case T.Plus:
            v = a + b;
            break;
          case T.Minus:
            v = a - b;
            break;
          case T.Star:
            v = a * b;
            break;
          case T.Slash:
          case T.Percent:
            if (b === 0n) {
              if (this.typeOnly > 0) return { v: 0n, k };
              return { fail: Why.DivZero, tok: opTok, op };
            }
            if (!isUnsigned(k) && !fits(a / b, k)) return UNKNOWN;
            v = op === T.Slash ? a / b : a % b; // bigint division truncates toward zero
            break;
          case T.Amp:
            v = a & b;
            break;
          case T.Pipe:
            v = a | b;
            break;
          default:
            v = a ^ b;
        }
        if (!isUnsigned(k) && !fits(v, k) && opTok >= 0) {
          this.warnings.push({ code: 61, tok: opTok, k });
        }
        return { v: wrap(v, k), k };
      }
      default:
        return UNKNOWN;
    }
  }

  /**
   * A negative constant converted to an unsigned type by the usual arithmetic conversions: the
   * binary warns (#68, "integer conversion resulted in a change of sign") at the operand and
   * goes on with the converted value. Returns true to give up where the warning's presence is
   * not certain (an unevaluated operand, inside a constexpr call's body).
   */
  private signChange(x: CVal, k: TK, operand: Node): boolean {
    if (x.v >= 0n || !isUnsigned(k)) return false;
    if (this.typeOnly > 0 || this.env !== null) return true;
    // (not of a bit pattern: `5u + ~1`)
    if (isBitPattern(operand, this.host.tb, (c) => this.conditionValue(c))) return false;
    this.warnings.push({ code: 68, tok: operand.first });
    return false;
  }

  /** The value of constant condition `c`, evaluated without warnings (undefined if none). */
  private conditionValue(c: Node): bigint | undefined {
    const saved = this.warnings.length;
    const r = this.ev(c);
    this.warnings.length = saved;
    return isFail(r) ? undefined : r.v;
  }

  /** The operator token of a binary node: the first token after the left operand. */
  private opToken(e: GenericNode): number {
    const tb = this.host.tb;
    let i = e.lhs!.last + 1;
    while (i < tb.count && tb.kind[i] === T.RParen) i++;
    return tb.kind[i] === e.op ? i : -1;
  }

  private conditional(e: GenericNode): EvalResult {
    if (e.cond === undefined || e.lhs === undefined || e.rhs === undefined) return UNKNOWN;
    const c = this.ev(e.cond);
    if (isFail(c)) return c;
    if (c.scoped !== undefined) return UNKNOWN;
    const take = c.v !== 0n ? e.lhs : e.rhs;
    const other = c.v !== 0n ? e.rhs : e.lhs;
    const a = this.ev(take);
    if (isFail(a)) return a;
    this.typeOnly++;
    const b = this.ev(other);
    this.typeOnly--;
    if (isFail(b)) return UNKNOWN;
    if (a.scoped !== undefined || b.scoped !== undefined) {
      return a.scoped === b.scoped ? a : UNKNOWN;
    }
    if (a.k === TK.Bool && b.k === TK.Bool) return a;
    const k = commonKind(a.k, b.k);
    if (this.signChange(a, k, take) || (b.v < 0n && isUnsigned(k))) return UNKNOWN;
    return { v: wrap(a.v, k), k };
  }

  private trait(e: GenericNode): EvalResult {
    const name = this.host.text(e.atom!);
    const args = e.args ?? [];
    const types: Type[] = [];
    for (const a of args) {
      if (a.kind !== NodeKind.TypeId) return UNKNOWN;
      const t = this.typeOfTypeId(a as TypeId);
      if (t === undefined) return UNKNOWN;
      types.push(this.strip(t));
    }
    const yes = (b: boolean): CVal => ({ v: b ? 1n : 0n, k: TK.Bool });
    switch (name) {
      case "__is_same":
      case "__is_same_as":
        if (types.length !== 2) return UNKNOWN;
        if (hasOpaque(types[0]) || hasOpaque(types[1])) return UNKNOWN;
        return yes(types[0] === types[1]);
      case "__is_enum":
        return types.length === 1 ? yes(canonical(this.types, types[0]).kind === TK.Enum) : UNKNOWN;
      case "__is_union":
      case "__is_class": {
        if (types.length !== 1) return UNKNOWN;
        const c = canonical(this.types, types[0]);
        if (c.kind === TK.Dependent) return UNKNOWN;
        const u = c.kind === TK.Class && c.info!.key === "union";
        return yes(name === "__is_union" ? u : c.kind === TK.Class && !u);
      }
      case "__is_empty":
      case "__is_polymorphic": {
        // (of a class whose layout is modelled: its members and bases are known)
        if (types.length !== 1) return UNKNOWN;
        const c = canonical(this.types, types[0]);
        if (c.kind !== TK.Class) return c.kind === TK.Dependent ? UNKNOWN : yes(false);
        if (!c.info!.complete || c.info!.fields === undefined) return UNKNOWN;
        if (name === "__is_polymorphic") return yes(c.info!.polymorphic === true);
        return yes(c.info!.key !== "union" && emptyClass(this.types, c));
      }
      case "__is_base_of": {
        if (types.length !== 2) return UNKNOWN;
        const b = canonical(this.types, types[0]), d = canonical(this.types, types[1]);
        if (b.kind === TK.Dependent || d.kind === TK.Dependent) return UNKNOWN;
        if (b.kind !== TK.Class || d.kind !== TK.Class) return yes(false);
        if (b.info!.key === "union" || d.info!.key === "union") return yes(false);
        if (b === d) return yes(true);
        if (!d.info!.complete || d.info!.bases === undefined) return UNKNOWN;
        return yes(derivesFrom(this.types, d, b, 0));
      }
      default:
        return UNKNOWN;
    }
  }

  /** `t` without typedef sugar anywhere (types are interned, so the result compares with ===). */
  private strip(t: Type): Type {
    const c = canonical(this.types, t);
    switch (c.kind) {
      case TK.Pointer:
        return this.types.pointer(this.strip(c.base!), c.cv);
      case TK.LRef:
        return this.types.lref(this.strip(c.base!));
      case TK.RRef:
        return this.types.rref(this.strip(c.base!));
      case TK.Array:
        return this.types.array(this.strip(c.base!), c.bound!);
      default:
        return c;
    }
  }

  // ---------------------------------------------------------------- types

  /** The type of a simple expression (an operand of `sizeof`/`alignof`, a call argument):
   * a literal, a variable or parameter, a constant; undefined otherwise. */
  typeOfExpr(x: Node): Type | undefined {
    const g = x as GenericNode;
    switch (x.kind) {
      case NodeKind.Paren:
        return g.expr ? this.typeOfExpr(g.expr) : undefined;
      case NodeKind.StringLit: {
        const tb = this.host.tb;
        const parts: string[] = [];
        for (let i = x.first; i <= x.last; i++) {
          if (tb.kind[i] !== T.StringLit) return undefined;
          parts.push(tb.text.slice(tb.start[i], tb.end[i]));
        }
        const s = concatStringLiterals(parts);
        if (s === undefined || s.udSuffix !== "" || s.diags.length > 0) return undefined;
        const ek = s.encoding === "" || s.encoding === "u8"
          ? (s.encoding === "u8" && this.host.cppStd >= 2020 ? TK.Char8 : TK.Char)
          : s.encoding === "u"
          ? TK.Char16
          : s.encoding === "U"
          ? TK.Char32
          : TK.WChar;
        const el = this.types.qualified(this.types.builtin(ek), CV_CONST);
        return this.types.array(el, s.units.length + 1);
      }
      case NodeKind.Ident: {
        const d = this.variableDeclOf(g);
        if (d === undefined) {
          // (an enumerator has its enumeration's type)
          const sym = (g.name as Name | undefined)?.sym;
          const en = sym?.kind === SymKind.Enumerator && !sym.owner.inTemplate
            ? sym.decl as Enum | undefined
            : undefined;
          return en?.kind === NodeKind.Enum && !(g.name as Name).dependent
            ? this.enumType(en)
            : undefined;
        }
        const spec = d.spec as DeclSpec;
        if ((spec.flags & DS.Auto) !== 0) return undefined;
        // (a parameter as declared, but not one the language adjusts: arrays and functions
        // become pointers; nor a pack)
        const pd = d.decl as TypeId["decl"] & { pack?: boolean };
        if (
          d.kind === NodeKind.Param &&
          (pd.pack || (pd.ops.length > 0 && (pd.ops[0].op === 4 || pd.ops[0].op === 5)))
        ) return undefined;
        const t = this.typeOfDeclarator(spec, pd);
        if (t === undefined) return undefined;
        const c = canonical(this.types, t);
        if (c.kind === TK.Array && c.bound! < 0) return undefined; // completed by the initializer
        return t;
      }
      case NodeKind.FloatLit: {
        // `2.0` is a double, `2.0f` a float, `2.0L` a long double (not a user-defined literal)
        if (x.first !== x.last) return undefined;
        const tb = this.host.tb;
        const t = tb.text.slice(tb.start[x.first], tb.end[x.first]);
        if (hasUserSuffix(t, "float")) return undefined;
        const last = t.charCodeAt(t.length - 1) | 0x20;
        return this.types.builtin(
          last === 0x66 ? TK.Float : last === 0x6c ? TK.LongDouble : TK.Double,
        );
      }
      case NodeKind.Binary: {
        const op = g.op;
        const arith = op === T.Plus || op === T.Minus || op === T.Star || op === T.Slash ||
          op === T.Percent || op === T.Amp || op === T.Pipe || op === T.Caret ||
          op === T.LessLess || op === T.GreaterGreater;
        // (each operand typed once: a long chain `a + b + c + ...` is typed in linear time)
        const l = arith ? this.arithKind(g.lhs) : undefined;
        const r = arith && l !== undefined ? this.arithKind(g.rhs) : undefined;
        // (an arithmetic operation with a floating operand has the floating type of the usual
        // arithmetic conversions: `n / 2.5` is a double)
        if (op === T.Plus || op === T.Minus || op === T.Star || op === T.Slash) {
          if (l !== undefined && r !== undefined && (isFloatKind(l) || isFloatKind(r))) {
            return this.types.builtin(
              l === TK.LongDouble || r === TK.LongDouble
                ? TK.LongDouble
                : l === TK.Double || r === TK.Double
                ? TK.Double
                : TK.Float,
            );
          }
        }
        // (an integral operation on operands of known builtin types: `i - u` is unsigned; its
        // value, when constant, is the evaluator's)
        if (arith && l !== undefined && r !== undefined) {
          if (isFloatKind(l) || isFloatKind(r)) return undefined;
          return this.types.builtin(
            op === T.LessLess || op === T.GreaterGreater ? promote(l) : commonKind(l, r),
          );
        }
        const v = this.ev(x);
        return isFail(v) || v.scoped !== undefined ? undefined : this.types.builtin(v.k);
      }
      case NodeKind.Member:
        return this.memberType(g);
      case NodeKind.Index: {
        // (an element of an array or pointer: `idx[0]`)
        const b = this.pointee(g.expr);
        return b !== undefined && b.kind !== TK.Void && b.kind !== TK.Function ? b : undefined;
      }
      case NodeKind.Unary: {
        if (g.op === T.Star) {
          const b = this.pointee(g.expr);
          return b !== undefined && b.kind !== TK.Void && b.kind !== TK.Function ? b : undefined;
        }
        if (g.op === T.Amp) return this.addressType(g.expr);
        const r = this.ev(x);
        if (!isFail(r)) return r.scoped !== undefined ? undefined : this.types.builtin(r.k);
        // (`-u`, `~u` of a builtin integral type: its promoted type)
        if (g.op === T.Minus || g.op === T.Plus || g.op === T.Tilde) {
          const k = this.arithKind(g.expr);
          return k === undefined || isFloatKind(k) ? undefined : this.types.builtin(promote(k));
        }
        return undefined;
      }
      case NodeKind.Cast: {
        // (a C-style cast to a builtin integral type: `(unsigned)i`)
        const t = g.type as Node | undefined;
        if (t?.kind !== NodeKind.TypeId) return undefined;
        const ct = this.typeOfTypeId(t as TypeId);
        if (ct === undefined) return undefined;
        const c = canonical(this.types, ct);
        return c.kind >= TK.Bool && c.kind <= TK.ULongLong ? ct : undefined;
      }
      default: {
        const r = this.ev(x);
        return isFail(r) || r.scoped !== undefined ? undefined : this.types.builtin(r.k);
      }
    }
  }

  /** The canonical type of `x`'s value (a reference's referee), else undefined. */
  private valueTypeOf(x: Node | undefined): Type | undefined {
    if (x === undefined) return undefined;
    const t = this.typeOfExpr(x);
    if (t === undefined) return undefined;
    const c = canonical(this.types, t);
    return c.kind === TK.LRef || c.kind === TK.RRef ? canonical(this.types, c.base!) : c;
  }

  /**
   * The type of `&x` for a variable `x` named plainly (`float *` for `float x`, `const int *`
   * for `const int &r`): not a qualified name (`&C::m` may be a pointer to member), nor an
   * object of a class that may overload `operator&`.
   */
  private addressType(x: Node | undefined): Type | undefined {
    const o = x === undefined ? undefined : stripParens(x);
    if (o?.kind !== NodeKind.Ident) return undefined;
    const n = (o as GenericNode).name as Name | undefined;
    if (n === undefined || n.parts.length !== 1 || n.global) return undefined;
    let t = this.typeOfExpr(o);
    if (t === undefined) return undefined;
    let c = canonical(this.types, t);
    if (c.kind === TK.LRef || c.kind === TK.RRef) {
      t = c.base!;
      c = canonical(this.types, t);
    }
    if (c.kind === TK.Class) {
      // (a class declaring no operator function and no base: no `operator&` to call)
      const d = this.variableDeclOf(o as GenericNode);
      const cl = d === undefined ? undefined : this.classOfSpec(d.spec as DeclSpec);
      if (cl === undefined || cl.bases.length > 0) return undefined;
      for (const m of cl.members) {
        if (m.kind === NodeKind.Template || m.kind === NodeKind.UsingDecl) return undefined;
      }
      if (someMemberFunction(cl, (f) => f.decl.name?.parts.some((q) => q.special) === true)) {
        return undefined;
      }
    } else if (c.kind > TK.Pointer && c.kind !== TK.Enum && c.kind !== TK.Array) return undefined;
    return this.types.pointer(t);
  }

  /** What the pointer or array `x` points to (canonical), else undefined. */
  private pointee(x: Node | undefined): Type | undefined {
    const c = this.valueTypeOf(x);
    if (c === undefined) return undefined;
    return (c.kind === TK.Pointer || c.kind === TK.Array) && c.base !== undefined
      ? canonical(this.types, c.base)
      : undefined;
  }

  /**
   * The declared type of data member access `g` (`p.n`, `q->n`, `threadIdx.x`, `a[i].v`): the
   * class of the object is found from the declarations (a variable, parameter or member of a
   * class outside templates), the member among its data members or its bases'.
   */
  private memberType(g: GenericNode): Type | undefined {
    const n = g.name as Name | undefined;
    if (n === undefined || n.parts.length !== 1 || n.parts[0].targs !== undefined) return undefined;
    if ((n.parts[0].special ?? 0) !== 0 || g.expr === undefined) return undefined;
    const cls = this.objectClass(g.expr, g.op === T.Arrow, 0);
    if (cls === undefined) return undefined;
    const m = this.dataMember(cls, n.parts[0].atom, 0);
    if (m === undefined) return undefined;
    const decl = m.decl as TypeId["decl"] & { bitWidth?: Node };
    return this.typeOfDeclarator(m.spec as DeclSpec, { ...decl, bitWidth: undefined });
  }

  /** The class (definition) of object `x`, or of what it points to with `arrow`. */
  private objectClass(x: Node, arrow: boolean, depth: number): Class | undefined {
    if (depth > 8) return undefined;
    const g = x as GenericNode;
    if (x.kind === NodeKind.Paren) {
      return g.expr ? this.objectClass(g.expr, arrow, depth + 1) : undefined;
    }
    let spec: DeclSpec | undefined;
    let ops: { op: number }[] | undefined;
    if (x.kind === NodeKind.Ident) {
      const d = this.variableDeclOf(g);
      if (d === undefined) return undefined;
      spec = d.spec as DeclSpec;
      ops = (d.decl as TypeId["decl"]).ops;
    } else if (x.kind === NodeKind.Member) {
      const n = g.name as Name | undefined;
      if (n === undefined || n.parts.length !== 1 || g.expr === undefined) return undefined;
      const outer = this.objectClass(g.expr, g.op === T.Arrow, depth + 1);
      const m = outer === undefined ? undefined : this.dataMember(outer, n.parts[0].atom, 0);
      if (m === undefined) return undefined;
      spec = m.spec as DeclSpec;
      ops = (m.decl as TypeId["decl"]).ops;
    } else if (x.kind === NodeKind.Index && !arrow && g.expr !== undefined) {
      // (an element: `a[i].v` for an array or pointer `a`)
      const e = g.expr as GenericNode;
      const d = e.kind === NodeKind.Ident ? this.variableDeclOf(e) : undefined;
      if (d === undefined) return undefined;
      const eo = (d.decl as TypeId["decl"]).ops;
      if (eo.length !== 1 || (eo[0].op !== 0 && eo[0].op !== 4)) return undefined;
      return this.classOfSpec(d.spec as DeclSpec);
    } else return undefined;
    // (`.` on an object or reference to one, `->` on a pointer or array)
    const ok = arrow
      ? ops.length === 1 && (ops[0].op === 0 || ops[0].op === 4)
      : ops.length === 0 || (ops.length === 1 && (ops[0].op === 1 || ops[0].op === 2));
    return ok ? this.classOfSpec(spec) : undefined;
  }

  /** The variable or parameter declaration identifier `g` names (outside templates). */
  private variableDeclOf(g: GenericNode): GenericNode | undefined {
    const n = g.name as Name | undefined;
    const sym = n?.sym;
    if (n === undefined || n.dependent || sym === undefined || sym.owner.inTemplate) {
      return undefined;
    }
    if (sym.kind !== SymKind.Variable) return undefined;
    const d = sym.decl as GenericNode | undefined;
    return d !== undefined && (d.kind === NodeKind.Variable || d.kind === NodeKind.Param)
      ? d
      : undefined;
  }

  /** The class definition a declaration's type names (through typedefs), outside templates. */
  private classOfSpec(spec: DeclSpec): Class | undefined {
    const t = spec.type;
    let sym: Sym | undefined;
    if (t?.kind === NodeKind.Name) sym = (t as Name).sym;
    else if (t?.kind === NodeKind.Class) sym = ((t as Class).name as Name | undefined)?.sym;
    // (through typedefs of the class: `typedef struct uint3 uint3;`)
    for (let i = 0; sym?.kind === SymKind.Typedef && i < 8; i++) sym = sym.target;
    if (sym === undefined || sym.kind !== SymKind.Class || sym.isTemplate) return undefined;
    if (sym.owner.inTemplate || sym.primary !== undefined) return undefined;
    const def = sym.def as Class | undefined;
    return def?.kind === NodeKind.Class && def.complete ? def : undefined;
  }

  /** Data member `atom` of class `cls` or of its bases (a static one too). */
  private dataMember(cls: Class, atom: number, depth: number): GenericNode | undefined {
    if (depth > 8 || cls.scope?.inTemplate) return undefined;
    for (const m of cls.members) {
      const list = m.kind === NodeKind.SimpleDecl
        ? (m as GenericNode & { decls: Node[] }).decls
        : [m];
      for (const d of list) {
        if (d.kind !== NodeKind.Variable) continue;
        const nm = ((d as GenericNode).decl as TypeId["decl"]).name as Name | undefined;
        if (nm !== undefined && nm.parts.length === 1 && nm.parts[0].atom === atom) {
          return d as GenericNode;
        }
      }
    }
    for (const b of cls.bases) {
      if (b.virtual || b.pack || b.name.kind !== NodeKind.Name) continue;
      const bc = this.classOfSpec({ type: b.name } as DeclSpec);
      const m = bc === undefined ? undefined : this.dataMember(bc, atom, depth + 1);
      if (m !== undefined) return m;
    }
    return undefined;
  }

  /** The arithmetic kind of operand `x` (through references and cv), else undefined. */
  private arithKind(x: Node | undefined): TK | undefined {
    const c = this.valueTypeOf(x);
    if (c === undefined) return undefined;
    return (c.kind >= TK.Bool && c.kind <= TK.ULongLong) || isFloatKind(c.kind)
      ? c.kind
      : undefined;
  }

  typeOfTypeId(t: TypeId): Type | undefined {
    if (t.kind !== NodeKind.TypeId) return undefined;
    return this.typeOfDeclarator(t.spec, t.decl);
  }

  typeOfDeclarator(spec: DeclSpec, decl: TypeId["decl"]): Type | undefined {
    let t = this.typeOfSpec(spec);
    if (t === undefined) return undefined;
    if (decl.pack || decl.bitWidth !== undefined) return undefined;
    const ops = decl.ops;
    for (let i = ops.length - 1; i >= 0; i--) {
      const o = ops[i];
      switch (o.op) {
        case 0:
          t = this.types.pointer(t, cvOf(o.cv ?? 0));
          break;
        case 1:
          t = this.types.lref(t);
          break;
        case 2:
          t = this.types.rref(t);
          break;
        case 4: {
          if (o.bound === undefined) {
            t = this.types.array(t, -1);
            break;
          }
          const b = this.ev(o.bound);
          if (isFail(b) || b.scoped !== undefined || b.v <= 0n || b.v > 0xffffffffn) {
            return undefined;
          }
          t = this.types.array(t, Number(b.v));
          break;
        }
        case 5:
          // functions are only needed under a pointer: an opaque stand-in keeps their size unknown
          if (o.attrs !== undefined) return undefined;
          t = this.types.dependent("<function>");
          break;
        default:
          return undefined;
      }
    }
    return t;
  }

  typeOfSpec(spec: DeclSpec): Type | undefined {
    if (spec.attrs !== undefined && spec.attrs.length > 0) return undefined;
    const f = spec.flags;
    if ((f & DS.Complex) !== 0) return undefined;
    let cv = 0;
    if (f & DS.Const) cv |= CV_CONST;
    if (f & DS.Volatile) cv |= CV_VOLATILE;
    if (spec.type !== undefined) {
      if (spec.builtins.length > 0) return undefined;
      const n = spec.type;
      let t: Type | undefined;
      if (n.kind === NodeKind.Name) t = this.typeOfName(n as Name);
      else if (n.kind === NodeKind.Class) t = this.classType(n as Class);
      else if (n.kind === NodeKind.Enum) t = this.enumType(n as Enum);
      if (t === undefined) return undefined;
      return this.types.qualified(t, cv);
    }
    const k = builtinKind(spec);
    if (k === undefined) return undefined;
    return this.types.qualified(this.types.builtin(k), cv);
  }

  private typeOfName(n: Name): Type | undefined {
    if (this.paramTypes !== null && n.parts.length === 1 && !n.global && !n.parts[0].targs) {
      const t = this.paramTypes.get(n.parts[0].atom);
      if (t !== undefined) return t;
    }
    if (n.dependent || n.sym === undefined) return undefined;
    for (const p of n.parts) if (p.targs !== undefined || (p.special ?? 0) !== 0) return undefined;
    return this.typeOfSym(n.sym, 0);
  }

  private typeOfSym(sym: Sym, depth: number): Type | undefined {
    if (depth > 16 || sym.owner.inTemplate || sym.isTemplate || sym.dependent) return undefined;
    switch (sym.kind) {
      case SymKind.Class: {
        // (a class's injected name in the class is the class)
        const o = sym.owner.sym;
        if (
          sym.def === undefined && sym.owner.kind === ScopeKind.Class &&
          o?.kind === SymKind.Class &&
          o.name === sym.name && o !== sym
        ) return this.typeOfSym(o, depth + 1);
        const d = sym.def;
        if (d === undefined && sym.owner.kind === ScopeKind.Namespace) {
          // (a class only declared so far is an incomplete type: `CUstream_st *` is a pointer
          // the value checks know)
          let t = this.incompleteTypes.get(sym);
          if (t === undefined) {
            t = this.types.nominal(TK.Class, { name: this.host.text(sym.name), complete: false });
            this.incompleteTypes.set(sym, t);
          }
          return t;
        }
        return d !== undefined && d.kind === NodeKind.Class
          ? this.classType(d as Class)
          : undefined;
      }
      case SymKind.Enum: {
        const d = sym.def;
        return d !== undefined && d.kind === NodeKind.Enum ? this.enumType(d as Enum) : undefined;
      }
      case SymKind.Typedef: {
        const d = sym.decl as GenericNode | undefined;
        if (d === undefined) return undefined;
        let t: Type | undefined;
        // (an attribute may change the type's alignment: `typedef int ai
        // __attribute__((aligned(8)));`, not modelled)
        if ((d.attrs as unknown[] | undefined)?.length) return undefined;
        if (d.kind === NodeKind.Typedef) {
          if ((d.decl as TypeId["decl"]).attrs?.length) return undefined;
          t = this.typeOfDeclarator(d.spec as DeclSpec, d.decl as TypeId["decl"]);
        } else if (d.kind === NodeKind.Alias && d.type !== undefined) {
          t = this.typeOfTypeId(d.type as TypeId);
        }
        return t === undefined ? undefined : this.types.typedef(this.host.text(sym.name), t);
      }
      default:
        return undefined;
    }
  }

  private enumType(en: Enum): Type | undefined {
    const cached = this.enumTypes.get(en);
    if (cached !== undefined) return cached ?? undefined;
    this.enumTypes.set(en, null);
    if (!en.complete || this.beingDefined(en)) return undefined;
    const sym = (en as Enum & { sym?: Sym }).sym;
    if (sym !== undefined && (sym.owner.inTemplate || sym.isTemplate)) return undefined;
    let underlying: Type | undefined;
    if (en.base !== undefined) underlying = this.typeOfTypeId(en.base as TypeId);
    else if (en.scoped) underlying = this.types.builtin(TK.Int);
    else {
      const vals = this.enumValuesOf(en);
      if (vals === null) return undefined;
      // values that fit in int: the underlying type is unsigned int or int (both 4 bytes)
      underlying = this.types.builtin(vals.every((v) => v.v >= 0n) ? TK.UInt : TK.Int);
    }
    if (underlying === undefined) return undefined;
    const t = this.types.nominal(TK.Enum, {
      name: sym !== undefined && sym.name >= 0 ? this.host.text(sym.name) : "<unnamed>",
      complete: true,
      underlying,
      scoped: en.scoped,
    });
    (t as Type & { node?: Node }).node = en;
    this.enumTypes.set(en, t);
    return t;
  }

  /** The node is still being parsed (its scope encloses the current one). */
  private beingDefined(node: Node): boolean {
    const cs = (node as Class).scope ?? (node as Node & { sym?: Sym }).sym?.scope;
    if (cs === undefined) return false;
    for (let s: Scope | null = this.host.currentScope(); s !== null; s = s.parent) {
      if (s === cs) return true;
      if (s.target === cs) return true;
    }
    return node.last <= node.first;
  }

  private classType(cl: Class): Type | undefined {
    const cached = this.classTypes.get(cl);
    if (cached !== undefined) return cached ?? undefined;
    if (!cl.complete || this.beingDefined(cl)) return undefined;
    this.classTypes.set(cl, null); // recursion guard; stays null when the layout is not modelled
    const sym = (cl as Class & { sym?: Sym }).sym;
    if (sym === undefined || sym.owner.inTemplate || sym.isTemplate || sym.primary !== undefined) {
      return undefined;
    }
    if (cl.scope === undefined || cl.scope.inTemplate || cl.attrs.length > 0) return undefined;
    // (nor one with attributes after its body: `struct T { int a; } __attribute__((aligned(32)));`)
    const tb = this.host.tb;
    if (cl.last + 1 < tb.count && tb.kind[cl.last + 1] === T.KwAttribute) return undefined;
    // after a `#pragma pack` the packing in force is not modelled: no layout
    if (cl.first > this.firstPackPragma()) return undefined;
    const key = cl.key === T.KwUnion ? "union" : cl.key === T.KwClass ? "class" : "struct";
    const bases: Type[] = [];
    let polymorphic = false;
    for (const b of cl.bases) {
      if (b.virtual || b.pack || b.name.kind !== NodeKind.Name) return undefined;
      const bt = this.typeOfName(b.name as Name);
      if (bt === undefined) return undefined;
      const bc = canonical(this.types, bt);
      if (bc.kind !== TK.Class) return undefined;
      if (bc.info!.polymorphic) polymorphic = true;
      bases.push(bc);
    }
    const fields: Array<{ type: Type; bitWidth?: number }> = [];
    const addVar = (v: GenericNode): boolean => {
      const spec = v.spec as DeclSpec;
      if ((spec.flags & (DS.Static | DS.Typedef | DS.Friend)) !== 0) return true;
      if ((v.attrs as unknown[] | undefined)?.length) return false;
      const decl = v.decl as TypeId["decl"];
      if (decl.attrs !== undefined && decl.attrs.length > 0) return false;
      let width: number | undefined;
      if (v.bitWidth !== undefined) {
        const w = this.ev(v.bitWidth as Node);
        if (isFail(w) || w.scoped !== undefined || w.v < 0n || w.v > 64n) return false;
        width = Number(w.v);
      }
      const t = this.typeOfDeclarator(spec, { ...decl, bitWidth: undefined });
      if (t === undefined) return false;
      const c = canonical(this.types, t);
      if (c.kind === TK.Array && c.bound! < 0) return false; // flexible array member
      if (width !== undefined && !isIntegralKind(c.kind) && c.kind !== TK.Enum) return false;
      if (width !== undefined && width > bitsOf(c.kind === TK.Enum ? TK.Int : c.kind)) return false;
      fields.push(width === undefined ? { type: t } : { type: t, bitWidth: width });
      return true;
    };
    for (const m of cl.members) {
      const g = m as GenericNode;
      switch (m.kind) {
        case NodeKind.Variable:
          if (!addVar(g)) return undefined;
          break;
        case NodeKind.SimpleDecl: {
          const sd = g as GenericNode & { decls: Node[]; spec: DeclSpec };
          const inner = sd.spec.type;
          if (
            inner !== undefined && inner.kind === NodeKind.Class &&
            (inner as Class).name === undefined && sd.decls.length === 0
          ) {
            return undefined; // anonymous struct/union member
          }
          for (const d of sd.decls) {
            if (d.kind === NodeKind.Variable) {
              if (!addVar(d as GenericNode)) return undefined;
            } else if (d.kind === NodeKind.Function) {
              if (((d as GenericNode).spec as DeclSpec).flags & DS.Virtual) polymorphic = true;
            } else if (d.kind !== NodeKind.Typedef) return undefined;
          }
          break;
        }
        case NodeKind.Function:
          if ((g.spec as DeclSpec).flags & DS.Virtual) polymorphic = true;
          break;
        case NodeKind.Class: {
          const c = m as Class;
          if (c.name === undefined) return undefined; // anonymous struct/union member
          break;
        }
        case NodeKind.Enum:
        case NodeKind.Typedef:
        case NodeKind.Alias:
        case NodeKind.AccessSpec:
        case NodeKind.StaticAssert:
        case NodeKind.UsingDecl:
        case NodeKind.Pragma:
        case NodeKind.Friend:
          break;
        case NodeKind.Template: {
          const inner = g.decl as Node | undefined;
          if (inner === undefined) return undefined;
          if (inner.kind === NodeKind.Variable) {
            if (!(((inner as GenericNode).spec as DeclSpec).flags & DS.Static)) return undefined;
          }
          break;
        }
        default:
          return undefined;
      }
    }
    // an empty base followed by a member of class type may need a different offset: not modelled
    if (bases.length > 0 && fields.length > 0) {
      const f0 = canonical(this.types, fields[0].type);
      if (f0.kind === TK.Class || f0.kind === TK.Array) return undefined;
    }
    const t = this.types.nominal(TK.Class, {
      name: sym.name >= 0 ? this.host.text(sym.name) : "<unnamed>",
      key,
      complete: true,
      fields,
      bases,
      polymorphic,
    });
    this.classTypes.set(cl, t);
    return t;
  }
}

/** Is modelled class `c` empty: no data members, nothing virtual, only empty bases? */
function emptyClass(types: TypeTable, c: Type): boolean {
  const info = c.info!;
  if ((info.fields ?? []).length > 0 || info.polymorphic) return false;
  return (info.bases ?? []).every((b) => emptyClass(types, canonical(types, b)));
}

/** Does modelled class `d` have `b` among its bases, directly or not? */
function derivesFrom(types: TypeTable, d: Type, b: Type, depth: number): boolean {
  if (depth > 32) return false;
  for (const x of d.info!.bases ?? []) {
    const c = canonical(types, x);
    if (c === b || derivesFrom(types, c, b, depth + 1)) return true;
  }
  return false;
}

function enumNodeOf(t: Type): Node | undefined {
  return (t as Type & { node?: Node }).node;
}

function hasOpaque(t: Type): boolean {
  for (let u: Type | undefined = t; u !== undefined; u = u.base) {
    if (u.kind === TK.Dependent || u.kind === TK.Function) return true;
  }
  return false;
}

function cvOf(dsFlags: number): number {
  let cv = 0;
  if (dsFlags & DS.Const) cv |= CV_CONST;
  if (dsFlags & DS.Volatile) cv |= CV_VOLATILE;
  return cv;
}

function compare(op: number, a: bigint, b: bigint): boolean | undefined {
  switch (op) {
    case T.EqualEqual:
      return a === b;
    case T.ExclaimEqual:
      return a !== b;
    case T.Less:
      return a < b;
    case T.Greater:
      return a > b;
    case T.LessEqual:
      return a <= b;
    case T.GreaterEqual:
      return a >= b;
  }
  return undefined;
}

function intTypeKind(t: string): TK {
  switch (t) {
    case "unsigned int":
      return TK.UInt;
    case "long":
      return TK.Long;
    case "unsigned long":
      return TK.ULong;
    case "long long":
      return TK.LongLong;
    case "unsigned long long":
      return TK.ULongLong;
    default:
      return TK.Int;
  }
}

function charTypeKind(t: string): TK {
  switch (t) {
    case "char":
      return TK.Char;
    case "char8_t":
      return TK.Char8;
    case "char16_t":
      return TK.Char16;
    case "char32_t":
      return TK.Char32;
    case "wchar_t":
      return TK.WChar;
    default:
      return TK.Int;
  }
}

/** The builtin type a decl-specifier sequence names (undefined: not a builtin, or `auto`). */
export function builtinKind(spec: DeclSpec): TK | undefined {
  const f = spec.flags;
  const uns = (f & DS.Unsigned) !== 0, sig = (f & DS.Signed) !== 0;
  let base = -1;
  for (const b of spec.builtins) {
    let k = -1;
    switch (b) {
      case T.KwVoid:
        k = TK.Void;
        break;
      case T.KwBool:
        k = TK.Bool;
        break;
      case T.KwChar:
        k = uns ? TK.UChar : sig ? TK.SChar : TK.Char;
        break;
      case T.KwWcharT:
        k = TK.WChar;
        break;
      case T.KwChar8T:
        k = TK.Char8;
        break;
      case T.KwChar16T:
        k = TK.Char16;
        break;
      case T.KwChar32T:
        k = TK.Char32;
        break;
      case T.KwInt:
        k = TK.Int;
        break;
      case T.KwInt128:
        k = uns ? TK.UInt128 : TK.Int128;
        break;
      case T.KwFloat:
        k = TK.Float;
        break;
      case T.KwDouble:
        k = (f & DS.Long) !== 0 ? TK.LongDouble : TK.Double;
        break;
      case T.KwFloat128:
        k = TK.Float128;
        break;
      case T.KwShort:
      case T.KwLong:
      case T.KwSigned:
      case T.KwUnsigned:
        continue;
      default:
        return undefined;
    }
    if (base !== -1) return undefined;
    base = k;
  }
  const short = (f & DS.Short) !== 0, long = (f & DS.Long) !== 0, ll = (f & DS.LongLong) !== 0;
  if (base === -1 || base === TK.Int) {
    if (base === -1 && !uns && !sig && !short && !long && !ll) return undefined;
    if (short) return uns ? TK.UShort : TK.Short;
    if (ll) return uns ? TK.ULongLong : TK.LongLong;
    if (long) return uns ? TK.ULong : TK.Long;
    return uns ? TK.UInt : TK.Int;
  }
  if (short || ll || (long && base !== TK.LongDouble)) return undefined;
  if (
    (uns || sig) && base !== TK.Char && base !== TK.UChar && base !== TK.SChar &&
    base !== TK.UInt128 && base !== TK.Int128
  ) {
    return undefined;
  }
  return base as TK;
}

/** Is `k` a standard floating type (float, double, long double)? */
function isFloatKind(k: TK): boolean {
  return k === TK.Float || k === TK.Double || k === TK.LongDouble;
}
