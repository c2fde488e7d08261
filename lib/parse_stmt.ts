/**
 * Statements, including the declaration-vs-expression decision (by lookup, with a bounded
 * look at what follows a type name and `(`), GNU asm statements with operands, case ranges,
 * local labels and the pragmas that sit between statements.
 */
import { T } from "./tokens.ts";
import { type DeclSpec, DS, fit, type GenericNode, type Node, NodeKind } from "./ast.ts";
import { newSym, ScopeKind, SymKind } from "./scope.ts";
import {
  BUILTIN_TYPE,
  DC,
  DECL_SPEC_KW,
  DM,
  E,
  isComplexKw,
  isCtorName,
  nameIsType,
  type NameResult,
  parseAttributes,
  parseDeclarator,
  parseDeclSpec,
  parseName,
  type Parser,
  startsTypeId,
} from "./parse.ts";
import { closeBrace, CX, parseDeclaration, parseSimpleDeclaration } from "./parse_decl.ts";
import { parseCondExpr, parseExpr, parseInitializerClause } from "./parse_expr.ts";
import {
  checkAssignCondition,
  checkCase,
  checkConstexprIf,
  checkDiscardedCall,
  checkGotoBypass,
  checkLabelDef,
  checkNoEffect,
  checkReturn,
  checkSwitchBypass,
  newSwitchContext,
  noteGoto,
  noteLocalLabel,
} from "./sema_checks.ts";

/** `{ statements }` (cursor at `{`). */
export function parseCompound(p: Parser, newScope: boolean): Node {
  const first = p.pos;
  p.next();
  const saved = p.scope;
  if (newScope) p.pushScope(ScopeKind.Block).compound = true;
  const list: Node[] = [];
  for (;;) {
    p.takePragmas(list);
    const k = p.k();
    if (k === T.RBrace || k === T.EOF) break;
    const before = p.pos;
    const s = parseStatement(p);
    if (s !== null) list.push(s);
    if (p.pos === before && p.split === 0) {
      if (p.k() === T.RParen || p.k() === T.RBracket) {
        p.error(E.ExpectedStmt);
        p.next();
      } else p.skipTo(true);
    }
    if (p.failed && p.silent > 0) break;
  }
  closeBrace(p, first);
  p.scope = saved;
  const node = { kind: NodeKind.Compound, first, last: p.prevPos(), list: fit(list) } as Node;
  checkGotoBypass(p, node);
  return node;
}

