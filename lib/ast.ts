/**
 * The syntax tree built by the parser (`parse*.ts`). Nodes are plain objects with a numeric
 * `kind` and the token indices of their first and last token (`first`/`last`; a token's start
 * offset goes to `SourceMap.locate`). Names are interned atoms (`NameTable`). Node shapes are
 * described by the interfaces below; every node also fits the generic `Node` shape so that
 * passes can walk the tree without knowing every kind.
 */

import type { TokenBuffer } from "./tokens.ts";
import { T } from "./tokens.ts";
import { parseFloatLiteral } from "./literals.ts";

export enum NodeKind {
  // ---- top level / declarations
  TranslationUnit,
  Namespace,
  NamespaceAlias,
  LinkageSpec,
  Class,
  Enum,
  Enumerator,
  Function,
  Variable,
  Typedef,
  Alias,
  UsingDecl,
  UsingDirective,
  UsingEnum,
  StaticAssert,
  Template,
  ExplicitInstantiation,
  AsmDecl,
  Pragma,
  Friend,
  DeductionGuide,
  Concept,
  AccessSpec,
  /** A declaration with specifiers only (`struct S;`, `class C {...};`, `;`). */
  SimpleDecl,
  /** A parameter of a function declarator. */
  Param,
  TemplateTypeParam,
  TemplateNonTypeParam,
  TemplateTemplateParam,
  /** A base-specifier of a class. */
  Base,
  /** A mem-initializer of a constructor. */
  MemInit,
  Attribute,
  // ---- types
  /** decl-specifier-seq / type-specifier-seq: builtin keywords, a named type, or an inline class/enum. */
  DeclSpec,
  /** A type-id: specifiers plus an abstract declarator. */
  TypeId,
  Declarator,
  /** A (possibly qualified) name: `a::b<c>::d`, `::x`, `operator+`, `~S`. */
  Name,
  Decltype,
  TypeofType,
  // ---- statements
  Compound,
  ExprStmt,
  DeclStmt,
  If,
  Switch,
  While,
  DoWhile,
  For,
  RangeFor,
  Break,
  Continue,
  Return,
  Goto,
  Label,
  Case,
  Default,
  Try,
  Catch,
  NullStmt,
  AsmStmt,
  CoReturn,
  // ---- expressions
  Ident,
  IntLit,
  FloatLit,
  CharLit,
  StringLit,
  BoolLit,
  NullptrLit,
  This,
  Paren,
  Unary,
  Postfix,
  Binary,
  Assign,
  Conditional,
  Comma,
  Call,
  Index,
  Member,
  Cast,
  /** static_cast / dynamic_cast / reinterpret_cast / const_cast. */
  NamedCast,
  /** `T(args)` / `T{args}`: explicit type conversion in functional notation. */
  FunctionalCast,
  SizeofExpr,
  SizeofType,
  SizeofPack,
  AlignofType,
  AlignofExpr,
  Typeid,
  New,
  Delete,
  Throw,
  Lambda,
  InitList,
  Designated,
  Fold,
  PackExpansion,
  Noexcept,
  StmtExpr,
  VaArg,
  Offsetof,
  BitCast,
  TypeTrait,
  Requires,
  CoAwait,
  CoYield,
  KernelLaunch,
  /** `__real__ x`, `__imag__ x`, `__extension__ x`, `&&label`. */
  GnuUnary,
  /** An expression the parser could not build (after a reported error). */
  Error,
}

/** Operator kinds of unary/binary/assignment nodes: the token kind of the operator (`T`). */
export type OpKind = number;

export interface Node {
  kind: NodeKind;
  /** Index of the first token. */
  first: number;
  /** Index of the last token (inclusive). */
  last: number;
}

/** An attribute: `__attribute__((name(args)))`, `[[ns::name(args)]]`, `alignas(x)`. */
export interface Attribute extends Node {
  kind: NodeKind.Attribute;
  /** 0 = GNU `__attribute__`, 1 = standard `[[...]]`, 2 = `alignas`, 3 = `__declspec`,
   * 4 = CUDA attribute keyword left by the preprocessor (`__noinline__`). */
  syntax: number;
  /** Namespace atom for `[[gnu::x]]` (-1 if none). */
  ns: number;
  /** Attribute name atom (`device`, `__visibility__`, `launch_bounds`, ...). */
  name: number;
  /** Token range of the arguments, inside the parentheses (argFirst > argLast if empty / none). */
  argFirst: number;
  argLast: number;
  hasArgs: boolean;
  /** `alignas`: the parsed argument (type-id or expression). */
  arg?: Node;
}

