/**
 * Parser entry point and shared state: the token cursor (with `>>` / `>>>` splitting and
 * save/restore for bounded tentative parsing), diagnostics, scopes, names, attributes,
 * declaration specifiers, declarators and template argument lists. Declarations, statements
 * and expressions live in parse_decl.ts, parse_stmt.ts and parse_expr.ts.
 */
import { T, TF, type TokenBuffer } from "./tokens.ts";
import type { SourceMap } from "./source.ts";
import {
  type Attribute,
  type Declarator,
  type DeclaratorOp,
  type DeclSpec,
  DS,
  fit,
  type Name,
  type NameComponent,
  type Node,
  NodeKind,
  type TranslationUnit,
  type TypeId,
} from "./ast.ts";
import type { TemplateParam } from "./ast.ts";
import {
  isTypeKind,
  lookupQualified,
  lookupUnqualified,
  newSym,
  Scope,
  ScopeKind,
  scopeOf,
  specByArgs,
  type Sym,
  SymKind,
} from "./scope.ts";
import { parseDeclarationSeq } from "./parse_decl.ts";
import {
  continuesExpression,
  parseAssignExpr,
  parseCondExpr,
  parseExpr,
  parseInitializerClause,
  reportUndefined,
} from "./parse_expr.ts";
import { parseClassSpecifier, parseEnumSpecifier } from "./parse_decl.ts";
import type { DiagArg } from "./diag_format.ts";
import { ConstEval } from "./sema_const.ts";
import type { FunctionContext, LabelContext, SwitchContext } from "./sema_checks.ts";
import type { Type } from "./types.ts";
import { checkConstantArgs, checkTemplateArgs } from "./sema_checks.ts";

/** What the parser needs from the name table (`NameTable` in names.ts). */
export interface NameSource {
  intern(s: string): number;
  text(atom: number): string;
  /** `__device__` → `device` (see `NameTable.attrText`). */
  attrText(atom: number): string;
}

/** What the parser needs from the diagnostics engine (`Diagnostics` satisfies it). */
export interface DiagSink {
  /**
   * `severity` overrides the table's default (e.g. "warning" for a downgraded error, "error"
   * where a warning's code is a hard error); `extra` carries notes printed after the diagnostic.
   */
  report(
    code: number,
    offset: number,
    args?: DiagArg[],
    severity?: "warning" | "error",
    extra?: {
      notes?: { code: number; offset: number; args?: DiagArg[]; severity?: "note" }[];
      /** Lines printed under the message (`argument types are: (int)`). */
      continuation?: string[];
      /** Not discretionary at this site. */
      hard?: boolean;
    },
  ): void;
  /** Errors reported so far (all sources), when the sink counts them. */
  readonly errorCount?: number;
}

export interface ParseOptions {
  /** C++ standard year (2017, 2020, ...). */
  cppStd: number;
  /**
   * Called with each top-level declaration (and top-level pragma node) as soon as it is parsed,
   * in source order, so a later stage can check it before the parser goes on: the binary
   * analyses each declaration as it is parsed, and its diagnostics interleave with syntax errors.
   */
  onTopLevel?: (node: Node, global: Scope) => void;
}

/** Internal diagnostic codes of the syntax errors (checked on cudafe++ 13.0 with sarif ruleIds). */
export const E = {
  ExpectedRBracket: 17, // expected a "]"
  ExpectedRParen: 18, // expected a ")"
  ExpectedExpr: 29, // expected an expression
  ExpectedIdent: 40, // expected an identifier
  ExpectedColon: 53, // expected a ":"
  ExpectedSemi: 65, // expected a ";"
  ExpectedRBrace: 67, // expected a "}"
  ExpectedTypeSpec: 79, // expected a type specifier
  ExpectedLParen: 125, // expected a "("
  ExpectedStmt: 127, // expected a statement
  ExpectedLBrace: 130, // expected a "{"
  ExpectedDecl: 169, // expected a declaration
  ExpectedGt: 439, // expected a ">"
  ToMatchThis: 3196, // note: to match this "{"
  TypeNameNotAllowed: 254, // type name is not allowed
  ExpectedMemberName: 133, // expected a member name
  QualifiedNameRequired: 937, // a class or namespace qualified name is required
  MissingDeclSpecifiers: 77, // this declaration has no storage class or type specifier
  ExplicitTypeMissing: 260, // explicit type is missing ("int" assumed)
  ExpectedLaunchEnd: 3509, // expected a ">>>"
  ParsingRestarts: 12, // warning: parsing restarts here after previous syntax error
  InvalidTypeCombination: 84, // invalid combination of type specifiers
  AttributeNoEntity: 1866, // warning: attribute does not apply to any entity
  UndefinedIdentifier: 20, // identifier %sq is undefined
  NotTemplateHere: 801, // %sq is not a class or function template name in the current scope
  CaptureMatchesDefault: 1729, // explicit capture matches default
  TemplateMain: 466, // "main" is not a valid name for a function template
  ImplicitThisCapture: 2908, // warning: the implicit by-copy capture of "this" is deprecated
  NoGlobalMember: 282, // the global scope has no %sq
  NotClassOrNamespace: 276, // name followed by "::" must be a class or namespace name
  NotNamespaceName: 725, // name must be a namespace name
  BitFieldInit: 3306, // a default bit-field initializer is a C++20 feature
} as const;

/** Saved cursor state for tentative parsing. */
export interface Mark {
  pos: number;
  split: number;
  pending: number;
  scope: Scope;
  failed: boolean;
}

/** Token kinds that are builtin simple type specifiers. */
const BUILTIN_TYPE = new Uint8Array(T.KwEnd + 1);
for (
  const k of [
    T.KwBool,
    T.KwChar,
    T.KwChar8T,
    T.KwChar16T,
    T.KwChar32T,
    T.KwWcharT,
    T.KwShort,
    T.KwInt,
    T.KwLong,
    T.KwSigned,
    T.KwUnsigned,
    T.KwFloat,
    T.KwDouble,
    T.KwVoid,
    T.KwInt128,
    T.KwFloat128,
    T.KwFloat80,
    T.KwFloat16,
    T.KwBuiltinVaList,
    T.KwAuto,
    T.KwAutoType,
  ]
) BUILTIN_TYPE[k] = 1;
export { BUILTIN_TYPE };

/** Token kinds that can only start a declaration specifier (not an expression). */
const DECL_SPEC_KW = new Uint8Array(T.KwEnd + 1);
for (
  const k of [
    T.KwTypedef,
    T.KwStatic,
    T.KwExtern,
    T.KwInline,
    T.KwVirtual,
    T.KwExplicit,
    T.KwConstexpr,
    T.KwConsteval,
    T.KwConstinit,
    T.KwThreadLocal,
    T.KwThread,
    T.KwMutable,
    T.KwFriend,
    T.KwRegister,
    T.KwConst,
    T.KwVolatile,
    T.KwRestrict,
    T.KwClass,
    T.KwStruct,
    T.KwUnion,
    T.KwEnum,
    T.KwAttribute,
    T.KwAlignas,
  ]
) DECL_SPEC_KW[k] = 1;
export { DECL_SPEC_KW };

/** Shared empty lists (frozen; replaced by a fresh array on first element). */
const NO_BUILTINS: number[] = Object.freeze([]) as unknown as number[];
const NO_OPS: DeclaratorOp[] = Object.freeze([]) as unknown as DeclaratorOp[];

/** Closes of a template argument list: `>` and the tokens that start with `>`. */
function startsWithGt(k: number): boolean {
  return k === T.Greater || k === T.GreaterGreater || k === T.LaunchEnd ||
    k === T.GreaterEqual || k === T.GreaterGreaterAssign;
}

/** The kind left after one leading `>` of `k` (split `splitN` times) is consumed. */
function splitRest(k: number, n: number): number {
  switch (k) {
    case T.GreaterGreater:
      return T.Greater;
    case T.LaunchEnd:
      return n === 1 ? T.GreaterGreater : T.Greater;
    case T.GreaterGreaterAssign:
      return n === 1 ? T.GreaterEqual : T.Assign;
    case T.GreaterEqual:
      return T.Assign;
  }
  return k;
}

interface Deferred {
  fn: Node & { body?: Node; memInits?: Node[]; init?: Node; expr?: Node };
  scope: Scope;
  start: number;
  end: number;
  /** 0: a function body (`{...}` with optional ctor-initializer / try); 1: an initializer
   * clause (`= x` / default argument) re-parsed into `init`; 2: a braced initializer; 3: the
   * operand of a noexcept-specifier, re-parsed (with diagnostics) into `expr`. */
  what: number;
}

export class Parser {
  readonly tb: TokenBuffer;
  readonly kinds: Uint16Array;
  readonly atoms: Int32Array;
  readonly names: NameSource;
  readonly diags: DiagSink;
  readonly opts: ParseOptions;
  readonly cxx20: boolean;
  pos = 0;
  /** Leading `>` characters of the current token already consumed (template-list splitting). */
  split = 0;
  /** Effective kind of the current token. */
  tk = 0;
  readonly global: Scope;
  scope: Scope;
  /** >0 while parsing tentatively: errors only set `failed`. */
  silent = 0;
  /** Unqualified names lookup did not find while parsing tentatively (`reportUndefined`). */
  unfound = 0;
  /** Right operands warned of as zero divisors or bad shift counts (`checkConstantOperand`). */
  operandWarned: Set<number> = new Set();
  /**
   * Parsing a constant expression (template argument, array bound, case label, enumerator,
   * bit-field width, static_assert): a constant operation divided by zero there is an error of
   * its evaluation, not warning 39 (see checkConstantOperand).
   */
  constCtx = 0;
  failed = false;
  /** Pragma tokens skipped by the cursor and not yet placed in the tree. */
  pending: number[] = [];
  stray: number[] = [];
  /** Pragma tokens right before the declaration being parsed (see `takePragmas`). */
  declPragmas: number[] | null = null;
  deferred: Deferred[] = [];
  /** Source positions, for "declared at line N" fill-ins (absent in some unit tests). */
  sm: SourceMap | undefined = undefined;
  /** The constant evaluator (lib/sema_const.ts), made on first use. */
  private evaluator: ConstEval | null = null;
  classDepth = 0;
  /** Enclosing loops and switches of the statement being parsed (in the current function). */
  loops = 0;
  switches = 0;
  /** The function whose body is being parsed, for the checks of its returns (sema_checks.ts). */
  fnCtx: FunctionContext | null = null;
  /** The name (last component's atom) of the function whose body is being parsed, or -1. */
  fnAtom = -1;
  /** What that function returns: 1 a reference, 2 a pointer, 0 anything else. */
  fnReturns = 0;
  /**
   * That function's declared return type when it is written with builtin or named types and
   * pointers (not deduced), outside templates; undefined otherwise (sema_checks.ts).
   */
  fnReturnType: Type | undefined = undefined;
  /**
   * The innermost lambda body being parsed: `copyThis` when its capture default is `=` and it
   * names no `this` capture (a use of a member then captures `this` implicitly by copy, which
   * C++20 deprecates: warning 2908 once per lambda); null outside lambdas.
   */
  lambdaThis: { copyThis: boolean; warned: boolean } | null = null;
  /** Labels of the function body being parsed, and case values of the innermost switch. */
  labelCtx: LabelContext | null = null;
  /** Nesting of GNU statement expressions `({ ... })` around the statement being parsed. */
  stmtExprDepth = 0;
  /** Parsing the declaration of a braceless linkage specification (`extern "C" int x;`). */
  linkageDecl = false;
  /** In a linkage specification for "C" (the innermost one's language). */
  cLinkage = false;
  /** The first namespace-scope function declared with "C" linkage, by name (error 338). */
  cLinkageFns = new Map<number, { sym: Sym; decl: Declarator }>();
  /** First definition of each namespace-scope function name (redefinition checks). */
  fnDefs = new Map<Sym, Node>();
  switchCtx: SwitchContext | null = null;
  /** Atoms of member templates declared anywhere (for `x.name<...>` without `template`). */
  memberTemplates = new Set<number>();
  /** Functions a declaration so far marked `[[nodiscard]]` (any one of them: warning 2809). */
  nodiscardFns = new Set<Sym>();
  /** See `TranslationUnit.shortTargs`. */
  shortTargs = new Map<number, number[]>();
  /** See `TranslationUnit.shortTargSyms`. */
  shortTargSyms = new Map<number, Sym[]>();
  /** See `TranslationUnit.hiddenNamespaces`. */
  hiddenNamespaces = new Set<Scope>();
  /** Classes declared outside functions, by declaring scope and name (see noteClassName). */
  classScopes: Scope[] = [];
  classAtoms: number[] = [];
  /** Function symbols declared so far for each name, in any scope (a call whose name has one
   * cannot find another by argument-dependent lookup). */
  fnNameSyms = new Map<number, Sym | null>();
  /** Last token position an error was reported at (no cascades at one place). */
  lastErrPos = -1;
  lastErrCode = -1;
  errorCount = 0;
  /** Atom ids used by the parser. */
  readonly A: {
    final: number;
    override: number;
    std: number;
    underlyingType: number;
    removeCv: number;
    removeRef: number;
    removeCvref: number;
    typePackElement: number;
    integerPack: number;
    import: number;
    module: number;
    declspec: number;
    noinline: number;
    registerParams: number;
    complex: number;
    /** `_Complex` (C spelling of `__complex__`). */
    complexC: number;
  };

