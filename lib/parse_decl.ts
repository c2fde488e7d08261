/**
 * Declarations: namespaces, linkage specifications, using, templates, classes, enums, simple
 * declarations (variables, functions, typedefs), static_assert, asm, deduction guides and
 * concepts. Member function bodies are recorded as token ranges and parsed when the outermost
 * class is complete (`flushDeferred`), so they see every member.
 */
import { T } from "./tokens.ts";
import {
  type Attribute,
  attrName,
  type Class,
  type Declarator,
  type DeclSpec,
  DS,
  type Enum,
  fit,
  type Function,
  type GenericNode,
  type Name,
  type Node,
  NodeKind,
  type SimpleDecl,
  type Variable,
} from "./ast.ts";
import { newSym, Scope, ScopeKind, scopeOf, type Sym, SymKind } from "./scope.ts";
import {
  atAttribute,
  DC,
  declSpecHasType,
  DM,
  E,
  flushDeferred,
  functionOp,
  isCtorName,
  type NameResult,
  NF,
  noteClassName,
  parseAttributes,
  parseClassInit,
  parseConstraintExpr,
  parseDeclarator,
  parseDeclSpec,
  parseName,
  type Parser,
  parseTypeId,
  protoScope,
  TI,
} from "./parse.ts";
import {
  parseAssignExpr,
  parseBracedInit,
  parseCondExpr,
  parseExprList,
  parseInitializerClause,
} from "./parse_expr.ts";
import { parseCompound } from "./parse_stmt.ts";
import {
  checkAggregateDeduction,
  checkArrayBounds,
  checkAutoInit,
  checkAutoSelfInit,
  checkBindingCount,
  checkBitField,
  checkCLinkageOverload,
  checkCompleteBase,
  checkCompleteParams,
  checkCompleteVariable,
  checkConstexprInit,
  checkConstexprVirtual,
  checkDeletedInit,
  checkEnumerator,
  checkEnumeratorRedeclaration,
  checkFinalBase,
  checkFunctionEnd,
  checkFunctionRedeclaration,
  checkFunctionRedefinition,
  checkInitFolding,
  checkLabelsAtEnd,
  checkNarrowing,
  checkReturnQualifiers,
  checkSpecifiers,
  checkStaticAssert,
  checkStringToCharPtr,
  checkTagRedefinition,
  checkTooManyInits,
  checkTypedefRedeclaration,
  checkUninitialized,
  checkUsedBeforeSet,
  checkVariableRedeclaration,
  checkVoidInit,
  declaredReturnType,
  functionContext,
  newLabelContext,
  noteVariableDefinition,
} from "./sema_checks.ts";

/** Declaration contexts. */
export const CX = { Namespace: 0, Class: 1, Block: 2 } as const;

/** Declarations up to `close` (not consumed) or EOF. */
export function parseDeclarationSeq(p: Parser, close: number, cx: number = CX.Namespace): Node[] {
  const out: Node[] = [];
  const hook = close === T.EOF ? p.opts.onTopLevel : undefined;
  let handed = 0;
  for (;;) {
    p.takePragmas(out);
    if (hook !== undefined) { while (handed < out.length) hook(out[handed++], p.global); }
    const k = p.k();
    if (k === close || k === T.EOF) break;
    const before = p.pos;
    const d = parseDeclaration(p, cx);
    if (d !== null) out.push(d);
    if (p.pos === before && p.split === 0) {
      // no progress: report and skip one token / to a synchronising token
      p.error(cx === CX.Class ? E.ExpectedDecl : E.ExpectedDecl);
      if (p.k() === T.RBrace || p.k() === T.RParen || p.k() === T.RBracket) p.next();
      else p.skipTo(true);
    }
  }
  return out;
}

/** One declaration (or null for an empty one). */
export function parseDeclaration(p: Parser, cx: number): Node | null {
  const first = p.pos;
  switch (p.k()) {
    case T.Semi:
      p.next();
      return null;
    case T.KwNamespace:
      return parseNamespace(p, false);
    case T.KwInline:
      if (p.peek() === T.KwNamespace) {
        p.next();
        return parseNamespace(p, true);
      }
      break;
    case T.KwUsing:
      return parseUsing(p, cx);
    case T.KwTemplate:
      return parseTemplate(p, cx);
    case T.KwExtern:
      if (p.peek() === T.StringLit) return parseLinkage(p, cx);
      if (p.peek() === T.KwTemplate) {
        p.next();
        const t = parseTemplate(p, cx);
        t.first = first;
        (t as Node & { extern?: boolean }).extern = true;
        return t;
      }
      break;
    case T.KwStaticAssert:
      return parseStaticAssert(p);
    case T.KwAsm: {
      p.next();
      while (p.k() === T.KwVolatile) p.next();
      const lp = p.pos;
      p.expect(T.LParen, E.ExpectedLParen);
      while (p.k() === T.StringLit) p.next();
      p.expect(T.RParen, E.ExpectedRParen);
      p.expectSemi();
      return { kind: NodeKind.AsmDecl, first, last: p.prevPos(), str: lp + 1 } as Node;
    }
    case T.KwExport:
      p.next();
      return parseDeclaration(p, cx);
    case T.KwExtension: {
      p.next();
      const d = parseDeclaration(p, cx);
      if (d) d.first = first;
      return d;
    }
    case T.KwPublic:
    case T.KwPrivate:
    case T.KwProtected:
      if (cx === CX.Class) {
        const acc = p.k();
        p.next();
        p.expect(T.Colon, E.ExpectedColon);
        return { kind: NodeKind.AccessSpec, first, last: p.prevPos(), op: acc } as Node;
      }
      break;
    case T.Identifier:
    case T.KwAttribute:
    case T.KwExplicit: {
      const g = tryDeductionGuide(p);
      if (g !== null) return g;
      break;
    }
  }
  return parseSimpleDeclaration(p, cx, false);
}

/** `namespace a::inline b { ... }`, `namespace x = y;` (cursor at `namespace`). */
function parseNamespace(p: Parser, isInline: boolean): Node {
  const first = p.pos;
  p.next();
  let attrs = parseAttributes(p);
  const names: number[] = [];
  const inl: boolean[] = [];
  let nextInline = isInline;
  while (p.k() === T.Identifier) {
    names.push(p.atom());
    inl.push(nextInline);
    nextInline = false;
    p.next();
    if (p.k() === T.ColonColon) {
      p.next();
      if (p.k() === T.KwInline) {
        nextInline = true;
        p.next();
      }
      continue;
    }
    break;
  }
  if (p.k() === T.Assign && names.length === 1) {
    p.next();
    const target = parseName(p, 0);
    if (target === undefined) p.error(E.ExpectedIdent);
    const sc = target?.sym ? scopeOf(target.sym) : undefined;
    const ts = sc?.kind === ScopeKind.Namespace ? sc : undefined;
    // (a name that is no namespace: reported, and no alias is declared)
    if (target !== undefined && ts === undefined) p.error(E.NotNamespaceName, target.first);
    else {
      const s = p.declScope();
      const sym = s.declare(newSym(SymKind.NamespaceAlias, names[0], s, false));
      if (ts) sym.scope = ts;
    }
    p.expectSemi();
    return {
      kind: NodeKind.NamespaceAlias,
      first,
      last: p.prevPos(),
      atom: names[0],
      name: target,
    } as Node;
  }
  attrs = parseAttributes(p, attrs);
  const saved = p.scope;
  let s = p.declScope();
  if (names.length === 0) s = openNamespace(p, s, -1, isInline);
  else for (let i = 0; i < names.length; i++) s = openNamespace(p, s, names[i], inl[i]);
  noteAbiTags(p, s, attrs);
  p.scope = s;
  const decls: Node[] = [];
  if (p.expect(T.LBrace, E.ExpectedLBrace)) {
    const lb = p.prevPos();
    const inner = parseDeclarationSeq(p, T.RBrace);
    for (const d of inner) decls.push(d);
    closeBrace(p, lb);
  }
  p.scope = saved;
  return {
    kind: NodeKind.Namespace,
    first,
    last: p.prevPos(),
    names,
    inline: isInline,
    inlines: names.length > 1 ? inl : undefined,
    attrs: attrs ?? [],
    decls,
    scope: s,
  } as Node;
}