/** One statement. */
export function parseStatement(p: Parser): Node | null {
  const first = p.pos;
  const k = p.k();
  switch (k) {
    case T.LBrace:
      return parseCompound(p, true);
    case T.Semi:
      p.next();
      return { kind: NodeKind.NullStmt, first, last: first } as Node;
    case T.KwIf:
      return parseIf(p);
    case T.KwSwitch:
      return parseSwitchWhile(p, NodeKind.Switch);
    case T.KwWhile:
      return parseSwitchWhile(p, NodeKind.While);
    case T.KwDo: {
      p.next();
      const body = loopBody(p, 1);
      p.expect(T.KwWhile, E.ExpectedStmt);
      p.expect(T.LParen, E.ExpectedLParen);
      const cond = parseExpr(p);
      checkAssignCondition(p, cond);
      p.expectRParen();
      // (a stray `)` is skipped with the rest: `while (0));` is one error, as after an
      // expression statement)
      if (p.k() === T.Semi) p.next();
      else {
        if (p.lastErrPos !== p.pos || p.lastErrCode !== E.ExpectedExpr) p.error(E.ExpectedSemi);
        p.skipTo(true, true);
      }
      return { kind: NodeKind.DoWhile, first, last: p.prevPos(), body, cond } as Node;
    }
    case T.KwFor:
      return parseFor(p);
    case T.KwBreak:
    case T.KwContinue:
      checkJump(p, k === T.KwBreak);
      p.next();
      p.expectSemi();
      return {
        kind: k === T.KwBreak ? NodeKind.Break : NodeKind.Continue,
        first,
        last: p.prevPos(),
      } as Node;
    case T.KwReturn:
    case T.KwCoReturn: {
      p.next();
      let expr: Node | undefined;
      if (p.k() === T.LBrace) expr = parseInitializerClause(p);
      else if (p.k() !== T.Semi) expr = parseExpr(p);
      p.expectSemi();
      const ret = {
        kind: k === T.KwReturn ? NodeKind.Return : NodeKind.CoReturn,
        first,
        last: p.prevPos(),
        expr,
      } as Node;
      if (k === T.KwReturn && p.kinds[ret.last] === T.Semi) {
        checkReturn(p, ret);
      }
      return ret;
    }
    case T.KwGoto: {
      p.next();
      let expr: Node | undefined;
      let atom = -1;
      if (p.k() === T.Star) {
        p.next();
        expr = parseExpr(p);
      } else {
        atom = p.atom();
        if (p.k() === T.Identifier) noteGoto(p, atom, p.pos);
        p.expect(T.Identifier, E.ExpectedIdent);
      }
      p.expectSemi();
      return { kind: NodeKind.Goto, first, last: p.prevPos(), atom, expr } as Node;
    }
    case T.KwCase: {
      p.next();
      const lo = parseCondExpr(p, false);
      let hi: Node | undefined;
      if (p.eat(T.Ellipsis)) hi = parseCondExpr(p, false);
      if (!p.expect(T.Colon, E.ExpectedColon)) p.skipTo(true);
      else checkCase(p, lo, hi);
      const body = labelTarget(p);
      return { kind: NodeKind.Case, first, last: p.prevPos(), expr: lo, rhs: hi, body } as Node;
    }
    case T.KwDefault: {
      p.next();
      if (!p.expect(T.Colon, E.ExpectedColon)) p.skipTo(true);
      const body = labelTarget(p);
      return { kind: NodeKind.Default, first, last: p.prevPos(), body } as Node;
    }
    case T.KwTry: {
      p.next();
      if (p.k() !== T.LBrace) {
        p.error(E.ExpectedLBrace);
        return null;
      }
      const body = parseCompound(p, true);
      const handlers = parseHandlers(p);
      return { kind: NodeKind.Try, first, last: p.prevPos(), body, list: handlers } as Node;
    }
    case T.KwAsm:
      return parseAsmStatement(p);
    case T.KwLabel: {
      noteLocalLabel(p);
      p.next();
      const s = p.scope;
      while (p.k() === T.Identifier) {
        s.declare(newSym(SymKind.Variable, p.atom(), s, false));
        p.next();
        if (!p.eat(T.Comma)) break;
      }
      p.expectSemi();
      return { kind: NodeKind.DeclStmt, first, last: p.prevPos() } as Node;
    }
    case T.Identifier:
      if (p.peek() === T.Colon) {
        const atom = p.atom();
        checkLabelDef(p, atom, p.pos);
        p.next();
        p.next();
        const attrs = parseAttributes(p);
        const body = labelTarget(p);
        return { kind: NodeKind.Label, first, last: p.prevPos(), atom, body, attrs } as Node;
      }
      break;
    case T.KwAttribute:
    case T.LBracket:
      if (k === T.KwAttribute || p.peek() === T.LBracket) {
        const m = p.mark();
        const attrs = parseAttributes(p);
        if (p.k() === T.Semi) {
          p.next();
          return { kind: NodeKind.NullStmt, first, last: p.prevPos(), attrs } as Node;
        }
        if (isDeclarationStatement(p)) {
          p.reset(m);
          break;
        }
        const s = parseStatement(p);
        if (s !== null) (s as Node & { attrs?: unknown }).attrs = attrs;
        return s;
      }
      break;
    case T.KwElse:
    case T.KwCatch:
      // `else` without `if`: expected a statement; the keyword is dropped
      p.error(E.ExpectedStmt);
      p.next();
      return null;
    case T.KwExtension: {
      p.next();
      const s = parseStatement(p);
      if (s !== null) s.first = first;
      // (a declaration keeps it: `__extension__ long long big = (1);`)
      const d = s?.kind === NodeKind.DeclStmt ? (s as GenericNode).decl as GenericNode : undefined;
      const spec = d?.spec as DeclSpec | undefined;
      if (
        spec !== undefined && (d!.kind === NodeKind.SimpleDecl || d!.kind === NodeKind.Variable)
      ) {
        spec.flags |= DS.Extension;
      }
      return s;
    }
  }
  if (isDeclarationStatement(p)) {
    const d = parseDeclaration(p, CX.Block);
    return { kind: NodeKind.DeclStmt, first, last: p.prevPos(), decl: d ?? undefined } as Node;
  }
  const e = parseExpr(p);
  if (p.k() === T.Semi) {
    checkNoEffect(p, e);
    checkDiscardedCall(p, e);
    p.next();
  } else {
    // after "expected an expression" at this very token EDG just skips the statement
    if (p.lastErrPos !== p.pos || p.lastErrCode !== E.ExpectedExpr) p.error(E.ExpectedSemi);
    p.skipTo(true, true);
  }
  return { kind: NodeKind.ExprStmt, first, last: p.prevPos(), expr: e } as Node;
}