  constructor(tb: TokenBuffer, names: NameSource, diags: DiagSink, opts: ParseOptions) {
    this.tb = tb;
    this.kinds = tb.kind;
    this.atoms = tb.atom;
    this.names = names;
    this.diags = diags;
    this.opts = opts;
    this.cxx20 = opts.cppStd >= 2020;
    this.global = new Scope(ScopeKind.Namespace, null, null);
    this.scope = this.global;
    this.A = {
      final: names.intern("final"),
      override: names.intern("override"),
      std: names.intern("std"),
      underlyingType: names.intern("__underlying_type"),
      removeCv: names.intern("__remove_cv"),
      removeRef: names.intern("__remove_reference"),
      removeCvref: names.intern("__remove_cvref"),
      typePackElement: names.intern("__type_pack_element"),
      integerPack: names.intern("__integer_pack"),
      import: names.intern("import"),
      module: names.intern("module"),
      declspec: names.intern("__declspec"),
      noinline: names.intern("__noinline__"),
      registerParams: names.intern("__nv_register_params__"),
      complex: names.intern("__complex__"),
      complexC: names.intern("_Complex"),
    };
    // `__remove_cv` & co. are not built-ins in g++ 12 (libstdc++ 12 declares them as aliases)
    {
      const k = tb.kind, a = tb.atom, n = tb.count;
      const rc = this.A.removeCv, rr = this.A.removeRef, rcr = this.A.removeCvref;
      for (let i = 0; i < n; i++) {
        if (k[i] === T.KwTypeTrait) {
          const x = a[i];
          if (x === rc || x === rr || x === rcr) k[i] = T.Identifier;
        }
      }
    }
    // built-in typedefs of g++
    for (const nm of ["__int128_t", "__uint128_t"]) {
      const atom = names.intern(nm);
      this.global.declare(newSym(SymKind.Typedef, atom, this.global, false));
    }
    let p = 0;
    while (this.kinds[p] === T.Pragma) this.pending.push(p++);
    this.pos = p;
    this.tk = this.kinds[p];
  }

  // ---------------------------------------------------------------- cursor

  next(): void {
    this.split = 0;
    let p = this.pos + 1;
    const k = this.kinds;
    if (p >= this.tb.count) p = this.tb.count - 1;
    while (k[p] === T.Pragma) this.pending.push(p++);
    this.pos = p;
    this.tk = k[p];
  }

  /** Kind of the n-th token after the current one (pragmas skipped). */
  peek(n = 1): number {
    const k = this.kinds;
    let p = this.pos;
    const last = this.tb.count - 1;
    while (n > 0 && p < last) {
      p++;
      if (k[p] !== T.Pragma) n--;
    }
    return k[p];
  }

  /** Index of the n-th token after the current one (pragmas skipped). */
  peekPos(n = 1): number {
    const k = this.kinds;
    let p = this.pos;
    const last = this.tb.count - 1;
    while (n > 0 && p < last) {
      p++;
      if (k[p] !== T.Pragma) n--;
    }
    return p;
  }

  atom(): number {
    return this.atoms[this.pos];
  }

  /** Effective kind of the current token. */
  k(): number {
    return this.tk;
  }

  eat(kind: number): boolean {
    if (this.tk === kind) {
      this.next();
      return true;
    }
    return false;
  }

  /** Consumes a `>` closing a template list, splitting `>>`, `>>>`, `>=`, `>>=`. */
  eatGreater(): boolean {
    const k = this.tk;
    if (k === T.Greater) {
      this.next();
      return true;
    }
    if (startsWithGt(k)) {
      this.split++;
      this.tk = splitRest(this.kinds[this.pos], this.split);
      return true;
    }
    return false;
  }

  atGreater(): boolean {
    return startsWithGt(this.tk);
  }

  mark(): Mark {
    return {
      pos: this.pos,
      split: this.split,
      pending: this.pending.length,
      scope: this.scope,
      failed: this.failed,
    };
  }

  reset(m: Mark): void {
    this.pos = m.pos;
    this.split = m.split;
    this.tk = m.split ? splitRest(this.kinds[m.pos], m.split) : this.kinds[m.pos];
    this.pending.length = m.pending;
    this.scope = m.scope;
    this.failed = m.failed;
  }

  /** Previous token index (the last token consumed). */
  prevPos(): number {
    if (this.split) return this.pos;
    let p = this.pos - 1;
    while (p > 0 && this.kinds[p] === T.Pragma) p--;
    return p < 0 ? 0 : p;
  }

  // ---------------------------------------------------------------- diagnostics

  error(code: number, tok = this.pos, args?: (string | number)[]): void {
    if (this.silent > 0) {
      this.failed = true;
      return;
    }
    if (tok === this.lastErrPos && code === this.lastErrCode) return;
    this.lastErrPos = tok;
    this.lastErrCode = code;
    this.errorCount++;
    this.diags.report(code, this.tb.start[tok], args);
  }

  /** A warning / note at token `tok` (not counted as a syntax error). */
  warn(code: number, tok: number, args?: (string | number)[]): void {
    if (this.silent > 0) return;
    this.diags.report(code, this.tb.start[tok], args);
  }

  /** An error code reported with warning severity (as the real binary does in some places). */
  warnAs(code: number, tok = this.pos): void {
    if (this.silent > 0) return;
    this.diags.report(code, this.tb.start[tok], undefined, "warning");
  }

  /**
   * Recovery after a missing `)`: skips to the `)` closing the current group (consumed), or
   * stops before a `}` (and a `;` when `stopAtSemi`) of the enclosing level. When the skipped
   * tokens include a braced group, warns "parsing restarts here" at the restart token (as EDG).
   */
  skipParen(stopAtSemi: boolean, stopAtLBrace = false): boolean {
    if (this.silent > 0) return false;
    const from = this.pos;
    let depth = 0;
    let skippedBrace = false;
    let closed = false;
    for (;;) {
      const k = this.tk;
      if (k === T.EOF) break;
      if (depth === 0) {
        if (k === T.RParen) {
          this.next();
          closed = true;
          break;
        }
        if (k === T.RBrace || (stopAtSemi && k === T.Semi) || (stopAtLBrace && k === T.LBrace)) {
          break;
        }
      }
      if (k === T.LParen || k === T.LBracket || k === T.LBrace) {
        if (k === T.LBrace) skippedBrace = true;
        depth++;
      } else if (k === T.RParen || k === T.RBracket || k === T.RBrace) depth--;
      this.next();
    }
    // EDG says so when the skip crossed a braced group and resumes on a later line
    if (skippedBrace && this.newlineBetween(from, this.pos)) this.warn(E.ParsingRestarts, this.pos);
    return closed;
  }

  /** Does a token after `a` up to and including `b` start a new line? */
  newlineBetween(a: number, b: number): boolean {
    const f = this.tb.flags;
    for (let i = a + 1; i <= b && i < this.tb.count; i++) if (f[i] & TF.LineStart) return true;
    return false;
  }

  /** `)` expected: reports and recovers with `skipParen`. */
  expectRParen(stopAtSemi = true): boolean {
    if (this.tk === T.RParen) {
      this.next();
      return true;
    }
    this.error(E.ExpectedRParen);
    this.skipParen(stopAtSemi);
    return false;
  }

  expect(kind: number, code: number): boolean {
    if (this.tk === kind) {
      this.next();
      return true;
    }
    this.error(code);
    return false;
  }

  expectSemi(): void {
    if (this.tk === T.Semi) this.next();
    else {
      if (this.lastErrPos !== this.pos || this.lastErrCode !== E.ExpectedExpr) {
        this.error(E.ExpectedSemi);
      }
      this.skipTo(true);
    }
  }

  /** Error recovery: skips to a `;` (consumed when `eatSemi`) or a `}` / EOF at depth 0. */
  skipTo(eatSemi: boolean, overClosers = false): void {
    let depth = 0;
    for (;;) {
      const k = this.tk;
      if (k === T.EOF) return;
      if (depth === 0 && k === T.Semi) {
        if (eatSemi) this.next();
        return;
      }
      if (k === T.LParen || k === T.LBracket || k === T.LBrace) depth++;
      else if (k === T.RParen || k === T.RBracket || k === T.RBrace) {
        if (depth === 0 && overClosers && k !== T.RBrace) {
          this.next(); // a stray `)` / `]` in a statement is skipped with it
          continue;
        }
        if (depth === 0) return;
        depth--;
        if (depth === 0 && k === T.RBrace) {
          this.next();
          return;
        }
      }
      this.next();
    }
  }

  /** Skips a balanced group starting at the current open token; leaves the cursor after it. */
  skipBalanced(): void {
    let depth = 0;
    for (;;) {
      const k = this.tk;
      if (k === T.EOF) return;
      if (k === T.LParen || k === T.LBracket || k === T.LBrace) depth++;
      else if (k === T.RParen || k === T.RBracket || k === T.RBrace) {
        depth--;
        if (depth <= 0) {
          this.next();
          return;
        }
      }
      this.next();
    }
  }

  /** Raw token index of the bracket matching the open bracket at raw index `p`. */
  matchingClose(p: number): number {
    const k = this.kinds;
    const last = this.tb.count - 1;
    let depth = 0;
    for (; p < last; p++) {
      const c = k[p];
      if (c === T.LParen || c === T.LBracket || c === T.LBrace) depth++;
      else if (c === T.RParen || c === T.RBracket || c === T.RBrace) {
        if (--depth === 0) return p;
      }
    }
    return last;
  }

  /** Next raw index after `p` that is not a pragma. */
  after(p: number): number {
    const last = this.tb.count - 1;
    p++;
    while (p < last && this.kinds[p] === T.Pragma) p++;
    return p;
  }

  /**
   * Takes the pragmas met so far as tree nodes; they also become `declPragmas`, the pragmas
   * immediately preceding the next declaration (recorded on Function/Variable nodes).
   */
  takePragmas(out: Node[]): void {
    if (this.pending.length === 0) {
      this.declPragmas = null;
      return;
    }
    for (const p of this.pending) {
      out.push(
        { kind: NodeKind.Pragma, first: p, last: p, text: this.tb.pragmaText.get(p) ?? "" } as Node,
      );
    }
    this.declPragmas = this.pending.slice();
    this.pending.length = 0;
  }

  // ---------------------------------------------------------------- scopes

