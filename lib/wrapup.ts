/**
 * fe_wrapup: the five passes cudafe++ runs over the translation unit between the front end and
 * the back end, reduced to what is observable in the 13.0 host file (checked on the binary with
 * tests/fixtures/emit/inputs/wrapup_*.ii):
 *
 * 1. cleanup — device-only builtin declarations (`__device__ __device_builtin__ int __mulhi(int,
 *    int);` from the CUDA headers: no body, no host execution space) are removed: the binary's host
 *    file has none of them (checked on a <cstdio> hello world: 186 such declarations of
 *    crt/device_functions.h are absent; `__cudart_builtin__`-only ones stay). Empty declarations (`;`) and nodes the parser could not
 *    build are dropped as well.
 * 2. needed flags — the names referenced from host code (outside `#if 0` bodies) are collected;
 *    the device entities among them are the "host-referenced" ones (`--device-c` reference lists).
 * 3. keep-in-IL marking — decides, per entity, whether its definition is printed live or inside
 *    `#if 0`: device-only function bodies, kernel bodies and `device_builtin` classes.
 * 4. elimination — a no-op in 13.0: the binary never calls eliminate_unneeded_il_entries (gdb,
 *    spec 04 §6.3); unreferenced static/inline/anonymous-namespace functions, unused variables,
 *    types and typedefs are all printed (wrapup_keep.ii). Recorded as `eliminated` (always empty).
 * 5. finalization — translation_unit_wrapup forces the module id: the first definition that
 *    qualifies (module_id.ts `isModuleIdCandidate`) gives the entity name.
 */
import {
  type Attribute,
  type Base,
  type Class,
  type Declarator,
  type DeclSpec,
  DS,
  type Function,
  type GenericNode,
  type LinkageSpec,
  type Name,
  type Namespace,
  type Node,
  NodeKind,
  type Param,
  type SimpleDecl,
  type Template,
  type TemplateParam,
  type TranslationUnit,
  type TypeId,
  type Variable,
} from "./ast.ts";
import type { NameTable } from "./names.ts";
import { type Scope, ScopeKind, type Sym, SymKind } from "./scope.ts";
import type { TokenBuffer } from "./tokens.ts";
import { T } from "./tokens.ts";
import {
  type Builtin,
  BUILTIN_CODES,
  type Level,
  mangleFunction,
  mangleVariable,
  type MType,
  type TArg,
} from "./mangle.ts";
import { type ConstEval, type CVal, detachedEvaluator, isFail } from "./sema_const.ts";
import { builtinKindByName, TK, type Type } from "./types.ts";
import { isModuleIdCandidate, type ModuleIdEntity, moduleIdEntityName } from "./module_id.ts";
import { builtinName, OP_TEXT, withoutSigned } from "./emit_expr.ts";
import { collectHostRefs, type HostRefLists } from "./host_ref_arrays.ts";
import { cudaFlags, declAttrs } from "./emit_decl.ts";

export interface WrapupResult {
  /** Pass 1: top-level nodes that print nothing. */
  hidden: Set<Node>;
  /** Pass 2: atoms of names used in host code. */
  hostReferenced: Set<number>;
  /** Pass 2: the entities those names denote, where lookup bound them. */
  hostReferencedSyms: Set<Sym>;
  /** Pass 2: atoms of the names used in host code that lookup left unbound (dependent). */
  hostReferencedUnbound: Set<number>;
  /** Pass 3: definitions printed inside `#if 0` (device-only bodies, device_builtin classes). */
  keptForDevice: Set<Node>;
  /** Pass 4: always empty in 13.0 (see the module comment). */
  eliminated: Set<Node>;
  /** Pass 5: the module-id entity name (mangled, or plain), if a definition qualifies. */
  moduleIdEntity?: string;
  /** Pass 2: the host-referenced device entities (for the `--device-c` reference arrays). */
  deviceRefs: DeviceRef[];
}

/** A host-referenced device entity. */
export interface DeviceRef {
  list: "kernel" | "device" | "constant";
  function: boolean;
  template: boolean;
  internal: boolean;
  externC: boolean;
  /** Enclosing namespaces (undefined = anonymous), outermost first. */
  scope: (string | undefined)[];
  name: string;
}

/** The six `--device-c` lists (internal entries without the `__nv_static_` prefix). */
export function hostRefLists(refs: DeviceRef[], moduleId: string): HostRefLists {
  return collectHostRefs(refs.map((r) => ({
    category: r.list,
    scopes: r.scope.map((s) => s ?? "_GLOBAL__N_" + moduleId),
    name: r.name,
    isFunction: r.function,
    internal: r.internal,
    externC: r.externC,
    isTemplate: r.template,
  })));
}

interface Walk {
  /** `--device-c`: a kernel template's use ends the search (see findEntity). */
  rdc: boolean;
  /** The name atoms of the `__global__` function templates declared so far. */
  kernelTemplates: Set<number>;
  /** Their declarations (a redeclaration is no use). */
  kernelTemplateDecls: Set<Node>;
  /** The search ended without a candidate (the process-id fallback). */
  fallback: boolean;
  /**
   * Functions declared inline so far, by the atom of their name's last component, with the
   * namespaces around them: their keys (`fnKey`) are built only when a candidate of the same
   * name asks (thrust declares thousands of inline functions before its first candidate).
   */
  inlineFns: Map<number, { f: Function; ns: (number | undefined)[] }[]>;
  /** Class definitions seen so far, by name atom. */
  classes: Map<number, Class>;
  names: NameTable;
  tb: TokenBuffer;
  /** Namespace levels around the current declaration (anonymous = undefined). */
  ns: (number | undefined)[];
  externC: number;
  /** Functions declared in an `extern "C"` block so far (a later definition keeps C linkage). */
  cFunctions: Set<Sym>;
  typedefs: Map<number, MType>;
  /** While a default template argument is read: the arguments bound to the parameter names
   * of the declaration it belongs to. */
  env?: Map<number, TArg>;
  /** Typedefs and template arguments being followed (a guard against runaway recursion). */
  depth?: number;
  /** Constant evaluator for non-type template arguments (made on first use). */
  evaluator?: ConstEval;
  /** The language standard (its year, 2017 for C++17). */
  cppStd: number;
}

export interface WrapupOptions {
  /**
   * Compute `hostReferenced` and `deviceRefs` (default true). Only the `--device-c` reference
   * arrays use them, so the back end turns this off otherwise: the host-reference walk visits
   * every node of the translation unit and is the costliest part of wrapup.
   */
  hostRefs?: boolean;
  /**
   * Separate compilation (`--device-c`): a kernel template used before the first external
   * definition leaves the module id to the process-id fallback (default false).
   */
  rdc?: boolean;
  /**
   * Compute `keptForDevice` (default true). The printer decides `#if 0` bodies itself, so the
   * back end turns this off.
   */
  keepInIl?: boolean;
  /** The language standard (its year): from C++17 on a function type's `noexcept` is part
   * of its mangled name (`Do`). Default C++17. */
  cppStd?: number;
}

/** Runs the five passes. */
export function feWrapup(
  unit: TranslationUnit,
  names: NameTable,
  tb: TokenBuffer,
  opts: WrapupOptions = {},
): WrapupResult {
  const r: WrapupResult = {
    hidden: new Set(),
    hostReferenced: new Set(),
    hostReferencedSyms: new Set(),
    hostReferencedUnbound: new Set(),
    keptForDevice: new Set(),
    eliminated: new Set(),
    deviceRefs: [],
  };
  passCleanup(unit.decls, r, names);
  if (opts.hostRefs ?? true) {
    passNeeded(unit.decls, names, r);
    collectDeviceRefs(unit.decls, names, tb, r, [], 0, false);
  }
  if (opts.keepInIl ?? true) passKeepInIl(unit.decls, names, r);
  passEliminate(r);
  passFinalize(unit, names, tb, r, opts.cppStd ?? 2017, opts.rdc ?? false);
  return r;
}