/** The statement after a label (may be missing before `}` in C++23 / GNU). */
function labelTarget(p: Parser): Node | undefined {
  if (p.k() === T.RBrace) {
    // a label needs a statement (until C++23): cudafe++ only warns
    if (p.opts.cppStd < 2023) p.warnAs(E.ExpectedStmt);
    return undefined;
  }
  return parseStatement(p) ?? undefined;
}

/** A sub-statement of if/while/for: its own block scope (so declarations do not leak). */
/** The body of a loop (`what` 1) or a switch (2): `break` (and for loops `continue`) may appear. */
function loopBody(p: Parser, what: number): Node | undefined {
  if (what === 1) {
    p.loops++;
    const body = parseSubStatement(p);
    p.loops--;
    return body;
  }
  p.switches++;
  const outer = p.switchCtx;
  p.switchCtx = newSwitchContext(p);
  const body = parseSubStatement(p);
  p.switchCtx = outer;
  p.switches--;
  return body;
}

/**
 * `break` outside a loop or switch (error 116), `continue` outside a loop (115), reported at the
 * keyword as the binary does (function and lambda bodies start with no enclosing loop).
 */
function checkJump(p: Parser, isBreak: boolean): void {
  if (p.silent > 0 || p.loops > 0 || (isBreak && p.switches > 0)) return;
  p.diags.report(isBreak ? 116 : 115, p.tb.start[p.pos]);
}

function parseSubStatement(p: Parser): Node | undefined {
  if (p.k() === T.RBrace || p.k() === T.EOF) {
    p.error(E.ExpectedStmt);
    return undefined;
  }
  const saved = p.scope;
  p.pushScope(ScopeKind.Block);
  // (pragmas before a sub-statement stay with it: `for (...) #pragma unroll for (...)` is a
  // body of the pragma and the loop, as in braces)
  const pragmas: Node[] = [];
  p.takePragmas(pragmas);
  const s = parseStatement(p);
  p.scope = saved;
  if (s !== null && pragmas.length > 0) {
    return {
      kind: NodeKind.Compound,
      first: s.first,
      last: s.last,
      list: [...pragmas, s],
      implicit: true,
    } as Node;
  }
  return s ?? undefined;
}

