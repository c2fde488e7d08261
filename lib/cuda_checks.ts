/**
 * CUDA checks inside function bodies and at class members, for the host pass:
 *
 * - calls to `__device__` functions from host (3464/3465) and `__host__ __device__` (3462/3463)
 *   bodies, when the callee resolves to one function (the parser's lookup symbol);
 * - kernel-launch configuration (3508: unconfigured kernel calls, configured non-kernel calls);
 * - `__device__`/`__constant__`/`__shared__` variables read, written or (shared only) having
 *   their address taken in host or HD bodies (warnings 3548/3549/3550; managed ones exempt);
 * - auto-return `__device__` functions referenced outside device bodies (3623);
 * - `decltype(x)` of a `__managed__` variable (3576);
 * - block-scope memory-space variables (3483, 3649, through `CudaModel.variable`);
 * - lambdas: annotations without `--extended-lambda` (3612), on `operator()` (3621);
 * - the virtual override execution-space matrix (3542-3547).
 *
 * Exemptions, as observed on cudafe++ 13.0: unevaluated operands (sizeof, alignof, decltype,
 * noexcept) for calls and variable uses; file-scope initializers and default arguments (no
 * enclosing body); `#pragma nv_exec_check_disable` before the function; calls in templates whose
 * arguments may depend on template parameters; variable uses in templates; `--relaxed_constexpr`
 * for constexpr callees. Calls through members (`s.m()`) and implicit constructor calls need
 * overload resolution and types, which the parser does not provide yet: they are not checked.
 */
import {
  type Class,
  type Declarator,
  type DeclaratorOp,
  type DeclSpec,
  DS,
  type Function as FunctionNode,
  type GenericNode,
  type Name,
  type Node,
  NodeKind,
  type Param,
  type SimpleDecl,
  stripParens,
  type TypeId,
  type Variable,
} from "./ast.ts";
import {
  attributeEnd,
  type ClassInfo,
  type CudaModel,
  type Entity,
  ES,
  type FnCtx,
  foldTokens,
  HOST_OVERLOAD,
  MS,
} from "./cuda_attributes.ts";
import { T } from "./tokens.ts";
import { SymKind } from "./scope.ts";
import { diagInfo } from "./diag_table.ts";
import type { DiagArg } from "./diag_format.ts";
import { builtinKind } from "./sema_const.ts";
import { TypeTable, typeToString } from "./types.ts";
import {
  ATOMIC_BUILTINS,
  type AtomicCallSite,
  checkAtomicCall,
  checkWgmmaCall,
  WGMMA_BUILTINS,
} from "./cuda_builtins.ts";

/** For spelling builtin types in diagnostics (made on first use). */
let TYPES: TypeTable | undefined;

/** Internal codes reported from this file. */
export const BODY_CODES: ReadonlyArray<number> = [
  3462,
  3463,
  3464,
  3465,
  3508,
  3536,
  3542,
  3543,
  3544,
  3545,
  3546,
  3547,
  3548,
  3549,
  3550,
  3576,
  3592,
  3596,
  3597,
  3598,
  3599,
  3600,
  3601,
  3603,
  3604,
  3608,
  3609,
  3610,
  3611,
  3613,
  3616,
  3617,
  3618,
  3619,
  3622,
  3623,
  3635,
  3691,
];

const READ = 0, WRITE = 1, RW = 2, ADDR = 3;

/** Itanium builtin type codes, as the demangler prints a one-letter name. */
const TYPE_CODES: Record<string, string> = {
  v: "void",
  w: "wchar_t",
  b: "bool",
  c: "char",
  a: "signed char",
  h: "unsigned char",
  s: "short",
  t: "unsigned short",
  i: "int",
  j: "unsigned int",
  l: "long",
  m: "unsigned long",
  x: "long long",
  y: "unsigned long long",
  n: "__int128",
  o: "unsigned __int128",
  f: "float",
  d: "double",
  e: "long double",
  g: "__float128",
  z: "...",
};

/** Statements and expressions with a condition (see templateCondition). */
const CONDITION_KINDS = new Set<number>([
  NodeKind.If,
  NodeKind.While,
  NodeKind.DoWhile,
  NodeKind.For,
  NodeKind.Switch,
  NodeKind.Conditional,
]);

const UNEVALUATED = new Set<number>([
  NodeKind.SizeofExpr,
  NodeKind.SizeofType,
  NodeKind.AlignofExpr,
  NodeKind.AlignofType,
  NodeKind.Decltype,
  NodeKind.Noexcept,
  NodeKind.SizeofPack,
  // (the binary treats typeid's operand as unevaluated: `typeid(f(1))` calls nothing)
  NodeKind.Typeid,
]);

const SKIP_KEYS = new Set(["sym", "scope", "kind", "first", "last"]);

/** A diagnostic of a local's declaration the body checker reports in order (see visit). */
export interface PendingDiag {
  code: number;
  offset: number;
  args?: DiagArg[];
}

export class BodyChecker {
  private readonly m: CudaModel;
  private fn: FnCtx | undefined;
  private uneval = 0;
  /** The identifier being visited is the base of a subscript (no array-to-pointer decay). */
  private indexing = false;
  /** Enclosing lambda expressions of the one being walked, outermost first. */
  private lambdas: Array<{ generic: boolean; extendedHD: boolean; atNamespace: boolean }> = [];
  /** Names of the parameters and locals of the current function (for implicit captures). */
  private localAtoms = new Set<number>();
  /** Local arrays of the current function: rank and type as diagnostics print it. */
  private localArrays = new Map<number, { rank: number; type: string; elem?: ClassInfo }>();
  /** Inside `if constexpr` (depth). */
  private constexprIf = 0;
  /** An extended lambda with `[=]` being walked: which outer names it captured first. */
  /**
   * Implicit captures of an extended lambda with a capture default: the enclosing locals, the
   * lambda's own, those already seen; `byRef` for `[&]` (each first use is an error, 3593).
   */
  private capture:
    | { outer: Set<number>; own: Set<number>; done: Set<number>; space: string; byRef: boolean }
    | undefined;
  /** Parameters and locals of class type in the current body (atom -> class), for `x.m()`. */
  private locals = new Map<number, ClassInfo>();
  /** Those of `locals` that are pointers to their class (`(*p).m()`, `p[1].m()`). */
  private ptrLocals = new Set<number>();
  /** The variable an assignment being visited assigns to, judged after its value (see Assign). */
  private lhsRoot: Node | undefined;
  private lhsDeferred: Array<() => void> | undefined;
  /** Template arguments of locals whose type is a class template's specialization. */
  private localTargs = new Map<number, string[]>();

  constructor(model: CudaModel) {
    this.m = model;
  }

  /** Checks one function body (called in the order the binary sees bodies). */
  functionBody(fn: FunctionNode, e: Entity, inTemplate: boolean, execCheckDisabled: boolean) {
    const saved = this.fn;
    const n = fn.decl.name;
    const callerName = n && n.parts.length > 0
      ? this.m.nameText({ ...n, parts: [n.parts[n.parts.length - 1]] })
      : e.qname;
    this.fn = {
      entity: e,
      callerName,
      exec: this.m.effExec(e),
      inTemplate,
      execCheckDisabled,
      parent: e,
      parentName: callerName,
    };
    const savedU = this.uneval;
    const savedL = this.locals;
    const savedP = this.ptrLocals;
    const savedA = this.localAtoms;
    const savedR = this.localArrays;
    const savedLam = this.lambdas;
    const savedCap = this.capture;
    this.uneval = 0;
    this.locals = new Map();
    this.ptrLocals = new Set();
    this.localAtoms = new Set();
    this.localArrays = new Map();
    this.lambdas = [];
    this.capture = undefined;
    const fop = fn.decl.ops.find((o) => o.op === 5);
    for (const p of (fop?.params ?? []) as Param[]) {
      this.noteLocal(p.spec as unknown as Node, p.decl);
    }
    if (fn.memInits) { for (const mi of fn.memInits) this.visit(mi, READ); }
    if (fn.body) this.visit(fn.body, READ);
    this.uneval = savedU;
    this.locals = savedL;
    this.ptrLocals = savedP;
    this.localAtoms = savedA;
    this.localArrays = savedR;
    this.lambdas = savedLam;
    this.capture = savedCap;
    this.fn = saved;
  }

  /** The functions a callee expression may name (all overloads of its symbol). */
  private candidates(callee: Node | undefined): Entity[] | undefined {
    let c = callee;
    while (c && c.kind === NodeKind.Paren && (c as GenericNode).expr) c = (c as GenericNode).expr;
    if (!c || c.kind !== NodeKind.Ident) return undefined;
    const name = (c as GenericNode).name as Name | undefined;
    return name?.sym ? this.m.bySym.get(name.sym) : undefined;
  }

  /**
   * Call arguments. A variable named directly as an argument is read only when it is passed by
   * value: binding it to a reference parameter (`cudaMemcpyToSymbol(sym, ...)`) is not a read.
   * It counts as read when every candidate function takes that argument by value; when the
   * candidates are unknown, it is not checked. Returns those arguments, to be visited after the
   * call check (the binary's order).
   */
  private args(cands: Entity[] | undefined, args: Node[]): Node[] {
    // a variable passed by value is recorded as read after the call itself is checked
    const late: Node[] = [];
    for (let i = 0; i < args.length; i++) {
      let a: Node | undefined = args[i];
      while (a && a.kind === NodeKind.Paren && (a as GenericNode).expr) a = (a as GenericNode).expr;
      const byValue = () =>
        cands !== undefined && cands.length > 0 && cands.every((e) => {
          if (!e.isFunction || e.arity < 0) return false;
          const p = e.params[i];
          if (p === undefined) return i >= e.arity && e.sig.startsWith("V");
          return !p.decl.ops.some((o) => o.op === 1 || o.op === 2);
        });
      if (a && a.kind === NodeKind.Ident) {
        if (byValue()) late.push(args[i]);
        continue;
      }
      // (so is an element of a plain name, in argument order: `g(a, b[0])` reads `a`, then
      // `b`; `g3(c, b[k()], a)` reads `c`, `b`, `a`)
      if (
        a && a.kind === NodeKind.Index && simpleIndexed(a as GenericNode) && byValue() &&
        !(cands ?? []).some((e) => {
          const p = e.params[i];
          return p !== undefined && p.decl.ops.length > 0 &&
            (p.decl.ops[0].op === 1 || p.decl.ops[0].op === 2);
        })
      ) {
        late.push(args[i]);
        continue;
      }
      // (an element or member bound to a reference parameter is not read: `dArr[0]` and `dS.a`
      // for `const T &`; the index still is)
      if (a && (a.kind === NodeKind.Index || a.kind === NodeKind.Member)) {
        // (beside a candidate taking a pointer there, as `cudaGetSymbolAddress(void **, const
        // void *)` beside the `const T &` template: the binary reads nothing either)
        const refAt = (e: Entity) => {
          const p = e.params[i];
          return p !== undefined && p.decl.ops.length > 0 &&
            (p.decl.ops[0].op === 1 || p.decl.ops[0].op === 2);
        };
        const ptrAt = (e: Entity) => e.params[i]?.decl.ops[0]?.op === 0;
        const byRef = cands !== undefined && cands.some((e) => e.isFunction && refAt(e)) &&
          cands.every((e) => e.isFunction && e.arity >= 0 && (refAt(e) || ptrAt(e)));
        if (byRef) {
          if (a.kind === NodeKind.Index) this.visit((a as GenericNode).rhs, READ);
          continue;
        }
      }
      this.visit(args[i], READ);
    }
    return late;
  }

  /** 3622: a `"cc"` clobber in an asm statement of a `__device__`/`__global__` body. */
  private asmClobbers(n: Node): void {
    const f = this.fn;
    if (!f || (f.exec & ES.Host) !== 0 || !diagInfo(3622)) return;
    const tk = this.m.tokens;
    let depth = 0, colons = 0;
    for (let j = n.first; j <= n.last; j++) {
      const k = tk.kind[j];
      if (k === T.LParen) depth++;
      else if (k === T.RParen) depth--;
      else if (k === T.Colon && depth === 1) colons++;
      else if (k === T.ColonColon && depth === 1) colons += 2;
      else if (colons >= 3 && depth === 1 && k === T.StringLit && this.m.text(j) === '"cc"') {
        this.m.report(3622, j);
      }
    }
  }

