/**
 * Semantic checks the parser runs as it meets the constructs (the binary analyses each
 * declaration and statement as it parses it, so these diagnostics interleave with syntax errors
 * as the real ones do). Each check reports only what is certain: the constant evaluator
 * (lib/sema_const.ts) answers UNKNOWN for anything it does not model, and then nothing is said.
 */
import { T, TF } from "./tokens.ts";
import {
  type Attribute,
  attrName,
  type Class,
  type Declarator,
  type DeclaratorOp,
  declaresConstructor,
  type DeclSpec,
  DS,
  type Enum,
  floatLiteralValue,
  type Function as FunctionNode,
  type GenericNode,
  type Name,
  type NameComponent,
  type Node,
  NodeKind,
  type SimpleDecl,
  someMemberFunction,
  stripParens,
  type Template,
  type TemplateParam,
  type TypeId,
  type Variable,
} from "./ast.ts";
import {
  canonical,
  CV_CONST,
  declToString,
  fullyCanonical,
  isArithmetic,
  TK,
  type Type,
  type TypeTable,
  typeToString,
} from "./types.ts";
import { lookupUnqualified, type Scope, ScopeKind, type Sym, SymKind } from "./scope.ts";
import type { NameResult, Parser } from "./parse.ts";
import type { TokenBuffer } from "./tokens.ts";
import type { DiagArg } from "./diag_format.ts";
import type { PendingDiag } from "./cuda_checks.ts";
import {
  bitsOf,
  type ConstEval,
  type Fail,
  isBitPattern,
  isFail,
  isIntegralKind,
  promote,
  Why,
  wrap,
} from "./sema_const.ts";
import { concatStringLiterals, floatFitsBits } from "./literals.ts";

/** Internal codes (SARIF ruleIds of the real cudafe++ 13.0). */
export const SE = {
  NotConstant: 28, // expression must have a constant value
  VarNotConstant: 2689, // note: the value of %nd cannot be used as a constant
  DivByZero: 39, // division by zero
  ModByZero: 179, // right operand of "%" is zero
  StaticAssertMsg: 1574, // static assertion failed with %sq
  StaticAssert: 2784, // static assertion failed
  ArraySize: 94, // the size of an array must be greater than zero
  EnumRange: 1749, // enumeration value is outside the range of its underlying type (%t)
  ReturnNoValue: 117, // warning: non-void function %sq should return a value
  MissingReturn: 940, // warning: missing return statement at end of non-void function %sq
  AlreadyDefined: 3369, // %n has already been defined (previous definition %p)
  IncompatibleDecl: 147, // declaration is incompatible with %nd
  NotIntegral: 2140, // expression must have integral or unscoped enum type
  BindingCapture: 3357, // capturing structured bindings is a C++20 feature
  FloatRange: 173, // floating-point value does not fit in required integral type
  NodiscardRoutine: 2809, // ignoring return value from routine declared with "nodiscard" ...
  NodiscardType: 2810, // ignoring return value type with "nodiscard" attribute
  UnusedResult: 1650, // result of call is not used (warn_unused_result)
  LabelUndefined: 114, // label %sq was referenced but not defined
  DuplicateCase: 1578, // case label value has already appeared in this switch %p
  AlreadyDeclared: 101, // %sq has already been declared in the current scope
  ReturnQualifier: 815, // warning: type qualifier on return type is meaningless
  NoEffect: 174, // warning: expression has no effect
  ConstUninit: 257, // const variable %sq requires an initializer
  RefUninit: 252, // reference variable %sq requires an initializer
  Incomplete: 70, // incomplete type %t is not allowed
  NoMember: 135, // %n has no member %sq
  BoundFunction: 300, // a pointer to a bound function may only be used to call the function
  BypassesInit: 546, // transfer of control bypasses initialization of:
  NotArithmetic: 2138, // expression must have arithmetic or unscoped enum type
  IncompletePointer: 833, // pointer or reference to incomplete type %t is not allowed
  NoDefaultCtor: 291, // no default constructor exists for class %t
  DerefNonPointer: 75, // operand of "*" must be a pointer but has type %t
  SubscriptNonPointer: 142, // expression must have pointer-to-object type but it has type %t
  IncrementBool: 708, // warning: incrementing a bool value is deprecated
  DecrementBool: 709, // bool type is not allowed
  RefToNonConst: 461, // initial value of reference to non-const must be an lvalue
  NotCallable: 109, // expression preceding parentheses of apparent call must have (pointer-to-) function type
  CLinkageOverload: 338, // more than one instance of overloaded function %sq has "C" linkage
  NotClassType: 153, // expression must have class type but it has type %t
  NotClassPointer: 131, // expression must have pointer-to-class type but it has type %t
  ArrowOnNonPointer: 3164, // operator -> or ->* applied to %t instead of to a pointer type
  AssignCondition: 187, // warning: use of "=" where "==" may have been intended
  StringToCharPtr: 2464, // warning: conversion from a string literal to "char *" is deprecated
  Inaccessible: 265, // %nd is inaccessible
  NoInstance: 304, // no instance of %n matches the argument list
  NoConstructorInstance: 289, // no instance of constructor %sq matches the argument list
  CannotDeduceClassArgs: 2958, // cannot deduce class template arguments
  IncompatibleArg: 167, // argument of type %t1 is incompatible with parameter of type %t2
  ParamCountMismatch: 3322, // note: number of parameters of %n does not match the call
  ExplicitArgsFailed: 3323, // note: substituting explicit template arguments "%s" for %n failed
  DeductionFailed: 3327, // note: candidate %n failed deduction
  SpecifierOutsideClass: 239, // invalid specifier outside a class declaration
  NotAllowedExplicit: 771, // "explicit" is not allowed
  MutableNotAllowed: 719, // mutable is not allowed
  StorageClassHere: 80, // a storage class may not be specified here
  NotAllowedStatic: 378, // "static" is not allowed
  FinalBase: 1904, // a "final" class type cannot be used as a base class
  ThisOutside: 258, // "this" may only be used inside a nonstatic member function
  NotModifiable: 137, // expression must be a modifiable lvalue
  ReturnVoid: 120, // return value type does not match the function type
  BitFieldSize: 105, // invalid size for bit field
  BitFieldZeroNamed: 107, // zero-length bit field must be unnamed
  BitFieldTooWide: 959, // warning: declared size for bit field is larger than ...; truncated to %d bits
  PointlessUnsigned: 186, // warning: pointless comparison of unsigned integer with zero
  ShiftTooLarge: 63, // warning: shift count is too large
  ShiftNegative: 62, // warning: shift count is negative
  ConstexprVirtual: 2390, // a function cannot be both constexpr and virtual in this mode
  SignChange: 68, // warning: integer conversion resulted in a change of sign
  Truncation: 69, // warning: integer conversion resulted in truncation
  ReturnTypeOnly: 311, // cannot overload functions distinguished by return type alone
  DefaultArgAgain: 307, // redefinition of default argument
  InvalidMemberRedecl: 403, // invalid redeclaration of %nd
  AutoNoInit: 1593, // cannot deduce "auto" type (initializer required)
  AutoSelfInit: 1586, // a variable declared with an auto type specifier cannot appear in its ...
  TooManyInits: 146, // too many initializer values
  AutoNotDeduced: 1587, // cannot deduce "auto" type
  InitFromValue: 144, // a value of type %t1 cannot be used to initialize an entity of type %t2
  AssignFromValue: 513, // a value of type %t1 cannot be assigned to an entity of type %t2
  IncompatibleOperands: 42, // operand types are incompatible (%t1 and %t2)
  NoConversion: 413, // no suitable conversion function from %t1 to %t2 exists
  NoConstructor: 415, // no suitable constructor exists to convert from %t1 to %t2
  NoUserConversion: 312, // no suitable user-defined conversion from %t1 to %t2 exists
  ObjectQualifiers: 1086, // the object has type qualifiers that are not compatible with ... %n
  TypedefRedecl: 256, // invalid redeclaration of type name %sq (declared %p)
  OverloadedAddress: 299, // cannot determine which instance of overloaded function %sq is intended
  TooFewCallArgs: 165, // too few arguments in function call
  TooManyCallArgs: 140, // too many arguments in function call
  TooFewTemplateArgs: 442, // too few arguments for class template %sq
  TooManyTemplateArgs: 443, // too many arguments for class template %sq
  TypeNameNotAllowed: 254, // type name is not allowed
  ExpectedTypeSpecifier: 79, // expected a type specifier
  UsedBeforeSet: 549, // warning: variable %sq is used before its value is set
  Narrowing: 2361, // warning: invalid narrowing conversion from %t1 to %t2
  ReturnLocalRef: 836, // warning: returning reference to local variable
  ReturnLocalPtr: 1056, // warning: returning pointer to local variable
  BindingTooMany: 2829, // too many identifiers
  BindingTooFew: 2830, // there are more elements than there are binding names
  DeletedFunction: 1776, // %nd cannot be referenced -- it is a deleted function
  DeletedDefaultCtor: 1790, // the default constructor of %t cannot be referenced -- it is a ...
} as const;

/** "at line N" (with ` of "file"` when the declaration is in another file than `here`). */
function declaredAt(p: Parser, tok: number, here: number): string {
  const sm = p.sm;
  if (sm === undefined) return "";
  const a = sm.locate(p.tb.start[tok]);
  const b = sm.locate(p.tb.start[here]);
  return a.file === b.file ? `at line ${a.line}` : `at line ${a.line} of "${a.file}"`;
}

/**
 * Reports a definite evaluation failure: a non-constant variable read (28 at `at`, with the
 * note naming the variable) or a division by zero at its operator. Unknown results say nothing.
 */
export function reportFailure(p: Parser, f: Fail, at: number): void {
  const isParam = f.fail === Why.NonConstant && f.sym?.decl?.kind === NodeKind.Param;
  if ((f.fail === Why.NotConstVar || isParam) && f.sym !== undefined && f.tok !== undefined) {
    const decl = f.sym.decl;
    const nameTok = declNameToken(decl);
    if (nameTok < 0) return;
    // the error points at the expression, its note at the variable's name in it
    const arg: DiagArg = {
      kind: "n",
      label: isParam ? "parameter" : "variable",
      name: p.names.text(f.sym.name),
      declaredAt: declaredAt(p, nameTok, at),
    };
    p.diags.report(SE.NotConstant, p.tb.start[at], [], undefined, {
      notes: [{ code: SE.VarNotConstant, offset: p.tb.start[f.tok], args: [arg] }],
    });
  } else if (f.fail === Why.InCall && f.tok !== undefined && f.note !== undefined) {
    const args: DiagArg[] = f.type !== undefined ? [{ kind: "t", text: typeToString(f.type) }] : [];
    p.diags.report(SE.NotConstant, p.tb.start[at], [], undefined, {
      notes: [{ code: f.note, offset: p.tb.start[f.tok], args, severity: "note" }],
    });
  } else if (f.fail === Why.DivZero && f.tok !== undefined) {
    p.diags.report(f.op === T.Percent ? SE.ModByZero : SE.DivByZero, p.tb.start[f.tok]);
  }
}

/**
 * Arguments that must be constant expressions (`__launch_bounds__(threads)`): each reading a
 * variable whose value is no constant is error 28 with note 2689 (see reportFailure).
 */
export function checkConstantArgs(p: Parser, args: Node[]): void {
  for (const a of args) {
    const r = p.constEval().evaluate(a);
    if (isFail(r) && r.fail === Why.NotConstVar) reportFailure(p, r, a.first);
  }
}

/**
 * The one component of a declarator's name when it is a plain identifier (not qualified, not a
 * template-id, operator, conversion or destructor name); undefined otherwise.
 */
function plainDeclaredName(name: Name | undefined): NameComponent | undefined {
  if (name === undefined || name.parts.length !== 1 || name.global) return undefined;
  const part = name.parts[0];
  return part.targs !== undefined || (part.special ?? 0) !== 0 || part.atom < 0 ? undefined : part;
}

/** The token of the declared name of a Variable node (-1 when unknown). */
function declNameToken(decl: Node | undefined): number {
  const d = decl as GenericNode | undefined;
  const n = (d?.decl as GenericNode | undefined)?.name as
    | { parts: { tok: number }[] }
    | undefined;
  if (n === undefined || n.parts.length === 0) return -1;
  return n.parts[n.parts.length - 1].tok;
}

/**
 * Counts of the static_asserts met (scripts/static_assert_stats.ts prints them for the corpus):
 * evaluated, not evaluable inside a template (dependent, or needing instantiation), not
 * evaluable elsewhere (a gap of the evaluator), and definite failures (non-constant, /0).
 */
export const staticAssertStats = {
  total: 0,
  evaluated: 0,
  inTemplate: 0,
  unknown: 0,
  failed: 0,
  onUnknown: undefined as ((n: Node) => void) | undefined,
  onEvaluated: undefined as ((n: Node) => void) | undefined,
};

/**
 * `if constexpr (cond)` outside templates: a condition that definitely is no constant (it reads
 * a variable that is not one) is error 28 with its note (`if constexpr (n > 10)` for `int n`).
 */
export function checkConstexprIf(p: Parser, cond: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  if (cond.kind === NodeKind.Variable || cond.kind === NodeKind.SimpleDecl) return;
  const r = p.constEval().evaluate(cond);
  if (isFail(r) && r.fail !== Why.Unknown) reportFailure(p, r, cond.first);
}

/**
 * `static_assert(cond[, "message"])`: evaluates the condition; when it is false, reports the
 * failure at the `static_assert` keyword with the message's characters (escape sequences
 * decoded, as the binary prints them).
 */
export function checkStaticAssert(p: Parser, n: Node): void {
  const node = n as GenericNode;
  const cond = node.cond;
  if (p.silent > 0 || cond === undefined || cond.kind === 0) return;
  const ev = p.constEval();
  const r = ev.evaluate(cond);
  staticAssertStats.total++;
  if (isFail(r)) {
    if (r.fail === Why.Unknown) {
      if (p.inTemplate()) staticAssertStats.inTemplate++;
      else {
        staticAssertStats.unknown++;
        staticAssertStats.onUnknown?.(n);
      }
    } else staticAssertStats.failed++;
    reportFailure(p, r, cond.first);
    return;
  }
  staticAssertStats.evaluated++;
  staticAssertStats.onEvaluated?.(n);
  if (r.scoped !== undefined) return;
  let message: string | undefined;
  const msg = node.msg as number | undefined;
  if (msg !== undefined) {
    message = messageText(p, msg);
    if (message === undefined) return;
  }
  for (const w of ev.warnings) p.diags.report(w.code, p.tb.start[w.tok]);
  if (r.v !== 0n) return;
  const at = p.tb.start[node.first];
  if (message === undefined) p.diags.report(SE.StaticAssert, at);
  else p.diags.report(SE.StaticAssertMsg, at, [message]);
}

/** The characters of the adjacent string literals from token `first` (undefined: not modelled). */
function messageText(p: Parser, first: number): string | undefined {
  const tb = p.tb;
  const parts: string[] = [];
  for (let i = first; i < tb.count && tb.kind[i] === T.StringLit; i++) {
    parts.push(tb.text.slice(tb.start[i], tb.end[i]));
  }
  if (parts.length === 0) return undefined;
  const s = concatStringLiterals(parts);
  if (s === undefined || s.udSuffix !== "" || s.diags.length > 0) return undefined;
  let out = "";
  for (const u of s.units) {
    // plain and u8 strings hold bytes, printed as they are; wide ones only when ASCII
    if (u > 0x7f && s.encoding !== "" && s.encoding !== "u8") return undefined;
    out += String.fromCharCode(u);
  }
  return out;
}

/**
 * Array bounds of a declarator: a constant negative bound is error 94 at the bound (a zero bound
 * is a GNU extension the binary accepts). At namespace scope a bound that reads a non-constant
 * variable, or divides by zero, is reported too (in a block it would make a GNU VLA).
 */
export function checkArrayBounds(p: Parser, decl: Declarator, namespaceScope: boolean): void {
  if (p.silent > 0) return;
  for (const op of decl.ops) {
    if (op.op !== 4 || op.bound === undefined) continue;
    const ev = p.constEval();
    const r = ev.evaluate(op.bound);
    if (isFail(r)) {
      if (namespaceScope) reportFailure(p, r, op.bound.first);
      continue;
    }
    for (const w of ev.warnings) p.diags.report(w.code, p.tb.start[w.tok]);
    if (r.scoped === undefined && r.v < 0n) {
      p.diags.report(SE.ArraySize, p.tb.start[op.bound.first]);
    }
  }
}

/**
 * An enumerator's explicit value: a non-constant read is error 28 (with its note); a value that
 * does not fit the fixed underlying type (spelled with builtin keywords) is error 1749.
 */
export function checkEnumerator(p: Parser, en: Node, value: Node): void {
  if (p.silent > 0) return;
  const ev = p.constEval();
  const r = ev.evaluate(value);
  if (isFail(r)) {
    reportFailure(p, r, value.first);
    return;
  }
  const base = (en as GenericNode).base as TypeId | undefined;
  if (base === undefined || base.kind !== NodeKind.TypeId || base.spec.type !== undefined) return;
  if (base.decl.ops.length > 0 || r.scoped !== undefined) return;
  const t = ev.typeOfTypeId(base);
  // (a bool-based enum takes any value without this error: checked on the binary)
  if (t === undefined || !isIntegralKind(t.kind) || t.kind === TK.Bool || t.cv !== 0) return;
  for (const w of ev.warnings) p.diags.report(w.code, p.tb.start[w.tok]);
  if (wrap(r.v, t.kind) !== r.v) {
    p.diags.report(SE.EnumRange, p.tb.start[value.first], [{ kind: "t", text: typeToString(t) }]);
  }
}

// ------------------------------------------------------------------ function bodies

/** What the checks of `return` statements and of a body's end know about the function. */
export interface FunctionContext {
  /** The name as the binary prints it (qualified), or undefined when not modelled. */
  name: string | undefined;
  /** The declared return type is certainly not void (and not deduced). */
  nonVoid: boolean;
  /** The declared return type is `void`, spelled with the keyword. */
  isVoid: boolean;
  /** The declared return type when it is a builtin type named by keywords (no declarator). */
  result?: DeclSpec;
  /** The declared return type when it names a class (no declarator). */
  classResult?: DeclSpec;
}

/**
 * The context of a function definition about to be parsed: a non-void declared return type
 * (builtin, pointer, reference, class or enum; never deduced, trailing or a typedef of void) and
 * the name the binary prints, for functions that are neither templates, overloaded or
 * redeclared, special members, operators, nor annotated with attributes (CUDA execution spaces
 * change the check: device-only functions are exempt on the host pass).
 */
export function functionContext(p: Parser, fn: Node): FunctionContext | null {
  if (p.silent > 0 || p.inTemplate()) return null;
  const g = fn as GenericNode;
  const spec = g.spec as DeclSpec;
  const decl = g.decl as Declarator;
  // (only the execution-space attributes of a host or host-device function: a device-only one
  // is exempt on the host pass)
  const attrs = [
    ...((g.attrs as Attribute[] | undefined) ?? []),
    ...(spec.attrs ?? []),
    ...(decl.attrs ?? []),
  ];
  if (attrs.length > 0) {
    let host = false;
    for (const a of attrs) {
      const n = a.syntax === 0 ? attrName(p.names, a) : "";
      if (n === "host") host = true;
      else if (n !== "device") return null;
    }
    if (!host) return null;
  }
  if ((spec.flags & (DS.Auto | DS.Typedef | DS.Friend | DS.Consteval)) !== 0) return null;
  if (spec.noType || spec.type?.kind === NodeKind.Decltype) return null;
  const ops = decl.ops;
  if (ops.length === 0 || ops[0].op !== 5 || ops[0].trailing !== undefined) return null;
  if (ops[0].attrs?.length) return null;
  const name = decl.name;
  if (name === undefined || name.sym === undefined) return null;
  for (const part of name.parts) {
    if (part.targs !== undefined || (part.special ?? 0) !== 0 || part.atom < 0) return null;
  }
  const sym = name.sym;
  if (sym.kind !== SymKind.Function || sym.isTemplate) return null;
  if (sym.decl !== undefined && sym.decl !== fn) return null; // redeclared or overloaded
  let nonVoid = false;
  let result: DeclSpec | undefined, classResult: DeclSpec | undefined;
  if (
    ops.length === 1 && spec.type === undefined && spec.builtins.length === 1 &&
    spec.builtins[0] === T.KwVoid && (spec.flags & (DS.Const | DS.Volatile)) === 0
  ) {
    const qn = qualifiedName(p, sym);
    return { name: qn, nonVoid: false, isVoid: true };
  }
  if (ops.length > 1) {
    const o = ops[1].op;
    nonVoid = o === 0 || o === 1 || o === 2;
    if (!nonVoid) return null;
  } else if (spec.type === undefined) {
    const t = p.constEval().typeOfSpec(spec);
    if (t === undefined || t.kind === TK.Void) return null;
    nonVoid = true;
    result = spec;
  } else if (spec.type.kind === NodeKind.Name) {
    const n = spec.type as Name;
    const s = n.sym;
    if (s === undefined || n.dependent || s.isTemplate) return null;
    if (s.kind === SymKind.Class || s.kind === SymKind.Enum) {
      nonVoid = true;
      if (s.kind === SymKind.Class) classResult = spec;
    } else if (s.kind === SymKind.Typedef) {
      const t = p.constEval().typeOfSpec(spec);
      if (t === undefined) return null;
      const c = canonical(p.constEval().types, t);
      if (c.kind === TK.Void || c.kind === TK.Dependent) return null;
      nonVoid = true;
    } else return null;
  } else return null;
  const qname = qualifiedName(p, sym);
  if (qname === undefined) return null;
  if (qname === "main") return null;
  return { name: qname, nonVoid, isVoid: false, result, classResult };
}

/** `ns::C::f` for a function declared in namespaces and classes (undefined: not modelled). */
function qualifiedName(p: Parser, sym: Sym): string | undefined {
  let out = p.names.text(sym.name);
  for (let s: Scope | null = sym.owner; s !== null; s = s.parent) {
    if (s.kind === ScopeKind.Namespace) {
      if (s.sym === null) break; // the global scope
      // (an inline namespace is named too: `class "B::C::S" has already been defined`)
      out = `${s.sym.name < 0 ? "<unnamed>" : p.names.text(s.sym.name)}::${out}`;
    } else if (s.kind === ScopeKind.Class) {
      if (s.sym === null || s.sym.name < 0 || s.sym.isTemplate || s.sym.primary) return undefined;
      out = `${p.names.text(s.sym.name)}::${out}`;
    } else if (s.kind === ScopeKind.Block || s.kind === ScopeKind.Function) {
      break; // a local class: the binary names it without its function (checked: "L::f")
    } else return undefined;
  }
  return out;
}

/**
 * `return;` in a non-void function: warning 117 at the `;`. `return 1;` (an integral value
 * without calls, or any value of a known type) in a void function: error 120 at the value.
 */
export function checkReturn(p: Parser, ret: Node): void {
  // (a value of the wrong type is not judged as a local's address too)
  if (!checkReturnValue(p, ret)) checkReturnedLocal(p, ret);
  const cx = p.fnCtx;
  if (cx === null || p.silent > 0) return;
  const e = (ret as GenericNode).expr;
  if (e !== undefined) {
    if (cx.isVoid && (purity(p, e) === 1 || valueOfType(p, e))) {
      p.diags.report(SE.ReturnVoid, p.tb.start[e.first]);
    }
    // (a constant returned as a builtin integral result: `return 300;` from an unsigned char)
    if (cx.result !== undefined && e.kind !== NodeKind.InitList) {
      checkFoldedConversion(p, cx.result, e, true);
    }
    return;
  }
  if (!cx.nonVoid || cx.name === undefined) return;
  p.diags.report(SE.ReturnNoValue, p.tb.start[ret.last], [cx.name]);
}

/** Has expression `e` a known type other than void (a variable, `p[i].x`, `x + 1`)? */
function valueOfType(p: Parser, e: Node): boolean {
  const ev = p.constEval();
  const t = ev.typeOfExpr(e);
  return t !== undefined && fullyCanonical(ev.types, t).kind !== TK.Void;
}

/**
 * The declared return type of function definition `fn` when it is written with builtin or
 * named types and pointers, outside templates (`int *f()`, `auto f() -> int *`); undefined
 * when deduced, a reference or not known.
 */
export function declaredReturnType(p: Parser, fn: Node): Type | undefined {
  if (p.silent > 0 || p.inTemplate()) return undefined;
  const g = fn as GenericNode;
  const spec = g.spec as DeclSpec | undefined, decl = g.decl as Declarator | undefined;
  if (spec === undefined || decl === undefined || decl.ops[0]?.op !== 5) return undefined;
  const ev = p.constEval();
  const trailing = decl.ops[0].trailing as TypeId | undefined;
  if (trailing !== undefined) {
    if (trailing.decl.ops.some((o) => o.op !== 0)) return undefined;
    const ts = trailing.spec;
    if ((ts.flags & DS.Auto) !== 0 || ts.builtins.includes(T.KwAuto)) return undefined;
    if (ts.type !== undefined && ts.type.kind !== NodeKind.Name) return undefined;
    return ev.typeOfTypeId(trailing);
  }
  const rest = decl.ops.slice(1);
  if (rest.some((o) => o.op !== 0) || spec.noType) return undefined;
  if ((spec.flags & DS.Auto) !== 0 || spec.builtins.includes(T.KwAuto)) return undefined;
  if (spec.type !== undefined && spec.type.kind !== NodeKind.Name) return undefined;
  if (spec.type === undefined && spec.builtins.length === 0) return undefined;
  return ev.typeOfDeclarator(spec, { ...decl, ops: rest, name: undefined });
}

/**
 * A value returned that the declared return type cannot take (see `badValue`): error 120 at
 * it, `return value type does not match the function type` (a warning for a qualifier added
 * below a level that is not const); a scalar for a class without constructors, error 415 (see
 * classFromScalar). Not in lambdas (their own returns). True when an error was reported.
 */
function checkReturnValue(p: Parser, ret: Node): boolean {
  const e = (ret as GenericNode).expr;
  if (e === undefined || p.silent > 0 || p.lambdaThis !== null) return false;
  if (e.kind === NodeKind.InitList || (p.tb.flags[e.first] & TF.System) !== 0) return false;
  const cls = p.fnCtx?.classResult;
  if (cls !== undefined) return classFromScalar(p, cls, e) === ClassInit.Reported;
  const t = p.fnReturnType;
  if (t === undefined) return false;
  const bad = badValue(p, t, e);
  if (bad?.noConversion) {
    p.diags.report(SE.NoConversion, p.tb.start[e.first], [
      bad.from,
      typeArg(p.constEval().types, t),
    ]);
  } else if (bad !== undefined) {
    p.diags.report(SE.ReturnVoid, p.tb.start[e.first], [], bad.warn ? "warning" : undefined);
  }
  return bad !== undefined && !bad.warn;
}

/** Flow results: control certainly leaves normally / certainly does not / not modelled. */
const YES = 1, NO = 0, MAYBE = 2;

/**
 * The end of a non-void function's body is reachable: warning 940 at the closing brace. Only
 * bodies whose flow is certain are judged: calls other than a plain one of a function not
 * declared noreturn (see returningCall), labels, gotos, switches and try blocks make the answer
 * unknown; constant conditions are folded, as by the binary.
 */
export function checkFunctionEnd(p: Parser, body: Node): void {
  const cx = p.fnCtx;
  if (cx === null || !cx.nonVoid || cx.name === undefined || p.silent > 0) return;
  if (body.kind !== NodeKind.Compound) return;
  if (hasKind(body, JUMP_KINDS)) return;
  if (flow(p, body) !== YES) return;
  p.diags.report(SE.MissingReturn, p.tb.start[body.last], [cx.name]);
}

/**
 * Does expression statement `e` complete, as the binary judges it: a call of a function (or
 * through a pointer) that its declaration does not say `noreturn`, `g()`, or a conditional?
 */
function returningCall(p: Parser, e: Node): boolean {
  while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
  const g = e as GenericNode;
  // (a conditional completes whatever its branches call: `assert(0);`, `c ? void(0) :
  // __assert_fail(...)`)
  if (e.kind === NodeKind.Conditional) return g.lhs !== undefined;
  if (e.kind !== NodeKind.Call || g.expr?.kind !== NodeKind.Ident) return false;
  const sym = ((g.expr as GenericNode).name as Name | undefined)?.sym;
  // (through a pointer too: `fp()`)
  if (sym?.kind === SymKind.Variable) return true;
  if (sym?.kind !== SymKind.Function || sym.isTemplate) return false;
  // (a builtin of GCC's may not return: `__builtin_unreachable()`, `__builtin_trap()`)
  if (p.names.text(sym.name).startsWith("__builtin")) return false;
  const d = sym.decl as GenericNode | undefined;
  if (d === undefined) return false;
  const decl = d.decl as Declarator | undefined;
  const lists = [
    d.attrs as Attribute[] | undefined,
    (d.spec as DeclSpec | undefined)?.attrs,
    decl?.attrs,
    decl?.ops[0]?.attrs,
  ];
  for (const l of lists) {
    for (const a of l ?? []) {
      const n = attrName(p.names, a);
      if (n === "noreturn" || n === "_Noreturn") return false;
    }
  }
  return true;
}

/** Kinds that make a body's flow unknown wherever they appear. */
const JUMP_KINDS = new Set<number>([
  NodeKind.Label,
  NodeKind.Goto,
  NodeKind.AsmStmt,
  NodeKind.CoReturn,
  NodeKind.CoAwait,
  NodeKind.CoYield,
  NodeKind.Try,
]);

/** Expression kinds that may call a function (which may not return) or throw. */
const CALL_KINDS = new Set<number>([
  NodeKind.Call,
  NodeKind.KernelLaunch,
  NodeKind.New,
  NodeKind.Delete,
  NodeKind.Throw,
  NodeKind.StmtExpr,
  NodeKind.FunctionalCast,
  NodeKind.Lambda,
  NodeKind.VaArg,
  NodeKind.Error,
]);

const CHILD_FIELDS = [
  "expr",
  "lhs",
  "rhs",
  "cond",
  "init",
  "inc",
  "body",
  "else",
  "args",
  "list",
  "decl",
  "decls",
] as const;

/** Some node of a kind in `kinds` occurs in the tree under `n` (types and names excluded). */
function hasKind(n: Node | undefined, kinds: Set<number>): boolean {
  if (n === undefined) return false;
  if (kinds.has(n.kind)) return true;
  const g = n as GenericNode;
  for (const f of CHILD_FIELDS) {
    const v = g[f];
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) {
      for (const x of v) if (x !== undefined && hasKind(x as Node, kinds)) return true;
    } else if (typeof v === "object" && typeof (v as Node).kind === "number") {
      if (f === "decl" && (v as Node).kind === NodeKind.Declarator) continue;
      if (hasKind(v as Node, kinds)) return true;
    }
  }
  return false;
}

/** Whether a condition's value is known not to be a constant (reads a non-constant variable). */
function nonConstant(p: Parser, cond: Node | undefined): boolean {
  if (cond === undefined) return false;
  if (cond.kind === NodeKind.Variable || cond.kind === NodeKind.SimpleDecl) return false;
  if (hasKind(cond, CALL_KINDS)) return false;
  const r = p.constEval().evaluate(cond);
  return isFail(r) && (r.fail === Why.NotConstVar || r.fail === Why.NonConstant);
}

