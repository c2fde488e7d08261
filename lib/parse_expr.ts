/**
 * Expressions: precedence climbing over cast-expressions, with the C++ special cases decided
 * by lookup (casts vs parenthesised expressions, functional casts, template-ids), lambdas,
 * fold expressions, requires-expressions, GNU statement expressions and builtins, and CUDA
 * kernel launches `f<<<grid, block, shmem, stream>>>(args)`.
 */
import { ATOMIC_BUILTINS, WGMMA_BUILTINS } from "./cuda_builtins.ts";
import { hasUserSuffix } from "./literals.ts";
import { T, TF } from "./tokens.ts";
import { type DeclSpec, DS, fit, type GenericNode, type Node, NodeKind } from "./ast.ts";
import { newSym, type Scope, ScopeKind, type Sym, SymKind } from "./scope.ts";
import {
  BUILTIN_TYPE,
  DC,
  DM,
  E,
  nameIsType,
  type NameResult,
  NF,
  parseAttributes,
  parseConstraintExpr,
  parseDeclarator,
  parseDeclSpec,
  parseDecltype,
  parseFunctionSuffix,
  parseName,
  type Parser,
  parseTemplateArgs,
  parseTypeId,
  parseTypeIdOrExpr,
  protoScope,
  startsTypeId,
  TI,
} from "./parse.ts";
import { parseCompound } from "./parse_stmt.ts";
import {
  checkAssignTarget,
  checkAssignValue,
  checkBindingCaptures,
  checkCallArity,
  checkCommaOperand,
  checkComparedOperands,
  checkCompleteTypeId,
  checkConstantOperand,
  checkIntegralOperands,
  checkLabelsAtEnd,
  checkLaunchConfig,
  checkLaunchValues,
  checkMemberAccess,
  checkNewDefault,
  checkObjectQualifiers,
  checkOperandType,
  checkPointerOperands,
  checkTemplateCall,
  checkThis,
  checkUnsignedZero,
  classifyNvParent,
  newLabelContext,
  NvParent,
  reportNoNamespaceMember,
} from "./sema_checks.ts";
import { parseTemplateParams } from "./parse_decl.ts";

/** Binary operator precedence by token kind (0 = not a binary operator). */
const PREC = new Uint8Array(T.KwEnd + 1);
PREC[T.PipePipe] = 3;
PREC[T.AmpAmp] = 4;
PREC[T.Pipe] = 5;
PREC[T.Caret] = 6;
PREC[T.Amp] = 7;
PREC[T.EqualEqual] = 8;
PREC[T.ExclaimEqual] = 8;
PREC[T.Less] = 9;
PREC[T.Greater] = 9;
PREC[T.LessEqual] = 9;
PREC[T.GreaterEqual] = 9;
PREC[T.Spaceship] = 10;
PREC[T.LessLess] = 11;
PREC[T.GreaterGreater] = 11;
PREC[T.Plus] = 12;
PREC[T.Minus] = 12;
PREC[T.Star] = 13;
PREC[T.Slash] = 13;
PREC[T.Percent] = 13;
PREC[T.DotStar] = 14;
PREC[T.ArrowStar] = 14;

/** Can token kind `k` continue an expression after an operand (a binary operator, `?`, ...)? */
export function continuesExpression(k: number): boolean {
  return PREC[k] !== 0 || ASSIGN[k] !== 0 || k === T.Question || k === T.Dot ||
    k === T.Arrow || k === T.LBracket || k === T.PlusPlus || k === T.MinusMinus;
}

const ASSIGN = new Uint8Array(T.KwEnd + 1);
for (
  const k of [
    T.Assign,
    T.PlusAssign,
    T.MinusAssign,
    T.StarAssign,
    T.SlashAssign,
    T.PercentAssign,
    T.CaretAssign,
    T.AmpAssign,
    T.PipeAssign,
    T.LessLessAssign,
    T.GreaterGreaterAssign,
  ]
) ASSIGN[k] = 1;

/** Tokens that close a template argument list when they appear at its top level. */
function isGtLike(k: number): boolean {
  return k === T.Greater || k === T.GreaterGreater || k === T.LaunchEnd;
}

/** expression (comma-separated). */
export function parseExpr(p: Parser): Node {
  let e = parseAssignExpr(p);
  while (p.k() === T.Comma) {
    if (p.peek() === T.Ellipsis) {
      // comma fold `(e, ...)`
      p.next();
      p.next();
      e = { kind: NodeKind.Fold, first: e.first, last: p.prevPos(), op: T.Comma, lhs: e } as Node;
      continue;
    }
    p.next();
    checkCommaOperand(p, e);
    const r = parseAssignExpr(p);
    e = { kind: NodeKind.Comma, first: e.first, last: r.last, lhs: e, rhs: r } as Node;
  }
  return e;
}

/** assignment-expression; `noGt`: a top-level `>` ends it (template argument). */
export function parseAssignExpr(p: Parser, noGt = false): Node {
  return parseAssignOrCond(p, noGt, true);
}

/** conditional-expression (constant expressions, template arguments). */
export function parseCondExpr(p: Parser, noGt: boolean): Node {
  // (called where a constant expression is expected: see Parser.constCtx)
  p.constCtx++;
  try {
    return parseAssignOrCond(p, noGt, false);
  } finally {
    p.constCtx--;
  }
}

function parseAssignOrCond(p: Parser, noGt: boolean, allowAssign: boolean): Node {
  const first = p.pos;
  if (p.k() === T.KwThrow) {
    p.next();
    let expr: Node | undefined;
    if (startsExpression(p)) expr = parseAssignExpr(p, noGt);
    return { kind: NodeKind.Throw, first, last: p.prevPos(), expr } as Node;
  }
  if (p.k() === T.KwCoYield) {
    p.next();
    const expr = parseInitializerClause(p);
    return { kind: NodeKind.CoYield, first, last: p.prevPos(), expr } as Node;
  }
  const lhs = parseBinary(p, 3, noGt);
  if (p.k() === T.Question) {
    p.next();
    let mid: Node | undefined;
    if (p.k() !== T.Colon) mid = parseExpr(p); // GNU `a ?: b`
    if (!p.expect(T.Colon, E.ExpectedColon)) {
      const bad = errNode(p, p.pos);
      return {
        kind: NodeKind.Conditional,
        first: lhs.first,
        last: p.prevPos(),
        cond: lhs,
        lhs: mid,
        rhs: bad,
      } as Node;
    }
    const rhs = parseAssignOrCond(p, noGt, true);
    return {
      kind: NodeKind.Conditional,
      first: lhs.first,
      last: rhs.last,
      cond: lhs,
      lhs: mid,
      rhs,
    } as Node;
  }
  if (ASSIGN[p.k()] && allowAssign && !(noGt && isGtLike(p.k()))) {
    const op = p.k();
    p.next();
    const rhs = parseInitializerClause(p, noGt);
    const assign = {
      kind: NodeKind.Assign,
      first: lhs.first,
      last: rhs.last,
      op,
      lhs,
      rhs,
    } as Node;
    const errors = p.errorCount;
    checkAssignTarget(p, assign);
    if (p.errorCount === errors) checkAssignValue(p, assign);
    return assign;
  }
  return lhs;
}