export interface Pragma extends Node {
  kind: NodeKind.Pragma;
  /** Text after `#pragma`. */
  text: string;
}

/** One component of a qualified name. */
export interface NameComponent {
  /** Atom of the identifier; for operators see `op`; -1 for a `decltype(...)` component. */
  atom: number;
  /** Token index of the identifier. */
  tok: number;
  /** Template arguments when the component is a template-id. */
  targs?: Node[];
  /** `template` keyword before the component. */
  templateKw?: boolean;
  /** 0 plain, 1 operator function (`opTok` is the operator's first token), 2 conversion
   * function (`convType`), 3 destructor (`~name`), 4 literal operator, 5 decltype. */
  special?: number;
  opTok?: number;
  /** Operator kind (token kind; `T.LParen` for `()`, `T.LBracket` for `[]`, `T.KwNew`...; new[] / delete[] set `opArray`). */
  op?: number;
  opArray?: boolean;
  convType?: Node;
  decltype?: Node;
  /**
   * The namespace lookup found this component in only through a using-directive of the
   * namespace written before it (`detail` in `cub::detail::Z`, where `cub` is thrust's namespace
   * with `using namespace ::cub;`).
   */
  viaUsing?: import("./scope.ts").Scope;
}

export interface Name extends Node {
  kind: NodeKind.Name;
  /** Leading `::`. */
  global: boolean;
  parts: NameComponent[];
  /** What lookup resolved the name to (undefined if dependent or not found). */
  sym?: import("./scope.ts").Sym;
  /** The qualifier depends on a template parameter. */
  dependent: boolean;
}

export interface DeclSpec extends Node {
  kind: NodeKind.DeclSpec;
  /** Bit set of `DS` flags. */
  flags: number;
  /** Builtin type keywords in order (token kinds). */
  builtins: number[];
  /** Named type (`Name`), `Decltype`, `TypeofType`, inline `Class`/`Enum`, elaborated type. */
  type?: Node;
  /** `class`/`struct`/`union`/`enum`/`typename` keyword of an elaborated specifier (token kind). */
  elaborated?: number;
  attrs?: Attribute[];
  /** `explicit(expr)` argument. */
  explicitExpr?: Node;
  /** No type specifier was given (constructors, destructors, conversion functions, errors). */
  noType?: boolean;
  /** The type-constraint of a constrained placeholder (`Concept auto`). */
  constraint?: Node;
}

/** decl-specifier flag bits. */
export const DS = {
  Typedef: 1,
  Static: 2,
  Extern: 4,
  Inline: 8,
  Virtual: 0x10,
  Explicit: 0x20,
  Constexpr: 0x40,
  Consteval: 0x80,
  Constinit: 0x100,
  ThreadLocal: 0x200,
  Mutable: 0x400,
  Friend: 0x800,
  Register: 0x1000,
  Const: 0x2000,
  Volatile: 0x4000,
  Restrict: 0x8000,
  Signed: 0x10000,
  Unsigned: 0x20000,
  Short: 0x40000,
  Long: 0x80000,
  LongLong: 0x100000,
  Extension: 0x200000,
  Thread: 0x400000,
  Auto: 0x800000,
  /** GNU `__complex__`. */
  Complex: 0x1000000,
} as const;

/** A derived-type operator of a declarator, innermost last. */
export interface DeclaratorOp {
  /** 0 pointer, 1 lvalue ref, 2 rvalue ref, 3 member pointer, 4 array, 5 function. */
  op: number;
  tok: number;
  /** cv / restrict qualifiers (DS flag bits) of a pointer or of a member function. */
  cv?: number;
  /** Member pointer class. */
  cls?: Node;
  /** Array bound. */
  bound?: Node;
  /** An array bound the back end supplies (from the initializer: `int a[3]` for `a[] = {...}`). */
  boundText?: string;
  /** Function parameters. */
  params?: Node[];
  variadic?: boolean;
  /** Function ref-qualifier: 0 none, 1 `&`, 2 `&&`. */
  refQual?: number;
  /** `noexcept`, `noexcept(expr)`, `throw(...)`. */
  except?: { tok: number; expr?: Node; throwTypes?: Node[] };
  trailing?: Node;
  requires?: Node;
  attrs?: Attribute[];
}