  pushScope(kind: ScopeKind, sym: Sym | null = null): Scope {
    const s = new Scope(kind, this.scope, sym);
    this.scope = s;
    return s;
  }

  /** The scope declarations go to: the innermost one that is not a template parameter scope. */
  declScope(): Scope {
    let s: Scope = this.scope;
    while (
      (s.kind === ScopeKind.TemplateParams || s.kind === ScopeKind.Qualified) && s.parent !== null
    ) s = s.parent;
    return s;
  }

  /** The scope a class/enum named by an elaborated specifier is declared in. */
  tagScope(): Scope {
    let s: Scope = this.scope;
    while (
      (s.kind === ScopeKind.TemplateParams || s.kind === ScopeKind.Qualified ||
        s.kind === ScopeKind.Function) && s.parent !== null
    ) s = s.parent;
    return s;
  }

  declare(kind: SymKind, atom: number, scope = this.declScope(), isTemplate = false): Sym {
    return scope.declare(newSym(kind, atom, scope, isTemplate));
  }

  lookup(atom: number): Sym | undefined {
    return lookupUnqualified(this.scope, atom);
  }

  /** The innermost enclosing class scope (for constructor detection). */
  currentClass(): Scope | null {
    for (let s: Scope | null = this.scope; s !== null; s = s.parent) {
      if (s.kind === ScopeKind.Class) return s;
      if (s.kind === ScopeKind.Namespace || s.kind === ScopeKind.Function) return null;
    }
    return null;
  }

  inTemplate(): boolean {
    return this.scope.inTemplate;
  }

  /** The constant evaluator, bound to this parser's tokens and current scope. */
  constEval(): ConstEval {
    if (this.evaluator === null) {
      this.evaluator = new ConstEval({
        tb: this.tb,
        cppStd: this.opts.cppStd,
        currentScope: () => this.scope,
        text: (atom) => this.names.text(atom),
      });
    }
    return this.evaluator;
  }
}

// ------------------------------------------------------------------ names

/** Flags for `parseName`. */
export const NF = {
  /** Allow `operator ...` and `~X` (declarator-id or id-expression). */
  Declarator: 1,
  /** Preceded by `typename`: the final component names a type. */
  Typename: 2,
  /** Stop before `::*` (member pointer), setting `memberPtr`. */
  MemberPtr: 4,
  /** After `.`/`->`: look the name up as a member (only the member-template set is known). */
  Member: 8,
  /** Expression context: a non-template name followed by `<` is less-than. */
  Expr: 16,
} as const;

export interface NameResult extends Name {
  /** The name ended with `::` before `*` (a member-pointer qualifier). */
  memberPtr?: boolean;
  /** The last component was a template-id naming a class template / alias template. */
  isType?: boolean;
  /** Denotes a namespace. */
  isNamespace?: boolean;
  /** Scope named by the qualifier (for out-of-line members). */
  qscope?: Scope;
  /** Symbol of the qualifier's last component. */
  qsym?: Sym;
}

/** True if the current token can start a (possibly qualified) name. */
export function atNameStart(p: Parser): boolean {
  const k = p.k();
  return k === T.Identifier || k === T.ColonColon || k === T.KwDecltype;
}

/** Is the sym usable as a qualifier scope? */
function qualScope(sym: Sym): Scope | undefined {
  if (sym.kind === SymKind.Namespace || sym.kind === SymKind.NamespaceAlias) return sym.scope;
  if (sym.kind === SymKind.Class || sym.kind === SymKind.Enum) return sym.scope;
  if (sym.kind === SymKind.Typedef) return sym.dependent ? undefined : scopeOf(sym);
  return undefined;
}

/**
 * Parses a possibly qualified name (`::a::b<c>::template d<e>`, `operator+`, `~X`) and resolves
 * it. Never consumes anything if the current token cannot start a name (returns undefined).
 */
export function parseName(p: Parser, flags: number): NameResult | undefined {
  const first = p.pos;
  let global = false;
  if (p.k() === T.ColonColon) {
    const nk = p.peek();
    if (nk !== T.Identifier && nk !== T.KwTemplate && nk !== T.KwOperator && nk !== T.Tilde) {
      return undefined;
    }
    global = true;
    p.next();
  }
  const parts: NameComponent[] = [];
  let qscope: Scope | null = global ? p.global : null;
  let qsym: Sym | undefined;
  let dependent = false;
  let sym: Sym | undefined;
  let isType = false;
  let memberPtr = false;
  let isNamespace = false;
  for (;;) {
    let templateKw = false;
    if (p.k() === T.KwTemplate && (parts.length > 0 || global || (flags & NF.Member))) {
      templateKw = true;
      p.next();
    }
    const tok = p.pos;
    if (p.k() === T.Identifier) {
      const atom = p.atom();
      p.next();
      // resolve
      if (dependent) sym = undefined;
      else if (qscope !== null) sym = lookupQualified(qscope, atom, qsym);
      else if (flags & NF.Member) sym = undefined;
      else sym = p.lookup(atom);
      const comp: NameComponent = { atom, tok };
      if (templateKw) comp.templateKw = true;
      // (not a using-declaration's name, which the namespace declares itself)
      // (a direct member, the common case, is answered by the first test)
      if (
        sym !== undefined && qscope !== null && qscope.names.get(atom) !== sym &&
        qscope.kind === ScopeKind.Namespace && !inlineMember(qscope, sym.owner)
      ) comp.viaUsing = sym.owner;
      parts.push(comp);
      isType = false;
      // template argument list?
      if (p.k() === T.Less) {
        let isTpl = templateKw || (sym !== undefined && sym.isTemplate);
        if (
          !isTpl && (flags & NF.Member) !== 0 && parts.length === 1 && !global && qscope === null
        ) {
          // `this->B<T>::m`: after `.`/`->` a name is also looked up in the enclosing context
          // ([basic.lookup.classref]); a class template there starts `B<T>::`
          const outer = p.lookup(atom);
          if (outer !== undefined && outer.isTemplate && outer.kind === SymKind.Class) {
            isTpl = qualifiesAfterArgs(p);
          }
        }
        if (!isTpl && sym === undefined) {
          isTpl = guessTemplate(p, atom, flags, dependent || qscope !== null);
        } else if (!isTpl && sym !== undefined && sym.kind === SymKind.Function && p.cxx20) {
          isTpl = guessTemplate(p, atom, flags, false);
        }
        if (isTpl) {
          comp.targs = parseTemplateArgs(p);
          if (sym !== undefined && sym.kind === SymKind.Class && sym.tparamLists !== undefined) {
            checkTemplateArgs(p, sym, comp.targs, p.prevPos());
            noteShortTargs(p, atom, sym.tparamLists[0], comp.targs, sym);
          }
          if (sym !== undefined && (sym.kind === SymKind.Class || sym.kind === SymKind.Typedef)) {
            isType = true;
          } else if (sym !== undefined && sym.kind === SymKind.TemplateTemplateParam) {
            isType = true;
          }
        }
      }
      const allowSpecial = (flags & (NF.Declarator | NF.Expr | NF.Member)) !== 0;
      const nk = p.k() === T.ColonColon ? p.peek() : 0;
      if (
        p.k() === T.ColonColon &&
        (nk === T.Identifier || nk === T.KwTemplate ||
          (allowSpecial && (nk === T.Tilde || nk === T.KwOperator)) ||
          (nk === T.Star && (flags & NF.MemberPtr)))
      ) {
        if (p.peek() === T.Star) {
          p.next();
          memberPtr = true;
          qsym = sym;
          break;
        }
        p.next();
        if (!dependent) {
          const qs = sym !== undefined ? qualScope(sym) : undefined;
          // a qualifier nothing declares, looked up where nothing can depend on template
          // parameters: in a namespace (`N::X::g`), or unqualified outside templates
          // (`X::g`)
          if (
            sym === undefined && p.silent === 0 && !comp.targs && comp.atom >= 0 &&
            ((qscope !== null && qscope.kind === ScopeKind.Namespace) ||
              (qscope === null && !p.inTemplate() && (flags & NF.Member) === 0))
          ) {
            p.error(E.NotClassOrNamespace, tok);
          }
          if (qs === undefined) dependent = true;
          else {
            qscope = qs;
            qsym = sym;
          }
        }
        if (p.k() === T.Tilde && (p.peek() === T.Identifier || p.peek() === T.KwDecltype)) {
          // qualified destructor name
          const t = p.pos;
          p.next();
          if (p.k() === T.KwDecltype) {
            parts.push({ atom: -1, tok: t, special: 3, decltype: parseDecltype(p) });
          } else {
            parts.push({ atom: p.atom(), tok: t, special: 3 });
            p.next();
          }
          sym = undefined;
          if (p.k() === T.Less && p.peek() !== T.Less) {
            parts[parts.length - 1].targs = parseTemplateArgs(p);
          }
          break;
        }
        if (p.k() === T.KwOperator) {
          parseOperatorName(p, parts);
          sym = undefined;
          break;
        }
        continue;
      }
      if (sym !== undefined) {
        if (sym.kind === SymKind.Namespace || sym.kind === SymKind.NamespaceAlias) {
          isNamespace = true;
        }
      }
      break;
    } else if (p.k() === T.KwOperator && (flags & (NF.Declarator | NF.Expr | NF.Member))) {
      parseOperatorName(p, parts);
      sym = undefined;
      break;
    } else if (
      p.k() === T.Tilde && (flags & (NF.Declarator | NF.Member)) &&
      (p.peek() === T.Identifier || p.peek() === T.KwDecltype)
    ) {
      const t = p.pos;
      p.next();
      if (p.k() === T.KwDecltype) {
        const d = parseDecltype(p);
        parts.push({ atom: -1, tok: t, special: 3, decltype: d });
      } else {
        parts.push({ atom: p.atom(), tok: t, special: 3 });
        p.next();
      }
      if (p.k() === T.Less && p.peek() !== T.Less) {
        parts[parts.length - 1].targs = parseTemplateArgs(p);
      }
      sym = undefined;
      break;
    } else if (p.k() === T.KwDecltype && parts.length === 0 && !global) {
      const d = parseDecltype(p);
      parts.push({ atom: -1, tok, special: 5, decltype: d });
      if (p.k() === T.ColonColon && p.peek() !== T.Star) {
        p.next();
        dependent = true;
        continue;
      }
      if (p.k() === T.ColonColon && (flags & NF.MemberPtr)) {
        p.next();
        memberPtr = true;
      }
      sym = undefined;
      isType = true;
      break;
    } else {
      if (parts.length === 0 && !global) return undefined;
      p.error(E.ExpectedIdent);
      break;
    }
  }
  // one fixed object shape for every name (keeps property access monomorphic)
  return {
    kind: NodeKind.Name,
    first,
    last: p.prevPos(),
    global,
    parts: fit(parts),
    dependent,
    sym,
    isType,
    memberPtr,
    isNamespace,
    qscope: qscope ?? undefined,
    qsym,
  };
}

/**
 * In a template, a member type of a class template's specialization with arguments depending on
 * template parameters, named without `typename` (`vec<T>::const_iterator it;`): error 2675, `use
 * the "typename" keyword to treat nontype "vec<T>::const_iterator [with T=T]" as a type in a
 * dependent context`, at the name. Not for the current instantiation (`W<T>::x` in W).
 */
