import { deepStrictEqual as assertEquals, ok as assert } from "node:assert/strict";
import { SourceMap } from "../lib/source.ts";
import { NameTable } from "../lib/names.ts";
import {
  decodeMarkerFileName,
  lex,
  type LexDiagSink,
  type LexOptions,
  reportLexDiags,
} from "../lib/lex.ts";
import { KEYWORDS, T, TF, type TokenBuffer, TYPE_TRAITS } from "../lib/tokens.ts";
import { ALT_TOKENS } from "../lib/names.ts";
import { diagInfo } from "../lib/diag_table.ts";
import {
  concatStringLiterals,
  LITERAL_DIAGS,
  type LiteralDiag,
  parseCharLiteral,
  parseFloatLiteral,
  parseIntLiteral,
  parseStringLiteral,
  unitSize,
} from "../lib/literals.ts";

const CXX17: LexOptions = { cppStd: 2017, gnuVersion: 120200 };

function run(src: string, opts: LexOptions = CXX17, diags?: LexDiagSink) {
  const sm = new SourceMap(src, "in.ii");
  const names = new NameTable();
  const tb = lex(sm, names, opts, diags);
  return { sm, names, tb };
}

/** [kind name, spelling] of every token except EOF. */
function toks(src: string, opts: LexOptions = CXX17): [string, string][] {
  const { tb } = run(src, opts);
  const r: [string, string][] = [];
  for (let i = 0; i < tb.count - 1; i++) {
    r.push([T[tb.kind[i]], src.slice(tb.start[i], tb.end[i])]);
  }
  assertEquals(tb.kind[tb.count - 1], T.EOF);
  return r;
}

function kinds(src: string, opts: LexOptions = CXX17): string[] {
  return toks(src, opts).map((t) => t[0]);
}

function spellings(tb: TokenBuffer): string[] {
  const r: string[] = [];
  for (let i = 0; i < tb.count - 1; i++) r.push(tb.text.slice(tb.start[i], tb.end[i]));
  return r;
}

Deno.test("punctuators: maximal munch over every C++20 punctuator", () => {
  const puncts: [string, string][] = [
    ["(", "LParen"],
    [")", "RParen"],
    ["[", "LBracket"],
    ["]", "RBracket"],
    ["{", "LBrace"],
    ["}", "RBrace"],
    [";", "Semi"],
    [",", "Comma"],
    [":", "Colon"],
    ["::", "ColonColon"],
    ["?", "Question"],
    [".", "Dot"],
    [".*", "DotStar"],
    ["...", "Ellipsis"],
    ["->", "Arrow"],
    ["->*", "ArrowStar"],
    ["+", "Plus"],
    ["-", "Minus"],
    ["*", "Star"],
    ["/", "Slash"],
    ["%", "Percent"],
    ["^", "Caret"],
    ["&", "Amp"],
    ["|", "Pipe"],
    ["~", "Tilde"],
    ["!", "Exclaim"],
    ["=", "Assign"],
    ["<", "Less"],
    [">", "Greater"],
    ["+=", "PlusAssign"],
    ["-=", "MinusAssign"],
    ["*=", "StarAssign"],
    ["/=", "SlashAssign"],
    ["%=", "PercentAssign"],
    ["^=", "CaretAssign"],
    ["&=", "AmpAssign"],
    ["|=", "PipeAssign"],
    ["<<", "LessLess"],
    [">>", "GreaterGreater"],
    ["<<=", "LessLessAssign"],
    [">>=", "GreaterGreaterAssign"],
    ["==", "EqualEqual"],
    ["!=", "ExclaimEqual"],
    ["<=", "LessEqual"],
    [">=", "GreaterEqual"],
    ["&&", "AmpAmp"],
    ["||", "PipePipe"],
    ["++", "PlusPlus"],
    ["--", "MinusMinus"],
    ["@", "At"],
    ["<<<", "LaunchBegin"],
    [">>>", "LaunchEnd"],
  ];
  for (const [p, k] of puncts) {
    assertEquals(toks(`x ${p} y`), [["Identifier", "x"], [k, p], ["Identifier", "y"]], p);
  }
  // without spaces, maximal munch
  assertEquals(kinds("a+++b"), ["Identifier", "PlusPlus", "Plus", "Identifier"]);
  assertEquals(kinds("a->*b"), ["Identifier", "ArrowStar", "Identifier"]);
  assertEquals(kinds("a...."), ["Identifier", "Ellipsis", "Dot"]);
  assertEquals(kinds("x.*p"), ["Identifier", "DotStar", "Identifier"]);
  assertEquals(kinds("a<<=b>>=c"), [
    "Identifier",
    "LessLessAssign",
    "Identifier",
    "GreaterGreaterAssign",
    "Identifier",
  ]);
  assertEquals(kinds("a..b"), ["Identifier", "Dot", "Dot", "Identifier"]);
  // outside directives the binary reports `##` as two `#` ("#" not expected here, twice)
  assertEquals(kinds("a ## b # c"), [
    "Identifier",
    "Hash",
    "Hash",
    "Identifier",
    "Hash",
    "Identifier",
  ]);
});

Deno.test("<=> is one token only from C++20 on", () => {
  assertEquals(kinds("a<=>b", { cppStd: 2020, gnuVersion: 120200 }), [
    "Identifier",
    "Spaceship",
    "Identifier",
  ]);
  assertEquals(kinds("a<=>b"), ["Identifier", "LessEqual", "Greater", "Identifier"]);
});

Deno.test(">> and >>> stay whole (the parser splits them in template argument lists)", () => {
  assertEquals(toks("A<B<int>> x;").map((t) => t[1]), ["A", "<", "B", "<", "int", ">>", "x", ";"]);
  assertEquals(kinds("S<S<S<int>>>"), [
    "Identifier",
    "Less",
    "Identifier",
    "Less",
    "Identifier",
    "Less",
    "KwInt",
    "LaunchEnd",
  ]);
});

Deno.test("kernel launch <<< >>>", () => {
  assertEquals(toks("k<<<1,2>>>(x);"), [
    ["Identifier", "k"],
    ["LaunchBegin", "<<<"],
    ["IntLit", "1"],
    ["Comma", ","],
    ["IntLit", "2"],
    ["LaunchEnd", ">>>"],
    ["LParen", "("],
    ["Identifier", "x"],
    ["RParen", ")"],
    ["Semi", ";"],
  ]);
  // the binary treats `a<<<b` as a launch too (it looks for __cudaPushCallConfiguration)
  assertEquals(kinds("a<<<b"), ["Identifier", "LaunchBegin", "Identifier"]);
  assertEquals(kinds("k<S<S<int>>><<<1,1>>>(x)").slice(7, 9), ["LaunchEnd", "LaunchBegin"]);
  // binary: `template<> int operator<<<int>(S, int);` declares operator<< <int>
  assertEquals(toks("operator<<<int>"), [
    ["KwOperator", "operator"],
    ["LessLess", "<<"],
    ["Less", "<"],
    ["KwInt", "int"],
    ["Greater", ">"],
  ]);
  assertEquals(kinds("operator>>>"), ["KwOperator", "GreaterGreater", "Greater"]);
});