function parseBinary(p: Parser, minPrec: number, noGt: boolean): Node {
  let lhs = parseCastExpr(p);
  for (;;) {
    const k = p.k();
    const prec = PREC[k];
    if (prec === 0 || prec < minPrec) break;
    if (noGt && isGtLike(k)) break;
    if (p.peek() === T.Ellipsis) {
      // fold expression `(pack op ...)` or `(init op ... op pack)`
      p.next();
      p.next();
      let rhs: Node | undefined;
      if (p.k() === k) {
        p.next();
        rhs = parseBinary(p, prec + 1, noGt);
      }
      lhs = { kind: NodeKind.Fold, first: lhs.first, last: p.prevPos(), op: k, lhs, rhs } as Node;
      continue;
    }
    p.next();
    const rhs = parseBinary(p, prec + 1, noGt);
    lhs = { kind: NodeKind.Binary, first: lhs.first, last: rhs.last, op: k, lhs, rhs } as Node;
    if (k >= T.Less && k <= T.GreaterEqual) checkUnsignedZero(p, lhs);
    if (INTEGRAL_OPS.has(k)) checkIntegralOperands(p, lhs);
    if (k === T.Plus || k === T.Minus || k === T.Star || k === T.Slash) {
      checkPointerOperands(p, lhs);
    }
    if (k === T.Slash || k === T.Percent || k === T.LessLess || k === T.GreaterGreater) {
      checkConstantOperand(p, lhs);
    }
    if (COMPARE_OPS.has(k)) checkComparedOperands(p, lhs);
  }
  return lhs;
}

/** Comparison operators (their operands convert to a common type). */
const COMPARE_OPS = new Set<number>([
  T.EqualEqual,
  T.ExclaimEqual,
  T.Less,
  T.Greater,
  T.LessEqual,
  T.GreaterEqual,
]);

/** Binary operators whose operands must be integral (or unscoped enumerations). */
const INTEGRAL_OPS = new Set<number>([
  T.Percent,
  T.LessLess,
  T.GreaterGreater,
  T.Amp,
  T.Pipe,
  T.Caret,
]);

/** Can the current token start an expression? */
export function startsExpression(p: Parser): boolean {
  const k = p.k();
  switch (k) {
    case T.Semi:
    case T.RParen:
    case T.RBracket:
    case T.RBrace:
    case T.Comma:
    case T.Colon:
    case T.EOF:
      return false;
  }
  return !isGtLike(k) && !ASSIGN[k];
}

/** cast-expression / unary-expression. */
export function parseCastExpr(p: Parser): Node {
  const first = p.pos;
  const k = p.k();
  switch (k) {
    case T.LParen: {
      const e = parseParenOrCast(p);
      if (e.kind === NodeKind.Cast) return e;
      return parsePostfix(p, e);
    }
    case T.Plus:
    case T.Minus:
    case T.Exclaim:
    case T.Tilde:
    case T.Star:
    case T.Amp:
    case T.PlusPlus:
    case T.MinusMinus:
    case T.KwCoAwait: {
      p.next();
      const e = parseCastExpr(p);
      const u = { kind: NodeKind.Unary, first, last: e.last, op: k, expr: e } as Node;
      if (k === T.Star || k === T.PlusPlus || k === T.MinusMinus) checkOperandType(p, u);
      return u;
    }
    case T.AmpAmp: {
      // GNU label address &&label
      p.next();
      const atom = p.atom();
      if (!p.expect(T.Identifier, E.ExpectedIdent)) return errNode(p, first);
      return { kind: NodeKind.GnuUnary, first, last: p.prevPos(), op: k, atom } as Node;
    }
    case T.KwExtension:
    case T.KwReal:
    case T.KwImag: {
      p.next();
      const e = parseCastExpr(p);
      return { kind: NodeKind.GnuUnary, first, last: e.last, op: k, expr: e } as Node;
    }
    case T.KwSizeof:
    case T.KwAlignof:
      return parseSizeof(p);
    case T.KwNoexcept: {
      p.next();
      p.expect(T.LParen, E.ExpectedLParen);
      const e = parseExpr(p);
      p.expectRParen();
      return { kind: NodeKind.Noexcept, first, last: p.prevPos(), expr: e } as Node;
    }
    case T.KwNew:
      return parseNew(p, first);
    case T.KwDelete:
      return parseDelete(p, first);
    case T.ColonColon: {
      const nk = p.peek();
      if (nk === T.KwNew) {
        p.next();
        return parseNew(p, first);
      }
      if (nk === T.KwDelete) {
        p.next();
        return parseDelete(p, first);
      }
      break;
    }
  }
  return parsePostfix(p, parsePrimary(p));
}

function errNode(p: Parser, first: number): Node {
  return { kind: NodeKind.Error, first, last: p.pos > first ? p.prevPos() : first } as Node;
}

function parseSizeof(p: Parser): Node {
  const first = p.pos;
  const isSizeof = p.k() === T.KwSizeof;
  p.next();
  if (isSizeof && p.k() === T.Ellipsis) {
    p.next();
    p.expect(T.LParen, E.ExpectedLParen);
    const atom = p.atom();
    p.expect(T.Identifier, E.ExpectedIdent);
    p.expectRParen();
    return { kind: NodeKind.SizeofPack, first, last: p.prevPos(), atom } as Node;
  }
  if (p.k() === T.LParen) {
    const m = p.mark();
    p.next();
    if (startsTypeId(p)) {
      p.silent++;
      p.failed = false;
      const t = parseTypeId(p, TI.Plain);
      const ok = !p.failed && p.k() === T.RParen;
      p.silent--;
      if (ok) {
        p.failed = m.failed;
        p.next();
        checkCompleteTypeId(p, t);
        return {
          kind: isSizeof ? NodeKind.SizeofType : NodeKind.AlignofType,
          first,
          last: p.prevPos(),
          type: t,
        } as Node;
      }
    }
    p.reset(m);
  }
  const e = parseCastExpr(p);
  return {
    kind: isSizeof ? NodeKind.SizeofExpr : NodeKind.AlignofExpr,
    first,
    last: e.last,
    expr: e,
  } as Node;
}