  /** A lambda: its attributes, then its body as the routine `operator()`. */
  private lambda(lam: GenericNode): void {
    const outer: FnCtx = this.fn ?? {
      entity: HOST_OVERLOAD,
      callerName: "",
      exec: ES.Host,
      inTemplate: false,
      execCheckDisabled: false,
    };
    const exec = this.m.lambda(lam, outer.exec);
    if (!lam.body) return;
    const caps = (lam.list as Node[] | undefined) ?? [];
    const tk = this.m.tokens;
    const decl = lam.decl as Declarator | undefined;
    const op = decl?.ops[0];
    const params = (op?.params ?? []) as Param[];
    const byCopyDefault = caps.some((c) => c.first === c.last && tk.kind[c.first] === T.Assign);
    // (extended only by its own annotation: a plain lambda in an extended one inherits the
    // execution space, not the rules, `[&] { return a; }` inside `[=] __device__ (...)`)
    const own = this.m.infoOf(lam)?.exec ?? 0;
    const extended = this.m.opts.extendedLambda === true && exec > 0 &&
      (exec & ES.DeviceExplicit) !== 0 && (own & ES.DeviceExplicit) !== 0;
    const hd = extended && (exec & ES.HostExplicit) !== 0;
    const generic = params.some((p) =>
      (p.spec.flags & DS.Auto) !== 0 || p.spec.builtins.includes(T.KwAuto)
    );
    // (`__nv_parent(f)` annotations are judged by the parser: 3589-3591)
    if (extended) {
      this.extendedRules(lam, op, params, hd ? "__host__ __device__" : "__device__", hd);
      // at most 1023 explicit captures (the real binary fails an internal assertion while
      // formatting this message; cudafe-ts reports it: README, deliberate differences)
      const explicit = caps.filter((c) =>
        !(c.first === c.last && (tk.kind[c.first] === T.Assign || tk.kind[c.first] === T.Amp))
      );
      if (explicit.length > 1023) {
        this.m.report(3595, lam.first, [hd ? "__host__ __device__" : "__device__"]);
      }
    }
    const saved = this.fn;
    const savedU = this.uneval;
    const savedCap = this.capture;
    this.fn = {
      entity: outer.entity,
      callerName: "operator()",
      exec: exec < 0 ? 0 : exec,
      inTemplate: outer.inTemplate,
      execCheckDisabled: outer.execCheckDisabled || exec < 0,
      thisCapture: extended && byCopyDefault && this.m.opts.warnThisCapture === true,
      parent: outer.parent,
      parentName: outer.parentName,
    };
    const byRefDefault = caps.some((c) => c.first === c.last && tk.kind[c.first] === T.Amp);
    this.capture = extended && (byCopyDefault || byRefDefault)
      ? {
        outer: new Set(this.localAtoms),
        own: new Set(),
        done: new Set(),
        space: hd ? "__host__ __device__" : "__device__",
        byRef: byRefDefault,
      }
      : undefined;
    this.uneval = 0;
    for (const p of params) this.noteLocal(p.spec as unknown as Node, p.decl);
    this.lambdas.push({ generic, extendedHD: hd, atNamespace: this.fn.parent === undefined });
    // (an `if constexpr` counts only in the lambda's own body: one around the lambda is none)
    const savedIf = this.constexprIf;
    this.constexprIf = 0;
    this.visit(lam.body as Node, READ);
    this.constexprIf = savedIf;
    this.lambdas.pop();
    this.capture = savedCap;
    this.uneval = savedU;
    this.fn = saved;
  }

  /**
   * Rules for an extended lambda that need its context: where it is nested, its enclosing
   * parent function, and the types of its captures and parameters (carets as the binary's).
   */
  private extendedRules(
    lam: GenericNode,
    op: DeclaratorOp | undefined,
    params: Param[],
    space: string,
    hd: boolean,
  ): void {
    const m = this.m;
    const at = op ? op.tok : lam.first;
    const f = this.fn;
    if (this.lambdas.length > 0) {
      if (this.lambdas[0].atNamespace) m.report(3617, at, [space]);
      else if (this.lambdas.some((l) => l.generic)) m.report(3618, at, [space, "operator()"]);
      else if (this.lambdas.some((l) => l.extendedHD)) m.report(3619, at, [space, "operator()"]);
    } else if (f?.parent) {
      const p = f.parent, name = f.parentName ?? "";
      const cls = p.ownerClass;
      if (cls?.local) m.report(3592, at, [space, name]);
      else if (p.isCtor || p.isDtor) m.report(3600, at, [space, name]);
      else if (cls && cls.name === "") m.report(3601, at, [space, name]);
      else if (cls && (p.access ?? 0) !== 0) m.report(3608, at, [space, name]);
      else if (cls?.outer && cls.accessInOuter !== 0) m.report(3609, at, [space, cls.name]);
      else if (p.autoReturn) m.report(3613, at, [space, name]);
      else if (p.specArgs && this.parentSpecArgs(p.specArgs, at, space)) { /* reported */ }
      else if (p.specParams) {
        // deduced template arguments: the local types the parameters name
        for (const prm of p.specParams) {
          const g = prm as GenericNode;
          const ci = localClassInSpec(m, g.spec as DeclSpec | undefined, 0);
          if (ci) {
            m.report(3606, at, [{ kind: "t", text: ci.name }]);
            break;
          }
        }
      }
    }
    // captures
    const tk = m.tokens;
    for (const c of (lam.list as Node[] | undefined) ?? []) {
      if (tk.kind[c.first] !== T.Identifier) continue;
      const atom = tk.atom[c.first];
      if (c.last > c.first && tk.kind[c.first + 1] === T.Assign) {
        const k2 = tk.kind[c.first + 2];
        if (k2 === T.LBrace) m.report(3616, c.first, [space]);
        else if (k2 === T.Identifier && c.first + 2 === c.last) {
          if (this.localArrays.has(tk.atom[c.first + 2])) m.report(3596, c.first, [space]);
        }
        continue;
      }
      if (c.first !== c.last) continue;
      const arr = this.localArrays.get(atom);
      if (arr && arr.rank > 7) {
        m.report(3597, c.first, [space, { kind: "t", text: arr.type }]);
        continue;
      }
      if (arr?.elem?.noDefaultCtor) {
        m.report(3598, c.first, [space, { kind: "t", text: arr.elem.qname }]);
        continue;
      }
      if (arr?.elem?.notAssignable) {
        m.report(3599, c.first, [space, { kind: "t", text: arr.elem.qname }]);
        continue;
      }
      const ci = this.locals.get(atom);
      if (ci?.local) m.report(3603, c.first, [{ kind: "t", text: ci.name }]);
      else if (ci && this.privateNested(ci)) {
        m.report(3604, c.first, [{ kind: "t", text: ci.qname }]);
      }
    }
    if (hd) {
      for (const p of params) {
        const ci = this.classOf(p.spec as unknown as Node, p.decl);
        if (ci?.local) {
          m.report(3610, lam.first, [{ kind: "t", text: ci.name }]);
          break;
        }
        if (ci && this.privateNested(ci)) {
          m.report(3611, lam.first, [{ kind: "t", text: ci.qname }]);
          break;
        }
      }
    }
  }

  /**
   * The template arguments of an enclosing explicit specialization: a private or protected
   * member template (3605) or class (3607), or a class local to a function anywhere in an
   * argument's type (3606), is not allowed there (the first one is reported).
   */
  private parentSpecArgs(args: Node[], at: number, space: string): boolean {
    for (const a of args) {
      const g = a as GenericNode;
      const local = localClassInArg(this.m, a, 0);
      if (local) {
        this.m.report(3606, at, [{ kind: "t", text: local.name }]);
        return true;
      }
      let name: Name | undefined;
      if (a.kind === NodeKind.TypeId) {
        const spec = g.spec as DeclSpec | undefined;
        const decl = g.decl as Declarator | undefined;
        if (!spec || (decl && decl.ops.length > 0)) continue;
        if (spec.type?.kind === NodeKind.Name) name = spec.type as Name;
      } else if (a.kind === NodeKind.Ident) name = g.name as Name | undefined;
      const sym = name?.sym;
      const scope = sym?.scope ?? sym?.target?.scope;
      const ci = scope ? this.m.classes.get(scope) : undefined;
      if (!ci || !this.privateNested(ci)) continue;
      const lp = name!.parts[name!.parts.length - 1];
      if (ci.tparams && lp.targs === undefined) {
        this.m.report(3605, at, [space]);
      } else this.m.report(3607, at, [{ kind: "t", text: ci.qname }]);
      return true;
    }
    return false;
  }

  /** A class declared private or protected in its enclosing class (or nested in one). */
  private privateNested(ci: ClassInfo): boolean {
    for (let c: ClassInfo | undefined = ci; c?.outer; c = c.outer) {
      if (c.accessInOuter !== 0) return true;
    }
    return false;
  }

  /** The class a declaration's type names (plain, `&` or `*`), if known. */
  /** The class of a local or parameter named by `g` (see `locals`). */
  private localClass(g: GenericNode): ClassInfo | undefined {
    const on = g.name as Name | undefined;
    return on && on.parts.length === 1 ? this.locals.get(on.parts[0].atom) : undefined;
  }

  /**
   * The class of a local or parameter that is a class object (or a reference to one, not a
   * pointer) named by `x` (parentheses aside); undefined otherwise.
   */
  private classObject(x: Node): ClassInfo | undefined {
    while (x.kind === NodeKind.Paren && (x as GenericNode).expr) x = (x as GenericNode).expr!;
    const n = x.kind === NodeKind.Ident ? (x as GenericNode).name as Name | undefined : undefined;
    if (!n || n.parts.length !== 1 || n.global || this.ptrLocals.has(n.parts[0].atom)) {
      return undefined;
    }
    return this.locals.get(n.parts[0].atom);
  }

  /** `x` a local class object whose class has one conversion function: checked as its call. */
  private conversionCall(x: Node): void {
    if (!this.fn || this.fn.inTemplate || this.uneval > 0) return;
    const ci = this.classObject(x);
    // (an `explicit` one converts only when asked: `explicit operator bool()` beside it)
    const convs =
      ci?.methods.filter((m) =>
        m.shortName.startsWith("operator ") && !this.explicitDecl(m.firstTok)
      ) ?? [];
    if (convs.length === 1 && convs[0].isFunction) this.checkCall(convs[0], x.first, [], undefined);
  }

  /** Is the declaration whose name is at token `tok` declared `explicit`? */
  private explicitDecl(tok: number): boolean {
    const k = this.m.tokens.kind;
    for (let t = tok - 1; t >= 0 && tok - t < 64; t--) {
      const x = k[t];
      if (x === T.KwExplicit) return true;
      if (x === T.Semi || x === T.LBrace || x === T.RBrace || x === T.Colon) return false;
    }
    return false;
  }

  /**
   * The operator token of binary or assignment `lhs op rhs` (the first token of kind `op`
   * between the operands; the one after `lhs` when none is found).
   */
  private operatorTok(lhs: Node, rhs: Node, op: number): number {
    for (let t = lhs.last + 1; t < rhs.first; t++) if (this.m.tokens.kind[t] === op) return t;
    return lhs.last + 1;
  }

  /**
   * A member operator function of a local class object `obj` (not a pointer) applied at token
   * `at` (`d + e`, `++d`, `d[2]`, `d(1)`, `d->v`): checked as a call of that function when the
   * class declares exactly one of that name. `sym`: the operator's spelling (default: the
   * token's). Outside templates only. True when a function was checked.
   */
  private classOperator(obj: Node, at: number, sym?: string, arity?: number): boolean {
    if (!this.fn || this.fn.inTemplate || this.uneval > 0) return false;
    const ci = this.classObject(obj);
    if (!ci) return false;
    const op = sym ?? this.m.text(at);
    const e = this.method(ci, "operator" + op);
    if (!e || !e.isFunction || e.staticMember || (arity !== undefined && e.arity !== arity)) {
      return false;
    }
    // (an assignment operator taking something else leaves copying to the implicit one)
    if (op === "=") {
      const cut = ci.qname.lastIndexOf("::");
      const short = cut < 0 ? ci.qname : ci.qname.slice(cut + 2);
      if (!this.m.paramText(e).includes(short)) return false;
    }
    this.checkCall(e, at, [], undefined, this.specializationMember(e, obj));
    return true;
  }