/** The value of a constant condition as 1 or 0; -1 when it is not a known constant. */
function constantCondition(p: Parser, cond: Node | undefined): number {
  if (cond === undefined) return -1;
  if (cond.kind === NodeKind.Variable || cond.kind === NodeKind.SimpleDecl) return -1;
  if (hasKind(cond, CALL_KINDS)) return -1;
  const r = p.constEval().evaluate(cond);
  if (isFail(r) || r.scoped !== undefined) return -1;
  return r.v !== 0n ? 1 : 0;
}

function flow(p: Parser, s: Node | undefined): number {
  if (s === undefined) return YES;
  const g = s as GenericNode;
  switch (s.kind) {
    case NodeKind.NullStmt:
    case NodeKind.Pragma:
      return YES;
    case NodeKind.Compound: {
      let state = YES;
      for (const x of g.list ?? []) {
        if (state === NO) break; // the rest is unreachable (no labels: checked by the caller)
        const r = flow(p, x);
        if (r === NO) state = NO;
        else if (r === MAYBE) state = MAYBE;
      }
      return state;
    }
    case NodeKind.ExprStmt: {
      const e = g.expr;
      if (e !== undefined && e.kind === NodeKind.Throw) return NO;
      // (a call of a function not declared noreturn returns: `g();`)
      if (e !== undefined && returningCall(p, e)) return YES;
      return hasKind(e, CALL_KINDS) ? MAYBE : YES;
    }
    case NodeKind.Return:
      return NO;
    case NodeKind.DeclStmt: {
      const d = g.decl;
      if (d === undefined) return MAYBE;
      if (d.kind === NodeKind.Variable) return simpleVariable(p, d as GenericNode) ? YES : MAYBE;
      if (d.kind === NodeKind.SimpleDecl) {
        const sd = d as GenericNode & { decls: Node[]; spec: DeclSpec };
        if (sd.spec.type !== undefined && sd.spec.type.kind !== NodeKind.Name) return MAYBE;
        for (const v of sd.decls) {
          if (v.kind !== NodeKind.Variable || !simpleVariable(p, v as GenericNode)) return MAYBE;
        }
        return YES;
      }
      return d.kind === NodeKind.StaticAssert || d.kind === NodeKind.Typedef ||
          d.kind === NodeKind.Alias
        ? YES
        : MAYBE;
    }
    case NodeKind.If: {
      if ((g.flags ?? 0) !== 0 || g.init !== undefined) return MAYBE;
      const c = constantCondition(p, g.cond);
      // a constant condition is folded: only the branch it selects counts (checked on the binary)
      if (c === 1) return flow(p, g.body);
      if (c === 0) return g.else === undefined ? YES : flow(p, g.else);
      if (!nonConstant(p, g.cond)) return MAYBE;
      const a = flow(p, g.body);
      const b = g.else === undefined ? YES : flow(p, g.else);
      if (a === YES || b === YES) return YES;
      return a === MAYBE || b === MAYBE ? MAYBE : NO;
    }
    case NodeKind.While:
      return nonConstant(p, g.cond) ? YES : MAYBE;
    case NodeKind.For: {
      if (g.init !== undefined && hasKind(g.init, CALL_KINDS)) return MAYBE;
      if (
        g.init !== undefined && g.init.kind !== NodeKind.ExprStmt &&
        g.init.kind !== NodeKind.Variable
      ) {
        if (g.init.kind !== NodeKind.SimpleDecl) return MAYBE;
      }
      if (g.inc !== undefined && hasKind(g.inc, CALL_KINDS)) return MAYBE;
      return nonConstant(p, g.cond) ? YES : MAYBE;
    }
    case NodeKind.Switch: {
      // without a `default`, a value no case names goes on after it; with one, only a `break`
      // of its own or the end of its body does (`switch (m) { case A: return "A"; }` may end
      // the function)
      // (a constant condition is not judged by its value: `switch (1) { case 1: return 1; }`
      // ends the function too)
      const c = g.cond;
      if (
        g.init !== undefined || c === undefined || c.kind === NodeKind.Variable ||
        c.kind === NodeKind.SimpleDecl || hasKind(c, CALL_KINDS) || g.body === undefined
      ) return MAYBE;
      const labels = switchLabels(g.body);
      if (labels === undefined) return MAYBE;
      if (!labels.hasDefault || labels.hasBreak) return YES;
      return switchBodyFlow(p, g.body);
    }
    case NodeKind.DoWhile: {
      if (hasKind(g.body, BREAK_KINDS)) return MAYBE;
      const b = flow(p, g.body);
      if (b === NO) return NO;
      return b === YES && (nonConstant(p, g.cond) || constantCondition(p, g.cond) === 0)
        ? YES
        : MAYBE;
    }
    default:
      return MAYBE;
  }
}

const BREAK_KINDS = new Set<number>([NodeKind.Break, NodeKind.Continue]);

const LOOP_KINDS = new Set<number>([NodeKind.While, NodeKind.For, NodeKind.DoWhile]);

/**
 * Whether a switch's body has a `default` label and a `break` of its own (not in a nested switch
 * or loop); undefined when a label of its own is inside a loop (not modelled).
 */
function switchLabels(body: Node): { hasDefault: boolean; hasBreak: boolean } | undefined {
  const r = { hasDefault: false, hasBreak: false };
  let bad = false;
  const walk = (n: Node, inLoop: boolean) => {
    if (n.kind === NodeKind.Switch || n.kind === NodeKind.Lambda) return;
    if (n.kind === NodeKind.Break && !inLoop) r.hasBreak = true;
    if (n.kind === NodeKind.Default || n.kind === NodeKind.Case) {
      if (inLoop) bad = true;
      if (n.kind === NodeKind.Default) r.hasDefault = true;
    }
    const loop = inLoop || LOOP_KINDS.has(n.kind);
    const g = n as GenericNode;
    for (const f of CHILD_FIELDS) {
      const v = g[f];
      if (v === undefined || v === null) continue;
      if (Array.isArray(v)) {
        for (const x of v) if (x !== undefined && typeof x.kind === "number") walk(x as Node, loop);
      } else if (typeof v === "object" && typeof (v as Node).kind === "number") {
        if (f === "decl" && (v as Node).kind === NodeKind.Declarator) continue;
        walk(v as Node, loop);
      }
    }
  };
  walk(body, false);
  return bad ? undefined : r;
}

/** Whether the end of a switch's body (with a `default` and no `break`) is reached. */
function switchBodyFlow(p: Parser, body: Node): number {
  if (body.kind !== NodeKind.Compound) return MAYBE;
  let state = YES;
  for (const c of (body as GenericNode).list ?? []) {
    let x: Node = c;
    // (a label makes its statement reachable: `case B: return 2;`)
    while (x.kind === NodeKind.Case || x.kind === NodeKind.Default) {
      state = YES;
      const b = (x as GenericNode).body as Node | undefined;
      if (b === undefined) break;
      x = b;
    }
    if (state === NO) continue;
    const r = x.kind === NodeKind.Case || x.kind === NodeKind.Default ? YES : flow(p, x);
    if (r === NO) state = NO;
    else if (r === MAYBE) state = MAYBE;
  }
  return state;
}

/** A local variable of builtin or enum type whose initializer calls nothing. */
function simpleVariable(p: Parser, v: GenericNode): boolean {
  const spec = v.spec as DeclSpec;
  if ((spec.flags & (DS.ThreadLocal | DS.Thread)) !== 0) return false;
  if (v.init !== undefined && hasKind(v.init as Node, CALL_KINDS)) return false;
  const decl = v.decl as Declarator;
  for (const o of decl.ops) {
    if (o.op !== 0 && o.op !== 4) return false; // references: not modelled
    if (o.bound !== undefined && hasKind(o.bound, CALL_KINDS)) return false;
  }
  if (decl.ops.length > 0 && decl.ops[0].op === 0) return true; // a pointer
  const t = p.constEval().typeOfSpec(spec);
  if (t === undefined) return false;
  const c = canonical(p.constEval().types, t);
  return isIntegralKind(c.kind) || c.kind === TK.Enum || c.kind === TK.Pointer ||
    (c.kind >= TK.Float && c.kind <= TK.Float128);
}

// ------------------------------------------------------------------ labels and case labels

/** The labels of one function body (lambdas have their own; statement expressions share). */
export interface LabelContext {
  /** Label atom -> token of its definition. */
  defs: Map<number, number>;
  /** Label atom -> token of its first `goto`. */
  refs: Map<number, number>;
  /** A GNU local label (`__label__`) was declared: scoping not modelled, nothing is checked. */
  skip: boolean;
}

/** A fresh label context for a function body (null where nothing is checked). */
export function newLabelContext(p: Parser): LabelContext | null {
  if (p.silent > 0 || p.inTemplate()) return null;
  return { defs: new Map(), refs: new Map(), skip: false };
}

/** `L:` — a second definition in the function is error 3369 at the label. */
export function checkLabelDef(p: Parser, atom: number, tok: number): void {
  const cx = p.labelCtx;
  if (cx === null || cx.skip || p.silent > 0) return;
  const prev = cx.defs.get(atom);
  if (prev === undefined) {
    cx.defs.set(atom, tok);
    return;
  }
  p.diags.report(SE.AlreadyDefined, p.tb.start[tok], [
    { kind: "n", label: "label", name: p.names.text(atom) },
    { kind: "p", text: declaredAt(p, prev, tok) },
  ]);
}

/** `goto L;` — remembered until the end of the body. */
export function noteGoto(p: Parser, atom: number, tok: number): void {
  const cx = p.labelCtx;
  if (cx === null || p.silent > 0 || atom < 0) return;
  if (!cx.refs.has(atom)) cx.refs.set(atom, tok);
}

/** `__label__` declarations turn the checks off for the function. */
export function noteLocalLabel(p: Parser): void {
  if (p.labelCtx !== null) p.labelCtx.skip = true;
}

/** End of a function body: error 114 at the first `goto` of each label never defined. */
export function checkLabelsAtEnd(p: Parser, cx: LabelContext | null): void {
  if (cx === null || cx.skip || p.silent > 0) return;
  for (const [atom, tok] of cx.refs) {
    if (!cx.defs.has(atom)) {
      p.diags.report(SE.LabelUndefined, p.tb.start[tok], [p.names.text(atom)]);
    }
  }
}

/** The case values seen in one switch statement. */
export interface SwitchContext {
  values: Map<string, number>;
  /** A GNU case range was seen: overlaps are not modelled, duplicates are no longer judged. */
  hasRange: boolean;
}

export function newSwitchContext(p: Parser): SwitchContext | null {
  if (p.silent > 0 || p.inTemplate()) return null;
  return { values: new Map(), hasRange: false };
}

/**
 * `case lo:` / `case lo ... hi:` — a value that is not a constant is error 28 (with the note
 * naming the variable or parameter) or a division by zero; a value equal to an earlier case of
 * the same switch is error 1578 at the value.
 */
export function checkCase(p: Parser, lo: Node, hi: Node | undefined): void {
  const cx = p.switchCtx;
  if (cx === null || p.silent > 0 || lo.kind === NodeKind.Error) return;
  const ev = p.constEval();
  const r = ev.evaluate(lo);
  if (isFail(r)) {
    reportFailure(p, r, lo.first);
    cx.hasRange ||= hi !== undefined;
    return;
  }
  if (hi !== undefined) {
    cx.hasRange = true;
    return;
  }
  if (cx.hasRange) return;
  const key = (r.scoped !== undefined ? `e${r.scoped.first}:` : "") + r.v.toString();
  const prev = cx.values.get(key);
  if (prev === undefined) {
    cx.values.set(key, lo.first);
    return;
  }
  p.diags.report(SE.DuplicateCase, p.tb.start[lo.first], [
    { kind: "p", text: declaredAt(p, prev, lo.first) },
  ]);
}

// ------------------------------------------------------------------ redeclarations

/** The source text of tokens `a..b`, one space between tokens (for comparing declarations). */
function tokensText(p: Parser, a: number, b: number): string {
  const tb = p.tb;
  let s = "";
  for (let i = a; i <= b && i < tb.count; i++) {
    if (tb.kind[i] === T.Pragma) continue;
    s += tb.text.slice(tb.start[i], tb.end[i]) + " ";
  }
  return s;
}

/**
 * A second definition of a class, union or enum in its scope: error 3369 at the name
 * (`class "S" has already been defined (previous definition at line 1)`; a struct is a class),
 * and with `template` of a class template's primary definition at namespace scope (`class
 * template "n::C" has already been defined`). Specializations and qualified names are left alone.
 */
export function checkTagRedefinition(
  p: Parser,
  sym: Sym,
  node: Node,
  name: Name,
  template = false,
): void {
  if (p.silent > 0 || sym.primary !== undefined) return;
  if (!template && (p.inTemplate() || sym.isTemplate)) return;
  if (name.parts.length !== 1 || name.global || name.parts[0].targs !== undefined) return;
  const prev = sym.def;
  if (prev === undefined || prev.first === node.first) return; // a re-parse of the same text
  const prevName = (prev as GenericNode).name as Name | undefined;
  if (prevName === undefined || prevName.parts.length !== 1) return;
  const qname = qualifiedName(p, sym);
  if (qname === undefined) return;
  let label: string;
  if (template) label = "class template";
  else if (node.kind === NodeKind.Enum) label = "enum";
  else label = (node as GenericNode).key === T.KwUnion ? "union" : "class";
  if (prev.kind !== node.kind) return;
  const tok = name.parts[0].tok;
  p.diags.report(SE.AlreadyDefined, p.tb.start[tok], [
    { kind: "n", label, name: qname },
    { kind: "p", text: declaredAt(p, prevName.parts[0].tok, tok) },
  ]);
}

/**
 * A variable declared again in the same scope, checked before the new declaration is entered:
 * - at namespace scope, a second definition with the same declaration text is error 3369
 *   (`variable "x" has already been defined (previous definition at line 1)`);
 * - in a compound statement or a class, a second non-static, non-extern variable (or data
 *   member) of the same name is error 101 (`"a" has already been declared in the current
 *   scope`), and so is a local in a function's outermost block that repeats a parameter.
 * Namespace-scope variables that define remember their first definition (`Sym.def`).
 */
export function checkVariableRedeclaration(p: Parser, node: Node, cx: number): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const g = node as GenericNode;
  const decl = g.decl as Declarator;
  const spec = g.spec as DeclSpec;
  const name = decl.name;
  const part = plainDeclaredName(name);
  if (name === undefined || part === undefined || g.bindings !== undefined) return;
  // `T x(y);` may be a function declaration the parser took for a variable: not judged
  if (p.k() === T.LParen) return;
  const s = p.declScope();
  const old = s.names.get(part.atom);
  const flags = spec.flags;
  if (cx === 0) {
    if (s.kind !== ScopeKind.Namespace || p.linkageDecl) return;
    if (old !== undefined && old.kind === SymKind.Enumerator && old.owner !== s) {
      // a variable named like an enumerator of the scope
      p.diags.report(SE.AlreadyDeclared, p.tb.start[part.tok], [p.names.text(part.atom)]);
      return;
    }
    if (old !== undefined && old.kind === SymKind.Function && old.owner === s) {
      functionVariableClash(p, old, part.tok);
      return;
    }
    const defines = (flags & DS.Extern) === 0 || p.k() === T.Assign || p.k() === T.LBrace ||
      p.k() === T.LParen;
    if (!defines || (flags & DS.Extern) !== 0) {
      // `extern int e = 1;` defines too, but its text differs from a later definition's anyway
      return;
    }
    if (old === undefined || old.kind !== SymKind.Variable || old.owner !== s) return;
    const prev = old.def as GenericNode | undefined;
    if (prev === undefined || prev.initStyle === 2) return;
    const prevDecl = prev.decl as Declarator;
    const prevName = prevDecl.name;
    if (prevName === undefined || prevName.parts[0].tok === part.tok) return;
    const prevSpec = prev.spec as DeclSpec;
    if (
      tokensText(p, prevSpec.first, prevSpec.last) !== tokensText(p, spec.first, spec.last) ||
      tokensText(p, prevDecl.first, prevDecl.last) !== tokensText(p, decl.first, decl.last)
    ) {
      return; // a different type: another diagnostic, not modelled
    }
    const qname = qualifiedName(p, old);
    if (qname === undefined) return;
    p.diags.report(SE.AlreadyDefined, p.tb.start[part.tok], [
      { kind: "n", label: "variable", name: qname },
      { kind: "p", text: declaredAt(p, prevName.parts[0].tok, part.tok) },
    ]);
    return;
  }
  if ((flags & (DS.Extern | DS.Static | DS.Typedef | DS.Friend)) !== 0) return;
  const inBlock = cx === 2 && s.kind === ScopeKind.Block && s.compound;
  const inClass = cx === 1 && s.kind === ScopeKind.Class;
  if (!inBlock && !inClass) return;
  let prevTok = -1;
  if (old !== undefined) {
    if (old.kind !== SymKind.Variable || old.owner !== s) return;
    const prev = old.decl as GenericNode | undefined;
    if (prev === undefined || prev.kind !== NodeKind.Variable || prev.initStyle === 2) return;
    if (((prev.spec as DeclSpec).flags & (DS.Extern | DS.Static)) !== 0) return;
    const pn = (prev.decl as Declarator).name;
    if (pn === undefined || pn.parts[0].tok === part.tok) return;
    prevTok = pn.parts[0].tok;
  } else if (inBlock && s.parent !== null && s.parent.kind === ScopeKind.Function) {
    const prm = s.parent.names.get(part.atom);
    const pd = prm?.decl as GenericNode | undefined;
    if (prm === undefined || pd === undefined || pd.kind !== NodeKind.Param) return;
    prevTok = 0;
  }
  if (prevTok < 0) return;
  p.diags.report(SE.AlreadyDeclared, p.tb.start[part.tok], [p.names.text(part.atom)]);
}

/**
 * A namespace-scope variable named like a function of the same scope (`void foo(int); int foo;`):
 * error 147 naming the function's declaration, or the overload set when it has several.
 */
function functionVariableClash(p: Parser, fn: Sym, tok: number): void {
  if (p.inTemplate() || fn.isTemplate || (p.tb.flags[tok] & TF.System) !== 0) return;
  const decls = fn.fnDeclarators ?? [];
  const first = decls[0] as Declarator | undefined;
  const firstTok = first?.name?.parts[0]?.tok;
  if (first === undefined || firstTok === undefined) return;
  const qname = qualifiedName(p, fn);
  if (qname === undefined) return;
  const at = declaredAt(p, firstTok, tok);
  if (fn.fnDecls > 1) {
    p.diags.report(SE.IncompatibleDecl, p.tb.start[tok], [
      { kind: "n", label: "overloaded function", name: qname, declaredAt: at },
    ]);
    return;
  }
  const spec = fn.fnSpecs?.[0] as DeclSpec | null | undefined;
  const t = spec ? functionType(p, spec, first) : undefined;
  if (t === undefined) return;
  p.diags.report(SE.IncompatibleDecl, p.tb.start[tok], [
    { kind: "n", name: declToString(t, qname), declaredAt: at },
  ]);
}

/** The type of a function declared by `spec decl` (undefined: not modelled). */
function functionType(p: Parser, spec: DeclSpec, decl: Declarator): Type | undefined {
  const ev = p.constEval();
  const fop = decl.ops[0];
  if (fop === undefined || fop.op !== 5 || fop.trailing !== undefined) return undefined;
  const ret = ev.typeOfDeclarator(spec, { ...decl, ops: decl.ops.slice(1) } as TypeId["decl"]);
  if (ret === undefined) return undefined;
  const params: Type[] = [];
  for (const prm of fop.params ?? []) {
    const g = prm as GenericNode;
    if (g.kind !== NodeKind.Param) return undefined;
    const pd = g.decl as Declarator;
    if (pd.pack || pd.ops.some((o) => o.op === 5)) return undefined;
    const ps = g.spec as DeclSpec;
    let pt = ev.typeOfDeclarator(ps, pd as TypeId["decl"]);
    if (pt === undefined) return undefined;
    const c = canonical(ev.types, pt);
    if (c.kind === TK.Void && pd.ops.length === 0 && (fop.params ?? []).length === 1) break;
    // (adjusted: an array parameter is a pointer, top-level qualifiers do not count)
    if (c.kind === TK.Array) pt = ev.types.pointer(c.base!);
    else if (pt.cv !== 0 && pd.ops.length === 0 && ps.type === undefined) {
      pt = ev.typeOfSpec({ ...ps, flags: ps.flags & ~(DS.Const | DS.Volatile) })!;
    }
    params.push(pt);
  }
  return ev.types.func(ret, params, { variadic: fop.variadic, fnCv: fop.cv ?? 0 });
}

/** After a namespace-scope variable is entered: remember its first definition (`Sym.def`). */
export function noteVariableDefinition(p: Parser, node: Node): void {
  if (p.silent > 0 || p.linkageDecl) return;
  const g = node as GenericNode;
  const sym = (g.decl as Declarator).name?.sym;
  if (sym === undefined || sym.kind !== SymKind.Variable || sym.def !== undefined) return;
  if (((g.spec as DeclSpec).flags & DS.Extern) !== 0) return;
  sym.def = node;
}

/** Declaration text of a function (specifiers and declarator) without its parameters' names. */
function functionKey(p: Parser, fn: GenericNode): string | undefined {
  const spec = fn.spec as DeclSpec;
  const decl = fn.decl as Declarator;
  const skip = new Set<number>();
  for (const o of decl.ops) {
    if (o.op !== 5) continue;
    for (const prm of o.params ?? []) {
      const g = prm as GenericNode;
      if (g.init !== undefined) return undefined; // default arguments: another diagnostic
      const n = (g.decl as Declarator | undefined)?.name;
      if (n !== undefined && n.parts.length === 1) skip.add(n.parts[0].tok);
    }
  }
  let s = tokensText(p, spec.first, spec.last) + "|";
  for (let i = decl.first; i <= decl.last; i++) {
    if (!skip.has(i)) s += tokensText(p, i, i);
  }
  return s;
}

/**
 * A namespace-scope function defined twice with the same declaration (parameter names aside):
 * error 3369 at the name, before the body (`function "g" has already been defined (previous
 * definition at line 1)`). Only names with these two declarations are judged: with overloads
 * the binary names the function with its parameter types.
 */
export function checkFunctionRedefinition(p: Parser, fn: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const g = fn as GenericNode;
  const decl = g.decl as Declarator;
  const name = decl.name;
  const part = plainDeclaredName(name);
  if (name === undefined || part === undefined) return;
  const sym = name.sym;
  if (sym === undefined || sym.kind !== SymKind.Function || sym.isTemplate) return;
  if (sym.owner.kind !== ScopeKind.Namespace || sym.owner !== p.declScope()) return;
  const prev = p.fnDefs.get(sym) as GenericNode | undefined;
  if (prev === undefined) {
    p.fnDefs.set(sym, fn);
    return;
  }
  if (sym.fnDecls !== 2) return;
  const prevName = (prev.decl as Declarator).name;
  if (prevName === undefined || prevName.parts[0].tok === part.tok) return;
  const a = functionKey(p, prev), b = functionKey(p, g);
  if (a === undefined || a !== b) return;
  const qname = qualifiedName(p, sym);
  if (qname === undefined) return;
  p.diags.report(SE.AlreadyDefined, p.tb.start[part.tok], [
    { kind: "n", label: "function", name: qname },
    { kind: "p", text: declaredAt(p, prevName.parts[0].tok, part.tok) },
  ]);
}

/**
 * `const int f();`: a cv-qualifier on a non-class return type is warning 815 at the qualifier
 * (the first `const`/`volatile` of the declaration specifiers). Only return types spelled by the
 * specifiers that resolve to arithmetic, enum or pointer types are judged.
 */
/**
 * Before C++20 a function cannot be both constexpr and virtual (error 2390): at the later of
 * the two specifiers when `virtual` is written, else at the name of one declared `override` or
 * `final`. (One overriding a base's virtual function without saying so is not judged: that
 * needs the bases' members.)
 */
export function checkConstexprVirtual(p: Parser, spec: DeclSpec, decl: Declarator): void {
  if (p.silent > 0 || p.cxx20 || (spec.flags & DS.Constexpr) === 0) return;
  const tb = p.tb;
  if ((tb.flags[spec.first] & TF.System) !== 0) return;
  if ((spec.flags & DS.Virtual) !== 0) {
    // (at the later of the two: `constexpr virtual` at `virtual`, `virtual constexpr` at
    // `constexpr`)
    let at = -1;
    for (let i = spec.first; i <= spec.last; i++) {
      if (tb.kind[i] === T.KwVirtual || tb.kind[i] === T.KwConstexpr) at = i;
    }
    if (at >= 0) p.diags.report(SE.ConstexprVirtual, tb.start[at]);
    return;
  }
  const name = decl.name;
  if (name === undefined || decl.ops[0]?.op !== 5 || !decl.virt) return;
  p.diags.report(SE.ConstexprVirtual, tb.start[name.parts[name.parts.length - 1].tok]);
}

export function checkReturnQualifiers(p: Parser, spec: DeclSpec, decl: Declarator): void {
  if (p.silent > 0 || p.inTemplate()) return;
  if ((spec.flags & (DS.Const | DS.Volatile)) === 0) return;
  if ((spec.flags & (DS.Typedef | DS.Friend)) !== 0 || spec.noType) return;
  const ops = decl.ops;
  if (ops.length !== 1 || ops[0].op !== 5 || ops[0].trailing !== undefined) return;
  const name = decl.name;
  if (name === undefined) return;
  for (const part of name.parts) if ((part.special ?? 0) !== 0) return;
  const t = p.constEval().typeOfSpec(spec);
  if (t === undefined) return;
  const c = canonical(p.constEval().types, t);
  if (!isIntegralKind(c.kind) && c.kind !== TK.Enum && c.kind !== TK.Pointer) {
    if (c.kind < TK.Float || c.kind > TK.Float128) return;
  }
  const tb = p.tb;
  let depth = 0;
  for (let i = spec.first; i <= spec.last; i++) {
    const k = tb.kind[i];
    if (k === T.LParen || k === T.Less || k === T.LBracket) depth++;
    else if (k === T.RParen || k === T.Greater || k === T.RBracket) depth--;
    else if (depth === 0 && (k === T.KwConst || k === T.KwVolatile)) {
      p.diags.report(SE.ReturnQualifier, tb.start[i]);
      return;
    }
  }
}

/**
 * An expression statement without side effects (`x;`, `x + 1;`, `*p;`, `1;`, `sizeof(x);`):
 * warning 174 at the expression. Only operands whose types are certainly scalar are judged
 * (variables and parameters of arithmetic, enum or pointer type, literals), so no overloaded
 * operator can hide a call; statement expressions (whose last statement is their value) are
 * left alone.
 */
/** The left operand of a built-in comma is discarded: judged as an expression statement. */
export function checkCommaOperand(p: Parser, lhs: Node): void {
  if (p.inTemplate()) return;
  checkNoEffect(p, lhs);
}

export function checkNoEffect(p: Parser, e: Node): void {
  if (p.silent > 0 || p.stmtExprDepth > 0) return;
  if (purity(p, e) === 0 && !dependentLocalName(p, e)) return;
  p.diags.report(SE.NoEffect, p.tb.start[e.first]);
}

/**
 * Before C++20, a lambda capturing a structured binding: warning 3357 at an explicit capture
 * (`[a]`), or at the first use in the body of each binding declared outside the lambda when it
 * captures by default (`[=] { return a + b; }`).
 */
export function checkBindingCaptures(p: Parser, lambda: Node, outer: Scope): void {
  if (p.silent > 0 || p.cxx20) return;
  const g = lambda as GenericNode;
  const isBinding = (sym: Sym | undefined) =>
    sym !== undefined && sym.kind === SymKind.Variable &&
    (sym.decl as GenericNode | undefined)?.bindings !== undefined;
  let byDefault = false;
  const seen = new Set<Sym>();
  for (const c of g.list ?? []) {
    const k = p.tb.kind[c.first];
    if ((k === T.Assign || k === T.Amp) && c.first === c.last) {
      byDefault = true;
      continue;
    }
    // (`a`, `&a`; not an init-capture `a = x`)
    const at = k === T.Amp ? c.first + 1 : c.first;
    if (at !== c.last || p.tb.kind[at] !== T.Identifier) continue;
    const sym = lookupUnqualified(outer, p.tb.atom[at]);
    if (isBinding(sym)) {
      seen.add(sym!);
      p.diags.report(SE.BindingCapture, p.tb.start[at]);
    }
  }
  if (!byDefault || g.body === undefined) return;
  const visit = (n: Node): void => {
    // (a nested lambda's captures were judged with it)
    if (n.kind === NodeKind.Lambda) return;
    if (n.kind === NodeKind.Ident) {
      const name = (n as GenericNode).name as Name | undefined;
      const sym = name?.sym;
      if (
        name !== undefined && name.parts.length === 1 && isBinding(sym) && !seen.has(sym!) &&
        (sym!.decl as Node).first < lambda.first
      ) {
        seen.add(sym!);
        p.diags.report(SE.BindingCapture, p.tb.start[n.first]);
      }
      return;
    }
    for (const c of children(n)) visit(c);
  };
  visit(g.body);
}

/**
 * A call whose value an expression statement discards (also each operand of a comma): warning
 * 2809 at its `(` when the function is declared `[[nodiscard]]`, 2810 when its result's class
 * is, 1650 at the call for GNU `warn_unused_result`. Only calls of a function named by a plain
 * or qualified name, whose first declaration carries the attribute.
 */
export function checkDiscardedCall(p: Parser, e: Node): void {
  if (p.silent > 0) return;
  while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
  const g = e as GenericNode;
  if (e.kind === NodeKind.Comma) {
    checkDiscardedCall(p, g.lhs!);
    checkDiscardedCall(p, g.rhs!);
    return;
  }
  if (e.kind !== NodeKind.Call) return;
  const callee = g.expr!;
  if (callee.kind !== NodeKind.Ident) return;
  const n = (callee as GenericNode).name as Name | undefined;
  const sym = n?.sym;
  if (n === undefined || n.dependent || sym === undefined || sym.kind !== SymKind.Function) return;
  const d = sym.decl as GenericNode | undefined;
  if (d === undefined || d.kind !== NodeKind.Function) return;
  const spec = d.spec as DeclSpec;
  const attrs = [
    ...((d.attrs as Attribute[] | undefined) ?? []),
    ...(spec.attrs ?? []),
    ...((d.decl as Declarator).attrs ?? []),
  ];
  // (and those of its later declarations before the call: `int f(int); [[nodiscard]] int
  // f(int);`)
  const specs = sym.fnSpecs ?? [], decls = sym.fnDeclarators ?? [];
  for (let i = 1; i < decls.length; i++) {
    const s2 = specs[i] as DeclSpec | null | undefined;
    if (s2?.attrs) attrs.push(...s2.attrs);
    const d2 = decls[i] as Declarator | undefined;
    if (d2?.attrs) attrs.push(...d2.attrs);
    for (const o of d2?.ops ?? []) if (o.attrs) attrs.push(...o.attrs);
  }
  const has = (name: string) => attrs.some((a) => attrName(p.names, a) === name);
  const paren = callee.last + 1;
  if (has("nodiscard") || p.nodiscardFns.has(sym)) {
    p.diags.report(SE.NodiscardRoutine, p.tb.start[paren]);
  } else if (has("warn_unused_result")) p.diags.report(SE.UnusedResult, p.tb.start[e.first]);
  else if (
    (d.decl as Declarator).ops.length === 1 && spec.type?.kind === NodeKind.Name &&
    classNodiscard(p, (spec.type as Name).sym)
  ) p.diags.report(SE.NodiscardType, p.tb.start[paren]);
}