/** Expects `}`; at end of source reports `expected a "}"` with the note on `{`. */
export function closeBrace(p: Parser, lbrace: number): void {
  if (p.k() === T.RBrace) {
    p.next();
    return;
  }
  if (p.silent > 0) {
    p.failed = true;
    return;
  }
  if (p.k() === T.EOF) {
    p.error(E.ExpectedRBrace);
    if (p.lastErrPos === p.pos) {
      p.diags.report(E.ToMatchThis, p.tb.start[lbrace], ["{"]);
    }
    return;
  }
  p.error(E.ExpectedRBrace);
}

/** Records a namespace's `__abi_tag__("...")` strings on its scope (for mangled names). */
function noteAbiTags(p: Parser, s: Scope, attrs: Attribute[] | undefined): void {
  for (const a of attrs ?? []) {
    if (attrName(p.names, a) !== "abi_tag") continue;
    for (let t = a.argFirst; t <= a.argLast; t++) {
      if (p.tb.kind[t] !== T.StringLit) continue;
      const text = p.tb.text.slice(p.tb.start[t], p.tb.end[t]);
      if (!text.startsWith('"') || !text.endsWith('"')) continue;
      (s.abiTags ??= []).push(text.slice(1, -1));
    }
  }
}

function openNamespace(p: Parser, parent: Scope, atom: number, isInline: boolean): Scope {
  const old = parent.names.get(atom);
  if (old !== undefined && old.kind === SymKind.Namespace && old.scope) {
    if (isInline) addInline(parent, old.scope);
    return old.scope;
  }
  const sym: Sym = newSym(SymKind.Namespace, atom, parent, false);
  const s = new Scope(ScopeKind.Namespace, parent, sym);
  sym.scope = s;
  parent.names.set(atom, sym);
  if (atom === -1) {
    if (parent.usingDirs === null) parent.usingDirs = [];
    parent.usingDirs.push(s);
  }
  if (isInline) addInline(parent, s);
  void p;
  return s;
}

function addInline(parent: Scope, s: Scope): void {
  if (parent.inlineChildren === null) parent.inlineChildren = [];
  if (!parent.inlineChildren.includes(s)) parent.inlineChildren.push(s);
}

/** `extern "C" decl` / `extern "C" { ... }`. */
function parseLinkage(p: Parser, cx: number): Node {
  const first = p.pos;
  p.next();
  const lang = p.pos;
  p.next();
  const decls: Node[] = [];
  let braced = false;
  // (the innermost specification's language: `extern "C++"` inside `extern "C"` ends it)
  const outerC = p.cLinkage;
  p.cLinkage = p.tb.text.slice(p.tb.start[lang], p.tb.end[lang]) === '"C"';
  try {
    if (p.k() === T.LBrace) {
      braced = true;
      const lb = p.pos;
      p.next();
      for (const d of parseDeclarationSeq(p, T.RBrace, cx)) decls.push(d);
      closeBrace(p, lb);
    } else {
      // `extern "C" int x;` declares without defining
      const outer = p.linkageDecl;
      p.linkageDecl = true;
      const d = parseDeclaration(p, cx);
      p.linkageDecl = outer;
      if (d !== null) decls.push(d);
    }
  } finally {
    p.cLinkage = outerC;
  }
  return { kind: NodeKind.LinkageSpec, first, last: p.prevPos(), lang, braced, decls } as Node;
}

function parseStaticAssert(p: Parser): Node {
  const first = p.pos;
  p.next();
  p.expect(T.LParen, E.ExpectedLParen);
  p.constCtx++;
  let cond: Node;
  try {
    cond = parseAssignExpr(p);
  } finally {
    p.constCtx--;
  }
  let msg: number | undefined;
  if (p.eat(T.Comma)) {
    msg = p.pos;
    while (p.k() === T.StringLit) p.next();
  }
  const closed = p.expect(T.RParen, E.ExpectedRParen);
  p.expectSemi();
  const node = { kind: NodeKind.StaticAssert, first, last: p.prevPos(), cond, msg } as Node;
  if (closed) checkStaticAssert(p, node);
  return node;
}

/** using-directive, using-declaration, alias declaration, using enum. */
function parseUsing(p: Parser, cx: number): Node {
  const first = p.pos;
  const tplCtx = p.scope.kind === ScopeKind.TemplateParams && !p.scope.explicitSpec;
  p.next();
  if (p.k() === T.KwNamespace) {
    p.next();
    const n = parseName(p, 0);
    if (n === undefined) p.error(E.ExpectedIdent);
    else if (n.sym && n.sym.scope) {
      const s = p.declScope();
      if (s.usingDirs === null) s.usingDirs = [];
      if (!s.usingDirs.includes(n.sym.scope)) s.usingDirs.push(n.sym.scope);
    }
    p.expectSemi();
    return { kind: NodeKind.UsingDirective, first, last: p.prevPos(), name: n } as Node;
  }
  if (p.k() === T.KwEnum) {
    p.next();
    const n = parseName(p, 0);
    if (n?.sym?.scope) {
      const s = p.declScope();
      for (const [a, sym] of n.sym.scope.names) s.names.set(a, sym);
    }
    p.expectSemi();
    return { kind: NodeKind.UsingEnum, first, last: p.prevPos(), name: n } as Node;
  }
  if (p.k() === T.Identifier) {
    // alias-declaration?
    const nk = p.peek();
    if (
      nk === T.Assign || nk === T.KwAttribute || (nk === T.LBracket && p.peek(2) === T.LBracket)
    ) {
      const atom = p.atom();
      p.next();
      const attrs = parseAttributes(p);
      p.expect(T.Assign, E.ExpectedSemi);
      const s = p.declScope();
      const type = parseTypeId(p, TI.Plain);
      const sym = s.declare(newSym(SymKind.Typedef, atom, s, tplCtx));
      setTypedefTarget(sym, type.spec, type.decl, p.inTemplate());
      if (tplCtx) sym.isTemplate = true;
      if (cx === CX.Class && tplCtx) p.memberTemplates.add(atom);
      p.expectSemi();
      const alias = { kind: NodeKind.Alias, first, last: p.prevPos(), atom, type, attrs } as Node;
      if (sym.kind === SymKind.Typedef && sym.decl === undefined) sym.decl = alias;
      return alias;
    }
  }
  // using-declaration(s)
  const names: Node[] = [];
  for (;;) {
    const isTypename = p.eat(T.KwTypename);
    const n = parseName(p, NF.Declarator | (isTypename ? NF.Typename : 0));
    if (n === undefined) {
      p.error(E.ExpectedIdent);
      p.skipTo(true);
      return { kind: NodeKind.UsingDecl, first, last: p.prevPos(), list: names } as Node;
    }
    if (p.k() === T.Ellipsis) p.next();
    names.push(n);
    declareUsing(p, n, isTypename);
    if (!p.eat(T.Comma)) break;
  }
  p.expectSemi();
  return { kind: NodeKind.UsingDecl, first, last: p.prevPos(), list: names } as Node;
}

function declareUsing(p: Parser, n: NameResult, isTypename: boolean): void {
  const last = n.parts[n.parts.length - 1];
  if (last.special !== undefined || last.atom < 0) return;
  if (n.parts.length >= 2 && n.parts[n.parts.length - 2].atom === last.atom) return; // inheriting ctors
  const s = p.declScope();
  // (a class template's member types named so print as the using-declaration names them)
  if (s.kind === ScopeKind.Class && isTypename) (s.usings ??= new Map()).set(last.atom, n);
  if (n.sym !== undefined) {
    const src = n.sym;
    if (
      (src.kind === SymKind.Class || src.kind === SymKind.Enum) &&
      n.parts.length >= 2 && n.parts[n.parts.length - 2].atom === last.atom
    ) {
      return; // inheriting constructors
    }
    const old = s.names.get(last.atom);
    if (old !== undefined && old.owner === s) {
      if (src.isTemplate) old.isTemplate = true;
      return;
    }
    s.names.set(last.atom, src);
    return;
  }
  const u = newSym(
    isTypename ? SymKind.Typedef : SymKind.UsingValue,
    last.atom,
    s,
    p.memberTemplates.has(last.atom) && !isTypename,
  );
  u.dependent = true;
  s.declare(u);
}