export function parseHandlers(p: Parser): Node[] {
  const out: Node[] = [];
  while (p.k() === T.KwCatch) {
    const f = p.pos;
    p.next();
    const saved = p.scope;
    p.pushScope(ScopeKind.Block);
    p.expect(T.LParen, E.ExpectedLParen);
    let param: Node | undefined;
    if (p.k() === T.Ellipsis) p.next();
    else {
      const spec = parseDeclSpec(p, DC.Param);
      const decl = parseDeclarator(p, DM.Either);
      if (decl.name && decl.name.parts.length === 1) {
        p.scope.declare(newSym(SymKind.Variable, decl.name.parts[0].atom, p.scope, false));
      }
      param = { kind: NodeKind.Param, first: spec.first, last: p.prevPos(), spec, decl } as Node;
    }
    p.expectRParen();
    let body: Node | undefined;
    if (p.k() === T.LBrace) body = parseCompound(p, false);
    else p.error(E.ExpectedLBrace);
    p.scope = saved;
    out.push({ kind: NodeKind.Catch, first: f, last: p.prevPos(), decl: param, body } as Node);
  }
  return out;
}

/** condition: expression or declaration with initializer. */
function parseCondition(p: Parser): Node {
  if (isDeclarationStatement(p)) return parseSimpleDeclaration(p, CX.Block, true);
  return parseExpr(p);
}

/** init-statement? condition — returns [init, cond]. */
function parseInitAndCondition(p: Parser): [Node | undefined, Node] {
  let first: Node;
  if (isDeclarationStatement(p)) {
    first = parseSimpleDeclaration(p, CX.Block, true);
  } else if (p.k() === T.Semi) {
    p.next();
    return [undefined, parseCondition(p)];
  } else first = parseExpr(p);
  if (p.k() === T.Semi) {
    p.next();
    return [first, parseCondition(p)];
  }
  return [undefined, first];
}

function parseIf(p: Parser): Node {
  const first = p.pos;
  p.next();
  let flags = 0;
  if (p.k() === T.KwConstexpr) {
    flags = 1;
    p.next();
  } else if (p.k() === T.Exclaim && p.peek() === T.KwConsteval) {
    flags = 3;
    p.next();
    p.next();
  } else if (p.k() === T.KwConsteval) {
    flags = 2;
    p.next();
  }
  const saved = p.scope;
  p.pushScope(ScopeKind.Block);
  let init: Node | undefined;
  let cond: Node | undefined;
  if (flags < 2) {
    if (p.expect(T.LParen, E.ExpectedLParen)) {
      [init, cond] = parseInitAndCondition(p);
      checkAssignCondition(p, cond);
      if (flags === 1 && cond !== undefined) checkConstexprIf(p, cond);
      p.expectRParen(false);
    } else cond = missingLParen(p);
  }
  const body = parseSubStatement(p);
  let els: Node | undefined;
  if (p.k() === T.KwElse) {
    p.next();
    els = parseSubStatement(p);
  }
  p.scope = saved;
  return {
    kind: NodeKind.If,
    first,
    last: p.prevPos(),
    init,
    cond,
    body,
    else: els,
    flags,
  } as Node;
}

/**
 * `if x ...` without `(`: EDG skips to the `)` (or the `}` ending the block), then parses the
 * condition there (which at a `}` reports the missing expression and `)`).
 */
function missingLParen(p: Parser): Node | undefined {
  if (p.skipParen(false)) return undefined;
  const cond = parseExpr(p);
  p.expectRParen(false);
  return cond;
}

function parseSwitchWhile(p: Parser, kind: NodeKind): Node {
  const first = p.pos;
  p.next();
  const saved = p.scope;
  p.pushScope(ScopeKind.Block);
  let init: Node | undefined;
  let cond: Node | undefined;
  if (p.expect(T.LParen, E.ExpectedLParen)) {
    if (kind === NodeKind.Switch) [init, cond] = parseInitAndCondition(p);
    else {
      cond = parseCondition(p);
      checkAssignCondition(p, cond);
    }
    p.expectRParen(false);
  } else cond = missingLParen(p);
  const body = loopBody(p, kind === NodeKind.Switch ? 2 : 1);
  p.scope = saved;
  const node = { kind, first, last: p.prevPos(), init, cond, body } as Node;
  if (kind === NodeKind.Switch) checkSwitchBypass(p, node);
  return node;
}

