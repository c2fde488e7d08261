/**
 * Semantic (non-CUDA) diagnostics against goldens recorded from the real cudafe++ 13.0
 * (scripts/record_sema_goldens.sh; inputs in tests/fixtures/sema/inputs, one small program each:
 * static_assert, constant expressions, redefinitions, statements, lookup, conversions...).
 *
 * Each case parses the golden's argv with `parseCommandLine`, runs `compile()` (lib/driver.ts) on
 * the input and compares the whole stderr text and the exit code. Cases not matched yet are
 * listed, with their reasons, in tests/known_gaps.json (suite "sema"); `checkGolden` requires
 * them to still differ. Unit tests of the constant evaluator (lib/sema_const.ts) follow: its
 * integer rules, and static_asserts it must evaluate (each also negated) or must skip silently.
 */
import { latin1Decode } from "../lib/source.ts";
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkGolden, knownGap } from "./known_gaps.ts";
import { parseCommandLine } from "../lib/cli_args.ts";
import { compile } from "../lib/driver.ts";
import { commonKind, promote, wrap } from "../lib/sema_const.ts";
import { staticAssertStats } from "../lib/sema_checks.ts";
import { SourceMap } from "../lib/source.ts";
import { NameTable } from "../lib/names.ts";
import { lex } from "../lib/lex.ts";
import { parseTranslationUnit } from "../lib/parse.ts";
import { TK } from "../lib/types.ts";

const DIR = fileURLToPath(new URL("./fixtures/sema/", import.meta.url));

interface SemaGolden {
  name: string;
  input: string;
  flags: string[];
  rc: number;
  stderr: string;
}