function checkMissingTypename(p: Parser, n: NameResult): void {
  if (n.parts.length !== 2 || n.global || p.silent > 0 || !p.inTemplate()) return;
  const q = n.parts[0];
  const qs = n.qsym;
  if (!q.targs || q.targs.length === 0 || qs?.kind !== SymKind.Class || !qs.isTemplate) return;
  if (n.parts[1].targs || n.parts[1].special || n.sym === undefined) return;
  if (n.sym.kind !== SymKind.Typedef && n.sym.kind !== SymKind.Class) return;
  if (n.sym.owner !== qs.scope) return;
  for (
    let c = p.currentClass();
    c !== null;
    c = c.parent?.kind === ScopeKind.Class ? c.parent : null
  ) {
    if (c.sym === qs) return;
  }
  const params = qs.tparamLists?.[0] as TemplateParam[] | undefined;
  if (!params || params.length !== q.targs.length || params.some((x) => x.name < 0 || x.pack)) {
    return;
  }
  // (an argument depending on a template parameter: `T`)
  let dependent = false;
  const texts: string[] = [];
  for (const a of q.targs) {
    let t = "";
    for (let i = a.first; i <= a.last; i++) {
      if (p.kinds[i] !== T.Identifier && !BUILTIN_TYPE[p.kinds[i]]) return;
      if (p.kinds[i] === T.Identifier) {
        const s = p.lookup(p.atoms[i]);
        if (s?.kind === SymKind.TemplateTypeParam) dependent = true;
        else if (s === undefined || s.kind !== SymKind.Class) return;
      }
      t += (t === "" ? "" : " ") + p.tb.text.slice(p.tb.start[i], p.tb.end[i]);
    }
    texts.push(t);
  }
  if (!dependent) return;
  const pn = params.map((x) => p.names.text(x.name));
  const text = p.names.text(qs.name) + "<" + pn.join(", ") + ">::" + p.names.text(n.parts[1].atom) +
    " [with " + pn.map((x, i) => x + "=" + texts[i]).join(", ") + "]";
  p.diags.report(2675, p.tb.start[n.first], [text]);
}

/** Is scope `s` namespace `ns` or one of its inline namespaces (members of `ns` to lookup)? */
function inlineMember(ns: Scope, s: Scope): boolean {
  for (let t: Scope | null = s; t !== null; t = t.parent) {
    if (t === ns) return true;
    if (t.kind !== ScopeKind.Namespace || !t.parent?.inlineChildren?.includes(t)) return false;
  }
  return false;
}

/**
 * A name lookup could not classify is followed by `<`: decide whether it starts a template
 * argument list by parsing one tentatively (bounded: one attempt, no nesting of guesses beyond
 * the argument list itself).
 */
function guessTemplate(p: Parser, atom: number, flags: number, qualified: boolean): boolean {
  if ((flags & NF.Member) && !p.memberTemplates.has(atom)) return false;
  if (qualified && !(flags & NF.Typename) && !p.memberTemplates.has(atom)) {
    // dependent `T::x < y`: C++ says not a template (needs `template`)
    return false;
  }
  const m = p.mark();
  p.silent++;
  p.failed = false;
  parseTemplateArgs(p);
  const ok = !p.failed &&
    (p.k() === T.LParen || p.k() === T.ColonColon || p.k() === T.LBrace ||
      ((flags & NF.Typename) !== 0));
  p.silent--;
  p.reset(m);
  return ok;
}

/** Whether a template argument list starts here and is followed by `::` (tentative, bounded). */
function qualifiesAfterArgs(p: Parser): boolean {
  const m = p.mark();
  p.silent++;
  p.failed = false;
  parseTemplateArgs(p);
  const ok = !p.failed && p.k() === T.ColonColon;
  p.silent--;
  p.reset(m);
  return ok;
}

/** `operator X` (after the keyword); pushes the component. */
function parseOperatorName(p: Parser, parts: NameComponent[]): void {
  const tok = p.pos;
  p.next(); // operator
  const c: NameComponent = { atom: -1, tok, special: 1, opTok: p.pos };
  const k = p.k();
  if (k === T.KwNew || k === T.KwDelete) {
    c.op = k;
    p.next();
    if (p.k() === T.LBracket && p.peek() === T.RBracket) {
      p.next();
      p.next();
      c.opArray = true;
    }
  } else if (k === T.LParen) {
    c.op = T.LParen;
    p.next();
    p.expect(T.RParen, E.ExpectedRParen);
  } else if (k === T.LBracket) {
    c.op = T.LBracket;
    p.next();
    p.expect(T.RBracket, E.ExpectedRBracket);
  } else if (k === T.StringLit) {
    // literal operator: operator "" _x  or  operator ""_x
    c.special = 4;
    p.next();
    if (p.k() === T.Identifier) {
      c.atom = p.atom();
      p.next();
    }
  } else if (k === T.KwCoAwait) {
    c.op = k;
    p.next();
  } else if (
    k >= T.Comma && k <= T.MinusMinus && k !== T.Colon && k !== T.ColonColon && k !== T.Question &&
    k !== T.Dot
  ) {
    c.op = k;
    p.next();
  } else {
    // conversion function
    c.special = 2;
    c.convType = parseTypeId(p, TI.Conversion);
  }
  parts.push(c);
  if (p.k() === T.Less && c.special === 1) {
    // operator< <T>, operator()<T>, friend operator==<>
    const m = p.mark();
    p.silent++;
    p.failed = false;
    parseTemplateArgs(p);
    const ok = !p.failed && p.k() === T.LParen;
    p.silent--;
    p.reset(m);
    if (ok) c.targs = parseTemplateArgs(p);
  }
}

/** Does the resolved name denote a type? */
export function nameIsType(n: NameResult): boolean {
  if (n.isType) return true;
  const s = n.sym;
  if (s === undefined) return false;
  if (isTypeKind(s.kind)) {
    // a class template without arguments is a type only as injected name / CTAD
    return true;
  }
  return false;
}

/** Template argument list after a template name (cursor at `<`). */
export function parseTemplateArgs(p: Parser): Node[] {
  const lt = p.pos;
  p.next(); // <
  const args: Node[] = [];
  if (p.atGreater()) {
    p.eatGreater();
    return args;
  }
  for (;;) {
    let a = parseTemplateArg(p);
    if (p.k() === T.Ellipsis) {
      a = { kind: NodeKind.PackExpansion, first: a.first, last: p.pos, expr: a } as Node;
      p.next();
    }
    args.push(a);
    if (p.k() === T.Comma) {
      p.next();
      continue;
    }
    if (p.eatGreater()) break;
    p.error(E.ExpectedGt);
    if (p.silent === 0) {
      // recovery: skip to a `>` at depth 0 on this list
      void lt;
    }
    break;
  }
  return fit(args);
}

function argFollows(k: number): boolean {
  return k === T.Comma || k === T.Ellipsis || startsWithGt(k);
}

/** Is the identifier at the cursor GNU `__complex__` (or C's `_Complex`)? */
export function isComplexKw(p: Parser): boolean {
  const a = p.atom();
  return a === p.A.complex || a === p.A.complexC;
}

/** One template argument: a type-id if it parses as one, else a constant expression. */
export function parseTemplateArg(p: Parser): Node {
  const k = p.k();
  let tryType: boolean;
  if (k === T.ColonColon) tryType = true;
  else if (k === T.Identifier) {
    // qualified names / template-ids: parse once as a type-id instead of checking first
    const nk = p.peek();
    tryType = nk === T.ColonColon || nk === T.Less || isComplexKw(p) ? true : nameStartsType(p);
  } else tryType = startsTypeId(p);
  if (tryType) {
    const m = p.mark();
    p.silent++;
    p.failed = false;
    const t = parseTypeId(p, TI.TemplateArg);
    // a clean type-id that starts with a type keyword cannot be an expression: keep it even
    // when a bad token follows (the caller reports the missing `>`)
    const ok = !p.failed &&
      (argFollows(p.k()) ||
        ((BUILTIN_TYPE[k] === 1 || k === T.KwConst || k === T.KwVolatile) &&
          p.k() !== T.LParen && p.k() !== T.LBrace && t.decl.ops.length === 0));
    p.silent--;
    if (ok) {
      p.failed = m.failed;
      return t;
    }
    p.reset(m);
  }
  return parseCondExpr(p, true);
}

/** Could the current token start a type-id? (cheap check, lookups only) */
export function startsTypeId(p: Parser): boolean {
  const k = p.k();
  if (BUILTIN_TYPE[k]) return true;
  switch (k) {
    case T.KwConst:
    case T.KwVolatile:
    case T.KwTypename:
    case T.KwClass:
    case T.KwStruct:
    case T.KwUnion:
    case T.KwEnum:
    case T.KwDecltype:
    case T.KwTypeof:
    case T.KwAttribute:
    case T.KwRestrict:
      return true;
    case T.KwTypeTrait: {
      const a = p.atom();
      return a === p.A.underlyingType || a === p.A.removeCv || a === p.A.removeRef ||
        a === p.A.removeCvref || a === p.A.typePackElement;
    }
    case T.Identifier:
    case T.ColonColon: {
      if (k === T.Identifier && isComplexKw(p)) return true;
      return nameStartsType(p);
    }
  }
  return false;
}

/** Cheap: does the name at the cursor resolve to a type? (tentative name parse) */
export function nameStartsType(p: Parser): boolean {
  if (p.k() === T.Identifier) {
    const nk = p.peek();
    if (nk !== T.ColonColon && nk !== T.Less) {
      const s = p.lookup(p.atom());
      if (s !== undefined && s.kind === SymKind.Concept) {
        return nk === T.KwAuto || nk === T.KwDecltype;
      }
      return s !== undefined && isTypeKind(s.kind);
    }
  }
  const m = p.mark();
  p.silent++;
  const n = parseName(p, 0);
  p.silent--;
  const concept = n !== undefined && n.sym !== undefined && n.sym.kind === SymKind.Concept &&
    (p.k() === T.KwAuto || p.k() === T.KwDecltype);
  p.reset(m);
  return n !== undefined && (nameIsType(n) || concept);
}

// ------------------------------------------------------------------ attributes

/** Is the current token the start of an attribute? */
export function atAttribute(p: Parser): boolean {
  const k = p.k();
  return k === T.KwAttribute || (k === T.LBracket && p.peek() === T.LBracket) ||
    k === T.KwAlignas ||
    (k === T.Identifier &&
      ((p.atom() === p.A.declspec && p.peek() === T.LParen) ||
        (p.atom() === p.A.noinline || p.atom() === p.A.registerParams)));
}

/** Parses any sequence of attributes; appends to `out` (created if needed). */
/** Most arguments of the CUDA attributes that take an expression list, by name. */
const CUDA_ATTR_MAX_ARGS = new Map([
  ["launch_bounds", 3],
  ["__launch_bounds__", 3],
  ["cluster_dims", 3],
  ["__cluster_dims__", 3],
  ["maxnreg", 1],
  ["__maxnreg__", 1],
]);

/**
 * The binary parses `__launch_bounds__(...)` and its kin as expression lists of a fixed length:
 * an empty argument is `expected an expression` (at the token where one was due), one too many
 * `expected a ")"` (at the comma before it).
 */
function checkCudaAttrArity(p: Parser, name: number, first: number, last: number): void {
  const text = p.names.text(name);
  const max = CUDA_ATTR_MAX_ARGS.get(text);
  if (max === undefined) return;
  // (`__cluster_dims__()` is allowed: no dimensions given)
  if (first > last && (text === "cluster_dims" || text === "__cluster_dims__")) return;
  // (template arguments have commas of their own: not judged, `__launch_bounds__(X<A, B>::N)`)
  for (let t = first; t <= last; t++) if (p.tb.kind[t] === T.Less) return;
  let depth = 0, count = 0, start = first;
  for (let t = first; t <= last + 1; t++) {
    const k = t <= last ? p.tb.kind[t] : T.Comma;
    if (k === T.LParen || k === T.LBracket || k === T.LBrace) depth++;
    else if (k === T.RParen || k === T.RBracket || k === T.RBrace) depth--;
    else if (k === T.Comma && depth === 0) {
      if (t === start) {
        p.error(E.ExpectedExpr, t);
        return;
      }
      count++;
      if (count === max && t <= last) {
        p.error(E.ExpectedRParen, t);
        return;
      }
      start = t + 1;
    }
  }
}