export interface Declarator extends Node {
  kind: NodeKind.Declarator;
  /** Declared name (undefined for an abstract declarator). */
  name?: Name;
  /** Derived types, from the one nearest the name outwards as in C reading order. */
  ops: DeclaratorOp[];
  /** Parameter pack `...`. */
  pack: boolean;
  attrs?: Attribute[];
  /** Tokens of the standard attribute-specifiers right after the declarator-id (`f
   * [[nodiscard]]`), which the host file reprints there. */
  idAttrs?: { first: number; last: number };
  /** Bit-field width. */
  bitWidth?: Node;
  /** virt-specifiers after the declarator: 1 `override`, 2 `final` (bit set). */
  virt?: number;
  /** `__asm__("label")` string token range. */
  asmLabel?: number;
}

export interface TypeId extends Node {
  kind: NodeKind.TypeId;
  spec: DeclSpec;
  decl: Declarator;
}

export interface Param extends Node {
  kind: NodeKind.Param;
  spec: DeclSpec;
  decl: Declarator;
  init?: Node;
}

export interface Function extends Node {
  kind: NodeKind.Function;
  spec: DeclSpec;
  decl: Declarator;
  /** Compound body, or a Try node for a function-try-block. */
  body?: Node;
  memInits?: Node[];
  /** 0 none, 1 `= default`, 2 `= delete`, 3 `= 0`. */
  defn: number;
  attrs: Attribute[];
  /** Pragma tokens that immediately preceded the declaration (also after `template<...>`). */
  pragmas?: number[];
}

export interface Variable extends Node {
  kind: NodeKind.Variable;
  spec: DeclSpec;
  decl: Declarator;
  init?: Node;
  /** 0 none, 1 `= x`, 2 `(x)`, 3 `{x}`. */
  initStyle: number;
  /** The initialization was an error (nothing in it is judged further, nor warning 549). */
  badInit?: boolean;
  attrs: Attribute[];
  /** Structured binding names. */
  bindings?: number[];
  /** Pragma tokens that immediately preceded the declaration. */
  pragmas?: number[];
}

export interface Typedef extends Node {
  kind: NodeKind.Typedef;
  spec: DeclSpec;
  decl: Declarator;
}

/** A declaration statement / simple declaration with several declarators. */
export interface SimpleDecl extends Node {
  kind: NodeKind.SimpleDecl;
  spec: DeclSpec;
  /** Variable / Function / Typedef nodes, one per declarator. */
  decls: Node[];
  attrs: Attribute[];
}

export interface Namespace extends Node {
  kind: NodeKind.Namespace;
  /** Atoms of the (possibly nested `a::b`) name; empty for an anonymous namespace. */
  names: number[];
  inline: boolean;
  /** Nested `a::inline b`: which components are inline (set when there are several). */
  inlines?: boolean[];
  attrs: Attribute[];
  decls: Node[];
  /** The namespace's scope (the innermost one for `a::b`). */
  scope?: import("./scope.ts").Scope;
}

export interface LinkageSpec extends Node {
  kind: NodeKind.LinkageSpec;
  /** String literal token (`"C"`, `"C++"`). */
  lang: number;
  braced: boolean;
  decls: Node[];
}

export interface Base extends Node {
  kind: NodeKind.Base;
  name: Node;
  /** Access keyword kind or 0. */
  access: number;
  virtual: boolean;
  pack: boolean;
}

export interface Class extends Node {
  kind: NodeKind.Class;
  /** T.KwClass / T.KwStruct / T.KwUnion. */
  key: number;
  name?: Name;
  attrs: Attribute[];
  bases: Base[];
  members: Node[];
  /** The class has a body (definition). */
  complete: boolean;
  final: boolean;
  scope?: import("./scope.ts").Scope;
}

export interface Enum extends Node {
  kind: NodeKind.Enum;
  scoped: boolean;
  name?: Name;
  base?: Node;
  attrs: Attribute[];
  enumerators: Node[];
  complete: boolean;
}

export interface Enumerator extends Node {
  kind: NodeKind.Enumerator;
  name: number;
  value?: Node;
  attrs?: Attribute[];
}

export interface Template extends Node {
  kind: NodeKind.Template;
  /** Template parameters (empty for an explicit specialization `template<>`). */
  params: Node[];
  requires?: Node;
  decl: Node;
}

export interface TemplateParam extends Node {
  kind:
    | NodeKind.TemplateTypeParam
    | NodeKind.TemplateNonTypeParam
    | NodeKind.TemplateTemplateParam;
  name: number;
  pack: boolean;
  /** Non-type parameter type / template template parameter's parameters. */
  type?: Node;
  params?: Node[];
  /** Type constraint of a constrained parameter (C++20). */
  constraint?: Node;
  default?: Node;
}