/** Pass 1. */
function passCleanup(decls: Node[], r: WrapupResult, names?: NameTable): void {
  for (const d of decls) {
    if (d.kind === NodeKind.Error) r.hidden.add(d);
    else if (d.kind === NodeKind.Function && names && isDeviceBuiltinDecl(d as Function, names)) {
      r.hidden.add(d);
    } else if (d.kind === NodeKind.SimpleDecl) {
      const s = d as SimpleDecl;
      if (s.decls.length === 0 && s.spec.type === undefined && s.spec.builtins.length === 0) {
        r.hidden.add(d);
      }
    } else if (d.kind === NodeKind.Namespace) passCleanup((d as Namespace).decls, r, names);
    else if (d.kind === NodeKind.LinkageSpec) passCleanup((d as LinkageSpec).decls, r, names);
  }
}

/** A declaration (no body) of a device-only builtin function. */
function isDeviceBuiltinDecl(f: Function, names: NameTable): boolean {
  if (f.body) return false;
  const attrs = declAttrs(f);
  const c = cudaFlags(names, attrs);
  return c.device && !c.host && !c.global && c.deviceBuiltin;
}

/** Pass 2: every identifier used in host code (not inside device-only bodies). */
function passNeeded(decls: Node[], names: NameTable, r: WrapupResult): void {
  const seen = new Set<object>();
  const visit = (n: unknown, depth: number): void => {
    if (n === null || typeof n !== "object" || depth > 400 || seen.has(n)) return;
    seen.add(n);
    if (Array.isArray(n)) {
      for (const x of n) visit(x, depth + 1);
      return;
    }
    const node = n as GenericNode;
    if (node.kind === NodeKind.Function) {
      const f = cudaFlags(names, declAttrs(node));
      if ((f.device && !f.host) || f.global) return;
    }
    // (an extended `__device__` lambda's body is device code too)
    if (node.kind === NodeKind.Lambda) {
      const attrs = (node.attrs as Attribute[] | undefined) ?? [];
      const f = cudaFlags(names, attrs);
      if (f.device && !f.host) {
        visit(node.list, depth + 1);
        return;
      }
    }
    if (node.kind === NodeKind.Ident) {
      const nm = node.name as Name | undefined;
      if (nm && nm.parts.length) {
        const atom = nm.parts[nm.parts.length - 1].atom;
        r.hostReferenced.add(atom);
        if (nm.sym !== undefined) r.hostReferencedSyms.add(nm.sym);
        else r.hostReferencedUnbound.add(atom);
      }
    }
    for (const k in node) {
      if (k === "sym" || k === "scope" || k === "owner") continue;
      const v = (node as Record<string, unknown>)[k];
      if (v !== null && typeof v === "object") visit(v, depth + 1);
    }
  };
  visit(decls, 0);
}

/** Pass 2, second half: device entities whose names host code uses. */
function collectDeviceRefs(
  decls: Node[],
  names: NameTable,
  tb: TokenBuffer,
  r: WrapupResult,
  scope: (string | undefined)[],
  externC: number,
  template: boolean,
): void {
  for (const d of decls) {
    switch (d.kind) {
      case NodeKind.Namespace: {
        const n = d as Namespace;
        const inner = n.names.length === 0
          ? [...scope, undefined]
          : [...scope, ...n.names.map((a) => names.text(a))];
        collectDeviceRefs(n.decls, names, tb, r, inner, externC, false);
        break;
      }
      case NodeKind.LinkageSpec: {
        const l = d as LinkageSpec;
        const c = tb.text.slice(tb.start[l.lang], tb.end[l.lang]) === '"C"' ? 1 : 0;
        collectDeviceRefs(l.decls, names, tb, r, scope, externC + c, false);
        break;
      }
      case NodeKind.Template:
        collectDeviceRefs([(d as GenericNode).decl as Node], names, tb, r, scope, externC, true);
        break;
      case NodeKind.SimpleDecl:
        collectDeviceRefs((d as SimpleDecl).decls, names, tb, r, scope, externC, template);
        break;
      case NodeKind.Function:
      case NodeKind.Variable: {
        const f = cudaFlags(names, declAttrs(d));
        const isFn = d.kind === NodeKind.Function;
        const list = isFn
          ? (f.global ? "kernel" : undefined)
          : f.constant
          ? "constant"
          : f.device || f.managed
          ? "device"
          : undefined;
        if (list === undefined) break;
        const decl = (d as Function).decl;
        const nm = decl.name;
        if (!nm || nm.parts.length !== 1) break;
        const atom = nm.parts[0].atom;
        // (by the entity a name denotes: a parameter or member of the same name is another,
        // `int f(int w)` does not refer to `__device__ int w`)
        if (
          nm.sym !== undefined
            ? !r.hostReferencedSyms.has(nm.sym) && !r.hostReferencedUnbound.has(atom)
            : !r.hostReferenced.has(atom)
        ) break;
        const name = names.text(atom);
        if (r.deviceRefs.some((x) => x.name === name && x.scope.join("::") === scope.join("::"))) {
          break;
        }
        const spec = (d as Function).spec;
        r.deviceRefs.push({
          list,
          function: isFn,
          template,
          internal: (spec.flags & DS.Static) !== 0 || scope.includes(undefined),
          externC: externC > 0,
          scope,
          name,
        });
        break;
      }
    }
  }
}

/** Pass 3. */
function passKeepInIl(decls: Node[], names: NameTable, r: WrapupResult): void {
  for (const d of decls) {
    switch (d.kind) {
      case NodeKind.Function: {
        const f = cudaFlags(names, declAttrs(d));
        if ((f.global || (f.device && !f.host)) && (d as Function).body) r.keptForDevice.add(d);
        break;
      }
      case NodeKind.Template:
        passKeepInIl([(d as GenericNode).decl as Node], names, r);
        break;
      case NodeKind.SimpleDecl: {
        const t = (d as SimpleDecl).spec.type;
        if (t && t.kind === NodeKind.Class) {
          if (cudaFlags(names, (t as Class).attrs ?? []).deviceBuiltin) r.keptForDevice.add(d);
        }
        break;
      }
      case NodeKind.Namespace:
        passKeepInIl((d as Namespace).decls, names, r);
        break;
      case NodeKind.LinkageSpec:
        passKeepInIl((d as LinkageSpec).decls, names, r);
        break;
    }
  }
}

/** Pass 4: elimination is not invoked by cudafe++ 13.0 (see the module comment). */
function passEliminate(_r: WrapupResult): void {
  // intentionally nothing: the binary keeps every entity in the host file
}

/** Pass 5: the module id entity. */
function passFinalize(
  unit: TranslationUnit,
  names: NameTable,
  tb: TokenBuffer,
  r: WrapupResult,
  cppStd: number,
  rdc: boolean,
): void {
  const w: Walk = {
    rdc,
    kernelTemplates: new Set(),
    kernelTemplateDecls: new Set(),
    fallback: false,
    cppStd,
    inlineFns: new Map(),
    classes: new Map(),
    names,
    tb,
    ns: [],
    externC: 0,
    cFunctions: new Set(),
    typedefs: new Map(),
  };
  r.moduleIdEntity = findEntity(unit.decls, w);
}