Deno.test("digraphs and the <:: exception", () => {
  assertEquals(kinds("<: :> <% %> %: %:%:"), [
    "LBracket",
    "RBracket",
    "LBrace",
    "RBrace",
    "Hash",
    "Hash",
    "Hash",
  ]);
  // `<::` followed by neither `:` nor `>` is `<` `::`
  assertEquals(kinds("A<::B>"), ["Identifier", "Less", "ColonColon", "Identifier", "Greater"]);
  assertEquals(kinds("a<:::b"), ["Identifier", "LBracket", "ColonColon", "Identifier"]);
  assertEquals(kinds("a<::>"), ["Identifier", "LBracket", "RBracket"]);
});

Deno.test("alternative tokens lex as their punctuators", () => {
  const alts: [string, string][] = [
    ["and", "AmpAmp"],
    ["and_eq", "AmpAssign"],
    ["bitand", "Amp"],
    ["bitor", "Pipe"],
    ["compl", "Tilde"],
    ["not", "Exclaim"],
    ["not_eq", "ExclaimEqual"],
    ["or", "PipePipe"],
    ["or_eq", "PipeAssign"],
    ["xor", "Caret"],
    ["xor_eq", "CaretAssign"],
  ];
  for (const [s, k] of alts) assertEquals(toks(`a ${s} b`)[1], [k, s]);
  assertEquals(kinds("android"), ["Identifier"]);
});

Deno.test("keywords, type traits and dialect gating", () => {
  const { tb, names } = run("int __is_same _Float32 _Float64 __inline__ typeof concept char8_t");
  assertEquals([...tb.kind.slice(0, 8)].map((k) => T[k]), [
    "KwInt",
    "KwTypeTrait",
    "Identifier",
    "Identifier",
    "KwInline",
    "KwTypeof",
    "Identifier",
    "Identifier",
  ]);
  assertEquals(names.text(tb.atom[1]), "__is_same");
  assertEquals(names.text(tb.atom[2]), "_Float32");
  assertEquals(tb.atom[1] === names.intern("__is_same"), true);
  // C++20 keywords
  const k20 = kinds("concept requires co_await co_return co_yield consteval constinit char8_t", {
    cppStd: 2020,
    gnuVersion: 120200,
  });
  assertEquals(k20, [
    "KwConcept",
    "KwRequires",
    "KwCoAwait",
    "KwCoReturn",
    "KwCoYield",
    "KwConsteval",
    "KwConstinit",
    "KwChar8T",
  ]);
  // C11 spellings are identifiers in C++ (checked against the binary)
  assertEquals(kinds("_Bool _Alignas _Static_assert __auto_type"), [
    "Identifier",
    "Identifier",
    "Identifier",
    "Identifier",
  ]);
  // some GNU built-ins depend on --gnu_version (g++ 12's libstdc++ declares these names itself)
  assertEquals(kinds("__is_nothrow_convertible __is_layout_compatible"), [
    "Identifier",
    "KwTypeTrait",
  ]);
  assertEquals(
    kinds("__is_nothrow_convertible __is_same", { cppStd: 2017, gnuVersion: 130000 }),
    ["KwTypeTrait", "KwTypeTrait"],
  );
  assertEquals(kinds("__is_same __builtin_bit_cast", { cppStd: 2017, gnuVersion: 80000 }), [
    "Identifier",
    "Identifier",
  ]);
  // the same atom for the same spelling, identifiers are sliced exactly
  const r = run("foo bar foo");
  assertEquals(r.tb.atom[0], r.tb.atom[2]);
  assert(r.tb.atom[0] !== r.tb.atom[1]);
  assertEquals(r.names.text(r.tb.atom[1]), "bar");
  // punctuators and literals have no atom
  assertEquals(run("( 1").tb.atom[0], -1);
  assertEquals(run("( 1").tb.atom[1], -1);
});

Deno.test("identifiers: ASCII, $, UTF-8 and UCNs", () => {
  assertEquals(toks("_a1 $x caf\u00e9 \\u00e9t\\U0001F600 \u{1F600}z"), [
    ["Identifier", "_a1"],
    ["Identifier", "$x"],
    ["Identifier", "caf\u00e9"],
    ["Identifier", "\\u00e9t\\U0001F600"],
    ["Identifier", "\u{1F600}z"],
  ]);
});

Deno.test("numbers: pp-number rules, separators, hex floats, suffixes, UDLs", () => {
  const cases: [string, string][] = [
    ["0", "IntLit"],
    ["42", "IntLit"],
    ["0x1F", "IntLit"],
    ["0XdeadBEEFull", "IntLit"],
    ["0b1010", "IntLit"],
    ["017", "IntLit"],
    ["1'000'000", "IntLit"],
    ["0x1'ff", "IntLit"],
    ["10u", "IntLit"],
    ["10UL", "IntLit"],
    ["10llu", "IntLit"],
    ["5uz", "IntLit"],
    ["1.5", "FloatLit"],
    [".5", "FloatLit"],
    ["1.", "FloatLit"],
    ["1e10", "FloatLit"],
    ["1E-5", "FloatLit"],
    ["1e+5f", "FloatLit"],
    ["2.5L", "FloatLit"],
    ["0x1p-3", "FloatLit"],
    ["0x1.8P+1f", "FloatLit"],
    ["0x.8p0", "FloatLit"],
    ["1'000.5", "FloatLit"],
    ["123_km", "IntLit"],
    ["1_meter", "IntLit"],
    ["1.5_deg", "FloatLit"],
    ["1e3_x", "FloatLit"],
    ["0xe+1", "IntLit"], // one (ill-formed) pp-number, as in the standard's example
  ];
  for (const [s, k] of cases) assertEquals(toks(`${s};`), [[k, s], ["Semi", ";"]], s);
  assertEquals(toks("a.1.b"), [["Identifier", "a"], ["FloatLit", ".1.b"]]);
  assertEquals(toks("x[1]"), [["Identifier", "x"], ["LBracket", "["], ["IntLit", "1"], [
    "RBracket",
    "]",
  ]]);
  assertEquals(kinds("1-2"), ["IntLit", "Minus", "IntLit"]);
  assertEquals(kinds("1e-2-3"), ["FloatLit", "Minus", "IntLit"]);
});