/** Is `sym` a class or enumeration (or a typedef of one) declared `[[nodiscard]]`? */
function classNodiscard(p: Parser, sym: Sym | undefined): boolean {
  if (sym?.kind === SymKind.Typedef) sym = sym.target;
  if (sym === undefined || (sym.kind !== SymKind.Class && sym.kind !== SymKind.Enum)) return false;
  const c = (sym.def ?? sym.decl) as GenericNode | undefined;
  const attrs = (c?.attrs as Attribute[] | undefined) ?? [];
  return attrs.some((a) => attrName(p.names, a) === "nodiscard");
}

/**
 * In a template, is `e` a parameter or local variable of a type depending on template
 * parameters, named alone (`t;` for `T t`: no effect whatever `T` is)?
 */
function dependentLocalName(p: Parser, e: Node): boolean {
  if (e.kind !== NodeKind.Ident || !p.inTemplate()) return false;
  const n = (e as GenericNode).name as Name | undefined;
  if (n === undefined || n.parts.length !== 1 || n.parts[0].targs !== undefined) return false;
  const sym = n.sym;
  if (sym === undefined || sym.kind !== SymKind.Variable) return false;
  if (sym.owner.kind !== ScopeKind.Block && sym.owner.kind !== ScopeKind.Function) return false;
  const d = sym.decl as GenericNode | undefined;
  if (d === undefined || (d.kind !== NodeKind.Variable && d.kind !== NodeKind.Param)) return false;
  if (d.bindings !== undefined || (d.decl as Declarator).pack) return false;
  const spec = d.spec as DeclSpec;
  if ((spec.flags & (DS.Volatile | DS.Auto)) !== 0) return false;
  const tn = spec.type as Name | undefined;
  if (tn === undefined || tn.kind !== NodeKind.Name) return false;
  return tn.sym?.kind === SymKind.TemplateTypeParam || tn.dependent === true;
}

/** 0: may have effects (or not modelled); 1: a pure scalar value; 2: a pure pointer value. */
function purity(p: Parser, e: Node | undefined): number {
  if (e === undefined) return 0;
  const g = e as GenericNode;
  const tb = p.tb;
  switch (e.kind) {
    case NodeKind.IntLit: {
      if (e.first !== e.last) return 0;
      const c = tb.text.charCodeAt(tb.end[e.first] - 1);
      // digits and the u/l suffixes only (a user-defined literal is a call)
      return (c >= 0x30 && c <= 0x39) || c === 0x75 || c === 0x55 || c === 0x6c || c === 0x4c
        ? 1
        : 0;
    }
    case NodeKind.CharLit:
    case NodeKind.StringLit: {
      const c = tb.text.charCodeAt(tb.end[e.last] - 1);
      return c === 0x27 || c === 0x22 ? 1 : 0;
    }
    case NodeKind.BoolLit:
      return 1;
    case NodeKind.Paren:
      return g.expr !== undefined ? purity(p, g.expr) : 0;
    case NodeKind.Ident:
      return identPurity(p, g);
    case NodeKind.Unary: {
      const op = g.op;
      const x = purity(p, g.expr);
      if (op === T.Star) return x === 2 ? 1 : 0;
      if (op === T.Plus || op === T.Minus || op === T.Tilde) return x === 1 ? 1 : 0;
      if (op === T.Exclaim) return x !== 0 ? 1 : 0;
      return 0;
    }
    case NodeKind.Binary: {
      const op = g.op;
      if (op === T.DotStar || op === T.ArrowStar || op === T.Spaceship) return 0;
      const a = purity(p, g.lhs), b = purity(p, g.rhs);
      if (a === 0 || b === 0) return 0;
      return a === 2 || b === 2 ? 0 : 1; // pointer arithmetic: not modelled
    }
    case NodeKind.Conditional: {
      if (g.lhs === undefined) return 0;
      const c = purity(p, g.cond), a = purity(p, g.lhs), b = purity(p, g.rhs);
      return c !== 0 && a === 1 && b === 1 ? 1 : 0;
    }
    case NodeKind.SizeofType:
    case NodeKind.AlignofType:
      return 1;
    case NodeKind.SizeofExpr:
    case NodeKind.AlignofExpr:
      return purity(p, g.expr) !== 0 ? 1 : 0;
    case NodeKind.Index: {
      const a = purity(p, g.expr), b = purity(p, g.rhs);
      return a === 2 && b === 1 ? 1 : 0;
    }
    case NodeKind.Comma:
      // (its value is the right operand's; the left one was judged when it was parsed)
      return purity(p, g.lhs) !== 0 ? purity(p, g.rhs) : 0;
    default:
      return 0;
  }
}

/** A variable or parameter read: 1 for integral types, 2 for pointers/arrays, 0 otherwise. */
function identPurity(p: Parser, g: GenericNode): number {
  const n = g.name as Name | undefined;
  if (n === undefined || n.dependent || n.sym === undefined) return 0;
  for (const part of n.parts) if (part.targs !== undefined || (part.special ?? 0) !== 0) return 0;
  const sym = n.sym;
  // (in a template, a parameter or local of a type that does not depend on it is judged as the
  // binary judges it at the definition; a member of a class template is not)
  if (sym.kind !== SymKind.Variable) return 0;
  if (sym.owner.inTemplate && sym.owner.kind === ScopeKind.Class) return 0;
  const d = sym.decl as GenericNode | undefined;
  if (d === undefined || (d.kind !== NodeKind.Variable && d.kind !== NodeKind.Param)) return 0;
  if (d.bindings !== undefined) return 0;
  const spec = d.spec as DeclSpec;
  if ((spec.flags & (DS.Volatile | DS.Auto)) !== 0) return 0;
  const decl = d.decl as Declarator;
  if (decl.pack) return 0;
  for (const o of decl.ops) {
    if (o.op !== 0 && o.op !== 4) return 0;
    if (o.op === 0 && ((o.cv ?? 0) & DS.Volatile) !== 0) return 0;
  }
  const t = p.constEval().typeOfSpec(spec);
  if (t === undefined) return 0;
  const c = canonical(p.constEval().types, t);
  if ((c.cv & 2) !== 0) return 0; // volatile through a typedef
  if (decl.ops.length > 0) return 2;
  // (enums may have overloaded operators; floating point is not warned the same way: `-d;` is
  // accepted silently by the binary)
  if (isIntegralKind(c.kind)) return 1;
  return c.kind === TK.Pointer ? 2 : 0;
}

/**
 * An enumerator whose name is already an enumerator of the same enum, or (unscoped) of another
 * enum in the enclosing scope: error 101 at the name.
 */
export function checkEnumeratorRedeclaration(
  p: Parser,
  es: Scope,
  outer: Scope,
  scoped: boolean,
  atom: number,
  tok: number,
): void {
  if (p.silent > 0 || p.inTemplate()) return;
  let clash = es.names.get(atom)?.kind === SymKind.Enumerator;
  if (!clash && !scoped) {
    const old = outer.names.get(atom);
    clash = old !== undefined && old.kind === SymKind.Enumerator && old.owner !== es;
  }
  if (clash) p.diags.report(SE.AlreadyDeclared, p.tb.start[tok], [p.names.text(atom)]);
}

/**
 * A const object of scalar type or a reference declared without an initializer at namespace or
 * block scope: errors 257 / 252 at the token after the declarator (`const variable "N::c"
 * requires an initializer`). Extern declarations, constexpr (another message), class members,
 * range-for declarations and class types (a constructor may initialize them) are left alone.
 */
export function checkUninitialized(p: Parser, node: Node, cx: number): void {
  if (p.silent > 0 || p.inTemplate() || p.linkageDecl || (cx !== 0 && cx !== 2)) return;
  const g = node as GenericNode;
  if (g.init !== undefined || (g.initStyle ?? 0) !== 0 || g.bindings !== undefined) return;
  if (p.k() !== T.Semi && p.k() !== T.Comma) return;
  const spec = g.spec as DeclSpec;
  if ((spec.flags & (DS.Extern | DS.Constexpr | DS.Typedef | DS.Friend)) !== 0) return;
  const decl = g.decl as Declarator;
  const name = decl.name;
  if (name === undefined || name.parts.length !== 1 || name.sym === undefined) return;
  if (decl.pack || decl.bitWidth !== undefined) return;
  const sym = name.sym;
  if (sym.kind !== SymKind.Variable) return;
  let code: number;
  if (decl.ops.length > 0) {
    const o = decl.ops[0].op;
    if (o !== 1 && o !== 2) return;
    code = SE.RefUninit;
  } else {
    const t = p.constEval().typeOfSpec(spec);
    if (t === undefined) return;
    const c = canonical(p.constEval().types, t);
    if ((c.cv & 1) === 0) return;
    const scalar = isIntegralKind(c.kind) || c.kind === TK.Enum || c.kind === TK.Pointer ||
      (c.kind >= TK.Float && c.kind <= TK.Float128);
    if (!scalar) return;
    code = SE.ConstUninit;
  }
  const qname = qualifiedName(p, sym);
  if (qname === undefined) return;
  p.diags.report(code, p.tb.start[p.pos], [qname]);
}

/** The class a type specifier names when it is a class declared but not (yet) defined. */
function incompleteClass(_p: Parser, spec: DeclSpec): Sym | undefined {
  const t = spec.type;
  if (t === undefined || t.kind !== NodeKind.Name || spec.builtins.length > 0) return undefined;
  const n = t as Name;
  if (n.dependent || n.sym === undefined) return undefined;
  for (const part of n.parts) {
    if (part.targs !== undefined || (part.special ?? 0) !== 0) return undefined;
  }
  const sym = n.sym;
  if (sym.kind !== SymKind.Class || sym.isTemplate || sym.primary !== undefined) return undefined;
  if (sym.owner.inTemplate || sym.def !== undefined || sym.name < 0) return undefined;
  // the injected class name inside the class being defined: not modelled
  const os = sym.owner.sym;
  if (sym.owner.kind === ScopeKind.Class && os !== null && os.name === sym.name) return undefined;
  return sym;
}

/** `incomplete type "S" is not allowed` (70) at token `tok`. */
function reportIncomplete(p: Parser, sym: Sym | undefined, tok: number): void {
  const text = sym === undefined ? "void" : qualifiedName(p, sym);
  if (text === undefined) return;
  p.diags.report(SE.Incomplete, p.tb.start[tok], [{ kind: "t", text }]);
}

/**
 * A variable or data member defined with a class type that is only declared, or with type
 * void: error 70 at its name. Declarations that do not define (extern, static members, typedefs)
 * and anything in a template are left alone.
 */
export function checkCompleteVariable(p: Parser, node: Node, cx: number): void {
  if (p.silent > 0 || p.inTemplate() || p.linkageDecl) return;
  const g = node as GenericNode;
  const spec = g.spec as DeclSpec;
  const decl = g.decl as Declarator;
  if (decl.ops.length > 0 || decl.pack || g.bindings !== undefined) return;
  if ((spec.flags & (DS.Extern | DS.Typedef | DS.Friend)) !== 0) return;
  if (cx === 1 && (spec.flags & DS.Static) !== 0) return;
  const name = decl.name;
  if (name === undefined || name.parts.length !== 1) return;
  if (spec.type === undefined) {
    if (spec.builtins.length !== 1 || spec.builtins[0] !== T.KwVoid) return;
    if ((spec.flags & (DS.Const | DS.Volatile)) !== 0) return;
    reportIncomplete(p, undefined, name.parts[0].tok);
    return;
  }
  const sym = incompleteClass(p, spec);
  if (sym !== undefined) reportIncomplete(p, sym, name.parts[0].tok);
}

/** `sizeof(S)` / `alignof(S)` of a class only declared: error 70 at the type. */
export function checkCompleteTypeId(p: Parser, t: Node): void {
  if (p.silent > 0 || p.inTemplate() || t.kind !== NodeKind.TypeId) return;
  const tid = t as TypeId;
  if (tid.decl.ops.length > 0) return;
  const sym = incompleteClass(p, tid.spec);
  if (sym !== undefined) reportIncomplete(p, sym, tid.spec.type!.first);
}

/** A base class only declared: error 70 at the base's name. */
export function checkCompleteBase(p: Parser, base: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const b = base as GenericNode;
  const n = b.name as Name | undefined;
  if (n === undefined || n.kind !== NodeKind.Name || b.pack) return;
  const spec = { type: n, builtins: [] as number[] } as unknown as DeclSpec;
  const sym = incompleteClass(p, spec);
  if (sym !== undefined) reportIncomplete(p, sym, n.first);
}

/** Parameters of a function definition with a class type only declared: 70 at the type. */
export function checkCompleteParams(p: Parser, fn: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const decl = (fn as GenericNode).decl as Declarator;
  const op = decl.ops[0];
  if (op === undefined || op.op !== 5) return;
  for (const prm of op.params ?? []) {
    const g = prm as GenericNode;
    const pd = g.decl as Declarator;
    if (pd.ops.length > 0 || pd.pack) continue;
    const spec = g.spec as DeclSpec;
    const sym = incompleteClass(p, spec);
    if (sym !== undefined) reportIncomplete(p, sym, spec.type!.first);
  }
}

// ------------------------------------------------------------------ member access

/** The class an object expression certainly has (a variable or parameter of class type). */
function objectClass(p: Parser, obj: Node | undefined, arrow: boolean): Class | undefined {
  let e = obj as GenericNode | undefined;
  while (e !== undefined && e.kind === NodeKind.Paren && e.expr !== undefined) {
    e = e.expr as GenericNode;
  }
  // (an element of an array or pointer variable: `a[1].m`)
  let element = false;
  if (e !== undefined && e.kind === NodeKind.Index && !arrow) {
    e = (e.expr ?? e.lhs) as GenericNode | undefined;
    element = true;
  }
  if (e === undefined || e.kind !== NodeKind.Ident) return undefined;
  const n = e.name as Name | undefined;
  if (n === undefined || n.dependent || n.sym === undefined || n.parts.length !== 1) {
    return undefined;
  }
  const sym = n.sym;
  if (sym.kind !== SymKind.Variable || sym.owner.inTemplate) return undefined;
  const d = sym.decl as GenericNode | undefined;
  if (d === undefined || (d.kind !== NodeKind.Variable && d.kind !== NodeKind.Param)) {
    return undefined;
  }
  if (d.bindings !== undefined) return undefined;
  const decl = d.decl as Declarator;
  const ops = decl.ops;
  if (decl.pack) return undefined;
  if (element) {
    if (ops.length !== 1 || (ops[0].op !== 0 && ops[0].op !== 4)) return undefined;
  } else if (arrow) {
    if (ops.length !== 1 || ops[0].op !== 0) return undefined;
  } else if (ops.length > 1 || (ops.length === 1 && ops[0].op !== 1 && ops[0].op !== 2)) {
    return undefined;
  }
  const spec = d.spec as DeclSpec;
  if ((spec.flags & DS.Auto) !== 0) return undefined;
  return definedClass(p, spec.type);
}

/** The complete, non-template class a type name denotes (its defining node). */
function definedClass(p: Parser, t: Node | undefined): Class | undefined {
  if (t === undefined || t.kind !== NodeKind.Name) return undefined;
  const n = t as Name;
  if (n.dependent || n.sym === undefined) return undefined;
  for (const part of n.parts) {
    if (part.targs !== undefined || (part.special ?? 0) !== 0) return undefined;
  }
  const sym = n.sym;
  if (sym.kind !== SymKind.Class || sym.isTemplate || sym.primary !== undefined) return undefined;
  if (sym.owner.inTemplate) return undefined;
  const def = sym.def as Class | undefined;
  if (def === undefined || def.kind !== NodeKind.Class || def.scope === undefined) return undefined;
  if (def.scope.inTemplate || def.last <= def.first) return undefined;
  // not while the class (or a class nested in it) is being defined
  for (let s: Scope | null = p.scope; s !== null; s = s.parent) {
    if (s === def.scope) return undefined;
  }
  return def;
}

interface MemberHit {
  /** 0 data member, 1 function, 2 something else (type, enumerator, template, using...). */
  what: number;
  access: number;
  isStatic: boolean;
  tok: number;
  /** A data member of array type. */
  array: boolean;
  /** The declaration (a variable, function or typedef; none for templates and aliases). */
  node?: Node;
}

/**
 * The declarations of `atom` among a class's own members, with their access; undefined when
 * the class has members whose names are not modelled (anonymous unions/structs, friends).
 */
function membersNamed(
  _p: Parser,
  cl: Class,
  atom: number,
  friends?: Set<number>,
): MemberHit[] | undefined {
  let access = cl.key === T.KwClass ? T.KwPrivate : T.KwPublic;
  const out: MemberHit[] = [];
  // (a friend function is no member; its name is noted, a friend class needs nothing: its
  // members are in a class)
  const friend = (d: Node): boolean => {
    if (friends === undefined) return false;
    const nm = d.kind === NodeKind.Function ? nameOf(d) : undefined;
    if (nm !== undefined) friends.add(nm.atom);
    return nm !== undefined;
  };
  const nameOf = (d: Node): { atom: number; tok: number } | undefined => {
    const n = ((d as GenericNode).decl as Declarator | undefined)?.name;
    if (n === undefined || n.parts.length !== 1) return undefined;
    return { atom: n.parts[0].atom, tok: n.parts[0].tok };
  };
  const add = (d: Node, spec: DeclSpec): boolean => {
    if ((spec.flags & DS.Friend) !== 0) return friend(d);
    if (
      d.kind !== NodeKind.Variable && d.kind !== NodeKind.Function && d.kind !== NodeKind.Typedef
    ) {
      return false;
    }
    const nm = nameOf(d);
    if (nm === undefined) {
      return d.kind === NodeKind.Variable && (d as GenericNode).bitWidth !== undefined; // unnamed bit-field
    }
    if (nm.atom === atom) {
      out.push({
        what: d.kind === NodeKind.Variable ? 0 : d.kind === NodeKind.Function ? 1 : 2,
        access,
        isStatic: (spec.flags & DS.Static) !== 0,
        tok: nm.tok,
        array: d.kind === NodeKind.Variable &&
          ((d as GenericNode).decl as Declarator).ops[0]?.op === 4,
        node: d,
      });
    }
    return true;
  };
  for (const m of cl.members) {
    const g = m as GenericNode;
    switch (m.kind) {
      case NodeKind.AccessSpec:
        access = g.op!;
        break;
      case NodeKind.Variable:
      case NodeKind.Function:
      case NodeKind.Typedef:
        if (!add(m, g.spec as DeclSpec)) return undefined;
        break;
      case NodeKind.SimpleDecl: {
        const sd = g as GenericNode & { decls: Node[]; spec: DeclSpec };
        if ((sd.spec.flags & DS.Friend) !== 0) {
          // (`friend class X;`, `friend void f(C);`)
          if (friends === undefined) return undefined;
          if (sd.decls.length === 0 && sd.spec.elaborated !== undefined) break;
          for (const d of sd.decls) if (!friend(d)) return undefined;
          break;
        }
        const inner = sd.spec.type;
        if (
          inner !== undefined && (inner.kind === NodeKind.Class || inner.kind === NodeKind.Enum)
        ) {
          const ic = inner as GenericNode;
          if (ic.name === undefined && sd.decls.length === 0) return undefined; // anonymous member
          if (!checkNested(inner)) return undefined;
        }
        for (const d of sd.decls) if (!add(d, sd.spec)) return undefined;
        break;
      }
      case NodeKind.Class:
      case NodeKind.Enum:
        if (!checkNested(m)) return undefined;
        break;
      case NodeKind.StaticAssert:
      case NodeKind.Pragma:
        break;
      case NodeKind.Alias:
        if (g.atom === atom) {
          out.push({ what: 2, access, isStatic: true, tok: m.first, array: false });
        }
        break;
      case NodeKind.Template: {
        const inner = g.decl as Node | undefined;
        const nm = inner !== undefined ? nameOf(inner) : undefined;
        if (nm === undefined || nm.atom === atom) {
          out.push({ what: 2, access, isStatic: true, tok: m.first, array: false });
        }
        break;
      }
      default:
        // using-declarations, friends, deduction guides...: not modelled
        return undefined;
    }
  }
  return out;

  /** A nested class or enum: its name and (unscoped) enumerators are members too. */
  function checkNested(n: Node): boolean {
    const g = n as GenericNode;
    if (n.kind === NodeKind.Enum) {
      const en = n as Enum;
      if (!en.scoped) {
        for (const x of en.enumerators) {
          if ((x as unknown as { name: number }).name === atom) {
            out.push({ what: 2, access, isStatic: true, tok: x.first, array: false });
          }
        }
      }
    }
    const nm = g.name as Name | undefined;
    if (nm === undefined) return n.kind === NodeKind.Enum;
    if (nm.parts[nm.parts.length - 1].atom === atom) {
      out.push({ what: 2, access, isStatic: true, tok: nm.first, array: false });
    }
    return true;
  }
}

/** Whether `atom` is a member of the class or of one of its (non-virtual, modelled) bases. */
function hasMember(p: Parser, cl: Class, atom: number, depth: number): boolean | undefined {
  if (depth > 16) return undefined;
  const own = membersNamed(p, cl, atom);
  if (own === undefined) return undefined;
  if (own.length > 0) return true;
  const sym = (cl as Class & { sym?: Sym }).sym;
  if (sym !== undefined && sym.name === atom) return true; // the injected class name
  for (const b of cl.bases) {
    if (b.pack) return undefined;
    const bc = definedClass(p, b.name);
    if (bc === undefined) return undefined;
    const r = hasMember(p, bc, atom, depth + 1);
    if (r !== false) return r;
  }
  return false;
}

/**
 * Is a declaration of type `char *` (plain `char`, not const: `char *p`, `char *const p`), which a
 * narrow string literal initializes only through the deprecated conversion?
 */
export function isMutableCharPointer(spec: DeclSpec, d: { ops: { op: number }[] }): boolean {
  return d.ops.length === 1 && d.ops[0].op === 0 && spec.type === undefined &&
    spec.builtins.length === 1 && spec.builtins[0] === T.KwChar &&
    (spec.flags & (DS.Const | DS.Signed | DS.Unsigned)) === 0;
}

/** Is `e` a narrow string literal without a user-defined suffix (`"abc"`, `"a" "b"`)? */
export function isNarrowString(tb: TokenBuffer, e: Node): boolean {
  if (e.kind !== NodeKind.StringLit) return false;
  const t0 = tb.text.slice(tb.start[e.first], tb.end[e.first]);
  const t1 = tb.text.slice(tb.start[e.last], tb.end[e.last]);
  return t0.charCodeAt(0) === 0x22 && t1.charCodeAt(t1.length - 1) === 0x22;
}

/**
 * Warning 2464 (`conversion from a string literal to "char *" is deprecated`) at a narrow string
 * literal initializing a variable of type `char *` (`char *name = "default";`).
 */
export function checkStringToCharPtr(p: Parser, spec: DeclSpec, d: Declarator, init: Node): void {
  if (p.silent > 0 || !isMutableCharPointer(spec, d) || !isNarrowString(p.tb, init)) return;
  p.diags.report(SE.StringToCharPtr, p.tb.start[init.first]);
}

/**
 * Warning 187 (`use of "=" where "==" may have been intended`) at a condition of `if`, `while`,
 * `do` or `for` that is a plain assignment of a constant (`if (i = 0)`, `if ((i = 1))`, in
 * templates too; not `if (j = i)` nor `i = 0, 1`).
 */
export function checkAssignCondition(p: Parser, cond: Node | undefined): void {
  if (cond === undefined || p.silent > 0) return;
  let e = cond as GenericNode;
  while (e.kind === NodeKind.Paren && e.expr) e = e.expr as GenericNode;
  if (e.kind !== NodeKind.Assign || e.op !== T.Assign || e.rhs === undefined) return;
  const r = e.rhs;
  const literal = r.kind === NodeKind.IntLit || r.kind === NodeKind.FloatLit ||
    r.kind === NodeKind.CharLit || r.kind === NodeKind.BoolLit || r.kind === NodeKind.NullptrLit;
  if (!literal) {
    let v;
    try {
      v = p.constEval().evaluate(r);
    } catch {
      return;
    }
    if (isFail(v)) return;
  }
  p.diags.report(SE.AssignCondition, p.tb.start[cond.first]);
}

/**
 * `namespace "ns" has no member "x"` (error 135) for a name qualified by a namespace in which
 * qualified lookup found nothing (outside system headers; `ns::nope(1)`, `ns::Nope t;`).
 */
export function reportNoNamespaceMember(p: Parser, n: NameResult): void {
  if (p.silent > 0 || n.dependent || n.sym !== undefined || n.parts.length < 2) return;
  // (through a namespace alias too: `al::nosuch` for `namespace al = outer;` names outer)
  let q = n.qsym;
  // (a class only declared: `incomplete type "Traits" is not allowed` (70) at the qualified
  // name, outside templates, `Traits::bytes`, `ns::Fwd::value`)
  if (
    q?.kind === SymKind.Class && q.def === undefined && !q.isTemplate && q.primary === undefined &&
    q.owner.kind === ScopeKind.Namespace && !p.inTemplate() &&
    n.parts.every((c) => c.targs === undefined) && (p.tb.flags[n.first] & TF.System) === 0
  ) {
    const cname = qualifiedName(p, q);
    if (cname !== undefined) {
      p.diags.report(SE.Incomplete, p.tb.start[n.parts[0].tok], [{ kind: "t", text: cname }]);
    }
    return;
  }
  if (q?.kind === SymKind.NamespaceAlias) q = q.scope?.sym ?? undefined;
  if (q?.kind !== SymKind.Namespace) return;
  const last = n.parts[n.parts.length - 1];
  if (last.atom < 0 || (last.special ?? 0) !== 0 || last.targs !== undefined) return;
  if ((p.tb.flags[n.first] & TF.System) !== 0) return;
  const ns = qualifiedName(p, q);
  if (ns === undefined) return;
  p.diags.report(SE.NoMember, p.tb.start[last.tok], [
    { kind: "n", label: "namespace", name: ns },
    p.names.text(last.atom),
  ]);
}

/**
 * `obj.m` / `ptr->m` on a variable of a complete class type: a name that is no member of the
 * class or its bases is error 135 (`class "S" has no member "y"`); a private or protected data
 * member or (not overloaded) member function of the class itself, used outside any class, is
 * error 265 (`member "C::x" (declared at line 1) is inaccessible`) unless used in a function
 * named as a friend of the class.
 */
export function checkMemberAccess(p: Parser, member: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const g = member as GenericNode;
  const n = g.name as Name | undefined;
  if (n === undefined || n.parts.length !== 1 || n.global) return;
  const part = n.parts[0];
  if (part.targs !== undefined || (part.special ?? 0) !== 0 || part.atom < 0 || part.templateKw) {
    return;
  }
  const cl = objectClass(p, g.expr, g.op === T.Arrow);
  if (cl === undefined) {
    checkMemberObjectType(p, g);
    return;
  }
  const csym = (cl as Class & { sym?: Sym }).sym;
  if (csym === undefined) return;
  const friends = new Set<number>();
  const own = membersNamed(p, cl, part.atom, friends);
  if (own === undefined) return;
  if (own.length === 0) {
    if (friends.size > 0) return; // (hasMember does not model friends)
    if (hasMember(p, cl, part.atom, 0) !== false) return;
    const cname = qualifiedName(p, csym);
    if (cname === undefined) return;
    p.diags.report(SE.NoMember, p.tb.start[part.tok], [
      { kind: "n", label: "class", name: cname },
      p.names.text(part.atom),
    ]);
    return;
  }
  if (boundFunctionValue(p, g, own, part.tok)) return;
  if (own.length !== 1) return; // overloads: the binary names the one it selects
  const m = own[0];
  // (the CUDA checks ask whether a member access names an array: `&d.arr[1]`)
  if (m.array) g.memberArray = true;
  if (m.what === 2 || m.access === T.KwPublic) return;
  for (let s: Scope | null = p.scope; s !== null; s = s.parent) {
    if (s.kind === ScopeKind.Class || s.kind === ScopeKind.Qualified) return;
  }
  // (in a function of a friend's name: `scale(Matrix m)` for `friend void scale(Matrix);`)
  if (friends.has(p.fnAtom)) return;
  const cname = qualifiedName(p, csym);
  if (cname === undefined) return;
  p.diags.report(SE.Inaccessible, p.tb.start[part.tok], [{
    kind: "n",
    label: m.what === 1 ? "function" : "member",
    name: `${cname}::${p.names.text(part.atom)}`,
    declaredAt: declaredAt(p, m.tok, part.tok),
  }]);
}

/**
 * The operand of a builtin operator of a known type it cannot take: `*x` of an arithmetic type
 * (error 75, `operand of "*" must be a pointer but has type "int"`); `x[1]` where neither
 * operand is a pointer (error 142, `expression must have pointer-to-object type but it has type
 * "int"`, at the left operand unless it is integral, else at the right one); `b++` / `++b` of a
 * bool (warning 708, `incrementing a bool value is deprecated`), `b--` / `--b` (error 709,
 * `bool type is not allowed`); `++` / `--` of what no assignment may change (see
 * checkAssignTarget). Each at the operand named. Enumerations and classes are not judged (their
 * operators may be overloaded).
 */
export function checkOperandType(p: Parser, e: Node): void {
  if (p.silent > 0 || p.inTemplate() || (p.tb.flags[e.first] & TF.System) !== 0) return;
  const g = e as GenericNode;
  const ev = p.constEval();
  const typeOf = (x: Node | undefined): Type | undefined => {
    const t = x === undefined ? undefined : ev.typeOfExpr(x);
    if (t === undefined) return undefined;
    const c = fullyCanonical(ev.types, t);
    return c.kind === TK.LRef || c.kind === TK.RRef ? c.base! : t;
  };
  const arith = (t: Type | undefined) =>
    t !== undefined && isArithmetic(fullyCanonical(ev.types, t));
  if (e.kind === NodeKind.Index) {
    const l = typeOf(g.expr), r = typeOf(g.rhs);
    if (!arith(l) || !arith(r)) return;
    const lc = fullyCanonical(ev.types, l!);
    const at = isIntegralKind(lc.kind) ? g.rhs! : g.expr!;
    p.diags.report(SE.SubscriptNonPointer, p.tb.start[at.first], [
      typeArg(ev.types, at === g.rhs ? r! : l!),
    ]);
    return;
  }
  if (e.kind !== NodeKind.Unary && e.kind !== NodeKind.Postfix) return;
  const operand = g.expr as Node | undefined;
  const t = typeOf(operand);
  if ((g.op === T.PlusPlus || g.op === T.MinusMinus) && checkModifiable(p, operand)) return;
  if (operand === undefined || !arith(t)) return;
  if (g.op === T.Star && e.kind === NodeKind.Unary) {
    p.diags.report(SE.DerefNonPointer, p.tb.start[operand.first], [typeArg(ev.types, t!)]);
  } else if (
    (g.op === T.PlusPlus || g.op === T.MinusMinus) &&
    fullyCanonical(ev.types, t!).kind === TK.Bool
  ) {
    p.diags.report(
      g.op === T.PlusPlus ? SE.IncrementBool : SE.DecrementBool,
      p.tb.start[operand.first],
    );
  }
}

/**
 * A member access naming non-static member functions only (`s.get`), not called: error 300 at
 * the member's name, `a pointer to a bound function may only be used to call the function`. Not
 * when a call follows, also after closing parentheses (`(s.get)()`), nor as the operand of `&`,
 * `sizeof`, `decltype` or `noexcept` (other rules). True when reported.
 */