function findEntity(decls: Node[], w: Walk): string | undefined {
  for (const d of decls) {
    const e = entityOf(d, w);
    if (e !== undefined || w.fallback) return e;
    // (with --device-c, a kernel template used before any external definition is instantiated
    // there: that definition is no candidate, and the id falls back to the process id)
    if (w.rdc && w.kernelTemplates.size > 0 && usesKernelTemplate(d, w)) {
      w.fallback = true;
      return undefined;
    }
  }
  return undefined;
}

/**
 * Does declaration `d` name a `__global__` function template other than in its own declarations
 * or in an explicit instantiation or specialization: `K<int><<<1, 1>>>()`, `&K<int>`,
 * `K<<<1, 1>>>(1)`, `K<T>()` in a template (a name followed by `<` or a launch, not after `.`
 * or `->`)?
 */
function usesKernelTemplate(d: Node, w: Walk): boolean {
  // (a namespace's or linkage block's members were judged one by one)
  if (d.kind === NodeKind.Namespace || d.kind === NodeKind.LinkageSpec) return false;
  const tb = w.tb;
  // (`extern template ...`: an explicit instantiation declaration)
  if (tb.kind[d.first] === T.KwExtern && tb.kind[d.first + 1] === T.KwTemplate) return false;
  if (tb.kind[d.first] === T.KwTemplate) {
    if (tb.kind[d.first + 1] !== T.Less || tb.kind[d.first + 2] === T.Greater) return false;
    const inner = (d as GenericNode).decl as Node | undefined;
    if (inner !== undefined && w.kernelTemplateDecls.has(inner)) return false;
  }
  for (let i = d.first; i <= d.last; i++) {
    if (tb.kind[i] !== T.Identifier || !w.kernelTemplates.has(tb.atom[i])) continue;
    const next = tb.kind[i + 1], prev = tb.kind[i - 1];
    if ((next === T.Less || next === T.LaunchBegin) && prev !== T.Dot && prev !== T.Arrow) {
      return true;
    }
  }
  return false;
}

function entityOf(d: Node, w: Walk): string | undefined {
  switch (d.kind) {
    case NodeKind.Namespace: {
      const n = d as Namespace;
      if (n.names.length === 0) w.ns.push(undefined);
      else for (const a of n.names) w.ns.push(a);
      const r = findEntity(n.decls, w);
      if (n.names.length === 0) w.ns.pop();
      else for (let i = 0; i < n.names.length; i++) w.ns.pop();
      return r;
    }
    case NodeKind.LinkageSpec: {
      const l = d as LinkageSpec;
      const c = w.tb.text.slice(w.tb.start[l.lang], w.tb.end[l.lang]) === '"C"';
      if (c) w.externC++;
      const r = findEntity(l.decls, w);
      if (c) w.externC--;
      return r;
    }
    case NodeKind.SimpleDecl: {
      const s = d as SimpleDecl;
      const t = s.spec.type;
      if (t && t.kind === NodeKind.Class && (t as Class).complete && (t as Class).name) {
        const cn = (t as Class).name!;
        w.classes.set(cn.parts[cn.parts.length - 1].atom, t as Class);
      }
      if (s.spec.flags & DS.Typedef) {
        for (const x of s.decls) noteTypedef(x, s.spec, w);
        return undefined;
      }
      for (const x of s.decls) {
        const r = entityOf(x, w);
        if (r !== undefined) return r;
      }
      return undefined;
    }
    case NodeKind.Typedef:
      noteTypedef(d, (d as GenericNode).spec as DeclSpec, w);
      return undefined;
    case NodeKind.Template: {
      // (a kernel template, whose uses matter with --device-c)
      const inner = (d as GenericNode).decl as Node | undefined;
      const nm = inner?.kind === NodeKind.Function ? (inner as Function).decl.name : undefined;
      if (
        w.rdc && nm !== undefined && ((d as GenericNode).params as Node[] | undefined)?.length &&
        cudaFlags(w.names, declAttrs(inner!)).global
      ) {
        w.kernelTemplates.add(nm.parts[nm.parts.length - 1].atom);
        w.kernelTemplateDecls.add(inner!);
      }
      return undefined;
    }
    case NodeKind.Function:
      return functionEntity(d as Function, w);
    case NodeKind.Variable:
      return variableEntity(d as Variable, w);
  }
  return undefined;
}

function noteTypedef(x: Node, spec: DeclSpec, w: Walk): void {
  const d = (x as GenericNode).decl as Declarator | undefined;
  const nm = d?.name;
  if (!d || !nm || nm.parts.length !== 1) return;
  const t = mtypeOf(spec, d, w);
  if (t) w.typedefs.set(nm.parts[0].atom, t);
}

function isWeak(names: NameTable, attrs: readonly Attribute[]): boolean {
  return attrs.some((a) => names.text(a.name).replace(/^__|__$/g, "") === "weak");
}

function inAnon(w: Walk): boolean {
  return w.ns.includes(undefined);
}

function levelsFor(nm: Name, w: Walk): Level[] {
  const levels: Level[] = [];
  for (const a of w.ns) if (a !== undefined) levels.push({ name: w.names.text(a) });
  for (const p of nm.parts) {
    if (p.special === 3) levels.push({ name: { dtor: "D1" } });
    else if (p.special === 1) {
      const op = p.op === T.LParen
        ? "()"
        : p.op === T.LBracket
        ? "[]"
        : p.op === T.KwNew
        ? (p.opArray ? "new[]" : "new")
        : p.op === T.KwDelete
        ? (p.opArray ? "delete[]" : "delete")
        : (OP_TEXT[p.op ?? 0] ?? "?");
      levels.push({ name: { op } });
    } else if (p.special === 4) {
      // (`operator""_k` is one token: the suffix follows its quotes; `operator "" _k` names it)
      let st = p.tok;
      while (st < w.tb.count && w.tb.kind[st] !== T.StringLit) st++;
      const text = st < w.tb.count ? w.tb.text.slice(w.tb.start[st], w.tb.end[st]) : "";
      const suffix = text.startsWith('""') && text.length > 2
        ? text.slice(2)
        : p.atom >= 0
        ? w.names.text(p.atom)
        : "?";
      levels.push({ name: { litOp: suffix } });
    } else if (p.special === 2 && p.convType) {
      // a conversion function: `cv` and its type (`_ZNK1CcviEv`)
      const ct = p.convType as TypeId;
      const t = ct.kind === NodeKind.TypeId ? mtypeOf(ct.spec, ct.decl, w) : undefined;
      levels.push({ name: t ? { conv: t } : "?" });
    } else levels.push({ name: p.atom >= 0 ? w.names.text(p.atom) : "?" });
  }
  return levels;
}

/** A function's identity across its declarations: scope, name and parameter tokens. */
function fnKey(f: Function, w: Walk, ns = w.ns): string {
  const nm = f.decl.name;
  if (!nm) return "";
  let key = ns.map((a) => (a === undefined ? "(anon)" : w.names.text(a))).join("::") + "::";
  for (let i = nm.first; i <= nm.last; i++) key += w.tb.text.slice(w.tb.start[i], w.tb.end[i]);
  key += "(";
  const fop = f.decl.ops.find((o) => o.op === 5);
  for (const p of (fop?.params ?? []) as Param[]) {
    if (p.kind !== NodeKind.Param) continue;
    const skip = p.decl.name ? p.decl.name.first : -1;
    for (let i = p.first; i <= p.last; i++) {
      if (i === skip) continue;
      if (w.tb.kind[i] === T.Assign) break;
      key += w.tb.text.slice(w.tb.start[i], w.tb.end[i]) + " ";
    }
    key += ",";
  }
  return key + ")";
}