  /**
   * How the binary names member function `e` of a class template called on a local object `obj`
   * of one of its specializations: `DeviceArray<float> ::get(int)`, after a first error
   * `_ZN11DeviceArrayI1?E3getE1?`. Undefined: not such a call.
   */
  private specializationMember(
    e: Entity,
    obj: Node,
  ): { display: string; mangled: string } | undefined {
    while (obj.kind === NodeKind.Paren && (obj as GenericNode).expr) {
      obj = (obj as GenericNode).expr!;
    }
    const n = obj.kind === NodeKind.Ident ? (obj as GenericNode).name as Name : undefined;
    const targs = n && n.parts.length === 1 ? this.localTargs.get(n.parts[0].atom) : undefined;
    return targs ? this.specializationMemberOf(e, targs) : undefined;
  }

  /**
   * `specializationMember` for the specialization with type arguments `targs` (as written),
   * also when named by a qualified call: `Ops<float>::id(1.0f)`.
   */
  private specializationMemberOf(
    e: Entity,
    targs: string[],
  ): { display: string; mangled: string } | undefined {
    const parts = e.qname.split("::");
    if (!e.ownerClass?.tparams || parts.length !== 2) return undefined;
    const plain = this.calleeName(e);
    if (this.m.diags.errorCount === 0) {
      // (`DeviceArray::get(int)` with the class's arguments, also for its parameters:
      // `set(int, float)` for `set(int, T)`)
      const tp = e.ownerClass.tparams;
      const sub = plain.slice(parts[0].length).replace(
        /\b[A-Za-z_]\w*\b/g,
        (w) => tp.includes(w) ? targs[tp.indexOf(w)] ?? w : w,
      );
      const display = parts[0] + "<" + targs.join(", ") + "> " + sub;
      return { display, mangled: display };
    }
    // (`_ZN11DeviceArray3getE1?` with the class's arguments: `_ZN11DeviceArrayI1?E3getE1?`)
    const cls = parts[0].length + parts[0];
    const k = plain.indexOf(cls);
    if (k < 0) return undefined;
    const at = k + cls.length;
    const mangled = plain.slice(0, at) + "I" + "1?".repeat(targs.length) + "E" + plain.slice(at);
    return { display: mangled, mangled };
  }

  /**
   * The class of the object of a member call: a local or parameter (`x.m()`, `p->m()`, `(x).m()`),
   * one a local pointer points to (`(*p).m()`, `p[1].m()`), or a temporary (see temporaryClass).
   */
  private objectClass(obj: Node, arrow: boolean): ClassInfo | undefined {
    let x = obj;
    while (x.kind === NodeKind.Paren && (x as GenericNode).expr) x = (x as GenericNode).expr!;
    if (x.kind === NodeKind.Ident) return this.localClass(x as GenericNode);
    // (the member function's own class: `this->dm()`, outside templates)
    if (x.kind === NodeKind.This) {
      return arrow && !this.fn?.inTemplate ? this.fn?.entity.ownerClass : undefined;
    }
    if (arrow) return undefined;
    const g = x as GenericNode;
    if ((x.kind === NodeKind.Unary && g.op === T.Star) || x.kind === NodeKind.Index) {
      let b = g.expr;
      while (b?.kind === NodeKind.Paren && (b as GenericNode).expr) b = (b as GenericNode).expr;
      const bn = b?.kind === NodeKind.Ident
        ? (b as GenericNode).name as Name | undefined
        : undefined;
      if (!bn || bn.parts.length !== 1 || !this.ptrLocals.has(bn.parts[0].atom)) return undefined;
      return this.localClass(b as GenericNode);
    }
    return this.temporaryClass(x);
  }

  /**
   * The class of a temporary: a functional cast to a class (`D{}`, `D()`), or the value of a
   * call of a function declared once outside templates that returns a class (`make()`).
   */
  private temporaryClass(e: Node): ClassInfo | undefined {
    const g = e as GenericNode;
    const none = { kind: NodeKind.Declarator, first: e.first, last: e.first, ops: [], pack: false };
    if (e.kind === NodeKind.FunctionalCast && g.type?.kind === NodeKind.Name) {
      return this.classOf({ type: g.type } as unknown as Node, none as Declarator);
    }
    if (e.kind !== NodeKind.Call || g.expr?.kind !== NodeKind.Ident) return undefined;
    const sym = ((g.expr as GenericNode).name as Name | undefined)?.sym;
    if (sym?.kind !== SymKind.Function || sym.fnDecls !== 1) return undefined;
    const spec = sym.fnSpecs?.[0] as Node | null | undefined;
    const d = sym.fnDeclarators?.[0] as Declarator | undefined;
    if (!spec || !d || d.ops.length === 0 || d.ops.length > 2) return undefined;
    // (or a reference to one: `get().m()` for `C &get();`)
    const rest = d.ops.filter((o) => o.op !== 5);
    if (rest.length !== d.ops.length - 1 || rest.some((o) => o.op !== 1 && o.op !== 2)) {
      return undefined;
    }
    return this.classOf(spec, { ...d, ops: [] });
  }

  private classOf(spec: Node, d: Declarator): ClassInfo | undefined {
    const t = (spec as GenericNode).type as Name | undefined;
    if (t && (t as Node).kind === NodeKind.Class && d.ops.length === 0) {
      const cs = (t as unknown as Class).scope;
      return cs ? this.m.classes.get(cs) : undefined;
    }
    if (!t || t.kind !== NodeKind.Name || d.ops.length > 1) return undefined;
    if (d.ops.length === 1 && d.ops[0].op > 2) return undefined;
    // (not a class template named without arguments: which specialization deduction makes, if
    // any, is not known)
    if (t.sym?.kind === SymKind.Class && t.sym.isTemplate && !t.parts[t.parts.length - 1].targs) {
      return undefined;
    }
    const scope = t.sym?.scope ?? t.sym?.target?.scope;
    return scope ? this.m.classes.get(scope) : undefined;
  }

  private noteLocal(spec: Node, d: Declarator): void {
    const n = d.name;
    if (!n || n.parts.length !== 1) return;
    const atom = n.parts[0].atom;
    if (this.capture) this.capture.own.add(atom);
    else this.localAtoms.add(atom);
    let rank = 0;
    while (rank < d.ops.length && d.ops[rank].op === 4) rank++;
    if (rank > 0 && rank === d.ops.length) {
      const ds = spec as unknown as DeclSpec;
      let type = this.m.tokenText(ds.first, ds.last) + " ";
      for (const o of d.ops) {
        type += o.bound ? `[${this.m.tokenText(o.bound.first, o.bound.last)}]` : "[]";
      }
      const t = ds.type as Name | undefined;
      const es = t?.kind === NodeKind.Name ? (t.sym?.scope ?? t.sym?.target?.scope) : undefined;
      this.localArrays.set(atom, { rank, type, elem: es ? this.m.classes.get(es) : undefined });
    } else this.localArrays.delete(atom);
    const ci = this.classOf(spec, d);
    if (ci) this.locals.set(n.parts[0].atom, ci);
    else this.locals.delete(n.parts[0].atom);
    // (of a class template's specialization: its arguments as written, `float`)
    const tn = (spec as GenericNode).type as Name | undefined;
    const targs = tn?.kind === NodeKind.Name ? tn.parts[tn.parts.length - 1].targs : undefined;
    // (type arguments only: a value's is printed converted, `(int)4`, and mangled `L1?4E`)
    if (
      ci?.tparams && targs && targs.length > 0 && targs.every((a) => a.kind === NodeKind.TypeId)
    ) {
      this.localTargs.set(atom, targs.map((a) => this.m.tokenText(a.first, a.last)));
    } else this.localTargs.delete(atom);
    if (ci && d.ops.length === 1 && d.ops[0].op === 0) this.ptrLocals.add(atom);
    else this.ptrLocals.delete(atom);
  }

  /** The one member function `name` of a class (undefined if none or overloaded). */
  private method(ci: ClassInfo, name: string): Entity | undefined {
    let found: Entity | undefined;
    for (const m of ci.methods) {
      if (m.shortName !== name) continue;
      if (found) return undefined;
      found = m;
    }
    return found;
  }

  /** Type and initializer parts outside any function body (namespace-scope declarations). */
  outside(n: Node | undefined): void {
    if (!n || n.kind === NodeKind.Class || n.kind === NodeKind.Enum) return;
    const saved = this.fn;
    this.fn = undefined;
    this.visit(n, READ);
    this.fn = saved;
  }