/** Typedef / alias target bookkeeping: a typedef of a class can qualify names. */
export function setTypedefTarget(
  sym: Sym,
  spec: DeclSpec,
  decl: Declarator,
  inTemplate: boolean,
): void {
  if (decl.ops.length > 0) return;
  const t = spec.type;
  if (t === undefined) return;
  if (t.kind === NodeKind.Name) {
    const n = t as NameResult;
    if (n.sym !== undefined) {
      const k = n.sym.kind;
      if (k === SymKind.Class || k === SymKind.Enum) sym.target = n.sym;
      else if (k === SymKind.Typedef && !n.sym.dependent) sym.target = n.sym;
      else sym.dependent = true;
    } else sym.dependent = true;
  } else if (t.kind === NodeKind.Class || t.kind === NodeKind.Enum) {
    const cs = (t as Node & { sym?: Sym }).sym;
    if (cs) sym.target = cs;
    // (a `decltype` names a dependent type only in a template: not `typedef
    // decltype(nullptr) nullptr_t;`)
  } else if (inTemplate) sym.dependent = true;
}

// ------------------------------------------------------------------ templates

function parseTemplate(p: Parser, cx: number): Node {
  const first = p.pos;
  p.next(); // template
  if (p.k() !== T.Less) {
    // explicit instantiation
    const d = parseDeclaration(p, cx);
    return { kind: NodeKind.ExplicitInstantiation, first, last: p.prevPos(), decl: d } as Node;
  }
  const saved = p.scope;
  const ts = p.pushScope(ScopeKind.TemplateParams);
  const params = parseTemplateParams(p, ts);
  if (params.length === 0) ts.explicitSpec = true;
  let requires: Node | undefined;
  if (p.k() === T.KwRequires) {
    p.next();
    requires = parseConstraintExpr(p);
  }
  let decl: Node | null;
  if (p.k() === T.KwConcept) {
    decl = parseConcept(p);
  } else {
    // pragmas between the template header and the declaration belong to the declaration
    const before = p.declPragmas;
    if (p.pending.length > 0) {
      const inner = p.pending.slice();
      p.pending.length = 0;
      for (const t of inner) p.stray.push(t);
      p.declPragmas = before ? before.concat(inner) : inner;
    } else p.declPragmas = before;
    decl = parseDeclaration(p, cx);
    if (params.length > 0 && decl !== null) noteClassTemplateParams(p, decl, params);
  }
  p.scope = saved;
  return {
    kind: NodeKind.Template,
    first,
    last: p.prevPos(),
    params,
    requires,
    decl: decl ?? undefined,
  } as Node;
}

/** Records the parameters of a primary class template or alias template declaration on its
 * symbol (for the default template arguments, which later stages need to name a specialization
 * in full, and to substitute an alias template's arguments), and a function template's first
 * declaration's (`fnTparams`, for the checks of its calls). */
function noteClassTemplateParams(p: Parser, decl: Node, params: Node[]): void {
  const fn = decl.kind === NodeKind.Function
    ? decl as Function
    : decl.kind === NodeKind.SimpleDecl && (decl as SimpleDecl).decls.length === 1 &&
        (decl as SimpleDecl).decls[0].kind === NodeKind.Function
    ? (decl as SimpleDecl).decls[0] as Function
    : undefined;
  const fsym = fn?.decl.name?.sym;
  if (fsym?.kind === SymKind.Function && fsym.isTemplate) {
    fsym.fnTparams ??= params;
    return;
  }
  if (decl.kind === NodeKind.Alias) {
    const sym = p.declScope().names.get((decl as GenericNode).atom!);
    if (sym?.kind === SymKind.Typedef && sym.isTemplate && sym.decl === decl) {
      (sym.tparamLists ??= []).push(params);
    }
    return;
  }
  const cls = decl.kind === NodeKind.SimpleDecl ? (decl as SimpleDecl).spec.type : undefined;
  if (cls === undefined || cls.kind !== NodeKind.Class) return;
  const n = (cls as Class).name;
  if (n === undefined || n.parts.some((q) => q.targs !== undefined)) return;
  const sym = n.sym;
  if (sym === undefined || sym.kind !== SymKind.Class) return;
  (sym.tparamLists ??= []).push(params);
}

function parseConcept(p: Parser): Node {
  const first = p.pos;
  p.next();
  const atom = p.atom();
  if (!p.expect(T.Identifier, E.ExpectedIdent)) {
    p.skipTo(true);
    return { kind: NodeKind.Concept, first, last: p.prevPos(), atom: -1 } as Node;
  }
  const s = p.declScope();
  s.declare(newSym(SymKind.Concept, atom, s, true));
  p.expect(T.Assign, E.ExpectedSemi);
  const expr = parseCondExpr(p, false);
  p.expectSemi();
  return { kind: NodeKind.Concept, first, last: p.prevPos(), atom, expr } as Node;
}

/** `< params >`; cursor at `<`. Declares the parameters in `ts`. */
export function parseTemplateParams(p: Parser, ts: Scope): Node[] {
  p.next(); // <
  const params: Node[] = [];
  if (p.atGreater()) {
    p.eatGreater();
    return params;
  }
  for (;;) {
    const prm = parseTemplateParam(p, ts);
    if (prm === null) break;
    params.push(prm);
    if (p.eat(T.Comma)) continue;
    if (!p.eatGreater()) {
      p.error(E.ExpectedGt);
    }
    break;
  }
  return fit(params);
}

function parseTemplateParam(p: Parser, ts: Scope): Node | null {
  const first = p.pos;
  const k = p.k();
  if (k === T.KwTemplate) {
    p.next();
    const inner = p.pushScope(ScopeKind.TemplateParams);
    let innerParams: Node[] = [];
    if (p.k() === T.Less) innerParams = parseTemplateParams(p, inner);
    p.scope = ts;
    if (p.k() === T.KwRequires) {
      p.next();
      parseConstraintExpr(p);
    }
    if (p.k() === T.KwClass || p.k() === T.KwTypename) p.next();
    else p.error(E.ExpectedTypeSpec);
    let pack = false;
    if (p.eat(T.Ellipsis)) pack = true;
    let atom = -1;
    if (p.k() === T.Identifier) {
      atom = p.atom();
      p.next();
      ts.declare(newSym(SymKind.TemplateTemplateParam, atom, ts, true));
    }
    let def: Node | undefined;
    if (p.eat(T.Assign)) def = parseName(p, 0);
    return {
      kind: NodeKind.TemplateTemplateParam,
      first,
      last: p.prevPos(),
      name: atom,
      pack,
      params: innerParams,
      default: def,
    } as Node;
  }
  if (k === T.KwClass || k === T.KwTypename) {
    const nk = p.peek();
    const nk2 = p.peek(2);
    const isType = nk === T.Ellipsis || nk === T.Comma || nk === T.Assign || nk === T.Greater ||
      nk === T.GreaterGreater || nk === T.GreaterEqual || nk === T.GreaterGreaterAssign ||
      nk === T.LaunchEnd ||
      (nk === T.Identifier &&
        (nk2 === T.Comma || nk2 === T.Assign || nk2 === T.Greater || nk2 === T.GreaterGreater ||
          nk2 === T.GreaterEqual || nk2 === T.GreaterGreaterAssign || nk2 === T.LaunchEnd));
    if (isType) {
      p.next();
      let pack = false;
      if (p.eat(T.Ellipsis)) pack = true;
      let atom = -1;
      let psym: Sym | undefined;
      if (p.k() === T.Identifier) {
        atom = p.atom();
        p.next();
      }
      // (the name is in scope after its default: `class U = W<U*>` names no U)
      let def: Node | undefined;
      if (p.eat(T.Assign)) def = parseTypeId(p, TI.TemplateArg);
      if (atom >= 0) psym = ts.declare(newSym(SymKind.TemplateTypeParam, atom, ts, false));
      const node = {
        kind: NodeKind.TemplateTypeParam,
        first,
        last: p.prevPos(),
        name: atom,
        pack,
        default: def,
      } as Node;
      // (the parameter's declaration gives its default argument to later stages)
      if (psym !== undefined && psym.decl === undefined) psym.decl = node;
      return node;
    }
  }
  // constrained type parameter: `Concept T`, `Concept<U> T`, `ns::Concept auto`
  if (k === T.Identifier || k === T.ColonColon) {
    const m = p.mark();
    p.silent++;
    const n = parseName(p, 0);
    p.silent--;
    if (
      n !== undefined && n.sym !== undefined && n.sym.kind === SymKind.Concept &&
      (p.k() === T.Identifier || p.k() === T.Ellipsis || p.k() === T.Comma || p.atGreater() ||
        p.k() === T.Assign)
    ) {
      p.reset(m);
      const cn = parseName(p, 0)!;
      let pack = false;
      if (p.eat(T.Ellipsis)) pack = true;
      let atom = -1;
      if (p.k() === T.Identifier) {
        atom = p.atom();
        p.next();
        ts.declare(newSym(SymKind.TemplateTypeParam, atom, ts, false));
      }
      let def: Node | undefined;
      if (p.eat(T.Assign)) def = parseTypeId(p, TI.TemplateArg);
      return {
        kind: NodeKind.TemplateTypeParam,
        first,
        last: p.prevPos(),
        name: atom,
        pack,
        constraint: cn,
        default: def,
      } as Node;
    }
    p.reset(m);
  }
  // non-type parameter
  const spec = parseDeclSpec(p, DC.Param, true);
  if (!declSpecHasType(spec)) {
    p.error(E.ExpectedTypeSpec);
    return null;
  }
  const decl = parseDeclarator(p, DM.Either);
  let atom = -1;
  if (decl.name && decl.name.parts.length === 1) {
    atom = decl.name.parts[0].atom;
    ts.declare(newSym(SymKind.NonTypeTemplateParam, atom, ts, false));
  }
  let def: Node | undefined;
  if (p.eat(T.Assign)) def = parseCondExpr(p, true);
  return {
    kind: NodeKind.TemplateNonTypeParam,
    first,
    last: p.prevPos(),
    name: atom,
    pack: decl.pack,
    type: { kind: NodeKind.TypeId, first: spec.first, last: decl.last, spec, decl },
    default: def,
  } as Node;
}