function boundFunctionValue(p: Parser, g: GenericNode, own: MemberHit[], nameTok: number): boolean {
  if (own.length === 0 || !own.every((m) => m.what === 1 && !m.isStatic)) return false;
  const tb = p.tb;
  let i = nameTok + 1;
  while (i < tb.count && tb.kind[i] === T.RParen) i++;
  if (tb.kind[i] === T.LParen || tb.kind[i] === T.Less) return false;
  for (let j = g.first - 1; j >= 0 && j >= g.first - 2; j--) {
    const k = tb.kind[j];
    if (k === T.Amp || k === T.KwSizeof || k === T.KwDecltype || k === T.KwNoexcept) return false;
    if (k !== T.LParen) break;
  }
  p.diags.report(SE.BoundFunction, tb.start[nameTok]);
  return true;
}

/**
 * The object of `obj.m` / `ptr->m` of a type the operator cannot take, when that type is known:
 * `.` on a scalar, `p.x` for `S *p` (error 153, `expression must have class type but it has type
 * "S *"`); `->` on a scalar or on a class declaring no operator (error 3164, `operator -> or ->*
 * applied to "S" instead of to a pointer type`); `->` on a pointer to a scalar, `pp->x` for
 * `S **pp` (error 131, `expression must have pointer-to-class type but it has type "S **"`).
 * Each at the object expression.
 */
function checkMemberObjectType(p: Parser, g: GenericNode): void {
  const obj = g.expr as Node | undefined;
  if (obj === undefined || (p.tb.flags[g.first] & TF.System) !== 0) return;
  const ev = p.constEval();
  let t = ev.typeOfExpr(obj);
  if (t === undefined) return;
  let c = fullyCanonical(ev.types, t);
  if (c.kind === TK.LRef || c.kind === TK.RRef) {
    t = c.base!;
    c = fullyCanonical(ev.types, t);
  }
  const scalar = (k: Type) => isArithmetic(k) || k.kind === TK.Enum;
  // (a class only declared: `r.value` for `Node &r`, error 70; `p->value` for `Node *p`, 833)
  const incomplete = (k: Type) => k.kind === TK.Class && k.info?.complete === false;
  let code: number;
  if (g.op !== T.Arrow && incomplete(c)) code = SE.Incomplete;
  else if (
    g.op === T.Arrow && c.kind === TK.Pointer && incomplete(fullyCanonical(ev.types, c.base!))
  ) {
    code = SE.IncompletePointer;
    t = c.base!;
  } else if (g.op !== T.Arrow) {
    if (!scalar(c) && c.kind !== TK.Pointer) return;
    code = SE.NotClassType;
  } else if (c.kind === TK.Pointer) {
    const b = c.base!;
    if (!scalar(b) && b.kind !== TK.Pointer) return;
    code = SE.NotClassPointer;
  } else if (scalar(c)) code = SE.ArrowOnNonPointer;
  else {
    // (a class object: only one declaring no operator function and no base, which could bring
    // an `operator->`)
    const cl = objectClass(p, obj, false);
    if (cl === undefined || cl.bases.length > 0) return;
    if (cl.members.some((m) => m.kind === NodeKind.Template || m.kind === NodeKind.UsingDecl)) {
      return;
    }
    if (someMemberFunction(cl, (f) => f.decl.name?.parts.some((q) => q.special) === true)) return;
    code = SE.ArrowOnNonPointer;
  }
  p.diags.report(code, p.tb.start[obj.first], [typeArg(ev.types, t)]);
}

// ------------------------------------------------------------------ specifiers and expressions

/** The first token of kind `k` among the declaration specifiers (outside parentheses). */
function specToken(p: Parser, spec: DeclSpec, k: number): number {
  const tb = p.tb;
  let depth = 0;
  for (let i = spec.first; i <= spec.last && i < tb.count; i++) {
    const x = tb.kind[i];
    if (x === T.LParen || x === T.Less || x === T.LBracket) depth++;
    else if (x === T.RParen || x === T.Greater || x === T.RBracket) depth--;
    else if (depth === 0 && x === k) return i;
  }
  return -1;
}

/**
 * Specifiers where the binary rejects them (checked per declaration, at the specifier):
 * `virtual` outside a class (239), `explicit` outside a class or on a member function that is
 * neither a constructor nor a conversion function (771), `mutable const` members (719), `static`
 * on a member defined outside its class (80), and `static int main` (378, at the name).
 */
export function checkSpecifiers(p: Parser, spec: DeclSpec, decl: Declarator, cx: number): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const f = spec.flags;
  if ((f & (DS.Virtual | DS.Explicit | DS.Mutable | DS.Static)) === 0) return;
  if ((f & (DS.Friend | DS.Typedef)) !== 0) return;
  const name = decl.name;
  const isFn = decl.ops.length > 0 && decl.ops[0].op === 5;
  const report = (code: number, tok: number) => {
    if (tok >= 0) p.diags.report(code, p.tb.start[tok]);
  };
  if ((f & DS.Virtual) !== 0 && cx !== 1) {
    report(SE.SpecifierOutsideClass, specToken(p, spec, T.KwVirtual));
    return;
  }
  if ((f & DS.Explicit) !== 0 && spec.explicitExpr === undefined) {
    if (cx !== 1) {
      report(SE.NotAllowedExplicit, specToken(p, spec, T.KwExplicit));
      return;
    }
    const cls = p.scope.kind === ScopeKind.Class ? p.scope.sym : null;
    if (isFn && name !== undefined && name.parts.length === 1 && cls !== null) {
      const part = name.parts[0];
      if ((part.special ?? 0) === 0 && part.targs === undefined && part.atom !== cls.name) {
        report(SE.NotAllowedExplicit, specToken(p, spec, T.KwExplicit));
        return;
      }
    }
  }
  if ((f & DS.Mutable) !== 0 && (f & DS.Const) !== 0 && cx === 1 && !isFn) {
    report(SE.MutableNotAllowed, specToken(p, spec, T.KwMutable));
    return;
  }
  if ((f & DS.Static) !== 0 && cx === 0 && name !== undefined) {
    if (name.parts.length > 1) {
      const q = name.parts[name.parts.length - 2];
      const qs = (name as Name & { qsym?: Sym }).qsym;
      if (
        q.targs === undefined && qs !== undefined && qs.kind === SymKind.Class && !qs.isTemplate
      ) {
        report(SE.StorageClassHere, specToken(p, spec, T.KwStatic));
      }
      return;
    }
    const part = name.parts[0];
    if (isFn && !name.global && p.declScope() === p.global && p.names.text(part.atom) === "main") {
      p.diags.report(SE.NotAllowedStatic, p.tb.start[part.tok]);
    }
  }
}

/** A base class declared `final`: error 1904 at the base's name. */
export function checkFinalBase(p: Parser, base: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const b = base as GenericNode;
  const n = b.name as Name | undefined;
  if (n === undefined || b.pack) return;
  const bc = definedClass(p, n);
  if (bc !== undefined && bc.final) p.diags.report(SE.FinalBase, p.tb.start[n.first]);
}

/** `this` outside any class or out-of-line member: error 258 at `this`. */
export function checkThis(p: Parser, tok: number): void {
  if (p.silent > 0 || p.inTemplate()) return;
  for (let s: Scope | null = p.scope; s !== null; s = s.parent) {
    if (s.kind === ScopeKind.Class || s.kind === ScopeKind.Qualified) return;
  }
  p.diags.report(SE.ThisOutside, p.tb.start[tok]);
}

/**
 * An assignment to a literal, to an array, to a const variable or parameter of scalar type
 * (also through a reference), or to a data member of a const object: error 137 at the left
 * operand (`expression must be a modifiable lvalue`).
 */
export function checkAssignTarget(p: Parser, assign: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  checkModifiable(p, (assign as GenericNode).lhs);
}

/** See checkAssignTarget: the operand `lhs` of an assignment, `++` or `--`. */
function checkModifiable(p: Parser, lhs: Node | undefined): boolean {
  let e = lhs as GenericNode | undefined;
  while (e !== undefined && e.kind === NodeKind.Paren && e.expr !== undefined) {
    e = e.expr as GenericNode;
  }
  if (e === undefined || lhs === undefined) return false;
  let bad = false;
  if (e.kind === NodeKind.IntLit || e.kind === NodeKind.CharLit || e.kind === NodeKind.BoolLit) {
    bad = purity(p, e) !== 0;
  } else if (e.kind === NodeKind.Ident) {
    const n = e.name as Name | undefined;
    const sym = n?.sym;
    if (n === undefined || n.dependent || sym === undefined || sym.kind !== SymKind.Variable) {
      return false;
    }
    if (sym.owner.inTemplate || n.parts.some((x) => x.targs !== undefined)) return false;
    const d = sym.decl as GenericNode | undefined;
    if (d === undefined || d.bindings !== undefined) return false;
    const param = d.kind === NodeKind.Param;
    if (d.kind !== NodeKind.Variable && !param) return false;
    const spec = d.spec as DeclSpec;
    const decl = d.decl as Declarator;
    if (decl.pack || (spec.flags & (DS.Mutable | DS.Auto)) !== 0) return false;
    // (a parameter declared as an array or function is a pointer)
    if (param && decl.ops.some((o) => o.op === 4 || o.op === 5)) return false;
    const ev = p.constEval();
    const t = ev.typeOfDeclarator(spec, { ...decl, name: undefined });
    if (t === undefined) return false;
    let c = canonical(ev.types, t);
    // (an array, `arr = 0;`; a const scalar, directly or through a reference)
    if (c.kind === TK.LRef || c.kind === TK.RRef) c = canonical(ev.types, c.base!);
    const scalar = isIntegralKind(c.kind) || c.kind === TK.Enum || c.kind === TK.Pointer ||
      (c.kind >= TK.Float && c.kind <= TK.Float128);
    bad = c.kind === TK.Array ||
      (scalar && ((c.cv & 1) !== 0 || (spec.flags & DS.Constexpr) !== 0));
  } else if (
    (e.kind === NodeKind.Index || (e.kind === NodeKind.Unary && e.op === T.Star)) &&
    e.expr !== undefined
  ) {
    // (an element of an array of const, or through a pointer to const: `p[0] = 1.0f;` for a
    // `const float *p`)
    bad = constElementOf(p, e.expr as GenericNode);
  } else if (e.kind === NodeKind.Member) bad = constObjectMember(p, e);
  if (bad) p.diags.report(SE.NotModifiable, p.tb.start[lhs.first]);
  return bad;
}

/**
 * Is member access `m` a data member of a const object: `t.y` for a `const T t` or `const T &t`,
 * `p->y` for a `const T *p` (a member neither mutable, static nor a reference or array)?
 */
function constObjectMember(p: Parser, m: GenericNode): boolean {
  const n = m.name as Name | undefined;
  if (n === undefined || n.parts.length !== 1 || n.parts[0].targs !== undefined) return false;
  const obj = m.expr === undefined ? undefined : stripParens(m.expr) as GenericNode;
  const d = obj?.kind === NodeKind.Ident
    ? (obj.name as Name | undefined)?.sym?.decl as GenericNode | undefined
    : undefined;
  if (d?.kind !== NodeKind.Variable && d?.kind !== NodeKind.Param) return false;
  const spec = d.spec as DeclSpec, ops = (d.decl as Declarator).ops;
  if ((spec.flags & DS.Const) === 0 || ops.some((o) => (o.cv ?? 0) !== 0)) return false;
  const arrow = m.op === T.Arrow;
  if (arrow ? ops.length !== 1 || ops[0].op !== 0 : ops.length > 1 || (ops[0]?.op ?? 1) !== 1) {
    return false;
  }
  const cl = objectClass(p, m.expr, arrow);
  const own = cl === undefined ? undefined : membersNamed(p, cl, n.parts[0].atom);
  const v = own?.length === 1 && own[0].what === 0 ? own[0].node as Variable : undefined;
  return v !== undefined && (v.spec.flags & (DS.Mutable | DS.Static)) === 0 &&
    v.decl.ops.length === 0;
}

/**
 * A value plain-assigned to a builtin or pointer lvalue that cannot take it (see `badValue`):
 * error 513 at the `=`, `a value of type "float *" cannot be assigned to an entity of type "int
 * *"` (a warning for a qualifier added below a level that is not const).
 */
export function checkAssignValue(p: Parser, assign: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const g = assign as GenericNode;
  const lhs = g.lhs as Node, rhs = g.rhs as Node | undefined;
  if (g.op !== T.Assign || rhs === undefined || rhs.kind === NodeKind.InitList) return;
  if ((p.tb.flags[lhs.first] & TF.System) !== 0 || p.tb.kind[lhs.last + 1] !== T.Assign) return;
  const ev = p.constEval();
  let t = ev.typeOfExpr(lhs);
  if (t === undefined) return;
  let c = fullyCanonical(ev.types, t);
  if (c.kind === TK.LRef) {
    t = c.base!;
    c = fullyCanonical(ev.types, t);
  }
  if (c.kind !== TK.Pointer && c.kind !== TK.Enum && !isArithmetic(c)) return;
  const bad = badValue(p, ev.types.withCv(t, 0), rhs);
  if (bad === undefined) {
    // (a constant assigned to an integral object: 68 or 69 when its value changes, `u = -1;`)
    if (isArithmetic(c) && (p.tb.flags[rhs.first] & TF.System) === 0) {
      checkFoldedKind(p, c.kind, rhs, false);
    }
    return;
  }
  // (a class object without conversion functions: error 413 at it)
  p.diags.report(
    bad.noConversion ? SE.NoConversion : SE.AssignFromValue,
    p.tb.start[bad.noConversion ? rhs.first : lhs.last + 1],
    [bad.from, typeArg(ev.types, ev.types.withCv(t, 0))],
    bad.warn ? "warning" : undefined,
  );
}

/**
 * Is `b` a variable or parameter declared as a pointer to, or an array of, a const scalar
 * (`const float *p`, `const int a[3]`), whose element an index or `*` names?
 */
function constElementOf(p: Parser, b: GenericNode): boolean {
  while (b.kind === NodeKind.Paren && b.expr !== undefined) b = b.expr as GenericNode;
  if (b.kind !== NodeKind.Ident) return false;
  const n = b.name as Name | undefined;
  const sym = n?.sym;
  if (n === undefined || n.dependent || sym === undefined || sym.kind !== SymKind.Variable) {
    return false;
  }
  if (sym.owner.inTemplate || n.parts.length !== 1 || n.parts[0].targs !== undefined) return false;
  const d = sym.decl as GenericNode | undefined;
  if (d === undefined || (d.kind !== NodeKind.Variable && d.kind !== NodeKind.Param)) return false;
  const spec = d.spec as DeclSpec;
  const decl = d.decl as Declarator;
  if (decl.ops.length !== 1 || decl.pack || (decl.ops[0].op !== 0 && decl.ops[0].op !== 4)) {
    return false;
  }
  if ((spec.flags & DS.Const) === 0 || (spec.flags & DS.Mutable) !== 0) return false;
  const t = p.constEval().typeOfSpec(spec);
  if (t === undefined) return false;
  const c = canonical(p.constEval().types, t);
  return isIntegralKind(c.kind) || c.kind === TK.Enum || c.kind === TK.Pointer ||
    (c.kind >= TK.Float && c.kind <= TK.Float128);
}

/**
 * The initializer of a constexpr variable of integral type: a read of a non-constant variable
 * (28 with its note), a division by zero (39/179) or undefined behaviour in a constexpr call is
 * reported at the initializer; overflow and sign-change warnings found on the way too.
 */
export function checkConstexprInit(p: Parser, node: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const g = node as GenericNode;
  const spec = g.spec as DeclSpec;
  if ((spec.flags & DS.Constexpr) === 0 || (spec.flags & DS.Auto) !== 0) return;
  const decl = g.decl as Declarator;
  if (decl.ops.length > 0 || decl.pack || g.bindings !== undefined) return;
  let init = g.init as GenericNode | undefined;
  if (init === undefined) return;
  if (g.initStyle === 3 || init.kind === NodeKind.InitList) {
    const list = (init.list ?? init.args) as Node[] | undefined;
    if (list === undefined || list.length !== 1) return;
    init = list[0] as GenericNode;
  } else if (g.initStyle !== 1) return;
  const ev = p.constEval();
  const t = ev.typeOfSpec(spec);
  if (t === undefined || !isIntegralKind(canonical(ev.types, t).kind)) return;
  const r = ev.evaluate(init);
  if (isFail(r)) {
    reportFailure(p, r, init.first);
    return;
  }
  for (const w of ev.warnings) p.diags.report(w.code, p.tb.start[w.tok]);
}

// ------------------------------------------------------------------ folding warnings

/** A bit-field's width: negative (105), zero with a name (107), wider than its type (959). */
export function checkBitField(p: Parser, node: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const g = node as GenericNode;
  const w = g.bitWidth as Node | undefined;
  if (w === undefined) return;
  const ev = p.constEval();
  const r = ev.evaluate(w);
  if (isFail(r) || r.scoped !== undefined) return;
  for (const x of ev.warnings) p.diags.report(x.code, p.tb.start[x.tok]);
  if (r.v < 0n) {
    p.diags.report(SE.BitFieldSize, p.tb.start[w.first]);
    return;
  }
  const decl = g.decl as Declarator;
  if (r.v === 0n) {
    const n = decl.name;
    if (n !== undefined && n.parts.length === 1) {
      p.diags.report(SE.BitFieldZeroNamed, p.tb.start[n.parts[0].tok]);
    }
    return;
  }
  if (decl.ops.length > 0) return;
  const t = ev.typeOfSpec(g.spec as DeclSpec);
  if (t === undefined) return;
  const c = canonical(ev.types, t);
  if (!isIntegralKind(c.kind) || c.kind === TK.Bool) return;
  const size = sizeOfKind(c.kind);
  if (size === undefined || r.v <= BigInt(size * 8)) return;
  p.diags.report(SE.BitFieldTooWide, p.tb.start[w.first], [size * 8]);
}

function sizeOfKind(k: TK): number | undefined {
  switch (k) {
    case TK.Char:
    case TK.SChar:
    case TK.UChar:
    case TK.Char8:
      return 1;
    case TK.Short:
    case TK.UShort:
    case TK.Char16:
      return 2;
    case TK.Int:
    case TK.UInt:
    case TK.WChar:
    case TK.Char32:
      return 4;
    case TK.Long:
    case TK.ULong:
    case TK.LongLong:
    case TK.ULongLong:
      return 8;
    default:
      return undefined;
  }
}

/** The token is the integer literal 0 (any suffix). */
function isZeroLiteral(p: Parser, e: Node): boolean {
  if (e.kind !== NodeKind.IntLit || e.first !== e.last) return false;
  const tb = p.tb;
  const a = tb.start[e.first], b = tb.end[e.first];
  if (tb.text.charCodeAt(a) !== 0x30) return false;
  for (let i = a + 1; i < b; i++) {
    const c = tb.text.charCodeAt(i) | 0x20;
    if (c !== 0x75 && c !== 0x6c) return false; // u, l
  }
  return true;
}

/** An operand that is a variable or parameter of unsigned type of rank int or more. */
function unsignedOperand(p: Parser, e: Node): boolean {
  const x = stripParens(e);
  const ev = p.constEval();
  // (a constant is not judged: `sizeof(int) >= 0`, `k >= 0` for `const unsigned k = 5;`)
  if (!isFail(ev.evaluate(x))) return false;
  const t = x.kind === NodeKind.Ident ? declaredScalarType(p, x as GenericNode) : valueType(p, x);
  if (t === undefined) return false;
  const c = fullyCanonical(ev.types, t);
  // (an unsigned type narrower than int too, though promoted: `uint8_t`, `char16_t`; an
  // enumeration with a fixed unsigned underlying type, `enum E : unsigned char`; not bool)
  if (c.kind === TK.Enum) {
    const node = (c as Type & { node?: Node }).node as Enum | undefined;
    const u = c.info?.underlying;
    return node?.base !== undefined && u !== undefined &&
      UNSIGNED_KINDS.has(fullyCanonical(ev.types, u).kind);
  }
  return UNSIGNED_KINDS.has(c.kind);
}

/**
 * The declared type of the variable or parameter identifier `g` names, when it is no pointer
 * or array (a reference is its referee): in a template too, a local or parameter of a type that
 * does not depend on it (the binary judges it at the definition), but no member of a class
 * template.
 */
function declaredScalarType(p: Parser, g: GenericNode): Type | undefined {
  const n = g.name as Name | undefined;
  const sym = n?.sym;
  if (n === undefined || n.dependent || sym?.kind !== SymKind.Variable) return undefined;
  if (n.parts.some((c) => c.targs !== undefined || (c.special ?? 0) !== 0)) return undefined;
  if (sym.owner.inTemplate && sym.owner.kind === ScopeKind.Class) return undefined;
  const d = namedVariable(g);
  if (d === undefined) return undefined;
  const spec = d.spec as DeclSpec, decl = d.decl as Declarator;
  if ((spec.flags & DS.Auto) !== 0 || decl.pack || d.bindings !== undefined) return undefined;
  if (decl.ops.some((o) => o.op !== 1 && o.op !== 2)) return undefined;
  return p.constEval().typeOfSpec(spec);
}

/** The unsigned integral kinds (bool aside). */
const UNSIGNED_KINDS = new Set<TK>([
  TK.UChar,
  TK.UShort,
  TK.UInt,
  TK.ULong,
  TK.ULongLong,
  TK.UInt128,
  TK.Char8,
  TK.Char16,
  TK.Char32,
]);

/**
 * `%`, `<<`, `>>`, `&`, `|`, `^` with an operand of floating type (a literal, a variable or
 * parameter declared so): error 2140 'expression must have integral or unscoped enum type' at
 * the first such operand. Operands of other or unknown types are not judged (a class may
 * overload the operator).
 */
export function checkIntegralOperands(p: Parser, bin: Node): void {
  if (p.silent > 0 || (p.tb.flags[bin.first] & TF.System) !== 0) return;
  const g = bin as GenericNode;
  const ev = p.constEval();
  const kindOf = (e: Node): TK | undefined => {
    const t = ev.typeOfExpr(e);
    if (t === undefined) return undefined;
    const c = canonical(ev.types, t);
    return isArithmetic(c) || c.kind === TK.Enum ? c.kind : undefined;
  };
  // (both operands of known arithmetic or enumeration types: no operator function is involved)
  const l = kindOf(g.lhs!), r = kindOf(g.rhs!);
  if (l === undefined || r === undefined) return;
  const floating = (k: TK) => k >= TK.Float && k <= TK.Float128;
  const bad = floating(l) ? g.lhs! : floating(r) ? g.rhs! : undefined;
  if (bad !== undefined) p.diags.report(SE.NotIntegral, p.tb.start[bad.first]);
}

/**
 * `+`, `-`, `*`, `/` with a pointer operand of a known type where the other cannot go: `p + q`
 * or `p + 1.5f` (error 2140, `expression must have integral or unscoped enum type`, at the right
 * operand; `p - 1.5f` too, `p - q` is a difference), `1.5f + p` (error 2138, `expression must have
 * arithmetic or unscoped enum type`, at the pointer), `p * 2` and `p / 2` (2138 at the pointer).
 * Only operands of builtin types (a class may bring an operator).
 */
export function checkPointerOperands(p: Parser, bin: Node): void {
  if (p.silent > 0 || p.inTemplate() || (p.tb.flags[bin.first] & TF.System) !== 0) return;
  const g = bin as GenericNode;
  const ev = p.constEval();
  const typeOf = (e: Node): Type | undefined => {
    const t = ev.typeOfExpr(e);
    if (t === undefined) return undefined;
    let c = fullyCanonical(ev.types, t);
    if (c.kind === TK.LRef || c.kind === TK.RRef) c = fullyCanonical(ev.types, c.base!);
    // (an array decays to a pointer)
    if (c.kind === TK.Array) c = ev.types.pointer(c.base!);
    return isArithmetic(c) || c.kind === TK.Pointer ? c : undefined;
  };
  const l = typeOf(g.lhs!), r = typeOf(g.rhs!);
  if (l === undefined || r === undefined) return;
  const lp = l.kind === TK.Pointer, rp = r.kind === TK.Pointer;
  if (!lp && !rp) return;
  let code: number, at: Node;
  if (g.op === T.Star || g.op === T.Slash) {
    code = SE.NotArithmetic;
    at = lp ? g.lhs! : g.rhs!;
  } else if (lp) {
    if (isIntegralKind(r.kind) || (g.op === T.Minus && rp)) return;
    code = SE.NotIntegral;
    at = g.rhs!;
  } else {
    // (`1 + p` is an element's address; `1 - p` is not modelled)
    if (g.op !== T.Plus || isIntegralKind(l.kind)) return;
    code = SE.NotArithmetic;
    at = g.rhs!;
  }
  p.diags.report(code, p.tb.start[at.first]);
}

/**
 * `a / 0`, `a % 0`, and a shift by a constant count that is negative or not less than the width
 * of the promoted left operand (`u << 32`, `s << 32`, `a << -1`): warnings 39, 179, 62 and 63 at
 * the right operand, wherever the operation is (in a template too, when the left operand's type
 * does not depend on its parameters). The left operand must be of a known integral type.
 */
export function checkConstantOperand(p: Parser, bin: Node): void {
  if (p.silent > 0 || (p.tb.flags[bin.first] & TF.System) !== 0) return;
  const g = bin as GenericNode;
  const op = g.op, lhs = g.lhs!, rhs = g.rhs!;
  const ev = p.constEval();
  const r = ev.evaluate(rhs);
  if (isFail(r) || r.scoped !== undefined) return;
  const x = stripParens(lhs);
  const t = x.kind === NodeKind.Ident ? declaredScalarType(p, x as GenericNode) : ev.typeOfExpr(x);
  if (t === undefined) return;
  const k = fullyCanonical(ev.types, t).kind;
  if (!isIntegralKind(k)) return;
  let code: number;
  let at = rhs.first;
  if (op === T.Slash || op === T.Percent) {
    if (r.v !== 0n) return;
    // (a constant divided by zero is folded, with the warning at the operator, wherever it
    // stands; in a constant expression its evaluation fails there instead)
    if (!isFail(ev.evaluate(lhs))) {
      if (p.constCtx > 0) return;
      at = lhs.last + 1;
    }
    code = op === T.Percent ? SE.ModByZero : SE.DivByZero;
  } else if (r.v < 0n) code = SE.ShiftNegative;
  else if (r.v >= BigInt(bitsOf(promote(k)))) code = SE.ShiftTooLarge;
  else return;
  p.operandWarned.add(at);
  p.diags.report(code, p.tb.start[at], [], "warning");
}

/**
 * A comparison of a pointer with an arithmetic value that is not a null pointer constant
 * (`p == 1`, `p < l`, `p == 1.0`), or of pointers to different arithmetic types (`float *` and
 * `double *`): error 42 at the operator, `operand types are incompatible ("float *" and
 * "int")`.
 */
export function checkComparedOperands(p: Parser, bin: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const g = bin as GenericNode;
  const l = stripParens(g.lhs!), r = stripParens(g.rhs!);
  if ((p.tb.flags[bin.first] & TF.System) !== 0) return;
  const ev = p.constEval();
  const typed = (x: Node): Type | undefined => {
    const t = valueType(p, x);
    return t === undefined ? undefined : ev.types.withCv(t, 0);
  };
  // (`false` is taken as a null pointer constant here: `p == false`)
  const notNull = (x: Node) => notNullValue(p, x, false);
  const lt = typed(l), rt = typed(r);
  if (lt === undefined || rt === undefined) return;
  const lc = fullyCanonical(ev.types, lt), rc = fullyCanonical(ev.types, rt);
  let bad = false;
  if (lc.kind === TK.Pointer && rc.kind === TK.Pointer) {
    const le = lc.base!, re = rc.base!;
    bad = isArithmetic(le) && isArithmetic(re) && le.kind !== re.kind;
  } else if (lc.kind === TK.Pointer) bad = isArithmetic(rc) && notNull(r);
  else if (rc.kind === TK.Pointer) bad = isArithmetic(lc) && notNull(l);
  if (!bad) return;
  p.diags.report(SE.IncompatibleOperands, p.tb.start[g.lhs!.last + 1], [
    typeArg(ev.types, lt),
    typeArg(ev.types, rt),
  ]);
}

/**
 * `u < 0`, `u >= 0`, `0 > u`, `0 <= u` with `u` an unsigned variable: warning 186 at the
 * operator ("pointless comparison of unsigned integer with zero").
 */
export function checkUnsignedZero(p: Parser, bin: Node): void {
  const g = bin as GenericNode;
  const op = g.op;
  if (op !== T.Less && op !== T.GreaterEqual && op !== T.Greater && op !== T.LessEqual) return;
  const l = g.lhs!, r = g.rhs!;
  let hit = false;
  if (op === T.Less || op === T.GreaterEqual) {
    hit = isZeroLiteral(p, stripParens(r)) && unsignedOperand(p, l);
  } else {
    hit = isZeroLiteral(p, stripParens(l)) && unsignedOperand(p, r);
  }
  // (in templates too, at the definition: the operand's type does not depend on parameters)
  if (!hit || p.silent > 0) return;
  const tb = p.tb;
  let i = l.last + 1;
  while (i < tb.count && tb.kind[i] === T.RParen) i++;
  if (tb.kind[i] !== op) return;
  p.diags.report(SE.PointlessUnsigned, tb.start[i]);
}

/**
 * `T x = constant;` for an integral T outside constant contexts: the binary folds the value and
 * warns on overflow (61), a division or remainder by zero (39/179 as warnings), a too large
 * shift count (63), and on the conversion to T: a change of sign (68) or a truncation (69).
 */
export function checkInitFolding(p: Parser, node: Node): void {
  // (in templates too, at the definition, when neither the type nor the value depends on
  // template parameters: `unsigned char c = 300;`)
  if (p.silent > 0) return;
  const g = node as GenericNode;
  if (g.initStyle !== 1 || g.init === undefined) return;
  const init = g.init as Node;
  if ((p.tb.flags[init.first] & TF.System) !== 0) return; // warnings are not shown there
  const spec = g.spec as DeclSpec;
  if ((spec.flags & (DS.Constexpr | DS.Auto | DS.Typedef)) !== 0) return;
  const decl = g.decl as Declarator;
  if (decl.ops.length > 0 || decl.pack || g.bindings !== undefined) return;
  checkFoldedConversion(p, spec, init, true);
}

/** Arithmetic kinds the narrowing check judges, with their signedness (null: floating). */
const NARROW_KINDS = new Map<TK, boolean | null>([
  [TK.Bool, false],
  [TK.Char, true],
  [TK.SChar, true],
  [TK.UChar, false],
  [TK.Short, true],
  [TK.UShort, false],
  [TK.Int, true],
  [TK.UInt, false],
  [TK.Long, true],
  [TK.ULong, false],
  [TK.LongLong, true],
  [TK.ULongLong, false],
  [TK.Float, null],
  [TK.Double, null],
  [TK.LongDouble, null],
]);

/**
 * Is converting a value of kind `s` to kind `t` narrowing ([dcl.init.list]): floating to
 * integral, to a shorter floating type, integral to floating, or to an integral type that cannot
 * hold every value. A constant value is judged by the caller.
 */
function narrows(s: TK, t: TK): boolean {
  const ss = NARROW_KINDS.get(s), ts = NARROW_KINDS.get(t);
  if (ss === undefined || ts === undefined || s === t) return false;
  if (t === TK.Bool) return true;
  if (ss === null) return ts !== null || t < s;
  if (ts === null) return true;
  if (s === TK.Bool) return false;
  const sz = sizeOfKind(s)!, tz = sizeOfKind(t)!;
  return ss === ts ? tz < sz : ss ? true : tz <= sz;
}