function parseFor(p: Parser): Node {
  const first = p.pos;
  p.next();
  const saved = p.scope;
  p.pushScope(ScopeKind.Block);
  if (!p.expect(T.LParen, E.ExpectedLParen)) {
    p.scope = saved;
    p.skipTo(true);
    return { kind: NodeKind.For, first, last: p.prevPos() } as Node;
  }
  let init: Node | undefined;
  let cond: Node | undefined;
  let inc: Node | undefined;
  if (p.k() === T.Semi) p.next();
  else if (isDeclarationStatement(p)) {
    init = parseSimpleDeclaration(p, CX.Block, true);
    if (p.k() === T.Colon) {
      p.next();
      const range = parseInitializerClause(p);
      p.expectRParen(false);
      const body = loopBody(p, 1);
      p.scope = saved;
      return {
        kind: NodeKind.RangeFor,
        first,
        last: p.prevPos(),
        decl: init,
        expr: range,
        body,
      } as Node;
    }
    p.expectSemi();
  } else {
    init = parseExpr(p);
    p.expectSemi();
  }
  if (p.k() !== T.Semi) {
    if (isDeclarationStatement(p)) {
      cond = parseSimpleDeclaration(p, CX.Block, true);
      if (p.k() === T.Colon) {
        // C++20 range-for with init-statement
        p.next();
        const range = parseInitializerClause(p);
        p.expectRParen(false);
        const body = loopBody(p, 1);
        p.scope = saved;
        return {
          kind: NodeKind.RangeFor,
          first,
          last: p.prevPos(),
          init,
          decl: cond,
          expr: range,
          body,
        } as Node;
      }
    } else {
      cond = parseExpr(p);
      checkAssignCondition(p, cond);
    }
  }
  p.expectSemi();
  if (p.k() !== T.RParen) inc = parseExpr(p);
  p.expectRParen(false);
  const body = loopBody(p, 1);
  p.scope = saved;
  return { kind: NodeKind.For, first, last: p.prevPos(), init, cond, inc, body } as Node;
}

/** GNU asm statement: `asm volatile goto ( "..." : outputs : inputs : clobbers : labels );` */
function parseAsmStatement(p: Parser): Node {
  const first = p.pos;
  p.next();
  let quals = 0;
  while (p.k() === T.KwVolatile || p.k() === T.KwInline || p.k() === T.KwGoto) {
    quals |= p.k() === T.KwVolatile ? 1 : p.k() === T.KwInline ? 2 : 4;
    p.next();
  }
  p.expect(T.LParen, E.ExpectedLParen);
  const str = p.pos;
  if (p.k() === T.StringLit) { while (p.k() === T.StringLit) p.next(); }
  else p.error(E.ExpectedExpr);
  const sections: Node[][] = [];
  let colons = 0;
  while (p.k() === T.Colon || p.k() === T.ColonColon) {
    const n = p.k() === T.Colon ? 1 : 2;
    p.next();
    for (let i = 0; i < n; i++) {
      colons++;
      sections.push([]);
    }
    const sec = sections[sections.length - 1];
    while (p.k() !== T.RParen && p.k() !== T.Colon && p.k() !== T.ColonColon && p.k() !== T.EOF) {
      const f = p.pos;
      if (p.k() === T.LBracket) {
        p.next();
        p.expect(T.Identifier, E.ExpectedIdent);
        p.expect(T.RBracket, E.ExpectedRBracket);
      }
      if (p.k() === T.StringLit) {
        while (p.k() === T.StringLit) p.next();
        let expr: Node | undefined;
        if (p.k() === T.LParen) {
          p.next();
          expr = parseExpr(p);
          p.expectRParen();
        }
        sec.push({ kind: NodeKind.AsmStmt, first: f, last: p.prevPos(), expr } as Node);
      } else if (p.k() === T.Identifier) {
        p.next(); // goto label
        sec.push({ kind: NodeKind.Ident, first: f, last: f } as Node);
      } else {
        p.error(E.ExpectedExpr);
        p.skipTo(true);
        return { kind: NodeKind.AsmStmt, first, last: p.prevPos(), flags: quals } as Node;
      }
      if (!p.eat(T.Comma)) break;
    }
  }
  p.expectRParen();
  p.expectSemi();
  return {
    kind: NodeKind.AsmStmt,
    first,
    last: p.prevPos(),
    flags: quals,
    str,
    list: sections.map((
      s,
      i,
    ) => ({ kind: NodeKind.Comma, first, last: first, args: s, atom: i } as Node)),
    colons,
  } as Node;
}