  private visit(n: Node | undefined, role: number): void {
    if (!n || typeof n !== "object" || typeof n.first !== "number") return;
    // (a host function template's conditions are checked where it is defined: a device
    // variable template's specialization depending on its parameters read there, 3548)
    if (this.fn?.inTemplate && CONDITION_KINDS.has(n.kind) && this.uneval === 0) {
      const c = (n as GenericNode).cond;
      if (c !== undefined) this.templateCondition(c);
    }
    switch (n.kind) {
      case NodeKind.Ident: {
        this.ident(n as GenericNode, role);
        // (the type arguments of its name: `Same< decltype(counter), int> ::value` names a
        // managed variable in a decltype, 3576)
        const nm = (n as GenericNode).name as Name | undefined;
        if (nm?.parts.some((p) => p.targs)) {
          this.uneval++;
          for (const p of nm.parts) {
            for (const a of p.targs ?? []) if (a.kind === NodeKind.TypeId) this.visit(a, READ);
          }
          this.uneval--;
        }
        return;
      }
      case NodeKind.Paren: {
        const g = n as GenericNode;
        if (g.expr) this.visit(g.expr, role);
        else this.children(n);
        return;
      }
      case NodeKind.Call: {
        // the binary checks a call once its arguments are built: inner calls first
        const g = n as GenericNode;
        const late = this.args(this.candidates(g.expr), g.args ?? []);
        this.call(g, g.expr, g.args ?? [], false);
        // (a class object called: its operator(), reported twice at the `(` as the binary
        // does)
        if (g.expr && g.expr.last + 1 <= n.last) {
          const at = g.expr.last + 1;
          if (this.classOperator(g.expr, at, "()")) this.classOperator(g.expr, at, "()");
        }
        for (const a of late) this.visit(a, READ);
        this.visit(g.expr, READ);
        return;
      }
      case NodeKind.KernelLaunch: {
        const g = n as GenericNode;
        const config = (g.list ?? []) as Node[];
        // the launch is rewritten into a call of __cudaPushCallConfiguration (declared by
        // crt/host_runtime.h): without it the binary stops with an internal error
        if (config.length > 0 && !this.m.declaredGlobally("__cudaPushCallConfiguration")) {
          this.m.report(3654, config[0].first);
        }
        for (const a of config) this.visit(a, READ);
        const late = this.args(this.candidates(g.expr), g.args ?? []);
        // (a launch whose arguments the callee cannot take was reported so: no call checks)
        if (((g.flags ?? 0) & 1) === 0) this.call(g, g.expr, g.args ?? [], true);
        // (a class object launched: its operator() is no kernel, 3508 at the call's `(`)
        if (this.fn && !this.fn.inTemplate && g.expr && config.length > 0) {
          const ci = this.classObject(g.expr);
          const op = ci ? this.method(ci, "operator()") : undefined;
          if (op) {
            let at = config[config.length - 1].last + 1;
            while (at < g.last && this.m.tokens.kind[at] !== T.LParen) at++;
            const sp = this.m.effExec(op);
            if ((sp & ES.Global) === 0) {
              this.m.report(3508, at, [(sp & ES.Device) ? "__device__" : "host", "cannot"]);
            }
          }
        }
        for (const a of late) this.visit(a, READ);
        this.visit(g.expr, READ);
        return;
      }
      case NodeKind.Unary: {
        const g = n as GenericNode;
        if (g.op === T.Amp && g.expr?.kind === NodeKind.Ident && this.fn && diagInfo(3536)) {
          // 3536: the address of a builtin variable (threadIdx...), at the `&`
          const b = this.m.entityOfSym(((g.expr as GenericNode).name as Name | undefined)?.sym);
          if (b && !b.isFunction && b.info.deviceBuiltin) {
            this.m.report(3536, n.first, [b.qname]);
            return;
          }
        }
        const r = g.op === T.Amp ? ADDR : g.op === T.PlusPlus || g.op === T.MinusMinus ? RW : READ;
        this.visit(g.expr, r);
        // (a class object's operator function: `++d`, at the operator)
        if (g.op !== T.Amp && g.expr) this.classOperator(g.expr, n.first, undefined, 0);
        return;
      }
      case NodeKind.Postfix: {
        const g = n as GenericNode;
        this.visit(g.expr, g.op === T.PlusPlus || g.op === T.MinusMinus ? RW : READ);
        return;
      }
      case NodeKind.Assign: {
        const g = n as GenericNode;
        const save = this.indepFull;
        if (this.fn?.inTemplate && !save) this.indepFull = !mayDepend(g);
        // (the object assigned is judged after the value: `a = b` reads `b`, then writes `a`;
        // `arr[i] = b` reads `i` and `b`, then writes `arr`)
        const saveRoot = this.lhsRoot, saveDeferred = this.lhsDeferred;
        const deferred: Array<() => void> = [];
        this.lhsRoot = g.lhs ? assignedRoot(g.lhs) : undefined;
        this.lhsDeferred = deferred;
        this.visit(g.lhs, g.op === T.Assign ? WRITE : RW);
        this.lhsRoot = saveRoot;
        this.lhsDeferred = saveDeferred;
        this.visit(g.rhs, READ);
        for (const d of deferred) d();
        this.indepFull = save;
        if (g.lhs && g.rhs) {
          this.classOperator(g.lhs, this.operatorTok(g.lhs, g.rhs, g.op!), undefined, 1);
        }
        return;
      }
      case NodeKind.Binary: {
        const g = n as GenericNode;
        this.children(n);
        if (g.lhs && g.rhs && g.op !== T.AmpAmp && g.op !== T.PipePipe) {
          this.classOperator(g.lhs, this.operatorTok(g.lhs, g.rhs, g.op!), undefined, 1);
        }
        return;
      }
      case NodeKind.Member: {
        // (`p->m` reads `p`; `o.m` is accessed as the member is: `&o.m` takes `o`'s address, as
        // does an array member decaying, `return o.arr;`)
        const g = n as GenericNode;
        const indexed = this.indexing;
        this.indexing = false;
        let r = g.op === T.Arrow ? READ : role;
        if (r === READ && !indexed && this.arrayLvalue(n)) r = ADDR;
        // (a member of a __constant__ object written: warning 20092, not error 137)
        const saveVia = this.viaMember;
        this.viaMember = r === WRITE || r === RW;
        this.visit(g.expr, r);
        this.viaMember = saveVia;
        // (`d->v` on a class object: its operator->, at the `->`)
        if (g.op === T.Arrow && g.expr) this.classOperator(g.expr, g.expr.last + 1, "->", 0);
        return;
      }
      case NodeKind.Index: {
        // (an array's element is accessed as the array, `&a[1]` takes `a`'s address; a pointer
        // is read, `p[0] = 1` reads `p`)
        const g = n as GenericNode;
        const base = g.expr ?? g.lhs;
        if (base) {
          const r = this.arrayLvalue(base) ? role : READ;
          this.indexing = true;
          this.visit(base, r);
          this.indexing = false;
        }
        for (const k of ["index", "rhs", "args"]) {
          const c = g[k] as Node | Node[] | undefined;
          if (Array.isArray(c)) { for (const x of c) this.visit(x, READ); }
          else if (c) this.visit(c, READ);
        }
        // (a class object's operator[], at the `[`)
        if (base && base.last + 1 < n.last) this.classOperator(base, base.last + 1, "[]", 1);
        return;
      }
      case NodeKind.Lambda:
        this.lambda(n as GenericNode);
        return;
      case NodeKind.New: {
        // `new S` / `new S()`: the default constructor
        const g = n as GenericNode;
        const ty = g.type as GenericNode | undefined;
        const init = g.init as GenericNode | undefined;
        const spec = ty?.spec as Node | undefined;
        const decl = ty?.decl as Declarator | undefined;
        if (
          this.fn && spec && decl &&
          (!init || (init.kind === NodeKind.Paren && (init.args ?? []).length === 0))
        ) {
          const ci = this.classOf(spec, decl);
          const cut = ci ? ci.qname.lastIndexOf("::") : -1;
          const short = ci ? (cut < 0 ? ci.qname : ci.qname.slice(cut + 2)) : "";
          const ctor = ci?.methods.find((m) => m.shortName === short && m.arity === 0);
          if (ctor) this.checkCall(ctor, n.first, [], undefined);
        }
        this.children(n);
        return;
      }
      case NodeKind.DeclStmt: {
        const g = n as GenericNode;
        if (g.decl) this.localDecl(g.decl, false);
        return;
      }
      case NodeKind.RangeFor: {
        const g = n as GenericNode;
        if (g.decl) this.localDecl(g.decl, true);
        for (const k of ["init", "expr", "range", "body"]) {
          const c = g[k] as Node | undefined;
          if (c && c !== g.decl) this.visit(c, READ);
        }
        return;
      }
      case NodeKind.Class:
        this.m.localClass(n as unknown as Class, this.fn?.inTemplate ?? false);
        return;
      case NodeKind.Function:
        return;
      case NodeKind.AsmStmt:
        this.asmClobbers(n);
        this.children(n);
        return;
      case NodeKind.If: {
        const g = n as GenericNode;
        if (g.flags === 1) {
          this.constexprIf++;
          if (this.fn?.inTemplate && g.cond) {
            // (in a template the binary does not check the condition's calls: `if constexpr
            // (dsq(1) == 1)` with a constexpr __device__ dsq is silent, unlike in a function)
            this.visit(g.init as Node | undefined, READ);
            this.uneval++;
            this.visit(g.cond, READ);
            this.uneval--;
            this.visit(g.body as Node | undefined, READ);
            this.visit(g.else as Node | undefined, READ);
          } else this.children(n);
          this.constexprIf--;
          return;
        }
        break;
      }
      default:
        break;
    }
    if (UNEVALUATED.has(n.kind)) {
      if (n.kind === NodeKind.Decltype) this.decltype(n as GenericNode);
      this.uneval++;
      this.children(n);
      this.uneval--;
      return;
    }
    this.children(n);
  }

  /**
   * In a host function template, condition `c` (or an operand of its `&&`/`||`) that is a
   * `__device__` variable template's specialization with arguments depending on template
   * parameters: warning 3548, `if (flag_v<T>)` (a constexpr one too; not `!flag_v<T>`).
   */
  private templateCondition(c: Node): void {
    const f = this.fn;
    if (!f || (f.exec & ES.Host) === 0 || (f.exec & ES.Global) !== 0) return;
    const x = stripParens(c) as GenericNode;
    if (x.kind === NodeKind.Binary && (x.op === T.AmpAmp || x.op === T.PipePipe)) {
      this.templateCondition(x.lhs!);
      this.templateCondition(x.rhs!);
      return;
    }
    if (x.kind !== NodeKind.Ident) return;
    const name = x.name as Name | undefined;
    const last = name?.parts[name.parts.length - 1];
    if (!name || !last?.targs || !last.targs.some((a) => targDepends(a))) return;
    const e = this.m.entityOfSym(name.sym);
    if (!e || e.isFunction || (e.mem & (MS.Device | MS.Constant)) === 0 || (e.mem & MS.Managed)) {
      return;
    }
    const space = (e.mem & MS.Constant) ? "__constant__" : "__device__";
    const vname = e.qname + "<" +
      last.targs.map((t) => this.m.tokenText(t.first, t.last)).join(", ") +
      ">";
    this.m.report(3548, x.first, [space, { kind: "n" as const, label: "variable", name: vname }]);
  }

  private children(n: Node): void {
    const o = n as unknown as Record<string, unknown>;
    for (const k in o) {
      if (SKIP_KEYS.has(k)) continue;
      const v = o[k];
      if (Array.isArray(v)) {
        for (const x of v) {
          if (x && typeof x === "object" && typeof (x as Node).kind === "number") {
            this.visit(x as Node, READ);
          } else if (x && typeof x === "object") this.childObject(x as Record<string, unknown>);
        }
      } else if (v && typeof v === "object") {
        if (typeof (v as Node).kind === "number" && "first" in (v as object)) {
          this.visit(v as Node, READ);
        } else this.childObject(v as Record<string, unknown>);
      }
    }
  }

  /** Non-node objects that hold nodes (declarator ops, name components). */
  private childObject(o: Record<string, unknown>, depth = 0): void {
    if (depth > 4) return;
    for (const k in o) {
      if (SKIP_KEYS.has(k)) continue;
      const v = o[k];
      if (Array.isArray(v)) {
        for (const x of v) {
          if (x && typeof x === "object" && typeof (x as Node).kind === "number") {
            this.visit(x as Node, READ);
          }
        }
      } else if (v && typeof v === "object" && typeof (v as Node).kind === "number") {
        this.visit(v as Node, READ);
      }
    }
  }

  private localDecl(d: Node, forRange: boolean): void {
    const list = d.kind === NodeKind.SimpleDecl ? (d as SimpleDecl).decls : [d];
    const st = (d.kind === NodeKind.SimpleDecl || d.kind === NodeKind.Variable)
      ? ((d as SimpleDecl).spec?.type as Node | undefined)
      : undefined;
    if (st && st.kind === NodeKind.Class) {
      this.m.localClass(st as unknown as Class, this.fn?.inTemplate ?? false);
    }
    if (d.kind === NodeKind.Class) {
      this.m.localClass(d as unknown as Class, this.fn?.inTemplate ?? false);
      return;
    }
    if (d.kind === NodeKind.SimpleDecl) this.visitSpec((d as SimpleDecl).spec as unknown as Node);
    for (const x of list) {
      if (x.kind === NodeKind.Variable) {
        const v = x as Variable;
        this.m.variable(v, undefined, forRange, this.fn);
        this.noteLocal(v.spec as unknown as Node, v.decl);
        if (
          !forRange && v.initStyle === 0 && v.decl.ops.length === 0 && !(v.spec.flags & DS.Extern)
        ) {
          // default construction: the class's default constructor
          const ci = this.classOf(v.spec as unknown as Node, v.decl);
          const cut = ci ? ci.qname.lastIndexOf("::") : -1;
          const short = ci ? (cut < 0 ? ci.qname : ci.qname.slice(cut + 2)) : "";
          const ctor = ci?.methods.find((m) => m.shortName === short && m.arity === 0);
          const dtor = ci?.methods.find((m) => m.shortName === "~" + short);
          if (v.decl.name) {
            const tok = v.decl.name.parts[v.decl.name.parts.length - 1].tok;
            // (the destructor first, as with arguments below)
            if (dtor) this.checkCall(dtor, tok, [], undefined);
            if (ctor) this.checkCall(ctor, tok, [], undefined);
          }
        } else if (
          !forRange && v.init !== undefined && v.decl.ops.length === 0 && v.decl.name &&
          !(v.spec.flags & DS.Extern)
        ) {
          // construction with arguments (`V v(3);`, `V v{3};`, `V v = 3;`): the one constructor
          // that can take them, when there is exactly one; the binary reports the destructor
          // first
          const args = this.ctorArgs(v);
          const ci = args !== undefined
            ? this.classOf(v.spec as unknown as Node, v.decl)
            : undefined;
          if (ci && args) {
            const cut = ci.qname.lastIndexOf("::");
            const short = cut < 0 ? ci.qname : ci.qname.slice(cut + 2);
            const fits = ci.methods.filter((m) =>
              m.shortName === short && !m.tparams && m.arity >= args &&
              m.params.filter((q) => q.init === undefined).length <= args
            );
            const dtor = ci.methods.find((m) => m.shortName === "~" + short);
            const tok = v.decl.name.parts[v.decl.name.parts.length - 1].tok;
            if (fits.length === 1) {
              if (dtor) this.checkCall(dtor, tok, [], undefined);
              this.checkCall(fits[0], tok, [], undefined);
            }
          }
        }
        if (d.kind !== NodeKind.SimpleDecl) this.visitSpec(v.spec as unknown as Node);
        this.visitDeclarator(v.decl);
        if (v.init) {
          // (in a template, an initializer that depends on nothing is checked as written:
          // `int x = scalar;`, see indepFull)
          const save = this.indepFull;
          this.indepFull = this.fn?.inTemplate === true && v.spec.type === undefined &&
            v.spec.builtins.length > 0 && !v.spec.builtins.includes(T.KwAuto) &&
            v.decl.ops.length === 0 && !mayDepend(v.init);
          // (binding a reference reads nothing: `int &r = dv;`, `int &&x = static_cast<int
          // &&>(dv);` are silent)
          const ref = v.decl.ops.length === 1 && (v.decl.ops[0].op === 1 || v.decl.ops[0].op === 2);
          const bound = ref ? boundObject(v.init) : undefined;
          this.visit(bound ?? v.init, bound ? ADDR : READ);
          // (an arithmetic variable copy-initialized from a class object: its conversion
          // function, `int a = d;` for `operator int()`)
          if (
            v.initStyle === 1 && v.decl.ops.length === 0 && v.spec.type === undefined &&
            v.spec.builtins.length > 0 && !v.spec.builtins.includes(T.KwAuto)
          ) this.conversionCall(v.init);
          this.indepFull = save;
          // (an initializer that has no value, a kernel launch: reported in order with the
          // calls checked here, after those of the initializer; see checkVoidInit)
          const pending = (v as Variable & { pendingDiag?: PendingDiag }).pendingDiag;
          if (pending !== undefined) {
            this.m.diags.report(pending.code, pending.offset, pending.args);
          }
        }
      } else if (x.kind !== NodeKind.Function && x.kind !== NodeKind.Class) {
        this.children(x);
      }
    }
  }