function parseParenOrCast(p: Parser): Node {
  const first = p.pos;
  const nk = p.peek();
  if (nk === T.LBrace) {
    // GNU statement expression
    p.next();
    p.stmtExprDepth++;
    const body = parseCompound(p, true);
    p.stmtExprDepth--;
    p.expectRParen();
    return { kind: NodeKind.StmtExpr, first, last: p.prevPos(), body } as Node;
  }
  const m = p.mark();
  p.next();
  if (startsTypeId(p)) {
    p.silent++;
    p.failed = false;
    const t = parseTypeId(p, TI.Plain);
    const ok = !p.failed && p.k() === T.RParen;
    p.silent--;
    if (ok) {
      p.failed = m.failed;
      p.next();
      if (p.k() === T.LBrace) {
        const init = parseBracedInit(p);
        return { kind: NodeKind.Cast, first, last: p.prevPos(), type: t, expr: init } as Node;
      }
      // (not a function type: `(int())` is an expression, `int a((int()));`)
      const sure = BUILTIN_TYPE[m.pos < 0 ? 0 : p.kinds[p.after(m.pos)]] === 1 &&
        !t.decl.ops.some((o) => o.op === 5);
      if (startsCastOperand(p.k()) || sure) {
        // `(int)` can only be a cast (a missing operand is reported there)
        const e = parseCastExpr(p);
        return { kind: NodeKind.Cast, first, last: e.last, type: t, expr: e } as Node;
      }
    }
    p.reset(m);
    p.next();
  }
  if (p.k() === T.Ellipsis) {
    // left fold `( ... op pack )`
    p.next();
    const op = p.k();
    p.next();
    const rhs = parseCastExpr(p);
    p.expectRParen();
    return { kind: NodeKind.Fold, first, last: p.prevPos(), op, rhs } as Node;
  }
  if (p.k() === T.RParen) {
    p.error(E.ExpectedExpr);
    p.next();
    return errNode(p, first);
  }
  const e = parseExpr(p);
  if (!p.expectRParen()) {
    return { kind: NodeKind.Paren, first, last: p.prevPos(), expr: e } as Node;
  }
  return { kind: NodeKind.Paren, first, last: p.prevPos(), expr: e } as Node;
}

/** Can a cast-expression operand start with token kind `k`? (else `(T)` was not a cast) */
function startsCastOperand(k: number): boolean {
  if (PREC[k] !== 0) {
    return k === T.Star || k === T.Amp || k === T.Plus || k === T.Minus || k === T.AmpAmp ||
      k === T.ColonColon;
  }
  switch (k) {
    case T.RParen:
    case T.RBracket:
    case T.RBrace:
    case T.Semi:
    case T.Comma:
    case T.Colon:
    case T.Question:
    case T.Dot:
    case T.Arrow:
    case T.EOF:
    case T.Ellipsis:
    case T.LaunchEnd:
    case T.LaunchBegin:
      return false;
  }
  return ASSIGN[k] === 0;
}

function parseNew(p: Parser, first: number): Node {
  p.next(); // new
  let placement: Node[] | undefined;
  let type: Node | undefined;
  if (p.k() === T.LParen) {
    // parenthesised type-id or placement?
    const m = p.mark();
    p.next();
    let isType = false;
    if (startsTypeId(p)) {
      p.silent++;
      p.failed = false;
      const t = parseTypeId(p, TI.Plain);
      const ok = !p.failed && p.k() === T.RParen;
      p.silent--;
      if (ok) {
        p.failed = m.failed;
        p.next();
        if (!startsTypeId(p)) {
          isType = true;
          type = t;
        }
      }
    }
    if (!isType) {
      p.reset(m);
      p.next();
      placement = p.k() === T.RParen ? [] : parseExprList(p, T.RParen);
      p.expectRParen();
      if (p.k() === T.LParen) {
        p.next();
        type = parseTypeId(p, TI.Plain);
        p.expectRParen();
      }
    }
  }
  if (type === undefined) type = parseTypeId(p, TI.NewType);
  let init: Node | undefined;
  if (p.k() === T.LParen) {
    const f = p.pos;
    p.next();
    const args = p.k() === T.RParen ? [] : parseExprList(p, T.RParen);
    p.expectRParen();
    init = { kind: NodeKind.Paren, first: f, last: p.prevPos(), args } as Node;
  } else if (p.k() === T.LBrace) init = parseBracedInit(p);
  const node = { kind: NodeKind.New, first, last: p.prevPos(), type, args: placement, init };
  checkNewDefault(p, node as Node);
  return node as Node;
}

function parseDelete(p: Parser, first: number): Node {
  p.next();
  let array = false;
  if (p.k() === T.LBracket && p.peek() === T.RBracket) {
    p.next();
    p.next();
    array = true;
  }
  const e = parseCastExpr(p);
  return { kind: NodeKind.Delete, first, last: e.last, expr: e, flags: array ? 1 : 0 } as Node;
}

/** Postfix operators applied to `e`. */
function parsePostfix(p: Parser, e: Node): Node {
  for (;;) {
    const k = p.k();
    if (k === T.LParen) {
      p.next();
      const args = p.k() === T.RParen ? [] : parseExprList(p, T.RParen);
      const close = p.pos; // the `)`, or where it was expected
      p.expectRParen();
      const callee = e;
      e = { kind: NodeKind.Call, first: e.first, last: p.prevPos(), expr: e, args } as Node;
      checkCallArity(p, e, close);
      checkTemplateCall(p, e);
      checkObjectQualifiers(p, e);
      if (callee.kind === NodeKind.Ident) reportUndefinedCall(p, callee, args);
      continue;
    }
    if (k === T.LBracket) {
      if (p.peek() === T.LBracket) break;
      p.next();
      const idx = p.k() === T.LBrace ? parseBracedInit(p) : parseExpr(p);
      p.expect(T.RBracket, E.ExpectedRBracket);
      e = { kind: NodeKind.Index, first: e.first, last: p.prevPos(), expr: e, rhs: idx } as Node;
      checkOperandType(p, e);
      continue;
    }
    if (k === T.Dot || k === T.Arrow) {
      p.next();
      const n = parseName(p, NF.Member);
      if (n === undefined) {
        p.error(E.ExpectedMemberName);
        return e;
      }
      e = {
        kind: NodeKind.Member,
        first: e.first,
        last: p.prevPos(),
        op: k,
        expr: e,
        name: n,
      } as Node;
      checkMemberAccess(p, e);
      continue;
    }
    if (k === T.PlusPlus || k === T.MinusMinus) {
      p.next();
      e = { kind: NodeKind.Postfix, first: e.first, last: p.prevPos(), op: k, expr: e } as Node;
      checkOperandType(p, e);
      continue;
    }
    if (k === T.LaunchBegin) {
      p.next();
      // (an empty configuration is a call of the push function without arguments:
      // `k<<<>>>(0)` has too few)
      const config = p.k() === T.LaunchEnd
        ? (p.error(165), [] as Node[])
        : parseExprList(p, T.LaunchEnd);
      if (!p.eat(T.LaunchEnd)) p.error(E.ExpectedLaunchEnd);
      let args: Node[] = [];
      if (!p.expect(T.LParen, E.ExpectedLParen) && p.silent === 0 && p.k() !== T.EOF) {
        p.next(); // EDG drops the token and reads the argument list anyway
      }
      if (p.k() !== T.RParen) args = parseExprList(p, T.RParen);
      const close = p.pos;
      p.expectRParen();
      if (e.kind === NodeKind.Ident) reportUndefinedCall(p, e, args);
      e = {
        kind: NodeKind.KernelLaunch,
        first: e.first,
        last: p.prevPos(),
        expr: e,
        list: config,
        args,
      } as Node;
      checkLaunchConfig(p, e);
      // (arguments the callee cannot take are reported instead of its configuration: flag 1)
      if (checkCallArity(p, e, close)) (e as Node & { flags?: number }).flags = 1;
      else checkLaunchValues(p, e);
      checkTemplateCall(p, e);
      continue;
    }
    break;
  }
  return e;
}