Deno.test("character and string literals with prefixes and UDL suffixes", () => {
  const cases: [string, string][] = [
    ["'a'", "CharLit"],
    ["'\\''", "CharLit"],
    ["'\\\\'", "CharLit"],
    ["'\\x41'", "CharLit"],
    ["L'a'", "CharLit"],
    ["u'a'", "CharLit"],
    ["U'a'", "CharLit"],
    ["u8'a'", "CharLit"],
    ['"abc"', "StringLit"],
    ['"a\\"b"', "StringLit"],
    ['""', "StringLit"],
    ['L"w"', "StringLit"],
    ['u"x"', "StringLit"],
    ['U"x"', "StringLit"],
    ['u8"x"', "StringLit"],
    ['"abc"_s', "StringLit"],
    ["'a'_c", "CharLit"],
  ];
  for (const [s, k] of cases) assertEquals(toks(`${s};`), [[k, s], ["Semi", ";"]], s);
  // adjacent string literals stay separate tokens
  assertEquals(kinds('"a" "b"L"c"'), ["StringLit", "StringLit", "StringLit"]);
  // a prefix-like identifier not followed by a quote is an identifier
  assertEquals(toks("u8 L R x"), [["Identifier", "u8"], ["Identifier", "L"], ["Identifier", "R"], [
    "Identifier",
    "x",
  ]]);
  assertEquals(toks("LR'a'"), [["Identifier", "LR"], ["CharLit", "'a'"]]);
  // unterminated literal: still a literal, up to the end of the line, plus error 8 (binary:
  // "missing closing quote" at the opening quote, then the parse goes on with a string)
  assertEquals(toks('"abc\nx'), [["StringLit", '"abc'], ["Identifier", "x"]]);
  assertEquals(toks("u'a\r\n"), [["CharLit", "u'a"]]);
  assertEquals(run('x = "abc\n').tb.lexDiags, [{ token: 2, code: 8, offset: 4, args: [] }]);
});

Deno.test("raw strings, including ones that span lines", () => {
  const src = 'asm(R"YYY(\n  mov.u32 %0, 1;\n  # not a directive\n)YYY" : "=r"(x));\nint y;';
  const t = toks(src);
  assertEquals(t[2], ["StringLit", 'R"YYY(\n  mov.u32 %0, 1;\n  # not a directive\n)YYY"']);
  assertEquals(t.slice(3).map((x) => x[1]), [
    ":",
    '"=r"',
    "(",
    "x",
    ")",
    ")",
    ";",
    "int",
    "y",
    ";",
  ]);
  assertEquals(toks('u8R"(a)b")"'), [["StringLit", 'u8R"(a)b")"']]);
  assertEquals(toks('LR"x(")x" uR"()" UR"()"_u'), [
    ["StringLit", 'LR"x(")x"'],
    ["StringLit", 'uR"()"'],
    ["StringLit", 'UR"()"_u'],
  ]);
});

Deno.test("comments: // continues over a backslash-newline; an unclosed /* is error 6", () => {
  // binary: `// c \` hides the next line; `/* open` to the end: "comment unclosed at end of file"
  assertEquals(toks("a // c \\\nb\nc"), [["Identifier", "a"], ["Identifier", "c"]]);
  const r = run("int x;\n/* open\nint y;\n");
  assertEquals(spellings(r.tb), ["int", "x", ";"]);
  assertEquals(r.tb.lexDiags, [{ token: 3, code: 6, offset: 7, args: [] }]);
});

Deno.test("comments are skipped and count as white space", () => {
  const { tb } = run("a/*x\ny*/b // c\n/**/c/d");
  assertEquals(spellings(tb), ["a", "b", "c", "/", "d"]);
  assertEquals(tb.flags[1] & TF.SpaceBefore, TF.SpaceBefore);
  assertEquals(tb.flags[2] & TF.LineStart, TF.LineStart);
  assertEquals(tb.flags[3] & TF.SpaceBefore, 0);
  assertEquals(tb.flags[1] & TF.LineStart, TF.LineStart); // b follows a comment ending its line
  assertEquals(run("a /* x */ b").tb.flags[1], TF.SpaceBefore);
});

Deno.test("line markers: files, flags, escapes, system regions, positions", () => {
  const src = [
    '# 0 "x.cu"', // 0
    '# 0 "<built-in>"', // 1
    '# 1 "x.cu"', // 2
    '# 1 "/usr/include/stdio.h" 1 3 4', // 3
    "int a;", // 4
    '# 40 "/usr/include/stdio.h" 3 4', // 5
    "  extern int b;", // 6
    '# 3 "x.cu" 2', // 7
    "int c;", // 8
    '#line 100 "dir\\\\a \\"q\\".h"', // 9
    "int d;", // 10
    "# 7", // 11
    "int e;", // 12
  ].join("\n");
  const { sm, tb } = run(src);
  assertEquals(sm.markers.map((m) => [m.physLine, m.file, m.line, m.flags]), [
    [1, "x.cu", 0, 0],
    [2, "<built-in>", 0, 0],
    [3, "x.cu", 1, 0],
    [4, "/usr/include/stdio.h", 1, 1 | 4 | 8],
    [6, "/usr/include/stdio.h", 40, 4 | 8],
    [8, "x.cu", 3, 2],
    [10, 'dir\\a "q".h', 100, 0],
    [12, 'dir\\a "q".h', 7, 0],
  ]);
  const at = (spelling: string) => {
    for (let i = 0; i < tb.count; i++) {
      if (src.slice(tb.start[i], tb.end[i]) === spelling) return i;
    }
    throw new Error(spelling);
  };
  const loc = (s: string) => {
    const l = sm.locate(tb.start[at(s)]);
    return [l.file, l.line, l.column, l.system];
  };
  assertEquals(loc("a"), ["/usr/include/stdio.h", 1, 5, true]);
  assertEquals(loc("extern"), ["/usr/include/stdio.h", 40, 3, true]);
  assertEquals(loc("b"), ["/usr/include/stdio.h", 40, 14, true]);
  assertEquals(loc("c"), ["x.cu", 3, 5, false]);
  assertEquals(loc("d"), ['dir\\a "q".h', 100, 5, false]);
  assertEquals(loc("e"), ['dir\\a "q".h', 7, 5, false]);
  assertEquals(tb.flags[at("a")] & TF.System, TF.System);
  assertEquals(tb.flags[at("extern")], TF.System | TF.LineStart | TF.SpaceBefore);
  assertEquals(tb.flags[at("c")] & TF.System, 0);
  assertEquals(tb.flags[at("int")], TF.LineStart | TF.System);
  // no tokens come from the marker lines
  assertEquals(spellings(tb).join(" "), "int a ; extern int b ; int c ; int d ; int e ;");
});

Deno.test("marker file names: octal escapes are bytes (the text is a latin1 byte string)", () => {
  // binary: `# 1 "b\303\251\001.h"` names the file with the raw bytes b C3 A9 01 .h
  const s = '"a\\303\\251\\001\\\\b\\"c"';
  assertEquals(decodeMarkerFileName(s, 0, s.length), {
    name: 'a\u00c3\u00a9\u0001\\b"c',
    next: s.length,
  });
  const { sm } = run('# 5 "caf\\303\\251.cu" 1\nint x;');
  assertEquals(sm.markers[0].file, "caf\u00c3\u00a9.cu");
});

Deno.test("identifiers in latin1-decoded UTF-8; a non-breaking space is unrecognized", () => {
  // é = C3 A9, à = C3 A0 (continuation byte A0), NBSP = C2 A0
  assertEquals(toks("caf\u00c3\u00a9 \u00c3\u00a0x"), [
    ["Identifier", "caf\u00c3\u00a9"],
    ["Identifier", "\u00c3\u00a0x"],
  ]);
  assertEquals(toks("x\u00c2\u00a0y"), [
    ["Identifier", "x"],
    ["Unknown", "\u00c2\u00a0"],
    ["Identifier", "y"],
  ]);
  assertEquals(run("x\u00c2\u00a0y").tb.lexDiags.length, 1);
  assertEquals(kinds("x\u00a0y"), ["Identifier", "Unknown", "Identifier"]);
});