// ------------------------------------------------------------------ disambiguation

/** Does the statement at the cursor start with a declaration? (no tokens consumed) */
/**
 * `typename T::X(args).f();`: a functional cast whose value is used (a member access or an
 * index follows the parenthesized or braced arguments) is an expression statement, not the
 * declaration `typename T::X(x);` would be.
 */
function typenameCastExpr(p: Parser): boolean {
  let i = p.peekPos();
  for (let n = 0; n < 64; n++) {
    const k = p.kinds[i];
    if (k === T.Identifier || k === T.ColonColon || k === T.KwTemplate) {
      i = p.after(i);
      continue;
    }
    if (k === T.Less) {
      // (template arguments: to the matching `>`, parentheses skipped whole)
      let depth = 0;
      for (; i < p.tb.count - 1; i = p.after(i)) {
        const c = p.kinds[i];
        if (c === T.Less) depth++;
        else if (c === T.Greater) depth--;
        else if (c === T.GreaterGreater) depth -= 2;
        else if (c === T.LParen || c === T.LBracket) i = p.matchingClose(i);
        else if (c === T.Semi || c === T.LBrace || c === T.RBrace) return false;
        if (depth <= 0) break;
      }
      if (depth < 0) return false;
      i = p.after(i);
      continue;
    }
    break;
  }
  const k = p.kinds[i];
  if (k !== T.LParen && k !== T.LBrace) return false;
  const nk = p.kinds[p.after(p.matchingClose(i))];
  return nk === T.Dot || nk === T.Arrow || nk === T.LBracket || nk === T.PlusPlus ||
    nk === T.MinusMinus;
}

export function isDeclarationStatement(p: Parser): boolean {
  const k = p.k();
  if (DECL_SPEC_KW[k]) return true;
  switch (k) {
    case T.KwUsing:
    case T.KwNamespace:
    case T.KwTypename:
      return !typenameCastExpr(p);
    case T.KwTemplate:
    case T.KwStaticAssert:
    case T.KwTypeof:
    case T.KwConcept:
      return true;
    case T.KwAuto:
    case T.KwAutoType:
      return true;
    case T.KwDecltype: {
      const close = p.matchingClose(p.peekPos());
      const nk = p.kinds[p.after(close)];
      if (nk === T.ColonColon) return nameDecl(p);
      return nk !== T.LParen && nk !== T.LBrace && nk !== T.Dot && nk !== T.Arrow;
    }
    case T.KwTypeTrait:
      return startsTypeId(p) && p.kinds[p.after(p.matchingClose(p.peekPos()))] !== T.LParen;
    case T.LBracket:
      return p.peek() === T.LBracket;
    case T.Identifier:
      if (isComplexKw(p)) return true;
      return nameDecl(p);
    case T.ColonColon:
      return nameDecl(p);
  }
  if (BUILTIN_TYPE[k]) {
    if (p.peek() === T.LParen) {
      // `int(x)` functional cast vs `int (*fp)(int)`, `int (C::*pm)` declarations
      const m = p.mark();
      p.next();
      const r = parenDecl(p) || parenMemberPtr(p);
      p.reset(m);
      return r;
    }
    return p.peek() !== T.LBrace;
  }
  return false;
}