/** Comma-separated initializer-clauses (with pack expansions) up to `close` (not consumed). */
export function parseExprList(p: Parser, close: number): Node[] {
  const out: Node[] = [];
  for (;;) {
    let e = parseInitializerClause(p);
    if (p.k() === T.Ellipsis) {
      e = { kind: NodeKind.PackExpansion, first: e.first, last: p.pos, expr: e } as Node;
      p.next();
    }
    out.push(e);
    if (p.k() === T.Comma) {
      p.next();
      // (a trailing comma: `k<<<1,>>>(0)`, `f(1,)`)
      if (p.k() === close) {
        p.error(E.ExpectedExpr);
        break;
      }
      continue;
    }
    break;
  }
  return fit(out);
}

/** initializer-clause: braced-init-list or assignment-expression. */
export function parseInitializerClause(p: Parser, noGt = false): Node {
  if (p.k() === T.LBrace) return parseBracedInit(p);
  return parseAssignExpr(p, noGt);
}

/** `{ clauses, designators }`. */
export function parseBracedInit(p: Parser): Node {
  const first = p.pos;
  p.next(); // {
  const list: Node[] = [];
  while (p.k() !== T.RBrace && p.k() !== T.EOF) {
    const f = p.pos;
    let e: Node;
    if (p.k() === T.Dot && p.peek() === T.Identifier) {
      // designated initializer .a.b[1] = x / .a{x}
      const path: number[] = [];
      while (p.k() === T.Dot || p.k() === T.LBracket) {
        if (p.k() === T.Dot) {
          p.next();
          path.push(p.atom());
          p.expect(T.Identifier, E.ExpectedIdent);
        } else {
          p.next();
          parseCondExpr(p, false);
          p.expect(T.RBracket, E.ExpectedRBracket);
        }
      }
      if (p.k() === T.Assign) p.next();
      const v = parseInitializerClause(p);
      e = { kind: NodeKind.Designated, first: f, last: p.prevPos(), list: path, expr: v } as Node;
    } else if (p.k() === T.LBracket && p.silent === 0 && isArrayDesignator(p)) {
      p.next();
      const index = parseCondExpr(p, false);
      let to: Node | undefined;
      if (p.k() === T.Ellipsis) {
        p.next();
        to = parseCondExpr(p, false);
      }
      p.expect(T.RBracket, E.ExpectedRBracket);
      if (p.k() === T.Assign) p.next();
      const v = parseInitializerClause(p);
      e = {
        kind: NodeKind.Designated,
        first: f,
        last: p.prevPos(),
        expr: v,
        lhs: index,
        rhs: to,
      } as Node;
    } else if (p.k() === T.Identifier && p.peek() === T.Colon) {
      // GNU old-style designator `x: value`
      p.next();
      p.next();
      const v = parseInitializerClause(p);
      e = { kind: NodeKind.Designated, first: f, last: p.prevPos(), expr: v } as Node;
    } else {
      e = parseInitializerClause(p);
    }
    if (p.k() === T.Ellipsis) {
      e = { kind: NodeKind.PackExpansion, first: e.first, last: p.pos, expr: e } as Node;
      p.next();
    }
    list.push(e);
    if (!p.eat(T.Comma)) break;
  }
  if (p.k() !== T.RBrace) {
    p.error(E.ExpectedRBrace);
    p.skipTo(false);
    if (p.k() === T.RBrace) p.next();
  } else p.next();
  return { kind: NodeKind.InitList, first, last: p.prevPos(), list: fit(list) } as Node;
}

function isArrayDesignator(p: Parser): boolean {
  // `[expr] = value` (GNU/C99) vs a lambda `[...]() {}` element
  const close = p.matchingClose(p.pos);
  const k = p.kinds[p.after(close)];
  return k === T.Assign;
}

// ------------------------------------------------------------------ primary