export function parseAttributes(p: Parser, out?: Attribute[]): Attribute[] | undefined {
  while (atAttribute(p)) {
    if (!out) out = [];
    const k = p.k();
    if (k === T.Identifier && (p.atom() === p.A.noinline || p.atom() === p.A.registerParams)) {
      // CUDA `__noinline__` survives preprocessing; cudafe++ takes it as an attribute keyword
      const t = p.pos;
      out.push({
        kind: NodeKind.Attribute,
        first: t,
        last: t,
        syntax: 4,
        ns: -1,
        name: p.atom(),
        argFirst: t + 1,
        argLast: t,
        hasArgs: false,
      });
      p.next();
      continue;
    }
    if (k === T.KwAttribute || k === T.Identifier) {
      const syntax = k === T.KwAttribute ? 0 : 3;
      p.next();
      if (!p.expect(T.LParen, E.ExpectedLParen)) return out;
      const dbl = syntax === 0 && p.eat(T.LParen);
      parseAttrList(p, out, syntax, T.RParen);
      p.expect(T.RParen, E.ExpectedRParen);
      if (dbl) p.expect(T.RParen, E.ExpectedRParen);
    } else if (k === T.KwAlignas) {
      const first = p.pos;
      p.next();
      const lp = p.pos;
      if (p.expect(T.LParen, E.ExpectedLParen)) {
        const close = p.matchingClose(lp);
        // parse the argument (type-id or expression) for structure; keep the token range
        const arg = startsTypeId(p) ? parseTypeIdOrExpr(p) : parseAssignExpr(p);
        if (p.k() === T.Ellipsis) p.next();
        p.expect(T.RParen, E.ExpectedRParen);
        out.push({
          kind: NodeKind.Attribute,
          first,
          last: p.prevPos(),
          syntax: 2,
          ns: -1,
          name: p.atoms[first],
          argFirst: lp + 1,
          argLast: close - 1,
          hasArgs: true,
          arg,
        });
      }
    } else {
      // [[ ... ]]
      p.next();
      p.next();
      let ns = -1;
      if (p.k() === T.KwUsing) {
        p.next();
        if (p.k() === T.Identifier) {
          ns = p.atom();
          p.next();
        }
        p.expect(T.Colon, E.ExpectedColon);
      }
      parseAttrList(p, out, 1, T.RBracket, ns);
      p.expect(T.RBracket, E.ExpectedRBracket);
      p.expect(T.RBracket, E.ExpectedRBracket);
    }
  }
  return out;
}

/** Comma-separated attributes up to `close` (not consumed). */
function isAlignedAttr(name: string): boolean {
  return name === "aligned" || name === "__aligned__";
}

function parseAttrList(
  p: Parser,
  out: Attribute[],
  syntax: number,
  close: number,
  usingNs = -1,
): void {
  for (;;) {
    if (p.k() === close) return;
    if (p.k() === T.Comma) {
      p.next();
      continue;
    }
    const first = p.pos;
    if (p.atoms[first] < 0) {
      p.error(E.ExpectedIdent);
      // skip to close
      while (p.k() !== close && p.k() !== T.EOF && p.k() !== T.Semi) {
        if (p.k() === T.LParen) p.skipBalanced();
        else p.next();
      }
      return;
    }
    let ns = usingNs;
    let name = p.atom();
    p.next();
    if (p.k() === T.ColonColon && p.atoms[p.peekPos()] >= 0) {
      p.next();
      ns = name;
      name = p.atom();
      p.next();
    }
    let argFirst = p.pos + 1, argLast = p.pos;
    let hasArgs = false;
    let arg: Node | undefined;
    if (p.k() === T.LParen) {
      hasArgs = true;
      const close2 = p.matchingClose(p.pos);
      argFirst = p.pos + 1;
      argLast = close2 - 1;
      if (syntax === 0 && argFirst <= argLast && isAlignedAttr(p.names.text(name))) {
        // GNU `aligned(X< T> ::value)`: the argument is an expression (tried silently)
        const m = p.mark();
        p.silent++;
        p.failed = false;
        p.next();
        const e = parseAssignExpr(p);
        if (!p.failed && p.pos === close2) arg = e;
        p.silent--;
        p.reset(m);
      }
      if (syntax === 0) checkCudaAttrArity(p, name, argFirst, argLast);
      if (
        syntax === 0 && argFirst <= argLast && (p.tb.flags[first] & TF.System) === 0 &&
        !p.inTemplate()
      ) {
        const an = p.names.text(name);
        if (an === "launch_bounds" || an === "__launch_bounds__") {
          // (its arguments are constant expressions: a variable's value is error 28 with note
          // 2689, tried silently as an expression list)
          const m = p.mark();
          p.silent++;
          p.failed = false;
          p.next();
          const args: Node[] = [];
          for (;;) {
            args.push(parseAssignExpr(p));
            if (p.k() !== T.Comma) break;
            p.next();
          }
          const ok = !p.failed && p.pos === close2;
          p.silent--;
          p.reset(m);
          if (ok) checkConstantArgs(p, args);
        }
      }
      p.skipBalanced();
    }
    if (p.k() === T.Ellipsis) p.next();
    out.push({
      kind: NodeKind.Attribute,
      first,
      last: p.prevPos(),
      syntax,
      ns,
      name,
      argFirst,
      argLast,
      hasArgs,
      arg,
    });
  }
}

// ------------------------------------------------------------------ decl specifiers

/** Contexts for `parseDeclSpec`. */
export const DC = {
  /** Namespace / block scope declaration. */
  Normal: 0,
  /** Class member declaration. */
  Member: 1,
  /** Function parameter / template non-type parameter. */
  Param: 2,
  /** type-specifier-seq of a type-id. */
  TypeId: 3,
  /** Condition / for-init: like Normal. */
  Cond: 4,
  /** Conversion-type-id (no parentheses). */
  Conversion: 5,
} as const;

const TI = { TemplateArg: 0, Plain: 1, Conversion: 2, NewType: 3 } as const;
export { TI };

/** An empty decl-specifier node at token `first`, in the one fixed shape every such node has. */
function newDeclSpec(
  first: number,
): DeclSpec & { noType: boolean; missingSemi?: number; constraint?: Node } {
  return {
    kind: NodeKind.DeclSpec,
    first,
    last: first,
    flags: 0,
    builtins: NO_BUILTINS,
    type: undefined,
    elaborated: undefined,
    attrs: undefined,
    explicitExpr: undefined,
    noType: false,
    missingSemi: undefined,
    constraint: undefined,
  };
}

/**
 * Parses a decl-specifier-seq. `ctx` is a DC value. Stops at the first token that cannot
 * continue it. `typeRequired`: a dependent/unknown name in type position is taken as a type.
 */
export function parseDeclSpec(p: Parser, ctx: number, typeRequired = false): DeclSpec {
  const first = p.pos;
  const ds = newDeclSpec(first);
  let hasType = false;
  let classDef = false;
  let badCombo = false;
  let attrs: Attribute[] | undefined;
  const typeOnly = ctx === DC.TypeId || ctx === DC.Conversion;
  for (;;) {
    let k = p.k();
    if (k === T.KwFloat80) {
      // (GNU's name for `long double`, printed so: its `long` first)
      if (!combines(ds.builtins, T.KwLong, hasType && ds.builtins.length === 0)) {
        badCombo = true;
        p.error(E.InvalidTypeCombination);
      }
      if (ds.builtins === NO_BUILTINS) ds.builtins = [T.KwLong];
      else ds.builtins.push(T.KwLong);
      ds.flags |= DS.Long;
      k = T.KwDouble;
    }
    if (BUILTIN_TYPE[k]) {
      if (classDef && !isModifier(k)) {
        // `struct S {...}` followed by a type: the `;` is missing (reported by the caller)
        (ds as DeclSpec & { missingSemi?: number }).missingSemi = p.pos;
        break;
      }
      if (!badCombo && !combines(ds.builtins, k, hasType && ds.builtins.length === 0)) {
        badCombo = true;
        p.error(E.InvalidTypeCombination);
      }
      if (ds.builtins === NO_BUILTINS) ds.builtins = [k];
      else ds.builtins.push(k);
      if (k === T.KwSigned) ds.flags |= DS.Signed;
      else if (k === T.KwUnsigned) ds.flags |= DS.Unsigned;
      else if (k === T.KwShort) ds.flags |= DS.Short;
      else if (k === T.KwLong) ds.flags |= (ds.flags & DS.Long) ? DS.LongLong : DS.Long;
      else if (k === T.KwAuto || k === T.KwAutoType) ds.flags |= DS.Auto;
      hasType = true;
      p.next();
      continue;
    }
    switch (k) {
      case T.KwConst:
        ds.flags |= DS.Const;
        p.next();
        continue;
      case T.KwVolatile:
        ds.flags |= DS.Volatile;
        p.next();
        continue;
      case T.KwRestrict:
        ds.flags |= DS.Restrict;
        p.next();
        continue;
      case T.KwExtension:
        ds.flags |= DS.Extension;
        p.next();
        continue;
      case T.KwAttribute:
      case T.KwAlignas:
        attrs = parseAttributes(p, attrs);
        continue;
      case T.LBracket:
        if (p.peek() === T.LBracket) {
          attrs = parseAttributes(p, attrs);
          continue;
        }
        break;
      case T.KwClass:
      case T.KwStruct:
      case T.KwUnion:
        if (hasType) break;
        ds.type = parseClassSpecifier(p, ctx);
        ds.elaborated = k;
        hasType = true;
        if ((ds.type as Node & { complete?: boolean }).complete) classDef = true;
        continue;
      case T.KwEnum:
        if (hasType) break;
        ds.type = parseEnumSpecifier(p, ctx);
        ds.elaborated = k;
        hasType = true;
        if ((ds.type as Node & { complete?: boolean }).complete) classDef = true;
        continue;
      case T.KwTypename: {
        if (hasType) break;
        p.next();
        const n = parseName(p, NF.Typename);
        if (n === undefined) p.error(E.ExpectedIdent);
        else {
          // `typename T` needs a nested-name-specifier (`typename T::x`)
          if (n.parts.length === 1 && !n.global) p.error(E.QualifiedNameRequired, n.first);
          n.isType = true;
          ds.type = n;
        }
        ds.elaborated = T.KwTypename;
        hasType = true;
        continue;
      }
      case T.KwDecltype:
        if (hasType) break;
        {
          // decltype(x)::type is a qualified name
          const close = p.matchingClose(p.peekPos());
          if (p.kinds[p.after(close)] === T.ColonColon) {
            const n = parseName(p, typeRequired ? NF.Typename : 0);
            if (n !== undefined) ds.type = n;
          } else ds.type = parseDecltype(p);
        }
        hasType = true;
        continue;
      case T.KwTypeof: {
        if (hasType) break;
        const f = p.pos;
        p.next();
        p.expect(T.LParen, E.ExpectedLParen);
        const arg = parseTypeIdOrExpr(p);
        p.expect(T.RParen, E.ExpectedRParen);
        ds.type = { kind: NodeKind.TypeofType, first: f, last: p.prevPos(), expr: arg } as Node;
        hasType = true;
        continue;
      }
      case T.KwTypeTrait: {
        if (hasType || !startsTypeId(p)) break;
        const f = p.pos;
        const atom = p.atom();
        p.next();
        let args: Node[] = [];
        if (p.k() === T.Less) args = parseTemplateArgs(p);
        else {
          p.expect(T.LParen, E.ExpectedLParen);
          args.push(parseTypeId(p, TI.Plain));
          p.expect(T.RParen, E.ExpectedRParen);
        }
        ds.type = { kind: NodeKind.TypeTrait, first: f, last: p.prevPos(), atom, args } as Node;
        hasType = true;
        continue;
      }
      case T.Identifier:
      case T.ColonColon: {
        if (
          k === T.Identifier &&
          ((p.atom() === p.A.declspec && p.peek() === T.LParen) ||
            (p.atom() === p.A.noinline || p.atom() === p.A.registerParams))
        ) {
          attrs = parseAttributes(p, attrs);
          continue;
        }
        if (k === T.Identifier && isComplexKw(p)) {
          // GNU `__complex__ float`
          ds.flags |= DS.Complex;
          p.next();
          continue;
        }
        if (hasType) break;
        // constructor of the current class: `S(`, `S<T>(`? `explicit S(`
        if (!typeOnly && k === T.Identifier && ctx === DC.Member) {
          const cls = p.currentClass();
          if (cls !== null && cls.sym !== null && cls.sym.name === p.atom()) {
            const nk = p.peek();
            if (nk === T.LParen) break;
            if (nk === T.Less && !hasType) {
              // `S<T>(...)`: a constructor spelled with the template arguments
              const m = p.mark();
              p.silent++;
              p.failed = false;
              p.next();
              parseTemplateArgs(p);
              const ctor = !p.failed && p.k() === T.LParen;
              p.silent--;
              p.reset(m);
              if (ctor) break;
            }
          }
        }
        const m = p.mark();
        const n = parseName(p, typeRequired ? NF.Typename : 0);
        if (n === undefined) break;
        if (n.memberPtr) {
          p.reset(m);
          break;
        }
        let isT = nameIsType(n);
        if (isT && !typeOnly && isCtorName(n)) isT = false;
        if (
          !isT && n.sym !== undefined && n.sym.kind === SymKind.Concept &&
          (p.k() === T.KwAuto || p.k() === T.KwDecltype)
        ) {
          // constrained placeholder `Concept<X> auto`
          (ds as DeclSpec & { constraint?: Node }).constraint = n;
          continue;
        }
        if (p.k() === T.ColonColon) isT = false;
        if (!isT) {
          if (n.sym === undefined && !isCtorName(n)) {
            // unknown / dependent name: a type if the declaration needs one here
            const nk = p.k();
            // (outside blocks a declaration cannot be an expression: `T *p;`, `T &f();`)
            const declOnly = ds.flags !== 0 || ctx === DC.Member ||
              (ctx === DC.Normal && p.scope.kind === ScopeKind.Namespace);
            if (
              typeRequired ||
              (!typeOnly &&
                (nk === T.Identifier ||
                  ((nk === T.Star || nk === T.Amp || nk === T.AmpAmp) &&
                    (p.peek() === T.Identifier || p.peek() === T.KwOperator) && declOnly) ||
                  ((nk === T.Amp || nk === T.AmpAmp) && ctx === DC.Param && n.dependent) ||
                  (nk === T.KwConst && ctx !== DC.Normal) || nk === T.Ellipsis))
            ) {
              isT = true;
              // a name nothing declares, taken as a type: `identifier "T" is undefined`
              if (!typeRequired && (ctx === DC.Normal || ctx === DC.Member)) {
                reportUndefined(p, n, n.first, true);
              }
            }
          } else if (
            n.sym !== undefined && n.sym.kind === SymKind.Class && n.sym.isTemplate &&
            !isCtorName(n)
          ) {
            // class template name without arguments: CTAD / injected name
            isT = true;
          }
        }
        if (
          !isT && n.sym !== undefined && n.sym.kind === SymKind.Concept &&
          (p.k() === T.KwAuto || p.k() === T.KwDecltype)
        ) {
          // constrained placeholder `Concept<X> auto`
          (ds as DeclSpec & { constraint?: Node }).constraint = n;
          continue;
        }
        if (p.k() === T.ColonColon) isT = false;
        if (!isT) {
          p.reset(m);
          break;
        }
        if (ds.elaborated !== T.KwTypename && !typeRequired) checkMissingTypename(p, n);
        ds.type = n;
        hasType = true;
        continue;
      }
      default:
        if (!typeOnly) {
          let f = 0;
          switch (k) {
            case T.KwTypedef:
              f = DS.Typedef;
              break;
            case T.KwStatic:
              f = DS.Static;
              break;
            case T.KwExtern:
              f = DS.Extern;
              break;
            case T.KwInline:
              f = DS.Inline;
              break;
            case T.KwVirtual:
              f = DS.Virtual;
              break;
            case T.KwExplicit:
              f = DS.Explicit;
              if (p.peek() === T.LParen) {
                p.next();
                p.next();
                ds.explicitExpr = parseExpr(p);
                p.expect(T.RParen, E.ExpectedRParen);
                ds.flags |= f;
                continue;
              }
              break;
            case T.KwConstexpr:
              f = DS.Constexpr;
              break;
            case T.KwConsteval:
              f = DS.Consteval;
              break;
            case T.KwConstinit:
              f = DS.Constinit;
              break;
            case T.KwThreadLocal:
              f = DS.ThreadLocal;
              break;
            case T.KwThread:
              f = DS.Thread;
              break;
            case T.KwMutable:
              f = DS.Mutable;
              break;
            case T.KwFriend:
              f = DS.Friend;
              break;
            case T.KwRegister:
              f = DS.Register;
              break;
          }
          if (f !== 0) {
            ds.flags |= f;
            p.next();
            continue;
          }
        }
    }
    break;
  }
  ds.last = p.pos > first ? p.prevPos() : first;
  if (attrs) ds.attrs = attrs;
  if (!hasType) ds.noType = true;
  return ds;
}

