/**
 * Host-file printer, part 1: expressions, types and declarators as text, in the style of
 * cudafe++'s IL-to-C++ printer (observed on the 13.0 binary, see tests/fixtures/emit/):
 *
 * - source parentheses are dropped; the printer puts its own: an operation (operator, index,
 *   member access, cast, sizeof, conditional) that is an operand of another operation or the
 *   right-hand side of an assignment is parenthesized (`(p[0]) = (-n)`), the outermost expression of
 *   a statement, a local initializer, a call argument or a return value is not (`return x * x;`);
 * - a namespace-scope initializer is a constant: every operation is parenthesized, the outermost
 *   too (`int e = (1 + (2 * 3));`, `int *pa = (&a);`);
 * - floating literals are always parenthesized (`(1.5)`, `(1.0E10)`, `(1.5F)`); a literal converted
 *   to another type (`unsigned long x = (5);`, `int *p = (0);`, `const char *s = ("x");`) gets one
 *   more pair, except in call arguments and default arguments;
 * - integer literals are printed in decimal with upper-case suffixes (`0x1F` → `31`, `4ul` → `4UL`);
 * - `k<<<g, b>>>(args)` → `(__cudaPushCallConfiguration(g, b)) ? (void)0 : k(args)`;
 * - a use of a `__managed__` variable `m` → `(*( (__nv_inited_managed_rt ? (void)0:
 *   __nv_init_managed_rt()), (m)))`.
 */
import type { SourceMap } from "./source.ts";
import {
  type Attribute,
  attrName,
  type Class,
  dataMembers,
  type Declarator,
  type DeclaratorOp,
  declaresConstructor,
  type DeclSpec,
  DS,
  type Enum,
  type Enumerator,
  floatLiteralValue,
  type Function,
  type GenericNode,
  type LinkageSpec,
  type Name,
  type NameComponent,
  type Namespace,
  type Node,
  NodeKind,
  type Param,
  type SimpleDecl,
  someMemberFunction,
  stripParens,
  type TemplateParam,
  tokenRangeText,
  type Typedef,
  type TypeId,
  type Variable,
} from "./ast.ts";
import { isIdCont } from "./lex.ts";
import type { TokenBuffer } from "./tokens.ts";
import { T, TF } from "./tokens.ts";
import type { NameTable } from "./names.ts";
import {
  type Encoding,
  floatFitsIntegral,
  hasUserSuffix,
  parseCharLiteral,
  parseFloatLiteral,
  parseIntLiteral,
  parseStringLiteral,
} from "./literals.ts";
import {
  lookupIn,
  lookupQualified,
  lookupUnqualified,
  namespaceChain,
  type Scope,
  ScopeKind,
  specByArgs,
  type Sym,
  SymKind,
} from "./scope.ts";
import { type ConstEval, detachedEvaluator, isFail } from "./sema_const.ts";

/** Expression context: how the printed expression is used. */
export const enum Ctx {
  /** Outermost: statement expression, local initializer, argument, return value, condition. */
  Top,
  /** Operand of an operation: operations are parenthesized. */
  Operand,
  /** An initializer: like Top, but a constant operation keeps its parentheses (`int x = (1 + 2);`). */
  Init,
  /**
   * An operand of an operator function call (an overloaded operator): like Operand, but a
   * floating literal or another operator function call gets one more pair of parentheses
   * (`((v) *= ((1.0F)))`).
   */
  OpArg,
}

/** What the printer knows about a declared name (for conversions and CUDA rewrites). */
export interface VarInfo {
  /** Simple type key (`int`, `unsigned long`, `double`, `ptr`, `arr`, `class`, `?`). */
  type: string;
  managed?: boolean;
  /** A data member of the class being printed. */
  member?: boolean;
  /** A `const`/`constexpr` object (usable in constant expressions). */
  constant?: boolean;
  /** Static storage duration (namespace scope or `static`). */
  global?: boolean;
  /** An enumerator. */
  enumerator?: boolean;
  /** Captured by the lambda being printed (a closure member: `(k)` as an operand). */
  captured?: boolean;
  /** A non-type template parameter. */
  tparam?: boolean;
  /** A non-type template parameter of an enumeration type (its key is "?"). */
  enumParam?: boolean;
  /** A non-type template parameter's type when a plain name (`_Ty` of `_Ty... _Is`). */
  paramTypeName?: number;
  /** A template type parameter. */
  ttparam?: boolean;
  /** Declared with a dependent type (not the current instantiation). */
  depType?: boolean;
  /** A `device_builtin` variable (`threadIdx`: printed `__device_builtin_variable_threadIdx`). */
  builtinVar?: boolean;
  /** A variable's declared type (to type its elements, members and calls through it). */
  spec?: DeclSpec;
  decl?: Declarator;
  /** A typedef or alias: its type (see `ExprPrinter.typedefText`). */
  tdSpec?: DeclSpec;
  tdDecl?: Declarator;
  /** The typedef is local to a function body. */
  tdLocal?: boolean;
  /** A bit-field member's declared type key (`type` is the promoted one). */
  bitType?: string;
  /** The typedef names a template-id and was declared in a template (see plainTypedefHead). */
  tdTemplated?: boolean;
  /**
   * The typedef was declared where type template arguments are canonical (a block nested in a
   * template's function body, see `ExprPrinter.canonicalTypeArgs`): its type is recorded so.
   */
  tdCanonical?: boolean;
  /** The typedef's type mentions a template parameter. */
  tdDependent?: boolean;
  /** A constant whose value depends on template parameters. */
  valueDep?: boolean;
  /**
   * A local variable of a type the template knows nothing of (a template type parameter or a
   * dependent qualified name, not a pointer to one) initialized with `=` or `(...)`: the binary
   * calls its members through `->` as `(q->next)()` (a parameter, an uninitialized or a braced
   * one: `q->next()`).
   */
  initUnknown?: boolean;
  /** A `__shared__` variable. */
  shared?: boolean;
  /** The namespace being printed when it was declared (set by `declare`). */
  ns?: Scope | null;
  /** An alias template: its type parameters' names (-1: another kind of parameter). */
  tdParams?: number[];
  /** An `auto` variable's class, deduced from its initializer (see DeclPrinter.noteAutoClass). */
  cls?: Scope;
  /**
   * An `auto` variable's class template when the specialization is not known (the initializer
   * calls a function template returning one: `auto w = cg::tiled_partition<32>(b);`).
   */
  clsTemplate?: Sym;
  /** A template's local initialized from its parameters (`sizeof(b)` after `int b = *p;`). */
  depInit?: boolean;
}

/** GCC's atomic builtins with a value of the pointed-to type (see ExprPrinter.atomicBuiltin). */
const ATOMIC_VALUE_BUILTINS = new Set([
  "__atomic_load_n",
  "__atomic_exchange_n",
  "__atomic_add_fetch",
  "__atomic_sub_fetch",
  "__atomic_and_fetch",
  "__atomic_xor_fetch",
  "__atomic_or_fetch",
  "__atomic_nand_fetch",
  "__atomic_fetch_add",
  "__atomic_fetch_sub",
  "__atomic_fetch_and",
  "__atomic_fetch_xor",
  "__atomic_fetch_or",
  "__atomic_fetch_nand",
  "__sync_fetch_and_add",
  "__sync_fetch_and_sub",
  "__sync_fetch_and_or",
  "__sync_fetch_and_and",
  "__sync_fetch_and_xor",
  "__sync_fetch_and_nand",
  "__sync_add_and_fetch",
  "__sync_sub_and_fetch",
  "__sync_or_and_fetch",
  "__sync_and_and_fetch",
  "__sync_xor_and_fetch",
  "__sync_nand_and_fetch",
  "__sync_val_compare_and_swap",
  "__sync_lock_test_and_set",
]);

/**
 * The builtin type a standard library container's `size_type` or `difference_type` member
 * typedef stands for, through its allocator's traits (`std::size_t`, `std::ptrdiff_t` with
 * `std::allocator`): `s.size() > (3)` for a `std::string`. Undefined for other names.
 */
function stdSizeTypedef(t: Name | undefined, text: (a: number) => string): string | undefined {
  if (t?.kind !== NodeKind.Name || t.parts.length !== 1 || t.parts[0].targs) return undefined;
  const sym = t.sym;
  if (sym?.kind !== SymKind.Typedef || sym.owner.kind !== ScopeKind.Class) return undefined;
  const name = text(t.parts[0].atom);
  if (name !== "size_type" && name !== "difference_type") return undefined;
  // (std, or an inline namespace of it: std::__cxx11)
  if (!inStdNamespace(sym.owner.parent, text)) return undefined;
  return name === "size_type" ? "unsigned long" : "long";
}

/** Is scope `s` namespace std, or one nested in it (std::__cxx11)? */
function inStdNamespace(s: Scope | null, text: (a: number) => string): boolean {
  while (s !== null && s.kind !== ScopeKind.Namespace) s = s.parent;
  while (s !== null && s.parent !== null && s.parent.parent !== null) s = s.parent;
  return s !== null && s.parent !== null && s.sym !== null && s.sym.name >= 0 &&
    text(s.sym.name) === "std";
}

/** Can char code `c` be part of an identifier (letters, digits, `_`, `$`)? */
function isIdentCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 ||
    c === 36;
}

/**
 * The template-id a type name stands for through typedefs without declarators (`bs< char> ` for
 * `str` after `typedef bs<char> str;`), or the name itself.
 */
function specializationName(n: Name): Name {
  let cur = n;
  for (let i = 0; i < 8 && cur.sym?.kind === SymKind.Typedef; i++) {
    const d = cur.sym.decl;
    if (d?.kind !== NodeKind.Typedef) break;
    const td = d as Typedef;
    if (
      td.decl.ops.length > 0 || (td.spec.flags & (DS.Const | DS.Volatile)) !== 0 ||
      td.spec.type?.kind !== NodeKind.Name
    ) break;
    cur = td.spec.type as Name;
  }
  return cur;
}

/**
 * Is `t` a typedef (through typedefs) of a class or a class template-id, without declarators
 * (`typedef It< pointer, vec> iterator;`)?
 */
function typedefOfClass(t: Name | undefined): boolean {
  return t?.kind === NodeKind.Name && t.sym?.kind === SymKind.Typedef &&
    specializationName(t).sym?.kind === SymKind.Class;
}

/**
 * The operand of a functional cast of one argument, `T(x)` or `T{x}` (undefined: none, several,
 * a pack expansion, a designated or nested braced element).
 */
function castOperandOf(g: GenericNode): Node | undefined {
  const args = g.args ?? [];
  if (args.length !== 1) return undefined;
  let x = args[0];
  if (g.braced) {
    if (x.kind !== NodeKind.InitList) return undefined;
    const list = (x as GenericNode).list ?? [];
    if (list.length !== 1) return undefined;
    x = list[0];
    if (x.kind === NodeKind.InitList || x.kind === NodeKind.Designated) return undefined;
  }
  return x.kind === NodeKind.PackExpansion ? undefined : x;
}

/**
 * The name of a template argument that is a plain unqualified name, as an expression (`_Cond`) or
 * a type without declarator, cv-qualifiers or `...` (`T`); undefined otherwise.
 */
function plainArgName(a: Node): number | undefined {
  let n: Name | undefined;
  if (a.kind === NodeKind.Ident) n = (a as GenericNode).name as Name | undefined;
  else if (a.kind === NodeKind.TypeId) {
    const t = a as TypeId;
    if (t.decl.ops.length > 0 || t.decl.pack || (t.spec.flags & (DS.Const | DS.Volatile)) !== 0) {
      return undefined;
    }
    n = t.spec.type as Name | undefined;
  }
  if (
    n === undefined || n.kind !== NodeKind.Name || n.parts.length !== 1 || n.global ||
    n.parts[0].targs || n.parts[0].atom < 0
  ) return undefined;
  return n.parts[0].atom;
}

/** The decl-specifiers of the type typedef or alias-declaration `sym` names (undefined: none). */
function typedefSpec(sym: Sym): DeclSpec | undefined {
  const d = sym.decl as GenericNode & { spec?: DeclSpec } | undefined;
  return d?.kind === NodeKind.Typedef
    ? d.spec
    : d?.kind === NodeKind.Alias && d.type?.kind === NodeKind.TypeId
    ? (d.type as TypeId).spec
    : undefined;
}

/** The decl-specifier that names type `t` alone (to print or type a functional cast's type). */
function nameSpec(t: Node): DeclSpec {
  return { kind: NodeKind.DeclSpec, first: t.first, last: t.last, flags: 0, builtins: [], type: t };
}

/** Spelling of operator token kinds. */
export const OP_TEXT: Record<number, string> = {
  [T.Plus]: "+",
  [T.Minus]: "-",
  [T.Star]: "*",
  [T.Slash]: "/",
  [T.Percent]: "%",
  [T.Caret]: "^",
  [T.Amp]: "&",
  [T.Pipe]: "|",
  [T.Tilde]: "~",
  [T.Exclaim]: "!",
  [T.Assign]: "=",
  [T.Less]: "<",
  [T.Greater]: ">",
  [T.PlusAssign]: "+=",
  [T.MinusAssign]: "-=",
  [T.StarAssign]: "*=",
  [T.SlashAssign]: "/=",
  [T.PercentAssign]: "%=",
  [T.CaretAssign]: "^=",
  [T.AmpAssign]: "&=",
  [T.PipeAssign]: "|=",
  [T.LessLess]: "<<",
  [T.GreaterGreater]: ">>",
  [T.LessLessAssign]: "<<=",
  [T.GreaterGreaterAssign]: ">>=",
  [T.EqualEqual]: "==",
  [T.ExclaimEqual]: "!=",
  [T.LessEqual]: "<=",
  [T.GreaterEqual]: ">=",
  [T.Spaceship]: "<=>",
  [T.AmpAmp]: "&&",
  [T.PipePipe]: "||",
  [T.PlusPlus]: "++",
  [T.MinusMinus]: "--",
  [T.Comma]: ",",
  [T.DotStar]: ".*",
  [T.ArrowStar]: "->*",
  [T.Dot]: ".",
  [T.Arrow]: "->",
};

/** Canonical spelling of a builtin type-specifier combination (EDG's names). */
export function builtinName(b: number[], flags: number): string {
  // GNU `__complex__ float` prints as `float __complex__` (a lone `__complex__` is double's)
  if (flags & DS.Complex) {
    return (builtinName(b, flags & ~DS.Complex) || "double") + " __complex__";
  }
  let base = "";
  for (const k of b) {
    switch (k) {
      case T.KwInt:
        if (base === "") base = "int";
        break;
      case T.KwChar:
        base = "char";
        break;
      case T.KwShort:
        base = "short";
        break;
      case T.KwLong:
        base = base === "double" ? "long double" : base === "long" ? "long long" : "long";
        break;
      case T.KwDouble:
        base = base === "long" ? "long double" : "double";
        break;
      default: {
        const n = SIMPLE_BUILTINS[k];
        if (n !== undefined) base = n;
      }
    }
  }
  if (flags & DS.Short) base = "short";
  if (flags & DS.LongLong) base = "long long";
  else if (flags & DS.Long) {
    base = base === "double" || base === "long double"
      ? "long double"
      : base === "long long"
      ? base
      : "long";
  }
  const unsigned = (flags & DS.Unsigned) !== 0 || b.includes(T.KwUnsigned);
  const signed = (flags & DS.Signed) !== 0 || b.includes(T.KwSigned);
  if (base === "" && (unsigned || signed)) base = "int";
  if (unsigned) return base === "int" ? "unsigned" : "unsigned " + base;
  if (signed && base === "char") return "signed char";
  // an explicit `signed` is kept (`signed short`, `signed int`, `signed long`)
  if (signed && b.includes(T.KwSigned) && base !== "") return "signed " + base;
  return base;
}

const SIMPLE_BUILTINS: Record<number, string> = {
  [T.KwVoid]: "void",
  [T.KwBool]: "bool",
  [T.KwFloat]: "float",
  [T.KwWcharT]: "wchar_t",
  [T.KwChar8T]: "char8_t",
  [T.KwChar16T]: "char16_t",
  [T.KwChar32T]: "char32_t",
  [T.KwInt128]: "__int128",
  [T.KwFloat128]: "__float128",
  [T.KwFloat16]: "_Float16",
  [T.KwAuto]: "auto",
  [T.KwBuiltinVaList]: "__builtin_va_list",
};

/** Integer-like builtin type keys (a literal converted between them needs parentheses). */
const LITERAL_SAME: Record<string, string> = { "unsigned int": "unsigned" };

/** The decl-specifiers and declarator of typedef or alias `sym`'s type; undefined otherwise. */
function typedefDeclType(sym: Sym): { spec: DeclSpec; decl: Declarator } | undefined {
  const td = sym.decl as GenericNode & { spec?: DeclSpec; decl?: Declarator } | undefined;
  if (td?.kind === NodeKind.Alias) {
    const ty = (td as GenericNode).type as TypeId | undefined;
    return ty?.kind === NodeKind.TypeId ? { spec: ty.spec, decl: ty.decl } : undefined;
  }
  if (td?.kind !== NodeKind.Typedef || !td.spec || !td.decl) return undefined;
  return { spec: td.spec, decl: td.decl };
}

/**
 * Does type `t` name an enumeration, or a typedef or alias (template) of a pointer or keyword
 * type (braces around one value are then a C cast)?
 */
function scalarTypeName(t: Node): boolean {
  const spec = t.kind === NodeKind.DeclSpec
    ? t as DeclSpec
    : t.kind === NodeKind.TypeId
    ? (t as TypeId).spec
    : undefined;
  if (spec && (t.kind === NodeKind.TypeId && (t as TypeId).decl.ops.length > 0)) return false;
  const n = spec ? spec.type : t;
  if (n?.kind !== NodeKind.Name) return false;
  let sym = (n as Name).sym;
  // (through typedefs of typedefs: `uintmax_t` for `__uintmax_t`)
  for (let depth = 0; depth < 8; depth++) {
    if (sym?.kind === SymKind.Enum) return true;
    if (sym?.kind !== SymKind.Typedef) return false;
    const td = typedefDeclType(sym);
    if (td === undefined) return false;
    if (td.decl.ops.length > 0) return td.decl.ops.every((o) => o.op === 0);
    if (td.spec.type === undefined) return td.spec.builtins.length > 0;
    if (td.spec.type.kind !== NodeKind.Name || td.spec.flags & (DS.Const | DS.Volatile)) {
      return false;
    }
    sym = (td.spec.type as Name).sym;
  }
  return false;
}

/**
 * Is `a` the plain name of a namespace-scope variable declared `constexpr` (a local one is
 * folded: `sgemm_reg< 64, ...> ` for `constexpr int BM = 64;` in the caller)?
 */
function constexprVariable(a: Node): boolean {
  const x = stripParens(a);
  const n = x.kind === NodeKind.Ident ? (x as GenericNode).name as Name | undefined : undefined;
  const sym = n?.sym;
  if (sym?.kind !== SymKind.Variable || sym.owner.kind !== ScopeKind.Namespace) return false;
  const d = sym.decl as Variable | undefined;
  return d?.kind === NodeKind.Variable && (d.spec.flags & DS.Constexpr) !== 0;
}

/** A builtin type's name without an explicit `signed` (`signed int` is `int`; `signed char`
 * stays). */
export function withoutSigned(k: string): string {
  return k.startsWith("signed ") && k !== "signed char" ? k.slice(7) : k;
}

/** Named escapes the binary uses for control characters in string literals. */
const CHAR_ESCAPES: Record<number, string> = {
  7: "\\a",
  8: "\\b",
  9: "\\t",
  10: "\\n",
  11: "\\v",
  12: "\\f",
  13: "\\r",
};

/** Does a `"..."` spelling print unchanged (printable ASCII, no escapes, `'` or `?`)? */
/** A use of a `__managed__` variable, initialising the managed runtime first. */
function managedUse(s: string): string {
  return "(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (" + s + ")))";
}

function plainString(t: string): boolean {
  const n = t.length - 1;
  if (n < 1 || t.charCodeAt(n) !== 34) return false;
  for (let i = 1; i < n; i++) {
    const c = t.charCodeAt(i);
    if (c < 32 || c >= 127 || c === 92 || c === 39 || c === 63 || c === 34) return false;
  }
  return n - 1 < 128;
}

export { attrName } from "./ast.ts";

/** A class or enum name hidden by a variable or function of the same name in its scope
 * (`struct timezone` beside `extern long timezone;`): the printer keeps its class-key. */
/** A typedef or alias whose type is named with its own name (`using BlockExchange =
 * BlockExchange<...>`, `using empty_problem_init_t = empty_problem_init_t<...>`): printed in
 * its place, the type would need the qualifier the binary gives the alias declaration. */
function selfNamedAlias(v: VarInfo, atom: number): boolean {
  const tn = v.tdSpec?.type as Name | undefined;
  // (the first component is the one found by unqualified lookup: `X::__type` is fine)
  return tn?.kind === NodeKind.Name && !tn.global && tn.parts[0].atom === atom;
}

/** Does a printed type name have a `::` outside its template argument lists? */
function qualifiedAtTop(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 60) depth++; // <
    else if (c === 62) depth--; // >
    else if (c === 58 && depth === 0 && text.charCodeAt(i + 1) === 58) return true; // ::
  }
  return false;
}

function tagHidden(n: Name): boolean {
  const sym = n.sym;
  if (sym === undefined) return false;
  if (sym.kind !== SymKind.Class && sym.kind !== SymKind.Enum) return sym.hiddenTag !== undefined;
  return sym.owner.names.get(sym.name)?.hiddenTag === sym;
}

export class ExprPrinter {
  readonly tb: TokenBuffer;
  readonly names: NameTable;
  /** Name environment: innermost scope last. */
  env: Map<number, VarInfo>[] = [new Map()];
  /** Return type key of the function being printed. */
  retType = "?";
  /** Printing inside a function prototype's parameters (declaration without a body). */
  proto = false;
  /** In a template: source conventions differ (no conversion knowledge). */
  inTemplate = 0;
  /** How the declaration printer qualifies a type name in the current scope (undefined: as written). */
  typeQual?: (n: Name, expr?: boolean) => string | undefined;
  /** Printing a typedef's type as the qualifier it stands for (see expandedQualifier). */
  qualifierExpansion = 0;
  /** See DeclPrinter.baseMemberType. */
  baseMemberType?: (n: Name) => string | undefined;
  /**
   * The qualified name of a class named in a temporary (`T()`, `T{}`), set by the declaration
   * printer: in a class template with a dependent base, a namespace-scope type's fully qualified
   * name; in a specialization, a template-id naming its template. Undefined: as written.
   */
  depBaseQual?: (n: Name) => string | undefined;
  /** Printing a class with a dependent base, outside its base clause (see emit_decl). */
  inDependentBaseClass?: () => boolean;
  /** The size of a type as far as the declaration printer knows layouts (for `evaluate`). */
  sizeOfType?: (t: TypeId) => bigint | undefined;
  /** Prints a lambda body (a compound statement) as text; set by the declaration printer. */
  lambdaBody?: (body: Node) => string;
  /** Extended lambdas and lambdas in device code (lib/emit_lambda.ts): text, or undefined. */
  lambdaHook?: (g: GenericNode) => string | undefined;
  /** Values of the enumerators printed so far (for the constant evaluator). */
  enumValues = new Map<number, bigint>();
  /** Enumerator names printed with different values (several enumerations use the name). */
  enumNamesAmbiguous = new Set<number>();

  /** Records an enumerator's value (by name: ambiguous once two values are seen). */
  noteEnumValue(atom: number, v: bigint): void {
    const old = this.enumValues.get(atom);
    if (old !== undefined && old !== v) this.enumNamesAmbiguous.add(atom);
    this.enumValues.set(atom, v);
  }
  /** Classes declared so far (an elaborated `struct X` naming one prints as `X`). */
  declaredClasses = new Set<number>();

  /** Atom of `__null` (g++'s null pointer constant, an integer literal of type long). */
  private nullAtom: number;

  /** The innermost enclosing named namespace's scope of what is being printed (null: global). */
  nsScope: Scope | null = null;

  /** The translation unit's scope (set by the backend). */
  globalScope: Scope | undefined;

  /** The translation unit's top-level declarations (set by the backend). */
  unitDecls: Node[] = [];

  /** `operandEnum` of binary operations already asked (null: none). */
  private binaryEnums = new WeakMap<Node, Sym | null>();

  /** Non-member binary operator functions outside templates, by operator token (lazily). */
  private binaryOperators: Map<number, Function[]> | undefined;

  /**
   * The symbol named by component `i` of `n` when the components before it name namespaces
   * (looked up from the current namespace); undefined otherwise.
   */
  namespaceMember(n: Name, i: number): Sym | undefined {
    const root = this.globalScope;
    if (!root) return undefined;
    const a0 = n.parts[0].atom;
    if (a0 < 0) return undefined;
    let sym = n.global ? lookupIn(root, a0) : lookupUnqualified(this.nsScope ?? root, a0);
    for (let j = 1; j <= i && sym; j++) {
      // (through a namespace alias too: `mc::TM` after `namespace mc = mcut;`)
      if (
        (sym.kind !== SymKind.Namespace && sym.kind !== SymKind.NamespaceAlias) || !sym.scope ||
        n.parts[j].atom < 0
      ) return undefined;
      sym = lookupIn(sym.scope, n.parts[j].atom);
    }
    return sym;
  }

  /** See the use in `exprInner`'s `Ident` case; undefined: not such a name. */
  private dependentTemplateIdQualifier(n: Name): string | undefined {
    const k = n.parts.length - 2;
    if (this.inTemplate === 0 || k < 0 || !n.parts[k + 1].templateKw || !this.typeQual) {
      return undefined;
    }
    const q = n.parts[k];
    if (!q.targs || !q.targs.some((a) => this.dependentArg(a))) return undefined;
    const cs = this.namespaceMember(n, k);
    if (cs?.kind !== SymKind.Class || !cs.isTemplate || cs.owner.kind !== ScopeKind.Namespace) {
      return undefined;
    }
    const head = this.typeQual({ ...n, sym: cs, parts: n.parts.slice(0, k + 1) }, false);
    return head === undefined
      ? undefined
      : head + "::" + this.name({ ...n, global: false, parts: n.parts.slice(k + 1) }, true);
  }

  /** Is `sym` an alias template? */
  isAliasTemplate(sym: Sym | undefined): boolean {
    return sym !== undefined && sym.kind === SymKind.Typedef && sym.isTemplate;
  }

  /** Whether unqualified lookup of `atom` from the current namespace misses the global one. */
  shadowedInNamespace(atom: number): boolean {
    if (this.nsScope === null) return false;
    let root: Scope = this.nsScope;
    while (root.parent !== null) root = root.parent;
    const here = lookupUnqualified(this.nsScope, atom);
    return here !== undefined && here !== lookupIn(root, atom);
  }

  constructor(tb: TokenBuffer, names: NameTable) {
    this.tb = tb;
    this.names = names;
    this.nullAtom = names.lookup("__null");
    this.vaStartAtom = names.lookup("__builtin_va_start");
    for (const [name, type] of BUILTIN_TYPEDEFS) {
      const a = names.lookup(name);
      if (a >= 0) this.builtinTypedefs.set(a, type);
    }
  }

  /** `BUILTIN_TYPEDEFS` by atom, for those in the input (asked of every name printed). */
  private builtinTypedefs = new Map<number, string>();

  /** Atom of `__builtin_va_start` (-1: absent from the input). */
  private vaStartAtom: number;

  /** Is `g` a call of the unqualified name with atom `atom`? */
  private isBuiltinCall(g: GenericNode, atom: number): boolean {
    if (atom < 0 || g.expr?.kind !== NodeKind.Ident) return false;
    const n = (g.expr as GenericNode).name as Name | undefined;
    return n !== undefined && n.parts.length === 1 && !n.global && n.parts[0].atom === atom;
  }

  /** Is `e` g++'s `__null`? */
  isGnuNull(e: Node): boolean {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    if (e.kind !== NodeKind.Ident || this.nullAtom < 0) return false;
    const n = (e as GenericNode).name as Name | undefined;
    return n !== undefined && n.parts.length === 1 && !n.global &&
      n.parts[0].atom === this.nullAtom;
  }

  tok(i: number): string {
    return this.tb.text.slice(this.tb.start[i], this.tb.end[i]);
  }

  atom(a: number): string {
    return this.names.text(a);
  }

  /** What is known of the name `e` is (in parentheses or not), when it is a plain name. */
  namedInfo(e: Node): VarInfo | undefined {
    const x = stripParens(e);
    const n = x.kind === NodeKind.Ident ? (x as GenericNode).name as Name | undefined : undefined;
    return n?.parts.length === 1 ? this.lookup(n.parts[0].atom) : undefined;
  }

  lookup(atom: number): VarInfo | undefined {
    // (most names asked about are declared in no layer: answered without walking them)
    if (atom >= 0 && atom < this.envCounts.length && this.envCounts[atom] === 0) return undefined;
    for (let i = this.env.length - 1; i >= 0; i--) {
      const v = this.env[i].get(atom);
      if (v !== undefined) return v;
    }
    return undefined;
  }

  declare(atom: number, v: VarInfo): void {
    if (v.ns === undefined) v.ns = this.nsScope;
    const top = this.env[this.env.length - 1];
    if (!top.has(atom)) this.countEnv(atom, 1);
    top.set(atom, v);
  }

  /** How many layers of `env` declare each atom (see `lookup`). */
  private envCounts = new Int32Array(0);

  private countEnv(atom: number, d: number): void {
    if (atom < 0) return;
    if (atom >= this.envCounts.length) {
      const grown = new Int32Array(Math.max(atom + 1, this.envCounts.length * 2, 1024));
      grown.set(this.envCounts);
      this.envCounts = grown;
    }
    this.envCounts[atom] += d;
  }

  /** Is the current namespace `ns` or one nested in it? */
  private inNamespace(ns: Scope | null): boolean {
    if (ns === null) return true;
    for (let c: Scope | null = this.nsScope; c !== null; c = c.parent) if (c === ns) return true;
    return false;
  }

  push(): void {
    this.env.push(new Map());
  }

  /** Pushes a filled layer. */
  private pushLayer(layer: Map<number, VarInfo>): void {
    for (const a of layer.keys()) this.countEnv(a, 1);
    this.env.push(layer);
  }

  pop(): void {
    const layer = this.env.pop();
    if (layer !== undefined) { for (const a of layer.keys()) this.countEnv(a, -1); }
  }

  // ------------------------------------------------------------------------------- names

  /**
   * A qualified name. A leading `::` before a namespace is dropped, except in an expression
   * (`::std::S s;` prints `std::S s;`, `::g()` stays).
   */
  name(n: Name, expr = false): string {
    if (this.aliasSubst !== null && n.parts.length === 1 && !n.global && !n.parts[0].targs) {
      const x = this.aliasSubst.get(n.parts[0].atom);
      if (
        x !== undefined &&
        (n.sym?.kind === SymKind.TemplateTypeParam || n.sym?.kind === SymKind.NonTypeTemplateParam)
      ) return x;
    }
    const bt = this.gxxBuiltinTypedef(n);
    if (bt !== undefined) return bt;
    // (a concept outside function bodies is named from the global namespace in a class, and at
    // namespace scope when its namespace does not enclose the current one:
    // `std::__detail::__class_or_enum< ...> ` in std::ranges::__cust_access, `template<
    // std::sentinel_for< _It>  _S>` in std::move_iterator; `same_as< ...> ` in std::ranges)
    if (n.sym?.kind === SymKind.Concept && this.blockLevel() === 0 && !n.global) {
      const owner = n.sym.owner;
      const here = this.nsScope ?? this.globalScope ?? null;
      let found: Scope | undefined;
      if (n.parts.length === 1) {
        // (named alone: found when its namespace encloses this one, not by a using-declaration)
        for (let c: Scope | null = here; c !== null; c = c.parent) if (c === owner) found = owner;
      } else if (n.parts.length === 2 && !n.parts[0].targs) {
        // (named by a namespace: the first one of that name outward from here)
        const a = n.parts[0].atom;
        for (let c: Scope | null = here; c !== null && found === undefined; c = c.parent) {
          const s = c.kind === ScopeKind.Namespace ? lookupIn(c, a) : undefined;
          if (s?.kind === SymKind.Namespace) found = s.scope;
        }
      } else found = owner;
      // (the class template rule is what the binary does in libstdc++'s reverse_iterator and
      // move_iterator; in a user's class template it keeps the name as written: why is not
      // known, so it is applied to system headers only)
      const sys = (this.tb.flags[n.parts[0].tok] & TF.System) !== 0;
      if ((sys && this.inClassTemplate()) || found !== owner) {
        const q = this.namespacePath(owner);
        if (q !== undefined) return q + this.component(n.parts[n.parts.length - 1]);
      }
    }
    // (in a template too: `::a::b::vt< T> `, `::a::b::memcpy(p, q, n)`, `::a::b::template
    // S< T> ::h(v)`)
    let s = n.global && (n.parts.length === 1 || expr) ? "::" : "";
    // `::std::x` inside `cuda::std` keeps its `::` (there `std` would name cuda::std), as does
    // `::cuda::x` inside a namespace with its own `cuda` (thrust::cuda)
    if (n.global && s === "" && n.parts.length > 1 && this.nsScope !== null) {
      const a = n.parts[0].atom;
      if (a >= 0 && this.shadowedInNamespace(a)) s = "::";
    }
    // (a function template's arguments in a call the template leaves unresolved are as
    // written, `std::min< streamsize> `, but not the class template-ids in them: `__mod<
    // uint_least32_t, _Shift< unsigned, 32> ::__value>`; a resolved call's are canonical)
    const canon = this.canonicalTypeArgs;
    const last = canon > 0 && this.depCallee > 0 && n.sym?.kind === SymKind.Function
      ? n.parts.length - 1
      : -1;
    // (a member template of a function's local typedef that depends on nothing is resolved:
    // `IdxD::g< 2> (y)` for `IdxD::template g<2>(y)` after `typedef detail::SI<3, true> IdxD;`)
    const plainKw = this.inTemplate > 0 && this.plainTemplateMember(n);
    // (a type named through a namespace that has it only by a using-directive is named from the
    // global namespace in full: `::cub::V::detail::Z` for `cub::detail::Z` in thrust, where
    // `cub` is thrust's namespace with `using namespace ::cub;`)
    let start = 0;
    if (!expr && n.parts.length > 1) {
      const k = n.parts.findIndex((c) => c.viaUsing !== undefined);
      const chain = k > 0 ? namespaceChain(n.parts[k].viaUsing!, true) : undefined;
      const sk = n.sym?.kind;
      if (
        chain !== undefined && chain.length > 0 &&
        (sk === SymKind.Class || sk === SymKind.Typedef || sk === SymKind.Enum ||
          // (and a function a call depending on template parameters names: `::cub::V::detail::
          // at(t)`)
          (sk === SymKind.Function && this.depCallee > 0))
      ) {
        s = "::" + chain.map((c) => this.nsAliasFrom(c) ?? this.atom(c.sym!.name)).join("::") +
          "::";
        start = k;
      }
    }
    for (let i = start; i < n.parts.length; i++) {
      if (i > start) s += "::";
      this.writtenTypeArgs = i === last;
      this.plainTemplateKw = plainKw;
      // (the last component's template, when the name denotes a class template: see
      // `classParams`)
      const save = this.curTemplateSym;
      this.curTemplateSym = i === n.parts.length - 1 && n.sym?.kind === SymKind.Class
        ? n.sym
        : undefined;
      s += (i < n.parts.length - 1 && this.nsAliases.size > 0
        ? this.hiddenNsAlias(n, i)
        : undefined) ?? this.component(n.parts[i]);
      this.curTemplateSym = save;
    }
    this.writtenTypeArgs = false;
    this.plainTemplateKw = false;
    return s;
  }

  /**
   * Is `n` a member template named with `template` through a plain local typedef, with
   * arguments that depend on nothing (`IdxD::g< 2> `)?
   */
  private plainTemplateMember(n: Name): boolean {
    return n.parts.length === 2 && n.parts[1].templateKw === true && !this.dependentTargs(n) &&
      this.localPlainTypedef(n);
  }

  /** Do the template arguments of `n`'s last component depend on template parameters? */
  private dependentTargs(n: Name): boolean {
    return (n.parts[n.parts.length - 1].targs ?? []).some((a) =>
      this.dependentArg(a) || this.mentionsParamTokens(a)
    );
  }

  /** See `name`: the `template` keyword of the component printed says nothing. */
  private plainTemplateKw = false;

  /**
   * Is the first component of `n` a function's local typedef or alias of a type that depends on
   * nothing (`typedef detail::SI<3, true> IdxD;`)?
   */
  localPlainTypedef(n: Name): boolean {
    const c = n.parts[0];
    if (n.global || c.targs || c.atom < 0 || (c.special ?? 0) !== 0) return false;
    const v = this.lookup(c.atom);
    if (!v?.tdLocal || v.tdDependent || !v.tdSpec || !v.tdDecl || v.tdDecl.ops.length > 0) {
      return false;
    }
    const tn = v.tdSpec.type as Name | undefined;
    return tn?.kind === NodeKind.Name && !this.mentionsTemplateParam(tn) &&
      !this.isDependentName(tn);
  }

  /**
   * g++'s built-in typedefs `__int128_t` and `__uint128_t` named alone are printed as their
   * types: `typedef __int128 i128;`, `S< unsigned __int128> `. Undefined: not such a name.
   */
  private gxxBuiltinTypedef(n: Name): string | undefined {
    if (n.parts.length !== 1 || n.parts[0].targs || n.parts[0].atom < 0) return undefined;
    const t = this.builtinTypedefs.get(n.parts[0].atom);
    if (t === undefined) return undefined;
    const root = this.globalScope;
    const sym = root ? lookupUnqualified(this.nsScope ?? root, n.parts[0].atom) : undefined;
    return sym?.kind === SymKind.Typedef && !sym.decl && sym.owner.parent === null ? t : undefined;
  }

  /** See `classParams`. */
  private curTemplateSym: Sym | undefined = undefined;
  /** Class templates' parameters by their symbol (see `registerClassTemplate`). */
  private classTemplatesBySym = new Map<Sym, Node[]>();
  /** The entity each `classTemplates` entry was registered for. */
  private classTemplateSyms = new Map<number, Sym>();
  /** Names of several class templates (`a::S` and `b::S`): `classTemplates` cannot tell. */
  private ambiguousTemplates = new Set<number>();

  /**
   * Records class template `atom`'s parameters (`sym`: its entity, when known). Two templates
   * of one name in different scopes make the name ambiguous: their arguments are then converted
   * only where the printed name's entity is known.
   */
  registerClassTemplate(atom: number, params: Node[], sym: Sym | undefined): void {
    const prevSym = this.classTemplateSyms.get(atom);
    if (sym !== undefined) {
      if (prevSym !== undefined && prevSym !== sym) this.ambiguousTemplates.add(atom);
      this.classTemplateSyms.set(atom, sym);
      this.classTemplatesBySym.set(sym, params);
    }
    this.classTemplates.set(atom, params);
  }

  /** The parameters of class template `atom` as printed here (see `registerClassTemplate`). */
  classParams(atom: number): Node[] | undefined {
    if (!this.ambiguousTemplates.has(atom)) return this.classTemplates.get(atom);
    // (the template of the name being printed, when it is this one: a specialization's is its
    // primary template's)
    let s = this.curTemplateSym;
    if (s?.primary !== undefined) s = s.primary;
    if (s !== undefined && s.name === atom) {
      const r = this.classTemplatesBySym.get(s);
      if (r !== undefined) return r;
    }
    // (the name's entity not known here: the template the name finds from the namespace being
    // printed, `integral_constant` in cuda::std as cuda::std's)
    const scope = this.nsScope ?? this.globalScope;
    const found = scope ? lookupUnqualified(scope, atom) : undefined;
    return found !== undefined ? this.classTemplatesBySym.get(found) : undefined;
  }

  /** The parameters registered for entity `sym`, else for its name when unambiguous. */
  classParamsOf(atom: number, sym: Sym | undefined): Node[] | undefined {
    const bySym = sym !== undefined ? this.classTemplatesBySym.get(sym) : undefined;
    if (bySym !== undefined) return bySym;
    // (not those of another template of the name: `b::tuning` after `a::tuning`)
    const other = sym !== undefined ? this.classTemplateSyms.get(atom) : undefined;
    if (other !== undefined && other !== (sym!.primary ?? sym)) return undefined;
    return this.ambiguousTemplates.has(atom) ? undefined : this.classTemplates.get(atom);
  }

  /**
   * In a template, a function template named with namespace qualifiers is printed from its
   * entity: its namespaces relative to the current one, keeping at least its own (in `N`,
   * `N::D::one(p)` prints `D::one(p)` but `N::f(p)` stays; in `N::D`, `N::D::E::g(p)` prints
   * `E::g(p)`). Undefined: as written (also in an inline or unnamed namespace, or where the
   * outermost name would be shadowed).
   */
  /**
   * In a template, an overloaded function (not a template) named with namespace qualifiers and
   * called with arguments that depend on template parameters is named as a function template
   * is (see `templateFnQualifier`), a leading `::` dropped: `outer::inner::f(p, n)` for
   * `inner::f(p, n)` after `using namespace outer;`, `x::f(v)` for `::a::x::f(v)` in a::x.
   */
  private overloadSetQualifier(n: Name): string | undefined {
    const sym = n.sym;
    if (
      this.inTemplate === 0 || n.parts.length < 2 || sym?.kind !== SymKind.Function ||
      sym.isTemplate || sym.fnDecls < 2 || n.parts.some((c) => c.targs) ||
      sym.owner.kind !== ScopeKind.Namespace || !this.distinctOverloads(sym)
    ) return undefined;
    return this.writtenNamespaceQualifier(n, sym);
  }

  /**
   * Do function `sym`'s declarations declare at least two different parameter lists (not only
   * redeclarations: `memcpy` of glibc and again as a CUDA builtin)? Parameters are compared by
   * their tokens, without names and `__restrict`.
   */
  private distinctOverloads(sym: Sym): boolean {
    const decls = sym.fnDeclarators;
    if (!decls) return true;
    let first: string | undefined;
    for (const d of decls) {
      const params = (d as Declarator).ops?.[0]?.params;
      if (!params) return true;
      let sig = "";
      for (const p of params) {
        const pn = (p as Param).decl?.name;
        const nameTok = pn && pn.parts.length === 1 ? pn.first : -1;
        for (let t = p.first; t <= p.last && t < this.tb.count; t++) {
          if (t === nameTok || this.tb.kind[t] === T.KwRestrict) continue;
          sig += this.tok(t) + " ";
        }
        sig += ",";
      }
      if (first === undefined) first = sig;
      else if (sig !== first) return true;
    }
    return false;
  }

  /**
   * In a template, a namespace's variable template-id inside a type's template arguments is
   * named from its entity: unqualified from its namespace or one inside it, else relative to the
   * current namespace (`b::iv< T> ` in a for a::b::iv, `a::b::iv< T> ` at global scope); in a
   * base clause from a namespace inside its own too (`E< b::iv< T> > ` in a::b::x). Undefined:
   * as written.
   */
  private variableTemplateQualifier(n: Name): string | undefined {
    const sym = n.sym;
    const last = n.parts[n.parts.length - 1];
    if (
      this.inTemplate === 0 || sym?.kind !== SymKind.Variable || !sym.isTemplate || !last.targs ||
      sym.owner.kind !== ScopeKind.Namespace || n.parts.some((c) => c !== last && c.targs)
    ) return undefined;
    // (in a class with a dependent base, relative to the current namespace, at least its own:
    // `__4::enable_if_t< __4::is_x_v< T> , int> `)
    if (this.baseClause === 0 && this.inDependentBaseClass?.()) {
      return this.relativeQualifier(sym.owner, true);
    }
    const here = this.nsScope ?? this.globalScope;
    if (sym.owner === here) return "";
    if (this.baseClause === 0) {
      for (let sc: Scope | null | undefined = here; sc; sc = sc.parent) {
        if (sc === sym.owner) return "";
      }
    }
    if (sym.owner.parent === null) return undefined;
    return this.relativeQualifier(sym.owner, true);
  }

  /**
   * In a template, a namespace variable named alone that lookup finds through a using-declaration
   * or directive (not in an enclosing namespace) is qualified by its namespace:
   * `atomic_is_lock_free< _Tp, __gnu_cxx::__default_lock_policy> ` after `using
   * __gnu_cxx::__default_lock_policy;` in std.
   */
  private usingVariableQualifier(n: Name): string | undefined {
    const sym = n.sym;
    if (
      this.inTemplate === 0 || n.parts.length !== 1 || n.global || n.parts[0].targs ||
      sym?.kind !== SymKind.Variable || sym.isTemplate || sym.owner.kind !== ScopeKind.Namespace ||
      sym.owner.parent === null || this.inNamespace(sym.owner) ||
      this.lookup(n.parts[0].atom)?.global === false
    ) return undefined;
    return this.relativeQualifier(sym.owner, true);
  }

  private templateFnQualifier(n: Name): string | undefined {
    const sym = n.sym;
    if (
      this.inTemplate === 0 || n.parts.length < 2 || sym?.kind !== SymKind.Function ||
      !sym.isTemplate
    ) return undefined;
    for (let i = 0; i < n.parts.length - 1; i++) if (n.parts[i].targs) return undefined;
    // (a member template of a namespace's class named with namespaces: its class named from
    // the current namespace, `acc::get_mask(group)` for `details::acc::get_mask(group)` in
    // details)
    const cls = sym.owner.kind === ScopeKind.Class ? sym.owner.sym : undefined;
    if (cls) {
      // (only a member that is no overload set: `std::_Hash_impl::hash(p, n)` calls its
      // non-template overload and stays as written)
      if (
        sym.fnDecls !== 1 || cls.kind !== SymKind.Class || cls.isTemplate || n.parts.length < 3 ||
        cls.owner.kind !== ScopeKind.Namespace || cls.owner.parent === null ||
        n.parts[n.parts.length - 2].atom !== cls.name
      ) return undefined;
      const q = this.inNamespace(cls.owner) ? "" : this.relativeQualifier(cls.owner, true);
      return q === undefined ? undefined : q + this.atom(cls.name) + "::";
    }
    return this.writtenNamespaceQualifier(n, sym);
  }

  /** The qualifier of function `sym` named by `n` as `templateFnQualifier` describes. */
  private writtenNamespaceQualifier(n: Name, sym: Sym): string | undefined {
    // (the namespace the qualifier names, through an alias: `cooperative_groups::
    // tiled_partition< N> (block)` for `cg::tiled_partition<N>(block)`, not the `__v1` the
    // function is declared in and made visible from by a using-directive)
    const qs = this.namespaceMember(n, n.parts.length - 2);
    const written = (qs?.kind === SymKind.Namespace || qs?.kind === SymKind.NamespaceAlias) &&
      qs.scope !== undefined;
    const owner = written ? qs!.scope! : sym.owner;
    // (an inline namespace only when written: `b::c::g1(x)` for `a::b::c::g1(x)`)
    return this.relativeQualifier(owner, written);
  }

  /**
   * The qualifier naming namespace `owner` from the current namespace, as the binary re-qualifies
   * a resolved name: from the nearest namespace both are in (`b::c::` for a::b::c from a::d, at
   * least the namespace itself: `__4::` inside it), one namespace more while the first name would
   * find another namespace from here (`std::__4::` in cuda::std::ranges::__4); undefined when
   * the full path would start with a name shadowed here. An inline namespace is a step only when
   * `inline` (written: `b::c::g1`, or a using-declaration's `th::NS::sys::`).
   */
  /** Names declared where a qualifier is printed that hide namespaces (see relativeQualifier). */
  hiddenNames: Set<number> | undefined;

  relativeQualifier(owner: Scope, inline: boolean): string | undefined {
    const path = namespaceChain(owner, inline);
    if (path === undefined || path.length === 0) return undefined;
    const here = this.nsScope === null ? [] : namespaceChain(this.nsScope, true);
    if (here === undefined) return undefined;
    let k = 0;
    while (k < path.length && k < here.length && path[k] === here[k]) k++;
    let start = Math.min(k, path.length - 1);
    while (
      start > 0 && this.nsScope !== null &&
      (lookupUnqualified(this.nsScope, path[start].sym!.name)?.scope !== path[start] ||
        this.hiddenNames?.has(path[start].sym!.name) === true)
    ) start--;
    if (start === 0 && this.shadowedInNamespace(path[0].sym!.name)) return undefined;
    let q = "";
    for (let i = start; i < path.length; i++) q += this.atom(path[i].sym!.name) + "::";
    return q;
  }

  component(c: NameComponent): string {
    let s: string;
    switch (c.special ?? 0) {
      case 1: {
        const op = c.op ?? 0;
        let o = op === T.LParen
          ? "()"
          : op === T.LBracket
          ? "[]"
          : op === T.KwNew
          ? "new"
          : op === T.KwDelete
          ? "delete"
          : (OP_TEXT[op] ?? this.tok(c.opTok ?? c.tok));
        if (c.opArray) o += "[]";
        s = "operator " + o;
        if (/^[^a-z]/.test(o)) s = "operator" + o;
        break;
      }
      case 2:
        s = "operator " + (c.convType ? this.typeId(c.convType as TypeId) : "");
        break;
      case 3:
        s = "~" + this.atom(c.atom);
        break;
      case 4: {
        // `operator ""sv` (one token) or `operator "" _x`
        let st = c.tok;
        while (st < this.tb.count && this.tb.kind[st] !== T.StringLit) st++;
        const lit = st < this.tb.count ? this.tok(st) : '""';
        s = "operator " + (lit.length > 2 ? lit : '""' + (c.atom >= 0 ? this.atom(c.atom) : ""));
        break;
      }
      case 5:
        s = !c.decltype
          ? ""
          : c.decltype.kind === NodeKind.Decltype
          ? this.decltypeText(c.decltype)
          : this.fallback(c.decltype);
        break;
      default:
        s = c.atom >= 0 ? this.atom(c.atom) : this.tok(c.tok);
    }
    // (outside templates the keyword says nothing: `R::run< int> (1)`; nor after a local
    // typedef that depends on nothing, see `name`)
    if (c.templateKw && this.inTemplate > 0 && !this.plainTemplateKw) s = "template " + s;
    // (a destructor is named by its class's name alone: `__node->~_Rb_tree_node()`)
    // (a declared operator function template's arguments follow a space: `friend A operator+
    // <> (const A< T>  &...)`, `operator- < T> (...)`; not in an expression, `p->template
    // operator()< 3> ()`)
    if (c.targs && c.special === 1 && this.declaredName) {
      s += " " + (c.targs.length === 0 ? "<> " : this.templateArgs(c.targs, c.atom));
    } else if (c.targs && c.special !== 3) s += this.templateArgs(c.targs, c.atom);
    return s;
  }

  /** A decltype-specifier as the binary prints it: `__decltype(x)`, `__decltype((a + b))`. */
  private decltypeText(t: Node): string {
    const x = (t as GenericNode).expr;
    if (!x && this.tb.kind[t.last - 1] === T.KwAuto) return "decltype(auto)";
    if (!x) return this.fallback(t);
    this.decltypeDepth++;
    try {
      // an id-expression or member access stays bare (parentheses would make a reference)
      if (x.kind === NodeKind.Ident || x.kind === NodeKind.Member) {
        return "__decltype(" + this.exprInner(x) + ")";
      }
      return "__decltype((" + this.exprInner(x) + "))";
    } finally {
      this.decltypeDepth--;
    }
  }

  /** Depth of decltype operands being printed (unevaluated: nothing in them is resolved). */
  private decltypeDepth = 0;

  /** Printing a typedef's declarator (a function type named: `typedef int F(void);`). */
  functionTypeDecl = 0;

  /** Printing an explicit specialization's head (see templateArgs). */
  explicitHead = 0;

  /** Is `a` a variable (not an enumerator) whose type has key `ty`? */
  private sameTypeVariable(a: Node, ty: string): boolean {
    a = stripParens(a);
    if (a.kind !== NodeKind.Ident) return false;
    const n = (a as GenericNode).name as Name | undefined;
    if (n?.sym?.kind !== SymKind.Variable) return false;
    const norm = (k: string) => k === "unsigned int" ? "unsigned" : k;
    return norm(this.exprType(a)) === norm(ty);
  }

  /**
   * The key of a specialization's first spelling (see firstSpelling): the template, told apart
   * from others of its name (std::chrono::duration and cuda::std::chrono::duration), and its
   * converted arguments, an explicit `signed` aside (`atomic< short> ` for `atomic<int16_t>`
   * after `atomic<short>`).
   */
  private spellingKey(template: number, args: string): string {
    const ts = this.curTemplateSym?.primary ?? this.curTemplateSym ??
      this.classTemplateSyms.get(template);
    let tid = ts === undefined ? undefined : this.templateIds.get(ts);
    if (ts !== undefined && tid === undefined) {
      tid = this.templateIds.size + 1;
      this.templateIds.set(ts, tid);
    }
    return this.atom(template) + (tid === undefined ? "" : "#" + tid) + "< " +
      args.replace(/\bsigned (?=short|int|long)/g, "") + "> ";
  }

  /** Numbers telling class templates of one name apart (see templateArgs' first spellings). */
  private templateIds = new Map<Sym, number>();

  /**
   * The argument list `parts` (as printed) in a first-spelling key: a plain class type by its
   * entity, as it prints differently by scope (`fb< acc, 16> ` in its namespace is `w::fb<
   * w::acc, 16> ` outside).
   */
  private keyArgs(args: Node[], parts: string[]): string {
    let s = "";
    this.keyClassArgs = undefined;
    for (let i = 0; i < parts.length; i++) {
      let t = parts[i];
      const a = args[i] as TypeId | undefined;
      if (
        a?.kind === NodeKind.TypeId && a.decl.ops.length === 0 && !a.decl.pack &&
        (a.spec.flags & (DS.Const | DS.Volatile)) === 0 && a.spec.type?.kind === NodeKind.Name
      ) {
        const n = a.spec.type as Name;
        const sym = n.parts[n.parts.length - 1].targs ? undefined : n.sym;
        if (sym?.kind === SymKind.Class) {
          let id = this.templateIds.get(sym);
          if (id === undefined) this.templateIds.set(sym, id = this.templateIds.size + 1);
          t = "#" + id;
          (this.keyClassArgs ??= []).push(i);
        }
      }
      s += (i > 0 ? ", " : "") + t;
    }
    return s;
  }

  /** The template argument list being printed (see templateArg's pack expansions). */
  private curTargs: Node[] | undefined;

  /** `< int, 3> ` (EDG's spacing: a space after `<` and after `>`). */
  templateArgs(args: Node[], template = -1): string {
    const save = this.curTargs;
    this.curTargs = args;
    try {
      return this.templateArgsInner(args, template);
    } finally {
      this.curTargs = save;
    }
  }

  private templateArgsInner(args: Node[], template: number): string {
    // (in a template, a function template's empty list is `<> `: `friend int f<> (S< T>  *)`)
    if (
      args.length === 0 && this.inTemplate > 0 && template >= 0 &&
      this.functionTemplates.has(template) && this.classParams(template) === undefined
    ) return "<> ";
    const canonical = this.canonicalTargs > 0;
    const written = this.writtenTypeArgs;
    this.writtenTypeArgs = false;
    if (this.canonicalTypeArgs > 0 && !canonical && this.literalTargs === 0 && !written) {
      // type arguments by their canonical types, the others as written (see canonicalTypeArgs)
      const parts = args.map((a) =>
        (a.kind === NodeKind.TypeId && this.canonicalTypeArg(a as TypeId, 0)) || this.templateArg(a)
      );
      // (the non-type ones converted as elsewhere: `pipeline_copy_strict< 16UL, 16UL> `, a
      // function its address, `reduce< &hs> `)
      if (template >= 0) {
        this.functionAddresses(args, parts, template);
        const saveCanon = this.canonicalTypeArgs;
        this.canonicalTypeArgs = 0;
        try {
          const c = this.convertedArgs(args, parts, template);
          if (c !== undefined) return c;
        } finally {
          this.canonicalTypeArgs = saveCanon;
        }
      }
      return "< " + parts.join(", ") + "> ";
    }
    if ((canonical || this.literalTargs > 0) && template >= 0) {
      // canonical arguments (base clauses, alias targets, specialization heads): a typedef of a
      // builtin type is spelled as that type, an integer literal with the parameter's type
      // (`integral_constant< unsigned long, 0UL> ` for `integral_constant<size_t, 0>`)
      const params = this.classParams(template);
      const types: (string | undefined)[] = [];
      const cparts: string[] = [];
      let s = "";
      for (let i = 0; i < args.length; i++) {
        const a = args[i];
        let text: string | undefined;
        const tk = a.kind === NodeKind.TypeId && canonical
          ? this.canonicalBuiltin(a as TypeId)
          : undefined;
        types.push(
          tk ??
            (a.kind === NodeKind.TypeId
              ? this.builtinKey((a as TypeId).spec, (a as TypeId).decl)
              : undefined),
        );
        if (tk !== undefined) text = tk;
        // (a typedef of a class template specialization is that specialization, canonical:
        // `duration< signed long, ratio< 1L, 1000000000L> > ` for `duration<int64_t, nano>`)
        if (text === undefined && canonical && a.kind === NodeKind.TypeId) {
          text = this.canonicalClassArg(a as TypeId) ?? this.decltypeTypedefArg(a as TypeId);
        }
        // (a trailing non-type pack's arguments too: `extents< int, 3UL, 4UL> `)
        const lastP = params?.[params.length - 1] as TemplateParam | undefined;
        const p =
          (params !== undefined && i >= params.length - 1 && lastP?.pack ? lastP : params?.[i]) as
            | TemplateParam
            | undefined;
        if (text === undefined && p && p.kind === NodeKind.TemplateNonTypeParam) {
          const pt = p.type as TypeId | undefined;
          let ty: string | undefined;
          if (pt && (pt.kind === NodeKind.TypeId || pt.kind === NodeKind.Param)) {
            ty = this.builtinKey(pt.spec, pt.decl);
            // a parameter typed by an earlier type parameter (`template<class T, T v>`)
            if (
              ty === undefined && pt.decl.ops.length === 0 && pt.spec.type?.kind === NodeKind.Name
            ) {
              const tn = pt.spec.type as Name;
              const j = params!.findIndex((q) =>
                (q as TemplateParam).kind === NodeKind.TemplateTypeParam &&
                tn.parts.length === 1 && (q as TemplateParam).name === tn.parts[0].atom
              );
              if (j >= 0 && j < i) ty = types[j];
            }
          }
          if (ty !== undefined) text = this.convertedLiteral(a, ty);
          // (an explicit specialization's constant argument is its value, but a variable of the
          // parameter's type: `A< 10> ` for `A<(int)s_thread>`, `C< cid> `)
          // (so is a base's outside templates, but a variable stays: `public ib< 1> ` for
          // `ib<d::id>`, `ib< 4> ` for `ib<K + 1>`, `ib< K> `)
          if (
            text === undefined && ty !== undefined && this.baseClause > 0 &&
            this.inTemplate === 0 &&
            a.kind !== NodeKind.TypeId && a.kind !== NodeKind.PackExpansion &&
            !constexprVariable(a) && !this.sameTypeVariable(a, ty)
          ) text = this.constantText(a, ty);
          if (
            text === undefined && ty !== undefined && this.explicitHead > 0 &&
            a.kind !== NodeKind.TypeId && a.kind !== NodeKind.PackExpansion &&
            !this.mentionsParamTokens(a) && !this.sameTypeVariable(a, ty)
          ) text = this.constantText(a, ty);
          // (such a variable of a namespace the current one is in is named bare: `disp< cid> `
          // for `disp<details::cid>` in details)
          if (text === undefined && this.explicitHead > 0 && this.sameTypeVariable(a, ty ?? "")) {
            const vn = (stripParens(a) as GenericNode).name as Name;
            const owner = vn.sym!.owner;
            if (
              vn.parts.length > 1 && !vn.parts.some((c) => c.targs) &&
              owner.kind === ScopeKind.Namespace && this.inNamespace(owner)
            ) text = this.atom(vn.parts[vn.parts.length - 1].atom);
          }
        }
        const t = text ?? this.templateArg(a);
        s += (i > 0 ? ", " : "") + t;
        cparts.push(t);
      }
      if (params !== undefined) {
        // (one spelling per specialization, see convertedArgs; trailing default arguments
        // dropped when no argument depends on template parameters: `template<> struct
        // plus<> ` for `plus<void>`, but `two< T *, int> `)
        const keep = args.some((a) => this.mentionsParamTokens(a))
          ? args.length
          : this.keptArgs(params, cparts, args, template);
        const text = this.argListText(params, cparts, keep);
        const keyed = this.keyArgs(args, cparts);
        const classArgs = this.keyClassArgs;
        const key = this.spellingKey(template, keyed + this.defaultsText(params, args.length));
        const first = this.recallSpelling(key, params, cparts, classArgs);
        if (first === undefined) this.noteSpelling(key, cparts, keep);
        else if (this.inTemplate === 0) return first;
        return text;
      }
      return "< " + s + "> ";
    }
    // (each argument printed once: printing can declare, `struct X` the first time)
    // (an alias template's argument naming another alias of a keyword type is that type:
    // `void_t< __cond_type< _Tp, _Up> , void> `; a class template's stays, `__void_t< _Tp &> `)
    const aliasArgs = template >= 0 && this.aliasTemplates.has(template);
    const parts = args.map((a) =>
      (aliasArgs && a.kind === NodeKind.TypeId ? this.keywordAliasArg(a as TypeId) : undefined) ??
        this.templateArg(a)
    );
    if (template >= 0) this.functionAddresses(args, parts, template);
    let text: string | undefined;
    if (template >= 0 && this.canonicalTypeArgs === 0) {
      text = this.convertedArgs(args, parts, template);
    }
    // (an empty list of a template of a name several class templates have, none variadic:
    // `cuda::std::__4::plus<> {}` beside std::plus)
    if (text === undefined && parts.length === 0 && this.ambiguousTemplates.has(template)) {
      let all = true;
      for (const [sym, ps] of this.classTemplatesBySym) {
        if (sym.name !== template) continue;
        const p0 = ps[0] as TemplateParam | undefined;
        if (p0 === undefined || p0.pack) all = false;
      }
      if (all) text = "<> ";
    }
    text ??= "< " + parts.join(", ") + "> ";
    if (template >= 0 && this.inTemplate > 0 && this.canonicalTypeArgs === 0) {
      return this.instanceSpelling(args, parts, template, text);
    }
    return text;
  }

  /**
   * Where a class template's members are printed (its body and the bodies of members defined
   * outside it), the binary spells each template-id as it was first written there, its type
   * arguments compared by their canonical types: `numeric_limits< result_type> ` for a later
   * `numeric_limits<_IntType>` after `typedef _IntType result_type;`. One whose arguments depend
   * on nothing is shared by all (`Sh< u32b, 5> ` first in B, then `Sh<unsigned, 5>` in C).
   */
  private instanceSpelling(args: Node[], parts: string[], template: number, text: string): string {
    const scope = this.spellingScope?.();
    if (scope === undefined || args.length === 0) return text;
    // (not one naming a function's local typedef or alias: its spelling is its own)
    for (let i = args[0].first; i <= args[args.length - 1].last; i++) {
      if (this.tb.kind[i] === T.Identifier && this.lookup(this.tb.atom[i])?.tdLocal) return text;
    }
    let key = this.atom(template) + "<";
    let dependent = false, safe = true;
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      let c: string | undefined;
      if (a.kind === NodeKind.TypeId) {
        c = this.canonicalTypeArg(a as TypeId, 0);
        const t = (a as TypeId).spec.type;
        if (t?.kind === NodeKind.Name) {
          const sym = (t as Name).sym;
          if (sym === undefined || sym.owner.kind !== ScopeKind.Namespace) safe = false;
        } else if (t !== undefined) safe = false;
      }
      const dep = this.dependentArg(a) || this.mentionsParamTokens(a);
      if (dep) dependent = true;
      // (a constant argument by its value: `__conditional_type< sizeof(void *) <= sizeof(unsigned
      // long), ...> ` again for a later `sizeof(const void*)`)
      if (c === undefined && !dep && a.kind !== NodeKind.TypeId) {
        const v = this.evaluate(a);
        if (v !== undefined) c = "#" + v;
      }
      key += (c ?? parts[i]) + ",";
    }
    if (dependent) safe = false;
    const map = dependent ? this.scopedSpellings.get(scope) : this.sharedSpellings;
    // (the bodies parsed before this one count too)
    const pkey = dependent ? this.scopeId(scope) + key : "=" + key;
    const first = map?.get(key) ?? this.pendingIndex.get(pkey);
    if (first !== undefined) {
      if (first.args === args || (first.scope !== scope && !first.safe)) return text;
      // (its arguments printed here: `std::size_t` may be `size_t` elsewhere)
      const again = first.args.map((a) => this.templateArg(a));
      return this.convertedArgs(first.args, again, template) ?? "< " + again.join(", ") + "> ";
    }
    const entry = { args, scope, safe };
    // (a member function body in its class is parsed after the class: its spellings count
    // from there, after those of the declarations)
    if (this.spellingDeferred?.()) {
      this.pendingSpellings.push({ key, dependent, entry });
      this.pendingIndex.set(pkey, entry);
    } else this.addSpelling(key, dependent, entry);
    return text;
  }

  private addSpelling(
    key: string,
    dependent: boolean,
    entry: { args: Node[]; scope: object; safe: boolean },
  ): void {
    if (!dependent) {
      if (!this.sharedSpellings.has(key)) this.sharedSpellings.set(key, entry);
      return;
    }
    const map = this.scopedSpellings.get(entry.scope);
    if (map === undefined) this.scopedSpellings.set(entry.scope, new Map([[key, entry]]));
    else if (!map.has(key)) map.set(key, entry);
  }

  /** The spellings of the member function bodies of the class just printed (see above). */
  commitSpellings(): void {
    for (const p of this.pendingSpellings) this.addSpelling(p.key, p.dependent, p.entry);
    this.pendingSpellings.length = 0;
    this.pendingIndex.clear();
  }

  /** A number for scope `sc` (keys of `pendingIndex`). */
  private scopeId(sc: object): number {
    let id = this.scopeIds.get(sc);
    if (id === undefined) this.scopeIds.set(sc, id = this.scopeIds.size);
    return id;
  }

  private scopeIds = new Map<object, number>();
  private pendingIndex = new Map<
    string,
    { args: Node[]; scope: object; safe: boolean }
  >();

  spellingDeferred?: () => boolean;
  private pendingSpellings: {
    key: string;
    dependent: boolean;
    entry: { args: Node[]; scope: object; safe: boolean };
  }[] = [];

  /** A class named from the global namespace in a class with a dependent base (undefined:
   * not there). */
  depBaseName?: (n: Name) => string | undefined;

  /** See `instanceSpelling`: the scope whose template-ids share spellings (undefined: none). */
  spellingScope?: () => object | undefined;
  private sharedSpellings = new Map<string, { args: Node[]; scope: object; safe: boolean }>();
  private scopedSpellings = new Map<
    object,
    Map<string, { args: Node[]; scope: object; safe: boolean }>
  >();

  /**
   * Outside templates, the arguments of a template-id with its non-type arguments as constants
   * of their parameters' types. A function template's explicit arguments always are
   * (`ff< 3UL> ()`, `reduce6< float, 128U, true> `); a class template's outside function bodies
   * (`array< float, 4UL>  a;`), and in a body only when the specialization was first spelled
   * outside one: the binary keeps the first spelling of each specialization (`array< float,
   * 21> ` at namespace scope after `sizeof(array<float, 21>)` in a function). Undefined when the
   * template's parameters are unknown (as written then).
   */
  private convertedArgs(args: Node[], parts: string[], template: number): string | undefined {
    const cls = this.classParams(template);
    const fns = cls === undefined ? this.functionTemplates.get(template) : undefined;
    if (cls === undefined && fns === undefined) return undefined;
    const inBlock = this.blockLevel() > 0 || this.memInits > 0;
    // (in a template, only a call the template resolves where it is defined: `cg::part< 32U>
    // (b)`, see plainCallee)
    if (this.inTemplate > 0 && cls === undefined && !this.plainTargs) return undefined;
    // (nor when another argument depends on the template's parameters, even inside a
    // template-id: `tpi< 32, tile< S, P> > ()`, as `tpi< 32, P> ()`)
    if (
      this.inTemplate > 0 && cls === undefined &&
      args.some((a) => a.kind === NodeKind.TypeId && this.mentionsParamTokens(a))
    ) return undefined;
    let conv = "", written = "", changed = false;
    const convParts: string[] = [];
    // (the specialization's key has a constexpr variable's value: `fragment< acc, 16, ...> `
    // recalled for `fragment<acc, WM, ...>`)
    let keyParts: string[] | undefined;
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      const w = parts[i];
      let c: string | undefined;
      if (a.kind !== NodeKind.TypeId && a.kind !== NodeKind.PackExpansion) {
        const ty = cls !== undefined
          ? this.nonTypeParamKey(cls, i, true)
          : this.fnParamKey(fns!, i);
        // (in a template only a literal, and not an alias template's: `dynamic_extent` and
        // `in_place_index_t< 0> ` stay)
        // (an argument naming a constexpr variable stays: `g< T2> (p)`, `ib< K>  v;`)
        if (constexprVariable(a)) {
          c = undefined;
          const kv = cls !== undefined && ty !== undefined && this.inTemplate === 0
            ? this.constantText(a, ty)
            : undefined;
          if (kv !== undefined) (keyParts ??= convParts.slice(0, i)).push(kv);
        } else if (ty !== undefined && this.inTemplate === 0) c = this.constantText(a, ty);
        else if (ty !== undefined && !this.aliasTemplates.has(template)) {
          c = this.convertedLiteral(a, ty);
        }
      }
      if (c !== undefined && c !== w) changed = true;
      conv += (i > 0 ? ", " : "") + (c ?? w);
      written += (i > 0 ? ", " : "") + w;
      convParts.push(c ?? w);
      if (keyParts !== undefined && keyParts.length === i) keyParts.push(c ?? w);
    }
    // (a function template's empty list is `<> `: `scale<> (x, (3.0F))`)
    if (cls === undefined && args.length === 0) return "<> ";
    if (cls === undefined) return changed ? "< " + conv + "> " : undefined;
    // (a class template's trailing arguments equal to their defaults are dropped: `two< char> `
    // for `two<char, int>`, `mn<> ` for `mn<void>` and `mn<>`)
    // (but not in a partial specialization's head: `two< T *, int> `)
    const keep = this.classTypedefArgs > 0
      ? args.length
      : this.keptArgs(cls, convParts, args, template);
    const convText = this.argListText(cls, convParts, keep);
    const writtenText = this.argListText(cls, parts, keep);
    // (keyed with the defaults filled in: `blk<128, float>` after `blk<128>` is `blk< 128> `)
    const keyed = this.keyArgs(args, keyParts ?? convParts);
    const classArgs = this.keyClassArgs;
    const key = this.spellingKey(template, keyed + this.defaultsText(cls, args.length));
    const first = this.recallSpelling(key, cls, convParts, classArgs);
    // (in a template a spelling is only recorded, to be kept by later ones outside: a default
    // argument's `R< 1> ` in a template head, a member template's `W(array< U, 43> )`; but a
    // class template's other members are converted: `array< T, 19UL>  w;`)
    if (this.inTemplate > 0 && (inBlock || this.classLevel() === 0 || this.fnTemplate > 0)) {
      if (first === undefined) this.noteSpelling(key, parts, keep);
      return first ?? (keep < args.length || args.length === 0 ? writtenText : undefined);
    }
    if (first !== undefined) return first;
    this.noteSpelling(key, inBlock ? parts : convParts, keep);
    return inBlock ? writtenText : convText;
  }

  /**
   * A function named as the argument of a pointer-to-function parameter is its address
   * (`blockReduce< &warpReduceMax> ` for `template<float (*f)(float)>`): rewrites `parts`.
   */
  private functionAddresses(args: Node[], parts: string[], template: number): void {
    const lists = this.classParams(template) !== undefined
      ? [this.classParams(template)!]
      : this.functionTemplates.get(template);
    if (lists === undefined) return;
    for (let i = 0; i < args.length; i++) {
      const a = args[i] as GenericNode;
      if (
        a.kind !== NodeKind.Ident || (a.name as Name | undefined)?.sym?.kind !== SymKind.Function
      ) {
        continue;
      }
      const fnPtr = lists.every((params) => {
        const p = params[i] as TemplateParam | undefined;
        if (!p || p.kind !== NodeKind.TemplateNonTypeParam || p.pack) return false;
        let ops = (p.type as TypeId | undefined)?.decl?.ops;
        // (through a typedef or alias: `template <reduction_func_t f>`)
        const tn = (p.type as TypeId | undefined)?.spec?.type as Name | undefined;
        if (ops?.length === 0 && tn?.kind === NodeKind.Name && tn.sym?.kind === SymKind.Typedef) {
          const d = tn.sym.decl as GenericNode & { decl?: Declarator } | undefined;
          ops = d?.kind === NodeKind.Alias
            ? (d.type as TypeId | undefined)?.decl?.ops
            : d?.kind === NodeKind.Typedef
            ? d.decl?.ops
            : undefined;
        }
        return ops !== undefined && ops.length === 2 && ops[0].op === 0 && ops[1].op === 5;
      });
      if (fnPtr) parts[i] = "&" + parts[i];
    }
  }

  /**
   * The default arguments of class template parameters `from...` as `, a, b` (converted
   * constants, types as printed here); stops at a pack or at a default naming a parameter.
   */
  private defaultsText(params: Node[], from: number): string {
    let s = "";
    for (const t of this.defaultTexts(params, from)) {
      if (t === undefined) break;
      s += ", " + t;
    }
    return s;
  }

  /**
   * The defaults of class template `template`'s parameters after the `given` written arguments
   * as `, a, b`, when every one of them is known (a partial specialization's head lists them:
   * `X< A &, B &&, void> `); undefined otherwise ("" when none is missing).
   */
  missingDefaults(template: number, given: number): string | undefined {
    const params = this.classParams(template);
    if (params === undefined || given > params.length) return undefined;
    if (given === params.length) return "";
    const texts = this.defaultTexts(params, given);
    if (texts.length !== params.length - given || texts.some((t) => t === undefined)) {
      return undefined;
    }
    return texts.map((t) => ", " + t).join("");
  }

  /** Printing a partial specialization's head: a typedef of a builtin type is that type. */
  partialHead = 0;

  /** The texts of `defaultsText`, one per parameter from `from`. */
  private defaultTexts(params: Node[], from: number): (string | undefined)[] {
    const out: (string | undefined)[] = [];
    for (let i = from; i < params.length; i++) {
      const p = params[i] as TemplateParam;
      const d = p.default;
      if (p.pack) break;
      if (d === undefined) {
        out.push(undefined);
        continue;
      }
      let named = false;
      for (let t = d.first; t <= d.last && !named; t++) {
        if (this.tb.kind[t] !== T.Identifier) continue;
        const a = this.tb.atom[t];
        named = params.some((q) => (q as TemplateParam).name === a);
      }
      if (named) {
        out.push(undefined);
        continue;
      }
      let text: string | undefined;
      if (p.kind === NodeKind.TemplateNonTypeParam) {
        const ty = this.nonTypeParamKey(params, i);
        text = ty === undefined ? undefined : this.constantText(d, ty);
      } else if (p.kind === NodeKind.TemplateTypeParam && d.kind === NodeKind.TypeId) {
        text = this.templateArg(d);
      }
      out.push(text);
    }
    return out;
  }

  /**
   * How many of a class template's arguments `parts` (printed) are kept: trailing ones equal to
   * their parameters' defaults are not (a default naming a parameter is not compared).
   */
  private keptArgs(params: Node[], parts: string[], args: Node[], template: number): number {
    const n = parts.length;
    let keep = n;
    if (keep === 0 || keep > params.length) return keep;
    const short = this.shortSpellings(template);
    if (short === undefined) return n;
    const defaults = this.defaultTexts(params, 0);
    while (
      keep > 0 && keep <= defaults.length &&
      (defaults[keep - 1] ?? this.substitutedDefault(params, keep - 1, parts, args)) ===
        parts[keep - 1]
    ) keep--;
    // (only as the specialization is spelled elsewhere: `blk< 512, float> ` stays when no
    // `blk<512>` is written)
    for (let k = keep; k < n; k++) {
      const text = k === 0 ? "" : tokenRangeText(this.tb, args[0].first, args[k - 1].last);
      if (short.has(text)) return k;
    }
    return n;
  }

  /**
   * The default of type parameter `i` of `params` naming earlier parameters, with the arguments
   * `parts` printed for them in its place (`char_traits< char> ` for `char_traits<_CharT>` in
   * `basic_string< char, ...> `); undefined when that is not known, or when those arguments
   * depend on template parameters (`basic_string< _CharT, char_traits< _CharT> , ...> ` stays).
   */
  private substitutedDefault(
    params: Node[],
    i: number,
    parts: string[],
    args: Node[],
  ): string | undefined {
    const p = params[i] as TemplateParam;
    const d = p.default;
    if (p.kind !== NodeKind.TemplateTypeParam || d?.kind !== NodeKind.TypeId || p.pack) {
      return undefined;
    }
    const names = new Map<string, string>();
    for (let j = 0; j < i; j++) {
      const q = params[j] as TemplateParam;
      if (q.pack || q.name < 0 || args[j] === undefined || this.dependentArg(args[j])) {
        return undefined;
      }
      names.set(this.atom(q.name), parts[j]);
    }
    const text = this.templateArg(d);
    // (the parameters' names replaced where they stand as whole identifiers)
    let out = "";
    let k = 0;
    while (k < text.length) {
      const c = text.charCodeAt(k);
      if (isIdCont(c)) {
        let e = k + 1;
        while (e < text.length && isIdCont(text.charCodeAt(e))) e++;
        const w = text.slice(k, e);
        out += names.get(w) ?? w;
        k = e;
      } else {
        out += text[k];
        k++;
      }
    }
    return out;
  }

  /** See `TranslationUnit.shortTargs`. */
  shortTargs: Map<number, number[]> | undefined;

  /** See `TranslationUnit.hiddenNamespaces`. */
  hiddenNamespaces: Set<Scope> = new Set();
  /** Their names (a cheap first test in `name`). */
  private hiddenNsAtoms = new Set<number>();
  /** The alias the printer declared for each of them (`__T0`), once it has. */
  nsAliases = new Map<Scope, string>();

  /** `name::` of each of them (a cheap first test in `hiddenNsRewrite`). */
  private hiddenNsTexts: string[] = [];

  noteHiddenNamespaces(set: Set<Scope>): void {
    this.hiddenNamespaces = set;
    for (const s of set) {
      if (!s.sym || this.hiddenNsAtoms.has(s.sym.name)) continue;
      this.hiddenNsAtoms.add(s.sym.name);
      this.hiddenNsTexts.push(this.atom(s.sym.name) + "::");
    }
  }

  /**
   * In a template, is `e` a new-expression or a functional cast with an argument that is a
   * member the front end leaves unresolved (`::new (m) Y< T> ((a.i))`, `Y<T>(a.i)`)?
   */
  constructsFromUnresolved(e: Node): boolean {
    const x = stripParens(e) as GenericNode;
    // (of a type depending on template parameters: `(int)(t.x)` and `((NC)((t.x)))` stay)
    const t = x.type as Node | undefined;
    if (t === undefined || !this.mentionsParamTokens(t)) return false;
    const args = x.kind === NodeKind.New
      ? ((x.init as GenericNode | undefined)?.kind === NodeKind.Paren
        ? (x.init as GenericNode).args
        : undefined)
      : x.kind === NodeKind.FunctionalCast && !x.braced
      ? x.args
      : undefined;
    return (args ?? []).some((a) => {
      const m = stripParens(a);
      return m.kind === NodeKind.Member && this.unresolvedMember(m) &&
        !this.initUnknownArrow(m as GenericNode);
    });
  }

  /**
   * Is condition `c` a constant whose value depends on template parameters (`sizeof(T) == 4`):
   * one naming a template parameter in an operation of constants, not a variable's test?
   */
  private valueDependentCondition(c: Node): boolean {
    const x = stripParens(c);
    return x.kind !== NodeKind.Ident && this.mentionsParamTokens(x, false) &&
      !this.typeDependent(x) &&
      !someInOperation(x, (y) => {
        if (y.kind !== NodeKind.Ident) return false;
        const n = (y as GenericNode).name as Name | undefined;
        const v = n?.parts.length === 1 ? this.lookup(n.parts[0].atom) : undefined;
        return v !== undefined && !v.constant && !v.tparam && !v.valueDep;
      });
  }

  /**
   * Outside templates, the element type `o[i]` gives when `o` is a named object of a class
   * template's specialization (through typedefs: `std::string` is `basic_string<char>`) whose
   * operator[] returns a template parameter, or a member typedef standing for one, by reference
   * (`mapped_type &` in std::map, `reference` in the standard containers through `value_type`).
   */
  private subscriptElement(g: GenericNode): TypeId | undefined {
    const b = stripParens(g.expr!);
    const bn = b.kind === NodeKind.Ident ? (b as GenericNode).name as Name | undefined : undefined;
    if (!bn || bn.parts.length !== 1) return undefined;
    const v = this.lookup(bn.parts[0].atom);
    let spec = v?.spec;
    if (spec === undefined && bn.sym?.kind === SymKind.Variable) {
      spec = (bn.sym.decl as Variable | undefined)?.spec;
    }
    const d = v?.decl ?? (bn.sym?.decl as Variable | undefined)?.decl;
    if (!spec || !d || d.ops.some((o) => o.op !== 1 && o.op !== 2)) return undefined;
    // the class template-id the object's type names (through typedefs without declarators)
    let tn = spec.type?.kind === NodeKind.Name ? specializationName(spec.type as Name) : undefined;
    if (tn?.sym?.kind === SymKind.Typedef) tn = undefined;
    const last = tn?.parts[tn.parts.length - 1];
    const tsym = tn?.sym;
    if (!last?.targs || tsym?.kind !== SymKind.Class || !tsym.isTemplate) return undefined;
    const prim = tsym.primary ?? tsym;
    const def = prim.def as Class | undefined;
    const params = prim.tparamLists?.[0] as TemplateParam[] | undefined;
    if (
      def?.kind !== NodeKind.Class || !params || !inStdNamespace(prim.owner, (a) => this.atom(a))
    ) {
      return undefined;
    }
    // (not one a specialization may define otherwise: `std::vector<bool>`'s proxy reference)
    if (
      prim.specs?.length &&
      (specByArgs(this.tb, prim.specs, last.targs) !== undefined ||
        last.targs.some((a) =>
          a.kind === NodeKind.TypeId && (a as TypeId).spec.builtins.includes(T.KwBool)
        ))
    ) return undefined;
    let ret: Function | undefined;
    someMemberFunction(def, (f) => {
      const l = f.decl.name?.parts.at(-1);
      if (l?.special !== 1 || l.op !== T.LBracket || (f.spec.flags & DS.Const)) return false;
      if ((f.decl.ops[0]?.cv ?? 0) & DS.Const) return false;
      ret = f;
      return true;
    });
    if (ret === undefined) return undefined;
    const rops = ret.decl.ops.slice(1);
    if (rops.length > 1 || (rops.length === 1 && rops[0].op !== 1)) return undefined;
    // the template parameter it stands for
    let t = ret.spec.type as Name | undefined;
    for (let i = 0; i < 4 && t?.kind === NodeKind.Name && t.parts.length === 1; i++) {
      const sym = t.sym;
      if (sym?.kind === SymKind.TemplateTypeParam) {
        const k = params.findIndex((p) => p.name === sym.name);
        const a = k >= 0 ? last.targs[k] : undefined;
        return a?.kind === NodeKind.TypeId && !this.dependentArg(a) ? a as TypeId : undefined;
      }
      if (sym?.kind !== SymKind.Typedef || sym.owner !== def.scope) return undefined;
      // (a standard container's `reference` is its `value_type &`)
      const name = this.atom(sym.name);
      const td = sym.decl as GenericNode | undefined;
      const tspec = td?.kind === NodeKind.Typedef
        ? (td as unknown as Typedef).spec
        : (td?.type as TypeId | undefined)?.spec;
      if (name === "reference") {
        const vt = def.scope?.names.get(this.names.lookup("value_type"));
        t = vt?.kind === SymKind.Typedef
          ? { ...t, parts: [{ ...t.parts[0], atom: vt.name }], sym: vt }
          : undefined;
        continue;
      }
      t = tspec?.type?.kind === NodeKind.Name ? tspec.type as Name : undefined;
    }
    return undefined;
  }

  /** The source map (set by the declaration printer): columns of requirements. */
  sm: SourceMap | undefined;

  /**
   * A requires-expression as the binary prints it: `requires (T && a) {` and its requirements,
   * one written on a later line than the one before starting a new line indented to its column
   * (a call's at its `(`): `requires {⏎  static_cast< T>(x); ⏎  f(x); }`.
   */
  private requiresExpr(g: GenericNode): string {
    const sm = this.sm!;
    const lineOf = (tok: number) => sm.physLineOf(this.tb.start[tok]);
    const colOf = (tok: number) => {
      const off = this.tb.start[tok];
      return off - sm.lineStarts[sm.physLineOf(off)] + 1;
    };
    let s = "requires ";
    this.push();
    try {
      let open = g.first + 1;
      if (g.args !== undefined) {
        const params = g.args as Node[];
        for (const p of params) {
          if (p.kind !== NodeKind.Param) continue;
          const pp = p as Param;
          const nm = pp.decl.name;
          if (nm && nm.parts.length === 1) {
            this.declare(nm.parts[0].atom, {
              type: this.typeKey(pp.spec, pp.decl),
              spec: pp.spec,
              decl: pp.decl,
              depType: this.inTemplate > 0 && this.dependentSpec(pp.spec),
            });
          }
        }
        const saveProto = this.proto;
        this.proto = true;
        try {
          s += this.paramList({ op: 5, tok: -1, params } as DeclaratorOp) + " ";
        } finally {
          this.proto = saveProto;
        }
        while (open <= g.last && this.tb.kind[open] !== T.LBrace) open++;
      }
      s += "{";
      // (the first requirement is compared with the line of the `requires (...)` before `{`)
      let prev = open - 1;
      for (const r of g.list as Node[]) {
        const rg = r as GenericNode;
        // (an expression's position is its operator: a call's parenthesis, `          swap(...)`
        // for a `swap` at column 6, a binary operator's token, `         t + t;`)
        const x = r.kind === NodeKind.ExprStmt ? rg.expr as GenericNode : undefined;
        const pos = x === undefined
          ? r.first
          : x.kind === NodeKind.Call
          ? x.expr!.last + 1
          : x.kind === NodeKind.Binary || x.kind === NodeKind.Assign
          ? x.lhs!.last + 1
          : r.first;
        if (lineOf(pos) > lineOf(prev)) s += "\n" + " ".repeat(colOf(pos));
        s += this.requirement(r);
        prev = r.last + 1;
      }
      return s + "}";
    } finally {
      this.pop();
    }
  }

  /** One requirement of a requires-expression, with its `; `. */
  private requirement(r: Node): string {
    const g = r as GenericNode;
    switch (r.kind) {
      case NodeKind.ExprStmt:
        return this.expr(g.expr!, Ctx.Top) + "; ";
      case NodeKind.Compound:
        return "{ " + this.expr(g.expr!, Ctx.Top) + "}" + (g.flags === 1 ? " noexcept" : "") +
          (g.type ? " -> " + this.name(g.type as Name) : "") + "; ";
      case NodeKind.TypeId:
        return "typename " + this.name(g.name as Name) + "; ";
      case NodeKind.Requires:
        return "requires " + this.expr(g.expr!, Ctx.Top) + "; ";
    }
    return this.fallback(r) + " ";
  }

  /**
   * Is the value of `rhs` (a non-type template parameter) converted by a compound assignment to
   * an object of type `target`: does their common arithmetic type differ from its own?
   */
  private compoundConverts(target: string, rhs: Node): boolean {
    const rk = this.exprType(rhs);
    if (!this.isArithmeticKey(rk) || !this.isArithmeticKey(target)) return false;
    const common = usualArith(target, rk);
    return common !== undefined && common !== rk;
  }

  /**
   * The member keys of the aggregate class object `lhs` denotes (a variable, an element of a
   * pointer or array variable, a data member), for a braced list assigned to it; else undefined.
   */
  private assignedAggregateKeys(lhs: Node): string[] | undefined {
    const o = stripParens(lhs);
    let spec: DeclSpec | undefined;
    if (o.kind === NodeKind.Ident || o.kind === NodeKind.Index) {
      const b = o.kind === NodeKind.Index ? stripParens((o as GenericNode).expr!) : o;
      const n = b.kind === NodeKind.Ident ? (b as GenericNode).name as Name | undefined : undefined;
      const v = n?.parts.length === 1 ? this.lookup(n.parts[0].atom) : undefined;
      const ops = v?.decl?.ops;
      if (!v || v.depType || !v.spec || !ops) return undefined;
      // (a reference too: `q = {1, (2), "x"};` for a `Q &q`)
      const own = ops.filter((x) => x.op !== 1 && x.op !== 2);
      const want = o.kind === NodeKind.Index ? 1 : 0;
      if (
        own.length !== want || ops.length > want + 1 ||
        (want === 1 && own[0].op !== 0 && own[0].op !== 4)
      ) return undefined;
      spec = v.spec;
    } else if (o.kind === NodeKind.Member) {
      const f = this.memberField(o);
      if (f === undefined || f.decl.ops.length > 0) return undefined;
      spec = f.spec;
    }
    return spec === undefined ? undefined : this.aggregateKeys(spec);
  }

  /** `print()` with the member keys of an aggregate's braced elements set (see converted). */
  private withFieldKeys(keys: string[] | undefined, print: () => string): string {
    const save = this.initFieldKeys;
    this.initFieldKeys = keys;
    try {
      return print();
    } finally {
      this.initFieldKeys = save;
    }
  }

  /** Is `e` the plain name of a namespace function (or function template), no template-id? */
  private namespaceFunctionName(e: Node): boolean {
    if (e.kind !== NodeKind.Ident) return false;
    const n = (e as GenericNode).name as Name | undefined;
    const sym = n?.sym;
    return n !== undefined && !n.parts.some((p) => p.targs) && sym?.kind === SymKind.Function &&
      sym.owner.kind === ScopeKind.Namespace && !this.isDependentName(n) &&
      this.lookup(n.parts[n.parts.length - 1].atom) === undefined;
  }

  /** Is `e` a template parameter's name (a non-type one used as a value)? */
  private templateParamName(e: Node): boolean {
    const n = e.kind === NodeKind.Ident ? (e as GenericNode).name as Name | undefined : undefined;
    return n !== undefined && n.parts.length === 1 && !n.global &&
      this.lookup(n.parts[0].atom)?.tparam === true;
  }

  /** Is `sym` a function declared in a namespace (not a class member)? */
  private namespaceFunction(sym: Sym | undefined): boolean {
    return sym?.kind === SymKind.Function && sym.owner.kind === ScopeKind.Namespace;
  }

  /**
   * Printing the callee of a call the template leaves unresolved with an argument of a
   * dependent type (its namespace function named through a hidden namespace's alias: `__T0::
   * ft(t)`; with arguments of known types, `detail::f(n)`, the binary resolves it).
   */
  private typedDepCall = false;

  /**
   * In a template, does some argument of call `g` name a template parameter, a data member or
   * a variable of a dependent type or value (`sizeof((_M_i))` in atomic<_Tp>)?
   */
  private templatedArgs(g: GenericNode): boolean {
    for (const a of g.args ?? []) {
      for (let i = a.first; i <= a.last; i++) {
        if (this.tb.kind[i] !== T.Identifier) continue;
        const v = this.lookup(this.tb.atom[i]);
        if (v && (v.member || v.tparam || v.ttparam || v.valueDep || v.depType)) return true;
      }
    }
    return false;
  }

  /** Does some argument of call `g` have a type depending on template parameters? */
  private typeDependentArgs(g: GenericNode): boolean {
    return (g.args ?? []).some((a) => this.typeDependent(a));
  }

  /**
   * Is `n` a namespace function named through a hidden namespace's alias: the callee of a call
   * left unresolved (see typedDepCall) or one with template arguments depending on template
   * parameters (`__T0::kernel< T> ` as an argument)?
   */
  private aliasedFunction(n: Name): boolean {
    return this.namespaceFunction(n.sym) &&
      ((this.depCallee > 0 && this.typedDepCall) ||
        (this.inTemplate > 0 && n.parts[n.parts.length - 1].targs !== undefined &&
          this.dependentTargs(n)));
  }

  /** The alias of hidden namespace `ns` to name it by here (see hiddenNsRewrite). */
  private nsAliasFrom(ns: Scope): string | undefined {
    const a = this.nsAliases.size > 0 ? this.nsAliases.get(ns) : undefined;
    return a !== undefined && !this.inNamespace(ns) ? a : undefined;
  }

  /**
   * A qualified name's text with the namespaces of its leading qualifier that have an alias
   * (see hiddenNsAlias) named through it: `A::__T0::X` for `A::detail::X`.
   */
  hiddenNsRewrite(text: string): string {
    if (this.nsAliases.size === 0 || !this.hiddenNsTexts.some((t) => text.includes(t))) {
      return text;
    }
    const root = this.globalScope;
    if (!root) return text;
    let pos = text.startsWith("typename ") ? 9 : 0;
    const global = text.startsWith("::", pos);
    if (global) pos += 2;
    let out = text.slice(0, pos);
    let scope: Scope | undefined;
    let changed = false;
    for (;;) {
      let e = pos;
      while (e < text.length && isIdentCode(text.charCodeAt(e))) e++;
      if (e === pos || !text.startsWith("::", e)) break;
      const atom = this.names.lookup(text.slice(pos, e));
      if (atom < 0) break;
      const sym = scope !== undefined
        ? lookupIn(scope, atom)
        : global
        ? lookupIn(root, atom)
        : lookupUnqualified(this.nsScope ?? root, atom);
      if (sym?.kind !== SymKind.Namespace || !sym.scope) break;
      // (not inside the namespace itself: `detail::constant_t< 0> ` there)
      let alias = this.nsAliases.get(sym.scope);
      if (alias !== undefined && this.inNamespace(sym.scope)) alias = undefined;
      if (alias !== undefined) changed = true;
      out += (alias ?? text.slice(pos, e)) + "::";
      pos = e + 2;
      scope = sym.scope;
    }
    return changed ? out + text.slice(pos) : text;
  }

  /**
   * Component `i` of `n` (a qualifier) as the alias of the hidden namespace it names (see
   * TranslationUnit.hiddenNamespaces), when `n` names a type or a function a call depending on
   * template parameters names (`__T0::X`, `__T0::ft(t)`; `detail::f()`, `detail::v` stay);
   * undefined otherwise.
   */
  private hiddenNsAlias(n: Name, i: number): string | undefined {
    const c = n.parts[i];
    if (c.targs || !this.hiddenNsAtoms.has(c.atom)) return undefined;
    const sk = n.sym?.kind;
    if (
      sk !== SymKind.Class && sk !== SymKind.Typedef && sk !== SymKind.Enum &&
      !this.aliasedFunction(n)
    ) return undefined;
    const ns = this.namespaceMember(n, i);
    return ns?.kind === SymKind.Namespace && ns.scope && !this.inNamespace(ns.scope)
      ? this.nsAliases.get(ns.scope)
      : undefined;
  }
  /** See `TranslationUnit.shortTargSyms`. */
  shortTargSyms: Map<number, Sym[]> | undefined;
  /** Their texts, by template, made on first use. */
  private shortTexts = new Map<Sym | number, Set<string>>();

  /** The argument texts template `template` is written with defaults left out (see above). */
  private shortSpellings(template: number): Set<string> | undefined {
    // (those of the template being printed: another of its name has spellings of its own)
    let sym = this.curTemplateSym;
    if (sym?.primary !== undefined) sym = sym.primary;
    // (a class template's own: not an explicit specialization's injected name)
    if (sym === undefined || sym.name !== template || !this.classTemplatesBySym.has(sym)) {
      sym = this.ambiguousTemplates.has(template)
        ? undefined
        : this.classTemplateSyms.get(template);
    }
    // (not known here: those of every template of the name)
    const key: Sym | number = sym ?? template;
    let set = this.shortTexts.get(key);
    if (set !== undefined) return set;
    const ranges = this.shortTargs?.get(template);
    const syms = this.shortTargSyms?.get(template);
    if (ranges === undefined || syms === undefined) return undefined;
    set = new Set();
    for (let i = 0; i < ranges.length; i += 2) {
      if (sym === undefined || syms[i >> 1] === sym) {
        set.add(tokenRangeText(this.tb, ranges[i], ranges[i + 1]));
      }
    }
    this.shortTexts.set(key, set);
    return set;
  }

  /**
   * A class template's argument list from the first `keep` of `parts`; with none, `<> ` when
   * arguments were dropped or the template takes no pack first (`mn<> `), else `< > `
   * (`tuple< > `).
   */
  private argListText(params: Node[], parts: string[], keep: number): string {
    if (keep === 0) {
      const p0 = params[0] as TemplateParam | undefined;
      return parts.length > 0 || (p0 !== undefined && !p0.pack) ? "<> " : "< > ";
    }
    return "< " + parts.slice(0, keep).join(", ") + "> ";
  }

  /** Printing C++20 (`u8` literals are of `char8_t`). */
  cxx20 = false;

  /** The printed argument list of each class template specialization, by its converted form. */
  private firstSpelling = new Map<string, { parts: string[]; keep: number }>();

  /** The arguments `keyArgs` last keyed by their class entity (undefined: none; read it at
   * once, printing further arguments changes it). */
  private keyClassArgs: number[] | undefined;

  /** Records a first spelling (see firstSpelling). */
  private noteSpelling(key: string, parts: string[], keep: number): void {
    this.firstSpelling.set(key, { parts, keep });
  }

  /**
   * The first spelling recorded under `key`, its class arguments as printed now (`parts`: the
   * entity is kept, but named from here).
   */
  private recallSpelling(
    key: string,
    params: Node[],
    parts: string[],
    classArgs: number[] | undefined,
  ): string | undefined {
    const f = this.firstSpelling.get(key);
    if (f === undefined) return undefined;
    let fp = f.parts;
    if (classArgs !== undefined) {
      fp = fp.slice();
      for (const i of classArgs) fp[i] = parts[i];
    }
    return this.argListText(params, fp, f.keep);
  }

  /** The builtin type key of class template parameter `i` when it is a non-type one. */
  private nonTypeParamKey(params: Node[], i: number, packs = false): string | undefined {
    // (with `packs`, an argument of a class template's trailing non-type pack converts to its
    // type too: `extents< int, 3UL, 4UL> ` for `template <class I, unsigned long... E>`)
    const last = params[params.length - 1] as TemplateParam | undefined;
    const p = (packs && i >= params.length - 1 && last?.pack ? last : params[i]) as
      | TemplateParam
      | undefined;
    if (!p || p.kind !== NodeKind.TemplateNonTypeParam || (p.pack && !packs)) return undefined;
    const pt = p.type as TypeId | undefined;
    if (!pt || (pt.kind !== NodeKind.TypeId && pt.kind !== NodeKind.Param)) return undefined;
    return this.builtinKey(pt.spec, pt.decl);
  }

  /** Parameter `i`'s builtin type key when every declaration of the function template agrees. */
  private fnParamKey(lists: Node[][], i: number): string | undefined {
    let ty: string | undefined;
    for (const params of lists) {
      // (a declaration whose parameter there is a type, a template or a pack cannot take a
      // non-type argument: not a candidate)
      const p = params[i] as TemplateParam | undefined;
      if (!p || p.kind !== NodeKind.TemplateNonTypeParam || p.pack) continue;
      const k = this.nonTypeParamKey(params, i);
      if (k === undefined || (ty !== undefined && k !== ty)) return undefined;
      ty = k;
    }
    return ty;
  }

  /** A constant argument as a value of builtin type `ty` (`3UL`, `true`); else undefined. */
  private constantText(a: Node, ty: string): string | undefined {
    const lit = this.convertedLiteral(a, ty);
    if (lit !== undefined) return lit;
    const ev = this.evaluator ??= detachedEvaluator(this.tb, (atom) => this.names.text(atom));
    let r;
    try {
      r = ev.evaluate(a);
    } catch {
      return undefined;
    }
    if (isFail(r)) return undefined;
    if (ty === "bool") return r.v !== 0n ? "true" : "false";
    const suf = INT_SUFFIX[ty === "unsigned" ? "unsigned int" : ty];
    if (suf === undefined) return narrowIntText(r.v, ty);
    return wrapTo(r.v, ty).toString() + suf;
  }

  private evaluator: ConstEval | undefined;

  /**
   * The value of integral constant expression `e` by the front end's evaluator (namespace
   * constants too: `d::eb + 1`), outside templates; undefined when not constant.
   */
  constValue(e: Node): bigint | undefined {
    if (this.inTemplate > 0) return undefined;
    const ev = this.evaluator ??= detachedEvaluator(this.tb, (atom) => this.names.text(atom));
    try {
      const r = ev.evaluate(e);
      return isFail(r) || r.scoped !== undefined ? undefined : r.v;
    } catch {
      return undefined;
    }
  }

  /**
   * The enumerator a const variable named by `d` holds, through const variables initialized
   * with one another (`s2` for `gx::dlp` after `static const LP dlp = s2;`); undefined when `d`
   * names no such variable.
   */
  private heldEnumerator(d: Node): Node | undefined {
    let x = stripParens(d);
    for (let depth = 0; depth < 8; depth++) {
      const n = x.kind === NodeKind.Ident ? (x as GenericNode).name as Name | undefined : undefined;
      const sym = n?.sym;
      if (sym === undefined || n!.parts.some((c) => c.targs) || sym.owner.inTemplate) {
        return undefined;
      }
      if (sym.kind === SymKind.Enumerator) return depth === 0 ? undefined : x;
      const v = sym.decl as Variable | undefined;
      if (
        sym.kind !== SymKind.Variable || v?.kind !== NodeKind.Variable ||
        !(v.spec.flags & (DS.Const | DS.Constexpr)) || v.decl.ops.length > 0 ||
        v.init === undefined || v.initStyle !== 1
      ) return undefined;
      x = stripParens(v.init as Node);
    }
    return undefined;
  }

  /** Function templates' parameter lists by name, one per declaration (filled by the printer). */
  functionTemplates = new Map<number, Node[][]>();

  /** The declaration printer's block depth (function bodies). */
  blockLevel: () => number = () => 0;
  /** The callee of a non-dependent call in a template being printed (named as written). */
  private plainCallee: Node | undefined;
  /** Printing a function template (its head, signature and body). */
  fnTemplate = 0;
  /** The alias templates among `classTemplates`. */
  aliasTemplates = new Set<number>();
  /** Printing mem-initializers (part of a function body). */
  memInits = 0;
  /** The declaration printer's class depth (class bodies). */
  classLevel: () => number = () => 0;
  /** Is the innermost class being printed a class template (or a member of one)? */
  inClassTemplate: () => boolean = () => false;

  /**
   * Printing where type template arguments are canonical (typedefs of builtins and classes
   * expanded) but non-type ones as written: in templates, the blocks nested in a function body
   * (`{ P< T *, long>  q(t, n); }` for `P<T*, D>` with `typedef long D;`, where the body's own
   * block keeps `P< T *, D> `).
   */
  canonicalTypeArgs = 0;
  /** Printing the callee of a call the template leaves unresolved (see `name`). */
  private depCallee = 0;
  /** The next template argument list is printed as written (see `name`). */
  private writtenTypeArgs = false;

  /** Printing template arguments whose integer literals take their parameters' types only. */
  literalTargs = 0;

  /** Class templates' parameter lists by name (filled by the declaration printer). */
  classTemplates = new Map<number, Node[]>();
  /** Printing where template arguments are canonical (see `templateArgs`). */
  canonicalTargs = 0;

  /** The builtin type key of a type (`unsigned long`), through typedefs; undefined otherwise. */
  builtinKey(spec: DeclSpec, d: Declarator | undefined): string | undefined {
    if (d && d.ops.length > 0) return undefined;
    if (spec.type === undefined) {
      const b = builtinName(spec.builtins, spec.flags);
      return INT_SUFFIX[b === "unsigned" ? "unsigned int" : b] !== undefined || b === "bool" ||
          NARROW_INTS.has(b)
        ? b
        : undefined;
    }
    if (spec.type.kind !== NodeKind.Name) return undefined;
    const n = spec.type as Name;
    if (n.parts.length === 0 || n.parts[n.parts.length - 1].targs) return undefined;
    const v = this.lookup(n.parts[n.parts.length - 1].atom);
    if (!v || !v.type.startsWith("typedef:")) return undefined;
    const k = v.type.slice(8);
    // (a character type's not through a class's member typedef, `remove_cv< F> ::type`: only
    // one of a namespace, `uint8_t`)
    return INT_SUFFIX[k === "unsigned" ? "unsigned int" : k] !== undefined ||
        (NARROW_INTS.has(k) && n.parts.length === 1 && n.sym?.owner.kind !== ScopeKind.Class)
      ? k
      : undefined;
  }

  /** A typedef type argument naming an integer builtin, spelled as that builtin. */
  /**
   * A type argument naming a typedef of a decltype-specifier that depends on nothing, as that
   * type: `isn< __decltype((nullptr))> ` for `isn<nullptr_t>` after `using nullptr_t =
   * decltype(nullptr);`. Undefined otherwise.
   */
  private decltypeTypedefArg(t: TypeId): string | undefined {
    const n = t.spec.type as Name | undefined;
    if (
      n?.kind !== NodeKind.Name || n.parts.length !== 1 || n.parts[0].targs || t.decl.ops.length ||
      t.decl.pack || t.spec.flags & (DS.Const | DS.Volatile) || n.sym?.kind !== SymKind.Typedef ||
      n.sym.isTemplate
    ) return undefined;
    const d = n.sym.decl as GenericNode | undefined;
    const spec = d?.kind === NodeKind.Alias
      ? ((d.type as TypeId | undefined)?.kind === NodeKind.TypeId ? (d.type as TypeId) : undefined)
      : d?.kind === NodeKind.Typedef
      ? d as unknown as { spec: DeclSpec; decl: Declarator }
      : undefined;
    const dt = spec?.spec.type;
    if (dt?.kind !== NodeKind.Decltype || spec!.decl.ops.length > 0) return undefined;
    const x = (dt as GenericNode).expr;
    if (!x || x.kind !== NodeKind.NullptrLit) return undefined;
    return this.decltypeText(dt);
  }

  private canonicalBuiltin(t: TypeId): string | undefined {
    if (t.spec.type === undefined || t.spec.flags & (DS.Const | DS.Volatile)) return undefined;
    if (namesClass(t.spec.type)) return undefined;
    return this.builtinKey(t.spec, t.decl);
  }

  /**
   * A type argument naming a typedef (by itself: no declarators or cv-qualifiers) as the type it
   * stands for, through typedefs of typedefs (`T *` for a member `typedef T* pointer;`); else
   * undefined.
   */
  canonicalTypeArg(t: TypeId, depth: number): string | undefined {
    // (a name the parser bound to a class is no typedef of another namespace: `Pick< myint> `
    // for a `struct b::myint` beside a `typedef long a::myint`)
    if (namesClass(t.spec.type)) return undefined;
    const b = this.canonicalBuiltin(t) ?? this.canonicalClassArg(t);
    if (b !== undefined || depth > 8) return b;
    const n = t.spec.type;
    // (a typedef with qualifiers or declarator operators is its type: `tuple< const _Key &> `
    // for `tuple<const key_type&>`, `tuple< V *const> ` for `tuple<const vp>`)
    const cv = t.spec.flags & (DS.Const | DS.Volatile);
    if (
      depth === 0 && (cv !== 0 || t.decl.ops.length > 0) && !t.decl.pack &&
      n?.kind === NodeKind.Name && (n as Name).parts.length === 1 && !(n as Name).global &&
      !(n as Name).parts[0].targs && (n as Name).parts[0].atom >= 0 &&
      t.spec.elaborated === undefined
    ) {
      const v = this.lookup((n as Name).parts[0].atom);
      if (
        v && v.tdSpec && v.tdDecl && v.tdParams === undefined &&
        !selfNamedAlias(v, (n as Name).parts[0].atom) &&
        (v.ns === undefined || this.inNamespace(v.ns))
      ) {
        const td = v.tdDecl;
        if (td.ops.length === 0) {
          return this.typeWithDecl({ ...v.tdSpec, flags: v.tdSpec.flags | cv }, t.decl, "");
        }
        const lastOp = td.ops[td.ops.length - 1];
        if (t.decl.ops.length === 0 && td.ops.length === 1 && lastOp.op === 0) {
          const ops = [{ ...lastOp, cv: (lastOp.cv ?? 0) | cv }];
          return this.typeWithDecl(v.tdSpec, { ...td, ops }, "").trimEnd();
        }
      }
    }
    if (
      n?.kind !== NodeKind.Name || t.decl.ops.length > 0 || t.decl.pack ||
      t.spec.flags & (DS.Const | DS.Volatile)
    ) return undefined;
    const nm = n as Name;
    if (nm.global || nm.parts.length !== 1 || nm.parts[0].targs || nm.parts[0].atom < 0) {
      return undefined;
    }
    const v = this.lookup(nm.parts[0].atom);
    if (!v || !v.tdSpec || !v.tdDecl || v.tdParams !== undefined) return undefined;
    if (v.ns !== undefined && !this.inNamespace(v.ns)) return undefined;
    // (not an alias named as what it stands for: after `using zip_iterator =
    // zip_iterator<T>;` the name is no template)
    if (selfNamedAlias(v, nm.parts[0].atom)) return undefined;
    return this.canonicalTypeArg({ ...t, spec: v.tdSpec, decl: v.tdDecl }, depth + 1) ??
      this.typedefText(v);
  }

  /**
   * A type argument naming a typedef of a class by itself (no declarators or cv-qualifiers):
   * the class, as `classTypedef` names it; else undefined.
   */
  /**
   * A type argument naming a typedef of a named class through cv-qualifiers or pointers, as
   * that type: `std::vector< CUstream_st *> ` for `std::vector<cudaStream_t>`, `const Full`
   * for `typedef const Full CFT;` (a typedef of a builtin pointer stays: `fp_t`).
   */
  private classPointerTypedef(t: TypeId): string | undefined {
    const n = t.spec.type as Name | undefined;
    if (
      t.decl.ops.length > 0 || t.decl.pack || t.spec.flags & (DS.Const | DS.Volatile) ||
      n?.kind !== NodeKind.Name || n.parts.length !== 1 || n.global || n.parts[0].targs ||
      n.sym?.kind !== SymKind.Typedef
    ) return undefined;
    const v = this.lookup(n.parts[0].atom);
    // (a typedef declaring its class, `typedef struct X *T;`, from its declaration)
    const sd = n.sym.decl as (Node & { spec?: DeclSpec; decl?: Declarator }) | undefined;
    const ts = v?.tdSpec ?? (sd?.kind === NodeKind.Typedef ? sd.spec : undefined);
    const td = v?.tdDecl ?? (sd?.kind === NodeKind.Typedef ? sd.decl : undefined);
    if (!ts || !td || td.pack || !td.ops.every((o) => o.op === 0)) return undefined;
    if (td.ops.length === 0 && (ts.flags & (DS.Const | DS.Volatile)) === 0) return undefined;
    const ct = ts.type;
    const named = ct?.kind === NodeKind.Class
      ? (ct as Class).name !== undefined && !(ct as Class).name!.parts.some((c) => c.targs)
      : ct?.kind === NodeKind.Name && (ct as Name).sym?.kind === SymKind.Class &&
        !(ct as Name).parts.some((c) => c.targs) && !(ct as Name).sym!.isTemplate;
    if (!named) return undefined;
    return this.typeWithDecl(ts, { ...td, name: undefined }, "").trimEnd();
  }

  private canonicalClassArg(t: TypeId): string | undefined {
    if (t.decl.ops.length > 0 || t.decl.pack || t.spec.flags & (DS.Const | DS.Volatile)) {
      return undefined;
    }
    const n = t.spec.type;
    return n?.kind === NodeKind.Name
      ? this.classTypedef(n as Name) ?? this.aliasArg(n as Name)
      : undefined;
  }

  /**
   * A non-dependent alias template-id naming a class template-id, as that class (`W< tupl< int>
   * > ` for `W<tset<int>>` after `template<class... Ts> using tset = tupl<Ts...>`): the binary
   * keeps no alias template sugar on a canonical type argument.
   */
  /**
   * An alias template-id naming a keyword type, whatever its arguments, as that type (`void` for
   * `__msvc_declval_workaround<_Tp, _Up>` after `using ... = void;`); else undefined.
   */
  private keywordAliasArg(t: TypeId): string | undefined {
    const n = t.spec.type as Name | undefined;
    if (
      n?.kind !== NodeKind.Name || t.decl.ops.length > 0 || t.decl.pack ||
      t.spec.flags & (DS.Const | DS.Volatile)
    ) return undefined;
    const last = n.parts[n.parts.length - 1];
    if (!last.targs || !this.isAliasTemplate(n.sym)) return undefined;
    const target = (n.sym!.decl as GenericNode | undefined)?.type as TypeId | undefined;
    return target?.kind === NodeKind.TypeId && target.spec.type === undefined &&
        target.decl.ops.length === 0 && target.spec.builtins.length > 0
      ? this.typeId(target)
      : undefined;
  }

  private aliasArg(n: Name): string | undefined {
    const last = n.parts[n.parts.length - 1];
    if (
      !last.targs || !this.isAliasTemplate(n.sym) ||
      n.parts.some((c) => c.targs?.some((a) => this.mentionsParamTokens(a, true, false)))
    ) return undefined;
    return this.aliasInstance(n.sym!, last.targs);
  }

  /** Value `v` as a constant of integer builtin type `ty` (`97`, `1U`); else undefined. */
  constantOf(v: bigint, ty: string): string | undefined {
    const suf = INT_SUFFIX[ty === "unsigned" ? "unsigned int" : ty];
    return suf === undefined ? undefined : wrapTo(v, ty).toString() + suf;
  }

  /** An integer literal (`0`, `-1`) as a constant of builtin type `ty` (`0UL`); else undefined. */
  convertedLiteral(e: Node, ty: string): string | undefined {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    if (e.kind !== NodeKind.IntLit) return undefined;
    const l = parseIntLiteral(this.tok(e.first));
    if (l.udSuffix || l.tooLarge) return undefined;
    if (ty === "bool") return l.value !== 0n ? "true" : "false";
    const suf = INT_SUFFIX[ty === "unsigned" ? "unsigned int" : ty];
    if (suf === undefined) return narrowIntText(l.value, ty);
    return l.value.toString() + suf;
  }

  /**
   * `typename C< P...> ::m` in a template argument, C a class template named with its own
   * parameters (an out-of-class member's class) and `m` a typedef of it the printer knows: the
   * typedef's type with canonical arguments (`pair< _Rb_tree_iterator< _Val> , ...> ` for
   * `pair<typename _Rb_tree<_Key, _Val, ...>::iterator, ...>`); else undefined.
   */
  private currentMemberTypedef(t: TypeId): string | undefined {
    const n = t.spec.type as Name | undefined;
    if (
      this.inTemplate === 0 || n?.kind !== NodeKind.Name || n.parts.length !== 2 || n.global ||
      t.decl.ops.length > 0 || t.decl.pack || t.spec.flags & (DS.Const | DS.Volatile)
    ) return undefined;
    const [c, m] = n.parts;
    if (!c.targs || m.targs || m.atom < 0 || (m.special ?? 0) !== 0 || c.atom < 0) return undefined;
    if (c.atom !== this.outOfClassTemplate) return undefined;
    const params = this.classTemplates.get(c.atom) as TemplateParam[] | undefined;
    if (!params || params.some((p) => p.name < 0 || p.kind !== NodeKind.TemplateTypeParam)) {
      return undefined;
    }
    if (!this.identityArgs(c.targs, params.map((p) => p.name))) return undefined;
    const v = this.lookup(m.atom);
    if (!v || !v.tdSpec || !v.tdDecl || v.tdParams !== undefined || v.tdLocal) return undefined;
    this.canonicalTypeArgs++;
    try {
      return this.canonicalTypeArg({ ...t, spec: v.tdSpec, decl: v.tdDecl }, 1) ??
        this.typedefText(v);
    } finally {
      this.canonicalTypeArgs--;
    }
  }

  /**
   * In a template, is typedef `v`, named by `n` in a type argument, printed as its type? A local
   * one or one of a non-dependent type is; not a namespace-scope one (`__detected_or_t<
   * false_type, ...> ` keeps its name), nor, in a member function template's body, one of its
   * class that is no template (`c::tp< sck, D> v(1);`, but `pair< pointer, ptrdiff_t> ` for
   * `size_type`).
   */
  private expandableTypedef(v: VarInfo, n: Name): boolean {
    const nsScope = n.sym?.kind === SymKind.Typedef && n.sym.owner.kind === ScopeKind.Namespace;
    const member = this.bodyClass !== undefined && n.sym?.kind === SymKind.Typedef &&
      n.sym.owner.kind === ScopeKind.Class && !n.sym.owner.isTemplateScope;
    return (v.tdLocal === true || (v.tdDependent === false && !nsScope && !member)) &&
      !selfNamedAlias(v, n.parts[0].atom);
  }

  /**
   * `typedefText(v)` with a typedef-name it is written with expanded too, by the same rule
   * (`int *` for `ip` after `using i = int; using ip = i *;`, `NB *` for `nbp` after `using nb =
   * NB; using nbp = nb *;`).
   */
  private flatTypedefText(v: VarInfo, depth: number): string | undefined {
    const spec = v.tdSpec, d = v.tdDecl;
    const n = spec?.type as Name | undefined;
    if (
      depth < 8 && spec && d && n?.kind === NodeKind.Name && n.parts.length === 1 && !n.global &&
      !n.parts[0].targs && n.parts[0].atom >= 0 && spec.elaborated === undefined
    ) {
      const w = this.lookup(n.parts[0].atom);
      const cv = spec.flags & (DS.Const | DS.Volatile);
      if (
        w && w.tdSpec && w.tdDecl && w.tdParams === undefined && w !== v &&
        this.expandableTypedef(w, n)
      ) {
        // (its type with this one's declarator, or its declarator when this one adds none)
        if (w.tdDecl.ops.length === 0) {
          const inner = { ...w.tdSpec, flags: w.tdSpec.flags | cv };
          return this.flatTypedefText({ ...v, tdSpec: inner, tdDecl: d }, depth + 1);
        }
        if (d.ops.length === 0 && cv === 0) {
          return this.flatTypedefText({ ...v, tdSpec: w.tdSpec, tdDecl: w.tdDecl }, depth + 1);
        }
      }
    }
    return this.typedefText(v);
  }

  /** The class template whose member is being defined out of it (its name; -1: none). */
  outOfClassTemplate = -1;

  /**
   * Printing a type parameter's default or a partial specialization's arguments, where a type
   * argument naming a typedef of a class is that class (`RB< K, R, integral_constant< bool,
   * false> > ` for `RB<K, R, false_type>`).
   */
  classTypedefArgs = 0;

  templateArg(a: Node): string {
    // (outside templates, a variable's decltype is its declared type: `k< const L< int> , 16> `
    // for `k<decltype(col), 16>` after `constexpr L<int> col{1};`)
    const dv = a.kind === NodeKind.TypeId && this.inTemplate === 0
      ? this.decltypeVariable(a as TypeId)
      : undefined;
    // (and an `auto` one initialized by an arithmetic value has that value's type: `same<
    // float, float> ` for `same<decltype(d), float>` after `auto d = 1.0f;`)
    const da = dv === undefined && a.kind === NodeKind.TypeId && this.inTemplate === 0
      ? this.decltypeAutoArithmetic(a as TypeId)
      : undefined;
    if (da !== undefined) return da;
    if (dv !== undefined) {
      const spec = dv.spec.flags & DS.Constexpr
        ? { ...dv.spec, flags: (dv.spec.flags & ~DS.Constexpr) | DS.Const }
        : dv.spec;
      const t = this.typeWithDecl(spec, { ...dv.decl, name: undefined }, "").trimEnd();
      return t.endsWith(">") ? t + " " : t;
    }
    // (outside templates, a function type's parameters are canonical: `function< void (st *)> `
    // for `function<void(handle_t)>`)
    if (
      a.kind === NodeKind.TypeId && this.inTemplate === 0 &&
      (a as TypeId).decl.ops.some((o) => o.op === 5)
    ) {
      this.fnTypeArg++;
      try {
        return this.templateArgInner(a);
      } finally {
        this.fnTypeArg--;
      }
    }
    return this.templateArgInner(a);
  }

  /**
   * The declaration of the variable a type argument `decltype(v)` names (no declarators of its
   * own, `v` a block or namespace variable of a written type, not `auto`); else undefined.
   */
  private decltypeVariable(t: TypeId): { spec: DeclSpec; decl: Declarator } | undefined {
    const dt = t.spec.type;
    if (
      dt?.kind !== NodeKind.Decltype || t.decl.ops.length > 0 || t.decl.pack ||
      t.spec.flags & (DS.Const | DS.Volatile)
    ) return undefined;
    const x = (dt as GenericNode).expr;
    if (x?.kind !== NodeKind.Ident) return undefined;
    const n = (x as GenericNode).name as Name | undefined;
    const v = n?.parts.length === 1 ? this.lookup(n.parts[0].atom) : undefined;
    if (!v || v.member || v.depType || !v.spec || !v.decl || v.type === "fn") return undefined;
    const sp = v.spec;
    if (sp.type === undefined ? sp.builtins.includes(T.KwAuto) : sp.type.kind !== NodeKind.Name) {
      return undefined;
    }
    if (v.decl.ops.some((o) => o.op === 4 && o.bound === undefined)) return undefined;
    return { spec: sp, decl: v.decl };
  }

  /**
   * The type of the `auto` variable a type argument `decltype(v)` names when its initializer gave
   * it an arithmetic type (`float`, `const unsigned` for a `constexpr auto u = 2u;`); else
   * undefined.
   */
  private decltypeAutoArithmetic(t: TypeId): string | undefined {
    const dt = t.spec.type;
    if (
      dt?.kind !== NodeKind.Decltype || t.decl.ops.length > 0 || t.decl.pack ||
      t.spec.flags & (DS.Const | DS.Volatile)
    ) return undefined;
    const x = (dt as GenericNode).expr;
    const n = x?.kind === NodeKind.Ident ? (x as GenericNode).name as Name | undefined : undefined;
    const v = n?.parts.length === 1 ? this.lookup(n.parts[0].atom) : undefined;
    if (!v?.spec || !v.decl || v.member || v.depType || v.decl.ops.length > 0) return undefined;
    const sp = v.spec;
    if (sp.type !== undefined || sp.builtins.length !== 1 || sp.builtins[0] !== T.KwAuto) {
      return undefined;
    }
    if (!this.isArithmeticKey(v.type)) return undefined;
    return (sp.flags & (DS.Const | DS.Constexpr) ? "const " : "") +
      (sp.flags & DS.Volatile ? "volatile " : "") + v.type;
  }

  /** A typedef of an enumeration as that enumeration (`cudaError` for `cudaError_t`). */
  private enumTypedef(t: TypeId): string | undefined {
    const n = t.spec.type as Name | undefined;
    if (
      n?.kind !== NodeKind.Name || n.parts.some((c) => c.targs) || t.decl.ops.length > 0 ||
      (t.spec.flags & (DS.Const | DS.Volatile)) !== 0 || n.sym?.kind !== SymKind.Typedef
    ) return undefined;
    const e = n.sym.target;
    if (e?.kind !== SymKind.Enum || e.name < 0 || e.owner.kind !== ScopeKind.Namespace) {
      return undefined;
    }
    const q = e.owner.parent === null ? "" : this.relativeQualifier(e.owner, true);
    return q === undefined ? undefined : q + this.atom(e.name);
  }

  /** Printing a function type as a template argument outside templates (see templateArg). */
  private fnTypeArg = 0;

  private templateArgInner(a: Node): string {
    if (this.aliasPacks !== null && a.kind === NodeKind.TypeId) {
      const x = this.aliasPacks.get(this.packArg(a as TypeId));
      if (x !== undefined) return x;
    }
    if (a.kind === NodeKind.TypeId && this.classTypedefArgs > 0) {
      const c = this.canonicalClassArg(a as TypeId);
      if (c !== undefined) return c;
      // (`C< signed char, R> ` for `C<i8, R>`)
      if (this.partialHead > 0) {
        const t = a as TypeId;
        const n = t.spec.type as Name | undefined;
        if (
          n?.kind === NodeKind.Name && t.decl.ops.length === 0 && !t.decl.pack &&
          (t.spec.flags & (DS.Const | DS.Volatile)) === 0 && n.parts.length === 1 &&
          !n.parts[0].targs
        ) {
          const v = this.lookup(n.parts[0].atom);
          const k = v?.type.startsWith("typedef:") ? v.type.slice(8) : undefined;
          if (k !== undefined && BUILTIN_TYPE_NAMES.has(k)) {
            return k === "unsigned" ? "unsigned int" : k;
          }
        }
      }
    }
    if (a.kind === NodeKind.TypeId) {
      const cm = this.currentMemberTypedef(a as TypeId);
      if (cm !== undefined) return cm;
      // in a template, a type argument naming a function-local or non-dependent typedef is its
      // type (the specialization is recorded with the canonical argument: `W< W< T> > ` for `W<L>`
      // after `typedef W<T> L;` in a function template body)
      const t = a as TypeId;
      const n = t.spec.type as Name | undefined;
      // (a local one with pointer operators too: `less< typename W< T> ::element_type *> ` for
      // `less<E*>` after `using E = typename W<T>::element_type;`)
      const ptrOps = t.decl.ops.length > 0 && t.decl.ops.every((o) => o.op === 0 && !o.cv);
      if (
        this.inTemplate > 0 && n && n.kind === NodeKind.Name && n.parts.length === 1 && !n.global &&
        !n.parts[0].targs && (t.decl.ops.length === 0 || ptrOps) && !t.decl.pack &&
        t.spec.elaborated === undefined && !namesClass(n)
      ) {
        const v = this.lookup(n.parts[0].atom);
        // (a cv-qualified one only as a local typedef of a type without declarator operators:
        // `const __tuple_element_t< __i, tuple< _Elements...> > ` for `const __element_type`)
        const cv = t.spec.flags & (DS.Const | DS.Volatile);
        const cvOk = cv === 0 ||
          (v?.tdLocal === true && v.tdDecl?.ops.length === 0 &&
            ((v.tdSpec?.flags ?? 0) & (DS.Const | DS.Volatile)) === 0);
        if (v && cvOk && (!ptrOps || v.tdLocal === true) && this.expandableTypedef(v, n)) {
          const x = this.flatTypedefText(v, 0);
          if (x !== undefined) {
            return (t.spec.flags & DS.Const ? "const " : "") +
              (t.spec.flags & DS.Volatile ? "volatile " : "") + x +
              (ptrOps ? " " + this.declarator(t.decl, "") : "");
          }
        }
      }
      // (outside templates, a class template specialization's member typedef of a template
      // parameter is that argument: `H< int> ` for `H<W<int>::type>`)
      if (
        this.inTemplate === 0 && n?.kind === NodeKind.Name && t.decl.ops.length === 0 &&
        !t.decl.pack && (t.spec.flags & (DS.Const | DS.Volatile)) === 0
      ) {
        const m = this.specializationTypedefArg(n);
        if (m !== undefined) return this.templateArg(m);
      }
      // outside templates (and in specialization heads) a typedef of a decltype type is that
      // type: `__is_null_pointer_helper< __decltype((nullptr))> ` for `std::nullptr_t`
      const td = n && n.kind === NodeKind.Name && n.sym?.kind === SymKind.Typedef
        ? n.sym.decl as GenericNode & { spec?: DeclSpec; decl?: Declarator } | undefined
        : undefined;
      if (
        td?.kind === NodeKind.Typedef && td.spec?.type?.kind === NodeKind.Decltype &&
        td.decl?.ops.length === 0 && (this.inTemplate === 0 || this.canonicalTargs > 0) &&
        t.decl.ops.length === 0 && (t.spec.flags & (DS.Const | DS.Volatile)) === 0
      ) return this.typeWithDecl(td.spec, td.decl, "");
      // outside templates a typedef of a builtin type is that type (the specialization is
      // recorded with its canonical arguments): `std::vector< unsigned char> ` for `uchar`
      if (
        (this.inTemplate === 0 ||
          // (not a member of a specialization the template's parameters name, whose typedef
          // is the primary template's: `base< typename pick< T> ::type> `)
          (this.canonicalTargs > 0 && !(n?.kind === NodeKind.Name && this.isDependentName(n)))) &&
        n?.kind === NodeKind.Name
      ) {
        // (and a typedef of a class is the class: `fpos< __mbstate_t> ` for `fpos<mbstate_t>`,
        // `hash< basic_string_view< char> > ` for `hash<string_view>`)
        const c = this.canonicalClassArg(t) ?? this.classPointerTypedef(t);
        if (c !== undefined) return c;
        const b = this.builtinTypedef(n);
        if (b !== undefined && !t.decl.pack) {
          if (b.decl.ops.length === 0) {
            const cv = t.spec.flags & (DS.Const | DS.Volatile);
            return this.typeWithDecl({ ...b.spec, flags: b.spec.flags | cv }, t.decl, "");
          }
          const cv = t.spec.flags & (DS.Const | DS.Volatile);
          const ops = cv === 0 ? b.decl.ops : constPointer(b.decl.ops, cv);
          if (t.decl.ops.length === 0 && ops !== undefined) {
            return this.typeWithDecl(b.spec, { ...b.decl, ops }, "");
          }
        }
        // (and a typedef of a compound type is that type: `M< int, L *(*)(const char *, int)> `
        // for `M<int, Fac>` after `using Fac = L *(*)(const char *, int);`)
        const ct = b === undefined ? this.compoundTypedef(n as Name, t) : undefined;
        if (ct !== undefined) return ct;
      }
      return this.typeId(t);
    }
    if (a.kind === NodeKind.PackExpansion) {
      let x = (a as GenericNode).expr!;
      while (x.kind === NodeKind.Paren && (x as GenericNode).expr) x = (x as GenericNode).expr!;
      // a non-type pattern other than a plain name or sizeof keeps parentheses (`(Is + 1)...`,
      // `(f(Is))...`, `(N< Is> ::value)...`)
      // (a builtin trait stays bare too: `__integer_pack(_Num)...`)
      // (not a variable template-id, `(is_same_v< T, Ts> )...`, nor a pack of a dependent
      // type converted to the parameter's, `(_Values)...` for `IT... _Values`)
      const xn = x.kind === NodeKind.Ident
        ? (x as GenericNode).name as Name | undefined
        : undefined;
      const xv = xn?.parts.length === 1 && !xn.parts[0].targs
        ? this.lookup(xn.parts[0].atom)
        : undefined;
      // (a pack of a dependent type is converted unless an earlier argument is that type, the
      // parameter's: `integer_sequence< _Ty, _Is...> ` for `_Ty... _Is`)
      const packType = xv?.tparam ? xv.paramTypeName : undefined;
      const sameType = packType !== undefined &&
        (this.curTargs ?? []).some((t) =>
          t !== a && t.kind === NodeKind.TypeId && plainArgName(t) === packType
        );
      const bare = x.kind === NodeKind.TypeId || x.kind === NodeKind.SizeofType ||
        x.kind === NodeKind.SizeofExpr || x.kind === NodeKind.AlignofType ||
        x.kind === NodeKind.TypeTrait ||
        (xn?.parts.length === 1 &&
          !(xn.parts[0].targs && xn.sym?.kind === SymKind.Variable && xn.sym.isTemplate) &&
          !(xv?.tparam && (xv.type === "?" || xv.type.startsWith("typedef:")) && !sameType));
      if (!bare) return "(" + this.exprInner(x) + ")...";
      return this.templateArg((a as GenericNode).expr!) + "...";
    }
    if (this.isComma(a)) return "(" + this.exprInner(a) + ")";
    // an argument that would end the list early is parenthesized: `(extent< _Tp> ::value > 0)`
    let x = a;
    while (x.kind === NodeKind.Paren && (x as GenericNode).expr) x = (x as GenericNode).expr!;
    const g = x as GenericNode;
    if (x.kind === NodeKind.Binary && (g.op === T.Greater || g.op === T.GreaterGreater)) {
      return "(" + this.exprInner(a) + ")";
    }
    // (so is one with such an operand, however deep: `((Size > (32)) && (Size <= (1024)))`)
    if (
      (x.kind === NodeKind.Binary || x.kind === NodeKind.Conditional) && hasGreater(x)
    ) return "(" + this.exprInner(x) + ")";
    return this.expr(a, Ctx.Top);
  }

  // ------------------------------------------------------------------------------- types

  /** The type-specifier text (storage classes excluded), e.g. `const char`, `Arr< int, 3> `. */
  specType(spec: DeclSpec, classBody?: (n: Node) => string): string {
    let s = "";
    if (spec.flags & DS.Const) s += "const ";
    if (spec.flags & DS.Volatile) s += "volatile ";
    const t = spec.type;
    if (t === undefined) {
      // (a constrained placeholder keeps its type-constraint as written: `std::integral auto`)
      const c = (spec as DeclSpec & { constraint?: Node }).constraint;
      if (c?.kind === NodeKind.Name) s += this.name(c as Name) + " ";
      s += builtinName(spec.builtins, spec.flags);
      return s;
    }
    switch (t.kind) {
      case NodeKind.Name: {
        const n = t as Name;
        const bt = this.gxxBuiltinTypedef(n);
        if (bt !== undefined) return s + bt;
        this.typeTargs++;
        try {
          s += this.specTypeName(spec, n);
        } finally {
          this.typeTargs--;
        }
        break;
      }
      case NodeKind.Class:
      case NodeKind.Enum: {
        const c = t as Node & { complete: boolean; name?: Name };
        if (!c.complete && c.name) {
          const atom = c.name.parts[c.name.parts.length - 1].atom;
          if (!this.declaredClasses.has(atom) || tagHidden(c.name)) {
            s += this.tok(this.keywordTok(spec)) + " ";
            this.declaredClasses.add(atom);
          }
          // (a qualified one is named from here: `const type_info *` for `const class
          // std::type_info *` in std::__exception_ptr)
          const q = c.name.parts.length > 1 && this.typeQual ? this.typeQual(c.name) : undefined;
          s += q ?? this.name(c.name);
          break;
        }
        s += classBody ? classBody(t) : this.fallback(t);
        break;
      }
      case NodeKind.TypeTrait:
        // a type-valued trait (`__underlying_type(_Tp)`)
        s += this.exprInner(t);
        break;
      case NodeKind.TypeofType: {
        const x = (t as GenericNode).expr;
        if (!x) s += this.fallback(t);
        else {
          s += "__typeof__(" +
            (x.kind === NodeKind.TypeId ? this.typeId(x as TypeId) : this.exprInner(x)) + ")";
        }
        break;
      }
      case NodeKind.Decltype:
        s += this.decltypeText(t);
        break;
      default:
        s += this.fallback(t);
    }
    return s;
  }

  /**
   * A type argument naming, alone, a typedef of a pointer, reference or function type of a class
   * or builtin type (not a template's): that type, `L *(*)(int, int)`; undefined otherwise.
   */
  private compoundTypedef(n: Name, t: TypeId): string | undefined {
    const sym = n.sym;
    if (
      sym?.kind !== SymKind.Typedef || sym.dependent || sym.isTemplate || !plainOwner(sym) ||
      t.decl.ops.length > 0 || t.decl.pack || t.spec.flags & (DS.Const | DS.Volatile) ||
      n.parts[n.parts.length - 1].targs
    ) return undefined;
    const td = typedefDeclType(sym);
    if (td === undefined || td.decl.ops.length === 0) return undefined;
    const ty = td.spec.type;
    if (ty !== undefined) {
      const tn = ty as Name;
      if (
        ty.kind !== NodeKind.Name || tn.sym?.kind !== SymKind.Class || tn.sym.isTemplate ||
        tn.parts.some((c) => c.targs)
      ) return undefined;
    }
    return this.typeWithDecl(td.spec, { ...td.decl, name: undefined }, "").trimEnd();
  }

  /**
   * The builtin type a typedef name resolves to, through typedefs of typedefs (`size_t`,
   * `uint32_t`, `real_t *`), as the declaration that names the builtin; undefined otherwise.
   */
  private builtinTypedef(n: Name): { spec: DeclSpec; decl: Declarator } | undefined {
    let sym = n.sym;
    let ops: Declarator["ops"] = [];
    let cv = 0;
    for (let depth = 0; depth < 8 && sym?.kind === SymKind.Typedef && !sym.dependent; depth++) {
      if (sym.isTemplate) return undefined;
      // (an alias-declaration too: `V< unsigned char> ` for `V<u8>` after `using u8 = unsigned
      // char;`)
      const td = typedefDeclType(sym);
      if (td === undefined) return undefined;
      if (ops.length > 0 && td.decl.ops.length > 0) return undefined;
      if (td.decl.ops.length > 0) {
        // (cv-qualifiers on a pointer typedef qualify the pointer: `unsigned char *const` for
        // `CP` after `typedef u8 *P; typedef const P CP;`)
        const o = cv === 0 ? td.decl.ops : constPointer(td.decl.ops, cv);
        if (o === undefined) return undefined;
        ops = o;
        cv = 0;
      }
      const t = td.spec.type;
      if (t === undefined) {
        if (td.spec.builtins.length === 0) return undefined;
        const spec = { ...td.spec, flags: td.spec.flags | cv };
        return { spec, decl: { ...td.decl, name: undefined, ops } };
      }
      if (t.kind !== NodeKind.Name) return undefined;
      // (the cv-qualifiers of one naming another apply to the type it ends at: `const unsigned
      // char` for `L` after `using L = const u8;`)
      cv |= td.spec.flags & (DS.Const | DS.Volatile);
      sym = (t as Name).sym;
    }
    return undefined;
  }

  /**
   * The class a namespace-scope typedef (chain) names, printed from the current namespace: the
   * class's name, the template-id it was declared with (its arguments canonical too), or for an
   * unnamed class the typedef that names it. Undefined: not such a typedef.
   */
  classTypedef(n: Name): string | undefined {
    let sym = n.sym;
    if (sym?.kind !== SymKind.Typedef || !plainOwner(sym)) return undefined;
    const last = n.parts[n.parts.length - 1];
    if (last.targs || sym.name !== last.atom) return undefined;
    for (let depth = 0; depth < 8 && sym?.kind === SymKind.Typedef && !sym.dependent; depth++) {
      if (sym.isTemplate || !plainOwner(sym)) return undefined;
      // (an alias-declaration too: `using string_view = basic_string_view<char>;`)
      const td = typedefDeclType(sym);
      if (td === undefined || td.decl.ops.length > 0) return undefined;
      if (td.spec.flags & (DS.Const | DS.Volatile)) return undefined;
      const t = td.spec.type;
      if (t === undefined) return undefined;
      if (t.kind === NodeKind.Class) {
        // (an unnamed class is named by this typedef)
        if ((t as Class).name) return undefined;
        return td.decl.name ? this.name({ ...td.decl.name, global: false, sym }) : undefined;
      }
      if (t.kind !== NodeKind.Name) return undefined;
      const tn = t as Name;
      const ts = tn.sym;
      // (a specialization of an alias template is its target with the arguments substituted:
      // `__cxx11::basic_string< char, char_traits< char> , pmr::polymorphic_allocator< char> > `
      // for `pmr::string`)
      const tl = tn.parts[tn.parts.length - 1];
      if (ts?.kind === SymKind.Typedef && ts.isTemplate && tl.targs) {
        return this.aliasInstance(ts, tl.targs);
      }
      if (ts?.kind === SymKind.Class) {
        const tl = tn.parts[tn.parts.length - 1];
        if (ts.isTemplate && !tl.targs) return undefined;
        this.canonicalTargs++;
        try {
          // (only when it can be named from here; as written otherwise)
          return this.typeQual ? this.typeQual(tn, false) : undefined;
        } finally {
          this.canonicalTargs--;
        }
      }
      sym = ts;
    }
    return undefined;
  }

  /**
   * Is integer literal `a`, the argument of an alias template's `int` parameter `p`, printed as
   * written in the alias's target `tn` (a class template-id): a plain decimal `int` literal that
   * the target only passes on as whole arguments for `int` parameters (`D< 7> ` for `IntD<7>`
   * after `template <int v> using IntD = D<v>;`)?
   */
  private intPassThrough(p: TemplateParam, a: Node, tn: Name): boolean {
    const pt = p.type as TypeId | undefined;
    if (!pt || this.builtinKey(pt.spec, pt.decl) !== "int") return false;
    const text = this.tok(a.first);
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 48 || c > 57) return false;
    }
    if (text.length > 9 || (text.length > 1 && text[0] === "0")) return false;
    const targs = tn.parts.at(-1)?.targs ?? [];
    const tparams = tn.sym?.kind === SymKind.Class
      ? tn.sym.tparamLists?.[0] as TemplateParam[] | undefined
      : undefined;
    if (!tparams) return false;
    let uses = 0;
    for (let i = tn.first; i <= tn.last && i < this.tb.count; i++) {
      if (this.tb.kind[i] === T.Identifier && this.tb.atom[i] === p.name) uses++;
    }
    let whole = 0;
    for (let j = 0; j < targs.length; j++) {
      const x = targs[j];
      const xn = x.kind === NodeKind.Ident
        ? (x as GenericNode).name as Name | undefined
        : undefined;
      if (xn?.parts.length !== 1 || xn.parts[0].atom !== p.name) continue;
      const q = tparams[j] as TemplateParam | undefined;
      const qt = q?.kind === NodeKind.TemplateNonTypeParam
        ? q.type as TypeId | undefined
        : undefined;
      if (!qt || q!.pack || this.builtinKey(qt.spec, qt.decl) !== "int") return false;
      whole++;
    }
    return whole > 0 && whole === uses;
  }

  /**
   * Alias template `sym` with arguments `args` (defaults for the rest) as the class it names, its
   * template arguments canonical; undefined when that is not a class template-id or an argument
   * is not a type.
   */
  private aliasInstance(sym: Sym, args: Node[], qualifier = false): string | undefined {
    const params = sym.tparamLists?.[0] as TemplateParam[] | undefined;
    const target = (sym.decl as GenericNode | undefined)?.type as TypeId | undefined;
    let tn = target?.spec.type as Name | undefined;
    if (
      !params || target?.kind !== NodeKind.TypeId || target.decl.ops.length > 0 ||
      target.spec.flags & (DS.Const | DS.Volatile) || tn?.kind !== NodeKind.Name ||
      (args.length > params.length && !params[params.length - 1]?.pack) ||
      this.tdDepth > 8
    ) return undefined;
    // (as a qualifier, a member of a class template-id too: `__ratio_divide< _R1, _R2> ::type::`
    // for `ratio_divide<_R1, _R2>::`)
    const member = qualifier && tn.sym?.kind !== SymKind.Class && tn.parts.length > 1 &&
      !tn.global && (
        (tn.parts[0].targs !== undefined &&
          tn.parts.every((c, i) =>
            i === 0 || (!c.targs && c.atom >= 0 && (c.special ?? 0) === 0)
          )) ||
        // (or a member template of a type parameter: `F::template call< T> ::value` for
        // `call1<F, T>::value` after `using call1 = typename F::template call<T>`)
        (tn.parts.length === 2 && !tn.parts[0].targs && tn.parts[1].templateKw === true &&
          tn.parts[1].targs !== undefined && (tn.parts[1].special ?? 0) === 0 &&
          params.some((p) =>
            p.kind === NodeKind.TemplateTypeParam && !p.pack && p.name === tn!.parts[0].atom
          ))
      );
    // (as a qualifier, an alias template-id naming another is expanded in turn:
    // `integral_constant< bool, !is_same_v< T, int> > ::value` for `_IsNotSame<T, int>::value`
    // after `using _IsNotSame = bool_constant<!is_same_v<_Tp, _Up>>`)
    const tl = tn.parts[tn.parts.length - 1];
    const alias = qualifier && tn.parts.length === 1 && !tn.global && tl.targs !== undefined &&
      this.isAliasTemplate(tn.sym);
    // (an alias template naming its type parameter is that argument: `g< float> ()` for
    // `g<idt<float>>()` after `template <class T> using idt = T;`)
    if (
      !qualifier && tn.parts.length === 1 && !tn.global && !tl.targs &&
      tn.sym?.kind === SymKind.TemplateTypeParam
    ) {
      const k = params.findIndex((p) =>
        p.kind === NodeKind.TemplateTypeParam && !p.pack && p.name === tn!.sym!.name
      );
      const a = k < 0 ? undefined : k < args.length ? args[k] : undefined;
      if (a?.kind !== NodeKind.TypeId) return undefined;
      this.canonicalTargs++;
      this.tdDepth++;
      try {
        return this.templateArg(a);
      } finally {
        this.canonicalTargs--;
        this.tdDepth--;
      }
    }
    if (tn.sym?.kind !== SymKind.Class && !member && !alias) return undefined;
    const subst = new Map<number, string>();
    const packs = new Map<number, string>();
    const save = this.aliasSubst;
    const savePacks = this.aliasPacks;
    this.canonicalTargs++;
    this.tdDepth++;
    try {
      for (let i = 0; i < params.length; i++) {
        const p = params[i];
        if (p.name < 0) return undefined;
        if (p.pack) {
          // (a type pack is the rest of the arguments, where its expansion stands:
          // `__invokable_r< void, _Fp, _Args...> ` for `__invokable<_Fp, _Args...>`)
          if (
            p.kind !== NodeKind.TemplateTypeParam || i !== params.length - 1 ||
            !this.packExpandedOnce(tn, p.name)
          ) return undefined;
          if (args.length <= i) {
            // (an empty one drops its expansion: `inv_r< void, T> ` for `inv<T>`)
            const parts: Name["parts"] = tn.parts.map((c) =>
              c.targs
                ? {
                  ...c,
                  targs: c.targs.filter((a) =>
                    !(a.kind === NodeKind.TypeId && this.packArg(a as TypeId) === p.name)
                  ),
                }
                : c
            );
            const removed = tn.parts.reduce(
              (k, c, j) => k + (c.targs?.length ?? 0) - (parts[j].targs?.length ?? 0),
              0,
            );
            let uses = 0;
            for (let t = tn.first; t <= tn.last && t < this.tb.count; t++) {
              if (this.tb.kind[t] === T.Identifier && this.tb.atom[t] === p.name) uses++;
            }
            if (removed !== uses) return undefined;
            tn = { ...tn, parts };
            continue;
          }
          this.aliasSubst = save;
          const rest = args.slice(i).map((a) => this.templateArg(a)).join(", ");
          packs.set(p.name, rest);
          continue;
        }
        const a = i < args.length ? args[i] : p.default;
        if (a === undefined) return undefined;
        if (p.kind === NodeKind.TemplateTypeParam) {
          if (a.kind !== NodeKind.TypeId) return undefined;
        } else if (p.kind !== NodeKind.TemplateNonTypeParam) return undefined;
        else if (a.kind === NodeKind.PackExpansion) return undefined;
        else if (
          !qualifier && !(a.kind === NodeKind.IntLit && autoParam(p)) &&
          !(a.kind === NodeKind.IntLit && this.intPassThrough(p, a, tn))
        ) {
          // (elsewhere only an integer literal for an `auto` parameter, which keeps its type:
          // `tc_< integral_constant< __decltype(1), 1> , V> ` for `tc<1, V>`; a typed one is
          // converted to each use's type, which the substitution does not know)
          return undefined;
        }
        // (an argument is printed where it was written; a default sees the earlier parameters)
        this.aliasSubst = i < args.length ? save : subst;
        subst.set(p.name, this.templateArg(a));
      }
      this.aliasSubst = subst;
      this.aliasPacks = packs.size > 0 ? packs : null;
      if (alias) return this.aliasInstance(tn.sym!, tn.parts[tn.parts.length - 1].targs!, true);
      if (member) return this.name(tn);
      return this.typeQual ? this.typeQual(tn, false) : undefined;
    } finally {
      this.aliasSubst = save;
      this.aliasPacks = savePacks;
      this.canonicalTargs--;
      this.tdDepth--;
    }
  }

  /** The template arguments being printed are those of the plain callee (see plainCallee). */
  private plainTargs = false;

  /** The arguments of the alias template being substituted, by parameter name. */
  private aliasSubst: Map<number, string> | null = null;

  /** The arguments given a type pack of the alias template being substituted (see
   * aliasInstance), by the pack's name: printed for its expansion `P...`. */
  private aliasPacks: Map<number, string> | null = null;

  /**
   * Is type pack `atom` expanded in the alias target `tn` only as whole template arguments
   * (`inv_r< void, F, A...> `, `imp< inv< F, A...> ::value, F, A...> `)?
   */
  private packExpandedOnce(tn: Name, atom: number): boolean {
    const k = this.tb.kind;
    let n = 0;
    for (let t = tn.first; t <= tn.last && t < this.tb.count; t++) {
      if (k[t] !== T.Identifier || this.tb.atom[t] !== atom) continue;
      if (k[t - 1] !== T.Less && k[t - 1] !== T.Comma) return false;
      if (k[t + 1] !== T.Ellipsis) return false;
      const after = k[t + 2];
      if (after !== T.Greater && after !== T.Comma && after !== T.GreaterGreater) return false;
      n++;
    }
    return n > 0;
  }

  /** The pack a template argument `P...` expands, when it is just a pack's name (-1: not). */
  private packArg(t: TypeId): number {
    const n = t.spec.type as Name | undefined;
    if (
      !t.decl.pack || t.decl.ops.length > 0 || n?.kind !== NodeKind.Name || n.parts.length !== 1 ||
      n.global || n.parts[0].targs || t.spec.flags & (DS.Const | DS.Volatile)
    ) return -1;
    return n.parts[0].atom;
  }

  /** Printing an explicit instantiation: class typedefs are printed as their classes. */
  canonicalTypes = 0;

  /** Printing an enumerator's initializer (where typedef qualifiers are expanded, as in types). */
  enumInit = 0;

  /** Depth of typedef expansions being printed (a guard against self-reference). */
  private tdDepth = 0;

  /** The text of a typedef's type as the binary prints it in its place (undefined: keep the
   * name). */
  typedefText(v: VarInfo): string | undefined {
    if (!v.tdSpec || !v.tdDecl || this.tdDepth > 8) return undefined;
    this.tdDepth++;
    // (a local typedef's type is printed as it was: `pair< typename __decay_and_strip< _T1>
    // ::__type, ...> ` for `pair<__ds_type1, ...>`)
    const local = this.localTypedefTargs;
    this.localTypedefTargs = 0;
    // (as recorded where it was declared: `fwd< cond_t< mc< V> ::value, ...> > (h)` for
    // `fwd<F>(h)` after `using F = cond_t<mc<value_type>::value, ...>;` in a nested block)
    const canon = this.canonicalTypeArgs;
    if (v.tdCanonical && canon === 0) this.canonicalTypeArgs = 1;
    try {
      return this.typeWithDecl(v.tdSpec, v.tdDecl, "");
    } finally {
      this.tdDepth--;
      this.localTypedefTargs = local;
      this.canonicalTypeArgs = canon;
    }
  }

  /**
   * In a template, a qualifier naming a typedef is replaced by its type (the binary records
   * `typename WT::type` as a member of the type WT names: `typename W< T> ::type`).
   */
  private expandedQualifier(n: Name, dependentOnly = false): string | undefined {
    if (this.inTemplate === 0 || n.parts.length < 2 || n.global) return undefined;
    const c = n.parts[0];
    if (c.atom < 0 || (c.special ?? 0) !== 0) return undefined;
    const v = this.lookup(c.atom);
    if (!v || !v.tdSpec || !v.tdDecl || v.tdDecl.ops.length > 0) return undefined;
    // (not a typedef of a namespace this is not in: `string` of std::pmr seen from std)
    if (v.ns !== undefined && !this.inNamespace(v.ns)) return undefined;
    // an alias template only with its own parameters as arguments (no substitution needed):
    // `_PCCFP< _U1, _U2> ::` for `template<class _U1, class _U2> using _PCCFP = _PCC<...>`
    if ((c.targs !== undefined) !== (v.tdParams !== undefined)) return undefined;
    // (or with other parameters' names, substituted: `_TupleConstraints< _Cond, _T1, _T2> ::`
    // for `_TCC< _Cond> ::` after `template<bool _Dummy> using _TCC = _TupleConstraints<_Dummy,
    // _T1, _T2>`)
    const subst = c.targs && !this.identityArgs(c.targs, v.tdParams!)
      ? this.renamedArgs(c.targs, v.tdParams!)
      : undefined;
    if (subst === null) return undefined;
    // (and only before a member template: `cp< _Ptr> ::value` stays)
    if (c.targs && !n.parts.slice(1).some((p) => p.targs)) return undefined;
    // (in an expression only a dependent typedef: `WI::v` stays for `typedef W< int> WI;`)
    if (dependentOnly && !v.tdDependent) return undefined;
    if (v.tdSpec.flags & (DS.Const | DS.Volatile)) return undefined;
    // (not an alias named like the template it names, `using BlockExchange =
    // BlockExchange<...>`: its expansion would need the qualifier the alias declaration has)
    if (selfNamedAlias(v, c.atom)) return undefined;
    // (in an expression, a typedef of an alias template-id is the type the alias names:
    // `__ratio_divide< _Period, typename _ToDur::period> ::type::num` for `__cf::num`; in a
    // type, `typename gx::it< T> ::ty` stays)
    const tt = v.tdSpec.type as Name | undefined;
    const tl = tt?.kind === NodeKind.Name ? tt.parts[tt.parts.length - 1] : undefined;
    // (substituted only into a class template-id: `__apply_cvref_fn< _From> ::` stays for
    // `using __apply_cvref_fn = decltype(__apply_cvref<_Tp>)`)
    if (subst !== undefined && !tl?.targs) return undefined;
    const save = this.aliasSubst;
    if (subst !== undefined) this.aliasSubst = subst;
    let q: string | undefined;
    this.qualifierExpansion++;
    try {
      q = dependentOnly && tl?.targs && this.isAliasTemplate(tt!.sym)
        ? this.aliasInstance(tt!.sym!, tl.targs, true) ?? this.typedefText(v)
        : this.typedefText(v);
    } finally {
      this.aliasSubst = save;
      this.qualifierExpansion--;
    }
    if (q === undefined) return undefined;
    if (q.startsWith("typename ")) q = q.slice(9);
    return q + "::" + this.name({ ...n, parts: n.parts.slice(1) });
  }

  /**
   * The class of a pointer to member, a typedef of a class named as that class: `int (cv< C, S>
   * ::*)(C, S)` for `int (Cv::*)(C, S)` after `using Cv = cv<C, S>;`.
   */
  private memberPointerClass(n: Name): string {
    const t = n.sym?.kind === SymKind.Typedef ? this.classTypedef(n) : undefined;
    if (t !== undefined) return t;
    const c = n.parts[0];
    if (n.parts.length === 1 && !n.global && !c.targs && c.atom >= 0) {
      const v = this.lookup(c.atom);
      if (
        v?.tdLocal && v.tdSpec !== undefined && v.tdDecl !== undefined &&
        v.tdDecl.ops.length === 0 &&
        v.tdParams === undefined && !(v.tdSpec.flags & (DS.Const | DS.Volatile)) &&
        v.tdSpec.type?.kind === NodeKind.Name && !selfNamedAlias(v, c.atom)
      ) {
        const q = this.typedefText(v);
        if (q !== undefined) return q.startsWith("typename ") ? q.slice(9) : q;
      }
    }
    return this.name(n);
  }

  /** Is the first component of `n` a namespace-scope typedef depending on nothing? */
  private plainTypedefHead(n: Name): boolean {
    const c = n.parts[0];
    if (n.parts.length < 2 || n.global || c.targs || c.atom < 0) return false;
    const v = this.lookup(c.atom);
    // (not a template-id declared in a template: a class template's member typedef may depend
    // on it, `typename T::X` after `using T = ns::Id<R<N>>;` for a member N)
    return v !== undefined && v.tdSpec !== undefined && !v.tdLocal && !v.tdDependent &&
      !v.tdTemplated && v.tdParams === undefined;
  }

  /**
   * A type named through a namespace-scope typedef of a class (`IV::iterator` after `typedef
   * V<int> IV;`, `std::string::size_type`): the qualifier is the class it names, as
   * `classTypedef` prints it, `V< int> ::iterator`, `std::__cxx11::basic_string< char> ::size_type`.
   * Undefined: not such a name (a dependent typedef, an alias template, a class member's).
   */
  private typedefQualifier(n: Name): string | undefined {
    for (let i = 0; i < n.parts.length - 1; i++) {
      const c = n.parts[i];
      if (c.atom < 0 || (c.special ?? 0) !== 0 || c.targs) return undefined;
      if (i === 0 && !n.global) {
        const v = this.lookup(c.atom);
        if (v !== undefined && (v.tdSpec === undefined || v.tdLocal || v.tdDependent)) {
          return undefined;
        }
      }
      const sym = this.namespaceMember(n, i);
      if (sym === undefined) return undefined;
      if (sym.kind === SymKind.Namespace) continue;
      if (sym.kind !== SymKind.Typedef || sym.dependent || sym.isTemplate) return undefined;
      if (sym.owner.kind !== ScopeKind.Namespace) return undefined;
      const q = this.classTypedef({ ...n, parts: n.parts.slice(0, i + 1), sym });
      return q === undefined
        ? undefined
        : q + "::" + this.name({ ...n, global: false, parts: n.parts.slice(i + 1) });
    }
    return undefined;
  }

  /**
   * A name whose qualifier is an alias template-id of a class template, in a type's template
   * argument: the qualifier is the class it names (`__gnu_cxx::__numeric_traits_integer< _IntType>
   * ::__max` for `__gnu_cxx::__int_traits<_IntType>::__max`); undefined otherwise.
   */
  private aliasQualified(n: Name): string | undefined {
    for (let i = 0; i < n.parts.length - 1; i++) {
      const c = n.parts[i];
      if (!c.targs) continue;
      const sym = this.namespaceMember(n, i);
      if (!this.isAliasTemplate(sym)) return undefined;
      const head = this.aliasInstance(sym!, c.targs, true);
      return head === undefined
        ? undefined
        : head + "::" + this.name({ ...n, global: false, parts: n.parts.slice(i + 1) });
    }
    return undefined;
  }

  /**
   * `args` as a substitution of the alias template parameters `params` when each argument is the
   * plain name of a template parameter of the enclosing template (`_TCC< _Cond>`); null otherwise.
   */
  private renamedArgs(args: Node[], params: number[]): Map<number, string> | null {
    if (args.length !== params.length || this.aliasSubst !== null) return null;
    const subst = new Map<number, string>();
    for (let i = 0; i < args.length; i++) {
      const atom = plainArgName(args[i]);
      if (params[i] < 0 || atom === undefined) return null;
      const v = this.lookup(atom);
      if (!v || !(v.tparam || v.ttparam)) return null;
      subst.set(params[i], this.atom(atom));
    }
    return subst;
  }

  /** Are `args` exactly the parameter names `params`, in order (`_TCC< _Cond> `, `X< T, U> `)? */
  private identityArgs(args: Node[], params: number[]): boolean {
    return args.length === params.length &&
      args.every((a, i) => params[i] >= 0 && plainArgName(a) === params[i]);
  }

  /**
   * The last component of type name `n`, without `template`, its class template known to
   * `classParams` (`std::ratio< 1L, 1000000L> ` beside cuda::std::ratio).
   */
  lastComponent(n: Name): string {
    const save = this.curTemplateSym;
    this.curTemplateSym = n.sym?.kind === SymKind.Class ? n.sym : undefined;
    try {
      return this.component({ ...n.parts[n.parts.length - 1], templateKw: false });
    } finally {
      this.curTemplateSym = save;
    }
  }

  /** A named type's text (`typename X< T> ::type`, `struct S`, `std::size_t`). */
  private specTypeName(spec: DeclSpec, n: Name): string {
    // (the class template it names, for `classParams`)
    const save = this.curTemplateSym;
    this.curTemplateSym = n.sym?.kind === SymKind.Class ? n.sym : undefined;
    try {
      return this.specTypeNameInner(spec, n);
    } finally {
      this.curTemplateSym = save;
    }
  }

  private specTypeNameInner(spec: DeclSpec, n: Name): string {
    let s = "";
    // (a `typename` member type found in a base that is no template is that base's)
    if (this.baseMemberType && spec.elaborated === T.KwTypename) {
      const b = this.baseMemberType(n);
      if (b !== undefined) return b;
    }
    if (spec.elaborated !== undefined && spec.elaborated !== T.KwTypename) {
      const atom = n.parts[n.parts.length - 1].atom;
      if (!this.declaredClasses.has(atom) || tagHidden(n)) {
        s += this.tok(this.keywordTok(spec)) + " ";
        this.declaredClasses.add(atom);
      }
    } else if (
      spec.elaborated === T.KwTypename && !this.concreteQualifier(n) &&
      // (not before a namespace member: `typedef __gnu_cxx::__alloc_traits< _A>  _Traits;`)
      !(n.sym?.owner.kind === ScopeKind.Namespace && n.parts.length > 1 &&
        n.parts.every((c, i) => i === n.parts.length - 1 || !c.targs))
    ) {
      s += "typename ";
    }
    // (in an explicit instantiation the types are canonical: `basic_ostream< char>  &` for
    // `ostream &`)
    // (a typedef of a plain class stays: `const half *` for `typedef __half half;`)
    if (this.canonicalTypes > 0 && spec.elaborated === undefined) {
      const c = this.classTypedef(n);
      if (c !== undefined && c.includes("<")) return s + c;
    }
    // (in a local typedef of a template, a template argument qualified by an alias template-id
    // is qualified by the class it names: `tup< typename SRW< dect< E> > ::__type...> `)
    const aq = this.localTypedefTargs > 0 && this.typeTargs > 1 &&
        spec.elaborated === T.KwTypename
      ? this.aliasQualified(n)
      : undefined;
    // (`typename` only for a dependent one: `SRW< dect< int> > ::__type`)
    if (aq !== undefined && !this.mentionsTemplateParam(n)) return aq;
    let q = aq ?? this.expandedQualifier(n) ??
      (spec.elaborated === undefined || spec.elaborated === T.KwTypename
        ? this.typedefQualifier(n)
        : undefined) ??
      (this.typeQual ? this.typeQual(n) : undefined);
    // (and none after a namespace typedef that depends on nothing: `bs< char> ::size_type` for
    // `typename string::size_type`)
    if (q !== undefined && s.endsWith("typename ") && this.plainTypedefHead(n)) {
      s = s.slice(0, -9);
    }
    // (`typename` needs a qualified name: `typename thrust::plus< T> ` keeps its qualifier)
    if (q !== undefined && s.endsWith("typename ") && !qualifiedAtTop(q)) q = undefined;
    // (and is written once: see DeclPrinter.memberTemplateOfClass)
    if (q !== undefined && s.endsWith("typename ") && q.startsWith("typename ")) q = q.slice(9);
    s += q !== undefined ? this.hiddenNsRewrite(q) : this.name(n);
    return s;
  }

  /**
   * The integer type key of `T{}` for an integral keyword type or a typedef of one (not
   * dependent), else undefined.
   */
  /**
   * The value an empty braced initializer gives an object of a scalar type that depends on
   * nothing: `0L`, `false`, `(0.0)`, `'\\000'`, the null pointer `((void (*)(int))0LL)` (its type
   * spelled without typedefs); undefined for a class or another type.
   */
  zeroValue(spec: DeclSpec, decl: Declarator): string | undefined {
    if (decl.ops.some((o) => o.op !== 0) || decl.pack) return undefined;
    const k = this.typeKey(spec, decl);
    if (k === "ptr") {
      // (without the pointer's own cv-qualifiers: `((int *)0LL)` for `int *const`)
      const ops = decl.ops.map((o, i) => i === decl.ops.length - 1 ? { ...o, cv: 0 } : o);
      const t: TypeId = {
        kind: NodeKind.TypeId,
        first: spec.first,
        last: decl.last,
        spec,
        decl: { ...decl, name: undefined, ops },
      };
      // (one of a type depending on template parameters: `T *tp{(0)};`)
      if (this.inTemplate > 0 && this.nodeMentionsParamPublic(t)) return "(0)";
      // (a typedef of a pointer to a class too: `((CUevent_st *)0LL)` for a `cudaEvent_t`)
      const text = this.canonicalTypeArg(t, 0) ?? this.classPointerTypedef(t) ??
        this.typeWithDecl(spec, t.decl, "").trimEnd();
      return "((" + text + ")0LL)";
    }
    if (decl.ops.length > 0) return undefined;
    const en = this.enumZero(spec);
    if (en !== undefined) return en;
    const suf = INT_SUFFIX[k === "unsigned" ? "unsigned int" : k];
    if (suf !== undefined) return "0" + suf;
    const z = ZERO_VALUES[k];
    // (a cast form in its own parentheses: `short s{((short)0)};`)
    return z !== undefined && z.startsWith("(") && !z.startsWith("(0") ? "(" + z + ")" : z;
  }

  /**
   * The zero of an enumeration of the current namespace whose enumerators' values are known: its
   * first enumerator of value 0 (`E e{e0};`, `G g{G::g0};`), else a cast (`F f{((F)0)};`).
   */
  private enumZero(spec: DeclSpec): string | undefined {
    const n = spec.type?.kind === NodeKind.Name ? spec.type as Name : undefined;
    const sym = n?.sym;
    if (!n || n.parts.length !== 1 || sym?.kind !== SymKind.Enum) return undefined;
    const def = sym.def as Enum | undefined;
    if (def?.kind !== NodeKind.Enum || !def.complete) return undefined;
    if (sym.owner !== (this.nsScope ?? this.globalScope)) return undefined;
    let zero: number | undefined;
    for (const e of def.enumerators) {
      const atom = (e as Enumerator).name;
      const v = this.enumValues.get(atom);
      if (v === undefined || this.enumNamesAmbiguous.has(atom)) return undefined;
      if (v === 0n && zero === undefined) zero = atom;
    }
    // (a scoped one's through its enumeration: `G g{G::g0};`)
    const q = def.scoped ? this.atom(n.parts[0].atom) + "::" : "";
    return zero !== undefined ? q + this.atom(zero) : "((" + this.atom(n.parts[0].atom) + ")0)";
  }

  private zeroInitKey(g: GenericNode): string | undefined {
    const k = this.zeroInitAnyKey(g);
    return k !== undefined && INT_SUFFIX[k === "unsigned" ? "unsigned int" : k] !== undefined
      ? k
      : undefined;
  }

  /**
   * The zero of a type with key `k` named `name`, as the constant `T{}` prints after its cast:
   * `((int8_t)'\000')`, `'\000'`, `0U` (an unsigned short's too), `((__int128)0)`, `false`;
   * undefined for another type.
   */
  private zeroLiteral(k: string, name: string): string | undefined {
    if (k === "signed char" || k === "unsigned char") return "((" + name + ")'\\000')";
    if (k === "char") return "'\\000'";
    if (k === "bool") return "false";
    if (k === "short") return "0";
    if (k === "unsigned short") return "0U";
    if (k === "__int128" || k === "unsigned __int128") return "((" + name + ")0)";
    const suf = INT_SUFFIX[k === "unsigned" ? "unsigned int" : k];
    return suf === undefined ? undefined : "0" + suf;
  }

  /**
   * A returned `T{}` of a non-dependent integral type converted to the result (in a template, of
   * another type, or deduced): the constant named by T's type as its declaration spells it,
   * `(signed short)0` for `int16_t{}`, `(unsigned)0U`, `(signed char)((signed char)'\000')`;
   * undefined otherwise.
   */
  returnedZero(e: Node, retKey: string): string | undefined {
    e = stripParens(e);
    if (e.kind !== NodeKind.FunctionalCast) return undefined;
    const g = e as GenericNode;
    const k = this.zeroInitAnyKey(g);
    if (k === undefined) return undefined;
    const rk = retKey.startsWith("signed ") && retKey !== "signed char" ? retKey.slice(7) : retKey;
    if (this.inTemplate === 0 && rk === k) return undefined;
    const t = g.type as Node;
    let canon: string | undefined;
    if (t.kind === NodeKind.Name) {
      canon = this.gxxBuiltinTypedef(t as Name);
      if (canon === undefined) {
        const b = this.builtinTypedef(t as Name);
        if (b === undefined || b.decl.ops.length > 0) return undefined;
        if (b.spec.flags & (DS.Const | DS.Volatile)) return undefined;
        canon = builtinName(b.spec.builtins, b.spec.flags);
      }
    } else {
      const spec = t.kind === NodeKind.TypeId ? (t as TypeId).spec : t as DeclSpec;
      canon = builtinName(spec.builtins, spec.flags);
    }
    if (!canon) return undefined;
    const z = this.zeroLiteral(k, canon);
    return z === undefined ? undefined : "(" + canon + ")" + z;
  }

  /** The type key of `T{}` for an integral (or bool) keyword type or a typedef of one. */
  private zeroInitAnyKey(g: GenericNode): string | undefined {
    const a = g.args ?? [];
    if (
      !g.braced || a.length !== 1 || a[0].kind !== NodeKind.InitList ||
      ((a[0] as GenericNode).list ?? []).length !== 0
    ) return undefined;
    const t = g.type as Node | undefined;
    if (!t) return undefined;
    let k: string | undefined;
    if (t.kind === NodeKind.Name) {
      const n = t as Name;
      if (
        n.sym?.kind !== SymKind.Typedef || this.isDependentName(n) || this.dependentQualified(n) ||
        this.mentionsTemplateParam(n)
      ) return undefined;
      k = this.gxxBuiltinTypedef(n) ?? this.typeKey(nameSpec(t), undefined);
    } else if (this.isKeywordType(t)) {
      const spec = t.kind === NodeKind.TypeId ? (t as TypeId).spec : t as DeclSpec;
      k = this.typeKey(spec, undefined);
    }
    // (an explicit `signed` names the same type: `signed short`)
    if (k !== undefined && k.startsWith("signed ") && k !== "signed char") k = k.slice(7);
    return k !== undefined && this.zeroLiteral(k, "") !== undefined ? k : undefined;
  }

  /**
   * The zero constants of integral types the front end shares, by type key: a value-initialized
   * one (`T{}`, `{}`) is made once per type and reused. Made where `T{}` is converted (a call's
   * argument: `t.al(std::size_t{})`) it is the cast `(unsigned long)0UL` (true); made by a `{}`
   * default argument, plain `0UL` (false). Later ones print as the first did: a `{}` default
   * argument after such a call is `(unsigned long)0UL`, such a call after the default argument
   * `0UL`.
   */
  private sharedZeros = new Map<string, boolean>();

  /**
   * A parameter's default argument `{}` for a parameter of an arithmetic or pointer type
   * (`spec`, `d`): the zero constant it is (`0UL`, `(0.0)`, `'\000'`, `false`, `(short)0`, `0`);
   * else undefined.
   */
  defaultZero(init: Node, spec: DeclSpec, d: Declarator): string | undefined {
    if (init.kind !== NodeKind.InitList || ((init as GenericNode).list ?? []).length !== 0) {
      return undefined;
    }
    if (d.ops.length > 0) return d.ops.length === 1 && d.ops[0].op === 0 ? "0" : undefined;
    if (spec.flags & DS.Volatile) return undefined;
    // (not of a type depending on the template being printed: `size_type = {}` in a class
    // template whose `size_type` is `typename _Hashtable::size_type` stays)
    const tn = spec.type?.kind === NodeKind.Name ? spec.type as Name : undefined;
    if (
      tn !== undefined &&
      (this.isDependentName(tn) || this.mentionsTemplateParam(tn) ||
        (this.inTemplate > 0 && tn.parts.length === 1 && tn.sym?.kind === SymKind.Typedef &&
          (tn.sym.dependent === true || this.dependentTypedef(tn.sym))))
    ) return undefined;
    let k = this.typeKey(spec, undefined);
    if (k === "?") k = this.typedefChainKey(spec) ?? k;
    if (k === "unsigned") k = "unsigned int";
    // (a typedef of a pointer: `ip s = 0`; an enumeration's zero enumerator, `E e = e0`)
    if (k === "ptr") return "0";
    if (!this.isArithmeticKey(k)) {
      const en = this.enumZero(spec);
      if (en !== undefined) return en;
    }
    const suf = INT_SUFFIX[k];
    if (suf === undefined) return ZERO_VALUES[k];
    const shared = this.sharedZeros.get(k);
    if (shared === undefined) this.sharedZeros.set(k, false);
    return (shared ? "(" + (k === "unsigned int" ? "unsigned" : k) + ")" : "") + "0" + suf;
  }

  /**
   * The builtin type key a type names through typedefs of other classes' members, when no
   * template parameter is involved (`typename M< int> ::size_type` when M's `size_type` is
   * `typename _Hashtable::size_type` and so on to `std::size_t`); undefined otherwise.
   */
  private typedefChainKey(spec: DeclSpec): string | undefined {
    let n = spec.type?.kind === NodeKind.Name ? spec.type as Name : undefined;
    for (let k = 0; k < 8 && n !== undefined; k++) {
      const last = n.parts[n.parts.length - 1];
      if (last.targs !== undefined || this.mentionsTemplateParam(n)) return undefined;
      let sym = n.sym;
      if (sym === undefined && k === 0 && this.nsScope !== null) {
        sym = this.typeNameSym(n, { owner: this.nsScope } as Sym);
      }
      if (sym?.kind !== SymKind.Typedef || sym.isTemplate) return undefined;
      const ts = typedefSpec(sym);
      const d = sym.decl as GenericNode | undefined;
      const ops = d?.kind === NodeKind.Typedef
        ? (d as unknown as Typedef).decl.ops
        : (d?.type as TypeId | undefined)?.decl?.ops;
      if (ts === undefined || (ops?.length ?? 0) > 0 || ts.flags & (DS.Const | DS.Volatile)) {
        return undefined;
      }
      if (ts.type === undefined) {
        const b = builtinName(ts.builtins, ts.flags);
        return LITERAL_SAME[b] ?? b;
      }
      if (ts.type.kind !== NodeKind.Name) return undefined;
      const tn = ts.type as Name;
      sym = this.typeNameSym(tn, sym);
      if (sym === undefined) return undefined;
      n = { ...tn, sym };
    }
    return undefined;
  }

  /**
   * Initializing an `auto` variable that is not a static data member: a non-type template
   * parameter of placeholder type is not converted there (`auto y = v;`, but `static constexpr
   * auto value = (v);` in a class template).
   */
  autoInit = false;
  /** Printing an initializer (`Ctx.Init`): `int{}` is `(int)0` there. */
  initCtx = false;
  /** Depth of argument lists of calls the template leaves unresolved. */
  private depCallArgs = 0;

  /** The type keys of the members of the aggregate whose braced list is printed. */
  initFieldKeys: string[] | undefined;

  /**
   * The type keys of the non-static data members of the class `spec` names, when it is an
   * aggregate outside templates (no constructors, bases or virtual functions); else undefined.
   */
  aggregateKeys(spec: DeclSpec): string[] | undefined {
    if (this.inTemplate) return undefined;
    const c = this.specClass(spec);
    const def = c && c !== "dep" ? c.sym?.def : undefined;
    if (def?.kind !== NodeKind.Class || (def as Class).bases.length > 0) return undefined;
    const keys: string[] = [];
    const names: number[] = [];
    const fields: Variable[] = [];
    this.fieldNames.set(keys, names);
    this.fieldDecls.set(keys, fields);
    const self = c && c !== "dep" ? c.sym?.name : -1;
    // (a specialization's members of a template type parameter's type have the argument's:
    // `{(1), (2)}` for an `SA< float, 2>`'s `T e[N]`)
    const tn = spec.type?.kind === NodeKind.Name ? spec.type as Name : undefined;
    const targs = tn?.parts[tn.parts.length - 1].targs;
    const cls = c && c !== "dep" ? c.sym : null;
    const elemKeys: (string | undefined)[] = [];
    this.fieldElemKeys.set(keys, elemKeys);
    for (const m of (def as Class).members) {
      const ds = m.kind === NodeKind.SimpleDecl ? (m as SimpleDecl).decls : [m];
      for (const d of ds) {
        if (d.kind === NodeKind.Function) {
          const f = d as Function;
          const nm = f.decl.name;
          if (f.spec.flags & DS.Virtual) return undefined;
          if (nm && nm.parts[nm.parts.length - 1].atom === self) return undefined;
          continue;
        }
        if (d.kind !== NodeKind.Variable) continue;
        const v = d as Variable;
        if (v.spec.flags & DS.Static) continue;
        // (an unnamed bit-field is no member to initialize: `{(1), true}` after `unsigned : 0;`)
        if (!v.decl.name && (v.decl.bitWidth ?? (v as Variable & { bitWidth?: Node }).bitWidth)) {
          continue;
        }
        const vt = v.spec.type as Name | undefined;
        const arg = targs && cls && vt?.kind === NodeKind.Name &&
            vt.sym?.kind === SymKind.TemplateTypeParam && vt.parts.length === 1 &&
            (v.spec.flags & (DS.Const | DS.Volatile)) === 0
          ? this.classTypeArg(cls, vt.sym, targs)
          : undefined;
        const argKey = arg === undefined ? undefined : this.typeKey(arg.spec, arg.decl);
        keys.push(
          argKey !== undefined && v.decl.ops.length === 0 ? argKey : this.typeKey(v.spec, v.decl),
        );
        elemKeys.push(
          argKey !== undefined && v.decl.ops.length > 0 && v.decl.ops.every((o) => o.op === 4)
            ? argKey
            : undefined,
        );
        names.push(v.decl.name?.parts[0].atom ?? -1);
        fields.push(v);
      }
    }
    return keys;
  }

  /**
   * The argument class template `cls`'s type parameter `param` has in the arguments `targs` of
   * one of its specializations, when it is a type that depends on nothing (no pack before it);
   * else undefined.
   */
  private classTypeArg(cls: Sym, param: Sym, targs: Node[]): TypeId | undefined {
    const params = this.classTemplatesBySym.get(cls.primary ?? cls) as TemplateParam[] | undefined;
    const i = params?.findIndex((p) =>
      p.kind === NodeKind.TemplateTypeParam && p.name === param.name
    );
    if (i === undefined || i < 0 || params!.slice(0, i + 1).some((p) => p.pack)) return undefined;
    const a = targs[i];
    return a?.kind === NodeKind.TypeId && !this.dependentArg(a) ? a as TypeId : undefined;
  }

  /**
   * Is `e` a braced temporary of an aggregate class (`S{1}`, not `Q{1}` by a constructor) of a
   * type not depending on the template?
   */
  aggregateTemporary(e: Node): boolean {
    const g = e as GenericNode;
    // (also `D()` for an aggregate with a default member initializer: `(D()).v`; not `E()`
    // without one, which is zero-initialized)
    const parens = !g.braced && (g.args ?? []).length === 0;
    if (
      e.kind !== NodeKind.FunctionalCast || (!g.braced && !parens) ||
      g.type?.kind !== NodeKind.Name
    ) return false;
    if (this.inTemplate && (this.typeDependent(e) || this.mentionsParamTokens(g.type))) {
      return false;
    }
    const save = this.inTemplate;
    this.inTemplate = 0;
    try {
      const spec = nameSpec(g.type);
      const keys = this.aggregateKeys(spec);
      if (keys !== undefined && !parens) return true;
      // (a class whose default constructor is implicit and not trivial: `(S()).run()` for a
      // class with a default member initializer, a virtual function or such a base; a braced
      // aggregate with bases, `(PD{}).val()`)
      const c = this.specClass(spec);
      const def = c && c !== "dep" ? c.sym?.def : undefined;
      if (def?.kind !== NodeKind.Class) return false;
      // (braced, with bases: only one with default member initializers of its own; not
      // `__cccl_nvfp16_manip_helper{__v}.__x`, which only names its base's member)
      if (!parens) {
        return (def as Class).bases.length > 0 && this.implicitCtorClass(def as Class, 0) > 0 &&
          dataMembers(def as Class).some((d) => d.init !== undefined);
      }
      return this.implicitCtorClass(def as Class, 0) === 2;
    } finally {
      this.inTemplate = save;
    }
  }

  /**
   * How class `c` is default-constructed when it declares no constructor: 2 by an implicit
   * non-trivial constructor (a default member initializer, a virtual function, or a base
   * needing one or declaring its own), 1 trivially; 0 when it declares constructors, -1 when
   * not known.
   */
  private implicitCtorClass(c: Class, depth: number): number {
    if (depth > 8) return -1;
    if (c.bases.some((b) => b.virtual)) return 2;
    if (c.members.some((m) => m.kind === NodeKind.Template)) return -1;
    if (declaresConstructor(c)) return 0;
    let r = someMemberFunction(c, (f) => (f.spec.flags & DS.Virtual) !== 0) ||
        dataMembers(c).some((v) => v.init !== undefined)
      ? 2
      : 1;
    for (const b of c.bases) {
      const bd = plainBaseDef(b.name);
      if (bd === undefined) return -1;
      const k = this.implicitCtorClass(bd, depth + 1);
      if (k < 0) return -1;
      // (a base with a constructor of its own makes ours non-trivial too)
      if (k === 0 || k === 2) r = 2;
    }
    return r;
  }

  /** The member names of the key lists `aggregateKeys` made (for designated initializers). */
  private fieldNames = new WeakMap<string[], number[]>();
  /** The element types' keys of array members given by a template argument, by key list. */
  private fieldElemKeys = new WeakMap<string[], (string | undefined)[]>();
  /** The member declarations of those key lists (for nested braces). */
  private fieldDecls = new WeakMap<string[], Variable[]>();

  /**
   * Prints braced element `x` initializing member `i` of an aggregate with keys `fk`: a nested
   * list gets that member's own keys (`{1, {(0), (0)}}` for a member of a struct of floats).
   */
  private nestedElement(x: Node, fk: string[] | undefined, i: number, print: () => string): string {
    // (an array member's elements convert to its element type: `{{(0), (0)}, 1}` for an
    // `unsigned g[2]`)
    if (x.kind === NodeKind.InitList && fk?.[i] === "arr") {
      const a = this.fieldDecls.get(fk)?.[i];
      if (a === undefined) return print();
      const ek = this.fieldElemKeys.get(fk)?.[i] ??
        this.typeKey(a.spec, { ...a.decl, ops: a.decl.ops.filter((o) => o.op !== 4) });
      const save = this.initElemType;
      this.initElemType = this.isArithmeticKey(ek) || ek === "ptr" ? ek : "?";
      try {
        return print();
      } finally {
        this.initElemType = save;
      }
    }
    const v = x.kind === NodeKind.InitList && fk?.[i] === "class"
      ? this.fieldDecls.get(fk)?.[i]
      : undefined;
    if (v === undefined || v.decl.ops.length > 0) return print();
    const save = this.initFieldKeys;
    this.initFieldKeys = this.aggregateKeys(v.spec);
    try {
      return print();
    } finally {
      this.initFieldKeys = save;
    }
  }

  /**
   * A designated initializer `.a = x` of an aggregate whose member keys are `fk`: the value
   * converted to the member's type (`.y = (2)` for a float), undefined when not that form.
   */
  private designated(x: Node, fk: string[] | undefined): string | undefined {
    const g = x as GenericNode;
    // (an array element's: `[0] = 1`, GNU `[1 ... 3] = 0`)
    if (
      this.tb.kind[x.first] === T.LBracket && g.lhs && g.expr &&
      this.tb.kind[g.expr.first - 1] === T.Assign
    ) {
      return "[" + this.expr(g.lhs, Ctx.Top) + (g.rhs ? " ... " + this.expr(g.rhs, Ctx.Top) : "") +
        "] = " + this.converted(g.expr, this.initElemType, Ctx.Top);
    }
    const path = g.list as unknown as number[] | undefined;
    if (!path || path.length !== 1 || !g.expr) return undefined;
    // (only `. name =`: no array designators, no braced value without `=`)
    const tb = this.tb;
    if (
      tb.kind[x.first] !== T.Dot || tb.kind[x.first + 1] !== T.Identifier ||
      tb.kind[x.first + 2] !== T.Assign || x.first + 3 !== g.expr.first
    ) return undefined;
    const names = fk ? this.fieldNames.get(fk) : undefined;
    const i = names ? names.indexOf(path[0]) : -1;
    let key = i >= 0 ? fk![i] : "?";
    // (a string for a pointer member in a block is not converted: `.name = "sim"`)
    if (key === "ptr" && this.blockLevel() > 0 && this.literalType(g.expr) === "string") key = "?";
    return "." + this.atom(path[0]) + " = " + this.converted(g.expr, key, Ctx.Top);
  }

  /**
   * Is element `x` of a variable's braced initializer in a template converted from a dependent
   * type, and so parenthesized: an operation that is (`(&k)`, `(-k)` for a `K k`, see
   * `convertsFromDependent`), or as a pack expansion's pattern (`pack`), a name or call
   * (`(a)...`, `(std::forward< A> (a))...`)?
   */
  private dependentElement(x: Node, pack = false): boolean {
    if (x.kind === NodeKind.Paren || x.kind === NodeKind.PackExpansion) return false;
    // (not a template parameter pack, a constant: `dims{Dims...}`)
    if (pack && x.kind === NodeKind.Ident) {
      const n = (x as GenericNode).name as Name | undefined;
      return !(n?.parts.length === 1 && this.lookup(n.parts[0].atom)?.tparam);
    }
    if (pack && x.kind === NodeKind.Call) return true;
    return this.convertsFromDependent(x);
  }

  /** Does `x` name a function parameter pack (`args`)? */
  private parameterPack(x: Node): boolean {
    const n = x.kind === NodeKind.Ident ? (x as GenericNode).name as Name | undefined : undefined;
    const v = n?.parts.length === 1 && !n.global ? this.lookup(n.parts[0].atom) : undefined;
    return v !== undefined && !v.tparam && !v.member;
  }

  /** The braced list printed initializes a variable (not an array): see `InitList`. */
  varBraces = false;

  /** The arithmetic element type of the array whose braced initializer is printed ("?"). */
  initElemType = "?";
  /** The member keys of an array's aggregate element type, for its braced initializer. */
  initElemKeys: string[] | undefined = undefined;
  /** The type key a string literal element of the braced list being printed initializes. */
  initStrTarget: string | undefined;

  /** Is `k` an arithmetic builtin type key? */
  isArithmeticKey(k: string): boolean {
    return RANKS.includes(rankKey(k));
  }

  /** Depth of type names being printed (their template arguments take no `template`). */
  private typeTargs = 0;

  /** Printing a local typedef's type in a template (see specTypeName). */
  localTypedefTargs = 0;

  /** Printing a base-specifier's class name (see aliasQualified). */
  baseClause = 0;

  private keywordTok(spec: DeclSpec): number {
    for (let i = spec.first; i <= spec.last; i++) {
      const k = this.tb.kind[i];
      if (k === T.KwStruct || k === T.KwClass || k === T.KwUnion || k === T.KwEnum) return i;
    }
    return spec.first;
  }

  /**
   * Declarator text around `inner` (the name, possibly empty): `*p`, `(*fp)(int)`, `a[3]`.
   * `params` prints one function parameter list.
   */
  declarator(d: Declarator, inner: string, params?: (op: DeclaratorOp) => string): string {
    // (standard attributes after the name, as written: `bool f [[nodiscard]](int a)`)
    let s = d.idAttrs !== undefined && inner !== "" ? inner + " " + this.idAttrText(d) : inner;
    let prefix = false;
    for (const op of d.ops) {
      switch (op.op) {
        case 0:
        case 1:
        case 2:
        case 3: {
          let p = op.op === 0 ? "*" : op.op === 1 ? "&" : op.op === 2 ? "&&" : "";
          if (op.op === 3) {
            const c = op.cls;
            p = (c
              ? (c.kind === NodeKind.Name
                ? this.memberPointerClass(c as Name)
                : this.fallbackJoined(c).replace(/::$/, ""))
              : "") +
              "::*";
          }
          const cv = op.cv ?? 0;
          let q = "";
          if (cv & DS.Const) q += "const ";
          if (cv & DS.Volatile) q += "volatile ";
          if (cv & DS.Restrict) q += "__restrict__ ";
          // (an abstract one ends at its qualifier: `W< int *const> `, `int (*const)(int)`)
          // (a parameter declared an array of such pointers has one more space: `char *const
          // __argv[]`)
          s = s === "" ? p + q.trimEnd() : p + q +
            (this.paramDecl > 0 && q !== "" && s.endsWith("]") && !/^[ (]/.test(s) ? " " : "") +
            s;
          // a pointer to member is parenthesized: `_Tp (_Cp::*)`, `_Res (_Class::*_MemPtr)`
          if (op.op === 3 && d.ops[d.ops.length - 1] === op) {
            s = "(" + s.trimEnd() + ")";
          }
          prefix = true;
          break;
        }
        case 4:
          if (prefix) s = "(" + s + ")";
          s += "[" + (op.bound ? this.arrayBound(op.bound) : op.boundText ?? "") + "]";
          prefix = false;
          break;
        case 5: {
          // (a function type behind a pointer has `(void)` for no parameters: `void (*h)(void)`)
          // (and a function type named or written alone: `typedef int F(void);`, `W< R (void)> `;
          // not its parameters' own)
          const named = this.functionTypeDecl > 0;
          this.functionTypeDecl = 0;
          let pl: string;
          try {
            pl = params ? params(op) : this.paramList(op);
          } finally {
            if (named) this.functionTypeDecl = 1;
          }
          if ((prefix || s === "" || named) && !params && pl === "()" && !op.variadic) {
            pl = "(void)";
          }
          if (prefix) s = "(" + s + ")";
          s += pl;
          const cv = op.cv ?? 0;
          if (cv & DS.Const) s += " const";
          if (cv & DS.Volatile) s += " volatile";
          if (op.refQual === 1) s += " &";
          else if (op.refQual === 2) s += " &&";
          if (op.requires) s += " requires (" + this.exprInner(op.requires) + ")";
          if (op.except) {
            const kw = this.tok(op.except.tok);
            if (kw === "noexcept") {
              s += op.except.expr
                ? " noexcept(" + this.expr(op.except.expr, Ctx.Top) + ")"
                : " noexcept";
            } else s += " throw()";
          }
          prefix = false;
          break;
        }
      }
    }
    return s;
  }

  /** `(int a, int b)`; `(void)` → `()`. */
  paramList(op: DeclaratorOp, unnamed?: () => string): string {
    const ps = op.params ?? [];
    const parts: string[] = [];
    for (const p of ps) {
      if (p.kind !== NodeKind.Param) continue;
      const pp = p as Param;
      if (
        ps.length === 1 && pp.decl.ops.length === 0 && !pp.decl.name &&
        pp.spec.type === undefined && builtinName(pp.spec.builtins, pp.spec.flags) === "void"
      ) {
        // a prototype keeps `(void)` in the parameter types of its parameters
        if (this.proto) parts.push("void");
        break;
      }
      parts.push(this.param(pp, unnamed));
    }
    if (op.variadic) parts.push("...");
    return "(" + parts.join(", ") + ")";
  }

  /** Printing a function parameter's declarator (see declarator). */
  paramDecl = 0;

  param(p: Param, unnamed?: () => string): string {
    this.paramDecl++;
    try {
      return this.paramInner(p, unnamed);
    } finally {
      this.paramDecl--;
    }
  }

  private paramInner(p: Param, unnamed?: () => string): string {
    if (this.fnTypeArg > 0 && !p.decl.name && !p.decl.pack && !p.init) {
      const t = {
        kind: NodeKind.TypeId,
        first: p.first,
        last: p.last,
        spec: p.spec,
        decl: p.decl,
      } as TypeId;
      const c = this.canonicalTypeArg(t, 0) ?? this.classPointerTypedef(t) ?? this.enumTypedef(t);
      if (c !== undefined) return c;
    }
    let nm = p.decl.name ? this.name(p.decl.name) : (unnamed ? unnamed() : "");
    // (an unnamed pack after a pointer or reference is spaced: `A && ...`)
    if (p.decl.pack) nm = (nm === "" && p.decl.ops.length > 0 ? " ..." : "...") + nm;
    // prototype style: `void * __arg`
    if (this.proto && p.decl.name && p.decl.ops.length > 0) nm = " " + nm;
    let s = this.typeWithDecl(p.spec, p.decl, nm);
    // (a prototype's `__null` default for a pointer is printed as the constant it converts to)
    if (p.init) {
      s += " = " +
        (this.proto && this.isGnuNull(p.init) && p.decl.ops.some((o) => o.op === 0)
          ? "0"
          : this.nullPointerCast(p.init)
          ? "0"
          : this.defaultZero(p.init, p.spec, p.decl) ?? this.expr(p.init, Ctx.Top));
    }
    return s;
  }

  /**
   * Is `e` a cast of the literal 0 to a pointer type (`static_cast< const void *>(0)`,
   * `(int *)0`)? As a default argument the binary prints the null pointer constant, `0`.
   */
  nullPointerCast(e: Node): boolean {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    if (e.kind !== NodeKind.Cast && e.kind !== NodeKind.NamedCast) return false;
    if (e.kind === NodeKind.NamedCast && this.tb.kind[e.first] !== T.KwStaticCast) return false;
    const t = (e as GenericNode).type as TypeId | undefined;
    if (!t || t.kind !== NodeKind.TypeId || t.decl.ops.length !== 1 || t.decl.ops[0].op !== 0) {
      return false;
    }
    let x = (e as GenericNode).expr!;
    while (x.kind === NodeKind.Paren && (x as GenericNode).expr) x = (x as GenericNode).expr!;
    return x.kind === NodeKind.IntLit && parseIntLiteral(this.tok(x.first)).value === 0n;
  }

  /** `int *p`, `char *` (abstract), `const char *s`. */
  typeWithDecl(spec: DeclSpec, d: Declarator, inner: string): string {
    const t = this.specType(spec);
    const dd = this.declarator(d, inner);
    if (dd === "") return t;
    return t + " " + dd;
  }

  typeId(t: TypeId): string {
    if (t.kind !== NodeKind.TypeId) return this.fallback(t);
    return this.typeWithDecl(t.spec, t.decl, "") + (t.decl.pack ? "..." : "");
  }

  /** Simple type key of a declared entity (used to decide literal-conversion parentheses). */
  /** Typedefs followed by `typeKey` (a guard against cycles). */
  private typeKeyDepth = 0;

  typeKey(spec: DeclSpec, d: Declarator | undefined): string {
    if (d) {
      for (const op of d.ops) {
        if (op.op === 0 || op.op === 3) return "ptr";
        if (op.op === 4) return "arr";
        if (op.op === 5) return "fn";
      }
    }
    if (spec.type === undefined) {
      const b = builtinName(spec.builtins, spec.flags);
      return LITERAL_SAME[b] ?? b;
    }
    if (spec.type.kind === NodeKind.Name) {
      const n = spec.type as Name;
      const sym = n.sym;
      if (n.parts.length === 1) {
        const v = this.lookup(n.parts[0].atom);
        // (not another typedef of that name the printer saw: `std::pmr::string` for the
        // `string` a function of std::__cxx11 returns)
        const td = sym?.kind === SymKind.Typedef
          ? (sym.decl as (Node & { spec?: DeclSpec }) | undefined)?.spec
          : undefined;
        if (
          v && v.type.startsWith("typedef:") &&
          (td === undefined || v.tdSpec === undefined || v.tdSpec === td)
        ) return v.type.slice(8);
      }
      if (sym && !this.isDependentName(n)) {
        if (sym.kind === SymKind.Class) return "class";
        // (a typedef of a dependent type is not known: `iterator` in vector; but see
        // baseTemplateArg)
        if (sym.kind === SymKind.Typedef && sym.dependent === true) {
          const td = sym.decl as (Node & { spec?: DeclSpec }) | undefined;
          const arg = this.typeKeyDepth >= 8
            ? undefined
            : td?.kind === NodeKind.Typedef && td.spec
            ? this.baseTemplateArg(sym, td.spec) ?? this.specializationTypedefArg(n)
            : this.specializationTypedefArg(n);
          if (arg === undefined) return "?";
          this.typeKeyDepth++;
          try {
            return this.typeKey(arg.spec, arg.decl);
          } finally {
            this.typeKeyDepth--;
          }
        }
        if (sym.kind === SymKind.Typedef && sym.target?.kind === SymKind.Class) {
          // (not a specialization with dependent arguments: `iterator` in vector is
          // `__normal_iterator< pointer, vector> `)
          return this.dependentTypedef(sym) ? "?" : "class";
        }
        // a typedef of a builtin type the printer has not seen here: `std::int64_t` is long,
        // `size_type` in an out-of-class member definition is unsigned long
        const td = sym.kind === SymKind.Typedef && this.typeKeyDepth < 8
          ? sym.decl as (Node & { spec?: DeclSpec; decl?: Declarator }) | undefined
          : undefined;
        if (td?.kind === NodeKind.Typedef && td.spec && td.decl) {
          this.typeKeyDepth++;
          try {
            return this.typeKey(td.spec, td.decl);
          } finally {
            this.typeKeyDepth--;
          }
        }
        // (an alias too: `_Manager_type` of `_Function_base`, a pointer)
        const at = td?.kind === NodeKind.Alias ? (td as GenericNode).type as TypeId : undefined;
        if (
          at?.kind === NodeKind.TypeId && !sym.isTemplate && at.spec.elaborated !== T.KwTypename &&
          spec.elaborated !== T.KwTypename && !n.parts.some((c) => c.targs)
        ) {
          this.typeKeyDepth++;
          try {
            return this.typeKey(at.spec, at.decl);
          } finally {
            this.typeKeyDepth--;
          }
        }
      }
    }
    if (spec.type.kind === NodeKind.Class) return "class";
    return "?";
  }

  // ------------------------------------------------------------------------------- expressions

  /** Type key of a literal expression, or undefined when `e` is not a literal. */
  literalType(e: Node): string | undefined {
    switch (e.kind) {
      case NodeKind.Call:
        // (GCC's `__builtin_constant_p(x)` is folded to an int: see `builtinConstantP`)
        return this.builtinConstantP(e as GenericNode) !== undefined ? "int" : undefined;
      case NodeKind.IntLit: {
        const l = parseIntLiteral(this.tok(e.first));
        // (a user-defined literal is a call, parenthesized by itself: `(42_i)`)
        if (l.udSuffix) return undefined;
        return LITERAL_SAME[l.type] ?? l.type;
      }
      case NodeKind.FloatLit: {
        const s = this.tok(e.first);
        if (isUdFloat(s)) return undefined;
        const c = s[s.length - 1];
        return c === "f" || c === "F" ? "float" : c === "l" || c === "L" ? "long double" : "double";
      }
      case NodeKind.CharLit: {
        const t = this.tok(e.first);
        if (t.charCodeAt(t.length - 1) !== 39) return undefined; // (`'x'_up`)
        if (t.startsWith("L")) return "wchar_t";
        if (t.startsWith("u8")) return "char8_t";
        if (t.startsWith("u")) return "char16_t";
        if (t.startsWith("U")) return "char32_t";
        return parseCharLiteral(t).chars.length > 1 ? "int" : "char";
      }
      case NodeKind.SizeofExpr:
      case NodeKind.SizeofType:
      case NodeKind.AlignofExpr:
      case NodeKind.AlignofType:
      case NodeKind.Offsetof:
        return "unsigned long";
      case NodeKind.BoolLit:
        return "bool";
      case NodeKind.StringLit:
        return "string";
      case NodeKind.NullptrLit:
        return "nullptr";
      case NodeKind.Unary: {
        const g = e as GenericNode;
        if (g.op === T.Minus || g.op === T.Plus) {
          const t = this.literalType(g.expr!);
          if (t !== undefined && t !== "string" && t !== "nullptr" && t !== "bool") {
            return t === "char" ? "int" : t;
          }
        }
        return undefined;
      }
      case NodeKind.Paren:
        return (e as GenericNode).expr ? this.literalType((e as GenericNode).expr!) : undefined;
      case NodeKind.Ident: {
        if (this.isGnuNull(e)) return "long";
        // (a non-type template parameter is converted like a literal: `unsigned u = (BM);`,
        // `u * (BM)` for `int BM`)
        const n = (e as GenericNode).name as Name | undefined;
        if (this.inTemplate === 0 || !n || n.parts.length !== 1 || n.global) return undefined;
        const v = this.lookup(n.parts[0].atom);
        return v?.tparam && this.isArithmeticKey(v.type) ? v.type : undefined;
      }
    }
    return undefined;
  }

  /**
   * In a template, is `e` (initializing an object of a dependent type) printed as a conversion,
   * in parentheses? Observed on the binary: a unary operation (`T a = (-x);`), an arithmetic
   * operation or conditional whose operands are literals, casts or operations (`((-x) + 1)`,
   * `(((T)1) / ((T)2))`, but `x * 2`, `(-x) / x`, `f(x) - f(y)`), an element of a static array (`(tab[0])`); in a braced list also
   * literals and casts (`{((T)1), (-x), x}`), at the top not (`T h = (T)i;`).
   */
  convertsToDependent(e: Node, top = true): boolean {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    const g = e as GenericNode;
    switch (e.kind) {
      case NodeKind.Unary:
        // (the indirection of an unresolved member, or of an object of a dependent type that is
        // not declared a pointer, an operator call: `(*__first)` for `_InputIterator __first`)
        if (g.op === T.Star) {
          return this.unresolvedMember(g.expr!) || this.dependentNonPointer(g.expr!);
        }
        if (g.op === T.Amp || g.op === T.PlusPlus || g.op === T.MinusMinus) {
          return this.typeDependent(g.expr!);
        }
        return g.op === T.Minus || g.op === T.Plus || g.op === T.Exclaim || g.op === T.Tilde;
      case NodeKind.Postfix:
        return this.typeDependent(g.expr!);
      case NodeKind.Binary:
        // (a shift too: `((-x) << 3)`)
        return (ARITH_OPS.has(g.op!) || g.op === T.LessLess || g.op === T.GreaterGreater) &&
          this.valueOperand(g.lhs!) && this.valueOperand(g.rhs!);
      case NodeKind.Conditional:
        return g.lhs !== undefined && this.valueOperand(g.lhs) && this.valueOperand(g.rhs!);
      case NodeKind.Index: {
        const b = g.expr!;
        const n = b.kind === NodeKind.Ident
          ? (b as GenericNode).name as Name | undefined
          : undefined;
        const v = n && n.parts.length === 1 ? this.lookup(n.parts[0].atom) : undefined;
        return v !== undefined && v.type === "arr" && v.global === true;
      }
      case NodeKind.IntLit:
      case NodeKind.FloatLit:
      case NodeKind.CharLit:
      case NodeKind.Cast:
      case NodeKind.FunctionalCast:
        return !top;
    }
    return false;
  }

  /**
   * In a template, is `e` a value-initialized temporary of a type the template does not know:
   * `T()`, `T{}`?
   */
  private dependentValueInit(e: Node): boolean {
    if (e.kind !== NodeKind.FunctionalCast || this.inTemplate === 0) return false;
    const g = e as GenericNode;
    // (`T{1}` is converted into an `int` in parentheses but copied bare into an `auto`: not
    // modelled)
    const args = g.braced ? ((g.args?.[0] as GenericNode | undefined)?.list ?? []) : g.args ?? [];
    if (args.length > 0) return false;
    const t = g.type as Node | undefined;
    // (of a type the template does not know, not a class template's specialization: `W< T> {}`
    // stays bare)
    const tn = t?.kind === NodeKind.TypeId ? (t as TypeId).spec.type : t;
    if (tn?.kind === NodeKind.Name && (tn as Name).parts.at(-1)?.targs) return false;
    const spec = t?.kind === NodeKind.TypeId
      ? (t as TypeId).spec
      : t?.kind === NodeKind.Name
      ? nameSpec(t)
      : undefined;
    return spec !== undefined && this.dependentSpec(spec);
  }

  /**
   * In a template, is `e` (initializing an object of a non-dependent type) printed as a
   * conversion, in parentheses? When its type depends on template parameters, as
   * `convertsToDependent` decides, and also for the address, increment and decrement of a
   * dependent object (`(&a)`, `(a++)`) and the indirection of an unresolved member
   * (`(*(__b._M_p))`; but `*p` for `T *p`). Observed on the binary.
   */
  convertsFromDependent(e: Node): boolean {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    if (this.inTemplate === 0) return false;
    // (a dependent type's value-initialization, `int n = (T());`, `(T{})`, and a cast of one,
    // `((int)T())`; not a conversion `T(x)`, printed `(T)x`)
    if (this.dependentValueInit(e)) return true;
    if (
      (e.kind === NodeKind.Cast || e.kind === NodeKind.NamedCast) && (e as GenericNode).expr &&
      this.dependentValueInit(stripParens((e as GenericNode).expr!))
    ) return true;
    // (a static or reinterpret cast of an operand of a dependent type: `char *ptr =
    // (reinterpret_cast< char *>(&temp_storage));`)
    if (
      e.kind === NodeKind.NamedCast &&
      ((e as GenericNode).op === T.KwStaticCast || (e as GenericNode).op === T.KwReinterpretCast)
    ) {
      const x = (e as GenericNode).expr && stripParens((e as GenericNode).expr!);
      // (of an object's address: `static_cast< nt *>(t._M_nxt)` stays)
      if (!x || x.kind !== NodeKind.Unary || (x as GenericNode).op !== T.Amp) return false;
      const o = (x as GenericNode).expr;
      return o !== undefined && this.typeDependent(o);
    }
    if (!this.typeDependent(e)) return false;
    if (e.kind === NodeKind.Comma) return true;
    return e.kind !== NodeKind.Conditional && this.convertsToDependent(e);
  }

  /** Is `e` a variable of a dependent type declared without pointer or array declarators? */
  private dependentNonPointer(e: Node): boolean {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    if (e.kind !== NodeKind.Ident) return false;
    const n = (e as GenericNode).name as Name | undefined;
    if (!n || n.parts.length !== 1 || n.global) return false;
    const v = this.lookup(n.parts[0].atom);
    return v?.depType === true && v.decl !== undefined &&
      v.decl.ops.every((o) => o.op === 1 || o.op === 2);
  }

  /** Is `e` a call whose callee depends on template parameters (`T::f()`, `t.f()`)? */
  dependentCall(e: Node): boolean {
    if (e.kind !== NodeKind.Call) return false;
    const c = (e as GenericNode).expr!;
    if (c.kind === NodeKind.Member) return this.typeDependent(c);
    if (c.kind !== NodeKind.Ident) return false;
    const n = (c as GenericNode).name as Name | undefined;
    return n !== undefined && (this.isDependentName(n) || this.dependentQualified(n));
  }

  /**
   * In a template, is `e` a call of a non-static member function of the class being printed
   * named without `this->` (`pos(k)`)? Its value initializing an `auto` variable is of a
   * dependent type to the front end (`auto r = pos(k); use((r.first));`), unlike `this->pos(k)`
   * or a static member's.
   */
  implicitThisCall(e: Node): boolean {
    if (!this.inTemplate || !this.bodyClass || e.kind !== NodeKind.Call) return false;
    const c = (e as GenericNode).expr!;
    if (c.kind !== NodeKind.Ident) return false;
    const n = (c as GenericNode).name as Name | undefined;
    if (!n || n.kind !== NodeKind.Name || n.parts.length !== 1 || n.global) return false;
    const sym = n.sym;
    if (!sym || sym.kind !== SymKind.Function || sym.fnStatic || sym.fnDecls === 0) return false;
    if (sym.owner !== this.bodyClass) return false;
    const v = this.lookup(n.parts[0].atom);
    return v === undefined || v.type === "fn";
  }

  /**
   * Might a call depend on template parameters? Only a call without explicit template arguments
   * whose arguments are literals or variables of known, non-dependent types is certainly not.
   */
  private dependentCallArgs(g: GenericNode): boolean {
    const n = g.expr?.kind === NodeKind.Ident ? (g.expr as GenericNode).name as Name : undefined;
    // (explicit template arguments only when none depends: `cg::part<32>(b)`)
    if (n === undefined || n.parts.some((c) => c.targs?.some((a) => this.dependentArg(a)))) {
      return true;
    }
    return this.someArgDependent(g.args ?? []);
  }

  /** Is some argument not a literal or a variable of a known type (see dependentCallArgs)? */
  private someArgDependent(args: Node[]): boolean {
    return !args.every((a) => {
      // (a size too: `literalType` gives `sizeof(_Tp)` its size_t)
      if (this.literalType(a) !== undefined) return true;
      // (a temporary of a class that depends on nothing, made of such arguments:
      // `cg::plus< float> ()`)
      if (a.kind === NodeKind.FunctionalCast) {
        const t = (a as GenericNode).type as Node | undefined;
        return t?.kind === NodeKind.Name && (t as Name).sym?.kind === SymKind.Class &&
          !this.isDependentName(t as Name) && !this.mentionsTemplateParam(t as Name) &&
          !this.someArgDependent((a as GenericNode).args ?? []);
      }
      // (a cast to a type of keywords: `::cuda::std::__4::ceil((double)__x)` is resolved where
      // the template is defined)
      if (a.kind === NodeKind.Cast || a.kind === NodeKind.NamedCast) {
        const t = (a as GenericNode).type as TypeId | undefined;
        return t?.kind === NodeKind.TypeId && t.spec.type === undefined &&
          t.spec.builtins.length > 0;
      }
      // (a call of a namespace function with such arguments: `ln::mk(p, ln::lay(m))`)
      if (a.kind === NodeKind.Call) {
        const c = stripParens((a as GenericNode).expr!);
        const cn = c.kind === NodeKind.Ident ? (c as GenericNode).name as Name : undefined;
        return cn !== undefined && cn.sym?.kind === SymKind.Function &&
          cn.sym.owner.kind === ScopeKind.Namespace && !this.isDependentName(cn) &&
          !this.mentionsTemplateParam(cn) && !this.dependentCallArgs(a as GenericNode);
      }
      if (a.kind !== NodeKind.Ident) return false;
      const an = (a as GenericNode).name as Name | undefined;
      const v = an?.parts.length === 1 ? this.lookup(an.parts[0].atom) : undefined;
      return v !== undefined && v.type !== "?" && !v.depType && !v.tparam && !v.valueDep;
    });
  }

  /** Does the type of `e` depend on template parameters, as far as the printer can tell? */
  /**
   * `a::b::` for namespace scope `s` (`""` for the global one), undefined for any other scope
   * or one inside an unnamed namespace.
   */
  private namespacePath(s: Scope): string | undefined {
    let out = "";
    for (let c: Scope | null = s; c !== null && c.parent !== null; c = c.parent) {
      if (c.kind !== ScopeKind.Namespace || !c.sym) return undefined;
      const t = this.atom(c.sym.name);
      if (t === "") return undefined;
      out = t + "::" + out;
    }
    return out;
  }

  /** Set while the declaration printer prints a declarator's name. */
  declaredName = false;

  /** Set by the declaration printer: the standard attributes in `attrs`, `[[nodiscard]]`. */
  stdAttrs: (attrs: readonly Attribute[]) => string = () => "";

  /** The standard attributes written right after `d`'s name: `[[nodiscard]]`. */
  idAttrText(d: Declarator): string {
    const r = d.idAttrs!;
    return this.stdAttrs((d.attrs ?? []).filter((a) => a.first >= r.first && a.last <= r.last))
      .trimEnd();
  }

  /**
   * Is noexcept operator `e` a constant here: outside templates, or in one when its operand is
   * a temporary of a class the template does not depend on (`noexcept(Q())`, not
   * `noexcept((S()))`)?
   */
  private constantNoexcept(e: Node): boolean {
    if (this.inTemplate === 0) return true;
    const x = (e as GenericNode).expr;
    if (x?.kind !== NodeKind.FunctionalCast) return false;
    const c = x as GenericNode;
    const t = c.type as Node | undefined;
    if (t?.kind !== NodeKind.Name || this.isDependentName(t as Name)) return false;
    const k = (t as Name).sym?.kind;
    if (k !== SymKind.Class && k !== SymKind.Typedef) return false;
    const args = c.args ?? [];
    if (c.braced) {
      const list = (args[0] as GenericNode | undefined)?.list ?? [];
      return list.length === 0;
    }
    return args.length === 0;
  }

  typeDependent(e: Node): boolean {
    const g = e as GenericNode;
    switch (e.kind) {
      case NodeKind.Ident: {
        const n = g.name as Name | undefined;
        if (!n || n.parts.length !== 1) return false;
        const v = this.lookup(n.parts[0].atom);
        return v?.depType === true;
      }
      case NodeKind.Member:
        return this.unresolvedMember(e) || this.typeDependent(g.expr!);
      case NodeKind.Paren:
        return g.expr !== undefined && this.typeDependent(g.expr);
      case NodeKind.Unary:
      case NodeKind.Postfix:
        return this.typeDependent(g.expr!);
      case NodeKind.Binary:
      case NodeKind.Comma:
        return this.typeDependent(g.lhs!) || this.typeDependent(g.rhs!);
      case NodeKind.Index:
        // (an element of an array or pointer of a dependent type: `p[0]` for `T *p`)
        return this.typeDependent(g.expr!) || this.typeDependent(g.rhs!);
      case NodeKind.Call: {
        if (g.expr!.kind === NodeKind.Member) return this.typeDependent(g.expr!);
        // (a function template called with dependent arguments: `std::declval< _Alloc &> ()`)
        const cn = g.expr!.kind === NodeKind.Ident
          ? (g.expr as GenericNode).name as Name
          : undefined;
        if (cn === undefined) return false;
        if (
          cn.parts[cn.parts.length - 1].targs !== undefined &&
          (this.isDependentName(cn) || this.mentionsTemplateParam(cn))
        ) return true;
        // (a call of an object of a dependent type, `__aurng()`, or with an argument of one,
        // `std::log(__x)`, `f(t) == A`, is resolved only when instantiated)
        if (cn.parts.length === 1 && !cn.global && this.lookup(cn.parts[0].atom)?.depType) {
          return true;
        }
        // (a GCC builtin nothing declares has its result type whatever its arguments:
        // `__builtin_expect(h != nullptr, false)` is a long)
        if (
          !cn.sym && cn.parts.length === 1 && !cn.global && cn.parts[0].atom >= 0 &&
          BUILTIN_RESULTS.has(this.atom(cn.parts[0].atom))
        ) return false;
        if ((g.args ?? []).some((a) => this.typeDependent(a))) return true;
        // (so is a non-static member function of a class template called on its object,
        // `m() == A`)
        return cn.parts.length === 1 && !cn.global && cn.sym?.kind === SymKind.Function &&
          memberOfClassTemplate(cn.sym) && !cn.sym.fnStatic;
      }
      case NodeKind.FunctionalCast: {
        // (a temporary of a template parameter's type: `A()`)
        const t = g.type as Node | undefined;
        const n = t?.kind === NodeKind.Name
          ? t as Name
          : t?.kind === NodeKind.TypeId && (t as TypeId).spec.type?.kind === NodeKind.Name
          ? (t as TypeId).spec.type as Name
          : undefined;
        return n !== undefined &&
          (n.sym?.kind === SymKind.TemplateTypeParam || this.isDependentName(n));
      }
    }
    return false;
  }

  /** An operand that is a value rather than an object or call (a literal, cast or operation). */
  private valueOperand(e: Node): boolean {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    switch (e.kind) {
      case NodeKind.IntLit:
      case NodeKind.FloatLit:
      case NodeKind.CharLit:
        return true;
      case NodeKind.Ident:
        // (a non-type template parameter, like a literal: `((-x) << N)`)
        return this.literalType(e) !== undefined;
      case NodeKind.Unary:
        // (not the indirection of a pointer: `(*p) + 1`)
        // (but of an object of a dependent type: `((*t) + 1)`)
        return (e as GenericNode).op !== T.Star ||
          this.unresolvedMember((e as GenericNode).expr!) ||
          this.dependentNonPointer((e as GenericNode).expr!);
      case NodeKind.Cast:
      case NodeKind.FunctionalCast: {
        if (this.dependentValueInit(e)) return true;
        // (a cast of a value: `(T)1`, not `(T)n`)
        const g = e as GenericNode;
        const x = e.kind === NodeKind.Cast ? g.expr : g.args?.length === 1 ? g.args[0] : undefined;
        return x !== undefined && this.valueOperand(x);
      }
      case NodeKind.Binary:
      case NodeKind.Conditional:
        return this.convertsToDependent(e, false);
    }
    return false;
  }

  /** An expression converted to a type with key `target` (initializer, assigned value, return). */
  converted(e: Node, target: string, ctx: Ctx): string {
    // (a non-type template parameter of an enumeration type initializing an object of a
    // deduced or not arithmetic type stays bare: `static constexpr auto __op = _Op;`)
    if (
      e.kind === NodeKind.Ident && (target === "auto" || target === "?") &&
      ((e as GenericNode).name as Name | undefined)?.parts.length === 1
    ) {
      const v = this.lookup(((e as GenericNode).name as Name).parts[0].atom);
      if (v?.enumParam) return this.exprInner(e);
    }
    // (a floating constant that does not fit an integral target stays unconverted:
    // `int gv = (3.9E10);`, `unsigned u = -(1.0);`)
    if (ctx !== Ctx.Operand && this.floatNotFitting(e, target)) return this.exprInner(e);
    const s = this.expr(e, ctx);
    if (target === "?" || target === "class") return s;
    // (`sizeof...` is an unsigned long: `int y = (sizeof...(Ts));`)
    if (
      ctx !== Ctx.Operand && e.kind === NodeKind.SizeofPack && this.isArithmeticKey(target) &&
      target !== "unsigned long"
    ) return "(" + s + ")";
    // an unscoped enumerator initializing an arithmetic object is promoted: `unsigned u = (GA);`
    // (as an operand it has its parentheses already)
    if (ctx !== Ctx.Operand && this.isArithmeticKey(target) && this.promotedEnumerator(e)) {
      return "(" + s + ")";
    }
    // (a value-dependent constant converted: `unsigned u = (i);` after `const int i = g(x);`)
    if (ctx !== Ctx.Operand && e.kind === NodeKind.Ident && this.isArithmeticKey(target)) {
      const n = (e as GenericNode).name as Name | undefined;
      const v = n && n.parts.length === 1 ? this.lookup(n.parts[0].atom) : undefined;
      if (v?.valueDep && v.type !== target && this.isArithmeticKey(v.type)) return "(" + s + ")";
    }
    // (a constant call converted: `const double z = (ce(2));`)
    if (
      ctx !== Ctx.Operand && this.constInit > 0 && e.kind === NodeKind.Call &&
      this.isArithmeticKey(target) && this.isConstant(e)
    ) {
      // (its callee and arguments do not depend on template parameters: typed as outside)
      const t = this.callType(e as GenericNode, true);
      if (this.isArithmeticKey(t) && t !== target) return "(" + s + ")";
    }
    // (a lock-free query initializing: `bool b = (__atomic_always_lock_free(4, 0));`)
    if (
      ctx !== Ctx.Operand && e.kind === NodeKind.Call &&
      (e as GenericNode).expr!.kind === NodeKind.Ident &&
      this.atomicBuiltin((e as GenericNode).expr as GenericNode) === 2 &&
      (!this.inTemplate || !this.templatedArgs(e as GenericNode))
    ) return "(" + s + ")";
    let lt = this.literalType(e);
    // (a named constant, or an operation on constants, converted to another arithmetic type:
    // `long c = (si);`, `unsigned q = (si + 1);`)
    if (
      lt === undefined && ctx !== Ctx.Operand && this.isArithmeticKey(target) &&
      this.namedConstant(e) &&
      // (an operation initializing has its parentheses already, see `expr`)
      !(ctx === Ctx.Init && stripParens(e).kind !== NodeKind.Ident)
    ) {
      const t = this.exprType(e);
      if (this.isArithmeticKey(t) && t !== target) return "(" + s + ")";
    }
    // (a static array initializing a pointer is an address constant: `const char *q = (gbuf);`;
    // assigned, or a local one, it decays bare)
    if (
      lt === undefined && target === "ptr" && ctx === Ctx.Init && e.kind === NodeKind.Ident &&
      this.exprType(e) === "arr"
    ) {
      const n = (e as GenericNode).name as Name | undefined;
      const v = n && n.parts.length === 1 ? this.lookup(n.parts[0].atom) : undefined;
      // (not a `__shared__` one: `float *p = sh;` for `extern __shared__ float sh[];`; nor a
      // `__managed__` one, reached through the runtime)
      if (v?.global && !v.shared && !v.managed) lt = "string";
    }
    if (lt === undefined) return s;
    let conv: boolean;
    if (lt === "string") conv = target !== "arr";
    else if (lt === "nullptr") conv = target !== "nullptr";
    // (`signed int` is an int: `int32_t x = 2;` for `typedef signed int __int32_t;`)
    else conv = lt !== withoutSigned(target);
    if (!conv) return s;
    // a negated literal already has its parentheses
    if (e.kind === NodeKind.Unary && s.startsWith("(")) return s;
    return "(" + s + ")";
  }

  /**
   * Is `e` a constant variable or data member (`si`, `N::si`), or an arithmetic operation on
   * constants that names one (`si + 1`)? Not an enumerator nor a literal (see `converted`).
   */
  namedConstant(e: Node): boolean {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    if (e.kind === NodeKind.Ident) {
      const n = (e as GenericNode).name as Name | undefined;
      if (!n || n.sym?.kind === SymKind.Enumerator || n.sym?.kind === SymKind.Function) {
        return false;
      }
      return this.isConstant(e);
    }
    if (e.kind !== NodeKind.Binary && e.kind !== NodeKind.Unary) return false;
    if (!this.isConstant(e)) return false;
    const g = e as GenericNode;
    if (e.kind === NodeKind.Unary) return this.namedConstant(g.expr!);
    return this.namedConstant(g.lhs!) || this.namedConstant(g.rhs!);
  }

  /**
   * Is `e` a constant expression as far as the printer can tell (literals, enumerators, const
   * variables, addresses of names, operations on constants)? A namespace-scope initializer that is
   * one is printed as a constant (every operation parenthesized).
   */
  isConstant(e: Node): boolean {
    const g = e as GenericNode;
    switch (e.kind) {
      case NodeKind.IntLit:
      case NodeKind.FloatLit:
      case NodeKind.CharLit:
      case NodeKind.StringLit:
      case NodeKind.BoolLit:
      case NodeKind.NullptrLit:
      case NodeKind.SizeofExpr:
      case NodeKind.SizeofType:
      case NodeKind.AlignofType:
      case NodeKind.AlignofExpr:
      case NodeKind.Offsetof:
      // (a noexcept operator too: `static const bool v = (noexcept(f(t)) && noexcept(g(t)));`)
      case NodeKind.Noexcept:
        return true;
      case NodeKind.Ident: {
        const n = g.name as Name | undefined;
        if (!n) return false;
        if (n.sym?.kind === SymKind.Enumerator) return true;
        // (not a variable template's specialization with arguments depending on template
        // parameters, left unfolded: `v1 = N::cv< T>  || N::cv< T *> ;`)
        if (
          this.inTemplate > 0 && n.parts[n.parts.length - 1].targs !== undefined &&
          this.dependentTargs(n)
        ) return false;
        // (in a template, a member of a dependent class: `X::value`)
        if (n.parts.length !== 1) {
          // (also a static data member that is an integral constant: `S::M + (1)`)
          const sv = this.qualifiedVariable(n);
          if (sv && sv.init !== undefined && (sv.spec.flags & (DS.Const | DS.Constexpr)) !== 0) {
            // (of an arithmetic type, or one depending on its template's parameters: `__max`)
            const k = this.typeKey(sv.spec, sv.decl);
            if (this.isArithmeticKey(k) || k === "?") return true;
          }
          // (and a member of a specialization that lookup does not reach, like the
          // `__numeric_traits< std::ptrdiff_t> ::__max` of its base: a static constant)
          if (
            n.sym === undefined && !n.global && n.parts.slice(0, -1).some((c) => c.targs) &&
            !n.parts[n.parts.length - 1].targs &&
            (n.parts[n.parts.length - 1].special ?? 0) === 0 &&
            !(this.inTemplate > 0 && this.dependentQualified(n)) && !this.isDependentName(n)
          ) return true;
          return n.sym?.kind === SymKind.Function ||
            (this.inTemplate > 0 && this.dependentQualified(n));
        }
        const v = this.lookup(n.parts[0].atom);
        if (v === undefined) {
          // (a static constant member named in a member defined outside its class: `si`)
          const d = n.sym?.kind === SymKind.Variable && n.sym.owner.kind === ScopeKind.Class
            ? n.sym.decl
            : undefined;
          if (
            d?.kind === NodeKind.Variable && (d as Variable).init !== undefined &&
            ((d as Variable).spec.flags & (DS.Const | DS.Constexpr)) !== 0
          ) return this.isArithmeticKey(this.typeKey((d as Variable).spec, (d as Variable).decl));
          return n.sym?.kind === SymKind.Function;
        }
        // (not an `extern __shared__` array: its address is no constant, `float *d = raw + 2;`)
        return v.constant === true || v.valueDep === true || v.type === "fn" ||
          (v.type === "arr" && v.global === true && !v.shared);
      }
      case NodeKind.Paren:
        return g.expr !== undefined && this.isConstant(g.expr);
      case NodeKind.Member:
        // (a data member of an aggregate's constant temporary: `int a = ((S{1}).m);`)
        if (
          g.op === T.Dot && this.aggregateTemporary(g.expr!) &&
          ((g.expr as GenericNode).args ?? []).every((a) => this.isConstant(a))
        ) return true;
        // (a data member of a constexpr class object: `int b = (d.grid);`; not of a const one)
        if (g.op === T.Dot && this.inTemplate === 0) {
          const v = this.namedInfo(g.expr!);
          if (
            v?.spec && (v.spec.flags & DS.Constexpr) !== 0 && v.decl?.ops.length === 0 &&
            v.type === "class" && this.memberField(g, false, true) !== undefined
          ) return true;
        }
        // (in a template, a member through a local of an unknown type that is initialized, as
        // if the local could be a constant: `(static_cast< node_ptr>(q->nx))`, see initUnknown)
        return this.initUnknownArrow(g);
      case NodeKind.Unary:
        if (g.op === T.Amp) return this.isAddressable(g.expr!);
        if (g.op === T.PlusPlus || g.op === T.MinusMinus || g.op === T.Star) return false;
        return this.isConstant(g.expr!);
      case NodeKind.Binary:
        return this.isConstant(g.lhs!) && this.isConstant(g.rhs!);
      case NodeKind.Conditional:
        return this.isConstant(g.cond!) && (!g.lhs || this.isConstant(g.lhs)) &&
          this.isConstant(g.rhs!);
      case NodeKind.FunctionalCast:
        if (this.zeroInitAnyKey(g) !== undefined) return true;
        return this.isOperation(e) && (g.args ?? []).length === 1 && this.isConstant(g.args![0]);
      case NodeKind.Cast:
      case NodeKind.NamedCast: {
        if (!this.isConstant(g.expr!)) return false;
        const t = g.type as TypeId;
        if (t.kind !== NodeKind.TypeId || !t.decl.ops.some((o) => o.op === 0)) return true;
        // a pointer cast of an address stays a constant when it only adds qualifiers or goes
        // to `void *`; other pointer conversions are printed as casts
        const x = g.expr!;
        if (x.kind !== NodeKind.Unary || (x as GenericNode).op !== T.Amp) return true;
        const to = t.spec.type === undefined ? builtinName(t.spec.builtins, t.spec.flags) : "?";
        return to === "void" || to === this.exprType((x as GenericNode).expr!);
      }
      case NodeKind.InitList:
        return (g.list ?? []).every((x) => this.isConstant(x));
      case NodeKind.Call:
        // (GCC's constant builtins: `float m = (-__builtin_inff());`)
        if (this.constantBuiltinCall(g)) return true;
        // (initializing a const variable, a constexpr function called with constant arguments:
        // `const int z = (ce(2) + 1);`, `const double d = (((1) - nl< double> ::eps()) / (2));`)
        return this.constInit > 0 && this.constexprCall(g);
    }
    return false;
  }

  /** Is `g` a call of a GCC builtin that folds to a floating constant (`__builtin_inff()`)? */
  private constantBuiltinCall(g: GenericNode): boolean {
    const c = g.expr!;
    if (c.kind !== NodeKind.Ident) return false;
    const n = (c as GenericNode).name as Name | undefined;
    if (!n || n.parts.length !== 1 || n.global || n.parts[0].targs) return false;
    const name = this.atom(n.parts[0].atom);
    // (bit builtins of constants fold too: `(__builtin_clz(3) + 1)`)
    if (BIT_BUILTINS.has(name)) {
      return (g.args ?? []).length === 1 && this.isConstant(g.args![0]) &&
        g.args![0].kind !== NodeKind.StringLit;
    }
    if (!CONSTANT_BUILTINS.has(name)) return false;
    return (g.args ?? []).every((a) => a.kind === NodeKind.StringLit);
  }

  /** Printing the initializer of a const variable (see `isConstant`). */
  constInit = 0;

  /** Is `g` a call of a constexpr function, not named dependently, with constant arguments? */
  private constexprCall(g: GenericNode): boolean {
    const c = g.expr!;
    // (a static member function through a named object, which is not evaluated: `(s.sz() /
    // (2))`)
    if (c.kind === NodeKind.Member && !this.inTemplate) {
      const o = stripParens((c as GenericNode).expr!);
      const mn = (c as GenericNode).name as Name | undefined;
      const sc = o.kind === NodeKind.Ident ? this.memberScope(c as GenericNode) : undefined;
      const ms = sc && mn?.parts.length === 1 && !mn.parts[0].targs && !mn.parts[0].special
        ? lookupIn(sc, mn.parts[0].atom)
        : undefined;
      return ms?.kind === SymKind.Function && ms.fnStatic === true && ms.fnDecls > 0 &&
        ms.fnConstexpr === ms.fnDecls &&
        (g.args ?? []).every((a) => this.isConstant(a) && a.kind !== NodeKind.StringLit);
    }
    if (c.kind !== NodeKind.Ident) return false;
    const n = (c as GenericNode).name as Name | undefined;
    const sym = n?.sym;
    if (!n || sym?.kind !== SymKind.Function || sym.fnDecls === 0) return false;
    if (sym.fnConstexpr !== sym.fnDecls || this.isDependentName(n)) return false;
    // (not a non-static member function: `__len - size()` is no constant)
    if (sym.owner.kind === ScopeKind.Class && !sym.fnStatic) return false;
    if (this.inTemplate > 0 && this.dependentQualified(n)) return false;
    return (g.args ?? []).every((a) => this.isConstant(a) && a.kind !== NodeKind.StringLit);
  }

  /** Integer value of a constant expression (undefined when not evaluable here). */
  evaluate(e: Node): bigint | undefined {
    const g = e as GenericNode;
    switch (e.kind) {
      case NodeKind.IntLit: {
        const l = parseIntLiteral(this.tok(e.first));
        return l.udSuffix ? undefined : l.value;
      }
      case NodeKind.CharLit:
        return BigInt(parseCharLiteral(this.tok(e.first)).value);
      case NodeKind.BoolLit:
        return g.op === T.KwTrue ? 1n : 0n;
      case NodeKind.Paren:
        return g.expr ? this.evaluate(g.expr) : undefined;
      case NodeKind.Ident: {
        const n = g.name as Name | undefined;
        if (!n || n.parts.length === 0) return undefined;
        // (a template parameter or local of the same name hides an enumerator's value)
        const atom = n.parts[n.parts.length - 1].atom;
        if (n.parts.length === 1) {
          const v = this.lookup(atom);
          if (v !== undefined && !v.enumerator && !(v.constant && v.global)) return undefined;
          // (a name resolved to something else, or to a member of a class template, like
          // `using std::__is_integer<_Tp>::__value;`, is not the enumerator of that name
          // printed last: its value depends on the template arguments)
          if (
            v === undefined && n.sym !== undefined &&
            (n.sym.kind !== SymKind.Enumerator || n.sym.owner.inTemplate)
          ) return undefined;
        }
        // (only a name the parser resolved to an enumerator, and one value for the name: a
        // member of a dependent base, `__value`, is not some other enumeration's)
        if (n.sym === undefined || n.sym.kind !== SymKind.Enumerator) return undefined;
        // (a class template's member enumerator has a value per specialization)
        if (n.sym.owner.inTemplate) return undefined;
        if (this.enumNamesAmbiguous.has(atom)) return undefined;
        return this.enumValues.get(atom);
      }
      case NodeKind.Cast:
      case NodeKind.NamedCast:
        return this.evaluate(g.expr!);
      case NodeKind.SizeofType:
        return (g.type as Node).kind === NodeKind.TypeId && this.sizeOfType
          ? this.sizeOfType(g.type as TypeId)
          : undefined;
      case NodeKind.Unary: {
        const v = this.evaluate(g.expr!);
        if (v === undefined) return undefined;
        if (g.op === T.Minus) return -v;
        if (g.op === T.Plus) return v;
        if (g.op === T.Tilde) return ~v;
        if (g.op === T.Exclaim) return v === 0n ? 1n : 0n;
        return undefined;
      }
      case NodeKind.Conditional: {
        const c = this.evaluate(g.cond!);
        if (c === undefined || !g.lhs) return undefined;
        return c !== 0n ? this.evaluate(g.lhs) : this.evaluate(g.rhs!);
      }
      case NodeKind.Binary: {
        const a = this.evaluate(g.lhs!);
        const b = this.evaluate(g.rhs!);
        if (a === undefined || b === undefined) return undefined;
        switch (g.op) {
          case T.Plus:
            return a + b;
          case T.Minus:
            return a - b;
          case T.Star:
            return a * b;
          case T.Slash:
            return b === 0n ? undefined : a / b;
          case T.Percent:
            return b === 0n ? undefined : a % b;
          case T.LessLess:
            return a << b;
          case T.GreaterGreater:
            return a >> b;
          case T.Amp:
            return a & b;
          case T.Pipe:
            return a | b;
          case T.Caret:
            return a ^ b;
          case T.Less:
            return a < b ? 1n : 0n;
          case T.Greater:
            return a > b ? 1n : 0n;
          case T.LessEqual:
            return a <= b ? 1n : 0n;
          case T.GreaterEqual:
            return a >= b ? 1n : 0n;
          case T.EqualEqual:
            return a === b ? 1n : 0n;
          case T.ExclaimEqual:
            return a !== b ? 1n : 0n;
          case T.AmpAmp:
            return a !== 0n && b !== 0n ? 1n : 0n;
          case T.PipePipe:
            return a !== 0n || b !== 0n ? 1n : 0n;
        }
        return undefined;
      }
    }
    return undefined;
  }

  /** Does `&e` give an address constant (a name with static storage)? */
  private isAddressable(e: Node): boolean {
    const g = e as GenericNode;
    if (e.kind === NodeKind.Ident) {
      const n = g.name as Name | undefined;
      if (!n) return false;
      if (n.parts.length !== 1) return true;
      const v = this.lookup(n.parts[0].atom);
      // (a managed variable is reached through the runtime: not an address constant; nor is
      // shared memory, `float *g = &(raw[1]);`)
      if (v?.managed || v?.shared) return false;
      return v === undefined || v.global === true || v.type === "fn";
    }
    if (e.kind === NodeKind.Index) return this.isAddressable(g.expr!) && this.isConstant(g.rhs!);
    if (e.kind === NodeKind.Paren && g.expr) return this.isAddressable(g.expr);
    return false;
  }

  /**
   * Is `g` a functional cast of one value to a `typename`-qualified type that is no
   * template-id (`typename TP::Hist(x)`)? The binary prints it as a C cast, `(typename
   * TP::Hist)x`.
   */
  typenameCast(g: GenericNode): boolean {
    const t = g.type as Node | undefined;
    return g.kind === NodeKind.FunctionalCast && !g.braced && (g.args ?? []).length === 1 &&
      this.tb.kind[g.first] === T.KwTypename && t?.kind === NodeKind.Name &&
      !(t as Name).parts[(t as Name).parts.length - 1].targs &&
      g.args![0].kind !== NodeKind.PackExpansion;
  }

  /** Is `e` an operation (parenthesized as an operand)? */
  isOperation(e: Node): boolean {
    if (e.kind === NodeKind.FunctionalCast && this.typenameCast(e as GenericNode)) return true;
    switch (e.kind) {
      case NodeKind.Binary:
      case NodeKind.Assign:
      case NodeKind.Unary:
      case NodeKind.Postfix:
      case NodeKind.Conditional:
      case NodeKind.Comma:
      case NodeKind.Member:
      case NodeKind.Cast:
      case NodeKind.NamedCast: {
        // (a static_cast constructing a class object is no operation: `static_cast< C>(x).m`)
        const g = e as GenericNode;
        if (
          g.op === T.KwStaticCast && !this.inTemplate &&
          (g.type as TypeId)?.decl?.ops.length === 0 &&
          this.isClassTypeName(g.type as Node) && !this.conversionCast(g)
        ) return false;
        return !this.conversionCast(g);
      }
      case NodeKind.FloatLit:
      case NodeKind.KernelLaunch:
      case NodeKind.Throw:
      // (a `va_arg` is converted from the list's promoted value: `s += (__builtin_va_arg((ap),
      // int));`)
      case NodeKind.VaArg:
        return true;
      case NodeKind.GnuUnary: {
        const op = (e as GenericNode).op;
        return op === T.KwReal || op === T.KwImag;
      }
      case NodeKind.FunctionalCast: {
        const g = e as GenericNode;
        const z = this.zeroInitAnyKey(g);
        if (z !== undefined) return z !== "int";
        return this.isBuiltinType(g.type as Node) && castOperandOf(g) !== undefined &&
          (!g.braced || this.isKeywordType(g.type as Node) || scalarTypeName(g.type as Node));
      }
      case NodeKind.Index:
        return this.exprType((e as GenericNode).expr!) !== "class";
      case NodeKind.Call: {
        // a call through a pointer to member: `((s.*pf)(1))` as an operand
        let c = (e as GenericNode).expr!;
        while (c.kind === NodeKind.Paren && (c as GenericNode).expr) c = (c as GenericNode).expr!;
        const op = (c as GenericNode).op;
        // (not in a template when it depends on the parameters: `r = (c.*fn)(s);`)
        if (c.kind === NodeKind.Binary && (op === T.DotStar || op === T.ArrowStar)) {
          return !this.inTemplate || !this.typeDependent(c);
        }
        // a call returning an enum is promoted as an operand: `(f()) != (A)`
        // (in a template, unless the call depends on its parameters: `(f(1)) == (A)`, `f(t) == A`)
        // (so is a member function's: `(b.r0()) == 0`, `(rdstate()) == 0` for `this->rdstate()`)
        if (c.kind === NodeKind.Member) {
          return this.callEnum(e as GenericNode) !== undefined &&
            (!this.inTemplate || !this.someArgDependent((e as GenericNode).args ?? []));
        }
        // (so is a GCC generic atomic builtin's value: `(__atomic_load_n(p, 2)) == n`)
        if (c.kind === NodeKind.Ident && this.atomicBuiltin(c as GenericNode) !== 0) {
          return !this.inTemplate || !this.templatedArgs(e as GenericNode);
        }
        return c.kind === NodeKind.Ident && this.returnsEnum(c as GenericNode) &&
          (!this.inTemplate || !this.typeDependent(e));
      }
      case NodeKind.Ident: {
        const n = (e as GenericNode).name as Name | undefined;
        if (!n) return false;
        // (a captured variable is a member of the closure, but not in a decltype, where the name
        // denotes the variable itself: `__decltype((s[i]))`)
        if (
          n.parts.length === 1 && this.decltypeDepth === 0 &&
          this.lookup(n.parts[0].atom)?.captured
        ) return true;
        return this.isImplicitMember(e as GenericNode);
      }
      case NodeKind.Paren: {
        const x = (e as GenericNode).expr;
        return x !== undefined && this.isOperation(x);
      }
    }
    return false;
  }

  /**
   * Is `c` the name of a GCC atomic builtin whose value the front end converts (a generic one,
   * typed by its pointer argument: `__atomic_load_n`, `__sync_val_compare_and_swap`; 2 for the
   * lock-free queries, converted to `bool` even when initializing one)? 0 when not.
   */
  private atomicBuiltin(c: GenericNode): number {
    const n = c.name as Name | undefined;
    if (
      !n || n.parts.length !== 1 || n.global || n.sym !== undefined || n.parts[0].targs ||
      n.parts[0].atom < 0 || (n.parts[0].special ?? 0) !== 0
    ) return 0;
    const t = this.atom(n.parts[0].atom);
    if (!t.startsWith("__atomic_") && !t.startsWith("__sync_")) return 0;
    if (t === "__atomic_always_lock_free" || t === "__atomic_is_lock_free") return 2;
    return ATOMIC_VALUE_BUILTINS.has(t) ? 1 : 0;
  }

  /** Does the function named by `c` return an (unscoped) enum type? */
  /** Is `e` a call of a function by name that returns an unscoped enumeration? */
  private enumCall(e: Node): boolean {
    const c = stripParens((e as GenericNode).expr!);
    return c.kind === NodeKind.Ident && this.returnsEnum(c as GenericNode);
  }

  private returnsEnum(c: GenericNode): boolean {
    const n = c.name as Name | undefined;
    const f = n?.sym?.kind === SymKind.Function ? n.sym.decl : undefined;
    if (!f || f.kind !== NodeKind.Function) return false;
    const fn = f as GenericNode & { spec: DeclSpec; decl: Declarator };
    if (fn.decl.ops.length !== 1 || fn.spec.type === undefined) return false;
    const t = fn.spec.type;
    if (t.kind === NodeKind.Enum) return !(t as GenericNode & { scoped?: boolean }).scoped;
    const sym = specEnum(fn.spec);
    if (sym === undefined) return false;
    const d = sym.def ?? sym.decl;
    return !(d && d.kind === NodeKind.Enum && (d as GenericNode & { scoped?: boolean }).scoped);
  }

  /** A non-static data member named without `this->` (printed as `(x)` in operand position). */
  isImplicitMember(e: GenericNode): boolean {
    const n = e.name as Name | undefined;
    if (!n || n.kind !== NodeKind.Name) return false;
    const sym = n.sym;
    if (!sym || n!.parts.length !== 1) return false;
    if (sym.kind !== SymKind.Variable || sym.owner.kind !== ScopeKind.Class) return false;
    // (a static one is no member of the object: `++live_`)
    const d = sym.decl as Variable | undefined;
    if (d?.kind === NodeKind.Variable && d.spec.flags & DS.Static) return false;
    const v = this.lookup(n!.parts[0].atom);
    // (nor one of a class template that a using-declaration names in another class, from its
    // dependent base: `data[i]` after `using Base< T> ::data;`)
    if (
      v === undefined && this.inTemplate > 0 && sym.owner.sym?.isTemplate &&
      this.bodyClass !== undefined && sym.owner !== this.bodyClass
    ) return false;
    return v === undefined || v.member === true;
  }

  expr(e: Node, ctx: Ctx): string {
    let s: string;
    if (ctx === Ctx.Init && e.kind === NodeKind.FunctionalCast) {
      this.initCtx = true;
      try {
        s = this.exprInner(e);
      } finally {
        this.initCtx = false;
      }
    } else s = this.exprInner(e);
    // (a user-defined literal is a call: parenthesized but as an argument, `(4_KiB) == (4096)`,
    // `printf("%llu", 2_KiB)`)
    if (
      ctx !== Ctx.Top && (e.kind === NodeKind.IntLit || e.kind === NodeKind.CharLit) &&
      this.isUdLiteral(e)
    ) return "(" + s + ")";
    if (ctx === Ctx.OpArg) {
      // (so is a call's value: `((ray.at(t)) - c)`, `(n + (make_float3(...)))`)
      // (and a `typeid`: `(ti == (typeid(D)))`; and a class object's operator[] call,
      // `((g_table[1]) = ("a"))`)
      if (
        e.kind === NodeKind.FloatLit || this.isOperatorCall(e) || e.kind === NodeKind.Call ||
        e.kind === NodeKind.Typeid ||
        (e.kind === NodeKind.Index && this.inTemplate === 0 &&
          (this.subscriptElement(e as GenericNode) !== undefined ||
            this.ownSubscriptFn(e as GenericNode) !== undefined))
      ) return "(" + s + ")";
      // (in a template, a string literal decaying to the operator's pointer parameter: `(os <<
      // ("x"))`)
      if (this.inTemplate > 0 && e.kind === NodeKind.StringLit) return "(" + s + ")";
      // (a cast constructing the class carries its parentheses: `(a + ((H)((2.0F))))`)
      if (e.kind === NodeKind.Cast && this.constructorCast(e as GenericNode)) return s;
      ctx = Ctx.Operand;
    } else if (ctx === Ctx.Operand && this.isOperatorCall(e)) {
      // (an operator function call carries its own parentheses: `!(x == y)`)
      return s;
    } else if (
      ctx === Ctx.Operand && e.kind === NodeKind.Cast && this.constructorCast(e as GenericNode)
    ) {
      // (so does a cast constructing the class: `d[0] = ((H)(o));`)
      return s;
    }
    // (outside templates a noexcept operator is a constant, parenthesized but as a full
    // expression: `bool b = (noexcept(*p));`, `if (noexcept(*p))`)
    if (ctx !== Ctx.Top && e.kind === NodeKind.Noexcept && this.constantNoexcept(e)) {
      return "(" + s + ")";
    }
    // (a delete expression as an operand: `(delete [] __c), (__c = 0)`)
    if (ctx === Ctx.Operand && e.kind === NodeKind.Delete) return "(" + s + ")";
    // (an initializer `= (a, b)` keeps its comma expression parenthesized)
    if (ctx === Ctx.Init && e.kind !== NodeKind.Comma && this.isComma(e)) return "(" + s + ")";
    // (not a template function's local one as an operand: `i < N` after `enum { N = 4 };`)
    if (
      ctx === Ctx.Operand && this.promotedEnumerator(e) &&
      !localTemplateEnumerator(((e as GenericNode).name as Name).sym)
    ) return "(" + s + ")";
    // (a braced temporary of a decltype type: `!(__decltype((...)){})`)
    if (ctx === Ctx.Operand) {
      let x = e;
      while (x.kind === NodeKind.Paren && (x as GenericNode).expr) x = (x as GenericNode).expr!;
      if (
        x.kind === NodeKind.FunctionalCast && (x as GenericNode).braced &&
        ((x as GenericNode).type as Node | undefined)?.kind === NodeKind.Decltype &&
        !s.startsWith("(")
      ) return "(" + s + ")";
    }
    if (ctx === Ctx.Init && e.kind === NodeKind.Ident) {
      // a non-type template parameter of a dependent type initializing: `value = (__v)`
      const n = (e as GenericNode).name as Name | undefined;
      const v = n && n.parts.length === 1 ? this.lookup(n.parts[0].atom) : undefined;
      // (and of a placeholder type, `static constexpr auto value = (v);` for `template< auto v>`)
      if (
        v?.tparam &&
        (v.type === "?" || v.type.startsWith("typedef:") || (v.type === "auto" && !this.autoInit))
      ) return "(" + s + ")";
      // a dependent qualified name: `static const int _S = (__sa< _Types...> ::a);`
      if (this.inTemplate && n && n.parts.length > 1 && this.dependentQualified(n)) {
        return "(" + s + ")";
      }
    }
    // (a conditional making a class temporary: `return (q.empty() ? ((V)(1)) : q);`)
    if (ctx !== Ctx.Operand && this.classTemporaryConditional(e)) return "(" + s + ")";
    // (a floating literal has its own parentheses, also written in more: `(16) * (1000000.0)`
    // for `16 * (1e6)`)
    if (!this.isOperation(e) || stripParens(e).kind === NodeKind.FloatLit) return s;
    // a constant initializer (folded by the front end) keeps its parentheses
    // (an operator function's call has its own: `bool c = (mk(2) >= mk(1));`)
    if (ctx === Ctx.Operand) return "(" + s + ")";
    if (ctx === Ctx.Init && this.isConstant(e) && !this.isOperatorCall(e)) {
      // (in a template, not one depending on template parameters through a call, which is not
      // folded: `const int k = (M == (0)) ? 1 : std::__lg(M);`)
      if (this.inTemplate > 0 && this.mentionsParamTokens(e) && this.mentionsCall(e, true)) {
        return s;
      }
      return "(" + s + ")";
    }
    // (in a template, so is one naming a static constant of a class template, which the front
    // end leaves unfolded: `long g = ((m) + si);`, `size_t i = ((p) - sl);`)
    // (with a data member, not only with parameters and locals: `const int so = s * TS;`)
    if (
      ctx === Ctx.Init && this.inTemplate > 0 && !this.autoInit && !this.isOperatorCall(e) &&
      e.kind !== NodeKind.Conditional && this.mentionsTemplateConstant(e) &&
      !this.typeDependent(e) &&
      someInOperation(
        e,
        (x) => x.kind === NodeKind.Ident && this.isImplicitMember(x as GenericNode),
      )
    ) return "(" + s + ")";
    return s;
  }

  /** In a template, is `e` of a dependent type, or a dependent qualified name (`X< T> ::v`)? */
  private unknownOperandType(e: Node): boolean {
    if (this.typeDependent(e)) return true;
    const x = stripParens(e);
    if (x.kind !== NodeKind.Ident) return false;
    const n = (x as GenericNode).name as Name | undefined;
    return n !== undefined && n.parts.length > 1 &&
      (this.isDependentName(n) || this.dependentQualified(n));
  }

  /**
   * Does operation `e` name a static constant data member of a class template, of the current
   * instantiation (`si`) or of a specialization that depends on nothing (`V< int> ::value`)?
   */
  private mentionsTemplateConstant(e: Node): boolean {
    return someInOperation(e, (x) => {
      if (x.kind !== NodeKind.Ident) return false;
      const n = (x as GenericNode).name as Name | undefined;
      const sym = n?.sym;
      if (sym?.kind !== SymKind.Variable || sym.owner.kind !== ScopeKind.Class) return false;
      if (!sym.owner.sym?.isTemplate) return false;
      const d = sym.decl;
      if (d?.kind !== NodeKind.Variable || (d as Variable).init === undefined) return false;
      const spec = (d as Variable).spec;
      if ((spec.flags & DS.Static) === 0 || (spec.flags & (DS.Const | DS.Constexpr)) === 0) {
        return false;
      }
      // (one named through a specialization only beside a data member of the class being
      // printed: `((p) + V< int> ::value)`, but `z + V< int> ::value` for a parameter `z`)
      return n!.parts.length === 1 ||
        (!this.isDependentName(n!) && !this.dependentQualified(n!) &&
          someInOperation(
            e,
            (m) => m.kind === NodeKind.Ident && this.isImplicitMember(m as GenericNode),
          ));
    });
  }

  exprInner(e: Node): string {
    const g = e as GenericNode;
    switch (e.kind) {
      case NodeKind.Offsetof: {
        // `__builtin_offsetof(P, q.z[2])`: not folded, the member designator as written
        const d = e as GenericNode & { desigFirst?: number; desigLast?: number };
        if (!g.type || d.desigFirst === undefined || d.desigLast === undefined) {
          return this.fallback(e);
        }
        let des = "";
        for (let i = d.desigFirst; i <= d.desigLast; i++) des += this.tok(i);
        return "__builtin_offsetof(" + this.typeId(g.type as TypeId) + ", " + des + ")";
      }
      case NodeKind.VaArg:
        // `__builtin_va_arg((ap),int)`: the list in parentheses, no spaces (as va_start's)
        if (!g.type || !g.expr) return this.fallback(e);
        return "__builtin_va_arg((" + this.expr(g.expr, Ctx.Top) + ")," +
          this.typeId(g.type as TypeId) + ")";
      case NodeKind.BitCast:
        // `__builtin_bit_cast(float, i)`
        if (!g.type || !g.expr) return this.fallback(e);
        return "__builtin_bit_cast(" + this.typeId(g.type as TypeId) + ", " +
          this.expr(g.expr, Ctx.Top) + ")";
      case NodeKind.StmtExpr:
        // a GNU statement expression, its block as a statement's: `({ int a = 3; a + 1; })`
        if (g.body && this.lambdaBody) return "(" + this.lambdaBody(g.body).trimEnd() + ")";
        return this.fallback(e);
      case NodeKind.Paren:
        if (g.expr === undefined) {
          return "(" + (g.args ?? []).map((a) => this.expr(a, Ctx.Top)).join(", ") + ")";
        }
        return this.exprInner(g.expr);
      case NodeKind.IntLit:
        return this.intLit(e.first);
      case NodeKind.FloatLit: {
        const t = this.tok(e.first);
        return isUdFloat(t) ? "((" + floatText(t) + "))" : "(" + floatText(t) + ")";
      }
      case NodeKind.CharLit:
        return this.charLit(e.first);
      case NodeKind.StringLit:
        return this.stringLit(e.first, e.last);
      case NodeKind.BoolLit:
        return g.op === T.KwTrue ? "true" : "false";
      case NodeKind.NullptrLit:
        return "nullptr";
      case NodeKind.This:
        return "this";
      case NodeKind.Ident: {
        const n = g.name as Name | undefined;
        if (n === undefined || n.kind !== NodeKind.Name) return this.fallbackJoined(e);
        const sub = this.enumSubstText(e);
        if (sub !== undefined) return "(" + sub + ")";
        // (template arguments in an expression are printed as a type's: `__static_gcd<
        // __big_div< ...> ::__rem, __g> ::value` for `__static_gcd<__ng::__rem, __g>::value`)
        const outer = this.typeTargs;
        const targs = n.parts.some((c) => c.targs !== undefined);
        if (targs) this.typeTargs++;
        let s: string;
        const savePlain = this.plainTargs;
        this.plainTargs = this.plainCallee === e;
        try {
          s = (outer > 0 || this.baseClause > 0 || this.enumInit > 0
            ? this.aliasQualified(n)
            : undefined) ??
            // (and an operator function's qualifier: `__detail::Hb< T> ::operator=(o)` for
            // `hb::operator=(o)`; `hb::f(1)` stays)
            // (and a member template named with `template`: `detail::SI< AM, Swz> ::template
            // g< 2> (y)` after `using IdxA = detail::SI<AM, Swz>;`)
            // (with arguments depending on template parameters, after a typedef that does not:
            // `core::detail::AL< Ag> ::template gm< T, int> (y)`)
            (outer > 0 || this.enumInit > 0 || n.parts[n.parts.length - 1].special === 1 ||
                n.parts[n.parts.length - 1].templateKw
              ? this.expandedQualifier(
                n,
                !(n.parts[n.parts.length - 1].templateKw && this.dependentTargs(n)),
              )
              : undefined) ??
            (n.parts.length > 1 && (n.parts[0].targs || outer > 0) && this.typeQual
              ? this.typeQual(n, true)
              : undefined) ??
            this.name(n, true);
        } finally {
          if (targs) this.typeTargs--;
          this.plainTargs = savePlain;
        }
        // (an unscoped enumerator as a type's template argument is named from its namespace:
        // `S< a::X> ` for `S<b::X>` after `namespace b { using a::X; }`, `U< c::v1::Q> `)
        const es = n.sym;
        // (in a template or a specialization's head only one of a namespace this is not in:
        // `MB< gx::s1> ` after `using gx::s1;`, but `constant_t< LOAD_DEFAULT> `)
        if (
          (outer > 0 || this.explicitHead > 0) && es?.kind === SymKind.Enumerator &&
          es.owner.kind === ScopeKind.Enum && es.owner.parent?.kind === ScopeKind.Namespace &&
          ((this.inTemplate === 0 && this.explicitHead === 0) ||
            !this.inNamespace(es.owner.parent)) &&
          !(es.owner.sym?.def as Enum | undefined)?.scoped && this.typeQual
        ) s = this.typeQual({ ...n, sym: { ...es, owner: es.owner.parent } }, false) ?? s;
        // (a scoped one through its enumeration named as a type, inline namespaces too:
        // `G< int, gl::v2::Major::Row> ` for `G<int, gl::Major::Row>`)
        else if (
          outer > 0 && this.inTemplate === 0 && es?.kind === SymKind.Enumerator &&
          es.owner.kind === ScopeKind.Enum && es.owner.parent?.kind === ScopeKind.Namespace &&
          (es.owner.sym?.def as Enum | undefined)?.scoped && es.owner.sym && this.typeQual &&
          n.parts.length >= 2 && !n.parts.some((c) => c.targs)
        ) {
          const en = es.owner.sym;
          const q = this.typeQual({
            ...n,
            global: false,
            parts: [{ ...n.parts[n.parts.length - 2], atom: en.name }],
            sym: en,
          }, false);
          if (q !== undefined) s = q + "::" + this.atom(es.name);
        }
        const rel = this.plainCallee === e
          ? undefined
          : this.templateFnQualifier(n) ?? this.overloadSetQualifier(n) ??
            (outer > 0 || this.baseClause > 0
              ? this.variableTemplateQualifier(n) ?? this.usingVariableQualifier(n)
              : undefined);
        if (rel !== undefined) {
          // (its template arguments as above: `std::gc< D, numeric_limits< D> ::digits, E> (e)`)
          if (targs) this.typeTargs++;
          try {
            s = (this.nsAliases.size > 0 && this.aliasedFunction(n)
              ? this.hiddenNsRewrite(rel)
              : rel) + this.name({ ...n, global: false, parts: n.parts.slice(-1) });
          } finally {
            if (targs) this.typeTargs--;
          }
        }
        // a member of the class template being printed, qualified by its injected class name,
        // is named through its template-id: `reference_wrapper< _Tp> ::_S_fun(...)`
        const own = this.injectedQualifier(n);
        if (own !== undefined) s = own + "::" + this.name({ ...n, parts: n.parts.slice(1) }, true);
        // a member template named with `template` after a namespace's class template-id that
        // depends on the template: the class named as a type, `GE< I> ::template get< int> (v)`
        // for `::a::GE<I>::template get<int>(v)` in a
        const dq = this.dependentTemplateIdQualifier(n);
        if (dq !== undefined) s = this.hiddenNsRewrite(dq);
        // (a template argument names a hidden namespace through its alias: `bcv< __T0::vt< T> > `)
        else if (outer > 0 && this.nsAliases.size > 0) s = this.hiddenNsRewrite(s);
        // (`operator<` named in a template is followed by a space: `operator< (a, b)`)
        const lastPart = n.parts[n.parts.length - 1];
        if (this.inTemplate && lastPart.special === 1 && lastPart.op === T.Less) s += " ";
        // in a template, a qualified template-id in an expression gets `template` (not inside
        // a type's template arguments, a base class's too: `integral_constant< bool,
        // __detail::__swappable_with< _Tp &> ::value> `)
        // (in a decltype, in a type's arguments too: `B< __decltype((impl::template test< T>
        // (0)))> `)
        const unevaluated = this.decltypeDepth > 0;
        if (
          this.inTemplate && n.parts.length > 1 &&
          (unevaluated || (this.typeTargs === 0 && this.baseClause === 0)) &&
          !n.parts[n.parts.length - 1].templateKw
        ) {
          const last = n.parts.length - 1;
          // (not before a function or variable template's name: `std::declval< _Tp> ()`,
          // `std::is_same_v< E, R> `; only the last template-id: `n::S< E> ::template f< int> ()`)
          // (but before a class's member function template: `impl::template test< T> (0)`, in a
          // decltype even with arguments depending on nothing: `impl::template test< int> (0)`)
          const k = n.sym?.kind;
          const memberFn = k === SymKind.Function && n.sym!.owner.kind === ScopeKind.Class;
          const first = (k === SymKind.Function && !memberFn) || k === SymKind.Variable ||
              k === SymKind.Concept
            ? last - 1
            : last;
          for (let i = first; i >= 1; i--) {
            const c = n.parts[i];
            if (!c.targs) continue;
            if (
              !c.templateKw &&
              ((memberFn && unevaluated && i === last) ||
                c.targs.some((a) => this.dependentArg(a))) &&
              // (not an alias template's: `__gnu_cxx::__int_traits< _IntType> ::__max`)
              !this.isAliasTemplate(this.namespaceMember(n, i))
            ) {
              const prefix = this.name({ ...n, parts: n.parts.slice(0, i) }, true);
              s = prefix + "::template " +
                this.name({ ...n, global: false, parts: n.parts.slice(i) });
            }
            break;
          }
        }
        if (n.parts.length === 1 && !n.global) {
          const v = this.lookup(n.parts[0].atom);
          if (v?.managed) {
            return managedUse(s);
          }
          if (v?.builtinVar) return "__device_builtin_variable_" + s;
          // (one the printer has not noted here, a variable template's specialization:
          // `counter< int> `)
          if (v === undefined && n.sym?.kind === SymKind.Variable && this.managedVariable(n.sym)) {
            return managedUse(s);
          }
        } else if (n.sym?.kind === SymKind.Variable && this.managedVariable(n.sym)) {
          // (named with a qualifier too: `ns::counters`, `::g`)
          return managedUse(s);
        }
        return s;
      }
      case NodeKind.Binary: {
        // a chain of && keeps its left operand bare: `a && b && (c == d)`
        const lg = g.lhs as GenericNode;
        // (only for &&: a || chain parenthesizes it, `((!a) || (!b)) || (!c)`)
        const chain = g.op === T.AmpAmp && lg.kind === NodeKind.Binary && lg.op === g.op;
        const opCall = this.overloaded(g);
        const octx = opCall ? Ctx.OpArg : Ctx.Operand;
        // a constant call's value is an operand of an operator function as written, outside a
        // constant expression (`P::mk(1) < P::mk(2)`); in one, only as the object of a member
        // operator (`constexpr bool c = (P::mk(1) < (P::mk(2)));`)
        const f = opCall ? this.operatorCallFn(e) : undefined;
        const member = f !== undefined && (f.spec.flags & DS.Friend) === 0;
        const bareL = opCall && (this.constantExpr === 0 || member) && this.constantCall(g.lhs!);
        const bareR = opCall && this.constantExpr === 0 && this.constantCall(g.rhs!);
        let l = chain || bareL ? this.exprInner(g.lhs!) : this.expr(g.lhs!, octx);
        let r = bareR ? this.exprInner(g.rhs!) : this.expr(g.rhs!, octx);
        // (a call's value that is no bool, operand of `&&`/`||`, is converted to one:
        // `(g.size()) && (!d)`, `(__builtin_expect(!d, true)) && d`)
        // (not when the other operand's type depends on template parameters: the operator is
        // then not resolved, `__builtin_expect(__hint != nullptr, false) && this->_M_eq(...)`
        // with `_M_eq` of a dependent base)
        if (
          !opCall && (g.op === T.AmpAmp || g.op === T.PipePipe) &&
          (this.inTemplate === 0 ||
            (!this.unknownOperandType(g.lhs!) && !this.unknownOperandType(g.rhs!)))
        ) {
          const nonBool = (x: Node) => {
            const c = stripParens(x);
            if (c.kind !== NodeKind.Call) return false;
            const t = this.nonDependentCallType(c as GenericNode);
            return t !== "?" && t !== "bool" && (this.isArithmeticKey(t) || t === "ptr");
          };
          if (!l.startsWith("(") && nonBool(g.lhs!)) l = "(" + l + ")";
          if (!r.startsWith("(") && nonBool(g.rhs!)) r = "(" + r + ")";
        }
        // (a non-bool literal operand of `&&`/`||` is converted to bool: `((0) && (c > 0))`,
        // `((1) || c)`; in a template, when neither operand's type depends on its parameters:
        // `(0) && w`, `(IS_FIRST_TILE) && (...)`, but `t && 0`, `_Nm && __is_x< _Tp> ::__value`)
        if (
          !opCall && (g.op === T.AmpAmp || g.op === T.PipePipe) &&
          (this.inTemplate === 0 ||
            (!this.unknownOperandType(g.lhs!) && !this.unknownOperandType(g.rhs!)))
        ) {
          // (a floating one twice, around its own: `(c && ((2.5)))`; a negated one has its own)
          const toBool = (x: Node, s: string) => {
            const t = this.literalType(x);
            return t !== undefined && t !== "bool" && t !== "string" && t !== "nullptr" &&
              x.kind !== NodeKind.Unary && (x.kind === NodeKind.FloatLit || !s.startsWith("("));
          };
          if (toBool(g.lhs!, l)) l = "(" + l + ")";
          if (toBool(g.rhs!, r)) r = "(" + r + ")";
        }
        if (opCall) {
          // a literal converted to the operator function's parameter type: `(it + (1))`
          const ps = f?.decl.ops[0].params ?? [];
          // (its parameter types as its class sees them: `difference_type` from a base)
          const saveBody = this.bodyClass;
          this.bodyClass = this.operandClass(g.lhs!) ?? this.operandClass(g.rhs!) ?? saveBody;
          const conv = (x: Node, i: number) => {
            const lt = this.literalType(x);
            const p = ps[i] as Param | undefined;
            if (lt === undefined || lt === "string" || p?.kind !== NodeKind.Param) return false;
            // (a floating literal is already in its own: `(a * ((2.0F)))`)
            if (x.kind === NodeKind.FloatLit) return false;
            const pk = this.typeKey(p.spec, p.decl);
            return this.isArithmeticKey(pk);
          };
          // (a stream's argument, a literal or a function named for its address, is
          // parenthesized: `(std::cout << (2U))`, `<< (std::endl)`)
          const shift = g.op === T.LessLess || g.op === T.GreaterGreater;
          const lit = (x: Node) =>
            shift &&
            (x.kind === NodeKind.IntLit || x.kind === NodeKind.CharLit ||
              x.kind === NodeKind.BoolLit || x.kind === NodeKind.NullptrLit ||
              (x.kind === NodeKind.Ident &&
                ((x as GenericNode).name as Name | undefined)?.sym?.kind === SymKind.Function));
          if (lit(g.lhs!)) l = "(" + l + ")";
          if (lit(g.rhs!)) r = "(" + r + ")";
          // (outside templates, an iterator's `+`/`-` not found, a friend of a base template:
          // an integer literal right operand is converted all the same, `((v.begin()) +
          // (16))`; not a comparison's, `(__cmp == 0)` against a class's constructor)
          const intLit = (x: Node) => x.kind === NodeKind.IntLit && !this.isUdLiteral(x);
          try {
            if (f && !member && !lit(g.lhs!) && conv(g.lhs!, 0)) l = "(" + l + ")";
            if (f && !lit(g.rhs!) && conv(g.rhs!, member ? 0 : 1)) r = "(" + r + ")";
            if (
              !f && !this.inTemplate && (g.op === T.Plus || g.op === T.Minus) && intLit(g.rhs!)
            ) r = "(" + r + ")";
          } finally {
            this.bodyClass = saveBody;
          }
        }
        // (an enumerator added to or subtracted from a pointer is not promoted: `p + NB::e1`)
        if (!opCall && (g.op === T.Plus || g.op === T.Minus)) {
          if (this.isEnumerator(g.rhs!) && this.pointerValued(g.lhs!)) r = this.exprInner(g.rhs!);
          else if (
            g.op === T.Plus && this.isEnumerator(g.lhs!) && this.pointerValued(g.rhs!)
          ) l = this.exprInner(g.lhs!);
        }
        if (this.inTemplate > 0 && !opCall) {
          // with an operand of a dependent type, an enumerator is not promoted: `a + W`
          if (this.isEnumerator(g.rhs!) && this.typeDependent(g.lhs!)) r = this.exprInner(g.rhs!);
          else if (this.isEnumerator(g.lhs!) && this.typeDependent(g.rhs!)) {
            l = this.exprInner(g.lhs!);
          }
        }
        if (ARITH_OPS.has(g.op!) && !opCall) {
          // an operator function's bool result is promoted: `c[0] + ((a == b))`
          // (and so is an enumeration operator function's value: `((m & (mask))) != (r)`)
          // (not against an operand of a dependent type, the operator unresolved:
          // `this->rdstate() & (~ios_base::eofbit)`)
          const known = (x: Node) => this.inTemplate === 0 || !this.typeDependent(x);
          if (
            this.boolOperatorCall(g.lhs!) || (this.enumOperatorValue(g.lhs!) && known(g.rhs!))
          ) l = "(" + l + ")";
          if (
            this.boolOperatorCall(g.rhs!) || (this.enumOperatorValue(g.rhs!) && known(g.lhs!))
          ) r = "(" + r + ")";
        }
        if (ARITH_OPS.has(g.op!)) {
          // (a `sizeof...` is converted like a literal: `s * (sizeof...(Args))` for a double s)
          const pack = (x: Node) => x.kind === NodeKind.SizeofPack ? "unsigned long" : undefined;
          const tl = this.literalType(g.lhs!) ?? pack(g.lhs!);
          const tr = this.literalType(g.rhs!) ?? pack(g.rhs!);
          // (in a template, a literal against an operand of a dependent type is not converted:
          // `__bkt_count == 1` for a `size_type` of a dependent base)
          const depOther = this.inTemplate > 0 &&
            ((tl !== undefined && tr === undefined && this.typeDependent(g.rhs!)) ||
              (tr !== undefined && tl === undefined && this.typeDependent(g.lhs!)));
          const common = depOther
            ? undefined
            : usualArith(tl ?? this.exprType(g.lhs!), tr ?? this.exprType(g.rhs!));
          // (in a template only against a pointer of a non-dependent type: `p != (nullptr)`)
          const known = (x: Node) => !this.inTemplate || !this.typeDependent(x);
          // (in a template, a literal converted to a non-dependent call's type is not folded:
          // `u() == (0)` for an unsigned `u()`; `u() == 0` outside templates)
          if (this.inTemplate > 0 && common === undefined) {
            const lit = (x: Node, t: string | undefined, other: Node) => {
              if (t === undefined || t === "string" || x.kind === NodeKind.Unary) return false;
              const c = usualArith(this.nonDependentValueType(other), t);
              return c !== undefined && c !== t;
            };
            if (lit(g.rhs!, tr, g.lhs!)) r = "(" + r + ")";
            else if (lit(g.lhs!, tl, g.rhs!)) l = "(" + l + ")";
          }
          if (common === undefined && COMPARE_OPS.has(g.op!)) {
            // a null pointer constant compared with a pointer is converted: `p == (__null)`
            if (
              tr !== undefined && tr !== "string" && this.exprType(g.lhs!) === "ptr" &&
              known(g.lhs!)
            ) {
              r = "(" + r + ")";
            } else if (
              tl !== undefined && tl !== "string" && this.exprType(g.rhs!) === "ptr" &&
              known(g.rhs!)
            ) {
              l = "(" + l + ")";
            }
          } else if (common !== undefined) {
            if (tl !== undefined && tl !== common && g.lhs!.kind !== NodeKind.Unary) {
              l = "(" + l + ")";
            }
            if (tr !== undefined && tr !== common && g.rhs!.kind !== NodeKind.Unary) {
              r = "(" + r + ")";
            }
            // a call's value converted to the common type: `(__clz(x))` as an unsigned
            if (
              tl === undefined && g.lhs!.kind === NodeKind.Call && this.exprType(g.lhs!) !== common
            ) {
              l = "(" + l + ")";
            }
            if (
              tr === undefined && g.rhs!.kind === NodeKind.Call && this.exprType(g.rhs!) !== common
            ) {
              r = "(" + r + ")";
            }
          }
        }
        if (opCall && !this.inTemplate) {
          l = this.decayedString(g.lhs!, l);
          r = this.decayedString(g.rhs!, r);
        }
        // (pointer-to-member operators are written without spaces: `s.*pm`, `p->*pm`)
        const text = g.op === T.DotStar || g.op === T.ArrowStar
          ? l + OP_TEXT[g.op!] + r
          : l + " " + (OP_TEXT[g.op!] ?? this.tok(g.op!)) + " " + r;
        // an operator function call (class operand) carries its own parentheses
        return opCall ? "(" + text + ")" : text;
      }
      case NodeKind.Assign: {
        // (the object assigned has its declared type: a bit-field is not promoted, except for
        // a compound assignment's operation, `(k2) += 1`)
        const plain = g.op === T.Assign;
        if (plain) this.unpromoted++;
        let target: string;
        try {
          target = this.exprType(g.lhs!);
        } finally {
          if (plain) this.unpromoted--;
        }
        const opCall = this.isOperatorCall(e);
        const lhs = this.expr(g.lhs!, opCall ? Ctx.OpArg : Ctx.Operand);
        // (a braced list assigned to an aggregate: its members' keys, found once)
        const aggKeys = g.op === T.Assign && g.rhs!.kind === NodeKind.InitList && !this.inTemplate
          ? this.assignedAggregateKeys(g.lhs!)
          : undefined;
        // an enumerator stored in a member of its own enum type is not converted
        const rhs = g.op === T.Assign && this.isEnumerator(g.rhs!) &&
            this.memberOfEnum(g.lhs!, g.rhs!)
          ? this.exprInner(g.rhs!)
          : opCall && g.op === T.Assign && g.rhs!.kind === NodeKind.Call
          ? "(" + this.exprInner(g.rhs!) + ")"
          : opCall
          ? this.operatorArg(e, g.rhs!)
          // (a class object assigned a cast to its class: `q = static_cast< H>(tr)`)
          : target === "class" && g.op === T.Assign &&
              (g.rhs!.kind === NodeKind.NamedCast ||
                (g.rhs!.kind === NodeKind.Cast && this.constructorCast(g.rhs as GenericNode)))
          ? this.exprInner(g.rhs!)
          // (a shift count keeps its own type: `s >>= 1`)
          : g.op === T.GreaterGreaterAssign || g.op === T.LessLessAssign
          ? this.expr(g.rhs!, Ctx.Operand)
          // (a compound assignment's non-type template parameter is converted only to a common
          // type other than its own: `jj += THREADS_PER_ROW` for an int jj and an unsigned
          // parameter, `i += (BK)` for an unsigned i and an int one)
          : g.op !== T.Assign && this.templateParamName(g.rhs!)
          ? (this.compoundConverts(target, g.rhs!)
            ? "(" + this.exprInner(g.rhs!) + ")"
            : this.exprInner(g.rhs!))
          // (a braced list assigned to an aggregate converts its elements to the members'
          // types: `(ps[i]) = {{(0), (0), (0)}, ...}`)
          : aggKeys !== undefined
          ? this.withFieldKeys(aggKeys, () => this.exprInner(g.rhs!))
          // (a literal assigned to an object of a dependent type is not converted: `_M_node =
          // nullptr` for a `_Link_type _M_node`)
          : this.inTemplate > 0 && g.op === T.Assign && this.literalType(g.rhs!) !== undefined &&
              this.typeDependent(g.lhs!)
          ? this.expr(g.rhs!, Ctx.Operand)
          : this.assignedValue(g, target);
        const text = lhs + " " + OP_TEXT[g.op!] + " " + rhs;
        return opCall ? "(" + text + ")" : text;
      }
      case NodeKind.Comma:
        return this.expr(g.lhs!, Ctx.Operand) + ", " + this.expr(g.rhs!, Ctx.Operand);
      case NodeKind.Unary: {
        const o = g.op === T.KwCoAwait ? "co_await " : (OP_TEXT[g.op!] ?? "");
        // an operator function call carries its own parentheses: `(++__pos)`, `(*((p + n)))`
        if (this.isOperatorCall(e)) return "(" + o + this.expr(g.expr!, Ctx.OpArg) + ")";
        // (a call's value that is no bool is converted to one: `!(h())`, `!(strncmp(a, b, 1))`)
        // (so is an enumeration operator function's value: `!(((__io.flags()) & __a))`)
        if (g.op === T.Exclaim && this.enumOperatorValue(g.expr!)) {
          return "!(" + this.expr(g.expr!, Ctx.Operand) + ")";
        }
        if (g.op === T.Exclaim && g.expr!.kind === NodeKind.Call) {
          const t = this.nonDependentCallType(g.expr as GenericNode);
          // (not a class object converted by its `operator bool`: `!f(1)`)
          if (
            t !== "?" && t !== "bool" && !(t === "class" && this.boolConversion(g.expr!) === true)
          ) return "!(" + this.exprInner(g.expr!) + ")";
        }
        // (a class object converted to another type than bool, then to bool: `!(v)` for a class
        // with `operator int()`)
        if (
          g.op === T.Exclaim && g.expr!.kind === NodeKind.Ident && this.inTemplate === 0 &&
          this.exprType(g.expr!) === "class" && this.boolConversion(g.expr!) === false
        ) return "!(" + this.exprInner(g.expr!) + ")";
        // (so is a literal: `!(0)`, `!('a')`, a floating one in its own too, `!((1.5))`)
        if (
          g.op === T.Exclaim &&
          (g.expr!.kind === NodeKind.IntLit || g.expr!.kind === NodeKind.CharLit ||
            g.expr!.kind === NodeKind.FloatLit)
        ) return "!(" + this.expr(g.expr!, Ctx.Operand) + ")";
        // (a new-expression as the operand: `*(new _WordT)`)
        if (g.expr!.kind === NodeKind.New) return o + "(" + this.exprInner(g.expr!) + ")";
        return o + this.expr(g.expr!, Ctx.Operand);
      }
      case NodeKind.Postfix:
        // (an operator function call `it++` has no parentheses of its own)
        return this.expr(g.expr!, this.isOperatorCall(e) ? Ctx.OpArg : Ctx.Operand) +
          OP_TEXT[g.op!];
      case NodeKind.Conditional: {
        // (a bool condition needs no conversion and stays bare: `s ? 1 : 2`, `true ? a : b`)
        let rhs = this.isEnumerator(g.rhs!)
          ? this.exprInner(g.rhs!)
          : this.expr(g.rhs!, Ctx.Operand);
        // a literal branch converted to the other branch's type: `sizeof(T) * (8) : (0)`
        const tr = this.literalType(g.rhs!);
        // (a string literal as the last operand decays in parentheses: `m ? "a" : ("b")`; not
        // after a condition whose value depends on template parameters, `sizeof(T) == 4 ? "a" :
        // "b"`)
        if (
          tr === "string" &&
          !(this.inTemplate > 0 && this.valueDependentCondition(g.cond!))
        ) rhs = "(" + rhs + ")";
        // (so is a new-expression: `b ? lw : (new W [n])`; as the middle operand it stays bare)
        if (g.rhs!.kind === NodeKind.New && !rhs.startsWith("(")) rhs = "(" + rhs + ")";
        // (so does GNU `__null` converted to the other branch's pointer type: `m ? m + 1 :
        // (__null)`)
        // (as do `0` and `nullptr`: `(c) ? p : (0)`; as the middle operand they stay bare)
        const nullRhs = this.isGnuNull(g.rhs!) || g.rhs!.kind === NodeKind.NullptrLit ||
          (g.rhs!.kind === NodeKind.IntLit && this.evaluate(g.rhs!) === 0n);
        // (in a template too, beside a pointer of a type depending on nothing: `m + s` for a
        // `float *m`)
        if (
          g.lhs && nullRhs && (this.inTemplate === 0 || !this.typeDependent(g.lhs)) &&
          (this.literalType(g.lhs) === "string" || this.pointerValued(g.lhs) ||
            this.pointerCast(g.lhs))
        ) rhs = "(" + rhs + ")";
        if (g.lhs && tr !== undefined && g.rhs!.kind === NodeKind.IntLit) {
          const tl = this.literalType(g.lhs) ?? this.exprType(g.lhs);
          const common = usualArith(tl, tr);
          if (common !== undefined && common !== tr && tl !== tr) rhs = "(" + rhs + ")";
        }
        // (an operator call carries its own parentheses: `(c == d) ? 0 : 1`)
        // (an enumeration operator function's value is converted: `((a & b)) ? 1 : 0`)
        const sub = this.enumSubstText(g.cond!);
        // (a class object converted by its conversion function stays bare: `h ? 1 : 2`)
        return (sub !== undefined ? "(" + sub + ") ? " : this.isBoolName(g.cond!) ||
            (this.isOperatorCall(g.cond!) && !this.enumOperatorValue(g.cond!)) ||
            this.boolMemberCall(g.cond!) ||
            (stripParens(g.cond!).kind === NodeKind.Ident && this.exprType(g.cond!) === "class")
          ? this.exprInner(g.cond!) + " ? "
          : "(" + this.exprInner(g.cond!) + ") ? ") +
          (g.lhs ? this.exprInner(g.lhs) : "") +
          " : " + rhs;
      }
      case NodeKind.Index:
        // (a class object's operator[] gets its object in parentheses unless it is a name:
        // `v[i]`, `(r.cp)[i]`, `(*p)[i]`, `(p[0])[i]`, `((a + b))[i]`)
        if (this.exprType(g.expr!) === "class") {
          let o = g.expr!;
          while (o.kind === NodeKind.Paren && (o as GenericNode).expr) o = (o as GenericNode).expr!;
          const inner = this.exprInner(o);
          // (a data member named alone is a member access: `(host_)[i]`; a captured variable
          // too, but not in a decltype, `__decltype((s[i]))`)
          const bare = o.kind === NodeKind.Ident && !this.isImplicitMember(o as GenericNode) &&
            (this.decltypeDepth > 0 || !this.capturedName(o));
          return (bare ? inner : "(" + inner + ")") +
            "[" + this.expr(g.rhs!, Ctx.Top) + "]";
        }
        return this.expr(g.expr!, Ctx.Operand) + "[" + this.expr(g.rhs!, Ctx.Top) + "]";
      case NodeKind.Member: {
        const mn = g.name as Name;
        const ml = mn.parts?.[mn.parts.length - 1];
        // (in a template, a member template named with arguments takes the keyword, whatever
        // the object's type: `s.template acc< int> ()`)
        // (an operator function template too: `t.template operator()< 3> ()`)
        const tk = this.inTemplate && mn.parts?.length === 1 && ml?.targs && !ml.templateKw &&
            ((ml.special ?? 0) === 0 || ml.special === 1)
          ? "template "
          : "";
        // (an aggregate's braced temporary as the object is parenthesized: `(L< bool> {}).g<
        // 4> ()`)
        const o = g.expr!;
        // (a user-defined literal is a call's value, which must keep parentheses before `.`:
        // `((2_KiB)).get()`, in a template `(2_KiB).get()`; `2_KiB.get` is one number token)
        const lit = stripParens(o);
        const os = (lit.kind === NodeKind.IntLit || lit.kind === NodeKind.FloatLit ||
            lit.kind === NodeKind.CharLit) && this.isUdLiteral(lit)
          ? (lit.kind === NodeKind.FloatLit || this.inTemplate
            ? "(" + this.exprInner(lit) + ")"
            : "((" + this.exprInner(lit) + "))")
          // (so is a `typeid` of an expression of a builtin type: `(typeid((*in))).name()`; not
          // of a class object, `typeid((*b)).name()`)
          // (and a temporary to be destroyed: `(mkn()).get()`, `(p.extension()).string()`)
          // (and a constexpr function's class value: `(mk()).first`)
          : this.aggregateTemporary(o) || (g.op === T.Dot && this.destroyedTemporary(o)) ||
              (g.op === T.Dot && (this.constexprTemporary(o) || this.constantTemporary(o))) ||
              (lit.kind === NodeKind.Typeid &&
                (lit as GenericNode).expr !== undefined &&
                (lit as GenericNode).expr!.kind !== NodeKind.TypeId &&
                this.isArithmeticKey(this.exprType((lit as GenericNode).expr!)))
          ? "(" + this.exprInner(o) + ")"
          : this.expr(o, Ctx.Operand);
        // (a trivial destructor called explicitly is named by its class: `t->T::~T()`, `r .T::~T()`,
        // `w->W< int> ::~W()`)
        const pd = this.pseudoDestructor(g);
        if (pd !== undefined) return os + (g.op === T.Arrow ? "->" : " .") + pd;
        return os + (g.op === T.Arrow ? "->" : ".") + tk +
          this.name(mn) + (this.inTemplate && ml?.special === 1 && ml.op === T.Less ? " " : "");
      }
      case NodeKind.Call:
        {
          const bcp = this.builtinConstantP(g);
          if (bcp !== undefined) return bcp;
        }
        // GNU `__builtin_va_start(ap, last)` is printed with its list parenthesized and no space
        if (this.isBuiltinCall(g, this.vaStartAtom) && (g.args ?? []).length === 2) {
          return "__builtin_va_start((" + this.exprInner(g.args![0]) + ")," +
            this.exprInner(g.args![1]) + ")";
        }
        // (a call of the class's own member function through `this->`, resolved when the
        // template is defined, prints as a plain member call: `this->size()` → `size()`)
        if (this.ownMemberCall(g)) {
          return this.name((g.expr as GenericNode).name as Name) + "(" + this.args(g.args ?? []) +
            ")";
        }
        // (a base's non-static member function named through the base is called through
        // `this`: `this->IosBase::move_from()`; so is one named alone in a template,
        // qualified by its base: `this->IosBase::cb(0)`)
        {
          const bq = this.baseMemberCallee(g.expr!);
          if (bq !== undefined) return "this->" + bq + "(" + this.args(g.args ?? []) + ")";
        }
        // (outside templates, a non-static member function named alone is called through
        // `this`: `up()` → `this->up()`)
        // (in a lambda, through the captured `this`: `(this)->f()`)
        if (this.implicitMemberCall(g.expr!)) {
          return (this.lambdaBodyDepth > 0 ? "(this)->" : "this->") + this.exprInner(g.expr!) +
            "(" + this.args(g.args ?? []) + ")";
        }
        // (so, in a member template of a class outside templates, is one the call does not make
        // dependent: `this->h2(1)`, `this->template mt< int> ()`; `h2(t)` stays)
        if (this.memberTemplateThisCall(g)) {
          const tk = ((g.expr as GenericNode).name as Name).parts[0].targs ? "template " : "";
          return "this->" + tk + this.exprInner(g.expr!) + "(" + this.args(g.args ?? []) + ")";
        }
        // (a lambda called where it stands, in a template: `[=]{ return x; } ()`)
        if (this.inTemplate && g.expr!.kind === NodeKind.Lambda) {
          return this.exprInner(g.expr!) + "(" + this.args(g.args ?? []) + ")";
        }
        if (this.inTemplate && this.dependentCall(e)) {
          this.depCallee++;
          const saveTyped = this.typedDepCall;
          this.typedDepCall = this.nsAliases.size > 0 && this.typeDependentArgs(g);
          let callee: string;
          try {
            callee = this.callee(g.expr!);
          } finally {
            this.depCallee--;
            this.typedDepCall = saveTyped;
          }
          this.depCallArgs++;
          try {
            return callee + "(" + this.args(g.args ?? []) + ")";
          } finally {
            this.depCallArgs--;
          }
        }
        // (a call the template resolves where it is defined keeps its written qualifier:
        // `al::sync(1)` through a namespace alias)
        {
          const resolved = this.inTemplate > 0 && !this.dependentCallArgs(g);
          const dep = this.inTemplate > 0 && !resolved;
          if (resolved) this.plainCallee = g.expr;
          if (dep) this.depCallee++;
          const saveTyped = this.typedDepCall;
          this.typedDepCall = dep && this.nsAliases.size > 0 && this.typeDependentArgs(g);
          let callee: string;
          try {
            callee = this.callee(g.expr!);
          } finally {
            if (dep) this.depCallee--;
            this.typedDepCall = saveTyped;
          }
          try {
            return callee + "(" + this.args(g.args ?? []) + ")";
          } finally {
            this.plainCallee = undefined;
          }
        }
      case NodeKind.Typeid: {
        const a = g.expr!;
        return "typeid(" +
          (a.kind === NodeKind.TypeId ? this.typeId(a as TypeId) : this.expr(a, Ctx.Operand)) + ")";
      }
      case NodeKind.KernelLaunch:
        return "(__cudaPushCallConfiguration(" + this.args(g.list ?? []) + ")) ? (void)0 : " +
          this.callee(g.expr!) + "(" + this.args(g.args ?? []) + ")";
      case NodeKind.Cast: {
        const x = g.expr!;
        // (to a class by its constructor: as `C(x)`, `((B)(f))`)
        const ct = g.type as TypeId;
        if (this.constructorCast(g)) return "((" + this.typeId(ct) + ")(" + this.args([x]) + "))";
        // (not to void: the array is discarded, not converted, `(void)s`)
        const toVoid = ct.kind === NodeKind.TypeId && ct.decl.ops.length === 0 &&
          ct.spec.type === undefined && builtinName(ct.spec.builtins, ct.spec.flags) === "void";
        // (a string literal decays too: `((void *)("a"))`)
        const decays = !toVoid &&
          ((x.kind === NodeKind.Ident && this.exprType(x) === "arr") ||
            this.literalType(x) === "string");
        const target = this.typeId(g.type as TypeId);
        // (a class object converted by its conversion function to another pointer type: the
        // conversion is a cast of its own, `(const float *)((float *)b)`)
        const conv = this.pointerConversion(x, g.type as TypeId, target);
        if (conv !== undefined) {
          return "(" + target + ")((" + conv + ")" + this.castOperand(x) + ")";
        }
        // (a call's object converted by a base's conversion function is first converted to that
        // base: `(int)(get())`)
        if (!decays && this.baseConversionCall(x)) {
          return "(" + target + ")(" + this.exprInner(x) + ")";
        }
        return "(" + target + ")" +
          (decays ? "(" + this.exprInner(x) + ")" : this.castOperand(x));
      }
      case NodeKind.NamedCast:
        // (a conversion function call is printed as a cast: `((__half_raw)h)`)
        if (this.conversionCast(g)) {
          return "((" + this.typeId(g.type as TypeId) + ")" +
            this.conversionOperand(g.expr!, g.type as Node) + ")";
        }
        if (g.op === T.KwStaticCast && g.type?.kind === NodeKind.TypeId) {
          const target = this.typeId(g.type as TypeId);
          const conv = this.pointerConversion(g.expr!, g.type as TypeId, target);
          if (conv !== undefined) {
            return "static_cast< " + target + ">(((" + conv + ")" + this.castOperand(g.expr!) +
              "))";
          }
        }
        // (a class object converted by its conversion function is an operand: `static_cast<
        // signed char>((*this))`)
        return this.tok(e.first) + "< " + this.typeId(g.type as TypeId) + ">(" +
          (g.op === T.KwStaticCast && !this.inTemplate && this.exprType(g.expr!) === "class" &&
              (!this.isClassTypeName(g.type as Node) || this.convertsTo(g.expr!, g.type as Node))
            ? this.expr(g.expr!, Ctx.Operand)
            : this.exprInner(g.expr!)) +
          ")";
      case NodeKind.FunctionalCast: {
        const t = g.type as Node;
        // an integral type's `T{}` is the constant 0 of that type: `(size_t)0UL` (named by its
        // canonical type in a call the template leaves unresolved: `(unsigned long)0UL`), `0`
        const zk = this.zeroInitKey(g);
        if (zk !== undefined) {
          if (zk === "int") return this.initCtx ? "((int)0)" : "0";
          // (converted as a call's argument, the zero shared by its type: see sharedZeros)
          if (this.depCallArgs > 0) {
            const shared = this.sharedZeros.get(zk);
            if (shared === undefined) this.sharedZeros.set(zk, true);
            else if (!shared) return "0" + INT_SUFFIX[zk === "unsigned" ? "unsigned int" : zk];
          }
          const tname = this.depCallArgs > 0 || t.kind !== NodeKind.Name
            ? zk
            : this.name(t as Name);
          return "(" + tname + ")0" + INT_SUFFIX[zk === "unsigned" ? "unsigned int" : zk];
        }
        // (so is a smaller one's, a char's with a literal of its type too: `(int16_t)0`,
        // `(int8_t)((int8_t)'\000')`, `(bl)false`)
        const zs = this.depCallArgs > 0 ? undefined : this.zeroInitAnyKey(g);
        if (zs !== undefined) {
          const tname = t.kind === NodeKind.Name
            ? this.gxxBuiltinTypedef(t as Name) ?? this.name(t as Name)
            : zs;
          const z = this.zeroLiteral(zs, tname);
          if (z !== undefined) return "(" + tname + ")" + z;
        }
        const tn = this.tb.kind[e.first] === T.KwTypename && t.kind === NodeKind.Name
          ? "typename "
          : "";
        // (its template arguments are a type's: `bc< gx::at< na> ::nm()> ()` for
        // `bc<Tr::nm()>()` after `typedef gx::at<na> Tr;`)
        const targs = t.kind === NodeKind.Name && (t as Name).parts.some((c) => c.targs);
        if (targs) this.typeTargs++;
        let ts: string;
        try {
          ts = tn +
            (t.kind === NodeKind.TypeId
              ? this.typeId(t as TypeId)
              : t.kind === NodeKind.DeclSpec
              ? this.specType(t as DeclSpec)
              // (a dependent decltype as a type: `__decltype((...)){}`)
              : t.kind === NodeKind.Decltype && this.inTemplate > 0 && (t as GenericNode).expr &&
                  this.mentionsParamTokens((t as GenericNode).expr!)
              ? this.specType(nameSpec(t))
              : t.kind === NodeKind.Decltype
              ? this.decltypeText(t)
              : t.kind === NodeKind.Name
              // (a typedef qualifier expanded as in a type: `typename BB< A> ::_Tr::type{}`)
              ? (tn !== "" ? this.expandedQualifier(t as Name) : undefined) ??
                // (named as a type is: `forward_iterator_tag()` for `std::forward_iterator_tag()`
                // in namespace std)
                (tn === "" && this.typeQual
                  ? this.hiddenNsRewrite(this.typeQual(t as Name, false) ?? "") || undefined
                  : undefined) ??
                this.name(t as Name)
              : this.fallback(t));
        } finally {
          if (targs) this.typeTargs--;
        }
        const args = g.args ?? [];
        // (a dependent `typename` name cast from one value, its object used: `((typename
        // TP::Hist)x).get()`; a template-id stays as written)
        if (this.typenameCast(g)) return "(" + ts + ")" + this.castOperand(args[0]);
        // (braces only for a keyword type: `_ToDur{1}` stays)
        // (and a typedef of a pointer: `((tlp< > )nullptr)` for `tlp<>{nullptr}`)
        const one = g.braced && !this.isKeywordType(t) && !scalarTypeName(t)
          ? undefined
          : castOperandOf(g);
        if (this.isBuiltinType(t) && one !== undefined) {
          // (printed as a C cast, its type named as a cast's is: `std::size_t(-1)` in namespace
          // std is `((size_t)(-1))`; braces too: `int{sizeof(T)}` is `(int)sizeof(T)`)
          if (t.kind === NodeKind.Name && tn === "") {
            // (in a partial specialization's head, a typedef by the builtin type it names:
            // `allocate((unsigned long)0)` for `allocate(size_t(0))`)
            const b = this.partialHead > 0 ? this.builtinTypedef(t as Name) : undefined;
            if (b !== undefined && b.decl.ops.length === 0) {
              return "(" + this.typeWithDecl(b.spec, b.decl, "") + ")" + this.castOperand(one);
            }
            return "(" + this.specType(nameSpec(t)) + ")" + this.castOperand(one);
          }
          return "(" + ts + ")" + this.castOperand(one);
        }
        // a value-initialized keyword type is the constant 0: `char()` → `((char)0)`, and so is
        // `void()`: `((void)0)`
        if (args.length === 0 && !g.braced && (this.isKeywordType(t) || this.isVoidType(t))) {
          return "((" + ts + ")0)";
        }
        // `C(x)` for a class C is a cast: `((C)(x))`
        if (
          args.length === 1 && !g.braced &&
          args[0].kind !== NodeKind.PackExpansion && this.isClassTypeName(t)
        ) {
          // (the operand as a call argument: `((iterator)(((this->_M_impl)._M_start)))`)
          const cq = t.kind === NodeKind.Name && tn === "" && this.depBaseQual
            ? this.depBaseQual(t as Name)
            : undefined;
          // (in a class template, a class nested in it is a plain cast: `(W)(sv)(x)`, `(W)x`)
          if (cq === undefined && tn === "" && this.nestedInClassTemplate(t)) {
            return "(" + ts + ")" + this.castOperand(args[0]);
          }
          // (a conversion function's call: `((__half_raw)h)`)
          if (t.kind === NodeKind.Name && this.convertsTo(args[0], t)) {
            return "((" + (cq ?? ts) + ")" + this.conversionOperand(args[0], t) + ")";
          }
          return "((" + (cq ?? ts) + ")(" + this.args([args[0]]) + "))";
        }
        // (in a class with a dependent base, a class named in a temporary is qualified from the
        // global namespace, so that instantiation finds no base member: `std::tag()`)
        const tq = t.kind === NodeKind.Name && tn === "" && this.depBaseQual
          ? this.depBaseQual(t as Name)
          : undefined;
        if (tq !== undefined) {
          if (g.braced) return tq + this.expr(args[0], Ctx.Top);
          return tq + "(" + this.args(args) + ")";
        }
        if (g.braced) {
          // (an aggregate's elements convert to its members' types: `V{(1), (2)}`)
          const keys = this.initFieldKeys;
          this.initFieldKeys = t.kind === NodeKind.Name
            ? this.aggregateKeys(nameSpec(t))
            : undefined;
          try {
            return ts + this.expr(args[0], Ctx.Top);
          } finally {
            this.initFieldKeys = keys;
          }
        }
        return ts + "(" + this.args(args) + ")";
      }
      case NodeKind.Lambda:
        return this.lambda(g);
      case NodeKind.New: {
        // (`::new` keeps its `::`: it skips a class's own operator new)
        let s = this.tb.kind[e.first] === T.ColonColon ? "::new " : "new ";
        if (g.args && g.args.length) s += "(" + this.args(g.args) + ") ";
        s += this.typeId(g.type as TypeId);
        const init = g.init as GenericNode | undefined;
        if (init) {
          if (init.kind === NodeKind.Paren) s += "(" + this.args(init.args ?? []) + ")";
          else s += this.expr(init, Ctx.Top);
        }
        return s;
      }
      case NodeKind.Delete:
        return (this.tb.kind[e.first] === T.ColonColon ? "::delete " : "delete ") +
          (g.flags ? "[] " : "") + this.expr(g.expr!, Ctx.Operand);
      case NodeKind.TypeTrait:
        // (a type argument is printed as written, typedef names kept: `__is_trivial(_ValueType)`)
        return this.atom(g.atom!) + "(" +
          (g.args ?? []).map((x) =>
            x.kind === NodeKind.TypeId ? this.typeId(x as TypeId) : this.templateArg(x)
          ).join(", ") +
          ")";
      case NodeKind.Fold: {
        const o = OP_TEXT[g.op!] ?? "?";
        if (g.lhs && g.rhs) {
          return "(" + this.expr(g.lhs, Ctx.Operand) + " " + o + " ... " + o + " " +
            this.expr(g.rhs, Ctx.Operand) + ")";
        }
        if (g.lhs) return "(" + this.expr(g.lhs, Ctx.Operand) + " " + o + " ... )";
        return "( ... " + o + " " + this.expr(g.rhs!, Ctx.Operand) + ")";
      }
      case NodeKind.Requires:
        if (g.list !== undefined && this.sm !== undefined) return this.requiresExpr(g);
        return this.fallback(e);
      case NodeKind.Noexcept: {
        const x = g.expr!;
        // (outside templates the operand is printed as a full expression, `noexcept(*(m))`)
        if (this.constantNoexcept(e)) return "noexcept(" + this.expr(x, Ctx.Top) + ")";
        return "noexcept(" +
          (x.kind === NodeKind.FunctionalCast
            ? "(" + this.exprInner(x) + ")"
            : x.kind === NodeKind.Call
            ? this.exprInner(x)
            : this.expr(x, Ctx.Operand)) +
          ")";
      }
      case NodeKind.SizeofPack:
        return "sizeof...(" + this.atom(g.atom!) + ")";
      case NodeKind.SizeofExpr: {
        // in a template, the size of an object of dependent type stays an expression in
        // parentheses: `sizeof(x)` (`sizeof q` when q's type is known)
        let x = g.expr!;
        while (x.kind === NodeKind.Paren && (x as GenericNode).expr) x = (x as GenericNode).expr!;
        const xn = x.kind === NodeKind.Ident
          ? (x as GenericNode).name as Name | undefined
          : undefined;
        // (a data member of the class, named alone or through `this`: `sizeof((payload))`,
        // `sizeof((this->n))`)
        if (
          this.inTemplate > 0 &&
          ((x.kind === NodeKind.Ident && this.isImplicitMember(x as GenericNode)) ||
            (x.kind === NodeKind.Member && (x as GenericNode).expr!.kind === NodeKind.This))
        ) return "sizeof(" + this.expr(x, Ctx.Operand) + ")";
        if (this.inTemplate > 0 && xn && xn.parts.length === 1) {
          const v = this.lookup(xn.parts[0].atom);
          // (a non-type template parameter too: `sizeof(P)`)
          if (v?.depType || v?.ttparam || v?.tparam || v?.depInit) {
            return "sizeof(" + this.exprInner(x) + ")";
          }
        }
        // (a call depending on template parameters too: `sizeof(frag(static_cast< T *>(p)))`,
        // `sizeof(t.f())`; `sizeof g(2)` stays)
        if (
          this.inTemplate > 0 && x.kind === NodeKind.Call &&
          (this.mentionsParamTokens(x) || this.typeDependent(x))
        ) return "sizeof(" + this.exprInner(x) + ")";
        // (and an operation on such values, as an operand: `sizeof((*dst))`)
        if (this.inTemplate > 0 && this.isOperation(x) && this.typeDependent(x)) {
          return "sizeof(" + this.expr(x, Ctx.Operand) + ")";
        }
        return "sizeof " + this.expr(g.expr!, Ctx.Operand);
      }
      case NodeKind.SizeofType:
        return "sizeof(" + this.typeId(g.type as TypeId) + ")";
      case NodeKind.AlignofType:
        return "__alignof__(" + this.typeId(g.type as TypeId) + ")";
      case NodeKind.AlignofExpr: {
        // GNU `__alignof__` of an expression: `__alignof__ (gd + (1))`; in a template its
        // operand as an operand, `__alignof__((p))` for a data member
        let x = g.expr!;
        while (x.kind === NodeKind.Paren && (x as GenericNode).expr) x = (x as GenericNode).expr!;
        if (this.inTemplate > 0) return "__alignof__(" + this.expr(x, Ctx.Operand) + ")";
        return "__alignof__ (" + this.expr(x, Ctx.Top) + ")";
      }
      case NodeKind.InitList: {
        // elements are printed like initializers of the element type: `{(1), (2)}` for floats,
        // `{i + j}` (no operand parentheses)
        const et = this.initElemType;
        if (et === "dep") {
          // elements of a dependent type: the ones with a value of their own are converted,
          // `{((_Tp)1UL), (-x), x}`
          return "{" + (g.list ?? []).map((x) => {
            const t = this.expr(x, Ctx.Top);
            return this.isComma(x) || this.convertsToDependent(x, false) ? "(" + t + ")" : t;
          }).join(", ") + "}";
        }
        const vb = this.varBraces;
        this.varBraces = false;
        // (an aggregate's elements convert to its members' types: `Params p{8, (nullptr)};`)
        let fk = this.initFieldKeys;
        this.initFieldKeys = undefined;
        // (an array of aggregates: each element's braces are the aggregate's, `{{(-1), 2}}`;
        // elided braces run through its members, `S g2[2] = {(-1), 2, 3, 4}` for scalar ones)
        const ek = this.initElemKeys;
        this.initElemKeys = undefined;
        const elemBraces = ek !== undefined &&
          (g.list ?? []).some((x) => x.kind === NodeKind.InitList);
        if (
          ek !== undefined && !elemBraces && ek.length > 0 &&
          ek.every((k) => this.isArithmeticKey(k) || k === "ptr")
        ) {
          fk = (g.list ?? []).map((_, i) => ek[i % ek.length]);
          this.fieldDecls.set(fk, []);
        }
        // (an aggregate whose one member is an array of arithmetic elements: elided braces run
        // through its elements, `Arr< 2>  b{(sizeof(int)), (sizeof(float))}`)
        if (fk?.length === 1 && fk[0] === "arr" && !elemBraces) {
          const a = this.fieldDecls.get(fk)?.[0];
          const k = a === undefined || (g.list ?? []).some((x) => x.kind === NodeKind.InitList)
            ? undefined
            : this.fieldElemKeys.get(fk)?.[0] ??
              this.typeKey(a.spec, { ...a.decl, ops: a.decl.ops.filter((o) => o.op !== 4) });
          if (k !== undefined && (this.isArithmeticKey(k) || k === "ptr")) {
            fk = (g.list ?? []).map(() => k);
            this.fieldDecls.set(fk, []);
          }
        }
        const st = this.initStrTarget;
        this.initStrTarget = undefined;
        // (a pointer only at namespace scope, as an address constant; bare in a block)
        const inBlock = this.blockLevel() > 0;
        const strTarget = (i: number) => {
          const t = st ?? (fk?.[i] === "ptr" || fk?.[i] === "arr" ? fk[i] : et);
          return t === "ptr" && inBlock ? "?" : t;
        };
        const text = "{" +
          (g.list ?? []).map((x, i) =>
            this.isComma(x) ||
              // (as in an argument list: `{(__res.first).base(), (__res.second)}`)
              (this.inTemplate && x.kind === NodeKind.Member &&
                this.dependentMember(x as GenericNode))
              // (doubled as a variable's initializer: `V< I>  w = {((v.x))};`)
              ? (vb && !this.isComma(x)
                ? "((" + this.exprInner(x) + "))"
                : "(" + this.exprInner(x) + ")")
              // (a class cast of one is wrapped once more: `{((((C)((t.x))))), false}`)
              : this.unresolvedClassCast(x)
              ? (vb ? "((" + this.exprInner(x) + "))" : "(" + this.exprInner(x) + ")")
              // (in a template, a variable's element converted from a dependent type, as a
              // variable's initializer is: `N n{(&k), k}`, `S s{this, (std::forward< A> (a))...}`)
              : vb && this.inTemplate > 0 && this.dependentElement(x)
              ? "(" + this.exprInner(x) + ")"
              // (an array's too: `int d[] = {(args)...}`; a comma, doubled as an element, once
              // more: `{0, (((printf(fmt, args), 0)))...}`)
              : (vb || et !== "?") && this.inTemplate > 0 && x.kind === NodeKind.PackExpansion &&
                  this.isComma((x as GenericNode).expr!)
              ? "(((" + this.exprInner((x as GenericNode).expr!) + ")))..."
              : this.inTemplate > 0 && x.kind === NodeKind.PackExpansion &&
                  (vb ? this.dependentElement((x as GenericNode).expr!, true) : et !== "?" &&
                    this.parameterPack((x as GenericNode).expr!))
              ? "(" + this.exprInner((x as GenericNode).expr!) + ")..."
              // (a designated member's value converts to that member's type)
              : (x.kind === NodeKind.Designated ? this.designated(x, fk) : undefined) ??
                this.constantElement(
                  // (of a variable's braces, not a class's constructor call: `year{-32767}`)
                  vb || fk !== undefined || et !== "?" ? x : undefined,
                  // (a string literal initializing a pointer member is not converted)
                  elemBraces && x.kind === NodeKind.InitList
                    ? this.withFieldKeys(ek, () => this.converted(x, "?", Ctx.Top))
                    : this.nestedElement(x, fk, i, () =>
                      this.converted(
                        x,
                        this.literalType(x) === "string" ? strTarget(i) : fk?.[i] ?? et,
                        Ctx.Top,
                      )),
                )
          ).join(", ") + "}";
        this.varBraces = vb;
        this.initFieldKeys = fk;
        this.initStrTarget = st;
        return text;
      }
      case NodeKind.Throw:
        return g.expr ? "throw " + this.expr(g.expr, Ctx.Operand) : "throw";
      case NodeKind.GnuUnary:
        // GNU `__real__ z` / `__imag__ z` print in call form: `__real(z)`
        if ((g.op === T.KwReal || g.op === T.KwImag) && g.expr) {
          return (g.op === T.KwReal ? "__real(" : "__imag(") + this.expr(g.expr, Ctx.Top) + ")";
        }
        // `__extension__` is dropped before a call and kept before other operands:
        // `r = f(1, 2);`, `__extension__ (r + 1)`, `__extension__ 5LL`
        if (g.op === T.KwExtension && g.expr) {
          const x = this.expr(g.expr, Ctx.Operand);
          return g.expr.kind === NodeKind.Call ? x : "__extension__ " + x;
        }
        // a GNU label address is an address constant: `(&&a)`
        if (g.op === T.AmpAmp && g.atom !== undefined && g.atom >= 0) {
          return "(&&" + this.atom(g.atom) + ")";
        }
        return this.fallback(e);
      case NodeKind.PackExpansion: {
        let x = g.expr!;
        while (x.kind === NodeKind.Paren && (x as GenericNode).expr) x = (x as GenericNode).expr!;
        const wrap = x.kind === NodeKind.Comma || x.kind === NodeKind.Conditional ||
          this.isOperation(x);
        return this.expr(g.expr!, wrap ? Ctx.Operand : Ctx.Top) + "...";
      }
      default:
        return this.fallback(e);
    }
  }

  /** Is `e` a pointer: typed so, or pointer arithmetic on one (`m + 1`)? */
  /**
   * A braced element printed as `s`: an operation on constants is a constant, parenthesized as
   * initializers are (`{(1 + 2), x + 1}`, `{(1.0F), ((1.0F) / (60.0F))}`).
   */
  private constantElement(x: Node | undefined, s: string): string {
    if (x === undefined || !this.isOperation(x) || x.kind === NodeKind.FloatLit) return s;
    // (a negated literal converted has its parentheses already: `{(-1)}` for a float)
    if (x.kind === NodeKind.Unary && s.startsWith("(") && this.literalType(x) !== undefined) {
      return s;
    }
    // (an address is no constant element in a block: `E e = {&k, "a"};` there)
    if (x.kind === NodeKind.Unary && (x as GenericNode).op === T.Amp && this.blockLevel() > 0) {
      return s;
    }
    return this.isConstant(x) ? "(" + s + ")" : s;
  }

  /** Is `e` a (negated) floating literal whose value integral type `target` cannot hold? */
  private floatNotFitting(e: Node, target: string): boolean {
    const v = floatLiteralValue(e, (i) => this.tok(i));
    return v !== undefined && floatFitsIntegral(v, target) === false;
  }

  /** Is `e` a C cast to a pointer type (`(void *)0`)? */
  private pointerCast(e: Node): boolean {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    if (e.kind !== NodeKind.Cast) return false;
    const t = (e as GenericNode).type as TypeId | undefined;
    return t?.kind === NodeKind.TypeId && t.decl.ops.length > 0 && t.decl.ops[0].op === 0;
  }

  private pointerValued(e: Node, depth = 0): boolean {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    if (this.exprType(e) === "ptr") return true;
    const g = e as GenericNode;
    // (an address, `&(nodes[i + 1])`, when no operator& of a class may give something else)
    if (e.kind === NodeKind.Unary && g.op === T.Amp && g.expr !== undefined) {
      const t = this.exprType(g.expr);
      if (t === "?" || t === "dep") return false;
      if (t !== "class") return true;
      const sc = this.operandClass(g.expr);
      return sc !== undefined && this.operatorFn(sc, T.Amp, 1) === undefined;
    }
    return depth < 8 && e.kind === NodeKind.Binary && (g.op === T.Plus || g.op === T.Minus) &&
      (g.op === T.Plus
        ? this.pointerValued(g.lhs!, depth + 1) || this.pointerValued(g.rhs!, depth + 1)
        // (a difference of pointers is not one)
        : this.pointerValued(g.lhs!, depth + 1) && !this.pointerValued(g.rhs!, depth + 1));
  }

  /** Printing a constant expression: a static assertion's condition, a constexpr initializer. */
  constantExpr = 0;

  /**
   * Is `e` a call of a constexpr function (every overload of its name, outside templates) with
   * constant arguments, whose value the front end folds (`mk2(2)`, `P::mk(1)`)?
   */
  constantCall(e: Node): boolean {
    if (e.kind !== NodeKind.Call || this.inTemplate > 0) return false;
    const g = e as GenericNode;
    const c = g.expr!;
    if (c.kind !== NodeKind.Ident) return false;
    const n = (c as GenericNode).name as Name | undefined;
    const sym = n?.sym;
    if (!n || sym?.kind !== SymKind.Function || !sym.fnSpecs || sym.fnSpecs.length === 0) {
      return false;
    }
    if (n.parts[n.parts.length - 1].targs) return false;
    for (const sp of sym.fnSpecs) {
      if (sp === null || ((sp as DeclSpec).flags & DS.Constexpr) === 0) return false;
    }
    return (g.args ?? []).every((a) => this.isConstant(a) && a.kind !== NodeKind.StringLit);
  }

  /**
   * Does operation `e` call a function in its operands (`2 * sz(kP)`)? With `conditional`, also
   * in a conditional's operands (`(M == 0) ? 1 : lg(M)`).
   */
  mentionsCall(e: Node, conditional = false, depth = 0): boolean {
    if (depth > 32) return false;
    const g = e as GenericNode;
    const d = depth + 1;
    switch (e.kind) {
      case NodeKind.Call:
        return true;
      case NodeKind.Binary:
        return this.mentionsCall(g.lhs!, conditional, d) ||
          this.mentionsCall(g.rhs!, conditional, d);
      case NodeKind.Conditional:
        return conditional &&
          (this.mentionsCall(g.cond!, true, d) ||
            (g.lhs !== undefined && this.mentionsCall(g.lhs, true, d)) ||
            this.mentionsCall(g.rhs!, true, d));
      case NodeKind.Unary:
      case NodeKind.Paren:
        return g.expr !== undefined && this.mentionsCall(g.expr, conditional, d);
      default:
        return false;
    }
  }

  /** A const arithmetic variable with a constant initializer: a lambda does not capture it
   * (its value is used: `[=] { return scale * i; }` for `const float scale = 0.5f`). */
  private constantArithmetic(v: VarInfo): boolean {
    return v.constant === true && !v.tparam && this.isArithmeticKey(v.type);
  }

  /** `[k](int x) { return x + (k); } ` (captured names print as closure members). */
  lambda(g: GenericNode, how?: { header: string; body?: (body: Node) => string }): string {
    if (!how && this.lambdaHook) {
      const r = this.lambdaHook(g);
      if (r !== undefined) return r;
    }
    const caps = (g.list ?? []).map((c) => {
      const ic = this.initCaptureText(c);
      if (ic !== undefined) return ic;
      let t = "";
      for (let i = c.first; i <= c.last; i++) t += this.tok(i);
      return t;
    });
    return this.withLambdaTemplate(
      g,
      (head) => this.lambdaRest(g, "[" + caps.join(", ") + "]" + head, caps, how),
    );
  }

  /**
   * An init-capture `x = e` or `&x = e` with its initializer printed as an expression (a managed
   * variable read through its wrapper, a launch rewritten: `[cnt = (*( ... (m)))]`); undefined
   * for other captures.
   */
  initCaptureText(c: Node): string | undefined {
    const ce = (c as GenericNode).expr, nt = (c as GenericNode).op ?? -1;
    if (ce === undefined || nt < 0 || this.tb.kind[nt] !== T.Identifier) return undefined;
    for (let i = c.first; i < nt; i++) if (this.tb.kind[i] !== T.Amp) return undefined;
    if (this.tb.kind[nt + 1] !== T.Assign) return undefined;
    return (nt > c.first ? "&" : "") + this.tok(nt) + " = " + this.expr(ce, Ctx.Init);
  }

  /**
   * Runs `f` with a generic lambda's template parameters (C++20 `[]<typename T>(T a)`) in scope;
   * `head` is their list as printed after the captures (`< class T> `, empty for none).
   */
  withLambdaTemplate<R>(g: GenericNode, f: (head: string) => R): R {
    const tparams = g.args as TemplateParam[] | undefined;
    if (!tparams || tparams.length === 0) return f("");
    this.inTemplate++;
    this.push();
    try {
      this.declareTemplateParams(tparams);
      // (without the position marks of the parameter names: the list stays on its line)
      let head = this.templateHead(tparams).slice(8);
      for (let k = head.indexOf("\u0002"); k >= 0; k = head.indexOf("\u0002")) {
        head = head.slice(0, k) + head.slice(head.indexOf("\u0003", k) + 1);
      }
      // (but the list is positioned at its `<`: after an annotation, `[] __device__ <class U>`
      // in an extended lambda's `#if 0` copy, a marker comes before it)
      let lt = tparams[0].first - 1;
      while (lt > g.first && this.tb.kind[lt] !== T.Less) lt--;
      if (this.tb.kind[lt - 1] !== T.RBracket) head = "\u0002" + lt + "\u0003" + head;
      return f(head);
    } finally {
      this.pop();
      this.inTemplate--;
    }
  }

  /** Template parameters in scope (types are dependent typedefs, non-types constants). */
  declareTemplateParams(params: TemplateParam[]): void {
    for (const tp of params) {
      if (tp.kind === NodeKind.TemplateTypeParam && tp.name >= 0) {
        this.declare(tp.name, { type: "typedef:?", ttparam: true });
      } else if (tp.kind === NodeKind.TemplateNonTypeParam && tp.name >= 0) {
        const ty = tp.type as TypeId | undefined;
        const key = ty && ty.kind === NodeKind.TypeId ? this.typeKey(ty.spec, ty.decl) : "?";
        const tn = ty?.kind === NodeKind.TypeId && ty.decl.ops.length === 0
          ? ty.spec.type as Name | undefined
          : undefined;
        const enumParam = tn?.kind === NodeKind.Name && tn.sym?.kind === SymKind.Enum &&
          !this.isDependentName(tn);
        const pt = tp.type as TypeId | Param | undefined;
        const ptn = pt && (pt.kind === NodeKind.TypeId || pt.kind === NodeKind.Param) &&
            pt.decl.ops.length === 0
          ? pt.spec.type as Name | undefined
          : undefined;
        const paramTypeName = ptn?.kind === NodeKind.Name && ptn.parts.length === 1 &&
            !ptn.parts[0].targs && !ptn.global
          ? ptn.parts[0].atom
          : undefined;
        this.declare(tp.name, {
          type: key,
          constant: true,
          tparam: true,
          enumParam,
          paramTypeName,
        });
      }
    }
  }

  private lambdaRest(
    g: GenericNode,
    s: string,
    caps: string[],
    how?: { header: string; body?: (body: Node) => string },
  ): string {
    const d = g.decl as Declarator | undefined;
    if (d && d.ops.length && d.ops[0].op === 5) s += this.paramList(d.ops[0]);
    s += " ";
    if (how) s = how.header;
    if (!g.body || !this.lambdaBody) return s + (g.body ? this.fallback(g.body) : "");
    // the closure's environment: captured locals become members
    const layer = new Map<number, VarInfo>();
    const byDefault = caps.includes("=") || caps.includes("&");
    for (let i = 1; i < this.env.length; i++) {
      for (const [a, v] of this.env[i]) {
        if (v.global || v.member || v.type === "fn" || v.type.startsWith("typedef:")) continue;
        layer.set(a, { ...v, captured: byDefault && !this.constantArithmetic(v) });
      }
    }
    for (const c of caps) {
      // (an init-capture `w = e` / `w(e)` declares `w`)
      const nm = c.replace(/^[&=]|^\*?this$/, "").replace(/[=({].*$/, "").trim();
      if (nm === "") continue;
      const atom = this.names.intern(nm);
      const v = this.lookup(atom);
      layer.set(atom, {
        ...(v ?? { type: "?" }),
        captured: v === undefined || !this.constantArithmetic(v),
      });
    }
    this.pushLayer(layer);
    const saveRet = this.retType;
    this.retType = "?";
    this.push();
    // (a generic lambda's body is a template's: its `auto` parameters have dependent types)
    let generic = (g.args ?? []).length > 0;
    if (d && d.ops.length && d.ops[0].op === 5) {
      for (const p of d.ops[0].params ?? []) {
        const pp = p as Param;
        const auto = pp.kind === NodeKind.Param && pp.spec.type === undefined &&
          pp.spec.builtins.includes(T.KwAuto);
        if (auto) generic = true;
        if (pp.kind === NodeKind.Param && pp.decl.name && pp.decl.name.parts.length === 1) {
          // (in a template, so does one of a type depending on its parameters: `dot((x.vel))`
          // for `const B<T> &x`)
          // (with its declaration: `((a.path) < (b.path))` for a `const FileReport &a`)
          this.declare(pp.decl.name.parts[0].atom, {
            type: this.typeKey(pp.spec, pp.decl),
            spec: pp.spec,
            decl: pp.decl,
            depType: auto || (this.inTemplate > 0 && this.dependentSpec(pp.spec)) || undefined,
          });
        }
      }
    }
    if (generic) this.inTemplate++;
    // (a final `return;` is dropped, as in functions)
    this.lambdaBodyDepth++;
    try {
      s += (how?.body ?? this.lambdaBody)(withoutTrailingReturn(g.body));
    } finally {
      this.lambdaBodyDepth--;
      if (generic) this.inTemplate--;
    }
    this.pop();
    this.pop();
    this.retType = saveRet;
    return s;
  }

  /** In a template, does the type `spec` names depend on template parameters? */
  dependentSpec(spec: DeclSpec): boolean {
    const t = spec.type;
    if (!t || t.kind !== NodeKind.Name) return false;
    const n = t as Name;
    if (spec.elaborated !== T.KwTypename && this.currentClassId(n)) return false;
    if (spec.elaborated === T.KwTypename || this.isDependentName(n)) return true;
    if (n.parts.some((c) => c.targs) && this.mentionsTemplateParam(n)) return true;
    // (or a typedef of a dependent type as an argument: `tuple< tuple< InputType, IndexType> ,
    // ...>  result` after `using InputType = it_value_t<ForwardIterator>;`)
    if (
      this.inTemplate > 0 &&
      n.parts.some((c) =>
        c.targs?.some((a) => a.kind === NodeKind.TypeId && this.mentionsParamTokens(a))
      )
    ) return true;
    if (n.parts.length !== 1) return false;
    // (a template type parameter, or a typedef of a dependent type: `_Distance __i = (0);` after
    // `typedef typename iterator_traits< _It> ::difference_type _Distance;`)
    const v = this.lookup(n.parts[0].atom);
    if (v === undefined) return this.dependentBaseType(n);
    return v.ttparam === true || v.tdDependent === true;
  }

  /**
   * Is `n` a member type a class template names from a dependent base (`__diff_type __i = (0);`
   * after `using typename _Base::__diff_type;`, `vector< __diff_type> ` a dependent type)?
   */
  private dependentBaseType(n: Name): boolean {
    return this.inTemplate > 0 && n.parts.length === 1 && !n.parts[0].targs &&
      n.sym?.kind === SymKind.Typedef && n.sym.dependent === true &&
      n.sym.owner.kind === ScopeKind.Class && this.lookup(n.parts[0].atom) === undefined;
  }

  /**
   * The member scope of the class whose member function body is being printed (set by the
   * declaration printer; `this->m` is looked up in it).
   */
  bodyClass: Scope | undefined;

  /** In a template, is `a` a member access left unresolved (printed in parentheses)? */
  unresolvedOperand(a: Node): boolean {
    return this.inTemplate > 0 && this.unresolvedMember(a);
  }

  /**
   * Is `e` a class cast `C(m)` of a member left unresolved in a template (`C(t.x)`)? The front
   * end wraps it once more as a call argument, a braced element or a cast's operand
   * (`f((((C)((t.x)))))`, not as a statement, operand or assigned value), twice as a declared
   * variable's initializer (`C b = ((((C)((t.x)))));`).
   */
  unresolvedClassCast(e: Node): boolean {
    const g = e as GenericNode;
    return e.kind === NodeKind.FunctionalCast && !g.braced && g.args?.length === 1 &&
      g.type !== undefined && this.isClassTypeName(g.type as Node) &&
      this.unresolvedOperand(g.args[0]);
  }

  /** Printing the body of a friend function defined in a class template (see overloadedWith). */
  friendBody = false;

  /**
   * In a template, is the member access `a` left unresolved by the front end? Observed on the
   * binary: such a member is parenthesized as a call argument (`g(((this->m).s))`). It is when its
   * object's type depends on template parameters and is not the class being printed (`t.a` for a
   * `T t`, `(m).s` for a member `m` of a class nested in the template, `__p.first` for a pair of
   * other types), or when the member is not declared in the object's class but in a dependent
   * base (`this->m` after `using B< T> ::m;`). A member of the class being printed itself is
   * resolved, whatever its type (`__p.first` in pair's own `swap`, `this->q`).
   */
  /** Does expression `e` contain a member access left unresolved in a template? */
  mentionsUnresolvedMember(e: Node): boolean {
    if (this.inTemplate === 0) return false;
    if (this.unresolvedMember(e)) return true;
    const g = e as GenericNode;
    for (const c of [g.expr, g.lhs, g.rhs, g.cond]) {
      if (c !== undefined && this.mentionsUnresolvedMember(c)) return true;
    }
    for (const c of g.args ?? []) if (this.mentionsUnresolvedMember(c)) return true;
    return false;
  }

  /** Is `e` a member access left unresolved in a template (see `dependentMember`)? */
  unresolvedMember(e: Node): boolean {
    return e.kind === NodeKind.Member && this.dependentMember(e as GenericNode);
  }

  private dependentMember(a: GenericNode): boolean {
    if (this.dependentObject(a)) return true;
    // (a member of an unnamed class defined in a local declaration is resolved: `((L)(temp.load))`
    // for `struct { typename L::TempStorage load; } temp;`; not one of a named local class,
    // `(__guard._M_guarded) = 0;`)
    const o = stripParens(a.expr!);
    const on = o.kind === NodeKind.Ident ? (o as GenericNode).name as Name | undefined : undefined;
    const lt = on?.parts.length === 1 ? this.lookup(on.parts[0].atom)?.spec?.type : undefined;
    if (lt?.kind === NodeKind.Class && (lt as Class).scope && !(lt as Class).name) {
      return this.memberUnresolved((lt as Class).scope!, a.name as Name | undefined) === true;
    }
    const c = this.objectClass(a.expr);
    if (c === null) return false;
    if (c === "dep") return true;
    return this.memberUnresolved(c, a.name as Name | undefined) === true;
  }

  /**
   * Is member `mn` of the class with member scope `c` one of a dependent base (true), declared in
   * the class (false), or not known (undefined)?
   */
  private memberUnresolved(c: Scope, mn: Name | undefined): boolean | undefined {
    if (!mn || mn.kind !== NodeKind.Name || mn.parts.length !== 1) return undefined;
    const sym = c.names.get(mn.parts[0].atom);
    const depBase = c.dependentBase ||
      (c.inTemplate && (c.bases?.some((b) => b.isTemplateScope) ?? false));
    if (sym === undefined && depBase) {
      // (one of a base outside templates is found where the template is defined: `(x.p) =
      // (nullptr)` for `_M_manager` of `_Function_base`)
      const b = lookupIn(c, mn.parts[0].atom);
      if (
        b?.kind === SymKind.Variable && b.owner.kind === ScopeKind.Class && !b.owner.inTemplate &&
        !b.owner.isTemplateScope
      ) return false;
    }
    if (sym === undefined) return depBase ? true : undefined;
    if (sym.kind === SymKind.UsingValue) return true;
    // (a using-declaration naming a member of a dependent base: `using B< T> ::m;`)
    if (sym.owner !== c && (c.dependentBase || (c.inTemplate && sym.owner.isTemplateScope))) {
      return true;
    }
    return false;
  }

  /**
   * Operator function `op` declared in class `c`: a member with `arity - 1` parameters or a friend
   * with `arity` (a postfix `++` has arity 2); undefined when the class declares none, or several
   * with different result types.
   */
  private operatorFn(
    c: Scope,
    op: number,
    arity: number,
    classArgs?: boolean[],
    scalarArg = false,
  ): Function | undefined {
    const def = c.sym?.def;
    if (def?.kind !== NodeKind.Class) return undefined;
    let found: Function | undefined;
    let key: string | undefined;
    let clash = false;
    const visit = (m: Node) => {
      if (m.kind === NodeKind.SimpleDecl) {
        for (const d of (m as SimpleDecl).decls) visit(d);
        return;
      }
      if (m.kind !== NodeKind.Function) return;
      const f = m as Function;
      const nm = f.decl.name;
      const last = nm?.parts[nm.parts.length - 1];
      if (!last || last.special !== 1 || last.op !== op) return;
      const fop = f.decl.ops[0];
      if (!fop || fop.op !== 5) return;
      const friend = (f.spec.flags & DS.Friend) !== 0;
      const n = (fop.params ?? []).length + (friend ? 0 : 1);
      if (n !== arity) return;
      if (classArgs) {
        // (the one whose parameters take class operands where they are: `it + 1` calls
        // `operator+(const iterator &, difference_type)`, not `operator+(difference_type, ...)`)
        const ps = (fop.params ?? []) as Param[];
        for (let i = friend ? 0 : 1; i < classArgs.length; i++) {
          const p = ps[friend ? i : i - 1];
          if (p?.kind !== NodeKind.Param) return;
          if ((this.typeKey(p.spec, p.decl) === "class") !== classArgs[i]) return;
        }
      }
      // (for a non-string literal argument, not the overload taking a pointer or a class:
      // `x += '0'` calls `operator+=(C)`, not `operator+=(const C *)` or
      // `operator+=(initializer_list< C>)`)
      if (scalarArg) {
        const p = (fop.params ?? [])[friend ? 1 : 0] as Param | undefined;
        if (
          p?.kind === NodeKind.Param &&
          (p.decl.ops.some((o) => o.op === 0 || o.op === 3) ||
            (p.spec.type?.kind === NodeKind.Name &&
              specializationName(p.spec.type as Name).sym?.kind === SymKind.Class))
        ) return;
      }
      const k = this.typeKey(f.spec, { ...f.decl, ops: f.decl.ops.slice(1) });
      if (key !== undefined && key !== k) clash = true;
      key = k;
      found = f;
    };
    for (const m of (def as Class).members) visit(m);
    return clash ? undefined : found;
  }

  /** The operator function an operator call `e` on a known class operand calls, when known. */
  private operatorCallFn(e: Node): Function | undefined {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    const g = e as GenericNode;
    if (e.kind === NodeKind.Unary || e.kind === NodeKind.Postfix) {
      if (!this.isOperatorCall(e)) return undefined;
      const c = this.operandClass(g.expr!);
      return c && this.operatorFn(c, g.op!, e.kind === NodeKind.Postfix ? 2 : 1);
    }
    if (e.kind === NodeKind.Binary) {
      const tl = this.exprType(g.lhs!), tr = this.exprType(g.rhs!);
      if (!this.overloadedWith(g, tl, tr)) return undefined;
      return this.binaryOperatorFn(g, tl === "class", tr === "class");
    }
    return undefined;
  }

  /**
   * The right operand of an assignment operator function call: a literal converted to the member
   * operator's parameter type (`(a += (1))` for `F &operator+=(long)`).
   */
  private operatorArg(e: Node, rhs: Node): string {
    const s = this.expr(rhs, Ctx.OpArg);
    const lt = this.literalType(rhs);
    if (lt === undefined) return s;
    if (lt === "string") return this.decayedString(rhs, s);
    const g = e as GenericNode;
    // (in a template too, on an object of a class that depends on nothing: `(x += ('0'))` for
    // a `string &x`)
    let c = this.operandClass(g.lhs!);
    if (c === undefined && this.inTemplate > 0 && !this.typeDependent(g.lhs!)) {
      const o = this.objectClass(g.lhs!);
      // (not a class nested in a template, of a dependent type there)
      if (o !== null && o !== "dep" && !(o.inTemplate && !o.isTemplateScope)) c = o;
    }
    const f = c && this.operatorFn(c, g.op!, 2, [true, false], true);
    const p = f && (f.spec.flags & DS.Friend) === 0 ? f.decl.ops[0]?.params?.[0] : undefined;
    if (p?.kind !== NodeKind.Param) return s;
    const pp = p as Param;
    // (a parameter of its class template's parameter type converts too, `(x += ('0'))` for
    // `bs< char>::operator+=(C)`)
    const tparam = pp.decl.ops.length === 0 && pp.spec.type?.kind === NodeKind.Name &&
      (pp.spec.type as Name).sym?.kind === SymKind.TemplateTypeParam;
    const pk = this.typeKey(pp.spec, pp.decl);
    return (this.isArithmeticKey(pk) || tparam) && !s.startsWith("(") ? "(" + s + ")" : s;
  }

  /**
   * An operator function call's argument `e` printed as `s`: a string literal decays to a pointer,
   * in parentheses (`(w + ("k"))`).
   */
  private decayedString(e: Node, s: string): string {
    return this.literalType(e) === "string" && !s.startsWith("(") ? "(" + s + ")" : s;
  }

  /** The operator function a binary operator call with class operands (`lk`, `rk`) calls. */
  private binaryOperatorFn(g: GenericNode, lk: boolean, rk: boolean): Function | undefined {
    const lc = lk ? this.operandClass(g.lhs!) : undefined;
    const rc = rk ? this.operandClass(g.rhs!) : undefined;
    return (lc && this.operatorFn(lc, g.op!, 2, [lk, rk])) ??
      (rc && this.operatorFn(rc, g.op!, 2, [lk, rk]));
  }

  /** Type key of an operator call's value (undefined: not known). */
  private operatorResult(e: Node): string | undefined {
    const f = this.operatorCallFn(e);
    return f && this.typeKey(f.spec, { ...f.decl, ops: f.decl.ops.slice(1) });
  }

  /**
   * Is `g` a `static_cast` to a class type that the operand's class converts to with a
   * conversion function (`static_cast< __half_raw>(h)` calls `__half::operator __half_raw()`)?
   */
  private conversionCast(g: GenericNode): boolean {
    if (g.op !== T.KwStaticCast || this.inTemplate > 0) return false;
    const t = g.type as TypeId;
    if (t?.kind !== NodeKind.TypeId || t.decl.ops.length > 0 || !this.isClassTypeName(t)) {
      return false;
    }
    // (a target class declaring constructors is initialized by one: `static_cast< R>(a)`)
    return !this.typeDeclaresConstructor(t) && this.convertsTo(g.expr!, t);
  }

  /**
   * The type (as printed) of the conversion function that converts variable `x` of a class type
   * to pointer type `t` (printed `target`) when that is another pointer type: the one conversion
   * function to a pointer its class declares, its class template's arguments as the variable's
   * type writes them (`F *` for `operator T *()` of a `DB<F>`). Undefined otherwise.
   */
  private pointerConversion(x: Node, t: TypeId, target: string): string | undefined {
    if (this.inTemplate > 0 || t.kind !== NodeKind.TypeId || t.decl.ops.at(-1)?.op !== 0) {
      return undefined;
    }
    if (x.kind !== NodeKind.Ident || this.exprType(x) !== "class") return undefined;
    const n = (x as GenericNode).name as Name | undefined;
    const v = n && n.parts.length === 1 ? this.lookup(n.parts[0].atom) : undefined;
    const tn = v?.spec?.type;
    if (!v?.decl || v.decl.ops.length > 0 || tn?.kind !== NodeKind.Name) return undefined;
    const def = this.operandClass(x)?.sym?.def;
    if (def?.kind !== NodeKind.Class) return undefined;
    let conv: TypeId | undefined;
    let count = 0;
    someMemberFunction(def as Class, (f) => {
      const last = f.decl.name?.parts.at(-1);
      const ct = last?.special === 2 ? last.convType as TypeId | undefined : undefined;
      if (ct?.kind === NodeKind.TypeId && ct.decl.ops.at(-1)?.op === 0) {
        conv = ct;
        count++;
      }
      return false;
    });
    if (conv === undefined || count !== 1) return undefined;
    // the class template's parameters as the variable's type names its arguments
    const params = (def as Class).name?.sym?.tparamLists?.[0] as TemplateParam[] | undefined;
    const targs = (tn as Name).parts.at(-1)?.targs;
    let subst: Map<number, string> | null = null;
    if (params && targs) {
      if (params.length !== targs.length || this.aliasSubst !== null) return undefined;
      subst = new Map();
      for (let i = 0; i < params.length; i++) {
        if (params[i].name < 0 || params[i].pack) return undefined;
        // (as written: the typedef stays, `F`)
        const a = targs[i];
        subst.set(
          params[i].name,
          a.kind === NodeKind.TypeId ? this.typeId(a as TypeId) : this.templateArg(a),
        );
      }
    } else if (params) return undefined;
    const save = this.aliasSubst;
    this.aliasSubst = subst;
    let s: string;
    try {
      s = this.typeId(conv);
    } finally {
      this.aliasSubst = save;
    }
    return s === target ? undefined : s;
  }

  /**
   * How the class object `x` converts to bool: true when its class declares `operator bool`,
   * false when it declares only conversion functions to other types, undefined when it declares
   * none (or the class is not known).
   */
  private boolConversion(x: Node): boolean | undefined {
    if (this.inTemplate > 0) return undefined;
    const def = this.operandClass(x)?.sym?.def;
    if (def?.kind !== NodeKind.Class) return undefined;
    let found: boolean | undefined;
    someMemberFunction(def as Class, (f) => {
      const last = f.decl.name?.parts.at(-1);
      const ct = last?.special === 2 ? last.convType as TypeId | undefined : undefined;
      if (ct?.kind !== NodeKind.TypeId) return false;
      const isBool = ct.decl.ops.length === 0 && ct.spec.type === undefined &&
        builtinName(ct.spec.builtins, ct.spec.flags) === "bool";
      found = isBool || (found ?? false);
      return isBool;
    });
    return found;
  }

  /**
   * Is `x` a call returning an object of a class (outside templates) that declares no
   * conversion function while a base does (`Ref get()` for `struct Ref : RefBase`)?
   */
  private baseConversionCall(x: Node): boolean {
    const c = stripParens(x);
    if (this.inTemplate > 0 || c.kind !== NodeKind.Call) return false;
    const sc = this.callResultClass(c as GenericNode, false);
    const def = sc?.sym?.def as Class | undefined;
    if (def?.kind !== NodeKind.Class || def.bases.length === 0) return false;
    const converts = (k: Class) =>
      someMemberFunction(k, (f) => f.decl.name?.parts.at(-1)?.special === 2);
    if (converts(def)) return false;
    return def.bases.some((b) => {
      const bd = plainBaseDef(b.name);
      return bd !== undefined && converts(bd);
    });
  }

  /** Does the class of object `x` declare a conversion function to type `t`? */
  private convertsTo(x: Node, t: Node): boolean {
    if (this.inTemplate > 0) return false;
    const c = this.exprType(x) === "class" ? this.operandClass(x) : undefined;
    const def = c?.sym?.def;
    if (def?.kind !== NodeKind.Class) return false;
    const want = t.kind === NodeKind.TypeId ? this.typeId(t as TypeId) : this.name(t as Name);
    return someMemberFunction(def as Class, (f) => {
      const last = f.decl.name?.parts.at(-1);
      return last?.special === 2 && last.convType !== undefined &&
        this.typeId(last.convType as TypeId) === want;
    });
  }

  /**
   * The type key of call `g`'s value, also in a template for a plain name called with
   * arguments that do not depend on template parameters ("?" when not known).
   */
  private nonDependentCallType(g: GenericNode): string {
    if (this.inTemplate === 0) return this.callType(g);
    const c = g.expr!;
    // (a member function of an object of a non-dependent class type: `group.size() == (32)` for
    // a `const CG &group`)
    if (
      c.kind === NodeKind.Member && !this.someArgDependent(g.args ?? []) &&
      stripParens((c as GenericNode).expr!).kind === NodeKind.Ident &&
      !this.typeDependent((c as GenericNode).expr!)
    ) {
      const mn = (c as GenericNode).name as Name | undefined;
      if (mn?.parts.length !== 1 || mn.parts[0].targs) return "?";
      return this.callType(g, true);
    }
    // (a member function of the current class called through `this->`, bound where the template
    // is defined: `(rdstate()) == 0` for `this->rdstate() == 0` in basic_ios)
    if (
      c.kind === NodeKind.Member && (c as GenericNode).op === T.Arrow &&
      stripParens((c as GenericNode).expr!).kind === NodeKind.This &&
      !this.someArgDependent(g.args ?? [])
    ) {
      const mn = (c as GenericNode).name as Name | undefined;
      if (mn?.parts.length !== 1 || mn.parts[0].targs || mn.parts[0].special) return "?";
      return this.callType(g, true);
    }
    // (a GCC builtin nothing declares has its result type whatever its arguments:
    // `__builtin_expect(!d, true)` is a long)
    if (c.kind === NodeKind.Ident) {
      const bn = (c as GenericNode).name as Name | undefined;
      if (
        bn && !bn.sym && bn.parts.length === 1 && !bn.global && !bn.parts[0].targs &&
        this.lookup(bn.parts[0].atom) === undefined
      ) {
        const r = BUILTIN_RESULTS.get(this.atom(bn.parts[0].atom));
        if (r !== undefined) return r;
      }
    }
    if (c.kind !== NodeKind.Ident || this.dependentCall(g) || this.dependentCallArgs(g)) return "?";
    const n = (c as GenericNode).name as Name | undefined;
    if (n === undefined || this.isDependentName(n) || this.dependentQualified(n)) return "?";
    return this.callType(g, true);
  }

  /**
   * The result type of a function template called with explicit template arguments when every
   * declaration returns one of its type parameters (by value or `const &`): that argument's type
   * (`std::max< unsigned long> (a, b)` is an unsigned long); "?" otherwise.
   */
  /**
   * The result type key of member function `sym` of a class template without specializations,
   * declared once, returning one of the class's type parameters (by value or reference), for the
   * class's arguments `targs`; undefined otherwise.
   */
  private classTemplateMemberResult(sym: Sym, targs: Node[]): string | undefined {
    const cls = sym.owner.kind === ScopeKind.Class ? sym.owner.sym : null;
    if (!cls?.isTemplate || (cls.specs?.length ?? 0) > 0 || sym.isTemplate || sym.fnDecls !== 1) {
      return undefined;
    }
    const f = sym.decl as Function | undefined;
    if (f?.kind !== NodeKind.Function) return undefined;
    const rest = f.decl.ops.slice(1);
    if (rest.length > 1 || (rest.length === 1 && rest[0].op !== 1)) return undefined;
    const ps = (f.spec.type as Name | undefined)?.sym;
    if (ps?.kind !== SymKind.TemplateTypeParam || (f.spec.flags & (DS.Const | DS.Volatile))) {
      return undefined;
    }
    const a = this.classTypeArg(cls, ps, targs);
    const k = a === undefined ? "?" : this.typeKey(a.spec, a.decl);
    return k === "?" ? undefined : k;
  }

  private explicitResultType(sym: Sym, targs: Node[]): string {
    const params = sym.fnTparams as TemplateParam[] | undefined;
    const decls = sym.fnDeclarators ?? [];
    const specs = sym.fnTemplateSpecs ?? [];
    if (!params || decls.length === 0) return "?";
    let found: string | undefined;
    for (let i = 0; i < decls.length; i++) {
      const spec = specs[i] as DeclSpec | null | undefined;
      const d = decls[i] as Declarator;
      const rest = d.ops.slice(1);
      const tn = spec?.type as Name | undefined;
      if (
        !spec || tn?.kind !== NodeKind.Name || tn.parts.length !== 1 || tn.parts[0].targs ||
        rest.length > 1 || (rest.length === 1 && rest[0].op !== 1)
      ) return "?";
      const k = params.findIndex((p) => p.name === tn.parts[0].atom);
      const a = k >= 0 ? targs[k] : undefined;
      if (a?.kind !== NodeKind.TypeId) return "?";
      const key = this.typeKey((a as TypeId).spec, (a as TypeId).decl);
      if (found !== undefined && found !== key) return "?";
      found = key;
    }
    return found ?? "?";
  }

  /**
   * In a template, the type key of a value computed from non-dependent calls and literals: a
   * call (see nonDependentCallType), or an arithmetic operation on such values and literals
   * (`(1 - numeric_limits< double> ::epsilon()) / (2)`); "?" when not known.
   */
  private nonDependentValueType(x: Node): string {
    while (x.kind === NodeKind.Paren && (x as GenericNode).expr) x = (x as GenericNode).expr!;
    if (x.kind === NodeKind.Call) return this.nonDependentCallType(x as GenericNode);
    const g = x as GenericNode;
    if (
      x.kind !== NodeKind.Binary ||
      (g.op !== T.Plus && g.op !== T.Minus && g.op !== T.Star && g.op !== T.Slash)
    ) return "?";
    const tl = this.literalType(g.lhs!), tr = this.literalType(g.rhs!);
    // (at least one side must be such a value: two literals are folded as written)
    if (tl !== undefined && tr !== undefined) return "?";
    const l = tl ?? this.nonDependentValueType(g.lhs!);
    const r = tr ?? this.nonDependentValueType(g.rhs!);
    return usualArith(l, r) ?? "?";
  }

  /** Is C cast `g` a conversion by a constructor of its class type (printed `((B)(f))`)? */
  private constructorCast(g: GenericNode): boolean {
    const x = g.expr!;
    const ct = g.type as TypeId;
    return x.kind !== NodeKind.InitList && (ct.spec.flags & (DS.Const | DS.Volatile)) === 0 &&
      this.isClassTypeName(ct) && this.typeDeclaresConstructor(ct) && !this.convertsTo(x, ct);
  }

  /**
   * Is `e` a `static_cast` to a class type from an object of another known class (a converting
   * constructor: `static_cast< __half>(tr)` of a `__half_raw`)?
   */
  constructingCast(e: Node): boolean {
    const g = e as GenericNode;
    if (e.kind !== NodeKind.NamedCast || g.op !== T.KwStaticCast || this.inTemplate > 0) {
      return false;
    }
    const t = g.type as TypeId;
    if (t?.kind !== NodeKind.TypeId || t.decl.ops.length > 0 || this.conversionCast(g)) {
      return false;
    }
    const to = this.specClass(t.spec);
    if (to === null || to === "dep" || this.exprType(g.expr!) !== "class") return false;
    // (from an object of another class, or a call's class value: `((__half)(f(x)))`)
    const from = this.operandClass(g.expr!);
    return from !== to;
  }

  /** The class of an operand (an object, `*this`), when known and not dependent. */
  private operandClass(e: Node): Scope | undefined {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    const c = e.kind === NodeKind.Unary && (e as GenericNode).op === T.Star &&
        (e as GenericNode).expr!.kind === NodeKind.This
      ? this.bodyClass ?? null
      : this.objectClass(e);
    if (c === null && this.isOperatorCall(e)) {
      // the class an operator function returns: `*it` is a `_Bit_reference`
      const f = this.operatorCallFn(e);
      const r = f && this.specClass(f.spec);
      return r && r !== "dep" ? r : undefined;
    }
    return c === null || c === "dep" || this.inTemplate > 0 && c !== this.bodyClass &&
        (c.inTemplate || c.isTemplateScope)
      ? undefined
      : c;
  }

  /** See callType: the type key of `decltype(p.f())` for the argument given parameter `p`. */
  private trailingMemberResult(tr: Node, params: Param[], args: Node[]): string | undefined {
    const dt = tr.kind === NodeKind.TypeId ? (tr as TypeId).spec.type : undefined;
    if (dt?.kind !== NodeKind.Decltype || (tr as TypeId).decl.ops.length > 0) return undefined;
    const call = (dt as GenericNode).expr;
    if (call?.kind !== NodeKind.Call || ((call as GenericNode).args ?? []).length > 0) {
      return undefined;
    }
    const m = stripParens((call as GenericNode).expr!);
    if (m.kind !== NodeKind.Member || (m as GenericNode).op !== T.Dot) return undefined;
    const o = stripParens((m as GenericNode).expr!);
    const on = o.kind === NodeKind.Ident ? (o as GenericNode).name as Name : undefined;
    const mn = (m as GenericNode).name as Name | undefined;
    if (on?.parts.length !== 1 || mn?.parts.length !== 1 || mn.parts[0].targs) return undefined;
    const j = params.findIndex((p) =>
      p.kind === NodeKind.Param && p.decl.name?.parts[0]?.atom === on.parts[0].atom
    );
    if (j < 0 || j >= args.length) return undefined;
    const pt = params[j].spec.type as Name | undefined;
    if (pt?.kind !== NodeKind.Name || pt.sym?.kind !== SymKind.TemplateTypeParam) return undefined;
    if (params[j].decl.ops.some((op) => op.op !== 1 && op.op !== 2)) return undefined;
    // (the argument's class: an object, `*this`, or `*` of a cast to a pointer to a class)
    let a = stripParens(args[j]);
    let sc: Scope | undefined;
    if (a.kind === NodeKind.Unary && (a as GenericNode).op === T.Star) {
      a = stripParens((a as GenericNode).expr!);
      const t = (a.kind === NodeKind.NamedCast || a.kind === NodeKind.Cast)
        ? (a as GenericNode).type as TypeId | undefined
        : undefined;
      if (t?.kind === NodeKind.TypeId && t.decl.ops.length === 1 && t.decl.ops[0].op === 0) {
        const c = this.specClass(t.spec);
        sc = c === null || c === "dep" ? undefined : c;
      } else sc = this.operandClass(args[j]);
    } else sc = this.operandClass(args[j]);
    // (the defined class's members: a class named first in a friend declaration, `friend class
    // thread_block;`, is defined in the namespace)
    let cs = sc?.sym ?? undefined;
    if (cs && !cs.def && cs.owner.kind === ScopeKind.Class) {
      const ns = this.nsScope ?? this.globalScope;
      const other = ns ? lookupUnqualified(ns, cs.name) : undefined;
      if (other?.kind === SymKind.Class) cs = other;
    }
    const def = cs?.def as Class | undefined;
    if (def?.kind === NodeKind.Class && def.scope) sc = def.scope;
    const f = sc ? lookupIn(sc, mn.parts[0].atom) : undefined;
    const fd = f?.kind === SymKind.Function ? f.decl as Function | undefined : undefined;
    if (fd?.kind !== NodeKind.Function || f!.fnDecls !== 1) return undefined;
    const k = this.typeKey(fd.spec, { ...fd.decl, ops: fd.decl.ops.slice(1) });
    return this.isArithmeticKey(k) ? k : undefined;
  }

  /** The decl-specifiers of data member `sym` (undefined for other members). */
  private memberSpec(sym: Sym): DeclSpec | undefined {
    if (sym.kind !== SymKind.Variable) return undefined;
    const d = sym.decl as Variable | undefined;
    return d && d.kind === NodeKind.Variable ? d.spec : undefined;
  }

  /**
   * The class of an object declared with `spec`, for member accesses: the class being printed,
   * a class outside templates (its member scope), "dep" for a type depending on template
   * parameters (also a class nested in a template), null when not known.
   */
  private specClass(spec: DeclSpec): Scope | "dep" | null {
    const t = spec.type;
    let sc: Scope | undefined;
    // (an elaborated `struct S` has no scope of its own: its class's, `struct S s` in a union)
    if (t?.kind === NodeKind.Class) sc = (t as Class).scope ?? (t as Class).name?.sym?.scope;
    else if (t?.kind === NodeKind.Name) {
      const n = t as Name;
      if (spec.elaborated !== T.KwTypename && this.currentClassId(n)) return this.bodyClass!;
      if (spec.elaborated === T.KwTypename || this.isDependentName(n)) return "dep";
      if (n.parts.some((c) => c.targs) && this.mentionsTemplateParam(n)) return "dep";
      let sym = n.sym;
      if (sym?.kind === SymKind.TemplateTypeParam) return "dep";
      if (sym?.kind === SymKind.Typedef) {
        if (sym.dependent === true || this.dependentTypedef(sym)) return "dep";
        // (a typedef of a class template-id that depends on nothing is that class: `__do_rehash
        // .second` for `pair_type __do_rehash` after `using pair_type = std::pair<bool,
        // std::size_t>;`)
        const v = n.parts.length === 1 && !n.parts[0].targs
          ? this.lookup(n.parts[0].atom)
          : undefined;
        const ts = v?.tdSpec?.type;
        if (
          v?.tdSpec && !v.tdDependent && v.tdDecl?.ops.length === 0 && ts?.kind === NodeKind.Name &&
          (ts as Name).parts[(ts as Name).parts.length - 1].targs !== undefined &&
          (ts as Name).sym?.kind === SymKind.Class
        ) return this.specClass(v.tdSpec);
        // (so is a namespace typedef of one: `__xtrc += ...` for a `string &__xtrc`)
        if (v?.tdDependent !== true && n.parts.every((c) => !c.targs)) {
          const sn = specializationName(n);
          if (
            sn !== n && sn.sym?.kind === SymKind.Class &&
            sn.parts[sn.parts.length - 1].targs !== undefined
          ) {
            const r = this.specClass(nameSpec(sn));
            if (r !== "dep") return r;
          }
        }
        sym = sym.target;
        // (through typedefs of typedefs: `typedef struct S2 S_t;` after `typedef struct S2 {...}
        // S2;`)
        for (let i = 0; i < 8 && sym?.kind === SymKind.Typedef; i++) {
          if (sym.dependent === true || this.dependentTypedef(sym)) return "dep";
          sym = sym.target;
        }
      }
      if (sym?.kind === SymKind.Class) sc = sym.scope;
      // (a class template-id with arguments that depend on nothing is a class the front end
      // knows: `__res.first` for a `pair< _Base_ptr, _Base_ptr>  __res`)
      if (
        sc?.isTemplateScope && sym !== undefined && n.sym === sym &&
        (sym.owner.kind === ScopeKind.Namespace ||
          (sym.owner.kind === ScopeKind.TemplateParams &&
            sym.owner.parent?.kind === ScopeKind.Namespace)) &&
        n.parts[n.parts.length - 1].targs !== undefined &&
        n.parts.every((c, i) => i === n.parts.length - 1 || !c.targs) &&
        !this.dependentArgs(n, 0) &&
        // (not through a typedef of a dependent type: `pair< pointer, ptrdiff_t> ` in
        // _Temporary_buffer)
        !n.parts[n.parts.length - 1].targs!.some((a) => {
          if (this.dependentArg(a)) return true;
          // (a constant non-type argument too: `(Q< 3> {}).v`)
          if (a.kind !== NodeKind.TypeId) {
            return !(a.kind === NodeKind.IntLit || a.kind === NodeKind.BoolLit ||
              a.kind === NodeKind.CharLit) || this.inTemplate > 0;
          }
          const tn = (a as TypeId).spec.type;
          if (tn === undefined) return false;
          return tn.kind !== NodeKind.Name ||
            (tn as Name).parts.some((c) => this.lookup(c.atom)?.tdDependent === true);
        })
      ) return sc;
    }
    if (!sc) return null;
    if (sc === this.bodyClass) return sc;
    return sc.inTemplate || sc.isTemplateScope ? "dep" : sc;
  }

  /**
   * The class of the object expression `o` in a member access (see `specClass`); `this` is the
   * class whose member function is being printed.
   */
  private objectClass(o: Node | undefined): Scope | "dep" | null {
    while (o && o.kind === NodeKind.Paren && (o as GenericNode).expr) o = (o as GenericNode).expr;
    if (!o) return null;
    if (o.kind === NodeKind.This) return this.bodyClass ?? null;
    if (o.kind === NodeKind.Member) {
      const c = this.objectClass((o as GenericNode).expr);
      if (c === null || c === "dep") return c;
      const mn = (o as GenericNode).name as Name | undefined;
      const un = this.memberUnresolved(c, mn);
      if (un === undefined) return null;
      if (un) return "dep";
      const ms = lookupIn(c, mn!.parts[0].atom);
      const spec = ms ? this.memberSpec(ms) : undefined;
      return spec ? this.specClass(spec) : null;
    }
    // (an element of a pointer or array variable: `t[0]` for `Task *t`)
    if (o.kind === NodeKind.Index) {
      const b = stripParens((o as GenericNode).expr!);
      const bn = b.kind === NodeKind.Ident
        ? (b as GenericNode).name as Name | undefined
        : undefined;
      const v = bn?.parts.length === 1 ? this.lookup(bn.parts[0].atom) : undefined;
      const ops = v?.decl?.ops;
      if (!v || v.member || !v.spec || ops?.length !== 1 || (ops[0].op !== 0 && ops[0].op !== 4)) {
        return null;
      }
      return v.depType ? "dep" : this.specClass(v.spec);
    }
    // (a call of a namespace function returning a class object by value, every declaration
    // alike: `this_thread_block()`)
    if (o.kind === NodeKind.Call) return this.callClass(o as GenericNode);
    // (a temporary of a class that is no template: `D{1}`, `D(1)`)
    if (o.kind === NodeKind.FunctionalCast) {
      const tn = (o as GenericNode).type as Name | undefined;
      const ts = tn?.kind === NodeKind.Name && !tn.parts.some((p) => p.targs) ? tn.sym : undefined;
      return ts?.kind === SymKind.Class && !ts.isTemplate && ts.scope !== undefined &&
          !this.isDependentName(tn!)
        ? ts.scope
        : null;
    }
    if (o.kind !== NodeKind.Ident) return null;
    const n = (o as GenericNode).name as Name | undefined;
    if (!n || n.kind !== NodeKind.Name || n.parts.length !== 1) return null;
    const v = this.lookup(n.parts[0].atom);
    let spec: DeclSpec | undefined;
    if (v !== undefined && !v.member) {
      if (v.depType) return "dep";
      if (v.cls !== undefined) return v.cls;
      spec = v.spec;
    } else {
      // a data member of the class named without `this->`
      const sym = n.sym;
      spec = sym && sym.owner.kind === ScopeKind.Class ? this.memberSpec(sym) : undefined;
    }
    return spec ? this.specClass(spec) : null;
  }

  /**
   * The class of the object a call returns: a function of a namespace (not a template, nor a
   * member) whose declarations all return the same class by value; null when unknown.
   */
  private callClass(g: GenericNode): Scope | "dep" | null {
    const c = stripParens(g.expr!);
    const n = c.kind === NodeKind.Ident ? (c as GenericNode).name as Name | undefined : undefined;
    const sym = n?.sym;
    if (
      !n || !sym || sym.kind !== SymKind.Function || n.parts.some((p) => p.targs) ||
      sym.owner.kind === ScopeKind.Class || this.isDependentName(n)
    ) return null;
    const specs = sym.fnSpecs ?? [], decls = sym.fnDeclarators ?? [];
    const argc = (g.args ?? []).length;
    let out: Scope | "dep" | null = null;
    for (let i = 0; i < specs.length; i++) {
      const sp = specs[i] as DeclSpec | null;
      const d = decls[i] as Declarator | undefined;
      if (!d || d.ops.length !== 1 || d.ops[0].op !== 5) return null;
      // (the declarations taking as many arguments: `this_thread_block()`, not its template
      // taking a `block_tile_memory`)
      const ps = (d.ops[0].params ?? []) as Param[];
      if (d.ops[0].variadic || ps.some((p) => p.init !== undefined || p.decl.pack)) return null;
      if (ps.length !== argc) continue;
      if (!sp) return null;
      const k = this.specClass(sp);
      if (k === null || k === "dep" || (out !== null && k !== out)) return null;
      out = k;
    }
    return out;
  }

  /**
   * Outside templates, is `o` a call returning by value an object of a class (no template) with a
   * non-trivial destructor, a temporary the front end destroys after the full expression?
   */
  /**
   * Outside templates, is `o` a call of a namespace function declared `constexpr` (every
   * declaration) returning a class object by value (see callResultClass)?
   */
  private constexprTemporary(o: Node): boolean {
    if (this.inTemplate > 0 || o.kind !== NodeKind.Call) return false;
    const c = stripParens((o as GenericNode).expr!);
    const sym = c.kind === NodeKind.Ident
      ? ((c as GenericNode).name as Name | undefined)?.sym
      : undefined;
    if (
      sym?.kind !== SymKind.Function || sym.fnConstexpr === 0 || sym.fnConstexpr !== sym.fnDecls
    ) {
      return false;
    }
    return this.callResultClass(o as GenericNode, false) !== undefined;
  }

  /**
   * Outside templates, is `o` a temporary of a plain class made by a constexpr constructor from
   * constant arguments (`M1{1}`, `M1(1)` for `constexpr M1(unsigned)`), a constant the front end
   * folds: the one constructor other than copy and move taking that many arguments is constexpr.
   */
  private constantTemporary(o: Node): boolean {
    const g = o as GenericNode;
    const args = g.args ?? [];
    if (this.inTemplate > 0 || o.kind !== NodeKind.FunctionalCast || args.length === 0) {
      return false;
    }
    if (g.type?.kind !== NodeKind.Name || !args.every((a) => this.isConstant(a))) return false;
    const sc = this.specClass(nameSpec(g.type));
    const cls = sc && sc !== "dep" ? sc.sym : undefined;
    const def = cls?.def as Class | undefined;
    if (def?.kind !== NodeKind.Class || def.members.some((m) => m.kind === NodeKind.Template)) {
      return false;
    }
    let constexpr = 0, other = 0;
    someMemberFunction(def, (f) => {
      const l = f.decl.name?.parts.at(-1);
      const ps = (f.decl.ops[0]?.params ?? []) as Param[];
      if (l === undefined || l.atom !== cls!.name || l.special || ps.length !== args.length) {
        return false;
      }
      // (a copy or move constructor takes the class)
      const pt = ps.length === 1 ? ps[0].spec?.type as Name | undefined : undefined;
      if (pt?.kind === NodeKind.Name && pt.sym === cls) return false;
      if (f.spec.flags & DS.Constexpr) constexpr++;
      else other++;
      return false;
    });
    return constexpr === 1 && other === 0;
  }

  private destroyedTemporary(o: Node): boolean {
    if (this.inTemplate > 0 || o.kind !== NodeKind.Call) return false;
    const sc = this.callResultClass(o as GenericNode, false);
    return sc !== undefined && nontrivialDestructor(sc, 0);
  }

  /**
   * Outside templates, the class of the object a call returns by value (or by reference with
   * `ref`): a namespace function's (see callClass) or a member function's that is no overload set
   * nor template, called on an object of a known class (`h.ref().next()`).
   */
  private callResultClass(g: GenericNode, ref: boolean): Scope | undefined {
    if (this.inTemplate > 0) return undefined;
    const c = stripParens(g.expr!);
    let sc: Scope | "dep" | null = null;
    if (c.kind === NodeKind.Ident) sc = this.callClass(g);
    else if (c.kind === NodeKind.Member) {
      const mn = (c as GenericNode).name as Name | undefined;
      const scope = this.memberScope(c as GenericNode);
      const sym = scope && mn?.parts.length === 1 && !mn.parts[0].targs &&
          (mn.parts[0].special ?? 0) === 0
        ? lookupIn(scope, mn.parts[0].atom)
        : undefined;
      // (every declaration alike: `path filename() const;` and its definition out of the class)
      if (sym?.kind === SymKind.Function && !sym.isTemplate) {
        const specs = sym.fnSpecs ?? [], decls = sym.fnDeclarators ?? [];
        for (let i = 0; i < specs.length; i++) {
          const sp = specs[i] as DeclSpec | null;
          const d = decls[i] as Declarator | undefined;
          const ps = (d?.ops[0]?.params ?? []) as Param[];
          const k = sp && d?.ops[0]?.op === 5 &&
              (ps.length === ((g.args ?? []).length) || ps.some((p) => p.init !== undefined)) &&
              (d.ops.length === 1 || (ref && d.ops.length === 2 && d.ops[1].op === 1))
            ? this.specClass(sp)
            : null;
          if (k === null || k === "dep" || (sc !== null && k !== sc)) {
            sc = null;
            break;
          }
          sc = k;
        }
      }
    }
    return sc === null || sc === "dep" ? undefined : sc;
  }

  /**
   * The class of the object `o` denotes (see objectClass), or of an element of the range `o` of
   * a range-based for (`element`: an array variable's, a braced list's first); undefined when
   * unknown or dependent.
   */
  knownClass(o: Node, element: boolean): Scope | undefined {
    o = stripParens(o);
    if (element) {
      if (o.kind === NodeKind.InitList) {
        const first = (o as GenericNode).list?.[0];
        return first === undefined ? undefined : this.knownClass(first, false);
      }
      const n = o.kind === NodeKind.Ident ? (o as GenericNode).name as Name | undefined : undefined;
      const v = n?.parts.length === 1 ? this.lookup(n.parts[0].atom) : undefined;
      const ops = v?.decl?.ops;
      if (!v || v.member || v.depType || !v.spec || ops?.length !== 1 || ops[0].op !== 4) {
        return undefined;
      }
      const c = this.specClass(v.spec);
      return c === null || c === "dep" ? undefined : c;
    }
    const c = this.objectClass(o);
    return c === null || c === "dep" ? undefined : c;
  }

  /**
   * In a class template's member, is `g` a call `this->f(...)` of a non-template member function
   * declared in the class itself, which the front end binds at the definition? Observed on the
   * binary: `this->f(1)` and `this->k(x)` print as `f(1)`, `k(x)`, but a member template
   * (`this->h(1)`), an overloaded member function (`this->end()` with a const overload, even
   * `this->f(1)`), a static one, a data member and a member of a dependent base keep `this->`.
   */
  private ownMemberCall(g: GenericNode): boolean {
    if (!this.inTemplate || !this.bodyClass) return false;
    const m = g.expr!;
    if (m.kind !== NodeKind.Member || (m as GenericNode).op !== T.Arrow) return false;
    if ((m as GenericNode).expr?.kind !== NodeKind.This) return false;
    const mn = (m as GenericNode).name as Name | undefined;
    if (!mn || mn.kind !== NodeKind.Name || mn.parts.length !== 1 || mn.parts[0].targs) {
      return false;
    }
    const sym = this.bodyClass.names.get(mn.parts[0].atom);
    if (!sym || sym.kind !== SymKind.Function || sym.isTemplate || sym.owner !== this.bodyClass) {
      return false;
    }
    // (an overloaded one is resolved at instantiation: `this->end()`, `this->f(1)`; a static one
    // keeps its object expression: `this->_S_copy(...)`)
    return sym.fnDecls === 1 && !sym.fnStatic;
  }

  /**
   * Outside templates, in a member function, is `c` the plain name of a non-static member
   * function of the class or a base (called through an implicit `this`)?
   */
  /**
   * The callee text of a call of a non-static member function of a direct, non-dependent base
   * of the class whose member is printed, to be called through `this`: `IosBase::move_from`
   * for `IosBase::move_from()`, and in a template `IosBase::cb` for `cb(0)`; else undefined.
   */
  private baseMemberCallee(c: Node): string | undefined {
    const body = this.bodyClass;
    if (!body || c.kind !== NodeKind.Ident) return undefined;
    const n = (c as GenericNode).name as (Name & { qsym?: Sym }) | undefined;
    const sym = n?.sym;
    if (!n || n.global || !sym || sym.kind !== SymKind.Function || sym.fnStatic) return undefined;
    if (sym.owner.kind !== ScopeKind.Class || sym.owner === body || sym.fnDecls === 0) {
      return undefined;
    }
    const def = body.sym?.def;
    if (def?.kind !== NodeKind.Class) return undefined;
    const base = (def as Class).bases.find((b) =>
      b.name.kind === NodeKind.Name && !(b.name as Name).parts.some((p) => p.targs) &&
      (b.name as Name).sym !== undefined && (b.name as Name).sym === sym.owner.sym
    );
    if (base === undefined) return undefined;
    // (the qualifier names the base: its symbol can be the base's injected name)
    const bn = base.name as Name;
    if (
      n.parts.length === 2 && !n.parts[0].targs && n.qsym !== undefined &&
      n.parts[0].atom === bn.parts[bn.parts.length - 1].atom
    ) {
      return this.name(n);
    }
    if (n.parts.length === 1 && this.inTemplate > 0 && (n.parts[0].special ?? 0) === 0) {
      // (as a type there: `this->std::_Function_base::_M_empty()` in a class with a dependent
      // base)
      const bq = this.depBaseName?.(base.name as Name) ?? this.name(base.name as Name);
      return bq + "::" + this.component(n.parts[0]);
    }
    return undefined;
  }

  /** See the call case of `exprInner`. */
  private memberTemplateThisCall(g: GenericNode): boolean {
    const bc = this.bodyClass;
    if (this.inTemplate === 0 || !bc || bc.inTemplate || bc.isTemplateScope) return false;
    const n = this.aloneName(g.expr!);
    if (!n || (n.parts[0].special ?? 0) !== 0) return false;
    if (n.parts[0].targs && this.mentionsTemplateParam(n)) return false;
    // (arguments of dependent types leave an overloaded one or a member template unresolved:
    // `h2(t)` with two `h2`, `try_lock_for(__rtime)`, but `this->g2(f)`,
    // `this->_M_install_facet(&_Facet::id, __facet)`)
    return this.nonStaticMember(n) &&
      !((n.sym!.fnDecls > 1 || n.sym!.isTemplate) &&
        (g.args ?? []).some((a) => a.kind === NodeKind.PackExpansion || this.typeDependent(a)));
  }

  private implicitMemberCall(c: Node): boolean {
    if (this.inTemplate) return this.dependentBaseCall(c);
    if (!this.bodyClass) return false;
    const n = this.aloneName(c);
    if (!n) return false;
    // (an operator function named alone: `!operator==(o)` → `!this->operator==(o)`)
    if (n.parts[0].special === 1) return this.memberOperator(this.bodyClass, n.parts[0].op);
    return this.nonStaticMember(n) && n.sym!.fnDecls > 0;
  }

  /** The name of id-expression `c` when it is one unqualified component. */
  private aloneName(c: Node): Name | undefined {
    if (c.kind !== NodeKind.Ident) return undefined;
    const n = (c as GenericNode).name as Name | undefined;
    return n && n.kind === NodeKind.Name && n.parts.length === 1 && !n.global ? n : undefined;
  }

  /** Does `n` name a non-static member function (not hidden by a local name)? */
  private nonStaticMember(n: Name): boolean {
    const sym = n.sym;
    if (!sym || sym.kind !== SymKind.Function || sym.owner.kind !== ScopeKind.Class) return false;
    const v = this.lookup(n.parts[0].atom);
    return (v === undefined || v.type === "fn") && !sym.fnStatic;
  }

  /**
   * A condition: a data member of class type named alone is converted by its class's conversion
   * function, and parenthesized (`if ((_M_ptr))`, `while ((m))`).
   */
  condition(e: Node, loop = false): string {
    const s = this.expr(e, Ctx.Top);
    // (an assignment as an if, while or switch condition is parenthesized, its value converted:
    // `if ((q = 2))`, `if (((un) = (3)))`; a for's stays bare)
    const a = stripParens(e);
    // (a compound one stays bare: `while (__n >>= 1)`)
    if (
      !loop && a.kind === NodeKind.Assign && (a as GenericNode).op === T.Assign &&
      !this.isOperatorCall(a)
    ) return "(" + s + ")";
    // (a data member of a named object too: `if ((job.on_done))` for a std::function member)
    if (e.kind === NodeKind.Member) {
      if (this.inTemplate > 0) return s;
      const f = this.memberField(e, false, true);
      if (!f || f.decl.ops.length > 0) return s;
      const t = f.spec.type;
      let cs = t?.kind === NodeKind.Name ? (t as Name).sym : undefined;
      for (let i = 0; i < 8 && cs?.kind === SymKind.Typedef; i++) cs = cs.target;
      // (a class template's specialization: its template's, `std::function< void (int)> `)
      const def = cs?.kind === SymKind.Class ? (cs.primary ?? cs).def : undefined;
      if (def?.kind !== NodeKind.Class) return s;
      const converts = someMemberFunction(
        def as Class,
        (fn) => fn.decl.name?.parts.at(-1)?.special === 2,
      );
      return converts ? "(" + s + ")" : s;
    }
    if (e.kind !== NodeKind.Ident) return s;
    const n = (e as GenericNode).name as Name | undefined;
    if (!n || n.parts.length !== 1 || n.parts[0].atom < 0) return s;
    const v = this.lookup(n.parts[0].atom);
    if (v !== undefined && !v.member) return s;
    if (v === undefined && n.sym?.owner.kind !== ScopeKind.Class) return s;
    const def = this.operandClass(e)?.sym?.def;
    if (def?.kind !== NodeKind.Class) return s;
    const converts = someMemberFunction(
      def as Class,
      (f) => f.decl.name?.parts.at(-1)?.special === 2,
    );
    return converts ? "(" + s + ")" : s;
  }

  /** Does class `c` declare a non-static member operator function for token `op`? */
  private memberOperator(c: Scope, op: number | undefined): boolean {
    const def = c.sym?.def;
    if (op === undefined || def?.kind !== NodeKind.Class) return false;
    return someMemberFunction(def as Class, (f) => {
      const nm = f.decl.name;
      return (f.spec.flags & DS.Static) === 0 && nm?.parts.length === 1 &&
        nm.parts[0].special === 1 && nm.parts[0].op === op;
    });
  }

  /**
   * In a class template, is `c` the plain name of a non-static member function of a base class
   * template (found in a dependent base)? The binary calls it through `this->`
   * (`this->_M_conjure_hashtable()` in `_Insert`, derived from `_Insert_base< ...> `).
   */
  private dependentBaseCall(c: Node): boolean {
    const bc = this.bodyClass;
    if (!bc || !bc.bases || c.kind !== NodeKind.Ident) return false;
    // (a class outside templates has no dependent base: its member template's calls are judged
    // by memberTemplateThisCall, `tl(r)` in timed_mutex)
    if (!bc.inTemplate && !bc.isTemplateScope) return false;
    const n = (c as GenericNode).name as Name | undefined;
    if (!n || n.kind !== NodeKind.Name || n.parts.length !== 1 || n.global) return false;
    const sym = n.sym;
    if (!sym || sym.kind !== SymKind.Function || sym.fnStatic || sym.fnDecls === 0) return false;
    const owner = sym.owner;
    if (owner === bc || owner.kind !== ScopeKind.Class || !owner.isTemplateScope) return false;
    if (this.lookup(n.parts[0].atom) !== undefined) return false;
    // (not one a using-declaration made the class's own: `using _Base::_M_get_Tp_allocator;`)
    if (bc.names.has(n.parts[0].atom)) return false;
    return bc.bases.includes(owner);
  }

  private dependentObject(a: Node): boolean {
    let o = (a as GenericNode).expr;
    while (o && o.kind === NodeKind.Paren && (o as GenericNode).expr) o = (o as GenericNode).expr;
    // (an operation on an object of a dependent type too: `((--__before)._M_node)`,
    // `((*__i).first)`)
    if (o && (o.kind === NodeKind.Unary || o.kind === NodeKind.Postfix)) {
      const op = (o as GenericNode).op;
      return (op === T.PlusPlus || op === T.MinusMinus || op === T.Star) &&
        this.dependentObject(o);
    }
    // (a member, or a member function's result, of such an object: `((__p.first).second)`,
    // `(__pos._M_const_cast()._M_node)`)
    if (o && o.kind === NodeKind.Call) {
      const c = (o as GenericNode).expr;
      if (c !== undefined && c.kind === NodeKind.Member) return this.dependentObject(c);
      // (a function template's result for dependent arguments: `(std::forward< _Arg>
      // (__arg).second)`)
      return this.typeDependent(o);
    }
    if (o && o.kind === NodeKind.Member) return this.dependentObject(o);
    if (!o || o.kind !== NodeKind.Ident) return false;
    const n = (o as GenericNode).name as Name | undefined;
    if (!n || n.parts.length !== 1) return false;
    return this.lookup(n.parts[0].atom)?.depType === true;
  }

  /** A `true`/`false` literal or a name of a bool object. */
  /** Is `e` a call of a member function returning bool on an object of a known class? */
  private boolMemberCall(e: Node): boolean {
    e = stripParens(e);
    if (e.kind !== NodeKind.Call || (e as GenericNode).expr!.kind !== NodeKind.Member) return false;
    if (this.inTemplate > 0 && this.typeDependent(e)) return false;
    if (this.callType(e as GenericNode, true) === "bool") return true;
    // (of a class template specialization, declared bool in the template: `v.empty()` for a
    // `vector< double>  v`)
    const m = (e as GenericNode).expr as GenericNode;
    const mn = m.name as Name | undefined;
    if (m.op === T.Arrow || !mn || mn.parts.length !== 1 || mn.parts[0].special) return false;
    const o = stripParens(m.expr!);
    const on = o.kind === NodeKind.Ident ? (o as GenericNode).name as Name | undefined : undefined;
    const v = on && on.parts.length === 1 ? this.lookup(on.parts[0].atom) : undefined;
    if (!v || v.depType || !v.spec || !v.decl?.ops.every((x) => x.op === 1 || x.op === 2)) {
      return false;
    }
    let cls = v.spec.type?.kind === NodeKind.Name ? (v.spec.type as Name).sym : undefined;
    for (let i = 0; i < 8 && cls?.kind === SymKind.Typedef; i++) cls = cls.target;
    if (cls?.kind !== SymKind.Class || !cls.isTemplate || !cls.scope) return false;
    const f = lookupIn(cls.scope, mn.parts[0].atom);
    if (f?.kind !== SymKind.Function || f.fnDecls !== 1) return false;
    const fd = f.decl as (Node & { spec: DeclSpec; decl: Declarator }) | undefined;
    return fd?.kind === NodeKind.Function && fd.decl.ops.length === 1 &&
      fd.spec.type === undefined && builtinName(fd.spec.builtins, fd.spec.flags) === "bool";
  }

  private isBoolName(e: Node): boolean {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    if (e.kind === NodeKind.BoolLit) return true;
    // a call of a function returning bool: `std::isfinite(x) ? 0 : 1`
    if (e.kind === NodeKind.Call && !this.inTemplate) {
      const c = (e as GenericNode).expr!;
      const cn = c.kind === NodeKind.Ident
        ? (c as GenericNode).name as Name | undefined
        : undefined;
      const f = cn?.sym?.kind === SymKind.Function ? cn.sym.decl : undefined;
      if (f?.kind === NodeKind.Function) {
        const fn = f as Node & { spec: DeclSpec; decl: Declarator };
        return fn.decl.ops.length === 1 && fn.spec.type === undefined &&
          builtinName(fn.spec.builtins, fn.spec.flags) === "bool";
      }
      return false;
    }
    if (e.kind !== NodeKind.Ident) return false;
    const n = (e as GenericNode).name as Name | undefined;
    if (!n || n.parts.length !== 1 || n.global) return false;
    const v = this.lookup(n.parts[0].atom);
    return v !== undefined && v.type === "bool" && !v.member;
  }

  /**
   * Is `n` the class being printed named by its template-id with its own parameters (`const sa<
   * T>  &__a` in sa's out-of-class constructor: the current instantiation, `_M_sz(__a._M_sz)`)?
   */
  currentClassId(n: Name): boolean {
    const bc = this.bodyClass;
    const ln = n.parts[n.parts.length - 1];
    if (
      !bc?.sym || n.parts.length !== 1 || n.global || !ln.targs || ln.atom !== bc.sym.name ||
      !n.sym || (n.sym !== bc.sym && n.sym.scope !== bc && n.sym.def !== bc.sym.def)
    ) return false;
    const ps = (bc.sym.tparamLists ?? n.sym.tparamLists)?.[0] as TemplateParam[] | undefined;
    return ps !== undefined && this.identityArgs(ln.targs, ps.map((p) => p.name));
  }

  /** A name whose qualifier depends on a template parameter. */
  isDependentName(n: Name): boolean {
    if (n.dependent && !this.plainDecltypeQualifier(n) && !this.plainTemplateMember(n)) {
      return true;
    }
    return n.parts.some((c) => c.targs?.some((a) => this.dependentArg(a)) ?? false);
  }

  /** Is `n` qualified by a decltype of an expression naming no template parameter
   * (`decltype(kv)::value`: the parser marks every such name dependent)? */
  private plainDecltypeQualifier(n: Name): boolean {
    const d = n.parts[0].special === 5 ? n.parts[0].decltype as GenericNode | undefined : undefined;
    return d?.kind === NodeKind.Decltype && d.expr !== undefined &&
      !this.mentionsParamTokens(d.expr);
  }

  /** A qualified name whose qualifier depends on a template parameter, also through a typedef
   * (`WT::v` after `typedef W< T> WT;`). */
  dependentQualified(n: Name): boolean {
    if (this.isDependentName(n)) return true;
    const c = n.parts[0];
    if (n.parts.length < 2 || n.global || c.targs || c.atom < 0) return false;
    return this.lookup(c.atom)?.tdDependent === true;
  }

  /**
   * Is the binary operation `g` an operator function call (a class operand)? In a template,
   * only when both operands' types are known: an operand of unknown type leaves the operator to
   * be resolved at instantiation, printed as a builtin one (`__position - begin()`).
   */
  private overloaded(g: GenericNode): boolean {
    if (g.op === T.AmpAmp || g.op === T.PipePipe || g.op === T.Comma) return false;
    if (g.op === T.DotStar || g.op === T.ArrowStar) return false;
    return this.overloadedWith(g, this.exprType(g.lhs!), this.exprType(g.rhs!));
  }

  /**
   * The operator function a binary operator on operands of enumeration types calls: a
   * non-member one declared outside templates whose two parameters are those enumerations
   * (libstdc++'s `memory_order operator&(memory_order, __memory_order_modifier)`, printed as a
   * call: `(__m & (__memory_order_mask))`). Undefined: the builtin operator.
   */
  private enumOperator(g: GenericNode): Function | undefined {
    if (g.op === undefined) return undefined;
    const l = this.operandEnum(g.lhs!);
    const r = l === undefined ? undefined : this.operandEnum(g.rhs!);
    if (l === undefined || r === undefined) return undefined;
    if (this.binaryOperators === undefined) {
      this.binaryOperators = new Map();
      this.indexBinaryOperators(this.unitDecls);
    }
    // (a compound assignment's through a reference: `operator|=(_Ios_Iostate&, _Ios_Iostate)`)
    const assign = g.kind === NodeKind.Assign;
    for (const f of this.binaryOperators.get(g.op) ?? []) {
      const ps = f.decl.ops.find((o) => o.op === 5)!.params!.filter((p) =>
        p.kind === NodeKind.Param
      ) as Param[];
      if (ps.length !== 2) continue;
      const p0 = assign ? refParamEnum(ps[0]) : paramEnum(ps[0]);
      if (p0 === l && paramEnum(ps[1]) === r) return f;
    }
    return undefined;
  }

  /** The operator function a unary `~` on an operand of enumeration type calls
   * (`operator~(_Ios_Fmtflags)`, printed as a call: `(~__mask)`). Undefined: the builtin one. */
  private enumUnaryOperator(g: GenericNode): Function | undefined {
    if (g.op !== T.Tilde) return undefined;
    const e = this.operandEnum(g.expr!);
    if (e === undefined) return undefined;
    if (this.binaryOperators === undefined) {
      this.binaryOperators = new Map();
      this.indexBinaryOperators(this.unitDecls);
    }
    for (const f of this.binaryOperators.get(-g.op) ?? []) {
      const ps = f.decl.ops.find((o) => o.op === 5)!.params!.filter((p) =>
        p.kind === NodeKind.Param
      ) as Param[];
      if (paramEnum(ps[0]) === e) return f;
    }
    return undefined;
  }

  /** Is `g` a compound assignment calling an enumeration's operator function
   * (`(__err |= ios_base::eofbit)`)? */
  private enumAssignOperator(g: GenericNode): boolean {
    if (g.op === T.Assign) return false;
    const known = this.binaryEnums.get(g);
    if (known !== undefined) return known !== null;
    const f = this.enumOperator(g);
    this.binaryEnums.set(g, f ? (this.operandEnum(g.lhs!) ?? null) : null);
    return f !== undefined;
  }

  private indexBinaryOperators(decls: Node[]): void {
    for (const d of decls) {
      if (d.kind === NodeKind.Namespace) this.indexBinaryOperators((d as Namespace).decls);
      else if (d.kind === NodeKind.LinkageSpec) {
        this.indexBinaryOperators((d as LinkageSpec).decls);
      } else if (d.kind === NodeKind.SimpleDecl) {
        this.indexBinaryOperators((d as SimpleDecl).decls);
      } else if (d.kind === NodeKind.Function) {
        const f = d as Function;
        const nm = f.decl.name;
        const last = nm?.parts.length === 1 ? nm.parts[0] : undefined;
        if (last?.special !== 1 || last.op === undefined || last.targs) continue;
        const fop = f.decl.ops.find((o) => o.op === 5);
        const ps = (fop?.params ?? []).filter((p) => p.kind === NodeKind.Param) as Param[];
        // (a unary one under its negated token)
        if (ps.length === 1 && last.op === T.Tilde && paramEnum(ps[0]) !== undefined) {
          let list = this.binaryOperators!.get(-last.op);
          if (!list) this.binaryOperators!.set(-last.op, list = []);
          list.push(f);
          continue;
        }
        if (ps.length !== 2 || (paramEnum(ps[0]) ?? refParamEnum(ps[0])) === undefined) continue;
        let list = this.binaryOperators!.get(last.op);
        if (!list) this.binaryOperators!.set(last.op, list = []);
        list.push(f);
      }
    }
  }

  /** Is `e` a call of an enumeration operator function returning an enumeration? */
  private enumOperatorValue(e: Node): boolean {
    e = stripParens(e);
    return (e.kind === NodeKind.Binary ||
      (e.kind === NodeKind.Unary && (e as GenericNode).op === T.Tilde)) &&
      this.operandEnum(e) !== undefined;
  }

  /** The enumeration of operand `e` (an enumerator, a variable, or an enum operator's value). */
  private operandEnum(e: Node): Sym | undefined {
    e = stripParens(e);
    if (
      e.kind === NodeKind.Binary || (e.kind === NodeKind.Unary && (e as GenericNode).op === T.Tilde)
    ) {
      // (once per operation: a long chain `a + b + ...` asks again at every level)
      const known = this.binaryEnums.get(e);
      if (known !== undefined) return known === null ? undefined : known;
      const f = e.kind === NodeKind.Binary
        ? this.enumOperator(e as GenericNode)
        : this.enumUnaryOperator(e as GenericNode);
      const r = f && f.decl.ops.length === 1 ? specEnum(f.spec) : undefined;
      this.binaryEnums.set(e, r ?? null);
      return r;
    }
    if (e.kind === NodeKind.Call) return this.callEnum(e as GenericNode);
    // (a data member named through `this`, as named alone: `this->_M_mode & ios_base::out`)
    if (
      e.kind === NodeKind.Member && (e as GenericNode).op === T.Arrow &&
      stripParens((e as GenericNode).expr!).kind === NodeKind.This
    ) {
      const mn = (e as GenericNode).name as Name | undefined;
      if (mn?.kind !== NodeKind.Name || mn.parts.length !== 1 || mn.parts[0].targs) {
        return undefined;
      }
      const mv = this.lookup(mn.parts[0].atom);
      if (!mv?.member || !mv.spec || !mv.decl || mv.depType || mv.decl.ops.length > 0) {
        return undefined;
      }
      return specEnum(mv.spec);
    }
    if (e.kind !== NodeKind.Ident) return undefined;
    const n = (e as GenericNode).name as Name | undefined;
    if (!n) return undefined;
    if (n.sym?.kind === SymKind.Enumerator) {
      // (inside its enumeration an enumerator is an int: `_S_left | _S_right`)
      const d = n.sym.decl as (GenericNode & { name?: Name }) | undefined;
      const es = d?.kind === NodeKind.Enum && d !== this.currentEnum ? d.name?.sym : undefined;
      return es?.kind === SymKind.Enum ? es : undefined;
    }
    const v = n.parts.length === 1 ? this.lookup(n.parts[0].atom) : undefined;
    if (v === undefined) {
      // (a variable named with its class or namespace: `ios_base::hex`)
      const d = n.sym?.kind === SymKind.Variable ? n.sym.decl as Variable | undefined : undefined;
      return d?.kind === NodeKind.Variable && d.decl.ops.length === 0 && !this.isDependentName(n)
        ? specEnum(d.spec)
        : undefined;
    }
    // (also one by reference: `__err` of an `ios_base::iostate&`)
    if (!v.spec || !v.decl || v.depType || !v.decl.ops.every((o) => o.op === 1)) return undefined;
    return specEnum(v.spec);
  }

  /** The enumeration a call of a member function on an object of a known class returns by value
   * (`__io.flags()` for an `ios_base&` object): every declaration of it returns that one. */
  private callEnum(g: GenericNode): Sym | undefined {
    const c = stripParens(g.expr!);
    if (c.kind !== NodeKind.Member) return undefined;
    const n = (c as GenericNode).name as Name | undefined;
    if (!n || n.parts.length !== 1 || (n.parts[0].special ?? 0) !== 0 || n.parts[0].targs) {
      return undefined;
    }
    const scope = this.memberScope(c as GenericNode);
    // (in a template, not one of a dependent base, found at instantiation: `this->flags() &
    // ios_base::basefield` in basic_ostream stays)
    if (scope && this.inTemplate > 0 && this.memberUnresolved(scope, n) === true) return undefined;
    const sym = scope ? lookupIn(scope, n.parts[0].atom) : undefined;
    if (sym?.kind !== SymKind.Function || !sym.fnDeclarators || !sym.fnSpecs) return undefined;
    // (a class template's member, its declarations read from the class: `this->rdstate()`)
    if (sym.owner.isTemplateScope && sym.fnSpecs.every((x) => x === null)) {
      return this.templateMemberEnum(sym);
    }
    let found: Sym | undefined;
    for (let i = 0; i < sym.fnDeclarators.length; i++) {
      const d = sym.fnDeclarators[i] as Declarator;
      const spec = sym.fnSpecs[i] as DeclSpec | null;
      if (!spec || d.ops.length !== 1 || d.ops[0].op !== 5) return undefined;
      const en = specEnum(spec);
      if (en === undefined || (found !== undefined && found !== en)) return undefined;
      found = en;
    }
    return found;
  }

  /**
   * The unscoped enumeration every declaration of class template member function `sym` in its
   * class returns (through a typedef the class or a non-dependent base declares: `iostate`).
   */
  private templateMemberEnum(sym: Sym): Sym | undefined {
    // (asked for every call of the member: once per member)
    let r = this.memberEnums.get(sym);
    if (r === undefined) this.memberEnums.set(sym, r = this.templateMemberEnumOnce(sym) ?? null);
    return r ?? undefined;
  }

  private memberEnums = new Map<Sym, Sym | null>();

  private templateMemberEnumOnce(sym: Sym): Sym | undefined {
    let found: Sym | undefined;
    let mixed = false;
    someDeclaration(sym, (f) => {
      const en = f.decl.ops.length === 1 && f.decl.ops[0].op === 5 ? specEnum(f.spec) : undefined;
      mixed = en === undefined || (found !== undefined && found !== en);
      found = en;
      return mixed;
    });
    if (mixed || found === undefined) return undefined;
    const d = found.def ?? found.decl;
    return d?.kind === NodeKind.Enum && (d as GenericNode & { scoped?: boolean }).scoped
      ? undefined
      : found;
  }

  /** `overloaded` with the operands' type keys already known. */
  private overloadedWith(g: GenericNode, tl: string, tr: string): boolean {
    if (g.op === T.AmpAmp || g.op === T.PipePipe || g.op === T.Comma) return false;
    if (g.op === T.DotStar || g.op === T.ArrowStar) return false;
    if (tl !== "class" && tr !== "class") return this.enumOperator(g) !== undefined;
    if (!this.inTemplate) return true;
    // (in a friend function defined in a class template, an operand of the class's own type is
    // of a dependent type: `return b < a;`, `a + n`)
    if (
      this.friendBody && this.bodyClass !== undefined &&
      ((tl === "class" && this.objectClass(g.lhs!) === this.bodyClass) ||
        (tr === "class" && this.objectClass(g.rhs!) === this.bodyClass))
    ) return false;
    // (an `auto` variable's type is not known in a template: `__clock::now() + __rt` for an
    // `auto __rt` initialized by a dependent call stays unresolved)
    // (a namespace function named alone is known too: `(cout << (endl))`)
    const known = (e: Node, t: string) =>
      (t !== "?" && !(t === "auto" && this.typeDependent(e))) ||
      this.literalType(e) !== undefined ||
      this.namespaceFunctionName(e);
    return known(g.lhs!, tl) && known(g.rhs!, tr);
  }

  /** Is `e` a call of an overloaded comparison operator (a bool value)? */
  private boolOperatorCall(e: Node): boolean {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    return e.kind === NodeKind.Binary && COMPARE_OPS.has((e as GenericNode).op!) &&
      this.overloaded(e as GenericNode);
  }

  /** Is `e` an operator function call printed in its own parentheses (`(a += b)`, `(x == y)`)? */
  isOperatorCall(e: Node): boolean {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    if (e.kind === NodeKind.Binary) return this.overloaded(e as GenericNode);
    if (e.kind === NodeKind.Unary || e.kind === NodeKind.Postfix) {
      const op = (e as GenericNode).op;
      if (e.kind === NodeKind.Unary && op === T.Tilde && this.operandEnum(e) !== undefined) {
        return true;
      }
      if (
        !(op === T.PlusPlus || op === T.MinusMinus || op === T.Star || op === T.Minus ||
          op === T.Tilde) || this.exprType((e as GenericNode).expr!) !== "class"
      ) return false;
      // (in a template, an object of a class nested in it is of a dependent type: the operator
      // is not resolved, `*(_M_alloc)` for a member of union _Optional_alloc)
      if (this.inTemplate > 0) {
        const c = this.objectClass((e as GenericNode).expr!);
        if (
          c === "dep" ||
          (c !== null && c.inTemplate && !c.isTemplateScope && c !== this.bodyClass)
        ) return false;
      }
      return true;
    }
    if (e.kind === NodeKind.Assign) {
      const g = e as GenericNode;
      if (this.exprType(g.lhs!) !== "class") return this.enumAssignOperator(g);
      // (in a template, an object of a class template's type is of a dependent type: the
      // operator is not resolved, `p += x;` in G)
      if (this.inTemplate > 0 && this.operandClass(g.lhs!)?.isTemplateScope) return false;
      // (nor with a right side of a dependent type: `x += ('0' + (q - q));` for a `const T *q`)
      if (this.inTemplate > 0 && this.typeDependent(g.rhs!)) return false;
      // (a plain assignment only through a user-declared operator=: `(__x = __y)` for
      // `_Bit_reference`, but `(pts[i]) = Vec3(...)` with the implicit one)
      return g.op !== T.Assign || this.userAssignment(g.lhs!, g.rhs!);
    }
    return false;
  }

  /**
   * The result type key of calling variable `g` of a pointer-to-function type (`float
   * (*sel)(float, float)`, or a typedef of one), outside templates; undefined otherwise.
   */
  private functionPointerResult(g: GenericNode): string | undefined {
    const n = g.name as Name;
    const v = this.lookup(n.parts[0].atom);
    if (this.inTemplate > 0 || !v?.spec || !v.decl || v.depType) return undefined;
    let spec = v.spec, ops = v.decl.ops;
    if (ops.length === 0 && spec.type?.kind === NodeKind.Name) {
      const tn = spec.type as Name;
      const t = tn.parts.length === 1 && !tn.parts[0].targs
        ? this.lookup(tn.parts[0].atom)
        : undefined;
      if (!t?.tdSpec || !t.tdDecl || t.tdParams !== undefined) return undefined;
      spec = t.tdSpec;
      ops = t.tdDecl.ops;
    }
    if (ops.length < 2 || ops[0].op !== 0 || ops[1].op !== 5) return undefined;
    const k = this.typeKey(spec, { ...v.decl, ops: ops.slice(2) } as Declarator);
    return k === "auto" || k === "fn" ? undefined : k;
  }

  /** The operator[] of the class of a named object `g` subscripts (`v[i]`), outside templates. */
  private ownSubscriptFn(g: GenericNode): Function | undefined {
    const b = g.expr!;
    if (this.inTemplate > 0 || b.kind !== NodeKind.Ident || this.exprType(b) !== "class") {
      return undefined;
    }
    const sc = this.operandClass(b);
    return sc !== undefined ? this.operatorFn(sc, T.LBracket, 2) : undefined;
  }

  /**
   * Is `lhs = rhs` a call of a user-provided `operator=` of the class of object `lhs` (a variable
   * or `*this`)? With a class-typed right side, when the class's copy or move assignment is
   * user-provided (not defaulted: `__half2`, `_Bit_reference`, not `__half`); with an arithmetic
   * one, when the class declares another `operator=` (`*this = (bool)__x`). Otherwise not known.
   */
  private userAssignment(lhs: Node, rhs: Node): boolean {
    let e = lhs;
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    let sc: Scope | "dep" | null = null;
    if (e.kind === NodeKind.Unary && (e as GenericNode).op === T.Star) {
      if ((e as GenericNode).expr?.kind === NodeKind.This) sc = this.bodyClass ?? null;
      else sc = this.operandClass(e) ?? null;
    } else if (e.kind === NodeKind.Ident) {
      sc = this.objectClass(e);
      // (outside templates, a specialization of a class template: its template's members,
      // `(a = ("y"))` for a `std::string`)
      if (sc === "dep" && !this.inTemplate) sc = this.specializationScope(e) ?? sc;
    } else if (e.kind === NodeKind.Index && !this.inTemplate) {
      // (an element of an array or pointer variable: `v[i] = x`; of a standard container,
      // `((g_table[1]) = ("a"))` for a `std::map<int, std::string>`)
      const b = (e as GenericNode).expr!;
      const bn = b.kind === NodeKind.Ident ? (b as GenericNode).name as Name : undefined;
      const v = bn?.parts.length === 1 ? this.lookup(bn.parts[0].atom) : undefined;
      const et = this.subscriptElement(e as GenericNode);
      // (assigned a literal or a named object: a call's type is not known well enough here)
      const fo = et === undefined ? this.ownSubscriptFn(e as GenericNode) : undefined;
      if (
        et !== undefined &&
        (this.literalType(rhs) !== undefined || stripParens(rhs).kind === NodeKind.Ident)
      ) {
        sc = this.specClass(et.spec);
        if (sc === "dep") sc = this.typeSpecializationScope(et.spec) ?? sc;
      } else if (fo !== undefined && fo.decl.ops.length <= 2) {
        // (a class object's own operator[] giving a class object: `((v[i]) = ((0.5F) * i))`
        // for a proxy returned by value)
        sc = this.specClass(fo.spec);
      } else if (
        v?.spec && v.decl?.ops.length === 1 && (v.decl.ops[0].op === 0 || v.decl.ops[0].op === 4) &&
        !v.depType
      ) sc = this.specClass(v.spec);
      // (or of an array data member: `(x.arr)[0] = w`)
      else if (b.kind === NodeKind.Member) {
        const f = this.memberField(b, true);
        if (f) sc = this.specClass(f.spec);
      }
    } else if (e.kind === NodeKind.Call && !this.inTemplate) {
      // (a call's class value or reference: `((tie(i)) = p)`)
      sc = this.callResultClass(e as GenericNode, true) ?? null;
    } else if (e.kind === NodeKind.Member && !this.inTemplate) {
      // (a data member of class type: `((x.s) = (y.s))`)
      const f = this.memberField(e);
      if (f) sc = this.specClass(f.spec);
    }
    if (sc === null || sc === "dep") return false;
    const c = sc.sym?.def;
    if (!c || c.kind !== NodeKind.Class) return false;
    let r = this.userAssignCache.get(c);
    if (r === undefined) {
      r = { copy: false, other: false, classes: new Set<Sym>() };
      const self = (c as Class).name?.parts[(c as Class).name!.parts.length - 1].atom ?? -1;
      // (a polymorphic class's implicit one is no trivial copy: a call, `((b[0]) = l)`)
      let declared = false;
      let polymorphic = (c as Class).bases.some((b) => b.virtual);
      for (const m of (c as Class).members) {
        let x: Node = m;
        if (x.kind === NodeKind.Template) x = (x as GenericNode & { decl: Node }).decl;
        for (const f of x.kind === NodeKind.SimpleDecl ? (x as SimpleDecl).decls : [x]) {
          if (f.kind !== NodeKind.Function) continue;
          const fn = f as GenericNode & { decl: Declarator; defn: number; spec: DeclSpec };
          if (fn.spec.flags & DS.Virtual) polymorphic = true;
          const last = fn.decl.name?.parts[fn.decl.name.parts.length - 1];
          if (last?.special !== 1 || last.op !== T.Assign) continue;
          const p = fn.decl.ops[0]?.params?.[0] as Param | undefined;
          const pt = p?.spec.type;
          const selfParam = pt?.kind === NodeKind.Name &&
            (pt as Name).parts[(pt as Name).parts.length - 1].atom === self;
          if (!selfParam) {
            r.other = true;
            // (from another class: `operator=(const __half_raw &)`)
            let ps = pt?.kind === NodeKind.Name ? (pt as Name).sym : undefined;
            if (ps?.kind === SymKind.Typedef) ps = ps.target;
            if (ps?.kind === SymKind.Class) r.classes.add(ps);
          } else {
            declared = true;
            if (fn.defn !== 1 && fn.defn !== 2) r.copy = true;
          }
        }
      }
      if (polymorphic && !declared) r.copy = true;
      this.userAssignCache.set(c, r);
    }
    let rt = this.literalType(rhs) ?? this.exprType(rhs);
    if (rt === "?" && this.inTemplate && !this.typeDependent(rhs)) {
      // (in a template, a call or element not depending on it is typed as outside: `(acc =
      // (__hfma2(a, b, acc)));` for a `__half2 acc`)
      const x = stripParens(rhs);
      if (x.kind === NodeKind.Call) rt = this.callType(x as GenericNode, true);
      else if (
        x.kind === NodeKind.Index ||
        (x.kind === NodeKind.Unary && (x as GenericNode).op === T.Star)
      ) rt = this.pointeeTypeOf((x as GenericNode).expr!);
    }
    if (rt === "class") {
      const rc = this.operandClass(rhs)?.sym;
      if (rc && rc !== sc.sym && r.classes.has(rc)) return true;
      return r.copy;
    }
    if (rt === "?") return false;
    return r.other;
  }

  /**
   * In a template, does type name `t` name a class (not a template, not a typedef) that is a
   * member of a class template?
   */
  private nestedInClassTemplate(t: Node): boolean {
    if (this.inTemplate === 0 || t.kind !== NodeKind.Name) return false;
    const n = t as Name;
    if (n.parts.length !== 1 || n.global || n.parts[0].targs) return false;
    const sym = n.sym;
    if (sym?.kind !== SymKind.Class || sym.isTemplate) return false;
    const o = sym.owner;
    return o.kind === ScopeKind.Class && (o.isTemplateScope || o.inTemplate);
  }

  /** The decl-specifiers of the type a pointer typedef `spec` names points to (`N` of `N *`). */
  private pointerTypedef(spec: DeclSpec): DeclSpec | undefined {
    const t = spec.type;
    if (t?.kind !== NodeKind.Name) return undefined;
    const sym = (t as Name).sym;
    const d = sym?.kind === SymKind.Typedef ? sym.decl as Typedef | undefined : undefined;
    if (d?.kind !== NodeKind.Typedef || sym!.dependent) return undefined;
    const ops = d.decl.ops;
    return ops.length === 1 && ops[0].op === 0 ? d.spec : undefined;
  }

  /**
   * Outside templates, is the value of call `e` known to be of class type: a member function
   * whose return type names a class (through a typedef: `v.begin()` of a `std::vector< int> ` is
   * an `iterator`), or a function template returning the type parameter of a parameter given
   * such a value (`std::min_element(v.begin(), v.end())`)? For an `auto` variable's type.
   */
  classValued(e: Node, depth = 0): boolean {
    if (this.inTemplate > 0 || depth > 4) return false;
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    if (e.kind !== NodeKind.Call) return this.exprType(e) === "class";
    const g = e as GenericNode;
    let c = g.expr!;
    while (c.kind === NodeKind.Paren && (c as GenericNode).expr) c = (c as GenericNode).expr!;
    let fsym: Sym | undefined;
    if (c.kind === NodeKind.Member && (c as GenericNode).op !== T.Arrow) {
      const o = (c as GenericNode).expr!;
      let sc = this.objectClass(o);
      if (sc === "dep" && o.kind === NodeKind.Ident) sc = this.specializationScope(o) ?? null;
      const mn = (c as GenericNode).name as Name | undefined;
      if (sc === null || sc === "dep" || mn?.parts.length !== 1) return false;
      fsym = lookupIn(sc, mn.parts[0].atom);
    } else if (c.kind === NodeKind.Ident) fsym = ((c as GenericNode).name as Name | undefined)?.sym;
    const f = fsym?.kind === SymKind.Function ? fsym.decl as Function | undefined : undefined;
    if (f?.kind !== NodeKind.Function || f.decl.ops.length !== 1) return false;
    const rt = f.spec.type;
    if (rt?.kind !== NodeKind.Name) return false;
    let rs = (rt as Name).sym;
    if (rs?.kind === SymKind.TemplateTypeParam) {
      // (deduced from the argument of a parameter of that type)
      const atom = (rt as Name).parts[0].atom;
      const ps = ((f.decl.ops[0].params ?? []) as Param[]).filter((p) => p.kind === NodeKind.Param);
      const i = ps.findIndex((p) =>
        p.decl.ops.length === 0 && p.spec.type?.kind === NodeKind.Name &&
        (p.spec.type as Name).parts.length === 1 && (p.spec.type as Name).parts[0].atom === atom
      );
      const args = g.args ?? [];
      return i >= 0 && i < args.length && this.classValued(args[i], depth + 1);
    }
    for (let k = 0; k < 4 && rs?.kind === SymKind.Typedef; k++) {
      const d = rs.decl as GenericNode | undefined;
      const ops = d?.kind === NodeKind.Typedef
        ? (d as unknown as Typedef).decl.ops
        : (d?.type as TypeId | undefined)?.decl?.ops;
      const spec = typedefSpec(rs);
      if (spec === undefined || (ops?.length ?? 0) > 0) return false;
      rs = spec.type?.kind === NodeKind.Name ? this.typeNameSym(spec.type as Name, rs) : undefined;
    }
    return rs?.kind === SymKind.Class;
  }

  /**
   * The symbol type name `n` (in the declaration of typedef `td`) names: its resolved one, else
   * for a member `Q::m` of a dependent qualifier, `m` looked up in the class template `Q` names
   * (through typedefs and aliases, in its bases and specializations: `typename
   * __insert_base::iterator`).
   */
  private typeNameSym(n: Name, td: Sym): Sym | undefined {
    if (n.sym !== undefined || n.parts.length !== 2 || n.global) return n.sym;
    const q = n.parts[0], m = n.parts[1];
    if (q.atom < 0 || m.atom < 0 || m.targs !== undefined || (m.special ?? 0) !== 0) {
      return undefined;
    }
    let qs = lookupUnqualified(td.owner, q.atom);
    // (a class template's specialization: its member as the template declares it, `typename
    // M< int> ::size_type`)
    if (q.targs !== undefined) {
      return qs?.kind === SymKind.Class && qs.isTemplate && qs.scope
        ? lookupQualified(qs.scope, m.atom, qs)
        : undefined;
    }
    for (let k = 0; k < 4 && qs?.kind === SymKind.Typedef && !qs.isTemplate; k++) {
      const t = typedefSpec(qs)?.type;
      qs = t?.kind === NodeKind.Name ? (t as Name).sym : undefined;
    }
    if (qs?.kind !== SymKind.Class || !qs.scope) return undefined;
    return lookupQualified(qs.scope, m.atom, qs);
  }

  /** The member scope of the class template a variable's type specializes (`S< char> `). */
  /** The class template scope a type's specialization (through typedefs) belongs to. */
  private typeSpecializationScope(spec: DeclSpec): Scope | undefined {
    const t = spec.type;
    if (t?.kind !== NodeKind.Name) return undefined;
    let sym = (t as Name).sym;
    for (let i = 0; i < 8 && sym?.kind === SymKind.Typedef; i++) sym = sym.target;
    return sym?.kind === SymKind.Class && sym.isTemplate ? sym.scope : undefined;
  }

  private specializationScope(e: Node): Scope | undefined {
    const n = (e as GenericNode).name as Name | undefined;
    const v = n?.parts.length === 1 ? this.lookup(n.parts[0].atom) : undefined;
    const t = v?.spec?.type;
    if (v?.member || t?.kind !== NodeKind.Name) return undefined;
    let sym = (t as Name).sym;
    if (sym?.kind === SymKind.Typedef) sym = sym.target;
    return sym?.kind === SymKind.Class && sym.isTemplate ? sym.scope : undefined;
  }

  private userAssignCache = new WeakMap<
    Node,
    { copy: boolean; other: boolean; classes: Set<Sym> }
  >();

  /** The enumeration whose body is being printed (see promotedEnumerator). */
  currentEnum: Node | undefined;

  /**
   * In an enumeration of a class template, the earlier enumerators' values as printed, by name:
   * the binary prints a reference to one as its value (`b = !(isf< T> ::value)` for `b = !a`
   * after `a = isf<T>::value`); null elsewhere.
   */
  enumSubst: Map<number, string> | null = null;

  /** The printed value an enumerator reference `e` stands for (see enumSubst); else undefined. */
  enumSubstText(e: Node): string | undefined {
    if (this.enumSubst === null || e.kind !== NodeKind.Ident) return undefined;
    const n = (e as GenericNode).name as Name | undefined;
    if (n?.kind !== NodeKind.Name || n.global || n.parts.length !== 1 || n.parts[0].targs) {
      return undefined;
    }
    return this.enumSubst.get(n.parts[0].atom);
  }

  /**
   * Is `e` the name of an unscoped enumerator, converted (promoted) where an arithmetic value is
   * used: `(GA) + 1`? (Not a scoped one: `k() == F::X`.)
   */
  promotedEnumerator(e: Node): boolean {
    if (e.kind !== NodeKind.Ident) return false;
    const n = (e as GenericNode).name as Name | undefined;
    if (n?.sym?.decl !== undefined && n.sym.decl === this.currentEnum) return false;
    return n !== undefined && n.sym?.kind === SymKind.Enumerator && !this.isDependentName(n) &&
      !(n.sym.decl as { scoped?: boolean } | undefined)?.scoped &&
      // (nor one of a class template's member enum, of a type depending on the template:
      // `_M_local_buf[_S_local_capacity + 1]`)
      !(this.inTemplate > 0 && memberOfClassTemplate(n.sym));
  }

  /** Is `e` a name of an enumerator? */
  isEnumerator(e: Node): boolean {
    if (e.kind !== NodeKind.Ident) return false;
    const n = (e as GenericNode).name as Name | undefined;
    if (!n) return false;
    if (n.sym?.kind === SymKind.Enumerator) return true;
    return n.parts.length === 1 && this.lookup(n.parts[0].atom)?.enumerator === true;
  }

  /**
   * Is the qualifier of `n` a concrete specialization (`__make_unsigned_selector< wchar_t, false,
   * true> ::`), so `typename` is not needed? Only template-ids with arguments free of template
   * parameters and names the printer knows are not typedefs.
   */
  private concreteQualifier(n: Name): boolean {
    if (n.parts.length < 2 || this.memberOfTemplate(n)) return false;
    let tid = false;
    // (builtin types, classes outside templates, `Pick< S> ::type`, and literals)
    const concreteArgs = (targs: Node[]) =>
      targs.every((a) =>
        a.kind === NodeKind.TypeId
          ? ((a as TypeId).spec.type === undefined || concreteClass((a as TypeId).spec.type)) &&
            (a as TypeId).decl.ops.length === 0
          : a.kind === NodeKind.BoolLit || a.kind === NodeKind.IntLit
      );
    for (let i = 0; i < n.parts.length - 1; i++) {
      const c = n.parts[i];
      if (c.atom < 0) return false;
      const v = this.lookup(c.atom);
      if (v !== undefined) {
        // (a local alias of such a specialization: `typename WR::TS` after `using WR =
        // W<float>;` is `W< float> ::TS`)
        const t = v.tdSpec?.type;
        if (
          i !== 0 || c.targs || !v.tdLocal || v.tdDependent || !v.tdDecl ||
          v.tdDecl.ops.length > 0 || t?.kind !== NodeKind.Name
        ) return false;
        const tn = t as Name;
        const last = tn.parts[tn.parts.length - 1];
        if (!last.targs || !concreteArgs(last.targs)) return false;
        if (tn.parts.some((q, j) => j < tn.parts.length - 1 && q.targs)) return false;
        tid = true;
        continue;
      }
      if (c.targs) {
        tid = true;
        if (!concreteArgs(c.targs)) return false;
      }
    }
    return tid;
  }

  /**
   * Is the qualifier of `n` a member of a class template (`typename DP< 11, 64> ::P` inside
   * `template <class T> struct H { template <int, int> struct DP; }`)? It then depends on the
   * enclosing template's parameters, and `typename` stays.
   */
  private memberOfTemplate(n: Name): boolean {
    let s = n.sym ?? null;
    for (let i = 0; i < n.parts.length - 1 && s; i++) s = s.owner.sym;
    if (!s) return false;
    for (let sc: Scope | null = s.owner; sc; sc = sc.parent) {
      if (sc.kind === ScopeKind.Class && sc.sym?.isTemplate) return true;
    }
    return false;
  }

  /** Does a name mention a template parameter anywhere (its components or arguments)? */
  mentionsTemplateParam(n: Name, depth = 0): boolean {
    if (depth > 8) return false;
    for (const c of n.parts) {
      if (c.atom >= 0) {
        const v = this.lookup(c.atom);
        if (v && (v.ttparam || v.tparam)) return true;
      }
      for (const a of c.targs ?? []) if (this.nodeMentionsParam(a, depth + 1)) return true;
    }
    return false;
  }

  /**
   * Is typedef `sym` one of a class template specialization whose arguments depend on template
   * parameters (as the parser resolved them: parameters, dependent typedefs, an injected class
   * name)?
   */
  private dependentTypedef(sym: Sym): boolean {
    const spec = typedefSpec(sym);
    // (one of a `typename` name too: `using nb = typename ha::node_base;`)
    if (spec?.elaborated === T.KwTypename) return true;
    const t = spec?.type;
    return t?.kind === NodeKind.Name && this.dependentArgs(t as Name, 0);
  }

  private dependentArgs(n: Name, depth: number): boolean {
    if (depth > 8) return false;
    for (const c of n.parts) {
      for (const a of c.targs ?? []) {
        if (a.kind !== NodeKind.TypeId) continue;
        const t = (a as TypeId).spec.type;
        if (t?.kind !== NodeKind.Name) continue;
        const an = t as Name;
        const s = an.sym;
        if (!s || an.dependent) return true;
        if (
          s.kind === SymKind.TemplateTypeParam || s.kind === SymKind.TemplateTemplateParam ||
          s.kind === SymKind.NonTypeTemplateParam
        ) return true;
        if (s.kind === SymKind.Typedef && (s.dependent || this.dependentTypedef(s))) return true;
        if (s.kind === SymKind.Class && s.isTemplate && !an.parts[an.parts.length - 1].targs) {
          return true;
        }
        if (this.dependentArgs(an, depth + 1)) return true;
      }
    }
    return false;
  }

  /**
   * For a typedef `sym` (declared as `spec`) of a class template naming one of the template's
   * type parameters, the argument that parameter has in the base-specifier through which the
   * class being printed inherits it (or the parameter's default); undefined when not so.
   */
  private baseTemplateArg(sym: Sym, spec: DeclSpec): TypeId | undefined {
    if (spec.flags & (DS.Const | DS.Volatile)) return undefined;
    const ps = (spec.type as Name | undefined)?.sym;
    if (ps?.kind !== SymKind.TemplateTypeParam || sym.owner.kind !== ScopeKind.Class) {
      return undefined;
    }
    const here = this.bodyClass?.sym?.def;
    if (here?.kind !== NodeKind.Class || sym.owner === this.bodyClass) return undefined;
    const base = this.baseNamed(here as Class, sym.owner, 0);
    const args = base?.parts[base.parts.length - 1].targs;
    if (!args) return undefined;
    let i = 0;
    for (const p of ps.owner.names.values()) {
      if (p === ps) break;
      i++;
    }
    const a = i < args.length ? args[i] : (ps.decl as TemplateParam | undefined)?.default;
    return a?.kind === NodeKind.TypeId && !this.dependentArg(a) ? a as TypeId : undefined;
  }

  /**
   * Outside templates, the type argument a class template specialization's member typedef of
   * a template parameter stands for: `int` for `W< int> ::type` after `template <class T> struct
   * W { typedef T type; };` (a template without specializations, the typedef the parameter
   * alone, no qualifiers or declarator).
   */
  specializationTypedefArg(n: Name): TypeId | undefined {
    const sym = n.sym;
    if (this.inTemplate > 0 || n.parts.length < 2 || sym?.kind !== SymKind.Typedef) {
      return undefined;
    }
    const q = n.parts[n.parts.length - 2];
    const cls = sym.owner.sym;
    if (!q.targs || n.parts[n.parts.length - 1].targs || sym.owner.kind !== ScopeKind.Class) {
      return undefined;
    }
    if (!cls?.isTemplate || (cls.specs?.length ?? 0) > 0 || cls.name !== q.atom) return undefined;
    const td = sym.decl as (Node & { spec?: DeclSpec; decl?: Declarator }) | undefined;
    const spec = td?.kind === NodeKind.Typedef
      ? td.spec
      : td?.kind === NodeKind.Alias
      ? ((td as GenericNode).type as TypeId | undefined)?.spec
      : undefined;
    const decl = td?.kind === NodeKind.Typedef
      ? td.decl
      : ((td as GenericNode | undefined)?.type as TypeId | undefined)?.decl;
    if (!spec || !decl || decl.ops.length > 0 || spec.flags & (DS.Const | DS.Volatile)) {
      return undefined;
    }
    const ps = (spec.type as Name | undefined)?.sym;
    return ps?.kind === SymKind.TemplateTypeParam ? this.classTypeArg(cls, ps, q.targs) : undefined;
  }

  /** The base-specifier name, in `c`'s base classes or theirs, of the class with scope `sc`. */
  baseNamed(c: Class, sc: Scope, depth: number): Name | undefined {
    if (depth > 8) return undefined;
    for (const b of c.bases) {
      if (b.name.kind !== NodeKind.Name) continue;
      const bn = b.name as Name;
      let s = bn.sym;
      if (s?.kind === SymKind.Typedef) s = s.target;
      if (!s) continue;
      if (s.scope === sc) return bn;
      const def = s.def;
      if (def?.kind === NodeKind.Class && !s.isTemplate) {
        const r = this.baseNamed(def as Class, sc, depth + 1);
        if (r) return r;
      }
    }
    return undefined;
  }

  /** Does a template argument mention a template parameter? */
  nodeMentionsParamPublic(a: Node): boolean {
    return this.nodeMentionsParam(a, 0);
  }

  private nodeMentionsParam(a: Node, depth: number): boolean {
    const g = a as GenericNode;
    switch (a.kind) {
      case NodeKind.TypeId: {
        const t = (a as TypeId).spec.type;
        return t !== undefined && t.kind === NodeKind.Name &&
          (this.mentionsTemplateParam(t as Name, depth) || this.dependentBaseType(t as Name));
      }
      case NodeKind.Ident:
        return g.name !== undefined && this.mentionsTemplateParam(g.name as Name, depth);
      case NodeKind.PackExpansion:
      case NodeKind.Paren:
      case NodeKind.Unary:
        return g.expr !== undefined && this.nodeMentionsParam(g.expr, depth + 1);
      case NodeKind.Binary:
        return this.nodeMentionsParam(g.lhs!, depth + 1) ||
          this.nodeMentionsParam(g.rhs!, depth + 1);
    }
    return false;
  }

  /**
   * An array bound: an operation on a local constant is parenthesized (`int a[(3 * w)];`), not
   * one whose value depends on template parameters (`T a[n * k];` after `const size_t k = N;`).
   */
  private arrayBound(e: Node): string {
    // (in a template's function body, a bound that is a name qualified by a typedef of a
    // dependent type names it through that type: `As[Policy::ThreadblockShape::kK]` after `using TB =
    // typename Policy::ThreadblockShape;`; `TB::kM + 1` stays)
    // (a member typedef too, in a function body: `Bs[Policy::ThreadblockShape::kM]`; a member
    // array's bound stays `As[TB::kK]`)
    if (this.inTemplate > 0 && e.kind === NodeKind.Ident && this.blockLevel() > 0) {
      const n = (e as GenericNode).name as Name | undefined;
      if (n && n.parts.length > 1 && !n.global && !n.parts[0].targs) {
        const v = this.lookup(n.parts[0].atom);
        const q = v?.tdDependent ? this.expandedQualifier(n, true) : undefined;
        if (q !== undefined) return q;
      }
    }
    const t = this.expr(e, Ctx.Top);
    if (!this.isOperation(e)) return t;
    if (this.inTemplate > 0 && this.mentionsParamTokens(e)) return t;
    for (let i = e.first; i <= e.last; i++) {
      if (this.tb.kind[i] !== T.Identifier) continue;
      const v = this.lookup(this.tb.atom[i]);
      if (v && v.constant && !v.global && !v.tparam && !v.member) return "(" + t + ")";
    }
    return t;
  }

  /**
   * Does an identifier token of `e` name a template parameter or a value-dependent constant?
   * `aliasTemplates`: also one naming an alias template of a dependent type (not `tset` in
   * `tset< int> `, which depends on nothing).
   */
  mentionsParamTokens(e: Node, valueDep = true, aliasTemplates = true): boolean {
    for (let i = e.first; i <= e.last; i++) {
      if (this.tb.kind[i] !== T.Identifier) continue;
      const v = this.lookup(this.tb.atom[i]);
      // (a typedef of a dependent type too: `__has_trivial_destructor(_Value_type)`)
      if (
        v && (v.tparam || v.ttparam || (valueDep && v.valueDep) ||
          (v.tdDependent === true && (aliasTemplates || v.tdParams === undefined)))
      ) return true;
    }
    return false;
  }

  dependentArg(a: Node): boolean {
    // a value-dependent expression argument: `X< Q> `, `X< sizeof(T) == 1> `
    if (a.kind !== NodeKind.TypeId) {
      return this.inTemplate > 0 &&
        (this.mentionsParamTokens(a) ||
          // (or the size of a value of a type depending on them: `sizeof(*dst)`)
          someInOperation(
            a,
            (x) =>
              x.kind === NodeKind.SizeofExpr && (x as GenericNode).expr !== undefined &&
              this.typeDependent((x as GenericNode).expr!),
          ));
    }
    const t = (a as TypeId).spec.type;
    if (!t || t.kind !== NodeKind.Name) return false;
    // (a `typename` member: `std::template __alloc_neq< typename _Base::_Node_alloc_type> ::`)
    if (this.inTemplate > 0 && (a as TypeId).spec.elaborated === T.KwTypename) return true;
    const n = t as Name;
    // (the injected name of a class template: `std::template __shrink_to_fit_aux< vector> `)
    const sym = n.sym;
    if (
      this.inTemplate > 0 && n.parts.length === 1 && !n.parts[0].targs &&
      sym?.kind === SymKind.Class && sym.isTemplate
    ) return true;
    const v = this.lookup(n.parts[0].atom);
    // (a member type named from a dependent base: `vector< __diff_type> `)
    if (v === undefined) return this.dependentBaseType(n);
    // (a typedef of a type depending on template parameters; not `nullptr_t`, a decltype)
    return v.type === "typedef:?" && n.parts.length === 1 &&
      (this.inTemplate > 0 || v.tdDependent === true);
  }

  /** A functional cast to this type is printed as a C cast (not a class: no constructor call). */
  private isBuiltinType(t: Node): boolean {
    let spec: DeclSpec | undefined;
    if (t.kind === NodeKind.DeclSpec) spec = t as DeclSpec;
    else if (t.kind === NodeKind.TypeId) spec = (t as TypeId).spec;
    let n: Name | undefined;
    if (spec) {
      if (spec.type === undefined) return true;
      if (spec.type.kind !== NodeKind.Name) return false;
      n = spec.type as Name;
    } else if (t.kind === NodeKind.Name) n = t as Name;
    if (!n) return false;
    const sym = n.sym;
    if (!sym) return false;
    if (sym.kind === SymKind.Class || sym.kind === SymKind.TemplateTemplateParam) return false;
    // (a typedef of a class, not of a `typename` member in a template: `(param_type)(n / 2)`)
    if (
      sym.kind === SymKind.Typedef && sym.target?.kind === SymKind.Class &&
      !(this.inTemplate > 0 && typedefSpec(sym)?.elaborated === T.KwTypename)
    ) return false;
    return sym.kind === SymKind.Typedef || sym.kind === SymKind.TemplateTypeParam ||
      sym.kind === SymKind.Enum;
  }

  /** Names of the classes the declaration printer is in, innermost last (shared array). */
  enclosingClasses: number[] = [];

  /** In a class template, an unqualified call of one of its own (non-overloaded) static member
   * functions: the binary prints `(_S_get)()`. */
  /**
   * The template-id that replaces the injected class name qualifying `n` (`RW::m` in the class
   * template RW, when m is its member), from the declaration printer; undefined otherwise.
   */
  private injectedQualifier(n: Name): string | undefined {
    if (!this.inTemplate || !this.injectedId || n.parts.length !== 2 || n.global) return undefined;
    const q = n.parts[0];
    const owner = n.sym?.owner;
    if (q.targs || owner?.kind !== ScopeKind.Class || owner.sym?.name !== q.atom) return undefined;
    return this.injectedId(q.atom);
  }

  /** The template-id of the class template being printed if it is named `atom` (see above). */
  injectedId?: (atom: number) => string | undefined;

  private ownStaticMember(e: GenericNode): boolean {
    const n = e.name as Name | undefined;
    if (!this.inTemplate || !n || n.global || n.parts[n.parts.length - 1].targs) return false;
    const sym = n.sym;
    // (not a member function template: `_S_fun(u)`)
    if (!sym || sym.kind !== SymKind.Function || sym.fnDecls !== 1 || sym.isTemplate) return false;
    const owner = sym.owner;
    // (a local class of a function template too, called from the function: `(H::sat)(a + b)`)
    const local = owner.kind === ScopeKind.Class && owner.inTemplate &&
      (owner.parent?.kind === ScopeKind.Block || owner.parent?.kind === ScopeKind.Function);
    if (owner.kind !== ScopeKind.Class || (!owner.sym?.isTemplate && !local)) return false;
    // (also named by the class's injected name: `RW::g()` is `(g)()`)
    if (
      n.parts.length !== 1 &&
      (n.parts.length !== 2 || n.parts[0].targs || n.parts[0].atom !== owner.sym!.name)
    ) return false;
    // (also in an out-of-class member definition: `(_S_relocate)(...)` in vector.tcc)
    if (
      !local && !this.enclosingClasses.includes(owner.sym!.name) && owner !== this.bodyClass
    ) return false;
    const f = sym.decl as (Node & { spec?: DeclSpec }) | undefined;
    return f?.kind === NodeKind.Function && f.spec !== undefined &&
      (f.spec.flags & DS.Static) !== 0;
  }

  /** Is member access `g` `q->m` for a local `q` marked `initUnknown`? */
  initUnknownArrow(g: GenericNode): boolean {
    if (g.op !== T.Arrow || this.inTemplate === 0) return false;
    const o = g.expr!;
    const on = o.kind === NodeKind.Ident ? (o as GenericNode).name as Name | undefined : undefined;
    return on !== undefined && on.parts.length === 1 && !on.global &&
      this.lookup(on.parts[0].atom)?.initUnknown === true;
  }

  /** Is variable `sym` declared `__managed__` (at namespace scope)? */
  private managedVariable(sym: Sym): boolean {
    if (sym.owner.kind !== ScopeKind.Namespace) return false;
    const d = sym.decl as
      | (Node & { attrs?: Attribute[]; spec?: DeclSpec; decl?: Declarator })
      | undefined;
    if (d?.kind !== NodeKind.Variable) return false;
    const lists = [d.attrs, d.spec?.attrs, d.decl?.attrs];
    return lists.some((l) => l?.some((a) => attrName(this.names, a) === "managed") ?? false);
  }

  /**
   * GCC's `__builtin_constant_p(x)` as the constant it folds to: `1` for a constant operand,
   * else `0` (`((0) && (c > 0))`); in a template, not for an operand depending on its parameters
   * (`__builtin_constant_p(t) && t` stays); undefined for other calls.
   */
  builtinConstantP(g: GenericNode): string | undefined {
    if (g.kind !== NodeKind.Call) return undefined;
    const c = g.expr!;
    if (c.kind !== NodeKind.Ident || (g.args ?? []).length !== 1) return undefined;
    const n = (c as GenericNode).name as Name | undefined;
    if (!n || n.parts.length !== 1 || n.global || n.parts[0].targs) return undefined;
    if (this.atom(n.parts[0].atom) !== "__builtin_constant_p") return undefined;
    const a = g.args![0];
    // (a constant initialized by a dependent operation is not constant there: `const bool
    // __whole = __first == __beyond;` folds `__builtin_constant_p(__whole)` to 0)
    if (this.inTemplate > 0 && (this.typeDependent(a) || this.mentionsParamTokens(a, false))) {
      return undefined;
    }
    return this.evaluate(a) !== undefined ? "1" : "0";
  }

  /** Depth of lambda bodies being printed (`this` is the closure's captured pointer there). */
  private lambdaBodyDepth = 0;

  /** Is `e` a name of a variable a lambda being printed captures (a closure member)? */
  private capturedName(e: Node): boolean {
    if (e.kind !== NodeKind.Ident) return false;
    const n = (e as GenericNode).name as Name | undefined;
    return n !== undefined && n.parts.length === 1 && !n.global && !n.parts[0].targs &&
      this.lookup(n.parts[0].atom)?.captured === true;
  }

  /** Is type `t` named by a template-id of a class template (`SM< T>`)? */
  private classTemplateId(t: Node | undefined): boolean {
    if (t?.kind !== NodeKind.Name) return false;
    const n = t as Name;
    const sym = n.sym;
    return n.parts[n.parts.length - 1].targs !== undefined && sym?.kind === SymKind.Class &&
      sym.isTemplate;
  }

  private callee(e: Node): string {
    // (in a lambda, a member function called through the captured `this`: `(this)->f()`)
    if (
      this.lambdaBodyDepth > 0 && e.kind === NodeKind.Member &&
      (e as GenericNode).op === T.Arrow && (e as GenericNode).expr?.kind === NodeKind.This
    ) {
      const t = this.exprInner(e);
      if (t.startsWith("this->")) return "(this)" + t.slice(4);
    }
    // (a data member named without `this->` is an operand: `(f)(1)`; so is a lambda's captured
    // variable, a member of its closure: `[=]{ return (fn)(k); }`)
    if (e.kind === NodeKind.Ident && this.isImplicitMember(e as GenericNode)) {
      return "(" + this.exprInner(e) + ")";
    }
    if (this.capturedName(e)) return "(" + this.exprInner(e) + ")";
    if (e.kind === NodeKind.Member && this.initUnknownArrow(e as GenericNode)) {
      return "(" + this.exprInner(e) + ")";
    }
    // (in a template, a member function of a static data member of a dependent class:
    // `(_Facet::id._M_id)()`)
    if (e.kind === NodeKind.Member && this.inTemplate > 0) {
      const o = stripParens((e as GenericNode).expr!);
      const on = o.kind === NodeKind.Ident
        ? (o as GenericNode).name as Name | undefined
        : undefined;
      if (
        on !== undefined && on.parts.length > 1 &&
        (this.isDependentName(on) || this.dependentQualified(on))
      ) return "(" + this.exprInner(e) + ")";
    }
    if (e.kind === NodeKind.Ident && this.ownStaticMember(e as GenericNode)) {
      const n = (e as GenericNode).name as Name;
      // (a local class's member keeps its class: `(H::sat)(a + b)`)
      const o = n.sym?.owner;
      const local = o?.parent?.kind === ScopeKind.Block || o?.parent?.kind === ScopeKind.Function;
      return "(" + this.name(local ? n : { ...n, parts: n.parts.slice(-1) }, true) + ")";
    }
    if (e.kind === NodeKind.Paren && (e as GenericNode).expr) {
      // a parenthesized operation stays parenthesized: `(s.*pf)(1)`
      const x = (e as GenericNode).expr!;
      // and so does a function named in parentheses (no argument-dependent lookup):
      // `(std::min)(a, b)`
      // (not a member the template leaves unresolved: `(t.f)(2)` is `t.f(2)`)
      if (
        (this.isOperation(x) && !this.unresolvedMember(x)) ||
        (x.kind === NodeKind.Ident && this.namesFunction(x))
      ) {
        return "(" + this.exprInner(x) + ")";
      }
      return this.callee(x);
    }
    // (an object of class type that is a call's value or a data member, called through its
    // operator(): `(mk())(2)`, `(g.f)(3)`; not a named object or a temporary, `f(1)`, `F()(7)`)
    if ((e.kind === NodeKind.Call || e.kind === NodeKind.Member) && this.classValue(e)) {
      return "(" + this.exprInner(e) + ")";
    }
    // (a lambda called where it is written, outside templates: `([&] { return (x) + 1; } )()`)
    if (e.kind === NodeKind.Lambda && this.inTemplate === 0) return "(" + this.exprInner(e) + ")";
    // (a member of a temporary of a template parameter's type: `(A().allocate)(n)`; not of a
    // class template's specialization, `SM< T> ().get()`)
    if (
      e.kind === NodeKind.Member && this.inTemplate &&
      (e as GenericNode).expr!.kind === NodeKind.FunctionalCast &&
      ((e as GenericNode).expr as GenericNode).args?.length === 0 &&
      this.typeDependent((e as GenericNode).expr!) &&
      !this.classTemplateId(((e as GenericNode).expr as GenericNode).type as Node | undefined)
    ) return "(" + this.exprInner(e) + ")";
    return e.kind === NodeKind.Ident || e.kind === NodeKind.Member
      ? this.exprInner(e)
      : this.expr(e, Ctx.Operand);
  }

  /**
   * Is `e` a data member access of an object of known type (`g.fp`, of any type), or a call of
   * a function known to return a class object (`mk()`, `ov(1)`; not a pointer, not dependent,
   * not an implicit `this` call in a template, `g()`)?
   */
  private classValue(e: Node): boolean {
    const g = e as GenericNode;
    const isClass = (spec: DeclSpec, ops: DeclaratorOp[]) => {
      if (ops.some((o) => o.op !== 1 && o.op !== 2)) return false;
      const k = this.specClass(spec);
      return k !== null && k !== "dep";
    };
    const memberSym = (m: GenericNode): Sym | undefined => {
      const c = this.objectClass(m.expr);
      const mn = m.name as Name | undefined;
      if (c === null || c === "dep" || !mn || mn.kind !== NodeKind.Name || mn.parts.length !== 1) {
        return undefined;
      }
      // (a base's too: `(x.m)(1)` for `_M_manager` of `_Function_base`)
      return lookupIn(c, mn.parts[0].atom);
    };
    if (e.kind === NodeKind.Member) {
      const sym = memberSym(g);
      return sym?.kind === SymKind.Variable && sym.decl?.kind === NodeKind.Variable;
    }
    if (this.implicitThisCall(e)) return false;
    const c = g.expr!;
    let sym: Sym | undefined;
    if (c.kind === NodeKind.Ident) {
      const n = (c as GenericNode).name as Name | undefined;
      if (!n || n.kind !== NodeKind.Name || n.parts[n.parts.length - 1].targs) return false;
      if (n.parts.length === 1 && this.lookup(n.parts[0].atom) !== undefined) {
        if (this.lookup(n.parts[0].atom)!.type !== "fn") return false;
      }
      sym = n.sym;
    } else if (c.kind === NodeKind.Member) sym = memberSym(c as GenericNode);
    if (!sym || sym.kind !== SymKind.Function || sym.isTemplate) return false;
    const f = sym.decl as Function | undefined;
    return f?.kind === NodeKind.Function && f.decl.ops[0]?.op === 5 &&
      isClass(f.spec, f.decl.ops.slice(1));
  }

  /** Does identifier expression `e` name a function (not an object called through)? */
  private namesFunction(e: Node): boolean {
    const n = (e as GenericNode).name as Name | undefined;
    if (!n) return false;
    if (n.parts.length === 1) {
      const v = this.lookup(n.parts[0].atom);
      if (v !== undefined) return v.type === "fn";
    }
    return n.sym?.kind === SymKind.Function;
  }

  /** The declaration of the variable qualified name `n` names, when not dependent (`S::M`). */
  /**
   * The type key of the static data member a non-dependent qualified name `n` denotes, when it is
   * an arithmetic constant (`it< long> ::dg`, `P::q`; undefined otherwise).
   */
  staticConstantKey(n: Name): string | undefined {
    if (n.parts.length < 2 || this.isDependentName(n)) return undefined;
    if (this.inTemplate > 0 && this.dependentQualified(n)) return undefined;
    const sv = this.qualifiedVariable(n);
    if (!sv || (sv.spec.flags & (DS.Const | DS.Constexpr)) === 0) return undefined;
    const k = this.typeKey(sv.spec, sv.decl);
    if (this.isArithmeticKey(k)) return k;
    // (a member of a class template typed by its parameter, of a specialization: unsigned long
    // long for `traits< unsigned long long> ::mx` after `static const T mx`)
    const t = sv.spec.type;
    const q = n.parts[n.parts.length - 2];
    const cls = n.sym?.owner.sym;
    if (
      t?.kind !== NodeKind.Name || sv.decl.ops.length > 0 || !q.targs || !cls?.isTemplate ||
      cls.kind !== SymKind.Class
    ) return undefined;
    const tn = t as Name;
    if (tn.parts.length !== 1 || tn.sym?.kind !== SymKind.TemplateTypeParam) return undefined;
    const ps = (cls.primary ?? cls).tparamLists?.[0];
    const i = ps?.findIndex((p) => (p as TemplateParam).name === tn.parts[0].atom) ?? -1;
    const a = i >= 0 && !(ps![i] as TemplateParam).pack ? q.targs[i] : undefined;
    if (a?.kind !== NodeKind.TypeId) return undefined;
    const ak = this.typeKey((a as TypeId).spec, (a as TypeId).decl);
    return this.isArithmeticKey(ak) ? ak : undefined;
  }

  private qualifiedVariable(n: Name): Variable | undefined {
    if (n.parts.length < 2 || n.sym?.kind !== SymKind.Variable) return undefined;
    const d = n.sym.decl;
    if (d?.kind !== NodeKind.Variable || this.isDependentName(n)) return undefined;
    if (this.inTemplate > 0 && this.dependentQualified(n)) return undefined;
    return d as Variable;
  }

  /**
   * Is `e` a conditional of a class type (not depending on template parameters) with a branch
   * that is a value (a temporary, a converted literal), so a temporary holds its value?
   * `q.empty() ? V(1) : q`, but `q.empty() ? p : q`.
   */
  private classTemporaryConditional(e: Node): boolean {
    if (e.kind !== NodeKind.Conditional) return false;
    const g = e as GenericNode;
    if (!g.lhs || !g.rhs) return false;
    const l = stripParens(g.lhs), r = stripParens(g.rhs);
    if (this.inTemplate > 0 && (this.typeDependent(l) || this.typeDependent(r))) return false;
    if (this.exprType(l) !== "class" && this.exprType(r) !== "class") return false;
    // (a branch known to be a value: a temporary, a cast, a literal converted)
    const value = (x: Node) =>
      x.kind === NodeKind.FunctionalCast || x.kind === NodeKind.Cast ||
      this.literalType(x) !== undefined;
    return value(l) || value(r);
  }

  /** Is `t` the keyword type `void` itself? */
  isVoidType(t: Node): boolean {
    const spec = keywordTypeSpec(t);
    return spec !== undefined && spec.flags === 0 &&
      builtinName(spec.builtins, spec.flags) === "void";
  }

  /** Is `t` a builtin type written with keywords (`char`, `unsigned long`)? */
  private isKeywordType(t: Node): boolean {
    const spec = keywordTypeSpec(t);
    if (!spec) return false;
    const b = builtinName(spec.builtins, spec.flags);
    return b !== "" && b !== "void" && b !== "auto";
  }

  /** Does type `t` name a class (or a template-id), so `t(x)` in a template is a cast? */
  private isClassTypeName(t: Node): boolean {
    let n: Name | undefined;
    if (t.kind === NodeKind.TypeId) {
      const ti = t as TypeId;
      if (ti.decl.ops.length > 0 || ti.spec.type?.kind !== NodeKind.Name) return false;
      n = ti.spec.type as Name;
    } else if (t.kind === NodeKind.DeclSpec) {
      const ds = t as DeclSpec;
      if (ds.type?.kind !== NodeKind.Name) return false;
      n = ds.type as Name;
    } else if (t.kind === NodeKind.Name) n = t as Name;
    if (!n) return false;
    if (n.parts[n.parts.length - 1].targs) return true;
    const sym = n.sym;
    if (!sym) return false;
    // a class template's name without arguments outside its definition deduces them
    // (`iota_view(__e)`, C++17 CTAD): a call, not a cast; inside, it is the injected class name
    if (sym.kind === SymKind.Class && sym.isTemplate) {
      const d = sym.def;
      if (d && (n.first < d.first || n.last > d.last)) return false;
    }
    return sym.kind === SymKind.Class ||
      // (not a typedef of a `typename` member, a dependent type: `(param_type)(n / 2)`)
      (sym.kind === SymKind.Typedef && sym.target?.kind === SymKind.Class &&
        !(this.inTemplate > 0 && typedefSpec(sym)?.elaborated === T.KwTypename));
  }

  /** Call arguments (also a mem-initializer's: `_M_impl(((__x._M_impl)._M_key_compare), ...)`). */
  args(list: Node[]): string {
    let s = "";
    for (let i = 0; i < list.length; i++) {
      const a = list[i];
      if (i > 0) s += ", ";
      // (in a template, a member of an object of dependent type is parenthesized as an
      // argument: `f((p.first))`)
      s += this.unresolvedOperand(a) || this.isComma(a) || this.unresolvedClassCast(a)
        ? "(" + this.exprInner(a) + ")"
        : this.expr(a, Ctx.Top);
    }
    return s;
  }

  /**
   * The right side of an assignment to an object of type key `target`: converted to it (`=`), or
   * to the operation's common type (compound: `l += (1)`, `mantissa &= 1023U`); a call's value
   * too (`res = (cv(x))`).
   */
  private assignedValue(g: GenericNode, target: string): string {
    const rhs = g.rhs!;
    // (a non-type template parameter of a type not known to be the target's, or `sizeof...`,
    // assigned to an arithmetic object is converted: `x = (P);`, `x = (sizeof...(Ts));`)
    if (g.op === T.Assign && this.inTemplate > 0 && this.isArithmeticKey(target)) {
      if (rhs.kind === NodeKind.SizeofPack && target !== "unsigned long") {
        return "(" + this.exprInner(rhs) + ")";
      }
      const n = rhs.kind === NodeKind.Ident ? (rhs as GenericNode).name as Name : undefined;
      const v = n && n.parts.length === 1 ? this.lookup(n.parts[0].atom) : undefined;
      if (v?.tparam && (v.type === "?" || v.type.startsWith("typedef:"))) {
        return "(" + this.exprInner(rhs) + ")";
      }
    }
    // (an object of a deduced type not known here takes the value as written: `z *= 2;` for a
    // range-for `auto &z`)
    if (target === "auto") return this.expr(rhs, Ctx.Operand);
    // (an enumerator assigned to an object of its enumeration type is not promoted: `x = b2;`)
    // (nor is a call's enumeration value: `st = f(1);`)
    if (
      g.op === T.Assign &&
      (this.promotedEnumerator(rhs) ||
        (rhs.kind === NodeKind.Call && this.isOperation(rhs) && this.enumCall(rhs))) &&
      this.enumObject(g.lhs!)
    ) {
      return this.expr(rhs, Ctx.Top);
    }
    // (pointer arithmetic converts nothing: `p += 1`)
    if (target === "ptr" && g.op !== T.Assign) return this.expr(rhs, Ctx.Operand);
    if (g.op === T.Assign || !this.isArithmeticKey(target)) {
      const s = this.converted(rhs, target, Ctx.Operand);
      // (a new-expression assigned is parenthesized: `p = (new int(3));`)
      if (g.op === T.Assign && rhs.kind === NodeKind.New) return "(" + s + ")";
      // (a call's value converted, written in parentheses or not: `x = (pc(i));`; in a
      // template one the template resolves, `(out[0]) = (cnt(v));`)
      if (
        g.op === T.Assign && stripParens(rhs).kind === NodeKind.Call &&
        this.isArithmeticKey(target)
      ) {
        const rt = this.exprType(rhs);
        if (this.isArithmeticKey(rt) && rt !== target) return "(" + s + ")";
      }
      // (a pointer too: `vp = (g());` for a `void *vp` and an `int *g()`, not `p = g();`)
      if (
        g.op === T.Assign && target === "ptr" && stripParens(rhs).kind === NodeKind.Call &&
        !this.inTemplate
      ) {
        const lt = this.assignedPointerType(g.lhs!);
        const rt = lt === undefined ? undefined : this.soleCallResultText(stripParens(rhs));
        if (rt !== undefined && rt !== lt) return "(" + s + ")";
      }
      return s;
    }
    const lt = this.literalType(rhs);
    const rt = lt ?? this.exprType(rhs);
    const common = usualArith(target, rt);
    // (a size is not converted for a compound assignment: `__n /= sizeof(_CharT);`)
    if (
      rhs.kind === NodeKind.SizeofType || rhs.kind === NodeKind.SizeofExpr ||
      rhs.kind === NodeKind.AlignofType || rhs.kind === NodeKind.AlignofExpr
    ) return this.expr(rhs, Ctx.Operand);
    // (in a template too for a call of a known arithmetic type: `__result +=
    // (__builtin_popcountl(w));`)
    if (
      common === undefined ||
      (this.inTemplate && !(stripParens(rhs).kind === NodeKind.Call && this.isArithmeticKey(rt)))
    ) return this.converted(rhs, target, Ctx.Operand);
    if (lt !== undefined) {
      // (as `converted` does for a literal: a negated one has its parentheses already)
      const s = this.expr(rhs, Ctx.Operand);
      if (lt === "string" || lt === "nullptr" || lt === common) return s;
      return rhs.kind === NodeKind.Unary && s.startsWith("(") ? s : "(" + s + ")";
    }
    const s = this.expr(rhs, Ctx.Operand);
    return stripParens(rhs).kind === NodeKind.Call && rt !== common ? "(" + s + ")" : s;
  }

  /** Is `e` a variable declared with an enumeration type (no declarator operators)? */
  private enumObject(e: Node): boolean {
    e = stripParens(e);
    if (e.kind !== NodeKind.Ident) return false;
    const n = (e as GenericNode).name as Name | undefined;
    if (!n || n.parts.length !== 1) return false;
    const v = this.lookup(n.parts[0].atom);
    const t = v?.spec?.type;
    if (!v || !v.decl || v.decl.ops.length > 0 || t?.kind !== NodeKind.Name) return false;
    let sym = (t as Name).sym;
    if (sym?.kind === SymKind.Typedef) sym = sym.target;
    return sym?.kind === SymKind.Enum;
  }

  /**
   * The object of a conversion function call printed as a cast to `target`: in parentheses when
   * the target class declares constructors (`((B2)(h))`, `((__half)((*this)))`), else bare
   * (`((__half_raw)h)`, `((float2)(*this))`).
   */
  private conversionOperand(x: Node, target: Node): string {
    const t = this.castOperand(x);
    return this.typeDeclaresConstructor(target) ? "(" + t + ")" : t;
  }

  /** Does the class named by type `t` (a type-id or name) declare a constructor? */
  private typeDeclaresConstructor(t: Node): boolean {
    const spec = t.kind === NodeKind.TypeId ? (t as TypeId).spec : nameSpec(t);
    const sc = this.specClass(spec);
    const c = sc !== null && sc !== "dep" ? sc.sym?.def : undefined;
    return c?.kind === NodeKind.Class && declaresConstructor(c as Class);
  }

  /** A cast's operand: an enumerator it converts is not promoted first (`((int)W)`). */
  private castOperand(x: Node): string {
    if (this.unresolvedClassCast(stripParens(x))) return "(" + this.exprInner(stripParens(x)) + ")";
    // (nor is a call's enumeration value, parenthesized or not: `(int)cudaDeviceSynchronize()`,
    // `(cudaError_t)cudaMalloc(...)` for CUB's `(cudaError_t)(e)`)
    // (a member function's too, in templates as well: `(E)w.m()`)
    const xc = stripParens(x);
    if (xc.kind === NodeKind.Call) {
      const c = stripParens((xc as GenericNode).expr!);
      if (
        (c.kind === NodeKind.Ident && this.returnsEnum(c as GenericNode)) ||
        (c.kind === NodeKind.Member && this.callEnum(xc as GenericNode) !== undefined)
      ) return this.exprInner(xc);
    }
    // (a new-expression is always parenthesized: `(void *)(new X)`)
    if (xc.kind === NodeKind.New) return "(" + this.exprInner(xc) + ")";
    return this.isEnumerator(x) ? this.exprInner(x) : this.expr(x, Ctx.Operand);
  }

  /** A comma expression (possibly parenthesized): it keeps parentheses as one argument. */
  isComma(e: Node): boolean {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    return e.kind === NodeKind.Comma;
  }

  /** Type key of an lvalue expression (names only). */
  exprType(e: Node): string {
    if (e.kind === NodeKind.Paren && (e as GenericNode).expr) {
      return this.exprType((e as GenericNode).expr!);
    }
    if (e.kind === NodeKind.Ident) {
      const n = (e as GenericNode).name as Name | undefined;
      if (n && n.parts.length === 1) {
        const v = this.lookup(n.parts[0].atom);
        if (v !== undefined) return this.unpromoted > 0 && v.bitType ? v.bitType : v.type;
        // (in a class template's member, a data member of a base that depends on nothing:
        // `(p) = (nullptr)`)
        const sym = n.sym;
        const body = this.bodyClass;
        if (
          this.inTemplate > 0 && body && sym?.kind === SymKind.Variable &&
          sym.owner.kind === ScopeKind.Class && !sym.owner.inTemplate && sym.owner !== body &&
          sym.decl?.kind === NodeKind.Variable && lookupIn(body, n.parts[0].atom) === sym
        ) return this.typeKey((sym.decl as Variable).spec, (sym.decl as Variable).decl);
        return "?";
      }
      // (a static data member named by its class: `S::M`)
      const v = n ? this.qualifiedVariable(n) : undefined;
      if (v) {
        const k = this.typeKey(v.spec, v.decl);
        if (k !== "?" || v.decl.ops.length > 0) return k;
        // (of its class template's only type parameter, named with one argument:
        // `__numeric_traits< ptrdiff_t> ::__max` is a long)
        const ts = (v.spec.type as Name | undefined)?.sym;
        const q = n!.parts[n!.parts.length - 2];
        if (
          ts?.kind === SymKind.TemplateTypeParam && ts.owner.names.size === 1 &&
          q.targs?.length === 1 && q.targs[0].kind === NodeKind.TypeId
        ) {
          const a = q.targs[0] as TypeId;
          return this.typeKey(a.spec, a.decl);
        }
        return "?";
      }
    }
    if (
      e.kind === NodeKind.SizeofType || e.kind === NodeKind.SizeofExpr ||
      e.kind === NodeKind.SizeofPack || e.kind === NodeKind.Offsetof
    ) return "unsigned long";
    // (a `typeid` is a `const std::type_info` lvalue)
    if (e.kind === NodeKind.Typeid) return "class";
    if (e.kind === NodeKind.Call) {
      // (a generic atomic builtin's value has the pointed-to type: `__atomic_add_fetch(&l, 1,
      // 0) * (2)` for a long `l`)
      const c = (e as GenericNode).expr!;
      const a0 = (e as GenericNode).args?.[0];
      if (c.kind === NodeKind.Ident && a0 && this.atomicBuiltin(c as GenericNode) === 1) {
        if (a0.kind === NodeKind.Unary && (a0 as GenericNode).op === T.Amp) {
          return this.exprType((a0 as GenericNode).expr!);
        }
        // (through a pointer variable: `long long *p`)
        const pn = a0.kind === NodeKind.Ident ? (a0 as GenericNode).name as Name : undefined;
        const v = pn?.parts.length === 1 ? this.lookup(pn.parts[0].atom) : undefined;
        if (v?.spec && v.decl?.ops.length === 1 && v.decl.ops[0].op === 0 && !v.depType) {
          return this.typeKey(v.spec, { ...v.decl, ops: [] });
        }
      }
      // (in a template, a member function of a named object of a type that depends on nothing:
      // `__prob.end()` is an iterator, a class)
      // (and a function called with arguments of known types: `__deque_buf_size(sizeof(_Tp))`
      // is a size_t)
      if (this.inTemplate > 0) return this.nonDependentCallType(e as GenericNode);
      return this.callType(e as GenericNode);
    }
    if (e.kind === NodeKind.Index) {
      const k = this.elementType(e as GenericNode);
      if (k !== "?" || this.inTemplate > 0) return k;
      // (an element a class template specialization's operator[] gives: `v[1] = (2)` for a
      // `std::vector<float> v`)
      const et = this.subscriptElement(e as GenericNode);
      if (et !== undefined) return this.typeKey(et.spec, et.decl);
      // (or a class object's own operator[]: `r[0] = (3);` for a `float &operator[](int)`)
      const b = stripParens((e as GenericNode).expr!);
      const sc = b.kind === NodeKind.Ident && this.exprType(b) === "class"
        ? this.operandClass(b)
        : undefined;
      const f = sc ? this.operatorFn(sc, T.LBracket, 2) : undefined;
      const fk = f ? this.typeKey(f.spec, { ...f.decl, ops: f.decl.ops.slice(1) }) : "?";
      return fk === "auto" || fk === "fn" ? "?" : fk;
    }
    if (e.kind === NodeKind.Member) {
      // (threadIdx.x and the other builtin variables' members are unsigned)
      const o = (e as GenericNode).expr;
      const on = o && o.kind === NodeKind.Ident ? (o as GenericNode).name as Name : undefined;
      if (on && on.parts.length === 1 && this.lookup(on.parts[0].atom)?.builtinVar) {
        return this.lookup(on.parts[0].atom)!.type === "int" ? "?" : "unsigned";
      }
      // (in a template, a data member of the class being printed through `this`, of a type not
      // depending on the template: `(this->_M_len) == (0)`)
      if (this.inTemplate && o?.kind === NodeKind.This && (e as GenericNode).op === T.Arrow) {
        const mn = (e as GenericNode).name as Name | undefined;
        const v = mn && mn.parts.length === 1 ? this.lookup(mn.parts[0].atom) : undefined;
        if (v?.member) return v.depType ? "?" : v.type;
        // (or of a base that depends on nothing: `(this->p) = (nullptr)`)
        const bf = v === undefined ? this.memberField(e, false, true) : undefined;
        return bf ? this.fieldKey(bf) : "?";
      }
      // (a pointer member too: `(k.extra) = (__null)`)
      const f = this.memberField(e, false, true);
      if (f && this.inTemplate) {
        // (of a type depending on the template, a member of the class being printed:
        // `(n.q) = nullptr;` for `ptr q;` after `typedef I *ptr;`)
        const mn = (e as GenericNode).name as Name | undefined;
        const v = mn && mn.parts.length === 1 ? this.lookup(mn.parts[0].atom) : undefined;
        if (v?.member && v.decl === f.decl && v.depType) return "?";
      }
      return f ? this.fieldKey(f) : "?";
    }
    if (e.kind === NodeKind.Cast || e.kind === NodeKind.NamedCast) {
      const t = (e as GenericNode).type as TypeId;
      return t && t.kind === NodeKind.TypeId ? this.typeKey(t.spec, t.decl) : "?";
    }
    if (e.kind === NodeKind.FunctionalCast) {
      // (`bool(__x)`: a keyword type's value)
      const t = (e as GenericNode).type as Node | undefined;
      if (t && this.isKeywordType(t)) {
        const spec = t.kind === NodeKind.TypeId ? (t as TypeId).spec : t as DeclSpec;
        return this.typeKey(spec, undefined);
      }
      // (and a typedef's: `difference_type(__n)`; a class temporary: `__half2(a, b)`)
      if (t?.kind === NodeKind.Name) {
        const k = this.typeKey(nameSpec(t), undefined);
        // (braced, only an aggregate class's: `V{3, 4} * 2.0f` calls V's operator)
        if (!(e as GenericNode).braced) return k;
        if (k === "class" && this.aggregateKeys(nameSpec(t)) !== undefined) return k;
      }
      return "?";
    }
    if (e.kind === NodeKind.GnuUnary) {
      const g = e as GenericNode;
      if (g.op === T.KwExtension && g.expr) return this.exprType(g.expr);
      // the real or imaginary part of a `float __complex__` is a float
      const t = g.expr && (g.op === T.KwReal || g.op === T.KwImag) ? this.exprType(g.expr) : "";
      return t.endsWith(" __complex__") ? t.slice(0, -12) : "?";
    }
    if ((e.kind === NodeKind.Unary || e.kind === NodeKind.Postfix) && this.isOperatorCall(e)) {
      // an operator function's value: `*it` is a `_Bit_reference`
      return this.operatorResult(e) ?? "?";
    }
    if (
      e.kind === NodeKind.Postfix ||
      (e.kind === NodeKind.Unary &&
        ((e as GenericNode).op === T.PlusPlus || (e as GenericNode).op === T.MinusMinus))
    ) {
      // (an increment's value has its operand's type: `(_M_offset)-- == (0)`)
      const t = this.exprType((e as GenericNode).expr!);
      return this.isArithmeticKey(t) || t === "ptr" ? t : "?";
    }
    if (e.kind === NodeKind.Unary) {
      const g = e as GenericNode;
      if (g.op === T.Exclaim) return "bool";
      // (`*this` in a member of a class outside templates)
      if (
        g.op === T.Star && g.expr?.kind === NodeKind.This && this.bodyClass && !this.inTemplate
      ) return "class";
      if (g.op === T.Minus || g.op === T.Plus || g.op === T.Tilde) {
        return usualArith(this.literalType(g.expr!) ?? this.exprType(g.expr!), "int") ?? "?";
      }
      if (g.op === T.Star && g.expr) return this.pointeeType(g.expr);
      return "?";
    }
    if (e.kind === NodeKind.Conditional) {
      // arithmetic branches: their common type (`(c ? 24 : 53) * 643L` is long)
      const g = e as GenericNode;
      if (!g.lhs) return "?";
      return usualArith(
        this.literalType(g.lhs) ?? this.exprType(g.lhs),
        this.literalType(g.rhs!) ?? this.exprType(g.rhs!),
      ) ?? "?";
    }
    if (e.kind === NodeKind.Binary) {
      // an arithmetic operation has the operands' common type (`8 * sizeof(T)`: unsigned long)
      const g = e as GenericNode;
      if (g.op === T.AmpAmp || g.op === T.PipePipe) return "bool";
      // (each operand typed once: an operand's type is needed again below, and chains like
      // `a + b + c` must not be typed twice per level)
      const tl = this.exprType(g.lhs!);
      if (g.op === T.LessLess || g.op === T.GreaterGreater) {
        // (a class's: a stream, `((std::cout << ("a"))) << (std::endl)`)
        if (tl === "class") return "class";
        // a shift has its promoted left operand's type: `(((char32_t)1) << n) - (1)`
        return usualArith(this.literalType(g.lhs!) ?? tl, "int") ?? "?";
      }
      if (!ARITH_OPS.has(g.op!)) return "?";
      if (COMPARE_OPS.has(g.op!)) return "bool";
      const tr = this.exprType(g.rhs!);
      if (this.overloadedWith(g, tl, tr)) {
        // an operator function's value: its declared result, else a class for `it + n`,
        // `a + b`, `it - n` (not known for `it - it`)
        const cl = tl === "class", cr = tr === "class";
        const f = this.binaryOperatorFn(g, cl, cr);
        if (f) return this.typeKey(f.spec, { ...f.decl, ops: f.decl.ops.slice(1) });
        return g.op === T.Plus || (g.op === T.Minus && cl !== cr) ? "class" : "?";
      }
      return usualArith(this.literalType(g.lhs!) ?? tl, this.literalType(g.rhs!) ?? tr) ?? "?";
    }
    return "?";
  }

  /**
   * Type key of data member `f`'s value: a bit-field narrower than an int is promoted to one
   * (`(h.kind) == 0` for `unsigned kind : 3`), a 32-bit unsigned one to an unsigned int.
   */
  private fieldKey(f: Variable): string {
    const k = this.typeKey(f.spec, f.decl);
    const bw = (f as Variable & { bitWidth?: Node }).bitWidth ?? f.decl.bitWidth;
    return bw === undefined ? k : this.bitFieldKey(k, bw);
  }

  /** Typing an assignment's target (see `bitFieldKey`). */
  private unpromoted = 0;

  /** Type key `k` of a bit-field of width `bw`, promoted (see fieldKey). */
  bitFieldKey(k: string, bw: Node): string {
    if (!this.isArithmeticKey(k) || this.unpromoted > 0) return k;
    const w = this.evaluate(bw);
    if (w === undefined) return k;
    if (w < 32n) return "int";
    return w === 32n && k.startsWith("unsigned") ? "unsigned" : k;
  }

  /**
   * Type key of an element `a[i]` of a variable declared as an array or pointer (outside
   * templates; "?" when unknown).
   */
  private elementType(g: GenericNode): string {
    return this.pointeeType(g.expr!);
  }

  /**
   * Type key of what pointer or array `b` points to (`*o`, `o[0]`), from a named variable's or
   * member's declaration; in a template only a non-dependent arithmetic one, or a pointer to a
   * builtin type (`((_M_impl)->_M_names)[0]` of a `char **_M_names`).
   */
  private pointeeType(b: Node): string {
    return this.pointeeTypeOf(b, this.inTemplate > 0);
  }

  private pointeeTypeOf(b: Node, inTemplate = false): string {
    // (through elements of elements: `((argv[1])[0]) == ('-')` for `char **argv`)
    let depth = 0;
    for (;;) {
      while (b.kind === NodeKind.Paren && (b as GenericNode).expr) b = (b as GenericNode).expr!;
      if (b.kind !== NodeKind.Index || depth >= 8) break;
      b = (b as GenericNode).expr!;
      depth++;
    }
    // (an element of a cast's pointer: `(((unsigned *)(s))[i]) = (0)`)
    if (b.kind === NodeKind.Cast && depth === 0 && !inTemplate) {
      const t = (b as GenericNode).type as TypeId | undefined;
      if (t?.kind !== NodeKind.TypeId || t.decl.ops.length !== 1 || t.decl.ops[0].op !== 0) {
        return "?";
      }
      return this.typeKey(t.spec, { ...t.decl, ops: [] });
    }
    // (a member's element too: `((__arg.__name)[0]) != ('*')`)
    const v = b.kind === NodeKind.Member ? this.memberField(b, false, true) : undefined;
    const n = b.kind === NodeKind.Ident ? (b as GenericNode).name as Name | undefined : undefined;
    if (v === undefined && (!n || n.parts.length !== 1 || n.global)) return "?";
    const x = v ?? this.lookup(n!.parts[0].atom);
    const d = x?.decl;
    if (!x?.spec || !d || d.ops.length <= depth) return "?";
    for (let i = 0; i <= depth; i++) if (d.ops[i].op !== 0 && d.ops[i].op !== 4) return "?";
    const k = this.typeKey(x.spec, { ...d, ops: d.ops.slice(depth + 1) });
    return inTemplate && !this.isArithmeticKey(k) && !(k === "ptr" && x.spec.type === undefined)
      ? "?"
      : k;
  }

  /**
   * Type key of a call's value: the return type of the function a plain name calls, outside
   * templates, when every non-template declaration with as many parameters as arguments returns
   * the same type, or else the one whose parameter types equal the arguments' (a call of
   * `std::floor` with a float argument is a float). "?" when that does not settle it.
   */
  private callType(g: GenericNode, nonDependent = false): string {
    if (this.inTemplate && !nonDependent) {
      // (a function template called with explicit arguments that depend on nothing has their
      // type also in a template: `(std::max< unsigned long> (b, b)) / ((double)lf)`)
      const c0 = stripParens(g.expr!);
      const n0 = c0.kind === NodeKind.Ident ? (c0 as GenericNode).name as Name : undefined;
      const ta = n0?.parts[n0.parts.length - 1].targs;
      if (
        !n0 || !ta || n0.sym?.kind !== SymKind.Function || this.isDependentName(n0) ||
        this.mentionsTemplateParam(n0)
      ) return "?";
      return this.explicitResultType(n0.sym, ta);
    }
    let c = g.expr!;
    while (c.kind === NodeKind.Paren && (c as GenericNode).expr) c = (c as GenericNode).expr!;
    const n = c.kind === NodeKind.Ident || c.kind === NodeKind.Member
      ? (c as GenericNode).name as Name | undefined
      : undefined;
    let sym = n?.sym;
    // (a member function called on an object of a known class: `w.rank()`, `c.get()`)
    if (
      c.kind === NodeKind.Member && n && n.parts.length === 1 && (n.parts[0].special ?? 0) === 0
    ) {
      const scope = this.memberScope(c as GenericNode);
      sym = scope ? lookupIn(scope, n.parts[0].atom) : undefined;
      // (or of a specialization of a known class template: `t.thread_rank()` for a
      // `thread_block_tile<16> t`, whichever specialization it is)
      const ct = scope || n.parts[0].targs ? undefined : this.objectTemplate(c as GenericNode);
      if (ct) return this.anySpecializationResult(ct, n.parts[0].atom, (g.args ?? []).length);
    }
    // (a temporary's operator(): `std::hash< int> ()(k)` is a size_t, from hash<int>'s
    // explicit specialization)
    if (c.kind === NodeKind.FunctionalCast && ((c as GenericNode).args ?? []).length === 0) {
      const tn = (c as GenericNode).type as Name | undefined;
      const ts = tn?.kind === NodeKind.Name ? tn.sym : undefined;
      const lt = tn?.kind === NodeKind.Name ? tn.parts[tn.parts.length - 1] : undefined;
      let sc: Scope | undefined;
      if (ts?.kind === SymKind.Class && lt?.targs && ts.specs) {
        sc = specByArgs(this.tb, ts.specs, lt.targs);
      } else if (ts?.kind === SymKind.Class && !lt?.targs && !ts.isTemplate) sc = ts.scope;
      const f = sc ? this.operatorFn(sc, T.LParen, (g.args ?? []).length + 1) : undefined;
      if (f) {
        const k = this.typeKey(f.spec, { ...f.decl, ops: f.decl.ops.slice(1) });
        return k === "auto" || k === "fn" ? "?" : k;
      }
      return "?";
    }
    // (a static member of an explicit specialization named by its template-id:
    // `std::numeric_limits< double> ::epsilon()` is a double)
    if (sym && n && n.parts.length >= 2 && c.kind === NodeKind.Ident) {
      const q = n.parts[n.parts.length - 2];
      const specs = sym.owner.kind === ScopeKind.Class ? sym.owner.sym?.specs : undefined;
      const sp = q.targs && specs ? specByArgs(this.tb, specs, q.targs) : undefined;
      const m = sp ? lookupIn(sp, n.parts[n.parts.length - 1].atom) : undefined;
      if (m !== undefined && sp!.sym?.primary === sym.owner.sym) sym = m;
    }
    // (a GCC builtin nothing declares: its result type, `__builtin_floor` is a double)
    if (
      c.kind === NodeKind.Ident && n && !sym && n.parts.length === 1 && !n.global &&
      !n.parts[0].targs && this.lookup(n.parts[0].atom) === undefined
    ) {
      return BUILTIN_RESULTS.get(this.atom(n.parts[0].atom)) ?? "?";
    }
    // (a call through a pointer to function, also named by a typedef: `sel((1.0F), (2.0F)) +
    // (gi())` for a `float (*)(float, float)`)
    if (c.kind === NodeKind.Ident && sym?.kind === SymKind.Variable && n!.parts.length === 1) {
      const r = this.functionPointerResult(c as GenericNode);
      if (r !== undefined) return r;
    }
    // (a class object's `operator()`: `r(0) = (1);` for a `float &operator()(int)`)
    if (c.kind === NodeKind.Ident && sym?.kind === SymKind.Variable && n!.parts.length === 1) {
      const sc = this.exprType(c) === "class" ? this.operandClass(c) : undefined;
      const f = sc ? this.operatorFn(sc, T.LParen, (g.args ?? []).length + 1) : undefined;
      if (!f) return "?";
      const k = this.typeKey(f.spec, { ...f.decl, ops: f.decl.ops.slice(1) });
      return k === "auto" || k === "fn" ? "?" : k;
    }
    if (!n || !sym || sym.kind !== SymKind.Function) return "?";
    // (a static member function of a class template named with the class's arguments, its result
    // a type parameter: `LT< signed char> ::min()` is a signed char)
    if (c.kind === NodeKind.Ident && n.parts.length >= 2) {
      const qa = n.parts[n.parts.length - 2].targs;
      const r = qa ? this.classTemplateMemberResult(sym, qa) : undefined;
      if (r !== undefined) return r;
    }
    const explicitTargs = n.parts[n.parts.length - 1].targs;
    if (explicitTargs) return this.explicitResultType(sym, explicitTargs);
    const decls = sym.fnDeclarators, specs = sym.fnSpecs;
    if (!decls || !specs) return "?";
    const args = g.args ?? [];
    let argKeys: string[] | undefined;
    let found: string | undefined;
    let matched: string | undefined;
    let templates = false;
    // (a member function of a class template called on an object)
    if (
      c.kind === NodeKind.Member && !sym.isTemplate && sym.owner.kind === ScopeKind.Class &&
      sym.owner.isTemplateScope && specs.every((x) => x === null)
    ) {
      const r = this.templateMemberResult(sym, (g.args ?? []).length);
      return r === "?" ? this.paramResult(c as GenericNode, sym) : r;
    }
    for (let i = 0; i < decls.length; i++) {
      const spec = specs[i] as DeclSpec | null;
      const d = decls[i] as Declarator;
      const fop = d.ops[0];
      if (!fop || fop.op !== 5) return "?";
      if (spec === null) {
        // (a function template whose result does not depend on its parameters:
        // `template<class _Tp> static size_t hash(const _Tp &, ...)`)
        const ts = sym.fnTemplateSpecs?.[i] as DeclSpec | null | undefined;
        const tparams = (fop.params ?? []) as Param[];
        const np = tparams.length;
        // (one that cannot take this many arguments is not a candidate)
        if (
          (np < args.length && !fop.variadic) ||
          (np > args.length && tparams[args.length].kind === NodeKind.Param &&
            tparams[args.length].init === undefined)
        ) continue;
        let ret = ts ? this.typeKey(ts, { ...d, ops: d.ops.slice(1) }) : "?";
        // (a class template's member returning its injected class name, called through a
        // specialization: `duration::min()` is a class)
        const ds = ts ?? ((sym.decl as Function | undefined)?.spec as DeclSpec | undefined);
        if (ret === "?" && ds && this.injectedClassResult(sym, ds, d)) ret = "class";
        if (ret === "?" && ts) {
          argKeys ??= args.map((a) => this.literalType(a) ?? this.exprType(a));
          ret = deducedResult(ts, d, tparams, argKeys);
          // (a class template-id parameter cannot be deduced from an arithmetic argument:
          // `min(initializer_list< _Tp> , _Compare)` is no candidate for `min(u, 5U)`)
          if (ret === "") continue;
        }
        // (a trailing `decltype(p.f())` of a parameter of a template parameter's type: the
        // member's result in the argument's class, `coalesced_group::num_threads()` an unsigned
        // for `group_size(*static_cast<const coalesced_group *>(this))`)
        if (ret === "auto" && fop.trailing && this.inTemplate === 0) {
          ret = this.trailingMemberResult(fop.trailing, tparams, args) ?? ret;
        }
        if (ret === "?" || ret === "auto" || ret === "fn") {
          templates = true;
        } else if (found === undefined) found = ret;
        else if (found !== ret) found = "";
        continue;
      }
      let params = (fop.params ?? []) as Param[];
      // (`int rand(void)` takes no arguments)
      if (
        params.length === 1 && params[0].kind === NodeKind.Param && !params[0].decl.name &&
        params[0].decl.ops.length === 0 && params[0].spec.type === undefined &&
        builtinName(params[0].spec.builtins, params[0].spec.flags) === "void"
      ) params = [];
      if (params.length !== args.length || fop.variadic) continue;
      const ret = this.typeKey(spec, { ...d, ops: d.ops.slice(1) });
      if (ret === "?" || ret === "auto" || ret === "fn") return "?";
      argKeys ??= args.map((a) => this.literalType(a) ?? this.exprType(a));
      if (params.every((p, j) => this.typeKey(p.spec, p.decl) === argKeys![j])) {
        if (matched !== undefined && matched !== ret) return "?";
        matched = ret;
      }
      if (found === undefined) found = ret;
      else if (found !== ret) found = "";
    }
    // (an exact match of a non-template beats any template)
    if (matched !== undefined) return matched;
    return templates || found === undefined || found === "" ? "?" : found;
  }

  /**
   * Outside templates, the result of member function `sym` of a class template called on object
   * `m.expr`, a variable of a specialization named with arguments that depend on nothing, when
   * the member's one declaration returns a type parameter of the template, by value or by
   * reference, and no specialization of it is declared: that argument's type key (`q.at(0) =
   * (5)` for a `TM<float> q` and `T &at(int)`). "?" otherwise.
   */
  private paramResult(m: GenericNode, sym: Sym): string {
    if (this.inTemplate > 0 || m.op === T.Arrow || sym.fnDecls !== 1) return "?";
    const v = this.namedInfo(m.expr!);
    const tn = v?.spec?.type?.kind === NodeKind.Name ? v.spec.type as Name : undefined;
    const targs = tn?.parts.at(-1)?.targs;
    const cls = tn?.sym;
    if (
      !targs || v!.depType || cls?.kind !== SymKind.Class || !cls.isTemplate ||
      cls.scope !== sym.owner || (cls.specs?.length ?? 0) > 0 ||
      v!.decl?.ops.some((x) => x.op !== 1 && x.op !== 2)
    ) return "?";
    const f = sym.decl as Function | undefined;
    const rt = f?.kind === NodeKind.Function ? f.spec.type as Name | undefined : undefined;
    const rops = f ? f.decl.ops.slice(1) : [];
    if (
      rt?.kind !== NodeKind.Name || rt.sym?.kind !== SymKind.TemplateTypeParam ||
      rops.length > 1 || (rops.length === 1 && rops[0].op !== 1) ||
      (f!.spec.flags & (DS.Const | DS.Volatile)) !== 0
    ) return "?";
    const params = cls.tparamLists?.[0] as TemplateParam[] | undefined;
    const k = params ? params.findIndex((p) => p.name === rt.sym!.name && !p.pack) : -1;
    const a = k >= 0 ? targs[k] : undefined;
    if (a?.kind !== NodeKind.TypeId || this.dependentArg(a)) return "?";
    const key = this.typeKey((a as TypeId).spec, (a as TypeId).decl);
    return this.isArithmeticKey(key) ? key : "?";
  }

  /**
   * Outside templates, the class template whose specialization object `m.expr` is, when the
   * specialization itself is not known: a variable of a template-id type (`tile<16> t;`, its
   * partial specialization chosen by a default argument) or an `auto` one initialized by a
   * function template (see callClassTemplate).
   */
  private objectTemplate(m: GenericNode): Sym | undefined {
    if (this.inTemplate > 0 || m.op === T.Arrow) return undefined;
    const v = this.namedInfo(m.expr!);
    if (!v || v.depType) return undefined;
    if (v.clsTemplate) return v.clsTemplate;
    if (!v.spec || !v.decl || v.decl.ops.some((x) => x.op !== 1 && x.op !== 2)) return undefined;
    let cls = v.spec.type?.kind === NodeKind.Name ? (v.spec.type as Name).sym : undefined;
    for (let i = 0; i < 8 && cls?.kind === SymKind.Typedef; i++) cls = cls.target;
    return cls?.kind === SymKind.Class && cls.isTemplate && cls.scope ? cls : undefined;
  }

  /**
   * Outside templates, the class template of which call `g` returns a specialization by value,
   * whatever its arguments: every declaration of the callee that can take the call (function
   * templates only, when template arguments are given) returns a specialization of the same
   * class template (`cg::tiled_partition<32>(b)`, a `thread_block_tile<Size, ParentT>`).
   */
  callClassTemplate(g: GenericNode): Sym | undefined {
    if (this.inTemplate > 0) return undefined;
    const c = stripParens(g.expr!);
    const n = c.kind === NodeKind.Ident ? (c as GenericNode).name as Name | undefined : undefined;
    const sym = n?.sym;
    if (!n || sym?.kind !== SymKind.Function || this.isDependentName(n)) return undefined;
    const explicit = n.parts[n.parts.length - 1].targs !== undefined;
    const specs = sym.fnSpecs ?? [], decls = sym.fnDeclarators ?? [];
    const argc = (g.args ?? []).length;
    let out: Sym | undefined;
    for (let i = 0; i < decls.length; i++) {
      const d = decls[i] as Declarator | undefined;
      if (!d || d.ops.length !== 1 || d.ops[0].op !== 5) return undefined;
      const ps = (d.ops[0].params ?? []) as Param[];
      if (d.ops[0].variadic || ps.some((p) => p.init !== undefined || p.decl.pack)) {
        return undefined;
      }
      const sp = (specs[i] ?? sym.fnTemplateSpecs?.[i]) as DeclSpec | null | undefined;
      if (ps.length !== argc || (explicit && specs[i] !== null)) continue;
      const t = sp?.type?.kind === NodeKind.Name ? sp.type as Name : undefined;
      let cls = t && t.parts[t.parts.length - 1].targs ? t.sym : undefined;
      for (let j = 0; j < 8 && cls?.kind === SymKind.Typedef; j++) cls = cls.target;
      if (cls?.kind !== SymKind.Class || !cls.isTemplate || (out && out !== cls)) return undefined;
      out = cls;
    }
    return out;
  }

  /**
   * The result type key of member function `atom` called with `argc` arguments on some
   * specialization of class template `cls`: the result found in the primary template and in
   * every specialization alike (see templateMemberResult), else "?".
   */
  private anySpecializationResult(cls: Sym, atom: number, argc: number): string {
    let found: string | undefined;
    for (const sc of [cls.scope!, ...(cls.specs ?? [])]) {
      const m = lookupIn(sc, atom);
      if (m?.kind !== SymKind.Function || m.isTemplate) return "?";
      const r = this.templateMemberResult(m, argc);
      if (r === "?" || (found !== undefined && r !== found)) return "?";
      found = r;
    }
    return found ?? "?";
  }

  /**
   * The result type key of member function `sym` of a class template called with `argc`
   * arguments, when every declaration taking that many returns the same type that depends on
   * nothing (`size()` of a `vector< double> ` is an unsigned long), or a class (`begin()`, its
   * iterator typedef naming a class template-id whatever its arguments); "?" otherwise.
   */
  private templateMemberResult(sym: Sym, argc: number): string {
    let found: string | undefined;
    someDeclaration(sym, (f) => {
      const fop = f.decl.ops[0];
      if (fop?.op !== 5) return false;
      const ps = (fop.params ?? []).filter((p) => p.kind === NodeKind.Param) as Param[];
      const none = ps.length === 1 && !ps[0].decl.name && ps[0].decl.ops.length === 0 &&
        ps[0].spec.type === undefined &&
        builtinName(ps[0].spec.builtins, ps[0].spec.flags) === "void";
      if ((none ? 0 : ps.length) !== argc || fop.variadic) return false;
      const rest = f.decl.ops.slice(1);
      const k = this.typeKey(f.spec, { ...f.decl, ops: rest });
      const ft = f.spec.type as Name | undefined;
      const known = ft === undefined ||
        (ft.kind === NodeKind.Name && ft.sym !== undefined &&
          ft.sym.kind !== SymKind.TemplateTypeParam && ft.sym.dependent !== true);
      // (not in the container's own members, where it depends on the allocator)
      const sz = rest.length === 0 && sym.owner !== this.bodyClass
        ? stdSizeTypedef(ft, (a) => this.atom(a))
        : undefined;
      const r = sz !== undefined
        ? sz
        : known && this.isArithmeticKey(k)
        ? k
        : k === "?" && rest.length === 0 && typedefOfClass(ft)
        ? "class"
        : "?";
      if (found === undefined) found = r;
      else if (found !== r) found = "?";
      return found === "?";
    });
    return found ?? "?";
  }

  /** Does member function `sym` return its class template's injected class name by value or
   * reference (`static constexpr duration min()`)? */
  private injectedClassResult(sym: Sym, spec: DeclSpec, d: Declarator): boolean {
    const owner = sym.owner;
    if (owner.kind !== ScopeKind.Class || !owner.sym || !owner.isTemplateScope) return false;
    const t = spec.type as Name | undefined;
    if (t?.kind !== NodeKind.Name || t.parts.length !== 1 || t.global || t.parts[0].targs) {
      return false;
    }
    if (d.ops.slice(1).some((o) => o.op !== 1 && o.op !== 2)) return false;
    return t.parts[0].atom === owner.sym.name;
  }

  /**
   * Is the member `m` (`obj.f` of a variable of class type) declared with the enum type that
   * enumerator `en` belongs to? Then an assignment of `en` to it needs no conversion.
   */
  private memberOfEnum(m: Node, en: Node): boolean {
    const esym = ((en as GenericNode).name as Name | undefined)?.sym;
    if (esym?.kind !== SymKind.Enumerator || !esym.decl) return false;
    while (m.kind === NodeKind.Paren && (m as GenericNode).expr) m = (m as GenericNode).expr!;
    // (or a variable's object of that type: `r = A1` for an `E &r`, `*p = A0` and `p[0] = A0`
    // for an `E *p`)
    const deref = (m.kind === NodeKind.Unary && (m as GenericNode).op === T.Star) ||
      m.kind === NodeKind.Index;
    const v = this.namedInfo(deref ? (m as GenericNode).expr! : m);
    if (v?.spec && v.decl && !v.depType) {
      const ops = v.decl.ops;
      const ok = deref
        ? ops.length === 1 && (ops[0].op === 0 || (ops[0].op === 4 && m.kind === NodeKind.Index))
        : ops.length === 1 && (ops[0].op === 1 || ops[0].op === 2);
      if (ok) return enumNode(v.spec) === esym.decl;
    }
    // (also an element of an array member: `td.addressMode[0] = cudaAddressModeClamp`)
    const elem = m.kind === NodeKind.Index;
    const f = this.memberField(elem ? (m as GenericNode).expr! : m, elem);
    return f !== undefined && enumNode(f.spec) === esym.decl;
  }

  /** The declared pointer type of assigned object `x` (a variable or a data member), as text. */
  private assignedPointerType(x: Node): string | undefined {
    x = stripParens(x);
    let spec: DeclSpec | undefined, decl: Declarator | undefined;
    if (x.kind === NodeKind.Ident) {
      const n = (x as GenericNode).name as Name | undefined;
      const v = n && n.parts.length === 1 ? this.lookup(n.parts[0].atom) : undefined;
      if (v?.depType) return undefined;
      spec = v?.spec;
      decl = v?.decl;
    } else if (x.kind === NodeKind.Member) {
      const f = this.memberField(x, false, true);
      spec = f?.spec;
      decl = f?.decl;
    }
    if (spec === undefined || decl === undefined || decl.ops.length !== 1) return undefined;
    if (decl.ops[0].op !== 0) return undefined;
    return this.typeWithDecl(spec, { ...decl, name: undefined }, "");
  }

  /** The declared result type of call `c` of a function declared once, as text. */
  private soleCallResultText(c: Node): string | undefined {
    const callee = (c as GenericNode).expr as GenericNode | undefined;
    const n = callee?.kind === NodeKind.Ident ? callee.name as Name | undefined : undefined;
    const sym = n?.sym;
    if (sym?.kind !== SymKind.Function || sym.fnDecls !== 1 || n!.parts.some((p) => p.targs)) {
      return undefined;
    }
    const f = sym.decl as (Node & { spec: DeclSpec; decl: Declarator }) | undefined;
    if (f?.kind !== NodeKind.Function || f.decl.ops[0]?.op !== 5) return undefined;
    const ops = f.decl.ops.slice(1);
    if (ops.length !== 1 || ops[0].op !== 0 || f.decl.ops[0].trailing) return undefined;
    return this.typeWithDecl(f.spec, { ...f.decl, ops, name: undefined }, "");
  }

  /**
   * The data member declaration `m` names (`v.f` or `a[i].f` for a variable `v` of class type,
   * a reference `v`, or an array or pointer `a` of them; in a template, only of a
   * non-dependent type, and a reference only to a class outside templates); undefined when not
   * known.
   */
  private memberField(m: Node, array = false, anyOps = false): Variable | undefined {
    while (m.kind === NodeKind.Paren && (m as GenericNode).expr) m = (m as GenericNode).expr!;
    if (m.kind !== NodeKind.Member) return undefined;
    const scope = this.memberScope(m as GenericNode);
    if (!scope) return undefined;
    const mn = (m as GenericNode).name as Name;
    if (mn.parts.length !== 1) return undefined;
    // (also a member of a base: `__first._M_offset` of a `_Bit_iterator`)
    const fsym = lookupIn(scope, mn.parts[0].atom);
    const f = fsym?.kind === SymKind.Variable ? fsym.decl as Variable | undefined : undefined;
    if (f?.kind !== NodeKind.Variable || f.decl.bitWidth) return undefined;
    const ops = f.decl.ops;
    if (anyOps) return f;
    if (array ? ops.length !== 1 || ops[0].op !== 4 : ops.length > 0) return undefined;
    return f;
  }

  /**
   * The member scope of the object of member access `m`, when known (see memberField): the
   * class of `v`, `p`, `this`, `a[i]` or of a data member naming an object of class type.
   */
  private memberScope(m: GenericNode): Scope | undefined {
    // (`p->f` for a pointer variable `p`)
    const arrow = (m as GenericNode).op === T.Arrow;
    let o = (m as GenericNode).expr!;
    while (o.kind === NodeKind.Paren && (o as GenericNode).expr) o = (o as GenericNode).expr!;
    let spec: DeclSpec | undefined;
    let thisClass: Sym | undefined;
    let viaRef = false;
    if (o.kind === NodeKind.This && arrow) {
      thisClass = this.bodyClass?.sym ?? undefined;
    } else if (o.kind === NodeKind.Ident) {
      const on = (o as GenericNode).name as Name | undefined;
      const v = on && on.parts.length === 1 ? this.lookup(on.parts[0].atom) : undefined;
      const ops = v?.decl?.ops;
      // (a pointer through a typedef: `x->left` for `typedef N *ptr; ptr x;`)
      const pt = arrow && ops?.length === 0 && v!.spec ? this.pointerTypedef(v!.spec) : undefined;
      if (pt !== undefined && !v!.depType) spec = pt;
      else if (!arrow && v?.cls !== undefined && !v.depType) {
        // (an `auto` object of a known class: `block.thread_rank()`)
        return v.cls;
      } else if (
        ops && !v!.depType &&
        (arrow
          ? ops.length === 1 && ops[0].op === 0
          // (or a reference: `__arg.__name` of a `const type_info &`)
          : ops.every((x) => x.op === 1 || x.op === 2))
      ) {
        spec = v!.spec;
        viaRef = ops.length > 0;
      }
    } else if (arrow) return undefined;
    else if (o.kind === NodeKind.Call) {
      // (a member of a call's object: `h.ref().next()`)
      return this.callResultClass(o as GenericNode, true);
    } else if (o.kind === NodeKind.Member) {
      // (a member of a member: `(s->counter).x`)
      spec = this.memberField(o)?.spec;
    } else if (o.kind === NodeKind.Index) {
      const b = (o as GenericNode).expr!;
      const bn = b.kind === NodeKind.Ident
        ? (b as GenericNode).name as Name | undefined
        : undefined;
      const v = bn && bn.parts.length === 1 ? this.lookup(bn.parts[0].atom) : undefined;
      const d = v?.decl;
      if (d?.ops.length === 1 && !v!.depType && (d.ops[0].op === 0 || d.ops[0].op === 4)) {
        spec = v!.spec;
      }
    }
    let cls = thisClass ??
      (spec?.type?.kind === NodeKind.Name
        ? (spec.type as Name).sym
        // (an elaborated type: `(l->n) = (0);` for `struct DL *l`)
        : spec?.type?.kind === NodeKind.Class
        ? (spec.type as Class).name?.sym
        : undefined);
    // (through typedefs of typedefs: `S_t a;` after `typedef struct S2 S_t;`)
    for (let i = 0; i < 8 && cls?.kind === SymKind.Typedef; i++) cls = cls.target;
    // (a member of an unnamed class: `(d.bf).lt` for `struct { ... } bf;`)
    const unnamed = spec?.type?.kind === NodeKind.Class && !(spec.type as Class).name
      ? (spec.type as Class).scope
      : undefined;
    // (in a class template's member, an object of the class itself, named by its injected
    // name: its members of types that depend on nothing are known, `(x.op) = (nullptr)`)
    const own = this.inTemplate > 0 && cls?.kind === SymKind.Class && cls.isTemplate &&
      cls.scope !== undefined && cls.scope === this.bodyClass &&
      (thisClass !== undefined ||
        (spec?.type?.kind === NodeKind.Name && !(spec.type as Name).parts.some((p) => p.targs)));
    if (thisClass !== undefined && this.inTemplate > 0 && !own) return undefined;
    if (own) {
      // (a member of the class itself or of a base outside templates: not one of a dependent
      // base, `(this->_M_impl)` of `_Bvector_base< _Alloc> `)
      const mn = m.name as Name | undefined;
      const found = mn?.kind === NodeKind.Name && mn.parts.length === 1
        ? lookupIn(cls!.scope!, mn.parts[0].atom)
        : undefined;
      if (
        found === undefined ||
        (found.owner !== cls!.scope && (found.owner.inTemplate || found.owner.isTemplateScope))
      ) return undefined;
      // (nor one of a class of the template: `(__d1._M_param) == (__d2._M_param)` for a
      // `param_type`)
      const ft = found.decl?.kind === NodeKind.Variable
        ? ((found.decl as Variable).spec.type as Name | undefined)
        : undefined;
      const fs = ft?.kind === NodeKind.Name ? ft.sym : undefined;
      if (fs?.kind === SymKind.Class && (fs.isTemplate || fs.scope?.inTemplate)) return undefined;
    }
    const scope = unnamed ??
      (cls?.kind === SymKind.Class && !cls.isTemplate
        ? cls.scope
        : own
        ? cls!.scope
        : cls?.kind === SymKind.Class && spec?.type?.kind === NodeKind.Name
        ? this.templateIdScope(cls, specializationName(spec.type as Name))
        : undefined);
    if (!scope) return undefined;
    // (in a template, a reference only to a class outside templates: `__state._M_have_I`)
    // (or to the class being printed: `(a.pr) == (b.pr)` for `const P &a` in P's friend)
    if (viaRef && this.inTemplate && scope.inTemplate && scope !== this.bodyClass) return undefined;
    return scope;
  }

  /**
   * The member scope of the specialization class template `cls` named by `n` (`vec< double> `)
   * when its arguments depend on nothing: the explicit specialization written for them, else
   * the primary template when no partial specialization might match. Undefined otherwise.
   */
  private templateIdScope(cls: Sym, n: Name): Scope | undefined {
    const targs = n.parts[n.parts.length - 1].targs;
    if (!targs || targs.length === 0 || !cls.isTemplate || cls.primary !== undefined) {
      return undefined;
    }
    if (this.inTemplate > 0 && targs.some((a) => this.dependentArg(a))) return undefined;
    const specs = cls.specs ?? [];
    const exact = specs.length > 0 ? specByArgs(this.tb, specs, targs) : undefined;
    if (exact !== undefined) return exact;
    // (a specialization whose arguments are template parameters or spelled as ours might be
    // the one: not known)
    for (const sp of specs) {
      const d = sp.sym?.decl;
      const nm = d?.kind === NodeKind.Class ? (d as Class).name : undefined;
      const st = nm?.parts[nm.parts.length - 1].targs;
      if (!st) return undefined;
      let differs = false;
      for (let i = 0; i < st.length && i < targs.length && !differs; i++) {
        const a = st[i];
        const an = a.kind === NodeKind.TypeId && (a as TypeId).decl.ops.length === 0
          ? (a as TypeId).spec.type as Name | undefined
          : undefined;
        if (an?.kind === NodeKind.Name && an.sym?.kind === SymKind.TemplateTypeParam) continue;
        if (a.kind !== NodeKind.TypeId) continue;
        differs = this.templateArg(a) !== this.templateArg(targs[i]);
      }
      if (!differs) return undefined;
    }
    return cls.scope;
  }

  /**
   * Outside templates, for member access `g` naming the destructor of a class known here whose
   * destructor is trivial (an object `v` or pointer `p` declared with the class's name): the
   * destructor qualified by the class, `T::~T`; undefined otherwise.
   */
  private pseudoDestructor(g: GenericNode): string | undefined {
    const mn = g.name as Name | undefined;
    const last = mn?.parts.length === 1 ? mn.parts[0] : undefined;
    if (last?.special !== 3 || this.inTemplate > 0) return undefined;
    const v = this.namedInfo(g.expr!);
    const tn = v?.spec?.type?.kind === NodeKind.Name ? v.spec.type as Name : undefined;
    const ops = v?.decl?.ops ?? [];
    if (
      !tn || tn.parts.length !== 1 || tn.global ||
      (g.op === T.Arrow ? ops.length !== 1 || ops[0].op !== 0 : ops.some((x) => x.op > 2))
    ) return undefined;
    const sc = this.memberScope(g);
    if (!sc || sc.sym?.kind !== SymKind.Class || nontrivialDestructor(sc, 0)) return undefined;
    if (sc.sym.name !== tn.parts[0].atom || sc.sym.name !== last.atom) return undefined;
    return this.name(tn) + "::~" + this.atom(last.atom);
  }

  /** Is integer or character literal `e` a user-defined one (`2_KiB`, `'x'_up`)? */
  private isUdLiteral(e: Node): boolean {
    return hasUserSuffix(
      this.tok(e.first),
      e.kind === NodeKind.CharLit ? "char" : e.kind === NodeKind.FloatLit ? "float" : "int",
    );
  }

  intLit(tok: number): string {
    const s = this.tok(tok);
    const l = parseIntLiteral(s);
    // (a user-defined literal's number by its value: `16_i` for `0x10_i`)
    if (l.udSuffix) return l.tooLarge ? s : l.value.toString() + l.udSuffix;
    if (l.tooLarge) return s;
    return l.value.toString() + INT_SUFFIX[l.type];
  }

  charLit(tok: number): string {
    const t = this.tok(tok);
    const c = parseCharLiteral(t);
    if (c.udSuffix !== "") return t; // (`'x'_up`: the operator's call)
    if (c.chars.length !== 1) return String(c.value);
    const v = c.chars[0];
    if (c.encoding === "") return "'" + charEscape(v, 39) + "'";
    return c.encoding + "'\\x" + v.toString(16) + "'";
  }

  stringLit(first: number, last: number): string {
    if (first === last) {
      const t = this.tok(first);
      // fast path: a plain literal the binary prints unchanged
      if (t.length <= 130 && t.charCodeAt(0) === 34 && plainString(t)) return t;
    }
    // the binary prints the value of the (concatenated) literal: narrow characters printable or
    // escaped (`\'`, `\?`, octal `\001`), wide ones as `\x` units, in chunks of 128 characters
    // (the source is latin1-decoded bytes: a narrow literal's characters are its bytes)
    let enc = "";
    let joined = "";
    for (let i = first; i <= last; i++) {
      const t = this.tok(i);
      joined += t;
      const q = t.indexOf('"');
      if (q < 0) return joined;
      const p = q > 0 && t.charCodeAt(q - 1) === 82 ? t.slice(0, q - 1) : t.slice(0, q);
      if (p !== "" && enc !== "" && p !== enc) return joined;
      if (p !== "") enc = p;
    }
    const wide = enc !== "" && enc !== "u8";
    const units: number[] = [];
    for (let i = first; i <= last; i++) {
      // (a narrow one's characters are its bytes; its `\u00e9` is UTF-8: `\303\251`)
      const lit = parseStringLiteral(this.tok(i), wide ? enc as Encoding : "", true);
      if (lit.udSuffix !== "") return joined;
      for (const u of lit.units) units.push(wide ? u : u & 255);
    }
    // (from C++20 on a UTF-8 one keeps its prefix, its bytes as `\x` units:
    // `u8"\x72\x61\x77"`; before, it is a narrow one)
    const hex = wide || (enc === "u8" && this.cxx20);
    let out = (hex ? enc : "") + '"';
    let n = 0;
    for (const u of units) {
      let r: string;
      if (hex) r = "\\x" + u.toString(16);
      else if (u >= 32 && u < 127) {
        r = u === 34
          ? '\\"'
          : u === 39
          ? "\\'"
          : u === 63
          ? "\\?"
          : u === 92
          ? "\\\\"
          : String.fromCharCode(u);
      } else r = CHAR_ESCAPES[u] ?? "\\" + (u & 255).toString(8).padStart(3, "0");
      out += r;
      n += r.length;
      if (n >= 128) {
        out += '" "';
        n = 0;
      }
    }
    return out + '"';
  }

  /** Token text of a node without separators (`&k`, `this`). */
  fallbackJoined(n: Node): string {
    let s = "";
    for (let i = n.first; i <= n.last && i < this.tb.count; i++) s += this.tok(i);
    return s;
  }

  /** Token text of a node, tokens separated by single spaces (for constructs not modelled). */
  fallback(n: Node): string {
    let s = "";
    for (let i = n.first; i <= n.last && i < this.tb.count; i++) {
      if (i > n.first) s += " ";
      s += this.tok(i);
    }
    return s;
  }

  /**
   * A non-type template parameter's default naming an unscoped enumerator of a namespace: named
   * from that namespace, as the parameter's type is (`std::__4::thread_scope_system` for
   * `thread_scope::thread_scope_system` in cuda); undefined otherwise.
   */
  private enumeratorDefault(d: Node): string | undefined {
    d = stripParens(d);
    if (d.kind !== NodeKind.Ident || !this.typeQual) return undefined;
    const n = (d as GenericNode).name as Name | undefined;
    const es = n?.sym;
    if (
      !n || es?.kind !== SymKind.Enumerator || es.owner.kind !== ScopeKind.Enum ||
      es.owner.parent?.kind !== ScopeKind.Namespace ||
      (es.owner.sym?.def as Enum | undefined)?.scoped
    ) return undefined;
    const last = n.parts[n.parts.length - 1];
    if (last.targs) return undefined;
    // (bare from its namespace or one inside it: `template< E x = e2> `)
    if (this.inNamespace(es.owner.parent)) return this.atom(last.atom);
    return this.typeQual(
      { ...n, global: false, parts: [last], sym: { ...es, owner: es.owner.parent } },
      false,
    );
  }

  /** Template parameter list text: `template< class T, int N> `. */
  templateHead(params: Node[]): string {
    if (params.length === 0) return "template<> ";
    const ps = params.map((p) => this.templateParam(p as TemplateParam));
    return "template< " + ps.join(", ") + "> ";
  }

  /** `\u0002tok\u0003`: a position mark the declaration printer turns into `setPos` (the name's). */
  private nameMark(p: TemplateParam): string {
    if (p.name < 0) return "";
    for (let i = p.first; i <= p.last && i < this.tb.count; i++) {
      if (this.tb.kind[i] === T.Identifier && this.tb.atom[i] === p.name) {
        return "\u0002" + i + "\u0003";
      }
    }
    return "";
  }

  /**
   * `spec` naming a specialization of an alias template of a builtin type (`eb< T>` after
   * `template<class> using eb = bool;`), as that type; undefined otherwise.
   */
  private builtinAliasSpec(spec: DeclSpec): DeclSpec | undefined {
    const n = spec.type;
    if (n?.kind !== NodeKind.Name) return undefined;
    const nm = n as Name;
    const sym = nm.sym;
    if (
      nm.parts[nm.parts.length - 1].targs === undefined || sym?.kind !== SymKind.Typedef ||
      sym.decl?.kind !== NodeKind.Alias
    ) return undefined;
    const at = (sym.decl as GenericNode).type as TypeId | undefined;
    if (
      at?.kind !== NodeKind.TypeId || at.decl.ops.length > 0 || at.spec.type !== undefined ||
      at.spec.builtins.length === 0
    ) return undefined;
    return {
      ...spec,
      type: undefined,
      builtins: at.spec.builtins,
      flags: spec.flags | at.spec.flags,
    };
  }

  templateParam(p: TemplateParam): string {
    let s: string;
    if (p.kind === NodeKind.TemplateTypeParam) {
      // a constrained parameter keeps its type-constraint (`template< C T>`)
      const c = p.constraint;
      s = (c && c.kind === NodeKind.Name ? this.name(c as Name) : "class") +
        (p.pack ? " ..." : "") +
        (p.name >= 0
          ? (p.pack ? "" : " ") + this.nameMark(p) + this.atom(p.name)
          : p.pack
          ? ""
          : " ");
      if (p.default && p.name < 0 && !p.pack) {
        // an unnamed parameter with a default is positioned at its `=`
        for (let i = p.first; i <= p.last; i++) {
          if (this.tb.kind[i] === T.Assign) {
            s += "\u0002" + i + "\u0003";
            break;
          }
        }
      }
      // (a default argument keeps its typedef names: `class _Distance = ptrdiff_t`)
      // (its template arguments are canonical classes: `__detected_or_t< integral_constant<
      // bool, false> , ...> ` for `__detected_or_t<false_type, ...>`)
      if (p.default) {
        this.classTypedefArgs++;
        try {
          s += " = " +
            (p.default.kind === NodeKind.TypeId
              ? this.typeId(p.default as TypeId)
              : this.templateArg(p.default));
        } finally {
          this.classTypedefArgs--;
        }
      }
    } else if (p.kind === NodeKind.TemplateNonTypeParam) {
      let t = p.type as Param | TypeId | undefined;
      // (of an alias template of a builtin type, that type: `bool  = false` for
      // `__atomic_enable_if_native_bitwise<_Type> = 0` with `using ... = bool;`)
      if (t && (t.kind === NodeKind.Param || t.kind === NodeKind.TypeId)) {
        const b = this.builtinAliasSpec(t.spec);
        if (b !== undefined) t = { ...t, spec: b } as Param | TypeId;
      }
      // (a top-level cv-qualifier is no part of the parameter's type: `template< int BM> ` for
      // `template <const int BM>`, `int *Q` for `int *const Q`)
      if (t && (t.kind === NodeKind.Param || t.kind === NodeKind.TypeId)) {
        const ops = t.decl.ops;
        if (ops.length === 0 && (t.spec.flags & (DS.Const | DS.Volatile)) !== 0) {
          t = { ...t, spec: { ...t.spec, flags: t.spec.flags & ~(DS.Const | DS.Volatile) } } as
            | Param
            | TypeId;
        } else if (ops.length === 1 && ops[0].op === 0 && ops[0].cv) {
          t = { ...t, decl: { ...t.decl, ops: [{ ...ops[0], cv: 0 }] } } as Param | TypeId;
        }
      }
      if (t && (t.kind === NodeKind.Param || t.kind === NodeKind.TypeId)) {
        s = this.typeWithDecl(
          t.spec,
          t.decl,
          (p.pack ? "..." : "") + (p.name >= 0 ? this.nameMark(p) + this.atom(p.name) : ""),
        );
        if (p.name < 0 && !p.pack) {
          s += " ";
          // an unnamed parameter with a default is positioned at its `=`
          if (p.default) {
            for (let i = p.first; i <= p.last; i++) {
              if (this.tb.kind[i] === T.Assign) {
                s += "\u0002" + i + "\u0003";
                break;
              }
            }
          }
        }
      } else s = this.fallback(p);
      if (p.default) {
        // an integer literal default has the parameter's type: `unsigned  = 0U`
        const ty = t && (t.kind === NodeKind.Param || t.kind === NodeKind.TypeId)
          ? this.builtinKey(t.spec, t.decl)
          : undefined;
        // (a constant not depending on parameters is its value: `unsigned M = 1024U` for
        // `unsigned M = details::dm`)
        const lit = ty === undefined ? undefined : this.convertedLiteral(p.default, ty) ??
          (p.default.kind !== NodeKind.TypeId && !this.mentionsParamTokens(p.default)
            ? this.constantText(p.default, ty)
            : undefined);
        // (an enumeration-typed one naming a const variable is the enumerator it holds:
        // `gx::s2` for `gx::LP L = gx::dlp`)
        const held = ty === undefined ? this.heldEnumerator(p.default) : undefined;
        // (its template arguments are canonical classes, as a type parameter's default:
        // `fm< tl< at< char> > , L> ::value` for `fm<all, L>::value`)
        this.classTypedefArgs++;
        try {
          s += " = " +
            (lit ?? this.enumeratorDefault(held ?? p.default) ?? this.templateArg(p.default));
        } finally {
          this.classTypedefArgs--;
        }
      }
    } else {
      // (a template template parameter is positioned at its `template`)
      // (an unnamed one is followed by a space, as an unnamed type parameter: `template< class >
      // class , class >`; a pack `class ...>`, `class ...P`)
      s = "\u0002" + p.first + "\u0003" + this.templateHead(p.params ?? []) + " class" +
        (p.pack ? " ..." : " ") + (p.name >= 0 ? this.atom(p.name) : "");
      // (a template template parameter keeps its default: `template< class >  class H = Box`)
      // (a member template named through a dependent type, kept as tokens, has no spaces
      // around `::`: `class _Fn2 = _Fn::template __call`)
      if (p.default) s += " = " + this.templateArg(p.default).replace(/ :: /g, "::");
    }
    return s;
  }
}

/** `v` reduced to the range of integer type `ty` (a key of INT_SUFFIX). */
function wrapTo(v: bigint, ty: string): bigint {
  const bits = ty === "int" || ty === "unsigned int" || ty === "unsigned" ? 32 : 64;
  return ty.startsWith("unsigned") ? BigInt.asUintN(bits, v) : BigInt.asIntN(bits, v);
}

/** g++'s built-in typedefs (declared by the parser without a declaration) and their types. */
const BUILTIN_TYPEDEFS = new Map<string, string>([
  ["__int128_t", "__int128"],
  ["__uint128_t", "unsigned __int128"],
]);

const INT_SUFFIX: Record<string, string> = {
  "int": "",
  "unsigned int": "U",
  "long": "L",
  "unsigned long": "UL",
  "long long": "LL",
  "unsigned long long": "ULL",
};

/**
 * The zero constant of the other arithmetic types as the front end prints it (a default argument
 * `{}`; an empty braced initializer wraps a cast form in parentheses, see zeroValue).
 */
const ZERO_VALUES: Record<string, string> = {
  "bool": "false",
  "char": "'\\000'",
  "signed char": "(signed char)'\\000'",
  "unsigned char": "(unsigned char)'\\000'",
  "short": "(short)0",
  "unsigned short": "(unsigned short)0U",
  "wchar_t": "0",
  "float": "(0.0F)",
  "double": "(0.0)",
  "long double": "(0.0L)",
};

const ARITH_OPS = new Set<number>([
  T.Plus,
  T.Minus,
  T.Star,
  T.Slash,
  T.Percent,
  T.Less,
  T.Greater,
  T.LessEqual,
  T.GreaterEqual,
  T.EqualEqual,
  T.ExclaimEqual,
  T.Amp,
  T.Pipe,
  T.Caret,
]);

const COMPARE_OPS = new Set<number>([
  T.Less,
  T.Greater,
  T.LessEqual,
  T.GreaterEqual,
  T.EqualEqual,
  T.ExclaimEqual,
]);

const RANKS = [
  "bool",
  "char",
  "signed char",
  "unsigned char",
  "short",
  "unsigned short",
  "wchar_t",
  "int",
  "unsigned",
  "long",
  "unsigned long",
  "long long",
  "unsigned long long",
  "__int128",
  "unsigned __int128",
  "float",
  "double",
  "long double",
];
const INT_RANK = RANKS.indexOf("int");
/** The types the newer character types promote to (x86-64: char32_t holds all of unsigned int). */
const CHAR_PROMOTED: Record<string, string> = {
  char8_t: "int",
  char16_t: "int",
  char32_t: "unsigned",
};

/** The enum definition a declaration's type names (through typedefs), if any. */
function enumNode(spec: DeclSpec): Node | undefined {
  let t: Node | undefined = spec.type;
  for (let i = 0; i < 8 && t; i++) {
    if (t.kind === NodeKind.Enum && (t as Enum).complete) return t;
    // (an elaborated `enum E` names the definition)
    const n = t.kind === NodeKind.Enum
      ? (t as Enum).name
      : t.kind === NodeKind.Name
      ? t as Name
      : undefined;
    const sym = n?.sym;
    if (sym?.kind === SymKind.Enum) return sym.def ?? sym.decl;
    if (sym?.kind !== SymKind.Typedef) return undefined;
    const td = sym.decl as (Node & { spec?: DeclSpec; decl?: Declarator }) | undefined;
    if (!td?.spec || (td.decl && td.decl.ops.length > 0)) return undefined;
    t = td.spec.type;
  }
  return undefined;
}

/** The rank key of an arithmetic type key: an explicit `signed` names the same type
 * (`signed long`, as `int64_t` is declared, is a `long`), except for `signed char`. */
function rankKey(k: string): string {
  return k.startsWith("signed ") && k !== "signed char" ? k.slice(7) : k;
}

/** The common type of two arithmetic operand types (undefined when not both arithmetic). */
export function usualArith(a: string, b: string): string | undefined {
  let ra = RANKS.indexOf(CHAR_PROMOTED[a] ?? rankKey(a));
  let rb = RANKS.indexOf(CHAR_PROMOTED[b] ?? rankKey(b));
  if (ra < 0 || rb < 0) return undefined;
  if (ra < INT_RANK) ra = INT_RANK;
  if (rb < INT_RANK) rb = INT_RANK;
  return RANKS[Math.max(ra, rb)];
}

/** Is floating literal `s` a user-defined one (`1.5e3_deg`)? */
function isUdFloat(s: string): boolean {
  return hasUserSuffix(s, "float");
}

/** EDG's floating literal text: `1e10` → `1.0E10`, `1.5f` → `1.5F`, `2.0L` → `2.0L`. */
export function floatText(s: string): string {
  // a user-defined literal's number is printed as a long double's value: `1500.0_deg` for
  // `1.5e3_deg`
  const ud = isUdFloat(s) ? parseFloatLiteral(s).udSuffix : "";
  if (ud !== "") return floatText(s.slice(0, s.length - ud.length) + "L").slice(0, -1) + ud;
  // (digit separators are no part of the value: `1'000.0f` → `1000.0F`)
  if (s.includes("'")) s = s.replaceAll("'", "");
  let suf = "";
  let body = s;
  const last = s[s.length - 1];
  if (last === "f" || last === "F" || last === "l" || last === "L") {
    suf = last.toUpperCase();
    body = s.slice(0, -1);
  }
  if (body.startsWith("0x") || body.startsWith("0X")) {
    const v = hexFloat(body);
    if (v === undefined) return s;
    if (suf !== "L") {
      // (printed as its value, as a decimal literal is: `0x1p-126f` → `1.1754944E-38F`)
      if (!isFinite(suf === "F" ? Math.fround(v) : v)) return HUGE_VAL[suf];
      const sh = shortestOfNumber(v, suf);
      if (sh !== undefined) return decimalText(sh, suf);
    }
    const t = String(v);
    return (t.includes(".") || t.includes("e") ? t : t + ".0") + suf;
  }
  let mant = body;
  let exp = "";
  const ei = body.search(/[eE]/);
  if (ei >= 0) {
    mant = body.slice(0, ei);
    exp = body.slice(ei + 1);
    if (exp.startsWith("+")) exp = exp.slice(1);
  }
  // the binary prints the shortest digits that give the same value in the literal's type: more
  // digits than that are rounded (`3.14159265358979323846` → `3.141592653589793`)
  let src = "";
  for (let i = 0; i < mant.length; i++) if (mant.charCodeAt(i) !== 46) src += mant[i];
  let lead = 0;
  while (lead < src.length && src.charCodeAt(lead) === 48) lead++;
  let end = src.length;
  while (end > lead && src.charCodeAt(end - 1) === 48) end--;
  {
    // a value too large for its type is the type's infinity: `1e40f` →
    // `(__builtin_huge_valf())`
    if (overflows(body, suf)) return HUGE_VAL[suf];
    // (the value is printed, not the spelling: `1.50` → `1.5`, `120.0e-2` → `1.2`)
    const sh = shortestDigits(body, suf);
    if (sh !== undefined) return decimalText(sh, suf);
  }
  if (!mant.includes(".")) mant += ".0";
  if (mant.startsWith(".")) mant = "0" + mant;
  if (mant.endsWith(".")) mant += "0";
  return mant + (exp !== "" ? "E" + exp : "") + suf;
}

/**
 * Shortest significant digits that round-trip a decimal floating literal in its type (`F`:
 * float, ``: double, `L`: x87 80-bit long double), with the decimal exponent of the first digit.
 */
function shortestDigits(
  body: string,
  suf: string,
): { digits: string; exp: number } | undefined {
  if (suf === "L") return shortestExtended(body);
  return shortestOfNumber(Number(body), suf);
}

/** The infinity of each floating type, as the binary prints a literal that overflows it. */
const HUGE_VAL: Record<string, string> = {
  "": "(__builtin_huge_val())",
  "F": "(__builtin_huge_valf())",
  "L": "(__builtin_huge_vall())",
};

/** Does decimal literal `body` exceed the largest finite value of its type (suffix `suf`)? */
function overflows(body: string, suf: string): boolean {
  if (suf === "") return !isFinite(Number(body));
  if (suf === "F") return !isFinite(Math.fround(Number(body)));
  // x87 extended: the largest finite value is just under 2^16384
  const f = decimalFraction(body);
  return f !== undefined && f[0] >= f[1] << 16384n;
}

/** `shortestDigits`' result as the binary spells it (fixed notation for exponents -3 to 6). */
function decimalText(sh: { digits: string; exp: number }, suf: string): string {
  const d = sh.digits;
  if (sh.exp >= 0 && sh.exp <= 6) {
    return d.slice(0, sh.exp + 1).padEnd(sh.exp + 1, "0") + "." +
      (d.length > sh.exp + 1 ? d.slice(sh.exp + 1) : "0") + suf;
  }
  if (sh.exp < 0 && sh.exp >= -3) return "0." + "0".repeat(-sh.exp - 1) + d + suf;
  return d[0] + "." + (d.length > 1 ? d.slice(1) : "0") + "E" + sh.exp + suf;
}

/** `shortestDigits` for a value already read as a double (a float's is rounded to float). */
function shortestOfNumber(v: number, suf: string): { digits: string; exp: number } | undefined {
  if (!isFinite(v) || v < 0) return undefined;
  // (a value that underflows to zero is zero: `1e-330` → `0.0`)
  if (v === 0) return { digits: "0", exp: 0 };
  let t = "";
  // (a subnormal value gets at least two digits, as the binary prints them: `1.4E-45F`)
  if (suf === "F") {
    const f = Math.fround(v);
    for (let p = f < 1.1754943508222875e-38 ? 2 : 1; p <= 9; p++) {
      t = f.toExponential(p - 1);
      if (Math.fround(Number(t)) === f) break;
    }
  } else if (v < 2.2250738585072014e-308) {
    for (let p = 2; p <= 17; p++) {
      t = v.toExponential(p - 1);
      if (Number(t) === v) break;
    }
  } else t = v.toExponential();
  const e = t.indexOf("e");
  let digits = t.slice(0, e).replace(".", "");
  while (digits.length > 1 && digits.endsWith("0")) digits = digits.slice(0, -1);
  return { digits, exp: Number(t.slice(e + 1)) };
}

/** A positive decimal literal as an exact fraction num / den. */
function decimalFraction(body: string): [bigint, bigint] | undefined {
  let mant = body;
  let exp = 0;
  const ei = body.search(/[eE]/);
  if (ei >= 0) {
    mant = body.slice(0, ei);
    exp = Number(body.slice(ei + 1));
  }
  const dot = mant.indexOf(".");
  if (dot >= 0) {
    exp -= mant.length - dot - 1;
    mant = mant.slice(0, dot) + mant.slice(dot + 1);
  }
  if (mant === "" || !/^[0-9]+$/.test(mant)) return undefined;
  const n = BigInt(mant);
  if (n === 0n) return undefined;
  return exp >= 0 ? [n * 10n ** BigInt(exp), 1n] : [n, 10n ** BigInt(-exp)];
}

/** Rounds num / den to a 64-bit significand: value ≈ m · 2^e, 2^63 ≤ m < 2^64 (half even). */
function toExtended(num: bigint, den: bigint): [bigint, number] {
  // (below the smallest normal exponent the value is subnormal: fewer significant bits)
  let e = Math.max(num.toString(2).length - den.toString(2).length - 64, -16445);
  for (;;) {
    const n = e < 0 ? num << BigInt(-e) : num;
    const d = e > 0 ? den << BigInt(e) : den;
    let m = n / d;
    const r = n - m * d;
    if (m >= 1n << 64n) {
      e++;
      continue;
    }
    if (m < 1n << 63n && e > -16445) {
      e--;
      continue;
    }
    if (2n * r > d || (2n * r === d && (m & 1n) === 1n)) m++;
    if (m === 1n << 64n) return [1n << 63n, e + 1];
    return [m, e];
  }
}

/** Shortest round-trip digits of an 80-bit long double literal. */
function shortestExtended(body: string): { digits: string; exp: number } | undefined {
  const f = decimalFraction(body);
  if (f === undefined) return undefined;
  const [m, e] = toExtended(f[0], f[1]);
  // the exact binary value as a fraction
  const vn = e >= 0 ? m << BigInt(e) : m;
  const vd = e >= 0 ? 1n : 1n << BigInt(-e);
  // decimal exponent of the first digit
  let k = vn.toString().length - vd.toString().length;
  if (10n ** BigInt(Math.max(k, 0)) * vd > vn * 10n ** BigInt(Math.max(-k, 0))) k--;
  for (let p = m < (1n << 63n) ? 2 : 1; p <= 21; p++) {
    // digits = round(v · 10^(p-1-k))
    const sh = p - 1 - k;
    const n = sh >= 0 ? vn * 10n ** BigInt(sh) : vn;
    const d = sh >= 0 ? vd : vd * 10n ** BigInt(-sh);
    let q = n / d;
    const r = n - q * d;
    if (2n * r > d || (2n * r === d && (q & 1n) === 1n)) q++;
    let digits = q.toString();
    let kk = k;
    if (digits.length > p) {
      digits = digits.slice(0, p);
      kk++;
    }
    const back = sh >= 0 ? [q, 10n ** BigInt(sh)] : [q * 10n ** BigInt(-sh), 1n];
    const [m2, e2] = toExtended(back[0], back[1]);
    if (m2 === m && e2 === e) {
      while (digits.length > 1 && digits.endsWith("0")) digits = digits.slice(0, -1);
      return { digits, exp: kk };
    }
  }
  return undefined;
}

function hexFloat(s: string): number | undefined {
  const m = /^0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([+-]?\d+)$/.exec(s);
  if (!m) return undefined;
  let v = parseInt(m[1] || "0", 16);
  const frac = m[2] ?? "";
  for (let i = 0; i < frac.length; i++) v += parseInt(frac[i], 16) / Math.pow(16, i + 1);
  return v * Math.pow(2, Number(m[3]));
}

const NAMED_ESCAPES: Record<number, string> = {
  7: "\\a",
  8: "\\b",
  9: "\\t",
  10: "\\n",
  11: "\\v",
  12: "\\f",
  13: "\\r",
  92: "\\\\",
};

/**
 * Does class `sc` have a non-trivial destructor: one the user provides, a virtual one, or one of
 * a base or of a data member's class that is non-trivial?
 */
function nontrivialDestructor(sc: Scope, depth: number): boolean {
  const sym = sc.sym;
  const def = sym?.def;
  // (a class template's specializations as its primary template: `basic_string` in `path`)
  if (depth > 8 || !sym || def?.kind !== NodeKind.Class) return false;
  const cls = def as Class;
  if (!cls.complete) return false;
  const classOf = (t: Node | undefined): Scope | undefined => {
    let s = t?.kind === NodeKind.Name ? (t as Name).sym : undefined;
    for (let i = 0; i < 8 && s?.kind === SymKind.Typedef; i++) s = s.target;
    return s?.kind === SymKind.Class ? s.scope : undefined;
  };
  for (const b of cls.bases) {
    const bs = classOf(b.name);
    if (bs && nontrivialDestructor(bs, depth + 1)) return true;
  }
  for (const m of cls.members) {
    const d = m.kind === NodeKind.SimpleDecl ? (m as SimpleDecl).decls : [m];
    for (const x of d) {
      if (x.kind === NodeKind.Function) {
        const f = x as Function;
        const last = f.decl.name?.parts[f.decl.name.parts.length - 1];
        if (last?.special === 3 && (f.defn === 0 || f.defn === 3 || (f.spec.flags & DS.Virtual))) {
          return true;
        }
      } else if (x.kind === NodeKind.Variable) {
        const v = x as Variable;
        if (v.spec.flags & (DS.Static | DS.Typedef)) continue;
        if (v.decl.ops.some((o) => o.op !== 4)) continue;
        const vs = classOf(v.spec.type);
        if (vs && vs !== sc && nontrivialDestructor(vs, depth + 1)) return true;
      }
    }
  }
  return false;
}

/** The character and short integer types (see narrowIntText). */
const NARROW_INTS = new Set(["char", "signed char", "unsigned char", "short", "unsigned short"]);

/**
 * An integer constant of a character or short type as EDG prints it (a template argument):
 * `'B'`, `(unsigned char)'\\000'`, `(short)7`, `(unsigned short)7U`; undefined for other types.
 */
function narrowIntText(v: bigint, ty: string): string | undefined {
  switch (ty) {
    case "char":
      return "'" + charEscape(Number(BigInt.asUintN(8, v)), 39) + "'";
    case "signed char":
    case "unsigned char":
      return "(" + ty + ")'" + charEscape(Number(BigInt.asUintN(8, v)), 39) + "'";
    case "short":
      return "(short)" + BigInt.asIntN(16, v).toString();
    case "unsigned short":
      return "(unsigned short)" + BigInt.asUintN(16, v).toString() + "U";
  }
  return undefined;
}

/** One character of a char literal as EDG prints it (printable as is, else an escape). */
export function charEscape(v: number, quote: number): string {
  // (both quotes are escaped, the double one too: `'\"'`, as the binary prints it)
  if (v === quote || v === 34 || v === 39) return "\\" + String.fromCharCode(v);
  const named = NAMED_ESCAPES[v];
  if (named !== undefined) return named;
  if (v >= 0x20 && v < 0x7f) return String.fromCharCode(v);
  return "\\" + (v & 0xff).toString(8).padStart(3, "0");
}

/**
 * The result type of a function template returning its type parameter (`const _Tp &min(const _Tp
 * &, const _Tp &)`), deduced from the arguments given for parameters of that type: the common
 * arithmetic type key when they agree ("?" otherwise, or when the result is anything else; ""
 * when deduction fails: an arithmetic argument for a parameter of a class template-id type).
 */
function deducedResult(ts: DeclSpec, d: Declarator, params: Param[], argKeys: string[]): string {
  for (let j = 0; j < argKeys.length && j < params.length; j++) {
    const p = params[j];
    if (p.kind !== NodeKind.Param || !RANKS.includes(argKeys[j])) continue;
    const pt = p.spec.type;
    if (pt?.kind === NodeKind.Name && (pt as Name).parts.some((c) => c.targs)) return "";
  }
  const rt = ts.type;
  if (rt?.kind !== NodeKind.Name || d.ops.length !== 1 && d.ops.slice(1).some((o) => o.op !== 1)) {
    return "?";
  }
  const rn = rt as Name;
  if (rn.parts.length !== 1 || rn.sym?.kind !== SymKind.TemplateTypeParam || rn.parts[0].targs) {
    return "?";
  }
  let key: string | undefined;
  for (let j = 0; j < argKeys.length && j < params.length; j++) {
    const p = params[j];
    if (p.kind !== NodeKind.Param) return "?";
    const pt = p.spec.type;
    if (pt?.kind !== NodeKind.Name || (pt as Name).parts.length !== 1) continue;
    if ((pt as Name).parts[0].atom !== rn.parts[0].atom) continue;
    if (p.decl.ops.some((o) => o.op !== 1)) return "?";
    const k = argKeys[j];
    if (!RANKS.includes(k)) return "?";
    if (key === undefined) key = k;
    else if (key !== k) return "?";
  }
  return key ?? "?";
}

/** Is `sym` (an enumerator) declared in a class inside a template (through its enum's scope)? */
/** The enumeration a declaration's type names (through typedefs). */
function specEnum(spec: DeclSpec): Sym | undefined {
  const t = spec.type;
  if (t?.kind === NodeKind.Enum) {
    const s = ((t as GenericNode).name as Name | undefined)?.sym;
    return s?.kind === SymKind.Enum ? s : undefined;
  }
  if (t?.kind !== NodeKind.Name) return undefined;
  let sym = (t as Name).sym;
  for (let i = 0; i < 4 && sym?.kind === SymKind.Typedef; i++) sym = sym.target;
  return sym?.kind === SymKind.Enum ? sym : undefined;
}

/** The enumeration a parameter's type is (by value, undefined otherwise). */
function paramEnum(p: Param | undefined): Sym | undefined {
  return p && p.decl.ops.length === 0 ? specEnum(p.spec) : undefined;
}

/** The enumeration a parameter's type is (by lvalue reference, undefined otherwise). */
function refParamEnum(p: Param | undefined): Sym | undefined {
  return p && p.decl.ops.length === 1 && p.decl.ops[0].op === 1 ? specEnum(p.spec) : undefined;
}

function memberOfClassTemplate(sym: Sym): boolean {
  const o = sym.owner.kind === ScopeKind.Enum ? sym.owner.parent : sym.owner;
  return o !== null && o.kind === ScopeKind.Class && o.inTemplate;
}

/** Is `sym` an enumerator of an enumeration local to a template's function? */
function localTemplateEnumerator(sym: Sym | undefined): boolean {
  const o = sym?.kind === SymKind.Enumerator && sym.owner.kind === ScopeKind.Enum
    ? sym.owner.parent
    : null;
  return o !== null && o.inTemplate &&
    (o.kind === ScopeKind.Block || o.kind === ScopeKind.Function);
}

/**
 * Is `sym` declared in a namespace, or (outside templates) in a class outside templates (`typedef
 * chrono::nanoseconds duration;` in system_clock)?
 */
function plainOwner(sym: Sym): boolean {
  const o = sym.owner;
  // (a function's local one outside templates too: `W< H> ` for `W<a_t>` after `using a_t = H;`
  // in a block)
  return o.kind === ScopeKind.Namespace ||
    (o.kind === ScopeKind.Class && !o.inTemplate && !o.isTemplateScope) ||
    ((o.kind === ScopeKind.Block || o.kind === ScopeKind.Function) && !o.inTemplate);
}

/**
 * `someMemberFunction` over the declarations, in its class, of member function `sym` (named
 * alone there: not operators, conversion functions or destructors).
 */
function someDeclaration(sym: Sym, pred: (f: Function) => boolean): boolean {
  const def = sym.owner.sym?.def;
  return def?.kind === NodeKind.Class && someMemberFunction(def as Class, (f) => {
    const nm = f.decl.name;
    const last = nm?.parts[nm.parts.length - 1];
    return nm !== undefined && nm.parts.length === 1 && last!.atom === sym.name &&
      !last!.special && pred(f);
  });
}

/** The decl-specifiers of a type written with keywords only (no name, no declarator). */
function keywordTypeSpec(t: Node): DeclSpec | undefined {
  const spec = t.kind === NodeKind.DeclSpec
    ? t as DeclSpec
    : t.kind === NodeKind.TypeId && (t as TypeId).decl.ops.length === 0
    ? (t as TypeId).spec
    : undefined;
  return spec?.type === undefined ? spec : undefined;
}

/** Result type keys of GCC builtins (called without a declaration). */
const BUILTIN_RESULTS = new Map<string, string>([
  ["__builtin_floor", "double"],
  ["__builtin_ceil", "double"],
  ["__builtin_fabs", "double"],
  ["__builtin_sqrt", "double"],
  ["__builtin_log", "double"],
  ["__builtin_exp", "double"],
  ["__builtin_pow", "double"],
  ["__builtin_fmod", "double"],
  ["__builtin_floorf", "float"],
  ["__builtin_ceilf", "float"],
  ["__builtin_fabsf", "float"],
  ["__builtin_sqrtf", "float"],
  ["__builtin_clz", "int"],
  ["__builtin_clzl", "int"],
  ["__builtin_clzll", "int"],
  ["__builtin_ctz", "int"],
  ["__builtin_ctzl", "int"],
  ["__builtin_ctzll", "int"],
  ["__builtin_popcount", "int"],
  ["__builtin_popcountl", "int"],
  ["__builtin_popcountll", "int"],
  ["__builtin_ffs", "int"],
  ["__builtin_expect", "long"],
  ["__builtin_strlen", "unsigned long"],
]);

/** GCC bit builtins, constants when their argument is. */
const BIT_BUILTINS = new Set([
  "__builtin_clz",
  "__builtin_clzl",
  "__builtin_clzll",
  "__builtin_ctz",
  "__builtin_ctzl",
  "__builtin_ctzll",
  "__builtin_popcount",
  "__builtin_popcountl",
  "__builtin_popcountll",
  "__builtin_ffs",
]);

/** GCC builtins whose calls are floating constants. */
const CONSTANT_BUILTINS = new Set([
  "__builtin_inf",
  "__builtin_inff",
  "__builtin_infl",
  "__builtin_huge_val",
  "__builtin_huge_valf",
  "__builtin_huge_vall",
  "__builtin_nan",
  "__builtin_nanf",
  "__builtin_nanl",
]);

/**
 * A void function's body without its final `return;`, which the front end drops (also after a
 * label: `done: return; }` is printed `done:; }`).
 */
export function withoutTrailingReturn(body: Node): Node {
  if (body.kind !== NodeKind.Compound) return body;
  const list = (body as GenericNode).list ?? [];
  const last = list[list.length - 1] as GenericNode | undefined;
  if (last === undefined) return body;
  if (last.kind === NodeKind.Return && !last.expr) {
    return { ...body, list: list.slice(0, -1) } as Node;
  }
  if (
    last.kind === NodeKind.Label && last.body?.kind === NodeKind.Return &&
    !(last.body as GenericNode).expr
  ) {
    return { ...body, list: [...list.slice(0, -1), { ...last, body: undefined }] } as Node;
  }
  return body;
}

/** The builtin types' names as type keys give them (a typedef of one is spelled so). */
const BUILTIN_TYPE_NAMES = new Set([
  "void",
  "bool",
  "char",
  "signed char",
  "unsigned char",
  "wchar_t",
  "char8_t",
  "char16_t",
  "char32_t",
  "short",
  "unsigned short",
  "int",
  "unsigned",
  "unsigned int",
  "long",
  "unsigned long",
  "long long",
  "unsigned long long",
  "float",
  "double",
  "long double",
  "__int128",
  "unsigned __int128",
]);

/**
 * Declarator operators `ops` of a type (the first nearest the name: the outermost) with
 * cv-qualifiers `cv` added to it, when it is a pointer; undefined otherwise.
 */
function constPointer(ops: Declarator["ops"], cv: number): Declarator["ops"] | undefined {
  if (ops.length === 0 || ops[0].op !== 0) return undefined;
  return [{ ...ops[0], cv: (ops[0].cv ?? 0) | cv }, ...ops.slice(1)];
}

/**
 * Does `pred` hold for `e` or a node of it reached through parentheses and unary, binary and
 * conditional operators (`pred` sees the operations too)?
 */
export function someInOperation(e: Node, pred: (x: Node) => boolean, depth = 0): boolean {
  if (depth > 16) return false;
  if (pred(e)) return true;
  const g = e as GenericNode;
  const d = depth + 1;
  switch (e.kind) {
    case NodeKind.Paren:
    case NodeKind.Unary:
      return g.expr !== undefined && someInOperation(g.expr, pred, d);
    case NodeKind.Binary:
      return someInOperation(g.lhs!, pred, d) || someInOperation(g.rhs!, pred, d);
    case NodeKind.Conditional:
      return someInOperation(g.cond!, pred, d) ||
        (g.lhs !== undefined && someInOperation(g.lhs, pred, d)) ||
        someInOperation(g.rhs!, pred, d);
  }
  return false;
}

/** Does operation `e` have a `>` or `>>` operator among its operands (through parentheses)? */
function hasGreater(e: Node): boolean {
  return someInOperation(e, (x) =>
    x.kind === NodeKind.Binary &&
    ((x as GenericNode).op === T.Greater || (x as GenericNode).op === T.GreaterGreater));
}

/** Is template parameter `p` a non-type one declared `auto`? */
function autoParam(p: TemplateParam): boolean {
  const t = p.type as TypeId | undefined;
  return t !== undefined && (t.kind === NodeKind.TypeId || t.kind === NodeKind.Param) &&
    t.decl.ops.length === 0 && t.spec.builtins.length === 1 && t.spec.builtins[0] === T.KwAuto;
}

/** Is `t` a plain name the parser bound to a class or enumeration (not a typedef)? */
function namesClass(t: Node | undefined): boolean {
  if (t?.kind !== NodeKind.Name) return false;
  const n = t as Name;
  const k = n.sym?.kind;
  return !n.parts[n.parts.length - 1].targs && (k === SymKind.Class || k === SymKind.Enum);
}

/** Is `t` a name of a class or enumeration that is no template and depends on none? */
function concreteClass(t: Node | undefined): boolean {
  if (!namesClass(t)) return false;
  const n = t as Name;
  return !n.sym!.isTemplate && !n.sym!.owner.inTemplate && !n.dependent &&
    !n.parts.some((q) => q.targs);
}

/** The definition of a base class named plainly (no template-id), when the parser saw it. */
function plainBaseDef(name: Node): Class | undefined {
  const bn = name as Name;
  const bs = bn.kind === NodeKind.Name && !bn.parts.some((q) => q.targs) ? bn.sym : undefined;
  const bd = bs?.kind === SymKind.Class ? bs.def : undefined;
  return bd?.kind === NodeKind.Class ? bd as Class : undefined;
}