function parsePrimary(p: Parser): Node {
  const first = p.pos;
  const k = p.k();
  switch (k) {
    case T.IntLit:
      p.next();
      return { kind: NodeKind.IntLit, first, last: first } as Node;
    case T.FloatLit:
      p.next();
      return { kind: NodeKind.FloatLit, first, last: first } as Node;
    case T.CharLit:
      p.next();
      return { kind: NodeKind.CharLit, first, last: first } as Node;
    case T.StringLit:
      while (p.k() === T.StringLit) p.next();
      return { kind: NodeKind.StringLit, first, last: p.prevPos() } as Node;
    case T.KwTrue:
    case T.KwFalse:
      p.next();
      return { kind: NodeKind.BoolLit, first, last: first, op: k } as Node;
    case T.KwNullptr:
      p.next();
      return { kind: NodeKind.NullptrLit, first, last: first } as Node;
    case T.KwThis:
      checkThis(p, first);
      implicitThisCapture(p, first);
      p.next();
      return { kind: NodeKind.This, first, last: first } as Node;
    case T.LBracket:
      if (p.peek() !== T.LBracket) return parseLambda(p);
      break;
    case T.LBrace:
      return parseBracedInit(p);
    case T.Identifier:
    case T.ColonColon:
    case T.KwOperator:
    case T.KwTemplate:
    case T.Tilde:
      return parseIdExpression(p);
    case T.KwStaticCast:
    case T.KwDynamicCast:
    case T.KwReinterpretCast:
    case T.KwConstCast: {
      p.next();
      if (!p.expect(T.Less, E.ExpectedGt)) return errNode(p, first);
      const type = parseTypeId(p, TI.TemplateArg);
      if (!p.eatGreater()) p.error(E.ExpectedGt);
      p.expect(T.LParen, E.ExpectedLParen);
      const e = parseExpr(p);
      p.expectRParen();
      return { kind: NodeKind.NamedCast, first, last: p.prevPos(), op: k, type, expr: e } as Node;
    }
    case T.KwTypeid: {
      p.next();
      p.expect(T.LParen, E.ExpectedLParen);
      const a = parseTypeIdOrExpr(p);
      p.expectRParen();
      return { kind: NodeKind.Typeid, first, last: p.prevPos(), expr: a } as Node;
    }
    case T.KwBuiltinVaArg: {
      p.next();
      p.expect(T.LParen, E.ExpectedLParen);
      const e = parseAssignExpr(p);
      p.expect(T.Comma, E.ExpectedExpr);
      const t = parseTypeId(p, TI.Plain);
      p.expectRParen();
      return { kind: NodeKind.VaArg, first, last: p.prevPos(), expr: e, type: t } as Node;
    }
    case T.KwBuiltinOffsetof: {
      p.next();
      const lp = p.pos;
      p.expect(T.LParen, E.ExpectedLParen);
      const t = parseTypeId(p, TI.Plain);
      p.expect(T.Comma, E.ExpectedExpr);
      const df = p.pos;
      const close = p.matchingClose(lp);
      while (p.pos < close && p.k() !== T.EOF) p.next();
      const dl = p.prevPos();
      p.expectRParen();
      return {
        kind: NodeKind.Offsetof,
        first,
        last: p.prevPos(),
        type: t,
        desigFirst: df,
        desigLast: dl,
      } as Node;
    }
    case T.KwBuiltinBitCast: {
      p.next();
      p.expect(T.LParen, E.ExpectedLParen);
      const t = parseTypeId(p, TI.Plain);
      p.expect(T.Comma, E.ExpectedExpr);
      const e = parseAssignExpr(p);
      p.expectRParen();
      return { kind: NodeKind.BitCast, first, last: p.prevPos(), type: t, expr: e } as Node;
    }
    case T.KwBuiltinAddressof:
      p.next();
      return { kind: NodeKind.Ident, first, last: first, atom: p.atoms[first] } as Node;
    case T.KwTypeTrait:
      return parseTypeTrait(p);
    case T.KwRequires:
      return parseRequiresExpr(p);
    case T.KwTypename: {
      p.next();
      const n = parseName(p, NF.Typename);
      if (n === undefined) {
        p.error(E.ExpectedIdent);
        return errNode(p, first);
      }
      return functionalCast(p, first, n);
    }
    case T.KwDecltype: {
      const close = p.matchingClose(p.peekPos());
      if (p.kinds[p.after(close)] === T.ColonColon) return parseIdExpression(p);
      const d = parseDecltype(p);
      if (p.k() === T.LParen || p.k() === T.LBrace) return functionalCast(p, first, d);
      return d;
    }
    default:
      if (BUILTIN_TYPE[k] || k === T.KwConst || k === T.KwVolatile) {
        const spec = parseDeclSpec(p, DC.TypeId);
        if (p.k() === T.LParen || p.k() === T.LBrace) return functionalCast(p, first, spec);
        p.error(E.TypeNameNotAllowed, first);
        return errNode(p, first);
      }
  }
  p.error(E.ExpectedExpr);
  return errNode(p, first);
}

function functionalCast(p: Parser, first: number, type: Node): Node {
  if (p.k() === T.LBrace) {
    const init = parseBracedInit(p);
    return {
      kind: NodeKind.FunctionalCast,
      first,
      last: p.prevPos(),
      type,
      args: [init],
      braced: true,
    } as Node;
  }
  if (p.k() === T.LParen) {
    p.next();
    const args = p.k() === T.RParen ? [] : parseExprList(p, T.RParen);
    p.expectRParen();
    return { kind: NodeKind.FunctionalCast, first, last: p.prevPos(), type, args } as Node;
  }
  // a type name used as an expression (e.g. template argument fallback)
  return { kind: NodeKind.Ident, first, last: p.prevPos(), name: type } as Node;
}

function parseIdExpression(p: Parser): Node {
  const first = p.pos;
  const n = parseName(p, NF.Expr);
  if (n === undefined) {
    p.error(E.ExpectedExpr);
    if (p.pos === first) p.next();
    return errNode(p, first);
  }
  if ((p.k() === T.LParen || p.k() === T.LBrace) && nameIsType(n)) {
    return functionalCast(p, first, n);
  }
  if (n.sym === undefined) reportUndefined(p, n, first);
  else if (p.lambdaThis?.copyThis && nonStaticMember(n.sym)) implicitThisCapture(p, first);
  return { kind: NodeKind.Ident, first, last: p.prevPos(), name: n } as Node;
}

/**
 * In C++20, the first use of `this` (or of a non-static member) in a lambda whose capture
 * default `=` captures it implicitly is warning 2908 `the implicit by-copy capture of "this" is
 * deprecated`, once per lambda (the innermost; outside system headers).
 */
function implicitThisCapture(p: Parser, tok: number): void {
  const lt = p.lambdaThis;
  if (lt === null || !lt.copyThis || lt.warned || p.opts.cppStd < 2020) return;
  if (p.silent > 0 || (p.tb.flags[tok] & TF.System) !== 0) return;
  lt.warned = true;
  p.diags.report(E.ImplicitThisCapture, p.tb.start[tok], []);
}

/** Is `sym` a non-static data member or member function of a class? */
function nonStaticMember(sym: Sym): boolean {
  if (sym.owner.kind !== ScopeKind.Class) return false;
  if (sym.kind === SymKind.Function) return !sym.fnStatic;
  if (sym.kind !== SymKind.Variable) return false;
  const d = sym.decl as GenericNode | undefined;
  return d?.kind === NodeKind.Variable && ((d.spec as DeclSpec).flags & DS.Static) === 0;
}

/** Lambda diagnostics (internal codes, SARIF ruleIds of the real cudafe++ 13.0). */
const NV = {
  NoParent: 3589, // Could not determine parent function address from __parent() annotation
  Multiple: 3590, // Cannot specify multiple __nv_parent directives in a lambda declaration
  Illegal: 3591, // malformed __nv_parent annotation. Expected address of enclosing function
  OmittedParens: 3216, // warning: omitting "()" in a lambda declarator is nonstandard in this mode
  LambdaBody: 1758, // expected a "{" introducing a lambda body
} as const;

/** Spellings that name something without a declaration the parser could see. */
const PREDEFINED_NAMES = new Set(["__func__", "__FUNCTION__", "__PRETTY_FUNCTION__", "__null"]);

/**
 * `identifier "x" is undefined` (error 20) for a plain unqualified name that lookup did not
 * find. Only where the answer is certain without semantic analysis: not while parsing
 * tentatively, not in a template (a dependent base or a later instantiation may supply it), not
 * as a callee (argument-dependent lookup may find it), not in a system header. `asType`: the name
 * is taken as a declaration's type, which is reported in templates too and at every use.
 */