Deno.test("#pragma lines become Pragma tokens", () => {
  const src =
    "int x;\n#pragma nv_diag_suppress 177 \n  # pragma GCC diagnostic push\n#pragma\nint y;";
  const { tb } = run(src);
  assertEquals([...tb.kind.slice(0, tb.count)].map((k) => T[k]), [
    "KwInt",
    "Identifier",
    "Semi",
    "Pragma",
    "Pragma",
    "Pragma",
    "KwInt",
    "Identifier",
    "Semi",
    "EOF",
  ]);
  assertEquals([...tb.pragmaText.entries()], [
    [3, "nv_diag_suppress 177"],
    [4, "GCC diagnostic push"],
    [5, ""],
  ]);
  assertEquals(src.slice(tb.start[3], tb.end[3]), "#pragma nv_diag_suppress 177 ");
  assertEquals(tb.flags[4] & TF.LineStart, TF.LineStart);
  // `#` that is not first on its line is a Hash token, not a directive
  assertEquals(kinds("a # pragma"), ["Identifier", "Hash", "Identifier"]);
});

class RecordingDiags implements LexDiagSink {
  log: string[] = [];
  report(code: number, offset: number, args?: (string | number)[]): void {
    this.log.push(`report ${code} @${offset} ${JSON.stringify(args)}`);
  }
}

Deno.test("#warning, #error, #include and other directives", () => {
  // positions and texts as printed by the real binary: the caret is under the directive name for
  // #warning/#error and at the end of the line for #include; trailing blanks are kept
  const src = "  #  warning    spaced\tout  \n#error bad thing\n#include <no.h> \n#define X 1\nX;";
  const d = new RecordingDiags();
  const { tb } = run(src, CXX17, d);
  assertEquals(d.log, [
    `report 1105 @5 ["spaced\\tout  "]`,
    'report 35 @30 ["bad thing"]',
    'report 1696 @62 ["no.h"]',
  ]);
  assertEquals(src.slice(30, 35), "error");
  assertEquals(src.charCodeAt(62), 10);
  assertEquals(spellings(tb), ["1", ";"]); // X is expanded
});

Deno.test("positions: columns count code points; flags LineStart/SpaceBefore", () => {
  const src = 'int \u{1F600}x = 1;\n  "\u00e9" y';
  const { sm, tb } = run(src);
  const cols = [];
  for (let i = 0; i < tb.count - 1; i++) {
    const l = sm.locate(tb.start[i]);
    cols.push(`${l.line}:${l.column}`);
  }
  assertEquals(cols, ["1:1", "1:5", "1:8", "1:10", "1:11", "2:3", "2:7"]);
  assertEquals(tb.flags[0], TF.LineStart);
  assertEquals(tb.flags[1], TF.SpaceBefore);
  assertEquals(tb.flags[4], 0);
  assertEquals(tb.flags[5], TF.LineStart | TF.SpaceBefore);
  assertEquals(tb.kind[tb.count - 1], T.EOF);
  assertEquals(tb.start[tb.count - 1], src.length);
});

Deno.test("CRLF line ends and line splices", () => {
  assertEquals(toks("a\r\nb\\\nc"), [["Identifier", "a"], ["Identifier", "b"], [
    "Identifier",
    "c",
  ]]);
  const { tb } = run('#pragma once\r\n# 3 "f.h"\r\nx');
  assertEquals(tb.pragmaText.get(0), "once");
});

// ---- whole real inputs -----------------------------------------------------------------------

const CACHE = new URL("../.cache/lex/", import.meta.url).pathname;

function exists(path: string): boolean {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
}

/** Generates `<name>.cpp4.ii` from `program` with nvcc (cached); undefined without nvcc. */
function preprocessed(name: string, program: string): string | undefined {
  const ii = `${CACHE}${name}.cpp4.ii`;
  if (exists(ii)) return ii;
  Deno.mkdirSync(CACHE, { recursive: true });
  Deno.writeTextFileSync(`${CACHE}${name}.cu`, program);
  try {
    const r = new Deno.Command("nvcc", {
      args: ["-keep", "-keep-dir", CACHE, "-c", `${name}.cu`, "-o", `${name}.o`],
      cwd: CACHE,
      stdout: "null",
      stderr: "piped",
    }).outputSync();
    if (!r.success) throw new Error(new TextDecoder().decode(r.stderr));
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return undefined;
    throw e;
  }
  return ii;
}

const HELLO = `#include <cstdio>
#include <vector>
__global__ void k(int *p) { printf("hello %d\\n", p[0]); }
int main() { std::vector<int> v{1, 2}; k<<<1, 1>>>(nullptr); return 0; }
`;