/** Was function `f` declared inline before (same `fnKey`)? */
function declaredInline(f: Function, w: Walk): boolean {
  const nm = f.decl.name!;
  const list = w.inlineFns.get(nm.parts[nm.parts.length - 1].atom);
  if (list === undefined) return false;
  const key = fnKey(f, w);
  return list.some((e) => fnKey(e.f, w, e.ns) === key);
}

function functionEntity(f: Function, w: Walk): string | undefined {
  if (f.decl.name && (f.spec.flags & (DS.Inline | DS.Constexpr | DS.Consteval))) {
    const last = f.decl.name.parts[f.decl.name.parts.length - 1].atom;
    const list = w.inlineFns.get(last);
    const entry = { f, ns: w.ns.slice() };
    if (list === undefined) w.inlineFns.set(last, [entry]);
    else list.push(entry);
  }
  const fsym = f.decl.name?.sym;
  if (fsym !== undefined && w.externC > 0) w.cFunctions.add(fsym);
  if (!f.body || !f.decl.name) return undefined;
  const nm = f.decl.name;
  // (a definition outside `extern "C"` of a function declared in it has C linkage: `cg`)
  const cLinkage = w.externC > 0 || (fsym !== undefined && w.cFunctions.has(fsym));
  const qualified = nm.parts.length > 1;
  const spec = f.spec;
  // definitions that cannot qualify (isModuleIdCandidate decides below) skip the costlier
  // checks: static, inline/constexpr, = default / = delete, anonymous namespace, template-id
  if (spec.flags & (DS.Static | DS.Inline | DS.Constexpr | DS.Consteval)) return undefined;
  if (f.defn === 1 || f.defn === 2 || inAnon(w)) return undefined;
  if (nm.parts.some((p) => p.targs !== undefined)) return undefined;
  // (nor one whose result type is deduced, `auto f()`, `decltype(auto) f()`: not yet known
  // when the binary looks; `const auto f()`, `auto *f()` and `auto f() -> int` are chosen)
  if (deducedResult(f)) return undefined;
  // (nor one whose type names a class of an anonymous namespace, as a parameter, the result or
  // a template argument of either: `void k1(S *)` for `namespace { struct S; }`, not external)
  if (mentionsAnonType(f.spec, f.decl, 0)) return undefined;
  const e: ModuleIdEntity = {
    kind: "function",
    externalLinkage: !(spec.flags & DS.Static),
    inAnonymousNamespace: inAnon(w),
    templateRelated: nm.parts.some((p) => p.targs !== undefined),
    weak: isWeak(w.names, declAttrs(f)),
    isInline: (spec.flags & (DS.Inline | DS.Constexpr | DS.Consteval)) !== 0 ||
      (qualified && memberDeclaredInline(f, w)) || declaredInline(f, w),
    inClassDefinition: false,
    deleted: f.defn === 2,
    defaulted: f.defn === 1,
  };
  if (!isModuleIdCandidate(e)) return undefined;
  const fop = f.decl.ops[0];
  if (!fop || fop.op !== 5) return undefined;
  const params: MType[] = [];
  const ps = (fop.params ?? []).filter((p) => p.kind === NodeKind.Param) as Param[];
  // (an abbreviated function template, `int f(auto x)`, is a template: not chosen)
  if (ps.some((p) => p.spec.type === undefined && p.spec.builtins.includes(T.KwAuto))) {
    return undefined;
  }
  for (const p of ps) {
    const t = mtypeOf(p.spec, p.decl, w);
    if (t === undefined) return undefined;
    if (t.k === "builtin" && t.name === "void" && ps.length === 1) break;
    params.push(t);
  }
  const levels = levelsFor(nm, w);
  // (an operator of one operand, a member's object counted: `_ZngRK1H` for `operator-(const
  // H &)`, `_ZNK1HngEv` for `H::operator-() const`)
  const top = levels[levels.length - 1];
  if (typeof top.name === "object" && "op" in top.name) {
    const member = qualified &&
      (nm.sym?.owner.kind === ScopeKind.Class ||
        (nm as Name & { qscope?: Scope }).qscope?.kind === ScopeKind.Class);
    if (params.length + (member ? 1 : 0) === 1) {
      levels[levels.length - 1] = { ...top, name: { op: top.name.op, arity: 1 } };
    }
  }
  // (a result type of a namespace with ABI tags the parameters do not carry tags the name:
  // `_Z8make_strB5cxx11i` for `std::string make_str(int)`)
  const resTags = abiTagsOf(f.spec);
  if (resTags.length > 0) {
    const inParams = new Set(ps.flatMap((p) => abiTagsOf(p.spec)));
    const tags = resTags.filter((t) => !inParams.has(t)).sort();
    if (tags.length > 0) {
      levels[levels.length - 1] = { ...levels[levels.length - 1], abiTags: tags };
    }
  }
  // constructor: the last name equals the class name
  if (qualified) {
    const last = nm.parts[nm.parts.length - 1];
    const cls = nm.parts[nm.parts.length - 2];
    if (last.atom === cls.atom && (last.special ?? 0) === 0) {
      levels[levels.length - 1] = { name: { ctor: "C1" } };
    }
  }
  const cv = fop.cv ?? 0;
  const mangled = mangleFunction({
    name: levels,
    params,
    variadic: fop.variadic,
    // (`_ZNKR1S1gEv` for `void S::g() const &`, `_ZNV1S1fEv` for a volatile one)
    cv: cv & (DS.Const | DS.Volatile)
      ? { c: (cv & DS.Const) !== 0, v: (cv & DS.Volatile) !== 0 }
      : undefined,
    ref: fop.refQual === 1 ? "&" : fop.refQual === 2 ? "&&" : undefined,
    externC: cLinkage,
  });
  const plain = w.names.text(nm.parts[nm.parts.length - 1].atom);
  return moduleIdEntityName({
    plainName: qualified ? mangled : plain,
    mangledName: mangled,
    externC: cLinkage,
  });
}

/**
 * An out-of-line member definition whose in-class declaration says `inline`: the function is
 * inline (not a module-id candidate). Found by scanning the class's member declarations.
 */
function memberDeclaredInline(f: Function, w: Walk): boolean {
  const nm = f.decl.name!;
  const cls = nm.parts[nm.parts.length - 2];
  const last = nm.parts[nm.parts.length - 1];
  const classSym = cls.tok >= 0 ? w.classes.get(cls.atom) : undefined;
  if (!classSym) return false;
  for (const m of classSym.members) {
    const fn = m.kind === NodeKind.Function ? (m as Function) : undefined;
    const mn = fn?.decl.name;
    if (!fn || !mn) continue;
    const ml = mn.parts[mn.parts.length - 1];
    if (ml.atom === last.atom && (ml.special ?? 0) === (last.special ?? 0)) {
      if (fn.spec.flags & (DS.Inline | DS.Constexpr)) return true;
    }
  }
  return false;
}

/**
 * ABI tags of the namespaces enclosing the class a decl-specifier names (through typedefs), and
 * of its template arguments' (`cxx11` for `std::vector<std::string>`).
 */
function abiTagsOf(spec: DeclSpec, depth = 0): string[] {
  const t = spec.type;
  if (t === undefined || t.kind !== NodeKind.Name || depth > 8) return [];
  const n = t as Name;
  let sym: Sym | undefined = n.sym;
  for (let i = 0; sym?.kind === SymKind.Typedef && i < 8; i++) sym = sym.target;
  if (sym === undefined || (sym.kind !== SymKind.Class && sym.kind !== SymKind.Enum)) return [];
  const out: string[] = [];
  for (let s: Scope | null = sym.owner; s !== null; s = s.parent) {
    for (const tag of s.abiTags ?? []) if (!out.includes(tag)) out.push(tag);
  }
  for (const a of n.parts[n.parts.length - 1].targs ?? []) {
    if (a.kind !== NodeKind.TypeId) continue;
    for (const tag of abiTagsOf((a as TypeId).spec, depth + 1)) {
      if (!out.includes(tag)) out.push(tag);
    }
  }
  return out;
}

