/**
 * Scopes and name lookup for the parser. A scope maps name atoms to symbols; lookup walks the
 * parent chain, following using-directives, inline namespaces and (non-dependent) base classes.
 * Only what the parser needs to disambiguate C++ is modelled here: what a name denotes (type,
 * template, namespace, value) and which scope a qualifier names.
 */
import { type Class, type Node, NodeKind } from "./ast.ts";
import { T, type TokenBuffer } from "./tokens.ts";

export enum SymKind {
  Namespace,
  Class,
  Enum,
  Typedef,
  TemplateTypeParam,
  TemplateTemplateParam,
  NonTypeTemplateParam,
  Variable,
  Function,
  Enumerator,
  Concept,
  /** A name introduced by a using-declaration from a dependent base (`using Base<T>::x`). */
  UsingValue,
  NamespaceAlias,
}

export enum ScopeKind {
  Namespace,
  Class,
  Enum,
  Block,
  Function,
  TemplateParams,
  /** Lookup proxy for the qualifier of an out-of-line member (`void A<T>::f() {...}`). */
  Qualified,
}

export interface Sym {
  kind: SymKind;
  name: number;
  /** Declared in. */
  owner: Scope;
  /** Member scope (namespace, class, enum); for typedefs of classes, the class scope. */
  scope?: Scope;
  /** A class/function/alias/variable template (or a template template parameter). */
  isTemplate: boolean;
  /** Specialisations of a class template (explicit and partial), in declaration order. */
  specs?: Scope[];
  /** A class template with a deduction guide (`W(int) -> W<int>;`). */
  guided?: boolean;
  /** A class name hidden by a non-type of the same name (`struct stat` / `stat()`). */
  hiddenTag?: Sym;
  /** The typedef/alias target resolves to a type that depends on template parameters. */
  dependent?: boolean;
  /** Declaration node (first one seen; for an enumerator, its enum). */
  decl?: Node;
  /** The defining declaration of a class or enum (the one with a body), or the first
   * definition of a namespace-scope variable, once parsed. */
  def?: Node;
  /** Function declarations (declarators) seen for this name: more than one is an overload set
   * or a redeclaration, which the constant evaluator does not resolve. */
  fnDecls: number;
  /** The declarators of those function declarations (to tell overloads from redeclarations). */
  fnDeclarators: Node[] | undefined;
  /** The decl-specifiers of those declarations, in the same order (null for one declared in a
   * template: its types may depend on template parameters); the printer types calls with them. */
  fnSpecs: (Node | null)[] | undefined;
  /** For a function template declared outside templates, its decl-specifiers (else null), in
   * the same order: a result type that does not depend on its parameters types its calls. */
  fnTemplateSpecs: (Node | null)[] | undefined;
  /** Some declaration of this function is `static` (a static member function). */
  fnStatic: boolean;
  /** How many of its declarations are `constexpr` (all of them: a constexpr function). */
  fnConstexpr: number;
  /** Typedef/alias of a class: the class symbol (to find its member scope). */
  target?: Sym;
  /** A class template specialisation: its primary template. */
  primary?: Sym;
  /** A class template: the template parameter lists of its declarations (primary template
   * only), in order; a default argument may be given on any of them. An alias template: its
   * parameter list. */
  tparamLists: Node[][] | undefined;
  /** A function template: the template parameters of its first declaration. */
  fnTparams: Node[] | undefined;
}

/**
 * Makes a symbol. Every symbol is created here with all fields present, so they share one
 * hidden class (lookups touch symbols constantly; one shape keeps those accesses fast).
 */
export function newSym(kind: SymKind, name: number, owner: Scope, isTemplate: boolean): Sym {
  return {
    kind,
    name,
    owner,
    scope: undefined,
    isTemplate,
    specs: undefined,
    hiddenTag: undefined,
    dependent: false,
    decl: undefined,
    def: undefined,
    fnDecls: 0,
    fnDeclarators: undefined,
    fnSpecs: undefined,
    fnTemplateSpecs: undefined,
    fnStatic: false,
    fnConstexpr: 0,
    target: undefined,
    primary: undefined,
    tparamLists: undefined,
    fnTparams: undefined,
  };
}