/**
 * Generic node for the remaining kinds: children in named optional fields. Field use per kind
 * (`op` is always a token kind `T`):
 *
 * Declarations
 * - NamespaceAlias: atom (alias), name (target Name). UsingDirective/UsingEnum: name.
 * - UsingDecl: list (Names; `typename` ones have isType). Alias: atom, type (TypeId), attrs.
 * - StaticAssert: cond, msg (first string token or undefined). AsmDecl: str (token after `(`).
 * - AccessSpec: op (KwPublic/KwPrivate/KwProtected). Concept: atom, expr.
 * - ExplicitInstantiation: decl, extern (true for `extern template`).
 * - DeductionGuide: atom (template name), decl (Declarator with one function op + trailing).
 * - MemInit: name (Name), args, braced, pack. Friends are ordinary declarations with DS.Friend.
 *
 * Statements
 * - Compound: list (statements and Pragma nodes in source order). ExprStmt: expr.
 * - DeclStmt: decl (Variable/Function/Typedef/SimpleDecl/Class... or undefined for `__label__`).
 * - If: init, cond (expression or a Variable/SimpleDecl), body, else, flags (1 constexpr,
 *   2 consteval, 3 !consteval). Switch/While: init (switch), cond, body. DoWhile: body, cond.
 * - For: init, cond, inc, body. RangeFor: init (C++20), decl (the range declaration), expr, body.
 * - Return/CoReturn: expr. Goto: atom (label) or expr (`goto *p`). Label: atom, body, attrs.
 * - Case: expr (low), rhs (GNU range high), body. Default: body. NullStmt: attrs (statement attrs).
 * - Try: body, list (Catch). Catch: decl (Param, undefined for `...`), body.
 * - AsmStmt: flags (1 volatile, 2 inline, 4 goto), str (first string token), colons, list (one
 *   Comma node per operand section: args = operands, each an AsmStmt node with expr = the
 *   parenthesised operand, first = its `[name]`/constraint token).
 *
 * Expressions
 * - Ident: name (Name with sym), or atom for `__builtin_addressof`.
 * - IntLit/FloatLit/CharLit/StringLit (first..last = the adjacent string tokens): no fields.
 * - BoolLit: op (KwTrue/KwFalse). NullptrLit, This: none. Paren: expr, or args (initializer).
 * - Unary: op (Plus Minus Exclaim Tilde Star Amp PlusPlus MinusMinus KwCoAwait), expr.
 * - Postfix: op (PlusPlus/MinusMinus), expr. Binary: op, lhs, rhs. Assign: op, lhs, rhs.
 * - Conditional: cond, lhs (undefined for GNU `a ?: b`), rhs. Comma: lhs, rhs.
 * - Call: expr (callee), args. Index: expr, rhs. Member: op (Dot/Arrow), expr, name.
 * - Cast: type (TypeId), expr (operand or InitList for a compound literal).
 * - NamedCast: op (KwStaticCast...), type, expr. FunctionalCast: type (Name / DeclSpec /
 *   Decltype / TypeTrait), args, braced.
 * - SizeofExpr/AlignofExpr: expr. SizeofType/AlignofType: type. SizeofPack: atom.
 * - Typeid: expr (TypeId or expression). New: type, args (placement), init (Paren or InitList).
 * - Delete: expr, flags (1 = array). Throw: expr (or undefined). Noexcept: expr.
 * - Lambda: list (captures, Ident nodes spanning each capture), args (template params), decl
 *   (Declarator with the function op) or undefined, body, attrs; nvParent (the expressions of
 *   CUDA `__nv_parent(...)` annotations) and nvParentEnd (the token after the last one).
 * - InitList: list. Designated: list (member atoms of `.a.b`), expr (value).
 * - Fold: op, lhs and/or rhs. PackExpansion: expr. StmtExpr: body (Compound).
 * - VaArg: expr, type. Offsetof: type, desigFirst..desigLast (designator tokens).
 * - BitCast: type, expr. TypeTrait: atom (trait spelling), args (TypeIds / expressions).
 * - Requires: args (parameters) and list (requirements: ExprStmt (simple), TypeId with name
 *   (type requirement), Compound with expr/type/flags 1=noexcept (compound), Requires with expr
 *   (nested)); or expr alone for a nested requirement.
 * - CoYield: expr. KernelLaunch: expr (callee), list (launch configuration), args.
 * - GnuUnary: op (KwExtension/KwReal/KwImag with expr; AmpAmp with atom = label).
 * - Error: nothing (a diagnostic was reported, or a placeholder after one).
 */