  /**
   * How many arguments a variable's initializer passes to a constructor (undefined when it is
   * not that form: a copy, a braced aggregate, a class value).
   */
  private ctorArgs(v: Variable): number | undefined {
    const init = v.init as GenericNode;
    if (v.initStyle === 2) {
      const args = init.kind === NodeKind.Paren && init.args ? init.args : [init];
      return args.length > 0 && args.every((a) => this.scalarArg(a)) ? args.length : undefined;
    }
    if (v.initStyle === 3 && init.kind === NodeKind.InitList) {
      const list = init.list ?? [];
      return list.length > 0 && list.every((a) => this.scalarArg(a)) ? list.length : undefined;
    }
    if (v.initStyle === 1 && this.scalarArg(init)) return 1;
    return undefined;
  }

  /** A literal or arithmetic operation on literals: no class object (no copy constructor). */
  private scalarArg(e: Node): boolean {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    switch (e.kind) {
      case NodeKind.IntLit:
      case NodeKind.FloatLit:
      case NodeKind.CharLit:
      case NodeKind.BoolLit:
        return true;
      case NodeKind.Unary:
        return this.scalarArg((e as GenericNode).expr!);
      case NodeKind.Binary:
        return this.scalarArg((e as GenericNode).lhs!) && this.scalarArg((e as GenericNode).rhs!);
    }
    return false;
  }

  private visitSpec(spec: Node | undefined): void {
    const t = spec ? (spec as GenericNode).type : undefined;
    if (t && t.kind !== NodeKind.Class) this.visit(t, READ);
  }

  private visitDeclarator(d: Declarator): void {
    for (const op of d.ops) {
      if (op.bound) this.visit(op.bound, READ);
    }
  }

  // ---------------------------------------------------------------- names

  private ident(g: GenericNode, role: number): void {
    if (g === this.lhsRoot && this.lhsDeferred !== undefined) {
      // (with the state of the access: through a member, an element)
      const via = this.viaMember, idx = this.indexing, ue = this.uneval, ind = this.indepFull;
      this.lhsDeferred.push(() => {
        const s = [this.viaMember, this.indexing, this.uneval, this.indepFull] as const;
        this.viaMember = via;
        this.indexing = idx;
        this.uneval = ue;
        this.indepFull = ind;
        this.ident(g, role);
        [this.viaMember, this.indexing, this.uneval, this.indepFull] = s;
      });
      return;
    }
    const name = g.name as Name | undefined;
    const cap = this.capture;
    if (cap && name && name.parts.length === 1 && !name.global) {
      const atom = name.parts[0].atom;
      if (cap.outer.has(atom) && !cap.own.has(atom) && !cap.done.has(atom)) {
        cap.done.add(atom);
        if (cap.byRef) this.m.report(3593, name.parts[0].tok, [cap.space]);
        else if (this.constexprIf > 0) this.m.report(3691, name.parts[0].tok, [cap.space]);
      }
    }
    const e = this.m.entityOfSym(name?.sym);
    const f = this.fn;
    if (!e) return;
    const at = name && name.parts.length > 0 ? name.parts[name.parts.length - 1].tok : g.first;
    if (f?.thisCapture && e.field) {
      this.m.report(3635, at);
      f.thisCapture = false;
    }
    if (e.isFunction) {
      // 3623: auto-return device function referenced outside device bodies
      // (a __global__ one too, an error already: `k<<<1, 1>>>()` for `__global__ auto k()`)
      const sp = e.exec & (ES.Host | ES.Device | ES.Global);
      if (e.autoReturn && !e.constexpr && (sp === ES.Device || sp === ES.Global)) {
        if (f === undefined || (f.exec & ES.Host) !== 0) {
          const cut = e.qname.lastIndexOf("::");
          const short = cut < 0 ? e.qname : e.qname.slice(cut + 2);
          this.m.report(3623, g.first, [short, "outside the bodies of device functions"]);
        }
      }
      return;
    }
    if (e.info.deviceBuiltin && role === ADDR) return; // 3536, reported at the `&`
    // a __constant__ variable is const: writing a scalar one is EDG's error 137 anywhere (an
    // array's element or a member is written with warning 20092 in host code, below)
    if (
      f && this.uneval === 0 && (e.mem & MS.Constant) && (role === WRITE || role === RW) &&
      !e.isArray && !this.viaMember && !(e.mem & MS.Managed)
    ) {
      this.m.report(137, at);
      return;
    }
    if (!f || this.uneval > 0 || (f.inTemplate && !this.indepFull)) return;
    if (e.isConst && role === READ) return;
    // (a scalar __constant__ variable written was error 137 above, with no CUDA warning; an
    // element of a __constant__ array or a member of one is warning 20092, as a __device__ one's)
    if (
      (e.mem & MS.Constant) && (role === WRITE || role === RW) &&
      !(e.isArray && this.indexing) && !this.viaMember
    ) {
      return;
    }
    const mem = e.mem;
    if (mem === 0 || (mem & MS.Managed) !== 0) return;
    if ((f.exec & ES.Host) === 0 || (f.exec & ES.Global) !== 0) return;
    const space = (mem & MS.Constant)
      ? "__constant__"
      : (mem & MS.Shared)
      ? "__shared__"
      : "__device__";
    // (a variable template's specialization is named with its arguments: `dval<int>`)
    const vt = name?.parts[name.parts.length - 1].targs;
    const vname = vt && vt.length > 0
      ? e.qname + "<" + vt.map((t) => this.m.tokenText(t.first, t.last)).join(", ") + ">"
      : e.qname;
    const ent = { kind: "n" as const, label: "variable", name: vname };
    // an array used as a value decays to a pointer: its address is taken
    if (e.isArray && role === READ && !this.indexing) role = ADDR;
    if (role === ADDR) {
      if (mem & MS.Shared) this.m.report(3550, at, [space, ent]);
      return;
    }
    if (role === READ || role === RW) this.m.report(3548, at, [space, ent]);
    if (role === WRITE || role === RW) this.m.report(3549, at, [space, ent]);
  }

  /**
   * In a template, visiting a full-expression that depends on no template parameter (an
   * assignment or a builtin-typed local's initializer): its variable accesses are checked where
   * the template is defined (`scalar = 1;` warns 20092 though never instantiated).
   */
  private indepFull = false;

  /** Visiting the object of a member access that is written (see `ident`). */
  private viaMember = false;

  /** Is `e` (parentheses aside) a variable or data member of array type? */
  private arrayLvalue(e: Node): boolean {
    while (e.kind === NodeKind.Paren && (e as GenericNode).expr) e = (e as GenericNode).expr!;
    if (e.kind === NodeKind.Member) return (e as GenericNode).memberArray === true;
    if (e.kind !== NodeKind.Ident) return false;
    const ent = this.m.entityOfSym(((e as GenericNode).name as Name | undefined)?.sym);
    return ent !== undefined && !ent.isFunction && ent.isArray === true;
  }

  private decltype(g: GenericNode): void {
    const x = g.expr;
    if (!x || x.kind !== NodeKind.Ident) return;
    const e = this.m.entityOfSym(((x as GenericNode).name as Name | undefined)?.sym);
    if (e && !e.isFunction && (e.mem & MS.Managed)) this.m.report(3576, x.first);
  }

  // ---------------------------------------------------------------- calls

  private call(
    n: GenericNode,
    callee: Node | undefined,
    args: Node[],
    configured: boolean,
  ): Entity | undefined {
    const f = this.fn;
    if (!f) return undefined;
    let c = callee;
    while (c && c.kind === NodeKind.Paren && (c as GenericNode).expr) c = (c as GenericNode).expr;
    // (through the function's address: `(&k1)(0)` is a call of k1; `(*k1)(0)` is not judged)
    if (
      c && c !== callee && c.kind === NodeKind.Unary && (c as GenericNode).op === T.Amp &&
      (c as GenericNode).expr?.kind === NodeKind.Ident
    ) c = (c as GenericNode).expr;
    if (!c) return undefined;
    let e: Entity | undefined;
    let at = n.first;
    let explicitTargs: Node[] | undefined;
    let specName: { display: string; mangled: string } | undefined;
    if (c.kind === NodeKind.Ident) {
      const name = (c as GenericNode).name as Name | undefined;
      if (!name || name.dependent) return undefined;
      if (name.parts.length === 1 && !configured && !f.inTemplate) {
        const text = this.m.atomText(name.parts[0].atom);
        const b = ATOMIC_BUILTINS.get(text);
        const w = b ? undefined : WGMMA_BUILTINS.get(text);
        if (b || w) {
          const tk = this.m.tokens;
          const site: AtomicCallSite = {
            tokens: tk,
            device: (f.exec & (ES.Device | ES.Global)) !== 0,
            params: f.entity.params,
            fold: (first, last) => foldTokens(tk, first, last),
            report: (code, tok) => this.m.report(code, tok),
            shape: (shape, tok) => this.m.report(3733, tok, [shape]),
            classSize: (p) => this.m.classOfSpec(p.spec)?.size,
          };
          if (b) checkAtomicCall(site, b, args, n.last);
          else checkWgmmaCall(site, w!, name.parts[0].tok, args);
          return undefined;
        }
      }
      e = this.m.entityOfSym(name.sym) ?? this.byLiterals(this.m.bySym.get(name.sym!), args);
      const targs = name.parts[name.parts.length - 1].targs;
      explicitTargs = targs;
      if (e && targs && !f.inTemplate) {
        this.m.instantiate(e, targs, name.parts[name.parts.length - 1].tok);
      }
      // (a static member named with its class template's arguments: `Ops<float>::id(1.0f)` is
      // `Ops<float> ::id(float)`)
      const q = name.parts.length === 2 ? name.parts[0].targs : undefined;
      if (
        e?.isFunction && q && q.length > 0 && !f.inTemplate &&
        q.every((a) => a.kind === NodeKind.TypeId)
      ) specName = this.specializationMemberOf(e, q.map((a) => this.m.tokenText(a.first, a.last)));
      // (a kernel template with a result-type error: instantiated by the call or launch)
      // (the template's own entity, not an explicit instantiation's redeclaration)
      const prim = e?.retCheck
        ? e
        : name.sym && !f.inTemplate
        ? this.m.bySym.get(name.sym)?.find((x) => x.retCheck !== undefined)
        : undefined;
      if (prim && !f.inTemplate) {
        const texts = this.templateArgTexts(prim, targs, args);
        if (texts) this.m.instantiateResult(prim, texts, name.parts[name.parts.length - 1].tok);
      }
    } else if (c.kind === NodeKind.Member) {
      // `x.m()` / `p->m()` on a parameter or local of a known class type
      const g = c as GenericNode;
      const obj = g.expr;
      const mname = g.name as Name | undefined;
      if (!obj || !mname || mname.parts.length !== 1) return undefined;
      // (also on a temporary: `D{}.e()`, `make().e()`)
      const ci = this.objectClass(obj, g.op === T.Arrow);
      if (!ci) return undefined;
      // (an operator function named explicitly: `a.operator*(2.0f)`, one token's operator)
      const part = mname.parts[0];
      const opTok = part.special === 1 ? part.opTok : undefined;
      const opName = opTok !== undefined && part.op !== T.LParen && part.op !== T.LBracket &&
          part.op !== T.KwNew && part.op !== T.KwDelete
        ? "operator" + this.m.text(opTok)
        : undefined;
      if (part.special === 1 && opName === undefined) return undefined;
      e = this.method(ci, opName ?? this.m.atomText(part.atom));
      at = mname.first;
      if (e?.isFunction) specName = this.specializationMember(e, obj);
    }
    if (!e || !e.isFunction) return undefined;
    if (this.uneval > 0) return e;
    // in a template, arguments may depend on template parameters, and an unqualified call of
    // a class member is a call through `this`: both are checked at instantiation
    // (so are explicit template arguments that depend on them: `K<T>()`, not `K<int>()`)
    if (
      f.inTemplate &&
      (args.some((a) => mayDepend(a)) || (e.member && c.kind === NodeKind.Ident) ||
        explicitTargs?.some(targDepends))
    ) {
      return e;
    }
    let tname = specName;
    if (e.tparams && (!e.member || e.staticMember)) {
      // a function template: named by its specialization, deduced from literal arguments
      tname = this.specializationName(e, explicitTargs, args);
      if (!tname) return e;
    }
    this.checkCall(e, at, args, configured, tname);
    return e;
  }