function isModifier(k: number): boolean {
  return k === T.KwShort || k === T.KwLong || k === T.KwSigned || k === T.KwUnsigned;
}

/**
 * Can builtin type keyword `k` join the builtin keywords `prev`? (`named`: a non-builtin type
 * was already given). False means "invalid combination of type specifiers".
 */
function combines(prev: number[], k: number, named: boolean): boolean {
  if (named) return false;
  let base = 0, longs = 0, sign = 0, short = 0;
  for (const b of prev) {
    if (b === T.KwLong) longs++;
    else if (b === T.KwShort) short++;
    else if (b === T.KwSigned || b === T.KwUnsigned) sign++;
    else base = b;
  }
  if (k === T.KwLong) {
    if (longs >= 2 || short > 0) return false;
    return base === 0 || base === T.KwInt || (base === T.KwDouble && longs === 0);
  }
  if (k === T.KwShort) return longs === 0 && short === 0 && (base === 0 || base === T.KwInt);
  if (k === T.KwSigned || k === T.KwUnsigned) {
    return sign === 0 &&
      (base === 0 || base === T.KwInt || base === T.KwChar || base === T.KwInt128);
  }
  // a base type
  if (base !== 0) return false;
  if (longs > 0) return k === T.KwInt || (k === T.KwDouble && longs === 1);
  if (short > 0) return k === T.KwInt;
  if (sign > 0) return k === T.KwInt || k === T.KwChar || k === T.KwInt128;
  return true;
}

/** The name is `X::X` / `X<T>::X` (a constructor) or `X::~X`. */
export function isCtorName(n: NameResult): boolean {
  const ps = n.parts;
  if (ps.length < 2) return false;
  const last = ps[ps.length - 1];
  const prev = ps[ps.length - 2];
  return last.special === undefined && last.targs === undefined && last.atom === prev.atom;
}

export function declSpecHasType(ds: DeclSpec): boolean {
  return !(ds as DeclSpec & { noType?: boolean }).noType;
}

/** decltype(expr) / decltype(auto); cursor at `decltype`. */
export function parseDecltype(p: Parser): Node {
  const first = p.pos;
  p.next();
  p.expect(T.LParen, E.ExpectedLParen);
  let expr: Node | undefined;
  if (p.k() === T.KwAuto && p.peek() === T.RParen) p.next();
  else expr = parseExpr(p);
  p.expect(T.RParen, E.ExpectedRParen);
  return { kind: NodeKind.Decltype, first, last: p.prevPos(), expr } as Node;
}

/** A parenthesised operand that may be a type-id or an expression (typeof, alignof, ...). */
export function parseTypeIdOrExpr(p: Parser): Node {
  if (startsTypeId(p)) {
    const m = p.mark();
    p.silent++;
    p.failed = false;
    const t = parseTypeId(p, TI.Plain);
    const ok = !p.failed && (p.k() === T.RParen || p.k() === T.Comma);
    p.silent--;
    if (ok) {
      p.failed = m.failed;
      return t;
    }
    p.reset(m);
  }
  return parseExpr(p);
}

/** type-id: type-specifier-seq + abstract declarator. */
export function parseTypeId(p: Parser, mode: number): TypeId {
  const first = p.pos;
  const spec = parseDeclSpec(p, mode === TI.Conversion ? DC.Conversion : DC.TypeId);
  if (!declSpecHasType(spec) && spec.flags === 0) p.error(E.ExpectedTypeSpec);
  const decl = parseDeclarator(
    p,
    mode === TI.Conversion ? DM.Conversion : mode === TI.NewType ? DM.New : DM.Abstract,
  );
  return { kind: NodeKind.TypeId, first, last: p.prevPos(), spec, decl };
}

// ------------------------------------------------------------------ declarators

/** Declarator modes. */
export const DM = {
  /** Must have a name (may be qualified / operator / destructor). */
  Named: 0,
  /** Abstract (type-id). */
  Abstract: 1,
  /** Either (parameters). */
  Either: 2,
  /** Conversion-type-id: pointer operators only. */
  Conversion: 3,
  /** new-type-id: pointer operators and array bounds, no parentheses. */
  New: 4,
  /** Named, in a condition / for-init: `(` after the name is an initializer. */
  NamedInit: 5,
} as const;

/** Does `(` at the cursor start a parameter-declaration-clause (vs an initializer)? */
export function parenStartsParams(p: Parser): boolean {
  const k = p.peek();
  if (k === T.RParen || k === T.Ellipsis) return true;
  if (BUILTIN_TYPE[k] || DECL_SPEC_KW[k]) {
    return true;
  }
  if (k === T.KwTypename || k === T.KwDecltype) return true;
  if (k === T.LBracket && p.peek(2) === T.LBracket) return true;
  if (k === T.Identifier || k === T.ColonColon) {
    const m = p.mark();
    p.next();
    const r = (p.k() === T.Identifier && isComplexKw(p)) || nameStartsType(p);
    p.reset(m);
    return r;
  }
  return false;
}

/** Does a parameter list parse at the cursor (`(`)? Tentative; decides `T x(a, b)`. */
function paramsParse(p: Parser): boolean {
  const k1 = p.peek();
  if (k1 === T.RParen || k1 === T.Ellipsis) return true;
  const ds = p.declScope().kind;
  // class members cannot have a parenthesised initializer; at namespace scope the probe is only
  // worth its cost outside system headers (`T x(U(), v);` in user code)
  if (ds === ScopeKind.Class || ds === ScopeKind.Enum) return true;
  if (ds === ScopeKind.Namespace && (p.tb.flags[p.pos] & TF.System) !== 0) return true;
  const m = p.mark();
  p.silent++;
  p.failed = false;
  const op = parseFunctionSuffix(p, false, true);
  const ok = !(op as DeclaratorOp & { paramsFailed?: boolean }).paramsFailed;
  p.silent--;
  p.reset(m);
  return ok;
}

/**
 * At a parameter: an identifier no declaration names, followed by what can follow a type in a
 * declaration (`V *p`, `V &r`, `V x`, `V)`, `V,`)?
 */
function undeclaredTypeName(p: Parser): boolean {
  if (p.inTemplate() || p.k() !== T.Identifier) return false;
  const nk = p.peek();
  if (
    nk !== T.Star && nk !== T.Amp && nk !== T.AmpAmp && nk !== T.Identifier && nk !== T.Comma &&
    nk !== T.RParen
  ) return false;
  return p.lookup(p.atom()) === undefined;
}

/** The decl-specifiers' type when it is a plain name nothing declares (outside templates). */
function undeclaredTypeOf(p: Parser, spec: DeclSpec): NameResult | undefined {
  const n = spec.type as NameResult | undefined;
  if (n?.kind !== NodeKind.Name || n.sym !== undefined || n.dependent || n.global) return undefined;
  if (n.parts.length !== 1 || n.parts[0].targs !== undefined || p.inTemplate()) return undefined;
  return n;
}