function nameDecl(p: Parser): boolean {
  const m = p.mark();
  p.silent++;
  const n = parseName(p, 0);
  p.silent--;
  let r = false;
  if (n !== undefined && !p.failed) {
    const k = p.k();
    if (nameIsType(n) && !isCtorName(n)) {
      if (k === T.LParen) r = parenDecl(p);
      else {
        r = k === T.Identifier || k === T.Star || k === T.Amp || k === T.AmpAmp ||
          k === T.KwConst || k === T.KwVolatile || k === T.KwAttribute || k === T.Ellipsis ||
          k === T.KwOperator || k === T.KwRestrict || k === T.ColonColon ||
          (k === T.LBracket && p.peek() === T.LBracket) || k === T.Semi ||
          k === T.KwDecltype || BUILTIN_TYPE[k] === 1 || k === T.KwTypename;
        if (k === T.Semi || k === T.ColonColon) r = false;
      }
    } else if (n.sym === undefined) {
      // unknown or dependent name followed by an identifier: only a declaration can be `a b`
      // (but a member of a type parameter without `typename` is no type: `T::iterator it = ..`
      // is an expression missing its `;` before `it`, as the binary reads it)
      r = k === T.Identifier && p.peek() !== T.Colon && !typeParamMember(p, n);
    } else if (n.sym.kind === SymKind.Concept) {
      r = k === T.KwAuto || k === T.KwDecltype; // `Concept auto x = ...`
    }
  }
  p.reset(m);
  return r;
}

/** Is `n` a member of a template type parameter named without `typename` (`T::iterator`)? */
function typeParamMember(p: Parser, n: NameResult): boolean {
  if (!n.dependent || n.global || n.parts.length !== 2 || n.parts[0].targs !== undefined) {
    return false;
  }
  if (n.parts[1].targs !== undefined || n.parts[1].templateKw) return false;
  const q = p.lookup(n.parts[0].atom);
  return q !== undefined && q.kind === SymKind.TemplateTypeParam;
}

/** `(` followed by `C::*` / `::C::*` (member-pointer declarator)? Raw token scan. */
function parenMemberPtr(p: Parser): boolean {
  let i = p.after(p.pos);
  const k = p.kinds;
  if (k[i] === T.ColonColon) i = p.after(i);
  for (let n = 0; n < 16; n++) {
    if (k[i] !== T.Identifier) return false;
    i = p.after(i);
    if (k[i] !== T.ColonColon) return false;
    i = p.after(i);
    if (k[i] === T.Star) return true;
  }
  return false;
}

/** After a type name at `(`: `T(x);` `T(*p)(int);` are declarations; `T(x).f()`, `T(a, b);` not. */
function parenDecl(p: Parser): boolean {
  const lp = p.pos;
  const close = p.matchingClose(lp);
  const after = p.kinds[p.after(close)];
  const inner = p.kinds[p.after(lp)];
  if (
    after === T.Dot || after === T.Arrow || after === T.PlusPlus || after === T.MinusMinus ||
    after === T.Question || (after !== T.Assign && after !== T.LParen && after !== T.LBracket &&
      after !== T.Semi && after !== T.Comma && after !== T.LBrace)
  ) return false;
  if (inner === T.Star || inner === T.Amp || inner === T.AmpAmp || inner === T.Caret) {
    return after !== T.Semi || close - lp > 2;
  }
  if (inner === T.Identifier && p.after(p.after(lp)) === close) {
    // (and `T (x)(3);`, a declaration with a direct initializer, not a call of a temporary)
    if (after === T.LParen) {
      const end = p.kinds[p.after(p.matchingClose(p.after(close)))];
      return end === T.Semi || end === T.Comma;
    }
    return after === T.Semi || after === T.Assign || after === T.Comma || after === T.LBracket ||
      after === T.LBrace;
  }
  return false;
}