  /**
   * Overload resolution for the easy case: every argument is a literal or a parameter of the
   * calling function, and exactly one candidate has parameters of exactly their types
   * (`foo(a)` with `int *a` calls `foo(int *)`, not `foo(float *)`).
   */
  private byLiterals(cands: Entity[] | undefined, args: Node[]): Entity | undefined {
    if (!cands || cands.length < 2) return undefined;
    const types: string[] = [];
    for (const a of args) {
      const t = this.literalType(a) ?? this.paramArgType(a);
      if (t === undefined) return undefined;
      types.push(t);
    }
    const want = types.join(", ");
    const hits = cands.filter((c) =>
      c.isFunction && c.arity === args.length && this.m.paramText(c) === want
    );
    return hits.length === 1 ? hits[0] : undefined;
  }

  /**
   * The type of an argument naming a parameter of the calling function, without a reference or
   * a top-level `const`: `int *` for `int *a`.
   */
  private paramArgType(a: Node): string | undefined {
    // (a cast to a type of keywords: `atomicAdd((int *)a, 1)`)
    if (a.kind === NodeKind.Cast) {
      const t = (a as GenericNode).type as TypeId | undefined;
      if (
        t?.kind !== NodeKind.TypeId || t.spec.type !== undefined || t.spec.builtins.length === 0
      ) {
        return undefined;
      }
      if (t.decl.ops.some((o) => o.op > 0)) return undefined;
      return this.m.paramType({ spec: t.spec, decl: t.decl } as unknown as Param);
    }
    const n = a.kind === NodeKind.Ident ? (a as GenericNode).name as Name | undefined : undefined;
    if (!n || n.parts.length !== 1 || n.global || n.parts[0].targs) return undefined;
    const atom = n.parts[0].atom;
    const f = this.fn;
    if (!f || f.inTemplate) return undefined;
    const p = f.entity.params.find((x) => x.decl.name?.parts[0]?.atom === atom);
    if (!p || p.decl.ops.some((o) => o.op > 2)) return undefined;
    let t = this.m.paramType(p);
    if (t.endsWith(" &&")) t = t.slice(0, -3);
    else if (t.endsWith(" &")) t = t.slice(0, -2);
    if (t.startsWith("const ") && !t.includes("*")) t = t.slice(6);
    return t;
  }