/** `(` followed by `C::*` (a member-pointer declarator in parentheses)? */
function parenIsMemberPtr(p: Parser): boolean {
  const nk = p.peek();
  if (nk !== T.Identifier && nk !== T.ColonColon) return false;
  const m = p.mark();
  p.next();
  p.silent++;
  const n = parseName(p, NF.MemberPtr);
  p.silent--;
  const r = n !== undefined && n.memberPtr === true;
  p.reset(m);
  return r;
}

/** Parses a declarator. */
export function parseDeclarator(p: Parser, mode: number): Declarator {
  const first = p.pos;
  // (`name` from the start: set later, it would move to a property array of its own)
  const d: Declarator = {
    kind: NodeKind.Declarator,
    first,
    last: first,
    ops: NO_OPS,
    pack: false,
    name: undefined,
  };
  const prefix: DeclaratorOp[] = [];
  let attrs = parseAttributes(p);
  // pointer operators
  for (;;) {
    const k = p.k();
    if (k === T.Star) {
      const op: DeclaratorOp = { op: 0, tok: p.pos };
      p.next();
      op.cv = parseCv(p);
      const a = parseAttributes(p);
      if (a) op.attrs = a;
      op.cv |= parseCv(p);
      prefix.push(op);
      continue;
    }
    if (k === T.Amp || k === T.AmpAmp) {
      const op: DeclaratorOp = { op: k === T.Amp ? 1 : 2, tok: p.pos };
      p.next();
      const a = parseAttributes(p);
      if (a) op.attrs = a;
      prefix.push(op);
      continue;
    }
    if ((k === T.Identifier || k === T.ColonColon || k === T.KwDecltype) && mode !== DM.New) {
      // member pointer `C::*`?
      const nk = p.peek();
      if (nk === T.ColonColon || nk === T.Less || k !== T.Identifier) {
        const m = p.mark();
        p.silent++;
        const n = parseName(p, NF.MemberPtr);
        p.silent--;
        if (n !== undefined && n.memberPtr && p.k() === T.Star) {
          p.failed = m.failed;
          const op: DeclaratorOp = { op: 3, tok: p.pos, cls: n };
          p.next();
          op.cv = parseCv(p);
          prefix.push(op);
          continue;
        }
        p.reset(m);
      }
    }
    if (k === T.KwAttribute) {
      attrs = parseAttributes(p, attrs);
      continue;
    }
    break;
  }
  // direct declarator
  let inner: Declarator | undefined;
  if (mode === DM.Conversion || mode === DM.New) {
    // no names or parentheses
  } else {
    if (p.k() === T.Ellipsis) {
      d.pack = true;
      p.next();
    }
    const k = p.k();
    if (k === T.LParen) {
      const nk = p.peek();
      let nested = false;
      if (
        nk === T.Star || nk === T.Amp || nk === T.AmpAmp || nk === T.Caret ||
        (nk === T.LBracket && p.peek(2) === T.LBracket) || nk === T.KwAttribute ||
        nk === T.Ellipsis && p.peek(2) !== T.RParen
      ) {
        nested = true;
      } else if (
        mode !== DM.Abstract && !parenIsMemberPtr(p) &&
        (nk === T.Identifier || nk === T.ColonColon || nk === T.KwOperator || nk === T.Tilde)
      ) {
        nested = !parenStartsParams(p);
      } else if (nk === T.Identifier || nk === T.ColonColon) {
        // abstract: `(C::*)` member pointer
        const m = p.mark();
        p.next();
        p.silent++;
        const n = parseName(p, NF.MemberPtr);
        p.silent--;
        nested = n !== undefined && n.memberPtr === true;
        p.reset(m);
      }
      if (nested) {
        p.next();
        inner = parseDeclarator(p, mode);
        p.expect(T.RParen, E.ExpectedRParen);
      }
    } else if (
      k === T.Identifier || k === T.ColonColon || k === T.KwOperator ||
      (k === T.Tilde && (p.peek() === T.Identifier || p.peek() === T.KwDecltype)) ||
      (k === T.KwTemplate && p.peek() === T.Identifier) ||
      (k === T.KwDecltype && mode !== DM.Abstract)
    ) {
      if (mode !== DM.Abstract) {
        const n = parseName(p, NF.Declarator);
        if (n !== undefined) {
          d.name = n;
          if (n.qscope !== undefined && n.parts.length > 1) enterQualified(p, n);
        }
      }
    }
    if (!inner && !d.name && mode === DM.Named && p.silent === 0) {
      // `int 3;`, `struct { int; }`...
      if (p.k() !== T.Semi && p.k() !== T.Colon && p.k() !== T.EOF) p.error(E.ExpectedIdent);
    }
    if (p.k() === T.Ellipsis && !d.pack && (mode === DM.Either || mode === DM.Abstract)) {
      // abstract pack `Args...`
      d.pack = true;
      p.next();
    }
  }
  const suffix: DeclaratorOp[] = [];
  // attributes after the declarator-id go to the declarator; standard ones are reprinted there
  // as written (`bool f [[nodiscard]](int)`)
  const idAttr = d.name !== undefined && p.k() === T.LBracket && p.peek() === T.LBracket
    ? p.pos
    : -1;
  attrs = parseAttributes(p, attrs);
  if (idAttr >= 0 && p.pos > idAttr) d.idAttrs = { first: idAttr, last: p.prevPos() };
  for (;;) {
    const k = p.k();
    if (k === T.LBracket && p.peek() !== T.LBracket) {
      const op: DeclaratorOp = { op: 4, tok: p.pos };
      p.next();
      if (p.k() !== T.RBracket) {
        p.constCtx++;
        try {
          op.bound = parseExpr(p);
        } finally {
          p.constCtx--;
        }
      }
      p.expect(T.RBracket, E.ExpectedRBracket);
      const a = parseAttributes(p);
      if (a) op.attrs = a;
      suffix.push(op);
      continue;
    }
    if (k === T.LParen && mode !== DM.Conversion && mode !== DM.New) {
      if (
        (mode === DM.Named || mode === DM.NamedInit || (mode === DM.Either && d.name)) &&
        (d.name || inner) && (!parenStartsParams(p) || !paramsParse(p))
      ) break; // direct initializer
      if (mode === DM.NamedInit && d.name) break;
      suffix.push(parseFunctionSuffix(p, false, false, mode === DM.Abstract));
      continue;
    }
    break;
  }
  // assemble: inner ops, then suffixes, then prefix operators (reversed)
  const ops: DeclaratorOp[] = (inner !== undefined && inner.ops.length > 0) ||
      suffix.length > 0 || prefix.length > 0
    ? []
    : NO_OPS;
  if (inner) {
    for (const o of inner.ops) ops.push(o);
    if (inner.name) d.name = inner.name;
    if (inner.pack) d.pack = true;
    if (inner.attrs) attrs = attrs ? attrs.concat(inner.attrs) : inner.attrs;
  }
  for (const o of suffix) ops.push(o);
  for (let i = prefix.length - 1; i >= 0; i--) ops.push(prefix[i]);
  d.ops = ops === NO_OPS ? ops : fit(ops);
  // GNU asm label and trailing attributes
  if (p.k() === T.KwAsm && mode !== DM.Abstract) {
    p.next();
    p.expect(T.LParen, E.ExpectedLParen);
    d.asmLabel = p.pos;
    while (p.k() === T.StringLit) p.next();
    p.expect(T.RParen, E.ExpectedRParen);
  }
  attrs = parseAttributes(p, attrs);
  if (attrs) d.attrs = attrs;
  d.last = p.pos > first ? p.prevPos() : first;
  return d;
}

/** Enters the class/namespace named by a qualified declarator-id for the rest of the declaration. */
function enterQualified(p: Parser, n: NameResult): void {
  const qs = n.qscope;
  if (qs === undefined || qs === p.scope) return;
  const s = new Scope(ScopeKind.Qualified, p.scope, null);
  s.target = qs;
  if (n.qsym !== undefined) s.targetSym = n.qsym;
  // a member of a specialization: its scope (`vector< bool, _A> ::f(iterator)` sees the
  // partial specialization's `iterator`, not the primary template's)
  const q = n.parts.length >= 2 ? n.parts[n.parts.length - 2] : undefined;
  const specs = n.qsym?.kind === SymKind.Class ? (n.qsym.primary ?? n.qsym).specs : undefined;
  if (q?.targs && specs) {
    const sp = specByArgs(p.tb, specs, q.targs);
    if (sp !== undefined) {
      s.target = sp;
      s.targetSym = null;
    }
  }
  p.scope = s;
}

function parseCv(p: Parser): number {
  let cv = 0;
  for (;;) {
    const k = p.k();
    if (k === T.KwConst) cv |= DS.Const;
    else if (k === T.KwVolatile) cv |= DS.Volatile;
    else if (k === T.KwRestrict) cv |= DS.Restrict;
    else break;
    p.next();
  }
  return cv;
}