/** `Name(params) -> type;` (class template argument deduction guide). */
function tryDeductionGuide(p: Parser): Node | null {
  let nameTok = p.pos;
  for (;;) {
    const k = p.kinds[nameTok];
    if (k === T.KwExplicit) {
      nameTok = p.after(nameTok);
      if (p.kinds[nameTok] === T.LParen) nameTok = p.after(p.matchingClose(nameTok));
      continue;
    }
    if (k === T.KwAttribute) {
      const lp = p.after(nameTok);
      if (p.kinds[lp] !== T.LParen) return null;
      nameTok = p.after(p.matchingClose(lp));
      continue;
    }
    break;
  }
  if (p.kinds[nameTok] !== T.Identifier) return null;
  const lp = p.after(nameTok);
  if (p.kinds[lp] !== T.LParen) return null;
  const sym = p.lookup(p.atoms[nameTok]);
  if (sym === undefined || sym.kind !== SymKind.Class || !sym.isTemplate) return null;
  const close = p.matchingClose(lp);
  if (p.kinds[p.after(close)] !== T.Arrow) return null;
  sym.guided = true;
  const first = p.pos;
  let attrs: Attribute[] | undefined;
  while (p.pos < nameTok) {
    if (p.k() === T.KwAttribute) attrs = parseAttributes(p, attrs);
    else if (p.k() === T.KwExplicit) {
      p.next();
      if (p.k() === T.LParen) p.skipBalanced();
    } else p.next();
  }
  p.next();
  const decl = parseDeclarator(p, DM.Abstract);
  p.expectSemi();
  return {
    kind: NodeKind.DeductionGuide,
    first,
    last: p.prevPos(),
    atom: p.atoms[nameTok],
    decl,
    attrs,
  } as Node;
}

// ------------------------------------------------------------------ simple declarations

/**
 * A simple declaration: specifiers, then init-declarators or one function definition.
 * `forInit`: stop after the declarators (the caller handles `;` or `:` of a range-for).
 */