  private literalType(a: Node): string | undefined {
    const text = this.m.text(a.first);
    switch (a.kind) {
      case NodeKind.IntLit: {
        const suffix = text.replace(/^[0-9a-fA-FxXbB']+/, "").toLowerCase();
        if (suffix === "") return "int";
        if (suffix === "u") return "unsigned int";
        if (suffix === "l") return "long";
        if (suffix === "ul" || suffix === "lu") return "unsigned long";
        if (suffix === "ll") return "long long";
        return undefined;
      }
      case NodeKind.FloatLit: {
        const last = text[text.length - 1].toLowerCase();
        return last === "f" ? "float" : last === "l" ? "long double" : "double";
      }
      case NodeKind.BoolLit:
        return "bool";
      case NodeKind.CharLit:
        return text.startsWith("'") ? "char" : undefined;
      default:
        return undefined;
    }
  }

  /**
   * How the call diagnostics name the callee: `ns::d(int, float)`. Once an error has been
   * reported in the translation unit, the binary prints a function that has parameters by a
   * half-built mangled name instead: `_Z2d21?1?`, `_ZN2ns2ndE1?` (one `1?` per parameter).
   */
  private calleeName(e: Entity): string {
    // the binary demangles the linkage name: a C name is printed as is, except that a
    // one-letter name reads as a builtin type code (`d` -> "double")
    if (e.externC) return (e.qname.length === 1 ? TYPE_CODES[e.qname] : undefined) ?? e.qname;
    // (with a member function's qualifiers: `D::name() const`, `_ZNVK1D1bE1?`)
    // (a conversion function is mangled even without parameters: `_ZNK7DevConvcv1?Ev`)
    const conversion = e.shortName.startsWith("operator ");
    if (this.m.diags.errorCount === 0 || (e.arity <= 0 && !conversion)) {
      // (an operator function is named with a space: `D::operator ()(int) const`)
      return `${spacedOperator(e.qname)}(${this.m.paramText(e)})${cvText(e)}`;
    }
    const parts = e.qname.split("::");
    let s = parts.length === 1 ? "_Z" : "_ZN";
    // (a constructor's name is C1: `_ZN1VC1E1?`)
    const ctor = e.isCtor === true && parts.length > 1;
    if (parts.length > 1) {
      const f = e.fcv ?? 0;
      if (f & DS.Volatile) s += "V";
      if (f & DS.Const) s += "K";
      if (f >>> 28 === 1) s += "R";
      else if (f >>> 28 === 2) s += "O";
    }
    parts.forEach((p, i) => {
      // (an operator function by its Itanium code: `_ZNK1DclE1?` for `D::operator()`)
      const code = i === parts.length - 1 && conversion
        ? "cv1?"
        : i === parts.length - 1 && p.startsWith("operator")
        ? operatorCode(p.slice(8), e.arity + (e.member && !e.staticMember ? 1 : 0))
        : undefined;
      s += ctor && i === parts.length - 1 ? "C1" : code ?? `${p.length}${p}`;
    });
    if (parts.length > 1) s += "E";
    return s + (e.arity === 0 && conversion ? "v" : "1?".repeat(e.arity));
  }

  /**
   * How the binary names a function template specialization it calls: `int  ::a<int> (T1)`,
   * `T1  ::c<int, double> (T2, int)`, `int ns::e<float> (T1)` (template parameters renamed
   * T1, T2, ...; two spaces before a global `::`), or after a first error the half-built
   * mangled name `_Z1aI1?E1?1?`. Template arguments are the explicit ones followed by those
   * deduced from literal arguments of by-value `T` parameters; undefined when one is unknown.
   */
  private specializationName(
    e: Entity,
    explicit: Node[] | undefined,
    args: Node[],
  ): { display: string; mangled: string } | undefined {
    const tp = e.tparams!;
    const targs = this.templateArgTexts(e, explicit, args);
    if (targs === undefined) return undefined;
    const rename = (first: number, last: number, skipName = -1): string => {
      const words: string[] = [];
      const tk = this.m.tokens;
      for (let j = first; j <= last; j++) {
        const k = tk.kind[j];
        if (k === T.KwAttribute) {
          j = attributeEnd(tk, j, last);
          continue;
        }
        if (j === skipName || k === T.KwInline || k === T.KwStatic || k === T.KwConstexpr) continue;
        if (k === T.KwExtern) continue;
        const a = tk.atom[j];
        const ti = a >= 0 ? tp.indexOf(a) : -1;
        words.push(ti >= 0 ? `T${ti + 1}` : this.m.text(j));
      }
      return canonicalIntWords(words).join(" ").replace(/ \*/g, " *").replace(/ &/g, " &");
    };
    const ret = e.retSpec ? rename(e.retSpec.first, e.retSpec.last) : "";
    const params = e.params.map((p) => {
      const end = p.init ? p.init.first - 2 : p.last;
      return rename(p.first, end, p.decl.name ? p.decl.name.first : -1);
    });
    const parts = e.qname.split("::");
    const name = parts.pop()!;
    // (a static one's global `::` has one space before it: `T1 ::dv<int> (int)`)
    const isStatic = e.retSpec !== undefined && (e.retSpec.flags & DS.Static) !== 0;
    const qual = parts.length === 0 ? (isStatic ? "::" : " ::") : parts.join("::") + "::";
    const display = `${ret} ${qual}${name}<${targs.join(", ")}> (${params.join(", ")})`;
    let mangled = parts.length === 0 ? "_Z" : "_ZN";
    for (const q of parts) mangled += `${q.length}${q}`;
    mangled += `${name.length}${name}I${"1?".repeat(targs.length)}E`;
    if (parts.length > 0) mangled += "E";
    mangled += "1?" + "1?".repeat(e.params.length);
    return { display, mangled };
  }

  /**
   * The template arguments of function template `e` called with `args`: the explicit ones, then
   * those deduced from literal arguments or variables of builtin types for by-value `T`
   * parameters, or from pointers to builtin types for `T *` ones (`float *p`, `(float *)0`);
   * undefined when one is unknown.
   */
  private templateArgTexts(
    e: Entity,
    explicit: Node[] | undefined,
    args: Node[],
  ): string[] | undefined {
    const tp = e.tparams;
    if (!tp) return undefined;
    const targs: (string | undefined)[] = tp.map(() => undefined);
    (explicit ?? []).forEach((t, i) => {
      if (i < targs.length) targs[i] = this.m.tokenText(t.first, t.last);
    });
    e.params.forEach((p, i) => {
      const t = p.spec.type as Name | undefined;
      if (!t || t.kind !== NodeKind.Name || t.parts.length !== 1 || i >= args.length) return;
      const k = tp.indexOf(t.parts[0].atom);
      if (k < 0 || targs[k] !== undefined) return;
      const ops = p.decl.ops;
      if (ops.length === 0) {
        targs[k] = this.literalType(args[i]) ?? this.variableBuiltinType(args[i]);
      } else if (ops.length === 1 && ops[0].op === 0) {
        targs[k] = this.pointeeBuiltinType(args[i]);
      }
    });
    return targs.some((t) => t === undefined) ? undefined : targs as string[];
  }

  /**
   * The builtin type a pointer argument points to: a variable declared `float *p` or a cast
   * `(float *)x` (cv-qualifiers dropped); undefined otherwise.
   */
  private pointeeBuiltinType(a: Node): string | undefined {
    while (a.kind === NodeKind.Paren && (a as GenericNode).expr) a = (a as GenericNode).expr!;
    let spec: DeclSpec | undefined;
    let d: Declarator | undefined;
    if (a.kind === NodeKind.Cast) {
      const t = (a as GenericNode).type as TypeId | undefined;
      if (t?.kind !== NodeKind.TypeId) return undefined;
      spec = t.spec;
      d = t.decl;
    } else if (a.kind === NodeKind.Ident) {
      const n = (a as GenericNode).name as Name | undefined;
      const sym = n?.sym;
      if (!n || n.dependent || n.parts.length !== 1 || sym?.kind !== SymKind.Variable) {
        return undefined;
      }
      const vd = sym.decl as (Node & { spec?: DeclSpec; decl?: Declarator }) | undefined;
      spec = vd?.spec;
      d = vd?.decl;
    }
    if (
      !spec || !d || spec.type !== undefined || spec.builtins.length === 0 ||
      d.ops.length !== 1 || d.ops[0].op !== 0 || spec.builtins.includes(T.KwAuto)
    ) return undefined;
    const k = builtinKind({ ...spec, flags: spec.flags & ~(DS.Const | DS.Volatile) });
    if (k === undefined) return undefined;
    TYPES ??= new TypeTable();
    return typeToString(TYPES.builtin(k));
  }

  /**
   * The type deduced from an argument naming a variable of a builtin type (`float s` gives
   * `float`; cv-qualifiers dropped); undefined otherwise.
   */
  private variableBuiltinType(a: Node): string | undefined {
    while (a.kind === NodeKind.Paren && (a as GenericNode).expr) a = (a as GenericNode).expr!;
    if (a.kind !== NodeKind.Ident) return undefined;
    const n = (a as GenericNode).name as Name | undefined;
    const sym = n?.sym;
    if (!n || n.dependent || n.parts.length !== 1 || sym?.kind !== SymKind.Variable) {
      return undefined;
    }
    const d = sym.decl as (Node & { spec?: DeclSpec; decl?: Declarator }) | undefined;
    const spec = d?.spec;
    if (
      !spec || spec.type !== undefined || spec.builtins.length === 0 || d!.decl?.ops.length !== 0 ||
      spec.builtins.includes(T.KwAuto) || spec.builtins.includes(T.KwVoid)
    ) return undefined;
    const k = builtinKind({ ...spec, flags: spec.flags & ~(DS.Const | DS.Volatile) });
    if (k === undefined) return undefined;
    TYPES ??= new TypeTable();
    return typeToString(TYPES.builtin(k));
  }

  /** The call checks proper: callee `e` called at token `at` (configured: `<<<...>>>`). */
  private checkCall(
    e: Entity,
    at: number,
    _args: Node[],
    configured: boolean | undefined,
    tname?: { display: string; mangled: string },
  ): void {
    const f = this.fn;
    if (!f || this.uneval > 0) return;
    const callee = this.m.effExec(e);
    const deviceOnly = (callee & (ES.Host | ES.Device | ES.Global)) === ES.Device;
    if (deviceOnly && !f.execCheckDisabled) {
      const host = (f.exec & ES.Host) !== 0 && (f.exec & ES.Global) === 0;
      const hd = host && (f.exec & ES.Device) !== 0;
      if (host && !(e.constexpr && this.m.opts.relaxedConstexpr)) {
        const code = hd ? (e.constexpr ? 3463 : 3462) : (e.constexpr ? 3465 : 3464);
        const callee = tname
          ? (this.m.diags.errorCount === 0 ? tname.display : tname.mangled)
          : this.calleeName(e);
        this.m.report(code, at, [callee, f.callerName]);
      }
    }
    if (configured === undefined) return;
    if (!configured && (callee & ES.Global)) this.m.report(3508, at, ["__global__", "must"]);
    else if (configured && !(callee & ES.Global)) {
      this.m.report(3508, at, [(callee & ES.Device) ? "__device__" : "host", "cannot"]);
    }
  }
}

/** Does template argument `a` depend on template parameters (a parameter, a dependent name)? */
function targDepends(a: Node): boolean {
  if (a.kind !== NodeKind.TypeId) return mayDepend(a);
  const t = (a as TypeId).spec.type as Name | undefined;
  if (t?.kind !== NodeKind.Name) return false;
  const k = t.sym?.kind;
  return t.dependent === true || t.sym === undefined || k === SymKind.TemplateTypeParam ||
    k === SymKind.TemplateTemplateParam || t.parts.some((p) => p.targs?.some(targDepends));
}

/** An argument of a call in a template that might depend on a template parameter. */
function mayDepend(n: Node, depth = 0): boolean {
  const g = n as GenericNode;
  if (depth > 64) return true;
  switch (n.kind) {
    case NodeKind.IntLit:
    case NodeKind.FloatLit:
    case NodeKind.CharLit:
    case NodeKind.StringLit:
    case NodeKind.BoolLit:
    case NodeKind.NullptrLit:
      return false;
    case NodeKind.Paren:
      return g.expr === undefined || mayDepend(g.expr, depth + 1);
    case NodeKind.Unary:
      return g.expr === undefined || mayDepend(g.expr, depth + 1);
    case NodeKind.Binary:
    case NodeKind.Assign:
      return mayDepend(g.lhs!, depth + 1) || mayDepend(g.rhs!, depth + 1);
    case NodeKind.Ident: {
      // a variable declared outside templates, or with a builtin type (`float s`, `int *p`)
      const name = g.name as Name | undefined;
      const sym = name?.sym;
      if (!name || name.dependent || !sym || sym.kind !== SymKind.Variable) return true;
      if (name.parts.some((p) => p.targs !== undefined)) return true;
      if (!sym.owner.inTemplate) return false;
      const d = sym.decl as (Node & { spec?: DeclSpec; decl?: Declarator }) | undefined;
      const spec = d?.spec;
      if (!spec || spec.type !== undefined || spec.builtins.length === 0) return true;
      if ((spec.flags & DS.Auto) !== 0 || spec.builtins.includes(T.KwAuto)) {
        // (`auto a = 2;`: deduced from an initializer that does not depend)
        const init = (d as Node & { init?: Node }).init;
        return d!.kind !== NodeKind.Variable || init === undefined ||
          (d!.decl?.ops.length ?? 1) !== 0 || mayDepend(init, depth + 1);
      }
      if (spec.builtins.includes(T.KwDecltype)) return true;
      return d!.decl?.pack === true;
    }
    default:
      return true;
  }
}

// ------------------------------------------------------------------ override matrix

/** Space class of a function: 0 host (explicit or implicit), 1 device, 2 HD, -1 kernel. */
function spaceClass(m: CudaModel, e: Entity): number {
  const x = m.effExec(e);
  if (x & ES.Global) return -1;
  if ((x & ES.Host) && (x & ES.Device)) return 2;
  return (x & ES.Device) ? 1 : 0;
}

// base x override -> code
const MATRIX: ReadonlyArray<ReadonlyArray<number>> = [
  [0, 3542, 3543],
  [3545, 0, 3544],
  [3546, 3547, 0],
];

/**
 * The virtual functions `e` overrides and how diagnostics name them (`B<T>::f [with T=int]`),
 * the more basic first (`A::eval` before `M::eval` for L : M : A): the binary checks each.
 */
function findOverridden(
  cls: ClassInfo,
  e: Entity,
  out: { m: Entity; name: string }[] = [],
  depth = 0,
): { m: Entity; name: string }[] {
  if (depth > 32) return out;
  const dtor = e.shortName.startsWith("~");
  for (let i = 0; i < cls.bases.length; i++) {
    const b = cls.bases[i];
    findOverridden(b, e, out, depth + 1);
    for (const m of b.methods) {
      if (!m.isVirtual) continue;
      const same = dtor
        ? m.shortName.startsWith("~")
        : m.shortName === e.shortName && m.sig === e.sig && (m.fcv ?? 0) === (e.fcv ?? 0);
      if (!same || out.some((o) => o.m === m)) continue;
      const args = cls.baseArgs[i];
      if (b.tparams && args && args.length === b.tparams.length) {
        const with_ = b.tparams.map((p, k) => `${p}=${args[k]}`).join(", ");
        out.push({
          m,
          name: `${b.qname}<${b.tparams.join(", ")}>::${m.shortName} [with ${with_}]`,
        });
      } else out.push({ m, name: m.qname });
      break;
    }
  }
  return out;
}

/** Checks a member function declared in class `cls` against the virtual functions it overrides. */
export function checkOverrides(
  m: CudaModel,
  cls: ClassInfo,
  e: Entity,
  nameTok: number,
  overrideSpec = false,
): void {
  if (!e.member || e.ownerClass !== cls || e.decls !== 1) return;
  const all = findOverridden(cls, e);
  if (all.length === 0) {
    // `override` on a function that overrides nothing: error 1455, when every base is known
    // and every same-named virtual function's parameters can be compared token by token
    if (overrideSpec && !cls.tparams && definitelyOverridesNothing(m, cls, e)) {
      m.report(1455, nameTok);
    }
    return;
  }
  e.isVirtual = true;
  const o = spaceClass(m, e);
  if (o < 0) return;
  // (a member of a class template is named with its parameters: `Bad<T>::eval`)
  const own = cls.tparams ? `${cls.qname}<${cls.tparams.join(", ")}>::${e.shortName}` : e.qname;
  for (const found of all) {
    const b = spaceClass(m, found.m);
    if (b < 0) continue;
    const code = MATRIX[b][o];
    if (code !== 0) {
      m.report(code, nameTok, [
        { kind: "n", label: "function", name: found.name },
        { kind: "n", label: "function", name: own },
      ]);
    }
  }
}

// ------------------------------------------------------------------ hidden virtual functions

/** Normalized type keywords of a parameter, or undefined when it names a typedef or class. */
function paramKey(m: CudaModel, p: Param): string | undefined {
  const tk = m.tokens;
  const nameTok = p.decl.name ? p.decl.name.first : -1;
  const end = p.init ? p.init.first - 2 : p.last;
  const words: number[] = [];
  let punct = "";
  let lastKind = -1;
  for (let j = p.first; j <= end; j++) {
    const k = tk.kind[j];
    if (k === T.KwAttribute) {
      j = attributeEnd(tk, j, end);
      continue;
    }
    if (j === nameTok) continue;
    if (k === T.Identifier) return undefined;
    if (k === T.Star || k === T.Amp || k === T.AmpAmp || k === T.LBracket || k === T.RBracket) {
      punct += String.fromCharCode(65 + (k % 26));
    } else if (k === T.IntLit) return undefined;
    else if (!((k === T.KwConst || k === T.KwVolatile) && (lastKind === T.Star))) words.push(k);
    lastKind = k;
  }
  // `int` is implied by short/long/unsigned/signed; `signed int` is `int`
  const hasMod = words.some((k) =>
    k === T.KwShort || k === T.KwLong || k === T.KwUnsigned || k === T.KwSigned
  );
  const hasChar = words.includes(T.KwChar);
  const kept = words.filter((k) => !(hasMod && k === T.KwInt) && !(k === T.KwSigned && !hasChar));
  if (kept.length === 0 && words.length > 0) kept.push(T.KwInt);
  kept.sort((a, b) => a - b);
  return kept.join(",") + "|" + punct;
}

/** Whether two member functions have the same parameter types (undefined: cannot tell). */
function sameSignature(m: CudaModel, a: Entity, b: Entity): boolean | undefined {
  if ((a.fcv ?? 0) !== (b.fcv ?? 0)) return false;
  if (a.sig === b.sig) return true;
  if (a.params.length !== b.params.length) return false;
  for (let i = 0; i < a.params.length; i++) {
    const x = paramKey(m, a.params[i]), y = paramKey(m, b.params[i]);
    if (x === undefined || y === undefined) return undefined;
    if (x !== y) return false;
  }
  return true;
}

/** No virtual function of any base has `e`'s name and parameters, as far as can be decided. */
function definitelyOverridesNothing(m: CudaModel, cls: ClassInfo, e: Entity): boolean {
  const walk = (c: ClassInfo, depth: number): boolean => {
    if (depth > 32 || c.unknownBase || (depth > 0 && c.tparams)) return false;
    for (const b of c.bases) {
      if (!walk(b, depth + 1)) return false;
      for (const v of b.methods) {
        if (!v.isVirtual || v.shortName !== e.shortName) continue;
        if (sameSignature(m, e, v) !== false) return false;
      }
    }
    return true;
  };
  return walk(cls, 0);
}

/** A slot of a class's virtual function table: the function that introduced it. */
interface VSlot {
  intro: Entity;
  /** Template arguments of the introducing class when it is a template base (`B<int>`). */
  args?: string[];
}

/** The slots a class inherits, base by base in declaration order, then those it introduces. */
function vtableSlots(cls: ClassInfo, depth: number, out: VSlot[]): void {
  if (depth > 32) return;
  for (let i = 0; i < cls.bases.length; i++) {
    const b = cls.bases[i];
    vtableSlots(b, depth + 1, out);
    for (const m of b.methods) {
      if (!m.isVirtual || m.isDtor || m.tparams || findOverridden(b, m).length > 0) continue;
      out.push({ intro: m, args: b.tparams ? cls.baseArgs[i] : undefined });
    }
  }
}

/** The member functions named `x` that name lookup finds in the bases (the nearest declaring class). */
function lookupInBases(cls: ClassInfo, x: string, depth: number): Entity[] | undefined {
  if (depth > 32) return undefined;
  for (const b of cls.bases) {
    const own = b.methods.filter((m) => m.shortName === x);
    if (own.length > 0) return own;
    const r = lookupInBases(b, x, depth + 1);
    if (r) return r;
  }
  return undefined;
}

function cvText(e: Entity): string {
  const f = e.fcv ?? 0;
  let s = "";
  if (f & DS.Const) s += " const";
  if (f & DS.Volatile) s += " volatile";
  const ref = f >>> 28;
  if (ref === 1) s += " &";
  else if (ref === 2) s += " &&";
  return s;
}

/** `B::g(int) const`, or `TB<T>::f(T, int) [with T=int]` for a member of a template base. */
function slotName(m: CudaModel, s: VSlot): string {
  const e = s.intro;
  const cls = e.ownerClass;
  const sig = `(${m.paramText(e)})${cvText(e)}`;
  if (cls && cls.tparams && s.args && s.args.length === cls.tparams.length) {
    const with_ = cls.tparams.map((p, k) => `${p}=${s.args![k]}`).join(", ");
    return `${cls.qname}<${cls.tparams.join(", ")}>::${e.shortName}${sig} [with ${with_}]`;
  }
  return `${e.qname}${sig}`;
}

/**
 * At the end of a (non-template) class definition: a member function that hides a virtual
 * function of a base without overriding it gets warning 997 ("... is hidden by ... -- virtual
 * function override intended?") at each declaration of that name; when only some of the
 * base's virtual overloads are overridden, warning 611 at the class name. Names brought in by a
 * using-declaration hide nothing. Checked on the binary: the order is the base's virtual
 * function order; a name is reported once even when several bases declare it.
 */
export function checkHiddenVirtuals(
  m: CudaModel,
  cls: ClassInfo,
  usingNames: ReadonlySet<string>,
  classNameTok: number,
): void {
  const slots: VSlot[] = [];
  vtableSlots(cls, 0, slots);
  if (slots.length === 0) return;
  const done = new Set<string>();
  for (const s of slots) {
    const x = s.intro.shortName;
    if (done.has(x)) continue;
    done.add(x);
    if (usingNames.has(x)) continue;
    const mine = cls.methods.filter((e) => e.shortName === x && !e.tparams);
    if (mine.length === 0) continue;
    const same = slots.filter((t) => t.intro.shortName === x);
    // parameter types compared by their tokens: a typedef or class name makes a pair
    // undecidable without semantic analysis, and then the name is not reported at all
    let unsure = false;
    const overrides = (t: VSlot) =>
      mine.some((d) => {
        const r = sameSignature(m, d, t.intro);
        if (r === undefined) unsure = true;
        return r === true;
      });
    const n = same.filter(overrides).length;
    if (unsure) continue;
    if (n === same.length) continue;
    const found = lookupInBases(cls, x, 0) ?? [s.intro];
    const owner = found[0].ownerClass?.qname ?? "";
    if (n > 0) {
      m.report(611, classNameTok, [
        { kind: "n", name: `${owner}::${x}` },
        { kind: "n", name: cls.qname },
      ]);
      continue;
    }
    const hidden = found.length > 1
      ? { kind: "n" as const, label: "overloaded function", name: `${owner}::${x}` }
      : { kind: "n" as const, label: "function", name: slotName(m, s) };
    for (const d of mine) {
      m.report(997, d.firstTok, [hidden, { kind: "n", name: d.qname }]);
    }
  }
}

// ------------------------------------------------------------------ local types in types

/** Is `g` an element `name[i]` of a plain name? */
function simpleIndexed(g: GenericNode): boolean {
  let b = g.expr ?? g.lhs;
  while (b && b.kind === NodeKind.Paren && (b as GenericNode).expr) b = (b as GenericNode).expr;
  return b?.kind === NodeKind.Ident;
}

/** How deep typedefs, decltypes and deduced returns are followed (a guard against cycles). */
const LOCAL_TYPE_DEPTH = 16;

/** A class defined in a function body that a template argument names anywhere in its type. */
function localClassInArg(m: CudaModel, a: Node, depth: number): ClassInfo | undefined {
  const g = a as GenericNode;
  if (a.kind === NodeKind.TypeId) return localClassInSpec(m, g.spec as DeclSpec | undefined, depth);
  if (a.kind === NodeKind.Ident) return localClassInName(m, g.name as Name | undefined, depth);
  return undefined;
}

/** The local class a decl-specifier's type names, through typedefs, template arguments and
 * `decltype` (pointers, references and cv-qualifiers around it do not matter). */
function localClassInSpec(
  m: CudaModel,
  spec: DeclSpec | undefined,
  depth: number,
): ClassInfo | undefined {
  const t = spec?.type;
  if (t === undefined || depth > LOCAL_TYPE_DEPTH) return undefined;
  if (t.kind === NodeKind.Name) return localClassInName(m, t as Name, depth);
  if (t.kind === NodeKind.Decltype) {
    const e = (t as GenericNode).expr as Node | undefined;
    return e ? localClassOfExpr(m, e, depth + 1) : undefined;
  }
  if (t.kind === NodeKind.Class) {
    const cs = (t as unknown as Class).scope;
    const ci = cs ? m.classes.get(cs) : undefined;
    return ci?.local ? ci : undefined;
  }
  return undefined;
}

function localClassInName(m: CudaModel, n: Name | undefined, depth: number): ClassInfo | undefined {
  if (n === undefined || depth > LOCAL_TYPE_DEPTH) return undefined;
  for (const part of n.parts) {
    for (const a of part.targs ?? []) {
      const ci = localClassInArg(m, a, depth + 1);
      if (ci) return ci;
    }
  }
  const sym = n.sym;
  if (sym === undefined) return undefined;
  if (sym.kind === SymKind.Class) {
    const ci = sym.scope ? m.classes.get(sym.scope) : undefined;
    return ci?.local ? ci : undefined;
  }
  if (sym.kind === SymKind.Typedef) {
    const d = sym.decl as GenericNode | undefined;
    if (d === undefined) return undefined;
    if (d.kind === NodeKind.Alias) {
      const ty = d.type as GenericNode | undefined;
      return localClassInSpec(m, ty?.spec as DeclSpec | undefined, depth + 1);
    }
    return localClassInSpec(m, d.spec as DeclSpec | undefined, depth + 1);
  }
  return undefined;
}

/** The local class an expression's type is (for `decltype(e)`): a call's return type (a
 * deduced one from the function's first `return`), a variable's type, `T()` / `T{...}`. */
function localClassOfExpr(m: CudaModel, e: Node, depth: number): ClassInfo | undefined {
  if (depth > LOCAL_TYPE_DEPTH) return undefined;
  const g = e as GenericNode;
  switch (e.kind) {
    case NodeKind.Paren:
      return g.expr ? localClassOfExpr(m, g.expr as Node, depth) : undefined;
    case NodeKind.FunctionalCast: {
      const t = g.type as Node | undefined;
      if (t === undefined) return undefined;
      if (t.kind === NodeKind.Name) return localClassInName(m, t as Name, depth + 1);
      if (t.kind === NodeKind.DeclSpec) return localClassInSpec(m, t as DeclSpec, depth + 1);
      return undefined;
    }
    case NodeKind.Call: {
      const callee = g.expr as GenericNode | undefined;
      const sym = callee?.kind === NodeKind.Ident
        ? (callee.name as Name | undefined)?.sym
        : undefined;
      if (sym?.kind !== SymKind.Function || sym.fnDecls !== 1) return undefined;
      const fn = sym.decl as GenericNode | undefined;
      if (fn === undefined || fn.kind !== NodeKind.Function) return undefined;
      const spec = fn.spec as DeclSpec | undefined;
      if (spec && spec.type === undefined && spec.builtins.includes(T.KwAuto)) {
        const ret = firstReturn(fn.body as Node | undefined);
        return ret ? localClassOfExpr(m, ret, depth + 1) : undefined;
      }
      return localClassInSpec(m, spec, depth + 1);
    }
    case NodeKind.Ident: {
      const sym = (g.name as Name | undefined)?.sym;
      if (sym?.kind !== SymKind.Variable) return undefined;
      const v = sym.decl as GenericNode | undefined;
      if (v === undefined || v.kind !== NodeKind.Variable) return undefined;
      const spec = v.spec as DeclSpec | undefined;
      if (spec && spec.type === undefined && spec.builtins.includes(T.KwAuto)) {
        const init = v.init as Node | undefined;
        return init ? localClassOfExpr(m, init, depth + 1) : undefined;
      }
      return localClassInSpec(m, spec, depth + 1);
    }
  }
  return undefined;
}

/** The operand of the first `return` with a value in a function body (not in nested lambdas). */
function firstReturn(body: Node | undefined): Node | undefined {
  if (body === undefined) return undefined;
  const g = body as GenericNode;
  if (body.kind === NodeKind.Return) return g.expr as Node | undefined;
  if (body.kind === NodeKind.Lambda || body.kind === NodeKind.Class) return undefined;
  for (const k of ["list", "body", "then", "else"]) {
    const c = g[k] as Node | Node[] | undefined;
    if (c === undefined || typeof c !== "object") continue;
    if (Array.isArray(c)) {
      for (const s of c) {
        const r = firstReturn(s);
        if (r) return r;
      }
    } else if ("kind" in c) {
      const r = firstReturn(c);
      if (r) return r;
    }
  }
  return undefined;
}

/**
 * The name a reference's initializer `e` binds it to directly (in parentheses or a cast to a
 * reference type); undefined for anything else.
 */
function boundObject(e: Node): Node | undefined {
  let x = e;
  for (let i = 0; i < 8; i++) {
    const g = x as GenericNode;
    if (x.kind === NodeKind.Ident) return x;
    if (x.kind === NodeKind.Paren && g.expr) x = g.expr;
    else if (
      x.kind === NodeKind.NamedCast && g.expr &&
      ((g.type as TypeId | undefined)?.decl?.ops.some((o) => o.op === 1 || o.op === 2) ?? false)
    ) x = g.expr;
    else return undefined;
  }
  return undefined;
}

/** `ns::C::operator ()` for `ns::C::operator()`: EDG's spelling of an operator function. */
function spacedOperator(q: string): string {
  const k = q.lastIndexOf("operator");
  if (k < 0 || (k > 0 && q[k - 1] !== ":")) return q;
  const rest = q.slice(k + 8);
  if (rest === "" || /^[A-Za-z_ ]/.test(rest)) return q;
  return q.slice(0, k + 8) + " " + rest;
}

/** Itanium operator codes by spelling (binary ones; unary + - * & below). */
const OPERATOR_CODES: Record<string, string> = {
  "()": "cl",
  "[]": "ix",
  "->": "pt",
  "->*": "pm",
  "++": "pp",
  "--": "mm",
  "=": "aS",
  "+": "pl",
  "-": "mi",
  "*": "ml",
  "/": "dv",
  "%": "rm",
  "&": "an",
  "|": "or",
  "^": "eo",
  "+=": "pL",
  "-=": "mI",
  "*=": "mL",
  "/=": "dV",
  "%=": "rM",
  "&=": "aN",
  "|=": "oR",
  "^=": "eO",
  "<<": "ls",
  ">>": "rs",
  "<<=": "lS",
  ">>=": "rS",
  "==": "eq",
  "!=": "ne",
  "<": "lt",
  ">": "gt",
  "<=": "le",
  ">=": "ge",
  "<=>": "ss",
  "!": "nt",
  "&&": "aa",
  "||": "oo",
  ",": "cm",
  "~": "co",
};
const UNARY_CODES: Record<string, string> = { "+": "ps", "-": "ng", "*": "de", "&": "ad" };

/**
 * The Itanium code of operator function spelling `op` (`()` -> `cl`) taking `operands`
 * operands (the object counts for a member); undefined for others (conversions, literals).
 */
function operatorCode(op: string, operands: number): string | undefined {
  if (operands === 1 && UNARY_CODES[op] !== undefined) return UNARY_CODES[op];
  return OPERATOR_CODES[op];
}

/** The variable at the root of an assigned expression (`a`, `(a)`, `s.x`, `arr[i]`), if any. */
function assignedRoot(lhs: Node): Node | undefined {
  let r = lhs;
  for (;;) {
    const g = r as GenericNode;
    if (r.kind === NodeKind.Paren && g.expr) r = g.expr;
    else if (r.kind === NodeKind.Member && g.op === T.Dot && g.expr) r = g.expr;
    else if (r.kind === NodeKind.Index && (g.expr ?? g.lhs)) r = (g.expr ?? g.lhs)!;
    else break;
  }
  return r.kind === NodeKind.Ident ? r : undefined;
}

/** Integer type keywords in the canonical order the binary names them. */
const INT_WORDS = new Set(["unsigned", "signed", "short", "long", "int", "char"]);

/**
 * A type's words with each run of integer keywords in the binary's spelling: `unsigned int` for
 * `unsigned`, `long` for `long int`, `unsigned long` for `long unsigned int`.
 */
function canonicalIntWords(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    if (!INT_WORDS.has(words[i])) {
      out.push(words[i++]);
      continue;
    }
    let uns = false, sig = false, short = false, long = 0, char = false;
    while (i < words.length && INT_WORDS.has(words[i])) {
      const w = words[i++];
      if (w === "unsigned") uns = true;
      else if (w === "signed") sig = true;
      else if (w === "short") short = true;
      else if (w === "long") long++;
      else if (w === "char") char = true;
    }
    const base = char
      ? (sig ? "signed char" : "char")
      : short
      ? "short"
      : long === 1
      ? "long"
      : long >= 2
      ? "long long"
      : "int";
    out.push(uns ? (char ? "unsigned char" : "unsigned " + base) : base);
  }
  return out;
}