export function reportUndefined(
  p: Parser,
  n: NameResult,
  first: number,
  asType = false,
  call = false,
): void {
  if (n.parts.length > 1 && !n.global) {
    // (a qualified name is not found by argument-dependent lookup: reported as a callee too)
    reportNoNamespaceMember(p, n);
    return;
  }
  if (n.global && n.parts.length === 1) {
    // `::x` that the global namespace does not declare: `the global scope has no "x"` (282),
    // at every use, callees too
    // (a callee is reported where its name is parsed, not again after its arguments)
    const part = n.parts[0];
    if (
      call || p.silent > 0 || n.dependent || n.sym !== undefined || part.atom < 0 ||
      (part.special ?? 0) !== 0 || part.targs !== undefined ||
      (p.tb.flags[first] & TF.System) !== 0
    ) return;
    p.diags.report(E.NoGlobalMember, p.tb.start[part.tok], [p.names.text(part.atom)]);
    return;
  }
  if (n.dependent || n.global || n.parts.length !== 1) return;
  if (p.silent > 0) {
    // (counted, for a complete-class context parsed before the class is: parseNoexceptOperand)
    p.unfound++;
    return;
  }
  const part = n.parts[0];
  if ((part.special ?? 0) !== 0 || part.targs !== undefined || part.atom < 0) return;
  // (a callee is judged after its arguments, by reportUndefinedCall; a launched kernel too,
  // which argument-dependent lookup may find: `count<<<1, 32>>>(sim::Span{f, n})`)
  if ((p.k() === T.LParen || p.k() === T.LaunchBegin) && !call) return;
  if ((p.tb.flags[first] & TF.System) !== 0) return;
  const name = p.names.text(part.atom);
  if (PREDEFINED_NAMES.has(name) || name.startsWith("__builtin_")) return;
  // the front end's own CUDA builtins (named without being called: `&__nv_atomic_fetch_add`)
  if (ATOMIC_BUILTINS.has(name)) return;
  // (and the callees it knows without a declaration: GCC's `__sync_*`/`__atomic_*`, the CUDA
  // `__wgmma_*` and `__nv*` ones)
  if (
    call && (WGMMA_BUILTINS.has(name) || name.startsWith("__sync_") ||
      name.startsWith("__atomic_") || name.startsWith("__nv") || name.startsWith("__cuda"))
  ) return;
  // (a type name is reported at each use; an expression's name once per scope)
  if (!asType) {
    for (let s: Scope | null = p.scope; s !== null; s = s.parent) {
      if (s.undefinedNames?.has(part.atom)) return;
    }
    (p.scope.undefinedNames ??= new Set()).add(part.atom);
  }
  p.diags.report(E.UndefinedIdentifier, p.tb.start[part.tok], [name]);
}

/**
 * `identifier "f" is undefined` for an unqualified call of a name lookup did not find, when
 * argument-dependent lookup cannot find it either: no argument can have an associated namespace
 * or class (each is a literal, or an operation, cast or name of a builtin type). In a template
 * too, then (the arguments are not dependent: `nodep(1)`; a name the parser takes as dependent,
 * as in a class with a dependent base, is not judged).
 */
function reportUndefinedCall(p: Parser, callee: Node, args: Node[]): void {
  const n = (callee as Node & { name?: NameResult }).name;
  // (a qualified name is reported where it is parsed)
  if (n === undefined || n.sym !== undefined || p.silent > 0 || n.parts.length !== 1) return;
  if (!args.every((a) => builtinTyped(p, a, 0))) return;
  reportUndefined(p, n, callee.first, false, true);
}

/** Is expression `e` certainly of a builtin (or pointer to builtin) type? */
function builtinTyped(p: Parser, e: Node, depth: number): boolean {
  if (depth > 16) return false;
  const g = e as Node & {
    expr?: Node;
    lhs?: Node;
    rhs?: Node;
    op?: number;
    type?: Node;
    name?: NameResult;
  };
  switch (e.kind) {
    case NodeKind.IntLit:
    case NodeKind.FloatLit:
    case NodeKind.CharLit:
    case NodeKind.BoolLit:
    case NodeKind.NullptrLit:
    case NodeKind.StringLit:
    case NodeKind.SizeofType:
    case NodeKind.SizeofExpr:
    case NodeKind.AlignofType:
    case NodeKind.AlignofExpr:
      // (not a user-defined literal: its operator's result can be a class)
      return !userDefinedLiteral(p, e);
    case NodeKind.Paren:
      return g.expr !== undefined && builtinTyped(p, g.expr, depth + 1);
    case NodeKind.Unary:
      return g.expr !== undefined && builtinTyped(p, g.expr, depth + 1);
    case NodeKind.Binary:
      return g.op !== T.Comma && g.lhs !== undefined && g.rhs !== undefined &&
        builtinTyped(p, g.lhs, depth + 1) && builtinTyped(p, g.rhs, depth + 1);
    case NodeKind.Cast: {
      const t = g.type as Node & { spec?: { type?: Node } } | undefined;
      return t?.spec !== undefined && t.spec.type === undefined;
    }
    case NodeKind.Call: {
      // (a call of a function whose result has no associated namespace other than the global
      // one, which lookup searched already: `foo(bar())`, `check(cudaDeviceSynchronize())`)
      const c = g.expr as Node & { name?: NameResult } | undefined;
      const fs = c?.kind === NodeKind.Ident ? c.name?.sym : undefined;
      if (fs?.kind !== SymKind.Function || fs.isTemplate) return false;
      const fd = fs.decl as
        | Node & { spec?: DeclSpec; decl?: { ops: { op: number }[] } }
        | undefined;
      if (fd?.kind !== NodeKind.Function || !fd.spec || !fd.decl) return false;
      if (fd.decl.ops.length > 1) return fd.decl.ops[1].op === 0 && fd.spec.type === undefined;
      return globalOnlyType(fd.spec.type);
    }
    case NodeKind.Ident: {
      const sym = g.name?.sym;
      if (g.name === undefined || g.name.parts.length !== 1 || sym === undefined) return false;
      // (an enumerator of a global enumeration: `foo(cudaSuccess)`)
      if (sym.kind === SymKind.Enumerator) {
        return sym.owner.kind === ScopeKind.Enum && sym.owner.parent?.parent === null;
      }
      const d = sym.decl as
        | Node & { spec?: { type?: Node }; decl?: { pack?: boolean }; type?: Node }
        | undefined;
      if (sym.kind === SymKind.Variable) {
        return d?.spec !== undefined && d.spec.type === undefined && !d.decl?.pack;
      }
      if (sym.kind === SymKind.NonTypeTemplateParam) {
        const t = d?.type as Node & { spec?: { type?: Node } } | undefined;
        return t?.spec !== undefined && t.spec.type === undefined;
      }
      return false;
    }
  }
  return false;
}

/**
 * Is the type a decl-specifier names builtin, or a class or enumeration of the global namespace
 * (through typedefs: `cudaError_t`)? Such a type brings no namespace to argument-dependent lookup
 * that ordinary lookup did not search.
 */