/**
 * The elements of a braced initializer converted by narrowing (warning 2361 at the element,
 * `invalid narrowing conversion from "int" to "unsigned int"`): of a scalar (`int a{n}`), of an
 * array of scalars (`int a[2] = {n, 1}`), of an aggregate of scalar members (`P s{d, 1.0}`), or
 * the parameters of the one constructor of a class taking that many scalars (`dim3 b{n}`).
 * Judged for elements of known types (variables, literals, constants); a constant whose value
 * fits is no narrowing, one that does not fit an integral type is warning 69 instead.
 */
export function checkNarrowing(p: Parser, v: Variable): void {
  if (p.silent > 0 || p.inTemplate() || (p.tb.flags[v.first] & TF.System) !== 0) return;
  if ((v.spec.flags & (DS.Typedef | DS.Auto | DS.Extern)) !== 0 || v.decl.pack) return;
  const init = v.init as GenericNode | undefined;
  if (init === undefined || init.kind !== NodeKind.InitList) return;
  if (v.initStyle !== 3 && v.initStyle !== 1) return;
  const list = (init.list ?? init.args ?? []) as Node[];
  if (
    list.length === 0 || list.some((x) =>
      x.kind === NodeKind.InitList ||
      x.kind === NodeKind.Designated || x.kind === NodeKind.PackExpansion
    )
  ) return;
  const ev = p.constEval();
  const kindOf = (spec: DeclSpec, d: Declarator): TK | undefined => {
    if (d.ops.length > 0) return undefined;
    const t = ev.typeOfSpec(spec);
    const c = t === undefined ? undefined : canonical(ev.types, t);
    return c !== undefined && NARROW_KINDS.has(c.kind) ? c.kind : undefined;
  };
  // the target types, in order
  let targets: (TK | undefined)[] | undefined;
  const ops = v.decl.ops;
  // (a scalar through a typedef too: `size_t z{i}`)
  const scalar = kindOf(v.spec, { ...v.decl, ops: [] });
  if (ops.length === 0 && scalar !== undefined) {
    if (list.length === 1) targets = [scalar];
  } else if (ops.length === 1 && ops[0].op === 4 && scalar !== undefined) {
    targets = list.map(() => scalar);
  } else if (ops.length === 0 && v.spec.type?.kind === NodeKind.Name) {
    targets = classTargets(v.spec.type as Name, list.length, kindOf);
  }
  if (targets === undefined) return;
  for (let i = 0; i < list.length; i++) {
    const t = targets[i];
    const e = list[i];
    if (t === undefined) continue;
    const st = ev.typeOfExpr(e);
    const sc = st === undefined ? undefined : canonical(ev.types, st);
    if (sc === undefined || !narrows(sc.kind, t)) continue;
    // (a floating literal: narrowing only to an integral type)
    if (floatLiteralValue(e, (j) => tokensText(p, j, j)) !== undefined) {
      if (NARROW_KINDS.get(t) !== null) reportNarrowing(p, e, sc, t);
      continue;
    }
    // (a constant: judged by its value)
    const r = ev.evaluate(e);
    if (!isFail(r)) {
      if (r.scoped !== undefined) continue;
      if (NARROW_KINDS.get(sc.kind) === null) {
        if (NARROW_KINDS.get(t) !== null) {
          reportNarrowing(p, e, sc, t);
        }
        continue;
      }
      if (NARROW_KINDS.get(t) === null || t === TK.Bool) continue;
      // (`unsigned u{-1}` changes the sign; a bit pattern silently, `unsigned u{~0}`)
      const code = conversionChange(r.v, t);
      if (code === SE.SignChange && isBitPattern(e, p.tb, (c) => constantValue(ev, c))) continue;
      if (code >= 0) p.diags.report(code, p.tb.start[e.first]);
      continue;
    }
    reportNarrowing(p, e, sc, t);
  }
}

function reportNarrowing(p: Parser, e: Node, from: Type, to: TK): void {
  const ev = p.constEval();
  p.diags.report(SE.Narrowing, p.tb.start[e.first], [
    { kind: "t", text: typeToString(from) },
    { kind: "t", text: typeToString(ev.types.builtin(to)) },
  ]);
}

/**
 * The scalar types the elements of a class's braced initializer convert to: its members, for
 * an aggregate (no constructors, bases or virtual functions; no bit-fields); else the one
 * constructor whose parameters at those positions are all scalars.
 */
function classTargets(
  n: Name,
  count: number,
  kindOf: (spec: DeclSpec, d: Declarator) => TK | undefined,
): (TK | undefined)[] | undefined {
  const sym = n.sym;
  if (sym?.kind !== SymKind.Class || sym.isTemplate || sym.primary !== undefined) return undefined;
  if (n.parts.some((c) => c.targs !== undefined)) return undefined;
  const def = sym.def as Class | undefined;
  if (def?.kind !== NodeKind.Class || !def.complete) return undefined;
  const ctors: GenericNode[] = [];
  const fields: (TK | undefined)[] = [];
  let aggregate = def.bases.length === 0;
  for (const m of def.members) {
    if (m.kind === NodeKind.Template) {
      aggregate = false;
      continue;
    }
    if (m.kind === NodeKind.AccessSpec) {
      aggregate = false;
      continue;
    }
    const g = m as GenericNode;
    const spec = g.spec as DeclSpec | undefined;
    const fs = m.kind === NodeKind.SimpleDecl ? (m as SimpleDecl).decls : [m];
    for (const f of fs) {
      const fg = f as GenericNode;
      if (f.kind === NodeKind.Function) {
        const fd = fg.decl as Declarator;
        const last = fd.name?.parts[fd.name.parts.length - 1];
        if ((fg.spec as DeclSpec).flags & DS.Virtual) aggregate = false;
        if (fd.name?.parts.length === 1 && last!.atom === sym.name && !last!.special) {
          ctors.push(fg);
        }
      } else if (f.kind === NodeKind.Variable) {
        const vs = (fg.spec ?? spec) as DeclSpec;
        if ((vs.flags & DS.Static) !== 0) continue;
        if (fg.bitWidth !== undefined) return undefined;
        fields.push(kindOf(vs, fg.decl as Declarator));
      }
    }
  }
  if (ctors.length === 0) return aggregate && count <= fields.length ? fields : undefined;
  let found: (TK | undefined)[] | undefined;
  for (const c of ctors) {
    const ps = ((c.decl as Declarator).ops[0]?.params ?? []) as Node[];
    if (ps.length < count || ps.some((x) => x.kind !== NodeKind.Param)) continue;
    if (ps.slice(count).some((x) => (x as GenericNode).init === undefined)) continue;
    const ks = ps.slice(0, count).map((x) =>
      kindOf((x as GenericNode).spec as DeclSpec, (x as GenericNode).decl as Declarator)
    );
    if (ks.some((k) => k === undefined)) continue;
    if (found !== undefined) return undefined;
    found = ks;
  }
  return found;
}

/**
 * Constant `e` converted to the builtin integral type of `spec` (an initializer, a returned
 * value, an argument): warning 68 or 69 when its folded value changes. With `folding`, also the
 * folding's own warnings (overflow, division by zero, shift count).
 */
function checkFoldedConversion(p: Parser, spec: DeclSpec, init: Node, folding: boolean): void {
  if ((p.tb.flags[init.first] & TF.System) !== 0) return; // warnings are not shown there
  const ev = p.constEval();
  const t = ev.typeOfSpec(spec);
  if (t === undefined) return;
  checkFoldedKind(p, canonical(ev.types, t).kind, init, folding);
}

/** `checkFoldedConversion` for a target of kind `k`. */
function checkFoldedKind(p: Parser, k: TK, init: Node, folding: boolean): void {
  const ev = p.constEval();
  if (!isIntegralKind(k) || k === TK.Bool || k === TK.Int128 || k === TK.UInt128) return;
  // character types other than char: the binary does not warn the same way (wchar_t
  // k = 0xFFFFFFFF is silent)
  if (k === TK.WChar || k === TK.Char8 || k === TK.Char16 || k === TK.Char32) return;
  // (a floating literal out of the type's range: 173, and the value stays unconverted)
  const fv = floatLiteralValue(init, (i) => tokensText(p, i, i));
  if (fv !== undefined) {
    const size = sizeOfKind(k);
    if (size === undefined) return;
    if (!floatFitsBits(fv, size * 8, wrap(-1n, k) > 0n)) {
      p.diags.report(SE.FloatRange, p.tb.start[init.first]);
    }
    return;
  }
  const r = ev.evaluate(init);
  if (isFail(r)) {
    if (!folding) return;
    // (not again where the operation was judged: checkConstantOperand)
    if (r.tok !== undefined && p.operandWarned.has(r.tok)) return;
    if (r.fail === Why.DivZero && r.tok !== undefined) {
      p.diags.report(
        r.op === T.Percent ? SE.ModByZero : SE.DivByZero,
        p.tb.start[r.tok],
        [],
        "warning",
      );
    } else if (r.fail === Why.ShiftCount && r.tok !== undefined) {
      p.diags.report(SE.ShiftTooLarge, p.tb.start[r.tok]);
    }
    return;
  }
  if (r.scoped !== undefined) return;
  if (folding) { for (const w of ev.warnings) p.diags.report(w.code, p.tb.start[w.tok]); }
  else if (ev.warnings.length > 0) return;
  const code = conversionChange(r.v, k);
  // (a bit pattern keeps its bits silently: `unsigned m = ~0;`, `char c = 0xFF;`)
  if (code === SE.SignChange && isBitPattern(init, p.tb, (c) => constantValue(ev, c))) return;
  if (code >= 0) p.diags.report(code, p.tb.start[init.first]);
}

/**
 * The warning converting constant `v` to integral kind `k` gives: a change of sign (68) when
 * the value keeps its bits, else a truncation (69); -1 when it fits.
 */
function conversionChange(v: bigint, k: TK): number {
  if (wrap(v, k) === v) return -1;
  const size = sizeOfKind(k);
  if (size === undefined) return -1;
  const bits = BigInt(size * 8);
  if (wrap(-1n, k) > 0n) return v < 0n && v >= -(1n << bits) ? SE.SignChange : SE.Truncation;
  if (v > 0n) return v < (1n << bits) ? SE.SignChange : SE.Truncation;
  return SE.Truncation;
}

/** The value of constant `c` (undefined when it is not one). */
function constantValue(ev: ConstEval, c: Node): bigint | undefined {
  const r = ev.evaluate(c);
  return isFail(r) ? undefined : r.v;
}

// ------------------------------------------------------------------ function redeclarations

/** The declarator's text without parameter names and default arguments (undefined: a pack). */
function signatureKey(p: Parser, decl: Declarator): string | undefined {
  const skip = new Set<number>();
  for (const o of decl.ops) {
    if (o.op !== 5) continue;
    for (const prm of o.params ?? []) {
      const g = prm as GenericNode;
      const pd = g.decl as Declarator | undefined;
      if (pd?.pack) return undefined;
      const n = pd?.name;
      if (n !== undefined && n.parts.length === 1) skip.add(n.parts[0].tok);
      const init = g.init as Node | undefined;
      if (init !== undefined) {
        // `= value`: the `=` is the token before the value
        for (let i = init.first - 1; i <= init.last; i++) skip.add(i);
      }
    }
  }
  let s = "";
  for (let i = decl.first; i <= decl.last; i++) if (!skip.has(i)) s += tokensText(p, i, i);
  return s;
}

/** `S::m(int, char *)`: the parameter types, when each is spelled with builtins or pointers. */
function paramList(p: Parser, decl: Declarator): string | undefined {
  const op = decl.ops[0];
  if (op === undefined || op.op !== 5 || op.variadic) return undefined;
  const out: string[] = [];
  for (const prm of op.params ?? []) {
    const g = prm as GenericNode;
    const t = p.constEval().typeOfDeclarator(g.spec as DeclSpec, g.decl as TypeId["decl"]);
    if (t === undefined || t.kind === TK.Dependent) return undefined;
    if ((g.spec as DeclSpec).type !== undefined) return undefined; // named types: spelling not modelled
    out.push(typeToString(t));
  }
  if (out.length === 1 && out[0] === "void") return "()";
  return `(${out.join(", ")})`;
}

/**
 * A function declared a second time in the same scope with the same parameters:
 * - at namespace scope, a different return type is error 311 at the name; the same type with
 *   a default argument given again is error 307 at that argument;
 * - in a class, any second declaration is error 403 (`invalid redeclaration of member function
 *   "S::m()" (declared at line 1)`), static or not.
 * Only names with exactly these two declarations are judged.
 */
export function checkFunctionRedeclaration(p: Parser, fn: Node, cx: number): void {
  if (p.silent > 0 || p.inTemplate() || p.linkageDecl) return;
  const g = fn as GenericNode;
  const decl = g.decl as Declarator;
  const spec = g.spec as DeclSpec;
  const name = decl.name;
  const part = plainDeclaredName(name);
  if (name === undefined || part === undefined) return;
  if ((spec.flags & (DS.Friend | DS.Typedef)) !== 0) return;
  const sym = name.sym;
  if (sym === undefined || sym.kind !== SymKind.Function || sym.isTemplate || sym.fnDecls !== 2) {
    return;
  }
  if (sym.owner !== p.declScope()) return;
  const prev = sym.decl as GenericNode | undefined;
  if (prev === undefined || prev === g || prev.kind !== NodeKind.Function) return;
  const prevDecl = prev.decl as Declarator;
  const prevName = prevDecl.name;
  if (prevName === undefined || prevName.parts[0].tok === part.tok) return;
  const prevSpec = prev.spec as DeclSpec;
  if ((prevSpec.flags & (DS.Friend | DS.Typedef)) !== 0) return;
  const ka = signatureKey(p, prevDecl), kb = signatureKey(p, decl);
  if (ka === undefined || ka !== kb) return;
  const ev = p.constEval();
  const ta = ev.typeOfSpec(prevSpec), tb = ev.typeOfSpec(spec);
  if (ta === undefined || tb === undefined) return;
  const ca = canonical(ev.types, ta), cb = canonical(ev.types, tb);
  if (ca.kind === TK.Dependent || cb.kind === TK.Dependent) return;
  if (
    cx === 0 && ca.cv === cb.cv && ca.kind !== cb.kind && ca.kind <= TK.NullptrT &&
    cb.kind <= TK.NullptrT
  ) {
    p.diags.report(SE.ReturnTypeOnly, p.tb.start[part.tok]);
    return;
  }
  if (ca !== cb) return;
  if (cx === 1) {
    const cls = sym.owner.sym;
    const params = paramList(p, decl);
    if (cls === null || cls.name < 0 || params === undefined) return;
    const cname = qualifiedName(p, cls);
    if (cname === undefined) return;
    p.diags.report(SE.InvalidMemberRedecl, p.tb.start[part.tok], [{
      kind: "n",
      label: "member function",
      name: `${cname}::${p.names.text(part.atom)}${params}`,
      declaredAt: declaredAt(p, prevName.parts[0].tok, part.tok),
    }]);
    return;
  }
  if (cx !== 0) return;
  const pa = prevDecl.ops[0]?.params ?? [], pb = decl.ops[0]?.params ?? [];
  if (pa.length !== pb.length) return;
  for (let i = 0; i < pa.length; i++) {
    const ia = (pa[i] as GenericNode).init as Node | undefined;
    const ib = (pb[i] as GenericNode).init as Node | undefined;
    if (ia !== undefined && ib !== undefined) {
      p.diags.report(SE.DefaultArgAgain, p.tb.start[ib.first]);
      return;
    }
  }
}

/**
 * A function declared with "C" linkage whose name already has a "C" declaration in the same
 * namespace with other parameter types (`extern "C" void f(int); extern "C" void f(double);`):
 * error 338 at the name, `more than one instance of overloaded function "f" has "C" linkage`
 * (a warning when the first is in another namespace). Judged when every parameter type of both
 * is modelled; not `static` ones (internal linkage), nor in system headers.
 */
export function checkCLinkageOverload(p: Parser, fn: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const g = fn as GenericNode;
  const decl = g.decl as Declarator;
  const name = decl.name;
  const part = plainDeclaredName(name);
  if (name === undefined || part === undefined) return;
  if ((((g.spec as DeclSpec).flags) & (DS.Static | DS.Friend | DS.Typedef)) !== 0) return;
  const sym = name.sym;
  if (sym?.kind !== SymKind.Function || sym.isTemplate || sym.owner !== p.declScope()) return;
  const prev = p.cLinkageFns.get(part.atom);
  if (prev === undefined) {
    p.cLinkageFns.set(part.atom, { sym, decl });
    return;
  }
  if ((p.tb.flags[part.tok] & TF.System) !== 0) return;
  const a = parameterTypes(p, prev.decl), b = parameterTypes(p, decl);
  if (a === undefined || b === undefined) return;
  if (a.length === b.length && a.every((t, i) => t === b[i])) return;
  // (one in another namespace is the same function too: a warning)
  p.diags.report(
    SE.CLinkageOverload,
    p.tb.start[part.tok],
    [p.names.text(part.atom)],
    prev.sym === sym ? undefined : "warning",
  );
}

/**
 * The parameter types of function declarator `decl` as they make its type (canonical, arrays
 * and functions adjusted to pointers, top-level qualifiers dropped; a last entry `null` for
 * `...`), or undefined when one is not modelled.
 */
function parameterTypes(p: Parser, decl: Declarator): (Type | null)[] | undefined {
  const op = decl.ops[0];
  if (op?.op !== 5) return undefined;
  const ev = p.constEval();
  const out: (Type | null)[] = [];
  for (const prm of op.params ?? []) {
    const g = prm as GenericNode;
    if (prm.kind !== NodeKind.Param || (g.decl as Declarator | undefined)?.pack) return undefined;
    const t = ev.typeOfDeclarator(g.spec as DeclSpec, g.decl as TypeId["decl"]);
    if (t === undefined) return undefined;
    let c = fullyCanonical(ev.types, t);
    if (c.kind >= TK.TemplateParam) return undefined;
    if (c.kind === TK.Array) c = ev.types.pointer(c.base!);
    else if (c.kind === TK.Function) c = ev.types.pointer(c);
    out.push(fullyCanonical(ev.types, ev.types.withCv(c, 0)));
  }
  if (out.length === 1 && out[0]!.kind === TK.Void) out.pop();
  if (op.variadic) out.push(null);
  return out;
}

// ------------------------------------------------------------------ jumps past initializations

/**
 * The locals a jump would bypass: those declared by declaration statement `s` (a variable with
 * an initializer, or of a class declaring constructors; not `static` or `extern` ones).
 */
function initializedLocals(s: Node): Variable[] {
  const d = (s as GenericNode).decl as Node | undefined;
  if (s.kind !== NodeKind.DeclStmt || d === undefined) return [];
  const out: Variable[] = [];
  for (const v of d.kind === NodeKind.SimpleDecl ? (d as SimpleDecl).decls : [d]) {
    if (v.kind !== NodeKind.Variable) continue;
    const x = v as Variable;
    if ((x.spec.flags & (DS.Static | DS.Extern | DS.Typedef | DS.ThreadLocal)) !== 0) continue;
    if (x.decl.name === undefined) continue;
    let constructed = x.init !== undefined || x.initStyle !== 0;
    if (!constructed && x.decl.ops.length === 0 && x.spec.type?.kind === NodeKind.Name) {
      const sym = (x.spec.type as Name).sym;
      const ctors = sym === undefined ? undefined : plainClassCtors(sym);
      constructed = ctors !== undefined && ctors.length > 0;
    }
    if (constructed) out.push(x);
  }
  return out;
}

/** A statement under its labels (`case 1: case 2: s`), and whether any is a case label. */
function unlabel(s: Node): { stmt: Node; caseLabel: boolean; labels: number[] } {
  let caseLabel = false;
  const labels: number[] = [];
  let x = s as GenericNode;
  for (let i = 0; i < 64; i++) {
    if (x.kind === NodeKind.Case || x.kind === NodeKind.Default) caseLabel = true;
    else if (x.kind === NodeKind.Label) labels.push(x.atom as number);
    else break;
    if (x.body === undefined) break;
    x = x.body as GenericNode;
  }
  return { stmt: x, caseLabel, labels };
}

/** Reports 546 at `at` naming the variables bypassed. */
function reportBypass(p: Parser, at: number, vars: Variable[], jump: "goto" | "switch"): void {
  const hard = jump === "goto";
  p.diags.report(SE.BypassesInit, p.tb.start[at], [], hard ? "error" : undefined, {
    hard,
    continuation: vars.map((v) => {
      const last = v.decl.name!.parts[v.decl.name!.parts.length - 1];
      return `variable "${p.names.text(last.atom)}" (declared ${declaredAt(p, last.tok, at)})`;
    }),
  });
}

/**
 * A switch whose case or default label follows, in the switch's own block, the declaration of
 * a local that is initialized (`case 1: int k = 2; case 2:`): warning 546 at the `switch`,
 * `transfer of control bypasses initialization of:` with a line per variable bypassed (those
 * declared before the last such label).
 */
export function checkSwitchBypass(p: Parser, sw: Node): void {
  if (p.silent > 0 || p.inTemplate() || (p.tb.flags[sw.first] & TF.System) !== 0) return;
  const body = (sw as GenericNode).body as GenericNode | undefined;
  if (body?.kind !== NodeKind.Compound) return;
  const seen: Variable[] = [];
  let bypassed = 0;
  for (const item of (body.list ?? []) as Node[]) {
    const u = unlabel(item);
    if (u.caseLabel) bypassed = seen.length;
    for (const v of initializedLocals(u.stmt)) seen.push(v);
  }
  if (bypassed > 0) reportBypass(p, sw.first, seen.slice(0, bypassed), "switch");
}

/**
 * A `goto` forward to a label of a block over the declaration, in that block, of an initialized
 * local (`goto L; int m = 1; L: ;`): error 546 at the `goto`, as for a switch. The gotos are
 * looked for in the statements of the block before the declaration, at any depth.
 */
export function checkGotoBypass(p: Parser, block: Node): void {
  // (only in a function whose gotos were seen: a forward one comes before its label)
  if ((p.labelCtx?.refs.size ?? 0) === 0 || p.silent > 0 || p.inTemplate()) return;
  if ((p.tb.flags[block.first] & TF.System) !== 0) return;
  const list = ((block as GenericNode).list ?? []) as Node[];
  const units = list.map(unlabel);
  if (!units.some((u) => u.labels.length > 0)) return;
  for (let j = 0; j < units.length; j++) {
    if (units[j].labels.length === 0) continue;
    const targets = new Set(units[j].labels);
    const vars: Variable[] = [];
    for (let i = j - 1; i >= 0; i--) {
      const declared = initializedLocals(units[i].stmt);
      if (vars.length > 0 || declared.length > 0) {
        // (a goto before these declarations)
        const gotos = vars.length > 0 ? gotosTo(list[i], targets) : [];
        for (const g of gotos) reportBypass(p, g.first, vars, "goto");
        if (gotos.length > 0) return;
      }
      vars.unshift(...declared);
    }
  }
}

/** The `goto` statements inside `n` naming one of `targets`, in order. */
function gotosTo(n: Node, targets: Set<number>): Node[] {
  const out: Node[] = [];
  const visit = (x: Node): void => {
    if (x.kind === NodeKind.Goto) {
      if (targets.has((x as GenericNode).atom as number)) out.push(x);
      return;
    }
    if (x.kind === NodeKind.Lambda || x.kind === NodeKind.Class) return;
    for (const c of children(x)) visit(c);
  };
  visit(n);
  return out;
}

/** `auto x;`: error 1593 at the name (`cannot deduce "auto" type (initializer required)`). */
export function checkAutoInit(p: Parser, node: Node, cx: number): void {
  if (p.silent > 0 || p.inTemplate() || cx === 1) return;
  const g = node as GenericNode;
  const spec = g.spec as DeclSpec;
  if ((spec.flags & DS.Auto) === 0 || spec.type !== undefined || spec.constraint !== undefined) {
    return;
  }
  if (spec.builtins.length !== 1 || spec.builtins[0] !== T.KwAuto) return;
  if (g.init !== undefined || (g.initStyle ?? 0) !== 0 || g.bindings !== undefined) return;
  if (p.k() !== T.Semi && p.k() !== T.Comma) return;
  const decl = g.decl as Declarator;
  if (decl.pack || decl.ops.some((o) => o.op === 5)) return;
  const n = decl.name;
  if (n === undefined || n.parts.length !== 1) return;
  p.diags.report(SE.AutoNoInit, p.tb.start[n.parts[0].tok]);
}

/**
 * A variable declared with `auto` named in its own initializer (`auto e = create(&e);`): error
 * 1586 at each such name.
 */
export function checkAutoSelfInit(p: Parser, node: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const g = node as GenericNode;
  const spec = g.spec as DeclSpec;
  const init = g.init;
  const sym = (g.decl as Declarator).name?.sym;
  if ((spec.flags & DS.Auto) === 0 || init === undefined || sym === undefined) return;
  const visit = (x: Node): void => {
    if (x.kind === NodeKind.Lambda) return;
    if (x.kind === NodeKind.Ident) {
      const n = (x as GenericNode).name as Name | undefined;
      if (n?.parts.length === 1 && n.sym === sym) {
        p.diags.report(SE.AutoSelfInit, p.tb.start[n.parts[0].tok]);
      }
      return;
    }
    for (const c of children(x)) visit(c);
  };
  visit(init);
}

/**
 * An aggregate class whose data members are all of scalar types (no brace elision into them)
 * given more braced elements than it has members (`T t = {1, 2};` for `struct T { int y; }`):
 * error 146 at the first element too many. A plain class without constructors, bases, virtual
 * functions, templates or anonymous members.
 */
function checkTooManyMemberInits(p: Parser, v: Variable, list: Node[]): void {
  const n = v.spec.type as Name | undefined;
  if (v.spec.builtins.length > 0 || n?.kind !== NodeKind.Name) return;
  if (n.parts.some((q) => q.targs !== undefined)) return;
  const sym = n.sym;
  const ctors = sym === undefined ? undefined : plainClassCtors(sym);
  if (ctors === undefined || ctors.length > 0) return;
  const c = sym!.def as Class;
  if (c.bases.length > 0 || c.key === T.KwUnion) return;
  if (someMemberFunction(c, (f) => (f.spec.flags & DS.Virtual) !== 0)) return;
  if (
    list.some((x) =>
      x.kind === NodeKind.InitList || x.kind === NodeKind.Designated ||
      x.kind === NodeKind.PackExpansion
    )
  ) return;
  const ev = p.constEval();
  let count = 0;
  for (const m of c.members) {
    const ds = m.kind === NodeKind.SimpleDecl ? (m as SimpleDecl).decls : [m];
    if (m.kind === NodeKind.SimpleDecl) {
      const inner = (m as SimpleDecl).spec.type;
      if ((inner?.kind === NodeKind.Class) && ds.length === 0) return; // an anonymous member
    }
    for (const d of ds) {
      if (d.kind !== NodeKind.Variable) continue;
      const dv = d as Variable;
      if ((dv.spec.flags & DS.Static) !== 0) continue;
      if (dv.decl.name === undefined) {
        if (dv.decl.bitWidth !== undefined) continue; // an unnamed bit-field
        return;
      }
      const t = ev.typeOfDeclarator(dv.spec, { ...dv.decl, name: undefined, bitWidth: undefined });
      const tc = t === undefined ? undefined : fullyCanonical(ev.types, t);
      if (
        tc === undefined || !(isArithmetic(tc) || tc.kind === TK.Pointer || tc.kind === TK.Enum)
      ) {
        return;
      }
      count++;
    }
  }
  if (list.length <= count) return;
  p.diags.report(SE.TooManyInits, p.tb.start[list[count].first]);
}

/**
 * A one-dimensional array of a scalar type with a constant bound given more braced elements
 * than it holds (`float arr[4] = {1, 2, 3, 4, 5};`): error 146 at the first element too many.
 */
export function checkTooManyInits(p: Parser, v: Variable): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const init = v.init as GenericNode | undefined;
  if (init?.kind === NodeKind.StringLit && v.initStyle === 1) {
    checkStringTooLong(p, v, init);
    return;
  }
  if (init === undefined || init.kind !== NodeKind.InitList) return;
  const ops = v.decl.ops;
  if (ops.length === 0) {
    checkTooManyMemberInits(p, v, (init.list ?? init.args ?? []) as Node[]);
    return;
  }
  if (ops[0].op !== 4 || ops[0].bound === undefined) return;
  const list = (init.list ?? init.args ?? []) as Node[];
  const ev = p.constEval();
  // (the rows of an array of arrays, each braced: `int m[2][2] = {{1, 2}, {3, 4}, {5, 6}};`)
  const rows = ops.length > 1 && ops.slice(1).every((o) => o.op === 4) && list.length > 0 &&
    list.every((x) => x.kind === NodeKind.InitList);
  if (!rows) {
    // (an array of pointers too: `const char *names[1] = {"a", "b"};`)
    const pointers = ops.length > 1;
    if (ops.slice(1).some((o) => o.op !== 0)) return;
    if (
      list.some((x) =>
        x.kind === NodeKind.InitList || x.kind === NodeKind.Designated ||
        x.kind === NodeKind.PackExpansion
      )
    ) return;
    const et = ev.typeOfSpec(v.spec);
    const c = et === undefined ? undefined : canonical(ev.types, et);
    if (!pointers && (c === undefined || !NARROW_KINDS.has(c.kind))) return;
  }
  const b = ev.evaluate(ops[0].bound);
  if (isFail(b) || b.scoped !== undefined || b.v <= 0n || b.v >= BigInt(list.length)) return;
  p.diags.report(SE.TooManyInits, p.tb.start[list[Number(b.v)].first]);
}

/**
 * A character array initialized by a string literal longer than it (`char s[3] = "abc";`):
 * error 144 at the literal, `a value of type "const char [4]" cannot be used to initialize an
 * entity of type "char [3]"`.
 */
function checkStringTooLong(p: Parser, v: Variable, lit: Node): void {
  const ops = v.decl.ops;
  if (ops.length !== 1 || ops[0].op !== 4 || ops[0].bound === undefined) return;
  const ev = p.constEval();
  const at = ev.typeOfDeclarator(v.spec, { ...v.decl, name: undefined });
  const lt = ev.typeOfExpr(lit);
  if (at === undefined || lt === undefined) return;
  const ac = canonical(ev.types, at), lc = canonical(ev.types, lt);
  if (ac.kind !== TK.Array || lc.kind !== TK.Array || ac.bound! < 0 || lc.bound! <= ac.bound!) {
    return;
  }
  const ae = canonical(ev.types, ac.base!), le = canonical(ev.types, lc.base!);
  // (a narrow literal initializes any of the three character types)
  const narrow = (k: TK) => k === TK.Char || k === TK.SChar || k === TK.UChar;
  if (ae.kind !== le.kind && !(narrow(ae.kind) && narrow(le.kind))) return;
  p.diags.report(SE.InitFromValue, p.tb.start[lit.first], [
    { kind: "t", text: typeToString(lt) },
    { kind: "t", text: typeToString(at) },
  ]);
}

/**
 * A variable initialized with the value of a kernel launch, which has none (`int t =
 * k<<<1, 1>>>(2);`): error 144 after the launch; error 1587 at the `auto` of `auto v =
 * k<<<1, 1>>>(3);`.
 */