export function parseSimpleDeclaration(p: Parser, cx: number, forInit: boolean): Node {
  const first = p.pos;
  const tplCtx = p.scope.kind === ScopeKind.TemplateParams && !p.scope.explicitSpec;
  const pragmas = p.declPragmas;
  p.declPragmas = null;
  const attrs: Attribute[] = parseAttributes(p) ?? [];
  const spec = parseDeclSpec(
    p,
    cx === CX.Class ? DC.Member : forInit ? DC.Cond : DC.Normal,
  );
  if (spec.attrs) { for (const a of spec.attrs) attrs.push(a); }
  const missingSemi = (spec as DeclSpec & { missingSemi?: number }).missingSemi;
  if (missingSemi !== undefined) {
    // `struct S {...}` directly followed by another declaration
    p.error(E.ExpectedSemi, missingSemi);
    const cls = spec.type!;
    for (const a of attrs) {
      if (a.first > cls.last) {
        p.warn(E.AttributeNoEntity, a.first);
        break;
      }
    }
    return { kind: NodeKind.SimpleDecl, first, last: p.prevPos(), spec, decls: [], attrs } as Node;
  }
  if (p.k() === T.Semi && !forInit) {
    // an anonymous union at namespace scope must be static (error 365, at its key)
    const t = spec.type as (Node & { key?: number; name?: unknown }) | undefined;
    if (
      t?.kind === NodeKind.Class && t.key === T.KwUnion && t.name === undefined &&
      (spec.flags & DS.Static) === 0 && p.scope.kind === ScopeKind.Namespace && p.silent === 0
    ) p.diags.report(365, p.tb.start[t.first]);
    // attributes before a class or enumeration declared without declarators apply to nothing
    // (warning 1866, once, at the last of them: `__attribute__((device)) struct P {...};`)
    if (
      t !== undefined && (t.kind === NodeKind.Class || t.kind === NodeKind.Enum ||
        spec.elaborated !== undefined)
    ) {
      let lastLead: Attribute | undefined;
      for (const a of attrs) if (a.last < t.first && a.syntax !== 2) lastLead = a;
      if (lastLead !== undefined) p.warn(E.AttributeNoEntity, lastLead.first);
    }
    p.next();
    return { kind: NodeKind.SimpleDecl, first, last: p.prevPos(), spec, decls: [], attrs } as Node;
  }
  if (!declSpecHasType(spec) && spec.flags === 0 && !startsDeclaratorWithoutType(p)) {
    if (p.pos === first) return errorDecl(p, cx, first);
  }
  const isTypedef = (spec.flags & DS.Typedef) !== 0;
  const isFriend = (spec.flags & DS.Friend) !== 0;
  const decls: Node[] = [];
  const savedScope = p.scope;
  for (;;) {
    const dfirst = p.pos;
    // structured binding `auto [a, b] = ...`
    if (p.k() === T.LBracket && (spec.flags & DS.Auto)) {
      const sb = parseStructuredBinding(p, spec, attrs);
      checkBindingCount(p, sb as Variable);
      decls.push(sb);
      break;
    }
    if (
      (p.k() === T.Amp || p.k() === T.AmpAmp) && p.peek() === T.LBracket && (spec.flags & DS.Auto)
    ) {
      p.next();
      const sb = parseStructuredBinding(p, spec, attrs);
      checkBindingCount(p, sb as Variable);
      decls.push(sb);
      break;
    }
    let decl: Declarator;
    if (decls.length > 0 && p.k() === T.Semi) {
      p.error(E.ExpectedIdent); // `int x = 1, ;`
      break;
    }
    if (cx === CX.Class && p.k() === T.Colon) {
      // unnamed bit-field
      decl = { kind: NodeKind.Declarator, first: p.pos, last: p.pos, ops: [], pack: false };
    } else {
      decl = parseDeclarator(p, forInit ? DM.NamedInit : DM.Named);
    }
    // virt-specifiers
    while (
      p.k() === T.Identifier && (p.atom() === p.A.override || p.atom() === p.A.final)
    ) {
      (decl as Declarator & { virt?: number }).virt =
        ((decl as Declarator & { virt?: number }).virt ?? 0) | (p.atom() === p.A.override ? 1 : 2);
      p.next();
    }
    const fop = functionOp(decl);
    const name = decl.name;
    if (decls.length === 0) checkSpecifiers(p, spec, decl, cx);
    if (decls.length === 0 && !declSpecHasType(spec) && name !== undefined && p.silent === 0) {
      missingTypeCheck(p, spec, name, fop !== undefined, first);
    }
    // function definition? (not in a block: `int main() {` there is a declaration missing its
    // `;`, as after a missing `}`)
    if (
      fop !== undefined && name !== undefined && !isTypedef && cx !== CX.Block &&
      (p.k() === T.LBrace || p.k() === T.Colon || p.k() === T.KwTry ||
        (p.k() === T.Assign && (p.peek() === T.KwDefault || p.peek() === T.KwDelete)))
    ) {
      const fn = {
        kind: NodeKind.Function,
        first,
        last: first,
        spec,
        decl,
        defn: 0,
        attrs,
      } as Node & { body?: Node; memInits?: Node[]; defn: number; pragmas?: number[] };
      if (pragmas !== null) fn.pragmas = pragmas;
      checkReturnQualifiers(p, spec, decl);
      checkConstexprVirtual(p, spec, decl);
      if (tplCtx && cx === CX.Namespace) checkTemplateMain(p, name);
      if (!isFriend) declareDeclarator(p, decl, SymKind.Function, tplCtx, cx, spec);
      if (!isFriend) checkFunctionRedeclaration(p, fn, cx);
      if (!isFriend && cx === CX.Namespace && p.cLinkage) checkCLinkageOverload(p, fn);
      if (!isFriend && cx === CX.Namespace && p.k() !== T.Assign) checkFunctionRedefinition(p, fn);
      if (p.k() === T.Assign) {
        p.next();
        fn.defn = p.k() === T.KwDefault ? 1 : 2;
        p.next();
        p.expectSemi();
      } else {
        const proto = protoScope(fop) ?? p.scope;
        if (p.classDepth > 0 && p.silent === 0) {
          const start = p.pos;
          const npending = p.pending.length;
          skipFunctionBody(p);
          // the body's pragmas are placed when it is parsed; those after its `}` are members
          // (`#pragma GCC diagnostic pop` closing a push before the function)
          const end = p.prevPos();
          let n = npending;
          for (let i = npending; i < p.pending.length; i++) {
            if (p.pending[i] > end) p.pending[n++] = p.pending[i];
          }
          p.pending.length = n;
          p.deferred.push({ fn, scope: proto, start, end: p.pos, what: 0 });
        } else {
          const outer = p.scope;
          p.scope = proto;
          if (p.classDepth === 0) checkCompleteParams(p, fn);
          parseFunctionBodyNow(p, fn);
          p.scope = outer;
        }
      }
      p.scope = savedScope;
      fn.last = p.prevPos();
      if (name.sym !== undefined && name.sym.decl === undefined) name.sym.decl = fn;
      decls.push(fn);
      return fn;
    }
    let node: Node & { init?: Node; initStyle?: number; bitWidth?: Node };
    if (isTypedef) {
      node = { kind: NodeKind.Typedef, first: dfirst, last: dfirst, spec, decl } as Node;
      if (name && name.parts.length === 1) {
        checkTypedefRedeclaration(p, node);
        const s = p.declScope();
        const sym = s.declare(newSym(SymKind.Typedef, name.parts[0].atom, s, false));
        if (sym.kind === SymKind.Typedef) setTypedefTarget(sym, spec, decl, p.inTemplate());
        if (sym.kind === SymKind.Typedef && sym.decl === undefined) sym.decl = node;
      }
    } else if (fop !== undefined && name !== undefined) {
      node = {
        kind: NodeKind.Function,
        first: dfirst,
        last: dfirst,
        spec,
        decl,
        defn: 0,
        attrs,
      } as Node;
      checkReturnQualifiers(p, spec, decl);
      checkConstexprVirtual(p, spec, decl);
      if (tplCtx && cx === CX.Namespace) checkTemplateMain(p, name);
      if (!isFriend) declareDeclarator(p, decl, SymKind.Function, tplCtx, cx, spec);
      if (!isFriend) checkFunctionRedeclaration(p, node, cx);
      if (!isFriend && cx === CX.Namespace && p.cLinkage) checkCLinkageOverload(p, node);
      noteNodiscard(p, name, attrs);
    } else {
      node = {
        kind: NodeKind.Variable,
        first: dfirst,
        last: dfirst,
        spec,
        decl,
        initStyle: 0,
        attrs,
      } as Node;
      if (name !== undefined && !isFriend && !isTypedef) checkVariableRedeclaration(p, node, cx);
      if (name !== undefined && !isFriend) declareDeclarator(p, decl, SymKind.Variable, tplCtx, cx);
      if (cx === CX.Namespace && !isFriend && !isTypedef) noteVariableDefinition(p, node);
      checkArrayBounds(p, decl, cx === CX.Namespace);
      if (name !== undefined && !isFriend && !isTypedef) checkCompleteVariable(p, node, cx);
    }
    // bit-field
    if (p.k() === T.Colon && cx === CX.Class) {
      p.next();
      node.bitWidth = parseCondExpr(p, false);
      checkBitField(p, node);
      // (a default member initializer on a bit-field before C++20: a warning at `=` or `{`)
      if (!p.cxx20 && (p.k() === T.Assign || p.k() === T.LBrace)) p.warn(E.BitFieldInit, p.pos);
    }
    // initializer (in a class: parsed again once the class is complete)
    if (p.k() === T.Assign) {
      p.next();
      // (only non-static members: a static member's initializer is not a complete-class context)
      if (cx === CX.Class && fop === undefined && !(spec.flags & DS.Static)) {
        parseClassInit(p, false, node);
      } else {
        // (a constexpr variable's initializer is a constant expression)
        const cexpr = (spec.flags & DS.Constexpr) !== 0;
        if (cexpr) p.constCtx++;
        try {
          node.init = parseInitializerClause(p);
        } finally {
          if (cexpr) p.constCtx--;
        }
        if (node.kind === NodeKind.Variable) checkStringToCharPtr(p, spec, decl, node.init);
      }
      node.initStyle = 1;
    } else if (p.k() === T.LBrace && !isTypedef && !(fop !== undefined && cx === CX.Block)) {
      if (cx === CX.Class && !(spec.flags & DS.Static)) parseClassInit(p, true, node);
      else node.init = parseBracedInit(p);
      node.initStyle = 3;
    } else if (p.k() === T.LParen && fop === undefined && !isTypedef) {
      const f = p.pos;
      p.next();
      const args = p.k() === T.RParen ? [] : parseExprList(p, T.RParen);
      p.expect(T.RParen, E.ExpectedRParen);
      node.init = { kind: NodeKind.Paren, first: f, last: p.prevPos(), args } as Node;
      node.initStyle = 2;
    }
    if (node.kind === NodeKind.Function && node.init?.kind === NodeKind.IntLit) {
      (node as Node & { defn: number }).defn = 3; // pure virtual `= 0`
    }
    if (pragmas !== null && (node.kind === NodeKind.Function || node.kind === NodeKind.Variable)) {
      (node as Node & { pragmas?: number[] }).pragmas = pragmas;
    }
    const a2 = parseAttributes(p);
    if (a2) { for (const a of a2) attrs.push(a); }
    node.last = p.prevPos();
    if (name?.sym !== undefined && name.sym.decl === undefined && name.parts.length === 1) {
      name.sym.decl = node;
    }
    if (node.kind === NodeKind.Variable && !isFriend) {
      checkUninitialized(p, node, cx);
      checkAutoInit(p, node, cx);
      checkAutoSelfInit(p, node);
      if (cx !== CX.Class) {
        checkTooManyInits(p, node as Variable);
        checkVoidInit(p, node as Variable, cx === CX.Block);
      }
      checkAggregateDeduction(p, node as Variable);
      if (cx === CX.Block) checkDeletedInit(p, node as Variable);
      if (cx !== CX.Class) checkNarrowing(p, node as Variable);
      checkConstexprInit(p, node);
      if (cx !== CX.Class) checkInitFolding(p, node);
    }
    decls.push(node);
    p.scope = savedScope;
    if (p.k() === T.Comma) {
      p.next();
      continue;
    }
    break;
  }
  p.scope = savedScope;
  if (!forInit) {
    if (p.k() === T.Semi) p.next();
    else {
      // no second error at a token that already has one (`int 3;`)
      const lc = p.lastErrCode;
      const dup = p.lastErrPos === p.pos &&
        (lc === E.ExpectedIdent || lc === E.ExpectedExpr || lc === E.ExpectedTypeSpec);
      if (!dup) p.error(E.ExpectedSemi);
      p.skipTo(true, true);
    }
  }
  if (decls.length === 1 && !forInit) {
    const d = decls[0];
    d.first = first;
    d.last = p.prevPos();
    return d;
  }
  return { kind: NodeKind.SimpleDecl, first, last: p.prevPos(), spec, decls, attrs } as Node;
}