/** Does the type `spec` + `d` name a class or enumeration of an anonymous namespace? */
function mentionsAnonType(spec: DeclSpec, d: Declarator | undefined, depth: number): boolean {
  if (depth > 8) return false;
  const t = spec.type;
  if (t?.kind === NodeKind.Name) {
    const n = t as Name;
    let sym: Sym | undefined = n.sym;
    for (let i = 0; sym?.kind === SymKind.Typedef && i < 8; i++) sym = sym.target;
    if (sym !== undefined && (sym.kind === SymKind.Class || sym.kind === SymKind.Enum)) {
      for (let s: Scope | null = sym.owner; s !== null; s = s.parent) {
        if (s.kind === ScopeKind.Namespace && s.sym && s.sym.name < 0) return true;
      }
    }
    for (const p of n.parts) {
      for (const a of p.targs ?? []) {
        if (
          a.kind === NodeKind.TypeId &&
          mentionsAnonType((a as TypeId).spec, (a as TypeId).decl, depth + 1)
        ) return true;
      }
    }
  }
  for (const op of d?.ops ?? []) {
    if (op.op !== 5) continue;
    for (const p of op.params ?? []) {
      if (
        p.kind === NodeKind.Param &&
        mentionsAnonType((p as Param).spec, (p as Param).decl, depth + 1)
      ) {
        return true;
      }
    }
  }
  return false;
}

/** Is `f` declared with a bare `auto` or `decltype(auto)` result and no trailing one? */
function deducedResult(f: Function): boolean {
  const sp = f.spec;
  if ((sp.flags & (DS.Const | DS.Volatile)) !== 0 || f.decl.ops.length !== 1) return false;
  const fop = f.decl.ops[0];
  if (fop.op !== 5 || fop.trailing !== undefined) return false;
  if (sp.type === undefined) return sp.builtins.length === 1 && sp.builtins[0] === T.KwAuto;
  return sp.type.kind === NodeKind.Decltype && (sp.type as GenericNode).expr === undefined;
}

function variableEntity(v: Variable, w: Walk): string | undefined {
  const nm = v.decl.name;
  if (!nm) return undefined;
  const spec = v.spec;
  // (a const one declared `extern` before has external linkage: `const float cf[3] = {...};`
  // after `extern const float cf[];`)
  const first = nm.sym?.decl;
  const externBefore = first !== undefined && first !== v && first.kind === NodeKind.Variable &&
    ((first as Variable).spec.flags & DS.Extern) !== 0;
  const isConst = (spec.flags & DS.Const) !== 0 && !v.decl.ops.some((o) => o.op === 0) &&
    !externBefore;
  // cheap disqualifiers first, as in functionEntity: static, no initializer, inline/constexpr,
  // anonymous namespace (but a static data member defined `constexpr` out of its class counts:
  // `constexpr O O::less(-1);` after `static const O less;`)
  const member = nm.parts.length > 1;
  if (spec.flags & (DS.Static | DS.Inline | (member ? 0 : DS.Constexpr))) return undefined;
  // (no initializer written: a class object constructed or destroyed by a non-trivial member
  // is initialized too, `std::vector<int> v;`, `S a[3];` for `struct S { S(); }`)
  const init = v.init !== undefined ||
    (!(spec.flags & DS.Extern) && v.decl.ops.every((o) => o.op === 4 && o.bound !== undefined) &&
      classNeedsInit(spec.type, 0));
  if (!init) return undefined;
  if (inAnon(w)) return undefined;
  // (a closure object, `auto sq = [](int x) {...};`, has a type without linkage: not chosen;
  // nor is any variable declared with `auto`, `auto x = 1;` (a `decltype(auto)` one is))
  if (v.init?.kind === NodeKind.Lambda) return undefined;
  if (spec.type === undefined && spec.builtins.includes(T.KwAuto)) return undefined;
  const e: ModuleIdEntity = {
    kind: "variable",
    externalLinkage: !(spec.flags & DS.Static) &&
      (member || !(isConst && !(spec.flags & DS.Extern) && w.externC === 0)),
    inAnonymousNamespace: inAnon(w),
    templateRelated: false,
    weak: isWeak(w.names, declAttrs(v)),
    hasInitializer: init,
    isInline: (spec.flags & DS.Inline) !== 0,
    isConstexpr: !member && (spec.flags & DS.Constexpr) !== 0,
  };
  if (!isModuleIdCandidate(e)) return undefined;
  const levels = levelsFor(nm, w);
  const globalScope = levels.length === 1;
  const mangled = mangleVariable({ name: levels, externC: w.externC > 0 });
  return moduleIdEntityName({
    plainName: w.names.text(nm.parts[nm.parts.length - 1].atom),
    mangledName: mangled,
    globalScopeVariable: globalScope,
    externC: w.externC > 0,
  });
}

/**
 * Does default-initializing an object of the named type run code: a class with a user-provided
 * constructor or destructor, virtual functions or bases, a default member initializer, or such a
 * member or base (the binary then counts the variable as initialized)?
 */
/** Is parameter `p` the `void` of an empty parameter list `(void)`? */
function p0IsVoid(p: Param): boolean {
  return !p.decl.name && p.decl.ops.length === 0 && p.spec.type === undefined &&
    p.spec.builtins.length === 1 && p.spec.builtins[0] === T.KwVoid;
}

function classNeedsInit(t: Node | undefined, depth: number): boolean {
  if (t === undefined || depth > 8) return false;
  let c: Node | undefined = t;
  if (t.kind === NodeKind.Name) {
    let sym: Sym | undefined = (t as Name).sym;
    if (sym?.kind === SymKind.Typedef) sym = sym.target;
    if (sym === undefined || sym.kind !== SymKind.Class) return false;
    c = sym.def;
    // (a class template only declared, defined by its partial specialization: `std::function<
    // void(int)> cb;`)
    if (c === undefined && sym.isTemplate) {
      for (const sp of sym.specs ?? []) {
        if (sp.sym?.def !== undefined) {
          c = sp.sym.def;
          break;
        }
      }
    }
  }
  if (c === undefined || c.kind !== NodeKind.Class || !(c as Class).complete) return false;
  const cls = c as Class;
  const own = cls.name?.parts[cls.name.parts.length - 1].atom;
  for (const b of cls.bases) {
    if (b.virtual || classNeedsInit((b as Base).name, depth + 1)) return true;
  }
  const member = (m: Node, spec: DeclSpec | undefined): boolean => {
    switch (m.kind) {
      case NodeKind.Function: {
        const f = m as Function;
        if (f.spec.flags & DS.Virtual) return true;
        const last = f.decl.name?.parts[f.decl.name.parts.length - 1];
        if (last === undefined || f.defn !== 0 && f.defn !== 3) return false;
        // a destructor or default constructor the user provides (another constructor does not
        // construct a default-initialized object: `H() = default; H(int);` leaves it trivial)
        if ((last.special ?? 0) === 3) return true;
        if ((last.special ?? 0) !== 0 || last.atom !== own) return false;
        const ps = ((f.decl.ops[0]?.params ?? []) as Node[]).filter((p) =>
          p.kind === NodeKind.Param
        );
        return ps.every((p) => (p as GenericNode).init !== undefined) ||
          (ps.length === 1 && (p0IsVoid(ps[0] as Param)));
      }
      case NodeKind.Variable: {
        const v = m as Variable;
        const s = spec ?? v.spec;
        if (s.flags & (DS.Static | DS.Typedef)) return false;
        return v.init !== undefined ||
          (v.decl.ops.every((o) => o.op === 4) && classNeedsInit(s.type, depth + 1));
      }
      case NodeKind.SimpleDecl: {
        const g = m as SimpleDecl;
        return g.decls.some((d) => member(d, g.spec));
      }
      case NodeKind.Template:
        // (a constructor template: `template <bool B = true> constexpr Tup() : a() {}`)
        return member((m as Template).decl, undefined);
      default:
        return false;
    }
  };
  return cls.members.some((m) => member(m, undefined));
}