export function checkVoidInit(p: Parser, v: Variable, local: boolean): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const init = v.init;
  if (init === undefined || v.initStyle !== 1) return;
  // (a local's is reported by the body checker, in order with the calls it checks: after
  // `calling a __device__ function` errors of the statement before)
  const report = (code: number, offset: number, args?: DiagArg[]) => {
    if (local) (v as Variable & { pendingDiag?: PendingDiag }).pendingDiag = { code, offset, args };
    else p.diags.report(code, offset, args);
  };
  if (stripParens(init).kind !== NodeKind.KernelLaunch) {
    checkValueInit(p, v, init);
    return;
  }
  if ((v.spec.flags & DS.Auto) !== 0 || v.spec.builtins.includes(T.KwAuto)) {
    // (nor can `auto` be deduced from it: error 1587 at the `auto`)
    for (let i = Math.min(v.spec.first, v.first); i < init.first; i++) {
      if (p.tb.kind[i] === T.KwAuto) {
        report(SE.AutoNotDeduced, p.tb.start[i]);
        break;
      }
    }
    return;
  }
  const ev = p.constEval();
  const t = ev.typeOfDeclarator(v.spec, { ...v.decl, name: undefined });
  if (t === undefined) return;
  // (a parenthesized one at its parenthesis: `(kf<<<1, 1>>>(4))`)
  const at = init.kind === NodeKind.KernelLaunch ? init.last + 1 : init.first;
  report(SE.InitFromValue, p.tb.start[at], [
    { kind: "t", text: "void" },
    { kind: "t", text: typeToString(t) },
  ]);
}

/**
 * A variable copy-initialized from a value it cannot take (see `badValue`): error 144 at the
 * initializer, `a value of type "const char *" cannot be used to initialize an entity of type
 * "char *"` (a warning for a qualifier added below a level that is not const).
 */
function checkValueInit(p: Parser, v: Variable, init: Node): void {
  if (v.decl.ops.length === 1 && v.decl.ops[0].op === 1) {
    checkRefToNonConstInit(p, v, init);
    return;
  }
  // (pointers, also to arrays: `int (*pb)[5] = &arr;`)
  if (v.decl.ops.some((o) => o.op !== 0 && o.op !== 4) || v.decl.ops[0]?.op === 4) return;
  if ((v.spec.flags & DS.Auto) !== 0 || v.spec.builtins.includes(T.KwAuto)) return;
  const ev = p.constEval();
  const t = ev.typeOfDeclarator(v.spec, { ...v.decl, name: undefined });
  if (t === undefined) return;
  if (v.decl.ops.length === 0) {
    const k = classFromScalar(p, v.spec, init);
    // (its value is no operand any more: no warning 549 for a variable in it)
    if (k === ClassInit.Reported) v.badInit = true;
    if (k !== ClassInit.NotClass) return;
  }
  const bad = badValue(p, t, init);
  if (bad === undefined) return;
  // (a class object that converts to nothing is no operand any more: no warning 549 for it)
  if (bad.noConversion) v.badInit = true;
  p.diags.report(
    bad.noConversion ? SE.NoConversion : SE.InitFromValue,
    p.tb.start[init.first],
    [bad.from, typeArg(ev.types, t)],
    bad.warn ? "warning" : undefined,
  );
}

/**
 * A reference to a non-const scalar bound to a value that is no lvalue, a literal or an
 * constant operation (`int &r = 5;`, `int &s = N + 1;`): error 461 at the initializer,
 * `initial value of reference to non-const must be an lvalue`.
 */
function checkRefToNonConstInit(p: Parser, v: Variable, init: Node): void {
  const ev = p.constEval();
  const t = ev.typeOfDeclarator(v.spec, { ...v.decl, name: undefined });
  const c = t === undefined ? undefined : canonical(ev.types, t);
  if (c?.kind !== TK.LRef) return;
  const b = canonical(ev.types, c.base!);
  if (
    (b.cv & CV_CONST) !== 0 || !(isArithmetic(b) || b.kind === TK.Enum || b.kind === TK.Pointer)
  ) {
    return;
  }
  const x = stripParens(init);
  const g = x as GenericNode;
  const literal = x.kind === NodeKind.IntLit || x.kind === NodeKind.FloatLit ||
    x.kind === NodeKind.CharLit || x.kind === NodeKind.BoolLit;
  // (an operation only when constant: one reading a variable may first get warning 549,
  // which is given at the end of the body here)
  const arith = x.kind === NodeKind.Binary && g.op !== T.Comma && !isFail(ev.evaluate(x));
  if (!literal && !arith) return;
  p.diags.report(SE.RefToNonConst, p.tb.start[init.first]);
}

/**
 * An object of a class declaring no constructor copy-initialized from a value of scalar type
 * (`Pair p = 3;` for an aggregate `Pair`, `return 3;` from a function returning one): error 415
 * at the value, `no suitable constructor exists to convert from "int" to "Pair"`. The class
 * (`spec`'s type, without declarator) is named plainly, not a template, and declares no member
 * template or using-declaration (an inherited constructor). `NotClass` when `spec` names
 * no such class; `Reported` when the error was given.
 */
function classFromScalar(p: Parser, spec: DeclSpec, init: Node): ClassInit {
  const n = spec.type as Name | undefined;
  if (spec.builtins.length > 0 || n?.kind !== NodeKind.Name) return ClassInit.NotClass;
  if (n.parts.some((q) => q.targs !== undefined)) return ClassInit.NotClass;
  const sym = n.sym;
  if (sym?.kind !== SymKind.Class || sym.isTemplate) return ClassInit.NotClass;
  const c = sym.def as Class | undefined;
  if (c?.kind !== NodeKind.Class || !c.complete) return ClassInit.Class;
  if (c.members.some((m) => m.kind === NodeKind.Template || m.kind === NodeKind.UsingDecl)) {
    return ClassInit.Class;
  }
  if (declaresConstructor(c)) return ClassInit.Class;
  const x = stripParens(init);
  const ev = p.constEval();
  const at = x.kind === NodeKind.NullptrLit
    ? undefined
    : x.kind === NodeKind.StringLit
    ? ev.typeOfExpr(x)
    : valueType(p, x);
  const ac = at === undefined ? undefined : fullyCanonical(ev.types, at);
  if (
    x.kind !== NodeKind.NullptrLit &&
    !(ac !== undefined &&
      (isArithmetic(ac) || ac.kind === TK.Pointer || ac.kind === TK.Enum ||
        x.kind === NodeKind.StringLit))
  ) return ClassInit.Class;
  const name = qualifiedName(p, sym);
  if (name === undefined) return ClassInit.Class;
  p.diags.report(SE.NoConstructor, p.tb.start[init.first], [
    x.kind === NodeKind.NullptrLit ? { kind: "t", text: "std::nullptr_t" } : typeArg(ev.types, at!),
    { kind: "t", text: name },
  ]);
  return ClassInit.Reported;
}

const enum ClassInit {
  NotClass,
  Class,
  Reported,
}

/**
 * A call of a member function through a const or volatile object (`s.f()` for `const S &s`,
 * `p->f()` for `const S *p`) when every declaration of that name in the class lacks the
 * qualifier and none is static: error 1086 at the object, `the object has type qualifiers that
 * are not compatible with the member function "S::f"` with the continuation `object type is:
 * const S`. Only variables and parameters declared with a non-template class name.
 */
export function checkObjectQualifiers(p: Parser, call: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const m = (call as GenericNode).expr as GenericNode | undefined;
  if (m?.kind !== NodeKind.Member || (p.tb.flags[call.first] & TF.System) !== 0) return;
  const mn = m.name as Name | undefined;
  if (mn === undefined || mn.parts.length !== 1 || mn.parts[0].targs !== undefined) return;
  if ((mn.parts[0].special ?? 0) !== 0) return;
  const obj = stripParens(m.expr as Node);
  const d = namedVariable(obj);
  if (d === undefined) return;
  const spec = d.spec as DeclSpec, ops = (d.decl as Declarator).ops;
  const arrow = m.op === T.Arrow;
  if (
    arrow
      ? ops.length !== 1 || ops[0].op !== 0
      : ops.length > 1 || (ops.length === 1 && ops[0].op !== 1 && ops[0].op !== 2)
  ) return;
  let cv = spec.flags & (DS.Const | DS.Volatile);
  let tn = spec.type as Name | undefined;
  if (spec.builtins.length > 0 || tn?.kind !== NodeKind.Name) return;
  if (tn.parts.some((q) => q.targs !== undefined)) return;
  // (through a typedef or alias of a class, `CS &s` for `typedef const S CS;`: its qualifiers
  // join, and the object type is printed with the typedef's name)
  let shown: string | undefined;
  if (tn.sym?.kind === SymKind.Typedef) {
    const td = tn.sym.decl as GenericNode | undefined;
    const ts = td?.kind === NodeKind.Typedef
      ? td.spec as DeclSpec
      : td?.kind === NodeKind.Alias
      ? (td.type as TypeId | undefined)?.spec
      : undefined;
    const tops = td?.kind === NodeKind.Typedef
      ? (td.decl as Declarator).ops
      : (td?.type as TypeId | undefined)?.decl.ops;
    if (ts === undefined || tops === undefined || tops.length > 0 || ts.builtins.length > 0) return;
    shown = (cv & DS.Const ? "const " : "") + (cv & DS.Volatile ? "volatile " : "") +
      p.names.text(tn.parts[tn.parts.length - 1].atom);
    cv |= ts.flags & (DS.Const | DS.Volatile);
    tn = ts.type as Name | undefined;
    if (tn?.kind !== NodeKind.Name || tn.parts.some((q) => q.targs !== undefined)) return;
  }
  if (cv === 0) return;
  const cls = tn.sym;
  if (cls?.kind !== SymKind.Class || cls.isTemplate) return;
  const c = cls.decl as unknown as Class | undefined;
  if (c?.kind !== NodeKind.Class || !c.complete) return;
  // (every member of the name: a function without the qualifier, not static; templates and
  // using-declarations could bring others)
  const atom = mn.parts[0].atom;
  let found = false;
  for (const x of c.members) {
    if (x.kind === NodeKind.Template || x.kind === NodeKind.UsingDecl) return;
    const xg = x as GenericNode;
    const xd = xg.decl as Declarator | undefined;
    const xn = xd?.name;
    if (xn === undefined || xn.parts.length !== 1 || xn.parts[0].atom !== atom) continue;
    if (x.kind !== NodeKind.Function && x.kind !== NodeKind.Variable) return;
    const op = xd!.ops[0];
    if (op?.op !== 5 || ((xg.spec as DeclSpec).flags & DS.Static) !== 0) return;
    if (((op.cv ?? 0) & cv) === cv) return;
    found = true;
  }
  if (!found) return;
  const cname = qualifiedName(p, cls);
  if (cname === undefined) return;
  const q = (cv & DS.Const ? "const " : "") + (cv & DS.Volatile ? "volatile " : "");
  p.diags.report(
    SE.ObjectQualifiers,
    p.tb.start[m.expr!.first],
    [{ kind: "n", label: "", name: `${cname}::${p.names.text(atom)}` }],
    undefined,
    { continuation: [`object type is: ${shown ?? q + cname}`] },
  );
}

/**
 * Launch configuration values their parameters cannot take (`k<<<grid, block, shared,
 * stream>>>`): for the `dim3` grid and block, a pointer or string literal (error 415 `no
 * suitable constructor exists to convert from "const char *" to "dim3"`) or an object of a class
 * without conversion functions (312); for the `size_t` shared memory size and the
 * `CUstream_st *` stream, a value `badValue` rejects (error 167 at it).
 */
export function checkLaunchValues(p: Parser, launch: Node): void {
  if (p.silent > 0 || p.inTemplate() || (p.tb.flags[launch.first] & TF.System) !== 0) return;
  const config = ((launch as GenericNode).list as Node[] | undefined) ?? [];
  const ev = p.constEval(), types = ev.types;
  // (the parameters' types as the runtime header declares them)
  const push = p.global.names.get(p.names.intern("__cudaPushCallConfiguration"));
  const pd = push?.kind === SymKind.Function && push.fnDecls === 1
    ? (push.fnDeclarators?.[0] as Declarator | undefined)?.ops[0]?.params as Node[] | undefined
    : undefined;
  if (pd === undefined || pd.length < 4) return;
  const ptypes = pd.slice(0, 4).map((x) => {
    const g = x as GenericNode;
    return x.kind === NodeKind.Param
      ? ev.typeOfDeclarator(g.spec as DeclSpec, { ...(g.decl as Declarator), name: undefined })
      : undefined;
  });
  for (let i = 0; i < config.length && i < 4; i++) {
    let to = ptypes[i];
    // (the grid and block as the parameters name their type: "dim3"; the stream's class)
    const st = ((pd[i] as GenericNode).spec as DeclSpec | undefined)?.type as
      | GenericNode
      | undefined;
    // (`struct CUstream_st` is an elaborated class reference carrying its name)
    const tn = st?.kind === NodeKind.Class ? st.name as Name | undefined : st as Name | undefined;
    const dim3: DiagArg = {
      kind: "t",
      text: tn?.kind === NodeKind.Name ? p.names.text(tn.parts[tn.parts.length - 1].atom) : "",
    };
    if (i < 2 && dim3.text === "") continue;
    // (the stream, `struct CUstream_st *`: a pointer to that class by name)
    const pops = ((pd[i] as GenericNode).decl as Declarator | undefined)?.ops;
    if (i === 3 && to === undefined && dim3.text !== "" && pops?.length === 1 && pops[0].op === 0) {
      to = types.pointer(types.nominal(TK.Class, { name: dim3.text!, complete: false }));
    }
    if (i >= 2 && to === undefined) continue;
    const x = stripParens(config[i]);
    const at = p.tb.start[config[i].first];
    if (i < 2) {
      const cls = classValue(x);
      if (cls !== undefined) {
        // (only a class of the program's own: `dim3` itself and the header's `uint3` are taken)
        const cd = cls.decl as Node | undefined;
        if (convertible(cls, 0) || cd === undefined || (p.tb.flags[cd.first] & TF.System) !== 0) {
          continue;
        }
        const name = qualifiedName(p, cls);
        if (name !== undefined && name !== dim3.text && !name.endsWith(`::${dim3.text}`)) {
          p.diags.report(SE.NoUserConversion, at, [{ kind: "t", text: name }, dim3]);
        }
        continue;
      }
      if (
        x.kind !== NodeKind.StringLit && x.kind !== NodeKind.Ident &&
        x.kind !== NodeKind.NullptrLit
      ) continue;
      // (`nullptr` too: `no suitable constructor exists to convert from "std::nullptr_t"`)
      if (x.kind === NodeKind.NullptrLit) {
        p.diags.report(SE.NoConstructor, at, [{ kind: "t", text: "std::nullptr_t" }, dim3]);
        continue;
      }
      const t = ev.typeOfExpr(x);
      const c = t === undefined ? undefined : fullyCanonical(types, t);
      if (c?.kind !== TK.Pointer && !(c?.kind === TK.Array && x.kind === NodeKind.StringLit)) {
        continue;
      }
      p.diags.report(SE.NoConstructor, at, [typeArg(types, t!), dim3]);
      continue;
    }
    if (classValue(x) !== undefined) continue;
    const bad = badValue(p, to!, x);
    if (bad === undefined || bad.noConversion) continue;
    p.diags.report(SE.IncompatibleArg, at, [bad.from, typeArg(types, to!)]);
  }
}

/** The declaration of the variable or parameter that identifier `x` names, if it does. */
function namedVariable(x: Node): GenericNode | undefined {
  if (x.kind !== NodeKind.Ident) return undefined;
  const d = ((x as GenericNode).name as Name | undefined)?.sym?.decl as GenericNode | undefined;
  return d?.kind === NodeKind.Variable || d?.kind === NodeKind.Param ? d : undefined;
}

/**
 * The type of value `x` (parentheses stripped) as the value checks know it: a call of a
 * function that is not overloaded has its declared return type, an array variable decays to a
 * pointer to its first element ("double *" for `double a[4]`), other arrays are not judged.
 */
function valueType(p: Parser, x: Node): Type | undefined {
  const ev = p.constEval();
  const t = x.kind === NodeKind.Call ? soleCalleeReturn(p, x) : ev.typeOfExpr(x);
  if (t === undefined) return undefined;
  const c = fullyCanonical(ev.types, t);
  if (c.kind !== TK.Array) return t;
  return x.kind === NodeKind.Ident ? ev.types.pointer(c.base!) : undefined;
}

/**
 * Is arithmetic value `x` certainly no null pointer constant (a zero integer literal): a
 * variable, even a const one holding zero, a floating or character literal, a nonzero integer
 * literal, and `true`/`false` when `boolLiterals` (an initializer; a comparison takes `false`)?
 */
function notNullValue(p: Parser, x: Node, boolLiterals: boolean): boolean {
  if (x.kind === NodeKind.FloatLit || x.kind === NodeKind.CharLit) return true;
  if (x.kind === NodeKind.BoolLit) return boolLiterals;
  if (x.kind === NodeKind.IntLit) {
    const v = p.constEval().evaluate(x);
    return !isFail(v) && v.v !== 0n;
  }
  return namedVariable(x) !== undefined;
}

/**
 * The class of value `x` when it is a class object named plainly: a variable or parameter
 * declared with a non-template class name (`V v;`, `const A &a`), or a temporary `A()`, `V{}`.
 */
function classValue(x: Node): Sym | undefined {
  const g = x as GenericNode;
  let n: Name | undefined;
  if (x.kind === NodeKind.Ident) {
    const d = namedVariable(x);
    if (d === undefined) return undefined;
    const ops = (d.decl as Declarator).ops;
    if (ops.length > 1 || (ops.length === 1 && ops[0].op !== 1)) return undefined;
    const spec = d.spec as DeclSpec;
    if (spec.builtins.length > 0) return undefined;
    n = spec.type as Name | undefined;
  } else if (x.kind === NodeKind.FunctionalCast) {
    if (((g.args as Node[] | undefined) ?? []).length > 1) return undefined;
    n = g.type as Name | undefined;
  } else return undefined;
  if (n?.kind !== NodeKind.Name || n.parts.some((q) => q.targs !== undefined)) return undefined;
  const sym = n.sym;
  return sym?.kind === SymKind.Class && !sym.isTemplate ? sym : undefined;
}

/**
 * May an object of class `cls` convert to a non-class type: the class is not completely known
 * (a template, not defined, a base not known), or it or a base declares a conversion function
 * that is not `explicit`.
 */
function convertible(cls: Sym, depth: number): boolean {
  const c = cls.decl as GenericNode | undefined;
  if (depth > 16 || c?.kind !== NodeKind.Class || !(c as unknown as Class).complete) return true;
  const k = c as unknown as Class;
  for (const m of k.members) {
    const mg = m as GenericNode;
    const d = mg.decl as Declarator | undefined;
    if (d?.name?.parts.some((q) => q.special === 2)) {
      if (((mg.spec as DeclSpec | undefined)?.flags ?? 0) & DS.Explicit) continue;
      return true;
    }
    // (members the parser keeps otherwise: templates, using-declarations)
    if (
      m.kind !== NodeKind.Variable && m.kind !== NodeKind.Function &&
      m.kind !== NodeKind.AccessSpec && m.kind !== NodeKind.Class && m.kind !== NodeKind.Enum &&
      m.kind !== NodeKind.Typedef && m.kind !== NodeKind.Alias &&
      m.kind !== NodeKind.StaticAssert && m.kind !== NodeKind.SimpleDecl &&
      m.kind !== NodeKind.Friend
    ) return true;
  }
  for (const b of k.bases) {
    const bn = b.name as Name;
    const bs = bn.kind === NodeKind.Name && !bn.parts.some((q) => q.targs !== undefined)
      ? bn.sym
      : undefined;
    if (bs?.kind !== SymKind.Class || bs.isTemplate || convertible(bs, depth + 1)) return true;
  }
  return false;
}

/**
 * The return type of a call's callee when overloads cannot matter (see `soleCalleeOp`) and it
 * is written with builtin types and pointers (`void f()`, `void *malloc(size_t)`).
 */
function soleCalleeReturn(p: Parser, call: Node): Type | undefined {
  const op = soleCalleeOp(p, call);
  const sym = (((call as GenericNode).expr as GenericNode).name as Name | undefined)?.sym;
  const fd = sym?.decl as GenericNode | undefined;
  if (op === undefined || op.trailing !== undefined || fd?.kind !== NodeKind.Function) {
    return undefined;
  }
  const fs = fd.spec as DeclSpec, decl = fd.decl as Declarator;
  if (fs.type !== undefined || fs.builtins.length === 0 || decl.ops[0] !== op) return undefined;
  if (decl.ops.slice(1).some((o) => o.op !== 0)) return undefined;
  return p.constEval().typeOfDeclarator(fs, { ...decl, ops: decl.ops.slice(1), name: undefined });
}

/**
 * The type of value `init` when an entity of type `to` cannot take it (undefined when it can
 * or it is not known), with `warn` when the binary only warns:
 * - a string literal for an arithmetic type other than `bool` (`int x = "hello";`, the
 *   literal decayed: "const char *");
 * - `nullptr` for an arithmetic type ("std::nullptr_t");
 * - the value of a call of a function returning `void` ("void"), or returning a pointer the
 *   pointer cannot take (`char *buf = malloc(16);`), when overloads cannot matter;
 * - for a pointer, an arithmetic value that is not a null pointer constant (a zero integer
 *   literal): another literal, `int *p = 1.0;`, `= 'a'`, `= false`, or a variable, even a const
 *   one holding zero (its type without its qualifiers);
 * - for a pointer, a pointer it cannot take (see `pointerMismatch`).
 */
function badValue(
  p: Parser,
  to: Type,
  init: Node,
): { from: DiagArg; warn: boolean; noConversion?: boolean } | undefined {
  const ev = p.constEval();
  const tc = fullyCanonical(ev.types, to);
  const x = stripParens(init);
  const found = (t: Type, warn = false) => ({ from: typeArg(ev.types, t), warn });
  // (an object of a class without conversion functions for an arithmetic or pointer type:
  // error 413 instead)
  if (isArithmetic(tc) || tc.kind === TK.Pointer) {
    const cls = classValue(x);
    if (cls !== undefined && !convertible(cls, 0)) {
      return {
        from: { kind: "t", text: qualifiedName(p, cls) ?? "" },
        warn: false,
        noConversion: true,
      };
    }
  }
  if (x.kind === NodeKind.StringLit) {
    if (!isArithmetic(tc) || tc.kind === TK.Bool) return undefined;
    const lt = ev.typeOfExpr(x);
    const lc = lt === undefined ? undefined : fullyCanonical(ev.types, lt);
    return lc?.kind === TK.Array ? found(ev.types.pointer(lc.base!)) : undefined;
  }
  if (x.kind === NodeKind.NullptrLit) {
    return isArithmetic(tc)
      ? { from: { kind: "t", text: "std::nullptr_t" }, warn: false }
      : undefined;
  }
  const at = valueType(p, x);
  if (at === undefined || tc.kind === TK.Void) return undefined;
  const ac = fullyCanonical(ev.types, at);
  if (ac.kind === TK.Void) return x.kind === NodeKind.Call ? found(at) : undefined;
  // (a pointer for an arithmetic type other than `bool`: `int i = p;`)
  if (isArithmetic(tc) && tc.kind !== TK.Bool && ac.kind === TK.Pointer) return found(at);
  // (no implicit conversion to an enumeration, `Mode m = 1;`, `Op o = FAST;`, nor from a scoped
  // one, `int i = Op::Add;`; only for values named or literal: an operation on enumerators may
  // call an overloaded operator returning the enumeration, `FA | FB`)
  const plain = x.kind === NodeKind.Ident || x.kind === NodeKind.Member ||
    x.kind === NodeKind.Index || x.kind === NodeKind.IntLit || x.kind === NodeKind.CharLit ||
    x.kind === NodeKind.BoolLit || x.kind === NodeKind.FloatLit;
  if (
    plain && tc.kind === TK.Enum &&
    (isArithmetic(ac) || (ac.kind === TK.Enum && ac.info !== tc.info))
  ) return found(at);
  if (plain && isArithmetic(tc) && ac.kind === TK.Enum && ac.info?.scoped) return found(at);
  if (tc.kind !== TK.Pointer) return undefined;
  if (ac.kind !== TK.Pointer) {
    if (!isArithmetic(ac)) return undefined;
    return notNullValue(p, x, true) ? found(ev.types.withCv(at, 0)) : undefined;
  }
  const bad = pointerMismatch(tc, ac);
  return bad === 0 ? undefined : found(at, bad === 2);
}

/** A type as a diagnostic argument, with its canonical type when that reads otherwise. */
function typeArg(types: TypeTable, t: Type): DiagArg {
  const s = typeToString(t), k = typeToString(fullyCanonical(types, t));
  return s === k ? { kind: "t", text: s } : { kind: "t", text: s, aka: k };
}

/**
 * Whether pointer `from` cannot convert to pointer `to` (both canonical): 1 when it cannot, a
 * pointer dropping a qualifier of its pointee (`const int *` to `int *`, also to `void *`), or
 * to another pointee where either is arithmetic (`float *` to `int *`, `P *` or `void *` to
 * `int *`), or pointers to pointers to other types (`int **` to `long **` or `void **`); 2 when
 * the binary only warns, a qualifier added below a level that is not const (`char **` to
 * `const char **`); 0 otherwise. Pointers to classes are not judged (a base may take them), nor
 * types not modelled to the end.
 */
function pointerMismatch(to: Type, from: Type): number {
  let t = to.base!, f = from.base!;
  // (types modelled to the end: builtins, pointers, classes, enums, arrays of them)
  const known = (x: Type): boolean =>
    x.kind <= TK.Pointer || x.kind === TK.Class || x.kind === TK.Enum ||
    (x.kind === TK.Array && known(x.base!));
  if (!known(t) || !known(f)) return 0;
  if (t.kind === TK.Array && f.kind === TK.Array) {
    // (pointers to arrays: the same bound and element type, `int (*)[4]` is no `int (*)[5]`)
    const te = t.base!, fe = f.base!;
    if (!known(te) || !known(fe) || (fe.cv & ~te.cv) !== 0) return 0;
    return t.bound !== f.bound || te.kind !== fe.kind || te.info !== fe.info ? 1 : 0;
  }
  if (t.kind !== TK.Pointer || f.kind !== TK.Pointer) {
    if ((f.cv & ~t.cv) !== 0) return 1;
    return t.kind !== f.kind && t.kind !== TK.Void && (isArithmetic(t) || isArithmetic(f)) ? 1 : 0;
  }
  // (pointers to pointers: the same type at every level, qualifiers only added, each added
  // one below levels that are all const)
  let allConst = true, unsafe = false;
  for (;;) {
    if ((f.cv & ~t.cv) !== 0) return 1;
    if ((t.cv & ~f.cv) !== 0 && !allConst) unsafe = true;
    allConst &&= (t.cv & CV_CONST) !== 0;
    if (t.kind !== TK.Pointer || f.kind !== TK.Pointer) break;
    t = t.base!;
    f = f.base!;
  }
  if (!known(t) || !known(f)) return 0;
  if (t.kind !== f.kind) return 1;
  if ((t.kind === TK.Class || t.kind === TK.Enum) && t.info !== f.info) return 1;
  return unsafe ? 2 : 0;
}

/**
 * `typedef long T;` after `typedef int T;` (or an alias) in the same scope: error 256 at the
 * name when both types are known and differ (`invalid redeclaration of type name "T"
 * (declared at line 1)`).
 */
export function checkTypedefRedeclaration(p: Parser, node: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const g = node as GenericNode;
  const decl = g.decl as Declarator;
  const name = decl.name;
  const part = plainDeclaredName(name);
  if (name === undefined || part === undefined) return;
  const s = p.declScope();
  const old = s.names.get(part.atom);
  if (old === undefined || old.kind !== SymKind.Typedef || old.owner !== s || old.isTemplate) {
    return;
  }
  const prev = old.decl as GenericNode | undefined;
  if (prev === undefined || prev.first === node.first) return;
  const ev = p.constEval();
  let ta: Type | undefined;
  let prevTok: number;
  if (prev.kind === NodeKind.Typedef) {
    ta = ev.typeOfDeclarator(prev.spec as DeclSpec, prev.decl as TypeId["decl"]);
    const pn = (prev.decl as Declarator).name;
    if (pn === undefined) return;
    prevTok = pn.parts[0].tok;
  } else if (prev.kind === NodeKind.Alias && prev.type !== undefined) {
    ta = ev.typeOfTypeId(prev.type as TypeId);
    prevTok = prev.first + 1; // `using` NAME `=`
    if (p.tb.kind[prevTok] !== T.Identifier) return;
  } else return;
  const tb = ev.typeOfDeclarator(g.spec as DeclSpec, decl as TypeId["decl"]);
  if (ta === undefined || tb === undefined) return;
  const ca = fullyCanonical(ev.types, ta), cb = fullyCanonical(ev.types, tb);
  if (hasDependent(ca) || hasDependent(cb) || ca === cb) return;
  const qname = qualifiedName(p, old);
  if (qname === undefined) return;
  p.diags.report(SE.TypedefRedecl, p.tb.start[part.tok], [
    qname,
    { kind: "p", text: declaredAt(p, prevTok, part.tok) },
  ]);
}

function hasDependent(t: Type): boolean {
  for (let u: Type | undefined = t; u !== undefined; u = u.base) {
    if (u.kind === TK.Dependent || u.kind === TK.Function || u.kind === TK.Class) return true;
  }
  return false;
}

// ------------------------------------------------------------------ __nv_parent operands

/** What the operand of a CUDA `__nv_parent(...)` annotation denotes. */
export const enum NvParent {
  /** A function (possibly `&f`, possibly qualified): the annotation is well formed. */
  Function,
  /** A constant that is not a function address (`0`): the binary's 3591. */
  Other,
  /** Not a constant expression (error 28 reported here): the lambda is not parsed further. */
  NotConstant,
  /** The operand failed to resolve (an undefined or overloaded name, reported): the binary's
   * 3589, and the lambda is not parsed further. */
  Failed,
}

/**
 * Judges the operand of `__nv_parent(e)`, which the binary evaluates as a constant expression
 * naming the enclosing function. `errorsBefore` is the error count before `e` was parsed: an
 * error inside it (an undefined identifier, an unknown qualified member) makes it Failed. An
 * overloaded function name cannot be resolved without a target type (error 299, then Failed);
 * a redeclaration of one function (same parameters) is not an overload.
 */
export function classifyNvParent(p: Parser, e: Node, errorsBefore: number): NvParent {
  if ((p.diags.errorCount ?? 0) > errorsBefore) return NvParent.Failed;
  let g = e as GenericNode;
  while (g.kind === NodeKind.Paren && g.expr) g = g.expr as GenericNode;
  if (g.kind === NodeKind.Unary && g.op === T.Amp && g.expr) g = g.expr as GenericNode;
  const name = g.kind === NodeKind.Ident ? (g.name as Name | undefined) : undefined;
  const sym = name?.sym;
  if (name !== undefined && sym === undefined && !name.dependent) {
    // a name that did not resolve (reported when first met: error 20, or 135 here for a
    // qualified name whose qualifier is a namespace)
    const n = name as Name & { qsym?: Sym };
    const last = name.parts[name.parts.length - 1];
    if (name.parts.length > 1 && n.qsym?.kind === SymKind.Namespace && p.silent === 0) {
      const ns = qualifiedName(p, n.qsym);
      if (ns === undefined) return NvParent.Function; // not certain: say nothing
      p.diags.report(SE.NoMember, p.tb.start[last.tok], [
        { kind: "n", label: "namespace", name: ns },
        p.names.text(last.atom),
      ]);
    } else if (name.parts.length > 1) return NvParent.Function;
    return NvParent.Failed;
  }
  if (sym?.kind === SymKind.Function) {
    if (!isOverloadSet(p, sym)) return NvParent.Function;
    if (p.silent === 0) {
      const text = p.tb.text.slice(p.tb.start[g.first], p.tb.end[g.last]);
      p.diags.report(SE.OverloadedAddress, p.tb.start[g.first], [text]);
    }
    return NvParent.Failed;
  }
  const r = p.constEval().evaluate(e);
  const notConstant = isFail(r)
    ? r.fail === Why.NotConstVar || r.fail === Why.NonConstant || hasKind(e, CALL_KINDS)
    : false;
  if (!notConstant) return NvParent.Other;
  if (p.silent === 0) p.diags.report(SE.NotConstant, p.tb.start[e.first]);
  return NvParent.NotConstant;
}