export class Scope {
  kind: ScopeKind;
  parent: Scope | null;
  names: Map<number, Sym> = new Map();
  /** Owning symbol (namespace / class / enum). */
  sym: Sym | null;
  /** Namespaces nominated by using-directives in this scope. */
  usingDirs: Scope[] | null = null;
  /** Inline namespaces nested in this namespace. */
  inlineChildren: Scope[] | null = null;
  /** Resolved non-dependent base classes. */
  bases: Scope[] | null = null;
  /** The class has a base that depends on a template parameter. */
  dependentBase = false;
  /** For `Qualified` proxies: the class scope looked into. */
  target: Scope | null = null;
  /** For `Qualified` proxies: the class (template) symbol, to search its specialisations too. */
  targetSym: Sym | null = null;
  /** Inside a template (the scope or an ancestor is a template parameter scope). */
  inTemplate: boolean;
  /** A namespace's ABI tags (`inline namespace __cxx11 __attribute__((__abi_tag__("cxx11")))`). */
  abiTags: string[] | null = null;
  /** For class templates: it is a template (the member scope of the primary or a specialisation). */
  isTemplateScope = false;
  /** A `template<>` parameter scope (explicit specialisation). */
  explicitSpec = false;
  /** The block of a compound statement (or a function body), not a for/if/switch header. */
  compound = false;
  /** Names reported undefined here (error 20 is given once per name in a scope and the scopes
   * nested in it, as the binary enters the name after the first error). */
  undefinedNames: Set<number> | null = null;
  /** A class's names declared by using-declarations, with the name each one was written as. */
  usings: Map<number, import("./ast.ts").Name> | null = null;
  /** The lookup that last visited this scope (`lookupIn` searches each scope once per lookup:
   * the same base or nominated namespace is often reachable along several paths). */
  seen = 0;

  constructor(kind: ScopeKind, parent: Scope | null, sym: Sym | null) {
    this.kind = kind;
    this.parent = parent;
    this.sym = sym;
    this.inTemplate = kind === ScopeKind.TemplateParams || (parent !== null && parent.inTemplate);
  }

  /** Declares `sym` here; a non-type hides a class/enum name of the same atom. */
  declare(sym: Sym): Sym {
    const old = this.names.get(sym.name);
    if (old === undefined) {
      this.names.set(sym.name, sym);
      return sym;
    }
    if (isTypeKind(old.kind) && !isTypeKind(sym.kind)) {
      if (old.kind === SymKind.Class || old.kind === SymKind.Enum) {
        sym.hiddenTag = old;
        this.names.set(sym.name, sym);
        return sym;
      }
      this.names.set(sym.name, sym);
      return sym;
    }
    if (!isTypeKind(old.kind) && (sym.kind === SymKind.Class || sym.kind === SymKind.Enum)) {
      // `struct stat` declared after `stat()`: keep the function visible, remember the tag.
      if (old.kind === SymKind.Function || old.kind === SymKind.Variable) {
        if (!old.hiddenTag) old.hiddenTag = sym;
        return old.hiddenTag;
      }
    }
    if (sym.isTemplate && !old.isTemplate && old.kind === SymKind.Function) old.isTemplate = true;
    if (old.kind === sym.kind) {
      if (sym.scope && !old.scope) old.scope = sym.scope;
      return old;
    }
    // A redeclaration with a different kind (e.g. typedef struct X X): prefer the type.
    if (isTypeKind(sym.kind) && !isTypeKind(old.kind)) return old;
    this.names.set(sym.name, sym);
    return sym;
  }
}

export function isTypeKind(k: SymKind): boolean {
  return k === SymKind.Class || k === SymKind.Enum || k === SymKind.Typedef ||
    k === SymKind.TemplateTypeParam || k === SymKind.TemplateTemplateParam;
}

/** Counts lookups, for `Scope.seen`. */
let lookupEpoch = 0;