const BUILTIN_KEY: Record<string, Builtin> = { "unsigned": "unsigned int" };

/** Mangling levels of a class or enum symbol: its enclosing namespaces and classes. */
function symbolLevels(sym: Sym, names: NameTable): Level[] | undefined {
  let s: Sym | undefined = sym;
  const typedef = s.kind === SymKind.Typedef ? s : undefined;
  if (s.kind === SymKind.Typedef) s = s.target;
  if (!s || (s.kind !== SymKind.Class && s.kind !== SymKind.Enum)) return undefined;
  // (a class's injected name is the class: `RS_` for `P&` in `void P::f(P&)`)
  if (s.kind === SymKind.Class && s.scope !== undefined && s.scope === s.owner && s.owner.sym) {
    s = s.owner.sym;
  }
  const out: Level[] = [];
  for (let cur: Sym | null | undefined = s, guard = 0; cur && guard < 64; guard++) {
    let text: string | undefined = names.text(cur.name);
    // (an unnamed class has its typedef's name for linkage: `typedef struct {...} S;`)
    if (!text && cur === s && typedef !== undefined) text = names.text(typedef.name);
    if (!text) return undefined;
    out.unshift({ name: text });
    const owner: Scope = cur.owner;
    cur = owner.sym;
    if (cur && cur.kind === SymKind.Namespace && names.text(cur.name) === "") return undefined;
  }
  return out;
}

/**
 * The levels `resolved` of class `sym` (named by `n`), the template arguments `n` writes on
 * its components given to the matching levels. Undefined when a level so named is not a class
 * template or its arguments are not modelled.
 */
function specializedLevels(n: Name, sym: Sym, resolved: Level[], w: Walk): Level[] | undefined {
  const levels = resolved.slice();
  let cur: Sym | null | undefined = sym;
  for (let i = n.parts.length - 1, j = levels.length - 1; i >= 0; i--, j--) {
    if (j < 0 || !cur) return undefined;
    const targs = n.parts[i].targs;
    if (targs !== undefined) {
      if (cur.kind !== SymKind.Class || !cur.isTemplate) return undefined;
      const args = templateArgs(cur, targs, w);
      if (args === undefined) return undefined;
      levels[j] = { ...levels[j], targs: args };
    }
    cur = cur.owner.sym;
  }
  return levels;
}

/** Alias template `sym`'s target with the arguments `written` substituted. */
function aliasTemplateType(sym: Sym, written: Node[], w: Walk): MType | undefined {
  const al = sym.decl as GenericNode | undefined;
  const ty = al?.kind === NodeKind.Alias ? al.type as TypeId | undefined : undefined;
  const params = sym.tparamLists?.[0] as TemplateParam[] | undefined;
  if (ty?.kind !== NodeKind.TypeId || !params || (w.depth ?? 0) > MAX_TYPE_DEPTH) return undefined;
  return substituted(ty.spec, ty.decl, params, templateArgs(sym, written, w), w);
}

/**
 * Member typedef `sym` of the class template specialization written with `written` (a
 * template without specializations, whose member it is): its type, the arguments substituted.
 */
function memberTypedefType(sym: Sym, written: Node[], w: Walk): MType | undefined {
  const cls = sym.owner.sym;
  const td = sym.decl as GenericNode | undefined;
  if (
    cls?.kind !== SymKind.Class || !cls.isTemplate || (cls.specs?.length ?? 0) > 0 ||
    (td?.kind !== NodeKind.Typedef && td?.kind !== NodeKind.Alias) ||
    (w.depth ?? 0) > MAX_TYPE_DEPTH
  ) return undefined;
  const params = cls.tparamLists?.[0] as TemplateParam[] | undefined;
  if (!params) return undefined;
  // (an alias-declaration too: `using type = float;`)
  const ty = td.kind === NodeKind.Alias ? td.type as TypeId | undefined : undefined;
  if (td.kind === NodeKind.Alias && ty?.kind !== NodeKind.TypeId) return undefined;
  return substituted(
    ty ? ty.spec : td.spec as DeclSpec,
    ty ? ty.decl : { ...(td.decl as Declarator), name: undefined },
    params,
    templateArgs(cls, written, w),
    w,
  );
}

/** The type `spec` + `d` with template parameters `params` bound to `args`. */
function substituted(
  spec: DeclSpec,
  d: Declarator,
  params: TemplateParam[],
  args: TArg[] | undefined,
  w: Walk,
): MType | undefined {
  if (args === undefined || args.length !== params.length) return undefined;
  const env = new Map<number, TArg>();
  for (let i = 0; i < params.length; i++) {
    if (params[i].name < 0 || params[i].pack) return undefined;
    env.set(params[i].name, args[i]);
  }
  return mtypeOf(spec, d, { ...w, env, depth: (w.depth ?? 0) + 1 });
}

/** The walk's constant evaluator (no scope: names are bound by the parser). */
function evaluatorOf(w: Walk): ConstEval {
  return w.evaluator ??= detachedEvaluator(w.tb, (atom) => w.names.text(atom));
}

/**
 * Is exception specification `ex` non-throwing (`noexcept`, `noexcept(true)`, `throw()`)?
 * Undefined when its operand is not a constant the walk can evaluate.
 */
function nonThrowing(
  ex: { tok: number; expr?: Node; throwTypes?: Node[] },
  w: Walk,
): boolean | undefined {
  if (ex.throwTypes !== undefined) return ex.throwTypes.length === 0;
  if (ex.expr === undefined) return true;
  let r;
  try {
    r = evaluatorOf(w).evaluate(ex.expr);
  } catch {
    return undefined;
  }
  return isFail(r) ? undefined : r.v !== 0n;
}

