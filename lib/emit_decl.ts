/**
 * Host-file printer, part 2: declarations and statements with their source positions, and the
 * CUDA lowering, as cudafe++ 13.0 prints them (every rule here was read off the binary's output
 * for a small input; the inputs and outputs are in tests/fixtures/emit/):
 *
 * - positions (`HostOut.setPos`, so `# N` markers come out where the binary writes them):
 *   variables, functions and typedefs at their name, classes at their name (unnamed: at `{`),
 *   statements at their first token, blocks at `{` and `}`; a definition's parameters at their
 *   names (`int g(int a, int ` / `# 6` / `b) {`), a prototype's not; templates: head and type at
 *   the template, the name at its own line; leading attributes at their own position;
 * - a marker names the file when the input had a line marker in between (cpp writes one for a
 *   gap of more than 8 lines and around `_Pragma`s);
 * - what a redeclaration adds (constexpr, asm label) shows in every declaration (the IL is
 *   printed after the whole unit was read);
 * - generated text ends in a space (`int x = 1; `, `{ `, `} `); a sub-statement that is not a
 *   block is wrapped in `{ … } `; `if`/`for`/`while`/`switch` end with one more space;
 * - `__device__` functions: `__attribute__((unused))` + dummy body `{int volatile ___ = 1;(void)a;
 *   ::exit(___);}` and the real body in `#if 0`; `__global__` kernels: a declaration (hidden
 *   visibility, or `static`) and the body in `#if 0`; template kernels: the
 *   `__wrapper__device_stub_` template and a forwarder (`templateKernel`); device variables:
 *   `static` shadows without initializer; managed variables: a section-attributed pointer;
 *   `device_builtin` classes: in `#if 0`;
 * - anonymous namespaces are named `_GLOBAL__N_<module id>`;
 * - the `crt/host_runtime.h` include block follows the first global `size_t` typedef.
 */
import {
  type Attribute,
  type Class,
  dataMembers,
  type Declarator,
  type DeclaratorOp,
  declaresConstructor,
  type DeclSpec,
  DS,
  type Enum,
  type Enumerator,
  type Function,
  type GenericNode,
  type LinkageSpec,
  type Name,
  type NameComponent,
  type Namespace,
  type Node,
  NodeKind,
  type Param,
  type Pragma,
  type SimpleDecl,
  someMemberFunction,
  stripParens,
  type Template,
  type TemplateParam,
  type Typedef,
  type TypeId,
  type Variable,
} from "./ast.ts";
import type { TokenBuffer } from "./tokens.ts";
import { T } from "./tokens.ts";
import type { NameTable } from "./names.ts";
import type { SourceMap } from "./source.ts";
import { concatStringLiterals, parseIntLiteral } from "./literals.ts";
import { isMutableCharPointer, isNarrowString, isVoidParam } from "./sema_checks.ts";
import {
  DIAGNOSTIC_POP,
  emitHostRuntimeInclude,
  type FileId,
  HostOut,
  UNUSED_PARAMETER_PUSH,
} from "./emit_host.ts";
import {
  attrName,
  builtinName,
  Ctx,
  ExprPrinter,
  OP_TEXT,
  someInOperation,
  usualArith,
  type VarInfo,
  withoutTrailingReturn,
} from "./emit_expr.ts";
import type { WrapupResult } from "./wrapup.ts";
import { closureTypedefNames, isOp, LambdaEmitter, replayOp } from "./emit_lambda.ts";
import {
  lookupIn,
  lookupUnqualified,
  namespaceChain,
  type Scope,
  ScopeKind,
  specByArgs,
  type Sym,
  SymKind,
} from "./scope.ts";

export interface EmitDeclOptions {
  /** Primary source file name (the first line marker's). */
  primary: string;
  moduleId: string;
  /** `--device-c`: device shadows and kernels get hidden visibility instead of `static`. */
  deviceC: boolean;
  /** `--device-hidden-visibility`. */
  deviceHiddenVisibility: boolean;
  /**
   * `--static-host-stub`: template kernels' forwarders are `static` (else hidden, as with
   * `--device-c` or `--host-stub-linkage-explicit`). Undefined: the opposite of `deviceC`.
   */
  staticHostStub?: boolean;
  /** C++ standard year (static constexpr data members are implicitly inline from 2017 on). */
  cppStd?: number;
  /** `--extended-lambda` (undefined: inferred from cuda_runtime.h's injection point). */
  extendedLambda?: boolean;
  /** `--debug_mode` (nvcc -G): kernels' host declarations and forwarders are noinline. */
  debugMode?: boolean;
}

/**
 * GNU attributes the binary keeps where they were written between a function's result type
 * and its name (`int  __attribute((__leaf__)) g(...)`); the attributes it knows move to the
 * front (`__attribute((__always_inline__)) inline _Atomic_word ...`). Observed on 13.0.
 */
const IN_PLACE_ATTRS = new Set(["leaf", "access", "returns_nonnull"]);

/** What `--debug_mode` adds after a kernel's storage class on the host side. */
const DEBUG_NOINLINE = " __attribute((noinline)) ";

/** CUDA attributes of a declaration, from its attribute atoms. */
export interface CudaFlags {
  host: boolean;
  device: boolean;
  global: boolean;
  constant: boolean;
  shared: boolean;
  managed: boolean;
  deviceBuiltin: boolean;
}

const HIDDEN = '__attribute__((visibility("hidden"))) ';

/** Attributes the CUDA front end consumes (not re-printed). */
/** Marks where a function's leading attribute run takes its own position (see emitLead). */
const LEAD_POS = "\u0004";

const CUDA_ATTRS = new Set([
  "host",
  "device",
  "global",
  "shared",
  "constant",
  "managed",
  "device_builtin",
  "device_builtin_texture_type",
  "device_builtin_surface_type",
  "cudart_builtin",
  "launch_bounds",
  "maxnreg",
  "cluster_dims",
  "grid_constant",
  "nv_register_params",
  "local_maxnreg",
  "block_size",
  "max_blocks_per_cluster",
  "nv_pure",
  "nv_weak_odr",
]);

/**
 * Memory-space attributes: on a non-static data member they do not apply (a warning) and are
 * printed as written (`__attribute((device)) float m;`), the member staying one.
 */
const MEMORY_ATTRS = new Set(["device", "shared", "constant", "managed"]);

/** Statement pragmas printed with the position of the statement they precede. */
const ATTACHED_PRAGMAS = new Set(["unroll", "nounroll"]);

/**
 * How a `#pragma` comes out in the host file: `once` is consumed; pragmas the front end parses
 * (`pack`, `GCC visibility`) are re-printed from their tokens, separated by spaces (`pack ( push,
 * 4 )`); the rest verbatim.
 */
export function pragmaOutput(text: string): string | undefined {
  const t = text.trim();
  if (t === "once") return undefined;
  // nv_diagnostic / nv_diag_* are the CUDA front end's own: consumed (headers that need host
  // compiler pragmas carry `#pragma GCC diagnostic` lines of their own next to them)
  if (t.startsWith("nv_diag")) return undefined;
  // (so is `nv_exec_check_disable`, which only tells it not to check the next function's calls)
  if (t === "nv_exec_check_disable") return undefined;
  // (`#pragma unroll` arguments are printed as tokens one space apart: `unroll ( K + 1 )`)
  if (/^unroll\b/.test(t)) {
    return (t.match(/[A-Za-z_][A-Za-z0-9_]*|\d[\w.]*|\S/g) ?? []).join(" ");
  }
  if (/^pack\b/.test(t) || /^GCC\s+visibility\b/.test(t)) {
    const toks = t.match(/[A-Za-z_][A-Za-z0-9_]*|\d+|"[^"]*"|\S/g) ?? [];
    let out = "";
    for (const k of toks) {
      if (out === "") out = k;
      else if (k === ",") out += ",";
      else out += " " + k;
    }
    return out;
  }
  return text;
}

/** Collects the attributes of a declaration (on the node, its specifiers and declarator). */
export function declAttrs(n: Node): readonly Attribute[] {
  // (most declarations have none, or one list: no array is built for them; the lists found so
  // far are module state rather than a closure's, which the back end would allocate for every
  // declaration it asks about)
  attrsOne = attrsOut = undefined;
  const g = n as GenericNode & { attrs?: Attribute[] };
  if (Array.isArray(g.attrs)) addAttrList(g.attrs);
  addAttrList((g.spec as DeclSpec | undefined)?.attrs);
  const decl = g.decl as Declarator | undefined;
  if (decl && decl.kind === NodeKind.Declarator) {
    addAttrList(decl.attrs);
    for (const op of decl.ops) addAttrList(op.attrs);
  }
  const r = attrsOut ?? attrsOne ?? NO_ATTRS;
  attrsOne = attrsOut = undefined;
  return r;
}

/** `declAttrs`' first list, and the merged lists once there is a second. */
let attrsOne: Attribute[] | undefined;
let attrsOut: Attribute[] | undefined;

function addAttrList(list: Attribute[] | undefined): void {
  if (list === undefined || list.length === 0) return;
  if (attrsOne === undefined) attrsOne = list;
  else {
    if (attrsOut === undefined) addAttrs(attrsOut = [], attrsOne);
    addAttrs(attrsOut, list);
  }
}

const NO_ATTRS: readonly Attribute[] = [];

/** The spelling of class key token kind `k`. */
function keyText(k: number): string {
  return k === T.KwStruct ? "struct" : k === T.KwUnion ? "union" : "class";
}

/**
 * The key a class entity is declared with everywhere: its definition's, else its first
 * declaration's (`struct` for `class X;` when X is defined `struct`); undefined: not a class.
 */
function classKeyOf(sym: Sym | undefined): string | undefined {
  const d = sym?.def ?? sym?.decl;
  return d?.kind === NodeKind.Class ? keyText((d as Class).key) : undefined;
}

/** Appends the attributes not yet in `out` (one can be reachable from node and declarator). */
function addAttrs(out: Attribute[], list: Attribute[]): void {
  // lists are short: a linear search is cheaper than building a Set for every declaration
  for (const a of list) if (!out.includes(a)) out.push(a);
}

/** Execution and memory spaces from GNU/standard attribute spellings. */
export function cudaFlags(names: NameTable, attrs: readonly Attribute[]): CudaFlags {
  const f: CudaFlags = {
    host: false,
    device: false,
    global: false,
    constant: false,
    shared: false,
    managed: false,
    deviceBuiltin: false,
  };
  for (const a of attrs) {
    switch (attrName(names, a)) {
      case "host":
        f.host = true;
        break;
      case "device":
        f.device = true;
        break;
      case "global":
        f.global = true;
        break;
      case "constant":
        f.constant = true;
        break;
      case "shared":
        f.shared = true;
        break;
      case "managed":
        f.managed = true;
        break;
      case "device_builtin":
        f.deviceBuiltin = true;
        break;
    }
  }
  return f;
}

/** The namespace scope `sc` is or belongs to through template parameter scopes (else undefined). */
/** The class a class's injected name `sym` names (else `sym`). */
function injectedClass(sym: Sym): Sym {
  const o = sym.owner;
  return sym.kind === SymKind.Class && o.kind === ScopeKind.Class &&
      o.sym?.kind === SymKind.Class && o.sym.name === sym.name
    ? o.sym
    : sym;
}

function ownerNamespace(sc: Scope | null): Scope | undefined {
  while (sc !== null && sc.kind === ScopeKind.TemplateParams) sc = sc.parent;
  return sc !== null && sc.kind === ScopeKind.Namespace ? sc : undefined;
}

/** An operator function's token, or `~` for a destructor (see inlineOperatorDefs). */
function specialKey(c: NameComponent): string {
  return c.special === 3 ? "~" : String(c.op ?? 0);
}

export class DeclPrinter {
  readonly x: ExprPrinter;
  readonly tb: TokenBuffer;
  readonly names: NameTable;
  readonly sm: SourceMap;
  readonly o: EmitDeclOptions;
  readonly wrap: WrapupResult | undefined;
  /** Extended lambdas and lambdas in device code (lib/emit_lambda.ts). */
  readonly lam: LambdaEmitter;
  out!: HostOut;
  /** TU-wide counter of unnamed kernel parameters (`__T0`, `__T1`, ...). */
  private unnamed = 0;
  /** Keys of the closure types an `auto` variable has held so far (`closureTypedefNames`). */
  private readonly closureTypes = new Set<string>();
  private sizeTDone = false;
  /**
   * Function templates by name (see `templateKey`), in declaration order: explicit
   * instantiations print the parameter names of the first one their parameters match.
   */
  private templates = new Map<number, Function[]>();
  /** The template declaration of each function in `templates` that is no explicit specialization. */
  private templateOf = new Map<Function, Template>();

  private addTemplate(c: NameComponent, f: Function, t?: Template): void {
    pushTo(this.templates, templateKey(c), f);
    if (t) this.templateOf.set(f, t);
  }

  /**
   * The function template an explicit instantiation `f` names: the first declared whose
   * parameters have the same shape (count, declarator operators, named types where the template
   * does not use a type parameter), else the last declared.
   */
  private instantiatedTemplate(f: Function): Function | undefined {
    const nm = f.decl.name;
    const l = nm ? this.templates.get(templateKey(nm.parts[nm.parts.length - 1])) : undefined;
    if (!l) return undefined;
    // (of those, the most specialized: the one with the most parameters of a named type,
    // `operator<<(O< C>  &, S1< C> )` over `operator<<(O< C>  &, C)` for `S1< char>`, then the
    // most declarator operators on template parameters, `const C *` over `C`)
    let best: Function | undefined, score = -1;
    for (const t of l) {
      // (no explicit specialization: `template<> f(basic_istream< char>  &__in)`)
      if (!this.templateOf.has(t) || !paramsMatch(t, f, false)) continue;
      const k = paramList(t).reduce(
        (n, p) => n + (templateParamTyped(p) ? p.decl.ops.length : 64),
        0,
      );
      if (k > score) best = t, score = k;
    }
    return best ?? l[l.length - 1];
  }
  /** Depth of enclosing namespaces / linkage specs (0 = global scope). */
  private nsDepth = 0;
  private inAnon = 0;
  private blockDepth = 0;
  /** The block depth of the class body being printed (above 0 for a local class). */
  private memberBlockDepth = 0;
  /** Blocks entered in the function body being printed (its own block included). */
  private bodyBlocks = 0;

  constructor(
    tb: TokenBuffer,
    names: NameTable,
    sm: SourceMap,
    o: EmitDeclOptions,
    wrap?: WrapupResult,
  ) {
    this.tb = tb;
    this.names = names;
    this.sm = sm;
    this.o = o;
    this.wrap = wrap;
    this.x = new ExprPrinter(tb, names);
    this.x.sm = sm;
    this.x.stdAttrs = (attrs) => this.stdAttrText(attrs);
    this.x.cxx20 = (o.cppStd ?? 2017) >= 2020;
    this.x.lambdaBody = (body) => this.textOf(() => this.stmt(body));
    this.lam = new LambdaEmitter(this.x, names, tb, o, {
      swapOut: (out) => {
        const old = this.out;
        this.out = out;
        return old;
      },
      body: (b) => {
        this.blockDepth++;
        try {
          this.stmt(b);
        } finally {
          this.blockDepth--;
        }
      },
    });
    this.x.lambdaHook = (g) => this.lam.lambda(g);
    this.x.typeQual = (n, expr) => this.qualifiedTypeName(n, expr);
    this.x.spellingScope = () => this.spellingScope();
    this.x.depBaseName = (n) =>
      this.dependentBaseDepth > 0 && !this.inBaseClause ? this.fullyQualified(n) : undefined;
    this.x.spellingDeferred = () =>
      this.classNodes.length > 0 && this.blockDepth > this.memberBlockDepth;
    this.x.baseMemberType = (n) => this.baseMemberType(n);
    this.x.depBaseQual = (n) => {
      // a template-id naming the template of the specialization being printed (not its
      // injected class name): `std::greater< X> {}` in greater<void>
      const last = n.parts[n.parts.length - 1];
      if (n.parts.length === 1 && !n.global && last.targs) {
        const q = this.specQualifier(last.atom);
        if (q !== undefined) return q + this.x.component({ ...last, templateKw: false });
      }
      return (this.dependentBaseDepth > 0 && !this.inBaseClause
        ? this.fullyQualified(n)
        : undefined) ?? this.nestedThroughUsing(n);
    };
    this.x.inDependentBaseClass = () => this.dependentBaseDepth > 0 && !this.inBaseClause;
    this.x.enclosingClasses = this.classNames;
    this.x.blockLevel = () => this.blockDepth;
    this.x.classLevel = () => this.classDepth;
    this.x.inClassTemplate = () =>
      this.classDepth > 0 && this.tplParamStack[this.classNames.length - 1] !== undefined;
    this.x.injectedId = (atom) => {
      const top = this.classNames.length - 1;
      const params = this.tplParamStack[top];
      if (top < 0 || this.classNames[top] !== atom || !params) return undefined;
      if (params.some((p) => p.name < 0)) return undefined;
      return this.ownTemplateId(atom, params);
    };
    this.x.sizeOfType = (t) => {
      const l = this.typeLayout(t.spec, t.decl);
      return l === undefined ? undefined : BigInt(l.size);
    };
  }

  /** Runs `f` with positions ignored and returns what it printed. */
  private textOf(f: () => void): string {
    const save = this.out;
    const tmp = new HostOut(true);
    this.out = tmp;
    this.noPos++;
    this.blockDepth++;
    try {
      f();
    } finally {
      this.blockDepth--;
      this.noPos--;
      this.out = save;
    }
    return tmp.text();
  }

  private noPos = 0;
  /** Printing the declaration of an explicit specialization (`template<>`). */
  private explicitSpecName = false;
  /** The class whose base clause is being printed (with `inBaseClause`). */
  private baseClauseOf: Class | undefined;
  /** The classes printed, by member scope. */
  private classOfScope = new Map<Scope, Class>();
  /** Types named by the using-declarations printed at namespace scope, by namespace. */
  private usingTypes = new Set<string>();
  /** Specifier attributes of the declaration whose class is printed next (after its `}`). */
  private classSpecAttrs: Attribute[] = [];
  /** Head attributes of a class template's declarations printed so far, by the template's
   * symbol (its definition prints them all, each where first written). */
  private templateClassAttrs = new Map<object, Attribute[]>();
  /** The name tokens of variable templates' first declarations, by symbol and the written
   * arguments of a partial specialization. */
  private templateVarPos = new Map<object, Map<string, number>>();
  /** Static data members as declared in their class: initialized there, their specifiers. */
  private staticMembers = new Map<object, { init: boolean; flags: number }>();
  /** Paths of the namespaces declared inline. */
  private inlineNamespaces = new Set<string>();
  /** The function being printed is a friend defined in its class. */
  private friendDef = false;
  /** The member declaration being printed directly in a class body. */
  private currentMember: Node | undefined = undefined;
  /** Printing the specifiers of a function defined inside its class. */
  private inClassDef = false;
  /** The class head printed next is an explicit specialization's (`template<>`). */
  private explicitSpecHead = false;
  /** The class body printed next is an explicit specialization's. */
  private explicitSpecNext = false;
  /** Printing a base clause (where expressions name a specialization's template qualified). */
  private inBaseClause = 0;
  /** The base-specifier's class name being printed (in a base clause). */
  private baseName: Name | undefined;

  /**
   * The qualifier naming `sym`'s namespace from the current one (`std::`, see
   * ExprPrinter.relativeQualifier; `::` for the global one); undefined for a member of a class
   * or an unnamed namespace.
   */
  /** See memInitsTextIn: the qualifier of a namespace's template-id `n` naming a dependent base. */
  private dependentBaseQualifier(n: Name): string | undefined {
    const last = n.parts[n.parts.length - 1];
    const sym = n.sym;
    if (
      this.x.inTemplate === 0 || n.parts.length < 2 || !last.targs ||
      n.parts.slice(0, -1).some((c) => c.targs) || !sym?.isTemplate ||
      (sym.kind !== SymKind.Class && sym.kind !== SymKind.Typedef) ||
      !this.x.mentionsTemplateParam(n)
    ) return undefined;
    return this.ownerNamespaceQualifier(sym);
  }

  private ownerNamespaceQualifier(sym: Sym): string | undefined {
    const o = sym.owner;
    if (o.kind !== ScopeKind.Namespace) return undefined;
    return o.parent === null ? "::" : this.x.relativeQualifier(o, true);
  }

  /**
   * A base-specifier's class name. Beside a dependent base (`depBases`), a class of a namespace is
   * named by its namespace unless written at namespace scope in it (`struct _Rb_tree_impl :
   * public _Node_allocator, ..., public std::_Rb_tree_header`, `public ::G`).
   */
  private baseText(n: Name, depBases: boolean): string {
    const sym = n.sym;
    // (in a class with a dependent base, a nested class's base of a namespace is named in full:
    // `struct _UseOtherCtor : public std::false_type` in tuple)
    if (
      this.dependentBaseDepth > 0 && n.parts.length === 1 && !n.global && !n.parts[0].targs &&
      (sym?.kind === SymKind.Class || sym?.kind === SymKind.Typedef) && !sym.isTemplate &&
      sym.name === n.parts[0].atom && sym.owner.kind === ScopeKind.Namespace
    ) {
      const q = this.ownerNamespaceQualifier(sym);
      if (q !== undefined) return q + this.x.atom(sym.name);
    }
    if (
      depBases && sym?.kind === SymKind.Class && !sym.isTemplate && n.parts.length === 1 &&
      !n.global && !n.parts[0].targs && sym.name === n.parts[0].atom &&
      sym.owner.kind === ScopeKind.Namespace &&
      !(this.classDepth === 0 && sym.owner === (this.x.nsScope ?? this.x.globalScope))
    ) {
      const q = this.ownerNamespaceQualifier(sym);
      if (q !== undefined) return q + this.x.atom(sym.name);
    }
    this.baseName = n;
    this.x.baseClause++;
    try {
      const q = this.qualifiedTypeName(n);
      return q !== undefined ? this.x.hiddenNsRewrite(q) : this.x.name(n);
    } finally {
      this.baseName = undefined;
      this.x.baseClause--;
    }
  }
  /** Each base-specifier's class as its base clause printed it (see the inheriting constructors
   * of UsingDecl). */
  private baseTexts = new Map<Node, string>();

  /** Template parameters of the class template whose body is printed next (set by the head). */
  private pendingTplParams: TemplateParam[] | undefined = undefined;
  /** Template parameters of the primary class templates being printed (innermost last). */
  private tplParamStack: (TemplateParam[] | undefined)[] = [];
  /** Names of the specializations being printed (-1: not a specialization). */
  private specClassNames: number[] = [];
  /** For each entry of specClassNames: the qualifier its template's name gets (`std::`, or
   * `Outer::template ` for a member template). */
  private specQualifiers: string[] = [];
  /** For each entry of specClassNames at namespace scope: the current namespace as a qualifier
   * (see ownNamespaceQualifier; else undefined). */
  private specNsQualifiers: (string | undefined)[] = [];
  /** Printing the parameters of a friend function named with a qualifier. */
  private qualifiedFriendParams = 0;
  /** For each entry of specClassNames: an explicit specialization's arguments (else undefined). */
  private specExplicitArgs: (Node[] | undefined)[] = [];

  /** For each entry of specClassNames: a partial specialization's own template-id, as printed
   * (`pl< T *> `; else undefined). */
  private specOwnIds: (string | undefined)[] = [];

  /**
   * Inside a partial specialization (its body, member bodies included), a template-id of its
   * template: its injected name when the arguments are the specialization's own (`pl` for
   * `pl<T *>` in `pl<T *>`), else, in a block, qualified (`std::tc< R, ...> `); undefined
   * otherwise.
   */
  private ownSpecializationId(n: Name): string | undefined {
    const last = n.parts[n.parts.length - 1];
    if (n.parts.length !== 1 || n.global || !last.targs || this.inBaseClause > 0) return undefined;
    const top = this.specClassNames.length - 1;
    if (top < 0 || this.specClassNames[top] !== last.atom) return undefined;
    const own = this.specOwnIds[top];
    if (own === undefined) return undefined;
    const simple = this.x.component({ ...last, templateKw: false });
    if (simple === own) return this.x.atom(last.atom);
    if (this.blockDepth === 0) return undefined;
    const q = this.specQualifiers[top];
    return q ? q + simple : undefined;
  }

  /** The qualifier of the specialization of template `atom` being printed (undefined: none). */
  private specQualifier(atom: number): string | undefined {
    for (let i = this.specClassNames.length - 1; i >= 0; i--) {
      if (this.specClassNames[i] !== atom) continue;
      // (in the parameters of a friend named with a qualifier, in full under an inline
      // namespace: `device::__4::barrier_native_handle(cuda::__4::barrier< ...>  &)`)
      if (this.qualifiedFriendParams > 0 && this.specNsQualifiers[i] !== undefined) {
        return this.specNsQualifiers[i];
      }
      return this.specQualifiers[i] || undefined;
    }
    return undefined;
  }
  /** Names of the classes being printed, innermost last (-1: unnamed). */
  private classNames: number[] = [];
  /** The variable being noted has an initializer (a const one is then a constant). */
  private noteInit = false;
  /** The next simple declaration keeps the current position (after a template head). */
  private keepPos = false;
  /** Enclosing namespace names (for matching redeclarations). */
  private nsPath: string[] = [];
  /** Functions declared `constexpr`, by scope, name and parameter types. */
  private mergedAsm: number | undefined = undefined;
  /** Per-function properties merged over all its namespace-scope declarations. */
  private entityProps = new Map<
    string,
    {
      constexpr: boolean;
      inline?: boolean;
      /** Some declaration is `__attribute__((gnu_inline))`. */
      gnuInline?: boolean;
      /** Declared in an `extern "C"` block or declaration. */
      cLinkage?: boolean;
      asmLabel?: number;
      builtin?: boolean;
      host?: boolean;
      /** A declaration of it was printed already. */
      printed?: boolean;
      /** Some declaration has a body. */
      defined?: boolean;
    }
  >();

  /** A side-effect-free identity for a function: scope, name and parameter tokens. */
  entityKey(f: Function, ns: string[], tparams?: Node[]): string {
    const nm = f.decl.name;
    if (!nm) return "";
    // (a function template's parameters by position: `all_of(_IIter, _IIter, _Predicate)`
    // declares the `all_of(_InputIterator, _InputIterator, _Predicate)` defined later)
    let tp: Map<number, number> | undefined;
    let key = "";
    const tok = (i: number) => {
      const j = tp && this.tb.kind[i] === T.Identifier ? tp.get(this.tb.atom[i]) : undefined;
      return j !== undefined ? "$" + j : this.x.tok(i);
    };
    if (tparams && tparams.length > 0) {
      tp = new Map();
      tparams.forEach((p, i) => {
        const q = p as TemplateParam;
        if (q.name >= 0) tp!.set(q.name, i);
      });
      // (the parameters' kinds, and a non-type one's type: SFINAE overloads differ there)
      for (const p of tparams) {
        const q = p as TemplateParam;
        key += (q.kind === NodeKind.TemplateTypeParam ? "t" : "n") + (q.pack ? "." : "");
        if (q.kind === NodeKind.TemplateNonTypeParam && q.type) {
          key += "<";
          for (let i = q.type.first; i <= q.type.last; i++) key += tok(i) + " ";
          key += ">";
        }
      }
      key += ":";
      // (and its return type: SFINAE overloads differ only there, `constexpr typename en<
      // sizeof(R) == 4, R>::type f()` beside a non-constexpr `typename en< sizeof(R) == 1,
      // R>::type f()`, libstdc++'s two __invoke_r)
      const rt = f.spec.type;
      if (rt !== undefined) { for (let i = rt.first; i <= rt.last; i++) key += tok(i) + " "; }
      const tr = f.decl.ops[0]?.trailing as Node | undefined;
      if (tr !== undefined) { for (let i = tr.first; i <= tr.last; i++) key += tok(i) + " "; }
      key += ":";
    }
    key += ns.join("::") + "::";
    for (let i = nm.first; i <= nm.last; i++) key += this.x.tok(i);
    key += "(";
    const fop = f.decl.ops.find((o) => o.op === 5);
    for (const p of (fop?.params ?? []) as Param[]) {
      if (p.kind !== NodeKind.Param) continue;
      const skip = p.decl.name ? p.decl.name.first : -1;
      let i = p.first;
      if (p.spec.type === undefined && p.spec.builtins.length > 0) {
        // builtin types by their canonical spelling (`long int` and `long` are one type)
        if (p.spec.flags & DS.Const) key += "const ";
        if (p.spec.flags & DS.Volatile) key += "volatile ";
        key += builtinName(p.spec.builtins, p.spec.flags) + " ";
        i = p.spec.last + 1;
      }
      for (; i <= p.last; i++) {
        if (i === skip) continue;
        if (this.tb.kind[i] === T.Assign) break;
        // (`__restrict` qualifies the parameter, not the function's type: `getline(char
        // **__restrict, ...)` declares the `getline(char **, ...)` defined in bits/stdio.h)
        if (this.tb.kind[i] === T.KwRestrict) continue;
        key += tok(i) + " ";
      }
      key += ",";
    }
    // (a member function's cv-qualifiers tell its overloads apart)
    const cv = fop?.cv ?? 0;
    return key + ")" + (cv & DS.Const ? " const" : "") + (cv & DS.Volatile ? " volatile" : "");
  }

  /**
   * What the out-of-class definition of member function `f`, declared in the class being printed,
   * adds (`inline __half &__half::operator=(...)` makes the declaration in the class inline).
   */
  private memberProps(f: Function) {
    const nm = f.decl.name;
    if (this.classDepth === 0 || this.blockDepth > 0 || f.body || !nm || nm.parts.length !== 1) {
      return undefined;
    }
    const k = this.entityKey(f, this.nsPath);
    const ns = this.nsPath.join("::");
    const cls = this.classNames.map((a) => this.x.atom(a)).join("::");
    return this.entityProps.get(ns + "::" + cls + "::" + k.slice(ns.length + 2));
  }

  /** Out-of-class `inline` definitions of member functions, by member symbol. */
  private inlineMemberDefs = new Map<Sym, Function[]>();

  /**
   * Is member function declaration `f` (in its class, without a body) defined `inline` out of
   * the class? The binary prints the declaration `inline` then (`template< class T> inline void
   * g(T);`), also for members of class templates and member templates.
   */
  private inlineDefinedLater(f: Function): boolean {
    const nm = f.decl.name;
    if (this.classDepth === 0 || f.body || !nm || nm.parts.length !== 1) return false;
    const defs = nm.sym
      ? this.inlineMemberDefs.get(nm.sym)
      : nm.parts[0].special === 1 || nm.parts[0].special === 3
      ? this.inlineOperatorDefs.get(
        this.nsPath.join("::") + "|" + this.classNames.map((a) => this.x.atom(a)).join("::") +
          "|" + specialKey(nm.parts[0]),
      )
      : undefined;
    return defs?.some((d) => paramsMatch(d, f, true)) ?? false;
  }

  /**
   * Out-of-class `inline` definitions of member operator functions and destructors (which have
   * no symbol), by namespace path, class names and operator token or `~`: `ns|_Rb_tree|op`.
   */
  private inlineOperatorDefs = new Map<string, Function[]>();

  /** Keys computed by `collectEntities`, with the namespace path they were computed in. */
  private collectedKeys = new Map<Function, { ns: string[]; key: string }>();

  /** `entityKey(f, this.nsPath)`, reusing the key `collectEntities` computed for `f`. */
  private entityKeyAt(f: Function): string {
    const c = this.collectedKeys.get(f);
    if (c !== undefined && c.ns.length === this.nsPath.length) {
      let same = true;
      for (let i = 0; i < c.ns.length && same; i++) same = c.ns[i] === this.nsPath[i];
      if (same) return c.key;
    }
    return this.entityKey(f, this.nsPath);
  }

  /** `collectEntities` is in an `extern "C"` block. */
  private collectC = false;

  /** Collects `entityProps` over the unit (before printing). */
  collectEntities(decls: Node[], ns: string[] = [], tparams?: Node[]): void {
    if (!this.lam.analysis) this.lam.analyze(decls);
    for (const d of decls) {
      if (d.kind === NodeKind.Namespace) {
        const n = d as Namespace;
        this.collectEntities(n.decls, [...ns, ...n.names.map((a) => this.x.atom(a))]);
      } else if (d.kind === NodeKind.LinkageSpec) {
        const save = this.collectC;
        this.collectC = this.x.tok((d as LinkageSpec).lang) === '"C"';
        this.collectEntities((d as LinkageSpec).decls, ns);
        this.collectC = save;
      } else if (d.kind === NodeKind.SimpleDecl) {
        this.collectEntities((d as SimpleDecl).decls, ns, tparams);
      } else if (d.kind === NodeKind.Template) {
        const inner = (d as Template).decl;
        if (inner) this.collectEntities([inner], ns, (d as Template).params);
      } else if (d.kind === NodeKind.Function) {
        const f = d as Function;
        // one attribute walk for both: a device-only `device_builtin` function, and host-ness
        const c = cudaFlags(this.names, declAttrs(f));
        // (a kernel template's declarations stay apart by their parameters' names: the stub
        // printing keys on them)
        const key = this.entityKey(f, ns, c.global ? undefined : tparams);
        this.collectedKeys.set(f, { ns, key });
        if (key === "") continue;
        const e = this.entityProps.get(key) ?? { constexpr: false };
        if (f.spec.flags & DS.Constexpr) e.constexpr = true;
        // (an `inline` defaulted definition leaves the class's declaration as written:
        // `struct C { C(); };` for `inline C::C() = default;`)
        if ((f.spec.flags & DS.Inline) && f.defn !== 1) e.inline = true;
        if (f.body) e.defined = true;
        const ms = f.decl.name?.sym;
        // (not an explicit specialization's, `template<> inline bool B<0>::f()`: another entity)
        if (
          f.body && (f.spec.flags & DS.Inline) && ms && f.decl.name!.parts.length > 1 &&
          ms.owner.kind === ScopeKind.Class && tparams?.length !== 0
        ) pushTo(this.inlineMemberDefs, ms, f);
        const nl = f.decl.name?.parts;
        if (
          f.body && (f.spec.flags & DS.Inline) && !ms && nl && nl.length > 1 &&
          !f.decl.name!.global &&
          (nl[nl.length - 1].special === 1 || nl[nl.length - 1].special === 3) &&
          nl.slice(0, -1).every((c) => c.atom >= 0 && !c.special)
        ) {
          const cls = nl.slice(0, -1).map((c) => this.x.atom(c.atom)).join("::");
          pushTo(
            this.inlineOperatorDefs,
            ns.join("::") + "|" + cls + "|" + specialKey(nl[nl.length - 1]),
            f,
          );
        }
        if (c.deviceBuiltin && c.device && !c.host && !c.global) e.builtin = true;
        if ((f.spec.flags & DS.Inline) && hasGnuInline(this.names, f)) e.gnuInline = true;
        if (this.collectC && !tparams) e.cLinkage = true;
        if (c.host || (!c.device && !c.global)) e.host = true;
        if (f.decl.asmLabel !== undefined && e.asmLabel === undefined) e.asmLabel = f.decl.asmLabel;
        this.entityProps.set(key, e);
        const nm = f.decl.name!;
        if (f.body && nm.parts.length > 1 && nm.parts.every((c) => !c.targs && !c.special)) {
          // (`void a::b::k(...) {}` defines the `k` declared in namespace a::b)
          const last = nm.parts[nm.parts.length - 1];
          const inner = { ...f, decl: { ...f.decl, name: { ...nm, first: last.tok } } };
          const path = [
            ...(nm.global ? [] : ns),
            ...nm.parts.slice(0, -1).map((c) => this.x.atom(c.atom)),
          ];
          const k2 = this.entityKey(inner as Function, path);
          const e2 = this.entityProps.get(k2) ?? { constexpr: false };
          e2.defined = true;
          this.entityProps.set(k2, e2);
        }
      }
    }
  }

  /** The class of the member function being printed, when it is defined outside the class. */
  private fnClassScope: Scope | undefined;

  /** The class scope a qualified declarator name's qualifier names (`locale::` in `locale::f`). */
  private qualifierClassScope(n: Name | undefined): Scope | undefined {
    if (n === undefined || n.parts.length < 2 || n.global) return undefined;
    let sc: Scope | undefined = this.x.nsScope ?? this.x.globalScope ?? undefined;
    for (let i = 0; i < n.parts.length - 1 && sc !== undefined; i++) {
      const c = n.parts[i];
      if (c.atom < 0) return undefined;
      const sym = i === 0 ? lookupUnqualified(sc, c.atom) : lookupIn(sc, c.atom);
      sc = sym?.scope;
    }
    return sc?.kind === ScopeKind.Class ? sc : undefined;
  }

  /** The language linkage in effect (`"C++"` or `"C"`). */
  private linkage = '"C++"';
  /** First token of the enclosing template declaration (-1: none or `template<>`). */
  private tplFirst = -1;
  /** Printing a function declaration without a body (parameters spaced `int * p`). */
  private protoParams = false;
  /** The next function head sets the name's position before the name (templates). */
  private namePos = false;
  /** Where `namePos` puts the name (-1: at the name itself). */
  private namePosTok = -1;
  /** The next statement's position was set by its attached pragma. */
  private attachedPragma = false;

  /** Is token `b` on a later source line of the same file than token `a`? */
  private onLaterLine(a: number, b: number): boolean {
    if (b >= this.tb.count) return false;
    const la = this.sm.locate(this.tb.start[a]), lb = this.sm.locate(this.tb.start[b]);
    return la.file === lb.file && lb.line > la.line;
  }

  /** The next `at` is skipped: a statement printed after its attributes (see stmt). */
  private skipAt = false;

  /** Tags the following text with the position of token `tok`. */
  at(tok: number): void {
    if (this.skipAt) {
      this.skipAt = false;
      return;
    }
    if (tok < 0 || tok >= this.tb.count || this.noPos) return;
    // what `sm.locate` gives, without the column (not needed here, and the costly part)
    const physLine = this.sm.physLineOf(this.tb.start[tok]);
    // (a position no text was written at does not count: the name's, set before the function's
    // leading attributes are positioned at theirs)
    if (this.atForced !== undefined && this.out.positionPending) {
      if (this.out.unforce(this.atForced.state)) this.lastPhys = this.atForced.phys;
    }
    this.atForced = undefined;
    // a line marker of the input between the last position and this one (cpp writes one for a
    // gap of more than 8 lines, or around a _Pragma) makes the next marker name the file
    if (this.lastPhys >= 0 && this.sm.markerBetween(this.lastPhys, physLine)) {
      this.atForced = { state: this.out.forceState(), phys: this.lastPhys };
      this.out.forceFile();
    }
    this.lastPhys = physLine;
    const marker = this.sm.markerFor(physLine);
    if (marker === undefined) this.out.setPos(this.sm.inputName, physLine + 1, false);
    else {
      this.out.setPos(
        marker.file,
        marker.line + (physLine - marker.physLine),
        (marker.flags & 4) !== 0,
      );
    }
  }

  /**
   * Before `#if 0`: the line is ended; a marker only when the next output line is not already
   * the position's line (the binary writes none for the line after the previous item).
   */
  private syncBeforeDirective(): void {
    const o = this.out;
    if (o.col !== 0 && o.pos.line === o.outLine + 1) o.newline();
    else o.syncLine();
  }

  /** Physical line of the last position set (-1: none yet). */
  private lastPhys = -1;

  /** The writer's state before the last `at` forced a file-naming marker, and the physical line
   * before it (undefined: that `at` forced none). */
  private atForced:
    | { state: { outLine: number; outFile: FileId | undefined; gen: number }; phys: number }
    | undefined;

  emit(s: string): void {
    if (this.captured !== undefined) {
      this.captured.push(s);
      return;
    }
    if (this.pendingAccess !== "") {
      s = this.pendingAccess + s;
      this.pendingAccess = "";
    }
    // position marks (`\u0002tok\u0003`) embedded by the expression printer
    let k = s.indexOf("\u0002");
    while (k >= 0) {
      const e = s.indexOf("\u0003", k);
      if (k > 0) this.out.emit(s.slice(0, k));
      const m = s.slice(k + 1, e);
      if (isOp(m)) replayOp(this.out, m);
      else this.at(Number(m));
      s = s.slice(e + 1);
      k = s.indexOf("\u0002");
    }
    this.out.emit(s);
  }

  /**
   * Prints a pending access specifier at token `tok` (a member's name), when the member itself
   * starts elsewhere: the binary positions `protected: ` at the name and then goes back to a
   * member template's `template` line (`# 61` `protected: ` `# 60` `template< ...`).
   */
  private flushAccessAt(tok: number): void {
    if (this.pendingAccess === "" || tok < 0) return;
    this.at(tok);
    const a = this.pendingAccess;
    this.pendingAccess = "";
    this.out.emit(a);
  }

  /** The token of the name a declaration (inside a template) declares (-1: unknown). */
  private entityNameTok(n: Node): number {
    switch (n.kind) {
      case NodeKind.Function:
      case NodeKind.Variable: {
        // (not a constructor's, nor a declaration's, whose name keeps the template's position:
        // `private: template< ...` stays on the template's line)
        if ((n as Function).spec.noType) return -1;
        if (n.kind === NodeKind.Function && !(n as Function).body) return -1;
        const nm = (n as Function).decl.name;
        return nm ? idTok(nm) : -1;
      }
      case NodeKind.Alias:
        return n.first + 1;
      case NodeKind.SimpleDecl: {
        const d = n as SimpleDecl;
        const first = d.decls[0] as (Node & { decl?: Declarator }) | undefined;
        if (first?.decl?.name) return idTok(first.decl.name);
        const t = d.spec.type as (Node & { name?: Name }) | undefined;
        return t?.name ? t.name.first : -1;
      }
    }
    return -1;
  }

  /** An access specifier waiting for the next member (printed on the member's line). */
  private pendingAccess = "";

  /** Prints one top-level item (the `printDecl` callback of `emitHostFile`). */
  print(n: Node, out: HostOut): void {
    this.out = out;
    try {
      this.decl(n, "");
    } catch (e) {
      if (!(e instanceof TypeError)) throw e;
      // a construct the printer does not model yet: keep the source tokens
      if (Deno.env.get("CUDAFE_TS_EMIT_DEBUG")) console.error(e);
      this.at(n.first);
      this.emit(this.x.fallback(n) + " ");
    }
  }

  private hidden(n: Node): boolean {
    return this.wrap !== undefined && this.wrap.hidden.has(n);
  }

  // ------------------------------------------------------------------------- declarations

  /** A declaration at namespace or class scope; `prefix` is e.g. `extern "C" `. */
  decl(n: Node, prefix: string): void {
    if (this.hidden(n)) return;
    // `__extension__` before a declaration is kept
    if (
      this.tb.kind[n.first] === T.KwExtension && n.kind !== NodeKind.SimpleDecl &&
      n.kind !== NodeKind.Template
    ) {
      prefix = "__extension__ " + prefix;
    }
    if (n.kind === NodeKind.Variable || n.kind === NodeKind.Typedef) {
      const spec = (n as Variable).spec;
      if (this.hasBody(spec)) {
        const sd: SimpleDecl = {
          kind: NodeKind.SimpleDecl,
          first: n.first,
          last: n.last,
          spec,
          decls: [n],
          attrs: [],
        };
        this.simpleDecl(sd, prefix);
        return;
      }
    }
    switch (n.kind) {
      case NodeKind.Variable:
        this.variableDecl(n as Variable, prefix);
        break;
      case NodeKind.Function:
        this.functionDecl(n as Function, prefix, "");
        break;
      case NodeKind.SimpleDecl:
        this.simpleDecl(n as SimpleDecl, prefix);
        break;
      case NodeKind.Typedef:
        this.typedefDecl(n as Typedef, prefix);
        break;
      case NodeKind.Alias: {
        const g = n as GenericNode;
        this.at(n.first);
        // (an enumeration defined in it is printed as defined: `using memory_order = enum
        // memory_order { ... };`)
        const at = g.type as TypeId | undefined;
        if (
          at?.kind === NodeKind.TypeId && at.spec.type?.kind === NodeKind.Enum &&
          at.decl.ops.length === 0 && at.spec.flags === 0 &&
          (at.spec.type as Enum).enumerators.length > 0
        ) {
          this.emit("using " + this.x.atom(g.atom!) + this.aliasAttrs(g) + " = ");
          this.typeBody(at.spec.type);
          this.emit("; ");
          this.noteAlias(g);
          break;
        }
        // (like a typedef's type)
        let target = this.typedefTargs(() => this.x.typeId(g.type as TypeId));
        // `using X = X<T>;` in a class: the binary qualifies the namespace-scope X with its
        // namespace (unqualified, g++ says the declaration "changes meaning" of X)
        const tn = (g.type as TypeId | undefined)?.spec?.type;
        if (this.classDepth > 0 && tn?.kind === NodeKind.Name) {
          const nm = tn as Name;
          const owner = nm.sym?.owner;
          const alias = this.x.atom(g.atom!);
          if (
            nm.parts.length === 1 && !nm.global && nm.parts[0].atom === g.atom &&
            owner?.kind === ScopeKind.Namespace && owner.sym && owner.sym.name >= 0 &&
            target.startsWith(alias)
          ) {
            target = this.x.atom(owner.sym.name) + "::" + target;
          }
        }
        // (a leading `__extension__` is kept: `__extension__ using type = unsigned __int128;`)
        this.emit(
          (this.tb.kind[n.first] === T.KwExtension ? "__extension__ " : "") + "using " +
            this.x.atom(g.atom!) + this.aliasAttrs(g) + " = " + target + "; ",
        );
        this.noteAlias(g);
        break;
      }
      case NodeKind.Namespace:
        this.namespaceDecl(n as Namespace);
        break;
      case NodeKind.NamespaceAlias: {
        const g = n as GenericNode;
        this.at(n.first);
        this.emit(
          "namespace " + this.x.atom(g.atom!) + " = " +
            (g.name ? this.x.name(g.name as Name) : "") + ";",
        );
        break;
      }
      case NodeKind.LinkageSpec:
        this.linkageDecl(n as LinkageSpec, prefix);
        break;
      case NodeKind.Template:
        this.templateDecl(n as Template, prefix);
        break;
      case NodeKind.StaticAssert: {
        const g = n as GenericNode;
        this.at(n.first);
        const c = g.cond!;
        this.x.constantExpr++;
        let s: string;
        try {
          s = "static_assert(" +
            (c.kind === NodeKind.TypeTrait || c.kind === NodeKind.BoolLit ||
                // (a call outside templates: `static_assert(pos(1, 2));`)
                (c.kind === NodeKind.Call && this.x.inTemplate === 0) ||
                (c.kind === NodeKind.Ident && this.bareAssertedName(c as GenericNode)) ||
                // (an operator function call has its own parentheses)
                this.x.isOperatorCall(c) ||
                // (a noexcept of a dependent operand: `static_assert(noexcept(T()(v)), "")`)
                (c.kind === NodeKind.Noexcept && this.x.inTemplate > 0 &&
                  this.x.mentionsParamTokens(c))
              ? this.x.expr(c, Ctx.Top)
              : "(" + this.x.exprInner(c) + ")");
        } finally {
          this.x.constantExpr--;
        }
        if (typeof g.msg === "number") s += ", " + this.x.stringLit(g.msg, n.last - 2);
        // (a pending access specifier goes to the next member: a static assertion is no member)
        const access = this.pendingAccess;
        this.pendingAccess = "";
        this.emit(s + ");");
        this.pendingAccess = access;
        break;
      }
      case NodeKind.UsingDecl: {
        const g = n as GenericNode;
        for (const x of g.list ?? []) {
          const nm = x as Name;
          const last = nm.parts[nm.parts.length - 1]?.atom ?? -1;
          if (this.classDepth === 0 && this.blockDepth === 0 && last >= 0) {
            // (a second using-declaration of a type in the same namespace is not printed:
            // `using ::wint_t;` in std again)
            const k = nm.sym !== undefined && nm.sym.kind !== SymKind.Function &&
                nm.sym.kind !== SymKind.Variable
              ? this.nsPath.join("::") + "|" + this.x.name(nm)
              : undefined;
            if (k !== undefined) {
              if (this.usingTypes.has(k)) continue;
              this.usingTypes.add(k);
            }
            if (nm.global && nm.parts.length === 1 && this.nsPath.length > 0) {
              // `namespace std { using ::div_t; }`: std::div_t is the global entity
              const key = this.nsPath.join("::") + "::" + this.x.atom(last);
              // (declared so again, it is not printed again, unless it names functions:
              // `using ::size_t;` once in a namespace reopened)
              if (
                this.fromGlobal.has(key) && nm.sym !== undefined && nm.sym.kind !== SymKind.Function
              ) {
                continue;
              }
              this.fromGlobal.add(key);
            } else if (
              !nm.global && this.nsPath.length === 0 && this.globalTypes.has(last) &&
              this.fromGlobal.has(this.x.name(nm))
            ) {
              // `using std::div_t;` at global scope names a type already there: not printed
              continue;
            } else if (
              !nm.global && nm.parts.length === this.nsPath.length + 1 && this.nsPath.length > 0 &&
              nm.parts.every((c, i) =>
                i === nm.parts.length - 1 || (!c.targs && this.x.atom(c.atom) === this.nsPath[i])
              )
            ) {
              // `namespace std { using std::wcstof; }` names a member of the namespace itself:
              // not printed
              continue;
            }
          }
          this.at(n.first);
          const tn = nm.first > 0 && this.tb.kind[nm.first - 1] === T.KwTypename ? "typename " : "";
          // (a qualified name is printed from its namespace: `using __gnu_cxx::lldiv_t;`)
          // (but `::std::x` inside `cuda::std` keeps its `::`: there `std` is cuda::std)
          const first = nm.parts[0]?.atom ?? -1;
          const shadowed = first >= 0 && this.x.shadowedInNamespace(first);
          let text = nm.global && nm.parts.length > 1
            ? (shadowed ? "::" : "") + this.x.name({ ...nm, global: false })
            : this.x.name(nm);
          // (at namespace scope, a namespace member is named from the nearest namespace both
          // are in: `using sys::detail::gen::fe;` in th::NS::sys::cpp::detail for
          // `th::sys::detail::gen::fe`, `th::NS::sys::...` from the global namespace)
          // (in a block too: `using system::detail::generic::for_each;` in thrust::for_each)
          if ((this.classDepth === 0 || this.blockDepth > 0) && nm.parts.length > 1) {
            // (a namespace a variable of its block hides, declared later too, is named from
            // further out: `using th::sys::sel;int sys = 0;`)
            this.x.hiddenNames = this.blockDepth > 0 ? this.blockVariableNames() : undefined;
            const rq = this.namespaceQualifier(nm);
            this.x.hiddenNames = undefined;
            if (rq !== undefined) {
              text = rq + this.x.component({ ...nm.parts[nm.parts.length - 1], templateKw: false });
            }
          }
          // (in a class, a qualifier that is a typedef is printed as its type: `using _Base::f;`
          // after `typedef _Vector_base< _Tp, _Alloc> _Base;` is `using _Vector_base< _Tp,
          // _Alloc> ::f;`)
          const q = nm.parts[0];
          if (
            this.classDepth > 0 && !nm.global && nm.parts.length === 2 && !q.targs && q.atom >= 0
          ) {
            const qt = this.typedefQualifier(q.atom);
            if (qt !== undefined && nm.parts[1].atom !== q.atom) {
              text = qt + "::" + this.x.name({ ...nm, parts: nm.parts.slice(1) });
            } else if (qt !== undefined) {
              // (inheriting constructors through a typedef name the class's: `using B2::B2;`
              // for `using bb::bb;` after `using bb = B2;`)
              let ts = this.classNodes[this.classNodes.length - 1]?.scope?.names.get(q.atom);
              for (let i = 0; i < 8 && ts?.kind === SymKind.Typedef; i++) ts = ts.target;
              if (ts?.kind === SymKind.Class && ts.name >= 0) {
                text = qt + "::" + this.x.atom(ts.name);
              }
            }
          }
          // (inheriting constructors name the base as its base clause does: `using
          // cs::__4::tuple< Ts...> ::tuple;`, `using nn::v1::C::C;` through inline namespaces)
          const ctorOf = nm.parts.length >= 2 ? nm.parts[nm.parts.length - 2] : undefined;
          if (
            this.classDepth > 0 && ctorOf !== undefined && ctorOf.atom >= 0 &&
            nm.parts[nm.parts.length - 1].atom === ctorOf.atom &&
            !nm.parts[nm.parts.length - 1].targs
          ) {
            const cls = this.classNodes[this.classNodes.length - 1];
            const b = cls?.bases.find((x) =>
              x.name.kind === NodeKind.Name &&
              (x.name as Name).parts[(x.name as Name).parts.length - 1].atom === ctorOf.atom
            );
            const bt = b && this.baseTexts.get(b);
            if (
              bt !== undefined &&
              (this.typedefQualifier(ctorOf.atom) === undefined || nm.parts.length > 2)
            ) {
              text = bt + "::" + this.x.atom(ctorOf.atom);
            }
          }
          // (in a class outside templates, a member of a class template specialization is named
          // from the global namespace: `using ::TB< int> ::tb;`, `using ns::NB< int> ::nb;`)
          if (
            this.classDepth > 0 && this.x.inTemplate === 0 && !nm.global && q.targs &&
            q.atom >= 0 && nm.parts.length === 2
          ) {
            const here = this.x.nsScope ?? this.x.globalScope;
            const t = here ? lookupUnqualified(here, q.atom) : undefined;
            if (t?.kind === SymKind.Class && t.isTemplate) {
              const chain = t.owner.parent === null ? [] : namespaceChain(t.owner, true);
              if (chain !== undefined) {
                const path = chain.map((c) => this.x.atom(c.sym!.name)).join("::");
                text = (path === "" ? "::" : path + "::") + text;
              }
            }
          }
          // (a conversion function's type without typedefs: `using std::__atomic_base< char>
          // ::operator char;` for `operator __integral_type`, `operator T` in a template)
          const lp = nm.parts[nm.parts.length - 1];
          if (lp?.special === 2 && lp.convType?.kind === NodeKind.TypeId) {
            const canon = this.x.canonicalTypeArg(lp.convType as TypeId, 0);
            const comp = this.x.component(lp);
            if (canon !== undefined && text.endsWith(comp)) {
              text = text.slice(0, text.length - comp.length) + "operator " + canon;
            }
          }
          // a pack expansion keeps its `...` (`using Fs::operator()...;`)
          const pack = this.tb.kind[nm.last + 1] === T.Ellipsis ? "..." : "";
          // (a hidden namespace through its alias: `using __T0::is_one_of;`)
          this.emit("using " + tn + this.x.hiddenNsRewrite(text) + pack + ";");
        }
        break;
      }
      case NodeKind.UsingDirective: {
        const g = n as GenericNode;
        this.at(n.first);
        // (the namespace named from the current one: `using namespace nv::w;` at namespace
        // scope after `using namespace nv; using namespace w;`, `nv` for `::nv`)
        const nm = g.name as Name | undefined;
        const ns = nm?.sym?.kind === SymKind.Namespace ? nm.sym.scope : undefined;
        const q = ns && this.x.relativeQualifier(ns, true);
        this.emit(
          "using namespace " + (q ? q.slice(0, -2) : nm ? this.x.name(nm) : "") + ";",
        );
        break;
      }
      case NodeKind.UsingEnum: {
        // (as a using-directive: no space after it, `using enum Color;int f()`)
        const g = n as GenericNode;
        if (!g.name) {
          this.emit(this.x.fallback(n) + " ");
          break;
        }
        this.at(n.first);
        this.emit("using enum " + this.x.name(g.name as Name) + ";");
        break;
      }
      case NodeKind.Pragma:
        this.pragma(n as Pragma);
        break;
      case NodeKind.AccessSpec: {
        this.pendingAccess += this.x.tok(n.first) + ": ";
        break;
      }
      case NodeKind.AsmDecl: {
        this.at(n.first);
        const str = (n as GenericNode).str as number;
        this.emit("__asm__(" + this.x.stringLit(str, n.last - 2) + "); ");
        break;
      }
      case NodeKind.ExplicitInstantiation:
        this.explicitInstantiation(n as GenericNode, prefix);
        break;
      case NodeKind.DeductionGuide: {
        // `reference_wrapper(_Tp &)->reference_wrapper< _Tp> ;` (CUDA attributes dropped)
        const g = n as GenericNode;
        const d = g.decl as Declarator | undefined;
        // (positioned at the template's name, after the attributes: `# 76 "..." 3`)
        let at = n.first;
        for (let t = n.first; t <= n.last && t < this.tb.count; t++) {
          if (this.tb.kind[t] === T.Identifier && this.tb.atom[t] === g.atom) {
            at = t;
            break;
          }
        }
        this.at(at);
        const fop = d?.ops.find((o) => o.op === 5);
        let text = prefix + this.x.atom(g.atom!) + (fop ? this.x.paramList(fop) : "()");
        if (fop?.trailing) text += "->" + this.x.typeId(fop.trailing as TypeId);
        this.emit(text + "; ");
        break;
      }
      case NodeKind.Class:
      case NodeKind.Enum:
        this.at(n.first);
        this.typeBody(n);
        this.emit("; ");
        break;
      default:
        this.at(n.first);
        this.emit(this.x.fallback(n) + " ");
    }
  }

  /**
   * Tokens `first..last` as the binary replays a saved token sequence: separated by spaces (none
   * before `,` and `;`, `>>` as `> >`), a token starting a source line on a new output line with
   * that line's indentation (one space per character before it on its line: blanks, tabs, and
   * the CUDA attributes the front end consumed, which are not replayed: `__attribute__((host))`).
   */
  private sourceTokens(first: number, last: number): void {
    const text = this.tb.text;
    let line = this.sm.physLineOf(this.tb.start[first]);
    let s = "";
    let lineStart = true;
    for (let i = first; i <= last; i++) {
      const st = this.tb.start[i];
      const k = this.tb.kind[i];
      if (i > first) {
        const l = this.sm.physLineOf(st);
        if (l !== line) {
          this.emit(s);
          for (let n = l - line; n > 0; n--) this.out.newline();
          line = l;
          s = "";
          lineStart = true;
        }
      }
      if (k === T.KwAttribute) {
        const end = this.cudaAttributeEnd(i, last);
        if (end >= 0) {
          i = end;
          continue;
        }
      }
      if (lineStart) {
        if (i > first) {
          let b = st;
          while (b > 0 && text.charCodeAt(b - 1) !== 10) b--;
          s = " ".repeat(st - b);
        }
        lineStart = false;
      } else if (k !== T.Comma && k !== T.Semi) s += " ";
      // (closes of template argument lists, as the binary splits them: `C < C < U > > >`)
      s += k === T.GreaterGreater ? "> >" : k === T.LaunchEnd ? "> > >" : this.x.tok(i);
    }
    this.emit(s);
  }

  /**
   * The last token of the GNU attribute at `i` (`__attribute__((host, device))`) when it holds
   * only attributes the CUDA front end consumes; -1 otherwise.
   */
  private cudaAttributeEnd(i: number, last: number): number {
    const kind = this.tb.kind;
    if (i + 2 > last || kind[i + 1] !== T.LParen || kind[i + 2] !== T.LParen) return -1;
    let depth = 0;
    let any = false;
    for (let j = i + 1; j <= last; j++) {
      const k = kind[j];
      if (k === T.LParen) depth++;
      else if (k === T.RParen) {
        if (--depth === 0) return any ? j : -1;
      } else if (depth === 2 && (kind[j - 1] === T.LParen || kind[j - 1] === T.Comma)) {
        if (k !== T.Identifier) return -1;
        const name = this.x.tok(j).replace(/^__(.*)__$/, "$1");
        // (`noinline` stays: `__attribute__ ( ( noinline ) )`)
        if (!CUDA_ATTRS.has(name) || name === "noinline") return -1;
        any = true;
      }
    }
    return -1;
  }

  pragma(p: Pragma): void {
    const text = pragmaOutput(p.text);
    if (text === undefined) return;
    this.at(p.first);
    this.out.lineStart("#pragma " + text);
    this.out.newline();
  }

  /** Storage-class and function specifiers as the binary prints them. */
  storage(spec: DeclSpec, isFunction: boolean): string {
    let s = "";
    const f = spec.flags;
    if (f & DS.Extension) s = "__extension__ " + s;
    if (f & DS.Friend) s += "friend ";
    // a friend function defined in its class is printed as inline (written so or not; a
    // constexpr one is not: `friend constexpr bool operator==`)
    if (
      isFunction && (f & DS.Friend) && this.friendDef && !(f & (DS.Constexpr | DS.Consteval))
    ) s += "inline ";
    if (f & DS.Extern) s += "extern ";
    if (f & DS.Static) s += "static ";
    if (f & DS.Register) s += "register ";
    if (f & DS.Constinit) s += "constinit ";
    if (f & DS.ThreadLocal) s += "thread_local ";
    if (f & DS.Thread) s += "__thread ";
    if (f & DS.Mutable) s += "mutable ";
    // (a function defined in its class is inline anyway: the keyword is not repeated)
    if (
      isFunction && (f & DS.Inline) && !(f & (DS.Constexpr | DS.Consteval)) && !this.inClassDef
    ) s += "inline ";
    // (`constexpr virtual`, in either order written)
    if (f & DS.Constexpr) s += "constexpr ";
    if (f & DS.Consteval) s += "consteval ";
    if (f & DS.Virtual) s += "virtual ";
    if (!spec.explicitExpr && (f & DS.Explicit)) s += "explicit ";
    if (spec.explicitExpr) s += "explicit(" + this.x.expr(spec.explicitExpr, Ctx.Top) + ") ";
    if (!isFunction) {
      // an inline variable, or a static constexpr data member (implicitly inline in C++17)
      if (
        (f & DS.Inline) ||
        (this.classDepth > 0 && this.blockDepth === 0 && (f & DS.Static) && (f & DS.Constexpr) &&
          (this.o.cppStd ?? 2017) >= 2017)
      ) s += "inline ";
    }
    return s;
  }

  /** Type text of a spec, printing an inline class/enum body positioned. */
  private specText(spec: DeclSpec): string {
    return this.x.specType(spec);
  }

  private hasBody(spec: DeclSpec): boolean {
    const t = spec.type;
    return t !== undefined && (t.kind === NodeKind.Class || t.kind === NodeKind.Enum) &&
      (t as Class).complete;
  }

  /** Marks a declared variable `__shared__` (its array decays bare: `float *p = sh;`). */
  private noteShared(v: Variable): void {
    const nm = v.decl.name;
    const info = nm && nm.parts.length === 1 ? this.x.lookup(nm.parts[0].atom) : undefined;
    if (info) info.shared = true;
  }

  /** Declares a variable's name for later conversions and managed rewrites. */
  private note(spec: DeclSpec, d: Declarator, managed = false): void {
    const nm = d.name;
    if (!nm || nm.parts.length !== 1) return;
    const builtinVar = this.builtinVar >= 0 && this.builtinVar === nm.parts[0].atom;
    const member = this.classDepth > 0 && this.blockDepth === this.memberBlockDepth &&
      !(spec.flags & DS.Static);
    const constant = this.noteInit && (spec.flags & (DS.Const | DS.Constexpr)) !== 0 &&
      !d.ops.some((o) => o.op === 0);
    const global = this.blockDepth === 0 || (spec.flags & (DS.Static | DS.Extern)) !== 0;
    // (an array whose bound depends on a template parameter has a dependent type too: `a[0] =
    // 0` is not converted for an `unsigned a[N]`)
    const depType = this.x.inTemplate > 0 &&
      (this.dependentSpec(spec) ||
        d.ops.some((o) => o.op === 4 && o.bound !== undefined && this.mentionsParamToken(o.bound)));
    // (a bit-field's value is promoted: see ExprPrinter.fieldKey)
    const bw = member ? this.bitWidth : undefined;
    const tk = this.x.typeKey(spec, d);
    this.x.declare(nm.parts[0].atom, {
      type: bw !== undefined ? this.x.bitFieldKey(tk, bw) : tk,
      bitType: bw !== undefined ? tk : undefined,
      spec,
      decl: d,
      managed,
      member,
      // (a local one of a dependent type is not folded: `const uct a = rg + 1;`)
      constant: constant && !(depType && this.blockDepth > 0),
      global: global && !member,
      builtinVar,
      depType,
    });
  }

  /** The name of the `device_builtin` variable being declared (-1: none). */
  private builtinVar = -1;

  private variableDecl(v: Variable, prefix: string): void {
    const cf = cudaFlags(this.names, declAttrs(v));
    const nm = v.decl.name;
    this.builtinVar = cf.deviceBuiltin && nm && nm.parts.length === 1 ? nm.parts[0].atom : -1;
    if (this.classDepth > 0 && this.blockDepth === 0 && nm?.sym && v.spec.flags & DS.Static) {
      this.staticMembers.set(nm.sym, { init: v.init !== undefined, flags: v.spec.flags });
    }
    try {
      this.variableDeclInner(v, prefix, cf);
    } finally {
      this.builtinVar = -1;
    }
  }

  private variableDeclInner(v: Variable, prefix: string, cf: CudaFlags): void {
    this.at(v.decl.name ? v.decl.name.first : v.first);
    if (v.bindings) {
      this.emit(prefix + this.bindingText(v) + "; ");
      return;
    }
    // (a non-static data member's memory-space attributes do not apply: see MEMORY_ATTRS)
    const memberMem = this.classDepth > 0 && this.blockDepth === 0 &&
      !(v.spec.flags & DS.Static) && (cf.device || cf.constant || cf.shared || cf.managed);
    if (cf.managed && !memberMem) {
      this.note(v.spec, v.decl, true);
      const st = this.shadowStorage(v.spec);
      const pd: Declarator = { ...v.decl, ops: [{ op: 0, tok: -1 }, ...this.sizedOps(v)] };
      // (a declaration that defines nothing, `extern __managed__ int m;`, has no initializer)
      const defines = !(v.spec.flags & DS.Extern) || v.init !== undefined;
      this.emit(
        prefix + '__attribute__((section("__nv_managed_data__"))) ' + st +
          this.x.specType(v.spec) + " " + this.x.declarator(pd, this.declName(v.decl)) +
          (defines ? " = 0; " : "; "),
      );
      return;
    }
    if ((cf.device || cf.constant || cf.shared) && this.blockDepth === 0 && !memberMem) {
      this.note(v.spec, v.decl);
      if (cf.shared) this.noteShared(v);
      // (a __shared__ one is not hidden in separate compilation: `extern float smem[];`)
      const sharedOnly = cf.shared && !cf.device && !cf.constant;
      // (a top-level const object has internal linkage: with --device-c no visibility, `const
      // int kMax = 100;`; a C one is named as declared, `extern "C" int xc;`; an explicit
      // specialization of a variable template is hidden in either mode, `template<>
      // __attribute__((visibility("hidden"))) float dvar< float>  = (2.5F);`)
      const topConst = (v.spec.flags & (DS.Const | DS.Constexpr)) !== 0 &&
        v.decl.ops.every((o) => o.op === 4);
      const explicitSpec = v.decl.name?.parts[v.decl.name.parts.length - 1].targs !== undefined;
      const st = sharedOnly && (v.spec.flags & DS.Extern) !== 0 && !this.inAnon
        ? "extern "
        : sharedOnly && this.o.deviceC && !(v.spec.flags & DS.Static) && !this.inAnon
        ? ""
        : prefix.includes('extern "C"') && !(v.spec.flags & DS.Static)
        ? ""
        : explicitSpec && !(v.spec.flags & DS.Static)
        ? (this.o.deviceHiddenVisibility ? HIDDEN : "")
        : this.o.deviceC && topConst && !(v.spec.flags & (DS.Extern | DS.Static)) && !this.inAnon
        ? ""
        : this.shadowStorage(v.spec);
      // (a namespace-scope `__shared__` variable is marked unused, as in blocks)
      const unused = cf.shared && !cf.device && !cf.constant ? "__attribute__((unused)) " : "";
      // an array sized by its initializer keeps the size (`static int d_arr[3];`); a constant
      // keeps its initializer (`static const int kTile = 16;`, `static constexpr const float
      // kf = (1.5F);`), as the host may read it
      const decl = { ...v.decl, ops: this.sizedOps(v) };
      // (a variable template keeps its initializer: `template< class T> static T s = ((T)2);`,
      // and so does an explicit specialization of one)
      if (
        v.init && (this.x.inTemplate > 0 || explicitSpec) &&
        !(v.spec.flags & (DS.Const | DS.Constexpr))
      ) {
        // (a variable template's head and type at the template, its name at its own position:
        // `template< class T> static T` / `# 3` / `d_scale = ((T)1);`)
        const tf = this.tplFirst;
        if (tf >= 0 && v.decl.name) {
          this.tplFirst = -1;
          this.at(tf);
          this.emit(prefix + unused + st + this.specText(v.spec) + " ");
          const pos = this.templateVarNameTok(v);
          if (pos >= 0) this.at(pos);
          this.emit(this.declaratorWithInit({ ...v, decl }) + "; ");
          return;
        }
        this.emit(
          prefix + unused + st + this.specText(v.spec) + " " +
            this.declaratorWithInit({ ...v, decl }) + "; ",
        );
        return;
      }
      // (only a const object's: a pointer to const is no constant, `const char *dStr;`)
      if (v.init && topConst) {
        const spec = { ...v.spec, flags: v.spec.flags | DS.Const };
        const ce = v.spec.flags & DS.Constexpr ? "constexpr " : "";
        this.emit(
          prefix + unused + st + ce + this.specText(spec) + " " +
            this.declaratorWithInit({ ...v, spec, decl }) + "; ",
        );
        return;
      }
      // (GNU attributes after the name stay: `static int devvar __attribute((aligned(16)));`)
      // (and those before it lead: `__attribute((aligned(16))) static int d1;`)
      let after = "";
      const nameEnd = v.decl.name?.last ?? v.decl.last;
      const nameTok = v.decl.name?.first ?? v.decl.first;
      const attrs = declAttrs(v);
      for (const a of attrs) if (a.first > nameEnd) after += this.gnuAttrText([a], " ");
      const lead = this.gnuAttrText(attrs.filter((a) => a.first < nameTok), "")
        .replace(/\)\)(?=__)/g, ")) ");
      this.emit(
        prefix + (lead !== "" ? lead + " " : "") + unused + st +
          this.x.typeWithDecl(v.spec, decl, this.declName(v.decl)) + after + "; ",
      );
      return;
    }
    // (a block's `__device__` or `__constant__` variable is static: `static int a;`)
    if (
      (cf.device || cf.constant) && !cf.shared && !cf.managed && this.blockDepth > 0 &&
      !(v.spec.flags & (DS.Static | DS.Extern))
    ) {
      this.variableDecl({ ...v, spec: { ...v.spec, flags: v.spec.flags | DS.Static } }, prefix);
      return;
    }
    if (cf.shared && this.blockDepth > 0) {
      this.note(v.spec, v.decl);
      this.noteShared(v);
      // (its GNU attributes and alignment specifiers lead: `__attribute((aligned(16)))
      // __attribute__((unused)) extern char smem[];`, `alignas(D) __attribute__((unused))`)
      const nameTok = v.decl.name ? v.decl.name.first : v.decl.first;
      const before = declAttrs(v).filter((a) => a.first < nameTok);
      let lead = this.gnuAttrText(before.filter((a) => a.syntax === 0), "")
        .replace(/\)\)(?=__)/g, ")) ");
      for (const a of before) {
        if (a.syntax === 2) lead += (lead === "" ? "" : " ") + "alignas(" + this.attrArgs(a) + ")";
      }
      this.emit(
        (lead === "" ? "" : lead + " ") + "__attribute__((unused)) " +
          // (`extern __shared__ int s[];` stays extern)
          (v.spec.flags & DS.Extern ? "extern " : this.o.deviceC ? "" : "static ") +
          this.x.typeWithDecl(v.spec, v.decl, this.declName(v.decl)) + "; ",
      );
      return;
    }
    const templated = this.tplFirst >= 0;
    if (templated) this.at(this.tplFirst);
    // GNU attributes before the name lead: `__attribute((deprecated)) extern int v;`
    const nameTok = v.decl.name ? v.decl.name.first : v.decl.first;
    const before = declAttrs(v).filter((a) => a.first < nameTok);
    let lead = this.gnuAttrText(before, "", memberMem).replace(/\)\)(?=__)/g, ")) ");
    // standard attributes stay (`[[__no_unique_address__]] _Head _M_head_impl;`: without it
    // std::tuple and std::unique_ptr get another layout than libstdc++'s)
    // (`[[deprecated]]` is placed below, at its own position)
    const isDep = (a: Attribute) =>
      a.syntax === 1 && this.names.text(a.name).replace(/^__(.*)__$/, "$1") === "deprecated";
    const std = this.stdAttrText(before.filter((a) => !isDep(a))).trimEnd();
    if (std !== "") lead += (lead === "" ? "" : " ") + std;
    // alignment specifiers stay (`alignas(16) float v[4];`): without them the host layout differs
    for (const a of before) {
      if (a.syntax === 2) lead += (lead === "" ? "" : " ") + "alignas(" + this.attrArgs(a) + ")";
    }
    // a leading `[[deprecated]]` stays, at its own position (the name then at its own)
    const dep = before.filter(isDep);
    if (dep.length > 0) {
      if (prefix !== "") this.emit(prefix);
      prefix = "";
      this.at(dep[0].first);
      lead = this.stdAttrText(dep).trimEnd() + (lead === "" ? "" : " " + lead);
      if (v.decl.name && this.tplFirst < 0) this.tplFirst = v.decl.name.first;
    } else if (templated && before.some((a) => a.syntax === 0) && prefix !== "") {
      // (a variable template's GNU attributes are at their own position, after the template's
      // head: `template< class _Tp> ` / `# 38` / `__attribute((deprecated)) constexpr ...`)
      this.emit(prefix);
      prefix = "";
      this.at(before.find((a) => a.syntax === 0)!.first);
    }
    // (an unnamed bit-field: `int: 32;`)
    const unnamedBits = !v.decl.name && v.decl.ops.length === 0;
    // (an out-of-class definition of a static data member has its declared const type:
    // `constexpr const O O::less(-1);`)
    // (but not one declared constexpr there, which is inline in C++17: `constexpr inline int
    // Y::c; `)
    const member = (v.decl.name?.parts.length ?? 0) > 1 && this.classDepth === 0
      ? this.staticMembers.get(v.decl.name!.sym!)
      : undefined;
    const memberDef = (v.decl.name?.parts.length ?? 0) > 1 && v.decl.ops.length === 0 &&
      (v.spec.flags & (DS.Constexpr | DS.Const)) === DS.Constexpr && this.x.inTemplate === 0 &&
      !(member && member.flags & DS.Constexpr);
    const inline = member !== undefined && (this.o.cppStd ?? 2017) >= 2017 &&
      (member.flags & (DS.Constexpr | DS.Inline)) !== 0;
    // (a namespace's const object declared `extern` before is defined `extern`: `extern const
    // float cf[3] = {...};` after `extern const float cf[];`)
    const firstDecl = v.decl.name?.sym?.decl;
    const externBefore = this.classDepth === 0 && this.blockDepth === 0 &&
      this.x.inTemplate === 0 &&
      (v.spec.flags & (DS.Const | DS.Extern)) === DS.Const && firstDecl !== undefined &&
      firstDecl !== v && firstDecl.kind === NodeKind.Variable &&
      ((firstDecl as Variable).spec.flags & DS.Extern) !== 0;
    const flags = v.spec.flags | (inline ? DS.Inline : 0) | (externBefore ? DS.Extern : 0);
    this.emit(
      prefix + (lead !== "" ? lead + " " : "") +
        this.storage(flags !== v.spec.flags ? { ...v.spec, flags } : v.spec, false) +
        this.specText(memberDef ? { ...v.spec, flags: v.spec.flags | DS.Const } : v.spec) +
        (unnamedBits ? "" : " "),
    );
    let dtext = this.declaratorWithInit(v);
    if (this.tplFirst >= 0 && v.decl.name) {
      this.tplFirst = -1;
      // (a `[[deprecated]]` variable's name at its own position)
      const pos = templated ? this.templateVarNameTok(v) : idTok(v.decl.name);
      // (a template's pointer declarators stay with the type: `const C *` / `tc< C> ::_S_tz[14];`)
      if (templated && pos >= 0) {
        let k = 0;
        while (k < dtext.length && (dtext[k] === "*" || dtext[k] === "&")) k++;
        if (k > 0) {
          this.emit(dtext.slice(0, k));
          dtext = dtext.slice(k);
        }
      }
      if (pos >= 0) this.at(pos);
    }
    this.emit(dtext + "; ");
    // (a closure variable gets a typedef naming its type, except in templates)
    const closureNames = this.x.inTemplate === 0 ? closureTypedefNames(v, this.closureTypes) : 0;
    if (closureNames > 0) {
      let t = "typedef decltype(" + this.x.name(v.decl.name!) + ") __T" + this.unnamed++;
      if (closureNames > 1) t += ", __T" + this.unnamed++;
      this.emit(t + ";");
    }
  }

  /**
   * Where the name of a variable declared in a template goes (-1: on the template's line). A
   * variable template's (or a member variable template's) is where its first declaration named
   * it: `template< class T> const int` / `# 14` / `S::m = 3; ` for the member declared at 14;
   * an `extern` declaration's stays on the template's line (`template< class > extern A va; `).
   * Others (static members of class templates) at the name's last component (`X< T> ::` / `j`),
   * but a member initialized in its class stays there (`template< class T> const int X< T> ::k; `).
   */
  private templateVarNameTok(v: Variable): number {
    const name = v.decl.name!;
    const own = idTok(name);
    const sym = name.sym;
    if (name.parts.length > 1 && sym !== undefined && this.staticMembers.get(sym)?.init) return -1;
    let pos = own;
    if (sym !== undefined && sym.isTemplate && sym.kind === SymKind.Variable) {
      // (each partial specialization is its own entity)
      const last = name.parts[name.parts.length - 1];
      let key = "";
      if (last.targs) {
        for (let i = last.tok + 1; i <= name.last; i++) key += this.x.tok(i) + " ";
      }
      let seen = this.templateVarPos.get(sym);
      if (seen === undefined) this.templateVarPos.set(sym, seen = new Map());
      const first = seen.get(key);
      if (first === undefined) seen.set(key, own);
      else pos = first;
    }
    return v.spec.flags & DS.Extern ? -1 : pos;
  }

  /**
   * A variable's declarator operators with an unsized array's bound taken from its initializer
   * (`[3]` for `= {1, 2, 3}`, `[6]` for `= "hello"`); the operators as they are otherwise.
   */
  private sizedOps(v: Variable): DeclaratorOp[] {
    const ops = v.decl.ops;
    const i = ops.findIndex((o) => o.op === 4);
    if (i < 0 || ops[i].bound) return ops;
    if (!v.init) {
      // (a declaration before the definition has the definition's bound: `static int t[32];`
      // for `extern __device__ int t[];` before `__device__ int t[32];`)
      const def = v.decl.name?.sym?.def;
      if (def === undefined || def === v || def.kind !== NodeKind.Variable) return ops;
      const dops = this.sizedOps(def as Variable);
      const d = dops[i];
      if (dops.length !== ops.length || d?.op !== 4 || (!d.bound && !d.boundText)) return ops;
      const bt = d.boundText ?? this.x.expr(d.bound!, Ctx.Top);
      return ops.map((o, j) => (j === i ? { ...o, boundText: bt } : o));
    }
    const init = v.init as GenericNode;
    let n: number | undefined;
    if (init.kind === NodeKind.InitList) {
      const list = init.list as Node[] | undefined;
      if (
        list &&
        list.every((e) => e.kind !== NodeKind.Designated && e.kind !== NodeKind.PackExpansion)
      ) {
        n = list.length;
      }
    } else if (init.kind === NodeKind.StringLit) {
      const parts: string[] = [];
      for (let t = init.first; t <= init.last; t++) parts.push(this.x.tok(t));
      const s = concatStringLiterals(parts);
      if (s && s.udSuffix === "") n = s.units.length + 1;
    }
    if (n === undefined) return ops;
    return ops.map((o, j) => (j === i ? { ...o, boundText: String(n) } : o));
  }

  /**
   * Is `f` an out-of-class definition of a member function its class declares `inline`
   * (`inline const char *Ct::is(...) const {...}`)?
   */
  private inlineInClass(f: Function): boolean {
    const nm = f.decl.name;
    if (this.classDepth > 0 || !f.body || !nm || nm.parts.length < 2) return false;
    const last = nm.parts[nm.parts.length - 1];
    // (a constructor's name finds its class: `inline S::S()`)
    const ctor = (last.special ?? 0) === 0 && last.atom === nm.parts[nm.parts.length - 2].atom;
    const sym = ctor ? undefined : nm.sym;
    if (
      sym !== undefined && (sym.kind !== SymKind.Function || sym.owner.kind !== ScopeKind.Class)
    ) {
      return false;
    }
    const specs = sym?.fnSpecs ?? [], decls = sym?.fnDeclarators ?? [];
    // (the declaration with these parameters: not another overload's)
    if (
      specs.some((sp, i) =>
        sp !== null && ((sp as DeclSpec).flags & DS.Inline) !== 0 && decls[i] !== undefined &&
        sameSignature({ ...f, decl: decls[i] as Declarator }, f)
      )
    ) return true;
    // (one declared in a template or an explicit specialization, whose specifiers are not
    // recorded: from the class's members, `inline bool is(mask, char) const;` in `ctype< char>`)
    // (the class the qualifier names: the explicit specialization `ctype< char> `, whose member
    // may resolve to a base's of the primary template)
    // (a destructor, operator or conversion function, a member template too: `inline A::~A()`,
    // `template< class U> inline void A::k()`)
    const qc = this.qualifierClass(nm);
    const def = qc ? this.classOfScope.get(qc) : undefined;
    if (def === undefined) return false;
    const matches = (g: Function) =>
      (g.spec.flags & DS.Inline) !== 0 && !g.body && !g.defn && g.decl.name?.parts.length === 1 &&
      this.sameComponent(g.decl.name.parts[0], last) && sameSignature(g, f);
    return someMemberFunction(def, matches) ||
      (this.x.inTemplate > 0 &&
        def.members.some((m) =>
          m.kind === NodeKind.Template && (m as Template).decl.kind === NodeKind.Function &&
          matches((m as Template).decl as Function)
        ));
  }

  /** Do two name components name the same member (operators and conversions alike)? */
  private sameComponent(a: NameComponent, b: NameComponent): boolean {
    const sa = a.special ?? 0;
    if (sa !== (b.special ?? 0) || a.atom !== b.atom) return false;
    if (sa === 1) return a.op === b.op && !a.opArray === !b.opArray;
    if (sa === 2) {
      const ca = a.convType, cb = b.convType;
      if (!ca || !cb || ca.last - ca.first !== cb.last - cb.first) return false;
      for (let i = 0; i <= ca.last - ca.first; i++) {
        if (this.x.tok(ca.first + i) !== this.x.tok(cb.first + i)) return false;
      }
    }
    return true;
  }

  /**
   * Is member function `f`, declared in the class being printed without `virtual`, virtual
   * because it overrides a virtual function of a (non-dependent) base: a destructor after a
   * virtual one, a function with the same name, parameters and qualifiers (`virtual ~D1();`,
   * `virtual void f(int);` but not `void f(long);`)?
   */
  /** In a template, are the bases of the class being printed all dependent ones? */
  private onlyDependentBases(): boolean {
    const cls = this.classNodes[this.classNodes.length - 1];
    if (this.x.inTemplate === 0 || !cls || cls.bases.length === 0) return false;
    return cls.bases.every((b) => {
      if (b.name.kind !== NodeKind.Name) return true;
      const n = b.name as Name;
      return this.x.isDependentName(n) || this.x.mentionsTemplateParam(n) ||
        (n.sym?.kind === SymKind.Typedef && n.sym.dependent === true);
    });
  }

  private implicitlyVirtual(f: Function): boolean {
    if (this.classDepth === 0 || this.blockDepth > 0 || f.spec.flags & DS.Virtual) return false;
    const nm = f.decl.name;
    const cls = this.classNodes[this.classNodes.length - 1];
    if (!nm || nm.parts.length !== 1 || !cls || cls.bases.length === 0) return false;
    const sp = nm.parts[0].special ?? 0;
    if (sp !== 0 && sp !== 1 && sp !== 3) return false;
    return this.baseDeclaresVirtual(cls, f, 0);
  }

  /**
   * Declares the non-static data members of the bases of class `c` (their bases' first), for
   * the types of the expressions in its member functions. Through a class template only its own
   * non-dependent bases (`thread_group` of `template<unsigned I> struct tgb : thread_group`), not
   * the template's members.
   */
  private noteBaseMembers(c: Class, depth: number, viaTemplate: boolean): void {
    if (depth > 8) return;
    for (const b of c.bases) {
      if (b.name.kind !== NodeKind.Name || b.pack) continue;
      const n = b.name as Name;
      if (viaTemplate && n.parts.some((p) => p.targs)) continue;
      // (in a template, only a base not depending on its parameters)
      if (
        depth === 0 && this.x.inTemplate > 0 &&
        (this.x.isDependentName(n) || this.x.mentionsTemplateParam(n) ||
          (n.sym?.kind === SymKind.Typedef && n.sym.dependent === true))
      ) continue;
      let s = n.sym;
      for (let i = 0; i < 8 && s?.kind === SymKind.Typedef; i++) s = s.target;
      const def = s?.kind === SymKind.Class ? s.def : undefined;
      if (def?.kind !== NodeKind.Class || def === c) continue;
      const bc = def as Class;
      this.noteBaseMembers(bc, depth + 1, viaTemplate || s!.isTemplate);
      if (s!.isTemplate) continue;
      for (const m of bc.members) {
        const list = m.kind === NodeKind.SimpleDecl ? (m as SimpleDecl).decls : [m];
        for (const d of list) {
          if (d.kind !== NodeKind.Variable) continue;
          const v = d as Variable;
          if (!(v.spec.flags & DS.Static)) this.note(v.spec, v.decl);
        }
      }
    }
  }

  private baseDeclaresVirtual(c: Class, f: Function, depth: number): boolean {
    if (depth > 8) return false;
    const last = f.decl.name!.parts[0];
    const dtor = last.special === 3;
    for (const b of c.bases) {
      // (in a template, a base named with template arguments is dependent: not known)
      if (
        this.x.inTemplate > 0 && b.name.kind === NodeKind.Name &&
        (b.name as Name).parts.some((p) => p.targs)
      ) continue;
      let s = b.name.kind === NodeKind.Name ? (b.name as Name).sym : undefined;
      if (s?.kind === SymKind.Typedef) s = s.target;
      const def = s?.def;
      if (def?.kind !== NodeKind.Class) continue;
      const bc = def as Class;
      const virtualHere = someMemberFunction(bc, (g) => {
        const gp = g.decl.name?.parts.length === 1 ? g.decl.name.parts[0] : undefined;
        if (!gp || !(g.spec.flags & DS.Virtual)) return false;
        if (dtor) return gp.special === 3;
        return (gp.special ?? 0) === (last.special ?? 0) && gp.atom === last.atom &&
          gp.op === last.op && sameSignature(g, f);
      });
      if (virtualHere || this.baseDeclaresVirtual(bc, f, depth + 1)) return true;
    }
    return false;
  }

  /** `static ` / hidden visibility / nothing for a device-variable shadow. */
  private shadowStorage(spec: DeclSpec): string {
    // (`static inline int d_counter;` for `static __device__ inline int d_counter = 0;`)
    if (spec.flags & DS.Static) return spec.flags & DS.Inline ? "static inline " : "static ";
    const ext = spec.flags & DS.Extern ? "extern " : "";
    if (this.inAnon) return this.o.deviceC ? ext : "static ";
    if (!this.o.deviceC) return "static ";
    // (hidden only with --device-hidden-visibility; an inline one stays inline, so that the
    // definitions of every translation unit merge: `__attribute__((visibility("hidden"))) inline
    // int v;`)
    return (this.o.deviceHiddenVisibility ? HIDDEN : "") + ext +
      (spec.flags & DS.Inline ? "inline " : "");
  }

  private declName(d: Declarator): string {
    if (!d.name) return "";
    this.x.declaredName = true;
    try {
      return this.declNameInner(d);
    } finally {
      this.x.declaredName = false;
    }
  }

  private declNameInner(d: Declarator): string {
    if (!d.name) return "";
    if (this.stubName) {
      // `a::b::__wrapper__device_stub_k`, `__wrapper__device_stub_k< bool> `
      const ps = d.name.parts;
      const q = ps.length > 1 ? this.x.name({ ...d.name, parts: ps.slice(0, -1) }) + "::" : "";
      return q + "__wrapper__device_stub_" + this.x.component(ps[ps.length - 1]);
    }
    // a `device_builtin` variable (`threadIdx`) is renamed `__device_builtin_variable_threadIdx`
    if (
      this.builtinVar >= 0 && d.name.parts.length === 1 && d.name.parts[0].atom === this.builtinVar
    ) {
      return "__device_builtin_variable_" + this.x.name(d.name);
    }
    const ps = d.name.parts;
    const dq = this.declNameQual;
    if (dq !== undefined) {
      this.declNameQual = undefined;
      if (ps.length > 1) return dq + "::" + this.x.component(ps[ps.length - 1]);
    }
    // (an explicit specialization's member keeps its class template-id as written: `template<>
    // int coll< char> ::cmp(...)` in std for std::__cxx11::coll)
    if (
      this.explicitSpecName && this.classDepth === 0 && ps.length > 1 &&
      ps[ps.length - 2].targs !== undefined
    ) {
      // (its arguments as a specialization head's: `SC< gx::s1> ::f` for `SC<s1>::f` after
      // `using gx::s1;`)
      this.x.explicitHead++;
      try {
        return this.x.name(d.name);
      } finally {
        this.x.explicitHead--;
      }
    }
    // an out-of-class member's class is named from the current namespace:
    // `__cxx11::basic_string< _CharT, _Traits, _Alloc> ::_M_create` in std
    if (ps.length > 1 && !d.name.global && this.classDepth === 0 && this.blockDepth === 0) {
      const cs = this.qualifierClass(d.name)?.sym;
      // (only a class the written namespaces lead to: not `__future_base::_Task_state< ...> `)
      const found = cs ? this.x.namespaceMember(d.name, ps.length - 2) : undefined;
      const same = found !== undefined && cs &&
        (found === cs || (found.primary ?? found) === (cs.primary ?? cs));
      const q = same
        ? this.relativeTypeName({ ...d.name, parts: ps.slice(0, -1), sym: cs })
        : undefined;
      if (q !== undefined) return q + "::" + this.x.component(ps[ps.length - 1]);
    }
    return this.x.name(d.name);
  }

  /**
   * Is direct-initializer argument `a` printed in its own parentheses: a class temporary `T()`
   * written in them (else the declaration would declare a function: `Widget w2((Timer()));`),
   * or a constant cast (`int c(((unsigned)4));`, `int c2((static_cast< int>(4U)));`)?
   */
  private keptInitParens(a: Node): boolean {
    const x = stripParens(a);
    if (a.kind === NodeKind.Paren && x.kind === NodeKind.FunctionalCast) {
      const g = x as GenericNode;
      return !g.braced && (g.args ?? []).length === 0;
    }
    return (x.kind === NodeKind.Cast || x.kind === NodeKind.NamedCast) && this.x.isConstant(x);
  }

  /** A range-for's braced list, printed as a variable's braces (see ExprPrinter.varBraces). */
  private rangeList(re: Node): string {
    const save = this.x.varBraces;
    this.x.varBraces = true;
    try {
      return this.x.expr(re, Ctx.Top);
    } finally {
      this.x.varBraces = save;
    }
  }

  /** `x = 1`, `*p = (0)`, `a[3] = {1, 2, 3}` (and records the name). */
  private declaratorWithInit(v: Variable): string {
    try {
      return this.declaratorWithInitInner(v);
    } finally {
      this.bitWidth = undefined;
    }
  }

  /** The width of the bit-field `declaratorWithInit` declares (for `note`). */
  private bitWidth: Node | undefined;

  private declaratorWithInitInner(v: Variable): string {
    let s = this.x.declarator(v.decl, this.declName(v.decl));
    for (const a of declAttrs(v)) {
      if (a.first > (v.decl.name?.last ?? v.decl.last)) s += this.gnuAttrText([a], " ");
    }
    // (an asm label stays: `int renamed_var __asm__("uh_custom_var") = 9;`)
    // (not an out-of-class static data member's definition: `int S::sm = 4;`)
    const label = (v.decl.name?.parts.length ?? 1) === 1 ? v.decl.asmLabel : undefined;
    if (label !== undefined) s += " __asm__(" + this.x.stringLit(label, this.asmEnd(label)) + ")";
    const bw = (v as Variable & { bitWidth?: Node }).bitWidth ?? v.decl.bitWidth;
    this.bitWidth = bw;
    // (with a default member initializer, the width in parentheses: `int level:  (4) = 3;`)
    if (bw) {
      const w = this.x.expr(bw, Ctx.Top);
      s += v.init && v.initStyle === 1 ? ":  (" + w + ")" : ": " + w;
    }
    let key = this.x.typeKey(v.spec, v.decl);
    // (an `auto` variable has its literal initializer's type: `constexpr auto b = (1.5);`)
    if (
      key === "auto" && v.init && v.initStyle === 1 && v.decl.ops.length === 0 &&
      v.init.kind !== NodeKind.Unary
    ) {
      const lt = this.x.literalType(v.init);
      if (lt !== undefined && this.x.isArithmeticKey(lt)) key = lt;
    }
    if (
      v.init && v.initStyle === 1 && isMutableCharPointer(v.spec, v.decl) &&
      isNarrowString(this.tb, v.init)
    ) {
      // (the deprecated conversion is a cast: `char *name = ((char *)("default"));`)
      s += " = ((char *)(" + this.x.stringLit(v.init.first, v.init.last) + "))";
      this.note(v.spec, v.decl);
      return s;
    }
    if (
      v.init && v.initStyle === 1 && v.spec.type?.kind === NodeKind.Decltype &&
      (v.spec.type as GenericNode).expr === undefined && v.init.kind !== NodeKind.Ident
    ) {
      // (a `decltype(auto)` variable's initializer other than a plain name is parenthesized, as
      // it decides the type: `decltype(auto) r = (pick(x));`)
      s += " = (" + this.x.exprInner(stripParens(v.init)) + ")";
      this.note(v.spec, v.decl);
      this.noteDependence(v);
      return s;
    }
    if (v.init) {
      const ctx = Ctx.Init;
      const lit = this.x.literalType(v.init) !== undefined && v.init.kind !== NodeKind.Unary;
      if (
        (v.spec.flags & DS.Constexpr) && v.initStyle === 1 && this.x.isOperation(v.init) &&
        v.init.kind !== NodeKind.Paren && !this.varTemplateInit(v.init) &&
        !this.castOfVarTemplate(v.init) &&
        // (outside templates, one that is not folded: `constexpr int n = (2 * sz(kP));`)
        (this.x.inTemplate > 0 ||
          (v.init.kind === NodeKind.Binary && !this.x.isConstant(v.init) &&
            this.x.mentionsCall(v.init)))
      ) {
        // (in a template, a constexpr initializer that is an operation is a constant too:
        // `constexpr bool b = (_Tr::f() || _Tr::g());`; an operator function call has its own
        // parentheses)
        this.x.constantExpr++;
        try {
          const t = this.x.expr(v.init, Ctx.Top);
          s += " = " + (this.x.isOperatorCall(v.init) ? t : "(" + t + ")");
        } finally {
          this.x.constantExpr--;
        }
        this.noteInit = true;
        this.note(v.spec, v.decl);
        this.noteInit = false;
        this.noteDependence(v);
        return s;
      }
      if (
        (v.spec.flags & DS.Constexpr) && v.initStyle === 1 && v.init.kind === NodeKind.SizeofPack &&
        key !== "unsigned long" && key !== "auto"
      ) {
        // (a `sizeof...` converted from its size_t: `constexpr int c = (sizeof...(A));`)
        s += " = (" + this.x.expr(v.init, Ctx.Top) + ")";
        this.noteInit = true;
        this.note(v.spec, v.decl);
        this.noteInit = false;
        this.noteDependence(v);
        return s;
      }
      if (
        (v.spec.flags & DS.Constexpr) && v.initStyle === 1 && !lit && !this.x.isOperation(v.init) &&
        // (not a call the template leaves unresolved: `constexpr bool b = T::f();`)
        !(this.x.inTemplate > 0 &&
          (this.x.dependentCall(v.init) ||
            (v.init.kind === NodeKind.Call && this.x.mentionsParamTokens(v.init)))) &&
        !this.x.isEnumerator(v.init) &&
        !(v.init.kind === NodeKind.Ident && this.bareConstexprName(v.init, key)) &&
        v.init.kind !== NodeKind.InitList && v.init.kind !== NodeKind.Lambda &&
        // (a call is printed bare: `constexpr auto kP = mk(3);`)
        v.init.kind !== NodeKind.Call &&
        // (a type trait, `sizeof...` or a class temporary `T()` is printed bare)
        v.init.kind !== NodeKind.TypeTrait && v.init.kind !== NodeKind.SizeofPack &&
        v.init.kind !== NodeKind.FunctionalCast &&
        // (so is a fold, with its own parentheses, and in a template a noexcept operator:
        // `constexpr bool b = (W< T> ::value && ... );`, `= noexcept((T()));`)
        stripParens(v.init).kind !== NodeKind.Fold &&
        !(this.x.inTemplate > 0 && v.init.kind === NodeKind.Noexcept)
      ) {
        // a constexpr initializer is a constant: a name or call keeps parentheses
        s += " = (" + this.x.expr(v.init, Ctx.Top) + ")";
        this.noteInit = true;
        this.note(v.spec, v.decl);
        this.noteInit = false;
        this.noteDependence(v);
        return s;
      }
      const zero = v.initStyle === 1 && v.init.kind === NodeKind.InitList &&
          ((v.init as GenericNode).list ?? []).length === 0
        ? this.x.zeroValue(v.spec, v.decl)
        : undefined;
      if (zero !== undefined) {
        // (`= {}` too, without its braces: `long l2 = 0L;`)
        s += " = " + zero;
      } else if (v.initStyle === 1 && key === "class" && this.x.constructingCast(v.init)) {
        // a class object initialized by a cast that constructs it: `H z = ((H)(tr));`
        const g = v.init as GenericNode;
        s += " = ((" + this.x.typeId(g.type as TypeId) + ")(" + this.x.args([g.expr!]) + "))";
      } else if (v.initStyle === 1 && v.init.kind === NodeKind.Lambda) {
        s += " = " + this.x.expr(v.init, Ctx.Top);
      } else if (
        v.initStyle === 1 && this.x.inTemplate > 0 &&
        ((stripParens(v.init).kind === NodeKind.Member &&
          this.x.unresolvedMember(stripParens(v.init)) &&
          !this.x.initUnknownArrow(stripParens(v.init) as GenericNode)) ||
          this.x.constructsFromUnresolved(v.init))
      ) {
        // (so is one constructed from such a member: `auto __pi = ((::new (__mem) _Sp_cp_type((
        // __a._M_a), ...)));`, `((((Y< T> )((a.i)))))`)
        // a member the front end leaves unresolved, copied into the variable:
        // `pointer __old_start = (((this->_M_impl)._M_start));`
        s += " = ((" + this.x.exprInner(stripParens(v.init)) + "))";
      } else if (
        v.initStyle === 1 && this.x.inTemplate > 0 &&
        (lit || this.x.promotedEnumerator(v.init)) && v.decl.ops.length === 0 &&
        this.dependentSpec(v.spec) && this.x.literalType(v.init) !== "string" &&
        !dependentTemplateIdType(v.spec)
      ) {
        // a literal or enumerator converted to a dependent type: `I k = (0);`, `I s = (K);`
        s += " = (" + this.x.expr(v.init, Ctx.Top) + ")";
      } else if (
        v.initStyle === 1 && this.x.inTemplate > 0 && v.decl.ops.length === 0 &&
        this.dependentSpec(v.spec) && this.x.convertsToDependent(v.init) &&
        // (a conditional mostly not: `T c = (n % 2 == 1) ? -((T)1) : ((T)1);`)
        v.init.kind !== NodeKind.Conditional && v.init.kind !== NodeKind.Paren
      ) {
        // an operation converted to a dependent type: `_Tp __d = (-std::log(__x2));`
        s += " = (" + this.x.expr(v.init, Ctx.Top) + ")";
      } else if (
        v.initStyle === 1 && this.x.inTemplate > 0 &&
        (!this.dependentSpec(v.spec) || v.decl.ops.length > 0) &&
        this.x.convertsFromDependent(v.init)
      ) {
        // one of a dependent type converted: `int q = (-a);`, `_Bit_type w = (*(__b._M_p));`
        s += " = (" + this.x.expr(v.init, this.x.isComma(v.init) ? Ctx.Init : Ctx.Top) +
          ")";
      } else if (
        v.initStyle === 1 && this.x.inTemplate === 0 && v.decl.ops.length === 0 &&
        this.copiedConstObject(v, v.init)
      ) {
        // a const class object copied into one that is not: `auto a4 = (N::adv);`; into a const
        // one too when the class declares constructors, `constexpr auto f1 = (A1);`
        s += " = (" + this.x.expr(v.init, Ctx.Top) + ")";
      } else if (v.initStyle === 1) {
        // (an array's braced elements convert to its arithmetic element type)
        const save = this.x.initElemType;
        if (key === "arr" && v.init.kind === NodeKind.InitList) {
          const ek = this.x.typeKey(v.spec, {
            ...v.decl,
            ops: v.decl.ops.filter((o) => o.op !== 4),
          });
          // (pointer elements too: a null pointer constant is converted, `{("a"), (0)}`)
          this.x.initElemType = this.x.isArithmeticKey(ek) || ek === "ptr"
            ? ek
            : this.x.inTemplate > 0 && v.decl.ops.every((o) => o.op === 4) &&
                this.dependentSpec(v.spec)
            ? "dep"
            : "?";
        } else this.x.initElemType = "?";
        // (a string element initializes a pointer, `{("x")}`, or an array, `{"alpha"}`)
        const saveStr = this.x.initStrTarget;
        this.x.initStrTarget = key === "arr" && v.init.kind === NodeKind.InitList
          ? this.x.typeKey(v.spec, { ...v.decl, ops: v.decl.ops.slice(1) })
          : undefined;
        const saveVar = this.x.varBraces;
        const saveKeys = this.x.initFieldKeys;
        const saveElemKeys = this.x.initElemKeys;
        this.x.varBraces = key !== "arr" && v.init.kind === NodeKind.InitList;
        if (key === "class" && v.init.kind === NodeKind.InitList && v.decl.ops.length === 0) {
          this.x.initFieldKeys = this.x.aggregateKeys(v.spec);
        }
        // (an array of aggregates: each element's braces convert to the members' types,
        // `S g[] = {{(-1), 2}}`)
        if (
          key === "arr" && v.init.kind === NodeKind.InitList && v.decl.ops.length === 1 &&
          this.x.initElemType === "?" && this.x.typeKey(v.spec, { ...v.decl, ops: [] }) === "class"
        ) this.x.initElemKeys = this.x.aggregateKeys(v.spec);
        const wrap = !(v.spec.type === undefined && v.spec.builtins.includes(T.KwAuto)) &&
          v.decl.ops.length === 0 && this.x.unresolvedClassCast(v.init);
        // (outside templates any object's initializer is folded when constant: `double d =
        // (ce(2));`, `int b = (ce(2) + 1);`)
        const constVar = this.constVariable(v) ||
          (this.x.inTemplate === 0 && v.decl.ops.length === 0);
        if (constVar) this.x.constInit++;
        const saveAuto = this.x.autoInit;
        this.x.autoInit = key === "auto" &&
          !(this.classDepth > 0 && this.blockDepth === this.memberBlockDepth);
        let text = this.x.converted(v.init, key, ctx);
        // (a scalar's braced value is the value: `int z = a;` for `int z = {a};`)
        const one = v.init.kind === NodeKind.InitList
          ? (v.init as GenericNode).list ?? []
          : undefined;
        if (
          one?.length === 1 && one[0].kind !== NodeKind.InitList && v.decl.ops.length === 0 &&
          this.x.isArithmeticKey(key) && text.startsWith("{") && text.endsWith("}")
        ) text = text.slice(1, -1);
        // (a comma whose value is an object read is converted: `int q = ((n, n2));`)
        const cm = stripParens(v.init);
        if (
          v.init.kind === NodeKind.Paren && cm.kind === NodeKind.Comma && !wrap &&
          this.x.inTemplate === 0 &&
          stripParens((cm as GenericNode).rhs!).kind === NodeKind.Ident &&
          this.x.isArithmeticKey(this.x.exprType((cm as GenericNode).rhs!))
        ) text = "(" + text + ")";
        // (a reference bound to a function named: `auto &kr = (k);`; not a pointer, `auto *p = k;`)
        const fnRef = v.init.kind === NodeKind.Ident
          ? ((v.init as GenericNode).name as Name | undefined)?.sym
          : undefined;
        if (
          fnRef?.kind === SymKind.Function && !wrap && this.x.inTemplate === 0 &&
          (v.decl.ops[0]?.op === 1 || v.decl.ops[0]?.op === 2)
        ) text = "(" + text + ")";
        s += " = " + (wrap ? "((" : "") + text + (wrap ? "))" : "");
        this.x.autoInit = saveAuto;
        if (constVar) this.x.constInit--;
        this.x.varBraces = saveVar;
        this.x.initFieldKeys = saveKeys;
        this.x.initElemKeys = saveElemKeys;
        this.x.initElemType = save;
        this.x.initStrTarget = saveStr;
      } else if (
        v.initStyle === 3 && v.init.kind === NodeKind.InitList &&
        ((v.init as GenericNode).list ?? []).length === 0 &&
        this.x.zeroValue(v.spec, v.decl) !== undefined
      ) {
        // (an empty braced initializer of a scalar is its zero: `long lv{0L};`)
        s += "{" + this.x.zeroValue(v.spec, v.decl) + "}";
      } else if (
        v.initStyle === 3 && v.init.kind === NodeKind.InitList && v.decl.ops.length === 0 &&
        this.x.isArithmeticKey(key) && ((v.init as GenericNode).list ?? []).length === 1 &&
        ((v.init as GenericNode).list![0].kind !== NodeKind.InitList)
      ) {
        // (a scalar's one braced value is converted as with `=`: `unsigned e{(1)};`)
        s += "{" + this.x.converted((v.init as GenericNode).list![0], key, Ctx.Init) + "}";
      } else if (v.initStyle === 3) {
        const save = this.x.initFieldKeys;
        this.x.initFieldKeys = key === "class" && v.decl.ops.length === 0
          ? this.x.aggregateKeys(v.spec)
          : undefined;
        const saveVar = this.x.varBraces;
        this.x.varBraces = key !== "arr" && v.init.kind === NodeKind.InitList;
        s += this.x.expr(v.init, Ctx.Top);
        this.x.varBraces = saveVar;
        this.x.initFieldKeys = save;
      } else {
        const g = v.init as GenericNode;
        const args = g.kind === NodeKind.Paren && g.args ? g.args : [v.init];
        // (a member left unresolved initializing a variable of a known type, or a pointer, is
        // converted as in a mem-initializer: `_Tp *__p(((__a._M_data)));`)
        const conv = args.length === 1 && this.x.inTemplate > 0 &&
          this.x.unresolvedOperand(stripParens(args[0])) &&
          !(this.dependentSpec(v.spec) && v.decl.ops.length === 0);
        const key = args.length === 1 && !conv && this.x.namedConstant(args[0])
          ? this.x.typeKey(v.spec, v.decl)
          : "?";
        // (an operation of a dependent type converted to the variable's known type, as with
        // `=`: `bool d((!t));`)
        const fromDep = !conv && args.length === 1 && this.x.inTemplate > 0 &&
          args[0].kind !== NodeKind.Paren &&
          (!this.dependentSpec(v.spec) || v.decl.ops.length > 0) &&
          this.x.convertsFromDependent(args[0]);
        s += conv ? "(((" + this.x.exprInner(stripParens(args[0])) + ")))" : key !== "?"
          // (a named constant converted: `long y((gk));`)
          ? "(" + this.x.converted(args[0], key, Ctx.Top) + ")"
          : fromDep
          ? "((" + this.x.expr(args[0], Ctx.Top) + "))"
          : args.length === 1 && this.keptInitParens(args[0])
          ? "((" + this.x.exprInner(stripParens(args[0])) + "))"
          : "(" + this.x.args(args) + ")";
      }
    }
    // (a const object is a constant only with a constant initializer)
    const constVar = this.constVariable(v);
    if (constVar) this.x.constInit++;
    this.noteInit = v.init !== undefined && this.x.isConstant(v.init);
    if (constVar) this.x.constInit--;
    this.note(v.spec, v.decl);
    this.noteInit = false;
    this.noteDependence(v);
    return s;
  }

  /**
   * The class of `e` when it names a namespace's const or constexpr object of a class type (no
   * pointer or reference), outside templates.
   */
  private constClassObject(e: Node): Sym | undefined {
    const n = e.kind === NodeKind.Ident ? (e as GenericNode).name as Name | undefined : undefined;
    const sym = n?.sym;
    const d = sym?.kind === SymKind.Variable ? sym.decl as Variable | undefined : undefined;
    if (
      d?.kind !== NodeKind.Variable || sym!.owner.kind !== ScopeKind.Namespace ||
      d.decl.ops.length > 0 || (d.spec.flags & (DS.Const | DS.Constexpr)) === 0
    ) return undefined;
    const t = d.spec.type as Name | undefined;
    let cs = t?.kind === NodeKind.Name ? t.sym : undefined;
    for (let i = 0; i < 8 && cs?.kind === SymKind.Typedef; i++) cs = cs.target;
    return cs?.kind === SymKind.Class ? cs : undefined;
  }

  /**
   * Is the name `e` initializing a constexpr variable of type key `key` printed bare? A local
   * name is, but for a variable of a dependent type (`constexpr unsigned U = (N);` after
   * `constexpr auto N = it< T> ::dg;`); so is a name through a decltype (`__decltype(kv)::value`)
   * and a static constant member of the same type (`constexpr int a = it< long> ::dg;`, but
   * `constexpr long b = (it< long> ::dg);`).
   */
  /** See declaratorWithInitInner: a const class object `init` copied into `v`, parenthesized. */
  private copiedConstObject(v: Variable, init: Node): boolean {
    const cls = this.constClassObject(init);
    if (cls === undefined) return false;
    if ((v.spec.flags & (DS.Const | DS.Constexpr)) === 0) return true;
    const def = cls.def as Class | undefined;
    return def?.kind === NodeKind.Class && declaresConstructor(def);
  }

  private bareConstexprName(e: Node, key: string): boolean {
    const n = (e as GenericNode).name as Name | undefined;
    if (!n) return false;
    // (a class object is copied as it is: `constexpr auto a2 = N::adv;`)
    if (this.x.inTemplate === 0 && this.constClassObject(e) !== undefined) return true;
    if (n.parts.length === 1) {
      // (a constant of a dependent type: not a parameter, `constexpr size_t __j =
      // __rhs_index;` for a generic lambda's `auto __rhs_index`)
      const v = this.x.lookup(n.parts[0].atom);
      return !(this.x.inTemplate > 0 && v?.depType === true && v.spec !== undefined &&
        (v.spec.flags & (DS.Const | DS.Constexpr)) !== 0);
    }
    if (n.parts[0].special === 5) return true;
    const k = this.x.staticConstantKey(n);
    return k !== undefined && (key === "auto" || key === k);
  }

  /** Is `v` a const object (not a reference or pointer) initialized by `=`? */
  private constVariable(v: Variable): boolean {
    return v.initStyle === 1 && (v.spec.flags & DS.Const) !== 0 && v.decl.ops.length === 0;
  }

  /**
   * Is the name asserted by a static assertion printed bare? It is but in a template for a
   * variable template-id (`(is_same_v< ...> )`) or a name depending on template parameters
   * (`(cs::template tc< T> ::value)`; `cs::tc< int> ::value` and `S::v` stay bare).
   */
  private bareAssertedName(g: GenericNode): boolean {
    const n = g.name as Name | undefined;
    if (n === undefined) return false;
    if (this.x.inTemplate === 0) return true;
    if (n.parts.length === 1) return !n.parts[0].targs;
    // (nor through a typedef of a dependent type: `(_CopyConstructible::value)`)
    const first = this.x.lookup(n.parts[0].atom);
    if (
      first !== undefined && (first.type === "typedef:?" || first.tdDependent ||
        (first.tdSpec !== undefined && this.x.mentionsParamTokens(first.tdSpec)))
    ) return false;
    return !this.x.dependentQualified(n) && !this.x.isDependentName(n) &&
      !this.x.mentionsParamTokens(g);
  }

  /**
   * An `auto` variable initialized by a call of a plain function returning a class that is no
   * template: it has that class, so its members are typed (`b.thread_rank() == (0)` for `auto b =
   * cg::this_thread_block();`).
   */
  private noteReturnedClass(info: VarInfo, v: Variable): void {
    const init = stripParens(v.init!);
    const c = init.kind === NodeKind.Call ? stripParens((init as GenericNode).expr!) : init;
    const fs = c.kind === NodeKind.Ident
      ? ((c as GenericNode).name as Name | undefined)?.sym
      : undefined;
    const f = fs?.kind === SymKind.Function && !fs.isTemplate && fs.fnDecls === 1
      ? fs.decl as Function | undefined
      : undefined;
    const rt = f?.kind === NodeKind.Function && f.decl.ops.length === 1
      ? f.spec.type as Name | undefined
      : undefined;
    if (
      init.kind === NodeKind.Call && rt?.kind === NodeKind.Name &&
      rt.sym?.kind === SymKind.Class && !rt.sym.isTemplate && !rt.parts.some((p) => p.targs)
    ) {
      info.spec = f!.spec;
      info.decl = { ...v.decl, ops: [] };
    }
  }

  /**
   * Outside templates, an `auto` variable or reference initialized with an object of a known
   * class (`init`, or an element of it: a range-based for's range) has that class, so its data
   * members called are operands: `(r.fn)(d)` after `const auto &r = e;`.
   */
  private noteAutoClass(v: Variable, init: Node, element: boolean): void {
    if (
      v.decl.name?.parts.length !== 1 || v.spec.type !== undefined ||
      v.spec.builtins.length !== 1 || v.spec.builtins[0] !== T.KwAuto ||
      v.decl.ops.some((o) => o.op !== 1 && o.op !== 2)
    ) return;
    const c = this.x.knownClass(init, element);
    const info = this.x.lookup(v.decl.name.parts[0].atom);
    if (info && c) info.cls = c;
    else if (info && !element && init.kind === NodeKind.Call) {
      info.clsTemplate = this.x.callClassTemplate(init as GenericNode);
    }
  }

  /**
   * Does `e` name, anywhere in it, a template parameter or a variable or typedef of a type or
   * value depending on template parameters (`reinterpret_cast<const int4 *>(p)` for a `T *p`)?
   */
  private mentionsDependentToken(e: Node): boolean {
    for (let i = e.first; i <= e.last; i++) {
      if (this.tb.kind[i] !== T.Identifier) continue;
      const v = this.x.lookup(this.tb.atom[i]);
      if (v && (v.tparam || v.ttparam || v.depType || v.valueDep || v.tdDependent)) return true;
    }
    return false;
  }

  /** After a variable's declaration: is its type or value dependent (see `VarInfo`)? */
  private noteDependence(v: Variable): void {
    // (a local initialized from template parameters: its size stays `sizeof(b)`)
    if (
      this.x.inTemplate > 0 && this.blockDepth > 0 && v.init !== undefined &&
      v.decl.name?.parts.length === 1 && this.mentionsDependentToken(v.init)
    ) {
      const info = this.x.lookup(v.decl.name.parts[0].atom);
      if (info) info.depInit = true;
    }
    // an `auto` variable initialized with an expression depending on template parameters has a
    // dependent type: `auto __res = std::f(__first);` in a function template
    if (
      this.x.inTemplate > 0 && v.init !== undefined && v.decl.name?.parts.length === 1 &&
      v.spec.type === undefined && v.spec.builtins.includes(T.KwAuto) &&
      (this.x.mentionsParamTokens(v.init) || this.x.typeDependent(v.init) ||
        this.x.dependentCall(v.init) || this.mentionsDependentVar(v.init) ||
        this.x.implicitThisCall(v.init))
    ) {
      const info = this.x.lookup(v.decl.name.parts[0].atom);
      if (info) {
        info.depType = true;
        // (a local one is no constant: `N + 1` after `constexpr auto N = it< T> ::dg;` is a
        // type-dependent operation, printed bare)
        if (this.blockDepth > 0) info.constant = false;
      }
    }
    // an `auto` variable initialized with a literal has the literal's type (`x = ((3.5));` after
    // `auto x = 5;`), and one initialized with a value of a known arithmetic type has that type
    // (`w * (8)` after `const auto w = std::min< size_t> (sizeof(size_t), 8);`)
    if (
      v.init !== undefined && v.initStyle === 1 && v.decl.name?.parts.length === 1 &&
      v.decl.ops.length === 0 && v.spec.type === undefined && v.spec.builtins.length === 1 &&
      v.spec.builtins[0] === T.KwAuto && !(v.spec.flags & DS.Volatile)
    ) {
      const info = this.x.lookup(v.decl.name.parts[0].atom);
      const lt = (v.spec.flags & DS.Const ? undefined : this.x.literalType(v.init)) ??
        (info?.depType ? undefined : this.x.exprType(v.init));
      if (info && lt !== undefined && this.x.isArithmeticKey(lt)) info.type = lt;
    }
    // (in a template too when its initializer depends on nothing: `auto block =
    // cg::this_thread_block();`)
    if (
      v.init !== undefined && (this.x.inTemplate === 0 || !this.mentionsDependentToken(v.init))
    ) this.noteAutoClass(v, v.init, false);
    // outside templates, an `auto` variable initialized with an object of class type is one
    // (`(*lo)` for `auto lo = std::min_element(v.begin(), v.end());`)
    // (in a template, so is one initialized by a member function of a named object of a type
    // that depends on nothing, or by a function called with arguments that depend on nothing:
    // `d != (pr.end())` for `auto d = pr.begin();`, `((t1 - t0))` after `auto t0 = clk::now();`)
    if (
      this.x.inTemplate > 0 && v.init !== undefined && v.decl.name?.parts.length === 1 &&
      v.decl.ops.length === 0 && v.spec.type === undefined &&
      v.spec.builtins.includes(T.KwAuto) && v.initStyle === 1 &&
      v.init.kind === NodeKind.Call &&
      ((v.init as GenericNode).expr!.kind === NodeKind.Member ||
        (v.init as GenericNode).expr!.kind === NodeKind.Ident) &&
      this.x.exprType(v.init) === "class"
    ) {
      const info = this.x.lookup(v.decl.name.parts[0].atom);
      if (info && !info.depType) {
        info.type = "class";
        this.noteReturnedClass(info, v);
      }
    }
    if (
      this.x.inTemplate === 0 && v.init !== undefined && v.decl.name?.parts.length === 1 &&
      v.decl.ops.length === 0 && v.spec.type === undefined &&
      v.spec.builtins.includes(T.KwAuto) && v.initStyle === 1 && this.x.classValued(v.init)
    ) {
      const info = this.x.lookup(v.decl.name.parts[0].atom);
      if (info) {
        info.type = "class";
        this.noteReturnedClass(info, v);
      }
    }
    if (
      this.x.inTemplate > 0 && this.blockDepth > 0 && (v.initStyle === 1 || v.initStyle === 2) &&
      v.decl.name?.parts.length === 1
    ) {
      const info = this.x.lookup(v.decl.name.parts[0].atom);
      // (an `auto` one initialized by a cast has the cast's type: `auto p = dynamic_cast< const
      // nested_exception *>(q)` is no unknown)
      const auto = v.spec.type === undefined && v.spec.builtins.includes(T.KwAuto) &&
        v.init !== undefined && v.init.kind !== NodeKind.NamedCast &&
        v.init.kind !== NodeKind.Cast;
      const unknown = auto
        ? info?.depType === true && v.decl.ops.length === 0
        : this.unknownType(v.spec, v.decl, 0);
      if (info && unknown) info.initUnknown = true;
    }
    // a constant initialized from template parameters is value-dependent (`X< b> ` after
    // `const bool b = sizeof(T) > 1;` is a dependent template-id)
    if (
      this.x.inTemplate > 0 && v.init !== undefined && v.decl.name?.parts.length === 1 &&
      (v.spec.flags & (DS.Const | DS.Constexpr)) !== 0 &&
      (this.x.mentionsParamTokens(v.init) || this.x.typeDependent(v.init) ||
        // (or from a call the template leaves unresolved: `(__i + 1)` after
        // `const int __i = std::__countr_zero(__m);`)
        this.x.dependentCall(v.init) || this.mentionsDependentVar(v.init) ||
        this.x.mentionsUnresolvedMember(v.init))
    ) {
      const info = this.x.lookup(v.decl.name.parts[0].atom);
      // (an arithmetic one: a floating constant too, `(m + (1))` after
      // `const double m = std::floor(p.mean());` with `p` of a class nested in the template)
      if (info && v.decl.ops.length === 0 && this.x.isArithmeticKey(info.type)) {
        info.valueDep = true;
      }
    }
  }

  private classDepth = 0;

  /**
   * A type name as the binary prints it from the entity: a non-template class, enum or typedef
   * of a namespace is unqualified at the scope of its own namespace (`template< class _Tp,
   * size_t _Size>` for `std::size_t`); inside a partial or explicit specialization, a template-id
   * naming the same template is qualified (`public std::rank< _Tp> `). Undefined: as written.
   */
  /** The class whose friend function's parameters are being printed (see functionHeadInner). */
  private friendParamsOf: Class | undefined;

  /**
   * A member type of the class `friendParamsOf` or of one of its bases, named from outside the
   * class: `It::iterator`, `std::iterator< std::random_access_iterator_tag, bool> ::difference_type`.
   */
  private friendMemberType(n: Name): string | undefined {
    const c = this.friendParamsOf;
    if (!c || n.parts.length !== 1 || n.global || n.parts[0].targs) return undefined;
    const sym = n.sym;
    if (
      !sym || (sym.kind !== SymKind.Typedef && sym.kind !== SymKind.Class &&
        sym.kind !== SymKind.Enum) ||
      sym.owner.kind !== ScopeKind.Class
    ) return undefined;
    // (not the class's injected name)
    if (sym.owner.sym?.name === sym.name) return undefined;
    const last = this.x.component(n.parts[0]);
    // (of a class template: through its template-id, `typename It< T> ::_Self`)
    const top = this.classNodes.length - 1;
    const params = this.tplParamStack[top];
    if (params !== undefined) {
      if (sym.owner !== c.scope || params.some((p) => p.name < 0)) return undefined;
      return "typename " + this.ownTemplateId(this.classNames[top], params) + "::" + last;
    }
    if (sym.owner === c.scope) {
      return this.classNames.map((a) => this.x.atom(a)).join("::") + "::" + last;
    }
    const base = this.x.baseNamed(c, sym.owner, 0);
    if (!base) return undefined;
    this.dependentBaseDepth++;
    try {
      const q = this.fullyQualified(base);
      return q === undefined ? undefined : q + "::" + last;
    } finally {
      this.dependentBaseDepth--;
    }
  }

  private qualifiedTypeName(n: Name, expr = false): string | undefined {
    // (in a class template, a type a `using typename` declaration names from a dependent base
    // is named as the declaration does: `typename Base< T> ::value_type`)
    if (!expr && n.parts.length === 1 && this.x.inTemplate > 0 && !n.parts[0].targs) {
      // (in a member's body out of the class too)
      const cs = this.classNodes.length > 0
        ? this.classNodes[this.classNodes.length - 1].scope
        : this.x.bodyClass;
      const u = cs?.usings?.get(n.parts[0].atom);
      if (
        u !== undefined && u.parts.length > 1 &&
        (u.dependent || u.sym === undefined || this.x.mentionsTemplateParam(u) ||
          u.sym.owner.isTemplateScope)
      ) {
        // (a qualifier that is a typedef of the class as its type: `typename
        // std::__boyer_moore_base_t< ...> ::__diff_type` for `using typename _Base::__diff_type;`)
        const q = u.parts[0];
        const qt = u.parts.length === 2 && !u.global && !q.targs && q.atom >= 0
          ? this.typedefQualifier(q.atom)
          : undefined;
        return "typename " +
          (qt !== undefined
            ? qt + "::" + this.x.name({ ...u, parts: u.parts.slice(1) })
            : this.x.name(u));
      }
    }
    // (outside templates, a qualifier naming a member typedef of a class is that class:
    // `typedef chrono::duration< signed long, ratio< 1L, 1000000000L> > ::rep rep;` for
    // `typedef duration::rep rep;` in system_clock)
    const p0 = n.parts[0];
    const top = this.classNodes[this.classNodes.length - 1];
    if (
      !expr && this.x.inTemplate === 0 && n.parts.length > 1 && !n.global && !p0.targs &&
      p0.atom >= 0 && (p0.special ?? 0) === 0 && top?.scope
    ) {
      const q = top.scope.names.get(p0.atom);
      const c = q?.kind === SymKind.Typedef
        ? this.x.classTypedef({ ...n, parts: [p0], sym: q })
        : undefined;
      if (c !== undefined) {
        return c + "::" + this.x.name({ ...n, global: false, parts: n.parts.slice(1) });
      }
    }
    // (outside templates, a qualifier that is a typedef local to the function body is the class
    // it names: `Outer< int> ::Params q;` after `using P = Outer<int>;`)
    if (
      !expr && this.x.inTemplate === 0 && this.blockDepth > 0 && n.parts.length > 1 && !n.global &&
      !p0.targs && p0.atom >= 0 && (p0.special ?? 0) === 0
    ) {
      const v = this.x.lookup(p0.atom);
      const tt = v?.tdLocal && v.tdSpec?.type?.kind === NodeKind.Name
        ? v.tdSpec.type as Name
        : undefined;
      if (tt?.sym?.kind === SymKind.Class && v!.tdDecl?.ops.length === 0) {
        const td = this.x.typedefText(v!);
        if (td !== undefined) {
          return td + "::" + this.x.name({ ...n, global: false, parts: n.parts.slice(1) });
        }
      }
    }
    if (!expr && n.parts.length > 1) {
      // a class being printed, named through its namespaces, is its name alone (what lookup
      // finds there): `std::eng< E, W>` in eng prints as `eng` or `eng< E, W>`
      const alone = this.enclosingClassAlone(n);
      if (alone !== undefined) return this.qualifiedTypeName(alone) ?? this.x.name(alone);
    }
    if (!expr && this.x.inTemplate > 0 && n.parts.length > 1) {
      const m = this.memberTemplateOfClass(n);
      if (m !== undefined) return m;
    }
    if (!expr) {
      const u = this.unqualifiedMember(n);
      if (u !== undefined) return u;
    }
    if (this.friendParamsOf && !expr) {
      const q = this.friendMemberType(n);
      if (q !== undefined) return q;
    }
    if (!expr) {
      const fp = this.friendParamType(n);
      if (fp !== undefined) return fp;
    }
    if (
      this.friendOfTemplate && (!this.friendDeclOnly || this.printingParams) && !expr &&
      !n.global && n.parts.length === 1
    ) {
      const last = n.parts[0];
      const params = this.tplParamStack[this.tplParamStack.length - 1];
      if (
        params && this.classNames[this.classNames.length - 1] === last.atom &&
        params.every((p) => (p as TemplateParam).name >= 0)
      ) {
        if (last.targs) {
          // (its own template-id as written: `eng< E, W>`, as the injected name)
          const own = this.ownTemplateId(last.atom, params);
          const c = this.x.component({ ...last, templateKw: false });
          if (c === own) return c;
          const q = this.nsPath.length > 0 ? this.nsPath.join("::") + "::" : "::";
          return q + c;
        }
        // (the injected name stays in the result type: `friend It operator+(...)`)
        if (this.printingParams) return this.ownTemplateId(last.atom, params);
        return undefined;
      }
      // (a partial specialization's name is its template-id, qualified: `swap(std::_Node_handle<
      // _Value, _Value, _NodeAlloc>  &__x, ...)`)
      const cn = this.classNodes[this.classNodes.length - 1]?.name;
      const ct = cn?.parts[cn.parts.length - 1];
      if (!params && !last.targs && ct?.targs && ct.atom === last.atom) {
        const q = this.nsPath.length > 0 ? this.nsPath.join("::") + "::" : "::";
        return q + this.x.component({ ...ct, templateKw: false });
      }
    }
    if (!expr) {
      const g = this.globalThroughUsing(n) ?? this.nestedThroughUsing(n);
      if (g !== undefined) return g;
      // a member type of the class template being printed, qualified by its injected class
      // name, is named alone: `RW::type x;` is `type x;`
      const top = this.classNames.length - 1;
      if (
        top >= 0 && n.parts.length === 2 && !n.global && !n.parts[0].targs &&
        n.parts[0].atom === this.classNames[top] && this.tplParamStack[top] !== undefined &&
        n.sym?.owner.kind === ScopeKind.Class && n.sym.owner.sym?.name === n.parts[0].atom
      ) return this.x.name({ ...n, parts: n.parts.slice(1) });
    }
    if (!expr && this.dependentBaseDepth > 0 && !this.inBaseClause) {
      const q = this.fullyQualified(n);
      if (q !== undefined) return q;
      // (so is an alias template-id qualifying a dependent name: `typename
      // std::__enable_if_t< !_Self, decay< _Func> > ::type`)
      const p0 = n.parts[0];
      const as = n.parts.length > 1 && !n.global && p0.targs && p0.atom >= 0
        ? lookupUnqualified(this.x.nsScope ?? this.x.globalScope!, p0.atom)
        : undefined;
      if (as?.kind === SymKind.Typedef && as.isTemplate) {
        const h = this.fullyQualified({ ...n, parts: [p0], sym: as }, false);
        if (h !== undefined) {
          return h + n.parts.slice(1).map((c) => "::" + this.x.component(c)).join("");
        }
      }
    }
    if (!expr && this.isOwnTemplateId(n)) return this.x.atom(n.parts[0].atom);
    if (!expr) {
      const r = this.paramTypedefArgs(n);
      if (r !== undefined) return r;
    }
    // (in an expression, a class member's class too: `execution::v1::is_execution_policy< ...>
    // ::value` in __pstl::__internal)
    // (a class template-id of dependent arguments is named alone where lookup finds its template:
    // `coll< C> ::id` in std for std::__cxx11::coll, `numeric_limits< D> ::digits` for
    // `std::numeric_limits<D>::digits`)
    const k = expr && n.sym?.owner.kind === ScopeKind.Class && !n.global
      ? n.parts.findIndex((c) => c.targs !== undefined)
      : -1;
    // (not the template of a specialization being printed: `std::rank< _Tp> ::value`)
    if (
      k >= 0 && n.parts[k].targs!.some((a) => this.x.dependentArg(a)) &&
      this.specQualifier(n.parts[k].atom) === undefined
    ) {
      const cs = this.x.namespaceMember(n, k);
      const from = this.classNodes[this.classNodes.length - 1]?.scope ?? this.x.nsScope ??
        this.x.globalScope;
      if (cs && from && lookupUnqualified(from, n.parts[k].atom) === cs) {
        return this.x.name({ ...n, parts: n.parts.slice(k) });
      }
    }
    if (expr && n.sym?.owner.kind === ScopeKind.Class) {
      const r = this.relativeTypeName(n, true);
      if (r !== undefined) return r;
    }
    if (!expr) {
      const r = this.relativeTypeName(n);
      if (r !== undefined) return r;
      const d = this.withoutEnclosingNamespace(n);
      if (d !== undefined) return this.qualifiedTypeName(d) ?? this.x.name(d);
    }
    if (n.parts.length === 0) return undefined;
    const own = this.ownSpecializationId(n);
    if (own !== undefined) return own;
    if (this.blockDepth > 0) return undefined;
    const first = n.parts[0];
    if (!n.global && n.parts.length > 1 && first.targs && (!expr || this.inBaseClause > 0)) {
      // `std::rank< _Tp> ::value` inside a specialization of rank
      const q = this.specQualifier(first.atom);
      if (q !== undefined) return q + this.x.name(n);
    }
    const last = n.parts[n.parts.length - 1];
    if (
      this.classDepth === 0 && !this.inBaseClause && this.nsPath.length > 0 &&
      n.parts.length > this.nsPath.length + 1 && n.parts[this.nsPath.length].targs
    ) {
      // at namespace scope, a qualifier naming the current namespace is dropped:
      // `typename std::remove_reference< _Tp> ::type` in std prints `typename remove_reference<..`
      let same = true;
      for (let i = 0; i < this.nsPath.length && same; i++) {
        const p = n.parts[i];
        same = !p.targs && p.atom >= 0 && this.x.atom(p.atom) === this.nsPath[i];
      }
      if (same) {
        return this.x.name({ ...n, global: false, parts: n.parts.slice(this.nsPath.length) });
      }
    }
    for (let i = 0; i < n.parts.length - 1; i++) if (n.parts[i].targs) return undefined;
    if (last.atom < 0) return undefined;
    if (
      last.targs && !n.global && n.parts.length === 1 &&
      (this.classDepth > 0 || this.inBaseClause > 0)
    ) {
      const simple = this.x.lastComponent(n);
      // inside a class template, its own template-id with its parameters as arguments is the
      // injected class name: `typedef integral_constant type;`
      const params = this.tplParamStack[this.tplParamStack.length - 1];
      if (
        !this.inBaseClause && params &&
        this.classNames[this.classNames.length - 1] === last.atom &&
        params.length === last.targs.length &&
        params.every((p, i) =>
          (p as TemplateParam).name >= 0 &&
          this.x.templateArg(last.targs![i]) ===
            this.x.atom((p as TemplateParam).name) + ((p as TemplateParam).pack ? "..." : "")
        )
      ) return this.x.atom(last.atom);
      // (arguments that are typedefs of template parameters are those parameters, when all are
      // parameters: `basic_streambuf< _CharT, _Traits> ` for `basic_streambuf<char_type,
      // traits_type>`)
      // a template-id naming the specialization's template is qualified
      const q = this.specQualifier(last.atom);
      if (q !== undefined) return q + simple;
      const bq = this.baseTemplateQualifier(n);
      return bq !== undefined ? bq + simple : undefined;
    }
    if (last.targs) return undefined;
    const sym = n.sym;
    if (!sym) return undefined;
    if (sym.kind !== SymKind.Class && sym.kind !== SymKind.Typedef && sym.kind !== SymKind.Enum) {
      return undefined;
    }
    if (sym.isTemplate) return undefined;
    // (inside a class the binary's choice is not modelled: as written)
    if (this.classDepth > 0) return undefined;
    // at namespace scope: unqualified in its own namespace
    let i = this.nsPath.length;
    for (let sc: Scope | null = sym.owner; sc !== null; sc = sc.parent) {
      if (sc.kind !== ScopeKind.Namespace) return undefined;
      if (sc.parent === null) break;
      if (!sc.sym) return undefined;
      if (--i < 0 || this.x.atom(sc.sym.name) !== this.nsPath[i]) return undefined;
    }
    return i === 0 ? this.x.lastComponent(n) : undefined;
  }

  /**
   * The namespace of the innermost class being printed, the one its name is declared in (not
   * where it is defined: `class __cxx11::coll` in std is of std::__cxx11); undefined: none.
   */
  private classNamespace(): Scope | undefined {
    // (its base clause too: `class __cxx11::coll_by : public coll< C> `)
    // (an out-of-class member's parameters and body too: `open(const bs< char>  &s)` for
    // `__cxx11::msgs< C> ::open`)
    const c = this.inBaseClause > 0 && this.baseClauseOf
      ? this.baseClauseOf
      : this.classNodes.length > 0
      ? this.classNodes[this.classNodes.length - 1]
      : this.fnClassScope !== undefined && (this.printingParams || this.blockDepth > 0)
      ? this.classOfScope.get(this.fnClassScope)
      : undefined;
    let sc: Scope | null = c?.name?.sym?.owner ?? null;
    while (sc !== null && sc.kind !== ScopeKind.Namespace) sc = sc.parent;
    return sc ?? undefined;
  }

  /**
   * The current namespace as a qualifier: by its own name (`__parse_int::` in std::__parse_int),
   * or in full when an inline namespace is among them (`cuda::std::__4::`); `::` at global scope.
   */
  private ownNamespaceQualifier(): string {
    const chain = this.x.nsScope === null ? [] : namespaceChain(this.x.nsScope, true);
    if (
      chain === undefined || chain.some((c, i) => i > 0 && chain[i - 1].inlineChildren?.includes(c))
    ) {
      return this.nsPath.length > 0 ? this.nsPath.join("::") + "::" : "::";
    }
    return chain.length === 0 ? "::" : this.x.atom(chain[chain.length - 1].sym!.name) + "::";
  }

  /**
   * A type of a namespace named from its entity: its namespaces (inline ones too) after those it
   * shares with the current namespace (`E::v1::iep< T> ` for `P::E::iep<T>` in `P::I`,
   * `v1::iep< T> ` in `P::E`). Undefined: not such a name (a class member, a local type, an
   * unnamed namespace, or a first namespace name hidden here).
   */
  private relativeTypeName(n: Name, strict = false): string | undefined {
    const sym = n.sym;
    if (!sym || n.parts.length === 0) return undefined;
    if (sym.owner.kind === ScopeKind.Class && n.parts.length > 1) {
      // a member type: its class named so, `E::v1::iep< int> ::type` (the rest as written)
      let i = 0;
      while (i < n.parts.length - 1 && !n.parts[i].targs) {
        const s = this.x.namespaceMember(n, i);
        if (s === undefined || s.kind !== SymKind.Namespace) break;
        i++;
      }
      // (a class template-id may come first: `__cxx11::basic_string< ...> ::size_type` in std)
      if ((i === 0 && !n.parts[0].targs) || i >= n.parts.length - 1) return undefined;
      for (let j = i + 1; j < n.parts.length; j++) {
        if (n.parts[j].targs || (n.parts[j].special ?? 0) !== 0) return undefined;
      }
      // (or, in a type in a function body, a class template a block-scope using-declaration
      // brought in, known from the member: `G::AU< int> ::type` after `using G::AU;`; an
      // expression's stays as written)
      const oc = sym.owner.sym;
      const cs = this.x.namespaceMember(n, i) ??
        (!strict && i === 0 && this.blockDepth > 0 && n.parts.length === 2 && oc?.isTemplate &&
            oc.name === n.parts[0].atom && oc.owner.kind === ScopeKind.Namespace
          ? oc
          : undefined);
      if (!cs || (cs.kind !== SymKind.Class && cs.kind !== SymKind.Typedef)) return undefined;
      // (a class template-id written alone is not qualified further: `typename ctype< _CharT>
      // ::mask`)
      const q = this.relativeTypeName(
        { ...n, sym: cs, parts: n.parts.slice(0, i + 1) },
        strict || i === 0,
      );
      return q === undefined
        ? undefined
        : q + "::" + this.x.name({ ...n, global: false, parts: n.parts.slice(i + 1) });
    }
    if (
      sym.kind !== SymKind.Class && sym.kind !== SymKind.Typedef && sym.kind !== SymKind.Enum &&
      sym.kind !== SymKind.Enumerator
    ) {
      return undefined;
    }
    const last = n.parts[n.parts.length - 1];
    if (last.atom < 0 || (last.special ?? 0) !== 0 || sym.name !== last.atom) return undefined;
    // (in an explicit specialization, its injected name is the template-id, qualified:
    // `swap(std::tuple< >  &)`, `::qq< int> `)
    const top = this.specClassNames.length - 1;
    if (
      n.parts.length === 1 && !last.targs && !n.global && top >= 0 &&
      this.specClassNames[top] === last.atom && this.specExplicitArgs[top] !== undefined &&
      this.classNames[this.classNames.length - 1] === last.atom
    ) {
      return (this.specQualifiers[top] || "::") + this.x.atom(last.atom) +
        this.x.templateArgs(this.specExplicitArgs[top]!, last.atom);
    }
    if (sym.isTemplate && !last.targs) return undefined;
    for (let i = 0; i < n.parts.length - 1; i++) if (n.parts[i].targs) return undefined;
    if (sym.owner.kind !== ScopeKind.Namespace) return undefined;
    // (a class's injected name in the class: `friend void std::rethrow_exception(exception_ptr);`)
    if (n.parts.length === 1 && !last.targs && this.classNames.includes(last.atom)) {
      return undefined;
    }
    // (a template-id naming a specialization's own template is qualified, see specQualifier)
    if (
      last.targs && this.specQualifier(last.atom) !== undefined &&
      (n.parts.length === 1 || sym.owner === this.x.nsScope)
    ) {
      return n.parts.length === 1
        ? undefined
        : this.specQualifier(last.atom)! + this.x.lastComponent(n);
    }
    if (sym.kind === SymKind.Typedef && sym.isTemplate && this.inBaseClause > 0) {
      // (a template's base named by an alias template-id is qualified by the alias's namespace,
      // unless written at namespace scope in that namespace: `std::__conditional_t< ...> ` in
      // std::__select_int, `v4::bool_constant< ...> `, `::gw< T> `; an alias with a parameter
      // pack stays as written, `_Or< T> `, and so do the base's template arguments)
      const base = this.baseName;
      // (one written with a qualifier too: `std::__4::aimpl< _Tp, _Sco> ` for
      // `::cuda::std::__4::aimpl<_Tp, _Sco>` in cuda)
      if (
        !last.targs || this.x.inTemplate === 0 || base === undefined ||
        base.first !== n.first || base.last !== n.last ||
        n.parts.slice(0, -1).some((c) => c.targs) ||
        (this.classDepth === 0 && sym.owner === (this.x.nsScope ?? this.x.globalScope)) ||
        (sym.tparamLists?.[0] ?? []).some((p) => (p as TemplateParam).pack)
      ) return undefined;
      const q = this.ownerNamespaceQualifier(sym);
      return q === undefined ? undefined : q + this.x.lastComponent(n);
    }
    const path = namespaceChain(sym.owner, true);
    // (inside a class, from its own namespace: `bs< C> ` in `class __cxx11::coll` defined in
    // std)
    const hs = this.classNamespace() ?? this.x.nsScope;
    const here = hs === null ? [] : namespaceChain(hs, true);
    if (path === undefined || here === undefined) return undefined;
    let k = 0;
    while (k < path.length && k < here.length && path[k] === here[k]) k++;
    // (the first name must find the same entity from here: `std::reverse_iterator< iterator> `
    // in a class declaring its own `reverse_iterator` stays as written)
    const cls = this.classNodes[this.classNodes.length - 1]?.scope ??
      (this.blockDepth > 0 ? this.fnClassScope : undefined);
    const from = cls ?? this.x.nsScope ?? this.x.globalScope;
    if (!from) return undefined;
    // (else with more of its namespaces, until the first finds its own: `chrono::time_point<
    // ...> ` in a class declaring its own `time_point`; `cuda::__4::barrier< ...> ` in
    // cuda::device::__4, where `__4` names the current namespace)
    for (;;) {
      const firstAtom = k < path.length ? path[k].sym!.name : last.atom;
      const found = lookupUnqualified(from, firstAtom);
      // (a class template's specialization is found through its primary template)
      const want = k < path.length ? path[k].sym : sym;
      // (or a base's injected class name, naming the same class: `_List_node_base` in a class
      // derived from it)
      if (
        found === want || (found && want && (found.primary ?? found) === (want.primary ?? want)) ||
        (found !== undefined && injectedClass(found) === want)
      ) {
        break;
      }
      // (from the global namespace when another namespace hides its first: `::std::
      // input_iterator_tag` in cuda::std, through `using ::std::input_iterator_tag;`)
      if (
        k === 0 && !strict && path.length > 0 && found?.kind === SymKind.Namespace &&
        want?.kind === SymKind.Namespace
      ) {
        let g = "::";
        for (const c of path) g += this.x.atom(c.sym!.name) + "::";
        return g + this.x.lastComponent(n);
      }
      // (in an expression, as written: `__tuple_compare< ...> ::__eq(...)` in its own class)
      if (k === 0 || strict) return undefined;
      k--;
    }
    let q = "";
    for (let i = k; i < path.length; i++) q += this.x.atom(path[i].sym!.name) + "::";
    return q + this.x.lastComponent(n);
  }

  /**
   * A namespace-qualified name of a global-namespace entity brought in by a using-declaration
   * (`std::int64_t` after `namespace std { using ::int64_t; }`): the binary names the entity,
   * `int64_t`. Undefined: not such a name, or hidden here.
   */
  private globalThroughUsing(n: Name): string | undefined {
    const sym = n.sym;
    if (!sym || n.global || n.parts.length < 2 || sym.owner.parent !== null) return undefined;
    if (sym.owner.kind !== ScopeKind.Namespace) return undefined;
    if (sym.kind !== SymKind.Class && sym.kind !== SymKind.Typedef && sym.kind !== SymKind.Enum) {
      return undefined;
    }
    const last = n.parts[n.parts.length - 1];
    if (last.targs || last.atom < 0 || (last.special ?? 0) !== 0 || sym.isTemplate) {
      return undefined;
    }
    for (let i = 0; i < n.parts.length - 1; i++) {
      const c = n.parts[i];
      if (c.targs || c.atom < 0) return undefined;
    }
    const here = this.x.nsScope;
    if (here !== null && lookupUnqualified(here, last.atom) !== sym) return undefined;
    return this.x.atom(last.atom);
  }

  /**
   * A type named alone in a namespace that a using-declaration brought it into from a nested
   * namespace (`using detail::target_description;` in nv::target): the binary names the entity
   * from the current namespace, `detail::target_description`. Undefined: not such a name.
   */
  private nestedThroughUsing(n: Name): string | undefined {
    const sym = n.sym;
    const here = this.x.nsScope;
    if (!sym || !here || n.global || n.parts.length !== 1 || sym.isTemplate) return undefined;
    if (sym.kind !== SymKind.Class && sym.kind !== SymKind.Typedef && sym.kind !== SymKind.Enum) {
      return undefined;
    }
    const last = n.parts[0];
    if (last.targs || last.atom < 0 || (last.special ?? 0) !== 0) return undefined;
    if (sym.owner === here || sym.owner.kind !== ScopeKind.Namespace) return undefined;
    if (here.names.get(last.atom) !== sym) return undefined;
    // the entity's namespaces below the current one
    const path: string[] = [];
    for (let sc: Scope | null = sym.owner; sc !== null && sc !== here; sc = sc.parent) {
      if (sc.kind !== ScopeKind.Namespace || !sc.sym || sc.sym.name < 0 || sc.parent === null) {
        return undefined;
      }
      path.push(this.x.atom(sc.sym.name));
    }
    if (path.length === 0) return undefined;
    return path.reverse().join("::") + "::" + this.x.atom(last.atom);
  }

  /**
   * In a template, a member class template of a class named through the class (`FB::BM<F>`) is
   * printed with `template`: in a base clause `FB::template BM< F> `; elsewhere, with arguments
   * depending on template parameters, as a dependent type, `typename FB::template BM< F> `
   * (`typename std::_Function_base::template _Base_manager< _Functor> ` in a class with a
   * dependent base).
   * Undefined: not such a name.
   */
  private memberTemplateOfClass(n: Name): string | undefined {
    let k = 0;
    while (k < n.parts.length && !n.parts[k].targs) k++;
    if (k === 0 || k >= n.parts.length) return undefined;
    const head: Name = { ...n, parts: n.parts.slice(0, k) };
    const last = n.parts[k - 1];
    if (last.atom < 0 || (last.special ?? 0) !== 0) return undefined;
    // (the class, found through the namespaces written)
    let sc: Scope | undefined = n.global
      ? this.x.globalScope
      : this.x.nsScope ?? this.x.globalScope;
    let cls: Sym | undefined;
    for (let i = 0; i < k && sc !== undefined; i++) {
      const c = n.parts[i];
      if (c.atom < 0) return undefined;
      const sym = i === 0 && !n.global ? lookupUnqualified(sc, c.atom) : lookupIn(sc, c.atom);
      if (sym === undefined) return undefined;
      if (i === k - 1) cls = sym;
      else if (sym.kind !== SymKind.Namespace) return undefined;
      sc = sym.scope;
    }
    if (cls?.kind !== SymKind.Class || cls.isTemplate || !cls.scope) return undefined;
    const mt = n.parts[k];
    const member = mt.atom >= 0 ? lookupIn(cls.scope, mt.atom) : undefined;
    if (member?.kind !== SymKind.Class || !member.isTemplate || member.owner !== cls.scope) {
      return undefined;
    }
    const rest = n.parts.slice(k + 1).map((c) => "::" + this.x.component(c)).join("");
    const tail = "::template " + this.x.component({ ...mt, templateKw: false }) + rest;
    if (this.inBaseClause > 0) {
      // (the class as lookup finds it here)
      const alone = lookupUnqualified(this.x.nsScope ?? this.x.globalScope!, cls.name) === cls;
      return (alone ? this.x.atom(cls.name) : this.x.name(head)) + tail;
    }
    // (in a class with a dependent base, from its namespace: see fullyQualified)
    const q =
      (this.dependentBaseDepth > 0
        ? this.fullyQualified({ ...head, sym: cls }, false)
        : undefined) ?? this.x.name(head);
    if (!mt.targs!.some((a) => this.x.dependentArg(a) || this.x.nodeMentionsParamPublic(a))) {
      return q + tail;
    }
    return "typename " + q + tail;
  }

  /**
   * `n` without its qualifier when it is namespaces only and the name is a class being printed
   * (or the template of one); undefined otherwise.
   */
  private enclosingClassAlone(n: Name): Name | undefined {
    const sym = n.sym;
    if (sym?.kind !== SymKind.Class || !sym.scope) return undefined;
    const k = n.parts.length - 1;
    for (let i = 0; i < k; i++) {
      const c = n.parts[i];
      if (c.targs || c.atom < 0 || (c.special ?? 0) !== 0) return undefined;
    }
    const last = n.parts[k];
    if (last.atom !== sym.name || (last.special ?? 0) !== 0) return undefined;
    let sc = sym.scope;
    // (the injected name resolves to the class's member of its own name)
    if (sym.owner.kind === ScopeKind.Class && sym.owner.sym?.name === sym.name) sc = sym.owner;
    for (const c of this.classNodes) {
      if (c.scope !== sc) continue;
      return { ...n, global: false, parts: [last], sym: sc.names.get(last.atom) ?? sym };
    }
    return undefined;
  }

  /**
   * The outermost class whose members are being printed, in its body or in the body of a
   * member defined outside it (not in that member's declarator); undefined elsewhere (see
   * ExprPrinter.instanceSpelling).
   */
  private spellingScope(): object | undefined {
    if (this.classNodes.length > 0) return this.classNodes[0].scope;
    if (this.blockDepth === 0) return undefined;
    let outer: Scope | undefined;
    for (let sc: Scope | null | undefined = this.fnClassScope; sc; sc = sc.parent) {
      if (sc.kind === ScopeKind.Class) outer = sc;
      else if (sc.kind === ScopeKind.Namespace) break;
    }
    return outer;
  }

  /** Depth of classes with a dependent base class being printed. */
  private dependentBaseDepth = 0;

  /**
   * The template-id of an enclosing class template being printed whose member scope is `sc`,
   * from a class nested in it (`_Vector_base< _Tp, _Alloc> `); undefined otherwise.
   */
  private enclosingTemplateId(sc: Scope): string | undefined {
    const top = this.classNodes.length - 1;
    for (let i = top - 1; i >= 0; i--) {
      if (this.classNodes[i].scope !== sc) continue;
      const params = this.tplParamStack[i];
      if (!params || params.some((p) => (p as TemplateParam).name < 0)) return undefined;
      return this.ownTemplateId(this.classNames[i], params);
    }
    return undefined;
  }

  /**
   * Is `n` the template-id of the class template whose member is being printed, its parameters
   * as arguments (`vector< _Tp, _Alloc> ` in vector's members, in its body or out of it)? The
   * binary prints the injected class name: `operator=(const vector &__x)`.
   */
  private isOwnTemplateId(n: Name): boolean {
    if (n.parts.length !== 1 || n.global || !n.parts[0].targs) return false;
    const c = n.parts[0];
    // (the arguments are printed only once the template's name matches; a typedef of a template
    // parameter is that parameter: `basic_streambuf< char_type, traits_type> ` is the injected
    // `basic_streambuf`)
    const args = () =>
      c.targs!.map((a) => this.paramTypedef(a) ?? this.x.templateArg(a)).join(", ");
    if (this.outOfClassOwn !== undefined) {
      return this.outOfClassOwn.atom === c.atom && this.outOfClassOwn.args === args();
    }
    if (this.inBaseClause) return false;
    // (the class being printed or one enclosing it: `typedef U dt;` in a member class of `U`)
    for (let top = this.classNames.length - 1; top >= 0; top--) {
      const params = this.tplParamStack[top];
      if (this.classNames[top] !== c.atom) continue;
      return params !== undefined && params.length === c.targs!.length &&
        params.every((p) => p.name >= 0) &&
        params.map((p) => this.x.atom(p.name) + (p.pack ? "..." : "")).join(", ") === args();
    }
    // (the class template a member class is defined out of: `basic_ostream &_M_os;` in
    // `class basic_ostream< _CharT, _Traits> ::sentry`)
    const cn = this.classNodes[this.classNodes.length - 1]?.name;
    // (not a typedef expanded as a qualifier: `typename basic_istream< _CharT, _Traits>
    // ::__ctype_type` for `typename __istream_type::__ctype_type`)
    if (
      this.classNodes.length === 1 && cn && cn.parts.length > 1 && this.x.qualifierExpansion === 0
    ) {
      const q = cn.parts[cn.parts.length - 2];
      return q.atom === c.atom && q.targs !== undefined &&
        q.targs.map((a) => this.x.templateArg(a)).join(", ") === args();
    }
    return false;
  }

  /**
   * In a template, a template-id whose arguments are template parameters, some named by a
   * typedef of one, with those parameters: `basic_streambuf< _CharT, _Traits> ` for
   * `basic_streambuf<char_type, traits_type>`. Undefined: not such a name.
   */
  private paramTypedefArgs(n: Name): string | undefined {
    const last = n.parts[0];
    if (
      this.inBaseClause || this.x.inTemplate === 0 || n.parts.length !== 1 || n.global ||
      !last.targs || last.atom < 0
    ) return undefined;
    let typedefs = 0;
    const resolved: string[] = [];
    for (const a of last.targs) {
      const p = this.paramTypedef(a);
      if (p !== undefined) {
        typedefs++;
        resolved.push(p);
        continue;
      }
      const v = a.kind === NodeKind.TypeId ? this.x.lookup(plainTypeAtom(a as TypeId)) : undefined;
      if (!v?.tparam) return undefined;
      resolved.push(this.x.templateArg(a));
    }
    if (typedefs === 0) return undefined;
    // (only the type a base of the class being printed names so: `basic_streambuf< _CharT,
    // _Traits> ` in a class derived from it, not `initializer_list< value_type> `)
    const cls = this.classNodes[this.classNodes.length - 1];
    const args = resolved.join(", ");
    const base = cls?.bases.some((b) => {
      const bn = b.name as Name;
      const bl = bn.kind === NodeKind.Name ? bn.parts[bn.parts.length - 1] : undefined;
      return bl !== undefined && bl.atom === last.atom && bl.targs !== undefined &&
        bl.targs.map((a) => this.x.templateArg(a)).join(", ") === args;
    });
    return base ? this.x.atom(last.atom) + "< " + args + "> " : undefined;
  }

  /**
   * A member type named with `typename` through a class template (`typename msgs< C>
   * ::catalog` in its member, `typename msgs< char> ::catalog`) that lookup finds in a base of it
   * that is no template is named by that base: `messages_base::catalog` (without `typename`,
   * as written: `cab< char> ::mask`). Undefined: not such a name.
   */
  private baseMemberType(n: Name): string | undefined {
    const sym = n.sym;
    if (!sym || n.parts.length < 2 || n.global) return undefined;
    if (sym.kind !== SymKind.Typedef && sym.kind !== SymKind.Class && sym.kind !== SymKind.Enum) {
      return undefined;
    }
    const last = n.parts[n.parts.length - 1];
    if (last.targs || last.atom !== sym.name) return undefined;
    const q = n.parts[n.parts.length - 2];
    if (!q.targs || n.parts.slice(0, -2).some((c) => c.targs)) return undefined;
    const owner = sym.owner;
    const os = owner.sym;
    if (
      owner.kind !== ScopeKind.Class || !os || os.kind !== SymKind.Class || os.isTemplate ||
      owner.inTemplate || owner.isTemplateScope || os.name === q.atom
    ) return undefined;
    const cs = this.x.namespaceMember(n, n.parts.length - 2);
    if (!cs || cs.kind !== SymKind.Class || !cs.isTemplate) return undefined;
    // (of dependent arguments only the template being defined: `typename
    // __ctype_abstract_base< _CharT> ::mask` stays)
    if (q.targs.some((a) => this.x.dependentArg(a))) {
      const fc = this.fnClassScope ? this.classOfScope.get(this.fnClassScope)?.name : undefined;
      const own = this.isOwnTemplateId({ ...n, parts: [q] }) ||
        (this.classNodes.length === 0 && fc?.parts[fc.parts.length - 1].atom === q.atom);
      if (!own) return undefined;
    }
    const base = this.relativeTypeName({
      kind: NodeKind.Name,
      first: q.tok,
      last: q.tok,
      global: false,
      parts: [{ atom: os.name, tok: q.tok }],
      sym: os,
    } as Name);
    return base === undefined ? undefined : base + "::" + this.x.component(last);
  }

  /**
   * A template argument naming a typedef of a template type parameter, as that parameter's name
   * (`_CharT` for `char_type` after `typedef _CharT char_type;`); undefined otherwise.
   */
  private paramTypedef(a: Node): string | undefined {
    if (a.kind !== NodeKind.TypeId) return undefined;
    const t = a as TypeId;
    const n = t.spec.type;
    if (
      n?.kind !== NodeKind.Name || t.decl.ops.length > 0 || t.spec.flags & (DS.Const | DS.Volatile)
    ) return undefined;
    const nm = n as Name;
    const sym = nm.sym;
    if (nm.parts.length !== 1 || nm.parts[0].targs || sym?.kind !== SymKind.Typedef) {
      return undefined;
    }
    const td = sym.decl as GenericNode & { spec?: DeclSpec; decl?: Declarator } | undefined;
    if (td?.kind !== NodeKind.Typedef || !td.spec || !td.decl || td.decl.ops.length > 0) {
      return undefined;
    }
    const tt = td.spec.type;
    if (tt?.kind !== NodeKind.Name || td.spec.flags & (DS.Const | DS.Volatile)) return undefined;
    const tn = tt as Name;
    return tn.parts.length === 1 && !tn.parts[0].targs &&
        tn.sym?.kind === SymKind.TemplateTypeParam
      ? this.x.atom(tn.parts[0].atom)
      : undefined;
  }

  /** The qualifier of the out-of-class member of a class template being printed (see above). */
  private outOfClassOwn: { atom: number; args: string } | undefined;

  /** A class template's own template-id, its parameters as arguments: `vector< _Tp, _Alloc> `. */
  private ownTemplateId(atom: number, params: Node[]): string {
    return this.x.atom(atom) + "< " + params.map((p) => {
      const tp = p as TemplateParam;
      return this.x.atom(tp.name) + (tp.pack ? "..." : "");
    }).join(", ") + "> ";
  }

  /**
   * Inside a class with a dependent base (where any unqualified name might come from the base),
   * the binary names namespace members from the global namespace: `std::size_t n;`,
   * `std::A< std::tg> ` (but a class template-id with dependent arguments as written: `I< T> `).
   * A member of an enclosing class template, from a nested class whose own base is dependent, is
   * named through that template (see `enclosingTemplateId`). Undefined: not such a name.
   */
  private fullyQualified(n: Name, typenameToo = true): string | undefined {
    const sym = n.sym;
    if (!sym || (n.global && n.parts.length > 1)) return undefined;
    if (sym.kind !== SymKind.Class && sym.kind !== SymKind.Typedef && sym.kind !== SymKind.Enum) {
      return undefined;
    }
    const last = n.parts[n.parts.length - 1];
    if ((last.special ?? 0) !== 0 || last.atom < 0) return undefined;
    // (the injected name of a class being printed: `pair(const pair &)`, also in an out-of-class
    // member: `vector __tmp(...)`)
    if (n.parts.length === 1 && this.classNames.includes(last.atom)) return undefined;
    if (n.parts.length === 1 && this.x.bodyClass?.sym?.name === last.atom) return undefined;
    if (n.parts.length === 1 && this.outOfClassName === last.atom) return undefined;
    if (
      sym.kind === SymKind.Class && last.targs &&
      last.targs.some((a) => this.x.dependentArg(a) || this.x.nodeMentionsParamPublic(a))
    ) return undefined;
    for (let i = 0; i < n.parts.length - 1; i++) {
      const c = n.parts[i];
      if (c.targs || c.atom < 0) return undefined;
    }
    let owner = sym.owner;
    // (a template-id may resolve to the class's injected name)
    if (owner.kind === ScopeKind.Class && owner.sym?.name === sym.name) owner = owner.sym.owner;
    if (owner.kind === ScopeKind.Class && n.parts.length === 1) {
      // a member of an enclosing class template, from a class nested in it: `typename
      // _Vector_base< _Tp, _Alloc> ::_Tp_alloc_type`
      // (only from a class whose own base is dependent: `_Vector_impl`, not `_Temporary_value`)
      const inner = this.classNodes[this.classNodes.length - 1];
      if (!inner || !this.hasDependentBase(inner)) return undefined;
      const outer = this.enclosingTemplateId(owner);
      if (outer === undefined) return undefined;
      // (`typename` also before a typedef of a type that depends on nothing: `typename map< K,
      // T> ::size_type`)
      const tn = typenameToo && sym.kind === SymKind.Typedef ? "typename " : "";
      return tn + outer + "::" + this.x.component(last);
    }
    if (owner.kind === ScopeKind.Class) {
      // a member of a class that is no template, written qualified, by its classes from their
      // namespace: `std::ios_base::iostate` for `ios_base::iostate`
      let cls = "";
      let o: Scope = owner;
      for (; o.kind === ScopeKind.Class; o = o.parent!) {
        const cs = o.sym;
        if (!cs || cs.isTemplate || o.inTemplate || o.isTemplateScope || cs.name < 0) {
          return undefined;
        }
        cls = this.x.atom(cs.name) + "::" + cls;
      }
      if (o.kind !== ScopeKind.Namespace) return undefined;
      const q = o.parent === null ? "::" : this.x.relativeQualifier(o, true);
      return q === undefined ? undefined : q + cls + this.x.component(last);
    }
    // (by its namespace from the current one, as a resolved name is re-qualified: `c::X` for
    // a::b::c::X in a::b::c, `b::Y` for a::b::Y, `__4::W` in an inline one,
    // `THRUST_NS::system::detail::bad_alloc` from thrust::THRUST_NS::detail)
    const ns = ownerNamespace(owner);
    if (ns === undefined) return undefined;
    // (one of the global namespace by `::`: `::size_t m;`, `::G{}`)
    if (ns.parent === null) return owner === ns ? "::" + this.x.component(last) : undefined;
    const q = this.x.relativeQualifier(ns, true);
    return q === undefined ? undefined : q + this.x.component(last);
  }

  /**
   * In a class, a class member's type written qualified is named alone when unqualified lookup
   * in the class (its bases and enclosing classes too) finds it: `cat d;` for `L::cat d;` in
   * `L::_Impl` or in a class derived from `L` (not in one with a dependent base, and not where
   * a member of the class hides it: `L::id id;`). Undefined: not such a name.
   */
  private unqualifiedMember(n: Name): string | undefined {
    // (outside templates, an out-of-class member's mem-initializers and body too: `void
    // D::f() { iostate e; }`, `gslice::gslice() : _M_index(new _Indexer())`; not its parameters,
    // `system_clock::to_time_t(const system_clock::time_point &__t)`)
    const outside = this.classDepth === 0 && this.fnClassScope !== undefined &&
      this.x.inTemplate === 0 && (this.blockDepth > 0 || this.x.memInits > 0);
    if (
      (this.classDepth === 0 && !outside) || this.dependentBaseDepth > 0 || n.global ||
      n.parts.length < 2
    ) {
      return undefined;
    }
    const sym = n.sym;
    if (
      !sym || sym.owner.kind !== ScopeKind.Class ||
      (sym.kind !== SymKind.Class && sym.kind !== SymKind.Typedef && sym.kind !== SymKind.Enum)
    ) return undefined;
    const last = n.parts[n.parts.length - 1];
    if (last.targs || last.atom < 0 || (last.special ?? 0) !== 0 || last.atom !== sym.name) {
      return undefined;
    }
    if (n.parts.some((c) => c.targs)) return undefined;
    const here = outside ? this.fnClassScope : this.classNodes[this.classNodes.length - 1]?.scope;
    if (!here || lookupUnqualified(here, last.atom) !== sym) return undefined;
    return this.x.component(last);
  }

  /**
   * A type name qualified by namespaces that enclose the current one, without them when
   * unqualified lookup here finds the same entity (the binary prints `I< T> ` for `std::I<T>`
   * inside namespace std or std::inner). Undefined: no such qualifier.
   */
  private withoutEnclosingNamespace(n: Name): Name | undefined {
    const here = this.x.nsScope;
    if (n.global || here === null || n.parts.length < 2) return undefined;

    let root: Scope = here;
    while (root.parent !== null) root = root.parent;
    let sc: Scope = root;
    let k = 0;
    while (k < n.parts.length - 1) {
      const c = n.parts[k];
      if (c.targs || c.atom < 0 || (c.special ?? 0) !== 0) break;
      const s = lookupIn(sc, c.atom);
      if (!s || s.kind !== SymKind.Namespace || !s.scope) break;
      sc = s.scope;
      k++;
    }
    if (k === 0) return undefined;
    let encloses = false;
    for (let x: Scope | null = here; x !== null && !encloses; x = x.parent) encloses = x === sc;
    if (!encloses) return undefined;
    const a = n.parts[k].atom;
    if (a < 0 || (n.parts[k].special ?? 0) !== 0) return undefined;
    const found = lookupIn(sc, a);
    if (found === undefined || lookupUnqualified(here, a) !== found) return undefined;
    // (not where an enclosing class has a member of that name, declared before or after: the
    // binary keeps `std::reverse_iterator< ...>` before string_view's own `reverse_iterator`, and
    // g++ rejects the unqualified name there as changing meaning)
    // (nor in the body of a member defined outside its class when the class has a member of that
    // name: `std::collate` in `locale::operator()`, where `collate` is locale's constant)
    if (this.blockDepth > 0 && this.fnClassScope?.names.has(a)) return undefined;
    let cls: Scope | undefined = here;
    for (const c of this.classNames) {
      const cs: Scope | undefined = c >= 0 && cls !== undefined
        ? lookupIn(cls, c)?.scope
        : undefined;
      if (cs === undefined) return undefined; // not certain: keep the qualifier
      if (cs.names.has(a)) return undefined;
      cls = cs;
    }
    return { ...n, parts: n.parts.slice(k) };
  }

  /**
   * In a template, is `e` a constant expression whose value depends on template parameters
   * (`sizeof(T) + 2`, `k + 2` after `const int k = sizeof(T);`)? The front end rebuilds it, and
   * source parentheses around it are not kept (`return (sizeof(T) + 2);` is printed without).
   */
  private valueDependent(e: Node): boolean {
    return this.x.inTemplate > 0 && this.x.isConstant(e) && this.x.mentionsParamTokens(e);
  }

  /** Does an identifier of `e` name a variable of a dependent type? */
  private mentionsDependentVar(e: Node): boolean {
    for (let i = e.first; i <= e.last; i++) {
      if (this.tb.kind[i] !== T.Identifier) continue;
      if (this.x.lookup(this.tb.atom[i])?.depType) return true;
    }
    return false;
  }

  /** Does an identifier token of `e` name a template parameter (the value is not folded)? */
  private mentionsParamToken(e: Node): boolean {
    for (let i = e.first; i <= e.last; i++) {
      if (this.tb.kind[i] !== T.Identifier) continue;
      const v = this.x.lookup(this.tb.atom[i]);
      if (v && (v.tparam || v.ttparam)) return true;
    }
    return false;
  }

  /** Does `spec` name a dependent type (a template type parameter, `typename T::x`)? */
  /**
   * The class a friend type declaration names, with its class key (`struct P` for `friend PT;`
   * after `typedef P PT;`); an alias template forwarding its parameters is the class template
   * (`class umap< K, int> ` for `friend um<K, int>;` after `template<class... T> using um =
   * std::umap<T...>;`, qualified when the alias hides it: `class std::unordered_map< ...> `).
   * Undefined: not such a name.
   */
  private friendTypeText(n: Name): string | undefined {
    let sym = n.sym;
    const last = n.parts[n.parts.length - 1];
    if (!sym || n.parts.length !== 1 || n.global) return undefined;
    const qualifier = (c: Sym, always: boolean): string | undefined => {
      if (!always && c.owner === this.x.nsScope) return "";
      if (c.owner.kind !== ScopeKind.Namespace) return undefined;
      const chain = namespaceChain(c.owner, true);
      if (chain === undefined) return undefined;
      return chain.map((sc) => this.x.atom(sc.sym!.name) + "::").join("");
    };
    if (!last.targs) {
      for (let i = 0; i < 8 && sym.kind === SymKind.Typedef && sym.target; i++) sym = sym.target;
      if (sym.kind !== SymKind.Class || sym.isTemplate) return undefined;
      const key = classKeyOf(sym);
      const q = qualifier(sym, false);
      return key === undefined || q === undefined ? undefined : key + " " + q +
        this.x.atom(sym.name);
    }
    if (sym.kind !== SymKind.Typedef || !sym.isTemplate) return undefined;
    const alias = sym.decl as GenericNode | undefined;
    const params = sym.tparamLists?.[0] as TemplateParam[] | undefined;
    const target = (alias?.type as TypeId | undefined)?.spec?.type as Name | undefined;
    if (alias?.kind !== NodeKind.Alias || !params || target?.kind !== NodeKind.Name) {
      return undefined;
    }
    const tl = target.parts[target.parts.length - 1];
    const cls = target.sym;
    if (!tl.targs || !cls || cls.kind !== SymKind.Class || !cls.isTemplate) return undefined;
    // (the alias passes its parameters on unchanged, in order)
    if (tl.targs.length !== params.length) return undefined;
    for (let i = 0; i < params.length; i++) {
      let a = tl.targs[i] as GenericNode;
      if (a.kind === NodeKind.PackExpansion) a = a.expr as GenericNode;
      const tn = a?.kind === NodeKind.TypeId
        ? (a.spec as DeclSpec).type as Name | undefined
        : a?.kind === NodeKind.Ident
        ? a.name as Name | undefined
        : undefined;
      if (
        tn?.kind !== NodeKind.Name || tn.parts.length !== 1 || tn.parts[0].atom !== params[i].name
      ) {
        return undefined;
      }
    }
    const key = classKeyOf(cls);
    const q = qualifier(cls, cls.name === sym.name);
    if (key === undefined || q === undefined) return undefined;
    return key + " " + q + this.x.atom(cls.name) + this.x.templateArgs(last.targs, cls.name);
  }

  /**
   * Is `spec d` a type the template knows nothing of: a template type parameter, a dependent
   * qualified name (`typename A< T> ::ptr`) or a typedef of one, with no declarator operators?
   */
  private unknownType(spec: DeclSpec, d: Declarator | undefined, depth: number): boolean {
    if ((d !== undefined && d.ops.length > 0) || depth > 8) return false;
    const t = spec.type;
    if (!t || t.kind !== NodeKind.Name) return false;
    const n = t as Name;
    if (n.parts.length > 1) return spec.elaborated === T.KwTypename || n.dependent === true;
    if (n.global || n.parts[0].targs) return false;
    const v = this.x.lookup(n.parts[0].atom);
    if (v?.ttparam) return true;
    return v?.tdDependent === true && v.tdSpec !== undefined &&
      this.unknownType(v.tdSpec, v.tdDecl, depth + 1);
  }

  private dependentSpec(spec: DeclSpec): boolean {
    return this.x.dependentSpec(spec);
  }

  private simpleDecl(d: SimpleDecl, prefix: string): void {
    const spec = d.spec;
    const isTypedef = (spec.flags & DS.Typedef) !== 0;
    // a declaration is positioned at its (first) name
    const firstName = isTypedef || !this.hasBody(spec)
      ? ((d.decls[0] as GenericNode | undefined)?.decl as Declarator | undefined)?.name
      : undefined;
    const typeName = (spec.type as Class | undefined)?.name;
    if (this.keepPos) this.keepPos = false;
    else if (firstName || typeName || !this.hasBody(spec)) {
      this.at(firstName ? firstName.first : typeName ? typeName.first : d.first);
    } // an unnamed class or enum: positioned at its brace by typeBody
    if (this.hasBody(spec)) {
      const t = spec.type!;
      // (a definition that also declares something is printed live unless the declaration
      // itself is `device_builtin`: `typedef __device_builtin__ struct X {...} X_t;`)
      const hide = cudaFlags(this.names, spec.attrs ?? []).deviceBuiltin ||
        (d.decls.length === 0 && cudaFlags(this.names, (t as Class).attrs ?? []).deviceBuiltin);
      if (hide) {
        this.syncBeforeDirective();
        const preamble = this.lam.injectPreamble(t as Class, this.out);
        this.out.directive("#if 0");
        if (!isTypedef) {
          if (preamble) this.out.forceFile();
          else this.out.forceLine();
          this.at(typeName ? typeName.first : d.first);
        }
      }
      // (a `const` after the class body is printed first, at its own position: `} const x;`)
      if (spec.flags & DS.Const) {
        let ct = t.last + 1;
        while (ct <= spec.last && this.tb.kind[ct] !== T.KwConst) ct++;
        if (ct <= spec.last && !hide) this.at(ct);
      }
      const ext = spec.flags & DS.Extension ? "__extension__ " : "";
      // (a block's `__shared__` variables of a class defined with them are static and unused,
      // as other block `__shared__` variables: `__attribute__((unused)) static union U {...} u;`)
      const shared = !isTypedef && this.blockDepth > 0 && d.decls.length > 0 &&
        !(spec.flags & (DS.Extern | DS.Static)) && [d, ...d.decls].some((x) =>
          cudaFlags(this.names, declAttrs(x)).shared
        );
      // (namespace-scope `__device__`/`__constant__` objects of a class they define are
      // shadows: `static struct Pt {...} gPt;`, with --device-c `__attribute__((visibility(
      // "hidden"))) extern struct Pt {...} gPt;`)
      const devShadow = !isTypedef && this.blockDepth === 0 && this.classDepth === 0 &&
        d.decls.length > 0 && [d, ...d.decls].some((x) => {
          const c = cudaFlags(this.names, declAttrs(x));
          return (c.device || c.constant) && !c.managed;
        });
      // (namespace-scope `__managed__` objects of a class they define are managed pointers:
      // `__attribute__((section("__nv_managed_data__"))) static struct {...} *m = 0;`)
      const managed = !isTypedef && this.blockDepth === 0 && this.classDepth === 0 &&
        d.decls.length > 0 && d.decls.every((x) =>
          x.kind === NodeKind.Variable && cudaFlags(this.names, declAttrs(x)).managed
        );
      // (in a block, the storage class of variables of an unnamed class goes with the first
      // variable's name, the class to its own line: `static` at `} temp;`, then `union {`)
      const dn = ((d.decls[0] as GenericNode | undefined)?.decl as Declarator | undefined)?.name;
      // (a named one too: `static` at `} ss;`, then `struct SS {`)
      if (
        this.blockDepth > 0 && dn !== undefined &&
        (shared || (spec.flags & DS.Static) !== 0) && !isTypedef
      ) this.at(idTok(dn));
      // (an unnamed class is positioned at its brace: the lead goes with it)
      else if ((shared || devShadow || managed) && !typeName) this.at(t.first);
      // (an access specifier before an unnamed member class or enumeration is printed at the
      // member's name, else at the brace: `public: union {`, `private: ` at `sv` of `struct {
      // ... } sv;`)
      if (
        !typeName && this.pendingAccess !== "" && this.classDepth > 0 &&
        (t.kind === NodeKind.Class || t.kind === NodeKind.Enum)
      ) {
        const dd = (d.decls[0] as GenericNode | undefined)?.decl as Declarator | undefined;
        let at = dd?.kind === NodeKind.Declarator && dd.name ? idTok(dd.name) : -1;
        if (at < 0) {
          at = t.first;
          while (at < t.last && this.tb.kind[at] !== T.LBrace) at++;
        }
        this.flushAccessAt(at);
      }
      this.emit(
        prefix + ext +
          (shared ? "__attribute__((unused)) " + (this.o.deviceC ? "" : "static ") : "") +
          (isTypedef ? "typedef " : "") +
          (managed ? '__attribute__((section("__nv_managed_data__"))) ' : "") +
          (devShadow || managed
            ? this.shadowStorage(spec)
            : this.storage({ ...spec, flags: spec.flags & ~DS.Extension }, false)),
      );
      if (spec.flags & DS.Const) this.emit("const ");
      this.classSpecAttrs = spec.attrs ?? [];
      this.closeAtNext = true;
      this.typeBody(t, hide);
      const rest = managed
        ? d.decls.map((x) => {
          const v = x as Variable;
          this.note(v.spec, v.decl, true);
          const pd: Declarator = { ...v.decl, ops: [{ op: 0, tok: -1 }, ...this.sizedOps(v)] };
          const defines = !(spec.flags & DS.Extern) || v.init !== undefined;
          return this.x.declarator(pd, this.declName(v.decl)) + (defines ? " = 0" : "");
        })
        : d.decls.map((x) => this.innerDeclarator(x, spec)).filter((s) => s !== "");
      this.emit((rest.length ? " " + rest.join(", ") : "") + "; ");
      if (hide) {
        this.out.directive("#endif");
        this.out.forceFile();
      }
      this.afterTypedef(d.decls, isTypedef);
      return;
    }
    if (d.decls.length === 0) {
      const t = spec.type;
      if (t && (t.kind === NodeKind.Class || t.kind === NodeKind.Enum) && (t as Class).name) {
        const c = t as Class;
        this.x.declaredClasses.add(c.name!.parts[c.name!.parts.length - 1].atom);
        if (t.kind === NodeKind.Enum) {
          const e = t as Enum;
          let h = "enum" + (e.scoped ? " class" : "") + " " + this.x.name(e.name!);
          if (e.base) h += ": " + this.x.typeId(e.base as TypeId);
          this.emit(prefix + h + "; ");
        } else {
          // (a class is declared with the key of its definition, else of its first declaration,
          // friends too: `template< class T> struct H;` and `friend struct H< int> ;` for
          // `template<class T> class H;` defined `struct`, `friend class hash< int> ;` for
          // `template<class> struct hash;` is `friend struct`)
          let key = this.x.tok(this.classKeyTok(c));
          const cl = c.name!.parts[c.name!.parts.length - 1];
          const ns = c.name!.sym;
          let es = ns?.primary ?? ns;
          let first = es?.def ?? es?.decl;
          // (a friend template-id: the template's, `friend struct map< int, int, C> ;`)
          if ((first === undefined || first === c) && c.name!.parts.length === 1 && cl.targs) {
            es = this.x.namespaceMember(c.name!, 0);
            first = es?.def ?? es?.decl;
          }
          // (but a friend template in a class template keeps its written key: `template< class ,
          // class > friend class _Rb_tree_merge_helper;`)
          const friendTemplate = this.templated === d &&
            this.tplParamStack[this.tplParamStack.length - 1] !== undefined;
          const friend = (spec.flags & DS.Friend) !== 0;
          if (first !== c && (friend ? !friendTemplate : !cl.targs)) {
            key = classKeyOf(es) ?? key;
          }
          // (named from the current namespace: `friend struct std::hash<vector>;` in std is
          // `friend struct hash< vector> ;`)
          let nm = c.name!;
          const k = nm.parts.length - 1;
          if (
            spec.flags & DS.Friend && !nm.global && k > 0 && k === this.nsPath.length &&
            nm.parts.slice(0, k).every((p, i) =>
              !p.targs && p.atom >= 0 && this.x.atom(p.atom) === this.nsPath[i]
            )
          ) nm = { ...nm, parts: nm.parts.slice(k) };
          // (an enclosing class template's own template-id is its injected name: `friend struct
          // map;` in map's value_compare)
          if (spec.flags & DS.Friend && nm.parts.length === 1 && !nm.global && cl.targs) {
            const i = this.classNames.lastIndexOf(cl.atom);
            const params = i >= 0 ? this.tplParamStack[i] : undefined;
            if (
              params && params.length === cl.targs.length &&
              params.every((p, j) =>
                (p as TemplateParam).name >= 0 &&
                this.x.templateArg(cl.targs![j]) ===
                  this.x.atom((p as TemplateParam).name) + ((p as TemplateParam).pack ? "..." : "")
              )
            ) nm = { ...nm, parts: [{ ...cl, targs: undefined }] };
          }
          // (a class template's declaration prints no attributes: its definition prints them)
          // (another one prints its head attributes: `struct` / `# 3` / ` __attribute((aligned(
          // 8))) K;`)
          const attrs = (c.attrs ?? []).filter((a) => a.syntax <= 2);
          let s = prefix + (spec.flags & DS.Friend ? "friend " : "") + key;
          if (this.templated === d) {
            if (ns?.isTemplate && !cl.targs) this.mergeTemplateClassAttrs(ns, attrs);
          } else s = this.classHeadAttrs(s, attrs);
          // (a class member found from here named alone: `friend class _Impl;` for
          // `friend class locale::_Impl;` in `locale::facet`)
          let u = spec.flags & DS.Friend ? this.unqualifiedMember(nm) : undefined;
          // (a specialization of no dependent arguments named from its namespace: `friend class
          // __cxx11::messages< char> ;` in std)
          const lp = nm.parts[nm.parts.length - 1];
          if (
            u === undefined && spec.flags & DS.Friend && nm.parts.length === 1 && !nm.global &&
            lp.targs && !lp.targs.some((a) => this.x.dependentArg(a))
          ) u = this.relativeTypeName(nm);
          this.emit(s + " " + (u ?? this.x.name(nm)) + "; ");
        }
        return;
      }
      // `friend P;`, `friend um< K, int>;`: the class named, with its key (`friend struct P;`,
      // `friend class umap< K, int> ;`)
      if (spec.flags & DS.Friend && t?.kind === NodeKind.Name) {
        const r = this.friendTypeText(t as Name);
        if (r !== undefined) {
          this.at(d.first);
          this.emit(prefix + "friend " + r + "; ");
          return;
        }
      }
      this.emit(prefix + this.x.fallback(d) + " ");
      return;
    }
    if (this.cudaVariables(d, prefix)) return;
    // all functions: print each declarator as its own declaration
    if (d.decls.every((x) => x.kind === NodeKind.Function)) {
      for (const f of d.decls) this.functionDecl(f as Function, prefix, "");
      return;
    }
    // (standard attributes of the declaration lead: `[[__no_unique_address__]] E e2, e3;`)
    const first = ((d.decls[0] as GenericNode).decl as Declarator | undefined)?.name?.first ??
      d.last;
    const std = isTypedef
      ? ""
      : this.stdAttrText(declAttrs(d.decls[0]).filter((a) => a.first < first));
    const head = prefix + std + (isTypedef ? "typedef " : "") + this.storage(spec, false) +
      this.specText(spec) + " ";
    // each declarator at its name's position
    for (let i = 0; i < d.decls.length; i++) {
      const x = d.decls[i];
      const nm = ((x as GenericNode).decl as Declarator | undefined)?.name;
      if (nm && i > 0) this.at(nm.first);
      const text = this.innerDeclarator(x, spec);
      // (an unnamed bit-field: `int: 32;`, a declaration of its own after others: `unsigned
      // type: 7; unsigned: 0;`)
      const unnamedField = text.startsWith(":");
      const hd = i === 0 ? head : head.slice(prefix.length);
      const h = i === 0 || unnamedField ? (unnamedField ? hd.trimEnd() : hd) : "";
      const next = d.decls[i + 1] as GenericNode | undefined;
      const nextUnnamed = next !== undefined && next.kind === NodeKind.Variable &&
        !(next.decl as Declarator | undefined)?.name;
      this.emit(h + text + (i + 1 < d.decls.length && !nextUnnamed ? ", " : "; "));
    }
    this.afterTypedef(d.decls, isTypedef);
  }

  /** Texts `emit` collects instead of writing them (see cudaVariables). */
  private captured: string[] | undefined;

  /**
   * Variables of one declaration with CUDA memory-space attributes (`__device__ int d1, d2;`,
   * `__managed__ int ma, mb[2];`, a block's `__shared__ float As[4], Bs[4];`; not members): each
   * is printed as its declaration alone would be (shadows, managed pointers, initializers
   * dropped), then joined into one declaration with their common head, each name at its own
   * position (`static int d1, d2;`); printed one after another when that head cannot be told.
   * False when `d` is not such a declaration.
   */
  private cudaVariables(d: SimpleDecl, prefix: string): boolean {
    if (
      d.decls.length < 2 || (this.classDepth > 0 && this.blockDepth === 0) ||
      this.x.inTemplate > 0 ||
      (d.spec.flags & DS.Typedef) !== 0 || !d.decls.every((x) => x.kind === NodeKind.Variable)
    ) return false;
    const flags = d.decls.map((x) => {
      const c = cudaFlags(this.names, declAttrs(x));
      return (c.device ? 1 : 0) | (c.constant ? 2 : 0) | (c.shared ? 4 : 0) | (c.managed ? 8 : 0);
    });
    if (flags[0] === 0 || flags.some((f) => f !== flags[0])) return false;
    // (each printed alone first, its position kept: the later names are positioned below)
    const texts: string[] = [];
    this.captured = texts;
    const saveNoPos = this.noPos;
    try {
      this.variableDecl(d.decls[0] as Variable, prefix);
      this.noPos++;
      for (const x of d.decls.slice(1)) this.variableDecl(x as Variable, prefix);
    } finally {
      this.captured = undefined;
      this.noPos = saveNoPos;
    }
    // (a form printed in several pieces: each declaration printed again, for real)
    if (texts.length !== d.decls.length || !texts.every((t) => t.endsWith("; "))) {
      for (const x of d.decls) this.variableDecl(x as Variable, prefix);
      return true;
    }
    // the common head, up to a space: `static int `, `__attribute__((section(...))) static int `
    let n = 0;
    while (n < texts[0].length && texts.every((t) => t[n] === texts[0][n])) n++;
    n = texts[0].lastIndexOf(" ", n - 1) + 1;
    if (n === 0 || texts[0].includes("\u0002")) {
      for (const t of texts) this.emit(t);
      return true;
    }
    for (let i = 0; i < texts.length; i++) {
      const nm = (d.decls[i] as Variable).decl.name;
      if (i > 0 && nm) this.at(nm.first);
      this.emit(
        (i === 0 ? texts[0].slice(0, n) : "") + texts[i].slice(n, -2) +
          (i + 1 < texts.length ? ", " : "; "),
      );
    }
    return true;
  }

  private innerDeclarator(x: Node, spec: DeclSpec): string {
    if (x.kind === NodeKind.Variable) return this.declaratorWithInit(x as Variable);
    const g = x as GenericNode;
    const d = g.decl as Declarator | undefined;
    if (!d) return "";
    if (x.kind !== NodeKind.Typedef) return this.x.declarator(d, this.declName(d));
    this.noteTypedef(spec, d);
    this.noteTypedefLayout(spec, d);
    let s = this.x.declarator(d, this.declName(d));
    for (const a of declAttrs(x)) {
      if (a.first > (d.name?.last ?? d.last)) s += this.gnuAttrText([a], " ");
    }
    return s;
  }

  /** Names declared as types at global scope (typedefs, classes, enums). */
  private globalTypes = new Set<number>();
  /** `ns::name` brought in from the global namespace by `using ::name;` inside `ns`. */
  private fromGlobal = new Set<string>();

  private noteTypedef(spec: DeclSpec, d: Declarator): void {
    const nm = d.name;
    if (!nm || nm.parts.length !== 1) return;
    if (this.nsPath.length === 0 && this.classDepth === 0 && this.blockDepth === 0) {
      this.globalTypes.add(nm.parts[0].atom);
    }
    this.x.declare(nm.parts[0].atom, {
      type: "typedef:" + this.x.typeKey(spec, d),
      ...this.typedefInfo(spec, d),
    });
  }

  /** What the printer keeps of a typedef's type (to print it in place of the name). */
  private typedefInfo(spec: DeclSpec, d: Declarator): Partial<VarInfo> {
    if (spec.type?.kind === NodeKind.Class || spec.type?.kind === NodeKind.Enum) return {};
    const n = spec.type?.kind === NodeKind.Name ? spec.type as Name : undefined;
    return {
      tdSpec: spec,
      tdDecl: d,
      tdLocal: this.blockDepth > 0,
      // (of a template-id there: its arguments may name members of the current instantiation)
      tdTemplated: this.x.inTemplate > 0 && n !== undefined && n.parts.some((c) => c.targs),
      tdCanonical: this.blockDepth > 0 && this.x.canonicalTypeArgs > 0,
      tdDependent: this.x.inTemplate > 0 &&
        (spec.type?.kind === NodeKind.Decltype || this.dependentSpec(spec) ||
          (n !== undefined && (this.x.mentionsTemplateParam(n) || n.sym === undefined))),
    };
  }

  /** Typedefs declared with C linkage, by namespace path and name. */
  private cTypedefs = new Set<string>();

  private typedefDecl(t: Typedef, prefix: string): void {
    // a redeclaration of a typedef first declared with C linkage keeps it:
    // `extern "C" { typedef unsigned uint; }`
    const nm = t.decl.name;
    if (this.classDepth === 0 && this.blockDepth === 0 && nm?.parts.length === 1 && !nm.global) {
      const key = this.nsPath.join("::") + "::" + this.x.atom(nm.parts[0].atom);
      if (this.linkage === '"C"') this.cTypedefs.add(key);
      else if (prefix === "" && this.cTypedefs.has(key)) {
        this.at(nm.first);
        this.emit('extern "C" { ');
        this.linkage = '"C"';
        try {
          this.typedefDeclInner(t, prefix);
        } finally {
          this.linkage = '"C++"';
        }
        this.emit("}");
        return;
      }
    }
    this.typedefDeclInner(t, prefix);
  }

  private typedefDeclInner(t: Typedef, prefix: string): void {
    const attrs = declAttrs(t);
    const hide = cudaFlags(this.names, attrs).deviceBuiltin;
    // (a typedef is positioned at its name; a hidden one's type goes before that position)
    this.at(hide || !t.decl.name ? t.first : t.decl.name.first);
    this.noteTypedef(t.spec, t.decl);
    if (hide) {
      this.syncBeforeDirective();
      this.out.directive("#if 0");
    }
    // attributes before the name lead (`__attribute((deprecated)) typedef S S;`, also those of an
    // elaborated class specifier), those after it follow the declarator
    const nameTok = t.decl.name ? t.decl.name.first : t.decl.last + 1;
    const before: Attribute[] = [];
    const after: Attribute[] = [];
    const st = t.spec.type as Class | undefined;
    if (st && st.kind === NodeKind.Class && !st.complete) before.push(...(st.attrs ?? []));
    // (one inside the declarator goes after it: `typedef void (*h)(void) __attribute((...));` for
    // `typedef void (*__attribute__((...)) h)();`)
    for (const a of attrs) (a.first < nameTok && a.first < t.decl.first ? before : after).push(a);
    const mark = "\u0001";
    // `__mode__` changes the type: `typedef long register_t __attribute((__mode__(__word__)))`
    let spec = t.spec;
    for (const a of attrs) {
      if (a.syntax === 0 && attrName(this.names, a) === "mode" && a.argFirst === a.argLast) {
        spec = modeSpec(spec, this.x.tok(a.argFirst));
      }
    }
    this.noteTypedefLayout(spec, t.decl);
    const saveProto = this.x.proto;
    this.x.proto = true;
    this.x.functionTypeDecl++;
    let full: string;
    try {
      // (its attributes after the name are printed after the declarator: see `trail`)
      const td = t.decl.idAttrs === undefined ? t.decl : { ...t.decl, idAttrs: undefined };
      full = this.typedefTargs(() => this.x.typeWithDecl(spec, td, t.decl.name ? mark : ""));
    } finally {
      this.x.functionTypeDecl--;
    }
    this.x.proto = saveProto;
    const k = full.indexOf(mark);
    const bt = this.gnuAttrText(before, "").replace(/\)\)(?=__)/g, ")) ");
    const lead = prefix + bt + (bt !== "" ? " " : "");
    if (hide && bt !== "") {
      // (printing the attributes sets the position: a marker follows the `#if 0`)
      this.out.forceLine();
      this.at(before[0].first);
    } else if (bt !== "") {
      // (at their own position: a macro's `__attribute__((aligned(8)))` from another file's
      // context gets its marker, CUB's AlignBytes specializations)
      this.at(before[0].first);
    }
    // (a standard attribute after the name stays there: `typedef _Result result_type
    // [[__deprecated__]];`)
    const stdAfter = this.stdAttrText(after).trimEnd();
    const trail = this.gnuAttrText(after, " ") + (stdAfter !== "" ? " " + stdAfter : "");
    if (k < 0 || !t.decl.name) this.emit(lead + "typedef " + full + trail + "; ");
    else {
      // the type at the declaration's position, the name at its own
      this.emit(lead + "typedef " + full.slice(0, k));
      this.at(t.decl.name.first);
      this.emit(this.declName(t.decl) + full.slice(k + 1) + trail + "; ");
    }
    if (hide) {
      this.out.directive("#endif");
      this.out.forceFile();
    }
    this.afterTypedef([t], true);
  }

  /** The `crt/host_runtime.h` block after the first global-scope `size_t` typedef. */
  private afterTypedef(decls: Node[], isTypedef: boolean): void {
    if (!isTypedef || this.sizeTDone || this.nsDepth !== 0 || this.classDepth !== 0) return;
    if (this.blockDepth !== 0) return;
    for (const d of decls) {
      const dd = (d as GenericNode).decl as Declarator | undefined;
      const nm = dd?.name;
      if (nm && nm.parts.length === 1 && this.x.atom(nm.parts[0].atom) === "size_t") {
        this.sizeTDone = true;
        emitHostRuntimeInclude(this.out, this.out.pos.file);
        return;
      }
    }
  }

  /** Class or enum definition text, positioned (`struct A { int x; }` without the `;`). */
  typeBody(t: Node, noFunctions = false): void {
    const closeNext = this.closeAtNext;
    this.closeAtNext = false;
    if (t.kind === NodeKind.Enum) {
      const e = t as Enum;
      let brace = e.first;
      while (brace < e.last && this.tb.kind[brace] !== T.LBrace) brace++;
      this.at(e.name ? e.name.first : brace);
      if (e.name) this.x.declaredClasses.add(e.name.parts[e.name.parts.length - 1].atom);
      // (standard attributes before the name: `enum class [[nodiscard]] Err`)
      const ea = (e as Enum & { attrs?: Attribute[] }).attrs;
      const sa = ea ? this.stdAttrText(ea).trimEnd() : "";
      // (GNU ones too: `enum class __attribute((__visibility__("default"))) subrange_kind`)
      const ga = ea ? this.gnuAttrText(ea, "").trimEnd() : "";
      let s = "enum" + (e.scoped ? " class" : "") + (sa !== "" ? " " + sa : "") +
        (ga !== "" ? " " + ga : "") + (e.name ? " " + this.x.name(e.name) : "");
      if (e.base) s += ": " + this.x.typeId(e.base as TypeId);
      s += " ";
      this.emit(s + "{ ");
      const list = e.enumerators;
      // (inside its enumeration an enumerator is an int, not promoted: `C = (256 + A)`)
      const saveEnum = this.x.currentEnum;
      this.x.currentEnum = e;
      let next: bigint | undefined = 0n;
      const bt = e.base as TypeId | undefined;
      // (also through a typedef: `enum class sm_selector : base_int_t`)
      const baseKey = bt?.kind === NodeKind.TypeId
        ? this.x.typeKey(bt.spec, bt.decl)
        : e.scoped || this.x.inTemplate > 0
        ? undefined
        : this.implicitEnumBase(list as Enumerator[]);
      // (in a class template, a reference to an earlier enumerator is its value: see enumSubst)
      const saveSubst = this.x.enumSubst;
      const subst = this.x.inTemplate > 0 && this.blockDepth === 0
        ? new Map<number, string>()
        : null;
      this.x.enumSubst = subst;
      let prevText: string | undefined = undefined;
      for (let i = 0; i < list.length; i++) {
        const en = list[i] as Enumerator;
        this.at(en.first);
        let text = this.x.atom(en.name);
        let valueText: string | undefined = undefined;
        if (en.value) {
          // (a namespace's constants count: `y = d::eb` after `x = d::ea` is implicit)
          const v = this.x.evaluate(en.value) ?? this.x.constValue(en.value);
          // an initializer giving the implicit value is not printed (but a 0 that follows a
          // negative value is: `enum { x = (-1), y = 0, z}`)
          // (in a class template every initializer is printed but a leading 0: `enum { a, b = 1}`)
          const inClassTpl = this.x.inTemplate > 0 && this.blockDepth === 0;
          if (
            v === undefined || next === undefined || v !== next || (v === 0n && i > 0) ||
            (inClassTpl && (i > 0 || v !== 0n || this.mentionsParamToken(en.value)))
          ) {
            // (in a template the value is not folded: no constant parentheses)
            // (a literal has the fixed underlying type: `sm_35 = 35ULL` for `: unsigned long long`)
            // (one narrower than int as its promoted type, unsigned ones as unsigned int:
            // `A = 1U` for `: unsigned char`; a character as its value: `A = 97`)
            const lk = baseKey !== undefined ? PROMOTED_BASE[baseKey] ?? baseKey : undefined;
            const lit = lk === undefined
              ? undefined
              : en.value.kind === NodeKind.CharLit && v !== undefined
              ? this.x.constantOf(v, lk)
              : this.x.convertedLiteral(en.value, lk);
            this.x.enumInit++;
            let value = en.value;
            while (value.kind === NodeKind.Paren && (value as GenericNode).expr) {
              value = (value as GenericNode).expr!;
            }
            // (an initializer that is just an earlier enumerator is its value, bare)
            valueText = lit ?? this.x.enumSubstText(value) ??
              this.x.expr(en.value, this.x.inTemplate ? Ctx.Top : Ctx.Init);
            text += " = " + valueText;
            this.x.enumInit--;
          } else if (subst !== null) {
            valueText = this.x.enumSubstText(en.value) ?? this.x.expr(en.value, Ctx.Top);
          }
          next = v;
        } else if (next === 0n && i > 0) text += " = 0";
        if (subst !== null) {
          // (an implicit value is the one before plus one: `((isf< T> ::value) + 1) + 1`)
          valueText ??= i === 0
            ? "0"
            : prevText === undefined
            ? undefined
            : "(" + prevText + ") + 1";
          if (valueText !== undefined) subst.set(en.name, valueText);
          prevText = valueText;
        }
        // (a template's enumerators have values per specialization: they neither count nor make
        // another enumeration's of the same name ambiguous)
        if (next !== undefined && this.x.inTemplate === 0) this.x.noteEnumValue(en.name, next);
        next = next === undefined ? undefined : next + 1n;
        this.emit(text + (i + 1 < list.length ? ", " : ""));
        this.x.declare(en.name, { type: "?", constant: true, global: true });
      }
      this.x.currentEnum = saveEnum;
      this.x.enumSubst = saveSubst;
      this.at(e.last);
      this.emit("}");
      this.noteEnumLayout(e);
      return;
    }
    const c = t as Class;
    if (c.name) this.at(c.name.first);
    else {
      // an unnamed class is positioned at its `{`
      let brace = c.first;
      while (brace < c.last && this.tb.kind[brace] !== T.LBrace) brace++;
      this.at(brace);
    }
    let s = this.x.tok(c.first);
    for (let i = c.first; i <= c.last; i++) {
      const k = this.tb.kind[i];
      if (k === T.KwStruct || k === T.KwClass || k === T.KwUnion) {
        s = this.x.tok(i);
        break;
      }
    }
    // attributes after the closing brace print there (`} __attribute((__deprecated__))`; the
    // parser leaves them on the declaration's specifiers)
    let close = c.last;
    while (close > c.first && this.tb.kind[close] !== T.RBrace) close--;
    const trailing: Attribute[] = [];
    for (const a of this.classSpecAttrs) if (a.first > close) trailing.push(a);
    for (const a of c.attrs ?? []) if (a.first > close) trailing.push(a);
    this.classSpecAttrs = [];
    // head attributes at their own positions (`struct` / `# 1` / ` __attribute((deprecated))`
    // / `# 2` / ` __attribute((aligned(16))) A1 {`)
    let head = (c.attrs ?? []).filter((a) => a.first <= close && a.syntax <= 2);
    // (a class template's definition has the attributes of its earlier declarations too, each
    // at its first position: `template< bool B> struct` / `# 1` / ` __attribute((aligned(8))) H {`)
    const sym = c.name?.sym;
    if (sym && sym.isTemplate && !c.name!.parts[c.name!.parts.length - 1].targs) {
      head = this.mergeTemplateClassAttrs(sym, head);
    }
    s = this.classHeadAttrs(s, head);
    if (c.name) {
      // (an explicit specialization's arguments are canonical: `template<> struct __pair_get<
      // 0UL> `; a partial one's as written)
      const canon = this.explicitSpecHead;
      this.explicitSpecHead = false;
      this.explicitSpecNext = canon;
      if (canon) {
        this.x.canonicalTargs++;
        this.x.explicitHead++;
      }
      // (a partial one's class typedef arguments are their classes)
      const lastc = c.name.parts[c.name.parts.length - 1];
      const partial = !canon && lastc.targs !== undefined;
      if (partial) {
        this.x.classTypedefArgs++;
        this.x.partialHead++;
      }
      let head = this.x.name(c.name);
      // (a partial specialization's head lists the defaults too: `X< A &, B &&, void> `)
      const extra = partial && lastc.targs!.length > 0 && head.endsWith("> ")
        ? this.x.missingDefaults(lastc.atom, lastc.targs!.length)
        : undefined;
      if (extra) head = head.slice(0, -2) + extra + "> ";
      s += " " + head;
      if (canon) {
        this.x.canonicalTargs--;
        this.x.explicitHead--;
      }
      if (partial) {
        this.x.classTypedefArgs--;
        this.x.partialHead--;
      }
      const atom = c.name.parts[c.name.parts.length - 1].atom;
      this.x.declaredClasses.add(atom);
      if (this.nsPath.length === 0 && this.classDepth === 0 && this.blockDepth === 0) {
        this.globalTypes.add(atom);
      }
    }
    // (a final class is printed with GNU's spelling)
    if (c.final) s += " __final";
    // (inside a partial or explicit specialization, its base clause included, the template's
    // name is qualified)
    const specOf = c.name && c.name.parts[c.name.parts.length - 1].targs
      ? c.name.parts[c.name.parts.length - 1].atom
      : -1;
    this.specClassNames.push(specOf);
    // (a member template is named through its class: `__make_unsigned_selector_base::template
    // _List< _Up...> `)
    let outer = "";
    for (const a of this.classNames) outer += (a >= 0 ? this.x.atom(a) : "") + "::";
    // (at namespace scope, its template's own namespace by its name, inline ones too, wherever
    // the specialization is: `b::X< T> ` in a and in a::b for inline namespace b)
    const tplOwner = specOf >= 0 ? (c.name!.sym?.primary ?? c.name!.sym)?.owner : undefined;
    this.specNsQualifiers.push(
      this.classNames.length > 0 ? undefined : this.ownNamespaceQualifier(),
    );
    this.specQualifiers.push(
      this.classNames.length > 0
        ? (this.classNames.includes(-1) ? "" : outer + "template ")
        : tplOwner?.kind === ScopeKind.Namespace && tplOwner.sym
        ? this.x.atom(tplOwner.sym.name) + "::"
        : this.ownNamespaceQualifier(),
    );
    const tplParams = this.pendingTplParams;
    this.pendingTplParams = undefined;
    this.specExplicitArgs.push(
      specOf >= 0 && this.explicitSpecNext
        ? c.name!.parts[c.name!.parts.length - 1].targs
        : undefined,
    );
    this.specOwnIds.push(
      specOf >= 0 && !this.explicitSpecNext
        ? this.x.component({ ...c.name!.parts[c.name!.parts.length - 1], templateKw: false })
        : undefined,
    );
    this.explicitSpecNext = false;
    if (c.bases.length) {
      const depBases = this.x.inTemplate > 0 && this.hasDependentBase(c);
      this.inBaseClause++;
      this.baseClauseOf = c;
      this.x.canonicalTargs++;
      s += " : " + c.bases.map((b) => {
        let bs = "";
        if (b.virtual) bs += "virtual ";
        bs += this.accessText(b.access || (c.key === T.KwClass ? T.KwPrivate : T.KwPublic)) + " ";
        const bt = b.name.kind === NodeKind.Name
          ? this.baseText(b.name as Name, depBases)
          : this.x.fallback(b.name);
        this.baseTexts.set(b, bt);
        return bs + bt + (b.pack ? "..." : "");
      }).join(", ");
      this.x.canonicalTargs--;
      this.inBaseClause--;
    }
    this.tplParamStack.push(specOf < 0 && c.name ? tplParams : undefined);
    if (c.scope) this.classOfScope.set(c.scope, c);
    this.emit(s + " { ");
    const depBase = this.hasDependentBase(c);
    if (depBase) this.dependentBaseDepth++;
    this.classDepth++;
    const saveMemberBlocks = this.memberBlockDepth;
    this.memberBlockDepth = this.blockDepth;
    this.classNames.push(c.name ? c.name.parts[c.name.parts.length - 1].atom : -1);
    this.classNodes.push(c);
    this.x.push();
    // (member function bodies see the data members declared after them: `(this->_M_len) == (0)`;
    // in a class template, of types named by its typedefs, which are dependent ones too:
    // `(&(_M_single_bucket))` for a later `__node_base_ptr _M_single_bucket;`)
    // (outside templates too: `((unsigned long)1)` for `r(1)` before `using r = unsigned long;`)
    for (const m of c.members) {
      const list = m.kind === NodeKind.SimpleDecl ? (m as SimpleDecl).decls : [m];
      for (const d of list) {
        if (d.kind === NodeKind.Typedef) {
          this.noteTypedef((d as Typedef).spec, (d as Typedef).decl);
        } else if (d.kind === NodeKind.Alias) this.noteAlias(d as GenericNode);
      }
    }
    // (and the data members of its non-dependent bases too, its own hiding theirs:
    // `(((_data).coalesced).size) = (__popc(mask));` for a bit-field of a base's union)
    this.noteBaseMembers(c, 0, false);
    for (const m of c.members) {
      const list = m.kind === NodeKind.SimpleDecl ? (m as SimpleDecl).decls : [m];
      for (const d of list) {
        if (d.kind !== NodeKind.Variable) continue;
        const v = d as Variable;
        if (!(v.spec.flags & DS.Static)) this.note(v.spec, v.decl);
        else if (v.init !== undefined && v.decl.name?.parts.length === 1) {
          // (a static constant too: `char b[(2) * len];` before `static const long len = 32;`)
          this.noteInit = true;
          this.note(v.spec, v.decl);
          this.noteInit = false;
        }
      }
    }
    // the access in force (an access specifier that does not change it is not printed)
    let access = c.key === T.KwClass ? T.KwPrivate : T.KwPublic;
    // (a specifier is printed before the next member it applies to, the last one written:
    // `private: public: int z;` is `int z;` under public; a friend has no access, so it goes
    // before the specifier: `friend class C< T> ; private: int b;`)
    let spec: Node | undefined;
    // (the layout, known before the members are printed unless a member's type is a class
    // defined among them)
    const early = this.classLayout(c);
    const gaps = early?.gaps;
    for (let mi = 0; mi < c.members.length; mi++) {
      const m = c.members[mi];
      if (noFunctions && (m.kind === NodeKind.Function || m.kind === NodeKind.Template)) continue;
      if (m.kind === NodeKind.AccessSpec) {
        spec = m;
        continue;
      }
      // (nor have a static assertion and a pragma: `private: static_assert(...); public: int
      // d;` prints no specifier)
      if (
        spec !== undefined && !isFriendDecl(m) && m.kind !== NodeKind.StaticAssert &&
        m.kind !== NodeKind.Pragma
      ) {
        const k = this.tb.kind[spec.first];
        if (k !== access) {
          access = k;
          const nextDecl = m.kind === NodeKind.Template ? (m as Template).decl : undefined;
          // before a member function template definition or a member class template the
          // access specifier stands at the member's name, the template head at its own
          // position
          const entity = !nextDecl
            ? undefined
            : nextDecl.kind === NodeKind.Function && (nextDecl as Function).body !== undefined
            ? (nextDecl as Function).decl.name?.first
            : nextDecl.kind === NodeKind.SimpleDecl &&
                (nextDecl as SimpleDecl).decls.length === 0 &&
                (nextDecl as SimpleDecl).spec.type?.kind === NodeKind.Class
            ? ((nextDecl as SimpleDecl).spec.type as Class).name?.first
            : undefined;
          if (entity !== undefined) {
            this.at(entity);
            this.emit(this.x.tok(spec.first) + ": ");
          } else this.decl(spec, "");
        }
        spec = undefined;
      }
      const saveMember = this.currentMember;
      this.currentMember = m.kind === NodeKind.Template ? (m as Template).decl : m;
      this.decl(m, "");
      this.currentMember = saveMember;
      const gap = gaps?.get(m);
      if (gap !== undefined) this.emit(PAD.repeat(gap));
    }
    this.x.pop();
    if (depBase) this.dependentBaseDepth--;
    this.classNames.pop();
    this.classNodes.pop();
    // (the member function bodies are parsed once the outermost class is complete)
    if (this.classNodes.length === 0) this.x.commitSpellings();
    this.specClassNames.pop();
    this.specQualifiers.pop();
    this.specNsQualifiers.pop();
    this.specExplicitArgs.pop();
    this.specOwnIds.pop();
    this.tplParamStack.pop();
    this.classDepth--;
    this.memberBlockDepth = saveMemberBlocks;
    const lay = early ?? this.classLayout(c);
    if (lay !== undefined && lay.pad > 0) this.emit(PAD.repeat(lay.pad));
    this.at(closeNext ? close + 1 : close);
    this.emit("}" + this.gnuAttrText(trailing, " "));
  }

  /**
   * The class body printed next ends a declaration: its `}` is printed at the position
   * of the token after it (`}` then `x;` on the next line print on that line).
   */
  private closeAtNext = false;

  private classKeyTok(c: Node): number {
    for (let i = c.first; i <= c.last; i++) {
      const k = this.tb.kind[i];
      if (k === T.KwStruct || k === T.KwClass || k === T.KwUnion || k === T.KwEnum) return i;
    }
    return c.first;
  }

  // ------------------------------------------------------------------------- layouts

  /** Layouts of the classes, enums and typedefs printed so far, by name (LP64). */
  private layouts = new Map<number, Layout>();
  /** Layouts of class and enum definitions, by node (unnamed ones are reached this way). */
  private nodeLayouts = new Map<Node, Layout>();

  /** Size and alignment of a builtin type (undefined: not an object type). */
  private builtinLayout(spec: DeclSpec): Layout | undefined {
    const n = builtinName(spec.builtins, spec.flags);
    const base = n.startsWith("unsigned ") ? n.slice(9) : n.startsWith("signed ") ? n.slice(7) : n;
    const sz = BUILTIN_SIZES[base === "unsigned" ? "int" : base];
    return sz === undefined ? undefined : { size: sz, align: sz, builtin: false, pad: 0 };
  }

  /** Layout of the type `spec` + declarator `d` (undefined when not computed here). */
  private typeLayout(spec: DeclSpec, d: Declarator | undefined): Layout | undefined {
    let l: Layout | undefined;
    const t = spec.type;
    if (t === undefined) l = this.builtinLayout(spec);
    else if (t.kind === NodeKind.Name) {
      const n = t as Name;
      l = this.layouts.get(n.parts[n.parts.length - 1].atom);
    } else if (t.kind === NodeKind.Class || t.kind === NodeKind.Enum) {
      l = this.nodeLayouts.get(t);
      const nm = (t as Class).name;
      if (l === undefined && nm) l = this.layouts.get(nm.parts[nm.parts.length - 1].atom);
    }
    if (d === undefined) return l;
    let fn = false;
    for (let i = d.ops.length - 1; i >= 0; i--) {
      const op = d.ops[i];
      if (op.op <= 3) {
        l = { size: 8, align: 8, builtin: false, pad: 0 };
        fn = false;
      } else if (op.op === 4) {
        const n = op.bound ? this.x.evaluate(op.bound) : undefined;
        if (l === undefined || n === undefined || fn) return undefined;
        l = { size: l.size * Number(n), align: l.align, builtin: l.builtin, pad: 0 };
      } else fn = true;
    }
    return fn ? undefined : l;
  }

  /** Records the layout a typedef name stands for. */
  private noteTypedefLayout(spec: DeclSpec, d: Declarator): void {
    if (!d.name || d.name.parts.length !== 1) return;
    const l = this.typeLayout(spec, d);
    const atom = d.name.parts[0].atom;
    if (l !== undefined) this.layouts.set(atom, l);
    else this.layouts.delete(atom);
  }

  /** Records an enum's layout (`device_builtin` enums make their users print tail padding). */
  private noteEnumLayout(e: Enum): void {
    let l: Layout = { size: 4, align: 4, builtin: false, pad: 0 };
    if (e.base && e.base.kind === NodeKind.TypeId) {
      const b = this.typeLayout((e.base as TypeId).spec, undefined);
      if (b !== undefined) l = { ...b };
    }
    l.builtin = cudaFlags(this.names, e.attrs ?? []).deviceBuiltin;
    this.nodeLayouts.set(e, l);
    if (e.name) this.layouts.set(e.name.parts[e.name.parts.length - 1].atom, l);
  }

  /**
   * The LP64 layout of a class (no bases, no bit-fields; undefined otherwise) and its tail
   * padding, which the binary prints (`__pad__(volatile char:8;)` per byte) when a data member
   * has a `device_builtin` type.
   */
  private classLayout(c: Class): Layout | undefined {
    const members: Layout[] = [];
    // (non-virtual bases of known layouts without tail padding, laid out first; an empty one
    // takes no room)
    let ok = true;
    const bases: Layout[] = [];
    for (const b of c.bases) {
      const bn = b.name as Name;
      const bl = !b.virtual && !b.pack && bn.kind === NodeKind.Name &&
          !bn.parts[bn.parts.length - 1].targs && bn.sym?.kind === SymKind.Class
        ? this.layouts.get(bn.parts[bn.parts.length - 1].atom)
        : undefined;
      const ds = bl?.dsize ?? bl?.size;
      if (bl === undefined || (ds !== bl.size && ds !== 0)) ok = false;
      else if (ds! > 0) bases.push(bl);
    }
    let builtinMember = false;
    // (the class member each one is declared by)
    const owners: Node[] = [];
    let owner: Node = c;
    const add = (spec: DeclSpec, d: Declarator | undefined, x: Node) => {
      if (spec.flags & (DS.Static | DS.Typedef)) return;
      if ((x as Variable & { bitWidth?: Node }).bitWidth ?? d?.bitWidth) ok = false;
      const l = this.typeLayout(spec, d);
      if (l === undefined) ok = false;
      else {
        members.push(l);
        owners.push(owner);
        if (l.builtin) builtinMember = true;
      }
    };
    for (const m of c.members) {
      if (!ok) break;
      owner = m;
      if (m.kind === NodeKind.Variable) add((m as Variable).spec, (m as Variable).decl, m);
      else if (m.kind === NodeKind.SimpleDecl) {
        const sd = m as SimpleDecl;
        if (sd.spec.flags & (DS.Static | DS.Typedef)) continue;
        // an anonymous struct or union member
        if (sd.decls.length === 0 && this.hasBody(sd.spec)) add(sd.spec, undefined, m);
        for (const x of sd.decls) {
          if (x.kind === NodeKind.Variable) add(sd.spec, (x as Variable).decl, x);
        }
      }
    }
    if (!ok) {
      if (c.name) this.layouts.delete(c.name.parts[c.name.parts.length - 1].atom);
      return undefined;
    }
    const union = c.key === T.KwUnion;
    let size = 0;
    let align = 1;
    let end = 0;
    for (const l of bases) {
      align = Math.max(align, l.align);
      size = Math.ceil(size / l.align) * l.align + l.size;
      end = size;
    }
    // (the padding before a member of a device_builtin class aligned by an attribute, printed
    // after the member before it: `short s; __pad__(...)... float4 v;`, not before a
    // `cudaExtent`)
    let gaps: Map<Node, number> | undefined;
    for (let i = 0; i < members.length; i++) {
      const l = members[i];
      align = Math.max(align, l.align);
      if (union) {
        size = Math.max(size, l.size);
        end = l.size;
      } else {
        const off = Math.ceil(size / l.align) * l.align;
        if (off > size && l.builtinClass && i > 0) {
          (gaps ??= new Map()).set(owners[i - 1], off - size);
        }
        size = off + l.size;
        end = size;
      }
    }
    for (const a of c.attrs ?? []) {
      const n = attrName(this.names, a);
      if (a.syntax === 0 && n === "aligned") {
        let v: bigint | undefined = 16n;
        if (a.hasArgs) {
          v = a.argFirst === a.argLast && this.tb.kind[a.argFirst] === T.IntLit
            ? this.x.evaluate({ kind: NodeKind.IntLit, first: a.argFirst, last: a.argFirst })
            : undefined;
        }
        if (v === undefined || v <= 0n) {
          // an alignment the printer cannot evaluate: no layout
          if (c.name) this.layouts.delete(c.name.parts[c.name.parts.length - 1].atom);
          return undefined;
        }
        align = Math.max(align, Number(v));
      }
    }
    const dsize = end;
    if (members.length === 0 && bases.length === 0) size = 1;
    size = Math.ceil(size / align) * align;
    const l: Layout = {
      size,
      align,
      builtin: cudaFlags(this.names, c.attrs ?? []).deviceBuiltin,
      pad: builtinMember && members.length > 0 ? size - end : 0,
      dsize,
      builtinClass: cudaFlags(this.names, c.attrs ?? []).deviceBuiltin &&
        (c.attrs ?? []).some((a) => a.syntax === 0 && attrName(this.names, a) === "aligned"),
      gaps,
    };
    this.nodeLayouts.set(c, l);
    if (c.name) this.layouts.set(c.name.parts[c.name.parts.length - 1].atom, l);
    return l;
  }

  private accessText(k: number): string {
    return k === T.KwPublic ? "public" : k === T.KwPrivate ? "private" : "protected";
  }

  private namespaceDecl(n: Namespace): void {
    // (positioned at its name, an unnamed one at its `{`: `namespace⏎{` is on the brace's line)
    let pos = n.first;
    while (
      pos < n.last && (this.tb.kind[pos] === T.KwInline || this.tb.kind[pos] === T.KwNamespace)
    ) pos++;
    const pk = this.tb.kind[pos];
    this.at(pk === T.Identifier || pk === T.LBrace ? pos : n.first);
    let savedScope: Scope | null = null;
    if (n.names.length === 0) {
      const id = "_GLOBAL__N_" + this.o.moduleId;
      const head = "namespace " + id + " " + HIDDEN + " { ";
      const outer = this.nsPath.length ? this.nsPath.join("::") + "::" : "";
      this.emit(head + "}; using namespace ::" + outer + id + "; ");
      this.out.raw('\n#pragma GCC diagnostic ignored "-Wattributes"\n');
      this.emit(head);
      this.inAnon++;
      this.stubScope.push(id);
    } else {
      // a namespace first declared inline is printed inline at every reopening; a nested
      // `a::b::inline c` is printed one namespace at a time (`namespace a { namespace b {`)
      let s = "";
      for (let i = 0; i < n.names.length; i++) {
        this.nsPath.push(this.x.atom(n.names[i]));
        this.stubScope.push(this.x.atom(n.names[i]));
        const path = this.nsPath.join("::");
        if (n.inlines ? n.inlines[i] : n.inline) this.inlineNamespaces.add(path);
        // (standard attributes before the name: `namespace [[deprecated]] oldns {`)
        const std = i === n.names.length - 1 ? this.stdAttrText(n.attrs ?? []) : "";
        s += (this.inlineNamespaces.has(path) ? "inline " : "") + "namespace " + std +
          this.x.atom(n.names[i]) +
          (i === n.names.length - 1 ? this.gnuAttrText(n.attrs ?? [], " ") : "") + " { ";
      }
      savedScope = this.x.nsScope;
      if (n.scope) this.x.nsScope = n.scope;
      this.emit(s);
    }
    this.nsDepth++;
    for (const d of n.decls) this.decl(d, "");
    this.nsDepth--;
    this.stubScope.length -= n.names.length || 1;
    if (n.names.length === 0) this.inAnon--;
    else {
      this.nsPath.length -= n.names.length;
      this.x.nsScope = savedScope;
    }
    this.at(n.last);
    // (a namespace a class of its name hides gets an alias of the binary's own after each
    // closing, numbered like unnamed parameters: `} namespace __T0 = detail;`)
    // (one per level of a nested definition: `namespace detail::radix {...}` closes as
    // `}} namespace __T0 = detail;`)
    if (this.x.hiddenNamespaces.size > 0 && n.scope && n.names.length > 0) {
      let s = "";
      let sc: Scope | null = n.scope;
      for (let i = n.names.length - 1; i >= 0; i--) {
        s += "}";
        if (sc !== null && this.x.hiddenNamespaces.has(sc)) {
          let alias = this.x.nsAliases.get(sc);
          if (alias === undefined) this.x.nsAliases.set(sc, alias = "__T" + this.unnamed++);
          s += " namespace " + alias + " = " + this.x.atom(n.names[i]) + ";";
        }
        sc = sc?.parent ?? null;
      }
      this.emit(s);
      return;
    }
    this.emit("}".repeat(n.names.length || 1));
  }

  /**
   * For an explicit specialization of a class template defined with a name qualified by
   * namespaces enclosed in the one being printed (`template <> struct a::b::tr<P> {...}`): the
   * namespaces to reopen around it (`a`, `b`; none inline), the innermost one's scope, and the
   * declaration with its name unqualified. Undefined otherwise.
   */
  private reopenedNamespaces(
    inner: Node,
  ): { names: number[]; scope: Scope; decl: Node } | undefined {
    if (inner.kind !== NodeKind.SimpleDecl) return undefined;
    const sd = inner as SimpleDecl;
    const cls = sd.spec.type as Class | undefined;
    const cn = cls?.kind === NodeKind.Class ? cls.name : undefined;
    if (!cn || !this.hasBody(sd.spec) || sd.decls.length > 0 || cn.parts.length < 2) {
      return undefined;
    }
    if (cn.parts.some((p, i) => i < cn.parts.length - 1 && p.targs)) return undefined;
    const sym = cn.sym?.primary ?? cn.sym;
    let sc: Scope | null = sym?.owner ?? null;
    const here = this.x.nsScope;
    const names: number[] = [];
    const inner0 = sc;
    while (sc !== null && sc !== here && sc.kind === ScopeKind.Namespace && sc.sym) {
      if (sc.parent?.inlineChildren?.includes(sc)) return undefined;
      names.unshift(sc.sym.name);
      sc = sc.parent;
    }
    // (reached the namespace being printed, or the global one from the global one)
    if (names.length === 0 || inner0 === null) return undefined;
    if (sc !== here && !(here === null && sc?.parent === null)) return undefined;
    const name = { ...cn, parts: [cn.parts[cn.parts.length - 1]], global: false };
    const decl = { ...sd, spec: { ...sd.spec, type: { ...cls!, name } } } as Node;
    return { names, scope: inner0, decl };
  }

  private linkageDecl(l: LinkageSpec, prefix: string): void {
    const lang = this.x.tok(l.lang);
    const outer = this.linkage;
    this.linkage = lang;
    if (!l.braced) {
      // the linkage is printed only where it differs from the enclosing one
      const p = lang === outer ? prefix : prefix + "extern " + lang + " ";
      for (const d of l.decls) this.decl(d, p);
    } else {
      this.at(l.first);
      this.emit("extern " + lang + " {");
      this.nsDepth++;
      // pragmas that end the block are printed after its `}` (as the binary does)
      let end = l.decls.length;
      while (end > 0 && l.decls[end - 1].kind === NodeKind.Pragma) end--;
      for (let i = 0; i < end; i++) this.decl(l.decls[i], "");
      this.nsDepth--;
      this.at(l.last);
      this.emit("}");
      for (let i = end; i < l.decls.length; i++) this.decl(l.decls[i], "");
    }
    this.linkage = outer;
  }

  private templateDecl(t: Template, prefix: string): void {
    const save = this.sigCanonical;
    if (t.params.length === 0) this.sigCanonical = 0;
    else if (this.x.inTemplate === 0) {
      // a function template's own types: all of them, but an out-of-class member of a class
      // template has only its return type (its parameters are the class's declaration's)
      let inner: Node = t.decl;
      while (inner.kind === NodeKind.Template) inner = (inner as Template).decl;
      const nm = inner.kind === NodeKind.Function ? (inner as Function).decl.name : undefined;
      this.sigCanonical = inner.kind !== NodeKind.Function ? 0 : this.classDepth === 0 &&
          nm?.parts.some((p, i) => i < nm.parts.length - 1 && p.targs !== undefined)
        ? 1
        : 2;
    } else if (this.classDepth > 0) this.sigCanonical = 0;
    const saveTemplated = this.templated;
    this.templated = t.decl;
    try {
      this.templateDeclInner(t, prefix);
    } finally {
      this.sigCanonical = save;
      this.templated = saveTemplated;
    }
  }

  /** The declaration the template being printed declares (a friend template's, a member's). */
  private templated: Node | undefined;

  /**
   * How the head of the function template being printed spells the type arguments of its
   * template-ids: 2 canonically in its return and parameter types, 1 in its return type only, 0
   * as written (see ExprPrinter.canonicalTypeArgs). The binary records a function template's
   * type with canonical types, except in the members of class templates.
   */
  private sigCanonical = 0;

  private templateDeclInner(t: Template, prefix: string): void {
    const inner = t.decl;
    if (inner.kind === NodeKind.Function) {
      const f = inner as Function;
      // (its parameters give the explicit arguments of calls their types: `ff< 3UL> ()`)
      const nm = f.decl.name;
      if (t.params.length > 0 && nm) {
        const last = nm.parts[nm.parts.length - 1];
        if (last.atom >= 0 && !last.special) pushTo(this.x.functionTemplates, last.atom, t.params);
      }
      const cf = cudaFlags(this.names, declAttrs(f));
      if (cf.global) {
        this.templateKernel(t, f, prefix);
        return;
      }
    }
    const explicitSpec = t.params.length === 0;
    if (
      !explicitSpec && inner.kind === NodeKind.Function &&
      ((inner as Function).defn === 2 || (inner as Function).defn === 1) &&
      this.tb.kind[t.last] === T.Semi
    ) {
      // a deleted or defaulted function template (`template< class T> B< T> ::B(const B &) =
      // default;`) is printed from its tokens, as the binary keeps them
      this.at(t.first);
      this.emit(prefix);
      this.sourceTokens(t.first, t.last);
      return;
    }
    // (positioned at `template`, not at a leading `__extension__`)
    let tplTok = t.first;
    while (tplTok < t.last && this.tb.kind[tplTok] === T.KwExtension) tplTok++;
    // (an access specifier before a member template is printed at the member's name)
    if (!explicitSpec) this.flushAccessAt(this.entityNameTok(inner));
    if (!explicitSpec) this.at(tplTok);
    // (an explicit specialization is ordinary code)
    const tplInc = explicitSpec ? 0 : 1;
    this.x.inTemplate += tplInc;
    this.x.push();
    // (a non-type parameter is a constant: `((N) ? 1 : 2)` in a constant initializer)
    this.x.declareTemplateParams(t.params as TemplateParam[]);
    // (the head after the parameters are known: defaults naming them are dependent)
    let head = this.x.templateHead(t.params);
    if (t.requires) {
      // (a requires-clause on a later line than `template` is positioned at its keyword: the
      // head is written first, `template< class _Tp> ⏎# 148⏎requires(...) `)
      const kw = t.requires.first - 1;
      if (this.sm.physLineOf(this.tb.start[kw]) > this.sm.physLineOf(this.tb.start[tplTok])) {
        this.emit(prefix + head);
        prefix = head = "";
        this.at(kw);
        // (what follows is positioned there: `requires(C< T> ) constexpr void`)
        tplTok = kw;
      }
      head += "requires(" + this.x.exprInner(t.requires) + ") ";
    }
    if (inner.kind === NodeKind.Function) {
      const fn = inner as Function;
      if (fn.decl.name) {
        this.addTemplate(
          fn.decl.name.parts[fn.decl.name.parts.length - 1],
          fn,
          explicitSpec ? undefined : t,
        );
        if (!explicitSpec) {
          this.primaryTpl.set(fn.decl.name.parts[fn.decl.name.parts.length - 1].atom, t);
        }
      }
      this.tplFirst = explicitSpec ? -1 : tplTok;
      if (!explicitSpec) this.x.fnTemplate++;
      const saveSpec = this.explicitSpecName;
      this.explicitSpecName = explicitSpec;
      try {
        this.functionDecl(fn, prefix, head);
      } finally {
        if (!explicitSpec) this.x.fnTemplate--;
        this.explicitSpecName = saveSpec;
      }
      this.tplFirst = -1;
    } else if (inner.kind === NodeKind.Template) {
      this.emit(prefix + head);
      this.templateDecl(inner as Template, "");
    } else if (inner.kind === NodeKind.Variable && !explicitSpec) {
      // a variable template: head and type at the template, the name at its own position
      this.tplFirst = tplTok;
      this.decl(inner, prefix + head);
      this.tplFirst = -1;
    } else if (inner.kind === NodeKind.Concept) {
      const g = inner as GenericNode;
      this.emit(
        prefix + head + "concept " + this.x.atom(g.atom!) + " = " +
          (g.expr ? this.x.expr(g.expr, Ctx.Top) : "") + "; ",
      );
    } else if (inner.kind === NodeKind.Alias) {
      const g = inner as GenericNode;
      // (its parameters give its arguments their types too: `__ull_constant< 0ULL> `)
      if (
        !explicitSpec && g.atom !== undefined && g.atom >= 0 && !this.x.classTemplates.has(g.atom)
      ) {
        this.x.classTemplates.set(g.atom, t.params);
        this.x.aliasTemplates.add(g.atom);
      }

      // (an alias template's target has canonical arguments: `integer_sequence< unsigned long,`;
      // a class template's member alias template's only its literals, `ic< size_t, f(L,
      // S::value)> `)
      // (a partial specialization's too: `is_same< _Up, nullptr_t> ` in `unique_ptr<_Tp[], _Dp>`)
      const cls = this.classNodes[this.classNodes.length - 1];
      const member = this.classDepth > 0 &&
        (this.tplParamStack[this.classNames.length - 1] !== undefined ||
          (this.x.inTemplate > 1 &&
            cls?.name?.parts[cls.name.parts.length - 1].targs !== undefined));
      if (member) this.x.literalTargs++;
      else this.x.canonicalTargs++;
      let target: string;
      try {
        target = this.x.typeId(g.type as TypeId);
      } finally {
        if (member) this.x.literalTargs--;
        else this.x.canonicalTargs--;
      }
      this.emit(
        prefix + head + "using " + this.x.atom(g.atom!) + this.aliasAttrs(g) + " = " + target +
          "; ",
      );
    } else if (
      inner.kind === NodeKind.SimpleDecl && !this.hasBody((inner as SimpleDecl).spec) &&
      (inner as SimpleDecl).decls.length === 0
    ) {
      // a class template declaration stays with its template head
      if (explicitSpec) this.at(inner.first);
      const cls = (inner as SimpleDecl).spec.type as Class | undefined;
      const cn = cls && cls.kind === NodeKind.Class ? cls.name : undefined;
      if (
        !explicitSpec && cn && cn.parts.length === 1 && !cn.parts[0].targs &&
        cn.parts[0].atom >= 0 && this.x.classParamsOf(cn.parts[0].atom, cn.sym) === undefined &&
        (cn.sym !== undefined || !this.x.classTemplates.has(cn.parts[0].atom))
      ) this.x.registerClassTemplate(cn.parts[0].atom, t.params, cn.sym);
      this.emit(prefix + head);
      this.keepPos = true;
      this.decl(inner, "");
    } else if (explicitSpec) {
      // `template<>` goes with the declaration, at its position
      this.explicitSpecHead = true;
      const saveSpec = this.explicitSpecName;
      this.explicitSpecName = true;
      // (a class's named from an enclosing namespace is printed in its own namespaces:
      // `namespace ns { template<> struct traits< P>  {...}; } ` for `template <> struct
      // ns::traits<P> {...};`)
      const reopened = this.reopenedNamespaces(inner);
      const saveScope = this.x.nsScope;
      if (reopened) {
        this.at(inner.first);
        this.emit(reopened.names.map((a) => "namespace " + this.x.atom(a) + " { ").join(""));
        for (const a of reopened.names) this.nsPath.push(this.x.atom(a));
        this.x.nsScope = reopened.scope;
      }
      try {
        this.decl(reopened?.decl ?? inner, prefix + head);
      } finally {
        this.explicitSpecName = saveSpec;
        if (reopened) {
          this.nsPath.length -= reopened.names.length;
          this.x.nsScope = saveScope;
          this.emit("} ".repeat(reopened.names.length));
        }
      }
      this.explicitSpecHead = false;
    } else {
      this.emit(prefix + head);
      // a primary class template's parameters (to give its arguments their types)
      const cls = inner.kind === NodeKind.SimpleDecl
        ? (inner as SimpleDecl).spec.type as Class | undefined
        : undefined;
      const cn = cls && cls.kind === NodeKind.Class ? cls.name : undefined;
      if (cn && cn.parts.length === 1 && !cn.parts[0].targs && cn.parts[0].atom >= 0) {
        const atom = cn.parts[0].atom;
        this.x.registerClassTemplate(
          atom,
          withEarlierDefaults(t.params, this.x.classParamsOf(atom, cn.sym)),
          cn.sym,
        );
      }
      this.pendingTplParams = t.params as TemplateParam[];
      this.decl(inner, "");
      this.pendingTplParams = undefined;
    }
    this.x.pop();
    this.x.inTemplate -= tplInc;
    // an alias template is known after its declaration (its uses as qualifiers are expanded)
    const al = t.decl as GenericNode;
    const ati = al.kind === NodeKind.Alias ? al.type as TypeId | undefined : undefined;
    if (ati?.kind === NodeKind.TypeId && t.params.length > 0) {
      const names = t.params.map((p) =>
        ((p as TemplateParam).kind === NodeKind.TemplateTypeParam ||
            (p as TemplateParam).kind === NodeKind.TemplateNonTypeParam) &&
          !(p as TemplateParam).pack
          ? (p as TemplateParam).name
          : -1
      );
      this.x.declare(al.atom!, {
        type: "typedef:?",
        ...this.typedefInfo(ati.spec, ati.decl),
        tdDependent: true,
        tdParams: names,
      });
    }
  }

  // ------------------------------------------------------------------------- functions

  /**
   * Emits a function header: specifiers, return type, name and parameters, each parameter
   * tagged at its name. `unnamed` names unnamed parameters (kernels: `__T<n>`).
   */
  private functionHead(
    f: Function,
    lead: string,
    unnamed?: () => string,
    paramText?: (p: Param, name: string) => string,
  ): void {
    // (a friend function defined in a class template is no member: its class's name is the
    // template-id, another specialization's is qualified: `operator==(const A< _Tp> &, const
    // std::A< _Up> &)`)
    const save = this.friendOfTemplate;
    const saveOnly = this.friendDeclOnly;
    this.friendDeclOnly = f.body === undefined;
    const cls = this.classNodes[this.classNodes.length - 1];
    const partial = this.x.inTemplate > 0 &&
      cls?.name?.parts[cls.name.parts.length - 1].targs !== undefined;
    const saveFriendFn = this.friendFn;
    this.friendFn = (f.spec.flags & DS.Friend) !== 0 && this.classDepth > 0;
    this.friendOfTemplate = (f.spec.flags & DS.Friend) !== 0 && this.classDepth === 1 &&
      (this.tplParamStack[this.tplParamStack.length - 1] !== undefined || partial) &&
      this.atNamespaceScope(cls);
    try {
      this.functionHeadInner(f, lead, unnamed, paramText);
    } finally {
      this.friendOfTemplate = save;
      this.friendDeclOnly = saveOnly;
      this.friendFn = saveFriendFn;
    }
  }

  /** Printing the head of a friend function (see friendParamType). */
  private friendFn = false;

  /**
   * In a friend function's parameters, a type of a namespace (not the global one) is named by
   * its full namespace path: `friend void f(a::b::P &, a::b::Q< T>  &)`, `std::basic_ostream<
   * _CharT, _Traits>  &` (the class's own name keeps its rule); undefined otherwise.
   */
  private friendParamType(n: Name): string | undefined {
    if (!this.friendFn || !this.printingParams) return undefined;
    const last = n.parts[n.parts.length - 1];
    if (last.atom < 0 || (last.special ?? 0) !== 0) return undefined;
    // (the class's own name keeps its rule, not an enclosing class's: `std::L` in `L::N`; a
    // name written with namespaces too: `std::ctr`)
    if (n.parts.length === 1 && this.classNames[this.classNames.length - 1] === last.atom) {
      return undefined;
    }
    if (
      this.friendOfTemplate && n.parts.length === 1 &&
      this.classNames[this.classNames.length - 1] === last.atom
    ) {
      return undefined;
    }
    for (let i = 0; i < n.parts.length - 1; i++) {
      const c = n.parts[i];
      if (c.targs || c.atom < 0 || (c.special ?? 0) !== 0) return undefined;
    }
    // (an enclosing class's injected name is that class: `std::L` in `L::N`; so is a base
    // class's: `const cg::v1::tg &` for `const tg &` in a class derived from tg)
    const sym = n.sym && injectedClass(n.sym);
    if (
      !sym || sym.name !== last.atom ||
      (sym.kind !== SymKind.Class && sym.kind !== SymKind.Typedef && sym.kind !== SymKind.Enum)
    ) return undefined;
    const ns = ownerNamespace(sym.owner);
    const chain = ns === undefined ? undefined : namespaceChain(ns, true);
    if (chain === undefined || chain.length === 0) return undefined;
    return chain.map((c) => this.x.atom(c.sym!.name) + "::").join("") +
      this.x.component({ ...last, templateKw: false });
  }

  /** Is class `c` a member of a namespace (not a class defined out of its enclosing class)? */
  private atNamespaceScope(c: Class | undefined): boolean {
    let sc = c?.scope?.parent ?? null;
    while (sc !== null && sc.kind === ScopeKind.TemplateParams) sc = sc.parent;
    return sc !== null && sc.kind === ScopeKind.Namespace;
  }

  /**
   * Printing the head of a friend function of a class template (see functionHead); of one only
   * declared there, only its parameters are named so (`friend __shared_ptr< _Tp1, _Lp1>
   * f(const std::__shared_ptr< _Tp1, _Lp1>  &)`).
   */
  private friendOfTemplate = false;
  private friendDeclOnly = false;
  /** Printing a function's parameters. */
  private printingParams = false;

  private functionHeadInner(
    f: Function,
    lead: string,
    unnamed?: () => string,
    paramText?: (p: Param, name: string) => string,
  ): void {
    const d = f.decl;
    const fop = d.ops.length > 0 && d.ops[0].op === 5 ? d.ops[0] : undefined;
    const rest = d.ops.slice(1);
    const simple = fop !== undefined && rest.every((o) => o.op <= 2);
    // (an out-of-class member's return type is outside its class: `size_t hash< ...> ::f()`)
    const outside = this.classDepth === 0 && this.outOfClassName >= 0 ? this.dependentBaseDepth : 0;
    this.dependentBaseDepth -= outside;
    const saveOwn = this.outOfClassOwn;
    this.outOfClassOwn = undefined;
    const canon = this.sigCanonical;
    this.sigCanonical = 0;
    if (canon > 0) this.x.canonicalTypeArgs++;
    let typeText: string;
    const rtt = this.retTypeText;
    this.retTypeText = undefined;
    try {
      typeText = rtt !== undefined
        ? (f.spec.flags & DS.Const ? "const " : "") + rtt
        : f.spec.builtins.length === 0 && f.spec.type === undefined
        ? ""
        : this.x.specType(f.spec);
    } finally {
      this.dependentBaseDepth += outside;
      this.outOfClassOwn = saveOwn;
      if (canon > 0) this.x.canonicalTypeArgs--;
    }
    if (typeText !== "") typeText += " ";
    if (!simple) {
      // (positioned at the name too: `inline char (&` then `frag(...))[2];` on its line)
      const mark = "\u0001";
      const dd = this.x.declarator(d, mark + this.declName(d));
      const k = dd.indexOf(mark);
      if (this.namePos && d.name && k >= 0) {
        this.emitLead(lead + typeText + dd.slice(0, k));
        this.at(this.namePosTok >= 0 ? this.namePosTok : idTok(d.name));
        this.emit(dd.slice(k + 1));
      } else this.emitLead(lead + typeText + dd.replace(mark, ""));
      this.namePos = false;
      this.namePosTok = -1;
      return;
    }
    let ptr = "";
    for (const o of rest) {
      const cv = o.cv ?? 0;
      ptr = (o.op === 0 ? "*" : o.op === 1 ? "&" : "&&") + (cv & DS.Const ? "const " : "") + ptr;
    }
    this.emitLead(lead + typeText + ptr);
    const mid = this.midAttrs;
    this.midAttrs = undefined;
    if (mid !== undefined) {
      this.at(mid.tok);
      this.emit(" " + mid.text + " ");
    }
    // (a qualified name is positioned at its last component: `vector< _Tp, _Alloc> ::` on one
    // line, `reserve(size_type __n)` on the next, prints at the second)
    if (this.namePos && d.name) this.at(this.namePosTok >= 0 ? this.namePosTok : idTok(d.name));
    this.namePos = false;
    this.namePosTok = -1;
    // (standard attributes after the name, as written: `bool f [[nodiscard]](int a)`)
    this.emit(
      this.declName(d) +
        (d.idAttrs !== undefined ? " " + this.x.idAttrText(d) : "") +
        "(",
    );
    // (a defaulted or deleted one is a declaration too: `B(const B & other) = default;`)
    this.protoParams = !f.body;
    this.x.proto = this.protoParams;
    // (a friend function defined in a class names the class's member types in its parameters
    // from outside it: `operator+(const _Bit_iterator::iterator &__x, std::iterator<
    // std::random_access_iterator_tag, bool> ::difference_type __n)`)
    const saveFriend = this.friendParamsOf;
    const top = this.classNodes.length - 1;
    // (of a class template too: `const typename It< T> ::_Self &a`)
    // (a friend template of it as well: `template< class R2> friend bool operator==(const
    // typename It< T, R> ::_Self &a, ...)`)
    if (
      (f.spec.flags & DS.Friend) !== 0 && f.body !== undefined && top >= 0 &&
      (this.tplParamStack[top] === undefined ? !this.x.inTemplate : (this.x.inTemplate === 1 ||
        (this.x.inTemplate === 2 && this.templated === f)) &&
        this.classNodes.length === 1)
    ) this.friendParamsOf = this.classNodes[top];
    if (canon > 1) this.x.canonicalTypeArgs++;
    const saveParams = this.printingParams;
    this.printingParams = true;
    const qf = (f.spec.flags & DS.Friend) !== 0 && (f.decl.name?.parts.length ?? 0) > 1 ? 1 : 0;
    this.qualifiedFriendParams += qf;
    try {
      this.params(fop!, unnamed, paramText);
    } finally {
      this.qualifiedFriendParams -= qf;
      this.printingParams = saveParams;
      this.friendParamsOf = saveFriend;
      if (canon > 1) this.x.canonicalTypeArgs--;
    }
    this.protoParams = false;
    this.x.proto = false;
    let s = ")";
    const cv = fop!.cv ?? 0;
    if (cv & DS.Const) s += " const";
    if (cv & DS.Volatile) s += " volatile";
    if (fop!.refQual === 1) s += " &";
    else if (fop!.refQual === 2) s += " &&";
    const ex = fop!.except;
    const trailing = fop!.trailing;
    if (ex) {
      const kw = this.x.tok(ex.tok);
      if (kw === "noexcept") {
        s += ex.expr ? " noexcept(" + this.x.expr(ex.expr, Ctx.Top) + ")" : " noexcept";
      } else {s += " throw(" + (ex.throwTypes ?? []).map((t) =>
          this.x.typeId(t as TypeId)
        ).join(", ") +
          ")";}
    }
    if (trailing) {
      // (an out-of-class member's trailing return type is the class's declaration's)
      if (canon > 1) this.x.canonicalTypeArgs++;
      s += "->" + this.x.typeId(trailing as TypeId);
      if (canon > 1) this.x.canonicalTypeArgs--;
    }
    // (a trailing requires-clause is positioned at its keyword: on a later line it is written
    // after a line marker, `noexcept⏎# 2379⏎ requires (std::contiguous_iterator< _It> )`)
    // (only a class's own members: a namespace-scope function's, or a friend's, stays on the
    // line, `__y) requires (requires {...})`)
    if (fop!.requires) {
      if (this.classDepth > 0 && !(f.spec.flags & DS.Friend)) {
        this.emit(s);
        this.at(fop!.requires.first - 1);
        s = "";
      }
      s += " requires (" + this.x.exprInner(fop!.requires) + ")";
    }
    this.emit(s);
  }

  private params(
    op: DeclaratorOp,
    unnamed?: () => string,
    paramText?: (p: Param, name: string) => string,
  ): void {
    const ps = (op.params ?? []).filter((p) => p.kind === NodeKind.Param) as Param[];
    if (
      ps.length === 1 && !ps[0].decl.name && ps[0].decl.ops.length === 0 &&
      ps[0].spec.type === undefined && ps[0].spec.builtins.length === 1 &&
      ps[0].spec.builtins[0] === T.KwVoid
    ) {
      ps.length = 0;
    }
    for (let i = 0; i < ps.length; i++) {
      const p = ps[i];
      if (i > 0) this.emit(", ");
      let nameStr = p.decl.name ? this.x.name(p.decl.name) : (unnamed ? unnamed() : "");
      // (an unnamed pack is spaced in a declaration, `A && ...`, `A ...`, not in a definition:
      // `void v(const A &...) { }`)
      const unnamedPack = p.decl.pack && nameStr === "";
      if (p.decl.pack) {
        nameStr = (nameStr === "" && this.protoParams && p.decl.ops.length > 0 ? " ..." : "...") +
          nameStr;
      }
      if (paramText) {
        this.emit(paramText(p, nameStr));
        continue;
      }
      // a parameter's attributes: those before its declarator in front, the others after it
      // (`[[maybe_unused]] int x`, `const int * q __attribute((unused))`)
      let attrsBefore = "";
      let attrsAfter = "";
      const pattrs = declAttrs(p);
      if (pattrs.length > 0) {
        const split = p.decl.name || p.decl.ops.length > 0 ? p.decl.first : p.last + 1;
        const ida = p.decl.idAttrs;
        for (const run of this.attrRuns(pattrs)) {
          // (standard ones right after the name are printed with it, by the declarator)
          if (ida !== undefined && run[0].first >= ida.first && run[0].last <= ida.last) continue;
          const txt = run[0].syntax === 1
            ? this.stdAttrText(run).trimEnd()
            : this.gnuAttrText(run, "");
          if (txt === "") continue;
          if (run[0].first < split) attrsBefore += txt + " ";
          else attrsAfter += " " + txt;
        }
      }
      // (a parameter led by a standard attribute is positioned there: `[[__maybe_unused__]]
      // allocator< _Up>  &__alloc` on its own line)
      const lead = pattrs[0];
      if (
        attrsBefore !== "" && !this.protoParams && lead.syntax === 1 && lead.first < p.decl.first
      ) this.at(lead.first);
      const t = attrsBefore + this.x.specType(p.spec);
      const mark = "\u0001";
      this.x.paramDecl++;
      let dd: string;
      try {
        dd = this.x.declarator(p.decl, p.decl.name ? mark : nameStr);
      } finally {
        this.x.paramDecl--;
      }
      if (dd === "") this.emit(t);
      else {
        const k = dd.indexOf(mark);
        // (an unnamed one ends at its last qualifier: `T *const __restrict__`; an unnamed
        // pack of a definition is not spaced: `A...`)
        if (k < 0) {
          this.emit(
            t + (unnamedPack && !this.protoParams && p.decl.ops.length === 0 ? "" : " ") +
              dd.trimEnd(),
          );
        } else {
          // a declaration's parameters: `int * p` (definitions: `int *p`)
          const sep = this.protoParams && p.decl.ops.length > 0 && !dd.slice(0, k).endsWith(" ")
            ? " "
            : "";
          // (a pack's `...` goes before the name's position: `ActTypes &&...` / `args`)
          const dots = p.decl.pack && nameStr.startsWith("...") ? "..." : "";
          this.emit(t + " " + dd.slice(0, k) + sep + dots);
          // a declaration's parameters carry no positions of their own
          if (!this.protoParams) this.at(p.decl.name!.first);
          this.emit(nameStr.slice(dots.length) + dd.slice(k + 1));
        }
      }
      if (attrsAfter !== "") this.emit(attrsAfter);
      if (p.init) {
        // (a prototype's `__null` default for a pointer: the constant it converts to)
        const zero = (this.protoParams && this.x.isGnuNull(p.init) &&
          p.decl.ops.some((o) => o.op === 0)) ||
          // (a `nullptr` default of a pointer parameter is the null pointer constant it becomes)
          // (not of a member pointer: `int (C< T> ::*m) = nullptr`)
          // (a typedef of one too: `cudaStream_t s = 0`)
          (p.init.kind === NodeKind.NullptrLit &&
            (p.decl.ops[0]?.op === 0 ||
              (p.decl.ops.length === 0 && pointerTypedef(p.spec)))) ||
          this.x.nullPointerCast(p.init);
        this.emit(
          " = " +
            (zero
              ? "0"
              : this.x.defaultZero(p.init, p.spec, p.decl) ?? this.x.expr(p.init, Ctx.Top)),
        );
      }
    }
    if (op.variadic) this.emit(ps.length ? ", ..." : "...");
  }

  private paramNames(f: Function, skipPacks = false): string[] {
    const fop = f.decl.ops.find((o) => o.op === 5);
    const out: string[] = [];
    for (const p of fop?.params ?? []) {
      const pp = p as Param;
      if (skipPacks && pp.decl?.pack) continue;
      if (pp.kind === NodeKind.Param && pp.decl.name) out.push(this.x.name(pp.decl.name));
    }
    return out;
  }

  private declareParams(f: Function): void {
    const fop = f.decl.ops.find((o) => o.op === 5);
    for (const p of fop?.params ?? []) {
      const pp = p as Param;
      if (pp.kind === NodeKind.Param && pp.decl.name) this.note(pp.spec, pp.decl);
    }
  }

  /** Last string token of an asm label starting at `tok`. */
  private asmEnd(tok: number): number {
    let i = tok;
    while (i + 1 < this.tb.count && this.tb.kind[i + 1] === T.StringLit) i++;
    return i;
  }

  /** A constructor: named like its class (in the class, or `C::C` out of it). */
  private isConstructor(f: Function): boolean {
    const nm = f.decl.name;
    if (!nm || (nm.parts[nm.parts.length - 1].special ?? 0) !== 0) return false;
    const last = nm.parts[nm.parts.length - 1].atom;
    if (nm.parts.length > 1) return nm.parts[nm.parts.length - 2].atom === last;
    return this.classNames.length > 0 && this.classNames[this.classNames.length - 1] === last;
  }

  /** `override` / `final` after the declarator (the parser skips them). */
  private virtSpecifiers(f: Function): string {
    let out = "";
    const stop = f.body ? f.body.first : f.last;
    for (let i = f.decl.last + 1; i <= stop && i < this.tb.count; i++) {
      const k = this.tb.kind[i];
      if (k === T.LBrace || k === T.Semi || k === T.Assign || k === T.Colon) break;
      if (k === T.Identifier) {
        const t = this.x.tok(i);
        if (t === "override" || t === "final") out += " " + t;
      }
    }
    return out;
  }

  /** `[[__nodiscard__]]` for the standard attributes in `attrs`. */
  /** An alias-declaration's attributes after its name: ` [[deprecated("x")]]`. */
  private aliasAttrs(g: GenericNode): string {
    const attrs = (g.attrs ?? []) as Attribute[];
    if (attrs.length === 0) return "";
    const std = this.stdAttrText(attrs).trimEnd();
    // (positioned at the first, on another line than the declaration's start: `using A` `# 2`
    // ` __attribute((deprecated)) = void; `)
    const at = attrs[0].first >= 0 ? "\u0002" + attrs[0].first + "\u0003" : "";
    return at + (std !== "" ? " " + std : "") + this.gnuAttrText(attrs, " ");
  }

  stdAttrText(attrs: readonly Attribute[]): string {
    let s = "";
    // (the attributes written in one `[[...]]` stay together, and GNU's `__const__` is named
    // `const`: `[[__gnu__::const, __nodiscard__]]`)
    for (const run of this.attrRuns(attrs.filter((a) => a.syntax === 1))) {
      s += "[[" + run.map((a) => {
        const name = this.names.text(a.name);
        const n = (a.ns >= 0 ? this.names.text(a.ns) + "::" : "") +
          (a.ns >= 0 && name === "__const__" ? "const" : name);
        return n + (a.hasArgs ? "(" + this.attrArgs(a) + ")" : "");
      }).join(", ") + "]] ";
    }
    return s;
  }

  /** Splits attributes into the runs written in one `__attribute__((...))` or `[[...]]`. */
  attrRuns(attrs: readonly Attribute[]): Attribute[][] {
    const runs: Attribute[][] = [];
    let prev: Attribute | undefined;
    for (const a of attrs) {
      let same = prev !== undefined && prev.syntax === a.syntax;
      if (same) {
        for (let i = prev!.last + 1; i < a.first; i++) {
          const k = this.tb.kind[i];
          if (k === T.KwAttribute || k === T.LBracket) {
            same = false;
            break;
          }
        }
      }
      if (same) runs[runs.length - 1].push(a);
      else runs.push([a]);
      prev = a;
    }
    return runs;
  }

  /** Prints a class head's attributes at their own positions after `s` (the key and what
   * precedes it); returns the text still to print. The name follows on the last attribute's
   * line, never positioned again: ` [[__deprecated__]] Z`, ` __attribute((aligned(4))) H {`
   * with `H` on a later line. */
  private classHeadAttrs(s: string, head: readonly Attribute[]): string {
    for (const run of this.attrRuns(head)) {
      const t = run[0].syntax === 2
        ? run.map((a) => "alignas(" + this.attrArgs(a) + ")").join(" ")
        : run[0].syntax === 1
        ? this.stdAttrText(run).trimEnd()
        : this.gnuAttrText(run, "").replace(/\)\)__attribute/g, ")) __attribute");
      if (t === "") continue;
      this.emit(s);
      this.at(run[0].first);
      s = " " + t;
    }
    return s;
  }

  /** Adds a class template declaration's head attributes to those of its earlier ones (an
   * attribute written again keeps its first position); returns them all. */
  private mergeTemplateClassAttrs(sym: object, attrs: Attribute[]): Attribute[] {
    const prev = this.templateClassAttrs.get(sym) ?? [];
    if (attrs.length === 0) return prev;
    const key = (a: Attribute) => {
      let k = a.syntax + ":" + a.ns + ":" + a.name;
      for (let i = a.argFirst; i <= a.argLast; i++) k += " " + this.x.tok(i);
      return k;
    };
    const seen = new Set(prev.map(key));
    const all = [...prev, ...attrs.filter((a) => !seen.has(key(a)))];
    this.templateClassAttrs.set(sym, all);
    return all;
  }

  gnuAttrText(attrs: readonly Attribute[], lead: string, keepMemory = false): string {
    // attributes written in one `__attribute__((a, b))` stay together
    const groups: string[][] = [];
    let prevLast = -1;
    for (const a of attrs) {
      const n = this.names.text(a.name);
      const bare = n.replace(/^__(.*)__$/, "$1");
      // (CUDA's `__noinline__` keyword is the GNU attribute: `__attribute((noinline))`)
      if (a.syntax !== 0 && !(a.syntax === 4 && bare === "noinline")) continue;
      if (CUDA_ATTRS.has(bare) && !(keepMemory && MEMORY_ATTRS.has(bare))) continue;
      const text = (n === "__const__" ? "const" : bare === "noinline" ? "noinline" : n) +
        (a.hasArgs ? "(" + this.attrArgs(a) + ")" : "");
      let sameGroup = prevLast >= 0 && groups.length > 0;
      if (sameGroup) {
        for (let i = prevLast + 1; i < a.first; i++) {
          if (this.tb.kind[i] === T.KwAttribute) {
            sameGroup = false;
            break;
          }
        }
      }
      if (sameGroup && a.syntax === 0) groups[groups.length - 1].push(text);
      else groups.push([text]);
      // (a keyword one is a group of its own)
      prevLast = a.syntax === 0 ? a.last : -1;
    }
    return groups.map((g) => lead + "__attribute((" + g.join(", ") + "))").join("");
  }

  /**
   * An attribute's arguments as the binary prints them: the ones it parses (PARSED_ATTR_ARGS) as
   * expressions (`aligned((2) * sizeof(long))`, `__nonnull__(1, 2)`), the others as the token
   * list it keeps, each token followed by a space (`__access__(__read_only__ , 2 )`).
   */
  private attrArgs(a: Attribute): string {
    const parsed = (a.syntax === 0 && PARSED_ATTR_ARGS.has(attrName(this.names, a))) ||
      a.syntax === 2;
    if (a.arg && a.arg.kind !== NodeKind.TypeId) {
      // (an alignas expression in a template is printed as one: its operands converted,
      // `alignas(sizeof(T) * (N))` for an int N)
      if (a.syntax === 2 && this.x.inTemplate > 0) return this.x.expr(a.arg, Ctx.Top);
      // a template-id in an alignas / aligned argument needs the parsed expression
      // (`__complex_alignment< _Tp> ::value`, not `(__complex_alignment < _Tp) > ::value`)
      for (let i = a.argFirst; i <= a.argLast; i++) {
        if (this.tb.kind[i] === T.Less) return this.x.expr(a.arg, Ctx.Top);
      }
    }
    if (parsed && a.argFirst <= a.argLast) {
      let s = "";
      let start = a.argFirst;
      let depth = 0;
      for (let i = a.argFirst; i <= a.argLast + 1; i++) {
        const k = i <= a.argLast ? this.tb.kind[i] : T.Comma;
        if (k === T.LParen || k === T.LBracket) depth++;
        else if (k === T.RParen || k === T.RBracket) depth--;
        else if (k === T.Comma && depth === 0) {
          const e = new AttrExpr(this, start, i - 1).full();
          if (e === undefined) return this.attrTokens(a, false);
          s += (s === "" ? "" : ", ") + e;
          start = i + 1;
        }
      }
      return s;
    }
    return this.attrTokens(a, a.syntax === 0);
  }

  /** Attribute argument tokens; `kept`: each followed by a space (the binary's token list). */
  private attrTokens(a: Attribute, kept: boolean): string {
    let s = "";
    let prevWord = false;
    for (let i = a.argFirst; i <= a.argLast; i++) {
      const k = this.tb.kind[i];
      const t = this.x.tok(i);
      const word = k === T.Identifier || k === T.IntLit || k >= T.KwAlignas;
      if (kept) s += (k === T.StringLit ? this.x.stringLit(i, i) : t) + " ";
      else if (k === T.Comma) s += ", ";
      else if (k === T.StringLit) {
        let e = i;
        while (e < a.argLast && this.tb.kind[e + 1] === T.StringLit) e++;
        s += this.x.stringLit(i, e);
        i = e;
      } else if (k === T.IntLit) s += (prevWord ? " " : "") + this.x.intLit(i);
      else s += (prevWord && word ? " " : "") + t;
      prevWord = word;
    }
    return s;
  }

  /**
   * The GNU attributes an explicit specialization of function template `f` takes from the
   * template's definition, and the token where the template has them (undefined: none).
   */
  private primaryAttrs(f: Function): { text: string; tok: number } | undefined {
    const sym = f.decl.name?.sym;
    const p = sym?.kind === SymKind.Function && sym.isTemplate ? sym.decl : undefined;
    if (p?.kind !== NodeKind.Function || p === f) return undefined;
    const pf = p as Function;
    // (only from a template defined: `template<> int a4< int> (int m)` after a declaration)
    if (!pf.body) return undefined;
    const text = this.gnuAttrs(pf);
    this.midAttrs = undefined;
    if (text === "") return undefined;
    const nameTok = pf.decl.name?.first ?? pf.decl.first;
    const first = declAttrs(pf).find((a) =>
      a.first < nameTok && a.syntax <= 1 &&
      !(a.syntax === 0 && CUDA_ATTRS.has(this.names.text(a.name).replace(/^__(.*)__$/, "$1")))
    );
    return first ? { text, tok: first.first } : undefined;
  }

  /** GNU attributes other than the CUDA ones that the binary re-prints. */
  private gnuAttrs(f: Function): string {
    let s = "";
    const nameTok = f.decl.name?.first ?? f.decl.first;
    const lead: Attribute[] = [];
    const attrs = declAttrs(f);
    // (GNU attributes between the result type and the name stay there: `int` then
    // ` __attribute((__leaf__)) tolower(int __c)`, see midAttrs)
    const typeEnd = f.decl.ops.length === 1 ? this.lastTypeToken(f, attrs, nameTok) : -1;
    const mid: Attribute[] = [];
    for (const a of attrs) {
      const n = this.names.text(a.name).replace(/^__(.*)__$/, "$1");
      // (`noinline` goes first, but one after the declarator stays there: `static int g()
      // __attribute((noinline))`)
      // (`noinline` with the others, in source order: `__attribute((always_inline))
      // __attribute((noinline))`; ahead of the generated ones)
      if (n === "noinline") {
        if (a.first < nameTok) lead.push(a);
      } else if (
        typeEnd >= 0 && a.syntax === 0 && a.first > typeEnd && a.first < nameTok &&
        IN_PLACE_ATTRS.has(n)
      ) mid.push(a);
      else if (a.first < nameTok) lead.push(a);
    }
    const mt = mid.length > 0 ? this.gnuAttrText(mid, "") : "";
    this.midAttrs = mt === "" ? undefined : { text: mt, tok: mid[0].first };
    // (GNU and standard attributes in the order written: `[[nodiscard]] __attribute((...))`;
    // one written on a later line than the one before it gets its own position there, see
    // emitLead)
    this.leadAttrToks.length = 0;
    let i = 0;
    let prevLine = -1;
    while (i < lead.length) {
      let j = i;
      const std = lead[i].syntax === 1;
      const runLine = this.lineOfTok(lead[i].first);
      while (
        j < lead.length && (lead[j].syntax === 1) === std &&
        this.lineOfTok(lead[j].first) === runLine
      ) j++;
      const run = lead.slice(i, j);
      const t = std ? this.stdAttrText(run) : this.gnuAttrText(run, "");
      if (t !== "") {
        const line = runLine;
        if (prevLine >= 0 && line > prevLine) {
          s += LEAD_POS;
          this.leadAttrToks.push(run[0].first);
        }
        prevLine = line;
        s += std ? t : t.replace(/\)\)__attribute/g, ")) __attribute") + " ";
      }
      i = j;
    }
    return s;
  }

  /** The statement lists of the blocks being printed, innermost last. */
  private blockLists: Node[][] = [];

  /** The names of the variables the innermost block being printed declares, anywhere in it. */
  private blockVariableNames(): Set<number> | undefined {
    const list = this.blockLists[this.blockLists.length - 1];
    if (list === undefined) return undefined;
    let names: Set<number> | undefined;
    for (const st of list) {
      const d = st.kind === NodeKind.DeclStmt ? (st as GenericNode).decl : undefined;
      const vs = d?.kind === NodeKind.SimpleDecl
        ? (d as SimpleDecl).decls
        : d?.kind === NodeKind.Variable
        ? [d]
        : [];
      for (const v of vs) {
        const nm = v.kind === NodeKind.Variable ? (v as Variable).decl.name : undefined;
        if (nm?.parts.length === 1) (names ??= new Set()).add(nm.parts[0].atom);
      }
    }
    return names;
  }

  /** The physical input line of token `tok`. */
  private lineOfTok(tok: number): number {
    return this.sm.physLineOf(this.tb.start[tok]);
  }

  /** The tokens of the attributes `gnuAttrs` marked to be positioned (see emitLead). */
  private leadAttrToks: number[] = [];

  /**
   * Emits a function's leading text, each attribute run `gnuAttrs` marked at its own position
   * (`[[nodiscard]] ⏎# 3⏎__attribute((visibility("hidden"))) inline int f(T)`).
   */
  private emitLead(s: string): void {
    if (!s.includes(LEAD_POS)) {
      this.emit(s);
      return;
    }
    const parts = s.split(LEAD_POS);
    this.emit(parts[0]);
    for (let k = 1; k < parts.length; k++) {
      const tok = this.leadAttrToks[k - 1];
      if (tok !== undefined) this.at(tok);
      this.emit(parts[k]);
    }
  }

  /**
   * The function body about to print is a function-try-block: 1 plain, 2 of a constructor or
   * destructor (handlers rethrow); 3 and 4 likewise with `try` printed already (before the
   * mem-initializers); 0 none.
   */
  private fnTry = 0;

  /** GNU attributes between a function's result type and its name (see gnuAttrs). */
  private midAttrs: { text: string; tok: number } | undefined;

  /**
   * The last token of a function declaration's result type before its name, outside
   * attributes and storage or function specifiers (-1: none, as for a constructor).
   */
  private lastTypeToken(f: Function, attrs: readonly Attribute[], nameTok: number): number {
    let last = -1;
    if (attrs.length === 0) return -1;
    for (let t = f.first; t < nameTok; t++) {
      const k = this.tb.kind[t];
      if (k === T.KwAttribute || (k === T.LBracket && this.tb.kind[t + 1] === T.LBracket)) {
        // (skip the attribute's parentheses or brackets)
        const open = k === T.KwAttribute ? T.LParen : T.LBracket;
        const close = k === T.KwAttribute ? T.RParen : T.RBracket;
        let depth = 0;
        let u = k === T.KwAttribute ? t + 1 : t;
        for (; u < nameTok; u++) {
          if (this.tb.kind[u] === open) depth++;
          else if (this.tb.kind[u] === close && --depth === 0) break;
        }
        t = u;
        continue;
      }
      if (
        k === T.KwExtern || k === T.KwStatic || k === T.KwInline || k === T.KwConstexpr ||
        k === T.KwVirtual || k === T.KwExplicit || k === T.KwFriend || k === T.KwExtension
      ) continue;
      if (k === T.Identifier && this.names.text(this.tb.atom[t]) === "__inline") continue;
      last = t;
    }
    return last;
  }

  /** Does class `c` have a base class that depends on template parameters? */
  private hasDependentBase(c: Class): boolean {
    return c.bases.some((b) =>
      b.name.kind === NodeKind.Name &&
      (this.x.isDependentName(b.name as Name) || this.x.mentionsTemplateParam(b.name as Name) ||
        // (a typedef of a dependent type: `struct _Vector_impl : public _Tp_alloc_type`)
        ((b.name as Name).sym?.kind === SymKind.Typedef &&
          (b.name as Name).sym!.dependent === true))
    );
  }

  private functionDecl(f: Function, prefix: string, tplHead: string): void {
    // a kernel with a placeholder parameter (`void k(auto *p)`) is a function template: its stub
    // is printed as a template kernel's, with no template head
    if (
      tplHead === "" && this.classDepth === 0 && this.blockDepth === 0 &&
      !(f.spec.flags & DS.Friend) && abbreviatedTemplate(f) &&
      cudaFlags(this.names, declAttrs(f)).global
    ) {
      const t = {
        kind: NodeKind.Template,
        first: f.first,
        last: f.last,
        params: [],
        decl: f,
      } as unknown as Template;
      this.templateKernel(t, f, prefix, true);
      return;
    }
    // an out-of-class member of a class with a dependent base is printed as in that class (names
    // from namespaces fully qualified: `_M_fill_assign(std::size_t __n, ...)`)
    const nm = f.decl.name;
    let depBase = false;
    const saveName = this.outOfClassName;
    if (this.classDepth === 0 && nm && nm.parts.length > 1) {
      const owner = this.qualifierClass(nm) ??
        (nm.sym?.owner.kind === ScopeKind.Class ? nm.sym.owner : undefined);
      const def = owner?.sym?.def;
      depBase = def?.kind === NodeKind.Class && this.hasDependentBase(def as Class);
      if (depBase) this.outOfClassName = owner!.sym!.name;
    }
    if (depBase) this.dependentBaseDepth++;
    // (a member of a class template defined out of it: its own template-id is its injected name)
    const saveOwn = this.outOfClassOwn;
    const q = nm && nm.parts.length > 1 ? nm.parts[nm.parts.length - 2] : undefined;
    // (of a member class's member too: `basic_ostream` in `basic_ostream< _CharT, _Traits>
    // ::sentry::sentry(basic_ostream &__os)`)
    let oq = q;
    for (let i = (nm?.parts.length ?? 0) - 2; i >= 0 && !oq?.targs; i--) oq = nm!.parts[i];
    if (this.classDepth === 0 && tplHead !== "" && oq?.targs && oq.atom >= 0) {
      this.outOfClassOwn = {
        atom: oq.atom,
        args: oq.targs.map((a) => this.x.templateArg(a)).join(", "),
      };
    }
    // (an out-of-class member sees its class's typedefs and data members: `__n == (0)` for a
    // `size_type __n`)
    const def = this.classDepth === 0 && this.blockDepth === 0 && nm && nm.parts.length > 1
      ? this.qualifierClass(nm)?.sym?.def
      : undefined;
    if (def?.kind === NodeKind.Class) {
      this.x.push();
      this.declareClassMembers(def as Class);
    }
    const saveTemplate = this.x.outOfClassTemplate;
    if (def?.kind === NodeKind.Class && q?.targs) this.x.outOfClassTemplate = q.atom;
    if (def?.kind === NodeKind.Class && q?.targs && tplHead !== "" && nm!.parts.length === 2) {
      const rt = this.declaredMemberType(f, def as Class);
      if (rt !== undefined) {
        this.retTypeText = "typename " + this.x.name({ ...nm!, parts: [q] }) + "::" + rt;
      }
    }
    try {
      this.functionDeclInner(f, prefix, tplHead);
    } finally {
      this.x.outOfClassTemplate = saveTemplate;
      if (def?.kind === NodeKind.Class) this.x.pop();
      if (depBase) this.dependentBaseDepth--;
      this.outOfClassName = saveName;
      this.outOfClassOwn = saveOwn;
    }
  }

  /**
   * Prints a typedef's or alias-declaration's type with `f`: its template arguments canonical
   * (`typedef ratio< 1L, 1000L>  milli;`), in a template only its literals (`__big_add< ...,
   * 0UL, __rem> `, `intmax_t` stays).
   */
  private typedefTargs<R>(f: () => R): R {
    if (this.blockDepth > 0) {
      // (a local one keeps its literals: `using X = C< T, 0> ;`, and in a template its typedefs:
      // `using Z = C< sz, 2> ;`, outside templates `C< unsigned long, 2> `)
      if (this.x.inTemplate > 0) {
        this.x.localTypedefTargs++;
        try {
          return f();
        } finally {
          this.x.localTypedefTargs--;
        }
      }
      this.x.canonicalTypeArgs++;
      try {
        return f();
      } finally {
        this.x.canonicalTypeArgs--;
      }
    }
    const lit = this.x.inTemplate > 0;
    if (lit) this.x.literalTargs++;
    else this.x.canonicalTargs++;
    try {
      return f();
    } finally {
      if (lit) this.x.literalTargs--;
      else this.x.canonicalTargs--;
    }
  }

  /** Declares an alias-declaration's name like a typedef's (`using size_type = size_t;`). */
  private noteAlias(g: GenericNode): void {
    const ti = g.type as TypeId | undefined;
    const td = ti?.kind === NodeKind.TypeId;
    this.x.declare(g.atom!, {
      type: "typedef:" + (td ? this.x.typeKey(ti.spec, ti.decl) : "?"),
      ...(td ? this.typedefInfo(ti.spec, ti.decl) : {}),
    });
  }

  /**
   * The underlying type of an enumeration without a fixed one when its values do not all fit
   * an int: the first of unsigned int, long and unsigned long that holds them (its literals are
   * printed in it: `m_mask = 65535U`). Undefined: int, or a value not known.
   */
  private implicitEnumBase(list: Enumerator[]): string | undefined {
    let next = 0n, lo = 0n, hi = 0n;
    for (const en of list) {
      if (en.value) {
        const v = this.x.evaluate(en.value);
        if (v === undefined) return undefined;
        next = v;
      }
      if (next < lo) lo = next;
      if (next > hi) hi = next;
      next++;
    }
    if (lo >= -(1n << 31n) && hi < 1n << 31n) return undefined;
    return ENUM_BASES.find(([, min, max]) => lo >= min && hi <= max)?.[0];
  }

  /** Declares the typedefs and data members of class `c` (for an out-of-class member). */
  private declareClassMembers(c: Class): void {
    this.classDepth++;
    try {
      for (const m of c.members) {
        const list = m.kind === NodeKind.SimpleDecl ? (m as SimpleDecl).decls : [m];
        for (const d of list) {
          if (d.kind === NodeKind.Variable) {
            // (a constant one as in the class: `long c = (si);` converts it)
            const v = d as Variable;
            this.noteInit = v.init !== undefined && this.x.isConstant(v.init);
            this.note(v.spec, v.decl);
            this.noteInit = false;
          } else if (d.kind === NodeKind.Typedef) {
            this.noteTypedef((d as Typedef).spec, (d as Typedef).decl);
          } else if (d.kind === NodeKind.Alias) this.noteAlias(d as GenericNode);
        }
      }
    } finally {
      this.classDepth--;
    }
  }

  /** The class an out-of-class member being printed belongs to (its injected name: -1 none). */
  private outOfClassName = -1;

  private functionDeclInner(f: Function, prefix: string, tplHead: string): void {
    if (this.blockDepth === 0) this.fnClassScope = this.qualifierClassScope(f.decl.name);
    const cf = cudaFlags(this.names, declAttrs(f));
    const merged = this.classDepth === 0 && this.blockDepth === 0
      ? this.entityProps.get(this.entityKeyAt(f))
      : undefined;
    // (a friend declaration of a namespace function shows what its other declarations add:
    // `friend inline blk this_blk();` before `inline blk this_blk() {...}`)
    const friendOf = merged === undefined && (f.spec.flags & DS.Friend) !== 0 &&
        this.x.inTemplate === 0 && this.blockDepth === 0 && f.body === undefined &&
        f.decl.name?.parts.length === 1 && !f.decl.name.parts[0].targs &&
        !f.decl.name.parts[0].special
      ? this.entityProps.get(this.entityKey(f, this.nsPath))
      : undefined;
    // a host declaration of a function defined as a device builtin is not printed (`extern
    // float __cosf(float)` of glibc, the CUDA header defining `__cosf`)
    if (merged?.builtin && !f.body && !cf.device) return;
    let redeclared = false;
    if (merged !== undefined) {
      redeclared = merged.printed === true;
      merged.printed = true;
    }
    const tplFirst = this.tplFirst;
    this.tplFirst = -1;
    const start = () => {
      if (tplFirst >= 0) this.at(tplFirst);
      else this.at(f.decl.name ? idTok(f.decl.name) : f.first);
    };
    const pragmaWrapped = this.classDepth === 0 && cf.device && !cf.host && !cf.global &&
      f.body !== undefined &&
      (f.spec.flags & DS.Static) !== 0 && (f.spec.flags & DS.Inline) === 0 &&
      (f.spec.flags & DS.Constexpr) === 0;
    // (a member template declared in its class stays on its template's line)
    if (tplHead !== "" && tplFirst >= 0) {
      this.namePos = true;
      // (a declaration's name keeps the template's position: `template< class T> T f(int);`
      // on one line, a marker back to that line only when the head moved the position)
      if (!f.body) this.namePosTok = tplFirst;
    }
    if (!pragmaWrapped) start();
    const virt = this.virtSpecifiers(f);
    // (defaulted or deleted in its class too: `A() = default;` for `inline A() = default;`)
    this.inClassDef = this.currentMember === f &&
      (f.body !== undefined || f.defn === 1 || f.defn === 2);
    this.friendDef = this.inClassDef;
    let storage = this.storage(f.spec, true);
    this.friendDef = false;
    this.inClassDef = false;
    // the IL is printed after the whole unit was read: what a redeclaration adds (constexpr, an
    // asm label) shows in every declaration of the function
    if (merged?.constexpr && !(f.spec.flags & DS.Constexpr)) storage = storage + "constexpr ";
    else if (
      (merged?.inline || friendOf?.inline || this.memberProps(f)?.inline ||
        this.inlineDefinedLater(f) ||
        this.inlineInClass(f)) &&
      !(f.spec.flags & (DS.Inline | DS.Constexpr))
    ) {
      // (so is `inline` from another declaration: `extern inline int min(const int a, ...);`)
      this.inClassDef = this.currentMember === f &&
        (f.body !== undefined || f.defn === 1 || f.defn === 2);
      storage = this.storage({ ...f.spec, flags: f.spec.flags | DS.Inline }, true);
      this.inClassDef = false;
    }
    // (and so does a later `gnu_inline`: `extern __attribute((gnu_inline)) inline int
    // isalnum(int);` before glibc's extern inline definition, or g++ rejects the redeclaration)
    if (merged?.gnuInline && storage.includes("inline ") && !hasGnuInline(this.names, f)) {
      storage = storage.replace("inline ", "__attribute((gnu_inline)) inline ");
    }
    // a deleted namespace-scope function is inline: `inline void launder(void *) = delete;`
    if (
      f.defn === 2 && this.classDepth === 0 &&
      !(f.spec.flags & (DS.Inline | DS.Constexpr)) && !storage.includes("inline ")
    ) storage = this.storage({ ...f.spec, flags: f.spec.flags | DS.Inline }, true);
    // (not on a definition: `int f1(int x) { ... }` after `extern int f1(int) __asm("f1x");`)
    this.mergedAsm = f.decl.asmLabel === undefined && !f.body ? merged?.asmLabel : undefined;
    // (an `override` whose function is found in no base that depends on nothing, in a
    // template, is not known to be virtual yet: `void f() override { }` over `B2< D> `)
    if (
      ((virt !== "" && !this.onlyDependentBases()) || this.implicitlyVirtual(f)) &&
      !(f.spec.flags & DS.Virtual)
    ) {
      // (after `constexpr`: `constexpr virtual int id() const override`)
      const ce = storage.includes("constexpr ")
        ? "constexpr "
        : storage.includes("consteval ")
        ? "consteval "
        : "";
      storage = ce !== "" ? storage.replace(ce, ce + "virtual ") : "virtual " + storage;
    }
    // a function template defined after a declaration: `static` only on the first
    if (redeclared && tplHead !== "" && f.body && (f.spec.flags & DS.Static)) {
      storage = storage.replace("static ", "");
    }
    // a function only declared a friend in a class template is printed without its attributes
    // and `inline` (`friend int a1();` for `friend __inline__ __attribute__((always_inline)) int
    // a1();`; a friend template or a defined friend keeps them)
    const bareFriend = (f.spec.flags & DS.Friend) !== 0 && !f.body && tplHead === "" &&
      this.classDepth > 0 && this.x.inTemplate > 0;
    if (bareFriend) storage = storage.replace("inline ", "");
    // an explicit specialization defined reprints its template's attributes first, where the
    // template has them: `template<> \n# 2\n__attribute((always_inline)) \n# 3\n...`
    let inherited = tplHead === "template<> " && f.body && f.decl.name
      ? this.primaryAttrs(f)
      : undefined;
    // (at the `template` keyword written before it)
    let specTok = tplFirst;
    if (inherited && specTok < 0) {
      for (let t = f.first; t >= 0 && t >= f.first - 3; t--) {
        if (this.tb.kind[t] === T.KwTemplate) specTok = t;
      }
      if (specTok < 0) inherited = undefined;
    }
    let attrText = this.gnuAttrs(f);
    if (bareFriend) attrText = "";
    // (a redeclaration outside `extern "C"` of a function declared in one says so: `extern "C"
    // __attribute((always_inline)) inline int cf(double x);`; a definition does not)
    if (
      merged?.cLinkage && !f.body && this.linkage !== '"C"' && this.classDepth === 0 &&
      tplHead === "" && !prefix.includes('extern "C"')
    ) prefix = 'extern "C" ' + prefix;
    let pre = prefix + tplHead + attrText;
    if (
      (attrText !== "" || inherited) && f.decl.name &&
      (tplHead === "" || tplFirst >= 0 || inherited)
    ) {
      // leading attributes at their own position, the name at its own
      const nameTok = f.decl.name.first;
      // (the first one printed: not `__host__ __device__`)
      const firstAttr = declAttrs(f).find((a) =>
        a.first < nameTok && a.syntax <= 1 &&
        !(a.syntax === 0 && CUDA_ATTRS.has(this.names.text(a.name).replace(/^__(.*)__$/, "$1")))
      );
      if (tplFirst >= 0 || inherited) {
        // (an explicit specialization's `template<>` at the declaration after it, on its own
        // line or not: `# 10` before `template<>` of line 9)
        const afterHead = inherited && this.tb.kind[specTok + 1] === T.Less &&
            this.tb.kind[specTok + 2] === T.Greater && this.onLaterLine(specTok, specTok + 3)
          ? specTok + 3
          : specTok;
        this.at(afterHead);
        this.emit(prefix + tplHead);
        if (inherited) {
          this.at(inherited.tok);
          this.emit(inherited.text);
        }
        pre = attrText;
      } else if (firstAttr && prefix.startsWith("__extension__ ")) {
        // (`__extension__` stays at the declaration's position, before the attributes move to
        // theirs)
        this.emit("__extension__ ");
        pre = prefix.slice(14) + tplHead + attrText;
      }
      // (after inherited ones, its own at theirs, `noinline` too)
      const ownAttr = firstAttr ??
        (inherited && attrText !== ""
          ? declAttrs(f).find((a) => a.first < nameTok && a.syntax <= 1)
          : undefined);
      if (ownAttr) {
        // (an access specifier before it is printed at the name)
        this.flushAccessAt(idTok(f.decl.name));
        this.at(ownAttr.first);
      }
      this.namePos = true;
    }
    let lead = pre + storage;
    if (f.decl.name) {
      this.x.declare(f.decl.name.parts[f.decl.name.parts.length - 1].atom, { type: "fn" });
    }
    if (cf.global) {
      // (an explicit visibility attribute replaces the hidden one)
      const ownVis = declAttrs(f).some((a) =>
        this.names.text(a.name).replace(/^__(.*)__$/, "$1") === "visibility"
      );
      const vis = f.spec.flags & DS.Static || this.inAnon || ownVis
        ? ""
        : (this.o.deviceHiddenVisibility ? HIDDEN : "");
      if (f.spec.flags & DS.Friend) {
        // `friend __attribute__((visibility("hidden"))) void k(int);` (unnamed stay unnamed)
        this.functionHead(f, pre + "friend " + vis + storage.replace("friend ", ""));
        this.emit("; ");
        return;
      }
      lead = pre + vis + storage + (this.o.debugMode ? DEBUG_NOINLINE : "");
      if (!f.body) {
        // a declaration: `void k(int); ` (unnamed parameters stay unnamed)
        this.functionHead(f, lead);
        this.emit("; ");
        return;
      }
      this.functionHead(f, lead, () => "__T" + this.unnamed++);
      this.emit(" ;");
      if (f.body) this.hiddenBody(f);
      return;
    }
    // (a host declaration elsewhere makes the function host too)
    const deviceOnly = cf.device && !cf.host && !merged?.host;
    // (not on a member function defined outside its class: `int R::two() {...}`)
    const member = f.decl.name?.sym?.owner.kind === ScopeKind.Class;
    const unused = deviceOnly && this.classDepth === 0 && !member ? "__attribute__((unused)) " : "";
    // (a device function declared a friend is marked after `friend`: `friend
    // __attribute__((unused)) inline tg tp(const tg & parent);`)
    if (deviceOnly && (f.spec.flags & DS.Friend) && storage.startsWith("friend ")) {
      storage = "friend __attribute__((unused)) " + storage.slice(7);
    }
    // a constexpr __device__ function keeps its body (the host may evaluate it in constant
    // expressions); only the execution-space attribute goes
    if (deviceOnly && f.body && (f.spec.flags & DS.Constexpr) === 0) {
      const isStatic = pragmaWrapped;
      if (isStatic) {
        // (right after another device function's `#endif`, a blank line first)
        if (this.out.lastDirective === "#endif") this.out.directive("");
        this.out.directive("#pragma GCC diagnostic push");
        this.out.directive('#pragma GCC diagnostic ignored "-Wunused-function"');
        this.out.directive("");
        // (the binary writes a marker after the pragmas even when the line would match)
        this.out.forceLine();
        start();
      }
      // (a deduced result type is not known yet: `__attribute__((unused))  void f()` for
      // `__device__ auto f()`, `const auto` and `decltype(auto)` too)
      const fop0 = f.decl.ops[0];
      const sp = f.spec;
      const deduced = f.decl.ops.length === 1 && fop0?.op === 5 && fop0.trailing === undefined &&
        (sp.type === undefined
          ? sp.builtins.length === 1 && sp.builtins[0] === T.KwAuto
          : sp.type.kind === NodeKind.Decltype && (sp.type as GenericNode).expr === undefined);
      const hf = deduced
        ? {
          ...f,
          spec: {
            ...sp,
            type: undefined,
            builtins: [T.KwVoid],
            flags: sp.flags & ~(DS.Const | DS.Volatile),
          },
        }
        : f;
      this.functionHead(hf, pre + unused + storage + (deduced ? " " : ""));
      this.emit(virt + " ");
      if (f.memInits && f.memInits.length) {
        // the mem-initializers stay in front of the dummy body
        this.x.push();
        this.blockDepth++;
        this.declareParams(f);
        this.blockDepth--;
        this.emit(this.memInitsText(f));
        this.x.pop();
      }
      this.at(f.body.first);
      // a constructor's or destructor's dummy body frees instead of exiting
      const dn = f.decl.name;
      const ctor = this.isConstructor(f) ||
        (dn !== undefined && dn.parts[dn.parts.length - 1].special === 3);
      let s = ctor ? "{int *volatile ___ = 0;" : "{int volatile ___ = 1;";
      for (const n of this.paramNames(f, true)) s += "(void)" + n + ";";
      this.emit(s);
      this.at(f.body.last);
      this.emit(ctor ? "::free(___);}" : "::exit(___);}");
      this.hiddenBody(f);
      if (isStatic) {
        this.out.directive("");
        this.out.directive("#pragma GCC diagnostic pop");
        this.out.directive("");
        this.out.forceFile();
      }
      return;
    }
    this.functionHead(f, pre + unused + storage);
    this.emit(virt);
    const label = f.decl.asmLabel ?? this.mergedAsm;
    this.mergedAsm = undefined;
    if (label !== undefined) {
      this.emit(" __asm__(" + this.x.stringLit(label, this.asmEnd(label)) + ")");
    }
    {
      // (one `__attribute__((a, b))` stays one: `__attribute((__externally_visible__, __malloc__))`;
      // a definition's too, before its body or mem-initializers: `static int f() noexcept
      // __attribute((__visibility__("default"))) { ... }`)
      const after = declAttrs(f).filter((a) => a.first > (f.decl.name?.last ?? f.decl.first));
      for (const run of this.attrRuns(after)) {
        const t = this.gnuAttrText(run, " ");
        if (t === "") continue;
        this.at(run[0].first);
        this.emit(t);
      }
    }
    const pure = (f as Function & { init?: Node }).init !== undefined;
    if (f.defn === 1) this.emit(" = default;");
    else if (f.defn === 2) this.emit(" = delete;");
    else if (f.defn === 3 || pure) this.emit(" = 0; ");
    else if (!f.body) this.emit("; ");
    else {
      this.emit(" ");
      this.body(f);
    }
  }

  /** `template long add< long> (long a, long b);` (parameter names from the template). */
  private explicitInstantiation(n: GenericNode, prefix: string): void {
    this.at(n.first);
    const ext = this.tb.kind[n.first] === T.KwExtern ||
        (n.first > 0 && this.tb.kind[n.first - 1] === T.KwExtern)
      ? "extern "
      : "";
    const d = n.decl;
    if (d && d.kind === NodeKind.Function) {
      this.x.canonicalTypes++;
      try {
        this.explicitFunctionInstantiation(d as Function, prefix, ext);
      } finally {
        this.x.canonicalTypes--;
      }
      return;
    }
    if (d && d.kind === NodeKind.SimpleDecl) {
      const t = (d as SimpleDecl).spec.type as Class | undefined;
      if (t && t.kind === NodeKind.Class && t.name) {
        // (none of an explicitly specialized one: `extern template struct B< char> ;` after
        // `template<> struct B< char>  {...}` is not printed)
        const last = t.name.parts[t.name.parts.length - 1];
        const specs = t.name.sym?.specs;
        if (last.targs && specs && specByArgs(this.tb, specs, last.targs)) return;
        // (the class named from the current namespace: `extern template class
        // __cxx11::basic_string< char> ;` in std; with its template's key, `extern template
        // struct X< int> ;` for `extern template class X<int>;` of a struct)
        const ts = t.name.parts.length === 1 && last.targs
          ? this.x.namespaceMember(t.name, 0)
          : t.name.sym?.primary ?? t.name.sym;
        const key = classKeyOf(ts) ?? this.x.tok(this.classKeyTok(t));
        this.emit(
          prefix + ext + "template " + key + " " +
            (this.relativeTypeName(t.name) ?? this.x.name(t.name)) + ";",
        );
        return;
      }
    }
    // a variable template's: `template int v< int> ;`
    const v = d?.kind === NodeKind.Variable
      ? d as Variable
      : d?.kind === NodeKind.SimpleDecl && (d as SimpleDecl).decls.length === 1 &&
          (d as SimpleDecl).decls[0].kind === NodeKind.Variable
      ? (d as SimpleDecl).decls[0] as Variable
      : undefined;
    if (v?.decl.name && v.decl.name.parts[v.decl.name.parts.length - 1].targs && !v.init) {
      const spec = d!.kind === NodeKind.SimpleDecl ? (d as SimpleDecl).spec : v.spec;
      this.emit(
        prefix + ext + "template " + this.x.typeWithDecl(spec, v.decl, this.x.name(v.decl.name)) +
          ";",
      );
      return;
    }
    this.emit(prefix + this.x.fallback(n) + " ");
  }

  /** An explicit instantiation (declaration) of a function template. */
  private explicitFunctionInstantiation(f0: Function, prefix: string, ext: string): void {
    const f1 = this.instantiatedFunctionNamed(f0);
    const nm = f1.decl.name;
    const tpl = this.instantiatedTemplate(f1);
    // (the exception specification is the template's: `(const L &) throw()` for an
    // instantiation written without one; kept when it names the template's parameters)
    const tex = tpl?.decl.ops.find((o) => o.op === 5)?.except;
    const plain = tex !== undefined && (tex.throwTypes ?? []).length === 0 &&
      (tex.expr === undefined || tex.expr.kind === NodeKind.BoolLit ||
        tex.expr.kind === NodeKind.IntLit);
    const f0p = f1.decl.ops[0];
    const f = plain && f0p?.op === 5
      ? { ...f1, decl: { ...f1.decl, ops: [{ ...f0p, except: tex }, ...f1.decl.ops.slice(1)] } }
      : f1;
    const names = tpl ? this.paramNames(tpl) : [];
    let i = 0;
    const lead = prefix + ext + "template " +
      this.storage({ ...f.spec, flags: f.spec.flags & ~DS.Extern }, true);
    // the parameters are the template's, with its arguments substituted (`T c[4]` with
    // T = int: `int  c[4]`), when those are known
    const mq = tpl ? this.memberInstantiationNames(f, tpl) : undefined;
    this.declNameQual = mq?.qual;
    this.retTypeText = mq?.ret;
    const inst = nm ? this.instantiatedParams(f) : undefined;
    if (inst) {
      const fop = f.decl.ops[0];
      const g = {
        ...f,
        decl: { ...f.decl, ops: [{ ...fop, params: inst }, ...f.decl.ops.slice(1)] },
      };
      this.functionHead(
        g,
        lead,
        undefined,
        (p) => this.instantiationParam(p, p.decl.name ? this.x.name(p.decl.name) : "", true),
      );
      this.emit(";");
      return;
    }
    this.functionHead(f, lead, undefined, (p) => {
      // (the template's name at the same position, also counted past a named parameter)
      const fallback = names[i++] ?? "";
      return this.instantiationParam(p, p.decl.name ? this.x.name(p.decl.name) : fallback, false);
    });
    this.emit(";");
  }

  /**
   * An explicit instantiation `f` of member template `tpl` names its class by the class's type,
   * not by a typedef (`O< char> ::ins` for `ostr::ins`), and has the return type the template
   * declares when that is a member typedef of the class, qualified by it (`O< char> ::__ot &`
   * for `ostr &`). Undefined: not such a member (or named with its class already).
   */
  private memberInstantiationNames(
    f: Function,
    tpl: Function,
  ): { qual?: string; ret?: string } | undefined {
    const nm = f.decl.name;
    if (!nm || nm.parts.length < 2 || (tpl.decl.name?.parts.length ?? 0) !== 1) return undefined;
    const k = nm.parts.length - 2;
    const qn = { ...nm, parts: nm.parts.slice(0, k + 1) };
    const qs = this.x.namespaceMember(nm, k);
    if (!qs || (qs.kind !== SymKind.Typedef && qs.kind !== SymKind.Class)) return undefined;
    const qual = qs.kind === SymKind.Typedef
      ? this.x.classTypedef({ ...qn, sym: qs })
      : this.x.name({ ...qn, sym: qs });
    if (qual === undefined) return undefined;
    const rt = tpl.spec.type;
    const rn = rt?.kind === NodeKind.Name ? rt as Name : undefined;
    const member = rn !== undefined && rn.parts.length === 1 && !rn.parts[0].targs &&
      rn.sym?.kind === SymKind.Typedef && rn.sym.owner.kind === ScopeKind.Class;
    return {
      qual: qs.kind === SymKind.Typedef ? qual : undefined,
      ret: member ? qual + "::" + this.x.component(rn!.parts[0]) : undefined,
    };
  }

  /**
   * A class template's member function without parameters, defined out of its class, has the
   * return type its declaration in the class has: when that is a member type of the class, its
   * name (`__ostream_type` for `basic_ostream< _CharT, _Traits> &...::flush()`), printed
   * through the class's template-id by the caller. Undefined otherwise.
   */
  private declaredMemberType(f: Function, c: Class): string | undefined {
    const fop = f.decl.ops[0];
    const nm = f.decl.name!;
    const atom = nm.parts[nm.parts.length - 1].atom;
    if (fop?.op !== 5 || fop.variadic || !noParams(fop.params ?? [])) return undefined;
    if (nm.parts[nm.parts.length - 1].special || fop.trailing) return undefined;
    const rest = f.decl.ops.slice(1);
    let found: Function | undefined;
    for (const m of c.members) {
      const d = m.kind === NodeKind.Template ? (m as Template).decl : m;
      const fs = d.kind === NodeKind.SimpleDecl ? (d as SimpleDecl).decls : [d];
      for (const x of fs) {
        if (x.kind !== NodeKind.Function) continue;
        const g = x as Function;
        const gn = g.decl.name;
        const gop = g.decl.ops[0];
        if (
          gn?.parts.length !== 1 || gn.parts[0].atom !== atom || gn.parts[0].special ||
          gop?.op !== 5 || gop.variadic || !noParams(gop.params ?? []) ||
          (gop.cv ?? 0) !== (fop.cv ?? 0) || (gop.refQual ?? 0) !== (fop.refQual ?? 0)
        ) continue;
        if ((m.kind === NodeKind.Template) !== (this.x.inTemplate > 1)) continue;
        found = g;
      }
    }
    const t = found?.spec.type as Name | undefined;
    if (t?.kind !== NodeKind.Name || t.parts.length !== 1 || t.global || t.parts[0].targs) {
      return undefined;
    }
    const sym = t.sym;
    if (
      !sym || (sym.kind !== SymKind.Typedef && sym.kind !== SymKind.Class &&
        sym.kind !== SymKind.Enum) ||
      sym.owner !== c.scope || sym.name === c.name?.parts[0]?.atom
    ) return undefined;
    // (with the definition's pointers and references: `const ot *g()`)
    const grest = found!.decl.ops.slice(1);
    if (
      grest.length !== rest.length ||
      grest.some((o, i) => o.op !== rest[i].op || (o.cv ?? 0) !== (rest[i].cv ?? 0))
    ) return undefined;
    return this.x.component(t.parts[0]);
  }

  /**
   * A typedef of the class being printed used as a qualifier, printed as its type (a dependent
   * one without its `typename`: `detail::pointer_base< ...> ::type`); undefined otherwise.
   */
  private typedefQualifier(atom: number): string | undefined {
    const v = this.x.lookup(atom);
    const td = v?.tdSpec && v.tdDecl && v.tdDecl.ops.length === 0
      ? this.x.typedefText(v)
      : undefined;
    return td !== undefined && td.startsWith("typename ") ? td.slice(9) : td;
  }

  /** Replaces the qualifier of the next declared name printed (`declName`). */
  private declNameQual: string | undefined;
  /** Replaces the return type of the next function head printed (`functionHeadInner`). */
  private retTypeText: string | undefined;

  /**
   * `f` with its name qualified by the namespaces of the function template it names, from the
   * current namespace, inline ones included: `template void a::v2::f< float> (...)` for
   * `template void a::f<float>(...)` (`v2` inline), `v::f< char>` written `f<char>` in `a`.
   * Unchanged when a qualifier is no namespace or lookup fails.
   */
  private instantiatedFunctionNamed(f: Function): Function {
    const nm = f.decl.name;
    if (!nm || this.classDepth > 0 || this.blockDepth > 0) return f;
    const last = nm.parts[nm.parts.length - 1];
    if (last.atom < 0 || (last.special ?? 0) !== 0) return f;
    for (let i = 0; i < nm.parts.length - 1; i++) {
      const s = this.x.namespaceMember(nm, i);
      if (!s || s.kind !== SymKind.Namespace) return f;
    }
    let sym = this.x.namespaceMember(nm, nm.parts.length - 1);
    if (!sym || sym.kind !== SymKind.Function || sym.owner.kind !== ScopeKind.Namespace) return f;
    if (!sym.isTemplate) {
      // (the instantiation declared its own name where it was looked up: the template is the one
      // of an inline namespace there, or the one an unqualified name finds through a
      // using-directive)
      const t = this.primaryTpl.get(last.atom);
      const ts = t?.decl.kind === NodeKind.Function
        ? (t.decl as Function).decl.name?.sym
        : undefined;
      if (!ts || ts.kind !== SymKind.Function || ts.owner.kind !== ScopeKind.Namespace) return f;
      let o: Scope | null = ts.owner;
      while (o !== null && o !== sym.owner && o.parent?.inlineChildren?.includes(o)) o = o.parent;
      if (o !== sym.owner && nm.parts.length > 1) return f;
      sym = ts;
    }
    const path = namespaceChain(sym.owner, true);
    const here = this.x.nsScope === null ? [] : namespaceChain(this.x.nsScope, true);
    if (path === undefined || here === undefined) return f;
    let k = 0;
    while (k < path.length && k < here.length && path[k] === here[k]) k++;
    const parts = path.slice(k).map((sc) => ({ atom: sc.sym!.name, tok: last.tok }));
    return { ...f, decl: { ...f.decl, name: { ...nm, global: false, parts: [...parts, last] } } };
  }

  /**
   * A parameter of an explicit instantiation, named `name`: a space between a `*`/`&` and the
   * name (`basic_istream< char>  & __is`), with `substituted` also after an array element type
   * (`int  c[4]`).
   */
  private instantiationParam(p: Param, name: string, substituted: boolean): string {
    const t = this.x.typeWithDecl(p.spec, p.decl, "\u0001");
    const k = t.indexOf("\u0001");
    const before = t.slice(0, k);
    const arr = substituted && p.decl.ops[0]?.op === 4 && before.endsWith(" ");
    // (an unnamed one ends at its operator: `(float *, int)`)
    if (name === "") return before.trimEnd() + t.slice(k + 1);
    const sep = k > 0 && (/[*&]$/.test(before) || arr) ? " " : "";
    return before + sep + name + t.slice(k + 1);
  }

  /** Primary function templates by name (explicit instantiations substitute their arguments). */
  private primaryTpl = new Map<number, Template>();

  /**
   * The parameters of function template `tpl` instantiated as `f` declares it: the arguments
   * written on the name, the rest deduced from `f`'s parameters (an array parameter matching a
   * pointer); undefined when some argument stays unknown or a parameter is a pack.
   */
  private instantiatedParams(f: Function): Node[] | undefined {
    const nm = f.decl.name!;
    // (the template declaration the instantiation names: its first declaration, with that
    // one's parameter names, `(const L &)` for `f(const L &)` then `f(const L &__loc) {...}`)
    const fn = this.instantiatedTemplate(f);
    const t = (fn && this.templateOf.get(fn)) ??
      this.primaryTpl.get(nm.parts[nm.parts.length - 1].atom);
    if (!t || t.decl.kind !== NodeKind.Function) return undefined;
    const tpl = t.decl as Function;
    const prim = (tpl.decl.ops[0]?.params ?? []) as Param[];
    const mine = (f.decl.ops[0]?.params ?? []) as Param[];
    if (prim.length !== mine.length || prim.some((p) => p.kind !== NodeKind.Param || p.decl.pack)) {
      return undefined;
    }
    const types = new Map<number, TypeId>();
    const values = new Map<number, Node>();
    const written = nm.parts[nm.parts.length - 1].targs ?? [];
    for (let i = 0; i < t.params.length; i++) {
      const tp = t.params[i] as TemplateParam;
      if (tp.pack || tp.name < 0) return undefined;
      const a = written[i];
      if (!a) continue;
      if (tp.kind === NodeKind.TemplateTypeParam) {
        if (a.kind !== NodeKind.TypeId) return undefined;
        types.set(tp.name, a as TypeId);
      } else if (tp.kind === NodeKind.TemplateNonTypeParam) values.set(tp.name, a);
      else return undefined;
    }
    const sameOp = (x: number, y: number) => x === y || (x === 4 && y === 0);
    for (let i = 0; i < prim.length; i++) {
      const a = prim[i];
      const b = mine[i] as Param;
      const ty = a.spec.type as Name | undefined;
      if (!ty || ty.kind !== NodeKind.Name || ty.parts.length !== 1 || ty.parts[0].targs) continue;
      const at = ty.parts[0].atom;
      if (types.has(at) || !t.params.some((p) => (p as TemplateParam).name === at)) continue;
      const n = a.decl.ops.length;
      if (b.decl.ops.length < n || a.decl.ops.some((o, k) => !sameOp(o.op, b.decl.ops[k].op))) {
        continue;
      }
      const cv = a.spec.flags & (DS.Const | DS.Volatile);
      const rest = b.decl.ops.slice(n);
      if (rest.length === 0 && (b.spec.flags & cv) !== cv) continue;
      const spec = rest.length === 0 ? { ...b.spec, flags: b.spec.flags & ~cv } : b.spec;
      if (rest.length > 0 && ((rest[0].cv ?? 0) & cv) !== cv) continue;
      const ops = rest.length === 0
        ? rest
        : [{ ...rest[0], cv: (rest[0].cv ?? 0) & ~cv }, ...rest.slice(1)];
      types.set(at, {
        kind: NodeKind.TypeId,
        first: b.first,
        last: b.last,
        spec,
        decl: { ...b.decl, name: undefined, ops },
      } as TypeId);
    }
    for (const p of t.params) {
      const tp = p as TemplateParam;
      if (types.has(tp.name) || values.has(tp.name)) continue;
      // (a default argument that names no template parameter)
      const dflt = tp.default;
      if (dflt?.kind === NodeKind.IntLit) values.set(tp.name, dflt);
      else if (
        dflt?.kind === NodeKind.TypeId && (dflt as TypeId).spec.type === undefined &&
        tp.kind === NodeKind.TemplateTypeParam
      ) types.set(tp.name, dflt as TypeId);
      else return undefined;
    }
    let ok = true;
    const substExpr = (e: Node | undefined): Node | undefined => {
      if (!e) return e;
      const g = e as GenericNode;
      if (e.kind === NodeKind.Ident && g.name && (g.name as Name).parts.length === 1) {
        const at = (g.name as Name).parts[0].atom;
        if (values.has(at)) return values.get(at);
        if (types.has(at)) ok = false;
      } else if (e.kind !== NodeKind.IntLit) ok = false;
      return e;
    };
    // (a template argument: a parameter's name alone, its argument; a literal as it is)
    const substArg = (x: Node): Node => {
      if (x.kind === NodeKind.TypeId) {
        const tx = x as TypeId;
        const tn = tx.spec.type as Name | undefined;
        if (tn === undefined) return x;
        if (
          tn.kind === NodeKind.Name && tn.parts.length === 1 && !tn.parts[0].targs &&
          !tn.global && tx.decl.ops.length === 0 && !(tx.spec.flags & (DS.Const | DS.Volatile))
        ) {
          const a = types.get(tn.parts[0].atom);
          if (a !== undefined) return a;
          if (!t.params.some((q) => (q as TemplateParam).name === tn.parts[0].atom)) return x;
        }
        ok = false;
        return x;
      }
      return substExpr(x) ?? x;
    };
    const substParam = (p: Param): Param => {
      const ops = p.decl.ops.map((o) =>
        o.op === 5
          ? {
            ...o,
            params: (o.params ?? []).map((q) =>
              q.kind === NodeKind.Param ? substParam(q as Param) : q
            ),
          }
          : o.op === 4 && o.bound
          ? { ...o, bound: substExpr(o.bound) }
          : o
      );
      const ty = p.spec.type as Name | undefined;
      if (ty && ty.kind === NodeKind.Name) {
        const at = ty.parts.length === 1 && !ty.parts[0].targs ? ty.parts[0].atom : -1;
        const a = types.get(at);
        if (a) {
          const cv = p.spec.flags & (DS.Const | DS.Volatile);
          const aops = a.decl.ops;
          const spec = aops.length === 0 ? { ...a.spec, flags: a.spec.flags | cv } : a.spec;
          const tail = aops.length === 0
            ? aops
            : [{ ...aops[0], cv: (aops[0].cv ?? 0) | cv }, ...aops.slice(1)];
          return { ...p, spec, decl: { ...p.decl, ops: [...ops, ...tail] }, init: undefined };
        }
        if (at < 0 && ty.parts.some((c) => types.has(c.atom))) ok = false;
        else if (ty.parts.some((c) => c.targs)) {
          // (a type qualified by a class template-id of the parameters: `Acc< float> ::type *`
          // for `typename Acc<T>::type *`, no longer dependent)
          const parts = ty.parts.map((c) =>
            c.targs ? { ...c, targs: c.targs.map((x) => substArg(x)) } : c
          );
          if (!ok) return p;
          const spec = {
            ...p.spec,
            type: { ...ty, parts } as Name,
            elaborated: p.spec.elaborated === T.KwTypename ? undefined : p.spec.elaborated,
          };
          return { ...p, spec, decl: { ...p.decl, ops }, init: undefined };
        }
      }
      return { ...p, decl: { ...p.decl, ops }, init: undefined };
    };
    const out = prim.map(substParam);
    return ok ? out : undefined;
  }

  /** The real body of a device function or kernel, in `#if 0`. */
  /**
   * Is `e` the initializer of a namespace-scope variable template, an operation on a
   * specialization of a variable template depending on template parameters? It is printed as
   * written, not as a constant: `constexpr bool a = is_int_v< T>  && is_long_v< T> ;`.
   */
  /**
   * Is `e` a cast of a variable template's specialization depending on template parameters?
   * Left unfolded, it initializes bare: `v2 = static_cast< unsigned>(N::cv< T> );`.
   */
  private castOfVarTemplate(e: Node): boolean {
    if (this.x.inTemplate === 0 || (e.kind !== NodeKind.Cast && e.kind !== NodeKind.NamedCast)) {
      return false;
    }
    const x = stripParens((e as GenericNode).expr!);
    const n = x.kind === NodeKind.Ident ? (x as GenericNode).name as Name | undefined : undefined;
    return n !== undefined && n.parts[n.parts.length - 1].targs !== undefined &&
      n.sym?.kind === SymKind.Variable && n.sym.isTemplate && this.x.mentionsTemplateParam(n);
  }

  private varTemplateInit(e: Node): boolean {
    if (this.x.inTemplate === 0 || this.classDepth > 0 || this.blockDepth > 0) return false;
    if (e.kind !== NodeKind.Binary && e.kind !== NodeKind.Conditional) return false;
    return someInOperation(e, (x) => {
      const n = x.kind === NodeKind.Ident ? (x as GenericNode).name as Name | undefined : undefined;
      // (qualified too: `N::cv< T>  || N::cv< T *> `)
      return n !== undefined && n.parts[n.parts.length - 1].targs !== undefined &&
        n.sym?.kind === SymKind.Variable && n.sym.isTemplate && this.x.mentionsTemplateParam(n);
    });
  }

  /**
   * Is `e` an object dereferenced (`(*this)`) returned by value of a class type? It is copied:
   * its source parentheses go (`return *this;` for `return (*this);` in `G v() const`).
   */
  private copiedObject(e: Node): boolean {
    const x = stripParens(e);
    return this.retClass !== undefined && this.x.retType === "class" &&
      x.kind === NodeKind.Unary && (x as GenericNode).op === T.Star;
  }

  /** The class the function whose body is printed returns (by value), when known. */
  private retClass: Sym | undefined;

  /**
   * Is returned expression `e` written in parentheses and converted to the function's arithmetic
   * result type (a call, a variable, not a constant)? The parentheses are kept: `return (pc(m));`
   * for an int `pc` in an unsigned function, `return (i);` for an unsigned short `i`.
   */
  private convertedParen(e: Node): boolean {
    if (e.kind !== NodeKind.Paren) return false;
    // (a class temporary converted to the result class, its base: `return (B());` in an `A f()`)
    const ct = stripParens(e);
    if (
      this.retClass !== undefined && this.x.inTemplate === 0 &&
      (ct.kind === NodeKind.FunctionalCast ||
        (ct.kind === NodeKind.Cast && this.x.constructingCast(ct)))
    ) {
      const t = (ct as GenericNode).type as Node | undefined;
      const tc = t?.kind === NodeKind.Name
        ? classOfSpec({ type: t } as DeclSpec)
        : t?.kind === NodeKind.TypeId && (t as TypeId).decl.ops.length === 0
        ? classOfSpec((t as TypeId).spec)
        : undefined;
      if (tc !== undefined && tc !== this.retClass) return true;
    }
    // (in a template, a parenthesized temporary of a class keeps its parentheses: `return (IC<
    // T, 1> {});`, though not one of a template parameter's type, `return T{};`)
    if (this.x.inTemplate > 0 && ct.kind === NodeKind.FunctionalCast) {
      const t = (ct as GenericNode).type as Node | undefined;
      const sym = t?.kind === NodeKind.Name ? (t as Name).sym : undefined;
      // (an alias template too: thrust's `detail::integral_constant`)
      if (
        sym?.kind === SymKind.Class ||
        (sym?.kind === SymKind.Typedef && (sym.isTemplate || sym.target?.kind === SymKind.Class))
      ) {
        return true;
      }
    }
    if (this.x.isOperation(e)) return false;
    const rt = this.x.retType;
    if (!this.x.isArithmeticKey(rt)) return false;
    const x = stripParens(e);
    // (`sizeof` too, a constant not folded: `return (sizeof i);`)
    const size = x.kind === NodeKind.SizeofExpr || x.kind === NodeKind.SizeofType;
    if (x.kind !== NodeKind.Call && x.kind !== NodeKind.Ident && !size) return false;
    if (!size && (this.x.literalType(x) !== undefined || this.x.isConstant(x))) return false;
    if (x.kind === NodeKind.Ident) {
      // (not a reference: `return r;` for a `const int &r` in a long function)
      const n = (x as GenericNode).name as Name | undefined;
      const v = n?.parts.length === 1 ? this.x.lookup(n.parts[0].atom) : undefined;
      if (!v || v.decl?.ops.some((o) => o.op === 1 || o.op === 2)) return false;
    }
    const t = this.x.exprType(x);
    // (a pointer converted to bool too: `return (p);`)
    return (this.x.isArithmeticKey(t) || (t === "ptr" && rt === "bool")) && t !== rt;
  }

  private hiddenBody(f: Function): void {
    this.out.directive("#if 0");
    this.out.forceLine();
    this.body(f, false);
    this.out.directive("#endif");
    this.out.forceFile();
  }

  /** `: a(x), B{y}, C(zs)... ` (empty without mem-initializers); parameters must be declared. */
  /** Classes being printed, innermost last. */
  private classNodes: Class[] = [];

  /**
   * The class whose constructor's mem-initializers are being printed: the innermost class being
   * printed, or the class an out-of-class constructor's name is qualified by.
   */
  private ctorClass: Class | undefined;

  /** The non-static data member `atom` of `c` and its position among them (undefined: none). */
  private dataMember(c: Class, atom: number): { v: Variable; index: number } | undefined {
    let index = 0;
    for (const m of c.members) {
      // (a member of an anonymous union or struct: `desc_((0))`; the union is one member)
      const anon = m.kind === NodeKind.SimpleDecl && (m as SimpleDecl).decls.length === 0
        ? (m as SimpleDecl).spec.type
        : undefined;
      if (anon?.kind === NodeKind.Class && !(anon as Class).name) {
        const inner = this.dataMember(anon as Class, atom);
        if (inner) return { v: inner.v, index };
        index++;
        continue;
      }
      const list = m.kind === NodeKind.SimpleDecl ? (m as SimpleDecl).decls : [m];
      for (const d of list) {
        if (d.kind !== NodeKind.Variable) continue;
        const v = d as Variable;
        if (v.spec.flags & DS.Static) continue;
        if (v.decl.name?.parts.length === 1 && v.decl.name.parts[0].atom === atom) {
          return { v, index };
        }
        index++;
      }
    }
    return undefined;
  }

  /**
   * The qualifier of `n` relative to the current namespace when its qualifier names a namespace
   * (see ExprPrinter.relativeQualifier); undefined otherwise.
   */
  private namespaceQualifier(n: Name): string | undefined {
    for (let i = 0; i < n.parts.length - 1; i++) {
      const c = n.parts[i];
      if (c.targs || c.atom < 0 || (c.special ?? 0) !== 0) return undefined;
    }
    const qs = this.x.namespaceMember(n, n.parts.length - 2);
    if ((qs?.kind !== SymKind.Namespace && qs?.kind !== SymKind.NamespaceAlias) || !qs.scope) {
      return undefined;
    }
    return this.x.relativeQualifier(qs.scope, true);
  }

  /**
   * In the body of a class that is no template, a template-id of a class template one of its
   * bases is a specialization of (whose injected name the class inherits) is qualified by the
   * template's namespace: `using base_t = cc::eb< es> ;`, `cc::pol< int> ` beside `pol<
   * plain>`; undefined otherwise.
   */
  private baseTemplateQualifier(n: Name): string | undefined {
    const top = this.classNodes[this.classNodes.length - 1];
    const last = n.parts[n.parts.length - 1];
    if (
      !top?.scope || this.x.inTemplate > 0 || this.inBaseClause > 0 || n.parts.length !== 1 ||
      n.global || !last.targs || n.sym?.kind !== SymKind.Class || !n.sym.isTemplate
    ) return undefined;
    const seen = new Set<Scope>();
    const inherits = (sc: Scope, depth: number): boolean => {
      for (const b of sc.bases ?? []) {
        if (seen.has(b)) continue;
        seen.add(b);
        if (b.sym?.name === last.atom && b.sym.isTemplate) return true;
        if (depth < 8 && inherits(b, depth + 1)) return true;
      }
      return false;
    };
    if (!inherits(top.scope, 0)) return undefined;
    // (the name found is the base's injected one: its template's namespace)
    const o = n.sym.owner;
    const owner = ownerNamespace(
      o.kind === ScopeKind.Class && o.sym?.name === last.atom ? o.sym.owner : o,
    );
    if (owner === undefined) return undefined;
    return owner.parent === null ? "::" : this.x.relativeQualifier(owner, true);
  }

  /**
   * Is data member `atom` of the class being printed declared with a dependent type, not a
   * pointer or reference to one (`T t`, `Impl< T>  m`, not `sb< C, T>  *p`)?
   */
  private dependentDataMember(atom: number): boolean {
    const v = this.x.lookup(atom);
    if (v?.member) return v.depType === true && v.decl !== undefined && v.decl.ops.length === 0;
    const c = this.ctorClass ?? this.classNodes[this.classNodes.length - 1];
    const m = c ? this.dataMember(c, atom) : undefined;
    return m === undefined || (this.dependentSpec(m.v.spec) && m.v.decl.ops.length === 0);
  }

  /**
   * The braced initializer `init` of array data member `atom` (`mv`: its local entry) with its
   * literal elements converted to the element type (undefined: not such a member, or an element
   * that is no literal).
   */
  private arrayMemberInit(atom: number, mv: VarInfo | undefined, init: Node): string | undefined {
    let spec = mv?.member ? mv.spec : undefined;
    let decl = mv?.member ? mv.decl : undefined;
    if (spec === undefined) {
      const c = this.ctorClass ?? this.classNodes[this.classNodes.length - 1];
      const m = c ? this.dataMember(c, atom) : undefined;
      spec = m?.v.spec;
      decl = m?.v.decl;
    }
    if (!spec || !decl || decl.ops.length === 0 || !decl.ops.every((o) => o.op === 4)) {
      return undefined;
    }
    const list = init.kind === NodeKind.InitList ? (init as GenericNode).list ?? [] : [init];
    if (
      list.length === 0 ||
      !list.every((el) => {
        const t = this.x.literalType(el);
        return t !== undefined && t !== "string";
      })
    ) return undefined;
    const dep = this.x.inTemplate > 0 && this.dependentSpec(spec);
    const ek = this.x.typeKey(spec, { ...decl, ops: [] });
    return "{" +
      list.map((el) =>
        dep ? "(" + this.x.expr(el, Ctx.Top) + ")" : this.x.converted(el, ek, Ctx.Top)
      ).join(", ") + "}";
  }

  /** Type key of a data member of the constructor's class (declared anywhere in it). */
  private laterMemberType(atom: number): string | undefined {
    const c = this.ctorClass ?? this.classNodes[this.classNodes.length - 1];
    const m = c ? this.dataMember(c, atom) : undefined;
    return m ? this.x.typeKey(m.v.spec, m.v.decl) : undefined;
  }

  /**
   * Mem-initializers in the order they run, as the front end stores them: the bases in the order
   * of the base-specifiers, then the data members in declaration order (`: B(2), a(1), b(x)` for
   * `: b(x), a(1), B(2)`). Source order when one of them is not recognized.
   */
  private memInitOrder(c: Class | undefined, inits: Node[]): Node[] {
    if (!c || inits.length < 2) return inits;
    const rank = new Map<Node, number>();
    for (const m of inits) {
      const n = (m as GenericNode).name as Name | undefined;
      if (!n || n.kind !== NodeKind.Name) return inits;
      const atom = n.parts[n.parts.length - 1].atom;
      let r = c.bases.findIndex((b) => {
        const bn = b.name as Name;
        return bn.kind === NodeKind.Name && bn.parts[bn.parts.length - 1].atom === atom;
      });
      if (r < 0 && n.parts.length === 1) {
        const dm = this.dataMember(c, atom);
        if (dm) r = c.bases.length + dm.index;
      }
      // (a base named by a typedef: the base its type is spelled as, else, one the front end
      // cannot match before instantiation, after the bases: `_EqualEBO(__eq), __hash_code_base(
      // __hash)` when `__hash_code_base` names `_Hash_code_base<..., __hash_cached::value>` and
      // the base is `_Hash_code_base<..., _Traits::__hash_cached::value>`)
      if (r < 0 && n.parts.length === 1 && n.sym?.kind === SymKind.Typedef) {
        const t = this.typedefTargetText(n.sym);
        if (t !== undefined) {
          r = c.bases.findIndex((b) => this.typeTokensText(b.name.first, b.name.last) === t);
          if (r < 0 && this.x.inTemplate > 0) r = c.bases.length - 0.5;
        }
      }
      if (r < 0) return inits;
      rank.set(m, r);
    }
    return [...inits].sort((a, b) => rank.get(a)! - rank.get(b)!);
  }

  /** The tokens of the type typedef `sym` names (see typeTokensText); undefined: not known. */
  private typedefTargetText(sym: Sym): string | undefined {
    const d = sym.decl as GenericNode & { spec?: DeclSpec; decl?: Declarator } | undefined;
    if (!d) return undefined;
    if (d.kind === NodeKind.Alias) {
      const t = d.type as TypeId | undefined;
      if (t?.kind !== NodeKind.TypeId || t.decl.ops.length > 0 || !t.spec.type) return undefined;
      return this.typeTokensText(t.spec.type.first, t.spec.type.last);
    }
    if (d.kind === NodeKind.Typedef && d.spec?.type && d.decl?.ops.length === 0) {
      return this.typeTokensText(d.spec.type.first, d.spec.type.last);
    }
    return undefined;
  }

  /** Tokens `first..last` joined by spaces, without namespace qualifiers (`std ::`). */
  private typeTokensText(first: number, last: number): string {
    let s = "";
    const here = this.x.nsScope ?? this.x.globalScope;
    for (let i = first; i <= last; i++) {
      const k = this.tb.kind[i];
      if (k === T.KwTypename) continue;
      if (k === T.ColonColon && (i === first || this.tb.kind[i - 1] !== T.Identifier)) continue;
      if (
        k === T.Identifier && i + 1 <= last && this.tb.kind[i + 1] === T.ColonColon && here &&
        lookupUnqualified(here, this.tb.atom[i])?.kind === SymKind.Namespace
      ) {
        i++;
        continue;
      }
      s += this.x.tok(i) + " ";
    }
    return s;
  }

  private memInitsText(f: Function): string {
    if (!f.memInits || f.memInits.length === 0) return "";
    const def = this.classNodes.length === 0
      ? this.qualifierClass(f.decl.name)?.sym?.def
      : undefined;
    const cls = def?.kind === NodeKind.Class
      ? def as Class
      : this.classNodes[this.classNodes.length - 1];
    const save = this.ctorClass;
    this.ctorClass = cls;
    // (mem-initializers belong to the body: their template-ids keep their spelling)
    this.x.memInits++;
    try {
      return this.memInitsTextIn(this.memInitOrder(cls, f.memInits));
    } finally {
      this.ctorClass = save;
      this.x.memInits--;
    }
  }

  private memInitsTextIn(memInits: Node[]): string {
    const late: string[] = [];
    let firstMember = -1;
    const texts = memInits.map((m, i) => {
      const g = m as GenericNode;
      const gn = g.name as Name | undefined;
      // (in a class with a dependent base, a base named by a member of an enclosing class
      // template is qualified by it: `_Vector_base< _Tp, _Alloc> ::_Tp_alloc_type(__a)`)
      const q = gn && gn.kind === NodeKind.Name && this.dependentBaseDepth > 0
        ? this.fullyQualified(gn, false)
        : undefined;
      // (a base named by its template-id from a class that is no template: `cc::eb< es> ()`;
      // in a template, one qualified by namespaces and depending on its parameters is named
      // from the current namespace: `std::__4::aimpl< _Tp, _Sco> (d)` for
      // `::cuda::std::__4::aimpl<_Tp, _Sco>(d)` in cuda)
      const bq = q === undefined && gn?.kind === NodeKind.Name
        ? this.baseTemplateQualifier(gn) ?? this.dependentBaseQualifier(gn)
        : undefined;
      // (a base class named alone is named from the scope around the constructor's class:
      // `locale::facet(__refs)` for `facet(__refs)` in a class derived from `locale::facet`)
      const sq = q === undefined && bq === undefined && gn?.kind === NodeKind.Name
        ? this.baseFromOuterScope(gn)
        : undefined;
      // (a base named with template arguments: its arguments printed as in the base clause,
      // `thread_block_tile_impl< Size, void, cuda::std::__4::integral_constant< bool, ...> ::
      // value> (g)` for `..., details::_is_multi_warp<Size>::value>(g)`)
      const asBase = gn?.kind === NodeKind.Name && gn.parts.some((c) => c.targs) &&
        (gn.sym?.kind === SymKind.Class || gn.sym?.kind === SymKind.Typedef);
      if (asBase) this.x.baseClause++;
      let nm: string;
      // (a specialization's base of its own template is named qualified: `mc::Tuple< Ts...>
      // (t...)` in `Tuple<T, Ts...>`)
      const own = q === undefined && bq === undefined && sq === undefined &&
          gn?.kind === NodeKind.Name && gn.parts.length === 1 && !gn.global &&
          gn.parts[0].targs !== undefined
        ? this.specQualifier(gn.parts[0].atom)
        : undefined;
      try {
        nm = q ?? sq ??
          (own !== undefined
            ? own + this.x.component({ ...gn!.parts[0], templateKw: false })
            : undefined) ??
          (bq !== undefined
            ? bq + this.x.component({ ...gn!.parts[gn!.parts.length - 1], templateKw: false })
            : g.name
            ? this.x.name(g.name as Name)
            : "");
      } finally {
        if (asBase) this.x.baseClause--;
      }
      const args = (g.args as Node[] | undefined) ?? [];
      // `B{x}` keeps its braces; a pack expansion `B(xs)...` keeps its ellipsis
      const mn = g.name as Name | undefined;
      const a0 = mn && mn.parts.length === 1 ? mn.parts[0].atom : -1;
      // (a data member's initializer is not a call)
      const call = a0 < 0 ||
        (this.x.lookup(a0)?.member !== true && this.laterMemberType(a0) === undefined);
      let init = g.braced ? this.x.args(args) : "(" + this.x.args(args) + ")";
      // a literal initializing a data member of another type is converted: `_M_len((0))`
      const mv = !g.braced && args.length === 1 && mn && mn.parts.length === 1
        ? this.x.lookup(mn.parts[0].atom)
        : undefined;
      // (a member declared after the constructor is found in the class being printed)
      const mt = mv?.member
        ? mv.bitType ?? mv.type
        : mn && mn.parts.length === 1 && !g.braced && args.length === 1
        ? this.laterMemberType(mn.parts[0].atom)
        : undefined;
      const arrayInit = g.braced && args.length === 1 && mn && mn.parts.length === 1
        ? this.arrayMemberInit(mn.parts[0].atom, mv, args[0])
        : undefined;
      if (
        mt !== undefined &&
        (this.x.literalType(args[0]) !== undefined || this.x.namedConstant(args[0]) ||
          // (an enumerator converted to an arithmetic member: `c((A1))`)
          (this.x.isEnumerator(args[0]) && this.x.isArithmeticKey(mt)))
      ) {
        init = "(" + this.x.converted(args[0], mt, Ctx.Init) + ")";
      } else if (
        !call && !g.braced && args.length === 1 && this.x.inTemplate > 0 &&
        this.x.unresolvedOperand(stripParens(args[0])) &&
        !this.dependentDataMember(mn!.parts[0].atom)
      ) {
        // (a member of an object of dependent type initializing a data member of a known type
        // is converted to it at instantiation: `_M_node(((__it._M_node)))`, source parentheses
        // not kept; a member of dependent type keeps one pair: `t((__it.t))`)
        init = "(((" + this.x.exprInner(stripParens(args[0])) + ")))";
      } else if (
        !call && !g.braced && args.length === 1 && mt !== undefined &&
        args[0].kind !== NodeKind.Paren &&
        ((this.x.inTemplate > 0 && !this.dependentDataMember(mn!.parts[0].atom) &&
          this.x.convertsFromDependent(args[0])) ||
          (this.x.isOperation(args[0]) && this.x.isConstant(args[0]) &&
            !this.x.isOperatorCall(args[0])))
      ) {
        // (as a variable's initializer: an operation of a dependent type converted to the
        // member's known type, `_M_failed((!(_M_sbuf)))`, and a constant one, `n((2 + 3))`)
        init = "((" + this.x.expr(args[0], Ctx.Top) + "))";
      } else if (arrayInit !== undefined) {
        // (an array's elements convert to its element type: `_M_goff{(-1), (-1), (-1)}`)
        init = arrayInit;
      } else if (g.braced && args.length === 1 && mn && mn.parts.length === 1) {
        // (braced too: `_M_len{(0)}, _M_str{(nullptr)}`)
        const bt = mv?.member ? mv.bitType ?? mv.type : this.laterMemberType(mn.parts[0].atom);
        const list = args[0].kind === NodeKind.InitList
          ? (args[0] as GenericNode).list ?? []
          : [args[0]];
        if (bt !== undefined && list.length === 1 && this.x.literalType(list[0]) !== undefined) {
          init = "{" + this.x.converted(list[0], bt, Ctx.Top) + "}";
        }
      }
      const text = nm + init + (g.pack ? "..." : "");
      // (the initializer of a base of dependent type comes after the other bases' (it is
      // resolved at instantiation), still before the members': `allocator_type(__a), _M_p(__dat)`)
      if (!call && firstMember < 0) firstMember = i;
      if (
        this.dependentBaseDepth > 0 && gn?.kind === NodeKind.Name &&
        gn.sym?.kind === SymKind.Typedef && gn.sym.dependent === true
      ) {
        late.push(text);
        return "";
      }
      return text;
    });
    const cut = firstMember < 0 ? texts.length : firstMember;
    const parts = [...texts.slice(0, cut), ...late, ...texts.slice(cut)].filter((t) => t !== "");
    return ": " + parts.join(", ") + " ";
  }

  /**
   * A mem-initializer's base class written alone (`facet`, not a template-id), qualified as
   * unqualified lookup from the scope enclosing the constructor's class needs: by its enclosing
   * classes and namespaces until one is found there (`locale::facet`, `inner::B`; `F` in a class
   * nested in `F`'s class). Undefined: not such a name, or found there as written.
   */
  private baseFromOuterScope(n: Name): string | undefined {
    // (found as the base's injected class name)
    const sym = n.sym && injectedClass(n.sym);
    const cls = this.ctorClass?.scope;
    // (not the class itself: a delegating constructor's `__annotated_ptr_base(...)`)
    const cn = this.ctorClass?.name;
    if (cn && sym && cn.parts[cn.parts.length - 1].atom === sym.name) return undefined;
    if (
      !sym || sym.kind !== SymKind.Class || sym.isTemplate || n.global || n.parts.length !== 1 ||
      n.parts[0].targs || !cls || !cls.parent
    ) return undefined;
    const from = cls.parent;
    const qual = (s: Sym, depth: number): string | undefined => {
      if (depth > 8 || s.name < 0) return undefined;
      if (lookupUnqualified(from, s.name) === s) return this.x.atom(s.name);
      const o = s.owner;
      if (o.kind === ScopeKind.Namespace && o.parent === null) return "::" + this.x.atom(s.name);
      if ((o.kind !== ScopeKind.Class && o.kind !== ScopeKind.Namespace) || !o.sym) {
        return undefined;
      }
      if (o.kind === ScopeKind.Class && (o.sym.isTemplate || o.inTemplate)) return undefined;
      const q = qual(o.sym, depth + 1);
      return q === undefined ? undefined : q + "::" + this.x.atom(s.name);
    };
    const r = qual(sym, 0);
    return r === this.x.atom(sym.name) ? undefined : r;
  }

  /**
   * The member scope of the class an out-of-class member's name is qualified by (`V< T> ::` of
   * `V< T> ::operator=`, whose operator name has no symbol), found from the current namespace.
   */
  private qualifierClass(n: Name | undefined): Scope | undefined {
    if (!n || n.parts.length < 2 || n.global) return undefined;
    let sc: Scope | undefined = this.x.nsScope ?? this.x.globalScope;
    if (!sc) return undefined;
    for (let i = 0; i < n.parts.length - 1 && sc; i++) {
      const c = n.parts[i];
      if (c.atom < 0) return undefined;
      const sym: Sym | undefined = i === 0 ? lookupUnqualified(sc, c.atom) : lookupIn(sc, c.atom);
      sc = sym?.kind === SymKind.Class || sym?.kind === SymKind.Namespace ? sym.scope : undefined;
      const specs: Scope[] | undefined = sym?.kind === SymKind.Class
        ? (sym.primary ?? sym).specs
        : undefined;
      if (c.targs && specs) sc = specByArgs(this.tb, specs, c.targs) ?? sc;
    }
    return sc?.kind === ScopeKind.Class ? sc : undefined;
  }

  /** Text to print before the closing brace of the next compound statement (main's return). */
  private bodyTail = "";

  /** Is `f` the global `int main`? */
  private isMain(f: Function): boolean {
    const nm = f.decl.name;
    return this.classDepth === 0 && this.nsPath.length === 0 && this.x.inTemplate === 0 &&
      nm !== undefined && nm.parts.length === 1 && !nm.global &&
      this.names.text(nm.parts[0].atom) === "main";
  }

  private body(f: Function, memInits = true): void {
    const saveRet = this.x.retType;
    const saveClass = this.x.bodyClass;
    // the class whose member this is (also for `V< T> ::f` out of the class)
    // (in a class, the class printed: the name's symbol may be a base's, redeclared after a
    // using-declaration, as `insert` in `_Insert`)
    const owner = f.decl.name?.sym?.owner;
    this.x.bodyClass = this.classNodes.length > 0 && (f.decl.name?.parts.length ?? 1) === 1
      ? this.classNodes[this.classNodes.length - 1].scope
      : owner?.kind === ScopeKind.Class
      ? owner
      : this.qualifierClass(f.decl.name);
    this.x.retType = this.x.typeKey(f.spec, { ...f.decl, ops: f.decl.ops.slice(1) });
    const saveRetClass = this.retClass;
    this.retClass = f.decl.ops.length === 1 ? classOfSpec(f.spec) : undefined;
    const saveFriendBody = this.x.friendBody;
    this.x.friendBody = (f.spec.flags & DS.Friend) !== 0 && this.classNodes.length > 0 &&
      this.x.inTemplate > 0;
    const saveBlocks = this.bodyBlocks;
    const saveCanonical = this.x.canonicalTypeArgs;
    this.bodyBlocks = 0;
    this.x.canonicalTypeArgs = 0;
    this.x.push();
    this.blockDepth++;
    this.declareParams(f);
    this.blockDepth--;
    // a constructor's function-try-block starts before its mem-initializers: `FT(int x) try :
    // v(x) { }`; the handlers of a constructor's or destructor's one end in the implicit
    // rethrow, `catch (...) { throw; }`
    if (f.body?.kind === NodeKind.Try) {
      const dn = f.decl.name;
      this.fnTry = this.isConstructor(f) ||
          (dn !== undefined && dn.parts[dn.parts.length - 1].special === 3)
        ? 2
        : 1;
      if (memInits) {
        this.at(f.body.first);
        this.emit("try ");
        this.fnTry = this.fnTry === 2 ? 4 : 3;
      }
    }
    if (memInits) this.emit(this.memInitsText(f));
    this.blockDepth++;
    // (in a template whatever the result type, which may be void: `typename L< T> ::rt
    // L< T> ::h() { ... }` for a final `return ;`)
    if (
      f.body && f.body.kind === NodeKind.Compound &&
      (this.x.retType === "void" || this.x.inTemplate > 0)
    ) {
      this.stmt(withoutTrailingReturn(f.body));
    } else if (f.body) {
      // (`main` returns 0 where control can reach the end of its body: `return 0; }`)
      const zero = (e: Node) =>
        e.kind === NodeKind.BoolLit
          ? (e as GenericNode).op === T.KwFalse
          : parseIntLiteral(this.x.tok(e.first)).value === 0n;
      if (this.isMain(f) && f.body.kind === NodeKind.Compound && mayFallOff(f.body, zero)) {
        this.bodyTail = "return 0; ";
      }
      this.stmt(f.body);
      this.bodyTail = "";
    }
    this.blockDepth--;
    this.x.pop();
    this.bodyBlocks = saveBlocks;
    this.x.canonicalTypeArgs = saveCanonical;
    this.x.retType = saveRet;
    this.retClass = saveRetClass;
    this.x.bodyClass = saveClass;
    this.x.friendBody = saveFriendBody;
  }

  /**
   * A `__global__` function template (or an explicit specialization of one): the device-stub
   * wrapper `__wrapper__device_stub_<name>` (parameters by reference, body `cudaLaunchKernel`;
   * only declared for a specialization, whose definition the stub file gives) and the forwarder
   * calling it. A declaration without a body declares both on one line; a friend declaration is
   * an ordinary declaration.
   */
  private templateKernel(t: Template, f: Function, prefix: string, abbrev = false): void {
    // (its parameters are known in its signature and body: `u * (BM)` for `int BM`)
    this.x.push();
    this.x.declareTemplateParams(t.params as TemplateParam[]);
    try {
      this.templateKernelInner(t, f, prefix, abbrev);
    } finally {
      this.x.pop();
    }
  }

  /** `abbrev`: an abbreviated function template (`t` has no parameters of its own). */
  private templateKernelInner(t: Template, f: Function, prefix: string, abbrev: boolean): void {
    const spec = t.params.length === 0 && !abbrev;
    const nm = f.decl.name;
    const atom = nm ? nm.parts[nm.parts.length - 1].atom : -1;
    if (!spec && atom >= 0) {
      this.kernelTemplates.set(atom, t);
      this.addTemplate(nm!.parts[nm!.parts.length - 1], f, t);
      this.primaryTpl.set(atom, t);
    }
    let tplTok = t.first;
    while (tplTok < t.last && this.tb.kind[tplTok] === T.KwExtension) tplTok++;
    const hidden = this.o.deviceHiddenVisibility ? HIDDEN : "";
    if (f.spec.flags & DS.Friend) {
      // `template< class T> friend __attribute__((visibility("hidden"))) void k(T x);`
      this.at(tplTok);
      this.x.inTemplate++;
      const rest = this.storage({ ...f.spec, flags: f.spec.flags & ~DS.Friend }, true);
      this.functionHead(f, prefix + this.x.templateHead(t.params) + "friend " + hidden + rest);
      this.emit("; ");
      this.x.inTemplate--;
      return;
    }
    // (with its requires-clause: `template< class T> requires(Small< T> ) static void`)
    const req = t.requires ? "requires(" + this.x.exprInner(t.requires) + ") " : "";
    // (a requires-clause on a later line than `template` is positioned at its keyword:
    // `template< class T> ⏎# 3⏎requires(...) static void`)
    const reqKw = t.requires ? t.requires.first - 1 : -1;
    const reqLater = !abbrev && reqKw >= 0 &&
      this.sm.physLineOf(this.tb.start[reqKw]) > this.sm.physLineOf(this.tb.start[tplTok]);
    /** `pre` and the head printed: what is left to print before the storage. */
    const headed = (pre: string, params: Node[]): string => {
      if (abbrev) return pre;
      if (!reqLater) return pre + this.x.templateHead(params) + req;
      this.emit(pre + this.x.templateHead(params));
      this.at(reqKw);
      return req;
    };
    if (!spec) this.x.inTemplate++;
    const merged = this.classDepth === 0 && this.blockDepth === 0
      ? this.entityProps.get(this.entityKeyAt(f))
      : undefined;
    const redeclared = merged?.printed === true;
    if (merged) merged.printed = true;
    const storage = this.storage({ ...f.spec, flags: f.spec.flags & ~DS.Static }, true);
    // the wrapper is static; a specialization's is `__specialization_static` (a macro of the
    // stub file); the forwarder is static without --device-c, else hidden
    // the declaration's attributes go after the head (`template< class T> __attribute((used))
    // static void`); a visibility attribute only on the forwarder, instead of hidden
    const isVis = (a: Attribute) =>
      this.names.text(a.name).replace(/^__(.*)__$/, "$1") === "visibility";
    const noVis = (l: Attribute[] | undefined) => l?.filter((a) => !isVis(a));
    const ownVis = declAttrs(f).some(isVis);
    const wrapAttrs = this.gnuAttrs(
      ownVis
        ? {
          ...f,
          attrs: noVis(f.attrs)!,
          spec: { ...f.spec, attrs: noVis(f.spec.attrs) },
          decl: { ...f.decl, attrs: noVis(f.decl.attrs) },
        }
        : f,
    );
    let fwdAttrs = this.gnuAttrs(f);
    // (the forwarder's first attribute at its own position, after the template head: `template<
    // class T> ⏎# 6⏎__attribute((visibility("hidden"))) static void K()`)
    const nameTok = f.decl.name?.first ?? f.decl.first;
    const firstAttr = fwdAttrs === ""
      ? undefined
      : declAttrs(f).find((a) =>
        a.first < nameTok && a.syntax <= 1 &&
        !(a.syntax === 0 && CUDA_ATTRS.has(this.names.text(a.name).replace(/^__(.*)__$/, "$1")))
      );
    if (firstAttr !== undefined && !spec && f.body) {
      fwdAttrs = LEAD_POS + fwdAttrs;
      this.leadAttrToks.unshift(firstAttr.first);
    }
    const wrapStorage = wrapAttrs.replaceAll(LEAD_POS, "") +
      (spec ? "__specialization_static " : "static ") + storage;
    // (with --device-c a static kernel's `static` is printed on its first declaration only; a
    // kernel declared and never defined is hidden in either mode)
    const staticStub = this.o.staticHostStub ?? !this.o.deviceC;
    let fwdStorage =
      (f.spec.flags & DS.Static
        ? (!staticStub && redeclared ? "" : "static ")
        : !staticStub || (!f.body && merged !== undefined && !merged.defined)
        ? (this.inAnon || ownVis ? "" : hidden)
        : spec
        ? "__specialization_static "
        : "static ") + storage;
    fwdStorage = fwdAttrs + fwdStorage + (this.o.debugMode ? DEBUG_NOINLINE : "");
    const fop = f.decl.ops[0];
    // the wrapper's parameters are references (a reference or array parameter stays as it is)
    const wrapParams = (fop.params ?? []).map((n) => {
      if (n.kind !== NodeKind.Param) return n;
      const p = n as Param;
      const o0 = p.decl.ops[0]?.op;
      const ops = o0 === 1 || o0 === 2 || o0 === 4 || o0 === 5
        ? p.decl.ops
        : [{ op: 1, tok: -1 }, ...p.decl.ops];
      return { ...p, decl: { ...p.decl, ops }, init: undefined } as Param;
    });
    const wrapper = {
      ...f,
      decl: { ...f.decl, ops: [{ ...fop, params: wrapParams }, ...f.decl.ops.slice(1)] },
    } as Function;
    const given: string[] = [];
    const unnamed = () => {
      const s = "__T" + this.unnamed++;
      given.push(s);
      return s;
    };
    if (!f.body) {
      // `template< class T> static void __wrapper__device_stub_k(T & x); template< class T>
      // static void k(T x); `
      // (unnamed parameters stay unnamed here: `(T &)`)
      this.at(tplTok);
      this.stubName = true;
      this.functionHead({ ...wrapper, body: undefined }, headed(prefix, t.params) + wrapStorage);
      this.stubName = false;
      this.emit("; ");
      this.functionHead(f, headed("", t.params) + fwdStorage);
      this.emit("; ");
      if (!spec) this.x.inTemplate--;
      return;
    }
    if (!spec) {
      this.out.rawBlock(UNUSED_PARAMETER_PUSH);
    }
    // (an explicit specialization's `template<>` goes with the declaration, at its name)
    const place = () => {
      if (spec) this.at(nm ? nm.first : f.first);
      else {
        this.at(tplTok);
        this.namePos = true;
      }
    };
    place();
    this.stubName = true;
    this.functionHead(wrapper, headed(prefix, t.params) + wrapStorage, unnamed);
    this.stubName = false;
    this.emit(spec ? " ;" : " { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}");
    this.hiddenBody(f);
    if (!spec) {
      this.out.rawBlock(DIAGNOSTIC_POP);
      this.out.forceFile();
    }
    // the forwarder: unnamed template parameters get names (`__T<n>`, counted on from the
    // parameters')
    const fwdParams = spec ? t.params : t.params.map((p) => this.namedTemplateParam(p));
    place();
    let gi = 0;
    this.functionHead(
      f,
      headed("", fwdParams) + fwdStorage,
      () => given[gi++] ?? "",
    );
    gi = 0;
    const args: string[] = [];
    for (const n of fop.params ?? []) {
      if (n.kind !== NodeKind.Param) continue;
      const p = n as Param;
      args.push(
        (p.decl.name ? this.x.name(p.decl.name) : (given[gi++] ?? "")) +
          (p.decl.pack ? "..." : ""),
      );
    }
    const targs = spec ? this.specKernelArgs(f, atom) : fwdParams.map((p) => {
      const tp = p as TemplateParam;
      return (tp.name >= 0 ? this.x.atom(tp.name) : "") + (tp.pack ? "..." : "");
    });
    this.emit(" ");
    this.at(f.body.first);
    this.emit(
      "{" + this.kernelScope(f) + "__wrapper__device_stub_" + (atom >= 0 ? this.x.atom(atom) : "") +
        (abbrev ? "" : "<" + targs.join(",") + ">") + "(" + args.join(",") + ");",
    );
    this.at(f.body.last);
    this.emit("return;}");
    this.hiddenBody(f);
    if (!spec) this.x.inTemplate--;
  }

  /** Primary kernel templates by name (an explicit specialization deduces from them). */
  private kernelTemplates = new Map<number, Template>();
  /** The next function head prints the device-stub wrapper's name. */
  private stubName = false;
  /** Enclosing namespaces as the forwarder qualifies the wrapper (anonymous ones by name). */
  private stubScope: string[] = [];

  /** `::ns::inner::` for a kernel in a namespace (also one named by a qualified declarator). */
  private kernelScope(f: Function): string {
    const path = [...this.stubScope];
    const nm = f.decl.name;
    if (nm) { for (const c of nm.parts.slice(0, -1)) path.push(this.x.component(c)); }
    return path.length ? "::" + path.join("::") + "::" : "";
  }

  /** A template parameter with every unnamed parameter (nested ones too) named `__T<n>`. */
  private namedTemplateParam(p: Node): Node {
    const tp = p as TemplateParam;
    let r = tp;
    if (tp.name < 0) r = { ...r, name: this.names.intern("__T" + this.unnamed++) };
    if (tp.kind === NodeKind.TemplateTemplateParam && tp.params) {
      r = { ...r, params: tp.params.map((q) => this.namedTemplateParam(q)) };
    }
    return r;
  }

  /**
   * The template arguments an explicit specialization's forwarder passes: as written (`<bool>`,
   * `<double,(-2)>`), else deduced from the primary template's parameters (`T *` against
   * `const long *`: `const long`).
   */
  private specKernelArgs(f: Function, atom: number): string[] {
    const nm = f.decl.name;
    const written = nm?.parts[nm.parts.length - 1].targs;
    if (written) {
      return written.map((a) => {
        const s = this.x.templateArg(a);
        return s.startsWith("-") ? "(" + s + ")" : s;
      });
    }
    const t = this.kernelTemplates.get(atom);
    if (!t) return [];
    const tf = t.decl as Function;
    const prim = ((tf.decl.ops[0]?.params ?? []) as Param[]).filter((p) =>
      p.kind === NodeKind.Param
    );
    const mine = ((f.decl.ops[0]?.params ?? []) as Param[]).filter((p) =>
      p.kind === NodeKind.Param
    );
    const found = new Map<number, string>();
    for (let i = 0; i < prim.length && i < mine.length; i++) {
      const a = prim[i];
      const b = mine[i];
      const ty = a.spec.type as Name | undefined;
      if (!ty || ty.kind !== NodeKind.Name || ty.parts.length !== 1 || a.spec.flags & DS.Const) {
        continue;
      }
      if (a.decl.ops.length !== b.decl.ops.length) continue;
      if (a.decl.ops.some((o, k) => o.op !== b.decl.ops[k].op)) continue;
      const at = ty.parts[0].atom;
      if (!found.has(at)) found.set(at, this.x.specType(b.spec).trimEnd());
    }
    return t.params.map((p) => found.get((p as TemplateParam).name) ?? "");
  }

  // ------------------------------------------------------------------------- statements

  stmt(s: Node): void {
    const g = s as GenericNode;
    // (a statement's standard attributes lead it: `[[likely]] case 1:`, `[[unlikely]] return 4;`)
    if (
      g.attrs && s.kind !== NodeKind.NullStmt && s.kind !== NodeKind.ExprStmt &&
      s.kind !== NodeKind.Label
    ) {
      // (at the attributes, the statement on after them: `if (x) [[likely]]⏎return 1;` is
      // `if (x) { [[likely]] return 1; }` on the attributes' line)
      const sa = this.stdAttrText(g.attrs as Attribute[]);
      if (sa !== "") {
        this.at(Math.min(s.first, (g.attrs as Attribute[])[0].first));
        this.emit(sa);
        this.skipAt = true;
      }
    }
    switch (s.kind) {
      case NodeKind.Compound: {
        // (the braces of a sub-statement the parser grouped with its pragmas are printed where
        // the statement's own would be)
        const implicit = (s as GenericNode & { implicit?: boolean }).implicit === true;
        if (!implicit) this.at(s.first);
        this.emit("{ ");
        const tail = this.bodyTail;
        this.bodyTail = "";
        this.x.push();
        const nested = this.enterBlock();
        const list = g.list ?? [];
        this.blockLists.push(list);
        for (let i = 0; i < list.length; i++) {
          const c = list[i];
          const next = list[i + 1];
          if (c.kind === NodeKind.Pragma && next !== undefined && next.kind !== NodeKind.Pragma) {
            const text = pragmaOutput((c as Pragma).text);
            if (text !== undefined && ATTACHED_PRAGMAS.has(text.split(" ")[0])) {
              // printed after the statement's position was set
              this.at(next.first);
              this.out.lineStart("#pragma " + text);
              this.out.newline();
              this.attachedPragma = true;
              this.stmt(next);
              i++;
              continue;
            }
          }
          this.stmt(c);
        }
        this.blockLists.pop();
        this.leaveBlock(nested);
        this.x.pop();
        if (tail !== "") this.emit(tail);
        if (!implicit) this.at(s.last);
        this.emit("} ");
        break;
      }
      case NodeKind.ExprStmt: {
        // (at its attributes, when it has some)
        this.at(Math.min(s.first, (g.attrs as Attribute[] | undefined)?.[0]?.first ?? s.first));
        // (`void();` outside templates is the statement `(void)0;`)
        const x = g.expr!;
        const v = x.kind === NodeKind.FunctionalCast && !this.x.inTemplate &&
          ((x as GenericNode).args ?? []).length === 0 && !(x as GenericNode).braced &&
          this.x.isVoidType((x as GenericNode).type as Node);
        // (a statement's standard attributes lead: `[[likely]] (p[0]) = 1;`)
        const sa = g.attrs ? this.stdAttrText(g.attrs as Attribute[]) : "";
        this.emit(sa + (v ? "(void)0" : this.x.expr(x, Ctx.Top)) + "; ");
        break;
      }
      case NodeKind.DeclStmt:
        if (g.decl) this.decl(g.decl, "");
        else {
          this.at(s.first);
          this.emit(this.x.fallback(s) + " ");
        }
        break;
      case NodeKind.Return: {
        this.at(s.first);
        const z = g.expr ? this.x.returnedZero(g.expr, this.x.retType) : undefined;
        if (z !== undefined) {
          this.emit("return " + z + "; ");
          break;
        }
        // (a cast constructing the result: `return ((__half)(abs_a_raw));`)
        if (
          g.expr &&
          (this.x.retType === "class" || this.x.retType === "?" || this.x.retType === "") &&
          this.x.constructingCast(g.expr)
        ) {
          const c = g.expr as GenericNode;
          this.emit(
            "return ((" + this.x.typeId(c.type as TypeId) + ")(" + this.x.args([c.expr!]) + ")); ",
          );
          break;
        }
        this.emit(
          g.expr
            // (a returned literal gets no conversion parentheses: `char f() { return 0; }`)
            // (source parentheses around a returned operation are kept: `return (a + 1);`)
            ? "return " +
              (this.convertedParen(g.expr) ? "(" + this.x.expr(g.expr, Ctx.Top) + ")" : this.x.expr(
                g.expr,
                isCommaExpr(g.expr) || (g.expr.kind === NodeKind.Paren &&
                    this.x.isOperation(g.expr) && !this.valueDependent(g.expr) &&
                    !this.copiedObject(g.expr))
                  ? Ctx.Operand
                  : Ctx.Top,
              )) + "; "
            : "return; ",
        );
        break;
      }
      case NodeKind.If: {
        this.at(s.first);
        const constexpr = ((g.flags ?? 0) & 1) !== 0;
        this.emit("if " + (constexpr ? "constexpr " : "") + "(" + this.cond(g.cond, g.init) + ") ");
        this.sub(g.body);
        if (g.else) {
          this.emit("else ");
          this.sub(g.else);
        }
        this.emit(" ");
        break;
      }
      case NodeKind.While:
        this.at(s.first);
        this.emit("while (" + this.cond(g.cond) + ") ");
        this.sub(g.body);
        this.emit(continueLabel(g.body) ? "  " : " ");
        break;
      case NodeKind.Switch:
        this.at(s.first);
        this.emit("switch (" + this.cond(g.cond, g.init) + ") ");
        this.sub(g.body);
        this.emit(" ");
        break;
      case NodeKind.DoWhile:
        this.at(s.first);
        this.emit("do ");
        this.sub(g.body);
        if (continueLabel(g.body)) this.emit(" ");
        {
          // (`while` stands at its own position)
          let w = g.cond!.first;
          while (w > s.first && this.tb.kind[w] !== T.KwWhile) w--;
          this.at(w);
        }
        this.emit("while (" + this.x.condition(g.cond!) + "); ");
        break;
      case NodeKind.For: {
        if (!this.attachedPragma) this.at(s.first);
        this.attachedPragma = false;
        this.x.push();
        this.emit("for (");
        if (g.init) this.at(g.init.first);
        let head = "";
        if (g.init === undefined) head += "; ";
        else if (g.init.kind === NodeKind.Variable || g.init.kind === NodeKind.SimpleDecl) {
          head += this.localDeclText(g.init) + " ";
        } else head += this.x.expr(g.init, Ctx.Top) + "; ";
        // (an operator function call as the condition or the increment is printed without its
        // parentheses, also when written with them: `for (; k != e; ++k)`)
        head +=
          (g.cond ? this.bareOperatorCall(g.cond) ?? this.cond(g.cond, undefined, true) : "") +
          ";";
        head += g.inc ? " " + (this.bareOperatorCall(g.inc) ?? this.x.expr(g.inc, Ctx.Top)) : "";
        this.emit(head + ") ");
        this.sub(g.body);
        this.emit(continueLabel(g.body) ? "  " : " ");
        this.x.pop();
        break;
      }
      case NodeKind.RangeFor: {
        this.at(s.first);
        this.x.push();
        // (C++20's init-statement: `for (int n = 0; int x : v)`)
        let init = "";
        if (g.init) {
          init = g.init.kind === NodeKind.Variable || g.init.kind === NodeKind.SimpleDecl
            ? this.localDeclText(g.init) + " "
            : g.init.kind === NodeKind.NullStmt
            ? "; "
            : this.x.expr(g.init, Ctx.Top) + "; ";
        }
        const d = g.decl ? this.localDeclText(g.decl).replace(/;$/, "") : "";
        const rv = g.decl?.kind === NodeKind.SimpleDecl ? (g.decl as SimpleDecl).decls[0] : g.decl;
        if (rv?.kind === NodeKind.Variable && this.x.inTemplate === 0) {
          this.noteAutoClass(rv as Variable, g.expr!, true);
        }
        // (a member the front end leaves unresolved initializes the range as a variable:
        // `for (auto __c : ((__str._M_string)))`)
        const re = g.expr!;
        const range = this.x.inTemplate > 0 && re.kind === NodeKind.Member &&
            this.x.unresolvedMember(re) && !this.x.initUnknownArrow(re as GenericNode)
          ? "((" + this.x.exprInner(re) + "))"
          // (a braced list initializes the range as a variable's: `{(-2), (-1), 0}`)
          : re.kind === NodeKind.InitList
          ? this.rangeList(re)
          : this.x.expr(re, Ctx.Top);
        this.emit("for (" + init + d + " : " + range + ") ");
        // structured bindings of a tuple-like element (a container's `std::pair`) get a block of
        // their own around the body (their hidden variables); those of an array's elements do
        // not (`for (auto [a, b] : arr) { ... }`)
        const dv = g.decl?.kind === NodeKind.SimpleDecl ? (g.decl as SimpleDecl).decls[0] : g.decl;
        const bound = (dv as Variable | undefined)?.bindings !== undefined && !arrayVariable(re);
        if (bound) this.emit("{ ");
        this.sub(g.body);
        if (bound) this.emit("} ");
        this.emit(continueLabel(g.body) ? "  " : " ");
        this.x.pop();
        break;
      }
      case NodeKind.Case:
        this.at(s.first);
        // (a GNU case range: `case 1 ... 9:`)
        this.emit(
          "case " + this.x.expr(g.expr!, Ctx.Top) +
            (g.rhs ? " ... " + this.x.expr(g.rhs, Ctx.Top) : "") + ": ",
        );
        if (g.body) {
          this.emit(" ");
          this.stmt(g.body);
        }
        break;
      case NodeKind.Default:
        this.at(s.first);
        this.emit("default: ");
        if (g.body) {
          this.emit(" ");
          this.stmt(g.body);
        }
        break;
      case NodeKind.Label:
        this.at(s.first);
        this.emit(this.x.atom(g.atom!) + ":; ");
        if (g.body) this.stmt(g.body);
        break;
      case NodeKind.Break:
        this.at(s.first);
        this.emit("break; ");
        break;
      case NodeKind.Continue:
        this.at(s.first);
        this.emit("continue; ");
        break;
      case NodeKind.Goto:
        this.at(s.first);
        this.emit(
          g.expr
            ? "goto *" + this.x.expr(g.expr, Ctx.Operand) + "; "
            : "goto " + this.x.atom(g.atom!) + "; ",
        );
        break;
      case NodeKind.NullStmt:
        this.at(s.first);
        // (`[[fallthrough]] ;`, `__attribute((fallthrough)) ;`)
        {
          const attrs = (g.attrs ?? []) as Attribute[];
          const gnu = attrs.filter((a) => a.syntax === 0);
          const gt = gnu.length > 0 ? this.gnuAttrText(gnu, "") : "";
          this.emit(this.stdAttrText(attrs) + (gt !== "" ? gt + " " : "") + "; ");
        }
        break;
      case NodeKind.Try: {
        // (a function-try-block, see `fnTry`)
        const ft = this.fnTry;
        this.fnTry = 0;
        if (ft < 3) {
          this.at(s.first);
          this.emit("try ");
        }
        if (g.body) this.stmt(g.body);
        for (const h of g.list ?? []) {
          const hg = h as GenericNode;
          this.at(h.first);
          let param = "...";
          const d = hg.decl as Param | undefined;
          if (d && d.kind === NodeKind.Param) {
            param = this.x.typeWithDecl(
              d.spec,
              d.decl,
              d.decl.name ? this.x.name(d.decl.name) : "",
            );
          }
          this.emit("catch (" + param + ") ");
          this.x.push();
          if (d && d.kind === NodeKind.Param) this.note(d.spec, d.decl);
          // (a constructor's or destructor's handler rethrows at its end, unless its last
          // statement already does: `catch (...) { g(); throw; }`)
          if ((ft === 2 || ft === 4) && !endsWithRethrow(hg.body)) this.bodyTail = "throw; ";
          if (hg.body) this.stmt(hg.body);
          this.bodyTail = "";
          this.x.pop();
        }
        this.emit(" ");
        break;
      }
      case NodeKind.AsmStmt:
        this.at(s.first);
        this.emit(this.asmText(g) + "; ");
        break;
      case NodeKind.Pragma: {
        const text = pragmaOutput((s as Pragma).text);
        if (text === undefined) break;
        // (at its own position: `# 1746` / `#pragma GCC diagnostic push`)
        this.at(s.first);
        this.syncBeforeDirective();
        this.out.lineStart("#pragma " + text);
        this.out.newline();
        break;
      }
      default:
        this.at(s.first);
        this.emit(this.x.fallback(s) + " ");
    }
  }

  /** `__asm__ volatile("..." : "=r" (x) : "r" (y) : "memory")` (outputs and inputs always). */
  private asmText(g: GenericNode): string {
    const str = g.str as number | undefined;
    if (str === undefined) return this.x.fallback(g);
    let end = str;
    while (end + 1 < this.tb.count && this.tb.kind[end + 1] === T.StringLit) end++;
    const q = g.flags ?? 0;
    let s = "__asm__" + (q & 1 ? " volatile" : "") + (q & 2 ? " inline" : "") +
      (q & 4 ? " goto" : "") +
      "(" + this.x.stringLit(str, end);
    const secs = (g.list ?? []).map((sec) =>
      ((sec as GenericNode).args ?? []).map((o) => {
        const og = o as GenericNode;
        if (o.kind === NodeKind.Ident) return this.x.tok(o.first);
        let t = o.first;
        let pre = "";
        if (this.tb.kind[t] === T.LBracket) {
          pre = "[" + this.x.tok(t + 1) + "] ";
          t += 3;
        }
        let e = t;
        while (e + 1 <= o.last && this.tb.kind[e + 1] === T.StringLit) e++;
        return pre + this.x.stringLit(t, e) +
          (og.expr ? " (" + this.x.expr(og.expr, Ctx.Top) + ")" : "");
      }).join(", ")
    );
    if ((g.colons as number | undefined ?? 0) > 0) {
      s += " : " + (secs[0] ?? "");
      s = s.trimEnd() + " :" + (secs[1] ? " " + secs[1] : "");
      if (secs[2]) s += " : " + secs[2];
      if (secs[3]) s += " : " + secs[3];
    }
    return s + ")";
  }

  /** A sub-statement: blocks as they are, anything else wrapped in `{ … } `. */
  private sub(s: Node | undefined): void {
    if (s === undefined) {
      this.emit("{ } ");
      return;
    }
    // (a block with standard attributes is a statement in a block: `{ [[unlikely]] { ++i; } }`)
    const attributed = (s as GenericNode).attrs !== undefined &&
      this.stdAttrText((s as GenericNode).attrs as Attribute[]) !== "";
    if (s.kind === NodeKind.Compound && !attributed) {
      this.stmt(s);
      return;
    }
    this.emit("{ ");
    this.x.push();
    const nested = this.enterBlock();
    this.stmt(s);
    this.leaveBlock(nested);
    this.x.pop();
    this.emit("} ");
  }

  /**
   * Enters a block of a function body; in templates, a block nested in the body's own prints
   * type template arguments canonically (`canonicalTypeArgs`). Returns whether it did.
   */
  private enterBlock(): boolean {
    const nested = this.bodyBlocks > 0 && this.x.inTemplate > 0;
    this.bodyBlocks++;
    if (nested) this.x.canonicalTypeArgs++;
    return nested;
  }

  private leaveBlock(nested: boolean): void {
    this.bodyBlocks--;
    if (nested) this.x.canonicalTypeArgs--;
  }

  /** An operator function call (parentheses aside) printed without its own parentheses. */
  private bareOperatorCall(e: Node): string | undefined {
    const x = stripParens(e);
    if (!this.x.isOperatorCall(x)) return undefined;
    const t = this.x.expr(x, Ctx.Top);
    return t.startsWith("(") && t.endsWith(")") ? t.slice(1, -1) : t;
  }

  private cond(c: Node | undefined, init?: Node, loop = false): string {
    let s = "";
    if (init) {
      // C++17 `if (auto x = f(); x != 0)` / `switch (init; cond)`
      if (init.kind === NodeKind.Variable || init.kind === NodeKind.SimpleDecl) {
        s += this.localDeclText(init) + " ";
      } else if (init.kind === NodeKind.Error) s += this.x.fallback(init) + " ";
      else s += this.x.expr(init, Ctx.Top) + "; ";
    }
    if (c === undefined) return s;
    // (an unnamed "declaration" is a functional cast: `typename _Tr::is_always_equal{}`)
    const v =
      (c.kind === NodeKind.SimpleDecl && (c as SimpleDecl).decls.length === 1
        ? (c as SimpleDecl).decls[0]
        : c) as Variable;
    if (
      v.kind === NodeKind.Variable && !v.decl.name && v.decl.ops.length === 0 &&
      v.initStyle === 3 && v.init
    ) return s + this.x.specType(v.spec) + this.x.expr(v.init, Ctx.Top);
    if (c.kind === NodeKind.Variable || c.kind === NodeKind.SimpleDecl) {
      return s + this.localDeclText(c).replace(/; $/, "").replace(/;$/, "");
    }
    return s + this.x.condition(c, loop);
  }

  /** `const auto &[a, b] = x` (a structured binding declaration). */
  private bindingText(v: Variable): string {
    const bs = v.bindings ?? [];
    const fields = v.init && this.x.inTemplate === 0 ? this.bindingFields(v.init, bs.length) : [];
    bs.forEach((a, i) => {
      // (a binding to a data member of a class known here has the member's type: a `bool` one
      // is a condition as it is, `v ? u : 0`)
      const f = fields[i];
      this.x.declare(a, f ? { type: this.x.typeKey(f.spec, f.decl) } : { type: "?" });
    });
    let names = "[" + (v.bindings ?? []).map((a) => this.x.atom(a)).join(", ") + "]";
    // the reference of `auto &[a, b]` is not in the declarator's operators
    for (let i = v.spec.last + 1; i < v.decl.first; i++) {
      const k = this.tb.kind[i];
      if (k === T.Amp) names = "&" + names;
      else if (k === T.AmpAmp) names = "&&" + names;
    }
    let s = this.storage(v.spec, false) + this.x.specType(v.spec) + " " +
      this.x.declarator({ ...v.decl, name: undefined }, names);
    if (v.init) s += " = " + this.x.expr(v.init, Ctx.Top);
    return s;
  }

  /**
   * The non-static data members a structured binding of `n` names bind to, in order, when the
   * initializer is an object of a class known here without bases that has exactly `n` of them;
   * empty otherwise.
   */
  private bindingFields(init: Node, n: number): Variable[] {
    const def = this.x.knownClass(init, false)?.sym?.def;
    if (def?.kind !== NodeKind.Class || (def as Class).bases.length > 0) return [];
    const out = dataMembers(def as Class);
    return out.length === n ? out : [];
  }

  /** A local declaration as text (for-init, condition). */
  private localDeclText(n: Node): string {
    if (n.kind === NodeKind.Variable) {
      const v = n as Variable;
      if (v.bindings) return this.bindingText(v) + ";";
      return this.storage(v.spec, false) + this.x.specType(v.spec) + " " +
        this.declaratorWithInit(v) +
        ";";
    }
    if (n.kind === NodeKind.SimpleDecl) {
      const d = n as SimpleDecl;
      const only = d.decls[0] as Variable | undefined;
      if (d.decls.length === 1 && only?.bindings) return this.bindingText(only) + ";";
      return this.storage(d.spec, false) + this.x.specType(d.spec) + " " +
        d.decls.map((x) => this.innerDeclarator(x, d.spec)).join(", ") + ";";
    }
    return this.x.fallback(n);
  }
}

/** A comma expression, possibly inside source parentheses (which the printer drops). */
function isCommaExpr(e: Node): boolean {
  let n: Node | undefined = e;
  while (n !== undefined && n.kind === NodeKind.Paren) n = (n as GenericNode).expr;
  return n !== undefined && n.kind === NodeKind.Comma;
}

/** GNU attributes whose arguments the binary parses (and prints as expressions). */
const PARSED_ATTR_ARGS = new Set([
  "aligned",
  "nonnull",
  "format",
  "format_arg",
  "sentinel",
  "alloc_size",
  "section",
  "visibility",
  "warning",
  "error",
  "deprecated",
  "unavailable",
  "vector_size",
  "mode",
  "malloc",
  "abi_tag",
  "constructor",
  "destructor",
  "tls_model",
  "alias",
  "weakref",
  "init_priority",
  "ifunc",
]);

/** Binary operator precedences for attribute argument expressions. */
const ATTR_PREC: Record<number, number> = {
  [T.PipePipe]: 3,
  [T.AmpAmp]: 4,
  [T.Pipe]: 5,
  [T.Caret]: 6,
  [T.Amp]: 7,
  [T.EqualEqual]: 8,
  [T.ExclaimEqual]: 8,
  [T.Less]: 9,
  [T.Greater]: 9,
  [T.LessEqual]: 9,
  [T.GreaterEqual]: 9,
  [T.LessLess]: 11,
  [T.GreaterGreater]: 11,
  [T.Plus]: 12,
  [T.Minus]: 12,
  [T.Star]: 13,
  [T.Slash]: 13,
  [T.Percent]: 13,
};

/** Builtin type keywords (a `sizeof` operand made of them prints in EDG's spelling). */
const TYPE_KW = new Set<number>([
  T.KwInt,
  T.KwLong,
  T.KwShort,
  T.KwChar,
  T.KwSigned,
  T.KwUnsigned,
  T.KwFloat,
  T.KwDouble,
  T.KwBool,
  T.KwVoid,
]);

interface AttrVal {
  text: string;
  /** Type key of a literal or sizeof (for the conversion parentheses), else undefined. */
  type?: string;
  literal: boolean;
  op: boolean;
}

/**
 * A small expression printer over an attribute argument's tokens (attributes keep no tree):
 * operators spaced, source parentheses dropped, operations parenthesized as operands, a literal
 * converted by the usual arithmetic conversions parenthesized (`(2) * sizeof(long)`).
 */
class AttrExpr {
  private i: number;
  constructor(private d: DeclPrinter, first: number, private last: number) {
    this.i = first;
  }

  private k(): number {
    return this.i <= this.last ? this.d.tb.kind[this.i] : T.EOF;
  }

  full(): string | undefined {
    const v = this.bin(0);
    if (v === undefined || this.i <= this.last) return undefined;
    return v.text;
  }

  private bin(min: number): AttrVal | undefined {
    let l = this.unary();
    while (l !== undefined) {
      const op = this.k();
      const prec = ATTR_PREC[op] ?? 0;
      if (prec === 0 || prec < min) break;
      this.i++;
      const r = this.bin(prec + 1);
      if (r === undefined) return undefined;
      let lt = l.op ? "(" + l.text + ")" : l.text;
      let rt = r.op ? "(" + r.text + ")" : r.text;
      let type: string | undefined;
      if (prec >= 12 || (prec >= 5 && prec <= 7)) {
        type = l.type !== undefined && r.type !== undefined
          ? usualArith(l.type, r.type)
          : undefined;
        if (type !== undefined) {
          if (l.literal && l.type !== type) lt = "(" + lt + ")";
          if (r.literal && r.type !== type) rt = "(" + rt + ")";
        }
      }
      l = { text: lt + " " + OP_TEXT[op] + " " + rt, type, literal: false, op: true };
    }
    return l;
  }

  private unary(): AttrVal | undefined {
    const k = this.k();
    if (k === T.Minus || k === T.Plus || k === T.Tilde || k === T.Exclaim) {
      this.i++;
      const v = this.unary();
      if (v === undefined) return undefined;
      return {
        text: OP_TEXT[k] + (v.op ? "(" + v.text + ")" : v.text),
        type: v.literal ? v.type : undefined,
        literal: v.literal,
        op: true,
      };
    }
    return this.primary();
  }

  private primary(): AttrVal | undefined {
    const d = this.d;
    const k = this.k();
    const i = this.i;
    if (k === T.LParen) {
      this.i++;
      const v = this.bin(0);
      if (v === undefined || this.k() !== T.RParen) return undefined;
      this.i++;
      return v;
    }
    if (k === T.IntLit) {
      this.i++;
      return {
        text: d.x.intLit(i),
        type: d.x.literalType({ kind: NodeKind.IntLit, first: i, last: i } as Node),
        literal: true,
        op: false,
      };
    }
    if (k === T.StringLit) {
      while (this.i < this.last && d.tb.kind[this.i + 1] === T.StringLit) this.i++;
      this.i++;
      return { text: d.x.stringLit(i, this.i - 1), literal: false, op: false };
    }
    if ((k === T.KwSizeof || k === T.KwAlignof) && d.tb.kind[i + 1] === T.LParen) {
      let depth = 0;
      let j = i + 1;
      for (; j <= this.last; j++) {
        const kk = d.tb.kind[j];
        if (kk === T.LParen) depth++;
        else if (kk === T.RParen && --depth === 0) break;
      }
      if (j > this.last) return undefined;
      const kinds: number[] = [];
      let text = "";
      // (a qualified name without spaces: `__alignof__(_Tp2::_M_t)`)
      for (let t = i + 2; t < j; t++) {
        const kk = d.tb.kind[t];
        kinds.push(kk);
        const tight = text === "" || kk === T.ColonColon || d.tb.kind[t - 1] === T.ColonColon;
        text += (tight ? "" : " ") + d.x.tok(t);
      }
      if (kinds.length > 0 && kinds.every((x) => TYPE_KW.has(x))) text = builtinName(kinds, 0);
      this.i = j + 1;
      const kw = k === T.KwSizeof ? "sizeof" : "__alignof__";
      return { text: kw + "(" + text + ")", type: "unsigned long", literal: false, op: false };
    }
    if (k === T.Identifier || k === T.ColonColon) {
      let text = "";
      while (this.k() === T.Identifier || this.k() === T.ColonColon) {
        text += d.x.tok(this.i);
        this.i++;
      }
      return { text, literal: false, op: false };
    }
    return undefined;
  }
}

/** Builtin type keywords a `__mode__` gives (`__QI__` → char, `__DI__` → long, ...). */
const MODE_TYPES: Record<string, number[]> = {
  QI: [T.KwChar],
  HI: [T.KwShort],
  SI: [T.KwInt],
  DI: [T.KwLong],
  TI: [T.KwInt128],
  word: [T.KwLong],
  pointer: [T.KwLong],
  SF: [T.KwFloat],
  DF: [T.KwDouble],
  XF: [T.KwLong, T.KwDouble],
};

/** The specifiers with the builtin type a `__mode__(m)` attribute selects (signedness kept). */
function modeSpec(spec: DeclSpec, mode: string): DeclSpec {
  const m = mode.length > 4 && mode.startsWith("__") && mode.endsWith("__")
    ? mode.slice(2, -2)
    : mode;
  const b = MODE_TYPES[m];
  if (b === undefined || spec.type !== undefined) return spec;
  const unsigned = (spec.flags & DS.Unsigned) !== 0 || spec.builtins.includes(T.KwUnsigned);
  const signedChar = m === "QI" && !unsigned;
  const builtins = unsigned ? [T.KwUnsigned, ...b] : signedChar ? [T.KwSigned, ...b] : b;
  const flags = spec.flags & ~(DS.Short | DS.Long | DS.LongLong | DS.Signed | DS.Unsigned);
  return { ...spec, builtins, flags };
}

/** Size and alignment (LP64) of a class, enum or typedef; `pad`: its printed tail padding. */
interface Layout {
  size: number;
  align: number;
  /** A `device_builtin` type (or a typedef / array of one). */
  builtin: boolean;
  pad: number;
  /** A class's data size: where its last member ends (its size without tail padding). */
  dsize?: number;
  /** A `device_builtin` class with an alignment attribute (`float4`), not an array of one. */
  builtinClass?: boolean;
  /** A class's padding printed after members (see classLayout). */
  gaps?: Map<Node, number>;
}

/** One byte of tail padding as the binary prints it. */
const PAD = "__pad__(volatile char:8;)";

/** Sizes of the builtin types (LP64), by EDG's spelling without signedness. */
const BUILTIN_SIZES: Record<string, number> = {
  "bool": 1,
  "char": 1,
  "short": 2,
  "int": 4,
  "long": 8,
  "long long": 8,
  "float": 4,
  "double": 8,
  "long double": 16,
  "wchar_t": 4,
  "char8_t": 1,
  "char16_t": 2,
  "char32_t": 4,
  "__int128": 16,
  "__float128": 16,
};

/**
 * Does a loop body end with the binary's invisible `continue` label (one more space after the
 * loop)? When the body declares something and a `continue` targets the loop.
 */
function continueLabel(body: Node | undefined): boolean {
  if (!body || body.kind !== NodeKind.Compound) return false;
  let decl = false, cont = false;
  const walk = (n: Node | undefined): void => {
    if (!n || (decl && cont)) return;
    switch (n.kind) {
      case NodeKind.DeclStmt:
        decl = true;
        return;
      case NodeKind.Continue:
        cont = true;
        return;
      case NodeKind.While:
      case NodeKind.DoWhile:
      case NodeKind.For:
      case NodeKind.RangeFor:
        return;
    }
    const g = n as GenericNode;
    if (n.kind === NodeKind.Compound) { for (const c of g.list ?? []) walk(c); }
    else if (n.kind === NodeKind.If) {
      walk(g.body);
      walk(g.else);
    } else if (
      n.kind === NodeKind.Switch || n.kind === NodeKind.Case || n.kind === NodeKind.Default ||
      n.kind === NodeKind.Label
    ) walk(g.body);
  };
  walk(body);
  return decl && cont;
}

/** The token a declared name is positioned at: its last component's for a qualified name. */
function idTok(n: Name): number {
  if (n.parts.length < 2) return n.first;
  const last = n.parts[n.parts.length - 1];
  return last.special === 1 && last.opTok !== undefined ? last.opTok - 1 : last.tok;
}

/** The key of a function template's name in `DeclPrinter.templates` (operators by token). */
function templateKey(c: NameComponent): number {
  return c.atom >= 0 ? c.atom : -1 - (c.special ?? 0) * 1000 - (c.op ?? 0);
}

/** The parameter declarations of function `f`. */
function paramList(f: Function): Param[] {
  const fop = f.decl.ops.find((o) => o.op === 5);
  return ((fop?.params ?? []) as Param[]).filter((p) => p.kind === NodeKind.Param);
}

/**
 * Can template parameter `t` be instantiated as `p`: the same declarator operators, and the
 * same named type unless `t`'s is a template type parameter (`basic_istream< _CharT, _Traits>
 * &` matches `basic_istream< char>  &`, `_Tp &` anything with one `&`)?
 */
function sameParamShape(t: Param, p: Param): boolean {
  const to = t.decl.ops, po = p.decl.ops;
  // (a template type parameter's type is deduced with operators of its own: `_ValueT` is
  // `const void *`, `_ValueT &` is `void *&`)
  if (templateParamTyped(t)) {
    return to.length <= po.length && to.every((o, i) => o.op === po[i].op);
  }
  if (to.length !== po.length || to.some((o, i) => o.op !== po[i].op)) return false;
  const tt = t.spec.type, pt = p.spec.type;
  // (builtin types by their spelling: `g(int)` is not `g(long)`)
  if (tt === undefined && pt === undefined) {
    return builtinName(t.spec.builtins, t.spec.flags) ===
      builtinName(p.spec.builtins, p.spec.flags);
  }
  if (tt === undefined || pt === undefined) return false;
  if (tt.kind !== NodeKind.Name || pt.kind !== NodeKind.Name) return false;
  const a = tt as Name, b = pt as Name;
  if (a.parts[a.parts.length - 1].atom === b.parts[b.parts.length - 1].atom) return true;
  // (a typedef of a class is that class: `string &` matches `basic_string< C> &`; two
  // different typedefs differ: `true_type`, `false_type`)
  if ((a.sym?.kind === SymKind.Typedef) === (b.sym?.kind === SymKind.Typedef)) return false;
  return typeNameAtom(a) === typeNameAtom(b);
}

/** The name of the type `t` names by a plain identifier (`T`), else -1. */
function plainTypeAtom(t: TypeId): number {
  const n = t.spec.type;
  if (n?.kind !== NodeKind.Name || t.decl.ops.length > 0 || t.spec.flags) return -1;
  const nm = n as Name;
  return nm.parts.length === 1 && !nm.parts[0].targs && !nm.global ? nm.parts[0].atom : -1;
}

/** Is parameter `p`'s type a template type parameter (`_Tp &`)? */
function templateParamTyped(p: Param): boolean {
  const t = p.spec.type;
  return t?.kind === NodeKind.Name && (t as Name).sym?.kind === SymKind.TemplateTypeParam;
}

/** The name of the type `n` names, through a typedef of a class (`basic_string` for `string`). */
function typeNameAtom(n: Name): number {
  const s = n.sym;
  if (s?.kind === SymKind.Typedef && s.target) return s.target.name;
  return n.parts[n.parts.length - 1].atom;
}

/**
 * Does `spec` name, through alias templates, a member template-id of a dependent type
 * (`typename P::template rebind<T>`)? The binary takes it for a class: a literal initializing
 * one is not converted (`__pointer< _Key>  _M_pkey = nullptr;`).
 */
function dependentTemplateIdType(spec: DeclSpec): boolean {
  let t = spec.type;
  for (let depth = 0; depth < 8 && t?.kind === NodeKind.Name; depth++) {
    const n = t as Name;
    const last = n.parts[n.parts.length - 1];
    if (n.parts.length > 1 && last.targs !== undefined && (last.templateKw || !n.sym)) return true;
    const sym = n.sym;
    if (sym?.kind !== SymKind.Typedef || !sym.isTemplate || !last.targs) return false;
    const d = sym.decl as GenericNode | undefined;
    if (d?.kind !== NodeKind.Alias) return false;
    const ty = d.type as TypeId | undefined;
    if (ty?.kind !== NodeKind.TypeId || ty.decl.ops.length > 0) return false;
    t = ty.spec.type;
  }
  return false;
}

/** Appends `v` to the list `m` holds for `k`. */
/**
 * Can control reach the end of statement `s`? Not after a `return`, `throw` or `goto`, nor after
 * a loop on a constant true condition without `break` (`while (1) {}`); calls are taken to return.
 */
function mayFallOff(s: Node, zero: (e: Node) => boolean): boolean {
  const g = s as GenericNode;
  switch (s.kind) {
    case NodeKind.Return:
    case NodeKind.Throw:
    case NodeKind.Goto:
      return false;
    case NodeKind.Compound: {
      const list = g.list ?? [];
      return list.length === 0 || mayFallOff(list[list.length - 1], zero);
    }
    // (a labeled statement is its statement: `skip: return 0;`)
    case NodeKind.Label:
      return g.body === undefined || mayFallOff(g.body as Node, zero);
    case NodeKind.If:
      return g.else === undefined || mayFallOff(g.body as Node, zero) ||
        mayFallOff(g.else as Node, zero);
    case NodeKind.While:
    case NodeKind.DoWhile:
    case NodeKind.For: {
      const c = g.cond;
      const forever = c === undefined
        ? s.kind === NodeKind.For
        : (c.kind === NodeKind.IntLit || c.kind === NodeKind.BoolLit) && !zero(c);
      return !forever || hasBreak(g.body as Node | undefined);
    }
  }
  return true;
}

/** Does a `break` leave this loop body (not one of a nested loop or switch)? */
function hasBreak(s: Node | undefined): boolean {
  if (s === undefined) return false;
  if (s.kind === NodeKind.Break) return true;
  if (
    s.kind === NodeKind.While || s.kind === NodeKind.DoWhile || s.kind === NodeKind.For ||
    s.kind === NodeKind.RangeFor || s.kind === NodeKind.Switch
  ) return false;
  const g = s as GenericNode;
  for (const k of [g.body, g.else] as (Node | undefined)[]) if (hasBreak(k)) return true;
  for (const c of g.list ?? []) if (hasBreak(c)) return true;
  return false;
}

/** Is class member `m` a friend declaration (it has no access)? */
function isFriendDecl(m: Node): boolean {
  const d = m.kind === NodeKind.Template ? (m as Template).decl : m;
  const spec = (d as GenericNode & { spec?: DeclSpec }).spec;
  return spec !== undefined && (spec.flags & DS.Friend) !== 0;
}

/**
 * Do two function declarations have the same parameter types (builtins by their spelling, names by
 * their last component) and qualifiers?
 */
function sameSignature(a: Function, b: Function): boolean {
  const pa = paramList(a), pb = paramList(b);
  if (pa.length !== pb.length) return false;
  if (((a.decl.ops[0]?.cv ?? 0) & DS.Const) !== ((b.decl.ops[0]?.cv ?? 0) & DS.Const)) {
    return false;
  }
  return pa.every((p, i) => {
    const q = pb[i];
    const po = p.decl.ops, qo = q.decl.ops;
    if (po.length !== qo.length || po.some((o, j) => o.op !== qo[j].op)) return false;
    if ((p.spec.flags & (DS.Const | DS.Volatile)) !== (q.spec.flags & (DS.Const | DS.Volatile))) {
      return false;
    }
    const pt = p.spec.type, qt = q.spec.type;
    if (pt === undefined || qt === undefined) {
      return pt === qt &&
        builtinName(p.spec.builtins, p.spec.flags) === builtinName(q.spec.builtins, q.spec.flags);
    }
    if (pt.kind !== NodeKind.Name || qt.kind !== NodeKind.Name) return false;
    return typeNameAtom(pt as Name) === typeNameAtom(qt as Name);
  });
}

/** Limits of the underlying types an unfixed enumeration may take after int (LP64). */
const ENUM_BASES: ReadonlyArray<readonly [string, bigint, bigint]> = [
  ["unsigned int", 0n, (1n << 32n) - 1n],
  ["long", -(1n << 63n), (1n << 63n) - 1n],
  ["unsigned long", 0n, (1n << 64n) - 1n],
];

/** The type an enumerator's literal is printed in for an underlying type narrower than int. */
const PROMOTED_BASE: Record<string, string> = {
  "char": "int",
  "signed char": "int",
  "short": "int",
  "unsigned char": "unsigned int",
  "unsigned short": "unsigned int",
};

function pushTo<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}

/**
 * Do functions `t` and `f` have parameters of the same shape (`sameParamShape`, from `t` to `f`,
 * or with `either` in either direction)?
 */
function paramsMatch(t: Function, f: Function, either: boolean): boolean {
  const a = paramList(t), b = paramList(f);
  return a.length === b.length &&
    a.every((p, i) => sameParamShape(p, b[i]) || (either && sameParamShape(b[i], p)));
}

/**
 * A class template definition's parameters with the default arguments of an earlier
 * declaration (`template<class T = void> struct plus;` then `template<class T> struct plus {}`):
 * defaults accumulate over the declarations ([temp.param]).
 */
function withEarlierDefaults(params: Node[], earlier: Node[] | undefined): Node[] {
  if (earlier === undefined || earlier.length !== params.length) return params;
  let out: Node[] | undefined;
  for (let i = 0; i < params.length; i++) {
    const p = params[i] as TemplateParam;
    const e = earlier[i] as TemplateParam;
    if (p.default !== undefined || e.default === undefined || e.kind !== p.kind) continue;
    out ??= params.slice();
    out[i] = { ...p, default: e.default } as TemplateParam;
  }
  return out ?? params;
}

/** Does function declaration `f` carry the GNU `gnu_inline` attribute? */
function hasGnuInline(names: NameTable, f: Function): boolean {
  return declAttrs(f).some((a) => a.syntax === 0 && attrName(names, a) === "gnu_inline");
}

/**
 * Does `spec` name a typedef or alias (chain) of an object or function pointer type (not of a
 * member pointer)?
 */
function pointerTypedef(spec: DeclSpec): boolean {
  let t = spec.type;
  for (let depth = 0; depth < 8 && t?.kind === NodeKind.Name; depth++) {
    const sym = (t as Name).sym;
    if (sym?.kind !== SymKind.Typedef || sym.isTemplate) return false;
    const td = sym.decl as GenericNode & { spec?: DeclSpec; decl?: Declarator } | undefined;
    const ty = td?.kind === NodeKind.Alias ? (td as GenericNode).type as TypeId | undefined : td;
    if (
      !ty || (td?.kind !== NodeKind.Alias && td?.kind !== NodeKind.Typedef) || !ty.spec || !ty.decl
    ) return false;
    if (ty.decl.ops.length > 0) return ty.decl.ops[0].op === 0;
    t = ty.spec.type;
  }
  return false;
}

/** The class a decl-specifier names (through typedefs), when a plain class. */
function classOfSpec(spec: DeclSpec): Sym | undefined {
  const t = spec.type;
  if (t?.kind !== NodeKind.Name) return undefined;
  let sym = (t as Name).sym;
  for (let i = 0; i < 8 && sym?.kind === SymKind.Typedef; i++) sym = sym.target;
  return sym?.kind === SymKind.Class && !sym.isTemplate ? sym : undefined;
}

/** Does function `f` have a parameter declared with a placeholder (`auto *p`)? */
function abbreviatedTemplate(f: Function): boolean {
  const params = f.decl.ops[0]?.op === 5 ? f.decl.ops[0].params ?? [] : [];
  return params.some((n) =>
    n.kind === NodeKind.Param && (n as Param).spec.type === undefined &&
    (n as Param).spec.builtins.includes(T.KwAuto)
  );
}

/** Is `e` the name of a variable declared as an array (`R arr[2]`)? */
function arrayVariable(e: Node): boolean {
  const n = e.kind === NodeKind.Ident ? (e as GenericNode).name as Name | undefined : undefined;
  const v = n?.sym?.kind === SymKind.Variable ? n.sym.decl as Variable | undefined : undefined;
  return v?.kind === NodeKind.Variable && v.decl.ops.length > 0 && v.decl.ops[0].op === 4;
}

/** Is the last statement of block `b` a bare `throw;`? */
function endsWithRethrow(b: Node | undefined): boolean {
  const list = b?.kind === NodeKind.Compound
    ? (b as GenericNode).list as Node[] | undefined
    : undefined;
  const last = list && list.length > 0 ? list[list.length - 1] as GenericNode : undefined;
  if (last?.kind !== NodeKind.ExprStmt) return false;
  const x = last.expr as GenericNode | undefined;
  return x?.kind === NodeKind.Throw && x.expr === undefined;
}

/** A parameter list declaring no parameter: `()` or `(void)`. */
function noParams(params: Node[]): boolean {
  return params.length === 0 || (params.length === 1 && isVoidParam(params[0]));
}