export interface GenericNode extends Node {
  /** Operator token kind (Unary/Binary/Assign/Postfix/NamedCast/Fold...). */
  op?: number;
  name?: Node;
  type?: Node;
  expr?: Node;
  lhs?: Node;
  rhs?: Node;
  cond?: Node;
  init?: Node;
  inc?: Node;
  body?: Node;
  else?: Node;
  args?: Node[];
  list?: Node[];
  decl?: Node;
  atom?: number;
  flags?: number;
  [key: string]: unknown;
}

export interface TranslationUnit extends Node {
  kind: NodeKind.TranslationUnit;
  decls: Node[];
  /** Global scope after parsing. */
  scope: import("./scope.ts").Scope;
  /** Pragma tokens met inside declarations/expressions (not at a declaration boundary). */
  strayPragmas: number[];
  /**
   * Class template-ids written with default arguments left out, by template name: the token
   * ranges of their argument lists, as pairs of first and last token (first > last for `<>`);
   * the printer leaves those defaults out of other spellings of the same specialization too.
   */
  shortTargs: Map<number, number[]>;
  /** The class template of each `shortTargs` range (one per pair), its primary. */
  shortTargSyms: Map<number, import("./scope.ts").Sym[]>;
  /**
   * Namespaces a class of the same name declared inside their enclosing namespace hides
   * (`namespace A { namespace detail {...} struct P { struct detail; }; }`): the binary names
   * them through a namespace alias of its own, `namespace __T0 = detail;`, in types.
   */
  hiddenNamespaces: Set<import("./scope.ts").Scope>;
}

/**
 * `a` in an array of its own length. An array grown by `push` from `[]` keeps room for 17
 * elements; most lists the parser builds (name components, parameters, arguments) hold one or
 * two and live as long as the tree, so the room left over was a fifth of the heap.
 */
export function fit<X>(a: X[]): X[] {
  return a.length === 0 ? [] : a.slice();
}

/** `e` without the parentheses around it. */
export function stripParens(e: Node): Node {
  while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
  return e;
}

/** The text of tokens `first..last`, separated by one space ("" when first > last). */
export function tokenRangeText(tb: TokenBuffer, first: number, last: number): string {
  let s = "";
  for (let i = first; i <= last; i++) {
    if (i > first) s += " ";
    s += tb.text.slice(tb.start[i], tb.end[i]);
  }
  return s;
}

/** Normalized attribute name: `__device__` → `device`. */
export function attrName(names: { attrText(atom: number): string }, a: Attribute): string {
  return names.attrText(a.name);
}

/**
 * The value of `e` when it is a floating literal, maybe under unary `-`/`+` (undefined
 * otherwise, and for a user-defined literal); `tok` gives a token's text.
 */
export function floatLiteralValue(e: Node, tok: (i: number) => string): number | undefined {
  let neg = false;
  while (e.kind === NodeKind.Unary) {
    const op = (e as GenericNode).op;
    if (op !== T.Minus && op !== T.Plus) return undefined;
    if (op === T.Minus) neg = !neg;
    e = (e as GenericNode).expr!;
  }
  if (e.kind !== NodeKind.FloatLit || e.first !== e.last) return undefined;
  const f = parseFloatLiteral(tok(e.first));
  if (f.udSuffix !== "") return undefined;
  return neg ? -f.value : f.value;
}

/** The non-static data members class `c` declares, in order. */
export function dataMembers(c: Class): Variable[] {
  const out: Variable[] = [];
  for (const m of c.members) {
    for (const d of m.kind === NodeKind.SimpleDecl ? (m as SimpleDecl).decls : [m]) {
      if (d.kind === NodeKind.Variable && !((d as Variable).spec.flags & DS.Static)) {
        out.push(d as Variable);
      }
    }
  }
  return out;
}

/** Does some member function declared in class `c` satisfy `pred`? */
export function someMemberFunction(c: Class, pred: (f: Function) => boolean): boolean {
  return c.members.some((m) => {
    const fs = m.kind === NodeKind.SimpleDecl ? (m as SimpleDecl).decls : [m];
    return fs.some((f) => f.kind === NodeKind.Function && pred(f as Function));
  });
}

/** Does class `c` declare a constructor (a member function named by the class's own name)? */
export function declaresConstructor(c: Class): boolean {
  const self = c.name?.parts.at(-1)?.atom;
  return self !== undefined && someMemberFunction(c, (f) => {
    const nm = f.decl.name;
    return nm !== undefined && nm.parts.length === 1 && nm.parts[0].atom === self &&
      (nm.parts[0].special ?? 0) === 0;
  });
}