/** Itanium description of a declared type (undefined when not modelled). */
function mtypeOf(spec: DeclSpec, d: Declarator, w: Walk): MType | undefined {
  let t: MType;
  if (spec.type === undefined) {
    const b = builtinName(spec.builtins, spec.flags & ~DS.Complex);
    // `signed long` is `long` (only `signed char` is a type of its own)
    const key = (BUILTIN_KEY[b] ??
      withoutSigned(b)) as Builtin;
    if (!(key in BUILTIN_CODES)) return undefined;
    t = { k: "builtin", name: key };
    if (spec.flags & DS.Complex) t = { k: "complex", of: t };
  } else if (spec.type.kind === NodeKind.Name) {
    const n = spec.type as Name;
    const resolved = n.sym ? symbolLevels(n.sym, w.names) : undefined;
    const sym = n.sym;
    const lastPart = n.parts[n.parts.length - 1];
    const bound = w.env !== undefined && n.parts.length === 1 && lastPart.targs === undefined
      ? w.env.get(lastPart.atom)
      : undefined;
    if (bound !== undefined) {
      // a template parameter of the declaration a default argument comes from
      if (!("type" in bound)) return undefined;
      t = bound.type;
    } else if (
      sym !== undefined && sym.kind === SymKind.Class && sym.isTemplate &&
      lastPart.targs !== undefined && n.parts.slice(0, -1).every((q) => q.targs === undefined)
    ) {
      // a class template specialization, named in full (defaults filled in)
      const levels = symbolLevels(sym, w.names);
      const args = levels ? templateArgs(sym, lastPart.targs, w) : undefined;
      if (levels === undefined || args === undefined) return undefined;
      levels[levels.length - 1] = { ...levels[levels.length - 1], targs: args };
      t = { k: "class", name: levels };
    } else if (
      sym !== undefined && sym.kind === SymKind.Typedef && sym.isTemplate &&
      lastPart.targs !== undefined && n.parts.slice(0, -1).every((q) => q.targs === undefined)
    ) {
      // an alias template's specialization: what it stands for, the arguments substituted
      // (`_Z1f1EIiE` for `f(D<int>)` after `template<class T> using D = E<T>;`)
      const a = aliasTemplateType(sym, lastPart.targs, w);
      if (a === undefined) return undefined;
      t = a;
    } else if (
      sym !== undefined && sym.kind === SymKind.Typedef && n.parts.length >= 2 &&
      n.parts[n.parts.length - 2].targs !== undefined && lastPart.targs === undefined &&
      n.parts.slice(0, -2).every((q) => q.targs === undefined)
    ) {
      // a member typedef of a class template's specialization, substituted (`_Z1fPi` for
      // `f(mk<int>::type)` after `template<class T> struct mk { typedef T *type; };`, named
      // through namespaces too: `ns::vbase<int>::iterator`)
      const a = memberTypedefType(sym, n.parts[n.parts.length - 2].targs!, w);
      if (a === undefined) return undefined;
      t = a;
    } else if (n.parts.length === 1 && w.typedefs.has(n.parts[0].atom)) {
      t = w.typedefs.get(n.parts[0].atom)!;
    } else if (
      sym !== undefined && sym.kind === SymKind.Typedef && sym.owner.parent === null &&
      w.typedefs.has(sym.name)
    ) {
      // a global typedef named through a using-declaration (`std::uint32_t` is `::uint32_t`)
      t = w.typedefs.get(sym.name)!;
    } else if (sym !== undefined && sym.kind === SymKind.Typedef && !n.parts.some((p) => p.targs)) {
      // a typedef or alias declared elsewhere (`std::size_t`, `std::string`): what it names
      const aliased = typedefType(sym, w);
      if (aliased !== undefined) t = aliased;
      else if (resolved) t = { k: "class", name: resolved };
      else return undefined;
    } else if (resolved && !n.parts.some((p) => p.targs)) {
      // the entity's own scope chain (namespace aliases and inline namespaces resolved)
      t = { k: "class", name: resolved };
    } else if (resolved && sym !== undefined && sym.kind !== SymKind.Typedef) {
      // a member of a class template's specialization: each level named with template
      // arguments gets them (`PN1BIiE1NE` for `B<int>::N *`, `N1XIiE1YIcEE` for
      // `X<int>::Y<char>`)
      const levels = specializedLevels(n, sym, resolved, w);
      if (levels === undefined) return undefined;
      t = { k: "class", name: levels };
    } else {
      t = {
        k: "class",
        name: n.parts.map((p) => ({ name: p.atom >= 0 ? w.names.text(p.atom) : "?" })),
      };
    }
  } else if (
    spec.type.kind === NodeKind.Decltype &&
    ((spec.type as GenericNode).expr as Node | undefined)?.kind === NodeKind.NullptrLit
  ) {
    // `decltype(nullptr)`, what `std::nullptr_t` names: `Dn`
    t = { k: "builtin", name: "decltype(nullptr)" };
  } else if (spec.type.kind === NodeKind.Class || spec.type.kind === NodeKind.Enum) {
    // `struct S` (elaborated, or a definition in a typedef): the class it declares
    const n = (spec.type as Class).name;
    const levels = n?.sym !== undefined && n.parts.every((q) => q.targs === undefined)
      ? symbolLevels(n.sym, w.names)
      : undefined;
    if (levels === undefined) return undefined;
    t = { k: "class", name: levels };
  } else return undefined;
  if (spec.flags & (DS.Const | DS.Volatile)) {
    t = { k: "cv", c: (spec.flags & DS.Const) !== 0, v: (spec.flags & DS.Volatile) !== 0, of: t };
  }
  // ops are nearest-the-name first: apply from the outermost (last) inwards
  for (let i = d.ops.length - 1; i >= 0; i--) {
    const o = d.ops[i];
    switch (o.op) {
      case 0: {
        t = { k: "ptr", to: t };
        const cv = o.cv ?? 0;
        if (cv & (DS.Const | DS.Volatile)) {
          t = { k: "cv", c: (cv & DS.Const) !== 0, v: (cv & DS.Volatile) !== 0, of: t };
        }
        break;
      }
      case 1:
        t = { k: "lref", to: t };
        break;
      case 2:
        t = { k: "rref", to: t };
        break;
      case 4: {
        // (the bound is part of the type: `RA4_Ki` for `const int (&)[4]`)
        let size: number | undefined;
        if (o.bound) {
          const ev = evaluatorOf(w);
          let r;
          try {
            r = ev.evaluate(o.bound);
          } catch {
            return undefined;
          }
          if (isFail(r)) return undefined;
          size = Number(r.v);
        }
        t = size === undefined ? { k: "array", of: t } : { k: "array", size, of: t };
        break;
      }
      case 5: {
        const params: MType[] = [];
        const ps = (o.params ?? []).filter((p) => p.kind === NodeKind.Param) as Param[];
        for (const p of ps) {
          const pt = mtypeOf(p.spec, p.decl, w);
          if (pt === undefined) return undefined;
          if (pt.k === "builtin" && pt.name === "void" && ps.length === 1) break;
          params.push(pt);
        }
        t = { k: "func", ret: t, params, variadic: o.variadic };
        // (a member function type's qualifiers: `M1PKFvvE` for `void (P::*)() const`)
        const fcv = o.cv ?? 0;
        if (fcv & (DS.Const | DS.Volatile)) {
          t.cv = { c: (fcv & DS.Const) !== 0, v: (fcv & DS.Volatile) !== 0 };
        }
        if (o.refQual === 1 || o.refQual === 2) t.ref = o.refQual === 1 ? "&" : "&&";
        // (from C++17 a non-throwing function type is a type of its own: `PDoFviE` for `void
        // (*)(int) noexcept`)
        if (w.cppStd >= 2017 && o.except !== undefined) {
          const nx = nonThrowing(o.except, w);
          if (nx === undefined) return undefined;
          if (nx) t.noexcept = true;
        }
        break;
      }
      case 3: {
        // a pointer to member: `M1Pf` for `float P::*`, `M1PFvfE` for `void (P::*)(float)`
        if (o.cls === undefined || o.cls.kind !== NodeKind.Name) return undefined;
        const cls = mtypeOf(
          {
            kind: NodeKind.DeclSpec,
            first: o.cls.first,
            last: o.cls.last,
            flags: 0,
            builtins: [],
            type: o.cls,
          } as unknown as DeclSpec,
          {
            kind: NodeKind.Declarator,
            first: o.cls.first,
            last: o.cls.last,
            ops: [],
          } as unknown as Declarator,
          w,
        );
        if (cls === undefined || cls.k !== "class") return undefined;
        t = { k: "memptr", cls, member: t };
        const cv = o.cv ?? 0;
        if (cv & (DS.Const | DS.Volatile)) {
          t = { k: "cv", c: (cv & DS.Const) !== 0, v: (cv & DS.Volatile) !== 0, of: t };
        }
        break;
      }
      default:
        return undefined;
    }
  }
  void T;
  return t;
}

/** How deep typedefs and default template arguments are followed. */
const MAX_TYPE_DEPTH = 24;