Deno.test("whole nvcc-preprocessed input: no Unknown tokens, markers and pragmas found", () => {
  const path = preprocessed("hello_vec", HELLO);
  if (path === undefined) {
    console.log("skipped: nvcc is not on PATH, cannot generate a real .cpp4.ii");
    return;
  }
  const text = Deno.readTextFileSync(path);
  const { sm, tb } = run(text);
  const unknown: string[] = [];
  let launches = 0, markerLines = 0, pragmaLines = 0;
  for (let i = 0; i < tb.count; i++) {
    if (tb.kind[i] === T.Unknown) {
      const l = sm.locate(tb.start[i]);
      unknown.push(`${l.file}:${l.line}:${l.column}`);
    }
    if (tb.kind[i] === T.LaunchBegin) launches++;
  }
  for (const line of text.split("\n")) {
    const t = line.trimStart();
    if (/^# \d+ "/.test(t)) markerLines++;
    else if (/^#\s*pragma\b/.test(t)) pragmaLines++;
  }
  assertEquals(unknown, []);
  assertEquals(tb.lexDiags, []);
  assertEquals(launches, 1);
  assertEquals(sm.markers.length, markerLines);
  assertEquals(tb.pragmaText.size, pragmaLines);
  assert(tb.count > 100000, `only ${tb.count} tokens`);
  // every token of the user's kernel line is located in the .cu file
  let kernel = -1;
  for (let i = 0; i < tb.count - 1; i++) {
    if (tb.kind[i] === T.KwAttribute && kernel < 0) {
      const l = sm.locate(tb.start[i]);
      if (l.file.endsWith("hello_vec.cu")) kernel = i;
    }
  }
  assert(kernel >= 0, "no __attribute__ token from hello_vec.cu");
  const l = sm.locate(tb.start[kernel]);
  assertEquals([l.line, l.system], [3, false]);
  // cuda_runtime.h comes first (-include; CUDA's headers are not system headers), and its first
  // token is a pragma; the first typedef comes from glibc, a system header
  const first = sm.locate(tb.start[0]);
  assertEquals([tb.kind[0], first.file.endsWith("/cuda_runtime.h"), first.system], [
    T.Pragma,
    true,
    false,
  ]);
  const td = tb.kind.indexOf(T.KwTypedef);
  assertEquals(sm.locate(tb.start[td]).system, true);
  assertEquals(tb.flags[td] & TF.System, TF.System);
});

// ---- literal values (lib/literals.ts) against the real binary ---------------------------------

/** Exact C++ hexadecimal spelling of a finite double. */
function hexFloat(v: number): string {
  if (v === 0) return "0x0p+0";
  const sign = v < 0 ? "-" : "";
  v = Math.abs(v);
  let e = Math.floor(Math.log2(v));
  if (2 ** e > v) e--;
  if (2 ** (e + 1) <= v) e++;
  let m = v / 2 ** e; // in [1, 2), exact for normal numbers
  let hex = "";
  m -= 1;
  while (m > 0) {
    m *= 16;
    const d = Math.floor(m);
    hex += d.toString(16);
    m -= d;
  }
  return `${sign}0x1${hex ? "." + hex : ""}p${e >= 0 ? "+" : ""}${e}`;
}

const INT_CASES = [
  "0",
  "2147483647",
  "2147483648",
  "4294967295",
  "4294967296",
  "0x7fffffff",
  "0x80000000",
  "0xffffffff",
  "0x100000000",
  "020000000000",
  "9223372036854775807",
  "9223372036854775808",
  "18446744073709551615",
  "0x8000000000000000",
  "1u",
  "4294967296u",
  "1l",
  "1ul",
  "1lu",
  "1ll",
  "1ull",
  "1LLU",
  "9223372036854775808L",
  "9223372036854775808LL",
  "0x8000000000000000L",
  "9223372036854775808UL",
  "0x7fffffffffffffffu",
  "1z",
  "1uz",
  "1'000'000",
  "0b1010",
  "0x1'ff",
  "0B11u",
  "0777",
];
const FLOAT_CASES = [
  "1.0",
  "1.0f",
  "1.0F",
  "1.5l",
  "1.5L",
  "1.0q",
  "1.0w",
  "0x1p-3",
  "0x1.8p1f",
  "0x.8p0",
  "1e10",
  "1.5e-3",
  "1'0.5",
  "3.4028235e38f",
  "1e-310",
  "0x1p-1074",
  "0.1",
  "0.1f",
  "123456789012345678901234567890.0",
  "2.",
  ".25e1",
];
const CHAR_CASES = [
  "'a'",
  "'\\xff'",
  "'ab'",
  "'abcde'",
  "u8'a'",
  "u'a'",
  "U'a'",
  "L'a'",
  "'\\u00e9'",
  "'\\e'",
  "'\\377'",
  "'\\0'",
  "u'\\xffff'",
  "L'\\xffffffff'",
  "'\\''",
  "'\\?'",
  "U'\\U0001F600'",
  "u'\\u20ac'",
  "'a\\u00e9'",
  "'\\u00e9a'",
  "'\\xff\\xfe'",
  "u'ab'",
  "U'ab'",
  "L'ab'",
  "'\u00e9'",
];
const STRING_CASES = [
  '"abc"',
  '"a\\tb\\x41\\101\\0z"',
  'u8"\\u00e9\\U0001F600"',
  'u"\\U0001F600x"',
  'U"\\U0001F600x"',
  'L"\\u00e9\\xffffffff"',
  '"\\xff\\u00e9"',
  'R"x(a\\n")x"',
  'u8R"(\\)"',
];

Deno.test("literal types and values agree with cudafe++ (live oracle)", () => {
  const lines: string[] = [];
  const expectType: (string | undefined)[] = []; // per line: type our parser gives, or undefined
  const what: string[] = [];
  const typeLine = (lit: string, t: string) => {
    lines.push(`int v${lines.length} = (decltype(${lit})*)0;`);
    expectType.push(t);
    what.push(lit);
  };
  const valueLine = (cond: string, lit: string) => {
    lines.push(`static_assert(${cond}, "");`);
    expectType.push(undefined);
    what.push(lit);
  };
  for (const lit of INT_CASES) {
    const r = parseIntLiteral(lit);
    assertEquals([r.diags, r.udSuffix, r.tooLarge], [[], "", false], lit);
    typeLine(lit, r.type);
    valueLine(`(${lit}) == ${r.value}ULL`, lit);
  }
  for (const lit of FLOAT_CASES) {
    const r = parseFloatLiteral(lit);
    assertEquals([r.diags, r.udSuffix], [[], ""], lit);
    typeLine(lit, r.type);
    if (r.type !== "long double" && r.type !== "__float128") {
      valueLine(`(${lit}) == ${hexFloat(r.value)}`, lit);
    }
  }
  for (const lit of CHAR_CASES) {
    const r = parseCharLiteral(lit);
    typeLine(lit, r.type);
    valueLine(`(${lit}) == ${r.value}LL`, lit);
  }
  for (const lit of STRING_CASES) {
    const r = parseStringLiteral(lit);
    const size = (r.units.length + 1) * unitSize(r.encoding);
    const cast = r.encoding === "" || r.encoding === "u8"
      ? "(unsigned char)"
      : r.encoding === "L"
      ? "(unsigned)"
      : "";
    const elems = r.units.map((u, k) => `${cast}${lit}[${k}] == ${u}u`);
    valueLine([`sizeof(${lit}) == ${size}`, ...elems].join(" && "), lit);
  }
  const ours = lines.map((_, i) => expectType[i] === undefined ? "ok" : expectType[i]);
  const theirs = cudafeProbe(lines.join("\n") + "\n");
  if (theirs === undefined) {
    console.log("skipped: cudafe++ is not on PATH");
    return;
  }
  const diff: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const got = theirs.get(i + 1) ?? "ok";
    if (got !== ours[i]) diff.push(`${what[i]}: binary ${got}, ours ${ours[i]} (${lines[i]})`);
  }
  assertEquals(diff, []);
});

/**
 * Runs cudafe++ on `source`; per line number, the literal type it names in
 * `a value of type "T *" cannot be used...` or "assert" for a failed static assertion.
 */
function cudafeProbe(source: string): Map<number, string> | undefined {
  const dir = Deno.makeTempDirSync({ prefix: "lex_test" });
  try {
    Deno.writeTextFileSync(`${dir}/p.ii`, source);
    let r;
    try {
      r = new Deno.Command("cudafe++", {
        args: [
          "--c++17",
          "--gnu_version=120200",
          "--display_error_number",
          "--gen_c_file_name",
          `${dir}/p.cudafe1.cpp`,
          "--stub_file_name",
          `${dir}/p.stub.c`,
          `${dir}/p.ii`,
        ],
        stdout: "piped",
        stderr: "piped",
      }).outputSync();
    } catch (e) {
      if (e instanceof Deno.errors.NotFound) return undefined;
      throw e;
    }
    const out = new TextDecoder().decode(r.stderr);
    const m = new Map<number, string>();
    for (const line of out.split("\n")) {
      const a = /^.*p\.ii\((\d+)\): error: a value of type "(.*) \*" cannot be used/.exec(line);
      if (a) m.set(Number(a[1]), a[2]);
      const b = /^.*p\.ii\((\d+)\): error: static assertion failed/.exec(line);
      if (b) m.set(Number(b[1]), "assert failed");
      const c = /^.*p\.ii\((\d+)\): error: (?!a value of type|static assertion)(.*)/.exec(line);
      if (c) m.set(Number(c[1]), `error: ${c[2]}`);
    }
    return m;
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
}

Deno.test("literal parsing: suffixes, UDLs and malformed spellings", () => {
  const codes = (r: { diags: LiteralDiag[] }) => r.diags.map((d) => [d.code, d.at]);
  const udl = parseIntLiteral("123_km");
  assertEquals([udl.value, udl.udSuffix, udl.unsigned, udl.diags], [123n, "_km", false, []]);
  assertEquals(codes(parseIntLiteral("0x")), [[22, 0]]);
  assertEquals(codes(parseIntLiteral("0b")), [[2424, 0]]);
  assertEquals(codes(parseIntLiteral("0b2")), [[2424, 2]]);
  assertEquals(codes(parseIntLiteral("08")), [[24, 1]]);
  assertEquals(codes(parseIntLiteral("0xe+1")), [[19, 3]]);
  assertEquals([parseIntLiteral("1x").udSuffix, codes(parseIntLiteral("1x"))], ["x", []]);
  const big = parseIntLiteral("18446744073709551616");
  assertEquals([big.tooLarge, big.type, codes(big)], [true, "int", [[23, 0]]]);
  assertEquals(parseFloatLiteral("1.0e").udSuffix, "e");
  assertEquals(codes(parseFloatLiteral("1.0e")), []);
  assertEquals(codes(parseFloatLiteral("1e+")), [[19, 2]]);
  assertEquals(codes(parseFloatLiteral("0x1.0")), [[166, 5]]);
  assertEquals(parseFloatLiteral("1.5_deg").udSuffix, "_deg");
  assertEquals(parseFloatLiteral("1.0f16").udSuffix, "f16");
  assertEquals(parseFloatLiteral("1.0f128").type, "float");
  assertEquals(parseFloatLiteral("1.0l64").type, "long double");
  const f32 = parseFloatLiteral("1.0f32");
  assertEquals([f32.type, codes(f32)], ["float", [[19, 4]]]);
  assertEquals(codes(parseCharLiteral("u8'ab'")), [[2688, 0]]);
  assertEquals(codes(parseCharLiteral("''")), [[25, 0]]);
  assertEquals(codes(parseCharLiteral("'abcde'")), [[1654, 0]]);
  assertEquals(codes(parseCharLiteral("L'ab'")), [[26, 0]]);
  assertEquals(codes(parseCharLiteral("u'\\U0001F600'")), [[1535, 2]]);
  assertEquals(codes(parseStringLiteral('"a\\q\\400\\x"')), [[192, 2], [27, 4], [22, 10]]);
  assertEquals(codes(parseStringLiteral('"\\uD800\\U00110000"')), [[1661, 1], [2215, 7]]);
  assertEquals(parseCharLiteral("u8'a'", 2020).type, "char8_t");
  assertEquals(parseStringLiteral('"ab"_s').udSuffix, "_s");
  const cat = concatStringLiterals(['"a"', 'u"\\u00e9"', '"b\\q"']);
  assertEquals(cat, {
    encoding: "u",
    raw: false,
    units: [0x61, 0xe9, 0x62, 0x71],
    udSuffix: "",
    diags: [{ code: 192, severity: "warning", text: LITERAL_DIAGS[192][1], at: 2 }],
    piece: [2],
  });
  assertEquals(concatStringLiterals(['u"a"', 'U"b"']), undefined);
});

/** One literal per line; the binary's lexical diagnostics are compared with literals.ts. */
const BAD_LITERALS = [
  '"\\q"',
  '"\\x"',
  "'\\400'",
  "''",
  'u"\\xfffff"',
  "'\\u00e9'",
  '"\\uD800"',
  '"\\U00110000"',
  "u8'\\xff'",
  "L'ab'",
  "U'ab'",
  "u'ab'",
  "0x",
  "09",
  "0b2",
  "0b",
  "0x1.0",
  "1e+",
  "1.0f32",
  "0xe+1",
  "u'\\U0001F600'",
  "u8'ab'",
  "'abcde'",
  "'ab'",
  "18446744073709551616",
  "1'2'3",
];

Deno.test("literal diagnostics agree with cudafe++ (live oracle)", () => {
  const src = BAD_LITERALS.map((l) => `auto v = ${l};`).join("\n") + "\n";
  const theirs = cudafeSarif(src);
  if (theirs === undefined) {
    console.log("skipped: cudafe++ is not on PATH");
    return;
  }
  const ours: string[] = [];
  BAD_LITERALS.forEach((lit, k) => {
    const col0 = "auto v = ".length + 1;
    const r = lit.startsWith('"') || lit.includes('"')
      ? parseStringLiteral(lit)
      : /^[uUL]?(8)?'/.test(lit)
      ? parseCharLiteral(lit)
      : /^0[xX].*[.pP]|^[\d']*[.eE]/.test(lit)
      ? parseFloatLiteral(lit)
      : parseIntLiteral(lit);
    for (const d of r.diags) {
      // 23 is placed at an earlier token by the binary: compare its line only
      ours.push(d.code === 23 ? `EC23 ${k + 1}` : `EC${d.code} ${k + 1}:${col0 + d.at}`);
    }
  });
  const known = new Set(Object.keys(LITERAL_DIAGS).map((c) => `EC${c}`));
  const filtered = theirs
    .filter((t) => known.has(t.split(" ")[0]))
    .map((t) => t.startsWith("EC23 ") ? t.replace(/:\d+$/, "") : t);
  assertEquals(ours.sort(), filtered.sort());
  // the lexer reports the same, with 23 at the token before the literal like the binary here
  const { sm, tb } = run(src);
  const lexed = tb.lexDiags.map((d) => {
    const l = sm.locate(d.offset);
    return `EC${d.code} ${l.line}:${l.column}`;
  });
  assertEquals(lexed.sort(), theirs.filter((t) => known.has(t.split(" ")[0])).sort());
});

Deno.test("lexical diagnostics are attached to tokens for in-order reporting", () => {
  // binary: `int a = @;` gives error 7 "unrecognized token" at the @, then the parser's
  // "expected an expression" at the same place; a non-breaking space is also unrecognized
  const src = "int a = @;\nint b\u00a0c;\n#warning w\nint d = `\\;";
  const { tb } = run(src);
  assertEquals(tb.lexDiags.map((d) => [d.token, d.code, src.slice(d.offset, d.offset + 1)]), [
    [3, 7, "@"],
    [7, 7, "\u00a0"],
    [10, 1105, "w"],
    [13, 7, "`"],
    [14, 7, "\\"],
  ]);
  assertEquals(kinds("@ \\ `"), ["At", "Backslash", "Unknown"]);
  // reported in order as the parser advances; codes diag_table.ts does not list yet are held
  // back (the engine throws on unknown codes)
  const known = (c: number) => diagInfo(c) !== undefined;
  const all = [
    [7, "report 7 @8 []"],
    [7, "report 7 @16 []"],
    [1105, 'report 1105 @21 ["w"]'],
    [7, "report 7 @39 []"],
    [7, "report 7 @40 []"],
  ] as const;
  const d = new RecordingDiags();
  let next = reportLexDiags(tb, 0, 6, d);
  assertEquals([next, d.log.length], [1, known(7) ? 1 : 0]);
  next = reportLexDiags(tb, next, 10, d);
  assertEquals(next, 3);
  next = reportLexDiags(tb, next, tb.count, d);
  assertEquals(d.log, all.filter(([c]) => known(c)).map(([, t]) => t));
  assert(d.log.includes('report 1105 @21 ["w"]'));
  assertEquals(next, 5);
});

Deno.test("keyword or identifier: every reserved spelling agrees with cudafe++ (live oracle)", () => {
  // `int <spelling>;` alone in a file: the binary is silent only for a plain identifier (one run
  // per spelling: in one file, error recovery after e.g. `int __attribute__;` hides later lines)
  const all = [
    ...new Set([...KEYWORDS.map((k) => k[0]), ...ALT_TOKENS.map((k) => k[0]), ...TYPE_TRAITS]),
  ];
  // contextual in the binary: a label declaration at the start of a block, else an identifier
  const contextual = new Set(["__label__"]);
  // spellings whose status depends on the mode, checked in the other modes too
  const gated = [
    "char8_t",
    "concept",
    "requires",
    "co_await",
    "consteval",
    "constinit",
    "typeof",
    "__is_same",
    "__builtin_bit_cast",
    "__is_layout_compatible",
    "__is_pointer_interconvertible_base_of",
    "__is_convertible",
    "__is_nothrow_convertible",
    "__reference_constructs_from_temporary",
    "__reference_converts_from_temporary",
    "__type_pack_element",
    "__reference_binds_to_temporary",
    "__is_aggregate",
  ];
  const modes: [LexOptions, string[]][] = [
    [{ cppStd: 2017, gnuVersion: 120200 }, all],
    [{ cppStd: 2020, gnuVersion: 120200 }, gated],
    [{ cppStd: 2017, gnuVersion: 100000 }, gated],
    [{ cppStd: 2017, gnuVersion: 130000 }, gated],
    [{ cppStd: 2017, gnuVersion: 140000 }, gated],
    [{ cppStd: 2017 }, gated],
  ];
  for (const [mode, spellings] of modes) {
    const diff: string[] = [];
    for (const w of spellings) {
      if (contextual.has(w)) continue;
      const flags = [`--c++${mode.cppStd % 100}`];
      if (mode.gnuVersion !== undefined) flags.push(`--gnu_version=${mode.gnuVersion}`);
      const flagged = cudafeLines(`int ${w};\n`, flags);
      if (flagged === undefined) {
        console.log("skipped: cudafe++ is not on PATH");
        return;
      }
      const ours = kinds(w, mode)[0] === "Identifier";
      const theirs = flagged.size === 0;
      if (ours !== theirs) diff.push(`${w}: binary ${theirs ? "identifier" : "keyword"}`);
    }
    assertEquals(diff, [], JSON.stringify(mode));
  }
});

/** Runs cudafe++ on `source` with `flags`; the set of lines that got any diagnostic. */
function cudafeLines(source: string, flags: string[]): Set<number> | undefined {
  const dir = Deno.makeTempDirSync({ prefix: "lex_test" });
  try {
    Deno.writeTextFileSync(`${dir}/p.ii`, source);
    let r;
    try {
      r = new Deno.Command("cudafe++", {
        args: [
          ...flags,
          "--gen_c_file_name",
          `${dir}/p.cudafe1.cpp`,
          "--stub_file_name",
          `${dir}/p.stub.c`,
          `${dir}/p.ii`,
        ],
        stdout: "piped",
        stderr: "piped",
      }).outputSync();
    } catch (e) {
      if (e instanceof Deno.errors.NotFound) return undefined;
      throw e;
    }
    const lines = new Set<number>();
    for (const m of new TextDecoder().decode(r.stderr).matchAll(/p\.ii\((\d+)\): /g)) {
      lines.add(Number(m[1]));
    }
    return lines;
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
}

Deno.test("#ident lines become Pragma tokens listed in identTokens", () => {
  const { tb } = run('#ident "v1.0"\nint x;');
  assertEquals([T[tb.kind[0]], tb.pragmaText.get(0), tb.identTokens.has(0)], [
    "Pragma",
    '"v1.0"',
    true,
  ]);
});

/** Hand-written directives: conditional groups and directive errors, as the binary sees them. */
const DIRECTIVES = `#foo bar
int x;
#define A 1
#define F(x) x
#if defined A
int a1 = ;
#endif
#if defined(A)
int a1b = ;
#endif
#if A + 1 == 2
int a2 = ;
#elif 1
int a3 = ;
#else
int a4 = ;
#endif
#ifndef A
int a5 = ;
#else
int a6 = ;
#endif
#if 0
#if 1
int a7 = ;
#else
int a8 = ;
#endif
#elif B
int a9 = ;
#elif (3 > 2) && !0 ? 1 : 0
int a10 = ;
#endif
#undef A
#ifdef A
int a11 = ;
#elif 0x10 == 16 && 010 == 8 && (1 << 4) == 16 && -1 < 0
int a12 = ;
#endif
#if F
int a13 = ;
#endif
#ident "v1"
#sccs "v2"
#endif
#else
int end;
#if 1
#ifdef X
int x;
#else
int y;
`;

Deno.test("conditional directives and directive errors agree with cudafe++ (live oracle)", () => {
  const { sm, tb } = run(DIRECTIVES);
  const ours: string[] = [];
  for (const d of tb.lexDiags) {
    const l = sm.locate(d.offset);
    ours.push(`EC${d.code} ${l.line}:${l.column}`);
  }
  // each `int aN = ;` that survives is the parser's "expected an expression" (29) at the `;`
  for (let i = 0; i < tb.count; i++) {
    if (tb.kind[i] === T.Assign && tb.kind[i + 1] === T.Semi) {
      const l = sm.locate(tb.start[i + 1]);
      ours.push(`EC29 ${l.line}:${l.column}`);
    }
  }
  ours.sort();
  const theirs = cudafeSarif(DIRECTIVES);
  if (theirs === undefined) {
    console.log("skipped: cudafe++ is not on PATH");
    return;
  }
  assertEquals(ours, theirs.sort());
});

/** Runs cudafe++ with SARIF output; `EC<code> line:column` of every result with a location. */
function cudafeSarif(source: string): string[] | undefined {
  const dir = Deno.makeTempDirSync({ prefix: "lex_test" });
  try {
    Deno.writeTextFileSync(`${dir}/p.ii`, source);
    let r;
    try {
      r = new Deno.Command("cudafe++", {
        args: [
          "--c++17",
          "--gnu_version=120200",
          "--output_mode",
          "sarif",
          "--gen_c_file_name",
          `${dir}/p.cudafe1.cpp`,
          "--stub_file_name",
          `${dir}/p.stub.c`,
          `${dir}/p.ii`,
        ],
        stdout: "piped",
        stderr: "piped",
      }).outputSync();
    } catch (e) {
      if (e instanceof Deno.errors.NotFound) return undefined;
      throw e;
    }
    const out = new TextDecoder().decode(r.stderr);
    const res: string[] = [];
    const re = /"ruleId":"(EC\d+)".*?"startLine":(\d+),"startColumn":(\d+)/g;
    for (const m of out.matchAll(re)) res.push(`${m[1]} ${m[2]}:${m[3]}`);
    return res;
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
}

Deno.test("large cached inputs (from bench/lex_bench.ts) lex cleanly", () => {
  let any = false;
  for (const name of ["hello", "thrust"]) {
    const path = `${CACHE}${name}.cpp4.ii`;
    if (!exists(path)) continue;
    any = true;
    const text = Deno.readTextFileSync(path);
    const { sm, tb } = run(text);
    let unknown = 0, pragmaLines = 0, markerLines = 0;
    for (let i = 0; i < tb.count; i++) if (tb.kind[i] === T.Unknown) unknown++;
    for (const line of text.split("\n")) {
      const t = line.trimStart();
      if (/^# \d+ "/.test(t)) markerLines++;
      else if (/^#\s*pragma\b/.test(t)) pragmaLines++;
    }
    assertEquals([unknown, tb.lexDiags.length], [0, 0], name);
    assertEquals([sm.markers.length, tb.pragmaText.size], [markerLines, pragmaLines], name);
  }
  if (!any) console.log("skipped: run `deno bench -A bench/lex_bench.ts` once to generate them");
});

Deno.test("NameTable: dense atoms, range interning, lookup, growth", () => {
  const names = new NameTable();
  const base = names.size;
  assertEquals(names.reservedCount, base);
  assertEquals(names.lookup("int"), names.intern("int"));
  assert(names.intern("int") < names.reservedCount);
  const a = names.intern("foo");
  assertEquals(a, base);
  assertEquals(names.internRange("xx foo yy", 3, 6), a);
  assertEquals(names.lookup("bar"), -1);
  const atoms: number[] = [];
  for (let k = 0; k < 50000; k++) atoms.push(names.intern(`n${k}`));
  for (let k = 0; k < 50000; k += 997) {
    assertEquals(names.lookup(`n${k}`), atoms[k]);
    assertEquals(names.text(atoms[k]), `n${k}`);
  }
  assertEquals(atoms[49999], base + 50000);
  assertEquals(names.intern("foo"), a);
  assertEquals(names.internRange("", 0, 0), names.intern(""));
});

Deno.test("C++11/14: no digit separators, no u8 character literals (binary)", () => {
  const cxx11: LexOptions = { cppStd: 2011, gnuVersion: 120200 };
  assertEquals(toks("x = 1'000;", cxx11), [
    ["Identifier", "x"],
    ["Assign", "="],
    ["IntLit", "1"],
    ["CharLit", "'000;"],
  ]);
  // binary: warning 2628 at the apostrophe, then "missing closing quote" (8) there too
  assertEquals(run("x = 1'000;", cxx11).tb.lexDiags.map((d) => [d.code, d.offset]), [
    [2628, 5],
    [8, 5],
  ]);
  assertEquals(kinds("u8'a' u8\"s\"", { cppStd: 2014, gnuVersion: 120200 }), [
    "Identifier",
    "CharLit",
    "StringLit",
  ]);
  assertEquals(kinds("u8'a'"), ["CharLit"]);
});

Deno.test("object-like macros are expanded (hand-written inputs); function-like are not", () => {
  // binary: `int a[M];` compiles as `int a[(4 + 1)];`; `R` expands once to `R + 1`
  const src = "#define N 4\n#define M (N + 1)\n#define R R + 1\n#define F(x) x\n" +
    "int a[M];\nint b = R;\nint c = F(2);\n#undef N\nint d = N;\n";
  const { tb } = run(src);
  assertEquals(
    spellings(tb).join(" "),
    [
      "int a [ ( 4 + 1 ) ] ;",
      "int b = R + 1 ;",
      "int c = F ( 2 ) ;",
      "int d = N ;",
    ].join(" "),
  );
  // the first expanded token keeps the use's flags
  const open = spellings(tb).indexOf("(");
  assertEquals(tb.flags[open] & TF.LineStart, 0);
  assertEquals(tb.flags[open + 1] & TF.SpaceBefore, 0);
  assertEquals(tb.flags[open + 2] & TF.SpaceBefore, TF.SpaceBefore);
});

Deno.test("identifier names: UCN and UTF-8 spellings share one canonical atom", () => {
  // latin1-decoded UTF-8 (as cli.ts reads input): é = C3 A9, 中 = E4 B8 AD, U+10000 = F0 90 80 80
  const src = "caf\u00c3\u00a9 caf\\u00E9 caf\\U000000e9 d\u00e4\u00b8\u00ad \\U00010000 " +
    "b\u00f0\u0090\u0080\u0080 \u00e9";
  const { tb, names } = run(src);
  const atoms = [...tb.atom.slice(0, tb.count - 1)].map((a) => names.text(a));
  assertEquals(atoms, [
    "caf\\u00e9",
    "caf\\u00e9",
    "caf\\u00e9",
    "d\\u4e2d",
    "\\U00010000",
    "b\\U00010000",
    "\\u00e9", // an already decoded U+00E9 (not a UTF-8 lead byte sequence)
  ]);
  assertEquals(tb.atom[0], tb.atom[1]);
  assertEquals(tb.atom[1], tb.atom[2]);
});

Deno.test("identifier names agree with the binary's diagnostics (live oracle)", () => {
  // `identifier "<name>" is undefined` shows the binary's canonical name
  // (distinct names: the binary says "is undefined" once per name)
  const spellings = ["caf\u00c3\u00a9", "t\\u00E9", "x\\U0001F600y", "d\u00e4\u00b8\u00ad"];
  const dir = Deno.makeTempDirSync({ prefix: "lex_test" });
  try {
    const src = spellings.map((s, k) => `int v${k} = ${s};`).join("\n") + "\n";
    const bytes = Uint8Array.from(src, (ch) => ch.charCodeAt(0));
    Deno.writeFileSync(`${dir}/p.ii`, bytes);
    let r;
    try {
      r = new Deno.Command("cudafe++", {
        args: [
          "--c++17",
          "--gnu_version=120200",
          "--gen_c_file_name",
          `${dir}/p.cudafe1.cpp`,
          "--stub_file_name",
          `${dir}/p.stub.c`,
          `${dir}/p.ii`,
        ],
        stdout: "piped",
        stderr: "piped",
      }).outputSync();
    } catch (e) {
      if (e instanceof Deno.errors.NotFound) {
        console.log("skipped: cudafe++ is not on PATH");
        return;
      }
      throw e;
    }
    const out = String.fromCharCode(...r.stderr);
    const theirs = [...out.matchAll(/identifier "(.*)" is undefined/g)].map((m) => m[1]);
    const { tb, names } = run(src);
    const ours: string[] = [];
    for (let i = 0; i + 1 < tb.count; i++) {
      if (tb.kind[i] === T.Assign) ours.push(names.text(tb.atom[i + 1]));
    }
    assertEquals(ours, theirs);
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});