/**
 * A declaration without a type specifier that is not a constructor, destructor or conversion
 * function: "this declaration has no storage class or type specifier" when there are no
 * specifiers at all (at the declaration), else "explicit type is missing" (at the name).
 */
function missingTypeCheck(
  p: Parser,
  spec: DeclSpec,
  name: NameResult,
  isFunction: boolean,
  first: number,
): void {
  const last = name.parts[name.parts.length - 1];
  if (last.special !== undefined) return; // operator, conversion, destructor
  if (isCtorName(name) || name.parts.length > 1 || name.global) return; // X::X, or semantic
  if (name.parts.length === 1) {
    const cls = p.currentClass();
    if (cls !== null && cls.sym !== null && cls.sym.name === last.atom) return;
  }
  if ((spec.flags & DS.Friend) !== 0) return;
  if (spec.flags === 0 && !isFunction) p.error(E.MissingDeclSpecifiers, first);
  else p.error(E.ExplicitTypeMissing, name.first);
}

function errorDecl(p: Parser, cx: number, first: number): Node {
  p.error(cx === CX.Block ? E.ExpectedExpr : E.ExpectedDecl);
  p.skipTo(true);
  if (p.pos === first) p.next();
  return { kind: NodeKind.Error, first, last: p.prevPos() } as Node;
}

/** A declarator may start without a type: constructors, destructors, conversion functions. */
function startsDeclaratorWithoutType(p: Parser): boolean {
  const k = p.k();
  return k === T.Identifier || k === T.ColonColon || k === T.Tilde || k === T.KwOperator ||
    k === T.LParen || k === T.Star || k === T.Amp || k === T.KwTemplate || atAttribute(p);
}

function parseStructuredBinding(p: Parser, spec: DeclSpec, attrs: Attribute[]): Node {
  const first = p.pos;
  p.next(); // [
  const bindings: number[] = [];
  const syms: Sym[] = [];
  const s = p.declScope();
  while (p.k() === T.Identifier) {
    bindings.push(p.atom());
    syms.push(s.declare(newSym(SymKind.Variable, p.atom(), s, false)));
    p.next();
    if (!p.eat(T.Comma)) break;
  }
  p.expect(T.RBracket, E.ExpectedRBracket);
  const node = {
    kind: NodeKind.Variable,
    first,
    last: first,
    spec,
    decl: { kind: NodeKind.Declarator, first, last: p.prevPos(), ops: [], pack: false },
    initStyle: 0,
    attrs,
    bindings,
  } as Node & { init?: Node; initStyle: number };
  // (each binding's symbol knows its declaration: a lambda capturing one is warned about)
  for (const b of syms) if (b.decl === undefined) b.decl = node;
  if (p.k() === T.Assign) {
    p.next();
    node.init = parseInitializerClause(p);
    node.initStyle = 1;
  } else if (p.k() === T.LBrace) {
    node.init = parseBracedInit(p);
    node.initStyle = 3;
  } else if (p.k() === T.LParen) {
    p.next();
    node.init = parseAssignExpr(p);
    p.expect(T.RParen, E.ExpectedRParen);
    node.initStyle = 2;
  }
  node.last = p.prevPos();
  return node;
}

/** Is namespace `inner` namespace `outer` or nested in it? */
function enclosesNamespace(outer: Scope, inner: Scope): boolean {
  for (let s: Scope | null = inner; s !== null; s = s.parent) if (s === outer) return true;
  return false;
}

function declareDeclarator(
  p: Parser,
  decl: Declarator,
  kind: SymKind,
  tplCtx: boolean,
  cx: number,
  spec?: DeclSpec,
): void {
  const n = decl.name;
  if (n === undefined || n.parts.length !== 1 || n.global) return;
  const c = n.parts[0];
  if (c.special !== undefined || c.atom < 0) return;
  const s = p.declScope();
  if (s.kind === ScopeKind.Class && s.sym !== null && s.sym.name === c.atom) return; // constructor
  // (an explicit specialization of a function template found in a namespace this one does not
  // enclose: error 801, `namespace n { template <> void k<int>(int) {} }` for a global `k`)
  if (
    kind === SymKind.Function && c.targs !== undefined && s.kind === ScopeKind.Namespace &&
    p.scope.kind === ScopeKind.TemplateParams && p.scope.explicitSpec &&
    n.sym?.kind === SymKind.Function && n.sym.isTemplate &&
    n.sym.owner.kind === ScopeKind.Namespace && !enclosesNamespace(s, n.sym.owner) &&
    p.silent === 0
  ) p.diags.report(E.NotTemplateHere, p.tb.start[c.tok], [p.names.text(c.atom)]);
  const sym = s.declare(newSym(kind, c.atom, s, tplCtx && c.targs === undefined));
  if (tplCtx && c.targs === undefined) {
    sym.isTemplate = true;
    if (cx === CX.Class) p.memberTemplates.add(c.atom);
  }
  // the declarator's name now denotes what it declares (not what lookup found before)
  if (sym.kind === kind) n.sym = sym;
  if (kind === SymKind.Function) {
    sym.fnDecls++;
    // (one-element arrays first: most functions are declared once, see `fit`)
    const fs = spec === undefined || tplCtx || (s.inTemplate && inPrimaryTemplate(s)) ? null : spec;
    const ts = spec !== undefined && tplCtx && !s.inTemplate ? spec : null;
    if (sym.fnDeclarators === undefined) sym.fnDeclarators = [decl];
    else sym.fnDeclarators.push(decl);
    if (sym.fnSpecs === undefined) sym.fnSpecs = [fs];
    else sym.fnSpecs.push(fs);
    if (sym.fnTemplateSpecs === undefined) sym.fnTemplateSpecs = [ts];
    else sym.fnTemplateSpecs.push(ts);
    if (spec !== undefined && (spec.flags & DS.Static) !== 0) sym.fnStatic = true;
    if (spec !== undefined && (spec.flags & DS.Constexpr) !== 0) sym.fnConstexpr++;
    const seen = p.fnNameSyms.get(c.atom);
    if (seen === undefined) p.fnNameSyms.set(c.atom, sym);
    else if (seen !== sym) p.fnNameSyms.set(c.atom, null);
  }
}

/** Skips `try? (: mem-inits)? { body } handlers*` (for deferred parsing). */
function skipFunctionBody(p: Parser): void {
  let isTry = false;
  if (p.k() === T.KwTry) {
    isTry = true;
    p.next();
  }
  if (p.k() === T.Colon) {
    p.next();
    let prev = T.Colon as number;
    while (p.k() !== T.EOF) {
      const k = p.k();
      if (k === T.LBrace && (prev === T.RParen || prev === T.RBrace || prev === T.Ellipsis)) break;
      if (k === T.LParen || k === T.LBrace || k === T.LBracket) {
        p.skipBalanced();
        prev = k === T.LParen ? T.RParen : k === T.LBrace ? T.RBrace : T.RBracket;
        continue;
      }
      if (k === T.Semi || k === T.RBrace) return;
      prev = k;
      p.next();
    }
  }
  if (p.k() === T.LBrace) p.skipBalanced();
  if (isTry) {
    while (p.k() === T.KwCatch) {
      p.next();
      if (p.k() === T.LParen) p.skipBalanced();
      if (p.k() === T.LBrace) p.skipBalanced();
    }
  }
}