function loadGoldens(): SemaGolden[] {
  return [...Deno.readDirSync(join(DIR, "goldens"))]
    .filter((e) => e.name.endsWith(".json"))
    .map((e) => JSON.parse(Deno.readTextFileSync(join(DIR, "goldens", e.name))) as SemaGolden)
    .sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

const goldens = loadGoldens();

for (const g of goldens) {
  const gap = knownGap("sema", g.name);
  Deno.test(`sema golden: ${g.name}${gap ? ` [known gap: ${gap}]` : ""}`, async () => {
    // latin1, as cli.ts decodes files (the inputs are ASCII)
    const text = Deno.readTextFileSync(join(DIR, "inputs", g.input));
    const { config, errors } = parseCommandLine([
      ...g.flags,
      "--gen_c_file_name",
      "/dev/null",
      g.input,
    ]);
    assert.deepEqual(errors, []);
    await checkGolden("sema", g.name, () => {
      const r = compile({ config: { ...config, colors: "off" }, text, inputName: g.input });
      assert.equal(r.stderr, g.stderr);
      assert.equal(r.exitCode, g.rc);
    });
  });
}

Deno.test("sema: at least 60 goldens are recorded", () => {
  assert.ok(goldens.length >= 60, `${goldens.length} goldens`);
});

// ------------------------------------------------------------------ unit tests

Deno.test("sema_const: promotions and the usual arithmetic conversions (LP64)", () => {
  assert.equal(promote(TK.Bool), TK.Int);
  assert.equal(promote(TK.UShort), TK.Int);
  assert.equal(promote(TK.Char32), TK.UInt);
  assert.equal(promote(TK.WChar), TK.Int);
  assert.equal(commonKind(TK.Int, TK.UInt), TK.UInt);
  assert.equal(commonKind(TK.Long, TK.UInt), TK.Long);
  assert.equal(commonKind(TK.LongLong, TK.ULong), TK.ULongLong);
  assert.equal(commonKind(TK.Char, TK.Short), TK.Int);
  assert.equal(wrap(256n, TK.UChar), 0n);
  assert.equal(wrap(200n, TK.Char), -56n);
  assert.equal(wrap(2n ** 31n, TK.Int), -(2n ** 31n));
  assert.equal(wrap(-1n, TK.ULong), 2n ** 64n - 1n);
  assert.equal(wrap(7n, TK.Bool), 1n);
});

/** Diagnostics of compile() on a small unit (the sema goldens' options). */
function diagnose(src: string): string {
  const { config } = parseCommandLine([
    "--c++17",
    "--gnu_version=120200",
    "--display_error_number",
    "--gen_c_file_name",
    "/dev/null",
    "x.ii",
  ]);
  const r = compile({ config: { ...config, colors: "off" }, text: src, inputName: "x.ii" });
  return r.stderr;
}

/** `expr` evaluates to `value`: the assertion holds and its negation fails. */
function evaluatesTo(prelude: string, expr: string, value: string): void {
  const ok = diagnose(`${prelude}\nstatic_assert((${expr}) == ${value}, "v");\n`);
  assert.equal(ok, "", `${expr} == ${value}`);
  const bad = diagnose(`${prelude}\nstatic_assert((${expr}) != ${value}, "v");\n`);
  assert.match(bad, /static assertion failed with "v"/, `${expr} != ${value}`);
}

Deno.test("sema_const: static_assert conditions are evaluated", () => {
  evaluatesTo("", "1 + 2 * 3", "7");
  evaluatesTo("", "-7 / 2", "-3");
  evaluatesTo("", "0u - 1", "4294967295u");
  evaluatesTo("", "(unsigned char)511", "255");
  evaluatesTo("", "sizeof(long double)", "16");
  evaluatesTo("", "alignof(double)", "8");
  evaluatesTo("struct S { char c; long l; };", "sizeof(S)", "16");
  evaluatesTo("enum E { A = 5, B };", "B", "6");
  evaluatesTo("constexpr long n = 1L << 40;", "n >> 38", "4");
  evaluatesTo("typedef short H; using P = H *;", "sizeof(H) + sizeof(P)", "10");
  evaluatesTo("", "true ? 'a' : 2", "97");
  evaluatesTo("typedef int I;", "__is_same(I, int)", "true");
  evaluatesTo(
    "constexpr long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }",
    "fact(6)",
    "720",
  );
});

Deno.test("sema_const: what cannot be evaluated is skipped silently", () => {
  // templates, calls, floating point, members of class templates, unknown names
  for (
    const src of [
      'template <class T> struct A { static_assert(sizeof(T) == 3, ""); };',
      "constexpr int f(int n) { int s = 0; for (int i = 0; i < n; ++i) s += i; return s; }\n" +
      'static_assert(f(3) == 2, "");',
      "constexpr int g(int x) { return x; }\nconstexpr int g(long x) { return 2; }\n" +
      'static_assert(g(1) == 2, "");',
      'static_assert(1.5 > 2, "");',
      'template <class T> struct L { static const bool v = false; };\nstatic_assert(L<int>::v, "");',
      'struct __attribute__((packed)) P { char c; int i; };\nstatic_assert(sizeof(P) == 8, "");',
      'struct Q { alignas(16) int i; };\nstatic_assert(sizeof(Q) == 4, "");',
      'extern const int e;\nstatic_assert(e == 1, "");',
    ]
  ) {
    assert.equal(diagnose(src), "", src);
  }
});

// ------------------------------------------------------------------ header static_asserts

/**
 * Acceptance check of issue #4: static_asserts of the real headers (libstdc++, CCCL, CUDA) that
 * the evaluator decides are negated in a copy of a preprocessed corpus input, and the real
 * cudafe++ and cudafe-ts must then print the same failures. Needs the corpus cache (made by
 * tests/corpus_test.ts with nvcc) and cudafe++ on PATH; skips with a message otherwise.
 */
Deno.test("sema: negated header static_asserts fail as on the real cudafe++", async (t) => {
  const cache = fileURLToPath(new URL("../.cache/", import.meta.url));
  let input: string | undefined;
  // <chrono> brings libstdc++'s <ratio>, whose static_assert on uintmax_t is decided
  for (const name of ["chrono_timing", "coop_groups", "thrust_algorithms"]) {
    try {
      const f = join(cache, name, `${name}.cpp4.ii`);
      Deno.statSync(f);
      input = f;
      break;
    } catch { /* not cached */ }
  }
  const hasCudafe = await new Deno.Command("cudafe++", { args: ["--version"] }).output()
    .then(() => true, () => false);
  if (input === undefined || !hasCudafe) {
    await t.step({
      name: "skipped: needs the corpus cache (.cache, from tests/corpus_test.ts) and cudafe++",
      ignore: true,
      fn: () => {},
    });
    return;
  }
  const text = latin1Decode(Deno.readFileSync(input));
  // the static_asserts the evaluator decides, as they are parsed
  const sm = new SourceMap(text, input);
  const names = new NameTable();
  const tokens = lex(sm, names, { cppStd: 2017, gnuVersion: 120200 });
  const conds: Array<[number, number]> = [];
  staticAssertStats.onEvaluated = (n) => {
    const c = (n as unknown as { cond: { first: number; last: number } }).cond;
    conds.push([tokens.start[c.first], tokens.end[c.last]]);
  };
  parseTranslationUnit(tokens, names, sm, { report() {} }, { cppStd: 2017 });
  staticAssertStats.onEvaluated = undefined;
  assert.ok(conds.length >= 1, `${conds.length} static_asserts evaluated in ${input}`);
  // negate them (every third when there are many; from the end, so offsets stay valid)
  let flipped = text;
  const picked = conds.filter((_, i) => conds.length < 3 || i % 3 === 0).reverse();
  for (const [a, b] of picked) {
    flipped = flipped.slice(0, a) + "!(" + flipped.slice(a, b) + ")" + flipped.slice(b);
  }
  const dir = Deno.makeTempDirSync({ prefix: "sema_flip_" });
  try {
    const ii = join(dir, "flip.ii");
    Deno.writeFileSync(ii, Uint8Array.from(flipped, (c) => c.charCodeAt(0)));
    const flags = [
      "--c++17",
      "--static-host-stub",
      "--gnu_version=120200",
      "--display_error_number",
      "--orig_src_file_name",
      "flip.cu",
      "--m64",
      "--parse_templates",
    ];
    const real = await new Deno.Command("cudafe++", {
      args: [...flags, "--gen_c_file_name", join(dir, "x.cpp"), "--stub_file_name", "x.stub.c", ii],
      cwd: dir,
      stdout: "null",
      stderr: "piped",
      env: { NOCOLOR: "1" },
    }).output();
    const { config } = parseCommandLine([...flags, "--gen_c_file_name", "/dev/null", ii]);
    const ours = compile({ config: { ...config, colors: "off" }, text: flipped, inputName: ii });
    const realErr = new TextDecoder().decode(real.stderr);
    assert.match(realErr, /static assertion failed/);
    assert.equal(ours.stderr, realErr);
    assert.equal(ours.exitCode, real.code);
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});