/** `( params ) cv ref noexcept attrs -> trailing requires`; cursor at `(`. */
export function parseFunctionSuffix(
  p: Parser,
  lambda = false,
  paramsOnly = false,
  typeId = false,
): DeclaratorOp {
  const op: DeclaratorOp = { op: 5, tok: p.pos };
  p.next();
  const proto = p.pushScope(ScopeKind.Function);
  (op as DeclaratorOp & { scope?: Scope }).scope = proto;
  const params: Node[] = [];
  let closed = false;
  let afterComma = false;
  while (p.k() !== T.EOF) {
    if (p.k() === T.RParen) {
      // `f(int, )`: still a parameter list (only reported by the real parse)
      if (afterComma && p.silent === 0) p.error(E.ExpectedTypeSpec);
      break;
    }
    if (p.k() === T.Ellipsis) {
      op.variadic = true;
      p.next();
      break;
    }
    const f = p.pos;
    const spec = parseDeclSpec(p, DC.Param);
    // (after a parameter, an undeclared name where a type belongs is an undefined type, not the
    // end of a parameter list: `void f(int n, V *p)` gets `identifier "V" is undefined` alone;
    // asked only when no type was found, so a parameter's name is looked up once)
    // (one taken as a type after cv-qualifiers or before a name is reported the same way:
    // `const V &r`, `W w`)
    const ut = params.length > 0 ? undeclaredTypeOf(p, spec) : undefined;
    if (ut !== undefined && p.silent === 0) reportUndefined(p, ut, ut.first, true);
    if (params.length > 0 && !declSpecHasType(spec) && undeclaredTypeName(p)) {
      if (p.silent === 0) {
        reportUndefined(p, { parts: [{ atom: p.atom(), tok: p.pos }] } as NameResult, p.pos, true);
      }
      p.next();
      const decl = parseDeclarator(p, DM.Either);
      params.push({ kind: NodeKind.Param, first: f, last: p.prevPos(), spec, decl } as Node);
      if (p.k() === T.Comma) {
        p.next();
        afterComma = true;
        continue;
      }
      break;
    }
    if (!declSpecHasType(spec) && spec.flags === 0) {
      // nothing can start a parameter: in a type-id `)` was expected (`int(1)`), else a type
      // specifier; then skip to the `)`
      if (typeId && params.length === 0 && !atAttribute(p) && p.k() !== T.Identifier) {
        p.error(E.ExpectedRParen);
        break;
      }
      p.error(E.ExpectedTypeSpec);
      if (p.silent > 0) break;
      closed = p.skipParen(true, true);
      break;
    }
    if (p.failed && p.silent > 0) break;
    const decl = parseDeclarator(p, DM.Either);
    const prm: Node & { spec?: DeclSpec; decl?: Declarator; init?: Node } = {
      kind: NodeKind.Param,
      first: f,
      last: p.prevPos(),
      spec,
      decl,
    };
    if (decl.name && decl.name.parts.length === 1) {
      const ps = proto.declare(newSym(SymKind.Variable, decl.name.parts[0].atom, proto, false));
      if (ps.decl === undefined) ps.decl = prm;
    }
    if (p.k() === T.Assign) {
      p.next();
      parseClassInit(p, false, prm);
      prm.last = p.prevPos();
    }
    params.push(prm);
    if (p.k() === T.Comma) {
      p.next();
      afterComma = true;
      continue;
    }
    if (p.k() === T.Ellipsis) {
      op.variadic = true;
      p.next();
    }
    break;
  }
  op.params = fit(params);
  // (nor is one where a type is followed by a brace: `G g(W{1, 2}, 3);`, a functional cast;
  // `void f(float s {` is a parameter list missing its `)`)
  const last = params.length > 0
    ? params[params.length - 1] as Node & { decl?: Declarator }
    : undefined;
  // (nor one that does not end after a parameter: `V v(size_t(n) * k);`, an expression)
  (op as DeclaratorOp & { paramsFailed?: boolean }).paramsFailed = p.failed ||
    (!closed && continuesExpression(p.k())) ||
    (!closed && p.k() === T.LBrace && last?.decl !== undefined && last.decl.name === undefined &&
      last.decl.ops.length === 0);
  if (closed) { /* `)` consumed by the recovery */ }
  else if (p.k() === T.RParen) p.next();
  else {
    p.error(E.ExpectedRParen);
    if (p.silent === 0) {
      p.skipParen(true, true);
      if (p.k() !== T.LBrace) {
        p.scope = proto.parent!;
        return op;
      }
    }
  }
  if (paramsOnly) {
    p.scope = proto.parent!;
    return op;
  }
  // qualifiers (stay in the prototype scope for trailing parts)
  if (lambda) {
    while (
      p.k() === T.KwMutable || p.k() === T.KwConstexpr || p.k() === T.KwConsteval ||
      p.k() === T.KwStatic || p.k() === T.KwAttribute ||
      (p.k() === T.LBracket && p.peek() === T.LBracket)
    ) {
      if (p.k() === T.KwAttribute || p.k() === T.LBracket) op.attrs = parseAttributes(p, op.attrs);
      else p.next();
    }
  }
  op.cv = parseCv(p);
  if (p.k() === T.Amp) {
    op.refQual = 1;
    p.next();
  } else if (p.k() === T.AmpAmp) {
    op.refQual = 2;
    p.next();
  }
  if (p.k() === T.KwNoexcept) {
    const ex: { tok: number; expr?: Node } = { tok: p.pos };
    p.next();
    if (p.k() === T.LParen) {
      p.next();
      parseNoexceptOperand(p, ex);
      p.expect(T.RParen, E.ExpectedRParen);
    }
    op.except = ex;
  } else if (p.k() === T.KwThrow) {
    const ex: { tok: number; throwTypes: Node[] } = { tok: p.pos, throwTypes: [] };
    p.next();
    p.expect(T.LParen, E.ExpectedLParen);
    while (p.k() !== T.RParen && p.k() !== T.EOF) {
      if (p.k() === T.Ellipsis) {
        p.next();
        continue;
      }
      ex.throwTypes.push(parseTypeId(p, TI.Plain));
      if (p.k() === T.Ellipsis) p.next();
      if (!p.eat(T.Comma)) break;
    }
    p.expect(T.RParen, E.ExpectedRParen);
    op.except = ex;
  }
  const a = parseAttributes(p);
  if (a) op.attrs = a;
  if (p.k() === T.Arrow) {
    p.next();
    op.trailing = parseTypeId(p, TI.Plain);
  }
  if (p.k() === T.KwRequires) {
    p.next();
    op.requires = parseConstraintExpr(p);
  }
  p.scope = proto.parent!;
  return op;
}

/** A requires-clause constraint: primary expressions joined by && / ||. */
export function parseConstraintExpr(p: Parser): Node {
  return parseConstraintLogical(p);
}

import { parsePrimaryForConstraint } from "./parse_expr.ts";

function parseConstraintLogical(p: Parser): Node {
  let lhs = parsePrimaryForConstraint(p);
  while (p.k() === T.AmpAmp || p.k() === T.PipePipe) {
    const op = p.k();
    p.next();
    const rhs = parsePrimaryForConstraint(p);
    lhs = { kind: NodeKind.Binary, first: lhs.first, last: rhs.last, op, lhs, rhs } as Node;
  }
  return lhs;
}

/** The function-declarator op nearest the name, if the declarator declares a function. */
export function functionOp(d: Declarator): DeclaratorOp | undefined {
  const o = d.ops[0];
  return o !== undefined && o.op === 5 ? o : undefined;
}

/** The prototype scope recorded on a function declarator op. */
export function protoScope(op: DeclaratorOp): Scope | undefined {
  return (op as DeclaratorOp & { scope?: Scope }).scope;
}

// ------------------------------------------------------------------ entry

/** Runs deferred member-function bodies (after the outermost class completes). */
export function flushDeferred(p: Parser): void {
  const saved = p.mark();
  const savedPending = p.pending;
  while (p.deferred.length > 0) {
    const list = p.deferred;
    p.deferred = [];
    for (const d of list) {
      p.pending = [];
      p.pos = d.start;
      p.split = 0;
      p.tk = p.kinds[d.start];
      p.scope = d.scope;
      if (d.what === 3) {
        d.fn.expr = parseExpr(p);
      } else if (d.what === 0) {
        parseFunctionBodyNow(p, d.fn);
        if (p.pos !== d.end && p.errorCount === 0) {
          // body ended early: report at the stop point (should not happen on valid input)
          p.error(E.ExpectedRBrace);
        }
      } else {
        // an initializer first parsed (silently) before the class was complete: parse it again
        // now that every member is known; keep the first parse unless this one is clean
        p.silent++;
        p.failed = false;
        const r = d.what === 2 ? parseBracedInit(p) : parseInitializerClause(p);
        const ok = !p.failed && p.pos === d.end;
        p.silent--;
        p.failed = false;
        if (ok) d.fn.init = r;
      }
      for (const t of p.pending) p.stray.push(t);
    }
  }
  p.pending = savedPending;
  p.reset(saved);
}

import { parseFunctionBodyNow } from "./parse_decl.ts";
import { parseBracedInit } from "./parse_expr.ts";

/**
 * Parses an initializer inside a class body (default member initializer, default argument):
 * silently first, to find its extent, and again when the outermost class is complete so that
 * it sees later members (`flushDeferred`). If the silent parse fails it is parsed at once with
 * diagnostics.
 */
export function parseClassInit(p: Parser, braced: boolean, owner: Node & { init?: Node }): void {
  if (p.classDepth === 0 || p.silent > 0) {
    owner.init = braced ? parseBracedInit(p) : parseInitializerClause(p);
    return;
  }
  const start = p.pos;
  const m = p.mark();
  p.silent++;
  p.failed = false;
  const init = braced ? parseBracedInit(p) : parseInitializerClause(p);
  const ok = !p.failed;
  p.silent--;
  p.failed = m.failed;
  if (!ok) {
    p.reset(m);
    owner.init = braced ? parseBracedInit(p) : parseInitializerClause(p);
    return;
  }
  // pragmas inside the initializer are placed when it is parsed again
  p.pending.length = m.pending;
  owner.init = init;
  p.deferred.push({ fn: owner, scope: p.scope, start, end: p.pos, what: braced ? 2 : 1 });
}

/**
 * The operand of `noexcept(...)`; cursor after `(`. A noexcept-specifier of a member function is
 * a complete-class context: it may name members declared later (`noexcept(noexcept(*m))` before
 * `I *m;`). Inside a class it is parsed silently first; if that fails, it is parsed again with
 * diagnostics once the outermost class is complete (`flushDeferred`), and until then the
 * operand is what the silent parse made of it.
 */
function parseNoexceptOperand(p: Parser, ex: { expr?: Node }): void {
  if (p.classDepth === 0 || p.silent > 0) {
    ex.expr = parseExpr(p);
    return;
  }
  const open = p.pos - 1;
  const m = p.mark();
  const unfound = p.unfound;
  p.silent++;
  p.failed = false;
  const expr = parseExpr(p);
  const ok = !p.failed && p.unfound === unfound;
  p.silent--;
  p.failed = m.failed;
  if (ok) {
    ex.expr = expr;
    return;
  }
  p.reset(m);
  const end = p.matchingClose(open);
  while (p.pos < end && p.k() !== T.EOF) p.next();
  ex.expr = expr;
  p.deferred.push({
    fn: ex as Node & { expr?: Node },
    scope: p.scope,
    start: open + 1,
    end,
    what: 3,
  });
}

/**
 * Parses a whole lexed translation unit. `sm` is not needed by the parser itself (positions are
 * token indices; diagnostics get offsets) and is accepted for the agreed signature.
 */
export function parseTranslationUnit(
  tokens: TokenBuffer,
  names: NameSource,
  _sm: SourceMap | undefined,
  diags: DiagSink,
  opts: ParseOptions,
): TranslationUnit {
  const p = new Parser(tokens, names, diags, opts);
  p.sm = _sm;
  const decls = parseDeclarationSeq(p, T.EOF);
  const handed = decls.length;
  p.takePragmas(decls);
  if (opts.onTopLevel !== undefined) {
    for (let i = handed; i < decls.length; i++) opts.onTopLevel(decls[i], p.global);
  }
  for (let i = 0; i < p.classScopes.length; i++) {
    noteHiddenNamespace(p, p.classScopes[i], p.classAtoms[i]);
  }
  return {
    kind: NodeKind.TranslationUnit,
    first: 0,
    last: tokens.count - 1,
    decls,
    scope: p.global,
    strayPragmas: p.stray,
    shortTargs: p.shortTargs,
    shortTargSyms: p.shortTargSyms,
    hiddenNamespaces: p.hiddenNamespaces,
  };
}

/**
 * A class named `atom` declared in scope `s` hides a namespace of that name the lookup from the
 * enclosing scopes finds first (see TranslationUnit.hiddenNamespaces). A local class asks at
 * once, as the namespaces declared so far stand; any other at the end of the translation unit.
 */
export function noteClassName(p: Parser, s: Scope, atom: number): void {
  if (atom < 0) return;
  for (let t: Scope | null = s; t !== null; t = t.parent) {
    if (t.kind === ScopeKind.Block || t.kind === ScopeKind.Function) {
      noteHiddenNamespace(p, s, atom);
      return;
    }
  }
  p.classScopes.push(s);
  p.classAtoms.push(atom);
}

function noteHiddenNamespace(p: Parser, s: Scope, atom: number): void {
  for (let t = s.parent; t !== null; t = t.parent) {
    const r = t.names.get(atom);
    if (r === undefined) continue;
    if (r.kind === SymKind.Namespace && r.scope) p.hiddenNamespaces.add(r.scope);
    return;
  }
}

/**
 * Records a template-id of class template `atom` written with fewer arguments than the
 * template's parameters `params` (so with defaults used), by its arguments' token range.
 */
function noteShortTargs(
  p: Parser,
  atom: number,
  params: Node[] | undefined,
  args: Node[],
  sym: Sym,
): void {
  if (params === undefined || args.length >= params.length) return;
  if ((params[params.length - 1] as { pack?: boolean }).pack) return;
  // (token ranges only: the printer reads their text for the few templates it asks about)
  let list = p.shortTargs.get(atom);
  if (list === undefined) p.shortTargs.set(atom, list = []);
  if (args.length === 0) list.push(1, 0);
  else list.push(args[0].first, args[args.length - 1].last);
  // (and the template, as another of that name is another: `cuda::std::plus<>` is not
  // `std::plus<void>`)
  let syms = p.shortTargSyms.get(atom);
  if (syms === undefined) p.shortTargSyms.set(atom, syms = []);
  syms.push(sym.primary ?? sym);
}

export { parseAssignExpr, parseExpr };