/** Parses `try? (: mem-inits)? compound handlers*` at the cursor into `fn` (scope = prototype). */
export function parseFunctionBodyNow(
  p: Parser,
  fn: Node & { body?: Node; memInits?: Node[] },
): void {
  const outer = p.scope;
  p.pushScope(ScopeKind.Block);
  let tryTok = -1;
  if (p.k() === T.KwTry) {
    tryTok = p.pos;
    p.next();
  }
  if (p.k() === T.Colon) {
    p.next();
    const inits: Node[] = [];
    for (;;) {
      const f = p.pos;
      const n = parseName(p, NF.Typename);
      if (n === undefined) {
        p.error(E.ExpectedIdent);
        break;
      }
      let args: Node[] = [];
      let braced = false;
      if (p.k() === T.LParen) {
        p.next();
        if (p.k() !== T.RParen) args = parseExprList(p, T.RParen);
        p.expect(T.RParen, E.ExpectedRParen);
      } else if (p.k() === T.LBrace) {
        braced = true;
        args = [parseBracedInit(p)];
      } else {
        p.error(E.ExpectedLParen);
        break;
      }
      const pack = p.eat(T.Ellipsis);
      inits.push(
        {
          kind: NodeKind.MemInit,
          first: f,
          last: p.prevPos(),
          name: n,
          args,
          braced,
          pack,
        } as Node,
      );
      if (!p.eat(T.Comma)) break;
    }
    fn.memInits = inits;
  }
  if (p.k() === T.LBrace) {
    const loops = p.loops, switches = p.switches, fnCtx = p.fnCtx;
    const labelCtx = p.labelCtx, switchCtx = p.switchCtx, fnAtom = p.fnAtom;
    const fnReturns = p.fnReturns, fnReturnType = p.fnReturnType;
    p.loops = p.switches = 0;
    p.fnCtx = functionContext(p, fn);
    const fnDecl = (fn as GenericNode).decl as Declarator | undefined;
    const fnName = fnDecl?.name;
    p.fnAtom = fnName?.parts[fnName.parts.length - 1].atom ?? -1;
    // (the declarator's operator after the function's: `int &f()`, `int *f()`)
    const ro = fnDecl?.ops[0]?.op === 5 && !fnDecl.ops[0].trailing ? fnDecl.ops[1]?.op : undefined;
    p.fnReturns = ro === 1 || ro === 2 ? 1 : ro === 0 ? 2 : 0;
    p.fnReturnType = declaredReturnType(p, fn);
    p.labelCtx = tryTok < 0 ? newLabelContext(p) : null;
    p.switchCtx = null;
    // (the compound of a function-try-block is not the function's outermost block for
    // redeclaration checks: `void f(int q) try { int q; }` is accepted by the binary)
    p.scope.compound = tryTok < 0;
    const errorsBefore = p.errorCount;
    const body = parseCompound(p, false);
    checkLabelsAtEnd(p, p.labelCtx);
    if (tryTok < 0) checkFunctionEnd(p, body);
    checkUsedBeforeSet(p, body, errorsBefore);
    p.loops = loops;
    p.switches = switches;
    p.fnCtx = fnCtx;
    p.fnAtom = fnAtom;
    p.fnReturns = fnReturns;
    p.fnReturnType = fnReturnType;
    p.labelCtx = labelCtx;
    p.switchCtx = switchCtx;
    if (tryTok >= 0) {
      const handlers = parseHandlers(p);
      fn.body = {
        kind: NodeKind.Try,
        first: tryTok,
        last: p.prevPos(),
        body,
        list: handlers,
      } as Node;
    } else fn.body = body;
  } else {
    p.error(E.ExpectedLBrace);
  }
  p.scope = outer;
}

import { parseHandlers } from "./parse_stmt.ts";

// ------------------------------------------------------------------ classes and enums

/** class-specifier or elaborated-type-specifier (cursor at class/struct/union). */
export function parseClassSpecifier(p: Parser, ctx: number): Node {
  const first = p.pos;
  const key = p.k();
  const tplCtx = p.scope.kind === ScopeKind.TemplateParams && !p.scope.explicitSpec;
  p.next();
  let attrs = parseAttributes(p) ?? [];
  let name: NameResult | undefined;
  if (p.k() === T.Identifier || p.k() === T.ColonColon) {
    name = parseName(p, NF.Typename);
  }
  attrs = parseAttributes(p, attrs) ?? attrs;
  let isFinal = false;
  if (
    p.k() === T.Identifier && p.atom() === p.A.final &&
    (p.peek() === T.LBrace || p.peek() === T.Colon)
  ) {
    isFinal = true;
    p.next();
  }
  const isDef = p.k() === T.LBrace ||
    (p.k() === T.Colon && ctx !== DC.TypeId &&
      (name === undefined || p.peek() !== T.IntLit));
  const node: Class & { sym?: Sym } = {
    kind: NodeKind.Class,
    first,
    last: first,
    key,
    name,
    attrs,
    bases: [],
    members: [],
    complete: isDef,
    final: isFinal,
  };
  const last = name?.parts[name.parts.length - 1];
  if (!isDef) {
    // elaborated type specifier / forward declaration
    if (name !== undefined && last !== undefined) {
      let sym = name.sym;
      if (sym !== undefined && sym.kind !== SymKind.Class && sym.hiddenTag) sym = sym.hiddenTag;
      if (name.parts.length === 1 && !name.global && last.targs === undefined) {
        const forward = p.k() === T.Semi;
        if (
          sym === undefined || sym.kind !== SymKind.Class || (forward && !isFriendDecl(p, first))
        ) {
          const s = forward ? p.declScope() : p.tagScope();
          const existing = s.names.get(last.atom);
          if (existing !== undefined && (existing.kind === SymKind.Class || existing.hiddenTag)) {
            sym = existing.kind === SymKind.Class ? existing : existing.hiddenTag;
            if (tplCtx && sym) sym.isTemplate = true;
          } else if (sym === undefined || forward) {
            sym = newClassSym(p, s, last.atom, tplCtx);
          }
        }
      }
      if (sym !== undefined) {
        node.sym = sym;
        if (sym.decl === undefined) sym.decl = node;
        name.sym = sym;
      }
    }
    node.last = p.prevPos();
    return node;
  }
  // definition
  let sym: Sym | undefined;
  let parentScope: Scope = p.scope;
  if (name !== undefined && (name.parts.length > 1 || name.global) && name.qscope) {
    // `struct A::B {...}` / `struct A::B<T*> {...}`: the body sees A's members
    const proxy = new Scope(ScopeKind.Qualified, p.scope, null);
    proxy.target = name.qscope;
    if (name.qsym !== undefined) proxy.targetSym = name.qsym;
    parentScope = proxy;
  }
  if (name === undefined) {
    sym = newSym(SymKind.Class, -1, p.declScope(), false);
  } else if (last !== undefined && last.targs !== undefined) {
    // explicit or partial specialisation
    const primary = name.sym;
    sym = newSym(SymKind.Class, last.atom, p.declScope(), tplCtx);
    if (primary !== undefined) {
      if (!primary.specs) primary.specs = [];
      sym.primary = primary;
    }
  } else if (name.parts.length > 1 || name.global) {
    sym = name.sym;
    if (sym === undefined || sym.kind !== SymKind.Class) {
      sym = newSym(SymKind.Class, last!.atom, name.qscope ?? p.declScope(), tplCtx);
    }
  } else {
    const s = p.declScope();
    const existing = s.names.get(last!.atom);
    if (existing !== undefined && existing.kind === SymKind.Class) sym = existing;
    else if (existing !== undefined && existing.hiddenTag) sym = existing.hiddenTag;
    else sym = newClassSym(p, s, last!.atom, tplCtx);
    if (tplCtx) sym.isTemplate = true;
  }
  const cs = new Scope(ScopeKind.Class, parentScope, sym);
  cs.isTemplateScope = tplCtx;
  if (last !== undefined && last.targs !== undefined) {
    const primary = name!.sym;
    if (primary !== undefined && primary.specs) primary.specs.push(cs);
    sym.scope = cs;
  } else {
    sym.scope = cs;
  }
  node.sym = sym;
  if (sym.decl === undefined) sym.decl = node;
  if (sym.def !== undefined && sym.def !== node && name !== undefined) {
    // (a class template's primary definition too, at namespace scope: `class template "pr" has
    // already been defined`)
    if (!tplCtx) checkTagRedefinition(p, sym, node, name);
    else if (
      sym.isTemplate && last?.targs === undefined && p.scope.parent?.kind === ScopeKind.Namespace
    ) checkTagRedefinition(p, sym, node, name, true);
  }
  if (sym.def === undefined) sym.def = node;
  node.scope = cs;
  if (name !== undefined) name.sym = sym;
  if (sym.name >= 0) {
    // injected class name (a template name inside a class template)
    const inj = newSym(SymKind.Class, sym.name, cs, sym.isTemplate);
    inj.scope = cs;
    if (sym.primary) inj.isTemplate = true;
    cs.names.set(sym.name, inj);
  }
  // bases
  if (p.k() === T.Colon) {
    p.next();
    for (;;) {
      const bf = p.pos;
      parseAttributes(p);
      let access = 0;
      let virt = false;
      for (;;) {
        if (p.k() === T.KwVirtual) {
          virt = true;
          p.next();
        } else if (p.k() === T.KwPublic || p.k() === T.KwPrivate || p.k() === T.KwProtected) {
          access = p.k();
          p.next();
        } else break;
      }
      const saved = p.scope;
      p.scope = cs.parent!;
      const bn = parseName(p, NF.Typename);
      p.scope = saved;
      if (bn === undefined) {
        p.error(E.ExpectedIdent);
        break;
      }
      const pack = p.eat(T.Ellipsis);
      node.bases.push({
        kind: NodeKind.Base,
        first: bf,
        last: p.prevPos(),
        name: bn,
        access,
        virtual: virt,
        pack,
      });
      checkCompleteBase(p, node.bases[node.bases.length - 1]);
      checkFinalBase(p, node.bases[node.bases.length - 1]);
      const bs = bn.sym !== undefined && !bn.dependent ? scopeOf(bn.sym) : undefined;
      if (bs !== undefined && bn.sym!.kind !== SymKind.TemplateTypeParam) {
        if (cs.bases === null) cs.bases = [];
        cs.bases.push(bs);
        // specialisations of a base template
        if (bn.sym!.specs) { for (const sp of bn.sym!.specs) cs.bases.push(sp); }
      } else cs.dependentBase = true;
      if (!p.eat(T.Comma)) break;
    }
  }
  // body
  const lb = p.pos;
  if (!p.expect(T.LBrace, E.ExpectedLBrace)) {
    node.last = p.prevPos();
    return node;
  }
  const saved = p.scope;
  p.scope = cs;
  p.classDepth++;
  node.members = parseDeclarationSeq(p, T.RBrace, CX.Class);
  p.classDepth--;
  closeBrace(p, lb);
  p.scope = saved;
  node.last = p.prevPos();
  if (name === undefined && p.k() === T.Semi) {
    // an anonymous union (or GNU anonymous struct): its members are found in the enclosing scope
    const ds = p.declScope();
    if (ds.inlineChildren === null) ds.inlineChildren = [];
    ds.inlineChildren.push(cs);
  }
  if (p.classDepth === 0 && p.deferred.length > 0 && p.silent === 0) flushDeferred(p);
  return node;
}