/** The type a typedef or alias declaration names (outside any template), for mangling. */
function typedefType(sym: Sym, w: Walk): MType | undefined {
  const d = sym.decl as GenericNode | undefined;
  if (d === undefined || sym.dependent || sym.isTemplate || (w.depth ?? 0) > MAX_TYPE_DEPTH) {
    return undefined;
  }
  const inner: Walk = { ...w, env: undefined, depth: (w.depth ?? 0) + 1 };
  if (d.kind === NodeKind.Alias) {
    const ty = d.type as GenericNode | undefined;
    if (ty?.spec === undefined || ty.decl === undefined) return undefined;
    return mtypeOf(ty.spec as DeclSpec, ty.decl as Declarator, inner);
  }
  if (d.kind === NodeKind.Typedef && d.spec !== undefined && d.decl !== undefined) {
    return mtypeOf(d.spec as DeclSpec, d.decl as Declarator, inner);
  }
  return undefined;
}

/**
 * The template arguments of a specialization of class template `sym`, as the ABI mangles them:
 * the written ones, then the defaults (read from whichever declaration gives them, with the
 * earlier arguments bound to that declaration's parameter names); a trailing parameter pack
 * takes the remaining arguments. Undefined when some argument is not modelled.
 */
function templateArgs(sym: Sym, written: Node[], w: Walk): TArg[] | undefined {
  const lists = sym.tparamLists;
  if (lists === undefined || (w.depth ?? 0) > MAX_TYPE_DEPTH) return undefined;
  const params = lists[0] as GenericNode[];
  const out: TArg[] = [];
  const inner: Walk = { ...w, depth: (w.depth ?? 0) + 1 };
  for (let i = 0; i < params.length; i++) {
    const prm = params[i];
    if (prm.pack) {
      if (i !== params.length - 1) return undefined;
      const pack: TArg[] = [];
      for (let j = i; j < written.length; j++) {
        const a = templateArg(written[j], prm, inner);
        if (a === undefined) return undefined;
        pack.push(a);
      }
      out.push({ pack });
      return out;
    }
    let a: TArg | undefined;
    if (i < written.length) a = templateArg(written[i], prm, inner);
    else {
      // the default, from the first declaration that has one
      let found = false;
      for (const list of lists) {
        const q = list[i] as GenericNode | undefined;
        const def = q?.default as Node | undefined;
        if (def === undefined) continue;
        const env = new Map<number, TArg>();
        for (let j = 0; j < i && j < list.length; j++) {
          const pj = list[j] as TemplateParam;
          if (pj.name >= 0) env.set(pj.name, out[j]);
        }
        a = templateArg(def, q!, { ...inner, env });
        found = true;
        break;
      }
      if (!found) return undefined;
    }
    if (a === undefined) return undefined;
    out.push(a);
  }
  return written.length > params.length ? undefined : out;
}

/** One template argument for parameter `prm`: a type, or an integral constant of its type. */
function templateArg(a: Node, prm: GenericNode, w: Walk): TArg | undefined {
  const g = a as GenericNode;
  if (prm.kind === NodeKind.TemplateTypeParam) {
    if (a.kind === NodeKind.TypeId) {
      const t = mtypeOf(g.spec as DeclSpec, g.decl as Declarator, w);
      return t ? { type: t } : undefined;
    }
    if (a.kind === NodeKind.Ident) {
      // a type named by an identifier the parser read as an expression
      const n = g.name as Name | undefined;
      if (n === undefined) return undefined;
      const spec = {
        kind: NodeKind.DeclSpec,
        first: a.first,
        last: a.last,
        flags: 0,
        builtins: [],
        type: n,
      };
      const t = mtypeOf(
        spec as unknown as DeclSpec,
        {
          kind: NodeKind.Declarator,
          first: a.first,
          last: a.last,
          ops: [],
          pack: false,
        } as unknown as Declarator,
        w,
      );
      return t ? { type: t } : undefined;
    }
    return undefined;
  }
  if (prm.kind === NodeKind.TemplateTemplateParam) {
    // a class template as the argument: its name (`1HI1UE` for `H<U>`)
    const n = a.kind === NodeKind.Ident
      ? g.name as Name | undefined
      : a.kind === NodeKind.TypeId && (g.decl as Declarator).ops.length === 0
      ? (g.spec as DeclSpec).type as Name | undefined
      : undefined;
    const sym = n?.kind === NodeKind.Name && !n.parts.some((p) => p.targs) ? n.sym : undefined;
    if (sym?.kind !== SymKind.Class || !sym.isTemplate) return undefined;
    const levels = symbolLevels(sym, w.names);
    return levels ? { type: { k: "class", name: levels } } : undefined;
  }
  if (prm.kind !== NodeKind.TemplateNonTypeParam) return undefined;
  const ty = prm.type as GenericNode | undefined;
  const pt = ty
    ? mtypeOf(ty.spec as DeclSpec, ty.decl as Declarator, { ...w, env: undefined })
    : undefined;
  if (pt === undefined || (pt.k !== "builtin" && pt.k !== "class")) return undefined;
  if (w.env !== undefined && a.kind === NodeKind.Ident) {
    const n = g.name as Name | undefined;
    const b = n && n.parts.length === 1 ? w.env.get(n.parts[0].atom) : undefined;
    if (b !== undefined) return b;
  }
  const ev = evaluatorOf(w);
  let r;
  // (a default computed from the earlier arguments: `R = N + 1`, `bool = (sizeof(T) * N) % 32
  // == 0`; their integral values are bound to the parameters' names)
  let bound: Map<number, CVal> | null = null;
  let types: Map<number, Type> | null = null;
  if (w.env !== undefined) {
    for (const [atom, t] of w.env) {
      if (t === undefined) continue;
      if ("type" in t) {
        const k = t.type.k === "builtin" ? builtinKindByName(t.type.name) : undefined;
        if (k !== undefined) (types ??= new Map()).set(atom, ev.types.builtin(k));
        continue;
      }
      const c: CVal | undefined = "int" in t
        ? { v: BigInt(t.int), k: builtinKindByName(t.of) ?? TK.Long }
        : "bool" in t
        ? { v: t.bool ? 1n : 0n, k: TK.Bool }
        : undefined;
      if (c !== undefined) (bound ??= new Map()).set(atom, c);
    }
  }
  try {
    ev.paramValues = bound;
    ev.paramTypes = types;
    r = ev.evaluate(a);
  } catch {
    return undefined;
  } finally {
    ev.paramValues = null;
    ev.paramTypes = null;
  }
  if (isFail(r)) return undefined;
  if (pt.k === "class") return { lit: r.v, litType: pt }; // an enumeration's value
  if (pt.name === "bool") return { bool: r.v !== 0n };
  const bits = BUILTIN_BITS[pt.name];
  if (bits === undefined) return undefined;
  const unsigned = pt.name.startsWith("unsigned") || pt.name === "char16_t" ||
    pt.name === "char32_t" || pt.name === "char8_t";
  const m = 1n << BigInt(bits);
  let v = ((r.v % m) + m) % m;
  if (!unsigned && v >= m / 2n) v -= m;
  return { int: v, of: pt.name };
}

/** Widths of the integral types a non-type template parameter may have (LP64). */
const BUILTIN_BITS: Partial<Record<Builtin, number>> = {
  "char": 8,
  "signed char": 8,
  "unsigned char": 8,
  "short": 16,
  "unsigned short": 16,
  "int": 32,
  "unsigned int": 32,
  "long": 64,
  "unsigned long": 64,
  "long long": 64,
  "unsigned long long": 64,
  "wchar_t": 32,
  "char8_t": 8,
  "char16_t": 16,
  "char32_t": 32,
};