function globalOnlyType(t: Node | undefined): boolean {
  if (t === undefined) return true;
  if (t.kind !== NodeKind.Name) return false;
  const n = t as NameResult;
  if (n.parts.some((c) => c.targs !== undefined)) return false;
  let sym = n.sym;
  for (let i = 0; i < 8 && sym?.kind === SymKind.Typedef; i++) sym = sym.target;
  return (sym?.kind === SymKind.Enum || sym?.kind === SymKind.Class) && !sym.isTemplate &&
    sym.owner.kind === ScopeKind.Namespace && sym.owner.parent === null;
}

/** Is literal `e` a user-defined one (`2_KiB`, `"x"_s`: its operator's result can be a class)? */
function userDefinedLiteral(p: Parser, e: Node): boolean {
  const t = p.tb.text.slice(p.tb.start[e.last], p.tb.end[e.last]);
  const kind = e.kind === NodeKind.IntLit
    ? "int"
    : e.kind === NodeKind.FloatLit
    ? "float"
    : e.kind === NodeKind.CharLit
    ? "char"
    : e.kind === NodeKind.StringLit
    ? "string"
    : undefined;
  return kind !== undefined && hasUserSuffix(t, kind);
}

function parseTypeTrait(p: Parser): Node {
  const first = p.pos;
  const atom = p.atom();
  p.next();
  const args: Node[] = [];
  if (p.k() === T.Less) {
    for (const a of parseTemplateArgs(p)) args.push(a);
    if (p.k() === T.LParen || p.k() === T.LBrace) {
      const tt = { kind: NodeKind.TypeTrait, first, last: p.prevPos(), atom, args } as Node;
      return functionalCast(p, first, tt);
    }
    return { kind: NodeKind.TypeTrait, first, last: p.prevPos(), atom, args } as Node;
  }
  if (!p.expect(T.LParen, E.ExpectedLParen)) return errNode(p, first);
  while (p.k() !== T.RParen && p.k() !== T.EOF) {
    let a = parseTypeIdOrExpr(p);
    if (p.k() === T.Ellipsis) {
      a = { kind: NodeKind.PackExpansion, first: a.first, last: p.pos, expr: a } as Node;
      p.next();
    }
    args.push(a);
    if (!p.eat(T.Comma)) break;
  }
  p.expectRParen();
  const tt = { kind: NodeKind.TypeTrait, first, last: p.prevPos(), atom, args } as Node;
  if (
    (p.k() === T.LParen || p.k() === T.LBrace) && atom !== p.A.integerPack && isTypeTrait(p, atom)
  ) {
    return functionalCast(p, first, tt);
  }
  return tt;
}

function isTypeTrait(p: Parser, atom: number): boolean {
  return atom === p.A.underlyingType || atom === p.A.removeCv || atom === p.A.removeRef ||
    atom === p.A.removeCvref;
}

/** requires-expression (cursor at `requires`). */
function parseRequiresExpr(p: Parser): Node {
  const first = p.pos;
  p.next();
  const saved = p.scope;
  let params: Node[] | undefined;
  if (p.k() === T.LParen) {
    const op = parseFunctionSuffix(p);
    params = op.params;
    const ps = protoScope(op);
    if (ps) p.scope = ps;
  }
  const reqs: Node[] = [];
  const lb = p.pos;
  if (p.expect(T.LBrace, E.ExpectedLBrace)) {
    while (p.k() !== T.RBrace && p.k() !== T.EOF) {
      const f = p.pos;
      if (p.k() === T.RParen || p.k() === T.RBracket) {
        // stray closer: no requirement can start here
        p.error(E.ExpectedExpr);
        p.next();
        continue;
      }
      if (p.k() === T.KwTypename) {
        p.next();
        const n = parseName(p, NF.Typename);
        reqs.push({ kind: NodeKind.TypeId, first: f, last: p.prevPos(), name: n } as Node);
      } else if (p.k() === T.LBrace) {
        p.next();
        const e = parseExpr(p);
        p.expect(T.RBrace, E.ExpectedRBrace);
        let noexc = false;
        if (p.eat(T.KwNoexcept)) noexc = true;
        let ret: Node | undefined;
        if (p.eat(T.Arrow)) ret = parseName(p, NF.Typename);
        reqs.push(
          {
            kind: NodeKind.Compound,
            first: f,
            last: p.prevPos(),
            expr: e,
            type: ret,
            flags: noexc ? 1 : 0,
          } as Node,
        );
      } else if (p.k() === T.KwRequires) {
        p.next();
        const c = parseCondExpr(p, false);
        reqs.push({ kind: NodeKind.Requires, first: f, last: p.prevPos(), expr: c } as Node);
      } else {
        const e = parseExpr(p);
        reqs.push({ kind: NodeKind.ExprStmt, first: f, last: p.prevPos(), expr: e } as Node);
      }
      if (!p.eat(T.Semi)) {
        p.error(E.ExpectedSemi);
        p.skipTo(true);
      }
    }
    if (p.k() === T.RBrace) p.next();
    else p.error(E.ExpectedRBrace, p.pos);
  }
  void lb;
  p.scope = saved;
  return { kind: NodeKind.Requires, first, last: p.prevPos(), args: params, list: reqs } as Node;
}

/** Primary of a requires-clause (constraint). */
export function parsePrimaryForConstraint(p: Parser): Node {
  if (p.k() === T.LParen) {
    const first = p.pos;
    p.next();
    const e = parseExpr(p);
    p.expectRParen();
    return { kind: NodeKind.Paren, first, last: p.prevPos(), expr: e } as Node;
  }
  if (p.k() === T.Exclaim) {
    const first = p.pos;
    p.next();
    const e = parsePrimaryForConstraint(p);
    return { kind: NodeKind.Unary, first, last: e.last, op: T.Exclaim, expr: e } as Node;
  }
  const e = parsePrimary(p);
  // allow member access / calls like `requires std::is_foo_v<T>` or `__is_same(T, U)`
  if (p.k() === T.ColonColon) return parsePostfix(p, e);
  return e;
}

// ------------------------------------------------------------------ lambdas