function isFriendDecl(p: Parser, classTok: number): boolean {
  // `friend class X;` does not declare X in the class scope
  for (let i = classTok - 1; i >= 0 && i > classTok - 4; i--) {
    const k = p.kinds[i];
    if (k === T.KwFriend) return true;
    if (k === T.Semi || k === T.LBrace || k === T.RBrace || k === T.Colon) return false;
  }
  return false;
}

function newClassSym(p: Parser, s: Scope, atom: number, tpl: boolean): Sym {
  const sym: Sym = newSym(SymKind.Class, atom, s, tpl);
  sym.scope = new Scope(ScopeKind.Class, s, sym);
  noteClassName(p, s, atom);
  return s.declare(sym);
}

/** enum-specifier / opaque-enum-declaration / elaborated enum (cursor at `enum`). */
export function parseEnumSpecifier(p: Parser, ctx: number): Node {
  const first = p.pos;
  p.next();
  let scoped = false;
  if (p.k() === T.KwClass || p.k() === T.KwStruct) {
    scoped = true;
    p.next();
  }
  let attrs = parseAttributes(p) ?? [];
  let name: Name | undefined;
  if (p.k() === T.Identifier || p.k() === T.ColonColon) name = parseName(p, 0);
  attrs = parseAttributes(p, attrs) ?? attrs;
  let base: Node | undefined;
  if (p.k() === T.Colon && ctx !== DC.TypeId) {
    const nk = p.peek();
    if (nk !== T.IntLit) {
      p.next();
      base = parseTypeId(p, TI.Plain);
    }
  }
  const node: Enum & { sym?: Sym } = {
    kind: NodeKind.Enum,
    first,
    last: first,
    scoped,
    name,
    base,
    attrs,
    enumerators: [],
    complete: p.k() === T.LBrace,
  };
  const atom = name && name.parts.length === 1 ? name.parts[0].atom : -1;
  let sym = name?.sym;
  const s = p.declScope();
  if (
    atom >= 0 &&
    (sym === undefined || sym.kind !== SymKind.Enum || (node.complete && sym.owner !== s))
  ) {
    const existing = s.names.get(atom);
    if (existing !== undefined && existing.kind === SymKind.Enum) sym = existing;
    else {
      sym = newSym(SymKind.Enum, atom, s, false);
      sym.scope = new Scope(ScopeKind.Enum, p.scope, sym);
      sym = s.declare(sym);
    }
  }
  if (sym === undefined) {
    sym = newSym(SymKind.Enum, -1, s, false);
    sym.scope = new Scope(ScopeKind.Enum, p.scope, sym);
  }
  if (!sym.scope) sym.scope = new Scope(ScopeKind.Enum, p.scope, sym);
  node.sym = sym;
  if (sym.decl === undefined) sym.decl = node;
  if (name) name.sym = sym;
  if (p.k() === T.LBrace) {
    const lb = p.pos;
    p.next();
    if (sym.def !== undefined && sym.def !== node && name !== undefined) {
      checkTagRedefinition(p, sym, node, name);
    }
    if (sym.def === undefined) sym.def = node;
    const es = sym.scope;
    let afterComma = true;
    for (;;) {
      p.takePragmas(node.enumerators);
      if (p.k() !== T.Identifier) break;
      const ef = p.pos;
      const ea = p.atom();
      p.next();
      const eattrs = parseAttributes(p);
      let value: Node | undefined;
      if (p.eat(T.Assign)) {
        // (a scoped enumeration's earlier enumerators are found unqualified in its values:
        // `enum class E { A, B = A };`)
        const outer = p.scope;
        if (scoped && es.parent === outer) p.scope = es;
        try {
          value = parseCondExpr(p, false);
        } finally {
          p.scope = outer;
        }
        checkEnumerator(p, node, value);
      }
      node.enumerators.push(
        {
          kind: NodeKind.Enumerator,
          first: ef,
          last: p.prevPos(),
          name: ea,
          value,
          attrs: eattrs,
        } as Node,
      );
      checkEnumeratorRedeclaration(p, es, s, scoped, ea, ef);
      const esym: Sym = newSym(SymKind.Enumerator, ea, es, false);
      esym.decl = node;
      es.names.set(ea, esym);
      if (!scoped) s.declare(esym);
      afterComma = p.eat(T.Comma);
      if (!afterComma) break;
    }
    if (p.k() !== T.RBrace && p.k() !== T.EOF) {
      // `A, 3`: an identifier was expected; `A 3`: the list should have ended
      const code = afterComma ? E.ExpectedIdent : E.ExpectedRBrace;
      p.error(code);
      if (code === E.ExpectedRBrace && p.lastErrPos === p.pos && p.silent === 0) {
        p.diags.report(E.ToMatchThis, p.tb.start[lb], ["{"]);
      }
      p.skipTo(false);
    }
    closeBrace(p, lb);
  }
  node.last = p.prevPos();
  return node;
}

export { parseCompound };
export type { Class };

/**
 * Is scope `s` inside a template with parameters (not only inside explicit specializations,
 * whose members are ordinary: `template<> struct char_traits<char16_t>`)?
 */
function inPrimaryTemplate(s: Scope): boolean {
  for (let c: Scope | null = s; c !== null; c = c.parent) {
    if (c.kind === ScopeKind.TemplateParams && !c.explicitSpec) return true;
  }
  return false;
}

/** `template<class T> int main()` at global scope: error 466 at the name. */
function checkTemplateMain(p: Parser, name: NameResult): void {
  if (p.silent > 0 || name.parts.length !== 1 || name.global) return;
  const part = name.parts[0];
  if (part.atom < 0 || (part.special ?? 0) !== 0 || p.names.text(part.atom) !== "main") return;
  let s: Scope | null = p.scope;
  while (s !== null && s.kind === ScopeKind.TemplateParams) s = s.parent;
  if (s === null || s.kind !== ScopeKind.Namespace || s.parent !== null) return;
  p.diags.report(E.TemplateMain, p.tb.start[part.tok], []);
}

/** Records a function declared with leading `[[nodiscard]]` (see `Parser.nodiscardFns`). */
function noteNodiscard(p: Parser, name: NameResult, attrs: Attribute[] | undefined): void {
  if (name.sym?.kind !== SymKind.Function || !attrs) return;
  if (attrs.some((a) => attrName(p.names, a) === "nodiscard")) p.nodiscardFns.add(name.sym);
}