/** Looks `atom` up in one scope (its names, inline namespaces, using-directives, bases). */
export function lookupIn(s: Scope, atom: number, depth = 0): Sym | undefined {
  const r = s.names.get(atom);
  if (r !== undefined) return r;
  if (depth > 24) return undefined;
  if (depth === 0) s.seen = ++lookupEpoch;
  if (s.kind === ScopeKind.Qualified && s.target) {
    const x = lookupIn(s.target, atom, depth + 1);
    if (x !== undefined) return x;
    if (s.targetSym !== null && s.targetSym.specs) {
      for (const sp of s.targetSym.specs) {
        const y = lookupIn(sp, atom, depth + 1);
        if (y !== undefined) return y;
      }
    }
    // then the classes enclosing the qualifier (`void A::B::f(T)` sees A's members)
    for (let t = s.target.parent; t !== null && t.kind !== ScopeKind.Namespace; t = t.parent) {
      if (t.kind !== ScopeKind.Class && t.kind !== ScopeKind.Qualified) continue;
      const y = lookupIn(t, atom, depth + 1);
      if (y !== undefined) return y;
    }
    return undefined;
  }
  if (s.inlineChildren !== null) {
    for (const c of s.inlineChildren) {
      if (c.seen === lookupEpoch) continue;
      c.seen = lookupEpoch;
      const x = lookupIn(c, atom, depth + 1);
      if (x !== undefined) return x;
    }
  }
  if (s.bases !== null) {
    for (const b of s.bases) {
      if (b.seen === lookupEpoch) continue;
      b.seen = lookupEpoch;
      const x = lookupIn(b, atom, depth + 1);
      if (x !== undefined) return x;
    }
  }
  if (s.usingDirs !== null) {
    for (const u of s.usingDirs) {
      if (u.seen === lookupEpoch) continue;
      u.seen = lookupEpoch;
      const x = lookupIn(u, atom, depth + 1);
      if (x !== undefined) return x;
    }
  }
  return undefined;
}

/** Unqualified lookup from scope `s` outwards. */
export function lookupUnqualified(s: Scope | null, atom: number): Sym | undefined {
  for (; s !== null; s = s.parent) {
    const r = lookupIn(s, atom);
    if (r !== undefined) return r;
  }
  return undefined;
}

/** The member scope a symbol names when used as a qualifier (namespace, class, enum, typedef of a class). */
export function scopeOf(sym: Sym): Scope | undefined {
  if (sym.scope) return sym.scope;
  if (sym.target) return scopeOf(sym.target);
  return undefined;
}

/** Qualified lookup `Q::atom`; for a class template, also in its specialisations' scopes. */
export function lookupQualified(q: Scope, atom: number, qsym?: Sym): Sym | undefined {
  const r = lookupIn(q, atom);
  if (r !== undefined) return r;
  const specs = qsym?.specs;
  if (specs) {
    for (const sp of specs) {
      const x = lookupIn(sp, atom);
      if (x !== undefined) return x;
    }
  }
  return undefined;
}

/**
 * The specialization of a class template (`specs`, its explicit and partial specializations)
 * whose argument list is written as `targs` (`hash< std::vector< bool, _Alloc> > ::` names the
 * partial specialization `hash< vector< bool, _Alloc> > `): the one whose arguments are the
 * same tokens once namespace and class qualifiers are dropped, when exactly one is.
 */
export function specByArgs(tb: TokenBuffer, specs: Scope[], targs: Node[]): Scope | undefined {
  if (targs.length === 0) return undefined;
  const want = argsShape(tb, targs);
  let found: Scope | undefined;
  for (const sp of specs) {
    const d = sp.sym?.decl;
    const nm = d?.kind === NodeKind.Class ? (d as Class).name : undefined;
    const last = nm?.parts[nm.parts.length - 1];
    if (!last?.targs || last.targs.length === 0 || argsShape(tb, last.targs) !== want) continue;
    if (found) return undefined;
    found = sp;
  }
  return found;
}

function argsShape(tb: TokenBuffer, targs: Node[]): string {
  let s = "";
  const end = targs[targs.length - 1].last;
  for (let i = targs[0].first; i <= end; i++) {
    const k = tb.kind[i];
    if (k === T.ColonColon) continue;
    if (k === T.Identifier && i < end && tb.kind[i + 1] === T.ColonColon) continue;
    s += k === T.Identifier ? `i${tb.atom[i]} ` : `${k} `;
  }
  return s;
}

/**
 * The namespaces from the outermost to `sc` (a namespace scope), for naming an entity from another
 * namespace. Undefined when `sc` is not a namespace or one of them is unnamed, or (unless
 * `inline`) inline.
 */
export function namespaceChain(sc: Scope, inline: boolean): Scope[] | undefined {
  const out: Scope[] = [];
  for (let c: Scope = sc; c.parent !== null; c = c.parent) {
    if (c.kind !== ScopeKind.Namespace || !c.sym || c.sym.name < 0) return undefined;
    if (!inline && c.parent.inlineChildren?.includes(c)) return undefined;
    out.push(c);
  }
  return out.reverse();
}