/** More than one function declaration of `sym` with different parameters. */
function isOverloadSet(p: Parser, sym: Sym): boolean {
  const ds = sym.fnDeclarators;
  if (ds === undefined || ds.length < 2) return false;
  const first = paramsKey(p, ds[0] as Declarator);
  for (let i = 1; i < ds.length; i++) {
    if (paramsKey(p, ds[i] as Declarator) !== first) return true;
  }
  return false;
}

/** A function declarator's parameter list as written, without names and default arguments. */
function paramsKey(p: Parser, decl: Declarator): string {
  const op = decl.ops.find((o) => o.op === 5);
  if (op === undefined) return "";
  let s = op.variadic ? "..." : "";
  for (const prm of op.params ?? []) {
    const g = prm as GenericNode;
    const pd = g.decl as Declarator | undefined;
    const nameTok = pd?.name !== undefined && pd.name.parts.length === 1
      ? pd.name.parts[0].tok
      : -1;
    const init = g.init as Node | undefined;
    const end = init !== undefined ? init.first - 2 : prm.last;
    for (let i = prm.first; i <= end; i++) if (i !== nameTok) s += tokensText(p, i, i) + " ";
    s += ",";
  }
  return s + (op.cv ?? 0);
}

// ------------------------------------------------------------------ call arguments

/**
 * A call whose callee is a variable or data member of a type no call can take, when that type
 * is known: a scalar or a pointer to anything but a function (`a()` for `int a`, `p(3)` for
 * `int *p`, `s.x()`): error 109 at the callee, `expression preceding parentheses of apparent
 * call must have (pointer-to-) function type`. True when reported.
 */
function checkApparentCall(p: Parser, call: GenericNode): boolean {
  const callee = call.expr as Node | undefined;
  if (callee === undefined || call.kind !== NodeKind.Call) return false;
  const x = stripParens(callee);
  if (x.kind !== NodeKind.Ident && x.kind !== NodeKind.Member && x.kind !== NodeKind.Index) {
    return false;
  }
  const ev = p.constEval();
  const t = ev.typeOfExpr(x);
  if (t === undefined) return false;
  let c = fullyCanonical(ev.types, t);
  if (c.kind === TK.LRef || c.kind === TK.RRef) c = fullyCanonical(ev.types, c.base!);
  const scalar = (k: Type) => isArithmetic(k) || k.kind === TK.Enum || k.kind === TK.NullptrT;
  const b = c.kind === TK.Pointer ? fullyCanonical(ev.types, c.base!) : undefined;
  if (
    !scalar(c) &&
    !(b !== undefined &&
      (scalar(b) || b.kind === TK.Void || b.kind === TK.Pointer || b.kind === TK.Class))
  ) return false;
  p.diags.report(SE.NotCallable, p.tb.start[callee.first]);
  return true;
}

/**
 * A call of a named function with fewer arguments than it has parameters without defaults
 * (error 165 at the `)`, or where it was expected), or more than it has parameters (140 at the first extra argument).
 * Judged only when the answer cannot depend on overload resolution: outside templates, the
 * name has one function declaration in the whole translation unit so far (no overloads, no
 * redeclaration adding defaults, nothing argument-dependent lookup could add), it is not a
 * template, and no argument is a pack expansion.
 */
export function checkCallArity(p: Parser, call: Node, close: number): boolean {
  if (p.silent > 0 || p.inTemplate()) return false;
  if ((p.tb.flags[call.first] & TF.System) !== 0) return false;
  const op = soleCalleeOp(p, call) ?? soleMemberCalleeOp(p, call);
  if (op === undefined) return checkApparentCall(p, call as GenericNode);
  const g = call as GenericNode;
  const params = op.params ?? [];
  const counts = paramCounts(params);
  if (counts === undefined) return false;
  const { required, max } = counts;
  const args = (g.args as Node[] | undefined) ?? [];
  if (args.some((a) => a.kind === NodeKind.PackExpansion)) return false;
  // (the arguments' types first, then their count)
  let bad = checkValueArgs(p, params, args);
  if (args.length < required) {
    p.diags.report(SE.TooFewCallArgs, p.tb.start[close]);
    bad = true;
  } else if (args.length > max && !op.variadic) {
    p.diags.report(SE.TooManyCallArgs, p.tb.start[args[max].first]);
    bad = true;
  }
  if (!bad) checkDeletedCall(p, call);
  // (a class object passed by value is copied: its deleted copy constructor, `take(a)`)
  if (!bad) {
    for (let i = 0; i < args.length && i < params.length; i++) {
      const prm = params[i] as GenericNode;
      if (prm.kind !== NodeKind.Param || ((prm.decl as Declarator).ops.length ?? 1) > 0) continue;
      const pt = (prm.spec as DeclSpec).type as Name | undefined;
      if (pt?.kind !== NodeKind.Name || (prm.spec as DeclSpec).builtins.length > 0) continue;
      const ctors = pt.sym === undefined ? undefined : plainClassCtors(pt.sym);
      if (ctors !== undefined) checkDeletedCopy(p, pt.sym!, ctors, args[i]);
    }
  }
  // (a constant argument for a builtin integral parameter: `take(257)` for `unsigned char`)
  if (!bad) {
    for (let i = 0; i < args.length && i < params.length; i++) {
      const prm = params[i] as GenericNode;
      if (prm.kind !== NodeKind.Param || args[i].kind === NodeKind.InitList) continue;
      const pd = prm.decl as Declarator | undefined;
      const ps = prm.spec as DeclSpec;
      if (!pd || pd.ops.length !== 0 || pd.pack || ps.type !== undefined) continue;
      checkFoldedConversion(p, ps, args[i], false);
    }
  }
  return bad;
}

/**
 * A function returning a reference to a local object (`return x;` for `int &f()`, also a member or
 * an element of one) or a pointer to one (`return &y;`, an array decaying, `return arr;`):
 * warning 836 or 1056 at the returned expression. Not in templates nor lambdas (their results
 * are not known here).
 */
function checkReturnedLocal(p: Parser, ret: Node): void {
  if (p.fnReturns === 0 || p.silent > 0 || p.inTemplate() || p.lambdaThis !== null) return;
  const e = (ret as GenericNode).expr;
  if (e === undefined || (p.tb.flags[e.first] & TF.System) !== 0) return;
  const x = stripParens(e);
  let local: LocalKind;
  if (p.fnReturns === 1) local = localObject(x);
  else if (x.kind === NodeKind.Unary && (x as GenericNode).op === T.Amp) {
    local = localObject(stripParens((x as GenericNode).expr!));
  } else local = localObject(x) === LocalKind.Array ? LocalKind.Array : LocalKind.None;
  if (local === LocalKind.None) return;
  p.diags.report(p.fnReturns === 1 ? SE.ReturnLocalRef : SE.ReturnLocalPtr, p.tb.start[e.first]);
}

const enum LocalKind {
  None,
  Object,
  Array,
}

/**
 * Does lvalue `x` designate an automatic local object (a variable or by-value parameter, not a
 * reference), a member or an element of one? `Array` when it is an array.
 */
function localObject(x: Node): LocalKind {
  const g = x as GenericNode;
  if (x.kind === NodeKind.Member && g.op === T.Dot) {
    const ob = stripParens(g.expr!);
    if (localObject(ob) !== LocalKind.Object || ob.kind !== NodeKind.Ident) return LocalKind.None;
    // (a data member of the local's class)
    const od = ((ob as GenericNode).name as Name).sym!.decl as GenericNode;
    const ct = (od.spec as DeclSpec).type as Name | undefined;
    const def = ct?.kind === NodeKind.Name && ct.sym?.kind === SymKind.Class
      ? ct.sym.def as Class | undefined
      : undefined;
    const n = g.name as Name | undefined;
    if (def?.kind !== NodeKind.Class || n?.parts.length !== 1) return LocalKind.None;
    let d: GenericNode | undefined;
    let dspec: DeclSpec | undefined;
    for (const m of def.members) {
      const fs = m.kind === NodeKind.SimpleDecl ? (m as SimpleDecl).decls : [m];
      for (const f of fs) {
        const fn = ((f as GenericNode).decl as Declarator | undefined)?.name;
        if (f.kind === NodeKind.Variable && fn?.parts[0]?.atom === n.parts[0].atom) {
          d = f as GenericNode;
          dspec = ((f as GenericNode).spec ?? (m as GenericNode).spec) as DeclSpec;
        }
      }
    }
    if (d === undefined || (dspec!.flags & DS.Static) !== 0) return LocalKind.None;
    const ops = (d.decl as Declarator).ops;
    if (ops.some((o) => o.op === 1 || o.op === 2)) return LocalKind.None;
    return ops.length > 0 && ops[0].op === 4 ? LocalKind.Array : LocalKind.Object;
  }
  if (x.kind === NodeKind.Index) {
    const b = stripParens(g.expr!);
    return localObject(b) === LocalKind.Array ? LocalKind.Object : LocalKind.None;
  }
  if (x.kind !== NodeKind.Ident) return LocalKind.None;
  const n = g.name as Name | undefined;
  const sym = n?.parts.length === 1 ? n.sym : undefined;
  if (sym?.kind !== SymKind.Variable) return LocalKind.None;
  if (sym.owner.kind !== ScopeKind.Block && sym.owner.kind !== ScopeKind.Function) {
    return LocalKind.None;
  }
  const d = sym.decl as GenericNode | undefined;
  if (d === undefined || (d.kind !== NodeKind.Variable && d.kind !== NodeKind.Param)) {
    return LocalKind.None;
  }
  if (d.bindings !== undefined) return LocalKind.None;
  const spec = d.spec as DeclSpec;
  if ((spec.flags & (DS.Static | DS.Extern | DS.ThreadLocal | DS.Thread)) !== 0) {
    return LocalKind.None;
  }
  const ops = (d.decl as Declarator).ops;
  if (ops.some((o) => o.op === 1 || o.op === 2 || o.op === 5)) return LocalKind.None;
  if (ops.length > 0 && ops[0].op === 4) {
    // (a parameter declared as an array is a pointer)
    return d.kind === NodeKind.Param ? LocalKind.None : LocalKind.Array;
  }
  return LocalKind.Object;
}

/**
 * A structured binding with more or fewer names than its initializer has elements: error 2829
 * (`too many identifiers`) at the first name too many, 2830 (`there are more elements than there
 * are binding names`) at the `[`. Judged for an array of known bound, or a struct whose data
 * members are all its own and public (no bases; not one `std::tuple_size` is specialized for),
 * named by a variable or returned by a function declared once.
 */
export function checkBindingCount(p: Parser, v: Variable): void {
  const names = (v as unknown as GenericNode).bindings as number[] | undefined;
  if (names === undefined || p.silent > 0 || p.inTemplate()) return;
  if (v.initStyle !== 1 && v.initStyle !== 2) return;
  if (v.init === undefined) return;
  const e = stripParens(v.init);
  // the initializer's declared type: a variable's or a function's result
  let spec: DeclSpec | undefined;
  let ops: DeclaratorOp[] | undefined;
  const g = e as GenericNode;
  if (e.kind === NodeKind.Ident) {
    const sym = (g.name as Name | undefined)?.sym;
    const d = sym?.kind === SymKind.Variable ? sym.decl as GenericNode | undefined : undefined;
    if (d?.kind !== NodeKind.Variable && d?.kind !== NodeKind.Param) return;
    if ((d as GenericNode).bindings !== undefined) return;
    spec = d.spec as DeclSpec;
    ops = (d.decl as Declarator).ops;
  } else if (e.kind === NodeKind.Call && g.expr?.kind === NodeKind.Ident) {
    const sym = ((g.expr as GenericNode).name as Name | undefined)?.sym;
    if (sym?.kind !== SymKind.Function || sym.isTemplate || sym.fnDecls !== 1) return;
    spec = (sym.fnSpecs?.[0] ?? undefined) as DeclSpec | undefined;
    const fops = (sym.fnDeclarators?.[0] as Declarator | undefined)?.ops;
    if (fops === undefined || fops[0]?.op !== 5) return;
    ops = fops.slice(1);
  } else return;
  if (spec === undefined || ops === undefined || (spec.flags & DS.Auto) !== 0) return;
  let count: number | undefined;
  if (ops.length === 1 && ops[0].op === 4 && e.kind === NodeKind.Ident) {
    const b = ops[0].bound;
    const r = b === undefined ? undefined : p.constEval().evaluate(b);
    if (r === undefined || isFail(r) || r.scoped !== undefined) return;
    count = Number(r.v);
  } else if (ops.length === 0 || (ops.length === 1 && (ops[0].op === 1 || ops[0].op === 2))) {
    count = bindableFields(p, spec);
  }
  if (count === undefined || count === names.length) return;
  if (names.length > count) {
    // (the names are `[` id `,` id ...)
    let k = 0;
    for (let t = v.first + 1; t < v.decl.last; t++) {
      if (p.tb.kind[t] !== T.Identifier) continue;
      if (k++ === count) {
        p.diags.report(SE.BindingTooMany, p.tb.start[t]);
        return;
      }
    }
    return;
  }
  p.diags.report(SE.BindingTooFew, p.tb.start[v.first]);
}

/** The number of data members a structured binding of struct type `spec` binds (see above). */
function bindableFields(p: Parser, spec: DeclSpec): number | undefined {
  const n = spec.type as Name | undefined;
  if (n?.kind !== NodeKind.Name || spec.builtins.length > 0) return undefined;
  const sym = n.sym;
  if (sym?.kind !== SymKind.Class || sym.isTemplate || sym.primary !== undefined) return undefined;
  const def = sym.def as Class | undefined;
  if (def?.kind !== NodeKind.Class || !def.complete || def.bases.length > 0) return undefined;
  if (def.key === T.KwClass || def.key === T.KwUnion) return undefined;
  // (not one given the tuple protocol: `std::tuple_size< S>`)
  const std = p.global.names.get(p.names.intern("std"));
  const ts = std?.scope?.names.get(p.names.intern("tuple_size"));
  for (const sp of ts?.specs ?? []) {
    const d = sp.sym?.decl as Class | undefined;
    const last = d?.name?.parts[d.name.parts.length - 1];
    for (const a of last?.targs ?? []) {
      for (let t = a.first; t <= a.last; t++) if (p.tb.atom[t] === sym.name) return undefined;
    }
  }
  let count = 0;
  for (const m of def.members) {
    if (m.kind === NodeKind.AccessSpec) return undefined;
    const fs = m.kind === NodeKind.SimpleDecl ? (m as SimpleDecl).decls : [m];
    if (m.kind === NodeKind.SimpleDecl && fs.length === 0) {
      const t = (m as SimpleDecl).spec.type;
      if (t?.kind === NodeKind.Class && (t as GenericNode).name === undefined) return undefined;
    }
    for (const f of fs) {
      if (f.kind !== NodeKind.Variable) continue;
      const vs = ((f as GenericNode).spec ?? (m as GenericNode).spec) as DeclSpec;
      if ((vs.flags & DS.Static) === 0) count++;
    }
  }
  return count;
}

/**
 * How the binary names function declaration `decl` of `sym` in a message: qualified, with its
 * parameter types (`h(int)`, `Buffer::Buffer(const Buffer &)`); undefined when a type is not
 * modelled.
 */
function functionText(p: Parser, sym: Sym, decl: Declarator): string | undefined {
  const q = qualifiedName(p, sym);
  const op = decl.ops[0];
  if (q === undefined || op?.op !== 5 || op.variadic) return undefined;
  const params = op.params ?? [];
  if (params.length === 1 && isVoidParam(params[0])) return q + "()";
  const ev = p.constEval();
  const types: string[] = [];
  for (const prm of params) {
    if (prm.kind !== NodeKind.Param) return undefined;
    const g = prm as GenericNode;
    const t = ev.typeOfDeclarator(g.spec as DeclSpec, g.decl as Declarator);
    if (t === undefined) return undefined;
    types.push(typeToString(t));
  }
  return q + "(" + types.join(", ") + ")";
}

/**
 * A call of a function declared once, deleted (`void h(int) = delete;`): error 1776 at the
 * callee, `function "h(int)" (declared at line 6) cannot be referenced -- it is a deleted
 * function`.
 */
function checkDeletedCall(p: Parser, call: Node): void {
  const callee = (call as GenericNode).expr as GenericNode;
  // (a member function called, `s.f()`: not judged)
  const sym = callee.kind === NodeKind.Ident ? (callee.name as Name).sym : undefined;
  const fn = sym?.decl as GenericNode | undefined;
  if (sym === undefined || fn?.kind !== NodeKind.Function || fn.defn !== 2) return;
  const decl = fn.decl as Declarator;
  const text = functionText(p, sym, decl);
  if (text === undefined || decl.name === undefined) return;
  const nameTok = decl.name.parts[decl.name.parts.length - 1].tok;
  p.diags.report(SE.DeletedFunction, p.tb.start[call.first], [{
    kind: "n",
    label: "function",
    name: text,
    declaredAt: declaredAt(p, nameTok, call.first),
  }]);
}

/**
 * A local of a class type initialized by copying another object of the class, or by default,
 * when the constructor that takes is deleted: `Buffer c = a;` / `Buffer d(a);` / `{a}` with
 * `Buffer(const Buffer &) = delete;` is error 1776 at the initializer; `M m;` with `M() =
 * delete;` is error 1790 at the name, with constructors none of which is a default one error
 * 291 (`no default constructor exists for class "S"`). Judged for classes (not templates) whose constructors
 * are all declared in the class, and a copied object named by a local or parameter of exactly
 * the class's type.
 */
export function checkDeletedInit(p: Parser, v: Variable): void {
  if (p.silent > 0 || p.inTemplate() || p.fnAtom < 0) return;
  if ((p.tb.flags[v.first] & TF.System) !== 0 || v.decl.ops.length > 0 || !v.decl.name) return;
  if ((v.spec.flags & (DS.Extern | DS.Typedef)) !== 0) return;
  const n = v.spec.type as Name | undefined;
  if (n?.kind !== NodeKind.Name || v.spec.builtins.length > 0) return;
  const sym = n.sym;
  const ctors = sym === undefined ? undefined : plainClassCtors(sym);
  if (ctors === undefined) return;
  if (v.initStyle === 0 && v.init === undefined) {
    // (an object that cannot be constructed is not followed by warning 549)
    if (reportDefaultCtor(p, sym!, ctors, v.decl.name.first)) v.badInit = true;
    return;
  }
  // copying: `= a`, `(a)`, `{a}`
  let src: Node | undefined;
  if (v.initStyle === 1) src = v.init;
  else if (v.initStyle === 2 || v.initStyle === 3) {
    // (`(a)`, `{a}`)
    const g = v.init as GenericNode | undefined;
    const args = (g?.args ?? g?.list) as Node[] | undefined;
    if (args?.length === 1) src = args[0];
  }
  if (src !== undefined) checkDeletedCopy(p, sym!, ctors, src);
}

/**
 * Default construction of class `sym` (constructors `ctors`) at token `at`: error 291 (`no
 * default constructor exists for class "S"`) when it declares constructors and none takes no
 * argument; error 1790 when that one is deleted.
 */
function reportDefaultCtor(p: Parser, sym: Sym, ctors: GenericNode[], at: number): boolean {
  const params = (c: GenericNode) => ((c.decl as Declarator).ops[0]?.params ?? []) as Node[];
  // the default constructor: one without parameters (or all defaulted)
  const dc = ctors.filter((c) =>
    params(c).every((x) => x.kind === NodeKind.Param && (x as GenericNode).init !== undefined) ||
    (params(c).length === 1 && isVoidParam(params(c)[0]))
  );
  const none = dc.length === 0 && ctors.length > 0;
  if (!none && (dc.length !== 1 || dc[0].defn !== 2)) return false;
  const cname = qualifiedName(p, sym);
  if (cname === undefined) return false;
  p.diags.report(none ? SE.NoDefaultCtor : SE.DeletedDefaultCtor, p.tb.start[at], [{
    kind: "t",
    text: cname,
  }]);
  return true;
}

/**
 * `new S` of a plain class without an initializer (see reportDefaultCtor), at the type.
 */
export function checkNewDefault(p: Parser, node: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  const g = node as GenericNode;
  const t = g.type as TypeId | undefined;
  if (g.init !== undefined || t?.kind !== NodeKind.TypeId || t.decl.ops.length > 0) return;
  const n = t.spec.type as Name | undefined;
  if (t.spec.builtins.length > 0 || n?.kind !== NodeKind.Name) return;
  if (n.parts.some((q) => q.targs !== undefined)) return;
  const ctors = n.sym === undefined ? undefined : plainClassCtors(n.sym);
  if (ctors !== undefined) reportDefaultCtor(p, n.sym!, ctors, t.first);
}

/**
 * The constructors of class `sym`, a plain class (no template, no specialization) defined and
 * complete, declaring no constructor template; undefined otherwise.
 */
function plainClassCtors(sym: Sym): GenericNode[] | undefined {
  if (sym.kind !== SymKind.Class || sym.isTemplate || sym.primary !== undefined) return undefined;
  const def = sym.def as Class | undefined;
  if (def?.kind !== NodeKind.Class || !def.complete) return undefined;
  const ctors: GenericNode[] = [];
  for (const m of def.members) {
    if (m.kind === NodeKind.Template) return undefined; // (a constructor template may be chosen)
    const fs = m.kind === NodeKind.SimpleDecl ? (m as SimpleDecl).decls : [m];
    for (const f of fs) {
      if (f.kind !== NodeKind.Function) continue;
      const fn = (f as GenericNode).decl as Declarator;
      const last = fn.name?.parts[fn.name.parts.length - 1];
      if (fn.name?.parts.length === 1 && last!.atom === sym.name && !last!.special) {
        ctors.push(f as GenericNode);
      }
    }
  }
  return ctors;
}

/**
 * Copying lvalue `src` (a variable or reference of class `sym`, whose constructors are
 * `ctors`) with its deleted copy constructor: error 1776 at `src` (an initializer, an argument
 * passed by value).
 */
function checkDeletedCopy(p: Parser, sym: Sym, ctors: GenericNode[], src: Node): void {
  const params = (c: GenericNode) => ((c.decl as Declarator).ops[0]?.params ?? []) as Node[];
  const sn = src.kind === NodeKind.Ident ? (src as GenericNode).name as Name : undefined;
  const vs = sn?.parts.length === 1 ? sn.sym : undefined;
  const vd = vs?.kind === SymKind.Variable ? vs.decl as GenericNode | undefined : undefined;
  if (
    vd === undefined || (vd.kind !== NodeKind.Variable && vd.kind !== NodeKind.Param) ||
    vs!.owner.kind === ScopeKind.Class
  ) return;
  const vt = (vd.spec as DeclSpec).type as Name | undefined;
  const vops = (vd.decl as Declarator).ops;
  if (
    vt?.kind !== NodeKind.Name || vt.sym !== sym || (vd.spec as DeclSpec).builtins.length > 0 ||
    vops.length > 1 || (vops.length === 1 && vops[0].op !== 1)
  ) return;
  // the copy constructor `C(const C &)`, when no other one takes a class object
  const takesClass = (c: GenericNode): number => {
    const ps = params(c);
    if (ps.length !== 1 || ps[0].kind !== NodeKind.Param) return 0;
    const pg = ps[0] as GenericNode;
    const pt = (pg.spec as DeclSpec).type as Name | undefined;
    const pops = (pg.decl as Declarator).ops;
    // (named in the class by its injected name)
    const ps0 = pt?.kind === NodeKind.Name ? pt.sym : undefined;
    const same = ps0 === sym ||
      (ps0?.kind === SymKind.Class && ps0.owner === sym.scope && ps0.name === sym.name);
    if (!same || pops.length !== 1) return 0;
    if (pops[0].op !== 1) return 2; // (a move constructor takes no lvalue)
    return ((pg.spec as DeclSpec).flags & DS.Const) !== 0 ? 1 : 3;
  };
  const copies = ctors.filter((c) => takesClass(c) !== 0 && takesClass(c) !== 2);
  // (none declared beside a move constructor: the implicit one is deleted, `R::R(const R &)`
  // declared implicitly)
  if (copies.length === 0 && ctors.some((c) => takesClass(c) === 2)) {
    const cname = qualifiedName(p, sym);
    if (cname === undefined) return;
    const simple = p.names.text(sym.name);
    p.diags.report(SE.DeletedFunction, p.tb.start[src.first], [{
      kind: "n",
      label: "function",
      name: `${cname}::${simple}(const ${cname} &)`,
      declaredAt: "implicitly",
    }]);
    return;
  }
  if (copies.length !== 1 || takesClass(copies[0]) !== 1 || copies[0].defn !== 2) return;
  const cd = copies[0].decl as Declarator;
  const ctorSym = cd.name?.sym ?? sym;
  const text = functionText(p, ctorSym.kind === SymKind.Function ? ctorSym : sym, cd);
  if (text === undefined) return;
  const full = ctorSym.kind === SymKind.Function ? text : `${qualifiedName(p, sym)}::${text}`;
  p.diags.report(SE.DeletedFunction, p.tb.start[src.first], [{
    kind: "n",
    label: "function",
    name: full,
    declaredAt: declaredAt(p, cd.name!.parts[0].tok, src.first),
  }]);
}

/**
 * A kernel launch's configuration takes at most four arguments (grid, block, shared memory
 * size, stream): error 140 'too many arguments in function call' at the fifth.
 */
export function checkLaunchConfig(p: Parser, launch: Node): void {
  if (p.silent > 0 || (p.tb.flags[launch.first] & TF.System) !== 0) return;
  const config = ((launch as GenericNode).list as Node[] | undefined) ?? [];
  if (config.length > 4) p.diags.report(SE.TooManyCallArgs, p.tb.start[config[4].first]);
}

/**
 * Arguments a parameter of a builtin or pointer type cannot take (error 167 at the argument,
 * `argument of type "float *" is incompatible with parameter of type "int *"`; see `badValue`).
 * Returns whether an error was reported.
 */
function checkValueArgs(p: Parser, params: Node[], args: Node[]): boolean {
  const ev = p.constEval();
  let bad = false;
  for (let i = 0; i < args.length && i < params.length; i++) {
    const prm = params[i] as GenericNode;
    if (prm.kind !== NodeKind.Param) continue;
    const pd = prm.decl as Declarator | undefined;
    if (!pd || pd.ops.some((o) => o.op !== 0)) continue;
    // (a class without constructors taken by value from a scalar: `invert(p)` for an `Image *p`)
    if (pd.ops.length === 0 && args[i].kind !== NodeKind.InitList) {
      const k = classFromScalar(p, prm.spec as DeclSpec, args[i]);
      if (k === ClassInit.Reported) bad = true;
      if (k !== ClassInit.NotClass) continue;
    }
    const pt = ev.typeOfDeclarator(prm.spec as DeclSpec, pd as TypeId["decl"]);
    if (pt === undefined) continue;
    const found = badValue(p, pt, args[i]);
    if (found === undefined) continue;
    // (a qualifier added below a level that is not const only warns: `char **` for
    // `const char **`)
    p.diags.report(
      found.noConversion ? SE.NoConversion : SE.IncompatibleArg,
      p.tb.start[args[i].first],
      [found.from, typeArg(ev.types, pt)],
      found.warn ? "warning" : undefined,
    );
    if (!found.warn) bad = true;
  }
  return bad;
}

/**
 * The function declarator of a call's callee when overload resolution cannot matter: a plain
 * (not template-id) name of a non-template function declared once, the only function of that
 * name in the translation unit so far (argument-dependent lookup cannot add another).
 */
function soleCalleeOp(p: Parser, call: Node, template = false): DeclaratorOp | undefined {
  const callee = (call as GenericNode).expr as GenericNode | undefined;
  if (callee === undefined || callee.kind !== NodeKind.Ident) return undefined;
  const name = callee.name as Name | undefined;
  const sym = name?.sym;
  if (
    sym === undefined || sym.kind !== SymKind.Function || sym.isTemplate !== template ||
    sym.fnDecls !== 1
  ) return undefined;
  // (a template's explicit arguments only when no reference could make a parameter one:
  // `k<float>(q)`)
  if (
    name!.parts.some((q) =>
      q.targs !== undefined &&
      (!template ||
        q.targs.some((a) => a.kind !== NodeKind.TypeId || (a as TypeId).decl.ops.length > 0))
    )
  ) return undefined;
  // (functions of the name elsewhere count only when argument-dependent lookup could find them:
  // `zork(0)` has no associated namespace, `fill(...)` beside `std::fill` is judged)
  if (p.fnNameSyms.get(sym.name) !== sym && !fundamentalArgs(p, call)) return undefined;
  const op = (sym.fnDeclarators?.[0] as Declarator | undefined)?.ops[0];
  return op !== undefined && op.op === 5 ? op : undefined;
}

/**
 * The function declarator operation of the member function a call names (`s.get(1)`,
 * `p->get()`) when the object's class (see objectClass), or the first class up its chain of
 * single bases declaring the name, declares exactly one member of that name, a function (no
 * overloads, templates or using-declarations: see membersNamed).
 */
function soleMemberCalleeOp(p: Parser, call: Node): DeclaratorOp | undefined {
  const callee = (call as GenericNode).expr as GenericNode | undefined;
  if (callee?.kind !== NodeKind.Member || call.kind !== NodeKind.Call) return undefined;
  const n = callee.name as Name | undefined;
  if (n === undefined || n.parts.length !== 1 || n.global) return undefined;
  const part = n.parts[0];
  if (part.targs !== undefined || (part.special ?? 0) !== 0 || part.atom < 0) return undefined;
  let cl = objectClass(p, callee.expr, callee.op === T.Arrow);
  // (a member of a single base when the class has none of the name: `d.get(3)`)
  for (let depth = 0; cl !== undefined && depth < 8; depth++) {
    const own = membersNamed(p, cl, part.atom);
    if (own === undefined || own.length > 1) return undefined;
    if (own.length === 1) {
      if (own[0].what !== 1 || own[0].node === undefined) return undefined;
      const op = (own[0].node as FunctionNode).decl.ops[0];
      return op?.op === 5 ? op : undefined;
    }
    if (cl.bases.length !== 1 || cl.bases[0].virtual) return undefined;
    cl = definedClass(p, cl.bases[0].name as Node);
  }
  return undefined;
}

/**
 * Are all of a call's arguments of fundamental types, through pointers, references and arrays
 * (no associated namespaces or classes for argument-dependent lookup)?
 */
function fundamentalArgs(p: Parser, call: Node): boolean {
  const args = ((call as GenericNode).args as Node[] | undefined) ?? [];
  const ev = p.constEval();
  return args.every((a) => {
    const t0 = ev.typeOfExpr(a);
    if (t0 === undefined) return false;
    let t = fullyCanonical(ev.types, t0);
    for (let i = 0; i < 8; i++) {
      if (
        (t.kind !== TK.Pointer && t.kind !== TK.LRef && t.kind !== TK.RRef &&
          t.kind !== TK.Array) || t.base === undefined
      ) break;
      t = fullyCanonical(ev.types, t.base);
    }
    return t.kind <= TK.NullptrT;
  });
}