function parseLambda(p: Parser): Node {
  const first = p.pos;
  p.next(); // [
  const saved = p.scope;
  const cap = p.pushScope(ScopeKind.Block);
  const captures: Node[] = [];
  let copyDefault = false, refDefault = false, thisCaptured = false;
  // (an explicit capture the default already makes, `[=, x]`, `[&, &x]` and before C++20
  // `[=, this]`, is error 1729 at the capture)
  const matchesDefault = (f: number) => {
    if (p.silent === 0) p.diags.report(E.CaptureMatchesDefault, p.tb.start[f], []);
  };
  while (p.k() !== T.RBracket && p.k() !== T.EOF) {
    const f = p.pos;
    let initExpr: Node | undefined;
    let nameTok = -1;
    if (p.k() === T.Amp && (p.peek() === T.Comma || p.peek() === T.RBracket)) {
      refDefault = captures.length === 0;
      p.next();
    } else if (p.k() === T.Assign) {
      copyDefault = captures.length === 0;
      p.next();
    } else if (p.k() === T.Star && p.peek() === T.KwThis) {
      thisCaptured = true;
      p.next();
      p.next();
    } else if (p.k() === T.KwThis) {
      thisCaptured = true;
      if (copyDefault && p.opts.cppStd < 2020) matchesDefault(f);
      p.next();
    } else {
      const byRef = p.eat(T.Amp);
      p.eat(T.Ellipsis);
      nameTok = p.pos;
      const atom = p.atom();
      if (!p.expect(T.Identifier, E.ExpectedIdent)) break;
      p.eat(T.Ellipsis);
      const init = p.k() === T.Assign || p.k() === T.LBrace || p.k() === T.LParen;
      if (!init && (byRef ? refDefault : copyDefault)) matchesDefault(f);
      if (init) {
        if (p.k() === T.Assign) {
          p.next();
          initExpr = parseInitializerClause(p);
        } else if (p.k() === T.LBrace) parseBracedInit(p);
        else {
          p.next();
          parseExprList(p, T.RParen);
          p.expectRParen();
        }
        cap.declare(newSym(SymKind.Variable, atom, cap, false));
      }
    }
    // (an init-capture `x = e` keeps its initializer and the name's token, for the printer)
    captures.push(
      { kind: NodeKind.Ident, first: f, last: p.prevPos(), expr: initExpr, op: nameTok } as Node,
    );
    if (!p.eat(T.Comma)) break;
  }
  p.expect(T.RBracket, E.ExpectedRBracket);
  let tparams: Node[] | undefined;
  if (p.k() === T.Less) {
    const ts = p.pushScope(ScopeKind.TemplateParams);
    tparams = parseTemplateParams(p, ts);
    if (p.k() === T.KwRequires) {
      p.next();
      parseConstraintExpr(p);
    }
  }
  // CUDA `__nv_parent(f)` annotations naming the enclosing function of an extended lambda
  // (the binary evaluates each operand as a constant naming a function: 3591 when it names
  // something else; an operand that does not resolve is 3589 and one that is not constant is
  // error 28, and either ends the lambda there, before its `)`: the declarator and the body
  // are then missing; 3590 for each annotation after one that named a function)
  let nvParent: Node[] | undefined;
  let parentNamed = false, nvFailed = false;
  while (
    p.k() === T.Identifier && p.peek() === T.LParen && p.names.text(p.atom()) === "__nv_parent"
  ) {
    p.next();
    p.next();
    const errorsBefore = p.diags.errorCount ?? 0;
    // (looked up where the lambda stands: an undefined name is entered in that scope)
    const inner = p.scope;
    p.scope = saved;
    const e = parseExpr(p);
    p.scope = inner;
    (nvParent ??= []).push(e);
    const kind = classifyNvParent(p, e, errorsBefore);
    if (kind === NvParent.Failed) p.error(NV.NoParent);
    else if (kind !== NvParent.NotConstant) {
      p.expectRParen();
      if (kind === NvParent.Other) p.error(NV.Illegal);
    }
    if (parentNamed) p.error(NV.Multiple);
    if (kind === NvParent.Function) parentNamed = true;
    if (kind === NvParent.Failed || kind === NvParent.NotConstant) {
      nvFailed = true;
      break;
    }
  }
  const nvParentEnd = nvParent ? p.pos : undefined;
  // (after a template parameter list they are the call operator's: `[]<class U> __device__
  // (U *d)` is error 3621, as `[](U *d) __device__`)
  const tparamsFirst = tparams !== undefined;
  const attrs = nvFailed ? undefined : parseAttributes(p);
  // (CUDA's spelling of an annotated template lambda: `[] __device__ <class U>(U *d) {}`)
  if (!nvFailed && tparams === undefined && attrs !== undefined && p.k() === T.Less) {
    const ts = p.pushScope(ScopeKind.TemplateParams);
    tparams = parseTemplateParams(p, ts);
    if (p.k() === T.KwRequires) {
      p.next();
      parseConstraintExpr(p);
    }
  }
  // `[] mutable {}`: before C++23 a lambda declarator without `()` is nonstandard
  if (p.k() !== T.LParen && p.k() !== T.LBrace && p.opts.cppStd < 2023) {
    p.warn(NV.OmittedParens, p.pos);
  }
  let decl: Node | undefined;
  if (nvFailed) {
    // nothing more of the lambda is parsed
  } else if (p.k() === T.LParen) {
    const op = parseFunctionSuffix(p, true);
    const ps = protoScope(op);
    if (ps) {
      p.scope = ps;
      // (a generic lambda's call operator is a template: its body is judged as one)
      const generic = (op.params ?? []).some((x) =>
        x.kind === NodeKind.Param && (x as GenericNode).spec !== undefined &&
        ((x as GenericNode).spec as DeclSpec).type === undefined &&
        ((x as GenericNode).spec as DeclSpec).builtins.includes(T.KwAuto)
      );
      if (generic) ps.inTemplate = true;
    }
    decl = {
      kind: NodeKind.Declarator,
      first: op.tok,
      last: p.prevPos(),
      ops: [op],
      pack: false,
    } as Node;
  } else {
    // `[] mutable {}`, `[] -> T {}`, `[] noexcept {}`
    while (p.k() === T.KwMutable || p.k() === T.KwConstexpr || p.k() === T.KwConsteval) p.next();
    if (p.k() === T.KwNoexcept) {
      p.next();
      if (p.k() === T.LParen) p.skipBalanced();
    }
    parseAttributes(p);
    if (p.eat(T.Arrow)) parseTypeId(p, TI.Plain);
  }
  let body: Node | undefined;
  if (p.k() === T.LBrace) {
    const loops = p.loops, switches = p.switches, fnCtx = p.fnCtx;
    const labelCtx = p.labelCtx, switchCtx = p.switchCtx;
    p.loops = p.switches = 0;
    p.fnCtx = null;
    p.labelCtx = newLabelContext(p);
    p.switchCtx = null;
    const lambdaThis = p.lambdaThis;
    p.lambdaThis = { copyThis: copyDefault && !thisCaptured, warned: false };
    try {
      body = parseCompound(p, true);
    } finally {
      p.lambdaThis = lambdaThis;
    }
    checkLabelsAtEnd(p, p.labelCtx);
    p.loops = loops;
    p.switches = switches;
    p.fnCtx = fnCtx;
    p.labelCtx = labelCtx;
    p.switchCtx = switchCtx;
  } else p.error(NV.LambdaBody);
  p.scope = saved;
  const lambda = {
    kind: NodeKind.Lambda,
    first,
    last: p.prevPos(),
    list: captures,
    args: tparams,
    decl,
    body,
    attrs: tparamsFirst ? undefined : attrs,
    opAttrs: tparamsFirst ? attrs : undefined,
    nvParent,
    nvParentEnd,
  } as Node;
  checkBindingCaptures(p, lambda, saved);
  return lambda;
}

export { DM, parseDeclarator };