/**
 * Class template argument deduction for an aggregate before C++20: `Wrapper w{3};` for a class
 * template with no constructors and no deduction guides deduces nothing from its members (only
 * C++20 added aggregate deduction), so the binary reports errors 289 (at the declarator, with the
 * argument types) and 2958 (at the type). Judged only when the arguments are of arithmetic or
 * pointer types (a class argument may be the copy deduction candidate's) and the class has no
 * bases or using-declarations.
 */
export function checkAggregateDeduction(p: Parser, v: Variable): void {
  if (p.opts.cppStd >= 2020 || p.silent > 0 || p.inTemplate()) return;
  if ((p.tb.flags[v.first] & TF.System) !== 0 || v.decl.ops.length > 0 || !v.decl.name) return;
  const n = v.spec.type as Name | undefined;
  if (n?.kind !== NodeKind.Name || v.spec.builtins.length > 0) return;
  const sym = n.sym;
  const last = n.parts[n.parts.length - 1];
  if (last.targs !== undefined || sym?.kind !== SymKind.Class || !sym.isTemplate || sym.guided) {
    return;
  }
  const def = sym.def as Class | undefined;
  if (def?.kind !== NodeKind.Class || !def.complete || def.bases.length > 0) return;
  for (const m of def.members) {
    let d: Node = m;
    if (d.kind === NodeKind.Template) d = (d as Template).decl;
    if (d.kind === NodeKind.UsingDecl) return;
    if (d.kind === NodeKind.Function) {
      const fn = (d as FunctionNode).decl.name;
      if (fn === undefined || (fn.parts.length === 1 && fn.parts[0].atom === sym.name)) return;
    }
  }
  const init = v.init as GenericNode | undefined;
  let args: Node[] | undefined;
  if (v.initStyle === 2 && init?.kind === NodeKind.Paren) args = init.args ?? [];
  else if (v.initStyle === 3 || (v.initStyle === 1 && init?.kind === NodeKind.InitList)) {
    args = (init?.args ?? init?.list) as Node[] | undefined;
  }
  if (args === undefined || args.length === 0) return;
  const ev = p.constEval();
  const types: string[] = [];
  for (const a of args) {
    if (a.kind === NodeKind.InitList || a.kind === NodeKind.PackExpansion) return;
    const t = ev.typeOfExpr(a);
    if (t === undefined) return;
    const c = canonical(ev.types, t);
    if (!isArithmetic(c) && c.kind !== TK.Pointer) return;
    types.push(typeToString(t));
  }
  p.diags.report(
    SE.NoConstructorInstance,
    p.tb.start[v.decl.name.first],
    [p.names.text(sym.name)],
    undefined,
    {
      continuation: ["argument types are: (" + types.join(", ") + ")"],
    },
  );
  p.diags.report(SE.CannotDeduceClassArgs, p.tb.start[n.first], []);
}

/**
 * A call of a function template that cannot match, when it is the only function of its name in
 * the translation unit so far (so no other candidate exists) and declared once: error 304 with
 * the argument types and one note at the template's name, why it failed: more explicit template
 * arguments than parameters (3323), a call argument count its parameters cannot take (3322), or
 * a template parameter neither given, defaulted nor named in a function parameter (3327). Packs
 * are not judged; nor is a call whose argument types are not all known.
 */
export function checkTemplateCall(p: Parser, call: Node): void {
  if (p.silent > 0 || p.inTemplate()) return;
  if ((p.tb.flags[call.first] & TF.System) !== 0) return;
  const g = call as GenericNode;
  const callee = g.expr as GenericNode | undefined;
  if (callee === undefined || callee.kind !== NodeKind.Ident) return;
  const name = callee.name as Name | undefined;
  const sym = name?.sym;
  if (
    name === undefined || sym === undefined || sym.kind !== SymKind.Function || !sym.isTemplate ||
    sym.fnDecls !== 1 || sym.fnTparams === undefined ||
    sym.owner.kind !== ScopeKind.Namespace || name.parts.slice(0, -1).some((q) => q.targs)
  ) return;
  // (functions of the name elsewhere count only when lookup or argument-dependent lookup could
  // find them: `fill<float><<<1, 128>>>(p, 1.0f)` beside `std::fill` is judged, not after a
  // using-directive)
  if (p.fnNameSyms.get(sym.name) !== sym) {
    if (!fundamentalArgs(p, call)) return;
    for (let s: Scope | null = p.scope; s !== null; s = s.parent) {
      if (s.usingDirs !== null) return;
    }
  }
  const tparams = sym.fnTparams as TemplateParam[];
  if (tparams.some((t) => t.pack)) return;
  const decl = sym.fnDeclarators?.[0] as Declarator | undefined;
  const op = decl?.ops[0];
  if (decl === undefined || op === undefined || op.op !== 5) return;
  const params = op.params ?? [];
  const counts = paramCounts(params);
  if (counts === undefined) return;
  const { required, max } = counts;
  const explicit = name.parts[name.parts.length - 1].targs ?? [];
  const args = (g.args as Node[] | undefined) ?? [];
  if ([...explicit, ...args].some((a) => a.kind === NodeKind.PackExpansion)) return;
  const ev = p.constEval();
  let note: { code: number; offset: number; args: DiagArg[]; severity: "note" } | undefined;
  const fnArg: DiagArg = {
    kind: "n",
    label: "function template",
    name: qualifiedName(p, sym) ?? "",
  };
  const at = p.tb.start[decl.name?.parts[decl.name.parts.length - 1].tok ?? call.first];
  // (an explicit argument of the wrong kind, a type for a non-type parameter or the reverse,
  // fails the substitution as too many do: `blockCopy<256, float>` for `template<class T, int
  // N>`)
  const wrongKind = explicit.some((a, i) => {
    const t = tparams[i];
    if (t === undefined || a.kind === NodeKind.PackExpansion) return false;
    if (t.kind === NodeKind.TemplateTypeParam) return a.kind !== NodeKind.TypeId;
    if (t.kind === NodeKind.TemplateNonTypeParam) return a.kind === NodeKind.TypeId;
    return false;
  });
  if (explicit.length > tparams.length || wrongKind) {
    // the explicit arguments as the binary lists them: types spelled, others `<expression>`
    const texts: string[] = [];
    for (const a of explicit) {
      if (a.kind !== NodeKind.TypeId) {
        texts.push("<expression>");
        continue;
      }
      const t = ev.typeOfTypeId(a as TypeId);
      if (t === undefined) return;
      texts.push(typeToString(t));
    }
    note = {
      code: SE.ExplicitArgsFailed,
      offset: at,
      args: ["<" + texts.join(", ") + ">", fnArg],
      severity: "note",
    };
  } else if (args.length < required || (args.length > max && !op.variadic)) {
    note = { code: SE.ParamCountMismatch, offset: at, args: [fnArg], severity: "note" };
  } else {
    // a parameter left to deduction that no function parameter names
    const named = new Set<number>();
    for (const prm of params) {
      for (let i = prm.first; i <= prm.last; i++) {
        if (p.tb.kind[i] === T.Identifier) named.add(p.tb.atom[i]);
      }
    }
    for (let i = explicit.length; i < tparams.length && note === undefined; i++) {
      const t = tparams[i];
      if (
        (t.default === undefined && t.name >= 0 && !named.has(t.name)) ||
        conflictingDeduction(p, t, params, args)
      ) note = { code: SE.DeductionFailed, offset: at, args: [fnArg], severity: "note" };
    }
  }
  if (note === undefined || fnArg.name === "") return;
  const types: string[] = [];
  for (const a of args) {
    const t = p.constEval().typeOfExpr(a);
    if (t === undefined) return;
    types.push(typeToString(t));
  }
  // (a call without arguments lists no argument types)
  p.diags.report(SE.NoInstance, p.tb.start[call.first], [fnArg], undefined, {
    continuation: args.length > 0 ? ["argument types are: (" + types.join(", ") + ")"] : [],
    notes: [note],
  });
}

/**
 * Do two arguments deduce different arithmetic types for type parameter `t`, each passed to a
 * parameter declared `T` or `const T &` (`k1(1, 2.0)` for `k1(T a, T b)`)?
 */
function conflictingDeduction(p: Parser, t: TemplateParam, params: Node[], args: Node[]): boolean {
  if (t.kind !== NodeKind.TemplateTypeParam || t.name < 0) return false;
  let kind: TK | undefined;
  for (let j = 0; j < params.length && j < args.length; j++) {
    const prm = params[j] as GenericNode;
    const spec = prm.spec as DeclSpec;
    const decl = prm.decl as Declarator;
    const n = spec.type as Name | undefined;
    if (
      n === undefined || n.kind !== NodeKind.Name || n.global || n.parts.length !== 1 ||
      n.parts[0].targs !== undefined || n.parts[0].atom !== t.name
    ) continue;
    if (
      decl.ops.length > 1 ||
      (decl.ops.length === 1 && (decl.ops[0].op !== 1 || (spec.flags & DS.Const) === 0))
    ) continue;
    const ev = p.constEval();
    const at = ev.typeOfExpr(args[j]);
    let a = at && canonical(ev.types, at);
    if (a?.kind === TK.LRef) a = canonical(ev.types, a.base!);
    if (a === undefined || !isArithmetic(a)) return false;
    if (kind === undefined) kind = a.kind;
    else if (kind !== a.kind) return true;
  }
  return false;
}

/** How many arguments parameters `params` take at least and at most (undefined: a pack or a
 * parameter not modelled); `(void)` takes none. */
function paramCounts(params: Node[]): { required: number; max: number } | undefined {
  if (params.length === 1 && isVoidParam(params[0])) return { required: 0, max: 0 };
  let required = 0, max = 0;
  for (const prm of params) {
    const pg = prm as GenericNode;
    if (prm.kind !== NodeKind.Param || (pg.decl as Declarator | undefined)?.pack) return undefined;
    max++;
    if (pg.init === undefined) required = max;
  }
  return { required, max };
}

/** `(void)`: a single unnamed parameter of type void. */
export function isVoidParam(prm: Node): boolean {
  const g = prm as GenericNode;
  const spec = g.spec as DeclSpec | undefined;
  const d = g.decl as Declarator | undefined;
  return spec !== undefined && spec.type === undefined && spec.builtins.length === 1 &&
    spec.builtins[0] === T.KwVoid && (d === undefined || (d.ops.length === 0 && !d.name));
}

// ------------------------------------------------------------------ template argument lists

/** Literal kinds: never a type, so never an argument for a type parameter. */
const LITERALS = new Set<NodeKind>([
  NodeKind.IntLit,
  NodeKind.FloatLit,
  NodeKind.CharLit,
  NodeKind.StringLit,
  NodeKind.BoolLit,
  NodeKind.NullptrLit,
]);

/**
 * The argument list of a class template-id against the template's parameters, merged over its
 * declarations (a parameter has a default if any declaration gives one): too few (error 442 at
 * the closing `>`) or too many (443 at the first extra argument) arguments; a builtin or
 * declared type for a non-type parameter (254) or a literal for a type parameter (79), at the
 * argument. Lists with a pack expansion are not counted; system headers are not judged.
 */
export function checkTemplateArgs(p: Parser, sym: Sym, args: Node[], close: number): void {
  if (p.silent > 0 || (p.tb.flags[close] & TF.System) !== 0) return;
  const lists = sym.tparamLists!;
  const params = lists[0] as GenericNode[];
  // (a type argument's `...` may belong to its abstract declarator: `typename A< E> ::t...`)
  if (
    args.some((a) =>
      a.kind === NodeKind.PackExpansion ||
      (a.kind === NodeKind.TypeId && (a as TypeId).decl.pack)
    )
  ) return;
  let required = 0, variadic = false;
  for (let i = 0; i < params.length; i++) {
    if (params[i].pack) {
      variadic = true;
      continue;
    }
    if (!lists.some((l) => (l[i] as GenericNode | undefined)?.default !== undefined)) {
      required = i + 1;
    }
  }
  const name = qualifiedName(p, sym);
  if (name === undefined) return; // a member of a class template, or in an inline namespace
  if (args.length < required) {
    p.diags.report(SE.TooFewTemplateArgs, p.tb.start[close], [name]);
    return;
  }
  if (!variadic && args.length > params.length) {
    p.diags.report(SE.TooManyTemplateArgs, p.tb.start[args[params.length].first], [name]);
    return;
  }
  for (let i = 0; i < args.length && i < params.length; i++) {
    const prm = params[i], a = args[i] as GenericNode;
    if (prm.pack) break;
    if (prm.kind === NodeKind.TemplateTypeParam && LITERALS.has(a.kind)) {
      p.diags.report(SE.ExpectedTypeSpecifier, p.tb.start[a.first]);
      return;
    }
    if (prm.kind === NodeKind.TemplateNonTypeParam && a.kind === NodeKind.TypeId) {
      const spec = a.spec as DeclSpec | undefined;
      const d = a.decl as Declarator | undefined;
      if (spec === undefined || (d !== undefined && d.ops.length > 0)) continue;
      const t = spec.type as Name | undefined;
      const named = t?.kind === NodeKind.Name && t.sym !== undefined &&
        (t.sym.kind === SymKind.Class || t.sym.kind === SymKind.Enum ||
          (t.sym.kind === SymKind.Typedef && !t.sym.dependent));
      if (t === undefined ? spec.builtins.length > 0 : named) {
        p.diags.report(SE.TypeNameNotAllowed, p.tb.start[a.first]);
        return;
      }
    }
  }
}

// ------------------------------------------------------------------ used before set

/** How an occurrence of a variable uses it. */
const enum Use {
  /** Its value is read. */
  Read,
  /** It is the target of `=`. */
  Set,
  /** Its address is taken, it is bound to a reference or passed where the callee may take a
   * reference: it may be set there (nothing is said, and it is no longer followed). */
  Escape,
  /** Unevaluated (sizeof, decltype, noexcept): does not count. */
  Unevaluated,
}

/** Kinds whose operands are not evaluated. */
const UNEVALUATED_KINDS = new Set<NodeKind>([
  NodeKind.SizeofExpr,
  NodeKind.SizeofType,
  NodeKind.AlignofExpr,
  NodeKind.AlignofType,
  NodeKind.Decltype,
  NodeKind.Noexcept,
  NodeKind.Typeid,
]);

/** Kinds that hold types or names, not evaluated expressions. */
const TYPE_KINDS = new Set<NodeKind>([
  NodeKind.DeclSpec,
  NodeKind.TypeId,
  NodeKind.Declarator,
  NodeKind.Name,
  NodeKind.Class,
  NodeKind.Enum,
]);

/**
 * Warning 549: a local scalar variable declared without an initializer whose first evaluated
 * occurrence in the function body (in source order; the right operand of `=` before its
 * target, as it is evaluated first) reads its value. The binary's test is textual, not flow:
 * an assignment anywhere before, even conditional, counts as setting it. Judged for variables of
 * arithmetic, enumeration-free builtin or pointer type in non-template user code; an
 * occurrence whose effect depends on a callee (an argument, a `<<`/`>>` operand that may be a
 * stream, a lambda capture) ends the tracking without a warning.
 */
export function checkUsedBeforeSet(p: Parser, body: Node, errorsBefore: number): void {
  // (not after a syntax error in the body: the binary does not judge broken expressions)
  if (p.errorCount > errorsBefore) return;
  if (p.silent > 0 || p.inTemplate() || (p.tb.flags[body.first] & TF.System) !== 0) return;
  const pending = new Set<Sym>();
  // (objects of a class without constructors or member initializers: set by any use of a
  // member or their address, read as a whole: copied into a by-value parameter, a variable or a
  // return value, or assigned, `P p; f(p);`)
  const classes = new Set<Sym>();
  /** The variable occurrence being visited as a whole operand (see `classes`). */
  let whole: Node | undefined;
  // (a data member of one read as a whole operand reads the object: `return s.a;`, `b.a + 1`)
  const memberObject = (n: Node): Node | undefined => {
    const m = stripParens(n) as GenericNode;
    if (m.kind !== NodeKind.Member || m.op !== T.Dot || m.expr === undefined) return undefined;
    const o = stripParens(m.expr as Node) as GenericNode;
    if (o.kind !== NodeKind.Ident) return undefined;
    // (a data member without declarators: an array decays, `return s.a;` for `int a[2]`,
    // reading nothing)
    const v = ((o.name as Name | undefined)?.sym?.decl) as GenericNode | undefined;
    const mn = m.name as Name | undefined;
    const cls = v?.kind === NodeKind.Variable
      ? ((v.spec as DeclSpec).type as Name | undefined)?.sym
      : undefined;
    const field = cls?.kind === SymKind.Class && mn?.parts.length === 1
      ? cls.scope?.names.get(mn.parts[0].atom)?.decl as GenericNode | undefined
      : undefined;
    const fd = field?.kind === NodeKind.Variable ? field.decl as Declarator : undefined;
    return fd !== undefined && fd.ops.length === 0 ? o : undefined;
  };
  const visitWhole = (n: Node, use: Use, member = true): void => {
    let x = n as GenericNode;
    while (x.kind === NodeKind.Paren && x.expr !== undefined) x = x.expr as GenericNode;
    whole = (member ? memberObject(x) : undefined) ?? x;
    visit(n, use);
    whole = undefined;
  };
  const visit = (n: Node, use: Use): void => {
    const g = n as GenericNode;
    switch (n.kind) {
      case NodeKind.Ident: {
        const sym = (g.name as Name | undefined)?.sym;
        if (sym === undefined || !pending.has(sym) || use === Use.Unevaluated) return;
        pending.delete(sym);
        if (use === Use.Read && (!classes.has(sym) || whole === n)) {
          p.diags.report(SE.UsedBeforeSet, p.tb.start[n.first], [p.names.text(sym.name)]);
        }
        return;
      }
      case NodeKind.Return:
        // (a member returned by reference is bound, not read: `return s.m;` from an `int &`)
        if (g.expr !== undefined) visitWhole(g.expr as Node, use, p.fnReturns === 0);
        return;
      case NodeKind.Variable: {
        const init = g.init as Node | undefined;
        const d = g.decl as Declarator | undefined;
        if (init !== undefined) {
          // (an initializer whose conversion failed is judged no further: `int i = s;`)
          if ((n as Variable).badInit) return;
          const ref = d !== undefined && d.ops.length > 0 &&
            (d.ops[0].op === 1 || d.ops[0].op === 2);
          const args = init.kind === NodeKind.Paren
            ? (init as GenericNode).args as Node[] | undefined
            : undefined;
          if (ref) visitDirect(init, Use.Escape);
          else if (args === undefined) visitWhole(init, Use.Read);
          else if (
            // (a copy by parentheses, `P q(p);`, of a scalar or of a class without
            // constructors reads the object as `=` does)
            args.length === 1 && d !== undefined && d.ops.length === 0 &&
            ((g.spec as DeclSpec).type === undefined ||
              isPlainClassLocal(g.spec as DeclSpec | undefined))
          ) visitWhole(args[0], Use.Read);
          else visit(init, Use.Read);
        } else if (
          d !== undefined && d.name?.sym?.kind === SymKind.Variable && d.ops.length === 0 &&
          d.name.parts.length === 1 && !(n as Variable).badInit &&
          isPlainClassLocal(g.spec as DeclSpec | undefined)
        ) {
          pending.add(d.name.sym);
          classes.add(d.name.sym);
        } else if (
          d !== undefined && isTrackedLocal(g.spec as DeclSpec, d) &&
          // (not a `__shared__` one: shared memory is set elsewhere; `__device__`, `__constant__`
          // and other attributes leave a local a local)
          !((g.attrs as Attribute[] | undefined) ?? []).some((a) =>
            attrName(p.names, a) === "shared"
          ) &&
          !((g.spec as DeclSpec).attrs ?? []).some((a) => attrName(p.names, a) === "shared")
        ) {
          const sym = d.name?.sym;
          if (sym !== undefined && sym.kind === SymKind.Variable) pending.add(sym);
        }
        return;
      }
      case NodeKind.Assign: {
        const lhs = g.lhs as Node, rhs = g.rhs as Node;
        if (g.op === T.Assign) visitWhole(rhs, use === Use.Unevaluated ? use : Use.Read);
        else visit(rhs, use === Use.Unevaluated ? use : Use.Read);
        visitDirect(lhs, use === Use.Unevaluated ? use : g.op === T.Assign ? Use.Set : Use.Read);
        return;
      }
      case NodeKind.Unary:
        if (g.op === T.Amp) {
          visitDirect(g.expr as Node, use === Use.Unevaluated ? use : Use.Escape);
          return;
        }
        break;
      case NodeKind.Binary:
        if (g.op === T.LessLess || g.op === T.GreaterGreater) {
          visitDirect(g.lhs as Node, use === Use.Unevaluated ? use : Use.Escape);
          visitDirect(g.rhs as Node, use === Use.Unevaluated ? use : Use.Escape);
          return;
        }
        // (an arithmetic or comparison operand that is a data member reads it: `s.a + 1`)
        if (use === Use.Read && g.op !== T.Comma && g.op !== T.AmpAmp && g.op !== T.PipePipe) {
          for (const x of [g.lhs as Node, g.rhs as Node]) {
            if (memberObject(x) !== undefined) visitWhole(x, use);
            else visit(x, use);
          }
          return;
        }
        break;
      case NodeKind.Call:
      case NodeKind.KernelLaunch: {
        // the callee and a launch configuration are read (`k<<<n, 1>>>()` reads n), and so
        // is an argument the callee takes by value (`f(d)`, `k<<<1, 1>>>(d)`; not for `int &r`)
        const byValue = use === Use.Unevaluated ? undefined : byValueParams(p, n);
        const args = (g.args as Node[] | undefined) ?? [];
        for (const c of children(n)) {
          const i = args.indexOf(c);
          const u = use === Use.Unevaluated
            ? use
            : i < 0 || byValue?.[i] === true
            ? Use.Read
            : Use.Escape;
          if (i >= 0 && u === Use.Read) visitWhole(c, u);
          else visitDirect(c, u);
        }
        return;
      }
      case NodeKind.New:
      case NodeKind.FunctionalCast:
        for (const c of children(n)) visitDirect(c, use === Use.Unevaluated ? use : Use.Escape);
        return;
      case NodeKind.Cast: {
        // `(void)x` marks a variable used without reading it
        const t = g.type as TypeId | undefined;
        const isVoid = t?.spec !== undefined && t.spec.type === undefined &&
          t.spec.builtins.length === 1 && t.spec.builtins[0] === T.KwVoid &&
          t.decl.ops.length === 0;
        if (isVoid) {
          visitDirect(g.expr as Node, use === Use.Unevaluated ? use : Use.Escape);
          return;
        }
        break;
      }
      case NodeKind.RangeFor: {
        // the loop variable is initialized from the range
        const g2 = n as GenericNode;
        if (g2.init !== undefined) visit(g2.init as Node, use);
        if (g2.expr !== undefined) visit(g2.expr as Node, use);
        if (g2.body !== undefined) visit(g2.body as Node, use);
        return;
      }
      case NodeKind.Lambda:
      case NodeKind.AsmStmt:
        // captured (maybe by reference) / an asm operand (maybe an output)
        forget(n);
        return;
      default:
        if (UNEVALUATED_KINDS.has(n.kind)) use = Use.Unevaluated;
        else if (TYPE_KINDS.has(n.kind)) return;
    }
    for (const c of children(n)) visit(c, use === Use.Unevaluated ? use : Use.Read);
  };
  /** Every variable mentioned anywhere in `n` (a lambda: captured, maybe by reference). */
  const forget = (n: Node): void => {
    if (n.kind === NodeKind.Ident) {
      const sym = ((n as GenericNode).name as Name | undefined)?.sym;
      if (sym !== undefined) pending.delete(sym);
      return;
    }
    for (const c of children(n)) forget(c);
  };
  /** `use` applies to `n` itself when it is (a parenthesized) variable; else its parts are read. */
  const visitDirect = (n: Node, use: Use): void => {
    let x = n as GenericNode;
    while (x.kind === NodeKind.Paren && x.expr !== undefined) x = x.expr as GenericNode;
    if (x.kind === NodeKind.Ident) visit(x, use);
    else visit(x, use === Use.Unevaluated ? use : use === Use.Escape ? Use.Escape : Use.Read);
  };
  visit(body, Use.Read);
}

/**
 * For a call of a function that is the only one of its name (see checkCallArity), which
 * arguments are passed to parameters declared by value (undefined: not known).
 */
function byValueParams(p: Parser, call: Node): boolean[] | undefined {
  // (of a function template too: a parameter declared by value is one, `k(p)` for `void k(T *p)`)
  const op = soleCalleeOp(p, call) ?? soleCalleeOp(p, call, true);
  if (op === undefined) return undefined;
  const out = (op.params ?? []).map((prm) => {
    const d = (prm as GenericNode).decl as Declarator | undefined;
    return prm.kind === NodeKind.Param && !(d?.ops.some((o) => o.op === 1 || o.op === 2) ?? false);
  });
  // (an argument for the ellipsis is passed by value: `printf("%d", rc)`)
  if (op.variadic) {
    const n = ((call as GenericNode).args as Node[] | undefined)?.length ?? 0;
    while (out.length < n) out.push(true);
  }
  return out;
}

/**
 * A block-scope variable without storage class of a class type whose objects a default
 * initialization leaves unset (see `classLeftUnset`).
 */
function isPlainClassLocal(spec: DeclSpec | undefined): boolean {
  if (spec === undefined || spec.type?.kind !== NodeKind.Name || spec.builtins.length > 0) {
    return false;
  }
  if ((spec.flags & (DS.Static | DS.Extern | DS.ThreadLocal | DS.Thread | DS.Typedef)) !== 0) {
    return false;
  }
  const n = spec.type as Name;
  if (n.parts.some((c) => c.targs !== undefined)) return false;
  // (an empty class has no value to set: `H h; return h;` for `struct H {};`)
  const fields = { count: 0 };
  return classLeftUnset(n.sym, 0, fields) && fields.count > 0;
}

/**
 * Does default initialization leave an object of class `sym` unset: a non-template class
 * defined outside templates with no constructor, virtual function or member initializer, whose
 * bases and class-typed members are such classes too (`struct P { int a; }`, `struct B : P`)?
 */
function classLeftUnset(sym: Sym | undefined, depth: number, fields: { count: number }): boolean {
  for (let i = 0; i < 4 && sym?.kind === SymKind.Typedef; i++) sym = sym.target;
  if (sym?.kind !== SymKind.Class || sym.isTemplate || depth > 4) return false;
  const c = sym.def as Class | undefined;
  if (c?.kind !== NodeKind.Class || !c.complete || c.key === T.KwUnion) return false;
  if (c.scope?.inTemplate || c.scope?.isTemplateScope) return false;
  for (const b of c.bases) {
    if (b.virtual || b.name.kind !== NodeKind.Name) return false;
    if (!classLeftUnset((b.name as Name).sym, depth + 1, fields)) return false;
  }
  for (const m of c.members) {
    const list = m.kind === NodeKind.SimpleDecl ? (m as GenericNode).decls as Node[] : [m];
    const spec = m.kind === NodeKind.SimpleDecl
      ? (m as GenericNode).spec as DeclSpec | undefined
      : undefined;
    if (spec?.type?.kind === NodeKind.Class || spec?.type?.kind === NodeKind.Enum) return false;
    for (const d of list) {
      const g = d as GenericNode;
      if (d.kind === NodeKind.Template) return false;
      if (d.kind === NodeKind.Function) {
        const fs = g.spec as DeclSpec;
        const nm = (g.decl as Declarator).name;
        const last = nm?.parts[nm.parts.length - 1];
        if ((fs.flags & DS.Virtual) !== 0) return false;
        if (last !== undefined && last.atom === sym.name && (last.special ?? 0) === 0) {
          // (only a default constructor of the user's own sets anything: `A() = default;` does
          // not, nor does `A(int)` for `A a;`)
          const fop = (g.decl as Declarator).ops[0];
          if (fop?.op !== 5 || fop.variadic) return false;
          const dflt = (fop.params ?? []).every((q) => (q as GenericNode).init !== undefined);
          if (dflt && (g.defn as number) !== 1) return false;
        }
        continue;
      }
      if (d.kind !== NodeKind.Variable) continue;
      const vs = g.spec as DeclSpec;
      if ((vs.flags & DS.Static) !== 0) continue;
      if (g.init !== undefined) return false;
      fields.count++;
      const vd = g.decl as Declarator;
      if (vs.type !== undefined && vd.ops.length === 0) {
        if (
          vs.type.kind !== NodeKind.Name ||
          !classLeftUnset((vs.type as Name).sym, depth + 1, fields)
        ) {
          // (a member of an enumeration or other named scalar type is fine)
          const ts = vs.type.kind === NodeKind.Name ? (vs.type as Name).sym : undefined;
          let t = ts;
          for (let i = 0; i < 4 && t?.kind === SymKind.Typedef; i++) t = t.target;
          if (t?.kind !== SymKind.Enum && !(ts?.kind === SymKind.Typedef && t === undefined)) {
            return false;
          }
        }
      }
    }
  }
  return true;
}

/** A block-scope variable without storage class, of builtin arithmetic or pointer type. */
function isTrackedLocal(spec: DeclSpec | undefined, d: Declarator): boolean {
  if (spec === undefined) return false;
  if ((spec.flags & (DS.Static | DS.Extern | DS.ThreadLocal | DS.Thread | DS.Typedef)) !== 0) {
    return false;
  }
  if (d.name === undefined || d.name.parts.length !== 1 || d.pack) return false;
  if (!d.ops.every((o) => o.op === 0)) return false;
  if (spec.type !== undefined) {
    // (a pointer to a named type, `CUstream_st *s`, or a typedef of a builtin or pointer type,
    // `cudaStream_t st`)
    return spec.builtins.length === 0 && (d.ops.length > 0 || scalarTypedef(spec.type));
  }
  if (spec.builtins.length === 0) return false;
  return !spec.builtins.includes(T.KwAuto) && !spec.builtins.includes(T.KwVoid);
}

/**
 * Is `t` a name of a typedef (not a template's, nor a template-id) of a builtin type other than
 * void or of a pointer, through typedefs of typedefs: `typedef struct CUstream_st *cudaStream_t`?
 */
function scalarTypedef(t: Node): boolean {
  let n = t as Name;
  for (let i = 0; i < 8; i++) {
    if (n.kind !== NodeKind.Name || n.parts.some((q) => q.targs !== undefined)) return false;
    const sym = n.sym;
    if (sym?.kind !== SymKind.Typedef || sym.isTemplate || sym.owner.inTemplate) return false;
    const td = sym.decl as GenericNode | undefined;
    if (td?.kind !== NodeKind.Typedef) return false;
    const ts = td.spec as DeclSpec, tdd = td.decl as Declarator;
    if (tdd.ops.length > 0) return tdd.ops.every((o) => o.op === 0);
    if (ts.type === undefined) {
      return ts.builtins.length > 0 && !ts.builtins.includes(T.KwVoid) &&
        !ts.builtins.includes(T.KwAuto);
    }
    n = ts.type as Name;
  }
  return false;
}

/** The child nodes of `n` in source order (the fields `hasKind` walks; no declarators). */
function children(n: Node): Node[] {
  const out: Node[] = [];
  const g = n as GenericNode;
  for (const f of CHILD_FIELDS) {
    const v = g[f] as unknown;
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) {
      for (const x of v) if (isNode(x)) out.push(x);
    } else if (isNode(v) && !(f === "decl" && v.kind === NodeKind.Declarator)) out.push(v);
  }
  if (out.length > 1) out.sort((a, b) => a.first - b.first);
  return out;
}

function isNode(v: unknown): v is Node {
  return typeof v === "object" && v !== null && typeof (v as Node).kind === "number" &&
    typeof (v as Node).first === "number";
}
